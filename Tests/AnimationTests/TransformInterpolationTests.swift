import Geometry
import Testing

@testable import Animation

/// 3-D transforms interpolate by their parts, as Core Animation decomposes them: a card flip
/// turns about its axis instead of squashing through a flat matrix. Expected values are built
/// with `Transform3D`'s own initialisers (Apple's documented matrices), not by the decomposition.
@Suite struct TransformInterpolationTests {
  static func rotationY(_ angle: Double) -> Transform3D { Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0) }

  static func close(_ a: Transform3D, _ b: Transform3D, _ tolerance: Double = 1e-9) -> Bool {
    let x = [a.m11, a.m12, a.m13, a.m14, a.m21, a.m22, a.m23, a.m24, a.m31, a.m32, a.m33, a.m34, a.m41, a.m42, a.m43, a.m44]
    let y = [b.m11, b.m12, b.m13, b.m14, b.m21, b.m22, b.m23, b.m24, b.m31, b.m32, b.m33, b.m34, b.m41, b.m42, b.m43, b.m44]
    return zip(x, y).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($1)) }
  }

  /// Perspective as code sets it: the identity with m34 = −1/500.
  static var perspective: Transform3D {
    var p = Transform3D.identity
    p.m34 = -1.0 / 500
    return p
  }

  @Test(arguments: [0.25, 0.5, 0.75])
  func aCardFlipTurnsAboutItsAxisTheWayItIsWritten(t: Double) {
    // From −π about y to the identity: at t the card has turned −π·(1 − t), not squashed.
    let shown = TransformInterpolation.interpolate(Self.rotationY(-.pi), .identity, t)
    #expect(Self.close(shown, Self.rotationY(-.pi * (1 - t))))
  }

  @Test func aTurnAboutXIsHalvedHalfWay() {
    let quarter = Transform3D(rotationAngle: .pi / 2, x: 1, y: 0, z: 0)
    let shown = TransformInterpolation.interpolate(.identity, quarter, 0.5)
    #expect(Self.close(shown, Transform3D(rotationAngle: .pi / 4, x: 1, y: 0, z: 0)))
  }

  @Test func aTurnOfMoreThanHalfGoesTheShortWay() {
    // 0 to 270° about y as matrices is −90° the short way: half way is −45°.
    let shown = TransformInterpolation.interpolate(.identity, Self.rotationY(1.5 * .pi), 0.5)
    #expect(Self.close(shown, Self.rotationY(-.pi / 4)))
  }

  /// A half turn in the plane is one matrix whichever sign it was written with: UIKit's
  /// rotation to `M_PI` or `-M_PI` turns clockwise on screen (positive angles, y down), as two
  /// independent reports say; a hair less than −π turns the other way.
  @Test(arguments: [Double.pi, -Double.pi])
  func aHalfTurnInThePlaneTurnsClockwise(angle: Double) {
    let shown = TransformInterpolation.interpolate(.identity, Transform3D(rotationAngle: angle, x: 0, y: 0, z: 1), 0.5)
    #expect(Self.close(shown, Transform3D(rotationAngle: .pi / 2, x: 0, y: 0, z: 1)))
    let other = TransformInterpolation.interpolate(.identity, Transform3D(rotationAngle: -.pi + 0.01, x: 0, y: 0, z: 1), 0.5)
    #expect(Self.close(other, Transform3D(rotationAngle: (-.pi + 0.01) / 2, x: 0, y: 0, z: 1)))
  }

  /// A mirror goes through zero width or height without turning: the axis flipped is x when
  /// m11 < m22, else y (CSS Transforms' 2-D decomposition), so a "card flip" written as
  /// `scaleX: -1` squeezes and unfolds; a half turn (no mirror) still turns.
  @Test func aMirrorSqueezesThroughZeroWithoutTurning() {
    let flipX = TransformInterpolation.interpolate(.identity, Transform3D(scaleX: -1, y: 1, z: 1), 0.25)
    #expect(Self.close(flipX, Transform3D(scaleX: 0.5, y: 1, z: 1)))
    let flipY = TransformInterpolation.interpolate(.identity, Transform3D(scaleX: 2, y: -1, z: 1), 0.5)
    #expect(Self.close(flipY, Transform3D(scaleX: 1.5, y: 0, z: 1)))
    let turn = TransformInterpolation.interpolate(.identity, Transform3D(scaleX: -1, y: -1, z: 1), 0.5)
    #expect(abs(abs(turn.m12) - 1) < 1e-9 && abs(turn.m11) < 1e-9)
  }

  @Test func depthAndScaleInterpolateLinearly() {
    let far = Transform3D(scaleX: 2, y: 2, z: 2).concatenating(Transform3D(translationX: 0, y: 0, z: 100))
    let shown = TransformInterpolation.interpolate(far, Transform3D(translationX: 0, y: 0, z: 1), 0.5)
    let expected = Transform3D(scaleX: 1.5, y: 1.5, z: 1.5).concatenating(Transform3D(translationX: 0, y: 0, z: 50.5))
    #expect(Self.close(shown, expected))
  }

  @Test func perspectiveIsKeptWhileTheTurnIsInterpolated() {
    let a = Self.rotationY(.pi / 3).concatenating(Self.perspective)
    let shown = TransformInterpolation.interpolate(a, Self.perspective, 0.5)
    #expect(Self.close(shown, Self.rotationY(.pi / 6).concatenating(Self.perspective)))
  }

  @Test(arguments: 0..<20)
  func partsRecomposeTheMatrix(seed: Int) throws {
    // Rotations about assorted axes, scales (one a mirror), shears, translations, perspective.
    var random = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 | 1
    func next() -> Double {
      random ^= random << 13
      random ^= random >> 7
      random ^= random << 17
      return Double(random % 10_000) / 10_000
    }
    var m = Transform3D(rotationAngle: next() * 6 - 3, x: next() - 0.5, y: next() - 0.5, z: next() - 0.5)
    m = Transform3D(scaleX: 0.5 + next(), y: seed % 3 == 0 ? -(0.5 + next()) : 0.5 + next(), z: 0.5 + next())
      .concatenating(m)
    var shear = Transform3D.identity
    shear.m21 = next() - 0.5
    m = shear.concatenating(m).concatenating(Transform3D(translationX: next() * 40, y: next() * 40, z: next() * 40))
    if seed % 2 == 0 { m = m.concatenating(Self.perspective) }
    let parts = try #require(Transform3DParts(m))
    #expect(Self.close(parts.matrix, m, 1e-9))
    #expect(Self.close(TransformInterpolation.interpolate(m, .identity, 0), m, 1e-9))
  }
}
