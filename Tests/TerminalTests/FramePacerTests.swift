import Testing

@testable import Terminal

/// Playback keeps to a grid of ticks at the display's rate: on time, each frame waits for the
/// next tick; late, the missed ticks are dropped and time is not.
@Suite struct FramePacerTests {
  @Test func onTimeEachFrameWaitsForTheNextTick() {
    var pacer = FramePacer(rate: 50)  // a tick every 20 ms
    let first = pacer.next(now: 0.005)
    #expect(first.tick == 1 && abs(first.wait - 0.015) < 1e-12)
    let second = pacer.next(now: 0.021)
    #expect(second.tick == 2 && abs(second.wait - 0.019) < 1e-12)
    #expect(pacer.dropped == 0)
  }

  @Test func aLateFrameDropsTheTicksItMissedAndKeepsToTheClock() {
    var pacer = FramePacer(rate: 50)
    _ = pacer.next(now: 0.001)  // waits for tick 1 (20 ms)
    // The frame for tick 1 took 55 ms: ticks 2 and 3 (40, 60 ms) have passed; tick 4 is next.
    let late = pacer.next(now: 0.075)
    #expect(late.tick == 4 && abs(late.wait - 0.005) < 1e-12)
    #expect(pacer.dropped == 2)
    // A frame exactly on a tick waits for the following one.
    #expect(pacer.next(now: 0.08).tick == 5)
  }

  @Test func ratesOutsideOneToAThousandAreClamped() {
    #expect(FramePacer(rate: 0).rate == 1 && FramePacer(rate: 1e9).rate == 1000)
  }
}
