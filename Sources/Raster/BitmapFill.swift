import Geometry

/// Filling a path with a bitmap: the same exact-area coverage as a plain fill, each pixel's
/// colour the bitmap's at the pixel's centre mapped back into the item's coordinates, sampled
/// bilinearly between its pixels' centres (premultiplied, so edges do not darken).
extension Rasterizer {
  /// Fills `path` mapped by `transform` (item points → device pixels) with `bitmap` stretched
  /// over `rect` (in the path's coordinates), each pixel multiplied by `tint`. Under perspective
  /// the plane z = 0 maps to the device by a homography; each pixel's sample comes from its
  /// inverse, so a bitmap on a turning card foreshortens as the card does.
  public mutating func fill(
    _ path: BezierPath, transform: Transform3D, bitmap: Bitmap, rect: Rect, tint: Color, opacity: Double,
    into pixmap: inout Pixmap
  ) {
    guard bitmap.width > 0, bitmap.height > 0, rect.width > 0, rect.height > 0, path.isFinite,
      let inverse = Homography(transform).inverted
    else { return }
    let polygons = devicePolygons(path, transform)
    let alpha = Float(min(max(opacity, 0), 1))
    guard alpha > 0 else { return }
    let (w, h) = (bitmap.width, bitmap.height)
    let sx = Double(w) / rect.width, sy = Double(h) / rect.height
    let k = (
      Float(min(max(tint.red, 0), 1)) * alpha, Float(min(max(tint.green, 0), 1)) * alpha,
      Float(min(max(tint.blue, 0), 1)) * alpha, Float(min(max(tint.alpha, 0), 1)) * alpha
    )
    let pixels = bitmap.premultipliedRGBA
    func source(_ x: Int, _ y: Int) -> SourceColor {
      guard let q = inverse.apply(to: Point(Double(x) + 0.5, Double(y) + 0.5)) else { return .init(premultiplied: 0, 0, 0, 0) }
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
    fill(polygons: polygons, into: &pixmap, source: source)
  }
}

extension SourceColor {
  /// A premultiplied colour given as 0…255 channels.
  init(premultiplied r: Float, _ g: Float, _ b: Float, _ a: Float) {
    (self.r, self.g, self.b, self.a) = (r, g, b, a)
    opaque = nil
  }
}

/// A projective map of the plane, in row-vector convention (`[x, y, 1] · H`, then divided by
/// the third coordinate): the part of a `CATransform3D` that acts on a layer's plane z = 0.
struct Homography {
  var m: [Double]  // row-major 3 × 3

  init(_ t: Transform3D) { m = [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44] }
  init(m: [Double]) { self.m = m }

  /// The inverse map; nil when the plane collapses to a line (seen edge-on).
  var inverted: Homography? {
    let (a, b, c, d, e, f, g, h, i) = (m[0], m[1], m[2], m[3], m[4], m[5], m[6], m[7], m[8])
    let det = a * (e * i - f * h) - b * (d * i - f * g) + c * (d * h - e * g)
    guard det.isFinite, abs(det) > 1e-12 else { return nil }
    let r = 1 / det
    return Homography(m: [
      (e * i - f * h) * r, (c * h - b * i) * r, (b * f - c * e) * r,
      (f * g - d * i) * r, (a * i - c * g) * r, (c * d - a * f) * r,
      (d * h - e * g) * r, (b * g - a * h) * r, (a * e - b * d) * r,
    ])
  }

  /// Where `p` goes; nil behind the eye (w ≤ 0).
  func apply(to p: Point) -> Point? {
    let w = p.x * m[2] + p.y * m[5] + m[8]
    guard w != 0, w.isFinite else { return nil }
    return Point((p.x * m[0] + p.y * m[3] + m[6]) / w, (p.x * m[1] + p.y * m[4] + m[7]) / w)
  }
}
