import Geometry
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct Transform3DTests {
  /// core-animation.md §3.1: about +z, x' = x·c − y·s, y' = x·s + y·c (row vectors).
  @Test func rotationAboutZTurnsPlusXTowardPlusY() {
    let r = Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)
    let p = r.project(Point(1, 0))!
    #expect(abs(p.x) < 1e-15 && abs(p.y - 1) < 1e-15)
    let q = Transform3D(rotationAngle: 0.3, x: 0, y: 0, z: 1).project(Point(2, 5))!
    #expect(abs(q.x - (2 * cos(0.3) - 5 * sin(0.3))) < 1e-13)
    #expect(abs(q.y - (2 * sin(0.3) + 5 * cos(0.3))) < 1e-13)
  }

  /// The Rodrigues entries of core-animation.md §3.1 for an arbitrary axis, written out here.
  @Test func rotationAboutAnArbitraryAxisMatchesTheDocumentedEntries() {
    let (x0, y0, z0) = (1.0, 2.0, 2.0)
    let (x, y, z) = (x0 / 3, y0 / 3, z0 / 3)
    let a = 0.7, c = cos(a), s = sin(a)
    let m = Transform3D(rotationAngle: a, x: x0, y: y0, z: z0)
    let expected: [Double] = [
      c + (1 - c) * x * x, (1 - c) * x * y + s * z, (1 - c) * x * z - s * y, 0,
      (1 - c) * x * y - s * z, c + (1 - c) * y * y, (1 - c) * y * z + s * x, 0,
      (1 - c) * x * z + s * y, (1 - c) * y * z - s * x, c + (1 - c) * z * z, 0,
      0, 0, 0, 1,
    ]
    let actual = [
      m.m11, m.m12, m.m13, m.m14, m.m21, m.m22, m.m23, m.m24,
      m.m31, m.m32, m.m33, m.m34, m.m41, m.m42, m.m43, m.m44,
    ]
    for (e, g) in zip(expected, actual) { #expect(abs(e - g) < 1e-15) }
  }

  @Test func zeroAxisRotationIsIdentity() {
    #expect(Transform3D(rotationAngle: 1, x: 0, y: 0, z: 0) == .identity)
  }

  /// CATransform3DConcat(a, b): a first, then b.
  @Test func concatenationAppliesTheReceiverFirst() {
    let translate = Transform3D(translationX: 10, y: 0)
    let scale = Transform3D(scaleX: 2, y: 3)
    let p = translate.concatenating(scale).project(Point(1, 1))!
    #expect(p == Point(22, 3))  // (1+10)·2, 1·3
    let q = scale.concatenating(translate).project(Point(1, 1))!
    #expect(q == Point(12, 3))  // 1·2+10
  }

  /// CATransform3DTranslate(t, …) = translate · t: the translation happens before t.
  @Test func translatedByPrependsTheTranslation() {
    let t = Transform3D(scaleX: 2, y: 2).translatedBy(x: 5, y: 0)
    #expect(t.project(Point(0, 0)) == Point(10, 0))
  }

  @Test func affineEmbeddingPutsTheSixNumbersWhereAppleDoes() {
    let a = AffineTransform(a: 1, b: 2, c: 3, d: 4, tx: 5, ty: 6)
    let m = Transform3D(a)
    #expect(m.m11 == 1 && m.m12 == 2 && m.m21 == 3 && m.m22 == 4 && m.m41 == 5 && m.m42 == 6)
    #expect(m.m33 == 1 && m.m44 == 1 && m.m13 == 0 && m.m34 == 0)
    #expect(m.isAffine && m.affine == a)
  }

  @Test func perspectiveDividesByW() {
    var m = Transform3D.identity
    m.m14 = 0.01  // w = 1 + 0.01·x
    let p = m.project(Point(100, 50))!
    #expect(p == Point(50, 25))
    #expect(m.affine == nil)
  }

  @Test func flatteningDropsZ() {
    let tilt = Transform3D(rotationAngle: 0.5, x: 1, y: 0, z: 0).flattened
    #expect(tilt.m13 == 0 && tilt.m23 == 0 && tilt.m33 == 0 && tilt.m43 == 0)
  }
}

@Suite struct AffineTransformTests {
  /// CGAffineTransform: x' = a·x + c·y + tx, y' = b·x + d·y + ty.
  @Test func appliesRowVectorConvention() {
    let t = AffineTransform(a: 2, b: 3, c: 5, d: 7, tx: 11, ty: 13)
    #expect(t.apply(to: Point(1, 10)) == Point(2 + 50 + 11, 3 + 70 + 13))
  }

  @Test func skewMatchesTheSeedsMatrix() {
    // CGAffineTransformMake(1, 0, c, 1, 0, 0) shifts x by c·y.
    let skew = AffineTransform(a: 1, b: 0, c: 0.1, d: 1, tx: 0, ty: 0)
    #expect(skew.apply(to: Point(0, 10)) == Point(1, 10))
  }

  @Test func concatenationAppliesTheReceiverFirstAndMatches3D() {
    let r = AffineTransform(rotationAngle: 0.4)
    let t = AffineTransform(translationX: 3, y: -2)
    let s = AffineTransform(scaleX: 2, y: 0.5)
    let combined = r.concatenating(t).concatenating(s)
    let p = Point(1.5, -4)
    let stepwise = s.apply(to: t.apply(to: r.apply(to: p)))
    let c = combined.apply(to: p)
    #expect(abs(c.x - stepwise.x) < 1e-12 && abs(c.y - stepwise.y) < 1e-12)
    let via3D = Transform3D(r).concatenating(Transform3D(t)).concatenating(Transform3D(s)).project(p)!
    #expect(abs(via3D.x - c.x) < 1e-12 && abs(via3D.y - c.y) < 1e-12)
  }

  @Test func inverseUndoesAndSingularHasNone() {
    let t = AffineTransform(a: 2, b: 1, c: -1, d: 3, tx: 4, ty: 5)
    let p = Point(7, -3)
    let back = t.inverted!.apply(to: t.apply(to: p))
    #expect(abs(back.x - p.x) < 1e-12 && abs(back.y - p.y) < 1e-12)
    #expect(AffineTransform(scaleX: 0, y: 1).inverted == nil)
  }
}
