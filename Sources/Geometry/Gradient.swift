#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `CAGradientLayer`'s gradient: colours at locations along an axis (or around a centre),
/// drawn over the layer's bounds. Start and end points are in the unit coordinate space of the
/// bounds (0…1, y down, Core Animation's default (0.5, 0) → (0.5, 1): top to bottom).
///
/// Colours are interpolated per component, unpremultiplied, between neighbouring stops, and
/// the end colours extend beyond the first and last locations (Core Graphics' gradient
/// drawing, which the layer uses, interpolates that way; Apple does not say whether the layer
/// extends the ends — Wobble's reading). The axial gradient's lines of equal colour are
/// perpendicular to the axis in the layer's points, not in unit space.
public struct Gradient: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable {
    /// Along the line from start to end.
    case axial
    /// Ellipses around start; end's offset from start gives the radii (in unit space).
    case radial
    /// Around start, clockwise on screen from the direction of end.
    case conic
    /// Core Graphics' radial gradient (`drawRadialGradient`): the circles whose centres run
    /// from start to end and whose radii run from `startRadius` to `endRadius` (points of the
    /// bounds' space, with the centres); a point takes the largest parameter of a circle
    /// through it with a radius of 0 or more.
    case circles
  }

  public var kind: Kind = .axial
  public var colors: [Color] = []
  /// One per colour, 0…1, non-decreasing; nil spreads the colours evenly.
  public var locations: [Double]?
  public var startPoint = Point(0.5, 0)
  public var endPoint = Point(0.5, 1)
  /// `.circles` only: the radii at start and end.
  public var startRadius = 0.0
  public var endRadius = 0.0
  /// Whether the first colour is painted before the first stop's side, and the last beyond
  /// the last's: a layer's gradient extends both; Core Graphics' drawing only with
  /// `.drawsBeforeStartLocation` / `.drawsAfterEndLocation`.
  public var extendsStart = true
  public var extendsEnd = true

  public init() {}

  /// The stops actually used: the given locations, one per colour — those past the last colour
  /// ignored, as Core Animation ignores them (compared on iOS by react-native-linear-gradient's
  /// maintainers, issue 81, 2016); even when there are none, or fewer than the colours (what
  /// Core Animation does then is not documented: `hasFewerLocationsThanColors` says so).
  public var stops: [Double] {
    let n = colors.count
    if let locations, locations.count >= n { return Array(locations.prefix(n)) }
    return n < 2 ? [0] : (0..<n).map { Double($0) / Double(n - 1) }
  }

  /// Locations given, but fewer than the colours: drawn with the colours spread evenly.
  public var hasFewerLocationsThanColors: Bool { (locations?.count ?? colors.count) < colors.count }

  /// Locations that go down somewhere (`[0, 0.4, 0.5, 0.4, 0]`), where Apple requires them to
  /// increase monotonically: `color(at:)` then takes each stop in order, so a stop below one
  /// before it is never reached, and past the highest the last colour shows.
  public var hasDecreasingLocations: Bool { zip(stops, stops.dropFirst()).contains { $1 < $0 } }

  /// The colour at gradient parameter `t` (0 at the first stop's side, 1 at the last's).
  public func color(at t: Double) -> Color {
    guard let first = colors.first else { return .clear }
    let stops = self.stops
    guard t > stops[0] else { return first }
    for i in 1..<colors.count where t <= stops[i] {
      let span = stops[i] - stops[i - 1]
      let f = span > 0 ? (t - stops[i - 1]) / span : 1
      let a = colors[i - 1], b = colors[i]
      return Color(
        red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f, blue: a.blue + (b.blue - a.blue) * f,
        alpha: a.alpha + (b.alpha - a.alpha) * f)
    }
    return colors[colors.count - 1]
  }

  /// The gradient parameter at point `q` of a layer whose bounds are `bounds`.
  public func parameter(at q: Point, in bounds: Rect) -> Double {
    let s = Point(bounds.minX + startPoint.x * bounds.width, bounds.minY + startPoint.y * bounds.height)
    let e = Point(bounds.minX + endPoint.x * bounds.width, bounds.minY + endPoint.y * bounds.height)
    switch kind {
    case .axial:
      let axis = e - s
      let length2 = axis.x * axis.x + axis.y * axis.y
      guard length2 > 0 else { return 0 }
      return ((q.x - s.x) * axis.x + (q.y - s.y) * axis.y) / length2
    case .radial:
      let rx = abs(e.x - s.x), ry = abs(e.y - s.y)
      guard rx > 0 || ry > 0 else { return 1 }
      let dx = rx > 0 ? (q.x - s.x) / rx : 0, dy = ry > 0 ? (q.y - s.y) / ry : 0
      return (dx * dx + dy * dy).squareRoot()
    case .circles:
      return circlesParameter(at: q, start: s, end: e) ?? 0
    case .conic:
      var angle = atan2(q.y - s.y, q.x - s.x) - atan2(e.y - s.y, e.x - s.x)
      while angle < 0 { angle += 2 * Double.pi }
      while angle >= 2 * Double.pi { angle -= 2 * Double.pi }
      return angle / (2 * Double.pi)
    }
  }

  /// The parameter at `q` where the gradient paints there, nil where it leaves the pixel
  /// alone: beyond an end it does not extend, or (`.circles`) on no circle of the family.
  public func paintedParameter(at q: Point, in bounds: Rect) -> Double? {
    let t: Double
    if kind == .circles {
      let s = Point(bounds.minX + startPoint.x * bounds.width, bounds.minY + startPoint.y * bounds.height)
      let e = Point(bounds.minX + endPoint.x * bounds.width, bounds.minY + endPoint.y * bounds.height)
      guard let found = circlesParameter(at: q, start: s, end: e, extending: true) else { return nil }
      t = found
    } else {
      t = parameter(at: q, in: bounds)
    }
    if t < 0 && !extendsStart || t > 1 && !extendsEnd { return nil }
    return min(max(t, 0), 1)
  }

  /// The largest t with |q − c(t)| = r(t) ≥ 0, c(t) = s + t·(e − s), r(t) = r0 + t·(r1 − r0):
  /// the quadratic a·t² − 2b·t + c = 0 with a = |Δc|² − Δr², b = (q − s)·Δc + r0·Δr,
  /// c = |q − s|² − r0². Without `extending`, t is kept to 0…1 (else the ends extend).
  func circlesParameter(at q: Point, start s: Point, end e: Point, extending: Bool = false) -> Double? {
    let dcx = e.x - s.x, dcy = e.y - s.y, dr = endRadius - startRadius
    let px = q.x - s.x, py = q.y - s.y
    let a = dcx * dcx + dcy * dcy - dr * dr
    let b = px * dcx + py * dcy + startRadius * dr
    let c = px * px + py * py - startRadius * startRadius
    var roots: [Double] = []
    if abs(a) < 1e-12 {
      if abs(b) > 1e-12 { roots = [c / (2 * b)] }
    } else {
      let disc = b * b - a * c
      guard disc >= 0 else { return nil }
      let root = disc.squareRoot()
      roots = [(b + root) / a, (b - root) / a]
    }
    let valid = roots.filter { startRadius + $0 * dr >= 0 }.sorted(by: >)
    guard let t = valid.first else { return nil }
    return extending ? t : min(max(t, 0), 1)
  }
}
