import Geometry

/// Filling a path with a bitmap: the same exact-area coverage as a plain fill, each pixel's
/// colour the bitmap's at the pixel's centre mapped back into the item's coordinates, sampled
/// bilinearly between its pixels' centres (premultiplied, so edges do not darken).
extension Rasterizer {
  /// Fills `path` mapped by `transform` (item points → device pixels) with `bitmap` stretched
  /// over `rect` (in the path's coordinates), each pixel multiplied by `tint`. A transform
  /// with perspective fills with the bitmap's mean colour.
  public mutating func fill(
    _ path: BezierPath, transform: Transform3D, bitmap: Bitmap, rect: Rect, tint: Color, opacity: Double,
    into pixmap: inout Pixmap
  ) {
    guard bitmap.width > 0, bitmap.height > 0, rect.width > 0, rect.height > 0 else { return }
    guard path.isFinite, let affine = transform.affine, let inverse = affine.inverted else {
      fill(path, transform: transform, color: Self.mean(of: bitmap).multiplied(by: tint), opacity: opacity, into: &pixmap)
      return
    }
    let polygons = path.applying(affine).flattened(tolerance: tolerance)
    let alpha = Float(min(max(opacity, 0), 1))
    guard alpha > 0, let box = Self.bounds(of: polygons), box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite,
      box.maxY.isFinite
    else { return }
    let x0 = max(0, Int(saturating: box.minX.rounded(.down)))
    let x1 = min(pixmap.width, Int(saturating: box.maxX.rounded(.up)))
    let y0 = max(0, Int(saturating: box.minY.rounded(.down)))
    let y1 = min(pixmap.height, Int(saturating: box.maxY.rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }
    touched = PixelBox(x0: x0, y0: y0, x1: x1, y1: y1).union(touched)
    let (w, h) = (bitmap.width, bitmap.height)
    let sx = Double(w) / rect.width, sy = Double(h) / rect.height
    let k = (
      Float(min(max(tint.red, 0), 1)) * alpha, Float(min(max(tint.green, 0), 1)) * alpha,
      Float(min(max(tint.blue, 0), 1)) * alpha, Float(min(max(tint.alpha, 0), 1)) * alpha
    )
    let pixels = bitmap.premultipliedRGBA
    func source(_ x: Int, _ y: Int) -> SourceColor {
      let q = inverse.apply(to: Point(Double(x) + 0.5, Double(y) + 0.5))
      // Bitmap coordinates of the sample, pixel centres at half-integers.
      let u = min(max((q.x - rect.minX) * sx - 0.5, 0), Double(w - 1))
      let v = min(max((q.y - rect.minY) * sy - 0.5, 0), Double(h - 1))
      let (i0, j0) = (Int(u), Int(v))
      let (i1, j1) = (min(i0 + 1, w - 1), min(j0 + 1, h - 1))
      let (fu, fv) = (Float(u - Double(i0)), Float(v - Double(j0)))
      func channel(_ c: Int) -> Float {
        let a = Float(pixels[4 * (j0 * w + i0) + c]), b = Float(pixels[4 * (j0 * w + i1) + c])
        let d = Float(pixels[4 * (j1 * w + i0) + c]), e = Float(pixels[4 * (j1 * w + i1) + c])
        return (a + (b - a) * fu) * (1 - fv) + (d + (e - d) * fu) * fv
      }
      return SourceColor(premultiplied: channel(0) * k.0 * k.3, channel(1) * k.1 * k.3, channel(2) * k.2 * k.3, channel(3) * k.3)
    }
    accumulator.reset(width: x1 - x0, height: y1 - y0)
    accumulator.add(polygons: polygons, offset: Point(Double(x0), Double(y0)))
    let width = pixmap.width
    pixmap.pixels.withUnsafeMutableBufferPointer { out in
      accumulator.drain(
        rule: .nonZero,
        run: { row, a, b, coverage in
          for x in (x0 + a)..<(x0 + b) {
            Compositor.blendPixel(source(x, y0 + row), coverage: coverage, into: out, at: 4 * ((y0 + row) * width + x))
          }
        },
        cells: { row, a, coverage in
          for (i, c) in coverage.enumerated() {
            let x = x0 + a + i
            Compositor.blendPixel(source(x, y0 + row), coverage: c, into: out, at: 4 * ((y0 + row) * width + x))
          }
        })
    }
  }

  /// The bitmap's mean colour (unpremultiplied), for a fill that cannot map pixels back.
  static func mean(of bitmap: Bitmap) -> Color {
    var sum = (0.0, 0.0, 0.0, 0.0)
    let p = bitmap.premultipliedRGBA
    for i in stride(from: 0, to: p.count, by: 4) {
      sum = (sum.0 + Double(p[i]), sum.1 + Double(p[i + 1]), sum.2 + Double(p[i + 2]), sum.3 + Double(p[i + 3]))
    }
    guard sum.3 > 0 else { return .clear }
    let n = Double(bitmap.width * bitmap.height)
    return Color(red: sum.0 / sum.3, green: sum.1 / sum.3, blue: sum.2 / sum.3, alpha: sum.3 / n / 255)
  }
}

extension SourceColor {
  /// A premultiplied colour given as 0…255 channels.
  init(premultiplied r: Float, _ g: Float, _ b: Float, _ a: Float) {
    (self.r, self.g, self.b, self.a) = (r, g, b, a)
    opaque = nil
  }
}

extension Color {
  func multiplied(by t: Color) -> Color {
    Color(red: red * t.red, green: green * t.green, blue: blue * t.blue, alpha: alpha * t.alpha)
  }
}
