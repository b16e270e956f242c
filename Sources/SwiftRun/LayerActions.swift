import Animation
import Geometry
import SwiftSyntax

/// Core Animation's search for a layer's action (`CALayer.action(forKey:)`, documented there):
/// for a change of a property of a layer no view owns, or for the event `onOrderIn` when it
/// joins a layer tree on screen, the layer asks in turn its delegate's
/// `action(for:forKey:)`, its `actions` dictionary and its class's `defaultAction(forKey:)`;
/// the first that answers with something other than nil wins, `NSNull()` meaning no action.
/// When none answers, a property takes its implicit animation (`ImplicitAnimation.swift`) and
/// an event none. A layer class of the file that overrides `action(forKey:)` is asked instead,
/// its `super.action(forKey:)` doing the search. As in Core Animation, the search happens before
/// a property's change (the layer reads as it was) and the action runs after it.
///
/// The action found runs as `run(forKey:object:arguments:)` does: an animation is added under
/// the key (its key path the key when it has none, so one with no values runs from the
/// presentation before the change to the model after; a transition cross-fades or moves the
/// layer's content); an object of the file's own class runs its own `run`, and reads the layer's
/// presentation as it was before the change, as Core Animation runs actions before the change
/// is drawn. `onOrderOut` is not searched: the layer leaves the tree at once, so nothing an
/// action adds would show.
extension Interpreter {
  /// What the search found: the implicit animation, no action, or an action to run.
  enum LayerAction {
    case implicit
    case none
    case run(Value)

    init?(answer: Value) {
      switch answer {
      case .nil: return nil
      case .null: self = .none
      default: self = .run(answer)
      }
    }
  }

  /// Whether `layer` can answer a search itself (a delegate, actions, or a class of the file
  /// with its own `action(forKey:)` or `defaultAction(forKey:)`): otherwise the implicit
  /// animation applies at once.
  func searchesActions(_ layer: LayerObject) -> Bool {
    if layer.delegate != nil || !layer.actions.isEmpty { return true }
    guard let owner = instance(owning: layer) else { return false }
    return owner.method("action", labels: ["forKey"]) != nil || owner.method("defaultAction", labels: ["forKey"]) != nil
  }

  /// The action for `key` of `layer`: its class's own `action(forKey:)` when it has one, else
  /// the documented search.
  func action(of layer: LayerObject, forKey key: String, before: Layer? = nil, at node: some SyntaxProtocol)
    throws(RunError) -> LayerAction
  {
    // Core Animation asks before the change is made: the layer reads as it was (`before`); a
    // change the answering code makes to the layer itself meanwhile is not kept.
    if let before {
      let changed = layer.model
      layer.model = before
      defer { layer.model = changed }
      return try action(of: layer, forKey: key, at: node)
    }
    if let owner = instance(owning: layer),
      let method = owner.method("action", labels: ["forKey"])
    {
      let answer = try invoke(
        method.signature.parameterClause.parameters, method.body, values: [.string(key)], on: .instance(owner),
        at: method)
      return LayerAction(answer: answer) ?? .none
    }
    return try searchAction(of: layer, forKey: key, at: node)
  }

  /// The search `CALayer.action(forKey:)` does: delegate, `actions`, class default.
  func searchAction(of layer: LayerObject, forKey key: String, at node: some SyntaxProtocol) throws(RunError)
    -> LayerAction
  {
    if let delegate = layer.delegate,
      let method = delegate.method("action", labels: ["for", "forKey"])
    {
      let answer = try invoke(
        method.signature.parameterClause.parameters, method.body, values: [.layer(layer), .string(key)],
        on: .instance(delegate), at: method)
      if let found = LayerAction(answer: answer) { return found }
    }
    if let entry = layer.actions[key], let found = LayerAction(answer: entry) { return found }
    if let owner = instance(owning: layer),
      let method = owner.method("defaultAction", labels: ["forKey"])
    {
      let answer = try invoke(
        method.signature.parameterClause.parameters, method.body, values: [.string(key)], on: .type(owner.className),
        at: method)
      if let found = LayerAction(answer: answer) { return found }
    }
    return .implicit
  }

  /// `CALayer.action(forKey:)` answering a class's `super.action(forKey:)`: what the search
  /// found; for the implicit animation of a property, Core Animation's default action, a
  /// `CABasicAnimation` with no values over the transaction's duration and curve.
  func actionValue(of layer: LayerObject, forKey key: String, at node: some SyntaxProtocol) throws(RunError) -> Value {
    switch try searchAction(of: layer, forKey: key, at: node) {
    case .none: return .null
    case .run(let action): return action
    case .implicit:
      guard let property = LayerProperty(keyPath: key), Self.implicitProperties.contains(property) else { return .nil }
      let object = AnimationObject(className: "CABasicAnimation", keyPath: key)
      object.engine.timing.duration = transactionAnimationDuration
      object.engine.timingFunction = transactionTimingFunction ?? TimingFunction(name: .default)
      return .animation(object)
    }
  }

  /// Runs `action` for `key` on `layer`, whose presentation before the change was `shown`.
  func run(_ action: Value, forKey key: String, on layer: LayerObject, shown: Layer, at node: some SyntaxProtocol)
    throws(RunError)
  {
    if let object = action.asAnimation {
      let keyPath = object.keyPath
      // The transaction's curve, when one is set, overrides an action's that has none (Apple's
      // `kCATransactionAnimationTimingFunction`).
      let curve = object.engine.timingFunction
      if keyPath.isEmpty { object.keyPath = key }
      if curve == nil { object.engine.timingFunction = transactionTimingFunction }
      defer { (object.keyPath, object.engine.timingFunction) = (keyPath, curve) }
      try Library.add(object, forKey: key, to: layer, self, at: Syntax(node), spelling: "the action for \"\(key)\"")
      return
    }
    guard case .instance(let object) = action,
      let method = object.method("run", labels: ["forKey", "object", "arguments"])
    else {
      throw error(
        "the action for \"\(key)\" is \(action.kind), which has no run(forKey:object:arguments:) Wobble can run", at: node)
    }
    let saved = layer.presentationOverride
    layer.presentationOverride = shown
    defer { layer.presentationOverride = saved }
    _ = try invoke(
      method.signature.parameterClause.parameters, method.body, values: [.string(key), .layer(layer), .nil],
      on: .instance(object), at: method)
  }

  /// A key of the app's own set on `layer` (`setValue("", forKey: "farewell")`): when the layer
  /// is on screen and actions are on, its action is searched for and run; nothing is implicit.
  func runOwnKeyAction(of layer: LayerObject, forKey key: String, at node: some SyntaxProtocol) throws(RunError) {
    guard layer.rendered, !actionsDisabled, !layer.backsView, searchesActions(layer) else { return }
    guard case .run(let action) = try action(of: layer, forKey: key, at: node) else { return }
    try run(action, forKey: key, on: layer, shown: layer.model.presentation(at: now), at: node)
  }

  /// `sub` has just joined `superlayer`: when that tree is on screen and actions are on, the
  /// action `onOrderIn` is searched for and run.
  func orderIn(_ sub: LayerObject, into superlayer: LayerObject, at node: some SyntaxProtocol) throws(RunError) {
    guard superlayer.rendered, !actionsDisabled, !sub.backsView, searchesActions(sub) else { return }
    guard case .run(let action) = try action(of: sub, forKey: "onOrderIn", at: node) else { return }
    try run(action, forKey: "onOrderIn", on: sub, shown: sub.model.presentation(at: now), at: node)
  }
}
