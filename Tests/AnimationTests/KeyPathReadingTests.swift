import Animation
import Geometry
import Testing

@Suite struct KeyPathReadingTests {
  /// Every key path answers on a plain layer but an emitter's own numbers, which answer on an
  /// emitter layer and say why they do not elsewhere.
  @Test func everyKeyPathAnswersOnAPlainLayerAndTheEmittersOnAnEmitter() {
    let layer = Layer(name: "l", frame: Rect(x: 0, y: 0, width: 10, height: 20))
    var emitterLayer = layer
    emitterLayer.emitter = Emitter()
    emitterLayer.emitter?.position = Point(3, 4)
    for path in ReadableKeyPath.allCases {
      let isEmitters = path.unanswered == "only an emitter layer has one"
      #expect((path.value(of: layer) == nil) == isEmitters, "\(path.rawValue)")
      #expect(path.value(of: emitterLayer) != nil, "\(path.rawValue)")
    }
    #expect(ReadableKeyPath(rawValue: "bounds.size.height")!.value(of: layer) == .scalar(20))
    #expect(ReadableKeyPath(rawValue: "emitterPosition.y")!.value(of: emitterLayer) == .scalar(4))
    #expect(ReadableKeyPath(rawValue: "birthRate")!.value(of: emitterLayer) == .scalar(1))
  }

  /// Rotations set through transform.rotation.x, .y and .z read back as the same three angles
  /// (the pose composes them in the Euler order the decomposition reads), and a turn about y
  /// alone is CATransform3DMakeRotation(a, 0, 1, 0).
  @Test func rotationsAboutEachAxisReadBackAsSet() {
    var layer = Layer(name: "r", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    LayerProperty.rotationX.apply(.scalar(0.3), to: &layer)
    LayerProperty.rotationY.apply(.scalar(-0.5), to: &layer)
    LayerProperty.rotationZ.apply(.scalar(0.7), to: &layer)
    for (axis, angle) in [("x", 0.3), ("y", -0.5), ("z", 0.7)] {
      guard case .scalar(let read)? = ReadableKeyPath(rawValue: "transform.rotation.\(axis)")!.value(of: layer) else {
        Issue.record("transform.rotation.\(axis) unreadable")
        continue
      }
      #expect(abs(read - angle) < 1e-12, "\(axis): \(read)")
    }
    var flip = Layer(name: "f", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    LayerProperty.rotationY.apply(.scalar(2.1), to: &flip)
    let made = Transform3D(rotationAngle: 2.1, x: 0, y: 1, z: 0)
    #expect(abs(flip.effectiveTransform.m11 - made.m11) < 1e-15 && abs(flip.effectiveTransform.m13 - made.m13) < 1e-15)
    #expect(abs(flip.effectiveTransform.m31 - made.m31) < 1e-15)
  }

  /// A matrix set directly and one built by key paths read the same: rotation 0.45 rad,
  /// scale 2 (set through transform.scale, so z too: the average of the three is 2).
  @Test func aDirectMatrixAndKeyPathPartsReadAlike() {
    var direct = Layer(name: "d", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    direct.transform = Transform3D(scaleX: 2, y: 2, z: 2).concatenating(Transform3D(rotationAngle: 0.45, x: 0, y: 0, z: 1))
    var posed = direct
    posed.transform = .identity
    LayerProperty.scale.apply(.scalar(2), to: &posed)
    LayerProperty.rotationZ.apply(.scalar(0.45), to: &posed)
    for layer in [direct, posed] {
      guard case .scalar(let r)? = ReadableKeyPath(rawValue: "transform.rotation.z")!.value(of: layer),
        case .scalar(let s)? = ReadableKeyPath(rawValue: "transform.scale")!.value(of: layer),
        case .scalar(let sub)? = ReadableKeyPath(rawValue: "sublayerTransform.rotation")!.value(of: layer)
      else { Issue.record("no value"); continue }
      #expect(abs(r - 0.45) < 1e-12 && abs(s - 2) < 1e-12 && sub == 0)
    }
  }
}
