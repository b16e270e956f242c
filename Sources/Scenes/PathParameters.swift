import Geometry

/// A PaintCode path as parameters: a start point and, for each `addCurve`, its end point and
/// two control points, named `<prefix>.start` and `<prefix>.N.to`, `.control1`, `.control2`
/// (N from 1), and how many curves are in use, `<prefix>.curves`.
///
/// The seed's curves default to the seed's values. The path can grow to `maximumCurves`: the
/// declarations past the seed's exist from the start (defaulting to the start point, a curve of
/// no length) and are inactive — not shown, not settable, not drawn — while their number is
/// above `<prefix>.curves`.
public struct PathParameters: Sendable {
  /// The most curves a path may hold.
  public static let maximumCurves = 64

  public let start: ParameterSpec
  public let count: ParameterSpec
  /// Every curve slot, 1 to `maximumCurves`, in order.
  public let slots: [(to: ParameterSpec, control1: ParameterSpec, control2: ParameterSpec)]
  /// How many curves the seed has.
  public let seedCount: Int
  /// Curve number N of each `<prefix>.N.…` declaration, by name.
  private let numbers: [String: Int]

  /// - Parameter seedCurves: (to, controlPoint1, controlPoint2) of each `addCurve`, in order.
  public init(prefix: String, start: Point, seedCurves: [(Point, Point, Point)], noun: String) {
    self.start = .point("\(prefix).start", start, "the \(noun) path's first point", becomes: "move(to:)")
    seedCount = seedCurves.count
    count = .integer(
      "\(prefix).curves", seedCurves.count, range: 1...Self.maximumCurves,
      "how many curves the \(noun) path has (`insert` and `delete` change it and keep the shape)")
    slots = (0..<Self.maximumCurves).map { i in
      let n = i + 1
      let c = i < seedCurves.count ? seedCurves[i] : (start, start, start)
      return (
        .point("\(prefix).\(n).to", c.0, "end point of curve \(n)", becomes: "addCurve(to:)"),
        .point("\(prefix).\(n).control1", c.1, "first control point of curve \(n)", becomes: "controlPoint1"),
        .point("\(prefix).\(n).control2", c.2, "second control point of curve \(n)", becomes: "controlPoint2")
      )
    }
    var numbers: [String: Int] = [:]
    for (i, slot) in slots.enumerated() {
      for spec in [slot.to, slot.control1, slot.control2] { numbers[spec.name] = i + 1 }
    }
    self.numbers = numbers
  }

  /// The seed's curves.
  public var seedCurves: ArraySlice<(to: ParameterSpec, control1: ParameterSpec, control2: ParameterSpec)> {
    slots.prefix(seedCount)
  }

  /// The curves in use for `v`.
  public func curves(_ v: ParameterValues) -> ArraySlice<(to: ParameterSpec, control1: ParameterSpec, control2: ParameterSpec)> {
    slots.prefix(v.integer(count))
  }

  /// Every declaration, in path order: start, count, then each slot's to, control1, control2.
  public var all: [ParameterSpec] { [start, count] + slots.flatMap { [$0.to, $0.control1, $0.control2] } }

  /// Whether `spec` is a declaration of a curve past the ones in use.
  public func isInactive(_ spec: ParameterSpec, _ v: ParameterValues) -> Bool {
    guard let n = curveNumber(spec) else { return false }
    return n > v.integer(count)
  }

  /// The curve number N of `<prefix>.N.…`, or nil for other declarations.
  public func curveNumber(_ spec: ParameterSpec) -> Int? {
    numbers[spec.name]
  }

  /// The path with the current values (`close()`d when `closed`).
  public func path(_ v: ParameterValues, closed: Bool) -> BezierPath {
    var p = BezierPath()
    p.move(to: v.point(start))
    for c in curves(v) { p.cubic(to: v.point(c.to), control1: v.point(c.control1), control2: v.point(c.control2)) }
    if closed { p.close() }
    return p
  }

  /// The path's points as (start, [(control1, control2, to)]).
  public func points(_ v: ParameterValues) -> (start: Point, curves: [(Point, Point, Point)]) {
    (v.point(start), curves(v).map { (v.point($0.control1), v.point($0.control2), v.point($0.to)) })
  }

  /// Sets the whole path: the start and the curves (control1, control2, to), at most
  /// `maximumCurves`, at least one; slots past them go back to their defaults.
  public func set(_ v: inout ParameterValues, start s: Point, curves: [(Point, Point, Point)]) {
    precondition((1...Self.maximumCurves).contains(curves.count))
    v[start] = .point(s)
    v[count] = .integer(curves.count)
    for (i, slot) in slots.enumerated() {
      if i < curves.count {
        v[slot.control1] = .point(curves[i].0)
        v[slot.control2] = .point(curves[i].1)
        v[slot.to] = .point(curves[i].2)
      } else {
        v[slot.control1] = slot.control1.defaultValue
        v[slot.control2] = slot.control2.defaultValue
        v[slot.to] = slot.to.defaultValue
      }
    }
  }

  /// Splits curve `n` (1-based) at its middle with de Casteljau's construction: two curves
  /// that trace the same shape (within 1e-9 pt, from rounding the new points).
  public func insert(_ v: inout ParameterValues, splitting n: Int) {
    let s = v.point(start)
    var curves = points(v).curves
    let p0 = n == 1 ? s : curves[n - 2].2
    let (p1, p2, p3) = curves[n - 1]
    func mid(_ a: Point, _ b: Point) -> Point { Point((a.x + b.x) / 2, (a.y + b.y) / 2) }
    let a = mid(p0, p1), b = mid(p1, p2), c = mid(p2, p3)
    let d = mid(a, b), e = mid(b, c), m = mid(d, e)
    // Rounded to 1e-9 pt (the halves then trace the curve within 1e-9) so that values read as
    // typed: 31.27, not 31.269999999999996.
    func r(_ p: Point) -> Point { Point((p.x * 1e9).rounded() / 1e9, (p.y * 1e9).rounded() / 1e9) }
    curves.replaceSubrange((n - 1)...(n - 1), with: [(r(a), r(d), r(m)), (r(e), r(c), p3)])
    set(&v, start: s, curves: curves)
  }

  /// Removes the point where curve `n` ends: curves n and n + 1 become one curve keeping n's
  /// first control point and n + 1's second; the last curve is simply dropped.
  public func delete(_ v: inout ParameterValues, endOf n: Int) {
    let s = v.point(start)
    var curves = points(v).curves
    if n < curves.count {
      let merged = (curves[n - 1].0, curves[n].1, curves[n].2)
      curves.replaceSubrange((n - 1)...n, with: [merged])
    } else {
      curves.removeLast()
    }
    set(&v, start: s, curves: curves)
  }
}
