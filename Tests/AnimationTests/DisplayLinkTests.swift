@testable import Animation
import TestSupport
import Testing

@Suite struct DisplayLinkTests {
  /// core-animation.md §8: totals accumulated tick by tick in Double.
  @Test func accumulatesTicksTheWayTheSeedsAnimatorDoes() {
    #expect(DisplayLink(framesPerSecond: 60).totalTime(afterTicks: 60) == 1.0000000000000013)
    #expect(DisplayLink(framesPerSecond: 120).totalTime(afterTicks: 120) == 0.9999999999999989)
    #expect(DisplayLink(framesPerSecond: 60).totalTime(afterTicks: 600) == 10.000000000000076)
  }

  @Test func ticksRoundToTheNearestCallback() {
    let link = DisplayLink(framesPerSecond: 60)
    #expect(link.ticks(at: 0) == 0)
    #expect(link.ticks(at: 1) == 60)
    #expect(link.ticks(at: 0.0251) == 2)
    #expect(link.ticks(at: -.infinity) == 0 && link.ticks(at: .nan) == 0)
  }

  /// The sum a device's loop reaches, one addition at a time: the reference the jumping sum
  /// must equal bit for bit.
  static func summedOneByOne(_ interval: Double, _ ticks: Int) -> Double {
    var total = 0.0
    for _ in 0..<ticks { total += interval }
    return total
  }

  @Test(arguments: [24.0, 30, 48, 59.94, 60, 64, 90, 100, 120, 144, 240, 1000, 1024, 7])
  func longRunsEqualTheSumTakenOneTickAtATime(fps: Double) {
    let link = DisplayLink(framesPerSecond: fps)
    var generator = SeededRandom(seed: UInt64(fps * 100))
    var counts = [0, 1, 2, 3, 59, 60, 61, 1_000, 65_536, 400_000]
    for _ in 0..<20 { counts.append(Int(generator.next() % 400_000)) }
    for n in counts {
      #expect(link.totalTime(afterTicks: n) == Self.summedOneByOne(link.interval, n), "\(fps) Hz, \(n) ticks")
    }
  }

  /// Once the total's ulp is twice an interval (or 1.5 times, …) every addition is an exact
  /// halfway case and round-half-even decides; a sum of 2⁵³ and more shows it without 2⁵³ ticks.
  @Test(arguments: [1.0, 3.0, 0.5, 1.5, 2.5, 0.75])
  func halfwayCasesRoundToEvenAsTheLoopDoes(interval: Double) {
    for start in [0x1p53, 0x1p53 + 2, 0x1p52 + 1, 0x1p54 - 64, 0x1p51 + 0.5] {
      for n in [1, 2, 3, 10, 1_000, 100_001] {
        var reference = start
        for _ in 0..<n { reference += interval }
        #expect(DisplayLink.accumulate(interval, times: n, from: start) == reference, "\(start) + \(interval) × \(n)")
      }
    }
  }

  @Test func aMillionSecondsAt240HzIsComputedWithoutSummingEveryTick() {
    let link = DisplayLink(framesPerSecond: 240)
    let ticks = link.ticks(at: 1e6)
    #expect(ticks == 240_000_000)
    let total = link.totalTime(afterTicks: ticks)
    // Within the accumulated rounding of 2.4e8 additions (each at most half an ulp of 1e6).
    #expect(abs(total - 1e6) < 2.4e8 * 1e6.ulp)
    #expect(link.totalTime(afterTicks: Int.max) > 1e6)
  }
}
