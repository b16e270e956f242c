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
        let draw = instance.method("draw", labels: ["in"])
      else { continue }
      let local = layer.model.timing.localTime(time)
      var values: [String: Double] = [:]
      for entry in instance.customAnimations {
        let model: Double
        if let v = values[entry.property] {
          model = v
        } else if case .number(let v)? = instance.properties[entry.property] {
          model = v
        } else {
          model = 0
        }
        values[entry.property] = entry.animation.scalarValue(at: local, model: model)
      }
      var redraws = false
      for key in values.keys where try needsDisplay(instance, forKey: key, at: draw) { redraws = true }
      guard redraws else { continue }
      let saved = instance.properties
      for (name, value) in values { instance.properties[name] = .number(value) }
      defer { instance.properties = saved }
      let context = DrawingContext(bounds: layer.model.bounds)
      let outer = drawingContext
      drawingContext = context
      defer { drawingContext = outer }
      _ = try invoke(
        draw.signature.parameterClause.parameters, draw.body, values: [.context(context)], on: .instance(instance), at: draw)
      layer.model.content = .drawing(context.drawing)
    }
  }

  /// The class's `needsDisplay(forKey:)` for `key`: false when it declares none (CALayer's
  /// own answer for a key it does not know).
  private func needsDisplay(_ instance: Instance, forKey key: String, at node: FunctionDeclSyntax) throws(RunError)
    -> Bool
  {
    guard let method = instance.chain.lazy.compactMap({ $0.method("needsDisplay", labels: ["forKey"]) }).first else {
      return false
    }
    let answer = try invoke(
      method.signature.parameterClause.parameters, method.body, values: [.string(key)], on: .type(instance.className),
      at: method)
    return if case .bool(true) = answer { true } else { false }
  }

  /// How long the file's layer classes' own properties animate: the longest single run.
  var customAnimationPeriod: Double {
    instances.flatMap(\.customAnimations).map { entry in
      let t = entry.animation.timing
      return t.beginTime + t.effectiveDuration * (t.autoreverses ? 2 : 1)
    }.max() ?? 0
  }
}
