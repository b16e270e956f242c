import Animation
import Testing

@testable import SwiftRun

/// A layer's own time: Technical Q&A 1673's pause and resume, and a display link's target time.
@Suite struct LayerTimeTests {
  static let spinner = """
    let arc = CALayer()
    host.layer.addSublayer(arc)
    let spin = CABasicAnimation(keyPath: "opacity")
    spin.fromValue = 0
    spin.toValue = 1
    spin.duration = 1
    spin.repeatCount = .infinity
    arc.add(spin, forKey: "spin")
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.25) {
      let paused = arc.convertTime(CACurrentMediaTime(), from: nil)
      arc.speed = 0
      arc.timeOffset = paused
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
      let pausedTime = arc.timeOffset
      arc.speed = 1
      arc.timeOffset = 0
      arc.beginTime = 0
      arc.beginTime = arc.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    }
    """

  @Test(arguments: [(0.5, 0.5), (1.25, 0.25), (2.0, 0.25), (2.9, 0.25), (3.5, 0.75)])
  func aPausedLayerHoldsItsTimeAndResumesFromIt(t: Double, expected: Double) throws {
    let opacity = try LanguageTests.tree(Self.spinner, at: t).sublayers[0].opacity
    #expect(abs(opacity - expected) < 1e-9, "at \(t): \(opacity)")
  }

  @Test func aDisplayLinksTargetTimeIsOneFrameOn() throws {
    let tree = try LanguageTests.tree(
      """
      final class Ticker: UIView {
        let dot = CALayer()
        lazy var link = CADisplayLink(target: self, selector: #selector(tick(_:)))
        override init(frame: CGRect) {
          super.init(frame: frame)
          layer.addSublayer(dot)
          link.add(to: .main, forMode: .common)
        }
        required init?(coder: NSCoder) { nil }
        @objc func tick(_ link: CADisplayLink) { dot.opacity = Float((link.targetTimestamp - link.timestamp) * 60) }
      }
      host.addSubview(Ticker(frame: host.bounds))
      """, at: 0.5)
    #expect(abs(tree.sublayers[0].sublayers[0].opacity - 1) < 1e-9)
  }

  /// The link kept in a property answers too, outside its target's method (in `draw(_:)`, in
  /// a timer): `timestamp` is the time of the display frame it last called for (1/60 s
  /// frames: the call for the frame at 0.5 s has run by then, on the media clock the code
  /// started at), 0 before its first call, and `duration` one frame.
  @Test func aStoredDisplayLinkKnowsItsLastFrameTime() throws {
    let tree = try LanguageTests.tree(
      """
      final class Ticker: UIView {
        lazy var link = CADisplayLink(target: self, selector: #selector(tick))
        @objc func tick() {}
      }
      let bar = CALayer()
      host.layer.addSublayer(bar)
      let ticker = Ticker(frame: host.bounds)
      bar.frame = CGRect(x: 0, y: 0, width: CGFloat(ticker.link.timestamp + CFTimeInterval(3)), height: 1)
      ticker.link.add(to: .main, forMode: .common)
      let start = CACurrentMediaTime()
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        bar.frame.size.height = CGFloat((ticker.link.timestamp - start) * 600 + ticker.link.duration * 60)
      }
      """, at: 0.75)
    #expect(tree.sublayers[0].bounds.width == 3)
    #expect(abs(tree.sublayers[0].bounds.height - 301) < 1e-9, "\(tree.sublayers[0].bounds)")
  }
}
