import Geometry

extension Library {
  /// `UIAttachmentBehavior(item:attachedToAnchor:)`: an item's centre — or, with
  /// `offsetFromCenter:`, a point of the item that turns with it — held to an anchor point in the
  /// reference view, or (`attachedTo:`) to a point of another item, at the distance it had when
  /// made (`length`), rigidly until a `frequency` makes the hold a spring (`DynamicsWorld`);
  /// held off its centre, an item turns as it swings.
  static let uiAttachmentBehavior = SimulatedType("UIAttachmentBehavior") { t in
    t.call(
      "UIAttachmentBehavior", "item:attachedToAnchor", "item:offsetFromCenter:attachedToAnchor", "item:attachedTo",
      "item:offsetFromCenter:attachedTo:offsetFromCenter"
    ) { a throws(RunError) in
      guard let view = try a.value(0).asView else { throw a.error(0, "want a view") }
      let d = DynamicsObject(.attachment)
      func offset(_ i: Int) throws(RunError) -> Point {
        guard case .tuple(let parts, _) = try a.value(i), parts.count == 2, let x = parts[0].asNumber,
          let y = parts[1].asNumber
        else { throw a.error(i, "want a UIOffset (horizontal, vertical)") }
        return Point(x, y)
      }
      let labels = a.labels
      if labels.contains("offsetFromCenter") { d.offset = try offset(1) }
      d.items = [view]
      // A point of a view, `offset` from its centre in its own axes, in its superview's
      // coordinates (the reference view's for an item directly in it).
      func held(_ view: ViewObject, _ offset: Point) -> Point {
        var item = DynamicBody(center: view.layer.model.position, halfWidth: 0, halfHeight: 0, velocity: Point(0, 0))
        item.angle = Interpreter.turn(of: view)
        return item.point(offset)
      }
      if let to = labels.firstIndex(of: "attachedTo") {
        guard let other = try a.value(to).asView else { throw a.error(to, "want a view") }
        d.items.append(other)
        if labels.count == 4 { d.otherOffset = try offset(3) }
        d.length = held(view, d.offset).distance(to: held(other, d.otherOffset))
      } else {
        d.anchor = try a.point(a.count - 1)
        d.length = held(view, d.offset).distance(to: d.anchor)
      }
      return .dynamics(d)
    }
    let b = behaviorMembers(t, .attachment)
    b.property("anchorPoint", .point, get: { $0.anchor }) { d, p, new in
      d.anchor = p
      for animator in d.animators { new.run.wake(animator) }
    }
    b.property("length", .number, .length, get: { $0.length }) { d, x, new in
      d.length = max(0, x)
      for animator in d.animators { new.run.wake(animator) }
    }
    b.property("frequency", .number, get: { $0.frequency }) { d, x, _ in d.frequency = max(0, x) }
    b.property("damping", .number, .fraction, get: { $0.damping }) { d, x, _ in d.damping = max(0, x) }
  }
}
