import Animation
import SwiftSyntax

/// Adding and removing animations, and telling their delegates: `animationDidStart(_:)` when
/// the active interval begins, `animationDidStop(_:finished:)` when it ends (finished) or the
/// animation is removed or replaced under its key first (not finished), as `CAAnimationDelegate`
/// documents. An animation that repeats forever never stops by itself. Times are the layer's
/// local times taken as simulated time: exact for layers whose ancestors keep the default
/// timing (speed 1, no offsets), which is what code that uses delegates has.
extension Interpreter {
  /// An added animation with a delegate, for the calls due to it.
  final class DelegatedAnimation {
    let layer: LayerObject
    let key: String?
    let object: AnimationObject
    let delegate: Instance
    var stopped = false

    init(layer: LayerObject, key: String?, object: AnimationObject, delegate: Instance) {
      self.layer = layer
      self.key = key
      self.object = object
      self.delegate = delegate
    }
  }

  /// Adds `animation` (made from `object`, its begin time already committed) to `layer`.
  func add(_ animation: Animation, _ object: AnimationObject, to layer: LayerObject, forKey key: String?) {
    if let key { stopDelegated(on: layer) { $0.key == key } }
    layer.model.add(animation, forKey: key)
    noteInTransaction(animation.timing)
    scheduleDelegate(of: object, timing: animation.timing, layer: layer, key: key)
  }

  /// Adds `object` to an emitter layer when it animates the emitter's own numbers
  /// (`birthRate`, `velocity`, `scale`, `emitterPosition`, `emitterSize.width`, …) or a cell's
  /// birth rate (`emitterCells.NAME.birthRate`, counted through like the emitter's), alone or
  /// as children of a group: those go to the emitter (`Emitter.rateAnimations`), which counts
  /// its births through the birth rate and gives each particle the others' values at its
  /// birth; a group's other children animate the layer, under the group's timing. False when
  /// `object` animates none of them, or `layer` is no emitter.
  func addToEmitter(_ object: AnimationObject, to layer: LayerObject, forKey key: String?, at node: some SyntaxProtocol)
    throws(RunError) -> Bool
  {
    guard var emitter = layer.model.emitter else { return false }
    // The emitter's number a child animates, or a cell's own rate (`emitterCells.NAME.birthRate`,
    // a cell of the emitter's own list by its `name`) with the cell's index.
    func target(_ o: AnimationObject) -> (number: Emitter.AnimatedNumber, cell: Int?)? {
      guard o.animations == nil else { return nil }
      if let n = Emitter.AnimatedNumber(rawValue: o.keyPath) { return (n, nil) }
      let parts = o.keyPath.split(separator: ".").map(String.init)
      guard parts.count == 3, parts[0] == "emitterCells", parts[2] == "birthRate",
        let i = layer.emitterCells.firstIndex(where: { $0.name == parts[1] })
      else { return nil }
      return (.birthRate, i)
    }
    func number(_ o: AnimationObject) -> Emitter.AnimatedNumber? { target(o)?.number }
    let children = object.animations ?? [object]
    guard children.contains(where: { number($0) != nil }) else { return false }
    if let key { stopDelegated(on: layer) { $0.key == key } }
    if let key { emitter.rateAnimations.removeAll { $0.key == key } }
    var first: Animation?
    var others: [Animation] = []
    for child in children {
      guard let n = number(child) else {
        others.append(try child.engineAnimation(self, at: node))
        continue
      }
      // Read through a stand-in key path of its kind: a point's, or a number's.
      let made = try child.engineAnimation(self, at: node, standIn: n == .position ? .position : .opacity)
      var part = object.animations == nil ? made : try object.engineAnimation(self, at: node, children: [made])
      commit(&part, on: layer, at: node)
      emitter.rateAnimations.append(Emitter.KeyedAnimation(key: key, animation: part, number: n, cell: target(child)?.cell))
      first = first ?? part
    }
    layer.model.emitter = emitter
    if !others.isEmpty {
      var rest = try object.engineAnimation(self, at: node, children: others)
      commit(&rest, on: layer, at: node)
      layer.model.add(rest, forKey: key)
    }
    if let first {
      noteInTransaction(first.timing)
      scheduleDelegate(of: object, timing: first.timing, layer: layer, key: key)
    }
    return true
  }

  /// Schedules the calls due to `object`'s delegate, if it has one, for an animation added to
  /// `layer` with `timing`.
  func scheduleDelegate(of object: AnimationObject, timing: MediaTiming, layer: LayerObject, key: String?) {
    guard case .instance(let delegate)? = object.delegate else { return }
    let entry = DelegatedAnimation(layer: layer, key: key, object: object, delegate: delegate)
    delegated.append(entry)
    schedule.add(at: max(now, timing.beginTime), .animationStarted(entry))
    if let end = timing.endTime { schedule.add(at: max(now, end), .animationStopped(entry, finished: true)) }
  }

  /// `removeAnimation(forKey:)`, or with no key `removeAllAnimations()`.
  func removeAnimations(from layer: LayerObject, key: String?) {
    stopDelegated(on: layer) { key == nil || $0.key == key }
    if let key { layer.model.removeAnimation(forKey: key) } else { layer.model.removeAllAnimations() }
    layer.model.emitter?.rateAnimations.removeAll { key == nil || $0.key == key }
    if let owner = instance(owning: layer) { owner.customAnimations.removeAll { key == nil || $0.key == key } }
  }

  /// Tells the delegates of `layer`'s animations that `which` selects, now and not finished,
  /// that they stopped; their later calls are dropped.
  func stopDelegated(on layer: LayerObject, where which: (DelegatedAnimation) -> Bool) {
    for entry in delegated where entry.layer === layer && !entry.stopped && which(entry) {
      entry.stopped = true
      schedule.events.removeAll {
        if case .animationStopped(let e, _) = $0.action { return e === entry }
        if case .animationStarted(let e) = $0.action { return e === entry }
        return false
      }
      schedule.add(at: now, .animationStopped(entry, finished: false))
    }
    delegated.removeAll { $0.stopped }
  }

  /// Calls the delegate's method for a start or a stop, if it declares it.
  func tell(_ entry: DelegatedAnimation, started: Bool, finished: Bool) throws(RunError) {
    if !started { entry.stopped = true }
    let name = started ? "animationDidStart" : "animationDidStop"
    guard let method = entry.delegate.anyMethod(name, parameters: started ? 1 : 2) else { return }
    let arguments: [Value?] = started ? [.animation(entry.object)] : [.animation(entry.object), .bool(finished)]
    _ = try invoke(
      method.signature.parameterClause.parameters, method.body, values: arguments, on: .instance(entry.delegate), at: method)
  }
}
