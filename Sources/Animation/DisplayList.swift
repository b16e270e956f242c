import Geometry

/// One filled path, ready for the rasterizer: the path in its layer's coordinates and the
/// transform from those coordinates to the root's superlayer space (the frame, in points).
public struct DrawItem: Sendable {
  public var path: BezierPath
  public var transform: Transform3D
  public var color: Color
  public var fillRule: FillRule
  /// The product of the layer's and its ancestors' opacities, 0…1.
  public var opacity: Double
}

extension Layer {
  /// The layer tree as back-to-front draw items, composed as core-animation.md §3.3 states:
  /// a layer's content maps by `T(−K)·transform·T(position)` into its superlayer; sublayers pass
  /// through `T(−K)·sublayerTransform`, are flattened to z = 0, then through the same
  /// `transform·T(position)`.
  public func displayList() -> [DrawItem] {
    var items: [DrawItem] = []
    appendItems(parentMap: .identity, parentOpacity: 1, to: &items)
    return items
  }

  private func appendItems(
    parentMap: Transform3D, parentOpacity: Double, to items: inout [DrawItem]
  ) {
    guard !isHidden, opacity > 0 else { return }
    let k = anchorInBounds
    let out = effectiveTransform.concatenating(Transform3D(translationX: position.x, y: position.y))
    let toAnchor = Transform3D(translationX: -k.x, y: -k.y)
    let contentMap = toAnchor.concatenating(out).concatenating(parentMap)
    let alpha = parentOpacity * opacity
    if let background = backgroundColor, background.alpha > 0 {
      var rect = BezierPath()
      let c = bounds.corners
      rect.move(to: c[0])
      for p in c.dropFirst() { rect.line(to: p) }
      rect.close()
      items.append(
        DrawItem(path: rect, transform: contentMap, color: background, fillRule: .nonZero,
                 opacity: alpha))
    }
    switch content {
    case .none:
      break
    case .shape(let path, let fill, let rule):
      if let fill, fill.alpha > 0 {
        items.append(
          DrawItem(path: path, transform: contentMap, color: fill, fillRule: rule, opacity: alpha))
      }
    case .icon(let icon, let color):
      let fit = AffineTransform(scaleX: bounds.width, y: bounds.height)
        .concatenating(AffineTransform(translationX: bounds.minX, y: bounds.minY))
      items.append(
        DrawItem(path: icon.unitPath.applying(fit), transform: contentMap, color: color,
                 fillRule: .nonZero, opacity: alpha))
    }
    guard !sublayers.isEmpty else { return }
    let childMap = toAnchor.concatenating(sublayerTransform).flattened
      .concatenating(out).concatenating(parentMap)
    for s in sublayers {
      s.appendItems(parentMap: childMap, parentOpacity: alpha, to: &items)
    }
  }
}
