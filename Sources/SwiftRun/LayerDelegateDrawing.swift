import Animation
import SwiftSyntax

/// A layer drawn by its delegate, as Core Animation has it (`CALayerDelegate`): once the layer
/// is asked to (`setNeedsDisplay()` at the end of the turn, `display()` at once), a delegate
/// that implements `display(_:)` is called to set the layer's contents itself; else one that
/// implements `draw(_:in:)` paints into a fresh context over the layer's bounds, and what it
/// paints becomes the layer's content (over its background colour, under its sublayers). A
/// layer is never drawn before it asks: its content stays empty until then, as on iOS.
extension Interpreter {
  /// Whether `layer`'s delegate draws it; if so it is marked to be drawn at the end of the turn.
  func delegateDraws(_ layer: LayerObject) -> Bool {
    guard instance(owning: layer) == nil, let delegate = layer.delegate, Self.drawingMethod(of: delegate) != nil else {
      return false
    }
    if !layer.delegateDisplayPending {
      layer.delegateDisplayPending = true
      delegateDrawnLayers.append(layer)
    }
    return true
  }

  /// `display(_:)` when the delegate implements it, else `draw(_:in:)`.
  static func drawingMethod(of delegate: Instance) -> FunctionDeclSyntax? {
    delegate.method("display", labels: ["_"]) ?? delegate.method("draw", labels: ["_", "in"])
  }

  /// Draws every layer whose delegate was asked to, in the order they asked.
  func displayByDelegates() throws(RunError) {
    let pending = delegateDrawnLayers
    delegateDrawnLayers.removeAll()
    for layer in pending {
      layer.delegateDisplayPending = false
      guard let delegate = layer.delegate, let method = Self.drawingMethod(of: delegate) else { continue }
      if method.signature.parameterClause.parameters.count == 1 {
        _ = try invoke(
          method.signature.parameterClause.parameters, method.body, values: [.layer(layer)], on: .instance(delegate), at: method)
        continue
      }
      guard layer.model.bounds.width > 0, layer.model.bounds.height > 0 else { continue }
      let painted = try drawing(over: layer) { context throws(RunError) in
        _ = try invoke(
          method.signature.parameterClause.parameters, method.body, values: [.layer(layer), .context(context)],
          on: .instance(delegate), at: method)
      }
      try show(painted, in: layer, at: method)
    }
  }
}
