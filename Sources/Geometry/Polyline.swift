/// A flattened subpath: points in order, open or closed (a closed one joins its last point to
/// its first).
public struct Polyline: Hashable, Sendable {
  public var points: [Point]
  public var isClosed: Bool

  public init(_ points: [Point], closed: Bool) {
    self.points = points
    isClosed = closed
  }

  /// The segments in order, the closing one included.
  public var segments: [(Point, Point)] {
    guard points.count > 1 else { return [] }
    var s = Array(zip(points, points.dropFirst()))
    if isClosed, let last = points.last, let first = points.first, last != first { s.append((last, first)) }
    return s
  }

  public var length: Double { segments.reduce(0) { $0 + $1.0.distance(to: $1.1) } }
}

extension BezierPath {
  /// The subpaths flattened within `tolerance` (see `flattened(tolerance:)`), each marked open
  /// or closed, single points kept (a zero-length subpath can still get round or square caps).
  public func polylines(tolerance: Double = defaultTolerance) -> [Polyline] {
    var result: [Polyline] = []
    var current: [Point] = []
    var pen = Point.zero
    func finish(closed: Bool) {
      if !current.isEmpty { result.append(Polyline(current, closed: closed)) }
      current = []
    }
    for e in elements {
      switch e {
      case .move(let p):
        finish(closed: false)
        current = [p]
        pen = p
      case .line(let p):
        current.append(p)
        pen = p
      case .quad(let p, let c):
        Self.append(CubicBezier(quadFrom: pen, control: c, to: p), tolerance: tolerance, to: &current)
        pen = p
      case .cubic(let p, let c1, let c2):
        Self.append(CubicBezier(pen, c1, c2, p), tolerance: tolerance, to: &current)
        pen = p
      case .close:
        if let first = current.first { pen = first }
        if current.count > 1, current.last == current.first { current.removeLast() }
        finish(closed: true)
      }
    }
    finish(closed: false)
    return result
  }

  static func append(_ c: CubicBezier, tolerance: Double, to out: inout [Point]) {
    let n = c.segmentCount(tolerance: tolerance)
    for i in 1..<n { out.append(c.point(at: Double(i) / Double(n))) }
    out.append(c.p3)
  }
}

extension Array where Element == Polyline {
  /// The part from `start·L` to `end·L` of the total length L of all polylines, closing
  /// segments included (`strokeStart`/`strokeEnd`: "interpolated linearly along the path
  /// length"). Fractions are clamped to 0…1; start ≥ end leaves nothing (Core Animation's
  /// behaviour there is unconfirmed). A closed polyline cut anywhere becomes open.
  public func trimmed(from start: Double, to end: Double) -> [Polyline] {
    let s = Swift.min(Swift.max(start, 0), 1), e = Swift.min(Swift.max(end, 0), 1)
    if s <= 0 && e >= 1 { return self }
    guard s < e else { return [] }
    let total = reduce(0) { $0 + $1.length }
    let from = s * total, to = e * total
    var result: [Polyline] = []
    var travelled = 0.0
    for line in self {
      var piece: [Point] = []
      for (a, b) in line.segments {
        let len = a.distance(to: b)
        let segStart = travelled, segEnd = travelled + len
        travelled = segEnd
        guard segEnd > from, segStart < to, len > 0 else { continue }
        let t0 = Swift.max(0, (from - segStart) / len), t1 = Swift.min(1, (to - segStart) / len)
        let p0 = a.interpolated(to: b, at: t0), p1 = a.interpolated(to: b, at: t1)
        if piece.isEmpty || piece.last != p0 {
          if !piece.isEmpty { result.append(Polyline(piece, closed: false)) }
          piece = [p0]
        }
        piece.append(p1)
      }
      if piece.count > 1 { result.append(Polyline(piece, closed: false)) }
    }
    return result
  }

  /// Dashes (`lineDashPattern`, `lineDashPhase`), as `CGContextSetLineDash`: the pattern of
  /// on/off lengths repeats along each subpath, starting `phase` into the pattern. An empty or
  /// all-zero pattern, or any negative length, means solid.
  ///
  /// A pattern so fine for the path's length that it would cut more than `maximumPieces`
  /// pieces (`[0.000001, 0.000001]` round a circle: gigabytes) is scaled up, with its phase,
  /// until it cuts that many: its periods are then still far below a pixel, where the
  /// rasteriser's coverage is the pattern's on-fraction either way.
  public func dashed(pattern given: [Double], phase givenPhase: Double, maximumPieces: Int = 100_000) -> [Polyline] {
    var pattern = given, phase = givenPhase
    var total = pattern.reduce(0, +)
    guard !pattern.isEmpty, total > 0, total.isFinite, pattern.allSatisfy({ $0 >= 0 && $0.isFinite }) else { return self }
    let length = reduce(0) { $0 + $1.length }
    let pieces = length / total * Double(pattern.count)
    if !(pieces <= Double(maximumPieces)) {
      guard length.isFinite else { return self }
      let k = pieces / Double(maximumPieces)
      pattern = pattern.map { $0 * k }
      phase *= k
      total *= k
    }
    var result: [Polyline] = []
    for line in self {
      var index = 0
      var remaining = pattern[0]
      var on = true
      // Skip `phase` into the pattern.
      var skip = phase.truncatingRemainder(dividingBy: total)
      if skip < 0 { skip += total }
      while skip > 0 {
        if skip >= remaining {
          skip -= remaining
          index = (index + 1) % pattern.count
          remaining = pattern[index]
          on.toggle()
        } else {
          remaining -= skip
          skip = 0
        }
      }
      var piece: [Point] = []
      for (a, b) in line.segments {
        var start = a
        var left = a.distance(to: b)
        while left > 0 {
          let step = Swift.min(left, remaining)
          let next = step == left ? b : start.interpolated(to: b, at: step / left)
          if on {
            if piece.isEmpty { piece = [start] }
            piece.append(next)
          }
          left -= step
          remaining -= step
          start = next
          if remaining <= 1e-12 {
            if on && piece.count > 1 { result.append(Polyline(piece, closed: false)) }
            piece = []
            index = (index + 1) % pattern.count
            remaining = pattern[index]
            on.toggle()
          }
        }
      }
      if on && piece.count > 1 { result.append(Polyline(piece, closed: false)) }
    }
    return result
  }
}
