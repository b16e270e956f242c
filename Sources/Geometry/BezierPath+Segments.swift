#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// One drawn piece of a path: a line or a cubic (quads are elevated, `close` is a line back).
public enum PathSegment: Hashable, Sendable {
  case line(Point, Point)
  case cubic(CubicBezier)

  public func point(at t: Double) -> Point {
    switch self {
    case .line(let a, let b): a.interpolated(to: b, at: t)
    case .cubic(let c): c.point(at: t)
    }
  }

  /// The direction of travel at `t` (not normalised).
  public func derivative(at t: Double) -> Point {
    switch self {
    case .line(let a, let b):
      return b - a
    case .cubic(let c):
      let u = 1 - t
      return (c.p1 - c.p0) * (3 * u * u) + (c.p2 - c.p1) * (6 * u * t) + (c.p3 - c.p2) * (3 * t * t)
    }
  }

  /// Cumulative lengths at `samples + 1` evenly spaced parameters (chord sums: within
  /// 1e-4 relative for the sample count used by callers).
  public func lengthTable(samples: Int = 64) -> [Double] {
    var table = [0.0]
    var previous = point(at: 0)
    for i in 1...samples {
      let p = point(at: Double(i) / Double(samples))
      table.append(table[i - 1] + previous.distance(to: p))
      previous = p
    }
    return table
  }
}

extension BezierPath {
  /// The drawn segments in order (moves start new subpaths and draw nothing).
  public var segments: [PathSegment] {
    var out: [PathSegment] = []
    var pen = Point.zero, start = Point.zero
    for e in elements {
      switch e {
      case .move(let p):
        pen = p
        start = p
      case .line(let p):
        out.append(.line(pen, p))
        pen = p
      case .quad(let p, let c):
        out.append(.cubic(CubicBezier(quadFrom: pen, control: c, to: p)))
        pen = p
      case .cubic(let p, let c1, let c2):
        out.append(.cubic(CubicBezier(pen, c1, c2, p)))
        pen = p
      case .close:
        if pen != start { out.append(.line(pen, start)) }
        pen = start
      }
    }
    return out
  }
}
