/// The C library's `drand48` family: POSIX's 48-bit linear congruential generator,
/// Xₙ₊₁ = (a·Xₙ + c) mod 2⁴⁸ with a = 0x5DEECE66D and c = 0xB. POSIX fixes its start too —
/// Xᵢ = 0x1234ABCD330E until `srand48` is called — and Apple's libc (FreeBSD's `rand48`)
/// starts there, so an app that never seeds it draws the same numbers on every launch (the
/// first is 0.396464773760275); Wobble draws exactly those. (glibc starts from 0 instead.)
public struct Rand48: Sendable, Equatable {
  /// The generator's 48-bit state Xᵢ.
  public private(set) var state: UInt64

  /// POSIX's multiplier a, addend c and the state before any `srand48`.
  public static let multiplier: UInt64 = 0x5_DEEC_E66D
  public static let addend: UInt64 = 0xB
  public static let unseeded: UInt64 = 0x1234_ABCD_330E
  static let mask: UInt64 = (1 << 48) - 1

  public init() { state = Self.unseeded }

  /// `srand48(seed)`: the seed's low 32 bits become the state's high 32, above 0x330E.
  public init(seed: Int64) {
    state = (UInt64(UInt32(truncatingIfNeeded: seed)) << 16) | 0x330E
  }

  /// Steps the state and returns the new one (48 bits).
  mutating func step() -> UInt64 {
    state = (Self.multiplier &* state &+ Self.addend) & Self.mask
    return state
  }

  /// `drand48()`: the new state over 2⁴⁸, in [0, 1), exact.
  public mutating func unit() -> Double { Double(step()) / 281_474_976_710_656 }

  /// `lrand48()`: the new state's high 31 bits, in 0 ..< 2³¹.
  public mutating func nonNegative() -> Int64 { Int64(step() >> 17) }

  /// `mrand48()`: the new state's high 32 bits as a signed 32-bit number.
  public mutating func signed() -> Int64 { Int64(Int32(truncatingIfNeeded: step() >> 16)) }
}
