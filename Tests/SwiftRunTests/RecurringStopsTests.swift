import SwiftParser
import Testing

@testable import SwiftRun

/// Whether the code a display link or a repeating timer calls can stop it, read from the syntax.
@Suite struct RecurringStopsTests {
  func mayStop(_ code: String) -> Bool { RecurringStops.mayStop(Parser.parse(source: code)) }

  @Test func aStopInTheSelectorsMethodOrAFunctionItCallsCounts() {
    let tick = """
      class Sky: UIView {
        var link: CADisplayLink?
        func start() { link = CADisplayLink(target: self, selector: #selector(step(_:))) }
        @objc func step(_ link: CADisplayLink) { BODY }
        func finish() { link?.invalidate() }
        func gather() { finish() }
      }
      """
    #expect(mayStop(tick.replacingOccurrences(of: "BODY", with: "link.remove(from: .current, forMode: .default)")))
    #expect(mayStop(tick.replacingOccurrences(of: "BODY", with: "if done { self.gather() }")))
    #expect(!mayStop(tick.replacingOccurrences(of: "BODY", with: "phase += 0.1")))
  }

  @Test func aStopInATimersBlockCountsAndOneOnlyInDeinitDoesNot() {
    #expect(mayStop("Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { t in if n == 3 { t.invalidate() } }"))
    #expect(
      !mayStop(
        """
        class Wave: UIView {
          var timer: Timer?
          func start() { timer = Timer.scheduledTimer(timeInterval: 0.1, target: self, selector: #selector(tick), userInfo: nil, repeats: true) }
          @objc func tick() { phase += 1 }
          deinit { timer?.invalidate() }
        }
        """))
  }
}
