import Geometry

/// One line of text set in a font with per-character fallback, in points: glyph outlines and
/// colour glyphs placed along a baseline at y = 0 (y down, as UIKit draws), starting at x = 0.
public struct SetLine: Sendable {
  /// The glyph outlines, filled non-zero, in points.
  public var outlines = BezierPath()
  /// Colour glyphs (emoji) and the rectangles they fill, in points.
  public var images: [(bitmap: Bitmap, rect: Rect)] = []
  /// The glyphs drawn by one face, in order: what Core Text calls a run (`CTRun`).
  public struct Run: Sendable {
    public let face: FontFace
    /// Glyph indices in `face`.
    public var glyphs: [UInt32] = []
    /// Each glyph's origin on the baseline, in points from the line's start (y as Core Text
    /// gives it: up; 0 on the baseline).
    public var positions: [Point] = []
    /// Each glyph's advance, in points.
    public var advances: [Double] = []
  }
  public var runs: [Run] = []

  /// How far the next line's pen would start: the sum of advances, in points.
  public var advance = 0.0
  /// The primary face's ascent and descent (both positive) and leading, in points: UIKit's
  /// `UIFont.ascender`, `-descender`, `leading`.
  public var ascent = 0.0, descent = 0.0, leading = 0.0

  /// UIKit's `lineHeight`: ascent + descent + leading.
  public var lineHeight: Double { ascent + descent + leading }

  /// An empty line, for a caller that fills it in (text drawn without fonts).
  public init() {}

  /// `text` set in `request`'s face from `catalog`, each character the primary face lacks
  /// taken from the first fallback that has it (emoji from the colour font first, as iOS
  /// shows emoji presentation).
  /// `kern` points are added after each glyph (an attributed string's `.kern`, as Core Text
  /// applies it: after the last one too).
  public init(_ text: String, _ request: FontRequest, kern: Double = 0, catalog: FontCatalog) {
    guard let (primary, _) = catalog.resolve(request) else { return }
    let scale = request.size / primary.unitsPerEm
    ascent = primary.ascender * scale
    descent = -primary.descender * scale
    leading = primary.lineGap * scale
    let fallbacks = catalog.fallbacks
    let emoji = fallbacks.first { $0.hasColorBitmaps }
    func face(for character: Character) -> FontFace {
      if Self.isEmojiPresentation(character), let emoji, emoji.covers(character) { return emoji }
      if primary.covers(character) { return primary }
      return fallbacks.first { $0.covers(character) } ?? primary
    }
    // Runs of characters drawn by one face, each shaped whole (kerning and ligatures inside).
    var runs: [(face: FontFace, text: String)] = []
    for character in text {
      let f = face(for: character)
      if let last = runs.last, last.face === f {
        runs[runs.count - 1].text.append(character)
      } else {
        runs.append((f, String(character)))
      }
    }
    var pen = 0.0
    for (f, run) in runs {
      let s = request.size / f.unitsPerEm
      var placed = Run(face: f)
      for g in f.shape(run) {
        placed.glyphs.append(g.glyph)
        placed.positions.append(Point(pen + g.offset.x * s, g.offset.y * s))
        placed.advances.append(g.advance * s)
        let origin = Point(pen + g.offset.x * s, -g.offset.y * s)
        if f.hasColorBitmaps, let image = f.image(g.glyph) {
          let box = image.box
          images.append(
            (
              image.bitmap,
              Rect(x: origin.x + box.minX * s, y: origin.y - box.maxY * s, width: box.width * s, height: box.height * s)
            ))
        } else {
          // Font units, y up → points, y down, at the pen.
          let map = AffineTransform(a: s, b: 0, c: 0, d: -s, tx: origin.x, ty: origin.y)
          outlines.append(f.outline(g.glyph).applying(map))
        }
        pen += g.advance * s + kern
      }
      self.runs.append(placed)
    }
    advance = pen
  }

  /// Whether iOS shows `character` as a colour emoji: one with emoji presentation by default,
  /// or asked for by U+FE0F, or a keycap or flag sequence.
  static func isEmojiPresentation(_ character: Character) -> Bool {
    let scalars = character.unicodeScalars
    if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }) { return true }
    if scalars.contains(where: { $0.value == 0xFE0E }) { return false }
    return scalars.first.map { $0.properties.isEmojiPresentation } ?? false
  }
}
