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

  /// A cycle of 0.25 s at half speed lasts 0.5 s of the layer's time (Core Animation's
  /// `speed` scales the animation's local time): the strip covers all of it.
  @Test func anAnimationAtHalfSpeedSpansTwiceItsDuration() throws {
    let file = try LanguageTests.opened(
      """
      let square = CALayer()
      let round = CABasicAnimation(keyPath: "cornerRadius")
      round.fromValue = 25
      round.toValue = 0
      round.repeatCount = 10
      round.speed = 0.5
      square.add(round, forKey: "round")
      host.layer.addSublayer(square)
      """)
    #expect(abs(file.scene.period(ParameterValues()) - 0.5) < 1e-9)
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
  /// Motion a display link or a repeating timer drives lasts 5 s in the strip, unless the
  /// code stops it: then the strip runs to where it stops and to the end of what it starts
  /// there (a night sky of dots that gathers into a shape when its link is removed at 12 s),
  /// and its last frame is that end.
  @Test func drivenMotionTheCodeStopsIsFollowedToItsEnd() throws {
    func sky(_ stop: String) throws -> OpenedFile {
      try LanguageTests.opened(
        """
        class Sky: UIView {
          var link: CADisplayLink?
          let dot = UIView(frame: CGRect(x: 0, y: 0, width: 4, height: 4))
          var ticks = 0
          let start = CACurrentMediaTime()
          override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(dot)
            link = CADisplayLink(target: self, selector: #selector(step))
            link?.add(to: .current, forMode: .default)
            link?.add(to: .current, forMode: .common)
          }
          required init?(coder: NSCoder) { fatalError() }
          @objc func step(_ link: CADisplayLink) {
            ticks += 1
            dot.frame.origin.x = CGFloat(ticks)
            if link.timestamp - start >= 2 {
              \(stop)
              UIView.animate(withDuration: 1.5) { self.dot.frame.origin.y = 50 }
            }
          }
        }
        host.addSubview(Sky(frame: host.bounds))
        """)
    }
    for stop in ["link.remove(from: .current, forMode: .default)", "link.invalidate()"] {
      let file = try sky(stop)
      let period = file.scene.period(ParameterValues())
      // Stopped at the first frame at or after 2 s (60 a second), then 1.5 s of animation.
      #expect(abs(period - (2 + 1.5)) < 0.05, "\(stop): \(period)")
      #expect(file.scene.endsAtPeriod(ParameterValues()))
      let end = file.scene.presentation(ParameterValues(), period).sublayers[0].sublayers[0]
      // One tick per frame, though added for two modes: x is the number of frames to 2 s.
      #expect(end.frame.minX == 120)
      #expect(end.frame.minY == 50)
    }
    // A link the code never stops drives motion without end: 5 s of it.
    let endless = try sky("")
    #expect(endless.scene.period(ParameterValues()) == 5)
    #expect(!endless.scene.endsAtPeriod(ParameterValues()))
  }

  /// A repeating timer its own block invalidates after three ticks ends there, once the
  /// implicit animation of its last change (0.25 s, a layer's default) is over.
  @Test func aTimerInvalidatedAfterItsTicksEndsTheStrip() throws {
    let file = try LanguageTests.opened(
      """
      var count = 0
      let dot = CALayer()
      host.layer.addSublayer(dot)
      Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
        count += 1
        dot.opacity = Float(count) / 4
        if count == 3 { timer.invalidate() }
      }
      """)
    #expect(file.scene.period(ParameterValues()) == 3 + 0.25)
    #expect(file.scene.endsAtPeriod(ParameterValues()))
  }
}
