import Animation
import Foundation
import Geometry
import SwiftSyntax
import Typesetting

/// A `CTLine`: the text, the font it is set in, its colour (nil: the context's fill colour
/// does not apply; Core Text's default is black) and the set line.
final class TextLineObject {
  let text: String
  let font: FontRequest
  let color: Color?
  let line: SetLine

  init(text: String, font: FontRequest, color: Color?, line: SetLine) {
    (self.text, self.font, self.color, self.line) = (text, font, color, line)
  }
}

/// A `CTRun`: one face's glyphs of a line, and the font they are drawn in.
final class GlyphRunObject {
  let run: SetLine.Run
  let font: FontRequest

  init(run: SetLine.Run, font: FontRequest) { (self.run, self.font) = (run, font) }
}

extension Library {
  /// Core Text as animation code uses it to get letters as paths ("write the word with
  /// `strokeEnd`") and to draw text in `draw(_:)`: fonts by name, glyphs for characters, glyph
  /// outlines (in Core Graphics' glyph space: points, y up, the origin on the baseline), lines
  /// of attributed text and their runs, `CTLineDraw` at the context's text position. The
  /// functions that fill buffers write into the variables passed with `&`. Glyph numbers are
  /// the stand-in font's (Inter, DejaVu), not San Francisco's.
  static let coreText = SimulatedType("CTFont") { t in
    t.alias("CTLine", "CTRun", "CFArray", "CFDictionary", "CTFontRef", "CTLineRef", "CTRunRef", "CTFrame", "CTFramesetter")
    t.options("CTLineBoundsOptions", "CTFontOrientation")
    // `CFRange(location:length:)`: a pair; `CGGlyph()` and `UniChar()`: glyph and code unit 0.
    t.call("CFRange", "location:length") { a throws(RunError) in
      .tuple([.number(try a.number(0)), .number(try a.number(1))], labels: ["location", "length"])
    }
    t.call("CFRangeMake", "_:_") { a throws(RunError) in
      .tuple([.number(try a.number(0)), .number(try a.number(1))], labels: ["location", "length"])
    }
    for name in ["CGGlyph", "UniChar", "UInt16"] {
      t.call(name, "") { _ in .number(0) }
      t.call(name, "_") { a throws(RunError) in .number(try a.number(0)) }
    }
    // The attribute keys, as `NSAttributedString`'s attributes name them.
    t.global("kCTFontAttributeName") { _ in .string("font") }
    t.global("kCTForegroundColorAttributeName") { _ in .string("foregroundColor") }
    t.call("NSAttributedString.Key", "_", "rawValue") { a throws(RunError) in
      let key = try a.string(0)
      return .string(key == "NSFont" ? "font" : key == "NSColor" || key == "CTForegroundColor" ? "foregroundColor" : key)
    }
    t.call("CTFontCreateWithName", "_:_:_") { a throws(RunError) in
      let request = FontRequest(name: try a.string(0), size: try a.number(1))
      a.warnOfStandIn(request)
      return .font(request)
    }
    t.call("CTFontGetSize", "_") { a throws(RunError) in .number(try font(a, 0).size) }
    t.call("CTFontGetGlyphsForCharacters", "_:_:_:_") { a throws(RunError) in
      let face = try Library.face(a, 0)
      let units = try numbers(a.value(1), a, 1)
      let count = Int(try a.number(3))
      let scalars = String(decoding: units.prefix(count).map { UInt16(clamping: Int($0)) }, as: UTF16.self).unicodeScalars
      let glyphs = scalars.map { Double(face.glyph(for: $0)) }
      try a.writeBack(2, .array(glyphs.map(Value.number)))
      return .bool(!glyphs.contains(0))
    }
    t.call("CTFontGetAdvancesForGlyphs", "_:_:_:_:_") { a throws(RunError) in
      let request = try font(a, 0)
      let face = try Library.face(a, 0)
      let glyphs = try numbers(a.value(2), a, 2).prefix(Int(try a.number(4)))
      let advances = glyphs.map { face.advance(of: UInt32(clamping: Int($0))) * request.size / face.unitsPerEm }
      if a.count > 3, a.shape.arguments[3].expression.is(InOutExprSyntax.self) {
        try a.writeBack(3, .array(advances.map { .size(width: $0, height: 0) }))
      }
      return .number(advances.reduce(0, +))
    }
    t.call("CTFontCreatePathForGlyph", "_:_:_") { a throws(RunError) in
      let request = try font(a, 0)
      let face = try Library.face(a, 0)
      let glyph = UInt32(clamping: Int(try a.number(1)))
      let s = request.size / face.unitsPerEm
      var outline = face.outline(glyph).applying(AffineTransform(scaleX: s, y: s))
      if case .affine(let m) = try a.value(2) { outline = outline.applying(m) }
      guard !outline.elements.isEmpty else { return .nil }
      return .path(PathObject(outline))
    }
    // Each glyph's outline bounds in glyph space (y up), at the font's size; their union is
    // returned, and each written where the code asks (`&rects`, a pointer, or nil for none).
    t.call("CTFontGetBoundingRectsForGlyphs", "_:_:_:_:_") { a throws(RunError) in
      let request = try font(a, 0)
      let face = try Library.face(a, 0)
      let glyphs = try numbers(a.pointee(2), a, 2).prefix(max(0, Int(try a.number(4))))
      let s = request.size / face.unitsPerEm
      let rects = glyphs.map { glyph in
        let id = UInt32(clamping: Int(glyph))
        guard let image = face.image(id) else { return face.outline(id).applying(AffineTransform(scaleX: s, y: s)).bounds }
        return scaled(image.box, s)
      }
      if case .nil = try a.value(3) {
      } else if rects.count == 1, !isArray(a, 3) {
        try a.writeBack(3, .rect(rects[0]))
      } else {
        try a.writeBack(3, .array(rects.map(Value.rect)))
      }
      return .rect(rects.dropFirst().reduce(rects.first ?? .zero) { $0.union($1) })
    }
    // Glyphs painted at their positions in glyph space, through the current matrix, in the
    // context's fill colour; a colour glyph (an emoji) as its picture, upright in glyph space
    // (y up), whatever the fill colour.
    t.call("CTFontDrawGlyphs", "_:_:_:_:_") { a throws(RunError) in
      let request = try font(a, 0)
      let face = try Library.face(a, 0)
      let count = max(0, Int(try a.number(3)))
      let glyphs = try numbers(a.pointee(1), a, 1).prefix(count)
      let positions: [Point] =
        switch try a.pointee(2) {
        case .point(let p): [p]
        case .array(let items): items.compactMap { if case .point(let p) = $0 { p } else { nil } }
        default: []
        }
      guard case .context(let context) = try a.value(4) else { throw a.error(4, "want the CGContext being drawn in") }
      let s = request.size / face.unitsPerEm
      for (glyph, position) in zip(glyphs, positions) {
        let id = UInt32(clamping: Int(glyph))
        if let image = face.image(id) {
          let (w, h) = (Double(image.bitmap.width), Double(image.bitmap.height))
          let inPoints = scaled(image.box, s)
          let box = Rect(
            x: inPoints.minX + position.x, y: inPoints.minY + position.y, width: inPoints.width, height: inPoints.height)
          let pixels = Rect(x: 0, y: 0, width: w, height: h)
          context.paint(
            BezierPath(roundedRect: pixels, cornerRadius: 0), .bitmap(image.bitmap, rect: pixels),
            mapped: DrawingContext.imagePlacement(width: w, height: h, over: box), alpha: 1)
          continue
        }
        let placed = face.outline(id).applying(AffineTransform(scaleX: s, y: s))
          .applying(AffineTransform(translationX: position.x, y: position.y))
        context.paint(placed, .fill(context.state.fill, .nonZero))
      }
      return .void
    }
    t.call("CTLineCreateWithAttributedString", "_") { a throws(RunError) in
      let (text, request, color) = try attributed(a.value(0), a, 0)
      guard let catalog = FontCatalog.shared else {
        throw a.error(0, "no fonts are installed here to set text in (Scripts/install-dependencies installs them)")
      }
      return .textLine(TextLineObject(text: text, font: request, color: color, line: catalog.line(text, request)))
    }
    t.call("CTLineGetGlyphRuns", "_") { a throws(RunError) in
      let line = try Library.line(a, 0)
      return .array(
        line.line.runs.map { run in
          var request = line.font
          request.file = URL(fileURLWithPath: run.face.path).lastPathComponent
          return .glyphRun(GlyphRunObject(run: run, font: request))
        })
    }
    t.call("CTLineGetGlyphCount", "_") { a throws(RunError) in
      .number(Double(try line(a, 0).line.runs.reduce(0) { $0 + $1.glyphs.count }))
    }
    t.call("CTLineGetTypographicBounds", "_:_:_:_") { a throws(RunError) in
      let set = try line(a, 0).line
      for (i, value) in [(1, set.ascent), (2, set.descent), (3, set.leading)]
      where a.shape.arguments[i].expression.is(InOutExprSyntax.self) {
        try a.writeBack(i, .number(value))
      }
      return .number(set.advance)
    }
    t.call("CTLineGetBoundsWithOptions", "_:_") { a throws(RunError) in
      let set = try line(a, 0).line
      // Optical or glyph bounds: the ink; otherwise the typographic box, y up from the baseline.
      let options = try a.value(1).optionNames
      if options.contains(where: { ["useOpticalBounds", "useGlyphPathBounds"].contains($0) }) {
        let ink = set.outlines.bounds
        return .rect(Rect(x: ink.minX, y: -ink.maxY, width: ink.width, height: ink.height))
      }
      return .rect(Rect(x: 0, y: -set.descent, width: set.advance, height: set.ascent + set.descent))
    }
    t.call("CTRunGetGlyphCount", "_") { a throws(RunError) in .number(Double(try run(a, 0).run.glyphs.count)) }
    t.call("CTRunGetGlyphs", "_:_:_") { a throws(RunError) in
      let run = try Library.run(a, 0)
      let picked = try range(a, 1, count: run.run.glyphs.count).map { Value.number(Double(run.run.glyphs[$0])) }
      try a.writeBack(2, picked.count == 1 && !isArray(a, 2) ? picked[0] : .array(picked))
      return .void
    }
    t.call("CTRunGetPositions", "_:_:_") { a throws(RunError) in
      let run = try Library.run(a, 0)
      let picked = try range(a, 1, count: run.run.positions.count).map { Value.point(run.run.positions[$0]) }
      try a.writeBack(2, picked.count == 1 && !isArray(a, 2) ? picked[0] : .array(picked))
      return .void
    }
    t.call("CTRunGetTypographicBounds", "_:_:_:_:_") { a throws(RunError) in
      let run = try Library.run(a, 0)
      let picked = try range(a, 1, count: run.run.glyphs.count)
      let set = FontCatalog.shared?.resolve(run.font)
      let scale = set.map { run.font.size / $0.face.unitsPerEm } ?? 0
      // The run's font's ascent, descent and leading (a buffer's first element when `&` names an array).
      let metrics = set.map { ($0.face.ascender * scale, -$0.face.descender * scale, 0.0) } ?? (0, 0, 0)
      for (i, value) in [(2, metrics.0), (3, metrics.1), (4, metrics.2)]
      where a.shape.arguments[i].expression.is(InOutExprSyntax.self) {
        if case .array(var items) = try a.value(i), !items.isEmpty {
          items[0] = .number(value)
          try a.writeBack(i, .array(items))
        } else {
          try a.writeBack(i, .number(value))
        }
      }
      let advances = picked.map { run.run.advances[$0] }
      return .number(advances.reduce(0, +))
    }
    t.call("CTRunGetAttributes", "_") { a throws(RunError) in
      .dictionary([DictionaryEntry(key: .string("font"), value: .font(try run(a, 0).font))])
    }
    t.call("CFArrayGetCount", "_") { a throws(RunError) in
      guard case .array(let items) = try a.value(0) else { throw a.error(0, "want an array") }
      return .number(Double(items.count))
    }
    t.call("CFArrayGetValueAtIndex", "_:_") { a throws(RunError) in
      guard case .array(let items) = try a.value(0) else { throw a.error(0, "want an array") }
      let i = Int(try a.number(1))
      guard items.indices.contains(i) else { throw a.error(1, "index \(i) is outside 0..<\(items.count)") }
      return items[i]
    }
    // A run's attributes hold one entry here, its font: whatever key the code spells.
    t.call("CFDictionaryGetValue", "_:_") { a throws(RunError) in
      guard case .dictionary(let entries) = try a.value(0) else { throw a.error(0, "want a dictionary") }
      return entries.first?.value ?? .nil
    }
    // A framesetter lays its attributed text out in a frame's path (its bounding box, a
    // rectangle as such code passes): paragraphs broken at spaces to the box's width, lines
    // placed down from its top while they fit, each origin on its baseline, y up from the box's
    // bottom (Core Text's frame space), moved across by the paragraph's alignment.
    t.call("CTFramesetterCreateWithAttributedString", "_") { a throws(RunError) in
      .tuple([try a.value(0)], labels: ["framesetter"])
    }
    t.call("CTFramesetterCreateFrame", "_:_:_:_") { a throws(RunError) in
      guard case .tuple(let parts, let labels) = try a.value(0), labels == ["framesetter"] else {
        throw a.error(0, "want a CTFramesetter")
      }
      guard case .path(let path) = try a.value(2) else { throw a.error(2, "want a CGPath") }
      let (text, request, color) = try attributed(parts[0], a, 0)
      let alignment = try attributedStyle(parts[0], a, 0).alignment
      guard let catalog = FontCatalog.shared else {
        throw a.error(0, "no fonts are installed here to set text in (Scripts/install-dependencies installs them)")
      }
      let box = path.path.bounds
      var lines: [Value] = [], origins: [Value] = []
      var top = box.height
      func place(_ text: String) -> Bool {
        let set = catalog.line(text, request)
        guard top - set.ascent - set.descent > -0.5 else { return false }
        let slack = box.width - set.advance
        let x: Double =
          switch alignment {
          case .center: slack / 2
          case .right: slack
          default: 0
          }
        origins.append(.point(Point(x, top - set.ascent)))
        lines.append(.textLine(TextLineObject(text: text, font: request, color: color, line: set)))
        top -= set.ascent + set.descent + set.leading
        return true
      }
      paragraphs: for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
        var current = ""
        for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
          let longer = current.isEmpty ? String(word) : current + " " + word
          if !current.isEmpty, catalog.line(longer, request).advance > box.width {
            guard place(current) else { break paragraphs }
            current = String(word)
          } else {
            current = longer
          }
        }
        guard place(current) else { break }
      }
      return .tuple([.array(lines), .array(origins)], labels: ["lines", "origins"])
    }
    t.call("CTFrameGetLines", "_") { a throws(RunError) in try frame(a, 0).lines }
    t.call("CTFrameGetLineOrigins", "_:_:_") { a throws(RunError) in
      guard case .array(let origins) = try frame(a, 0).origins else { return .void }
      let picked = try range(a, 1, count: origins.count).map { origins[$0] }
      try a.writeBack(2, .array(picked))
      return .void
    }
    t.call("CTLineDraw", "_:_") { a throws(RunError) in
      let line = try Library.line(a, 0)
      guard case .context(let context) = try a.value(1) else { throw a.error(1, "want the CGContext of draw(_:)") }
      context.draw(line.line, color: line.color)
      return .void
    }
  }

  /// `unsafeBitCast(x, to: T.self)` (Swift 2: `unsafeBitCast(x, T.self)`) and Swift 2's
  /// `unsafeAddressOf(x)`: the value itself (Wobble's values carry their kind).
  static let unsafeBitCast = SimulatedType("unsafeBitCast") { t in
    t.call("unsafeBitCast", "_:to", "_:_") { a throws(RunError) in try a.value(0) }
    t.call("unsafeAddressOf", "_") { a throws(RunError) in try a.value(0) }
  }

  /// A box in font units at `s` points a unit.
  private static func scaled(_ box: Rect, _ s: Double) -> Rect {
    Rect(x: box.minX * s, y: box.minY * s, width: box.width * s, height: box.height * s)
  }

  private static func font(_ a: Arguments, _ i: Int) throws(RunError) -> FontRequest {
    guard case .font(let f) = try a.value(i) else { throw a.error(i, "want a CTFont") }
    return f
  }

  private static func face(_ a: Arguments, _ i: Int) throws(RunError) -> FontFace {
    guard let face = FontCatalog.shared?.resolve(try font(a, i))?.face else {
      throw a.error(i, "no fonts are installed here (Scripts/install-dependencies installs them)")
    }
    return face
  }

  /// A `CTFrame`: its lines and their origins.
  private static func frame(_ a: Arguments, _ i: Int) throws(RunError) -> (lines: Value, origins: Value) {
    guard case .tuple(let parts, let labels) = try a.value(i), labels == ["lines", "origins"] else {
      throw a.error(i, "want a CTFrame")
    }
    return (parts[0], parts[1])
  }

  private static func line(_ a: Arguments, _ i: Int) throws(RunError) -> TextLineObject {
    guard case .textLine(let l) = try a.value(i) else { throw a.error(i, "want a CTLine") }
    return l
  }

  private static func run(_ a: Arguments, _ i: Int) throws(RunError) -> GlyphRunObject {
    guard case .glyphRun(let r) = try a.value(i) else { throw a.error(i, "want a CTRun") }
    return r
  }

  private static func numbers(_ value: Value, _ a: Arguments, _ i: Int) throws(RunError) -> [Double] {
    switch value {
    case .number(let x): return [x]
    case .array(let items):
      return try items.map { item throws(RunError) in
        guard case .number(let x) = item else { throw a.error(i, "want an array of numbers") }
        return x
      }
    default: throw a.error(i, "want an array of numbers")
    }
  }

  /// Whether the variable argument `i` writes into holds an array (a buffer) rather than one value.
  private static func isArray(_ a: Arguments, _ i: Int) -> Bool {
    if case .array? = try? a.value(i) { return true }
    return false
  }

  /// The indices a `CFRange(location:length:)` picks from `count`; length 0 means to the end.
  private static func range(_ a: Arguments, _ i: Int, count: Int) throws(RunError) -> Range<Int> {
    guard case .tuple(let fields, _) = try a.value(i), fields.count == 2, case .number(let location) = fields[0],
      case .number(let length) = fields[1]
    else { throw a.error(i, "want a CFRange") }
    let start = Int(location), end = length == 0 ? count : start + Int(length)
    guard start >= 0, start <= end, end <= count else { throw a.error(i, "the range \(start)..<\(end) is outside 0..<\(count)") }
    return start..<end
  }

  /// An attributed string's text, font (the system font at 12 points, Core Text's default,
  /// when it has none) and colour, read as a text layer reads one.
  private static func attributed(_ value: Value, _ a: Arguments, _ i: Int) throws(RunError) -> (
    String, FontRequest, Color?
  ) {
    let style = try attributedStyle(value, a, i)
    return (style.string, style.font, style.color == .clear ? nil : style.color)
  }

  /// An attributed string read as a text layer reads one (no colour given: clear).
  private static func attributedStyle(_ value: Value, _ a: Arguments, _ i: Int) throws(RunError) -> TextStyle {
    var style = TextStyle()
    (style.font, style.color) = (FontRequest(size: 12), .clear)
    switch value {
    case .string(let s): style.string = s
    case .record where AttributedText(value) != nil: style.take(attributed: AttributedText(value)!)
    default: throw a.error(i, "want an NSAttributedString")
    }
    return style
  }

}

extension DrawingContext {
  /// `CTLineDraw`: the line's glyphs at the text position, in glyph space (y up) mapped through
  /// the text matrix and the current matrix, painted as the text drawing mode says, in the
  /// line's colour or else black.
  func draw(_ line: SetLine, color: Color?) {
    let origin = AffineTransform(translationX: textPosition.x, y: textPosition.y)
    // SetLine's outlines are y down about the baseline; Core Text's glyph space is y up.
    let glyphs = line.outlines.applying(AffineTransform(scaleX: 1, y: -1)).applying(textMatrix).applying(origin)
    let ink = color ?? .black
    switch textDrawingMode {
    case "stroke": paint(glyphs, .stroke(ink, state.line))
    case "fillStroke":
      paint(glyphs, .fill(ink, .nonZero))
      paint(glyphs, .stroke(state.stroke, state.line))
    case "invisible": break
    default: paint(glyphs, .fill(ink, .nonZero))
    }
    textPosition = Point(textPosition.x + line.advance, textPosition.y)
  }
}
