import Geometry

/// Filling a path with a gradient: the same exact-area coverage as a plain fill, each pixel's
/// colour the gradient's at the pixel's centre mapped back into the layer.
extension Rasterizer {
  /// Colours of the gradient sampled at this many parameters across 0…1: a step of at most
  /// 1/1023, below one 8-bit level for any gradient between two colours.
  static let gradientSamples = 1024

  /// Fills `path` mapped by `transform` (layer points → device pixels) with `gradient` laid over
  /// `bounds` (in the path's coordinates), each colour multiplied by `tint` (a replicator's).
  /// A transform with perspective fills with the gradient's middle colour.
  public mutating func fill(
    _ path: BezierPath, transform: Transform3D, gradient: Gradient, bounds: Rect, tint: Color, opacity: Double,
    into pixmap: inout Pixmap
  ) {
    guard path.isFinite, let affine = transform.affine, let inverse = affine.inverted else {
      fill(path, transform: transform, color: gradient.color(at: 0.5), opacity: opacity, into: &pixmap)
      return
    }
    let polygons = path.applying(affine).flattened(tolerance: tolerance)
    let alpha = min(max(opacity, 0), 1)
    guard alpha > 0 else { return }
    let n = Self.gradientSamples
    let table: [SourceColor] = (0..<n).map { i in
      let c = gradient.color(at: Double(i) / Double(n - 1))
      let tinted = Color(
        red: c.red * tint.red, green: c.green * tint.green, blue: c.blue * tint.blue, alpha: c.alpha * tint.alpha)
      return SourceColor(tinted, alpha: min(max(tinted.alpha, 0), 1) * alpha)
    }
    let nothing = SourceColor(.clear, alpha: 0)
    fill(polygons: polygons, into: &pixmap) { x, y in
      let q = inverse.apply(to: Point(Double(x) + 0.5, Double(y) + 0.5))
      guard let t = gradient.paintedParameter(at: q, in: bounds) else { return nothing }
      return table[Int((t * Double(n - 1)).rounded())]
    }
  }

  /// Fills device-pixel `polygons` (non-zero) with each pixel's colour from `source(x, y)`:
  /// the exact-area coverage of a plain fill, the colour varying per pixel (a gradient's, a
  /// bitmap's).
  mutating func fill(
    polygons: [[Point]], into pixmap: inout Pixmap, source: (_ x: Int, _ y: Int) -> SourceColor
  ) {
    guard let box = Self.bounds(of: polygons), let area = Self.pixelBox(box, in: pixmap) else { return }
    let (x0, y0, x1, y1) = (area.x0, area.y0, area.x1, area.y1)
    touched = area.union(touched)
    accumulator.reset(width: x1 - x0, height: y1 - y0)
    accumulator.add(polygons: polygons, offset: Point(Double(x0), Double(y0)))
    let width = pixmap.width
    pixmap.pixels.withUnsafeMutableBufferPointer { pixels in
      accumulator.drain(
        rule: .nonZero,
        run: { row, a, b, coverage in
          for x in (x0 + a)..<(x0 + b) {
            Compositor.blendPixel(source(x, y0 + row), coverage: coverage, into: pixels, at: 4 * ((y0 + row) * width + x))
          }
        },
        cells: { row, a, coverage in
          for (k, c) in coverage.enumerated() {
            let x = x0 + a + k
            Compositor.blendPixel(source(x, y0 + row), coverage: c, into: pixels, at: 4 * ((y0 + row) * width + x))
          }
        })
    }
  }
}

extension Compositor {
  /// One pixel, source-over, coverage rounded to 8 bits as the other blends do.
  @inline(__always)
  static func blendPixel(_ s: SourceColor, coverage: Float, into dst: UnsafeMutableBufferPointer<UInt8>, at i: Int) {
    let c = (coverage * 255).rounded() / 255
    guard c > 0 else { return }
    if c >= 1, let o = s.opaque {
      dst[i] = o.r
      dst[i + 1] = o.g
      dst[i + 2] = o.b
      dst[i + 3] = 255
      return
    }
    let inverse = 1 - s.a * c / 255
    dst[i] = UInt8(s.r * c + Float(dst[i]) * inverse + 0.5)
    dst[i + 1] = UInt8(s.g * c + Float(dst[i + 1]) * inverse + 0.5)
    dst[i + 2] = UInt8(s.b * c + Float(dst[i + 2]) * inverse + 0.5)
    dst[i + 3] = UInt8(s.a * c + Float(dst[i + 3]) * inverse + 0.5)
  }
}
