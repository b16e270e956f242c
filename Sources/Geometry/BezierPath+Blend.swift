/// Blending paths point by point, as a `path` animation does.
extension BezierPath {
  /// Whether the two paths have the same elements in the same order (their points may differ).
  public func hasSameStructure(as other: BezierPath) -> Bool {
    guard elements.count == other.elements.count else { return false }
    for (a, b) in zip(elements, other.elements) {
      switch (a, b) {
      case (.move, .move), (.line, .line), (.quad, .quad), (.cubic, .cubic), (.close, .close): continue
      default: return false
      }
    }
    return true
  }

  /// Each point moved `p` of the way to the matching point of `other` (exact: the blend of
  /// two Béziers with the same elements is the Bézier of the blended points); nil when the
  /// structures differ.
  public func blended(to other: BezierPath, at p: Double) -> BezierPath? {
    combine(other) { a, b in a + (b - a) * p }
  }

  /// `self + k · other` point by point (additive and repeated `by` values); nil when the
  /// structures differ.
  public func combined(with other: BezierPath, _ k: Double) -> BezierPath? {
    combine(other) { a, b in a + b * k }
  }

  private func combine(_ other: BezierPath, _ f: (Point, Point) -> Point) -> BezierPath? {
    guard hasSameStructure(as: other) else { return nil }
    return BezierPath(
      elements: zip(elements, other.elements).map { a, b in
        switch (a, b) {
        case (.move(let p), .move(let q)): .move(to: f(p, q))
        case (.line(let p), .line(let q)): .line(to: f(p, q))
        case (.quad(let p, let c), .quad(let q, let d)): .quad(to: f(p, q), control: f(c, d))
        case (.cubic(let p, let c1, let c2), .cubic(let q, let d1, let d2)):
          .cubic(to: f(p, q), control1: f(c1, d1), control2: f(c2, d2))
        default: .close
        }
      })
  }
}
