#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `CAShapeLayerLineJoin`.
public enum LineJoin: String, Hashable, Sendable, CaseIterable { case miter, round, bevel }
/// `CAShapeLayerLineCap`.
public enum LineCap: String, Hashable, Sendable, CaseIterable { case butt, round, square }

/// How a shape layer strokes its path (`lineWidth`, `lineJoin`, `lineCap`, `miterLimit`,
/// `lineDashPattern`, `lineDashPhase`), with Core Animation's defaults.
public struct StrokeStyle: Hashable, Sendable {
  public var width: Double = 1
  public var join: LineJoin = .miter
  public var cap: LineCap = .butt
  /// Miter joins whose length over the line width exceeds this (1/sin(φ/2) for a join angle
  /// φ) are beveled instead: the PostScript rule; 10 cuts joins sharper than about 11.5°.
  public var miterLimit: Double = 10
  public var dashPattern: [Double] = []
  public var dashPhase: Double = 0

  public init(
    width: Double = 1, join: LineJoin = .miter, cap: LineCap = .butt, miterLimit: Double = 10,
    dashPattern: [Double] = [], dashPhase: Double = 0
  ) {
    self.width = width
    self.join = join
    self.cap = cap
    self.miterLimit = miterLimit
    self.dashPattern = dashPattern
    self.dashPhase = dashPhase
  }

  /// Polygons that, filled with the non-zero rule, are the stroke of `lines` (already
  /// trimmed and dashed): one outline per open polyline (left side, end cap, right side back,
  /// start cap) and two opposite loops per closed one. Inner corners meet where the two offset
  /// lines cross, so the outline does not overlap itself there (overlaps would make the
  /// coverage accumulator over-count the edge pixels); where that crossing falls outside the
  /// short segments of a tight curve, the corner pivots through the vertex instead. Outer
  /// corners get the join. Round parts are polygons whose radius is enlarged to keep the exact
  /// area, within `tolerance` of the true arc.
  ///
  /// - Parameter tolerance: in the same units as the points.
  public func outline(_ lines: [Polyline], tolerance: Double) -> [[Point]] {
    let h = width / 2
    guard h > 0, h.isFinite else { return [] }
    var pieces: [[Point]] = []
    for line in lines {
      let points = Self.withoutRepeats(line.points, closed: line.isClosed)
      if points.count == 1 {
        let p = points[0]
        switch cap {
        case .butt: break
        case .round: pieces.append(Self.disc(p, h, tolerance))
        case .square: pieces.append([p + Point(-h, -h), p + Point(h, -h), p + Point(h, h), p + Point(-h, h)])
        }
        continue
      }
      guard points.count > 1 else { continue }
      if line.isClosed && points.count > 2 {
        let left = side(points, closed: true, sign: 1, h, tolerance)
        let right = side(points, closed: true, sign: -1, h, tolerance)
        // The larger loop is the outside: positive; the other negative, leaving the hole.
        let (outer, inner) = abs(Self.signedArea(left)) >= abs(Self.signedArea(right)) ? (left, right) : (right, left)
        pieces.append(Self.signedArea(outer) < 0 ? outer.reversed() : outer)
        pieces.append(Self.signedArea(inner) > 0 ? inner.reversed() : inner)
        continue
      }
      let left = side(points, closed: false, sign: 1, h, tolerance)
      let right = side(points, closed: false, sign: -1, h, tolerance)
      let n = points.count
      let endDirection = Self.unit(points[n - 1] - points[n - 2])
      let startDirection = Self.unit(points[0] - points[1])
      var outline = left
      outline += capPoints(at: points[n - 1], direction: endDirection, h, tolerance)
      outline += right.reversed()
      outline += capPoints(at: points[0], direction: startDirection, h, tolerance)
      pieces.append(Self.signedArea(outline) < 0 ? outline.reversed() : outline)
      if Self.endsWhereItStarts(points, cap: cap) {
        // The wedge between the two end chords' offsets, on each side, as the true curve's
        // caps leave none.
        let p = points[0], nEnd = Point(-endDirection.y, endDirection.x) * h
        let nStart = Point(startDirection.y, -startDirection.x) * h
        for side in [1.0, -1.0] {
          let wedge = [p, p + nEnd * side, p + nStart * side]
          let area = Self.signedArea(wedge)
          if abs(area) > 1e-12 { pieces.append(area < 0 ? wedge.reversed() : wedge) }
        }
      }
    }
    return pieces
  }

  /// Whether an open polyline ends where it starts, going on the way it started (a full
  /// circle's arc, flattened): on the true curve its butt or round caps meet edge to edge
  /// there, but the two end chords of the flattened one turn by a segment's angle, and butt
  /// caps across them left a wedge open on the outer side, which `outline` fills. (Square caps
  /// stick out past the seam and cover it.)
  static func endsWhereItStarts(_ points: [Point], cap: LineCap) -> Bool {
    let n = points.count
    guard cap != .square, n > 3 else { return false }
    let scale = points.reduce(0) { max($0, abs($1.x), abs($1.y)) }
    guard points[0].distance(to: points[n - 1]) <= 1e-9 * max(1, scale) else { return false }
    let start = unit(points[1] - points[0]), end = unit(points[n - 1] - points[n - 2])
    return start.x * end.x + start.y * end.y > 0.9
  }

  /// The offset points on one side (`sign` 1: the left normal (−dy, dx); −1: the right).
  private func side(_ p: [Point], closed: Bool, sign: Double, _ h: Double, _ tolerance: Double) -> [Point] {
    let n = p.count
    func direction(_ i: Int) -> Point { Self.unit(p[(i + 1) % n] - p[i]) }
    func normal(_ d: Point) -> Point { Point(-d.y, d.x) * (h * sign) }
    var out: [Point] = []
    let segmentCount = closed ? n : n - 1
    if !closed { out.append(p[0] + normal(direction(0))) }
    let vertices = closed ? Array(0..<n) : Array(1..<(n - 1))
    for v in vertices {
      let inIndex = (v - 1 + segmentCount) % segmentCount
      let d0 = direction(inIndex), d1 = direction(v)
      let len0 = p[v].distance(to: p[inIndex]), len1 = p[v].distance(to: p[(v + 1) % n])
      out += corner(at: p[v], d0, d1, len0, len1, sign: sign, h, tolerance)
    }
    if !closed { out.append(p[n - 1] + normal(direction(n - 2))) }
    return out
  }

  /// The points one side of the outline passes at a vertex.
  private func corner(
    at v: Point, _ d0: Point, _ d1: Point, _ len0: Double, _ len1: Double, sign: Double,
    _ h: Double, _ tolerance: Double
  ) -> [Point] {
    let n0 = Point(-d0.y, d0.x) * (h * sign), n1 = Point(-d1.y, d1.x) * (h * sign)
    let cross = d0.x * d1.y - d0.y * d1.x, dot = d0.x * d1.x + d0.y * d1.y
    if abs(cross) < 1e-12 && dot > 0 { return [v + n0] }
    // Turning toward this side (cross and sign agree) makes it the inner side.
    let inner = cross * sign > 0
    if inner {
      // Where the offset lines cross: v + n0 + t·d0 = v + n1 + u·d1.
      let rhs = n1 - n0
      let t = (rhs.x * d1.y - rhs.y * d1.x) / cross
      let u = (rhs.x * d0.y - rhs.y * d0.x) / cross
      if t <= 0, t >= -len0, u >= 0, u <= len1 {
        return [v + n0 + d0 * t]
      }
      return [v + n0, v, v + n1]
    }
    switch join {
    case .bevel:
      return [v + n0, v + n1]
    case .round:
      return [v + n0] + arc(around: v, from: n0, to: n1, h, tolerance) + [v + n1]
    case .miter:
      let phi = Double.pi - acos(max(-1, min(1, dot)))
      let ratio = 1 / sin(phi / 2)
      guard ratio.isFinite, ratio <= miterLimit else { return [v + n0, v + n1] }
      return [v + n0, v + Self.unit(n0 + n1) * (h * ratio), v + n1]
    }
  }

  /// Points strictly between `from` and `to` (offsets from `c` of length r) on the shorter arc,
  /// at the area-preserving radius.
  private func arc(around c: Point, from a: Point, to b: Point, _ r: Double, _ tolerance: Double) -> [Point] {
    let a0 = atan2(a.y, a.x)
    var sweep = atan2(b.y, b.x) - a0
    while sweep > Double.pi { sweep -= 2 * Double.pi }
    while sweep < -Double.pi { sweep += 2 * Double.pi }
    let step = Self.arcStep(r, tolerance)
    let count = min(Int(saturating: (abs(sweep) / step).rounded(.up)), 4096)
    guard count > 1 else { return [] }
    let radius = r * Self.areaFactor(abs(sweep) / Double(count))
    return (1..<count).map { i in
      let angle = a0 + sweep * Double(i) / Double(count)
      return Point(c.x + radius * cos(angle), c.y + radius * sin(angle))
    }
  }

  private func capPoints(at p: Point, direction d: Point, _ h: Double, _ tolerance: Double) -> [Point] {
    let n = Point(-d.y, d.x) * h
    switch cap {
    case .butt: return []
    case .square: return [p + n + d * h, p - n + d * h]
    case .round:
      // Half a turn from +n through d to −n.
      let step = Self.arcStep(h, tolerance)
      let count = max(2, min(Int(saturating: (Double.pi / step).rounded(.up)), 4096))
      let radius = h * Self.areaFactor(Double.pi / Double(count))
      let a0 = atan2(n.y, n.x)
      let turn = (n.x * d.y - n.y * d.x) > 0 ? Double.pi : -Double.pi
      return (1..<count).map { i in
        let angle = a0 + turn * Double(i) / Double(count)
        return Point(p.x + radius * cos(angle), p.y + radius * sin(angle))
      }
    }
  }

  /// The angle per polygon step that keeps a circle of radius r within `tolerance`.
  static func arcStep(_ r: Double, _ tolerance: Double) -> Double {
    let t = min(max(tolerance / 4, 1e-6), r)
    return max(2 * acos(1 - t / r), 2 * Double.pi / 4096)
  }

  /// Radius factor that gives a chord polygon with steps of `angle` the circle's area.
  static func areaFactor(_ angle: Double) -> Double {
    angle > 1e-9 ? (angle / sin(angle)).squareRoot() : 1
  }

  static func disc(_ c: Point, _ r: Double, _ tolerance: Double) -> [Point] {
    let n = max(8, min(Int(saturating: (2 * Double.pi / arcStep(r, tolerance)).rounded(.up)), 4096))
    let radius = r * areaFactor(2 * Double.pi / Double(n))
    return (0..<n).map { i in
      let a = 2 * Double.pi * Double(i) / Double(n)
      return Point(c.x + radius * cos(a), c.y + radius * sin(a))
    }
  }

  static func unit(_ v: Point) -> Point {
    let l = v.length
    return l > 0 ? v * (1 / l) : Point(1, 0)
  }

  static func withoutRepeats(_ points: [Point], closed: Bool) -> [Point] {
    var out: [Point] = []
    for p in points where out.last != p { out.append(p) }
    if closed, out.count > 1, out.first == out.last { out.removeLast() }
    return out
  }

  static func signedArea(_ p: [Point]) -> Double {
    var s = 0.0
    for i in p.indices {
      let a = p[i], b = p[(i + 1) % p.count]
      s += a.x * b.y - b.x * a.y
    }
    return s / 2
  }
}
