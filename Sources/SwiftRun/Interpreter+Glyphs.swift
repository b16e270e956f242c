import Animation
import Geometry

extension Interpreter {
  /// Warns once when text in `tree` has characters Wobble's pixel font lacks (emoji above
  /// all): they are drawn as hollow boxes, which is not what iOS shows.
  func noteMissingGlyphs(in tree: Layer) {
    guard warnings["glyphs"] == nil else { return }
    var missing: [Character] = []
    func scan(_ layer: Layer) {
      if case .text(let style) = layer.content {
        for c in style.string where !c.isWhitespace && !PixelFont.has(c) && !missing.contains(c) { missing.append(c) }
      }
      layer.sublayers.forEach(scan)
      if let mask = layer.mask { scan(mask) }
    }
    scan(tree)
    guard !missing.isEmpty else { return }
    let shown = String(missing.prefix(8))
    warn(
      "glyphs",
      "\(shown) \(missing.count == 1 ? "is" : "are") drawn as a hollow box: Wobble's pixel font has no such glyph "
        + "(colour emoji and real fonts are not drawn yet)")
  }
}
