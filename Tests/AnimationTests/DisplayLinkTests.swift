import Animation
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
}
