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

  /// The four corners, clockwise on screen from the origin.
  public var corners: [Point] {
    [origin, Point(maxX, minY), Point(maxX, maxY), Point(minX, maxY)]
  }
}
