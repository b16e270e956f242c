import Geometry

/// Fills paths into a `Pixmap`: transform, flatten in device space, accumulate exact-area
/// coverage, composite source-over in premultiplied RGBA8. Keep one and reuse it: it holds the
/// coverage buffers between fills.
public struct Rasterizer: Sendable {
  /// The largest distance between a curve and its flattened polyline, in device pixels.
  public var tolerance: Double
  var accumulator = CoverageAccumulator()
  /// The pixels written since it was last set to nil, as a box (x1, y1 exclusive) clipped to
  /// the pixmap: where a caller that drew a mask needs to look for coverage.
  public var touched: PixelBox?

  public init(tolerance: Double = BezierPath.defaultTolerance) {
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
    rule: FillRule = .nonZero, opacity: Double = 1, into pixmap: inout Pixmap
  ) {
    guard path.isFinite else { return }
    fill(polygons: devicePolygons(path, transform), color: color, rule: rule, opacity: opacity, into: &pixmap)
  }

  /// `path` flattened into device-pixel polygons through `transform`, as `fill` describes.
  func devicePolygons(_ path: BezierPath, _ transform: Transform3D) -> [[Point]] {
    if let affine = transform.affine { return path.applying(affine).flattened(tolerance: tolerance) }
    return path.flattened(tolerance: tolerance / Self.largestScale(transform)).compactMap { poly in
      let projected = poly.compactMap { transform.project($0) }
      return projected.count == poly.count ? projected : nil
    }
  }

  /// Strokes `path` mapped by `transform`: flattened and stroked in path space (line widths
  /// are path units, as in Core Graphics, so a skew or non-uniform scale shapes the stroke too),
  /// trimmed to `strokeStart…strokeEnd` of its length, dashed, then mapped and filled non-zero.
  /// Tolerances are divided by the transform's largest scale so they hold in device pixels.
  public mutating func stroke(
    _ path: BezierPath, style: StrokeStyle, strokeStart: Double = 0, strokeEnd: Double = 1,
    transform: Transform3D = .identity, color: Color, opacity: Double = 1, into pixmap: inout Pixmap
  ) {
    guard path.isFinite, style.width > 0 else { return }
    let t = tolerance / Self.largestScale(transform)
    let lines = path.polylines(tolerance: t).trimmed(from: strokeStart, to: strokeEnd)
      .dashed(pattern: style.dashPattern, phase: style.dashPhase)
    let outline = style.outline(lines, tolerance: t)
    let mapped: [[Point]]
    if let affine = transform.affine {
      mapped = outline.map { $0.map(affine.apply) }
    } else {
      mapped = outline.compactMap { poly in
        let projected = poly.compactMap { transform.project($0) }
        return projected.count == poly.count ? projected : nil
      }
    }
    fill(polygons: mapped, color: color, rule: .nonZero, opacity: opacity, into: &pixmap)
  }

  /// The pixels of `pixmap` a box in device pixels covers (whole pixels, clipped); nil when it
  /// covers none or is not finite.
  static func pixelBox(_ box: Rect, in pixmap: Pixmap) -> PixelBox? {
    guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite else { return nil }
    let x0 = max(0, Int(saturating: box.minX.rounded(.down)))
    let x1 = min(pixmap.width, Int(saturating: box.maxX.rounded(.up)))
    let y0 = max(0, Int(saturating: box.minY.rounded(.down)))
    let y1 = min(pixmap.height, Int(saturating: box.maxY.rounded(.up)))
    return x0 < x1 && y0 < y1 ? PixelBox(x0: x0, y0: y0, x1: x1, y1: y1) : nil
  }

  /// Fills polygons given in device pixels (each implicitly closed).
  public mutating func fill(
    polygons: [[Point]], color: Color, rule: FillRule = .nonZero, opacity: Double = 1,
    into pixmap: inout Pixmap
  ) {
    let alpha = min(max(color.alpha * opacity, 0), 1)
    guard alpha > 0, let box = Self.bounds(of: polygons), let pixels = Self.pixelBox(box, in: pixmap) else { return }
    let source = SourceColor(color, alpha: alpha)
    let (x0, y0, x1, y1) = (pixels.x0, pixels.y0, pixels.x1, pixels.y1)
    touched = pixels.union(touched)
    if polygons.count == 1, Self.isAxisAlignedRectangle(polygons[0]) {
      Self.fillRectangle(box, source, into: &pixmap)
      return
    }
    accumulator.reset(width: x1 - x0, height: y1 - y0)
    accumulator.add(polygons: polygons, offset: Point(Double(x0), Double(y0)))
    let width = pixmap.width
    pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
      accumulator.drain(
        rule: rule,
        run: { row, a, b, coverage in
          Compositor.blendRun(
            source, coverage: coverage, count: b - a, into: pixels, at: 4 * ((y0 + row) * width + x0 + a))
        },
        cells: { row, a, coverage in
          Compositor.blendRow(source, coverage: coverage, into: pixels, at: 4 * ((y0 + row) * width + x0 + a))
        })
    }
  }

  /// How much `transform` stretches path units at most (for tolerances in path space): the
  /// larger singular value when affine, a row-sum bound otherwise; never below 1e-9.
  static func largestScale(_ transform: Transform3D) -> Double {
    if let affine = transform.affine { return max(affine.maximumScale, 1e-9) }
    return max(
      transform.m11.magnitude + transform.m21.magnitude, transform.m12.magnitude + transform.m22.magnitude, 1e-9)
  }

  /// The bounding box of every point (a plain loop: the generic joined sequence is slow).
  static func bounds(of polygons: [[Point]]) -> Rect? {
    var lo = Point(Double.infinity, Double.infinity), hi = Point(-Double.infinity, -Double.infinity)
    for polygon in polygons {
      for p in polygon {
        if p.x < lo.x { lo.x = p.x }
        if p.y < lo.y { lo.y = p.y }
        if p.x > hi.x { hi.x = p.x }
        if p.y > hi.y { hi.y = p.y }
      }
    }
    guard lo.x <= hi.x, lo.y <= hi.y else { return nil }
    return Rect(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }

  /// Four corners, each edge horizontal or vertical (backgrounds, untransformed bounds).
  static func isAxisAlignedRectangle(_ p: [Point]) -> Bool {
    guard p.count == 4 else { return false }
    let horizontalFirst = p[0].y == p[1].y && p[1].x == p[2].x && p[2].y == p[3].y && p[3].x == p[0].x
    let verticalFirst = p[0].x == p[1].x && p[1].y == p[2].y && p[2].x == p[3].x && p[3].y == p[0].y
    return horizontalFirst || verticalFirst
  }

  /// Exact coverage of an axis-aligned rectangle: each pixel's overlap is its horizontal
  /// overlap times its vertical overlap.
  static func fillRectangle(_ r: Rect, _ source: SourceColor, into pixmap: inout Pixmap) {
    let x0 = max(0, Int(saturating: r.minX.rounded(.down))), x1 = min(pixmap.width, Int(saturating: r.maxX.rounded(.up)))
    let y0 = max(0, Int(saturating: r.minY.rounded(.down))), y1 = min(pixmap.height, Int(saturating: r.maxY.rounded(.up)))
    guard x0 < x1, y0 < y1 else { return }
    func overlap(_ i: Int, _ lo: Double, _ hi: Double) -> Float {
      Float(max(0, min(hi, Double(i + 1)) - max(lo, Double(i))))
    }
    let width = pixmap.width
    let left = overlap(x0, r.minX, r.maxX), right = overlap(x1 - 1, r.minX, r.maxX)
    pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
      for y in y0..<y1 {
        let cy = overlap(y, r.minY, r.maxY)
        let rowStart = 4 * y * width
        if x1 - x0 == 1 {
          Compositor.blendRun(source, coverage: left * cy, count: 1, into: pixels, at: rowStart + 4 * x0)
          continue
        }
        Compositor.blendRun(source, coverage: left * cy, count: 1, into: pixels, at: rowStart + 4 * x0)
        Compositor.blendRun(source, coverage: cy, count: x1 - x0 - 2, into: pixels, at: rowStart + 4 * (x0 + 1))
        Compositor.blendRun(source, coverage: right * cy, count: 1, into: pixels, at: rowStart + 4 * (x1 - 1))
      }
    }
  }
}

/// A rectangle of whole pixels: columns x0..<x1, rows y0..<y1.
public struct PixelBox: Hashable, Sendable {
  public var x0, y0, x1, y1: Int

  public init(x0: Int, y0: Int, x1: Int, y1: Int) {
    (self.x0, self.y0, self.x1, self.y1) = (x0, y0, x1, y1)
  }

  /// The smallest box holding both (this one when `other` is nil).
  public func union(_ other: PixelBox?) -> PixelBox {
    guard let o = other else { return self }
    return PixelBox(x0: min(x0, o.x0), y0: min(y0, o.y0), x1: max(x1, o.x1), y1: max(y1, o.y1))
  }

  /// The pixels in both, nil when they do not overlap.
  public func intersection(_ o: PixelBox) -> PixelBox? {
    let box = PixelBox(x0: max(x0, o.x0), y0: max(y0, o.y0), x1: min(x1, o.x1), y1: min(y1, o.y1))
    return box.x0 < box.x1 && box.y0 < box.y1 ? box : nil
  }
}

/// A paint colour as premultiplied floats (0…255 scale) plus its 8-bit opaque form.
struct SourceColor {
  var r, g, b, a: Float
  var opaque: PremultipliedColor?
  /// The opaque colour as one RGBA8 word in memory order.
  var opaqueWord: UInt32? { opaque?.word }

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
  /// `count` pixels of constant coverage.
  @inline(__always)
  static func blendRun(
    _ s: SourceColor, coverage: Float, count: Int, into dst: UnsafeMutableBufferPointer<UInt8>,
    at start: Int
  ) {
    let c = (coverage * 255).rounded() / 255
    guard c > 0, count > 0 else { return }
    if c >= 1, let word = s.opaqueWord {
      UnsafeMutableRawPointer(dst.baseAddress! + start).withMemoryRebound(to: UInt32.self, capacity: count) {
        $0.update(repeating: word, count: count)
      }
      return
    }
    let r = s.r * c, g = s.g * c, b = s.b * c, a = s.a * c
    let inverse = 1 - a / 255
    // Runs usually cover a uniform backdrop: blend a pixel once, reuse it while the backdrop
    // stays the same.
    UnsafeMutableRawPointer(dst.baseAddress! + start).withMemoryRebound(to: UInt32.self, capacity: count) { words in
      var lastIn: UInt32 = 0, lastOut: UInt32 = 0, primed = false
      for k in 0..<count {
        let w = words[k]
        if primed && w == lastIn {
          words[k] = lastOut
          continue
        }
        // Channels in memory order r, g, b, a (little-endian words).
        func blend(_ source: Float, _ shift: UInt32) -> UInt32 {
          UInt32(UInt8(source + Float((w >> shift) & 0xff) * inverse + 0.5)) << shift
        }
        let out = blend(r, 0) | blend(g, 8) | blend(b, 16) | blend(a, 24)
        words[k] = out
        (lastIn, lastOut, primed) = (w, out, true)
      }
    }
  }

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
