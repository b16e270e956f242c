import Geometry

extension Value {
  var asPath: PathObject? { if case .path(let p) = self { p } else { nil } }
}

extension Library {
  /// `UIBezierPath`, `CGPath` and `CGMutablePath`: one path object built by calls, shared by
  /// reference as in UIKit, with the Swift 2 spellings of its methods.
  static let bezierPath = SimulatedType("UIBezierPath") { t in
    t.alias("CGPath", "CGMutablePath")
    t.call("UIBezierPath", "") { _ in .path(PathObject()) }
    t.call("UIBezierPath", "cgPath", "CGPath") { a throws(RunError) in
      let given = try a.value(0)
      guard case .path(let p) = given else { throw a.wrong(0, got: given, want: "a CGPath") }
      return .path(PathObject(p.path))
    }
    t.call("CGMutablePath", "") { _ in .path(PathObject()) }
    t.call("CGPath", "ellipseIn:transform", "ellipseIn") { a throws(RunError) in
      .path(PathObject(try a.transformed(BezierPath(ovalIn: try a.rect(0)))))
    }
    t.call("UIBezierPath", "ovalIn", "ovalInRect") { a throws(RunError) in .path(PathObject(BezierPath(ovalIn: try a.rect(0)))) }
    t.call("CGPath", "rect:transform", "rect") { a throws(RunError) in
      .path(PathObject(try a.transformed(BezierPath(roundedRect: try a.rect(0), cornerRadius: 0))))
    }
    t.call("UIBezierPath", "rect") { a throws(RunError) in
      .path(PathObject(BezierPath(roundedRect: try a.rect(0), cornerRadius: 0)))
    }
    t.call("CGPath", "roundedRect:cornerWidth:cornerHeight:transform") { a throws(RunError) in
      let shape = BezierPath(roundedRect: try a.rect(0), cornerWidth: try a.number(1), cornerHeight: try a.number(2))
      return .path(PathObject(try a.transformed(shape)))
    }
    t.call("UIBezierPath", "roundedRect:cornerRadius") { a throws(RunError) in
      .path(PathObject(BezierPath(roundedRect: try a.rect(0), cornerRadius: try a.number(1))))
    }
    t.call("UIBezierPath", "roundedRect:byRoundingCorners:cornerRadii") { a throws(RunError) in
      let names = try a.value(1).optionNames
      guard !names.isEmpty else { throw a.error(1, "byRoundingCorners: takes UIRectCorner options") }
      let known: [String: BezierPath.Corners] = [
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight, "allCorners": .all,
      ]
      var corners: BezierPath.Corners = []
      for name in names {
        guard let c = known[name] else { throw a.error(1, "no corner .\(name)") }
        corners.formUnion(c)
      }
      let radius = try a.size(2).width
      return .path(PathObject(BezierPath(roundedRect: try a.rect(0), corners: corners, cornerRadius: radius)))
    }
    t.call("UIBezierPath", "arcCenter:radius:startAngle:endAngle:clockwise") { a throws(RunError) in
      .path(
        PathObject(
          BezierPath(
            arcCenter: try a.point(0), radius: try a.number(1), startAngle: try a.number(2), endAngle: try a.number(3),
            clockwise: try a.bool(4))))
    }
    t.options("UIRectCorner")
    let path = t.members { $0.asPath }
    // A snapshot, as UIKit documents: the path built on afterwards does not change it.
    path.property("cgPath", takes: "a CGPath", get: { p, _ in .path(PathObject(p.path)) })
    path.property("CGPath", takes: "a CGPath", get: { p, _ in .path(PathObject(p.path)) })
    path.property("bounds", .rect, get: { $0.path.bounds })
    path.property("boundingBox", .rect, get: { $0.path.bounds })
    path.property("isEmpty", .bool, get: { $0.path.elements.isEmpty })
    path.property("currentPoint", .point, get: { $0.path.currentPoint })
    path.method("move", "to") { p, a throws(RunError) in done(p.path.move(to: try a.point(0))) }
    path.method("moveToPoint", "_") { p, a throws(RunError) in done(p.path.move(to: try a.point(0))) }
    path.method("addLine", "to") { p, a throws(RunError) in done(p.path.line(to: try a.point(0))) }
    path.method("addLineToPoint", "_") { p, a throws(RunError) in done(p.path.line(to: try a.point(0))) }
    for (name, signatures) in [
      ("addCurve", ["to:controlPoint1:controlPoint2", "to:control1:control2"]),
      ("addCurveToPoint", ["_:controlPoint1:controlPoint2"]),
    ] {
      path.method(name, signatures) { p, a throws(RunError) in
        let (to, c1, c2) = (try a.point(0), try a.point(1), try a.point(2))
        return done(p.path.cubic(to: to, control1: c1, control2: c2))
      }
    }
    for (name, signatures) in [("addQuadCurve", ["to:controlPoint", "to:control"]), ("addQuadCurveToPoint", ["_:controlPoint"])] {
      path.method(name, signatures) { p, a throws(RunError) in
        let (to, c) = (try a.point(0), try a.point(1))
        return done(p.path.quad(to: to, control: c))
      }
    }
    // Core Graphics' `clockwise` is in its y-up sense: on a y-down screen it turns the other
    // way, the opposite of UIBezierPath's flag.
    for (signature, flipped) in [
      ("withCenter:radius:startAngle:endAngle:clockwise", false), ("center:radius:startAngle:endAngle:clockwise", true),
    ] {
      path.method("addArc", [signature]) { p, a throws(RunError) in
        let (center, radius, start, end) = (try a.point(0), try a.number(1), try a.number(2), try a.number(3))
        let clockwise = try a.bool(4) != flipped
        return done(p.path.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise))
      }
    }
    for name in ["close", "closeSubpath", "closePath"] {
      path.method(name, "") { p, _ in
        p.path.close()
        return .void
      }
    }
    path.method("addArc", "tangent1End:tangent2End:radius") { p, a throws(RunError) in
      done(p.path.addArc(tangent1End: try a.point(0), tangent2End: try a.point(1), radius: try a.number(2)))
    }
    // `delta` > 0 turns counter-clockwise in Core Graphics' y-up sense: clockwise on screen.
    path.method("addRelativeArc", "center:radius:startAngle:delta") { p, a throws(RunError) in
      let (center, radius, start, delta) = (try a.point(0), try a.number(1), try a.number(2), try a.number(3))
      return done(
        p.path.addArc(center: center, radius: radius, startAngle: start, endAngle: start + delta, clockwise: delta >= 0))
    }
    path.method("addRoundedRect", "in:cornerWidth:cornerHeight", "in:cornerWidth:cornerHeight:transform") {
      p, a throws(RunError) in
      let shape = BezierPath(roundedRect: try a.rect(0), cornerWidth: try a.number(1), cornerHeight: try a.number(2))
      return done(p.path.append(try a.transformed(shape)))
    }
    // A copy: changing one leaves the other as it was.
    path.method("copy", "") { p, _ in
      let copy = PathObject(p.path)
      (copy.line, copy.usesEvenOddFillRule) = (p.line, p.usesEvenOddFillRule)
      return .path(copy)
    }
    // Inside the area a fill covers: by the path's own fill rule (`usesEvenOddFillRule`), or
    // the one given (`CGPath.contains(_:using:transform:)`).
    path.method("contains", "_", "_:using", "_:using:transform") { p, a throws(RunError) in
      var rule = p.usesEvenOddFillRule
      if a.count > 1 { rule = try a.value(1).optionNames.first == "evenOdd" }
      let shape = a.count > 2 ? try a.transformed(p.path) : p.path
      return .bool(shape.contains(try a.point(0), evenOdd: rule))
    }
    path.method("addRect", "_") { p, a throws(RunError) in
      done(p.path.append(BezierPath(roundedRect: try a.rect(0), cornerRadius: 0)))
    }
    path.method("addEllipse", "in") { p, a throws(RunError) in done(p.path.append(BezierPath(ovalIn: try a.rect(0)))) }
    path.method("addLines", "between") { p, a throws(RunError) in
      let given = try a.value(0)
      guard case .array(let items) = given else { throw a.wrong(0, got: given, want: "an array of CGPoints") }
      for (i, item) in items.enumerated() {
        guard case .point(let q) = item else { throw a.error(0, "takes CGPoints, not \(item.kind)") }
        if i == 0 { p.path.move(to: q) } else { p.path.line(to: q) }
      }
      return .void
    }
    path.method("removeAllPoints", "") { p, _ in
      p.path = BezierPath()
      return .void
    }
    path.method("reversing", "") { p, _ in .path(PathObject(p.path.reversed())) }
    path.method("apply", "_") { p, a throws(RunError) in
      let m = try a.affine(0)
      p.path = p.path.applying(m)
      return .void
    }
    declarePainting(path)
    path.method("append", "_") { p, a throws(RunError) in
      let given = try a.value(0)
      guard case .path(let other) = given else { throw a.wrong(0, got: given, want: "a path") }
      p.path.append(other.path)
      return .void
    }
    // `CGMutablePath.addPath(_:transform:)`: another path's elements, mapped by the transform.
    path.method("addPath", "_", "_:transform") { p, a throws(RunError) in
      let given = try a.value(0)
      guard case .path(let other) = given else { throw a.wrong(0, got: given, want: "a path") }
      p.path.append(a.count > 1 ? other.path.applying(try a.affine(1)) : other.path)
      return .void
    }
  }

  /// What a path method returns once it has changed the path: nothing. (Arguments are read
  /// before the path is changed, so an argument may read the path.)
  private static func done(_: Void) -> Value { .void }
}

extension Arguments {
  /// `path` with the call's `transform:` applied (`CGPath(ellipseIn: r, transform: &t)`, each
  /// point mapped by `t`), as it is when the argument is nil or not given.
  func transformed(_ path: BezierPath) throws(RunError) -> BezierPath {
    guard labels.last == "transform" else { return path }
    let i = labels.count - 1
    switch try value(i) {
    case .nil: return path
    case .affine(let m): return path.applying(m)
    case let other: throw wrong(i, got: other, want: "a CGAffineTransform or nil")
    }
  }

}
