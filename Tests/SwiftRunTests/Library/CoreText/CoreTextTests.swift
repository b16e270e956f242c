import Animation
import Geometry
import Scenes
import TestSupport
import Testing
import Typesetting

@testable import SwiftRun

/// Core Text as animation code uses it: glyph outlines for characters (the "write the word"
/// path), a line's runs read glyph by glyph through `&` buffers, and `CTLineDraw` in
/// `draw(_:)`; checked against the stand-in font file's own numbers read with FreeType.
@Suite(.enabled(if: FontCatalog.shared?.face(file: "Inter-Regular.otf") != nil, "Inter is not installed (fonts-inter)"))
struct CoreTextTests {
  static func inter() throws -> FontFile {
    let face = try #require(FontCatalog.shared?.face(file: "Inter-Regular.otf"))
    return try #require(FontFile(path: face.path, alphabet: "HiWo"))
  }

  /// A glyph's outline is in glyph space: y up from the baseline, a capital as tall as the
  /// font's H.
  @Test func aGlyphsOutlineStandsOnTheBaselineWithYUp() throws {
    let file = try LanguageTests.opened(
      """
      let font = CTFontCreateWithName("Helvetica" as CFString, 100, nil)
      var chars: [UniChar] = Array("H".utf16)
      var glyphs = [CGGlyph](repeating: 0, count: chars.count)
      let found = CTFontGetGlyphsForCharacters(font, &chars, &glyphs, chars.count)
      let letter = CAShapeLayer()
      letter.path = CTFontCreatePathForGlyph(font, glyphs[0], nil)
      letter.opacity = found ? 1 : 0.5
      host.layer.addSublayer(letter)
      """)
    // Helvetica is not here: its stand-in is named, once.
    #expect(file.warnings.contains("L.swift:4:12: Helvetica is not on this machine: drawn in Inter-Regular, its stand-in"))
    let tree = file.scene.presentation(ParameterValues(), 0)
    guard case .shape(let style) = tree.sublayers[0].content else {
      Issue.record("no shape")
      return
    }
    let box = style.path.bounds
    #expect(tree.sublayers[0].opacity == 1)
    let capital = try Self.inter().top("H", size: 100)
    #expect(abs(box.minY) < 0.01 && abs(box.maxY - capital) < 0.01)
  }

  /// The classic loop over a line's runs, one glyph at a time through `CFRange`s, builds the
  /// word's letters at their positions: as wide as the font's advances say, kerning aside.
  @Test func aLinesRunsGiveEachGlyphAndItsPosition() throws {
    let tree = try LanguageTests.tree(
      """
      let letters = CGMutablePath()
      let font = CTFontCreateWithName("HelveticaNeue" as CFString, 50, nil)
      let attributes = [NSAttributedString.Key(kCTFontAttributeName as String): font]
      let line = CTLineCreateWithAttributedString(NSAttributedString(string: "WoHi", attributes: attributes))
      let runs = CTLineGetGlyphRuns(line)
      for runIndex in 0..<CFArrayGetCount(runs) {
        let run = unsafeBitCast(CFArrayGetValueAtIndex(runs, runIndex), to: CTRun.self)
        let runFont = unsafeBitCast(CFDictionaryGetValue(CTRunGetAttributes(run), "font"), to: CTFont.self)
        for glyphIndex in 0..<CTRunGetGlyphCount(run) {
          let range = CFRangeMake(glyphIndex, 1)
          var glyph = CGGlyph()
          var position = CGPoint()
          CTRunGetGlyphs(run, range, &glyph)
          CTRunGetPositions(run, range, &position)
          if let letter = CTFontCreatePathForGlyph(runFont, glyph, nil) {
            letters.addPath(letter, transform: CGAffineTransform(translationX: position.x, y: position.y))
          }
        }
      }
      let word = CAShapeLayer()
      word.path = letters
      host.layer.addSublayer(word)
      """)
    guard case .shape(let style) = tree.sublayers[0].content else {
      Issue.record("no shape")
      return
    }
    let advance = try Self.inter().advance("WoHi", size: 50)
    let box = style.path.bounds
    #expect(box.minX >= -1 && box.maxX <= advance + 1 && box.width > 0.85 * advance)
  }

  /// A run's attributes hold its font under `kCTFontAttributeName`, which code casts with
  /// `as! CTFont` (`UIFont` and `CTFont` are toll-free bridged): the cast holds, and the font
  /// read back is the one the line was set in.
  @Test func aRunsFontCastsToCTFont() throws {
    let tree = try LanguageTests.tree(
      """
      let font = CTFontCreateWithName("Helvetica-Bold" as CFString, 30, nil)
      let line = CTLineCreateWithAttributedString(NSAttributedString(string: "Hi", attributes: [.font: font]))
      let run = (CTLineGetGlyphRuns(line) as! [CTRun])[0]
      let attributes = CTRunGetAttributes(run) as! [String: Any]
      let runFont = attributes[kCTFontAttributeName as String] as! CTFont
      let bar = CALayer()
      bar.frame = CGRect(x: 0, y: 0, width: CTFontGetSize(runFont), height: 1)
      host.layer.addSublayer(bar)
      """)
    #expect(tree.sublayers[0].bounds.width == 30)
  }

  /// `CTFontGetBoundingRectsForGlyphs` gives the glyph's outline bounds (those of
  /// `CTFontCreatePathForGlyph`'s path), written through a pointer and returned; and
  /// `CTFontDrawGlyphs` paints the glyph there in the fill colour: under the usual flip, an
  /// "H" 40 points high drawn from (5, 5) inks its stems and leaves the space between them.
  @Test func aGlyphsBoundsAreItsOutlinesAndItIsDrawnAtItsPosition() throws {
    let pixel = try RenderedPixels.hosted(
      """
      final class Glyph: CALayer {
        let font = CTFontCreateWithName("Helvetica" as CFString, 40, nil)
        override func draw(in ctx: CGContext) {
          var glyph = CGGlyph()
          let line = CTLineCreateWithAttributedString(NSAttributedString(string: "H", attributes: [.font: font]))
          CTRunGetGlyphs((CTLineGetGlyphRuns(line) as! [CTRun])[0], CFRangeMake(0, 1), &glyph)
          var rect = CGRect.zero
          let total = withUnsafeMutablePointer(to: &rect) { pointer in
            withUnsafePointer(to: &glyph) { CTFontGetBoundingRectsForGlyphs(font, .horizontal, $0, pointer, 1) }
          }
          let path = CTFontCreatePathForGlyph(font, glyph, nil)!
          guard rect == path.boundingBox, total == rect else { return }
          ctx.translateBy(x: 0, y: bounds.height)
          ctx.scaleBy(x: 1, y: -1)
          ctx.setFillColor(UIColor.red.cgColor)
          var position = CGPoint(x: 5 - rect.minX, y: 5)
          CTFontDrawGlyphs(font, &glyph, &position, 1, ctx)
        }
      }
      let g = Glyph()
      g.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      g.setNeedsDisplay()
      host.layer.addSublayer(g)
      """, path: "G.swift", at: 0)
    // The left stem just inside x = 5, the bar's gap above the crossbar in the middle, ink
    // near the baseline (y = 35 from the top, 5 up from the bottom).
    #expect(pixel(7, 25) == [255, 0, 0])
    #expect(pixel(4, 25) == [255, 255, 255])
    #expect(pixel(7, 38) == [255, 255, 255])
  }

  /// An emoji's run is set in the colour font that has it; its glyph's bounds there are its
  /// picture's box, and `CTFontDrawGlyphs` paints the picture (a yellow face), not the fill
  /// colour, as Core Text draws colour glyphs.
  @Test(.enabled(if: FontCatalog.shared?.face(file: "NotoColorEmoji.ttf") != nil, "Noto Color Emoji is not installed"))
  func anEmojisGlyphIsDrawnAsItsPicture() throws {
    let pixel = try RenderedPixels.hosted(
      """
      final class Glyph: CALayer {
        override func draw(in ctx: CGContext) {
          let text = NSAttributedString(string: "😃", attributes: [.font: UIFont.systemFont(ofSize: 30)])
          let run = (CTLineGetGlyphRuns(CTLineCreateWithAttributedString(text)) as! [CTRun])[0]
          let font = (CTRunGetAttributes(run) as! [String: Any])[kCTFontAttributeName as String] as! CTFont
          var glyph = CGGlyph()
          CTRunGetGlyphs(run, CFRangeMake(0, 1), &glyph)
          var rect = CGRect.zero
          CTFontGetBoundingRectsForGlyphs(font, .horizontal, &glyph, &rect, 1)
          guard rect.width > 20, rect.height > 20 else { return }
          ctx.translateBy(x: 0, y: bounds.height)
          ctx.scaleBy(x: 1, y: -1)
          ctx.setFillColor(UIColor.blue.cgColor)
          var position = CGPoint(x: 20 - rect.midX, y: 20 - rect.midY)
          CTFontDrawGlyphs(font, &glyph, &position, 1, ctx)
        }
      }
      let g = Glyph()
      g.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      g.setNeedsDisplay()
      host.layer.addSublayer(g)
      """, path: "E.swift", at: 0)
    // The face's yellow between the eyes and the mouth's top, left of the middle; white beyond.
    let skin = pixel(12, 20)
    #expect(skin[0] > 200 && skin[1] > 150 && skin[2] < 100)
    #expect(pixel(1, 1) == [255, 255, 255])
  }

  /// `CTLineDraw` paints the line at the text position in glyph space: under a flipped matrix,
  /// as drawing code flips it, the letters stand upright on the baseline given.
  @Test func aLineIsDrawnAtTheTextPositionInTheDrawingMode() throws {
    let tree = try LanguageTests.tree(
      """
      final class Sign: UIView {
        override func draw(_ rect: CGRect) {
          let context = UIGraphicsGetCurrentContext()!
          context.translateBy(x: 0, y: rect.height)
          context.scaleBy(x: 1, y: -1)
          let font = UIFont.systemFont(ofSize: 40)
          let text = NSAttributedString(string: "Hi", attributes: [.font: font, .foregroundColor: UIColor.red])
          let line = CTLineCreateWithAttributedString(text)
          context.textPosition = CGPoint(x: 10, y: 30)
          context.setTextDrawingMode(.fill)
          CTLineDraw(line, context)
        }
      }
      host.addSubview(Sign(frame: host.bounds))
      """)
    let items = tree.sublayers[0].displayList()
    let ink = try #require(items.first { $0.color == Color(red: 1, green: 0, blue: 0) })
    let box = ink.path.applying(try #require(ink.transform.affine)).bounds
    // Baseline at y = 30 from the bottom of a 100-point view: 70 from the top.
    let inter = try Self.inter()
    let top = max(inter.top("H", size: 40), inter.top("i", size: 40))
    #expect(abs(box.maxY - 70) < 0.01 && abs(box.minY - (70 - top)) < 0.01 && box.minX >= 10)
  }

  /// A framesetter lays its text out in the frame's rectangle as Swift 2 code read it back:
  /// broken at a space where the next word passes the width, each line's origin on its
  /// baseline, y up from the rectangle's bottom, the first one ascent below its top and the
  /// next a line height lower; a run's typographic bounds write the font's ascent into a buffer.
  @Test func aFramesetterBreaksLinesAtTheWidthAndPlacesTheirOriginsYUp() throws {
    let inter = try Self.inter()
    // Wider than "Wo Hi" (a space is narrower than "Wo"), narrower than "Wo Hi Wo".
    let width = inter.advance("WoHiWo", size: 50)
    let tree = try LanguageTests.tree(
      """
      let font = CTFontCreateWithName("Helvetica", 50, nil)
      let text = NSAttributedString(string: "Wo Hi Wo", attributes: [(kCTFontAttributeName as String): font])
      let frameSetter = CTFramesetterCreateWithAttributedString(text)
      let path = CGPathCreateWithRect(CGRect(x: 0, y: 0, width: \(width), height: 300), nil)
      let frame = CTFramesetterCreateFrame(frameSetter, CFRangeMake(0, 0), path, nil)
      let lines = CTFrameGetLines(frame)
      var origins = [CGPoint](count: CFArrayGetCount(lines), repeatedValue: CGPointZero)
      CTFrameGetLineOrigins(frame, CFRangeMake(0, 0), &origins)
      for (index, origin) in origins.enumerate() {
        let line = unsafeBitCast(CFArrayGetValueAtIndex(lines, index), CTLineRef.self)
        let run = unsafeBitCast(CFArrayGetValueAtIndex(CTLineGetGlyphRuns(line), 0), CTRunRef.self)
        var ascents = [CGFloat](count: 1, repeatedValue: 0)
        var descent: CGFloat = 0
        var leading: CGFloat = 0
        CTRunGetTypographicBounds(run, CFRangeMake(0, 0), &ascents, &descent, &leading)
        let mark = CALayer()
        mark.frame = CGRect(x: origin.x, y: origin.y, width: CGFloat(CTLineGetGlyphCount(line)), height: ascents[0])
        host.layer.addSublayer(mark)
      }
      """)
    #expect(tree.sublayers.count == 2)
    guard tree.sublayers.count == 2 else { return }
    let (first, second) = (tree.sublayers[0].frame, tree.sublayers[1].frame)
    let ascent = inter.ascent(size: 50)
    #expect(first.width == 5 && second.width == 2)
    #expect(abs(first.height - ascent) < 1e-9)
    #expect(abs(first.minY - (300 - ascent)) < 1e-9 && first.minX == 0)
    #expect(abs(first.minY - second.minY - inter.lineHeight(size: 50)) < 1e-6)
  }
}
