import Animation
import Foundation
import Geometry
import Testing

/// A `transform.*` key path replaces its part of the layer's transform, whether that transform
/// was set as parts or as a matrix (Core Animation decomposes, changes one part, recomposes).
@Suite struct TransformKeyPathTests {
  static func layer(_ transform: Transform3D) -> Layer {
    var layer = Layer(name: "dot", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    LayerProperty.transform.apply(.transform(transform), to: &layer)
    return layer
  }

  /// A dot shrunk with `transform = CATransform3DMakeScale(0.35, 0.35, 1)` and pulsed by a
  /// `transform.scale` animation to 1 is drawn at scale 1, not 0.35 × 1.
  @Test func aScaleKeyPathReplacesTheScaleOfAMatrixSetBefore() {
    var dot = Self.layer(Transform3D(scaleX: 0.35, y: 0.35, z: 1))
    LayerProperty.scale.apply(.scalar(1), to: &dot)
    let t = dot.effectiveTransform
    #expect(abs(t.m11 - 1) < 1e-12 && abs(t.m22 - 1) < 1e-12 && abs(t.m33 - 1) < 1e-12, "\(t)")
  }

  /// A view shrunk to nothing (`transform = CGAffineTransform(scaleX: 0, y: 0)`, how pop-ins
  /// and dot loaders start) and grown by a `transform.scale` animation is drawn at the
  /// animation's scale: the key path replaces the zero scale instead of multiplying it.
  @Test func aScaleKeyPathGrowsALayerShrunkToNothing() {
    var dot = Self.layer(Transform3D(scaleX: 0, y: 0, z: 1))
    LayerProperty.scale.apply(.scalar(0.5), to: &dot)
    let t = dot.effectiveTransform
    #expect(abs(t.m11 - 0.5) < 1e-12 && abs(t.m22 - 0.5) < 1e-12 && abs(t.m33 - 0.5) < 1e-12, "\(t)")
  }

  /// The other parts of the matrix stay: a turned and moved layer keeps its turn and place
  /// when `transform.scale` changes, and its scale when `transform.rotation.z` changes.
  @Test func theOtherPartsOfTheMatrixStay() {
    let turned = Transform3D(scaleX: 2, y: 2, z: 1).concatenating(Transform3D(rotationAngle: 0.5, x: 0, y: 0, z: 1))
      .concatenating(Transform3D(translationX: 7, y: -3))
    var layer = Self.layer(turned)
    LayerProperty.scale.apply(.scalar(3), to: &layer)
    // Row vectors: the image of (1, 0) is (3 cos 0.5, 3 sin 0.5), moved by (7, −3).
    let t = layer.effectiveTransform
    #expect(abs(t.m11 - 3 * cos(0.5)) < 1e-9 && abs(t.m12 - 3 * sin(0.5)) < 1e-9, "\(t)")
    #expect(abs(t.m41 - 7) < 1e-9 && abs(t.m42 + 3) < 1e-9)
    var spun = Self.layer(turned)
    LayerProperty.rotationZ.apply(.scalar(0), to: &spun)
    #expect(abs(spun.effectiveTransform.m11 - 2) < 1e-9 && abs(spun.effectiveTransform.m12) < 1e-9)
  }

  /// A matrix that is not scale, turn and move (a shear, a perspective) stays a matrix; the
  /// key path's part applies after it.
  @Test func aShearOrPerspectiveStaysAMatrix() {
    var shear = Transform3D.identity
    shear.m21 = 0.5
    var sheared = Self.layer(shear)
    LayerProperty.scale.apply(.scalar(2), to: &sheared)
    #expect(sheared.transform == shear)
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    var seen = Self.layer(perspective)
    LayerProperty.rotationY.apply(.scalar(0.3), to: &seen)
    #expect(seen.transform == perspective)
  }
}
