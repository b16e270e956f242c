import Geometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `CAMediaTimingFillMode`: what an animation shows outside its active interval.
public enum FillMode: String, Hashable, Sendable, CaseIterable {
  case removed, forwards, backwards, both

  var fillsBackwards: Bool { self == .backwards || self == .both }
  var fillsForwards: Bool { self == .forwards || self == .both }
}

/// `CAMediaTiming`: how an animation maps its parent's time to its own (core-animation.md §4.1,
/// §4.3). All times in seconds.
public struct MediaTiming: Hashable, Sendable {
  /// Begin time in the parent's timeline.
  public var beginTime: Double = 0
  /// One forward pass; zero or less means the default 0.25 s, as `CALayer.add(_:forKey:)` does.
  public var duration: Double = 0
  public var speed: Double = 1
  public var timeOffset: Double = 0
  /// `Float`, as in Core Animation; 0 means one pass; `.infinity` or `.greatestFiniteMagnitude`
  /// repeats forever.
  public var repeatCount: Float = 0
  /// Seconds to repeat for; 0 means unused. Setting both this and `repeatCount` is undefined in
  /// Core Animation; here `repeatDuration` wins.
  public var repeatDuration: Double = 0
  public var autoreverses = false
  public var fillMode: FillMode = .removed

  public init() {}

  /// The duration one pass really takes: `duration`, or 0.25 s when that is ≤ 0.
  public var effectiveDuration: Double { duration > 0 ? duration : 0.25 }

  /// One repeat: a pass, or a pass and its reverse.
  public var cycleDuration: Double { autoreverses ? 2 * effectiveDuration : effectiveDuration }

  /// Whether `repeatCount` means forever.
  public var repeatsForever: Bool {
    repeatCount.isInfinite || repeatCount == .greatestFiniteMagnitude
  }

  /// The active duration in local time (infinite when repeating forever).
  public var activeDuration: Double {
    if repeatDuration > 0 { return repeatDuration }
    if repeatsForever { return .infinity }
    return cycleDuration * Double(repeatCount > 0 ? repeatCount : 1)
  }

  /// When the active interval ends in the parent's timeline (for completion), `nil` if never.
  public var endTime: Double? {
    guard activeDuration.isFinite, speed != 0 else { return nil }
    return beginTime + activeDuration / abs(speed)
  }

  /// Where a parent time falls.
  public struct Position: Hashable, Sendable {
    /// Completed repeats before this one (for `cumulative`).
    public var cycle: Int
    /// Basic time within the pass, 0…duration, already mirrored on the way back.
    public var basicTime: Double
    /// `basicTime / effectiveDuration`, before any timing function.
    public var fraction: Double
  }

  /// Maps the parent's time `parentTime` to this animation's position, or `nil` when the
  /// animation contributes nothing then (before its begin without backwards fill, after its end
  /// without forwards fill).
  ///
  /// `t = (parentTime − beginTime)·speed`, clamped to the active interval by the fill mode; then
  /// `timeOffset` is added and wraps around the active duration (an animation with an offset
  /// starts mid-way and plays the skipped part at the end; core-animation.md §4.3, marked [?]
  /// there); the repeat and the mirrored basic time follow.
  public func position(at parentTime: Double) -> Position? {
    let d = effectiveDuration
    let active = activeDuration
    var local: Double
    let atEnd: Bool
    if speed >= 0 {
      local = (parentTime - beginTime) * speed
      if local < 0 {
        guard fillMode.fillsBackwards else { return nil }
        local = 0
        atEnd = false
      } else if local >= active {
        guard fillMode.fillsForwards, active.isFinite else { return nil }
        local = active
        atEnd = true
      } else {
        atEnd = false
      }
    } else {
      // Negative speed plays the active interval backwards, from its end at beginTime to its
      // start |speed|⁻¹·active later; backwards fill holds the end before, forwards fill the
      // start after (Core Animation's exact rules here are unconfirmed).
      guard active.isFinite else { return nil }
      local = active + (parentTime - beginTime) * speed
      if local > active {
        guard fillMode.fillsBackwards else { return nil }
        local = active
        atEnd = true
      } else if local <= 0 {
        guard fillMode.fillsForwards else { return nil }
        local = 0
        atEnd = false
      } else {
        atEnd = local == active
      }
    }
    var t = local + timeOffset
    if timeOffset != 0, active.isFinite, active > 0 {
      t = t.truncatingRemainder(dividingBy: active)
      if t < 0 { t += active }
      if t == 0 && atEnd { t = active }
    }
    let cycle = cycleDuration
    var k = (t / cycle).rounded(.down)
    var within = t - k * cycle
    if atEnd && within == 0 && t > 0 {
      // The end of the last repeat is its last instant, not the start of another.
      k -= 1
      within = cycle
    }
    let basic = autoreverses && within > d ? 2 * d - within : within
    return Position(cycle: Int(saturating: max(k, 0)), basicTime: basic, fraction: basic / d)
  }
}
