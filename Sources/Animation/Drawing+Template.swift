import Geometry

extension Drawing {
  /// The drawing as a template image draws (`UIImage.RenderingMode.alwaysTemplate`): "ignoring
  /// its color information", each paint in `tint` at the paint's own alpha times the tint's.
  /// Gradients keep their stops' alphas; a bitmap keeps each pixel's alpha.
  public func inTemplateColor(_ tint: Color) -> Drawing {
    func recoloured(_ c: Color) -> Color { Color(red: tint.red, green: tint.green, blue: tint.blue, alpha: c.alpha * tint.alpha) }
    var result = self
    for i in result.operations.indices {
      switch result.operations[i].paint {
      case .fill(let c, let rule): result.operations[i].paint = .fill(recoloured(c), rule)
      case .stroke(let c, let style): result.operations[i].paint = .stroke(recoloured(c), style)
      case .gradient(var g):
        g.colors = g.colors.map(recoloured)
        result.operations[i].paint = .gradient(g)
      case .bitmap(let b, let rect):
        result.operations[i].paint = .bitmap(b.inTemplateColor(tint), rect: rect)
      case .picture(let nested):
        result.operations[i].paint = .picture(nested.inTemplateColor(tint))
      }
    }
    return result
  }
}

extension Bitmap {
  /// Every pixel in `tint` (premultiplied) at its own alpha times the tint's.
  public func inTemplateColor(_ tint: Color) -> Bitmap {
    let clamp = { (x: Double) in min(max(x.isNaN ? 0 : x, 0), 1) }
    let (r, g, b, a) = (clamp(tint.red), clamp(tint.green), clamp(tint.blue), clamp(tint.alpha))
    var pixels = premultipliedRGBA
    for p in stride(from: 0, to: pixels.count, by: 4) {
      let alpha = Double(pixels[p + 3]) * a
      pixels[p] = UInt8((r * alpha).rounded())
      pixels[p + 1] = UInt8((g * alpha).rounded())
      pixels[p + 2] = UInt8((b * alpha).rounded())
      pixels[p + 3] = UInt8(alpha.rounded())
    }
    return Bitmap(width: width, height: height, premultipliedRGBA: pixels)
  }
}
