import Foundation
import Geometry

/// How `transform` values interpolate. Core Animation decomposes the matrices and interpolates
/// the parts; its exact decomposition is not documented (core-animation.md §4.4 [?]). For 2-D
/// (affine) matrices Wobble decomposes each into scale, shear, rotation and translation — rows
/// `r1 = sx·(cos θ, sin θ)`, `r2 = sy·(k·(cos θ, sin θ) + (−sin θ, cos θ))`, translation
/// `(m41, m42)` — and interpolates those linearly, the angle the short way round. A pair of
/// which either is 3-D (a rotation about x or y, a z translation, perspective) is decomposed as
/// the CSS Transforms Level 2 "unmatrix" does (`Transform3DParts`): perspective, translation,
/// scale, skew and a rotation quaternion, each interpolated linearly but the rotation, which is
/// slerped the short way round. A matrix that cannot be decomposed (a zero scale) interpolates
/// entry by entry.
enum TransformInterpolation {
  struct Parts {
    var sx, sy, shear, angle, tx, ty: Double
  }

  /// A mirror (negative determinant) negates one scale: x when m11 < m22, else y, as CSS
  /// Transforms' 2-D decomposition does ("flip axis with minimum unit vector dot product"), so
  /// `scaleX: -1` from identity squeezes through zero width and unfolds mirrored, without
  /// turning (Core Animation's own rule is unpublished [?]; WebKit's is this one).
  static func decompose(_ m: Transform3D) -> Parts? {
    guard m.isAffine else { return nil }
    let r1 = Point(m.m11, m.m12), r2 = Point(m.m21, m.m22)
    let mirrored = m.m11 * m.m22 - m.m12 * m.m21 < 0
    let flipX = mirrored && m.m11 < m.m22
    let sx = flipX ? -r1.length : r1.length
    guard abs(sx) > 1e-12 else { return nil }
    let u = r1 * (1 / sx)
    var shear = u.x * r2.x + u.y * r2.y
    let r2p = r2 - u * shear
    var sy = r2p.length
    guard sy > 1e-12 else { return nil }
    // u × r2p has the sign of the determinant over sx: negative when y is the flipped axis.
    if u.x * r2p.y - u.y * r2p.x < 0 { sy = -sy }
    shear /= sy
    return Parts(sx: sx, sy: sy, shear: shear, angle: atan2(u.y, u.x), tx: m.m41, ty: m.m42)
  }

  static func compose(_ p: Parts) -> Transform3D {
    let c = cos(p.angle), s = sin(p.angle)
    var m = Transform3D.identity
    (m.m11, m.m12) = (p.sx * c, p.sx * s)
    (m.m21, m.m22) = (p.sy * (p.shear * c - s), p.sy * (p.shear * s + c))
    (m.m41, m.m42) = (p.tx, p.ty)
    return m
  }

  static func interpolate(_ a: Transform3D, _ b: Transform3D, _ t: Double) -> Transform3D {
    if !a.isAffine || !b.isAffine {
      guard let pa = Transform3DParts(a), let pb = Transform3DParts(b) else { return entrywise(a, b, t) }
      return pa.interpolated(to: pb, t).matrix
    }
    guard let pa = decompose(a), let pb = decompose(b) else { return entrywise(a, b, t) }
    // The short way round; a half turn either way (π and −π are one matrix) turns clockwise on
    // screen, as UIKit's rotation to ±M_PI is reported to (Stack Overflow 31007262, 34596952).
    var delta = pb.angle - pa.angle
    while delta > Double.pi { delta -= 2 * Double.pi }
    while delta <= -Double.pi { delta += 2 * Double.pi }
    func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    return compose(
      Parts(
        sx: mix(pa.sx, pb.sx), sy: mix(pa.sy, pb.sy), shear: mix(pa.shear, pb.shear),
        angle: pa.angle + delta * t, tx: mix(pa.tx, pb.tx), ty: mix(pa.ty, pb.ty)))
  }

  static func entrywise(_ a: Transform3D, _ b: Transform3D, _ t: Double) -> Transform3D {
    func m(_ x: Double, _ y: Double) -> Double { x + (y - x) * t }
    return Transform3D(
      m11: m(a.m11, b.m11), m12: m(a.m12, b.m12), m13: m(a.m13, b.m13), m14: m(a.m14, b.m14),
      m21: m(a.m21, b.m21), m22: m(a.m22, b.m22), m23: m(a.m23, b.m23), m24: m(a.m24, b.m24),
      m31: m(a.m31, b.m31), m32: m(a.m32, b.m32), m33: m(a.m33, b.m33), m34: m(a.m34, b.m34),
      m41: m(a.m41, b.m41), m42: m(a.m42, b.m42), m43: m(a.m43, b.m43), m44: m(a.m44, b.m44))
  }
}

/// A 3-D transform taken apart as the CSS Transforms Level 2 specification's "unmatrix" does
/// (after Graphics Gems II): `M = S·K·R·T·P` in Core Animation's row-vector convention (`p' =
/// p·M`), with `S` the scales, `K` the shears (lower triangular), `R` the rotation (as a unit
/// quaternion), `T` the translation and `P` the perspective row (m14, m24, m34, m44).
/// Recomposing gives the matrix back to rounding (about 1e-15 relative).
struct Transform3DParts {
  var perspective: (Double, Double, Double, Double)
  var translation: (Double, Double, Double)
  var scale: (Double, Double, Double)
  /// xy, xz, yz.
  var skew: (Double, Double, Double)
  /// x, y, z, w: the rotation by angle θ about the unit axis u is (u·sin(θ/2), cos(θ/2)).
  var quaternion: (Double, Double, Double, Double)
  /// m44, which the others are divided by (a homogeneous matrix means the same at any scale).
  var weight: Double

  /// The parts of `m`, or nil when it has none (m44 = 0, a zero scale, a singular perspective).
  init?(_ m: Transform3D) {
    guard m.m44 != 0, m.m44.isFinite else { return nil }
    weight = m.m44
    let k = 1 / m.m44
    var rows = [
      [m.m11 * k, m.m12 * k, m.m13 * k, m.m14 * k], [m.m21 * k, m.m22 * k, m.m23 * k, m.m24 * k],
      [m.m31 * k, m.m32 * k, m.m33 * k, m.m34 * k], [m.m41 * k, m.m42 * k, m.m43 * k, 1],
    ]
    // Perspective: the last column c = N·p, where N is M with its last column (0, 0, 0, 1).
    if rows[0][3] != 0 || rows[1][3] != 0 || rows[2][3] != 0 {
      // N = [L 0; t 1] has the inverse [L⁻¹ 0; −t·L⁻¹ 1]; L⁻¹ by cofactors.
      let l = (0..<3).map { Array(rows[$0][0..<3]) }
      let det =
        l[0][0] * (l[1][1] * l[2][2] - l[1][2] * l[2][1]) - l[0][1] * (l[1][0] * l[2][2] - l[1][2] * l[2][0])
        + l[0][2] * (l[1][0] * l[2][1] - l[1][1] * l[2][0])
      guard abs(det) > 1e-12 else { return nil }
      var inverse = [[Double]](repeating: [0, 0, 0], count: 3)
      for i in 0..<3 {
        for j in 0..<3 {
          let (a, b) = ((j + 1) % 3, (j + 2) % 3), (c, d) = ((i + 1) % 3, (i + 2) % 3)
          inverse[i][j] = (l[a][c] * l[b][d] - l[a][d] * l[b][c]) / det
        }
      }
      let t = Array(rows[3][0..<3])
      let c = (0..<4).map { rows[$0][3] }
      // p = N⁻¹·c: the first three from L⁻¹, the last from −t·L⁻¹ and c's last.
      var p = [0.0, 0, 0, 0]
      for i in 0..<3 { p[i] = (0..<3).reduce(0) { $0 + inverse[i][$1] * c[$1] } }
      p[3] = c[3] - (0..<3).reduce(0) { sum, j in sum + (0..<3).reduce(0) { $0 + t[$1] * inverse[$1][j] } * c[j] }
      perspective = (p[0], p[1], p[2], p[3])
      for i in 0..<3 { rows[i][3] = 0 }
    } else {
      perspective = (0, 0, 0, 1)
    }
    translation = (rows[3][0], rows[3][1], rows[3][2])
    // Scale and shear by Gram–Schmidt on the rows of the linear part.
    func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
    func minus(_ a: [Double], _ b: [Double], _ f: Double) -> [Double] { [a[0] - b[0] * f, a[1] - b[1] * f, a[2] - b[2] * f] }
    func scaled(_ a: [Double], _ f: Double) -> [Double] { [a[0] * f, a[1] * f, a[2] * f] }
    var r0 = Array(rows[0][0..<3]), r1 = Array(rows[1][0..<3]), r2 = Array(rows[2][0..<3])
    var sx = dot(r0, r0).squareRoot()
    guard sx > 1e-12 else { return nil }
    r0 = scaled(r0, 1 / sx)
    var xy = dot(r0, r1)
    r1 = minus(r1, r0, xy)
    var sy = dot(r1, r1).squareRoot()
    guard sy > 1e-12 else { return nil }
    r1 = scaled(r1, 1 / sy)
    xy /= sy
    var xz = dot(r0, r2)
    r2 = minus(r2, r0, xz)
    var yz = dot(r1, r2)
    r2 = minus(r2, r1, yz)
    var sz = dot(r2, r2).squareRoot()
    guard sz > 1e-12 else { return nil }
    r2 = scaled(r2, 1 / sz)
    xz /= sz
    yz /= sz
    // A mirror: every scale and row negated, so that the rows are a rotation.
    let cross = [r1[1] * r2[2] - r1[2] * r2[1], r1[2] * r2[0] - r1[0] * r2[2], r1[0] * r2[1] - r1[1] * r2[0]]
    if dot(r0, cross) < 0 {
      (sx, sy, sz) = (-sx, -sy, -sz)
      (r0, r1, r2) = (scaled(r0, -1), scaled(r1, -1), scaled(r2, -1))
    }
    scale = (sx, sy, sz)
    skew = (xy, xz, yz)
    // The rows are the transpose of the column-vector rotation matrix c: c[i][j] = r_j[i].
    // Shepperd's method: the largest of w, x, y, z from a square root, the others from the
    // off-diagonal sums (square roots of near-zero sums would cost eight digits).
    let (c00, c11, c22) = (r0[0], r1[1], r2[2])
    let (c01, c10, c02, c20, c12, c21) = (r1[0], r0[1], r2[0], r0[2], r2[1], r1[2])
    let trace = c00 + c11 + c22
    let x: Double, y: Double, z: Double, w: Double
    if trace > 0 {
      let s = (trace + 1).squareRoot() * 2
      (w, x, y, z) = (s / 4, (c21 - c12) / s, (c02 - c20) / s, (c10 - c01) / s)
    } else if c00 > c11, c00 > c22 {
      let s = (1 + c00 - c11 - c22).squareRoot() * 2
      (w, x, y, z) = ((c21 - c12) / s, s / 4, (c01 + c10) / s, (c02 + c20) / s)
    } else if c11 > c22 {
      let s = (1 + c11 - c00 - c22).squareRoot() * 2
      (w, x, y, z) = ((c02 - c20) / s, (c01 + c10) / s, s / 4, (c12 + c21) / s)
    } else {
      let s = (1 + c22 - c00 - c11).squareRoot() * 2
      (w, x, y, z) = ((c10 - c01) / s, (c02 + c20) / s, (c12 + c21) / s, s / 4)
    }
    quaternion = (x, y, z, w)
  }

  /// The parts a fraction `t` of the way to `other`: each linearly, the rotation by spherical
  /// interpolation the short way round.
  func interpolated(to other: Transform3DParts, _ t: Double) -> Transform3DParts {
    func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
    var result = self
    result.perspective = (
      mix(perspective.0, other.perspective.0), mix(perspective.1, other.perspective.1),
      mix(perspective.2, other.perspective.2), mix(perspective.3, other.perspective.3)
    )
    result.translation = (
      mix(translation.0, other.translation.0), mix(translation.1, other.translation.1),
      mix(translation.2, other.translation.2)
    )
    result.scale = (mix(scale.0, other.scale.0), mix(scale.1, other.scale.1), mix(scale.2, other.scale.2))
    result.skew = (mix(skew.0, other.skew.0), mix(skew.1, other.skew.1), mix(skew.2, other.skew.2))
    result.weight = mix(weight, other.weight)
    let a = quaternion
    var b = other.quaternion
    var product = a.0 * b.0 + a.1 * b.1 + a.2 * b.2 + a.3 * b.3
    if product < 0 {
      b = (-b.0, -b.1, -b.2, -b.3)
      product = -product
    }
    product = min(product, 1)
    let (wa, wb): (Double, Double)
    if product > 1 - 1e-12 {
      (wa, wb) = (1 - t, t)  // the same rotation: no angle to divide by
    } else {
      let theta = acos(product)
      (wa, wb) = (sin((1 - t) * theta) / sin(theta), sin(t * theta) / sin(theta))
    }
    var q = (a.0 * wa + b.0 * wb, a.1 * wa + b.1 * wb, a.2 * wa + b.2 * wb, a.3 * wa + b.3 * wb)
    let length = (q.0 * q.0 + q.1 * q.1 + q.2 * q.2 + q.3 * q.3).squareRoot()
    if length > 0 { q = (q.0 / length, q.1 / length, q.2 / length, q.3 / length) }
    result.quaternion = q
    return result
  }

  /// The matrix `(S·K·R·T·P)·m44`.
  var matrix: Transform3D {
    let (x, y, z, w) = quaternion
    // Rows of R: the transpose of the column-vector rotation matrix of the quaternion.
    let r: [[Double]] = [
      [1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)],
      [2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)],
      [2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)],
    ]
    // S·K: rows sx·(1, 0, 0), sy·(xy, 1, 0), sz·(xz, yz, 1).
    let sk: [[Double]] = [
      [scale.0, 0, 0], [scale.1 * skew.0, scale.1, 0], [scale.2 * skew.1, scale.2 * skew.2, scale.2],
    ]
    var l = [[Double]](repeating: [0, 0, 0], count: 3)
    for i in 0..<3 { for j in 0..<3 { l[i][j] = sk[i][0] * r[0][j] + sk[i][1] * r[1][j] + sk[i][2] * r[2][j] } }
    let n = Transform3D(
      m11: l[0][0], m12: l[0][1], m13: l[0][2], m14: 0, m21: l[1][0], m22: l[1][1], m23: l[1][2], m24: 0,
      m31: l[2][0], m32: l[2][1], m33: l[2][2], m34: 0, m41: translation.0, m42: translation.1, m43: translation.2,
      m44: 1)
    var p = Transform3D.identity
    (p.m14, p.m24, p.m34, p.m44) = perspective
    let m = n.concatenating(p)
    let k = weight
    return Transform3D(
      m11: m.m11 * k, m12: m.m12 * k, m13: m.m13 * k, m14: m.m14 * k, m21: m.m21 * k, m22: m.m22 * k, m23: m.m23 * k,
      m24: m.m24 * k, m31: m.m31 * k, m32: m.m32 * k, m33: m.m33 * k, m34: m.m34 * k, m41: m.m41 * k, m42: m.m42 * k,
      m43: m.m43 * k, m44: m.m44 * k)
  }
}
