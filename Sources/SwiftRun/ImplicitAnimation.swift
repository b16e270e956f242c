import Animation
import Geometry
import SwiftSyntax

/// Implicit animations: a change to an animatable property of a layer that is on screen and
/// does not back a view animates from what was shown to the new value, as the layer's default
/// action does. A view's own layer never animates implicitly (UIKit returns a null action
/// outside `UIView.animate`), and a layer that has not been drawn yet (made or added in the
/// same turn of the run loop) takes its values at once.
///
/// Duration and curve come from the innermost transaction that sets them, else 0.25 s
/// (`CATransaction.animationDuration`'s default) and `CAMediaTimingFunctionName.default`, the
/// curve of the default layer actions (N. Lockwood, *iOS Core Animation: Advanced
/// Techniques*, ch. 10). The animation starts from the presentation value at that moment,
/// so a change during an earlier implicit animation continues from where it is (Wobble's
/// reading; Apple does not document the default action's `fromValue`). It is added under the
/// property's key path, replacing an earlier one of the same key.
///
/// Every property the engine animates (`LayerProperty`) animates implicitly, except `path`:
/// Core Animation does not animate paths implicitly. Key paths into a property
/// (`position.x`, `bounds.size`) are left out: the whole property animates.
extension Interpreter {
  /// What the transactions now open say, the innermost first.
  struct Transaction {
    /// When its animations end, in seconds of simulated time: its completion runs then.
    var end = 0.0
    var completion: ClosureObject?
    var disableActions: Bool?
    var duration: Double?
    var timingFunction: TimingFunction?
    /// `setValue(_:forKey:)` of keys of the app's own.
    var values: [String: Value] = [:]
  }

  /// `CATransaction.animationDuration()` when no open transaction sets one, in seconds.
  static let defaultTransactionDuration = 0.25

  /// Whether implicit animations are off (`setDisableActions(true)`) in the open transactions.
  var actionsDisabled: Bool { transactions.reversed().lazy.compactMap(\.disableActions).first ?? false }
  /// The open transactions' duration for implicit animations and explicit ones of duration ≤ 0.
  var transactionDuration: Double? { transactions.reversed().lazy.compactMap(\.duration).first }
  /// `CATransaction.animationDuration()`: the open transactions' duration, else the default.
  var transactionAnimationDuration: Double { transactionDuration ?? Self.defaultTransactionDuration }
  var transactionTimingFunction: TimingFunction? { transactions.reversed().lazy.compactMap(\.timingFunction).first }

  static let implicitProperties: [LayerProperty] = [
    .opacity, .position, .anchorPoint, .bounds, .transform, .sublayerTransform, .backgroundColor, .cornerRadius,
    .borderWidth, .borderColor, .shadowOpacity, .shadowRadius, .shadowOffset, .shadowColor, .strokeStart,
    .strokeEnd, .lineWidth, .fillColor, .strokeColor, .lineDashPhase, .miterLimit, .colors, .locations,
    .startPoint, .endPoint, .zPosition, .foregroundColor, .fontSize,
  ]

  /// Adds the implicit animations for what changed on `layer` since `before`.
  func implicitlyAnimate(_ layer: LayerObject, from before: Layer, at node: some SyntaxProtocol) throws(RunError) {
    guard !layer.backsView, layer.rendered, !actionsDisabled else { return }
    let shown = before.presentation(at: now)
    var searches: Bool?  // Asked once, when a property has changed (this runs for every change).
    for property in Self.implicitProperties {
      let new = property.value(of: layer.model)
      guard property.value(of: before) != new else { continue }
      // Its delegate, `actions` or the file's layer class may answer with an action (`LayerActions.swift`).
      if searches == nil { searches = searchesActions(layer) }
      if searches == true {
        switch try action(of: layer, forKey: property.rawValue, before: before, at: node) {
        case .none: continue
        case .run(let action):
          try run(action, forKey: property.rawValue, on: layer, shown: shown, at: node)
          continue
        case .implicit: break
        }
      }
      var animation = Animation.basic(property, from: property.value(of: shown), to: new, duration: transactionAnimationDuration)
      animation.timingFunction = transactionTimingFunction ?? TimingFunction(name: .default)
      layer.model.add(animation, forKey: property.rawValue, committedAt: now)
      noteInTransaction(animation.timing)
    }
  }

  /// A `UIView.animate` block changing a layer no view owns: UIKit's block animates only views'
  /// own layers (their delegate's action); the layer takes Core Animation's implicit animation
  /// instead, or, made in this turn and not yet drawn, its new value at once. Said once, at the
  /// first such change, since the picture is iOS's but rarely what the code meant.
  func warnOfLayerInViewAnimation(_ layer: LayerObject, from before: Layer, at node: some SyntaxProtocol) {
    guard !layer.backsView, Self.implicitProperties.contains(where: { $0.value(of: before) != $0.value(of: layer.model) })
    else { return }
    let name = layer.model.name.isEmpty ? "this layer" : layer.model.name
    let instead =
      layer.rendered && !actionsDisabled
      ? "it moves by Core Animation's implicit animation instead (\(transactionAnimationDuration) s, the default curve)"
      : "made in this turn and not drawn yet, it takes the new value at once (a layer animates implicitly only once drawn)"
    warn(
      "layer in view animation",
      "UIView.animate does not animate \(name), a layer no view owns: \(instead); a CABasicAnimation added to it animates it",
      at: node)
  }

  /// Moves the open transaction's end to cover an animation added now (its begin time
  /// committed); one that repeats forever never ends, nor does its transaction.
  func noteInTransaction(_ timing: MediaTiming) {
    guard !transactions.isEmpty else { return }
    let end = timing.beginTime == 0 ? now + timing.activeDuration : timing.endTime ?? .infinity
    transactions[transactions.count - 1].end = max(transactions[transactions.count - 1].end, end)
  }

  /// Marks every layer in the shown tree as drawn, once its shape changed: called at the end
  /// of each turn of the run loop (the setup, then each scheduled call).
  func commitTurn() {
    guard treeChanged else { return }
    treeChanged = false
    func mark(_ layer: LayerObject) {
      layer.rendered = true
      layer.sublayers.forEach(mark)
      layer.maskLayer.map(mark)
    }
    if let root = shownRoot { mark(root) }
  }

  /// The layer the preview shows: the live view's, else the first view's.
  var shownRoot: LayerObject? {
    if let windowContent { return windowContent }
    return switch liveView {
    case .view(let view)?: view.layer
    case .layer(let layer)?: layer
    case .instance(let instance)? where instance.view != nil: instance.navigation?.view.layer ?? instance.view!.layer
    default: firstView?.layer
    }
  }
}

extension Interpreter {
  /// The innermost open transaction: an explicit `CATransaction.begin()`, else the turn's own.
  var currentTransaction: Transaction {
    get { transactions.last ?? Transaction() }
    set {
      if transactions.isEmpty { transactions.append(newValue) } else { transactions[transactions.count - 1] = newValue }
    }
  }

  /// Refuses to make `child` part of `parent` (as a sublayer, subview, arranged view or mask)
  /// when `parent` is drawn as part of `child` already: UIKit would loop or stop there.
  func checkHolding(_ child: LayerObject, in parent: LayerObject, at node: some SyntaxProtocol) throws(RunError) {
    if child.contains(parent) {
      throw error(
        child === parent
          ? "a layer or view cannot hold itself" : "a layer or view cannot hold one it is part of (a loop)", at: node)
    }
    // Every walk of the tree (copying it, timing it, drawing it) recurses once per level.
    if parent.depth + 1 + child.height > Self.nestingLimit {
      throw error("views and layers nested more than \(Self.nestingLimit) deep", at: node)
    }
  }

  /// How deep views and layers may nest: far more than any screen, few enough for every
  /// recursive walk of the tree on an 8 MB stack.
  static let nestingLimit = 64

  /// `CATransaction.setDisableActions(_:)`.
  func setDisableActions(_ value: Value, at node: some SyntaxProtocol) throws(RunError) {
    guard case .bool(let b) = value else { throw error("setDisableActions takes true or false, not \(value.kind)", at: node) }
    currentTransaction.disableActions = b
  }

  /// `CATransaction.begin()`: a transaction nested in the open ones.
  func beginTransaction() { transactions.append(Transaction()) }

  /// `CATransaction.commit()`: the innermost explicit transaction commits (the turn's own
  /// commits when the turn ends, not here).
  func commitTransaction() {
    guard transactions.count > 1 else { return }
    commit(transactions.removeLast())
  }

  /// A turn of the run loop begins: changes go into its implicit transaction.
  func beginTurn() { transactions = [Transaction()] }

  /// The turn ends: open transactions commit (an unbalanced `begin()` with them, as Core
  /// Animation commits it at the end of the run loop's turn) and the tree is drawn.
  func endTurn() {
    while let transaction = transactions.popLast() { commit(transaction) }
    commitTurn()
    for layer in changedThisTurn { (layer.beforeTurn, layer.modelBeforeTurn) = (nil, nil) }
    changedThisTurn.removeAll()
    drawnThisTurn.removeAll()
  }

  /// Keeps `layer` as it was before its first change in this turn: itself, for an animation
  /// with no values, and its tree, for a transition.
  func noteChange(of layer: LayerObject) {
    guard layer.modelBeforeTurn == nil, layer.rendered else { return }
    layer.modelBeforeTurn = layer.model
    changedThisTurn.append(layer)
    if keepsPictures { layer.beforeTurn = layer.tree() }
  }

  /// An animation added with no `fromValue`, `toValue` or `byValue` runs, as `CABasicAnimation.h`
  /// says, "between the previous value of keyPath in the target layer's presentation layer and
  /// the current value": from what was shown before this turn changed the property (a position
  /// moved with actions disabled, then a spring added with its key path only) to the model's
  /// value now. Unchanged this turn, both are the current value: nothing moves.
  func startFromPreviousValue(_ animation: inout Animation, on layer: LayerObject) {
    guard let before = layer.modelBeforeTurn else { return }
    let shown = before.presentation(at: now)
    let previous = animation.keyPath.value(of: shown)
    guard previous != animation.keyPath.value(of: layer.model) else { return }
    switch animation.kind {
    case .basic(nil, nil, nil): animation.kind = .basic(from: previous, to: nil, by: nil)
    case .spring(let spring, nil, nil, nil): animation.kind = .spring(spring, from: previous, to: nil, by: nil)
    default: break
    }
  }

  /// `add(transition, forKey:)`: the layer fades, moves in, pushes or reveals from how it was
  /// drawn before this turn's changes (Core Animation renders both states at the commit) over
  /// the transition's timing.
  func addTransition(_ object: AnimationObject, to layer: LayerObject) {
    let before = (layer.beforeTurn ?? layer.tree()).presentation(at: now)
    var timing = object.engine.timing
    timing.beginTime = timing.beginTime == 0 ? layer.model.timing.localTime(now) : timing.beginTime - layer.clockShift
    if timing.duration <= 0 { timing.duration = transactionAnimationDuration }
    var transition = Transition(
      beginTime: timing.beginTime, duration: timing.duration, timingFunction: object.engine.timingFunction)
    transition.timing = timing
    (transition.kind, transition.side) = (object.transitionType, object.transitionSide)
    layer.model.transition = FadeTransition(timing: transition, before: before)
    noteInTransaction(timing)
  }

  /// A cross-dissolve of `layer` from the picture `before` to how it is now, starting now
  /// (`UIView.transition(with:…)`).
  func fade(
    _ layer: LayerObject, from before: Layer, duration: Double, timingFunction: TimingFunction,
    kind: Transition.Kind = .fade
  ) {
    var transition = Transition(
      beginTime: layer.model.timing.localTime(now), duration: max(0, duration), timingFunction: timingFunction)
    transition.kind = kind
    layer.model.transition = FadeTransition(timing: transition, before: before)
    noteInTransaction(transition.timing)
  }

  /// Commits a transaction: its completion runs when its animations have ended, and the
  /// enclosing one ends no earlier.
  func commit(_ transaction: Transaction) {
    if let completion = transaction.completion, transaction.end.isFinite {
      schedule.add(at: max(now, transaction.end), .closure(completion, arguments: []))
    }
    if !transactions.isEmpty {
      transactions[transactions.count - 1].end = max(transactions[transactions.count - 1].end, transaction.end)
    }
  }
}
