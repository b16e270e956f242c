import Animation
import Testing

@testable import SwiftRun

/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: the method runs
/// every interval (given the timer when it takes it) until the timer is invalidated.
@Suite struct SelectorTimerTests {
  @Test func aTargetSelectorTimerCallsItsMethodUntilInvalidated() throws {
    let code = """
      final class Counter: UIView {
        let dot = CALayer()
        var count = 0
        override init(frame: CGRect) {
          super.init(frame: frame)
          layer.addSublayer(dot)
          Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(step(_:)), userInfo: nil, repeats: true)
        }
        required init?(coder: NSCoder) { nil }
        @objc func step(_ timer: Timer) {
          count += 1
          CATransaction.begin()
          CATransaction.setDisableActions(true)
          dot.borderWidth = CGFloat(count)
          CATransaction.commit()
          if count == 3 { timer.invalidate() }
        }
      }
      host.addSubview(Counter(frame: host.bounds))
      """
    for (t, expected) in [(0.4, 0.0), (0.6, 1.0), (1.2, 2.0), (1.6, 3.0), (4.0, 3.0)] {
      let width = try LanguageTests.tree(code, at: t).sublayers[0].sublayers[0].borderWidth
      #expect(width == expected, "at \(t)")
    }
  }
}
