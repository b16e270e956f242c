extension BezierPath {
  /// The tight bounding box of the curve itself, excluding control points that lie outside it
  /// (`UIBezierPath.bounds`, `CGPath.boundingBoxOfPath`). Exact up to rounding: each cubic's
  /// extremes are found from the roots of its derivative.
  public var bounds: Rect {
    var extremes: [Point] = []
    var current = Point.zero
    var start = Point.zero
    for e in elements {
      switch e {
      case .move(let p):
        current = p
        start = p
        extremes.append(p)
      case .line(let p):
        extremes.append(p)
        current = p
      case .quad(let p, let c):
        let q = CubicBezier(quadFrom: current, control: c, to: p)
        extremes += Self.cubicExtremes(q.p0, q.p1, q.p2, q.p3)
        current = p
      case .cubic(let p, let c1, let c2):
        extremes += Self.cubicExtremes(current, c1, c2, p)
        current = p
      case .close:
        current = start
      }
    }
    return Rect(enclosing: extremes) ?? .zero
  }

  /// The end point and the interior extremes in x and y of one cubic.
  static func cubicExtremes(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) -> [Point] {
    var ts: [Double] = []
    for axis in [\Point.x, \Point.y] {
      let a0 = p0[keyPath: axis], a1 = p1[keyPath: axis]
      let a2 = p2[keyPath: axis], a3 = p3[keyPath: axis]
      // B'(t)/3 = A t² + B t + C
      let qa = -a0 + 3 * a1 - 3 * a2 + a3
      let qb = 2 * (a0 - 2 * a1 + a2)
      let qc = a1 - a0
      ts += quadraticRoots(qa, qb, qc).filter { $0 > 0 && $0 < 1 }
    }
    return ts.map { CubicBezier(p0, p1, p2, p3).point(at: $0) } + [p3]
  }

  static func quadraticRoots(_ a: Double, _ b: Double, _ c: Double) -> [Double] {
    if abs(a) < 1e-12 {
      return abs(b) < 1e-12 ? [] : [-c / b]
    }
    let disc = b * b - 4 * a * c
    if disc < 0 { return [] }
    let r = disc.squareRoot()
    return [(-b + r) / (2 * a), (-b - r) / (2 * a)]
  }
}

/// One cubic Bézier segment.
public struct CubicBezier: Hashable, Sendable {
  public var p0, p1, p2, p3: Point

  public init(_ p0: Point, _ p1: Point, _ p2: Point, _ p3: Point) {
    (self.p0, self.p1, self.p2, self.p3) = (p0, p1, p2, p3)
  }

  /// The quadratic from `p0` through control `c` to `p2`, exactly, as a cubic (degree
  /// elevation: controls two thirds of the way to `c`).
  public init(quadFrom p0: Point, control c: Point, to p2: Point) {
    self.init(p0, p0 + (c - p0) * (2.0 / 3.0), p2 + (c - p2) * (2.0 / 3.0), p2)
  }

  /// The point at parameter `t` ∈ [0, 1] (de Casteljau form, exact at the ends).
  public func point(at t: Double) -> Point {
    let u = 1 - t
    let b0 = u * u * u, b1 = 3 * u * u * t, b2 = 3 * u * t * t, b3 = t * t * t
    return Point(
      b0 * p0.x + b1 * p1.x + b2 * p2.x + b3 * p3.x,
      b0 * p0.y + b1 * p1.y + b2 * p2.y + b3 * p3.y)
  }

  /// How many equal-parameter line segments keep the polyline within `tolerance` of the curve
  /// (Wang's formula: n = ⌈√(¾·max‖P₀−2P₁+P₂‖,‖P₁−2P₂+P₃‖ / tolerance)⌉, an upper bound on the
  /// distance between the curve and its chords).
  public func segmentCount(tolerance: Double) -> Int {
    let d1 = (p0 - p1 * 2 + p2).length
    let d2 = (p1 - p2 * 2 + p3).length
    let n = (0.75 * max(d1, d2) / tolerance).squareRoot().rounded(.up)
    guard n.isFinite else { return 1 }
    return max(1, min(Int(saturating: n), 10_000))
  }
}
