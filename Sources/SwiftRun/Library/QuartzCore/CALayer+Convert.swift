import Geometry

extension LayerObject {
  /// `p`, in this layer's own coordinates, in its superlayer's: less the bounds' origin and the
  /// anchor point's offset, through the transform (projected when it has perspective), plus
  /// the position — as Core Animation places a layer.
  func pointInSuperlayer(_ p: Point) -> Point {
    let m = model
    let local = Point(
      p.x - m.bounds.minX - m.anchorPoint.x * m.bounds.width, p.y - m.bounds.minY - m.anchorPoint.y * m.bounds.height)
    let placed = m.effectiveTransform.project(local) ?? local
    return Point(placed.x + m.position.x, placed.y + m.position.y)
  }

  /// The inverse of `pointInSuperlayer(_:)`: nil when the transform flattens the plane.
  func pointFromSuperlayer(_ q: Point) -> Point? {
    let m = model
    let t = m.effectiveTransform
    // The plane z = 0 maps by the homography of rows (m11 m12 m14), (m21 m22 m24), (m41 m42 m44).
    let h = [t.m11, t.m12, t.m14, t.m21, t.m22, t.m24, t.m41, t.m42, t.m44]
    let det =
      h[0] * (h[4] * h[8] - h[5] * h[7]) - h[1] * (h[3] * h[8] - h[5] * h[6]) + h[2] * (h[3] * h[7] - h[4] * h[6])
    guard abs(det) > 1e-12 else { return nil }
    let x = q.x - m.position.x, y = q.y - m.position.y
    // Solve (u, v, 1)·H = w·(x, y, 1) for u, v by the adjugate.
    let inv = [
      (h[4] * h[8] - h[5] * h[7]) / det, (h[2] * h[7] - h[1] * h[8]) / det, (h[1] * h[5] - h[2] * h[4]) / det,
      (h[5] * h[6] - h[3] * h[8]) / det, (h[0] * h[8] - h[2] * h[6]) / det, (h[2] * h[3] - h[0] * h[5]) / det,
      (h[3] * h[7] - h[4] * h[6]) / det, (h[1] * h[6] - h[0] * h[7]) / det, (h[0] * h[4] - h[1] * h[3]) / det,
    ]
    let u = x * inv[0] + y * inv[3] + inv[6], v = x * inv[1] + y * inv[4] + inv[7], w = x * inv[2] + y * inv[5] + inv[8]
    guard abs(w) > 1e-12 else { return nil }
    return Point(
      u / w + m.bounds.minX + m.anchorPoint.x * m.bounds.width, v / w + m.bounds.minY + m.anchorPoint.y * m.bounds.height)
  }

  /// This layer and its superlayers, innermost first.
  var ancestry: [LayerObject] {
    var chain: [LayerObject] = [self]
    while let up = chain.last?.superlayer { chain.append(up) }
    return chain
  }

  /// `convert(_:to:)`: `p` in this layer's coordinates in `other`'s (nil: the root's, which is
  /// the window's for a view shown) — up through this layer's superlayers, down through
  /// `other`'s. Layers in different trees meet at their roots.
  func convert(_ p: Point, to other: LayerObject?) -> Point {
    var q = p
    for layer in ancestry.dropLast() { q = layer.pointInSuperlayer(q) }
    guard let other else { return q }
    for layer in other.ancestry.dropLast().reversed() { q = layer.pointFromSuperlayer(q) ?? q }
    return q
  }

  /// `convert(_:to:)` for a rectangle: the smallest rectangle holding its converted corners.
  func convert(_ r: Rect, to other: LayerObject?) -> Rect {
    Rect(enclosing: r.corners.map { convert($0, to: other) }) ?? r
  }
}

extension Library {
  /// `convert(_:to:)` and `convert(_:from:)` of a point or a rectangle between two layers
  /// (or views: their layers); nil for the other is the window.
  static func converting(_ mine: LayerObject, _ a: Arguments) throws(RunError) -> Value {
    let given = try a.value(1)
    let other: LayerObject?
    switch given {
    case .nil: other = nil
    default:
      guard let layer = given.asLayer ?? given.asView?.layer else { throw a.wrong(1, got: given, want: "a view, a layer or nil") }
      other = layer
    }
    let toOther = a.labels[1] == "to"
    func move(_ p: Point) -> Point {
      if toOther { return mine.convert(p, to: other) }
      // From `other` (nil: the window, whose coordinates are the root's) into mine.
      let inRoot = other.map { $0.convert(p, to: nil) } ?? p
      var q = inRoot
      for layer in mine.ancestry.dropLast().reversed() { q = layer.pointFromSuperlayer(q) ?? q }
      return q
    }
    switch try a.value(0) {
    case .point(let p): return .point(move(p))
    case .rect(let r): return .rect(Rect(enclosing: r.corners.map(move)) ?? r)
    case let other: throw a.wrong(0, got: other, want: "a CGPoint or a CGRect")
    }
  }
}
