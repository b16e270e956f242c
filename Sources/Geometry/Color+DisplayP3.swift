#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Color {
  /// `UIColor(displayP3Red:green:blue:alpha:)`: a Display P3 colour in sRGB, the space Wobble
  /// draws in. The components (0…1, gamma-encoded with the sRGB curve both spaces share) are
  /// linearised, taken through `p3ToSRGB`, encoded again and clamped to 0…1: a P3 colour
  /// outside sRGB shows as the nearest sRGB display would clip it (an iPhone's P3 screen shows
  /// it more saturated than any sRGB picture can). Exact to the matrix's 7 decimals, under
  /// 1e-6 in each encoded component.
  public init(displayP3Red red: Double, green: Double, blue: Double, alpha: Double = 1) {
    let linear = [red, green, blue].map(Self.linearized)
    let m = Self.p3ToSRGB
    let out = (0..<3).map { row in
      let x = m[row][0] * linear[0] + m[row][1] * linear[1] + m[row][2] * linear[2]
      return min(1, max(0, Self.encoded(x)))
    }
    self.init(red: out[0], green: out[1], blue: out[2], alpha: alpha)
  }

  /// Linear Display P3 to linear sRGB: sRGB's RGB→XYZ matrix inverted times P3's, both from
  /// their primaries' chromaticities (P3: R 0.680, 0.320; G 0.265, 0.690; B 0.150, 0.060;
  /// sRGB: R 0.64, 0.33; G 0.30, 0.60; B 0.15, 0.06) and the D65 white they share.
  static let p3ToSRGB: [[Double]] = [
    [1.224_940_2, -0.224_940_2, 0],
    [-0.042_057_0, 1.042_057_0, 0],
    [-0.019_637_6, -0.078_636_0, 1.098_273_6],
  ]

  /// The sRGB transfer function undone (IEC 61966-2-1), odd-symmetric for extended values.
  static func linearized(_ v: Double) -> Double {
    let a = abs(v)
    let l = a <= 0.040_45 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
    return v < 0 ? -l : l
  }

  /// The sRGB transfer function, odd-symmetric for extended values.
  static func encoded(_ v: Double) -> Double {
    let a = abs(v)
    let e = a <= 0.003_130_8 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
    return v < 0 ? -e : e
  }
}
