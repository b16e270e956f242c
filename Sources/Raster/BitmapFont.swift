import Geometry

/// A 5×7 pixel font for frame labels: digits, `.`, `-`, `+`, `:`, `=`, space, and the unit
/// letters `s`, `m`, `x`. Other characters draw as a hollow box, so a label never silently loses
/// a character.
public enum BitmapFont {
  public static let glyphWidth = 5
  public static let glyphHeight = 7
  /// Advance per character, in font pixels (glyph plus one column of spacing).
  public static let advance = 6

  // Each glyph: 7 rows of 5 columns, "#" = ink.
  private static let glyphs: [Character: [String]] = [
    "0": [" ### ", "#   #", "#  ##", "# # #", "##  #", "#   #", " ### "],
    "1": ["  #  ", " ##  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
    "2": [" ### ", "#   #", "    #", "   # ", "  #  ", " #   ", "#####"],
    "3": ["#####", "   # ", "  #  ", "   # ", "    #", "#   #", " ### "],
    "4": ["   # ", "  ## ", " # # ", "#  # ", "#####", "   # ", "   # "],
    "5": ["#####", "#    ", "#### ", "    #", "    #", "#   #", " ### "],
    "6": ["  ## ", " #   ", "#    ", "#### ", "#   #", "#   #", " ### "],
    "7": ["#####", "    #", "   # ", "  #  ", " #   ", " #   ", " #   "],
    "8": [" ### ", "#   #", "#   #", " ### ", "#   #", "#   #", " ### "],
    "9": [" ### ", "#   #", "#   #", " ####", "    #", "   # ", " ##  "],
    ".": ["     ", "     ", "     ", "     ", "     ", " ##  ", " ##  "],
    "-": ["     ", "     ", "     ", "#####", "     ", "     ", "     "],
    "+": ["     ", "  #  ", "  #  ", "#####", "  #  ", "  #  ", "     "],
    ":": ["     ", " ##  ", " ##  ", "     ", " ##  ", " ##  ", "     "],
    "=": ["     ", "     ", "#####", "     ", "#####", "     ", "     "],
    " ": ["     ", "     ", "     ", "     ", "     ", "     ", "     "],
    "s": ["     ", "     ", " ####", "#    ", " ### ", "    #", "#### "],
    "m": ["     ", "     ", "## # ", "# # #", "# # #", "#   #", "#   #"],
    "x": ["     ", "     ", "#   #", " # # ", "  #  ", " # # ", "#   #"],
    "v": ["     ", "     ", "#   #", "#   #", "#   #", " # # ", "  #  "],
    "e": ["     ", "     ", " ### ", "#   #", "#####", "#    ", " ### "],
    "l": [" ##  ", "  #  ", "  #  ", "  #  ", "  #  ", "  #  ", " ### "],
    "o": ["     ", "     ", " ### ", "#   #", "#   #", "#   #", " ### "],
    "c": ["     ", "     ", " ### ", "#    ", "#    ", "#   #", " ### "],
    "i": ["  #  ", "     ", " ##  ", "  #  ", "  #  ", "  #  ", " ### "],
    "t": [" #   ", " #   ", "#### ", " #   ", " #   ", " #  #", "  ## "],
    "y": ["     ", "     ", "#   #", "#   #", " ####", "    #", " ### "],
    "p": ["     ", "     ", "#### ", "#   #", "#### ", "#    ", "#    "],
    "a": ["     ", "     ", " ### ", "    #", " ####", "#   #", " ####"],
    "k": ["#    ", "#    ", "#  # ", "# #  ", "##   ", "# #  ", "#  # "],
    "/": ["    #", "    #", "   # ", "  #  ", " #   ", "#    ", "#    "],
    ",": ["     ", "     ", "     ", "     ", " ##  ", "  #  ", " #   "],
  ]
  private static let missing = ["#####", "#   #", "#   #", "#   #", "#   #", "#   #", "#####"]

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
      let rows = glyphs[ch] ?? glyphs[Character(ch.lowercased())] ?? missing
      for (r, line) in rows.enumerated() {
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
