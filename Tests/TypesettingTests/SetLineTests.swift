import Foundation
import Geometry
import TestSupport
import Testing

@testable import Typesetting

/// Lines set in the machine's fonts, checked against the font files read directly with
/// FreeType (advances summed glyph by glyph, without Wobble's shaping) and against what a
/// colour emoji must be. Skipped, saying so, where the fonts are not installed.
@Suite(.enabled(if: FontCatalog.shared?.face(file: "Inter-Regular.otf") != nil, "Inter is not installed (fonts-inter)"))
struct SetLineTests {
  @Test(arguments: [("iiiiiiii", 40.0), ("WWWWWWWW", 40.0), ("Wobble", 17.0), ("0123456789", 12.0)])
  func aLinesAdvanceIsTheFontsOwn(_ text: String, _ size: Double) throws {
    let catalog = try #require(FontCatalog.shared)
    let line = SetLine(text, FontRequest(size: size), catalog: catalog)
    let face = try #require(catalog.face(file: "Inter-Regular.otf"))
    let expected = try #require(FontFile(path: face.path, alphabet: text)).advance(text, size: size)
    #expect(abs(line.advance - expected) <= 0.05 * expected, "\(text): \(line.advance) vs \(expected)")
    // The ink lies within the advance, give or take side bearings.
    let ink = line.outlines.bounds
    #expect(ink.width > 0.5 * expected && ink.width < 1.1 * expected)
  }

  @Test func wideLettersAreWiderThanNarrowOnes() throws {
    let catalog = try #require(FontCatalog.shared)
    let wide = SetLine("WWWWWWWW", FontRequest(size: 40), catalog: catalog)
    let narrow = SetLine("iiiiiiii", FontRequest(size: 40), catalog: catalog)
    #expect(wide.advance >= 2.5 * narrow.advance)
  }

  /// A capital's ink stands on the baseline (y = 0, y down) and reaches about the font's cap
  /// height above it (Inter's is 0.727 em).
  @Test func capitalsStandOnTheBaseline() throws {
    let catalog = try #require(FontCatalog.shared)
    let line = SetLine("H", FontRequest(size: 100), catalog: catalog)
    let ink = line.outlines.bounds
    #expect(abs(ink.maxY) < 0.5 && abs(-ink.minY - 72.7) < 1.5)
    #expect(line.ascent > 90 && line.descent > 20)
  }

  @Test func boldIsHeavierThanRegular() throws {
    let catalog = try #require(FontCatalog.shared)
    let regular = try #require(catalog.resolve(FontRequest(weight: 400, size: 20)))
    let bold = try #require(catalog.resolve(FontRequest(weight: 700, size: 20)))
    #expect(regular.face.path.hasSuffix("Inter-Regular.otf") && bold.face.path.hasSuffix("Inter-Bold.otf"))
    let named = try #require(catalog.resolve(FontRequest(name: "Menlo-Bold", size: 20)))
    #expect(named.face.path.hasSuffix("DejaVuSansMono-Bold.ttf") && named.substitute == "DejaVuSansMono-Bold")
  }

  @Test(.enabled(if: FontCatalog.shared?.face(file: "NotoColorEmoji.ttf") != nil, "Noto Color Emoji is not installed"))
  func anEmojiIsAColourImageOfItsSize() throws {
    let catalog = try #require(FontCatalog.shared)
    let line = SetLine("a🎸", FontRequest(size: 40), catalog: catalog)
    #expect(line.images.count == 1)
    let (bitmap, rect) = try #require(line.images.first)
    // About an em tall, standing on the baseline's side of the line.
    #expect(
      rect.height > 30 && rect.height < 55 && rect.minX > 10, "\(rect), \(bitmap.width)×\(bitmap.height), advance \(line.advance)"
    )
    // Colour: some pixel whose channels differ widely.
    var coloured = false
    for i in stride(from: 0, to: bitmap.premultipliedRGBA.count, by: 4) {
      let (r, g, b) = (
        Int(bitmap.premultipliedRGBA[i]), Int(bitmap.premultipliedRGBA[i + 1]), Int(bitmap.premultipliedRGBA[i + 2])
      )
      if max(r, g, b) - min(r, g, b) > 80 { coloured = true }
    }
    #expect(coloured)
  }

  /// Where a design's family is missing (a Mac has no DejaVu), the system font's stand-in draws
  /// it rather than nothing.
  @Test func aMissingFamilyFallsBackToTheSystemFontsStandIn() throws {
    let inter = try #require(FontCatalog.shared?.face(file: "Inter-Regular.otf"))
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-fonts-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try FileManager.default.createSymbolicLink(
      atPath: folder.appendingPathComponent("Inter-Regular.otf").path, withDestinationPath: inter.path)
    let only = try #require(FontCatalog(directories: [folder.path]))
    let mono = try #require(only.resolve(FontRequest(design: .monospaced, size: 12)))
    #expect(mono.face.path.hasSuffix("Inter-Regular.otf"))
    #expect(SetLine("let x", FontRequest(design: .monospaced, size: 12), catalog: only).advance > 0)
  }
  /// Chinese, Japanese and Korean characters, which Inter and DejaVu lack, come from the CJK
  /// fallback face, each at its own advance there (not a hollow box's).
  @Test(.enabled(if: FontCatalog.shared?.face(file: "wqy-microhei.ttc") != nil, "WenQuanYi Micro Hei is not installed"))
  func chineseJapaneseAndKoreanFallBackToTheCJKFace() throws {
    let catalog = try #require(FontCatalog.shared)
    let text = "漢字かな한글"
    let line = SetLine(text, FontRequest(size: 20), catalog: catalog)
    #expect(line.runs.count == 1 && line.runs[0].face.path.hasSuffix("wqy-microhei.ttc"))
    #expect(!line.runs[0].glyphs.contains(0))
    let face = try #require(catalog.face(file: "wqy-microhei.ttc"))
    let expected = try #require(FontFile(path: face.path, alphabet: text)).advance(text, size: 20)
    #expect(expected > 0 && abs(line.advance - expected) <= 0.05 * expected, "\(line.advance) vs \(expected)")
  }
}
