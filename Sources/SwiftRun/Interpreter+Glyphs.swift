import Animation
import Geometry
import Typesetting

extension Interpreter {
  /// The warning for text in `tree` with characters no font here can draw (with the fonts
  /// installed: none of the faces tried has them; without: the pixel font lacks them, emoji
  /// above all): they are drawn as hollow boxes, which is not what iOS shows; nil when there
  /// is none.
  static func missingGlyphsWarning(file: String, in tree: Layer) -> String? {
    let catalog = FontCatalog.shared
    let faces = catalog?.fallbacks ?? []
    var missing: [Character] = []
    func scan(_ layer: Layer) {
      if case .text(let style) = layer.content {
        let primary = catalog?.resolve(style.font)?.face
        for c in style.string where !c.isWhitespace && !missing.contains(c) {
          let drawn =
            catalog == nil ? PixelFont.has(c) : (primary?.covers(c) ?? false) || faces.contains { $0.covers(c) }
          if !drawn { missing.append(c) }
        }
      }
      layer.sublayers.forEach(scan)
      if let mask = layer.mask { scan(mask) }
    }
    scan(tree)
    guard !missing.isEmpty else { return nil }
    let verb = missing.count == 1 ? "is" : "are"
    if catalog == nil {
      return "\(file): \(String(missing.prefix(8))) \(verb) drawn as a hollow box: no fonts are installed "
        + "(Scripts/install-dependencies installs them) and Wobble's pixel font has no such glyph"
    }
    return "\(file): \(String(missing.prefix(8))) \(verb) drawn as a hollow box: no font installed here has it"
  }
}
