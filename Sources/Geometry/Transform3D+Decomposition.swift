#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A `CATransform3D` taken apart into the parts its `transform.*` key paths name.
///
/// Core Animation reads `transform.rotation.z`, `transform.scale.x`, … from a decomposition of
/// the matrix, whether the matrix was set directly or built through key paths ("CATransform3D
/// Key Paths"); Apple does not publish the algorithm. This is the classic one (Spencer W.
/// Thomas, "Decomposing a matrix into simple transformations", Graphics Gems II, 1991 — the one
/// CSS transforms and WebKit use): Gram–Schmidt on the rows of the upper 3×3 gives the scales
/// and shears, a negative determinant negates all three scales, and the rotation is read as
/// Euler angles. For a matrix built as scale · rotation about z · translation (row vectors,
/// `Pose`'s order) it returns those parts exactly, to rounding (≈1e-16 relative). Perspective
/// (m14, m24, m34) is ignored; the matrix is divided by m44 first.
public struct TransformParts: Hashable, Sendable {
  public var scaleX, scaleY, scaleZ: Double
  /// Shear of y along x (the xy shear of the decomposition), after the scales are divided out.
  public var shearXY, shearXZ, shearYZ: Double
  /// Radians, as `transform.rotation.x/.y/.z` read them; about z: +x toward +y.
  public var rotationX, rotationY, rotationZ: Double
  public var translationX, translationY, translationZ: Double

  /// `transform.scale`: Apple documents it as "the average of all three scale factors".
  public var scale: Double { (scaleX + scaleY + scaleZ) / 3 }
}

extension Transform3D {
  /// The matrix's parts (see `TransformParts`); nil when m44 is 0 or the upper 3×3 is singular
  /// and not a plain scale.
  public var parts: TransformParts? {
    guard m44 != 0 else { return nil }
    let w = m44
    // A scale that is zero along an axis (`CGAffineTransform(scaleX: 0, y: 0)`, how pop-ins
    // start) has no rotation to read and was given none: its parts are its diagonal. (Only
    // the singular case: a reflection keeps Graphics Gems II's reading below.)
    if m12 == 0, m13 == 0, m21 == 0, m23 == 0, m31 == 0, m32 == 0, m11 * m22 * m33 == 0 {
      return TransformParts(
        scaleX: m11 / w, scaleY: m22 / w, scaleZ: m33 / w, shearXY: 0, shearXZ: 0, shearYZ: 0,
        rotationX: 0, rotationY: 0, rotationZ: 0, translationX: m41 / w, translationY: m42 / w, translationZ: m43 / w)
    }
    var r0 = (m11 / w, m12 / w, m13 / w), r1 = (m21 / w, m22 / w, m23 / w), r2 = (m31 / w, m32 / w, m33 / w)
    func dot(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> Double { a.0 * b.0 + a.1 * b.1 + a.2 * b.2 }
    func length(_ a: (Double, Double, Double)) -> Double { dot(a, a).squareRoot() }
    func scaled(_ a: (Double, Double, Double), _ s: Double) -> (Double, Double, Double) { (a.0 * s, a.1 * s, a.2 * s) }
    func minus(_ a: (Double, Double, Double), _ b: (Double, Double, Double)) -> (Double, Double, Double) {
      (a.0 - b.0, a.1 - b.1, a.2 - b.2)
    }
    var sx = length(r0)
    guard sx > 0 else { return nil }
    r0 = scaled(r0, 1 / sx)
    var xy = dot(r0, r1)
    r1 = minus(r1, scaled(r0, xy))
    var sy = length(r1)
    guard sy > 0 else { return nil }
    r1 = scaled(r1, 1 / sy)
    xy /= sy
    var xz = dot(r0, r2)
    r2 = minus(r2, scaled(r0, xz))
    var yz = dot(r1, r2)
    r2 = minus(r2, scaled(r1, yz))
    var sz = length(r2)
    guard sz > 0 else { return nil }
    r2 = scaled(r2, 1 / sz)
    xz /= sz
    yz /= sz
    let cross = (r1.1 * r2.2 - r1.2 * r2.1, r1.2 * r2.0 - r1.0 * r2.2, r1.0 * r2.1 - r1.1 * r2.0)
    if dot(r0, cross) < 0 {
      (sx, sy, sz) = (-sx, -sy, -sz)
      (r0, r1, r2) = (scaled(r0, -1), scaled(r1, -1), scaled(r2, -1))
    }
    let ry = asin(max(-1, min(1, -r0.2)))
    let rx: Double, rz: Double
    if cos(ry) != 0 {
      rx = atan2(r1.2, r2.2)
      rz = atan2(r0.1, r0.0)
    } else {
      rx = atan2(-r2.0, r1.1)
      rz = 0
    }
    return TransformParts(
      scaleX: sx, scaleY: sy, scaleZ: sz, shearXY: xy, shearXZ: xz, shearYZ: yz,
      rotationX: rx, rotationY: ry, rotationZ: rz,
      translationX: m41 / w, translationY: m42 / w, translationZ: m43 / w)
  }
}
