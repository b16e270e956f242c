import Animation
import Geometry

/// An image context begun by `UIGraphicsBeginImageContext…`: what it draws into, the context
/// current before it, and the image's size in points and pixels per point.
struct ImageContext {
  let context: DrawingContext
  let outer: DrawingContext?
  let width: Double, height: Double, scale: Double

  var image: ImageObject { ImageObject(drawing: context.drawing, width: width, height: height, scale: scale) }
}

extension Library {
  /// `UIGraphicsImageRenderer`: `image { context in … }` runs the closure with a fresh context
  /// current (UIKit's `setFill()`, `UIBezierPath.fill()` and the `cgContext` draw into it) and
  /// makes an image of what it drew, `scale` pixels to the point (the screen's, 2, unless the
  /// format says). The image is vector, kept as drawn.
  static let uiGraphicsImageRenderer: SimulatedType = SimulatedType("UIGraphicsImageRenderer") { t in
    for signature in ["size", "size:format", "bounds", "bounds:format"] {
      t.call("UIGraphicsImageRenderer", signature) { a throws(RunError) in
        let frame = signature.hasPrefix("size") ? Rect(x: 0, y: 0, width: 0, height: 0) : try a.rect(0)
        var (width, height) = (frame.width, frame.height)
        if signature.hasPrefix("size") {
          let size = try a.size(0)
          (width, height) = (size.width, size.height)
        }
        guard width.isFinite, height.isFinite, width >= 0, height >= 0, width * height <= 1e8 else {
          throw a.error(0, "want a finite size of 0 or more points")
        }
        var scale = screenScale
        if signature.hasSuffix("format"), case .record(let format) = try a.value(1), case .number(let s)? = format.fields["scale"]
        {
          scale = s
        }
        return .record(
          Record(
            type: uiGraphicsImageRenderer,
            fields: [
              "x": .number(frame.minX), "y": .number(frame.minY), "width": .number(width), "height": .number(height),
              "scale": .number(scale),
            ]))
      }
    }
    let renderer = t.members { if case .record(let r) = $0, r.type === uiGraphicsImageRenderer { r } else { nil } }
    renderer.method("image", "trailing", "actions") { r, a throws(RunError) in
      func field(_ name: String) -> Double { r.fields[name]?.asNumber ?? 0 }
      let (width, height) = (field("width"), field("height"))
      let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: width, height: height))
      // `init(bounds:)`: the bounds' origin is the image's top left.
      context.concatenate(AffineTransform(translationX: -field("x"), y: -field("y")))
      let outer = a.run.drawingContext
      a.run.drawingContext = context
      defer { a.run.drawingContext = outer }
      let rendererContext = Record(type: uiGraphicsImageRendererContext, fields: ["cgContext": .context(context)])
      _ = try a.run.call(try a.closure(0), [.record(rendererContext)], at: a.call)
      return .image(ImageObject(drawing: context.drawing, width: width, height: height, scale: field("scale")))
    }
    renderer.property(
      "format", takes: "a UIGraphicsImageRendererFormat",
      get: { r, _ in
        .record(Record(type: uiGraphicsImageRendererFormat, fields: ["scale": r.fields["scale"] ?? .number(screenScale)]))
      })
  }

  /// `UIGraphicsImageRendererFormat`: the scale an image is made at.
  static let uiGraphicsImageRendererFormat: SimulatedType = SimulatedType("UIGraphicsImageRendererFormat") { t in
    t.ignore("opaque", "preferredRange", "prefersExtendedRange")
    for name in [
      "UIGraphicsImageRendererFormat", "UIGraphicsImageRendererFormat.default", "UIGraphicsImageRendererFormat.preferred",
    ] {
      t.call(name, "") { _ in .record(Record(type: uiGraphicsImageRendererFormat, fields: ["scale": .number(screenScale)])) }
    }
    let format = t.members { if case .record(let r) = $0, r.type === uiGraphicsImageRendererFormat { r } else { nil } }
    format.property("scale", .number, .rate, get: { $0.fields["scale"]?.asNumber }) { r, x, new throws(RunError) in
      guard x.isFinite, x >= 0 else { throw new.error("want a scale of 0 or more") }
      r.fields["scale"] = .number(x == 0 ? screenScale : x)
    }
  }

  /// The context a renderer's closure is given: its `cgContext`, and UIKit's rectangle fill
  /// and stroke in the current colours.
  static let uiGraphicsImageRendererContext: SimulatedType = SimulatedType("UIGraphicsImageRendererContext") { t in
    let context = t.members { v -> DrawingContext? in
      if case .record(let r) = v, r.type === uiGraphicsImageRendererContext { r.fields["cgContext"]?.asContext } else { nil }
    }
    context.property("cgContext", takes: "a CGContext", get: { c, _ in .context(c) })
    context.method("fill", "_", "_:blendMode") { c, a throws(RunError) in
      c.paint(BezierPath(roundedRect: try a.rect(0), cornerRadius: 0), .fill(c.state.fill, .nonZero))
      return .void
    }
    context.method("stroke", "_", "_:blendMode") { c, a throws(RunError) in
      c.paint(BezierPath(roundedRect: try a.rect(0), cornerRadius: 0), .stroke(c.state.stroke, c.state.line))
      return .void
    }
    context.method("clip", "to", "to:blendMode") { c, a throws(RunError) in
      c.clip(BezierPath(roundedRect: try a.rect(0), cornerRadius: 0), rule: .nonZero)
      return .void
    }
  }

  /// `UIGraphicsBeginImageContext(size)` (1 pixel a point), `…WithOptions(size, opaque,
  /// scale)` (scale 0: the screen's), `UIGraphicsGetImageFromCurrentImageContext()` and
  /// `UIGraphicsEndImageContext()`: the same images, made the Swift 3 way; UIKit's context stack
  /// (`UIGraphicsPushContext`, `UIGraphicsPopContext`).
  static let uiGraphicsImageContext = SimulatedType("UIGraphicsImageContext") { t in
    t.call("UIGraphicsBeginImageContext", "_") { a throws(RunError) in
      try beginImageContext(a, size: try a.size(0), scale: 1)
    }
    t.call("UIGraphicsBeginImageContextWithOptions", "_:_:_") { a throws(RunError) in
      let scale = try a.number(2)
      return try beginImageContext(a, size: try a.size(0), scale: scale == 0 ? screenScale : scale)
    }
    t.call("UIGraphicsGetImageFromCurrentImageContext", "") { a in a.run.imageContexts.last.map { .image($0.image) } ?? .nil }
    t.call("UIGraphicsEndImageContext", "") { a in
      if let ended = a.run.imageContexts.popLast() { a.run.drawingContext = ended.outer }
      return .void
    }
    // UIKit's stack of current contexts: `UIGraphicsPushContext(_:)` makes a context current
    // (drawing in a layer's `draw(in:)` with UIKit), `UIGraphicsPopContext()` brings back the one
    // before — popping an image context ends it, as its `End` would, with nothing current to pop
    // nothing changes (UIKit logs it).
    t.call("UIGraphicsPushContext", "_") { a throws(RunError) in
      guard case .context(let context) = try a.value(0) else { throw a.error(0, "want a CGContext") }
      a.run.pushedContexts.append(a.run.drawingContext)
      a.run.drawingContext = context
      return .void
    }
    t.call("UIGraphicsPopContext", "") { a in
      if let last = a.run.imageContexts.last, last.context === a.run.drawingContext {
        a.run.imageContexts.removeLast()
        a.run.drawingContext = last.outer
      } else if let previous = a.run.pushedContexts.popLast() {
        a.run.drawingContext = previous
      }
      return .void
    }
  }

  private static func beginImageContext(_ a: Arguments, size: Size, scale: Double) throws(RunError) -> Value {
    let (width, height) = (size.width, size.height)
    guard width.isFinite, height.isFinite, width >= 0, height >= 0, width * height <= 1e8 else {
      throw a.error(0, "want a finite size of 0 or more points")
    }
    guard scale.isFinite, scale > 0 else { throw a.error(2, "want a scale above 0") }
    let context = DrawingContext(bounds: Rect(x: 0, y: 0, width: width, height: height))
    a.run.imageContexts.append(
      ImageContext(context: context, outer: a.run.drawingContext, width: width, height: height, scale: scale))
    a.run.drawingContext = context
    return .void
  }
}
