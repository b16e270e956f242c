import Geometry
import SwiftSyntax

extension Library {
  /// The context UIKit hands a custom transition's animator (`animateTransition(using:)`, of an
  /// object a controller's `transitioningDelegate` returns from
  /// `animationController(forPresented:presenting:source:)` or `(forDismissed:)`): its
  /// `containerView` covering the window, the views and controllers `.from` and `.to`, their
  /// frames, and `completeTransition(_:)`, which the animator calls when its animation ends
  /// (UIKit's documentation of `UIViewControllerContextTransitioning`). Interactive transitions
  /// (`updateInteractiveTransition`) never start: no finger reaches a preview.
  static let transitionContext: SimulatedType = SimulatedType("UIViewControllerContextTransitioning") { t in
    t.options("UITransitionContextViewKey", "UITransitionContextViewControllerKey")
    let context = t.members { if case .record(let r) = $0, r.type === transitionContext { r } else { nil } }
    context.property("containerView", takes: "a UIView", get: { r, _ in r.fields["container"] })
    context.property("isAnimated", .bool, get: { _ in true })
    context.property("isInteractive", .bool, get: { _ in false })
    context.property("transitionWasCancelled", .bool, get: { _ in false })
    context.property("presentationStyle", takes: "a UIModalPresentationStyle", get: { r, _ in r.fields["style"] })
    context.method("view", "forKey") { r, a throws(RunError) in
      r.fields[try key(a) + "View"] ?? .nil
    }
    context.method("viewController", "forKey") { r, a throws(RunError) in
      r.fields[try key(a)] ?? .nil
    }
    // The presented view fills the container at the end of a presentation and starts there
    // in a dismissal; before and after, it has none (`.zero`), as UIKit documents. The
    // presenting view keeps the container's bounds throughout (a full-screen transition's).
    for (name, initial) in [("finalFrame", false), ("initialFrame", true)] {
      context.method(name, "for") { r, a throws(RunError) in
        guard let bounds = r.fields["container"]?.asView?.layer.model.bounds else { return .rect(.zero) }
        let dismissing = isDismissal(r)
        guard let presented = r.fields[dismissing ? "from" : "to"], Interpreter.identical(try a.value(0), presented) else {
          return .rect(bounds)
        }
        return .rect(initial == dismissing ? bounds : .zero)
      }
    }
    context.method("completeTransition", "_") { r, a throws(RunError) in
      try a.run.completeTransition(r, finished: try a.bool(0), at: a.call)
      return .void
    }
  }

  /// Whether a transition context is a dismissal's.
  static func isDismissal(_ context: Record) -> Bool {
    if case .bool(true)? = context.fields["dismissing"] { true } else { false }
  }

  /// `.to` or `.from` (`UITransitionContextViewKey.to`, `UITransitionContextViewControllerKey.from`).
  private static func key(_ a: Arguments) throws(RunError) -> String {
    let given = try a.value(0)
    guard case .string(let key) = given, key == "to" || key == "from" else { throw a.wrong(0, got: given, want: ".to or .from") }
    return key
  }
}

/// Custom presentation and dismissal transitions: a controller whose `transitioningDelegate`
/// gives an animator for it is shown, and taken away, by the animator's own
/// `animateTransition(using:)` in a container view over the window, its completion (and the
/// presented controller's `viewDidAppear`) when the animator calls `completeTransition(_:)`.
extension Interpreter {
  /// The animator `presented`'s transitioning delegate gives for its presentation (or its
  /// dismissal), if the delegate declares the method and the animator
  /// `animateTransition(using:)`.
  func transitionAnimator(
    of presented: Instance, presenter: Instance, dismissing: Bool, at node: some SyntaxProtocol
  ) throws(RunError) -> Instance? {
    guard let delegate = presented.transitioningDelegate else { return nil }
    let asked =
      dismissing
      ? try call(delegate, "animationController", labels: ["forDismissed"], [.instance(presented)])
      : try call(
        delegate, "animationController", labels: ["forPresented", "presenting", "source"],
        [.instance(presented), .instance(presenter), .instance(presenter)])
    guard case .instance(let animator)? = asked, animator.method("animateTransition", labels: ["using"]) != nil else {
      return nil
    }
    return animator
  }

  /// Presents `presented` through the animator its transitioning delegate gives, if it gives
  /// one (true then): `viewWillAppear` before the animator runs, the presenter told it
  /// disappears when the style covers it (full screen), `completion` when the animator completes.
  func presentThroughAnimator(
    _ presented: Instance, from presenter: Instance, completion: ClosureObject?, at node: some SyntaxProtocol
  ) throws(RunError) -> Bool {
    guard presenter.appeared else { return false }
    // Loaded first: its `viewDidLoad()` may be what sets the delegate.
    try loadIfNeeded(presented)
    guard let animator = try transitionAnimator(of: presented, presenter: presenter, dismissing: false, at: node),
      let host = presentationHost()
    else { return false }
    presenter.presented = presented
    presented.presenter = presenter
    let covers = Self.coversPresenter(presentationStyle(of: presented))
    if covers { try callIfDeclared(presenter, "viewWillDisappear", [.bool(true)]) }
    try runTransition(
      animator, from: presenter, to: presented, dismissing: false, container: host, completion: completion, at: node)
    try appear(presented)
    if covers { try callIfDeclared(presenter, "viewDidDisappear", [.bool(true)]) }
    return true
  }

  /// Whether a presentation style takes the presenting view away (UIKit's full-screen ones): only
  /// then does the transition context give the animator that view (`view(forKey:)` is nil for
  /// it in a `.custom` or sheet presentation, where it stays where it is).
  static func coversPresenter(_ style: String) -> Bool { ["fullScreen", "currentContext"].contains(style) }

  /// Runs `animator`'s transition from `from` to `to`: for a presentation a container view is
  /// put over the window; for a dismissal the one the presentation made is used. `completion`
  /// runs when the animator completes it.
  func runTransition(
    _ animator: Instance, from: Instance, to: Instance, dismissing: Bool, container host: LayerObject,
    completion: ClosureObject?, at node: some SyntaxProtocol
  ) throws(RunError) {
    let presented = dismissing ? from : to
    let container: ViewObject
    if let kept = presented.transitionContainer {
      container = kept
    } else {
      container = ViewObject(name: "transitionContainer")
      container.layer.model.backgroundColor = nil
      container.layer.model.setFrame(Rect(x: 0, y: 0, width: host.model.bounds.width, height: host.model.bounds.height))
      host.sublayers.append(container.layer)
      presented.transitionContainer = container
      treeChanged = true
    }
    func view(_ controller: Instance) -> Value {
      (controller.navigation?.view ?? controller.view).map(Value.view) ?? .nil
    }
    let style = presentationStyle(of: presented)
    let presenterView = Self.coversPresenter(style) ? view(dismissing ? to : from) : .nil
    var fields: [String: Value] = [
      "container": .view(container), "from": .instance(from), "to": .instance(to),
      "fromView": dismissing ? view(from) : presenterView, "toView": dismissing ? presenterView : view(to),
      "dismissing": .bool(dismissing), "style": .string(style),
    ]
    if let completion { fields["completion"] = .closure(completion) }
    // Where the presenting view was: a dismissal's animator may move it into the container.
    if dismissing, let toView = presenterView.asView, let superlayer = toView.layer.superlayer {
      fields["restoreTo"] = .layer(superlayer)
      fields["restoreAt"] = .number(Double(superlayer.sublayers.firstIndex { $0 === toView.layer } ?? 0))
    }
    let context = Record(type: Library.transitionContext, fields: fields)
    guard let method = animator.method("animateTransition", labels: ["using"]) else { return }
    _ = try invoke(
      method.signature.parameterClause.parameters, method.body, values: [.record(context)], on: .instance(animator),
      at: method)
  }

  /// `completeTransition(_:)`: a presentation's controller stays (or, cancelled, leaves); a
  /// dismissal's leaves with the container, the presenting view back where it was; then the
  /// completion given to `present` or `dismiss`.
  func completeTransition(_ context: Record, finished: Bool, at node: some SyntaxProtocol) throws(RunError) {
    guard context.fields["done"] == nil, case .instance(let from)? = context.fields["from"],
      case .instance(let to)? = context.fields["to"]
    else { return }
    context.fields["done"] = .bool(true)
    let dismissing = Library.isDismissal(context)
    let presented = dismissing ? from : to
    if dismissing == finished {
      // A dismissal done, or a presentation cancelled: the presented controller leaves.
      if dismissing { try callIfDeclared(presented, "viewWillDisappear", [.bool(true)]) }
      presented.transitionContainer?.layer.remove()
      presented.transitionContainer = nil
      (presented.navigation?.view ?? presented.view)?.layer.remove()
      if case .layer(let superlayer)? = context.fields["restoreTo"], case .number(let index)? = context.fields["restoreAt"],
        let toView = (to.navigation?.view ?? to.view)
      {
        toView.layer.remove()
        superlayer.sublayers.insert(toView.layer, at: min(Int(index), superlayer.sublayers.count))
      }
      presented.presenter?.presented = nil
      presented.presenter = nil
      treeChanged = true
      if dismissing { try callIfDeclared(presented, "viewDidDisappear", [.bool(true)]) }
    }
    if case .closure(let completion)? = context.fields["completion"], finished {
      _ = try call(completion, [], at: node)
    }
  }

  /// `modalPresentationStyle` as the controller's class answers it (a computed override, as
  /// libraries write `.fullScreen` in), else as set, else `automatic`.
  func presentationStyle(of controller: Instance) -> String {
    if chain(of: controller.type).contains(where: { $0.property("modalPresentationStyle", static: false) != nil }),
      case .string(let style)? = try? memberIfAny(.instance(controller), "modalPresentationStyle", at: controller.type.syntax)
    {
      return style
    }
    return controller.presentationStyle ?? "automatic"
  }
}
