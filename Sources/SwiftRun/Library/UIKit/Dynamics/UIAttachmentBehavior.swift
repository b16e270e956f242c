import Foundation
import Geometry

extension Library {
  /// `UIAttachmentBehavior(item:attachedToAnchor:)`: an item's centre — or, with
  /// `offsetFromCenter:`, a point of the item that turns with it — held to an anchor point in the
  /// reference view, at the distance it had when made (`length`), rigidly until a `frequency`
  /// makes the hold a spring (`DynamicsWorld`); held off its centre, the item turns as it
  /// swings. An attachment between two items is refused as not simulated yet.
  static let uiAttachmentBehavior = SimulatedType("UIAttachmentBehavior") { t in
    t.call("UIAttachmentBehavior", "item:attachedToAnchor", "item:offsetFromCenter:attachedToAnchor") { a throws(RunError) in
      guard let view = try a.value(0).asView else { throw a.error(0, "want a view") }
      let d = DynamicsObject(.attachment)
      if a.count == 3 {
        guard case .tuple(let parts, _) = try a.value(1), parts.count == 2, let x = parts[0].asNumber,
          let y = parts[1].asNumber
        else { throw a.error(1, "want a UIOffset (horizontal, vertical)") }
        d.offset = Point(x, y)
      }
      d.items = [view]
      d.anchor = try a.point(a.count - 1)
      // The distance from the attached point, in the superview's coordinates, which are the
      // reference view's for an item directly in it.
      let c = view.layer.model.position
      let angle = view.layer.model.effectiveTransform.affine.map { atan2($0.b, $0.a) } ?? 0
      let held = Point(
        c.x + d.offset.x * cos(angle) - d.offset.y * sin(angle), c.y + d.offset.x * sin(angle) + d.offset.y * cos(angle))
      d.length = held.distance(to: d.anchor)
      return .dynamics(d)
    }
    t.call("UIAttachmentBehavior", "item:attachedTo", "item:offsetFromCenter:attachedTo:offsetFromCenter") { a throws(RunError) in
      throw a.error(0, "an attachment between two items is not simulated by Wobble yet (one to an anchor point is)")
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
