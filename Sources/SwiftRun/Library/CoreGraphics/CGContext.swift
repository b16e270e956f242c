import Animation
import Geometry
import SwiftSyntax

extension Value {
  var asContext: DrawingContext? { if case .context(let c) = self { c } else { nil } }
}

extension Library {
  /// `CGContext` as a view's `draw(_:)` gets it from `UIGraphicsGetCurrentContext()`: the
  /// graphics state and its stack, the matrix, the current path, painting and clipping, linear
  /// and radial gradients. Outside `draw(_:)` there is no current context (nil), as in UIKit.
  static let cgContext = SimulatedType("CGContext") { t in
    t.options("CGPathDrawingMode", "CGTextDrawingMode", "CGLineCap", "CGLineJoin", "CGBlendMode", "CGInterpolationQuality")
    t.call("UIGraphicsGetCurrentContext", "") { a in a.run.drawingContext.map(Value.context) ?? .nil }
    // UIKit's rectangle fill: the fill colour over the rectangle (its copy blend mode differs
    // from source-over only over paint already there, and only for translucent colours).
    t.call("UIRectFill", "_") { a throws(RunError) in
      let r = try a.rect(0)
      guard let context = a.run.currentContext(for: "UIRectFill", at: a.call) else { return .void }
      context.paint(rectangle(r), .fill(context.state.fill, .nonZero))
      return .void
    }
    let ctx = t.members { $0.asContext }
    declareState(ctx)
    declarePath(ctx)
    declarePainting(ctx)
    // `makeImage()`: a bitmap context's picture so far — an image context's (begun by
    // `UIGraphicsBeginImageContext…`) at its scale, `CGContext(data:…)`'s at one pixel a point.
    ctx.method("makeImage", "") { c, a throws(RunError) in
      if let begun = a.run.imageContexts.last(where: { $0.context === c }) { return .image(begun.image.cgImage) }
      guard c.isBitmap else {
        throw a.error(
          "makeImage() of a context that is not a bitmap context (a view's draw(_:) context) is not simulated by Wobble yet")
      }
      return .image(ImageObject(drawing: c.drawing, width: c.bounds.width, height: c.bounds.height, scale: 1).cgImage)
    }
  }

  private static func declareState(_ ctx: Members<DrawingContext>) {
    ctx.method("saveGState", "") { c, _ in done(c.save()) }
    ctx.method("restoreGState", "") { c, _ in done(c.restore()) }
    ctx.method("setFillColor", "_") { c, a throws(RunError) in done(c.state.fill = try a.color(0)) }
    ctx.method("setStrokeColor", "_") { c, a throws(RunError) in done(c.state.stroke = try a.color(0)) }
    ctx.method("setFillColor", "red:green:blue:alpha") { c, a throws(RunError) in done(c.state.fill = try rgba(a)) }
    ctx.method("setStrokeColor", "red:green:blue:alpha") { c, a throws(RunError) in done(c.state.stroke = try rgba(a)) }
    ctx.method("setFillColor", "gray:alpha") { c, a throws(RunError) in done(c.state.fill = try gray(a)) }
    ctx.method("setStrokeColor", "gray:alpha") { c, a throws(RunError) in done(c.state.stroke = try gray(a)) }
    ctx.method("setLineWidth", "_") { c, a throws(RunError) in
      let w = try a.number(0)
      guard w.isFinite, w >= 0 else { throw a.error(0, "want a width of 0 or more points, not \(w)") }
      return done(c.state.line.width = w)
    }
    ctx.method("setLineCap", "_") { c, a throws(RunError) in
      done(c.state.line.cap = LineCap(rawValue: try a.read(0, .option(["butt", "round", "square"])))!)
    }
    ctx.method("setLineJoin", "_") { c, a throws(RunError) in
      done(c.state.line.join = LineJoin(rawValue: try a.read(0, .option(["miter", "round", "bevel"])))!)
    }
    ctx.method("setMiterLimit", "_") { c, a throws(RunError) in done(c.state.line.miterLimit = max(0, try a.number(0))) }
    ctx.method("setLineDash", "phase:lengths") { c, a throws(RunError) in
      let phase = try a.number(0)
      let lengths = try numbers(a, 1)
      guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { throw a.error(1, "want lengths of 0 or more") }
      c.state.line.dashPhase = phase
      c.state.line.dashPattern = lengths.contains { $0 > 0 } ? lengths : []
      return .void
    }
    ctx.method("setAlpha", "_") { c, a throws(RunError) in done(c.state.alpha = min(max(try a.number(0), 0), 1)) }
    ctx.method("setBlendMode", "_") { c, a throws(RunError) in
      c.state.blend = try blendMode(a, 0)
      return .void
    }
    for name in ["setShouldAntialias", "setAllowsAntialiasing"] {
      ctx.method(name, "_") { _, a in
        a.run.warn(name, "\(name)(_:) is ignored: Wobble always draws anti-aliased", at: a.call)
        return .void
      }
    }
    ctx.method("translateBy", "x:y") { c, a throws(RunError) in
      done(c.concatenate(AffineTransform(translationX: try a.number(0), y: try a.number(1))))
    }
    ctx.method("scaleBy", "x:y") { c, a throws(RunError) in
      done(c.concatenate(AffineTransform(scaleX: try a.number(0), y: try a.number(1))))
    }
    ctx.method("rotate", "by") { c, a throws(RunError) in done(c.concatenate(AffineTransform(rotationAngle: try a.number(0)))) }
    ctx.method("concatenate", "_") { c, a throws(RunError) in done(c.concatenate(try a.affine(0))) }
    ctx.property("ctm", .affine, get: { $0.state.ctm })
    // Text (`CTLineDraw`): where it goes, its matrix, how its glyphs are painted.
    ctx.property("textPosition", .point, get: { $0.textPosition }) { c, p, _ in c.textPosition = p }
    ctx.property("textMatrix", .affine, get: { $0.textMatrix }) { c, m, _ in c.textMatrix = m }
    ctx.method("setTextDrawingMode", "_") { c, a throws(RunError) in
      let mode = try a.string(0)
      guard ["fill", "stroke", "fillStroke", "invisible"].contains(mode) else {
        throw a.error(0, "want .fill, .stroke, .fillStroke or .invisible (clipping modes are not simulated)")
      }
      return done(c.textDrawingMode = mode)
    }
  }

  private static func declarePath(_ ctx: Members<DrawingContext>) {
    ctx.method("beginPath", "") { c, _ in done(c.beginPath()) }
    ctx.method("move", "to") { c, a throws(RunError) in
      let p = try a.point(0)
      return done(c.addToPath { $0.move(to: p) })
    }
    ctx.method("addLine", "to") { c, a throws(RunError) in
      let p = try a.point(0)
      return done(c.addToPath { $0.line(to: p) })
    }
    ctx.method("addCurve", "to:control1:control2") { c, a throws(RunError) in
      let (p, c1, c2) = (try a.point(0), try a.point(1), try a.point(2))
      return done(c.addToPath { $0.cubic(to: p, control1: c1, control2: c2) })
    }
    ctx.method("addQuadCurve", "to:control") { c, a throws(RunError) in
      let (p, q) = (try a.point(0), try a.point(1))
      return done(c.addToPath { $0.quad(to: p, control: q) })
    }
    // Core Graphics' `clockwise` is in its y-up sense: on UIKit's y-down page it turns the
    // other way (as CGMutablePath's does).
    ctx.method("addArc", "center:radius:startAngle:endAngle:clockwise") { c, a throws(RunError) in
      let (center, radius, start, end) = (try a.point(0), try a.number(1), try a.number(2), try a.number(3))
      let clockwise = !(try a.bool(4))
      return done(
        c.addToPath { $0.addArc(center: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise) })
    }
    ctx.method("addRect", "_") { c, a throws(RunError) in
      let r = try a.rect(0)
      return done(c.addToPath { $0.append(rectangle(r)) })
    }
    ctx.method("addRects", "_") { c, a throws(RunError) in
      let shape = try rectangles(a, 0)
      return done(c.addToPath { $0.append(shape) })
    }
    ctx.method("addEllipse", "in") { c, a throws(RunError) in
      let r = try a.rect(0)
      return done(c.addToPath { $0.append(BezierPath(ovalIn: r)) })
    }
    ctx.method("addPath", "_") { c, a throws(RunError) in
      let given = try a.value(0)
      guard case .path(let p) = given else { throw a.wrong(0, got: given, want: "a CGPath") }
      return done(c.addToPath { $0.append(p.path) })
    }
    ctx.method("addLines", "between") { c, a throws(RunError) in
      let points = try pointList(a, 0)
      return done(
        c.addToPath { path in
          for (i, q) in points.enumerated() { if i == 0 { path.move(to: q) } else { path.line(to: q) } }
        })
    }
    ctx.method("closePath", "") { c, _ in done(c.addToPath { $0.close() }) }
    ctx.property("isPathEmpty", .bool, get: { $0.path.elements.isEmpty })
    ctx.property("boundingBoxOfPath", .rect, get: { $0.path.bounds })
  }

  private static func declarePainting(_ ctx: Members<DrawingContext>) {
    ctx.method("fillPath", "", "using") { c, a throws(RunError) in
      done(c.paintPath(.fill(c.state.fill, a.count == 0 ? .nonZero : try fillRule(a, 0))))
    }
    ctx.method("eoFillPath", "") { c, _ in done(c.paintPath(.fill(c.state.fill, .evenOdd))) }
    ctx.method("strokePath", "") { c, _ in done(c.paintPath(.stroke(c.state.stroke, c.state.line))) }
    ctx.method("drawPath", "using") { c, a throws(RunError) in
      let mode = try a.read(0, .option(["fill", "eoFill", "stroke", "fillStroke", "eoFillStroke"]))
      let shape = c.path
      if mode != "stroke" { c.paint(shape, .fill(c.state.fill, mode.hasPrefix("eo") ? .evenOdd : .nonZero)) }
      if mode.hasSuffix("troke") { c.paint(shape, .stroke(c.state.stroke, c.state.line)) }
      return done(c.beginPath())
    }
    ctx.method("fill", "_") { c, a throws(RunError) in
      let shape = try rectangles(a, 0)
      return done(c.paint(shape, .fill(c.state.fill, .nonZero)))
    }
    ctx.method("fillEllipse", "in") { c, a throws(RunError) in
      done(c.paint(BezierPath(ovalIn: try a.rect(0)), .fill(c.state.fill, .nonZero)))
    }
    ctx.method("stroke", "_", "_:width") { c, a throws(RunError) in
      var line = c.state.line
      if a.count == 2 { line.width = max(0, try a.number(1)) }
      return done(c.paint(rectangle(try a.rect(0)), .stroke(c.state.stroke, line)))
    }
    ctx.method("strokeEllipse", "in") { c, a throws(RunError) in
      done(c.paint(BezierPath(ovalIn: try a.rect(0)), .stroke(c.state.stroke, c.state.line)))
    }
    ctx.method("strokeLineSegments", "between") { c, a throws(RunError) in
      let points = try pointList(a, 0)
      var shape = BezierPath()
      for i in stride(from: 0, to: points.count - 1, by: 2) {
        shape.move(to: points[i])
        shape.line(to: points[i + 1])
      }
      return done(c.paint(shape, .stroke(c.state.stroke, c.state.line)))
    }
    ctx.method("clip", "", "using") { c, a throws(RunError) in
      let rule = a.count == 0 ? FillRule.nonZero : try fillRule(a, 0)
      let shape = c.path
      c.clip(shape, rule: rule)
      return done(c.beginPath())
    }
    ctx.method("clip", "to") { c, a throws(RunError) in done(c.clip(try rectangles(a, 0), rule: .nonZero)) }
    // "Paints a transparent rectangle": what was drawn there is erased, as the clear blend
    // mode erases (the clip in force and the matrix apply; the blend mode set does not).
    ctx.method("clear", "_") { c, a throws(RunError) in
      let rect = BezierPath(roundedRect: try a.rect(0), cornerRadius: 0)
      c.paint(rect, .fill(.black, .nonZero), mapped: .identity, alpha: 1, blend: .clear)
      return .void
    }
    // Core Graphics' default shadow colour is black at 1/3 alpha; a nil colour turns it off.
    ctx.method("setShadow", "offset:blur", "offset:blur:color") { c, a throws(RunError) in
      let offset = try a.size(0)
      let blur = try a.number(1)
      guard offset.width.isFinite, offset.height.isFinite, blur.isFinite, blur >= 0 else {
        throw a.error("want a finite offset and a blur of 0 or more, not \(offset.width), \(offset.height), \(blur)")
      }
      var color = Color.black.withAlpha(1.0 / 3)
      if a.count == 3 {
        if case .nil = try a.value(2) { return done(c.state.shadow = nil) }
        color = try a.color(2)
      }
      return done(c.state.shadow = Drawing.Shadow(offset: Point(offset.width, offset.height), blur: blur, color: color))
    }
    // An image's alpha as the clip (`clip(to:mask:)`), placed as `draw(_:in:)` places it.
    ctx.method("clip", "to:mask") { c, a throws(RunError) in
      let rect = try a.rect(0)
      let image = try placedImage(c, a, 1)
      guard let picture = image.drawing else {
        throw a.error(1, "want an image code drew (an image context's or a bitmap context's) as the mask")
      }
      // An empty rectangle or image leaves nothing to draw through.
      guard rect.width > 0, rect.height > 0, image.width > 0, image.height > 0 else {
        return done(c.clip(BezierPath(), rule: .nonZero))
      }
      let frame = rectangle(Rect(x: 0, y: 0, width: image.width, height: image.height))
      let place = DrawingContext.imagePlacement(width: image.width, height: image.height, over: rect)
      return done(c.clip(frame, mapped: place, rule: .nonZero, mask: picture))
    }
    ctx.method("draw", "_:in") { c, a throws(RunError) in
      let rect = try a.rect(1)
      let image = try placedImage(c, a, 0)
      guard rect.width > 0, rect.height > 0, image.width > 0, image.height > 0 else { return .void }
      let place = DrawingContext.imagePlacement(width: image.width, height: image.height, over: rect)
      return done(image.paint(into: c, placed: place, alpha: 1))
    }
    ctx.method("drawLinearGradient", "_:start:end:options") { c, a throws(RunError) in
      var gradient = try cgGradient(a, 0)
      let (s, e) = (try a.point(1), try a.point(2))
      (gradient.startPoint, gradient.endPoint) = (s, e)
      try drawingOptions(a, 3, &gradient)
      if let area = c.userBounds { c.paint(area, .gradient(gradient)) }
      return .void
    }
    ctx.method("drawRadialGradient", "_:startCenter:startRadius:endCenter:endRadius:options") { c, a throws(RunError) in
      var gradient = try cgGradient(a, 0)
      gradient.kind = .circles
      (gradient.startPoint, gradient.startRadius) = (try a.point(1), max(0, try a.number(2)))
      (gradient.endPoint, gradient.endRadius) = (try a.point(3), max(0, try a.number(4)))
      try drawingOptions(a, 5, &gradient)
      if let area = c.userBounds { c.paint(area, .gradient(gradient)) }
      return .void
    }
  }

  // MARK: Arguments

  /// The `CGImage` argument `i` of a call placing an image in `c`: refused in a bitmap context
  /// made over memory (`CGContext(data:…)`), whose y-up page Wobble does not keep.
  private static func placedImage(_ c: DrawingContext, _ a: Arguments, _ i: Int) throws(RunError) -> ImageObject {
    let given = try a.value(i)
    guard case .image(let image) = given else { throw a.wrong(i, got: given, want: "a CGImage") }
    if c.isBitmap {
      throw a.error("placing an image in a bitmap context made over memory (CGContext(data:…)) is not simulated by Wobble yet")
    }
    return image
  }

  static func rectangle(_ r: Rect) -> BezierPath { BezierPath(roundedRect: r, cornerRadius: 0) }

  /// A `CGRect` or an array of them, as one path.
  private static func rectangles(_ a: Arguments, _ i: Int) throws(RunError) -> BezierPath {
    let given = try a.value(i)
    switch given {
    case .rect(let r): return rectangle(r)
    case .array(let items):
      var shape = BezierPath()
      for item in items {
        guard case .rect(let r) = item else { throw a.wrong(i, got: item, want: "CGRects") }
        shape.append(rectangle(r))
      }
      return shape
    default: throw a.wrong(i, got: given, want: "a CGRect")
    }
  }

  private static func pointList(_ a: Arguments, _ i: Int) throws(RunError) -> [Point] {
    let given = try a.value(i)
    guard case .array(let items) = given else { throw a.wrong(i, got: given, want: "an array of CGPoints") }
    var points: [Point] = []
    for item in items {
      guard case .point(let q) = item else { throw a.wrong(i, got: item, want: "CGPoints") }
      points.append(q)
    }
    return points
  }

  static func numbers(_ a: Arguments, _ i: Int) throws(RunError) -> [Double] {
    let given = try a.value(i)
    guard case .array(let items) = given else { throw a.wrong(i, got: given, want: "an array of numbers") }
    var result: [Double] = []
    for item in items {
      guard case .number(let x) = item else { throw a.wrong(i, got: item, want: "numbers") }
      result.append(x)
    }
    return result
  }

  /// `CGBlendMode` argument `i`: the modes Wobble composites — `.normal` and the erasing
  /// `.clear` and `.destinationOut` (`Drawing.Blend`); the others are refused at their place.
  static func blendMode(_ a: Arguments, _ i: Int) throws(RunError) -> Drawing.Blend {
    var name: String?
    switch try a.value(i) {
    case .string(let s): name = s
    case .color:
      // `.clear` alone reads as UIColor's: here it is the blend mode it is written as.
      if i < a.shape.arguments.count, let member = a.shape.arguments[i].expression.as(MemberAccessExprSyntax.self),
        member.base == nil || member.base?.trimmedDescription == "CGBlendMode"
      {
        name = member.declName.baseName.text
      }
    default: break
    }
    guard let name else { throw a.error(i, "want a CGBlendMode such as .normal") }
    switch name {
    case "normal": return .normal
    case "clear": return .clear
    case "destinationOut": return .destinationOut
    default:
      throw a.error(i, "blend mode .\(name) is not simulated by Wobble yet (.normal, .clear and .destinationOut are)")
    }
  }

  private static func fillRule(_ a: Arguments, _ i: Int) throws(RunError) -> FillRule {
    try a.read(i, .option(["winding", "evenOdd"])) == "evenOdd" ? .evenOdd : .nonZero
  }

  private static func rgba(_ a: Arguments) throws(RunError) -> Color {
    Color(red: try a.number(0), green: try a.number(1), blue: try a.number(2), alpha: try a.number(3))
  }

  private static func gray(_ a: Arguments) throws(RunError) -> Color {
    Color(white: try a.number(0)).withAlpha(try a.number(1))
  }

  /// `CGGradientDrawingOptions`: which ends extend (none unless asked, unlike a layer's).
  private static func drawingOptions(_ a: Arguments, _ i: Int, _ gradient: inout Gradient) throws(RunError) {
    let names = try a.value(i).optionNames
    for name in names where !["drawsBeforeStartLocation", "drawsAfterEndLocation"].contains(name) {
      throw a.error(i, "no drawing option .\(name)")
    }
    gradient.extendsStart = names.contains("drawsBeforeStartLocation")
    gradient.extendsEnd = names.contains("drawsAfterEndLocation")
  }

  private static func done(_: Void) -> Value { .void }
}
