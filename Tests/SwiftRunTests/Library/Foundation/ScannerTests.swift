import Geometry
import Testing

@testable import SwiftRun

/// `Scanner` as the colour helpers real files carry use it: hexadecimal after an optional
/// "#" skipped by `scanString`, `scanLocation` or `remove(at:)`, with or without "0x"; a scan
/// that finds nothing answers false and leaves the variable. Expected channels are the hex
/// digits divided by 255, worked out by hand.
@Suite struct ScannerTests {
  @Test func hexColourHelpersReadTheirChannels() throws {
    let tree = try LanguageTests.tree(
      """
      func color(_ hex: String) -> UIColor {
        var s = hex.trimmingCharacters(in: .whitespacesAndNewlines).uppercased()
        if s.hasPrefix("#") { s.remove(at: s.startIndex) }
        var rgb: UInt32 = 0
        Scanner(string: s).scanHexInt32(&rgb)
        return UIColor(red: CGFloat((rgb & 0xFF0000) >> 16) / 255, green: CGFloat((rgb & 0x00FF00) >> 8) / 255,
                       blue: CGFloat(rgb & 0x0000FF) / 255, alpha: 1)
      }
      let a = CALayer(), b = CALayer(), c = CALayer()
      a.backgroundColor = color(" #FF8000 ").cgColor
      let scanner = Scanner(string: "#0x00ff40")
      scanner.scanLocation = 1
      var value: UInt64 = 7
      let found = scanner.scanHexInt64(&value)
      b.backgroundColor = UIColor(red: 0, green: CGFloat((value >> 8) & 0xff) / 255, blue: CGFloat(value & 0xff) / 255,
                                  alpha: found ? 1 : 0).cgColor
      let other = Scanner(string: "  #zz")
      let hash = other.scanString("#", into: nil)
      var none: UInt64 = 9
      let missing = other.scanHexInt64(&none)
      c.opacity = hash && !missing && none == 9 ? 1 : 0
      c.cornerRadius = CGFloat(other.scanLocation)
      for layer in [a, b, c] { host.layer.addSublayer(layer) }
      """)
    let (a, b, c) = (tree.sublayers[0], tree.sublayers[1], tree.sublayers[2])
    #expect(a.backgroundColor == Color(red: 1, green: 128.0 / 255, blue: 0))
    #expect(b.backgroundColor == Color(red: 0, green: 1, blue: 64.0 / 255))
    // "#" found after two spaces (the place moves to 3); no hex digits after it.
    #expect(c.opacity == 1 && c.cornerRadius == 3)
  }

  /// iOS 13's forms answer the number or nil (`scanInt64(representation: .hexadecimal)`,
  /// `scanString(_:)`), and a radix spells a whole number (`Int("ff", radix: 16)`).
  @Test func newerFormsAndRadixConversionsAnswerOptionals() throws {
    let tree = try LanguageTests.tree(
      """
      let scanner = Scanner(string: "#1f")
      _ = scanner.scanString("#")
      let n = scanner.scanInt64(representation: .hexadecimal) ?? 0
      let layer = CALayer()
      layer.frame = CGRect(x: CGFloat(n), y: CGFloat(Int("ff", radix: 16) ?? 0), width: CGFloat(Int("101", radix: 2)!),
                           height: Int("zz", radix: 10) == nil && scanner.isAtEnd ? 1 : 0)
      host.layer.addSublayer(layer)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 31, y: 255, width: 5, height: 1))
  }
}
