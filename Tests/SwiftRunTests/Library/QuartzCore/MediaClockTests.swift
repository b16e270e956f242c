import Animation
import Foundation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Core Animation's clock: `CACurrentMediaTime()` counts from the device's start, and a layer
/// with default timing reads the same, so an animation's `beginTime` is a moment on that clock
/// (Core Animation Programming Guide, "Timing, Timespaces, and CAAnimation"; hence
/// `CACurrentMediaTime() + delay`). Wobble's device has been up one day (86 400 s, README) when
/// the code starts; expected values below are worked out from that and the animations' numbers.
@Suite struct MediaClockTests {
  static func opacity(beginTime: String, repeating: Bool) -> String {
    """
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    dot.opacity = 0.25
    host.layer.addSublayer(dot)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 0.7
    fade.autoreverses = \(repeating)
    fade.repeatCount = \(repeating ? ".infinity" : "1")
    fade.beginTime = \(beginTime)
    dot.add(fade, forKey: "fade")
    """
  }

  /// A bare `beginTime = 0.4` names 0.4 s after the device started: the repeating fade has run
  /// since then and is mid-cycle from the first frame, as on a device. Said, with the fix.
  @Test func aBareBeginTimeIsLongPastAndARepeatingAnimationIsMidCycle() throws {
    let file = try LanguageTests.opened(Self.opacity(beginTime: "0.4", repeating: true))
    for t in [0.0, 0.3, 1.1] {
      // Time into the 1.4 s cycle (0.7 up, 0.7 back): the clock reads 86 400 + t.
      let p = (86_400 + t - 0.4).truncatingRemainder(dividingBy: 1.4)
      let expected = p < 0.7 ? p / 0.7 : (1.4 - p) / 0.7
      let shown = file.scene.presentation(ParameterValues(), t).sublayers[0].opacity
      #expect(abs(shown - expected) < 1e-6, "t = \(t): \(shown), want \(expected)")
    }
    #expect(file.warnings.contains { $0.contains("CACurrentMediaTime() + 0.4 starts it 0.4 s after adding it") })
  }

  /// The strip of that repeating fade spans one of its cycles (1.4 s), wherever in the cycle
  /// it starts: its begin time lies a day back, and the span is not measured from there
  /// (held out 61's bubbles: five dots pulsing forever, shown as twelve frames of one moment).
  @Test func aRepeatingAnimationBegunLongAgoSpansOneCycle() throws {
    let file = try LanguageTests.opened(Self.opacity(beginTime: "0.4", repeating: true))
    #expect(abs(file.scene.period(ParameterValues()) - 1.4) < 1e-9)
  }

  /// The same animation once: over long ago, so the model value shows from the start.
  @Test func aBareBeginTimeOnAnAnimationThatEndsShowsTheModelValue() throws {
    let tree = try LanguageTests.tree(Self.opacity(beginTime: "0.4", repeating: false), at: 0.5)
    #expect(tree.sublayers[0].opacity == 0.25)
  }

  /// `CACurrentMediaTime() + 0.4`: the model value until 0.4 s, then the fade, and no warning.
  @Test func mediaTimePlusADelayStartsThatLongAfterAdding() throws {
    let file = try LanguageTests.opened(Self.opacity(beginTime: "CACurrentMediaTime() + 0.4", repeating: false))
    #expect(file.scene.presentation(ParameterValues(), 0.2).sublayers[0].opacity == 0.25)
    let shown = file.scene.presentation(ParameterValues(), 0.75).sublayers[0].opacity
    #expect(abs(shown - 0.35 / 0.7) < 1e-9)
    #expect(!file.warnings.contains { $0.contains("counts on the layer's clock") })
  }

  /// A layer paused and scrubbed by a small `timeOffset` has a clock of its own that reads the
  /// offset: a small `beginTime` there is a time on that clock, not the device's.
  @Test func onALayerScrubbedByTimeOffsetASmallBeginTimeIsOnItsOwnClock() throws {
    let file = try LanguageTests.opened(
      """
      let dot = CALayer()
      host.layer.addSublayer(dot)
      dot.speed = 0
      dot.timeOffset = 0.3
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      fade.duration = 1
      fade.beginTime = 0.1
      fade.fillMode = .both
      dot.add(fade, forKey: "fade")
      """)
    #expect(abs(file.scene.presentation(ParameterValues(), 2).sublayers[0].opacity - 0.2) < 1e-9)
    #expect(!file.warnings.contains { $0.contains("counts on the layer's clock") })
  }

  /// Values read off the media clock: `CACurrentMediaTime()`, a default layer's
  /// `convertTime(_:from: nil)` (the same), a display link's `timestamp` (a frame's time on
  /// it), and a `beginTime` set from it reads back as set.
  @Test func timesReadOffTheMediaClockAgree() throws {
    let tree = try LanguageTests.tree(
      """
      let bar = CALayer()
      host.layer.addSublayer(bar)
      let now = CACurrentMediaTime()
      let local = bar.convertTime(now, from: nil)
      bar.beginTime = now + 2
      bar.frame = CGRect(x: now / 1000, y: local - now, width: bar.beginTime - now, height: 1)
      """)
    // One day in: 86 400 s.
    #expect(tree.sublayers[0].frame == Rect(x: 86.4, y: 0, width: 2, height: 1))
  }

  /// The copy `animation(forKey:)` returns has the time it began on the layer's clock: the
  /// media time it was added at (0.5 s in), as code scrubbing by `timeOffset` reads it.
  @Test func anAddedAnimationsCopyKnowsWhenItBegan() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      host.layer.addSublayer(dot)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 10
        dot.add(fade, forKey: "fade")
        let began = dot.animation(forKey: "fade")!.beginTime
        dot.frame = CGRect(x: began - CACurrentMediaTime(), y: fade.beginTime, width: 1, height: 1)
      }
      """, at: 1)
    // Began now (0 from the clock's reading), while the object the code made keeps its 0.
    #expect(tree.sublayers[0].frame == Rect(x: 0, y: 0, width: 1, height: 1))
  }
}
