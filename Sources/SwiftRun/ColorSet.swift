import Foundation
import Geometry
import Scenes

/// The colour of an asset catalog's colour set (`<name>.colorset/Contents.json`, Apple's
/// "Asset Catalog Format Reference", Named Color Type) as `UIColor(named:)` gives it on an
/// iPhone in the light appearance, which is what the preview shows: of the set's variants, one
/// for the light appearance if there is one, else the one for any appearance; of the
/// `universal` or `iphone` idiom; the sRGB gamut before the P3 one.
///
/// Components are written by Xcode as decimal fractions (`"0.165"`), as 8-bit integers
/// (`"42"`) or as 8-bit hexadecimal (`"0x2A"`), as its colour panel's input method was set;
/// alpha always as a fraction (`"1.000"`); JSON numbers are fractions. Colour spaces: `srgb` and `extended-srgb`, `display-p3`
/// (converted to extended sRGB), `extended-linear-srgb` (encoded with the sRGB transfer
/// function, exact to rounding), `gray-gamma-22` and `extended-gray` (a `white` component). A
/// variant naming a system colour (`"reference": "systemBlueColor"`) is that UIKit colour.
enum ColorSet {
  static func color(contents data: Data) -> Result<Color, AssetCatalog.Failure> {
    guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
      let variants = root["colors"] as? [[String: Any]]
    else { return .failure(AssetCatalog.Failure(description: "its Contents.json has no list of colours")) }
    let phone = variants.filter { ["universal", "iphone", nil].contains($0["idiom"] as? String) }
    guard let chosen = phone.min(by: { rank($0) < rank($1) }) else {
      return .failure(AssetCatalog.Failure(description: "it has no colour for an iPhone"))
    }
    guard let color = chosen["color"] as? [String: Any] else {
      return .failure(AssetCatalog.Failure(description: "its colour for an iPhone has no components"))
    }
    return read(color)
  }

  /// Lower is chosen first: the light appearance, then any; sRGB gamut, then unspecified, then P3.
  private static func rank(_ variant: [String: Any]) -> Int {
    let appearances = variant["appearances"] as? [[String: Any]] ?? []
    let luminosity = appearances.first { $0["appearance"] as? String == "luminosity" }?["value"] as? String
    let contrast = appearances.contains { $0["appearance"] as? String == "contrast" }
    let appearance: Int
    switch (luminosity, contrast) {
    case ("light", false): appearance = 0
    case (nil, false): appearance = 1
    default: appearance = 10  // dark, or high contrast: not what the preview shows
    }
    let gamut = (variant["display-gamut"] as? String).map { $0.lowercased() == "srgb" ? 0 : 2 } ?? 1
    return appearance * 3 + gamut
  }

  private static func read(_ color: [String: Any]) -> Result<Color, AssetCatalog.Failure> {
    if let reference = color["reference"] as? String {
      let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
      guard let system = NamedColors.uikit(named: name) else {
        return .failure(AssetCatalog.Failure(description: "it names the system colour \(reference), which Wobble does not know"))
      }
      return .success(system)
    }
    let components = color["components"] as? [String: Any] ?? [:]
    func value(_ key: String) -> Double? { components[key].flatMap(component) }
    // Xcode writes alpha as a fraction whatever the colour panel's input method ("1.000").
    let alpha = components["alpha"].flatMap { $0 as? String }.flatMap { Double($0) } ?? value("alpha") ?? 1
    let space = (color["color-space"] as? String) ?? "srgb"
    switch space {
    case "gray-gamma-22", "extended-gray":
      guard let white = value("white") else { return missing("white", space) }
      return .success(Color(white: white, alpha: alpha))
    case "srgb", "extended-srgb", "display-p3", "extended-linear-srgb":
      guard let red = value("red") else { return missing("red", space) }
      guard let green = value("green") else { return missing("green", space) }
      guard let blue = value("blue") else { return missing("blue", space) }
      switch space {
      case "display-p3": return .success(Color(displayP3Red: red, green: green, blue: blue, alpha: alpha))
      case "extended-linear-srgb":
        return .success(Color(red: encoded(red), green: encoded(green), blue: encoded(blue), alpha: alpha))
      default: return .success(Color(red: red, green: green, blue: blue, alpha: alpha))
      }
    default:
      return .failure(AssetCatalog.Failure(description: "its colour space \(space) is not one Wobble converts"))
    }
  }

  private static func missing(_ key: String, _ space: String) -> Result<Color, AssetCatalog.Failure> {
    .failure(AssetCatalog.Failure(description: "its \(space) colour has no readable \(key) component"))
  }

  /// A component as written: a JSON number or a decimal string is a fraction; a string of
  /// digits alone is 8-bit (0–255); `0x…` is 8-bit hexadecimal. Nil if it is none of these.
  static func component(_ written: Any) -> Double? {
    if let number = written as? NSNumber, !(written is String) { return number.doubleValue }
    guard let text = (written as? String)?.trimmingCharacters(in: .whitespaces), !text.isEmpty else { return nil }
    if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
    if text.allSatisfy(\.isASCIIDigit) { return UInt8(text).map { Double($0) / 255 } }
    guard let x = Double(text), x.isFinite else { return nil }
    return x
  }

  /// A linear-light component encoded with the sRGB transfer function (IEC 61966-2-1), sign
  /// kept for extended values.
  static func encoded(_ linear: Double) -> Double {
    let x = abs(linear)
    let y = x <= 0.0031308 ? 12.92 * x : 1.055 * pow(x, 1 / 2.4) - 0.055
    return linear < 0 ? -y : y
  }
}

extension Character {
  fileprivate var isASCIIDigit: Bool { isASCII && isNumber }
}
