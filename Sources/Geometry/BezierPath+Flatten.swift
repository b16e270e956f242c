extension BezierPath {
  /// The default flattening tolerance, in device pixels.
  public static let defaultTolerance = 0.25

  /// The path as closed polygons, one per subpath, ready for a fill.
  ///
  /// - Parameter tolerance: the largest distance allowed between the curve and the polyline, in
  ///   the path's own units (pass device pixels after transforming the path to device space).
  ///   Segment counts come from Wang's formula, so the bound holds for every segment.
  /// - Returns: polygons whose last point is not repeated; open subpaths are closed implicitly,
  ///   as a fill does. Subpaths with fewer than two points are dropped.
  public func flattened(tolerance: Double = defaultTolerance) -> [[Point]] {
    var polygons: [[Point]] = []
    var current: [Point] = []
    var pen = Point.zero
    func finish() {
      if current.count > 1 { polygons.append(current) }
      current = []
    }
    for e in elements {
      switch e {
      case .move(let p):
        finish()
        current = [p]
        pen = p
      case .line(let p):
        current.append(p)
        pen = p
      case .quad(let p, let c):
        let c1 = pen + (c - pen) * (2.0 / 3.0)
        let c2 = p + (c - p) * (2.0 / 3.0)
        appendCubic(CubicBezier(pen, c1, c2, p), tolerance: tolerance, to: &current)
        pen = p
      case .cubic(let p, let c1, let c2):
        appendCubic(CubicBezier(pen, c1, c2, p), tolerance: tolerance, to: &current)
        pen = p
      case .close:
        if let first = current.first { pen = first }
        finish()
        current = [pen]
      }
    }
    finish()
    return polygons
  }

  private func appendCubic(_ c: CubicBezier, tolerance: Double, to out: inout [Point]) {
    let n = c.segmentCount(tolerance: tolerance)
    let step = 1 / Double(n)
    for i in 1..<n { out.append(c.point(at: Double(i) * step)) }
    out.append(c.p3)
  }
}
