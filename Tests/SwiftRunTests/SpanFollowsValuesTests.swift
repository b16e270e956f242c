import Animation
import Preview
import Scenes
import Testing

@testable import SwiftRun

/// The strip's span follows the numbers in force, not only the file's own.
@Suite struct SpanFollowsValuesTests {
  @Test func aLongerDurationLengthensTheSpan() throws {
    let file = try LanguageTests.opened(
      """
      let ring = CAShapeLayer()
      let fill = CABasicAnimation(keyPath: "strokeEnd")
      fill.fromValue = 0
      fill.toValue = 1
      fill.duration = 1.6
      ring.add(fill, forKey: "fill")
      host.layer.addSublayer(ring)
      """)
    #expect(file.scene.period(ParameterValues()) == 1.6)
    let duration = try #require(file.scene.parameters.first { $0.name == "fill.duration" })
    var values = ParameterValues()
    values[duration] = .number(4)
    #expect(file.scene.period(values) == 4)
    values[duration] = .number(0.5)
    #expect(file.scene.period(values) == 0.5)
    // Back to the file's own number: its own span.
    #expect(file.scene.period(ParameterValues()) == 1.6)
  }

  @Test func aLaterOneShotCallFollowsItsDelay() throws {
    // The fade starts after the delay: 0.3 + 0.5 s, and 1.2 + 0.5 s once the delay is tuned.
    let file = try LanguageTests.opened(
      """
      let dot = CALayer()
      host.layer.addSublayer(dot)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 0.5
        dot.add(fade, forKey: nil)
      }
      """)
    #expect(abs(file.scene.period(ParameterValues()) - 0.8) < 1e-9)
    let delay = try #require(file.scene.parameters.first { $0.summary.contains("0.3") })
    var values = ParameterValues()
    values[delay] = .number(1.2)
    #expect(abs(file.scene.period(values) - 1.7) < 1e-9)
  }

  @Test func aTransitionCountsInTheSpanAsAnAnimationDoes() throws {
    // A flip that starts at 2 s and lasts 1.5 s: the strip runs to 3.5 s (it ended at 2 s,
    // where the flip begins, so every frame showed the view before it).
    let file = try LanguageTests.opened(
      """
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
      host.addSubview(card)
      DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
        UIView.transition(with: card, duration: 1.5, options: [.transitionFlipFromLeft], animations: {
          card.backgroundColor = .blue
        })
      }
      """)
    #expect(abs(file.scene.period(ParameterValues()) - 3.5) < 1e-9)
  }

  /// A one-shot animation's strip ends on its end state (an expanding card's last frame was at
  /// 0.73 s of 0.8 s); a repeating one's ends a frame before its cycle closes.
  @Test func aOneShotStripEndsOnItsEndAndARepeatingOneBeforeItsCycleCloses() throws {
    func times(repeatCount: String) throws -> [Double] {
      let file = try OpenedFile.open(
        text: """
          import UIKit
          import PlaygroundSupport
          let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
          let grow = CABasicAnimation(keyPath: "opacity")
          grow.fromValue = 0
          grow.toValue = 1
          grow.duration = 0.8
          grow.repeatCount = \(repeatCount)
          card.layer.add(grow, forKey: "grow")
          PlaygroundPage.current.liveView = card
          """, path: "/x/Card.swift")
      return Preview.stripTimes(file.scene, ParameterValues())
    }
    let once = try times(repeatCount: "0")
    #expect(once.count == 12 && once.first == 0 && abs(once.last! - 0.8) < 1e-9)
    let forever = try times(repeatCount: ".infinity")
    #expect(forever.count == 12 && abs(forever.last! - 0.8 * 11 / 12) < 1e-9)
  }
}

/// A mask's animations are the layer's motion too: a shimmer animates only its mask.
@Suite struct MaskSpanTests {
  @Test func anAnimatedMaskSetsTheSpanAndGoesRound() throws {
    let file = try LanguageTests.opened(
      """
      let label = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 20))
      label.backgroundColor = .gray
      let gradient = CAGradientLayer()
      gradient.colors = [UIColor.black.cgColor, UIColor.clear.cgColor, UIColor.black.cgColor]
      gradient.frame = label.bounds
      label.layer.mask = gradient
      let sweep = CABasicAnimation(keyPath: "locations")
      sweep.fromValue = [0.0, 0.1, 0.2]
      sweep.toValue = [0.8, 0.9, 1.0]
      sweep.duration = 1.5
      sweep.repeatCount = .infinity
      gradient.add(sweep, forKey: "shimmer")
      host.addSubview(label)
      """)
    #expect(file.scene.period(ParameterValues()) == 1.5)
    #expect(!file.scene.endsAtPeriod(ParameterValues()))
  }
}
