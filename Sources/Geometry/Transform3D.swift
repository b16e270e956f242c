#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A 4×4 homogeneous transform with `CATransform3D`'s conventions: fields are named
/// `m11 … m44` in row-major order and the matrix multiplies row vectors, `p' = p · M` with
/// `p = (x, y, z, 1)`; translation lives in `m41 m42 m43`, perspective in `m14 m24 m34`.
public struct Transform3D: Hashable, Sendable {
  public var m11, m12, m13, m14: Double
  public var m21, m22, m23, m24: Double
  public var m31, m32, m33, m34: Double
  public var m41, m42, m43, m44: Double

  public init(
    m11: Double, m12: Double, m13: Double, m14: Double,
    m21: Double, m22: Double, m23: Double, m24: Double,
    m31: Double, m32: Double, m33: Double, m34: Double,
    m41: Double, m42: Double, m43: Double, m44: Double
  ) {
    (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
    (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
    (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
    (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
  }

  /// `CATransform3DIdentity`.
  public static let identity = Transform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

  /// `CATransform3DMakeTranslation(tx, ty, tz)`.
  public init(translationX tx: Double, y ty: Double, z tz: Double = 0) {
    self = .identity
    (m41, m42, m43) = (tx, ty, tz)
  }

  /// `CATransform3DMakeScale(sx, sy, sz)`: `diag(sx, sy, sz, 1)`.
  public init(scaleX sx: Double, y sy: Double, z sz: Double = 1) {
    self = .identity
    (m11, m22, m33) = (sx, sy, sz)
  }

  /// `CATransform3DMakeRotation(angle, x, y, z)`: `angle` radians about the axis `(x, y, z)`,
  /// normalised; a zero-length axis gives the identity, as Apple documents. About +z a positive
  /// angle turns +x toward +y (clockwise on UIKit's y-down screen).
  public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0, length.isFinite else {
      self = .identity
      return
    }
    let (ux, uy, uz) = (x / length, y / length, z / length)
    let c = cos(angle), s = sin(angle), t = 1 - c
    self.init(
      m11: c + t * ux * ux, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
      m21: t * ux * uy - s * uz, m22: c + t * uy * uy, m23: t * uy * uz + s * ux, m24: 0,
      m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: c + t * uz * uz, m34: 0,
      m41: 0, m42: 0, m43: 0, m44: 1)
  }

  /// `CATransform3DMakeAffineTransform(m)`: `m11 = a, m12 = b, m21 = c, m22 = d,
  /// m41 = tx, m42 = ty`, identity elsewhere.
  public init(_ m: AffineTransform) {
    self = .identity
    (m11, m12, m21, m22, m41, m42) = (m.a, m.b, m.c, m.d, m.tx, m.ty)
  }

  /// `CATransform3DConcat(self, other)` = `self · other`: `self` is applied first, then `other`.
  public func concatenating(_ o: Transform3D) -> Transform3D {
    Transform3D(
      m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31 + m14 * o.m41,
      m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32 + m14 * o.m42,
      m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33 + m14 * o.m43,
      m14: m11 * o.m14 + m12 * o.m24 + m13 * o.m34 + m14 * o.m44,
      m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31 + m24 * o.m41,
      m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32 + m24 * o.m42,
      m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33 + m24 * o.m43,
      m24: m21 * o.m14 + m22 * o.m24 + m23 * o.m34 + m24 * o.m44,
      m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31 + m34 * o.m41,
      m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32 + m34 * o.m42,
      m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33 + m34 * o.m43,
      m34: m31 * o.m14 + m32 * o.m24 + m33 * o.m34 + m34 * o.m44,
      m41: m41 * o.m11 + m42 * o.m21 + m43 * o.m31 + m44 * o.m41,
      m42: m41 * o.m12 + m42 * o.m22 + m43 * o.m32 + m44 * o.m42,
      m43: m41 * o.m13 + m42 * o.m23 + m43 * o.m33 + m44 * o.m43,
      m44: m41 * o.m14 + m42 * o.m24 + m43 * o.m34 + m44 * o.m44)
  }

  /// `CATransform3DTranslate(self, tx, ty, tz)`: the translation is applied before `self`.
  public func translatedBy(x: Double, y: Double, z: Double = 0) -> Transform3D {
    Transform3D(translationX: x, y: y, z: z).concatenating(self)
  }

  /// `CATransform3DScale(self, sx, sy, sz)`: the scale is applied before `self`.
  public func scaledBy(x: Double, y: Double, z: Double = 1) -> Transform3D {
    Transform3D(scaleX: x, y: y, z: z).concatenating(self)
  }

  /// `CATransform3DRotate(self, angle, x, y, z)`: the rotation is applied before `self`.
  public func rotatedBy(angle: Double, x: Double, y: Double, z: Double) -> Transform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z).concatenating(self)
  }

  /// `CATransform3DInvert` for affine transforms; `nil` when singular or not affine (Core
  /// Animation returns the input unchanged then).
  public var inverse: Transform3D? {
    guard let a = affine, isAffine, let i = a.inverted else { return nil }
    return Transform3D(i)
  }

  /// The general inverse (`CATransform3DInvert`), by Gauss–Jordan elimination with partial
  /// pivoting; `nil` when the matrix is singular (a pivot below 1e-12 of the largest entry),
  /// where Core Animation returns the input unchanged.
  public var generalInverse: Transform3D? {
    var m = entries
    var inv = Transform3D.identity.entries
    let scale = m.map(Swift.abs).max() ?? 0
    guard scale > 0 else { return nil }
    for column in 0..<4 {
      var pivot = column
      for row in column..<4 where Swift.abs(m[row * 4 + column]) > Swift.abs(m[pivot * 4 + column]) { pivot = row }
      guard Swift.abs(m[pivot * 4 + column]) > 1e-12 * scale else { return nil }
      if pivot != column {
        for k in 0..<4 {
          m.swapAt(pivot * 4 + k, column * 4 + k)
          inv.swapAt(pivot * 4 + k, column * 4 + k)
        }
      }
      let p = m[column * 4 + column]
      for k in 0..<4 {
        m[column * 4 + k] /= p
        inv[column * 4 + k] /= p
      }
      for row in 0..<4 where row != column {
        let f = m[row * 4 + column]
        guard f != 0 else { continue }
        for k in 0..<4 {
          m[row * 4 + k] -= f * m[column * 4 + k]
          inv[row * 4 + k] -= f * inv[column * 4 + k]
        }
      }
    }
    return Transform3D(entries: inv)
  }

  /// The sixteen entries row by row (m11, m12, …, m44).
  public var entries: [Double] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }

  /// A transform from sixteen entries row by row.
  public init(entries e: [Double]) {
    precondition(e.count == 16)
    self.init(
      m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
      m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
  }

  /// Drops z after this transform, as an ordinary (non-`CATransformLayer`) layer flattens its
  /// sublayers into its plane: `(x, y, z, w) ↦ (x, y, 0, w)`.
  public var flattened: Transform3D {
    var t = self
    (t.m13, t.m23, t.m33, t.m43) = (0, 0, 0, 0)
    return t
  }

  /// `CATransform3DIsAffine`: no perspective and no z terms.
  public var isAffine: Bool {
    m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m34 == 0
      && m43 == 0 && m33 == 1 && m44 == 1
  }

  /// The 2-D part that acts on points in the z = 0 plane when there is no perspective
  /// (`m14 = m24 = 0`, `m44 = 1`); `nil` otherwise. This is `CATransform3DGetAffineTransform`
  /// for transforms that satisfy that test.
  public var affine: AffineTransform? {
    guard m14 == 0, m24 == 0, m44 == 1 else { return nil }
    return AffineTransform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
  }

  /// Maps a point of the z = 0 plane and divides by w. Returns `nil` when w ≤ 0 (behind the
  /// eye).
  public func project(_ p: Point) -> Point? {
    let w = p.x * m14 + p.y * m24 + m44
    guard w > 0 else { return nil }
    return Point((p.x * m11 + p.y * m21 + m41) / w, (p.x * m12 + p.y * m22 + m42) / w)
  }
}
