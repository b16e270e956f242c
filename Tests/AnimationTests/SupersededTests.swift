import Animation
import Testing

@testable import Animation

/// What code replaced over time: kept with the parent time it held until, looked up by local
/// time, the present value after the last.
@Suite struct SupersededTests {
  @Test func valuesReplacedAtTheSetupAreNotKept() {
    var rates = Superseded<Double>()
    rates.keep(1, replacedAt: 0)
    rates.keep(2, replacedAt: -1)
    #expect(rates.entries.isEmpty)
    #expect(rates.value(at: -100, untils: [], now: 5) == 5)
  }

  @Test func eachValueHoldsUntilItWasReplacedAndTheLatestAfterwards() {
    var rates = Superseded<Double>()
    rates.keep(1, replacedAt: 2)  // 1 held until 2, then 7
    rates.keep(7, replacedAt: 5)  // 7 held until 5, then the present 3
    let untils = rates.untils(LayerTiming())
    #expect(untils == [2, 5])
    #expect([-10, 1.99, 2, 4.99, 5, 99].map { rates.value(at: $0, untils: untils, now: 3) } == [1, 1, 7, 7, 3, 3])
  }

  @Test func ofValuesReplacedAtOneInstantTheOneInForceBeforeIsKept() {
    var rates = Superseded<Double>()
    rates.keep(1, replacedAt: 2)
    rates.keep(4, replacedAt: 2)
    rates.keep(6, replacedAt: 1)
    #expect(rates.entries.map(\.value) == [1])
  }

  /// A layer's own clock (begun late, at double speed) maps the parent times.
  @Test func untilsAreInTheLayersLocalTime() {
    var rates = Superseded<Double>()
    rates.keep(1, replacedAt: 3)
    var timing = LayerTiming()
    timing.beginTime = 1
    timing.speed = 2
    #expect(rates.untils(timing) == [4])
  }
}
