/// A point or vector in a 2-D coordinate space (points in UIKit's y-down convention unless
/// the owner says otherwise).
public struct Point: Hashable, Sendable, CustomStringConvertible {
  public var x: Double
  public var y: Double

  public init(_ x: Double, _ y: Double) {
    self.x = x
    self.y = y
  }

  public init(x: Double, y: Double) { self.init(x, y) }

  public static let zero = Point(0, 0)

  public static func + (a: Point, b: Point) -> Point { Point(a.x + b.x, a.y + b.y) }
  public static func - (a: Point, b: Point) -> Point { Point(a.x - b.x, a.y - b.y) }
  public static func * (a: Point, s: Double) -> Point { Point(a.x * s, a.y * s) }
  public static func * (s: Double, a: Point) -> Point { Point(a.x * s, a.y * s) }

  /// Euclidean length of the vector from the origin.
  public var length: Double { (x * x + y * y).squareRoot() }

  /// Linear interpolation: `self` at `t = 0`, `other` at `t = 1`.
  public func interpolated(to other: Point, at t: Double) -> Point {
    Point(x + (other.x - x) * t, y + (other.y - y) * t)
  }

  public func distance(to other: Point) -> Double { (other - self).length }

  public var isFinite: Bool { x.isFinite && y.isFinite }

  public var description: String { "(\(x), \(y))" }
}
