import Geometry

/// A simulated `CADisplayLink` driving a block the way the seeds' `Animator` does: each callback
/// adds the link's nominal `duration` to a running total (`totalTime += link.duration`), so time
/// advances by exactly one interval per callback, with Double rounding accumulated in order
/// (60 × 1/60 = 1.0000000000000013, as on a device).
public struct DisplayLink: Hashable, Sendable {
  /// Seconds between callbacks: 1/60 for a 60 Hz display.
  public var interval: Double

  public init(framesPerSecond: Double = 60) {
    interval = 1 / framesPerSecond
  }

  /// The callback count whose total time is nearest `seconds` (never negative).
  public func ticks(at seconds: Double) -> Int {
    guard seconds.isFinite, seconds > 0 else { return 0 }
    return Int(saturating: (seconds / interval).rounded())
  }

  /// The total time the block receives on callback number `ticks` (1-based; 0 gives 0, the
  /// state before the first callback): `interval` added `ticks` times in Double, in order,
  /// bit for bit the sum a device's loop reaches.
  ///
  /// Cost: O(number of binades crossed), about 3 additions per power of two of the total, not
  /// O(ticks). Within one binade of the running total (values sharing its exponent, so one ulp
  /// u) every addition rounds `interval` to the same multiple of u, except for ties, where
  /// round-half-even settles on one increment after the first step; so once two consecutive
  /// additions agree, the sum runs on in equal exact steps until it nears the binade's top.
  public func totalTime(afterTicks ticks: Int) -> Double {
    Self.accumulate(interval, times: ticks, from: 0)
  }

  /// `start` plus `d` added `times` times, one Double addition after another (see above).
  static func accumulate(_ d: Double, times: Int, from start: Double) -> Double {
    guard d.isFinite, d > 0, start.isFinite, start >= 0 else { return start }
    var total = start
    var remaining = max(0, times)
    var previousStep = -1.0
    while remaining > 0 {
      let next = total + d
      let step = next - total
      let withinBinade = total > 0 && next < total.binade * 2
      total = next
      remaining -= 1
      if step == 0 { return total }  // the interval is below half an ulp: the sum stops moving
      if withinBinade, step == previousStep, remaining > 0 {
        // Two equal additions inside this binade: the rest inside it are the same.
        let room = ((total.binade * 2 - d - total) / step).rounded(.down) - 1
        if room >= 1 {
          let jump = Int(saturating: min(room, Double(remaining)))
          total += Double(jump) * step  // exact: a multiple of the ulp, below the binade's top
          remaining -= jump
        }
      }
      previousStep = withinBinade ? step : -1
    }
    return total
  }
}
