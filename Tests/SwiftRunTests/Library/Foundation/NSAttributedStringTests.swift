import Animation
import Geometry
import Scenes
import TestSupport
import Testing
import Typesetting

@testable import SwiftRun

/// Attributes over part of an attributed string, as labels and text layers draw them: each
/// part in its own colour and font, widths checked against the font files' own advances read
/// with FreeType (`FontFile`), not against Wobble's typesetting.
@Suite(.enabled(if: FontCatalog.shared?.face(file: "Inter-Bold.otf") != nil, "Inter is not installed (fonts-inter)"))
struct NSAttributedStringTests {
  static let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)

  /// The ink of each colour in the frame at 0 s, in host coordinates.
  static func inkByColor(_ body: String) throws -> [(color: Color, bounds: Rect)] {
    let file = try LanguageTests.opened(body)
    return file.scene.presentation(ParameterValues(), 0).displayList().compactMap { item in
      guard case .fill = item.paint, let m = item.transform.affine, !item.path.elements.isEmpty else { return nil }
      return (item.color, item.path.applying(m).bounds)
    }
  }

  /// Whether ink ends where a line of `advance` points ends, give or take the last glyph's
  /// side bearing (under 0.2 em at 20 points).
  static func inkEnds(_ ink: Rect, atAdvance advance: Double) -> Bool {
    ink.maxX <= advance + 0.01 && ink.maxX > advance - 4
  }

  static func face(_ file: String, _ alphabet: String) throws -> FontFile {
    let face = try #require(FontCatalog.shared?.face(file: file))
    return try #require(FontFile(path: face.path, alphabet: alphabet))
  }

  @Test func aColourOverARangeColoursThoseCharactersOnly() throws {
    let ink = try Self.inkByColor(
      """
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      let text = NSMutableAttributedString(string: "Hello World", attributes: [.font: UIFont.systemFont(ofSize: 20)])
      text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 5))
      label.attributedText = text
      host.addSubview(label)
      """)
    let red = try #require(ink.first { $0.color == Self.red }?.bounds)
    let black = try #require(ink.first { $0.color == .black }?.bounds)
    let inter = try Self.face("Inter-Regular.otf", "Hello Wrd")
    // "Hello" in red from the left edge; "World" in black after "Hello ".
    #expect(red.minX >= 0 && red.maxX <= inter.advance("Hello", size: 20) + 0.01, "\(red)")
    #expect(abs(black.minX - inter.advance("Hello ", size: 20)) < 2.5, "\(black)")
    #expect(Self.inkEnds(black, atAdvance: inter.advance("Hello World", size: 20)), "\(black)")
  }

  @Test func aFontOverARangeSetsThoseCharactersInItsFaceAndSize() throws {
    let ink = try Self.inkByColor(
      """
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
      label.font = UIFont.systemFont(ofSize: 20)
      let words = "Go Team"
      let text = NSMutableAttributedString(string: words)
      text.addAttribute(.font, value: UIFont.boldSystemFont(ofSize: 40), range: (words as NSString).range(of: "Team"))
      label.attributedText = text
      host.addSubview(label)
      """)
    let all = try #require(ink.first { $0.color == .black }?.bounds)
    let regular = try Self.face("Inter-Regular.otf", "Go "), bold = try Self.face("Inter-Bold.otf", "Team")
    let expected = regular.advance("Go ", size: 20) + bold.advance("Team", size: 40)
    #expect(abs(all.width - expected) < 0.05 * expected, "\(all.width) against \(expected)")
    // The line is as tall as its tallest font: the bold capitals reach above the regular ones.
    #expect(all.height > bold.top("T", size: 40) - 1)
  }

  @Test func anAppendedStringKeepsItsOwnAttributes() throws {
    let ink = try Self.inkByColor(
      """
      let layer = CATextLayer()
      layer.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
      let s = NSMutableAttributedString(string: "Tap ", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 20)])
      s.append(NSAttributedString(string: "here", attributes: [.foregroundColor: UIColor.blue, .font: UIFont.systemFont(ofSize: 20)]))
      layer.string = s
      host.layer.addSublayer(layer)
      """)
    let red = try #require(ink.first { $0.color == Self.red }?.bounds)
    let blue = try #require(ink.first { $0.color == Self.blue }?.bounds)
    let inter = try Self.face("Inter-Regular.otf", "Tap her")
    #expect(red.maxX < blue.minX)
    #expect(Self.inkEnds(blue, atAdvance: inter.advance("Tap here", size: 20)), "\(blue)")
  }

  @Test func aTruncatedLinesEllipsisTakesTheColourOfTheTextBeforeIt() throws {
    let ink = try Self.inkByColor(
      """
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 30))
      label.font = UIFont.systemFont(ofSize: 20)
      let text = NSMutableAttributedString(string: "Hello World")
      text.addAttribute(.foregroundColor, value: UIColor.red, range: NSMakeRange(0, 5))
      label.attributedText = text
      host.addSubview(label)
      """)
    // Only the red "Hel…" fits: nothing black is drawn.
    #expect(ink.contains { $0.color == Self.red })
    #expect(!ink.contains { $0.color == .black })
  }

  @Test func rangesCountUTF16UnitsAsNSStringDoes() throws {
    let ink = try Self.inkByColor(
      """
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      label.font = UIFont.systemFont(ofSize: 20)
      let words = "🎉 Go"
      let text = NSMutableAttributedString(string: words)
      text.addAttribute(.foregroundColor, value: UIColor.red, range: (words as NSString).range(of: "Go"))
      label.attributedText = text
      host.addSubview(label)
      """)
    // The emoji takes two UTF-16 units: the range found starts at 3, on "G", not on the space.
    let red = try #require(ink.first { $0.color == Self.red }?.bounds)
    let inter = try Self.face("Inter-Regular.otf", "Go")
    #expect(abs(red.width - inter.advance("Go", size: 20)) < 0.2 * inter.advance("Go", size: 20), "\(red)")
  }

  @Test func aRangeBeyondTheTextIsRefusedWithItsPlace() {
    #expect(throws: RunError.self) {
      try LanguageTests.opened(
        """
        let text = NSMutableAttributedString(string: "Hi")
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 5))
        """)
    }
    do {
      _ = try LanguageTests.opened(
        "let text = NSMutableAttributedString(string: \"Hi\")\n"
          + "text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 5))")
    } catch {
      #expect("\(error)".hasPrefix("L.swift:5:"), "\(error)")
      #expect("\(error)".contains("{1, 5} is beyond the text's 2 UTF-16 units"), "\(error)")
    }
  }

  /// A range's location or length that is no whole count of UTF-16 units (huge, negative, NaN) is
  /// refused at its argument; it had stopped the process converting 1e300 to an Int.
  @Test(arguments: ["1e300", "-1", ".nan", "1.5"])
  func aRangeOfNoWholeCountIsRefusedAtItsArgument(_ location: String) {
    do {
      _ = try LanguageTests.opened("let r = NSRange(location: \(location), length: 2)")
      Issue.record("opened")
    } catch {
      #expect("\(error)".hasPrefix("L.swift:4:"), "\(error)")
      #expect("\(error)".contains("argument 1: want a whole number of UTF-16 units"), "\(error)")
    }
  }

  @Test func aKnownKeyWithTheWrongKindOfValueIsRefused() {
    do {
      _ = try LanguageTests.opened(
        "let text = NSMutableAttributedString(string: \"Hi\")\n"
          + "text.addAttribute(.font, value: UIColor.red, range: NSMakeRange(0, 2))")
      Issue.record("opened")
    } catch {
      #expect("\(error)".contains(".font takes a UIFont"), "\(error)")
    }
  }

  @Test func anAttributeNotDrawnIsSaidOnce() throws {
    let file = try LanguageTests.opened(
      """
      let text = NSMutableAttributedString(string: "Hi")
      text.addAttribute(.underlineStyle, value: 1, range: NSMakeRange(0, 1))
      text.addAttribute(.underlineStyle, value: 1, range: NSMakeRange(1, 1))
      """)
    #expect(file.warnings.filter { $0.contains("underlineStyle is not drawn") }.count == 1, "\(file.warnings)")
  }

  @Test func attributedTextReadBackKeepsItsParts() throws {
    let ink = try Self.inkByColor(
      """
      let first = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      let text = NSMutableAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 20)])
      text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSMakeRange(1, 2))
      first.attributedText = text
      let second = UILabel(frame: CGRect(x: 0, y: 50, width: 200, height: 40))
      second.attributedText = first.attributedText
      host.addSubview(second)
      """)
    let blue = try #require(ink.first { $0.color == Self.blue }?.bounds)
    let inter = try Self.face("Inter-Regular.otf", "Hel")
    #expect(blue.minY > 50 && abs(blue.minX - inter.advance("H", size: 20)) < 2, "\(blue)")
  }

  @Test func settingTheTextAgainDropsTheParts() throws {
    let ink = try Self.inkByColor(
      """
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      let text = NSMutableAttributedString(string: "Hello")
      text.addAttribute(.foregroundColor, value: UIColor.red, range: NSMakeRange(0, 2))
      label.attributedText = text
      label.text = "Bye"
      host.addSubview(label)
      """)
    #expect(!ink.contains { $0.color == Self.red })
    #expect(ink.contains { $0.color == .black })
  }
  /// Apple: a text layer's `font`, `fontSize` and `foregroundColor` are used only when its
  /// string is not attributed; an attributed string without a font or colour is drawn in Core
  /// Text's defaults (12 points, black). A plain string set later uses the layer's own again.
  @Test func aTextLayerShowingAnAttributedStringUsesItsAttributesNotItsOwn() throws {
    func ink(_ last: String) throws -> [(color: Color, bounds: Rect)] {
      try Self.inkByColor(
        """
        let layer = CATextLayer()
        layer.frame = CGRect(x: 0, y: 0, width: 200, height: 60)
        layer.fontSize = 30
        layer.foregroundColor = UIColor.red.cgColor
        layer.string = NSAttributedString(string: "Hello")
        layer.fontSize = 32
        \(last)
        host.layer.addSublayer(layer)
        """)
    }
    let inter = try Self.face("Inter-Regular.otf", "Helo")
    let attributed = try ink("")
    let black = try #require(attributed.first { $0.color == .black }?.bounds)
    #expect(!attributed.contains { $0.color == Self.red })
    #expect(black.width < inter.advance("Hello", size: 12) + 0.01 && black.width > 0.8 * inter.advance("Hello", size: 12))
    let plain = try ink("layer.string = \"Hello\"")
    let red = try #require(plain.first { $0.color == Self.red }?.bounds)
    #expect(red.width < inter.advance("Hello", size: 32) + 0.01 && red.width > 0.8 * inter.advance("Hello", size: 32))
  }

  /// Apple: a label's `textColor` set after its attributed text applies to the entire string.
  @Test func aLabelsTextColourSetAfterItsAttributedTextReachesAllOfIt() throws {
    let ink = try Self.inkByColor(
      """
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      let text = NSMutableAttributedString(string: "Hello")
      text.addAttribute(.foregroundColor, value: UIColor.red, range: NSMakeRange(0, 2))
      label.attributedText = text
      label.textColor = .blue
      host.addSubview(label)
      """)
    #expect(!ink.contains { $0.color == Self.red } && ink.contains { $0.color == Self.blue })
  }
}
