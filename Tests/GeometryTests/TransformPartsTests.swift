import Foundation
import Geometry
import Testing

/// `Transform3D.parts` against matrices written out by hand from their parts (row vectors:
/// scale, then rotation about z, then translation), and Graphics Gems II's treatment of
/// shear and reflection worked by hand.
@Suite struct TransformPartsTests {
  func matrix(_ m11: Double, _ m12: Double, _ m21: Double, _ m22: Double, tx: Double = 0, ty: Double = 0) -> Transform3D {
    var t = Transform3D.identity
    (t.m11, t.m12, t.m21, t.m22, t.m41, t.m42) = (m11, m12, m21, m22, tx, ty)
    return t
  }

  @Test(arguments: [(2.0, 3.0, 0.45, 5.0, -7.0), (0.5, 0.5, -2.5, 0, 0), (1, 4, 3.0, -1, 2)])
  func scaleRotationAndTranslationComeBack(sx: Double, sy: Double, angle: Double, tx: Double, ty: Double) throws {
    // S·R·T with row vectors: rows (sx·cos, sx·sin), (−sy·sin, sy·cos), then (tx, ty).
    let t = matrix(sx * cos(angle), sx * sin(angle), -sy * sin(angle), sy * cos(angle), tx: tx, ty: ty)
    let p = try #require(t.parts)
    #expect(abs(p.scaleX - sx) < 1e-12 && abs(p.scaleY - sy) < 1e-12 && abs(p.scaleZ - 1) < 1e-12)
    #expect(abs(p.rotationZ - angle) < 1e-12 && abs(p.rotationX) < 1e-12 && abs(p.rotationY) < 1e-12)
    #expect(p.translationX == tx && p.translationY == ty && abs(p.shearXY) < 1e-12)
    #expect(abs(p.scale - (sx + sy + 1) / 3) < 1e-12)  // Apple: "the average of all three scale factors"
  }

  /// Rows (1, 0), (0.5, 1): the second row minus 0.5 × the first is (0, 1), so shear 0.5,
  /// both scales 1, no rotation.
  @Test func aShearIsTakenOutBeforeTheScales() throws {
    let p = try #require(matrix(1, 0, 0.5, 1).parts)
    #expect(abs(p.shearXY - 0.5) < 1e-15 && abs(p.scaleX - 1) < 1e-15 && abs(p.scaleY - 1) < 1e-15 && p.rotationZ == 0)
  }

  /// A scale that is zero along an axis has no rotation to read: its parts are its diagonal
  /// (scale 0, 0, 1, the translation kept), so that `transform.scale` can replace the scale.
  @Test func aScaleThatIsZeroAlongAnAxisIsItsDiagonal() throws {
    let p = try #require(matrix(0, 0, 0, 0, tx: 4, ty: -2).parts)
    #expect(p.scaleX == 0 && p.scaleY == 0 && p.scaleZ == 1 && p.rotationZ == 0 && p.rotationX == 0)
    #expect(p.translationX == 4 && p.translationY == -2)
    let flat = try #require(matrix(3, 0, 0, 0).parts)
    #expect(flat.scaleX == 3 && flat.scaleY == 0)
    // Turned and flattened: no reading gives its parts back exactly, so none is given.
    #expect(matrix(0, 0, -sin(0.3), cos(0.3)).parts == nil)
  }

  /// A reflection (determinant < 0): Gems II negates all three scales and the rows, which
  /// leaves rotation.x at ±π for scale(−1, 1).
  @Test func aReflectionNegatesEveryScale() throws {
    let p = try #require(matrix(-1, 0, 0, 1).parts)
    #expect(p.scaleX == -1 && p.scaleY == -1 && p.scaleZ == -1)
    #expect(abs(abs(p.rotationX) - .pi) < 1e-15 && p.rotationZ == 0)  // ±π: atan2 of a signed zero
  }

  /// Singular and not a plain scale (a zero row beside a shear), or m44 = 0: no parts.
  @Test func aSingularMatrixHasNoParts() {
    #expect(matrix(0, 0, 0.5, 1).parts == nil)
    var flat = Transform3D.identity
    flat.m44 = 0
    #expect(flat.parts == nil)
  }
}
