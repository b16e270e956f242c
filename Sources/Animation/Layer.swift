import Geometry

/// A layer of the model tree, with `CALayer`'s geometry: `bounds` in the layer's own
/// coordinates, `position` in the superlayer's, `anchorPoint` in unit coordinates of `bounds`
/// (default (0.5, 0.5)), `transform` about the anchor point, `sublayerTransform` applied to the
/// sublayers about the anchor point. Points are UIKit points, y down.
public struct Layer: Sendable {
  public var name: String
  public var bounds: Rect
  public var position: Point
  /// `zPosition`: the layer's place on the z axis, in points toward the viewer. Siblings are
  /// drawn in its order (the higher in front; equal ones in their order), and it is part of the
  /// layer's 3-D place, so a superlayer's perspective (`m34`) shows it nearer.
  public var zPosition = 0.0
  public var anchorPoint: Point = Point(0.5, 0.5)
  /// The matrix set directly (`layer.transform = …`); the key-path parts (`pose`) apply after it.
  public var transform: Transform3D = .identity
  /// `transform.scale`, `transform.rotation.z`, `transform.translation` as set through key
  /// paths, by animations in particular.
  public var pose = Pose()
  public var sublayerTransform: Transform3D = .identity
  /// 0…1 (a spring may carry the presentation value past either end; drawing clamps it).
  /// Multiplied down the tree (a simplification of group opacity: exact when sublayers do
  /// not overlap, which holds for every seed scene).
  public var opacity: Double = 1
  public var isHidden = false
  /// `isDoubleSided`: when false, the layer's own drawing (background, content, border) is not
  /// drawn while it faces away from the viewer; its sublayers decide for themselves.
  public var isDoubleSided = true
  /// `isGeometryFlipped`: the sublayers' geometry is flipped vertically (placed from the
  /// bottom of the bounds, their own spaces y-up); content stays upright (Apple: "does not affect
  /// the rendering of the layer's content").
  public var isGeometryFlipped = false
  /// A `CATransformLayer`: it draws nothing of its own and does not flatten its sublayers —
  /// they keep their depth in its superlayer's 3-D space and are drawn back to front.
  public var preservesDepth = false
  public var backgroundColor: Color?
  /// `UIColor(patternImage:)` as the background: its tiles over the background's area, in place
  /// of `backgroundColor` (which setting one clears).
  public var backgroundPattern: BackgroundPattern?
  /// Rounds the background's corners with circular arcs (`cornerRadius`, `cornerCurve`
  /// `.circular`).
  public var cornerRadius = 0.0
  /// `maskedCorners`: which corners `cornerRadius` rounds (all by default), in the layer's own
  /// space, y down (`layerMinXMinYCorner` is the top-left).
  public var maskedCorners = BezierPath.Corners.all
  /// `shadowColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`: a blurred copy of the
  /// layer's drawing (its content and sublayers) under it. No shadow while the opacity is 0,
  /// Core Animation's default.
  public var shadow = Shadow()
  /// The layer's own `CAMediaTiming` (`beginTime`, `speed`, `timeOffset`): layers have infinite
  /// duration, so only the mapping of time applies.
  public var timing = LayerTiming()
  /// Makes this a `CAReplicatorLayer`.
  public var replicator: Replicator?
  /// Makes this a `CAEmitterLayer`: its particles are drawn over its background, under its
  /// sublayers (and under its border, which Core Animation draws under them).
  public var emitter: Emitter?
  /// For replicated instances: a transform in the parent's bounds space applied after the
  /// layer is placed (T(−C)·instanceTransformᵏ·T(C)), and a colour its drawing is multiplied by.
  public internal(set) var replicaTransform: Transform3D = .identity
  public internal(set) var tint: Color?
  /// A particle of an emitter whose `renderMode` is `.additive`: drawn by adding its
  /// premultiplied colour to what lies below (plus-lighter), each channel at most 1.
  public internal(set) var addsToBackdrop = false
  public var content: LayerContent = .none
  /// Where a picture content (an image) sits in the bounds: `contentsGravity`, or a
  /// `UIImageView`'s `contentMode` (`Layer.ContentsGravity`).
  public var contentsGravity = ContentsGravity.resize
  public var sublayers: [Layer] = []
  /// `borderWidth` (points, drawn inside the bounds) and `borderColor` (default opaque black),
  /// over the content and the sublayers, following `cornerRadius`.
  public var borderWidth = 0.0
  public var borderColor: Color = .black
  /// `masksToBounds`: the layer's drawing (content, sublayers, border and shadow) is clipped to
  /// its bounds, rounded by `cornerRadius`.
  public var masksToBounds = false
  /// `mask`: a layer in this layer's bounds coordinates whose alpha the layer's drawing is
  /// multiplied by (its colours do not matter).
  public var mask: Layer? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
  }
  private var maskStorage: [Layer] = []
  /// A fade `CATransition` added to the layer: the layer as it was drawn before (its
  /// presentation then, kept as a still picture) fades out while the layer fades in.
  public var transition: FadeTransition?
  /// Attached animations in the order they were added (`animationKeys` order); adding under
  /// an existing key replaces that animation, adding without one (`forKey: nil`) never
  /// replaces anything: unkeyed animations stack, later ones over earlier ones.
  public private(set) var animations: [(key: String?, animation: Animation)] = []

  /// `add(_:forKey:)`.
  public mutating func add(_ animation: Animation, forKey key: String?) {
    if let key { animations.removeAll { $0.key == key } }
    animations.append((key, animation))
  }

  /// `add(_:forKey:)` inside a transaction committed at parent time `now`: a `beginTime` of 0
  /// becomes the layer's local time at the commit (core-animation.md §4.2, as WebKit tracks it
  /// with its explicit-begin-time flag); a nonzero one is kept.
  public mutating func add(_ animation: Animation, forKey key: String?, committedAt now: Double) {
    var a = animation
    if a.timing.beginTime == 0 { a.timing.beginTime = timing.localTime(now) }
    add(a, forKey: key)
  }

  /// The animation under `key` changed in place (where it stands among the others), as when
  /// a property animator pauses or resumes the animations it made; nothing when none is.
  public mutating func replaceAnimation(forKey key: String, with animation: Animation) {
    guard let i = animations.firstIndex(where: { $0.key == key }) else { return }
    animations[i].animation = animation
  }

  /// The animation under `key`, if any.
  public func animation(forKey key: String) -> Animation? { animations.first { $0.key == key }?.animation }

  /// `removeAnimation(forKey:)`.
  public mutating func removeAnimation(forKey key: String) {
    animations.removeAll { $0.key == key }
  }

  /// `removeAllAnimations()`.
  public mutating func removeAllAnimations() {
    animations.removeAll()
  }

  /// The transform that places the layer: the directly set matrix, then the key-path pose.
  public var effectiveTransform: Transform3D {
    pose.isIdentity ? transform : transform.concatenating(pose.transform)
  }

  public init(name: String, bounds: Rect, position: Point) {
    self.name = name
    self.bounds = bounds
    self.position = position
  }

  /// A layer whose `frame` is `frame` under the identity transform, as `layer.frame = rect`
  /// sets it: bounds size from the rect, bounds origin zero, position at the anchor point.
  public init(name: String, frame: Rect, anchorPoint: Point = Point(0.5, 0.5)) {
    self.init(
      name: name, bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height),
      position: Point(
        frame.minX + anchorPoint.x * frame.width, frame.minY + anchorPoint.y * frame.height))
    self.anchorPoint = anchorPoint
  }

  /// The anchor point in the layer's own bounds coordinates (`K` in core-animation.md §3.3).
  public var anchorInBounds: Point {
    Point(bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height)
  }

  /// The first layer with this name in this subtree (depth first, a layer's mask after its
  /// sublayers), if any.
  public func sublayer(named name: String) -> Layer? {
    if self.name == name { return self }
    for s in sublayers { if let hit = s.sublayer(named: name) { return hit } }
    return mask?.sublayer(named: name)
  }

  /// Applies `change` to every layer named `name` in this subtree.
  public mutating func modify(named name: String, _ change: (inout Layer) -> Void) {
    if self.name == name { change(&self) }
    for i in sublayers.indices { sublayers[i].modify(named: name, change) }
  }
}

extension Layer {
  /// How a picture of its own size is placed in the bounds, as `UIView.ContentMode` names it
  /// (y down: `.top` is the top edge as drawn): stretched, scaled to fit or fill keeping its
  /// aspect (centred, a filling one overflowing unless the layer masks to its bounds), or at
  /// its own size against an edge, a corner or the centre.
  public enum ContentsGravity: String, Hashable, Sendable, CaseIterable {
    case resize, resizeAspect, resizeAspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft,
      bottomRight

    /// Where a `width` × `height` picture goes in `bounds`.
    public func rect(width: Double, height: Double, in bounds: Rect) -> Rect {
      switch self {
      case .resize: return bounds
      case .resizeAspect, .resizeAspectFill:
        let sx = bounds.width / width, sy = bounds.height / height
        let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
        let (w, h) = (width * s, height * s)
        return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
      default:
        let x: Double =
          [.left, .topLeft, .bottomLeft].contains(self)
          ? bounds.minX : [.right, .topRight, .bottomRight].contains(self) ? bounds.maxX - width : bounds.midX - width / 2
        let y: Double =
          [.top, .topLeft, .topRight].contains(self)
          ? bounds.minY : [.bottom, .bottomLeft, .bottomRight].contains(self) ? bounds.maxY - height : bounds.midY - height / 2
        return Rect(x: x, y: y, width: width, height: height)
      }
    }
  }
}

/// What a layer draws inside its bounds, under its sublayers.
public enum LayerContent: Hashable, Sendable {
  case none
  /// `CAShapeLayer`.
  case shape(ShapeStyle)
  /// A small square vector image scaled to fill the layer's bounds (kept square, centred, by
  /// the aspect-fit and aspect-fill gravities).
  case icon(Icon, color: Color)
  /// `CAGradientLayer`: the gradient fills the bounds.
  case gradient(Gradient)
  /// `CATextLayer` (or a `UILabel`): text in Wobble's pixel font.
  case text(TextStyle)
  /// What a view's `draw(_:)` painted.
  case drawing(Drawing)
  /// An image drawn in code (`UIGraphicsImageRenderer`), `width` × `height` points, stretched
  /// over the bounds as `contentsGravity` `.resize` (the default) stretches it.
  case picture(Drawing, width: Double, height: Double)
  /// `UIActivityIndicatorView`'s spinner, centred in the bounds.
  case spinner(ActivitySpinner)
  /// A switch, slider or progress bar, drawn in the bounds it has when shown.
  case control(ControlLook)

  /// A filled shape (no stroke).
  public static func shape(path: BezierPath, fillColor: Color?, fillRule: FillRule) -> LayerContent {
    .shape(ShapeStyle(path: path, fillColor: fillColor, fillRule: fillRule))
  }
}

/// `CAShapeLayer`'s drawing properties, with its defaults: fill opaque black, no stroke,
/// line width 1, miter joins, butt caps, miter limit 10, the whole path stroked.
public struct ShapeStyle: Hashable, Sendable {
  public var path: BezierPath
  public var fillColor: Color? = .black
  public var fillRule: FillRule = .nonZero
  public var strokeColor: Color?
  public var stroke = StrokeStyle()
  /// Fractions of the path's length (`strokeStart`, `strokeEnd`).
  public var strokeStart = 0.0
  public var strokeEnd = 1.0

  public init(
    path: BezierPath, fillColor: Color? = .black, fillRule: FillRule = .nonZero,
    strokeColor: Color? = nil, stroke: StrokeStyle = StrokeStyle()
  ) {
    self.path = path
    self.fillColor = fillColor
    self.fillRule = fillRule
    self.strokeColor = strokeColor
    self.stroke = stroke
  }
}

/// `CAReplicatorLayer`'s properties: the sublayers are drawn `instanceCount` times.
public struct Replicator: Hashable, Sendable {
  public var instanceCount = 1
  /// Applied k times to instance k, about the centre of the replicator's bounds.
  public var instanceTransform = Transform3D.identity
  /// Instance k runs k·instanceDelay seconds behind instance 0.
  public var instanceDelay = 0.0
  /// Multiplies instance 0's colours; instance k adds k times the offsets (clamped to 0…1,
  /// which Core Animation is expected but not documented to do).
  public var instanceColor = Color.white
  public var instanceRedOffset = 0.0, instanceGreenOffset = 0.0, instanceBlueOffset = 0.0, instanceAlphaOffset = 0.0

  public init() {}

  /// The colour instance k's rendering is multiplied by.
  public func color(ofInstance k: Int) -> Color {
    func c(_ v: Double) -> Double { Swift.min(Swift.max(v, 0), 1) }
    let n = Double(k)
    return Color(
      red: c(instanceColor.red + n * instanceRedOffset), green: c(instanceColor.green + n * instanceGreenOffset),
      blue: c(instanceColor.blue + n * instanceBlueOffset), alpha: c(instanceColor.alpha + n * instanceAlphaOffset))
  }
}

/// A layer's shadow, with `CALayer`'s defaults (opaque black, opacity 0, radius 3, offset
/// (0, −3): above the layer on iOS).
public struct Shadow: Hashable, Sendable {
  public var color = Color.black
  public var opacity = 0.0
  /// Blur radius in points; drawn as a Gaussian with σ = radius / 2 (Apple does not state the
  /// kernel; σ = r/2 is the usual reading).
  public var radius = 3.0
  /// In points, applied in the frame's space without the layer's transform (unconfirmed).
  public var offset = Point(0, -3)
  /// `shadowPath`, in the layer's coordinates: the shadow's shape instead of the layer's
  /// drawing (filled non-zero), as Core Animation takes it.
  public var path: BezierPath?

  public init() {}
}

/// `CALayer`'s `CAMediaTiming` as it affects time: local = (parent − beginTime)·speed + timeOffset.
/// Speed 0 freezes the layer at `timeOffset` (Technical Q&A 1673's pause).
public struct LayerTiming: Hashable, Sendable {
  public var beginTime = 0.0
  public var speed = 1.0
  public var timeOffset = 0.0
  /// `repeatCount` and `autoreverses` of the layer itself, held as set. A layer's `duration`
  /// is 0 (Core Animation's default, which gives its time no end), and with it these change
  /// nothing: ripple and pulse classes store their animation's repeat count here.
  public var repeatCount = 0.0
  public var autoreverses = false

  public init() {}

  public func localTime(_ parentTime: Double) -> Double { (parentTime - beginTime) * speed + timeOffset }
}

/// A `CATransition` of type fade on a layer, with the picture it fades from.
public struct FadeTransition: Sendable {
  public var timing: Transition
  /// The layer as drawn when the transition was added (one element: an array makes the
  /// recursion of `Layer` in `Layer` indirect).
  public var before: [Layer]
  /// How far the fade is, set by `presentation(at:)`: 0 shows only `before`, 1 only the layer.
  public internal(set) var progress = 0.0

  public init(timing: Transition, before: Layer) {
    self.timing = timing
    self.before = [before]
  }
}

extension Layer {
  /// How many layers this tree draws once each replicator has made its instances (this layer
  /// and its mask included; particles not: an emitter bounds its own), counted no further than
  /// `limit`: replicators inside replicators multiply, and three of 10,000 draw 10¹².
  public func drawnLayerCount(upTo limit: Int) -> Int {
    var below = mask?.drawnLayerCount(upTo: limit) ?? 0
    for sublayer in sublayers {
      below = below &+ sublayer.drawnLayerCount(upTo: limit)
      if below > limit { return limit + 1 }
    }
    let copies = replicator.map { max(0, $0.instanceCount) } ?? 1
    let (product, overflow) = below.multipliedReportingOverflow(by: copies)
    return overflow || product >= limit ? limit + 1 : product + 1
  }
}

extension Layer {
  /// `frame` in the superlayer (the transform aside): the bounds' size placed so that the
  /// anchor point is at the position.
  public var frame: Rect {
    Rect(
      x: position.x - anchorPoint.x * bounds.width, y: position.y - anchorPoint.y * bounds.height, width: bounds.width,
      height: bounds.height)
  }

  /// Draws the layer with the top-left corner of its frame (its transform aside) where its
  /// superlayer's origin is, wherever its position puts it: the shown view in its picture, as a
  /// playground places its live view in the pane. A shift after the layer is placed, so an
  /// animation of its position moves it from there.
  public mutating func placeFrameAtOrigin() {
    let corner = frame.origin
    guard corner.x != 0 || corner.y != 0, corner.x.isFinite, corner.y.isFinite else { return }
    replicaTransform = Transform3D(translationX: -corner.x, y: -corner.y)
  }
}
