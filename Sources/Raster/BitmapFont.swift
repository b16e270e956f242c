import Geometry

/// Frame labels and plot axes in `PixelFont`, drawn into a pixmap at whole-pixel scales.
public enum BitmapFont {
  public static let glyphWidth = PixelFont.glyphWidth
  public static let glyphHeight = PixelFont.glyphHeight
  /// Advance per character, in font pixels (glyph plus one column of spacing).
  public static let advance = PixelFont.advance

  /// Width of `text` in device pixels at `scale` device pixels per font pixel.
  public static func width(of text: String, scale: Int) -> Int {
    max(0, text.count * advance - 1) * scale
  }

  /// Draws `text` with its top-left corner at (`x`, `y`), each font pixel a `scale`×`scale`
  /// square of `color`.
  public static func draw(
    _ text: String, at x: Int, _ y: Int, scale: Int, color: Color, into pixmap: inout Pixmap
  ) {
    var squares: [[Point]] = []
    for (n, ch) in text.enumerated() {
      for (r, line) in PixelFont.rows(for: ch).enumerated() {
        for (c, ink) in line.enumerated() where ink == "#" {
          let px = Double(x + (n * advance + c) * scale), py = Double(y + r * scale)
          let s = Double(scale)
          squares.append([
            Point(px, py), Point(px + s, py), Point(px + s, py + s), Point(px, py + s),
          ])
        }
      }
    }
    var rasterizer = Rasterizer()
    rasterizer.fill(polygons: squares, color: color, into: &pixmap)
  }
}
