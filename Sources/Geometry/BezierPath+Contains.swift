#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension BezierPath {
  /// Whether `p` is inside the area a fill of the path covers (`UIBezierPath.contains(_:)`,
  /// `CGPath.contains(_:using:)`): open subpaths closed as a fill closes them, the winding
  /// number counted with the non-zero rule or its parity with the even-odd rule. Curves are
  /// flattened to within `tolerance` (0.01 of the path's units by default), so a point that
  /// close to the outline may answer either way.
  public func contains(_ p: Point, evenOdd: Bool = false, tolerance: Double = 0.01) -> Bool {
    var winding = 0
    for polygon in flattened(tolerance: tolerance) {
      for i in polygon.indices {
        let a = polygon[i], b = polygon[(i + 1) % polygon.count]
        // Crossings of the ray from p towards +x, signed by the edge's direction.
        if a.y <= p.y, b.y > p.y, cross(a, b, p) > 0 { winding += 1 }
        if a.y > p.y, b.y <= p.y, cross(a, b, p) < 0 { winding -= 1 }
      }
    }
    return evenOdd ? winding % 2 != 0 : winding != 0
  }

  /// Positive when `p` lies left of the edge a → b (in y-up terms).
  private func cross(_ a: Point, _ b: Point, _ p: Point) -> Double {
    (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
  }

  /// Core Graphics' `addArc(tangent1End:tangent2End:radius:)`: a line from the current point
  /// to where a circle of `radius` touches the line towards `t1`, then the arc round to where
  /// it touches the line from `t1` to `t2`. Collinear points, or a radius of 0, add a line to
  /// `t1` only, as Core Graphics does.
  public mutating func addArc(tangent1End t1: Point, tangent2End t2: Point, radius: Double) {
    let p0 = elements.isEmpty ? t1 : currentPoint
    func unit(_ v: Point) -> Point? {
      let n = (v.x * v.x + v.y * v.y).squareRoot()
      return n > 0 ? Point(v.x / n, v.y / n) : nil
    }
    guard radius > 0, let u1 = unit(Point(p0.x - t1.x, p0.y - t1.y)), let u2 = unit(Point(t2.x - t1.x, t2.y - t1.y)) else {
      if elements.isEmpty { move(to: t1) } else { line(to: t1) }
      return
    }
    let cosine = Swift.max(-1, Swift.min(1, u1.x * u2.x + u1.y * u2.y))
    let angle = acos(cosine)
    guard angle > 1e-9, angle < Double.pi - 1e-9 else {
      line(to: t1)
      return
    }
    let reach = radius / tan(angle / 2)
    let start = Point(t1.x + u1.x * reach, t1.y + u1.y * reach)
    let end = Point(t1.x + u2.x * reach, t1.y + u2.y * reach)
    guard let bisector = unit(Point(u1.x + u2.x, u1.y + u2.y)) else { return }
    let distance = radius / sin(angle / 2)
    let center = Point(t1.x + bisector.x * distance, t1.y + bisector.y * distance)
    let a0 = atan2(start.y - center.y, start.x - center.x), a1 = atan2(end.y - center.y, end.x - center.x)
    var sweep = a1 - a0
    while sweep > Double.pi { sweep -= 2 * Double.pi }
    while sweep < -Double.pi { sweep += 2 * Double.pi }
    addArc(center: center, radius: radius, startAngle: a0, endAngle: a0 + sweep, clockwise: sweep >= 0)
  }
}
