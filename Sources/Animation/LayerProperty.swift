#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Geometry

/// The animatable key paths Wobble models, named as Core Animation names them.
public enum LayerProperty: String, Hashable, Sendable, CaseIterable {
  case opacity
  case position
  case positionX = "position.x"
  case positionY = "position.y"
  /// `transform.scale`: a uniform scale, applied to the x and y scale of the transform.
  case scale = "transform.scale"
  case scaleX = "transform.scale.x"
  case scaleY = "transform.scale.y"
  /// `transform.scale.xy`: x and y scaled alike (z kept); not in Apple's list of key paths,
  /// but Core Animation reads the combined axes and real code uses it.
  case scaleXY = "transform.scale.xy"
  case rotationZ = "transform.rotation.z"
  /// About x and y: a flip's turn (seen in perspective through an ancestor's m34).
  case rotationX = "transform.rotation.x"
  case rotationY = "transform.rotation.y"
  case translationX = "transform.translation.x"
  case translationY = "transform.translation.y"
  /// `transform.translation`: a `CGSize` (x, y), carried as a point.
  case translation = "transform.translation"
  case anchorPoint
  case bounds
  /// `bounds.size`, a `CGSize` carried as a point (width, height); `bounds.origin` a point.
  case boundsSize = "bounds.size"
  case boundsWidth = "bounds.size.width"
  case boundsHeight = "bounds.size.height"
  case boundsOrigin = "bounds.origin"
  case cornerRadius
  case zPosition
  case borderWidth
  case borderColor
  case shadowOpacity
  case shadowRadius
  /// A `CGSize`, carried as a point.
  case shadowOffset
  case shadowColor
  case backgroundColor
  /// The whole `CATransform3D` (the pose folded in).
  case transform
  case sublayerTransform
  case strokeStart
  case strokeEnd
  case lineWidth
  /// `nil` fill or stroke colours animate as transparent black.
  case fillColor
  case strokeColor
  case lineDashPhase
  case miterLimit
  /// `CAShapeLayer.path`.
  case path
  /// `CAGradientLayer`'s `colors`, `locations`, `startPoint` and `endPoint`.
  case colors
  case locations
  case startPoint
  case endPoint
  /// `CATextLayer`'s text colour and size.
  case foregroundColor
  case fontSize
  /// `contents`: what the layer draws (an image), switched from one to the next (a
  /// `UIImageView`'s `animationImages` are discrete key frames of it).
  case contents

  /// The property an animation's `keyPath` names, with Core Animation's aliases
  /// (`transform.rotation` is about z).
  public init?(keyPath: String) {
    self.init(rawValue: keyPath == "transform.rotation" ? "transform.rotation.z" : keyPath)
  }

  /// The model value of this property on `layer`.
  public func value(of layer: Layer) -> AnimatableValue {
    let pose = layer.pose
    return switch self {
    case .opacity: .scalar(layer.opacity)
    case .position: .point(layer.position)
    case .positionX: .scalar(layer.position.x)
    case .positionY: .scalar(layer.position.y)
    case .scale: .scalar((pose.scaleX + pose.scaleY + pose.scaleZ) / 3)
    case .scaleX: .scalar(pose.scaleX)
    case .scaleY: .scalar(pose.scaleY)
    case .scaleXY: .scalar((pose.scaleX + pose.scaleY) / 2)
    case .rotationZ: .scalar(pose.rotation)
    case .rotationX: .scalar(pose.rotationX)
    case .rotationY: .scalar(pose.rotationY)
    case .translationX: .scalar(pose.translation.x)
    case .translationY: .scalar(pose.translation.y)
    case .translation: .point(pose.translation)
    case .anchorPoint: .point(layer.anchorPoint)
    case .bounds: .rect(layer.bounds)
    case .boundsSize: .point(Point(layer.bounds.width, layer.bounds.height))
    case .boundsWidth: .scalar(layer.bounds.width)
    case .boundsHeight: .scalar(layer.bounds.height)
    case .boundsOrigin: .point(layer.bounds.origin)
    case .cornerRadius: .scalar(layer.cornerRadius)
    case .zPosition: .scalar(layer.zPosition)
    case .borderWidth: .scalar(layer.borderWidth)
    case .borderColor: .color(layer.borderColor)
    case .shadowOpacity: .scalar(layer.shadow.opacity)
    case .shadowRadius: .scalar(layer.shadow.radius)
    case .shadowOffset: .point(layer.shadow.offset)
    case .shadowColor: .color(layer.shadow.color)
    case .backgroundColor: .color(layer.backgroundColor ?? .clear)
    case .transform: .transform(layer.effectiveTransform)
    case .sublayerTransform: .transform(layer.sublayerTransform)
    case .strokeStart: .scalar(layer.shape?.strokeStart ?? 0)
    case .strokeEnd: .scalar(layer.shape?.strokeEnd ?? 1)
    case .lineWidth: .scalar(layer.shape?.stroke.width ?? 1)
    case .fillColor: .color(layer.shape?.fillColor ?? .clear)
    case .strokeColor: .color(layer.shape?.strokeColor ?? .clear)
    case .lineDashPhase: .scalar(layer.shape?.stroke.dashPhase ?? 0)
    case .miterLimit: .scalar(layer.shape?.stroke.miterLimit ?? 10)
    case .path: .path(layer.shape?.path ?? BezierPath())
    case .colors: .list((layer.gradient?.colors ?? []).map { .color($0) })
    case .locations: .list((layer.gradient?.stops ?? []).map { .scalar($0) })
    case .startPoint: .point(layer.gradient?.startPoint ?? Point(0.5, 0))
    case .endPoint: .point(layer.gradient?.endPoint ?? Point(0.5, 1))
    case .foregroundColor: .color(layer.textStyle.map { $0.layerOwn?.color ?? $0.color } ?? .white)
    case .fontSize: .scalar(layer.textStyle.map { $0.layerOwn?.font.size ?? $0.font.size } ?? 36)
    case .contents: .content(layer.content)
    }
  }

  /// Whether this is one part of the transform (`transform.scale`, `transform.rotation.z`, …).
  public var isTransformPart: Bool {
    switch self {
    case .scale, .scaleX, .scaleY, .scaleXY, .rotationZ, .rotationX, .rotationY, .translationX, .translationY,
      .translation:
      true
    default: false
    }
  }

  /// `layer` with this property set to `value` (ignored when the kinds do not match).
  public func apply(_ value: AnimatableValue, to layer: inout Layer) {
    // A part of the transform first takes a matrix set directly into the pose it replaces part of.
    if isTransformPart { layer.takeTransformIntoPose() }
    switch (self, value) {
    case (.opacity, .scalar(let v)): layer.opacity = v  // clamped when drawn, not here
    case (.position, .point(let p)): layer.position = p
    case (.positionX, .scalar(let v)): layer.position.x = v
    case (.positionY, .scalar(let v)): layer.position.y = v
    case (.scale, .scalar(let v)): (layer.pose.scaleX, layer.pose.scaleY, layer.pose.scaleZ) = (v, v, v)
    case (.scaleX, .scalar(let v)): layer.pose.scaleX = v
    case (.scaleY, .scalar(let v)): layer.pose.scaleY = v
    case (.scaleXY, .scalar(let v)): (layer.pose.scaleX, layer.pose.scaleY) = (v, v)
    case (.rotationZ, .scalar(let v)): layer.pose.rotation = v
    case (.rotationX, .scalar(let v)): layer.pose.rotationX = v
    case (.rotationY, .scalar(let v)): layer.pose.rotationY = v
    case (.translationX, .scalar(let v)): layer.pose.translation.x = v
    case (.translationY, .scalar(let v)): layer.pose.translation.y = v
    case (.translation, .point(let p)): layer.pose.translation = p
    case (.anchorPoint, .point(let p)): layer.anchorPoint = p
    case (.bounds, .rect(let r)): layer.bounds = r
    case (.boundsSize, .point(let p)): (layer.bounds.width, layer.bounds.height) = (p.x, p.y)
    case (.boundsWidth, .scalar(let v)): layer.bounds.width = v
    case (.boundsHeight, .scalar(let v)): layer.bounds.height = v
    case (.boundsOrigin, .point(let p)): layer.bounds.origin = p
    case (.cornerRadius, .scalar(let v)): layer.cornerRadius = Swift.max(0, v)
    case (.zPosition, .scalar(let v)): layer.zPosition = v
    case (.borderWidth, .scalar(let v)): layer.borderWidth = Swift.max(0, v)
    case (.borderColor, .color(let c)): layer.borderColor = c
    case (.shadowOpacity, .scalar(let v)): layer.shadow.opacity = v
    case (.shadowRadius, .scalar(let v)): layer.shadow.radius = Swift.max(0, v)
    case (.shadowOffset, .point(let p)): layer.shadow.offset = p
    case (.shadowColor, .color(let c)): layer.shadow.color = c
    case (.backgroundColor, .color(let c)): layer.backgroundColor = c
    case (.transform, .transform(let t)):
      layer.transform = t
      layer.pose = Pose()
    case (.sublayerTransform, .transform(let t)): layer.sublayerTransform = t
    case (.strokeStart, .scalar(let v)): layer.shape?.strokeStart = v
    case (.strokeEnd, .scalar(let v)): layer.shape?.strokeEnd = v
    case (.lineWidth, .scalar(let v)): layer.shape?.stroke.width = Swift.max(0, v)
    case (.fillColor, .color(let c)): layer.shape?.fillColor = c
    case (.strokeColor, .color(let c)): layer.shape?.strokeColor = c
    case (.lineDashPhase, .scalar(let v)): layer.shape?.stroke.dashPhase = v
    case (.miterLimit, .scalar(let v)): layer.shape?.stroke.miterLimit = Swift.max(0, v)
    case (.path, .path(let p)): layer.shape?.path = p
    case (.colors, .list(let items)):
      layer.gradient?.colors = items.compactMap { if case .color(let c) = $0 { c } else { nil } }
    case (.locations, .list(let items)): layer.gradient?.locations = items.compactMap(\.scalar)
    case (.startPoint, .point(let p)): layer.gradient?.startPoint = p
    case (.endPoint, .point(let p)): layer.gradient?.endPoint = p
    // A text layer showing an attributed string keeps them aside, unused (`TextStyle.layerOwn`).
    case (.foregroundColor, .color(let c)):
      guard var style = layer.textStyle else { break }
      if style.layerOwn != nil { style.layerOwn?.color = c } else { style.color = c }
      layer.content = .text(style)
    case (.fontSize, .scalar(let v)):
      guard var style = layer.textStyle else { break }
      if style.layerOwn != nil { style.layerOwn?.font.size = Swift.max(0, v) } else { style.font.size = Swift.max(0, v) }
      layer.content = .text(style)
    case (.contents, .content(let c)): layer.content = c
    default: break
    }
  }
}

/// A layer transform written as Core Animation's `transform.*` key paths address it:
/// scale, then rotation about x, y and z, then translation (row vectors: S · Rx · Ry · Rz · T,
/// the Euler order `TransformParts` reads back).
///
/// Setting a `transform.*` key path decomposes the transform, changes one part and recomposes
/// it; for transforms built from these three parts that is exact. A layer whose transform was set
/// to anything else keeps that matrix as `extra`, applied before the pose.
public struct Pose: Hashable, Sendable {
  /// `transform.scale` sets all three, as Core Animation does (z changes nothing on a flat
  /// layer, but reads back in `transform.scale`, the average of the three).
  public var scaleX = 1.0, scaleY = 1.0, scaleZ = 1.0
  /// Radians; positive turns +x toward +y (clockwise on a y-down screen).
  public var rotation = 0.0
  /// Radians about x and y, as `CATransform3DMakeRotation(a, 1, 0, 0)` and `(a, 0, 1, 0)` turn.
  public var rotationX = 0.0, rotationY = 0.0
  public var translation = Point.zero

  public init() {}

  public var transform: Transform3D {
    Transform3D(scaleX: scaleX, y: scaleY, z: scaleZ)
      .concatenating(Transform3D(rotationAngle: rotationX, x: 1, y: 0, z: 0))
      .concatenating(Transform3D(rotationAngle: rotationY, x: 0, y: 1, z: 0))
      .concatenating(Transform3D(rotationAngle: rotation, x: 0, y: 0, z: 1))
      .concatenating(Transform3D(translationX: translation.x, y: translation.y))
  }

  public var isIdentity: Bool { self == Pose() }

  /// The pose whose matrix is `t`, when `t` is one: no shear, no perspective, no z
  /// translation, and the parts rebuild it to within 1e-9 of its largest entry. Nil otherwise.
  public init?(exactly t: Transform3D) {
    guard t.m14 == 0, t.m24 == 0, t.m34 == 0, t.m44 == 1, t.m43 == 0, let parts = t.parts else { return nil }
    var pose = Pose()
    (pose.scaleX, pose.scaleY, pose.scaleZ) = (parts.scaleX, parts.scaleY, parts.scaleZ)
    (pose.rotationX, pose.rotationY, pose.rotation) = (parts.rotationX, parts.rotationY, parts.rotationZ)
    pose.translation = Point(parts.translationX, parts.translationY)
    let rebuilt = pose.transform
    let a = [t.m11, t.m12, t.m13, t.m21, t.m22, t.m23, t.m31, t.m32, t.m33, t.m41, t.m42]
    let b = [
      rebuilt.m11, rebuilt.m12, rebuilt.m13, rebuilt.m21, rebuilt.m22, rebuilt.m23, rebuilt.m31, rebuilt.m32, rebuilt.m33,
      rebuilt.m41, rebuilt.m42,
    ]
    let tolerance = 1e-9 * Swift.max(1, a.map(Swift.abs).max() ?? 1)
    guard zip(a, b).allSatisfy({ Swift.abs($0 - $1) <= tolerance }) else { return nil }
    self = pose
  }
}

extension Layer {
  /// Before a `transform.*` key path changes one part: a transform set as a matrix that is
  /// scale, rotation and translation becomes those parts, so the key path replaces its part
  /// as Core Animation's does (`transform = scale(0.35)` then `transform.scale` 1 is scale
  /// 1, not 0.35). A matrix with shear or perspective stays a matrix, the parts applied after.
  mutating func takeTransformIntoPose() {
    guard transform != .identity, let pose = Pose(exactly: transform.concatenating(self.pose.transform)) else { return }
    (transform, self.pose) = (.identity, pose)
  }
}

extension Layer {
  /// The shape layer's style, when the layer is one.
  public var shape: ShapeStyle? {
    get {
      if case .shape(let style) = content { return style }
      return nil
    }
    set {
      if let newValue { content = .shape(newValue) }
    }
  }

  /// The gradient layer's gradient, when the layer is one.
  public var gradient: Gradient? {
    get {
      if case .gradient(let g) = content { return g }
      return nil
    }
    set {
      if let newValue { content = .gradient(newValue) }
    }
  }
}

extension Layer {
  /// The text a `CATextLayer` or a label draws, if it draws text.
  public var textStyle: TextStyle? { if case .text(let style) = content { style } else { nil } }
}
