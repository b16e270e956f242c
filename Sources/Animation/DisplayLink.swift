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
    return Int((seconds / interval).rounded())
  }

  /// The total time the block receives on callback number `ticks` (1-based; 0 gives 0, the
  /// state before the first callback).
  public func totalTime(afterTicks ticks: Int) -> Double {
    var total = 0.0
    for _ in 0..<max(0, ticks) { total += interval }
    return total
  }
}
