import Animation
import Geometry

extension Library {
  /// `CAGradientLayer`: colours at locations along an axis, a radius or around a point.
  static let caGradientLayer = SimulatedType("CAGradientLayer", superclass: "CALayer") { t in
    t.call("CAGradientLayer", "") { a throws(RunError) in try a.run.newLayer("CAGradientLayer", at: a.call) }
    t.options("CAGradientLayerType")
    t.constants(prefixed: "kCAGradientLayer")
    let gradient = t.members { $0.asLayer?.model.gradient == nil ? nil : $0.asLayer }
    @Sendable func change(_ l: LayerObject, _ edit: (inout Gradient) -> Void) {
      var g = l.model.gradient ?? Gradient()
      edit(&g)
      l.model.gradient = g
    }
    gradient.property(
      "colors", takes: "an array of colours", sample: { .array([.color(.black), .color(.white)]) },
      // nil until set, as a new layer's `colors` is (an animation `fromValue = layer.colors`
      // then starts from the layer's own colours).
      get: { l, _ in l.model.gradient.map { $0.colors.isEmpty ? .nil : .array($0.colors.map(Value.color)) } }
    ) { l, new throws(RunError) in
      var colors: [Color] = []
      switch new.value {
      case .nil: break
      case .array(let items):
        for item in items {
          guard case .color(let c) = item else { throw new.error("takes colours, not \(item.kind)") }
          colors.append(c)
        }
      default: throw new.wrong(want: "an array of colours")
      }
      change(l) { $0.colors = colors }
    }
    gradient.property(
      "locations", takes: "an array of numbers", sample: { .array([.number(0.25), .number(0.75)]) },
      get: { l, _ in l.model.gradient.map { g in g.locations.map { .array($0.map(Value.number)) } ?? .nil } }
    ) { l, new throws(RunError) in
      var stops: [Double]?
      switch new.value {
      case .nil: break
      case .array(let items):
        stops = []
        for item in items {
          guard case .number(let x) = item else { throw new.error("takes numbers, not \(item.kind)") }
          stops?.append(x)
        }
      default: throw new.wrong(want: "an array of numbers")
      }
      change(l) { $0.locations = stops }
    }
    gradient.property("startPoint", .point, get: { $0.model.gradient?.startPoint }) { l, p, _ in change(l) { $0.startPoint = p } }
    gradient.property("endPoint", .point, get: { $0.model.gradient?.endPoint }) { l, p, _ in change(l) { $0.endPoint = p } }
    gradient.property("type", .option(["axial", "radial", "conic"]), get: { $0.model.gradient?.kind.rawValue }) { l, k, _ in
      change(l) { $0.kind = Gradient.Kind(rawValue: k)! }
    }
  }
}
