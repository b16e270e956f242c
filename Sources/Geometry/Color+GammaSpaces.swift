#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension Color {
  /// A colour given in a pure power-law space (`encoded = linear^(1/gamma)`) re-encoded in
  /// sRGB: Apple's Generic RGB and Generic Gray (gamma 1.8, Interface Builder's
  /// `calibratedRGB`/`calibratedWhite`) and Generic Gray Gamma 2.2. Only the tone curve is
  /// converted: Generic RGB's primaries (Trinitron-era, close to sRGB's) are taken as sRGB's.
  /// Against the published conversion of Generic RGB (84, 124, 224) to sRGB (102, 146, 230)
  /// this gives (103, 143, 230): within 4/255 in each channel, green the furthest off.
  public init(gamma: Double, red: Double, green: Double, blue: Double, alpha: Double = 1) {
    func convert(_ v: Double) -> Double {
      let linear = v < 0 ? -pow(-v, gamma) : pow(v, gamma)
      return Self.encoded(linear)
    }
    self.init(red: convert(red), green: convert(green), blue: convert(blue), alpha: alpha)
  }
}
