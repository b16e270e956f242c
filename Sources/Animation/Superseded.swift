/// The values code replaced while a scene ran (a timer moving an emitter, changing a birth
/// rate), each with the parent time it held until, in order; the present value, kept beside
/// it by its owner, holds after the last. A value replaced at time 0 or before is the setup's:
/// nothing is kept, and the new one holds from the start.
public struct Superseded<Value: Hashable & Sendable>: Hashable, Sendable {
  public struct Entry: Hashable, Sendable {
    public var until: Double
    public var value: Value
  }

  public private(set) var entries: [Entry] = []

  public init() {}

  /// Keeps `old`, replaced at parent time `time`. Of values replaced at one instant, the one in
  /// force before it is kept; a time before the last kept one keeps nothing.
  public mutating func keep(_ old: Value, replacedAt time: Double) {
    guard time > 0, entries.last.map({ $0.until < time }) ?? true else { return }
    entries.append(Entry(until: time, value: old))
  }

  /// The local times the kept values held until (ascending), for `value(at:untils:now:)`: read
  /// once a frame.
  func untils(_ timing: LayerTiming) -> [Double] { entries.map { timing.localTime($0.until) } }

  /// The value in force at local time `t`: the first kept one that held past `t`, else `now`.
  func value(at t: Double, untils: [Double], now: Value) -> Value {
    var low = 0, high = untils.count
    while low < high {
      let middle = (low + high) / 2
      if untils[middle] <= t { low = middle + 1 } else { high = middle }
    }
    return low < entries.count ? entries[low].value : now
  }
}
