import Animation
import Geometry

extension Interpreter {
  /// The warning for text in `tree` with characters Wobble's pixel font lacks (emoji above
  /// all): they are drawn as hollow boxes, which is not what iOS shows; nil when there is none.
  static func missingGlyphsWarning(file: String, in tree: Layer) -> String? {
    var missing: [Character] = []
    func scan(_ layer: Layer) {
      if case .text(let style) = layer.content {
        for c in style.string where !c.isWhitespace && !PixelFont.has(c) && !missing.contains(c) { missing.append(c) }
      }
      layer.sublayers.forEach(scan)
      if let mask = layer.mask { scan(mask) }
    }
    scan(tree)
    guard !missing.isEmpty else { return nil }
    return "\(file): \(String(missing.prefix(8))) \(missing.count == 1 ? "is" : "are") drawn as a hollow box: "
      + "Wobble's pixel font has no such glyph (colour emoji and real fonts are not drawn yet)"
  }
}
