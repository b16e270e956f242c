import Geometry

/// Fills paths into a `Pixmap`: transform, flatten in device space, accumulate exact-area
/// coverage, composite source-over in premultiplied RGBA8.
public struct Canvas: Sendable {
  public var pixmap: Pixmap
  /// The largest distance between a curve and its flattened polyline, in device pixels.
  public var tolerance: Double
  private var accumulator = CoverageAccumulator()

  public init(pixmap: Pixmap, tolerance: Double = BezierPath.defaultTolerance) {
    self.pixmap = pixmap
    self.tolerance = tolerance
  }

  /// Fills `path` mapped by `transform` (path coordinates → device pixels).
  ///
  /// Affine transforms are applied to the control points before flattening, so `tolerance`
  /// holds in device pixels exactly. Perspective transforms flatten in path space with the
  /// tolerance divided by the transform's largest local scale, then project each point; points
  /// behind the eye (w ≤ 0) drop the subpath.
  public mutating func fill(
    _ path: BezierPath, transform: Transform3D = .identity, color: Color,
    rule: FillRule = .nonZero, opacity: Double = 1
  ) {
    guard path.isFinite else { return }
    let polygons: [[Point]]
    if let affine = transform.affine {
      polygons = path.applying(affine).flattened(tolerance: tolerance)
    } else {
      let scale = max(
        transform.m11.magnitude + transform.m21.magnitude,
        transform.m12.magnitude + transform.m22.magnitude, 1e-6)
      polygons = path.flattened(tolerance: tolerance / scale).compactMap { poly in
        let projected = poly.compactMap { transform.project($0) }
        return projected.count == poly.count ? projected : nil
      }
    }
    fill(polygons: polygons, color: color, rule: rule, opacity: opacity)
  }

  /// Fills polygons given in device pixels (each implicitly closed).
  public mutating func fill(
    polygons: [[Point]], color: Color, rule: FillRule = .nonZero, opacity: Double = 1
  ) {
    let alpha = min(max(color.alpha * opacity, 0), 1)
    guard alpha > 0, let box = Rect(enclosing: polygons.joined()),
      box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite
    else { return }
    let x0 = max(0, Int(box.minX.rounded(.down)))
    let x1 = min(pixmap.width, Int(box.maxX.rounded(.up)))
    let y0 = max(0, Int(box.minY.rounded(.down)))
    let y1 = min(pixmap.height, Int(box.maxY.rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }
    accumulator.reset(width: x1 - x0, height: y1 - y0)
    let offset = Point(Double(x0), Double(y0))
    for polygon in polygons {
      var previous = polygon[polygon.count - 1] - offset
      for point in polygon {
        let p = point - offset
        accumulator.addEdge(previous, p)
        previous = p
      }
    }
    let source = SourceColor(color, alpha: alpha)
    let width = pixmap.width
    pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
      accumulator.drain(rule: rule) { row, coverage in
        Compositor.blendRow(
          source, coverage: coverage, into: pixels, at: 4 * ((y0 + row) * width + x0))
      }
    }
  }
}

/// A paint colour as premultiplied floats (0…255 scale) plus its 8-bit opaque form.
struct SourceColor {
  var r, g, b, a: Float
  var opaque: PremultipliedColor?

  init(_ c: Color, alpha: Double) {
    let k = Float(alpha) * 255
    r = Float(min(max(c.red, 0), 1)) * k
    g = Float(min(max(c.green, 0), 1)) * k
    b = Float(min(max(c.blue, 0), 1)) * k
    a = k
    opaque = alpha >= 1 ? PremultipliedColor(c.withAlpha(1)) : nil
  }
}

/// Source-over compositing of one coverage row, premultiplied, rounding to nearest.
///
/// Coverage is rounded to 8 bits first (as pixman's A8 masks are), so an edge between two
/// colours produces at most 256 distinct blends: a frame of two colours then fits a sixel
/// palette exactly.
enum Compositor {
  @inline(__always)
  static func blendRow(
    _ s: SourceColor, coverage: UnsafeBufferPointer<Float>,
    into dst: UnsafeMutableBufferPointer<UInt8>, at start: Int
  ) {
    var i = start
    for exact in coverage {
      let c = (exact * 255).rounded() / 255
      if c >= 1, let o = s.opaque {
        dst[i] = o.r
        dst[i + 1] = o.g
        dst[i + 2] = o.b
        dst[i + 3] = 255
      } else if c > 0 {
        let inverse = 1 - s.a * c / 255
        dst[i] = UInt8(s.r * c + Float(dst[i]) * inverse + 0.5)
        dst[i + 1] = UInt8(s.g * c + Float(dst[i + 1]) * inverse + 0.5)
        dst[i + 2] = UInt8(s.b * c + Float(dst[i + 2]) * inverse + 0.5)
        dst[i + 3] = UInt8(s.a * c + Float(dst[i + 3]) * inverse + 0.5)
      }
      i += 4
    }
  }
}
