/// Names for the layers the code made, so `values dots[1].position` and `plot knob.opacity`
/// find them: the binding or property that first held each (`Interpreter.adopt`), an array
/// property's elements by index (`dots[0]`), a view class's own layer by its class, and a
/// `#2`, `#3` after a name already taken (three dots made by one `let dot` in a loop).
extension Interpreter {
  func nameLayers() {
    func layer(of value: Value) -> LayerObject? {
      switch value {
      case .layer(let l): l
      case .view(let v): v.layer
      case .instance(let i): i.view?.layer
      default: nil
      }
    }
    // A layer a property of its own holds (`secondView`) keeps that name over an index in an
    // array that also holds it (`arrayAllPointers[2]`).
    let heldByName = Set(liveInstances.flatMap { $0.properties.compactMap { layer(of: $0.1) }.map(ObjectIdentifier.init) })
    for instance in liveInstances {
      nameView(of: instance)
      for (property, value) in instance.properties.sorted(by: { $0.0 < $1.0 }) {
        guard case .array(let items) = value else { continue }
        for (index, layer) in items.compactMap(layer(of:)).enumerated() where !heldByName.contains(ObjectIdentifier(layer)) {
          layer.model.name = "\(property)[\(index)]"
        }
      }
    }
    guard let root = shownRoot else { return }
    // A controller's root is `view` to its code; a local `let view = UIView(…)` it adds is
    // `view` to the reader too, so the root takes its controller's name and the local keeps it.
    if let controller = instances.first(where: { $0.isController && $0.view?.layer === root }) {
      func named(_ layer: LayerObject) -> Bool { layer.model.name == root.model.name || layer.sublayers.contains(where: named) }
      if root.sublayers.contains(where: named) { root.model.name = controller.className }
    }
    var seen: [String: Int] = [:]
    func walk(_ layer: LayerObject) {
      let name = layer.model.name
      if !name.isEmpty {
        seen[name, default: 0] += 1
        if seen[name]! > 1 { layer.model.name = "\(name)#\(seen[name]!)" }
      }
      layer.sublayers.forEach(walk)
    }
    walk(root)
  }
}

extension Interpreter {
  /// A controller's view, unnamed, takes its controller's class name.
  func nameView(of controller: Instance) {
    if let view = controller.view, view.layer.model.name.isEmpty { view.layer.model.name = controller.className }
  }
}
