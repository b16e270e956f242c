import Animation
import Geometry
import Scenes
import TestSupport
import Testing
import Typesetting

@testable import SwiftRun

/// Labels: lines limited by `numberOfLines`, truncated as `lineBreakMode` says, shrunk to fit
/// by `adjustsFontSizeToFitWidth`, measured with the font's own advances.
@Suite(.enabled(if: FontCatalog.shared?.face(file: "Inter-Regular.otf") != nil, "Inter is not installed (fonts-inter)"))
struct UILabelTests {
  static func lines(of layer: Layer) -> [String] {
    guard case .text(let style) = layer.content else { return [] }
    return style.lines(width: layer.bounds.width)
  }

  /// A one-line label too narrow for its text ends in an ellipsis (UIKit's default
  /// `.byTruncatingTail`); `.byTruncatingHead` and `.byTruncatingMiddle` cut elsewhere,
  /// `.byClipping` keeps the whole line; each shown line fits the width.
  @Test func aLineTooLongIsTruncatedWhereTheLineBreakModeSays() throws {
    let tree = try LanguageTests.tree(
      """
      for mode in [NSLineBreakMode.byTruncatingTail, .byTruncatingHead, .byTruncatingMiddle, .byClipping] {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 80, height: 20))
        label.text = "Synchronising everything"
        label.lineBreakMode = mode
        host.addSubview(label)
      }
      """)
    let shown = tree.sublayers.map { Self.lines(of: $0) }
    #expect(shown[0].count == 1 && shown[0][0].hasPrefix("Sync") && shown[0][0].hasSuffix("…"))
    #expect(shown[1][0].hasPrefix("…") && shown[1][0].hasSuffix("thing"))
    #expect(shown[2][0].hasPrefix("Sy") && shown[2][0].contains("…") && shown[2][0].hasSuffix("ng"))
    #expect(shown[3] == ["Synchronising everything"])
    for layer in tree.sublayers.prefix(3) {
      guard case .text(let style) = layer.content else { continue }
      #expect(style.typeset(Self.lines(of: layer)[0]).advance <= 80)
    }
  }

  /// `numberOfLines = 2` of a text that wraps to more: two lines, the second ending in "…";
  /// `0` shows them all.
  @Test func numberOfLinesLimitsTheLinesAndTruncatesTheLast() throws {
    let tree = try LanguageTests.tree(
      """
      let text = "one two three four five six seven eight nine ten"
      let two = UILabel(frame: CGRect(x: 0, y: 0, width: 90, height: 60))
      two.text = text
      two.numberOfLines = 2
      host.addSubview(two)
      let all = UILabel(frame: CGRect(x: 0, y: 0, width: 90, height: 200))
      all.text = text
      all.numberOfLines = 0
      host.addSubview(all)
      """)
    let two = Self.lines(of: tree.sublayers[0]), all = Self.lines(of: tree.sublayers[1])
    #expect(all.count > 2 && all.joined(separator: " ") == "one two three four five six seven eight nine ten")
    #expect(two.count == 2 && two[0] == all[0] && two[1].hasSuffix("…"))
  }

  /// A label of unlimited lines whose text is taller than its bounds shows the lines that fit,
  /// from the first, the last ending in "…" (UIKit lays the text out in a container its bounds'
  /// size), not the middle of the text centred and cut at both ends; one tall enough shows all.
  @Test func aLabelTooShortForItsTextShowsTheFirstLinesThatFitTheLastTruncated() throws {
    let tree = try LanguageTests.tree(
      """
      let text = "one two three four five six seven eight nine ten eleven twelve"
      for height in [45.0, 400.0] {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 90, height: height))
        label.font = UIFont.systemFont(ofSize: 17)
        label.text = text
        label.numberOfLines = 0
        host.addSubview(label)
      }
      """)
    func shown(_ layer: Layer) -> [String] {
      guard case .text(let style) = layer.content else { return [] }
      return style.lines(in: layer.bounds)
    }
    let all = shown(tree.sublayers[1]), short = shown(tree.sublayers[0])
    #expect(all.count > 3 && all.joined(separator: " ").hasPrefix("one two"))
    // 17-point lines are about 20.3 points apart: two fit in 45.
    #expect(short.count == 2)
    #expect(short.first == all.first)
    #expect(short.last?.hasSuffix("…") == true)
  }

  /// `adjustsFontSizeToFitWidth` sets a line too wide smaller, in proportion, but not below
  /// `minimumScaleFactor` of its size; turned off, the size stays (clipped, not truncated, here).
  @Test func aLineShrinksToFitDownToTheMinimumScale() throws {
    let tree = try LanguageTests.tree(
      """
      for (width, factor) in [(100.0, 0.0), (20.0, 0.5), (100.0, -1.0)] {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 30))
        label.text = "Wobble rocks"
        label.font = UIFont.systemFont(ofSize: 20)
        label.lineBreakMode = .byClipping
        label.adjustsFontSizeToFitWidth = factor >= 0
        if factor >= 0 { label.minimumScaleFactor = factor }
        host.addSubview(label)
      }
      """)
    func inkWidth(_ layer: Layer) -> Double {
      guard case .text(let style) = layer.content else { return 0 }
      return style.path(in: layer.bounds).bounds.width
    }
    guard case .text(let style) = tree.sublayers[0].content else { return }
    let natural = style.typeset("Wobble rocks").advance
    #expect(natural > 100)
    // Shrunk to the width: its ink within it, and close to it (side bearings aside).
    #expect(inkWidth(tree.sublayers[0]) <= 100 && inkWidth(tree.sublayers[0]) > 90)
    // Not below half size: about half the natural ink.
    #expect(abs(inkWidth(tree.sublayers[1]) - inkWidth(tree.sublayers[2]) / 2) < 1)
    #expect(inkWidth(tree.sublayers[2]) > 100)
  }

  /// An attributed string's `.kern` adds its points after every character, in a label and in a
  /// text layer given the attributed string (which also takes its font from it).
  @Test func kernAddsItsPointsAfterEachCharacter() throws {
    let tree = try LanguageTests.tree(
      """
      let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .kern: 5]
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
      label.attributedText = NSAttributedString(string: "Hello", attributes: attributes)
      host.addSubview(label)
      let layer = CATextLayer()
      layer.frame = CGRect(x: 0, y: 40, width: 200, height: 30)
      layer.string = NSAttributedString(string: "Hello", attributes: attributes)
      host.layer.addSublayer(layer)
      """)
    let face = try #require(FontCatalog.shared?.face(file: "Inter-Regular.otf"))
    let plain = try #require(FontFile(path: face.path, alphabet: "Helo")).advance("Hello", size: 20)
    for layer in tree.sublayers {
      guard case .text(let style) = layer.content else {
        Issue.record("no text")
        continue
      }
      #expect(style.fontSize == 20 && abs(style.typeset("Hello").advance - (plain + 25)) < 0.05 * plain)
    }
  }

  /// A paragraph style's alignment and line spacing reach the label: centred lines, and
  /// `lineSpacing` points more between baselines than the font's line height.
  @Test func aParagraphStyleAlignsAndSpacesTheLines() throws {
    let tree = try LanguageTests.tree(
      """
      let paragraph = NSMutableParagraphStyle()
      paragraph.alignment = .center
      paragraph.lineSpacing = 12
      let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: 20), .paragraphStyle: paragraph]
      for text in ["H\\nH", "H"] {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(string: text, attributes: attributes)
        host.addSubview(label)
      }
      """)
    try #require(tree.sublayers.count == 2)
    guard case .text(let two) = tree.sublayers[0].content, case .text(let one) = tree.sublayers[1].content else {
      Issue.record("no text")
      return
    }
    let lines = two.path(in: tree.sublayers[0].bounds).bounds, single = one.path(in: tree.sublayers[1].bounds).bounds
    // Two capitals one above the other: their ink spans one capital plus a line pitch.
    let pitch = TextStyle.lineHeight(of: FontRequest(size: 20)) + 12
    #expect(abs(lines.height - (single.height + pitch)) < 0.01)
    // Centred: the single H's ink about the middle of the 200-point width.
    #expect(abs(single.midX - 100) < 1)
  }

  /// A label's text lives in its backing store, as big as its bounds: a clipped line too long
  /// for the label stops at its right edge (before, it ran on across the host).
  @Test func aLineTooLongForItsLabelIsCutOffAtTheEdge() throws {
    let pixel = try RenderedPixels.hosted(
      """
      let label = UILabel(frame: CGRect(x: 2, y: 10, width: 20, height: 20))
      label.text = "MMMMMM"
      label.font = UIFont.boldSystemFont(ofSize: 30)
      label.textColor = .red
      label.lineBreakMode = .byClipping
      host.addSubview(label)
      """, path: "/x/L.swift", at: 0)
    let row = (2..<40).map { x in (x, (10..<30).contains { y in pixel(x, y) == [255, 0, 0] }) }
    #expect(row.contains { $0.0 < 22 && $0.1 })
    #expect(!row.contains { $0.0 >= 23 && $0.1 }, "red past the label's right edge: \(row.filter(\.1).map(\.0))")
  }

  /// Interface Builder sizes a label to its text in San Francisco ("Label" at 17 pt to 42
  /// points, "Bahama Login" at 25 pt to 154, from two public storyboards); Inter, drawn in its
  /// place, is a few per cent wider, and the slack allowed for it covers both.
  @Test func theStandInsSlackCoversLabelsSizedToTheirTextInSanFrancisco() {
    for (text, size, width) in [("Label", 17.0, 42.0), ("Bahama Login", 25.0, 154.0)] {
      var style = TextStyle()
      style.font = FontRequest(size: size)
      let advance = style.typeset(text).advance
      #expect(advance > width && advance <= width * TextStyle.standInSlack)
    }
  }

  /// A line at most the slack wider than its label is drawn whole, condensed across into the
  /// label's width; one wider than that is truncated as before.
  @Test func aLineJustOverItsWidthIsCondensedAndOneFarOverIsTruncated() throws {
    var style = TextStyle()
    style.font = FontRequest(size: 25)
    let advance = style.typeset("Bahama Login").advance
    let (near, far) = (advance / 1.05, advance / 1.3)
    let tree = try LanguageTests.tree(
      """
      for width in [\(near), \(far)] {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: width, height: 30))
        label.text = "Bahama Login"
        label.font = UIFont.systemFont(ofSize: 25)
        host.addSubview(label)
      }
      """)
    #expect(Self.lines(of: tree.sublayers[0]) == ["Bahama Login"])
    #expect(Self.lines(of: tree.sublayers[1]).first?.hasSuffix("…") == true)
    guard case .text(let shown) = tree.sublayers[0].content else { return }
    let ink = shown.path(in: tree.sublayers[0].bounds).bounds
    #expect(ink.minX >= -0.01 && ink.maxX <= near + 0.01)
    #expect(ink.width > near * 0.9)
  }

  /// Swift 2's `UIFont.systemFontOfSize(_:)` and `boldSystemFontOfSize(_:)` are the fonts Swift
  /// 3 calls `systemFont(ofSize:)` and `boldSystemFont(ofSize:)`, each said once.
  @Test func swift2sFontNamesAreTheSystemFonts() throws {
    let file = try LanguageTests.opened(
      """
      let plain = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      plain.font = UIFont.systemFontOfSize(30)
      host.addSubview(plain)
      let bold = UILabel(frame: CGRect(x: 0, y: 40, width: 100, height: 30))
      bold.font = UIFont.boldSystemFontOfSize(12)
      host.addSubview(bold)
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    guard case .text(let plain) = tree.sublayers[0].content, case .text(let bold) = tree.sublayers[1].content else {
      Issue.record("labels draw text")
      return
    }
    #expect(plain.fontSize == 30 && plain.font.weight == 400)
    #expect(bold.fontSize == 12 && bold.font.weight == 700)
    #expect(file.warnings.contains { $0.contains("UIFont.systemFontOfSize(_:) is Swift 2's UIFont.systemFont(ofSize:)") })
  }

  /// A label's text is drawn by UILabel's own `draw(_:)`: a subclass overriding it without
  /// calling `super.draw(_:)` shows no text (a stroked-glyph label draws its letters itself),
  /// one that calls it shows the text; the text is the label's either way, and said.
  @Test func aDrawOverrideWithoutSuperDrawsNoText() throws {
    func darkest(_ drawBody: String) throws -> (Int, [String]) {
      let body = """
        class Outlined: UILabel {
          override func draw(_ rect: CGRect) {
            \(drawBody)
          }
        }
        let label = Outlined(frame: host.bounds)
        label.text = "WW"
        label.font = UIFont.boldSystemFont(ofSize: 30)
        label.textColor = .black
        label.alpha = label.text == "WW" ? 1 : 0
        host.addSubview(label)
        """
      let pixel = try RenderedPixels.hosted(body, path: "/x/O.swift", at: 0)
      var darkest = 255
      for y in 0..<40 { for x in 0..<40 { darkest = min(darkest, pixel(x, y)[0]) } }
      let warnings = try LanguageTests.opened(body).warnings
      return (darkest, warnings)
    }
    let (bare, said) = try darkest("")
    #expect(bare == 255)
    #expect(said.contains { $0.contains("overrides draw(_:) without calling super.draw(_:)") })
    let (withSuper, _) = try darkest("super.draw(rect)")
    #expect(withSuper < 64)
  }

  /// `shadowColor` draws the glyphs again in that colour `shadowOffset` away (UIKit's default
  /// (0, −1) until set); nil draws none. Measured on a clear text, so only the shadow shows:
  /// its blue ink moves right by the offset's 10 points.
  @Test func aTextShadowIsTheGlyphsAgainAtTheOffset() throws {
    func blueColumns(_ shadow: String) throws -> [Int] {
      let pixel = try RenderedPixels.hosted(
        """
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        label.text = "I"
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .clear
        \(shadow)
        host.addSubview(label)
        """, path: "/x/S.swift", at: 0)
      return (0..<40).filter { x in (0..<40).contains { y in pixel(x, y) == [0, 0, 255] } }
    }
    let still = try blueColumns("label.shadowColor = .blue\nlabel.shadowOffset = .zero")
    let moved = try blueColumns("label.shadowColor = .blue\nlabel.shadowOffset = CGSize(width: 10, height: 0)")
    #expect(!still.isEmpty)
    #expect(moved.first == still.first.map { $0 + 10 } && moved.last == still.last.map { $0 + 10 })
    #expect(try blueColumns("label.shadowOffset = CGSize(width: 10, height: 0)").isEmpty)
  }

  /// A one-line label whose emoji, drawn in the stand-in emoji font (about 1.27 em), are cut to
  /// "…" though they would fit at Apple's width is said at the line that cut it; one that fits,
  /// one that would not fit even at Apple's width, and one without emoji are not.
  @Test(.enabled(if: FontCatalog.shared?.fallbacks.contains { $0.path.hasSuffix("NotoColorEmoji.ttf") } == true))
  func emojiCutOnlyByTheStandInFontsWidthAreSaid() throws {
    func said(_ width: Int, _ text: String) throws -> Bool {
      let file = try LanguageTests.opened(
        """
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: \(width), height: 30))
        label.font = UIFont.systemFont(ofSize: 30)
        label.text = "\(text)"
        host.addSubview(label)
        """)
      return file.warnings.contains {
        $0.hasPrefix("L.swift:6:") && $0.contains("stand-in emoji font (Noto Color Emoji, about 1.27 em wide), do not fit")
      }
    }
    #expect(try said(30, "🍕"))
    #expect(try !said(45, "🍕"))
    #expect(try !said(30, "🍕🍕"))
    #expect(try !said(10, "W"))
  }

  /// An emoji takes the alpha of its text colour, not its hue: hidden with the text around it
  /// at alpha 0 (a typewriter label's hidden characters), drawn at alpha 1. Pixels of the
  /// 30-point 😀 are compared with the white backdrop.
  @Test(.enabled(if: FontCatalog.shared?.fallbacks.contains { $0.path.hasSuffix("NotoColorEmoji.ttf") } == true))
  func anEmojiTakesItsTextColoursAlpha() throws {
    func inked(_ alpha: Double) throws -> Int {
      let pixel = try RenderedPixels.hosted(
        """
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        label.font = UIFont.systemFont(ofSize: 30)
        label.attributedText = NSAttributedString(
          string: "😀", attributes: [.foregroundColor: UIColor.red.withAlphaComponent(\(alpha))])
        host.addSubview(label)
        """, path: "E.swift", at: 0)
      var count = 0
      for y in 0..<40 { for x in 0..<40 where pixel(x, y) != [255, 255, 255] { count += 1 } }
      return count
    }
    #expect(try inked(0) == 0)
    #expect(try inked(1) > 100)
  }
}
