#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 2-D affine transform with `CGAffineTransform`'s conventions: the matrix
/// `[a b 0; c d 0; tx ty 1]` multiplies row vectors, so a point maps to
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`.
public struct AffineTransform: Hashable, Sendable {
  public var a, b, c, d, tx, ty: Double

  /// `CGAffineTransform(a:b:c:d:tx:ty:)`.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    self.a = a
    self.b = b
    self.c = c
    self.d = d
    self.tx = tx
    self.ty = ty
  }

  public static let identity = AffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// `CGAffineTransform(translationX:y:)`.
  public init(translationX x: Double, y: Double) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// `CGAffineTransform(scaleX:y:)`.
  public init(scaleX sx: Double, y sy: Double) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  /// `CGAffineTransform(rotationAngle:)`, angle in radians; positive turns +x toward +y
  /// (clockwise on a y-down screen).
  public init(rotationAngle angle: Double) {
    let cs = cos(angle), sn = sin(angle)
    self.init(a: cs, b: sn, c: -sn, d: cs, tx: 0, ty: 0)
  }

  /// `CGAffineTransformConcat(self, other)`: `self` is applied first, then `other`.
  public func concatenating(_ other: AffineTransform) -> AffineTransform {
    AffineTransform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  public func apply(to p: Point) -> Point {
    Point(a * p.x + c * p.y + tx, b * p.x + d * p.y + ty)
  }

  public var determinant: Double { a * d - b * c }

  /// The inverse, or `nil` when the transform is singular (|det| < 1e-300).
  public var inverted: AffineTransform? {
    let det = determinant
    guard abs(det) > 1e-300, det.isFinite else { return nil }
    let ia = d / det, ib = -b / det, ic = -c / det, id = a / det
    return AffineTransform(
      a: ia, b: ib, c: ic, d: id, tx: -(tx * ia + ty * ic), ty: -(tx * ib + ty * id))
  }

  /// The largest factor by which the transform stretches any vector (the larger singular value).
  public var maximumScale: Double {
    let s1 = a * a + b * b + c * c + d * d
    let det = determinant
    let root = max(0, s1 * s1 - 4 * det * det).squareRoot()
    return ((s1 + root) / 2).squareRoot()
  }
}
