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
    func part(_ t: Transform3D, _ pick: (TransformParts) -> Double) -> AnimatableValue? {
      t.parts.map { .scalar(pick($0)) }
    }
    let t = layer.effectiveTransform, s = layer.sublayerTransform
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
    case .transform: return .transform(t)
    case .transformScale: return part(t, \.scale)
    case .transformScaleX: return part(t, \.scaleX)
    case .transformScaleY: return part(t, \.scaleY)
    case .transformScaleZ: return part(t, \.scaleZ)
    case .transformRotation, .transformRotationZ: return part(t, \.rotationZ)
    case .transformRotationX: return part(t, \.rotationX)
    case .transformRotationY: return part(t, \.rotationY)
    case .transformTranslationX: return part(t, \.translationX)
    case .transformTranslationY: return part(t, \.translationY)
    case .transformTranslationZ: return part(t, \.translationZ)
    case .sublayerTransform: return .transform(s)
    case .sublayerScale: return part(s, \.scale)
    case .sublayerScaleX: return part(s, \.scaleX)
    case .sublayerScaleY: return part(s, \.scaleY)
    case .sublayerScaleZ: return part(s, \.scaleZ)
    case .sublayerRotation, .sublayerRotationZ: return part(s, \.rotationZ)
    case .sublayerRotationX: return part(s, \.rotationX)
    case .sublayerRotationY: return part(s, \.rotationY)
    case .sublayerTranslationX: return part(s, \.translationX)
    case .sublayerTranslationY: return part(s, \.translationY)
    case .sublayerTranslationZ: return part(s, \.translationZ)
    case .shadowOpacity: return .scalar(layer.shadow.opacity)
    case .shadowRadius: return .scalar(layer.shadow.radius)
    case .shadowOffset: return .point(layer.shadow.offset)
    case .shadowColor: return .color(layer.shadow.color)
    case .strokeStart: return .scalar(layer.shape?.strokeStart ?? 0)
    case .strokeEnd: return .scalar(layer.shape?.strokeEnd ?? 1)
    case .lineWidth: return .scalar(layer.shape?.stroke.width ?? 1)
    }
  }
}
