import Geometry

/// The key paths `values` and `plot` can read from a presentation layer, as
/// `layer.presentation()?.value(forKeyPath:)` would answer: every animatable property Wobble
/// models, and `transform.*` / `sublayerTransform.*` read from the decomposition of the matrix
/// (`Transform3D.parts`), whether it was set directly or built by key-path animations.
public enum ReadableKeyPath: String, CaseIterable, Sendable {
  case opacity, position
  case positionX = "position.x", positionY = "position.y"
  case boundsWidth = "bounds.size.width", boundsHeight = "bounds.size.height"
  case anchorPoint
  case anchorPointX = "anchorPoint.x", anchorPointY = "anchorPoint.y"
  case cornerRadius, backgroundColor
  case transform
  case transformScale = "transform.scale"
  case transformScaleX = "transform.scale.x", transformScaleY = "transform.scale.y"
  case transformScaleZ = "transform.scale.z"
  case transformRotation = "transform.rotation"
  case transformRotationX = "transform.rotation.x", transformRotationY = "transform.rotation.y"
  case transformRotationZ = "transform.rotation.z"
  case transformTranslationX = "transform.translation.x", transformTranslationY = "transform.translation.y"
  case transformTranslationZ = "transform.translation.z"
  case sublayerTransform
  case sublayerScale = "sublayerTransform.scale"
  case sublayerScaleX = "sublayerTransform.scale.x", sublayerScaleY = "sublayerTransform.scale.y"
  case sublayerScaleZ = "sublayerTransform.scale.z"
  case sublayerRotation = "sublayerTransform.rotation"
  case sublayerRotationX = "sublayerTransform.rotation.x", sublayerRotationY = "sublayerTransform.rotation.y"
  case sublayerRotationZ = "sublayerTransform.rotation.z"
  case sublayerTranslationX = "sublayerTransform.translation.x"
  case sublayerTranslationY = "sublayerTransform.translation.y"
  case sublayerTranslationZ = "sublayerTransform.translation.z"
  case shadowOpacity, shadowRadius, shadowOffset, shadowColor
  case strokeStart, strokeEnd, lineWidth

  /// The value on `layer`; nil where the question has no answer (a transform.* part of a
  /// singular matrix).
  public func value(of layer: Layer) -> AnimatableValue? {
    for (prefix, matrix) in [("transform.", layer.effectiveTransform), ("sublayerTransform.", layer.sublayerTransform)]
    where rawValue.hasPrefix(prefix) {
      let part = Self.parts[String(rawValue.dropFirst(prefix.count))]!
      return matrix.parts.map { .scalar($0[keyPath: part]) }
    }
    switch self {
    case .opacity: return .scalar(layer.opacity)
    case .position: return .point(layer.position)
    case .positionX: return .scalar(layer.position.x)
    case .positionY: return .scalar(layer.position.y)
    case .boundsWidth: return .scalar(layer.bounds.width)
    case .boundsHeight: return .scalar(layer.bounds.height)
    case .anchorPoint: return .point(layer.anchorPoint)
    case .anchorPointX: return .scalar(layer.anchorPoint.x)
    case .anchorPointY: return .scalar(layer.anchorPoint.y)
    case .cornerRadius: return .scalar(layer.cornerRadius)
    case .backgroundColor: return .color(layer.backgroundColor ?? .clear)
    case .transform: return .transform(layer.effectiveTransform)
    case .sublayerTransform: return .transform(layer.sublayerTransform)
    case .shadowOpacity: return .scalar(layer.shadow.opacity)
    case .shadowRadius: return .scalar(layer.shadow.radius)
    case .shadowOffset: return .point(layer.shadow.offset)
    case .shadowColor: return .color(layer.shadow.color)
    case .strokeStart: return .scalar(layer.shape?.strokeStart ?? 0)
    case .strokeEnd: return .scalar(layer.shape?.strokeEnd ?? 1)
    case .lineWidth: return .scalar(layer.shape?.stroke.width ?? 1)
    default: return nil  // every transform part is answered above
    }
  }

  /// What each `transform.<part>` / `sublayerTransform.<part>` key path reads from the parts
  /// (`rotation` alone is about z, as Apple documents).
  static let parts: [String: KeyPath<TransformParts, Double> & Sendable] = [
    "scale": \.scale, "scale.x": \.scaleX, "scale.y": \.scaleY, "scale.z": \.scaleZ,
    "rotation": \.rotationZ, "rotation.x": \.rotationX, "rotation.y": \.rotationY, "rotation.z": \.rotationZ,
    "translation.x": \.translationX, "translation.y": \.translationY, "translation.z": \.translationZ,
  ]
}
