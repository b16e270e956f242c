import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Core Foundation's run-loop timers, as a button library's `Timer.schedule(delay:handler:)`
/// extension makes its delays: the handler runs at the fire date (an absolute time, now plus
/// the delay), once for an interval of 0, every interval otherwise, until invalidated.
@Suite struct CFRunLoopTimerTests {
  static let helper = """
    extension Timer {
      class func schedule(delay: TimeInterval, interval: TimeInterval = 0, handler: @escaping (CFRunLoopTimer?) -> Void) -> CFRunLoopTimer {
        let fireDate = delay + CFAbsoluteTimeGetCurrent()
        let timer = CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, fireDate, interval, 0, 0, handler)
        CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, CFRunLoopMode.commonModes)
        return timer!
      }
    }
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    host.layer.addSublayer(dot)
    """

  @Test func aOneShotTimerRunsItsHandlerOnceAtItsFireDate() throws {
    let at = { (t: Double) throws -> Layer in
      try LanguageTests.tree(Self.helper + "\n_ = Timer.schedule(delay: 1) { _ in dot.position.x += 100 }\n", at: t)
    }
    #expect(try at(0.9).sublayers[0].position.x == 5)
    // (The change animates implicitly for a quarter second.)
    #expect(try at(1.3).sublayers[0].position.x == 105)
    #expect(try at(3).sublayers[0].position.x == 105)
  }

  @Test func aRepeatingTimerRunsEveryIntervalUntilInvalidated() throws {
    let at = { (t: Double) throws -> Layer in
      try LanguageTests.tree(
        Self.helper + """

          var count = 0
          _ = Timer.schedule(delay: 0.5, interval: 0.5) { timer in
            count += 1
            dot.position.x = CGFloat(count) * 10
            if count == 3 { CFRunLoopTimerInvalidate(timer) }
          }
          """, at: t)
    }
    // Fires at 0.5, 1.0 and 1.5 s, then stops.
    #expect(try at(0.8).sublayers[0].position.x == 10)
    #expect(try at(1.3).sublayers[0].position.x == 20)
    #expect(try at(4).sublayers[0].position.x == 30)
  }
}
