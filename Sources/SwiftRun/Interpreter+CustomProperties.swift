import Animation
import SwiftSyntax

extension Interpreter {
  /// Draws each layer class of the file whose own properties are animated (`@NSManaged var
  /// progress` with a `CABasicAnimation(keyPath: "progress")`) as Core Animation draws its
  /// presentation layer at `time`: `draw(in:)` runs with those properties at their animated
  /// values, when the class's `needsDisplay(forKey:)` says the property redraws (without it, an
  /// animated property changes nothing drawn). The model values are put back afterwards.
  func drawAnimatedProperties(at time: Double) throws(RunError) {
    for instance in instances where !instance.customAnimations.isEmpty {
      guard let layer = instance.layer, layer.model.bounds.width > 0, layer.model.bounds.height > 0,
        let draw = instance.layerDrawing
      else { continue }
      let values = presentedProperties(of: instance, at: time)
      var redraws = false
      for key in values.keys where try needsDisplay(instance, forKey: key, at: draw) { redraws = true }
      guard redraws else { continue }
      let saved = instance.properties
      for (name, value) in values { instance.properties[name] = .number(value) }
      defer { instance.properties = saved }
      try paint(instance, layer, by: draw, with: nil)
    }
  }

  /// The animated properties of a layer class's instance at parent time `time`: each at its
  /// model value with its animations applied in the order added.
  /// A property changed in this turn shows its value from before until the turn commits.
  func presentedProperties(of instance: Instance, at time: Double) -> [String: Double] {
    guard let layer = instance.layer else { return [:] }
    let local = layer.model.timing.localTime(time)
    var values: [String: Double] = [:]
    for (name, value) in instance.properties {
      if case .number(let v) = instance.shownBefore[name] ?? value { values[name] = v }
    }
    var animated: [String: Double] = [:]
    for entry in instance.customAnimations {
      let model = animated[entry.property] ?? values[entry.property] ?? 0
      animated[entry.property] = entry.animation.scalarValue(at: local, model: model)
    }
    return values.merging(animated) { _, new in new }
  }

  /// An animation as `add(_:forKey:)` takes it now: a duration of 0 or less takes the
  /// transaction's (core-animation.md §4.2; else the engine's 0.25 s), a `beginTime` of 0 the
  /// layer's time now, any other `beginTime` read on the layer's clock (`MediaClock`).
  func commit(_ added: inout Animation, on layer: LayerObject, at node: some SyntaxProtocol) {
    if added.timing.duration <= 0, let d = transactionDuration { added.timing.duration = d }
    placeOnLayerClock(&added, of: layer, at: node)
    if added.timing.beginTime == 0 { added.timing.beginTime = layer.model.timing.localTime(now) }
  }

  /// `add(_:forKey:)` of an animation of a layer class's own property (`progress`).
  func addCustomAnimation(
    _ object: AnimationObject, forKey key: String?, to owner: Instance, at node: some SyntaxProtocol
  ) throws(RunError) {
    guard let layer = owner.layer else { return }
    var added = try object.engineAnimation(self, at: node, standIn: .opacity)
    commit(&added, on: layer, at: node)
    if let key {
      owner.customAnimations.removeAll { $0.key == key }
      stopDelegated(on: layer) { $0.key == key }
    }
    owner.customAnimations.append((key, object.keyPath, added))
    // Its delegate is told it started and stopped, as for any animation.
    noteInTransaction(added.timing)
    scheduleDelegate(of: object, timing: added.timing, layer: layer, key: key)
  }

  /// After `name` of a layer class's instance changed: the class's `action(forKey:)`, when it
  /// declares one and actions are not disabled, runs, and an animation it returns is added
  /// under the property's name (as Core Animation runs a layer's action for a change).
  func runAction(for name: String, of instance: Instance, at node: some SyntaxProtocol) throws(RunError) {
    guard instance.layer != nil, !actionsDisabled,
      let method = instance.method("action", labels: ["forKey"])
    else { return }
    let action = try invoke(
      method.signature.parameterClause.parameters, method.body, values: [.string(name)], on: .instance(instance), at: method)
    guard let object = action.asAnimation, object.animations == nil else { return }
    if object.keyPath.isEmpty { object.keyPath = name }
    guard object.keyPath == name else { return }
    try addCustomAnimation(object, forKey: name, to: instance, at: node)
  }

  /// The class's `needsDisplay(forKey:)` for `key`: false when it declares none (CALayer's
  /// own answer for a key it does not know).
  func needsDisplay(_ instance: Instance, forKey key: String, at node: some SyntaxProtocol) throws(RunError)
    -> Bool
  {
    guard let method = instance.method("needsDisplay", labels: ["forKey"]) else {
      return false
    }
    let answer = try invoke(
      method.signature.parameterClause.parameters, method.body, values: [.string(key)], on: .type(instance.className),
      at: method)
    return if case .bool(true) = answer { true } else { false }
  }

  /// Whether an animation of a layer class's own property repeats (its strip goes round rather
  /// than ending on the final state).
  var customAnimationsRepeat: Bool {
    instances.flatMap(\.customAnimations).contains {
      $0.animation.timing.repeatCount > 1 || $0.animation.timing.repeatDuration > 0
    }
  }

  /// How long the file's layer classes' own properties animate: the longest single run.
  var customAnimationPeriod: Double {
    instances.flatMap(\.customAnimations).map { entry in
      let t = entry.animation.timing
      return t.beginTime + t.effectiveDuration * (t.autoreverses ? 2 : 1)
    }.max() ?? 0
  }
}
