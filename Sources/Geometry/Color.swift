/// A colour with straight (not premultiplied) components in 0…1, sRGB-encoded as UIKit's
/// `UIColor(red:green:blue:alpha:)` takes them.
public struct Color: Hashable, Sendable {
  public var red: Double
  public var green: Double
  public var blue: Double
  public var alpha: Double

  public init(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// `UIColor(hue:saturation:brightness:alpha:)`: the HSB (HSV) hexcone, hue in turns
  /// (0…1, wrapping), saturation and brightness 0…1.
  public init(hue: Double, saturation s: Double, brightness v: Double, alpha: Double = 1) {
    let h = (hue - hue.rounded(.down)) * 6
    let sector = Int(h.rounded(.down)) % 6, f = h - h.rounded(.down)
    let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
    let (r, g, b): (Double, Double, Double) =
      switch sector {
      case 0: (v, t, p)
      case 1: (q, v, p)
      case 2: (p, v, t)
      case 3: (p, q, v)
      case 4: (t, p, v)
      default: (v, p, q)
      }
    self.init(red: r, green: g, blue: b, alpha: alpha)
  }

  /// The inverse of `init(hue:saturation:brightness:alpha:)` (`getHue(_:saturation:brightness:alpha:)`):
  /// hue in turns 0 ..< 1 (0 for a grey), saturation and brightness 0…1 for components in 0…1.
  public var hueSaturationBrightness: (hue: Double, saturation: Double, brightness: Double) {
    let high = max(red, green, blue), low = min(red, green, blue), spread = high - low
    let saturation = high > 0 ? spread / high : 0
    guard spread > 0 else { return (0, saturation, high) }
    var sector: Double
    if high == red {
      sector = (green - blue) / spread
    } else if high == green {
      sector = (blue - red) / spread + 2
    } else {
      sector = (red - green) / spread + 4
    }
    if sector < 0 { sector += 6 }
    return (sector / 6, saturation, high)
  }

  /// `UIColor(white:alpha:)`.
  public init(white: Double, alpha: Double = 1) {
    self.init(red: white, green: white, blue: white, alpha: alpha)
  }

  /// `UIColor.orange`: (1, 0.5, 0).
  public static let orange = Color(red: 1, green: 0.5, blue: 0)
  /// `UIColor.gray`: white 0.5.
  public static let gray = Color(white: 0.5)
  public static let white = Color(white: 1)
  public static let black = Color(white: 0)
  public static let clear = Color(white: 0, alpha: 0)

  public func withAlpha(_ alpha: Double) -> Color {
    Color(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// This colour drawn over an opaque `backdrop` (source-over), ignoring the backdrop's alpha.
  public func composited(over backdrop: Color) -> Color {
    let a = alpha
    return Color(
      red: red * a + backdrop.red * (1 - a), green: green * a + backdrop.green * (1 - a),
      blue: blue * a + backdrop.blue * (1 - a), alpha: 1)
  }
}
