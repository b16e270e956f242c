import Geometry

extension Library {
  /// `CGPoint` (and `CGVector`, carried as a point: `dx`, `dy` read its x and y).
  static let cgPoint = SimulatedType("CGPoint") { t in
    t.alias("CGVector")
    t.staticMember("zero") { _ in .point(.zero) }
    let point = t.members { if case .point(let p) = $0 { p } else { nil } }
    point.property("x", .number, .offset, get: { $0.x })
    point.property("y", .number, .offset, get: { $0.y })
    point.property("dx", .number, .offset, get: { $0.x })
    point.property("dy", .number, .offset, get: { $0.y })
    point.method("applying", "_") { p, a throws(RunError) in .point(try a.affine(0).apply(to: p)) }
  }

  /// `CGSize`.
  static let cgSize = SimulatedType("CGSize") { t in
    t.staticMember("zero") { _ in .size(width: 0, height: 0) }
    let size = t.members { if case .size(let w, let h) = $0 { Size(width: w, height: h) } else { nil } }
    size.property("width", .number, .length, get: { $0.width })
    size.property("height", .number, .length, get: { $0.height })
    // CGSizeApplyAffineTransform: the size as a vector through a, b, c, d (no translation);
    // a turn or a flip may make it negative.
    size.method("applying", "_") { s, a throws(RunError) in
      let m = try a.affine(0)
      let end = m.apply(to: Point(s.width, s.height)), origin = m.apply(to: .zero)
      return .size(width: end.x - origin.x, height: end.y - origin.y)
    }
  }

  /// `CGRect`: origin and size, and the edges and middles derived from them.
  static let cgRect = SimulatedType("CGRect") { t in
    t.staticMember("zero") { _ in .rect(.zero) }
    t.staticMember("null") { _ in .rect(.null) }
    t.staticMember("infinite") { _ in .rect(.infinite) }
    t.options("CGRectEdge")
    let rect = t.members { if case .rect(let r) = $0 { r } else { nil } }
    rect.property("width", .number, .length, get: { $0.width })
    rect.property("height", .number, .length, get: { $0.height })
    rect.property("minX", .number, .offset, get: { $0.minX })
    rect.property("midX", .number, .offset, get: { $0.midX })
    rect.property("maxX", .number, .offset, get: { $0.maxX })
    rect.property("minY", .number, .offset, get: { $0.minY })
    rect.property("midY", .number, .offset, get: { $0.midY })
    rect.property("maxY", .number, .offset, get: { $0.maxY })
    rect.property("origin", .point, get: { Point($0.minX, $0.minY) })
    rect.property("size", .size, get: { Size(width: $0.width, height: $0.height) })
    rect.property("isNull", .bool, get: { $0.isNull })
    rect.property("isInfinite", .bool, get: { $0 == .infinite })
    rect.method("union", "_") { r, a throws(RunError) in .rect(r.union(try a.rect(0))) }
    rect.method("intersection", "_") { r, a throws(RunError) in .rect(r.intersection(try a.rect(0))) }
    rect.method("divided", "atDistance:from") { r, a throws(RunError) in
      let edges: [String: Rect.Edge] = ["minXEdge": .minX, "minYEdge": .minY, "maxXEdge": .maxX, "maxYEdge": .maxY]
      guard let name = try a.value(1).optionNames.first, let edge = edges[name] else {
        throw a.error(1, "from: takes a CGRectEdge (.minXEdge, .minYEdge, .maxXEdge, .maxYEdge)")
      }
      let (slice, remainder) = r.divided(atDistance: try a.number(0), from: edge)
      return .tuple([.rect(slice), .rect(remainder)], labels: ["slice", "remainder"])
    }
    rect.property("integral", .rect, get: { $0.integral })
    rect.property("standardized", .rect, get: { $0.standardized })
    rect.method("offsetBy", "dx:dy") { r, a throws(RunError) in
      .rect(Rect(x: r.minX + (try a.number(0)), y: r.minY + (try a.number(1)), width: r.width, height: r.height))
    }
    rect.method("insetBy", "dx:dy") { r, a throws(RunError) in
      let dx = try a.number(0), dy = try a.number(1)
      return .rect(Rect(x: r.minX + dx, y: r.minY + dy, width: r.width - 2 * dx, height: r.height - 2 * dy))
    }
    rect.method("inset", "by") { r, a throws(RunError) in
      let e = try a.edgeInsets(0)
      return .rect(
        Rect(x: r.minX + e.left, y: r.minY + e.top, width: r.width - e.left - e.right, height: r.height - e.top - e.bottom))
    }
    // CGRectApplyAffineTransform: the smallest rectangle holding the four transformed corners.
    rect.method("applying", "_") { r, a throws(RunError) in
      let m = try a.affine(0)
      let corners = [Point(r.minX, r.minY), Point(r.maxX, r.minY), Point(r.minX, r.maxY), Point(r.maxX, r.maxY)].map {
        m.apply(to: $0)
      }
      let xs = corners.map(\.x), ys = corners.map(\.y)
      return .rect(Rect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!))
    }
    // Swift 3's `equalTo(_:)`, today's `==`.
    rect.method("equalTo", "_") { r, a throws(RunError) in .bool(try a.rect(0) == r) }
    rect.property("isEmpty", .bool, get: { $0.width == 0 || $0.height == 0 })
    // Edges belong to a rectangle at its minimum, not at its maximum (CGRectContainsPoint).
    rect.method("contains", "_") { r, a throws(RunError) in
      switch try a.value(0) {
      case .point(let p): return .bool(p.x >= r.minX && p.x < r.maxX && p.y >= r.minY && p.y < r.maxY)
      case .rect(let o):
        return .bool(o.minX >= r.minX && o.maxX <= r.maxX && o.minY >= r.minY && o.maxY <= r.maxY)
      case let v: throw a.wrong(0, got: v, want: "a CGPoint or a CGRect")
      }
    }
    rect.method("intersects", "_") { r, a throws(RunError) in
      let o = try a.rect(0)
      return .bool(o.minX < r.maxX && r.minX < o.maxX && o.minY < r.maxY && r.minY < o.maxY)
    }
  }
}

extension Value {
  /// A value type with one member changed (`t.m34 = …`, `frame.origin.x = …`), or nil when it
  /// is not one Wobble changes by member.
  func changing(_ name: String, to value: Value) -> Value? {
    switch (self, name, value) {
    case (.transform(var t), _, .number(let x)) where Transform3D.fieldNames.contains(name):
      t.setField(name, x)
      return .transform(t)
    case (.affine(let m), _, .number(let x)): return m.setting(name, x).map(Value.affine)
    case (.point(let p), "x", .number(let x)), (.point(let p), "dx", .number(let x)): return .point(Point(x, p.y))
    case (.point(let p), "y", .number(let y)), (.point(let p), "dy", .number(let y)): return .point(Point(p.x, y))
    case (.size(_, let h), "width", .number(let w)): return .size(width: w, height: h)
    case (.size(let w, _), "height", .number(let h)): return .size(width: w, height: h)
    case (.rect(let r), "origin", .point(let p)): return .rect(Rect(x: p.x, y: p.y, width: r.width, height: r.height))
    case (.rect(let r), "size", .size(let w, let h)): return .rect(Rect(x: r.minX, y: r.minY, width: w, height: h))
    default: return nil
    }
  }
}

extension AffineTransform {
  /// The transform with its entry `name` (`a` … `d`, `tx`, `ty`) set to `x`; nil for no entry.
  func setting(_ name: String, _ x: Double) -> AffineTransform? {
    var m = self
    switch name {
    case "a": m.a = x
    case "b": m.b = x
    case "c": m.c = x
    case "d": m.d = x
    case "tx": m.tx = x
    case "ty": m.ty = x
    default: return nil
    }
    return m
  }
}
