extension Int {
  /// `value` rounded toward zero and clamped to `Int`'s range; NaN gives 0.
  ///
  /// `Int(_: Double)` traps on NaN, on infinities and past ±2⁶³. Any Double that comes from a
  /// user, a file or arithmetic on them goes through this instead, so a hostile number is a
  /// large count (which the caller bounds), never a crash.
  public init(saturating value: Double) {
    if value.isNaN {
      self = 0
    } else if value >= 9_223_372_036_854_775_807.0 {
      self = .max
    } else if value <= -9_223_372_036_854_775_808.0 {
      self = .min
    } else {
      self = Int(value)
    }
  }
}
