import Geometry

/// Colour names and the notations parameters accept.
public enum NamedColors {
  /// UIKit's system colours by their `UIColor` class-property names.
  static let table: [(String, Color)] = [
    ("black", Color(white: 0)), ("darkgray", Color(white: 1.0 / 3)), ("lightgray", Color(white: 2.0 / 3)),
    ("white", Color(white: 1)), ("gray", Color(white: 0.5)), ("red", Color(red: 1, green: 0, blue: 0)),
    ("green", Color(red: 0, green: 1, blue: 0)), ("blue", Color(red: 0, green: 0, blue: 1)),
    ("cyan", Color(red: 0, green: 1, blue: 1)), ("yellow", Color(red: 1, green: 1, blue: 0)),
    ("magenta", Color(red: 1, green: 0, blue: 1)), ("orange", Color(red: 1, green: 0.5, blue: 0)),
    ("purple", Color(red: 0.5, green: 0, blue: 0.5)), ("brown", Color(red: 0.6, green: 0.4, blue: 0.2)),
    ("clear", Color(white: 0, alpha: 0)),
  ]

  public static var names: [String] { table.map(\.0) }

  /// The system colour a `UIColor` class property names (`darkGray`, `orange`, `systemBlue`,
  /// `label`), or nil.
  public static func uikit(named name: String) -> Color? {
    let key = name.lowercased()
    return table.first(where: { $0.0 == key })?.1 ?? adaptive[key]
  }

  /// UIKit's adaptive colours (iOS 13) in the light appearance, as sRGB bytes and alpha: the
  /// values Apple's Human Interface Guidelines list (systemTeal as iOS 13 shipped it; iOS 15
  /// changed it to 48, 176, 199).
  static let adaptive: [String: Color] = {
    func rgb(_ r: Double, _ g: Double, _ b: Double, _ a: Double = 1) -> Color {
      Color(red: r / 255, green: g / 255, blue: b / 255, alpha: a)
    }
    let list: [(String, Color)] = [
      ("systemRed", rgb(255, 59, 48)), ("systemOrange", rgb(255, 149, 0)), ("systemYellow", rgb(255, 204, 0)),
      ("systemGreen", rgb(52, 199, 89)), ("systemTeal", rgb(90, 200, 250)), ("systemBlue", rgb(0, 122, 255)),
      ("systemIndigo", rgb(88, 86, 214)), ("systemPurple", rgb(175, 82, 222)), ("systemPink", rgb(255, 45, 85)),
      // iOS 15's additions, light values as the HIG lists them.
      ("systemMint", rgb(0, 199, 190)), ("systemCyan", rgb(50, 173, 230)), ("systemBrown", rgb(162, 132, 94)),
      ("systemGray", rgb(142, 142, 147)), ("systemGray2", rgb(174, 174, 178)), ("systemGray3", rgb(199, 199, 204)),
      ("systemGray4", rgb(209, 209, 214)), ("systemGray5", rgb(229, 229, 234)), ("systemGray6", rgb(242, 242, 247)),
      ("label", rgb(0, 0, 0)), ("secondaryLabel", rgb(60, 60, 67, 0.6)), ("tertiaryLabel", rgb(60, 60, 67, 0.3)),
      ("quaternaryLabel", rgb(60, 60, 67, 0.18)), ("placeholderText", rgb(60, 60, 67, 0.3)),
      ("separator", rgb(60, 60, 67, 0.29)), ("opaqueSeparator", rgb(198, 198, 200)), ("link", rgb(0, 122, 255)),
      ("systemBackground", rgb(255, 255, 255)), ("secondarySystemBackground", rgb(242, 242, 247)),
      ("tertiarySystemBackground", rgb(255, 255, 255)), ("systemGroupedBackground", rgb(242, 242, 247)),
      ("secondarySystemGroupedBackground", rgb(255, 255, 255)), ("tertiarySystemGroupedBackground", rgb(242, 242, 247)),
      ("systemFill", rgb(120, 120, 128, 0.2)), ("secondarySystemFill", rgb(120, 120, 128, 0.16)),
      ("tertiarySystemFill", rgb(118, 118, 128, 0.12)), ("quaternarySystemFill", rgb(116, 116, 128, 0.08)),
      // The text colours from before iOS 13: white at 60 % for text on a dark background, black.
      ("lightText", rgb(255, 255, 255, 0.6)), ("darkText", rgb(0, 0, 0)),
    ]
    return Dictionary(uniqueKeysWithValues: list.map { ($0.0.lowercased(), $0.1) })
  }()

  /// Reads `#rrggbb`, `#rrggbbaa`, a name, or `r,g,b[,a]` with components in 0…1.
  public static func parse(_ text: String) -> Color? {
    let t = text.lowercased()
    if let hit = table.first(where: { $0.0 == t }) { return hit.1 }
    if t.hasPrefix("#") {
      let hex = t.dropFirst()
      guard hex.count == 6 || hex.count == 8, let v = UInt32(hex, radix: 16) else { return nil }
      let n = hex.count == 6 ? (v << 8 | 0xff) : v
      func ch(_ shift: UInt32) -> Double { Double((n >> shift) & 0xff) / 255 }
      return Color(red: ch(24), green: ch(16), blue: ch(8), alpha: ch(0))
    }
    let parts = t.split(separator: ",", omittingEmptySubsequences: false).map { parseReal(String($0)) }
    guard parts.count == 3 || parts.count == 4 else { return nil }
    let values = parts.compactMap { $0 }
    guard values.count == parts.count, values.allSatisfy({ (0...1).contains($0) }) else { return nil }
    return Color(red: values[0], green: values[1], blue: values[2], alpha: values.count == 4 ? values[3] : 1)
  }

  /// A name when the colour is one exactly, `#rrggbb[aa]` when every channel is a whole
  /// number of 255ths, else components `r,g,b[,a]`; each reads back exactly.
  public static func format(_ c: Color) -> String {
    if let hit = table.first(where: { $0.1 == c }) { return hit.0 }
    let channels = [c.red, c.green, c.blue, c.alpha]
    let bytes = channels.map { ($0 * 255).rounded() }
    if zip(channels, bytes).allSatisfy({ $0.0 == $0.1 / 255 && (0...255).contains($0.1) }) {
      let hex = bytes.prefix(c.alpha == 1 ? 3 : 4).map { b -> String in
        let s = String(Int(b), radix: 16)
        return s.count == 1 ? "0" + s : s
      }
      return "#" + hex.joined()
    }
    let comps = [c.red, c.green, c.blue] + (c.alpha == 1 ? [] : [c.alpha])
    return comps.map { Scenes.format($0) }.joined(separator: ",")
  }
}
