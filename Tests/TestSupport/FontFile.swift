import CFreeType

/// A font file's own numbers, read straight from the file with FreeType (no shaping, no
/// kerning): what text set by Wobble is checked against.
public struct FontFile {
  public let path: String
  public let unitsPerEm: Double
  /// `hhea`'s ascender, descender (negative) and line gap, in font units.
  public let ascender: Double, descender: Double, lineGap: Double
  private let advances: [Unicode.Scalar: Double]
  private let tops: [Unicode.Scalar: Double]

  /// The file's numbers for the characters of `alphabet`.
  public init?(path: String, alphabet: String) {
    var library: FT_Library?
    guard FT_Init_FreeType(&library) == 0 else { return nil }
    defer { FT_Done_FreeType(library) }
    var face: FT_Face?
    guard FT_New_Face(library, path, 0, &face) == 0, let face else { return nil }
    defer { FT_Done_Face(face) }
    self.path = path
    unitsPerEm = Double(face.pointee.units_per_EM)
    ascender = Double(face.pointee.ascender)
    descender = Double(face.pointee.descender)
    lineGap = Double(max(0, Int(face.pointee.height) - Int(face.pointee.ascender) + Int(face.pointee.descender)))
    var advances: [Unicode.Scalar: Double] = [:], tops: [Unicode.Scalar: Double] = [:]
    for scalar in alphabet.unicodeScalars {
      let index = FT_Get_Char_Index(face, FT_ULong(scalar.value))
      FT_Load_Glyph(face, index, FT_Int32(FT_LOAD_NO_SCALE))
      advances[scalar] = Double(face.pointee.glyph.pointee.advance.x)
      tops[scalar] = Double(face.pointee.glyph.pointee.metrics.horiBearingY)
    }
    self.advances = advances
    self.tops = tops
  }

  /// The sum of the characters' advances at `size` points.
  public func advance(_ text: String, size: Double) -> Double {
    text.unicodeScalars.reduce(0) { $0 + (advances[$1] ?? 0) } * size / unitsPerEm
  }

  /// How far a character's ink rises above the baseline at `size` points.
  public func top(_ c: Unicode.Scalar, size: Double) -> Double { (tops[c] ?? 0) * size / unitsPerEm }

  /// UIKit's `lineHeight` at `size`: ascender − descender + line gap.
  public func lineHeight(size: Double) -> Double { (ascender - descender + lineGap) * size / unitsPerEm }
  public func ascent(size: Double) -> Double { ascender * size / unitsPerEm }
}
