import Geometry

/// A PaintCode path as parameters: a start point and, for each `addCurve`, its end point and
/// two control points, named `<prefix>.start` and `<prefix>.N.to`, `.control1`, `.control2`
/// (N from 1), each defaulting to the seed's value.
public struct PathParameters: Sendable {
  public let start: ParameterSpec
  public let curves: [(to: ParameterSpec, control1: ParameterSpec, control2: ParameterSpec)]

  /// - Parameter seedCurves: (to, controlPoint1, controlPoint2) of each `addCurve`, in order.
  public init(prefix: String, start: Point, seedCurves: [(Point, Point, Point)], noun: String) {
    self.start = .point("\(prefix).start", start, "the \(noun) path's first point", becomes: "move(to:)")
    curves = seedCurves.enumerated().map { i, c in
      let n = i + 1
      return (
        .point("\(prefix).\(n).to", c.0, "end point of curve \(n)", becomes: "addCurve(to:)"),
        .point("\(prefix).\(n).control1", c.1, "first control point of curve \(n)", becomes: "controlPoint1"),
        .point("\(prefix).\(n).control2", c.2, "second control point of curve \(n)", becomes: "controlPoint2")
      )
    }
  }

  /// Every declaration, in path order.
  public var all: [ParameterSpec] { [start] + curves.flatMap { [$0.to, $0.control1, $0.control2] } }

  /// The path with the current values (`close()`d when `closed`).
  public func path(_ v: ParameterValues, closed: Bool) -> BezierPath {
    var p = BezierPath()
    p.move(to: v.point(start))
    for c in curves { p.cubic(to: v.point(c.to), control1: v.point(c.control1), control2: v.point(c.control2)) }
    if closed { p.close() }
    return p
  }
}
