import Animation
import Geometry
import Testing

@Suite struct KeyPathReadingTests {
  @Test func everyKeyPathAnswersOnAPlainLayer() {
    let layer = Layer(name: "l", frame: Rect(x: 0, y: 0, width: 10, height: 20))
    for path in ReadableKeyPath.allCases {
      #expect(path.value(of: layer) != nil, "\(path.rawValue)")
    }
    #expect(ReadableKeyPath(rawValue: "bounds.size.height")!.value(of: layer) == .scalar(20))
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
