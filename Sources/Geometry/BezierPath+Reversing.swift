extension BezierPath {
  /// `UIBezierPath.reversing()`: the same shape traversed the other way, subpath by subpath
  /// (kept in their order). An open subpath starts at its old end; a closed one keeps its start
  /// and runs first along its old closing segment. Curves swap their control points, so the
  /// reversed path covers exactly the same points (no approximation).
  public func reversed() -> BezierPath {
    var out: [Element] = []
    var index = 0
    while index < elements.count {
      // One subpath: a move, the segments after it, and a close if it has one.
      guard case .move(let start) = elements[index] else {
        index += 1
        continue
      }
      var segments: [(from: Point, element: Element)] = []
      var current = start
      var closed = false
      index += 1
      while index < elements.count {
        let element = elements[index]
        if case .move = element { break }
        index += 1
        switch element {
        case .line(let p), .quad(let p, _), .cubic(let p, _, _):
          segments.append((current, element))
          current = p
        case .close:
          closed = true
        case .move: break
        }
        if closed { break }
      }
      if closed {
        out.append(.move(to: start))
        if current != start { out.append(.line(to: current)) }
      } else {
        out.append(.move(to: current))
      }
      for (from, element) in segments.reversed() {
        switch element {
        case .line: out.append(.line(to: from))
        case .quad(_, let c): out.append(.quad(to: from, control: c))
        case .cubic(_, let c1, let c2): out.append(.cubic(to: from, control1: c2, control2: c1))
        case .move, .close: break
        }
      }
      if closed { out.append(.close) }
    }
    return BezierPath(elements: out)
  }
}
