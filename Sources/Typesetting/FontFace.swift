import CFreeType
import CHarfBuzz
import Foundation
import Geometry

/// One font file's face, read twice: by HarfBuzz, which shapes text with it (advances and
/// offsets in font units, from the font's own tables), and by FreeType, which gives each
/// glyph's outline (in font units, y up) or, for a colour bitmap font, its image. Every call
/// into either library goes through here, under one lock (neither object is thread-safe);
/// outlines and images are cached per glyph.
public final class FontFace: @unchecked Sendable {
  /// The file it was read from (its name says which face: `Inter-Bold.otf`).
  public let path: String
  /// Font units per em: a glyph's outline and advance divide by this to be in ems.
  public let unitsPerEm: Double
  /// The face's typographic ascender and descender (descender negative) and line gap, in
  /// font units, as `hhea` gives them: UIKit's `UIFont.ascender`, `descender`, `leading`.
  public let ascender: Double, descender: Double, lineGap: Double
  /// Whether its glyphs are colour bitmaps (Noto Color Emoji, Apple Color Emoji) rather than
  /// outlines.
  public let hasColorBitmaps: Bool

  private let lock = NSLock()
  private let ftFace: FT_Face
  private let hbFont: OpaquePointer
  private var outlines: [UInt32: BezierPath] = [:]
  private var images: [UInt32: GlyphImage?] = [:]

  /// The face at `path`, or nil when the file is not a font FreeType and HarfBuzz can read.
  init?(path: String, library: FT_Library) {
    var face: FT_Face?
    guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
    guard let blob = hb_blob_create_from_file_or_fail(path) else {
      FT_Done_Face(face)
      return nil
    }
    let hbFace = hb_face_create(blob, 0)
    hb_blob_destroy(blob)
    // The `head` table's units per em, as HarfBuzz reads it (FreeType gives 0 for a face of
    // bitmaps only, such as a colour emoji font).
    let upem = Int32(hb_face_get_upem(hbFace))
    let font = hb_font_create(hbFace)!
    hb_face_destroy(hbFace)
    hb_font_set_scale(font, upem, upem)
    self.path = path
    ftFace = face
    hbFont = font
    unitsPerEm = Double(upem)
    ascender = Double(face.pointee.ascender)
    descender = Double(face.pointee.descender)
    lineGap = Double(max(0, Int(face.pointee.height) - Int(face.pointee.ascender) + Int(face.pointee.descender)))
    hasColorBitmaps = (face.pointee.face_flags & FT_Long(FT_FACE_FLAG_COLOR)) != 0 && face.pointee.num_fixed_sizes > 0
  }

  deinit {
    hb_font_destroy(hbFont)
    FT_Done_Face(ftFace)
  }

  /// Whether the face has a glyph for every scalar of `character` (a variation selector or a
  /// zero-width joiner inside an emoji sequence counts as had when the face has the rest).
  public func covers(_ character: Character) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    return character.unicodeScalars.allSatisfy { scalar in
      if scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value) { return true }
      var glyph: hb_codepoint_t = 0
      return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0
    }
  }

  /// The glyph the face maps `scalar` to (0, `.notdef`, when it has none).
  public func glyph(for scalar: Unicode.Scalar) -> UInt32 {
    lock.lock()
    defer { lock.unlock() }
    var glyph: hb_codepoint_t = 0
    return hb_font_get_nominal_glyph(hbFont, scalar.value, &glyph) != 0 ? glyph : 0
  }

  /// A glyph's advance in font units.
  public func advance(of glyph: UInt32) -> Double {
    lock.lock()
    defer { lock.unlock() }
    return Double(hb_font_get_glyph_h_advance(hbFont, glyph))
  }

  /// A glyph placed by shaping: its index in this face, where its cluster starts in the
  /// shaped text (UTF-8 offset), and its advance and offset in font units (y up).
  public struct ShapedGlyph: Sendable {
    public var glyph: UInt32
    public var cluster: Int
    public var advance: Double
    public var offset: Point
  }

  /// `text` shaped left to right by HarfBuzz, kerning and ligatures as the font says.
  public func shape(_ text: String) -> [ShapedGlyph] {
    lock.lock()
    defer { lock.unlock() }
    let buffer = hb_buffer_create()
    defer { hb_buffer_destroy(buffer) }
    let utf8 = Array(text.utf8)
    utf8.withUnsafeBufferPointer { bytes in
      bytes.withMemoryRebound(to: CChar.self) { chars in
        hb_buffer_add_utf8(buffer, chars.baseAddress, Int32(chars.count), 0, Int32(chars.count))
      }
    }
    hb_buffer_guess_segment_properties(buffer)
    hb_buffer_set_direction(buffer, HB_DIRECTION_LTR)
    hb_shape(hbFont, buffer, nil, 0)
    var count: UInt32 = 0
    guard let infos = hb_buffer_get_glyph_infos(buffer, &count), let positions = hb_buffer_get_glyph_positions(buffer, &count)
    else { return [] }
    return (0..<Int(count)).map { i in
      ShapedGlyph(
        glyph: infos[i].codepoint, cluster: Int(infos[i].cluster), advance: Double(positions[i].x_advance),
        offset: Point(Double(positions[i].x_offset), Double(positions[i].y_offset)))
    }
  }

  /// A glyph's outline in font units, y up (empty for a space or a bitmap glyph).
  public func outline(_ glyph: UInt32) -> BezierPath {
    lock.lock()
    defer { lock.unlock() }
    if let known = outlines[glyph] { return known }
    var path = BezierPath()
    if !hasColorBitmaps, FT_Load_Glyph(ftFace, glyph, FT_Int32(FT_LOAD_NO_SCALE | FT_LOAD_NO_HINTING)) == 0,
      ftFace.pointee.glyph.pointee.format == FT_GLYPH_FORMAT_OUTLINE
    {
      path = Self.decompose(&ftFace.pointee.glyph.pointee.outline)
    }
    outlines[glyph] = path
    return path
  }

  /// A colour glyph's image at the face's own strike, with the box it fills in font units
  /// (y up); nil for an outline glyph.
  public func image(_ glyph: UInt32) -> GlyphImage? {
    lock.lock()
    defer { lock.unlock() }
    if let known = images[glyph] { return known }
    var made: GlyphImage?
    if hasColorBitmaps, FT_Select_Size(ftFace, 0) == 0, FT_Load_Glyph(ftFace, glyph, FT_Int32(FT_LOAD_COLOR)) == 0 {
      let slot = ftFace.pointee.glyph.pointee
      let bitmap = slot.bitmap
      if bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), bitmap.width > 0, bitmap.rows > 0 {
        let (w, h) = (Int(bitmap.width), Int(bitmap.rows))
        var rgba = [UInt8](repeating: 0, count: w * h * 4)
        for y in 0..<h {
          let row = bitmap.buffer + y * Int(bitmap.pitch)
          for x in 0..<w {
            let i = 4 * (y * w + x)
            rgba[i] = row[4 * x + 2]
            rgba[i + 1] = row[4 * x + 1]
            rgba[i + 2] = row[4 * x]
            rgba[i + 3] = row[4 * x + 3]
          }
        }
        // The strike's pixels per em, to font units: bitmap_left/top are pixels from the origin.
        let ppem = Double(ftFace.pointee.size.pointee.metrics.x_ppem)
        let unit = unitsPerEm / max(ppem, 1)
        let box = Rect(
          x: Double(slot.bitmap_left) * unit, y: Double(slot.bitmap_top - Int32(h)) * unit, width: Double(w) * unit,
          height: Double(h) * unit)
        made = GlyphImage(bitmap: Bitmap(width: w, height: h, premultipliedRGBA: rgba), box: box)
      }
    }
    images[glyph] = made
    return made
  }

  /// FreeType's outline as a path: its conic (quadratic) and cubic segments kept as they are.
  private static func decompose(_ outline: inout FT_Outline) -> BezierPath {
    final class Sink { var path = BezierPath() }
    let sink = Sink()
    var funcs = FT_Outline_Funcs(
      move_to: { to, user in
        let sink = Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue()
        if !sink.path.elements.isEmpty { sink.path.close() }
        sink.path.move(to: Point(Double(to!.pointee.x), Double(to!.pointee.y)))
        return 0
      },
      line_to: { to, user in
        Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue().path.line(to: Point(Double(to!.pointee.x), Double(to!.pointee.y)))
        return 0
      },
      conic_to: { control, to, user in
        Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue().path.quad(
          to: Point(Double(to!.pointee.x), Double(to!.pointee.y)),
          control: Point(Double(control!.pointee.x), Double(control!.pointee.y)))
        return 0
      },
      cubic_to: { c1, c2, to, user in
        Unmanaged<Sink>.fromOpaque(user!).takeUnretainedValue().path.cubic(
          to: Point(Double(to!.pointee.x), Double(to!.pointee.y)), control1: Point(Double(c1!.pointee.x), Double(c1!.pointee.y)),
          control2: Point(Double(c2!.pointee.x), Double(c2!.pointee.y)))
        return 0
      }, shift: 0, delta: 0)
    _ = FT_Outline_Decompose(&outline, &funcs, Unmanaged.passUnretained(sink).toOpaque())
    if !sink.path.elements.isEmpty { sink.path.close() }
    return sink.path
  }
}

/// A colour glyph's pixels and the box they fill, in font units with y up.
public struct GlyphImage: Hashable, Sendable {
  public let bitmap: Bitmap
  public let box: Rect
}
