/// An axis-aligned rectangle with `origin` at its minimum corner (top-left in y-down space).
public struct Rect: Hashable, Sendable {
  public var origin: Point
  public var width: Double
  public var height: Double

  public init(x: Double, y: Double, width: Double, height: Double) {
    origin = Point(x, y)
    self.width = width
    self.height = height
  }

  public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + width }
  public var maxY: Double { origin.y + height }
  public var midX: Double { origin.x + width / 2 }
  public var midY: Double { origin.y + height / 2 }

  /// The smallest rectangle that contains every point (`nil` for no points).
  public init?(enclosing points: some Sequence<Point>) {
    var it = points.makeIterator()
    guard let first = it.next() else { return nil }
    var lo = first, hi = first
    while let p = it.next() {
      lo = Point(min(lo.x, p.x), min(lo.y, p.y))
      hi = Point(max(hi.x, p.x), max(hi.y, p.y))
    }
    self.init(x: lo.x, y: lo.y, width: hi.x - lo.x, height: hi.y - lo.y)
  }

  /// The same rectangle with a non-negative width and height (CGRectStandardize): a negative
  /// size moves the origin to the other corner.
  public var standardized: Rect {
    Rect(x: Swift.min(minX, maxX), y: Swift.min(minY, maxY), width: Swift.abs(width), height: Swift.abs(height))
  }

  /// The smallest rectangle with whole-number edges that contains this one (CGRectIntegral):
  /// the standardized minimum edges rounded down, the maximum edges rounded up.
  public var integral: Rect {
    let s = standardized
    let x = s.minX.rounded(.down), y = s.minY.rounded(.down)
    return Rect(x: x, y: y, width: s.maxX.rounded(.up) - x, height: s.maxY.rounded(.up) - y)
  }

  /// Core Graphics' null rectangle (`CGRect.null`, the result of intersecting disjoint
  /// rectangles): its origin at +∞, no size.
  public static let null = Rect(x: .infinity, y: .infinity, width: 0, height: 0)

  /// Core Graphics' infinite rectangle (`CGRect.infinite`): origin −max/2, size max.
  public static let infinite = Rect(
    x: -Double.greatestFiniteMagnitude / 2, y: -Double.greatestFiniteMagnitude / 2,
    width: .greatestFiniteMagnitude, height: .greatestFiniteMagnitude)

  public var isNull: Bool { origin.x == .infinity || origin.y == .infinity }

  /// The smallest rectangle holding both (CGRectUnion): the null rectangle contributes nothing.
  public func union(_ other: Rect) -> Rect {
    if isNull { return other }
    if other.isNull { return self }
    let a = standardized, b = other.standardized
    let x0 = Swift.min(a.minX, b.minX), y0 = Swift.min(a.minY, b.minY)
    return Rect(x: x0, y: y0, width: Swift.max(a.maxX, b.maxX) - x0, height: Swift.max(a.maxY, b.maxY) - y0)
  }

  /// The overlap of the two (CGRectIntersection): null when they do not meet; rectangles that
  /// only touch share a rectangle of no width or height.
  public func intersection(_ other: Rect) -> Rect {
    if isNull || other.isNull { return .null }
    let a = standardized, b = other.standardized
    let x0 = Swift.max(a.minX, b.minX), x1 = Swift.min(a.maxX, b.maxX)
    let y0 = Swift.max(a.minY, b.minY), y1 = Swift.min(a.maxY, b.maxY)
    guard x1 >= x0, y1 >= y0 else { return .null }
    return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
  }

  /// Which side `divided(atDistance:from:)` measures from (`CGRectEdge`).
  public enum Edge: Sendable { case minX, minY, maxX, maxY }

  /// The strip `distance` wide along `edge` and what is left (CGRectDivide): the distance is
  /// held within 0 and the rectangle's extent across that edge.
  public func divided(atDistance distance: Double, from edge: Edge) -> (slice: Rect, remainder: Rect) {
    let r = standardized
    switch edge {
    case .minX, .maxX:
      let d = Swift.min(Swift.max(distance, 0), r.width)
      let sliceX = edge == .minX ? r.minX : r.maxX - d
      let restX = edge == .minX ? r.minX + d : r.minX
      return (
        Rect(x: sliceX, y: r.minY, width: d, height: r.height), Rect(x: restX, y: r.minY, width: r.width - d, height: r.height)
      )
    case .minY, .maxY:
      let d = Swift.min(Swift.max(distance, 0), r.height)
      let sliceY = edge == .minY ? r.minY : r.maxY - d
      let restY = edge == .minY ? r.minY + d : r.minY
      return (
        Rect(x: r.minX, y: sliceY, width: r.width, height: d), Rect(x: r.minX, y: restY, width: r.width, height: r.height - d)
      )
    }
  }

  /// The four corners, clockwise on screen from the origin.
  public var corners: [Point] {
    [origin, Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
  }
}
