import Animation
import Geometry

extension Library {
  /// `CAShapeLayer`: a path filled and stroked, the stroke trimmed by `strokeStart`/`strokeEnd`.
  static let caShapeLayer = SimulatedType("CAShapeLayer", superclass: "CALayer") { t in
    t.call("CAShapeLayer", "") { a throws(RunError) in try a.run.newLayer("CAShapeLayer", at: a.call) }
    t.options("CAShapeLayerLineCap", "CAShapeLayerLineJoin", "CAShapeLayerFillRule")
    t.constants(prefixed: "kCALineCap", "kCALineJoin", "kCAFillRule")
    let shape = t.members { $0.asLayer?.shape == nil ? nil : $0.asLayer }
    /// Changes the layer's shape style.
    @Sendable func change(_ l: LayerObject, _ edit: (inout ShapeStyle) -> Void) {
      guard var style = l.shape else { return }
      edit(&style)
      l.shape = style
    }
    shape.property(
      "path", takes: "a path", sample: { .path(PathObject(BezierPath(ovalIn: Rect(x: 0, y: 0, width: 8, height: 6)))) },
      get: { l, _ in l.shape.map { .path(PathObject($0.path)) } }
    ) { l, new throws(RunError) in
      guard case .path(let p) = new.value else { throw new.wrong(want: "a path") }
      change(l) { $0.path = p.path }
    }
    shape.property("fillColor", .color, get: { $0.shape?.fillColor }) { l, c, _ in change(l) { $0.fillColor = c } }
    shape.property("strokeColor", .color, get: { $0.shape?.strokeColor }) { l, c, _ in change(l) { $0.strokeColor = c } }
    shape.property("lineWidth", .number, .length, get: { $0.shape?.stroke.width }) { l, x, _ in
      change(l) { $0.stroke.width = x }
    }
    shape.property("strokeStart", .number, .fraction, get: { $0.shape?.strokeStart }) { l, x, _ in
      change(l) { $0.strokeStart = x }
    }
    shape.property("strokeEnd", .number, .fraction, get: { $0.shape?.strokeEnd }) { l, x, _ in change(l) { $0.strokeEnd = x } }
    shape.property("lineDashPhase", .number, get: { $0.shape?.stroke.dashPhase }) { l, x, _ in
      change(l) { $0.stroke.dashPhase = x }
    }
    shape.property("miterLimit", .number, get: { $0.shape?.stroke.miterLimit }) { l, x, _ in
      change(l) { $0.stroke.miterLimit = max(0, x) }
    }
    shape.property(
      "lineDashPattern", takes: "an array of lengths", sample: { .array([.number(4), .number(2)]) },
      get: { l, _ in
        l.shape.map { $0.stroke.dashPattern.isEmpty ? .nil : .array($0.stroke.dashPattern.map(Value.number)) }
      }
    ) { l, new throws(RunError) in
      var lengths: [Double] = []
      switch new.value {
      case .nil: break
      case .array(let items):
        for item in items {
          guard case .number(let x) = item, x >= 0, x.isFinite else { throw new.error("want lengths of 0 or more") }
          lengths.append(x)
        }
      default: throw new.wrong(want: "an array of lengths")
      }
      change(l) { $0.stroke.dashPattern = lengths }
    }
    shape.property(
      "fillRule", .option(["nonZero", "evenOdd"]), get: { $0.shape.map { $0.fillRule == .evenOdd ? "evenOdd" : "nonZero" } }
    ) { l, name, _ in
      change(l) { $0.fillRule = name == "evenOdd" ? .evenOdd : .nonZero }
    }
    shape.property("lineCap", .option(["butt", "round", "square"]), get: { $0.shape?.stroke.cap.rawValue }) { l, name, _ in
      change(l) { $0.stroke.cap = LineCap(rawValue: name)! }
    }
    shape.property("lineJoin", .option(["miter", "round", "bevel"]), get: { $0.shape?.stroke.join.rawValue }) { l, name, _ in
      change(l) { $0.stroke.join = LineJoin(rawValue: name)! }
    }
  }
}
