/// SplitMix64 (Steele, Lea and Flood, 2014): a 64-bit state stepped by the golden gamma and an
/// output mix that passes BigCrush. Every seeded draw in Wobble comes from it: a run's random
/// numbers, GameplayKit's sources, and particles' draws (by hashing their lineage).
public enum SplitMix64 {
  /// The state's step: 2⁶⁴ / φ, odd.
  public static let gamma: UInt64 = 0x9E37_79B9_7F4A_7C15

  /// The next output, stepping `state`.
  public static func next(_ state: inout UInt64) -> UInt64 {
    state &+= gamma
    return mix(state)
  }

  /// The output function: a bijection of 64 bits that avalanches.
  public static func mix(_ z: UInt64) -> UInt64 {
    var z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// A number in [0, 1) from `z`'s top 53 bits (every double there equally likely).
  public static func unit(_ z: UInt64) -> Double { Double(z >> 11) / 9_007_199_254_740_992 }
}
