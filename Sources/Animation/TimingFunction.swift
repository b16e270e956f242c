#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A cubic Bézier timing curve from (0, 0) to (1, 1) with control points (x1, y1), (x2, y2),
/// evaluated as `y(x)`: find the parameter t with X(t) = x, return Y(t).
///
/// ## Error
/// The parameter is solved to |X(t) − x| ≤ 1e-12 (start from linear interpolation between 11
/// samples of X, up to 8 Newton steps, then bisection inside the bracketing interval), so y is
/// within 1e-12 · max|dy/dx| of the exact value, whatever the animation's duration. WebKit and
/// Core Animation's own solvers stop earlier (1/(1000·duration) on x); Apple's internal
/// precision is not published.
public struct CubicTimingCurve: Hashable, Sendable {
  public let x1, y1, x2, y2: Double
  private let ax, bx, cx, ay, by, cy: Double

  /// - Precondition: `x1` and `x2` in 0…1 (then X is monotonic and the solution unique), as
  ///   `CAMediaTimingFunction` requires; callers validate user input first.
  public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
    (self.x1, self.y1, self.x2, self.y2) = (x1, y1, x2, y2)
    cx = 3 * x1
    bx = 3 * (x2 - x1) - cx
    ax = 1 - cx - bx
    cy = 3 * y1
    by = 3 * (y2 - y1) - cy
    ay = 1 - cy - by
  }

  @inline(__always) func x(_ t: Double) -> Double { ((ax * t + bx) * t + cx) * t }
  @inline(__always) func y(_ t: Double) -> Double { ((ay * t + by) * t + cy) * t }
  @inline(__always) func dx(_ t: Double) -> Double { (3 * ax * t + 2 * bx) * t + cx }

  /// y at `x`, with `x` clamped to 0…1 (Core Animation never asks outside).
  public func value(at x: Double) -> Double {
    guard x.isFinite else { return x > 0 ? 1 : 0 }
    if x <= 0 { return 0 }
    if x >= 1 { return 1 }
    return y(parameter(for: x))
  }

  /// The curve parameter t ∈ [0, 1] with |X(t) − x| ≤ 1e-12.
  public func parameter(for x: Double) -> Double {
    let tolerance = 1e-12
    // Bracket from 11 samples, and a first guess by linear interpolation inside it.
    var lo = 0.0, hi = 1.0, xlo = 0.0, xhi = 1.0
    for i in 1...10 {
      let t = Double(i) / 10
      let v = self.x(t)
      if v >= x {
        (hi, xhi) = (t, v)
        break
      }
      (lo, xlo) = (t, v)
    }
    var t = xhi > xlo ? lo + (hi - lo) * (x - xlo) / (xhi - xlo) : lo
    for _ in 0..<8 {
      let error = self.x(t) - x
      if abs(error) <= tolerance { return t }
      if error < 0 { lo = max(lo, t) } else { hi = min(hi, t) }
      let slope = dx(t)
      if abs(slope) < 1e-12 { break }
      let next = t - error / slope
      if next <= lo || next >= hi { break }  // Newton left the bracket: bisect instead
      t = next
    }
    for _ in 0..<200 {
      t = (lo + hi) / 2
      let error = self.x(t) - x
      if abs(error) <= tolerance || hi - lo < 1e-17 { return t }
      if error < 0 { lo = t } else { hi = t }
    }
    return t
  }
}

/// `CAMediaTimingFunction`: a cubic timing curve whose control points are stored as `Float`,
/// as `init(controlPoints:)` stores them (so 0.42 is 0.41999998688697815, which moves y by up
/// to 1.9e-8 against the decimal curve).
public struct TimingFunction: Hashable, Sendable, CustomStringConvertible {
  public let c1x, c1y, c2x, c2y: Float
  public let curve: CubicTimingCurve

  /// `CAMediaTimingFunction(controlPoints:_:_:_:)`; `nil` when an x is outside 0…1 or a value
  /// is not finite.
  public init?(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    guard [c1x, c1y, c2x, c2y].allSatisfy(\.isFinite), (0...1).contains(c1x), (0...1).contains(c2x)
    else { return nil }
    (self.c1x, self.c1y, self.c2x, self.c2y) = (c1x, c1y, c2x, c2y)
    curve = CubicTimingCurve(Double(c1x), Double(c1y), Double(c2x), Double(c2y))
  }

  /// The named functions, with the control points Apple documents (core-animation.md §1.1).
  public enum Name: String, CaseIterable, Sendable {
    case linear
    case easeIn = "ease-in"
    case easeOut = "ease-out"
    case easeInEaseOut = "ease-in-out"
    case `default`

    public var controlPoints: (Float, Float, Float, Float) {
      switch self {
      case .linear: (0, 0, 1, 1)
      case .easeIn: (0.42, 0, 1, 1)
      case .easeOut: (0, 0, 0.58, 1)
      case .easeInEaseOut: (0.42, 0, 0.58, 1)
      case .default: (0.25, 0.1, 0.25, 1)
      }
    }
  }

  /// `CAMediaTimingFunction(name:)`.
  public init(name: Name) {
    let p = name.controlPoints
    self.init(controlPoints: p.0, p.1, p.2, p.3)!
  }

  /// The named function with exactly these control points, if there is one.
  public var name: Name? { Name.allCases.first { TimingFunction(name: $0) == self } }

  public static let linear = TimingFunction(name: .linear)
  public static let easeIn = TimingFunction(name: .easeIn)
  public static let easeOut = TimingFunction(name: .easeOut)
  public static let easeInEaseOut = TimingFunction(name: .easeInEaseOut)
  public static let `default` = TimingFunction(name: .default)

  /// Progress at time fraction `x` (clamped to 0…1).
  public func value(at x: Double) -> Double { curve.value(at: x) }

  /// The name when the points are a named function's, else `cubic-bezier(x1, y1, x2, y2)`.
  public var description: String {
    if let name { return name.rawValue }
    return "cubic-bezier(\(c1x), \(c1y), \(c2x), \(c2y))"
  }

  public static func == (a: TimingFunction, b: TimingFunction) -> Bool {
    (a.c1x, a.c1y, a.c2x, a.c2y) == (b.c1x, b.c1y, b.c2x, b.c2y)
  }

  public func hash(into h: inout Hasher) {
    h.combine(c1x)
    h.combine(c1y)
    h.combine(c2x)
    h.combine(c2y)
  }
}

extension Optional where Wrapped == TimingFunction {
  /// `CAAnimation.timingFunction == nil` means linear pacing, not `default`.
  public func value(at x: Double) -> Double {
    switch self {
    case .some(let f): f.value(at: x)
    case .none: min(max(x, 0), 1)
    }
  }
}
