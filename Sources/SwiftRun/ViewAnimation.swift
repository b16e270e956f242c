import Animation
import Geometry
import SwiftSyntax

/// `UIView.animate`: the view properties its block changes become layer animations, as UIKit
/// makes them — from the old value to the new over the duration, starting after the delay
/// (filling backwards until then), with UIKit's default ease-in-ease-out curve, or a spring
/// for the `usingSpringWithDamping:` form — and its completion runs when they end.
extension Interpreter {
  /// The animatable view properties UIKit animates, as the layer properties they are.
  struct ViewState {
    var opacity: Double
    var position: Point
    var backgroundColor: Color?
    var transform: Transform3D
  }

  func state(of view: ViewObject) -> ViewState {
    let m = view.layer.model
    return ViewState(opacity: m.opacity, position: m.position, backgroundColor: m.backgroundColor, transform: m.transform)
  }

  /// Runs `animations`, then animates what it changed. `spring` is (damping ratio, velocity).
  func animateViews(
    duration: Double, delay: Double, spring: (ratio: Double, velocity: Double)?, animations: ClosureObject,
    completion: ClosureObject?, at node: some SyntaxProtocol
  ) throws(RunError) {
    let before = views.map { state(of: $0) }
    _ = try call(animations, [], at: node)
    func made(_ property: LayerProperty, _ from: AnimatableValue, _ to: AnimatableValue) -> Animation {
      var a: Animation
      if let spring, let s = Spring(dampingRatio: spring.ratio, duration: duration, velocity: spring.velocity) {
        a = Animation.spring(property, s, from: from, to: to, duration: duration)
      } else {
        a = Animation.basic(property, from: from, to: to, duration: duration)
        a.timingFunction = TimingFunction(name: .easeInEaseOut)
      }
      if delay > 0 {
        a.timing.beginTime = now + delay
        a.timing.fillMode = .backwards
      }
      return a
    }
    for (view, old) in zip(views, before) {
      let new = state(of: view)
      if new.opacity != old.opacity {
        view.layer.model.add(made(.opacity, .scalar(old.opacity), .scalar(new.opacity)), forKey: "opacity", committedAt: now)
      }
      if new.position != old.position {
        view.layer.model.add(made(.position, .point(old.position), .point(new.position)), forKey: "position", committedAt: now)
      }
      if new.transform != old.transform {
        view.layer.model.add(
          made(.transform, .transform(old.transform), .transform(new.transform)), forKey: "transform", committedAt: now)
      }
      if new.backgroundColor != old.backgroundColor {
        view.layer.model.add(
          made(.backgroundColor, .color(old.backgroundColor ?? .clear), .color(new.backgroundColor ?? .clear)),
          forKey: "backgroundColor", committedAt: now)
      }
    }
    if let completion { schedule.add(at: now + delay + max(0, duration), .closure(completion, arguments: [.bool(true)])) }
  }
}
