import Geometry

/// A layer of the model tree, with `CALayer`'s geometry: `bounds` in the layer's own
/// coordinates, `position` in the superlayer's, `anchorPoint` in unit coordinates of `bounds`
/// (default (0.5, 0.5)), `transform` about the anchor point, `sublayerTransform` applied to the
/// sublayers about the anchor point. Points are UIKit points, y down.
public struct Layer: Sendable {
  public var name: String
  public var bounds: Rect
  public var position: Point
  public var anchorPoint: Point = Point(0.5, 0.5)
  /// The matrix set directly (`layer.transform = …`); the key-path parts (`pose`) apply after it.
  public var transform: Transform3D = .identity
  /// `transform.scale`, `transform.rotation.z`, `transform.translation` as set through key
  /// paths, by animations in particular.
  public var pose = Pose()
  public var sublayerTransform: Transform3D = .identity
  /// 0…1. Multiplied down the tree (a simplification of group opacity: exact when sublayers do
  /// not overlap, which holds for every seed scene).
  public var opacity: Double = 1
  public var isHidden = false
  public var backgroundColor: Color?
  public var content: LayerContent = .none
  public var sublayers: [Layer] = []
  /// Attached animations in the order they were added (`animationKeys` order); adding under
  /// an existing key replaces that animation.
  public private(set) var animations: [(key: String, animation: Animation)] = []

  /// `add(_:forKey:)`.
  public mutating func add(_ animation: Animation, forKey key: String) {
    animations.removeAll { $0.key == key }
    animations.append((key, animation))
  }

  /// `removeAnimation(forKey:)`.
  public mutating func removeAnimation(forKey key: String) {
    animations.removeAll { $0.key == key }
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

  /// The first layer with this name in this subtree (depth first), if any.
  public func sublayer(named name: String) -> Layer? {
    if self.name == name { return self }
    for s in sublayers { if let hit = s.sublayer(named: name) { return hit } }
    return nil
  }

  /// Applies `change` to every layer named `name` in this subtree.
  public mutating func modify(named name: String, _ change: (inout Layer) -> Void) {
    if self.name == name { change(&self) }
    for i in sublayers.indices { sublayers[i].modify(named: name, change) }
  }
}

/// What a layer draws inside its bounds, under its sublayers.
public enum LayerContent: Sendable {
  case none
  /// `CAShapeLayer`: a path in the layer's coordinates, filled.
  case shape(path: BezierPath, fillColor: Color?, fillRule: FillRule)
  /// A small vector image scaled to fill the layer's bounds.
  case icon(Icon, color: Color)
}
