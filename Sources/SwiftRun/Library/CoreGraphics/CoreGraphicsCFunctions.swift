import Geometry

extension Library {
  /// Swift 2's C spellings of Core Graphics (`CGContextMoveToPoint(ctx, x, y)`,
  /// `CGPathAddArc(path, nil, …)`, `CGGradientCreateWithColors(space, colors, locations)`),
  /// which Swift 3 made methods and initialisers: each runs as today's spelling, said once
  /// with it. The table is the whole mapping: the Swift 2 name, how many arguments it takes,
  /// and the call it became with the arguments it passes on.
  static let coreGraphicsCFunctions = SimulatedType("Core Graphics C functions") { t in
    // `CGColorGetAlpha(c)`: a property since Swift 3 (`c.alpha`).
    t.call("CGColorGetAlpha", "_") { a throws(RunError) in
      a.run.warn("CGColorGetAlpha", "CGColorGetAlpha is Swift 2's color.alpha", at: a.call)
      return .number(try a.color(0).alpha)
    }
    for spelling in CFunctionSpelling.all {
      t.call(spelling.name, Array(repeating: "_", count: spelling.arity).joined(separator: ":")) { a throws(RunError) in
        a.run.warn(spelling.name, "\(spelling.name) is Swift 2's \(spelling.modern)", at: a.call)
        let call = try spelling.rewrite(a)
        return try a.run.callSpelled(
          call.receiver == nil ? call.callee : "__wobbleReceiver." + call.callee, receiver: call.receiver,
          labels: call.labels, values: call.values, at: a.call)
      }
    }
  }
}

/// One Swift 2 Core Graphics function and the Swift 3 call it became.
struct CFunctionSpelling: Sendable {
  /// The call a Swift 2 one becomes: `receiver.callee(labels: values)` (no receiver: a free
  /// call or an initialiser).
  struct Rewritten {
    var receiver: Value?
    var callee: String
    var labels: [String]
    var values: [Value]
  }

  let name: String
  let arity: Int
  /// Today's spelling, for the warning (`context.move(to:)`).
  let modern: String
  let rewrite: @Sendable (Arguments) throws(RunError) -> Rewritten

  /// A function whose first argument is the receiver and whose others pass on in order under
  /// `labels` (`CGContextSetLineWidth(c, w)` → `c.setLineWidth(w)`).
  static func method(_ name: String, _ arity: Int, _ method: String, _ labels: [String], on owner: String = "context")
    -> CFunctionSpelling
  {
    CFunctionSpelling(
      name: name, arity: arity, modern: "\(owner).\(method)(\(labels.map { $0 + ":" }.joined()))"
    ) { a throws(RunError) in
      var values: [Value] = []
      for i in 1..<arity { values.append(try a.value(i)) }
      return Rewritten(receiver: try a.value(0), callee: method, labels: labels, values: values)
    }
  }

  /// A function taking the receiver, then (for paths) a transform that must be nil, then
  /// coordinates that become points (`CGPathMoveToPoint(p, nil, x, y)` → `p.move(to:)`).
  /// `shape` lists what the remaining arguments make, in order: "p" a point from two numbers,
  /// "n" a number, "b" a C Boolean (0 or 1, or a Bool) as a Bool, "v" the value as it is.
  /// `order` puts them in today's order where C's differs (a curve's end point came last).
  static func pointed(
    _ name: String, path: Bool, shape: String, _ method: String, _ labels: [String], order: [Int]? = nil
  ) -> CFunctionSpelling {
    let arity = 1 + (path ? 1 : 0) + shape.reduce(0) { $0 + ($1 == "p" ? 2 : 1) }
    return CFunctionSpelling(
      name: name, arity: arity, modern: "\(path ? "path" : "context").\(method)(\(labels.map { $0 + ":" }.joined()))"
    ) { a throws(RunError) in
      var i = 1
      if path {
        guard case .nil = try a.value(1) else {
          throw a.error(1, "a transform here is not simulated by Wobble yet (nil is)")
        }
        i = 2
      }
      var values: [Value] = []
      for kind in shape {
        switch kind {
        case "p":
          values.append(.point(Point(try a.number(i), try a.number(i + 1))))
          i += 2
        case "n":
          values.append(.number(try a.number(i)))
          i += 1
        case "b":
          // A Bool where Swift imported one, a C integer where it did not.
          if case .bool(let b) = try a.value(i) { values.append(.bool(b)) } else { values.append(.bool(try a.number(i) != 0)) }
          i += 1
        default:
          values.append(try a.value(i))
          i += 1
        }
      }
      if let order { values = order.map { values[$0] } }
      return Rewritten(receiver: try a.value(0), callee: method, labels: labels, values: values)
    }
  }

  static let all: [CFunctionSpelling] = [
    // The graphics state.
    method("CGContextSaveGState", 1, "saveGState", []),
    method("CGContextRestoreGState", 1, "restoreGState", []),
    method("CGContextSetFillColorWithColor", 2, "setFillColor", ["_"]),
    method("CGContextSetStrokeColorWithColor", 2, "setStrokeColor", ["_"]),
    method("CGContextSetRGBFillColor", 5, "setFillColor", ["red", "green", "blue", "alpha"]),
    method("CGContextSetRGBStrokeColor", 5, "setStrokeColor", ["red", "green", "blue", "alpha"]),
    method("CGContextSetGrayFillColor", 3, "setFillColor", ["gray", "alpha"]),
    method("CGContextSetGrayStrokeColor", 3, "setStrokeColor", ["gray", "alpha"]),
    method("CGContextSetLineWidth", 2, "setLineWidth", ["_"]),
    method("CGContextSetLineCap", 2, "setLineCap", ["_"]),
    method("CGContextSetLineJoin", 2, "setLineJoin", ["_"]),
    method("CGContextSetMiterLimit", 2, "setMiterLimit", ["_"]),
    method("CGContextSetAlpha", 2, "setAlpha", ["_"]),
    method("CGContextSetShadow", 3, "setShadow", ["offset", "blur"]),
    method("CGContextSetShadowWithColor", 4, "setShadow", ["offset", "blur", "color"]),
    method("CGContextTranslateCTM", 3, "translateBy", ["x", "y"]),
    method("CGContextScaleCTM", 3, "scaleBy", ["x", "y"]),
    method("CGContextRotateCTM", 2, "rotate", ["by"]),
    method("CGContextConcatCTM", 2, "concatenate", ["_"]),
    // The current path.
    method("CGContextBeginPath", 1, "beginPath", []),
    method("CGContextClosePath", 1, "closePath", []),
    pointed("CGContextMoveToPoint", path: false, shape: "p", "move", ["to"]),
    pointed("CGContextAddLineToPoint", path: false, shape: "p", "addLine", ["to"]),
    pointed(
      "CGContextAddCurveToPoint", path: false, shape: "ppp", "addCurve", ["to", "control1", "control2"], order: [2, 0, 1]),
    pointed("CGContextAddQuadCurveToPoint", path: false, shape: "pp", "addQuadCurve", ["to", "control"], order: [1, 0]),
    pointed(
      "CGContextAddArc", path: false, shape: "pnnnb", "addArc",
      ["center", "radius", "startAngle", "endAngle", "clockwise"]),
    method("CGContextAddRect", 2, "addRect", ["_"]),
    method("CGContextAddEllipseInRect", 2, "addEllipse", ["in"]),
    method("CGContextAddPath", 2, "addPath", ["_"]),
    // Painting and clipping.
    method("CGContextFillPath", 1, "fillPath", []),
    method("CGContextEOFillPath", 1, "eoFillPath", []),
    method("CGContextStrokePath", 1, "strokePath", []),
    method("CGContextDrawPath", 2, "drawPath", ["using"]),
    method("CGContextFillRect", 2, "fill", ["_"]),
    method("CGContextStrokeRect", 2, "stroke", ["_"]),
    method("CGContextStrokeRectWithWidth", 3, "stroke", ["_", "width"]),
    method("CGContextFillEllipseInRect", 2, "fillEllipse", ["in"]),
    method("CGContextStrokeEllipseInRect", 2, "strokeEllipse", ["in"]),
    method("CGContextClearRect", 2, "clear", ["_"]),
    method("CGContextClip", 1, "clip", []),
    method("CGContextClipToRect", 2, "clip", ["to"]),
    method("CGContextDrawLinearGradient", 5, "drawLinearGradient", ["_", "start", "end", "options"]),
    method(
      "CGContextDrawRadialGradient", 7, "drawRadialGradient",
      ["_", "startCenter", "startRadius", "endCenter", "endRadius", "options"]),
    // Paths built outside a context.
    CFunctionSpelling(name: "CGPathCreateMutable", arity: 0, modern: "CGMutablePath()") { _ in
      Rewritten(receiver: nil, callee: "CGMutablePath", labels: [], values: [])
    },
    CFunctionSpelling(name: "CGPathCreateWithRect", arity: 2, modern: "CGPath(rect:transform:)") { a throws(RunError) in
      Rewritten(receiver: nil, callee: "CGPath", labels: ["rect", "transform"], values: [try a.value(0), try a.value(1)])
    },
    CFunctionSpelling(name: "CGGradientCreateWithColors", arity: 3, modern: "CGGradient(colorsSpace:colors:locations:)") {
      a throws(RunError) in
      Rewritten(
        receiver: nil, callee: "CGGradient", labels: ["colorsSpace", "colors", "locations"],
        values: [try a.value(0), try a.value(1), try a.value(2)])
    },
    pointed("CGPathMoveToPoint", path: true, shape: "p", "move", ["to"]),
    pointed("CGPathAddLineToPoint", path: true, shape: "p", "addLine", ["to"]),
    pointed("CGPathAddCurveToPoint", path: true, shape: "ppp", "addCurve", ["to", "control1", "control2"], order: [2, 0, 1]),
    pointed("CGPathAddQuadCurveToPoint", path: true, shape: "pp", "addQuadCurve", ["to", "control"], order: [1, 0]),
    pointed(
      "CGPathAddArc", path: true, shape: "pnnnb", "addArc", ["center", "radius", "startAngle", "endAngle", "clockwise"]),
    pointed("CGPathAddRect", path: true, shape: "v", "addRect", ["_"]),
    pointed("CGPathAddEllipseInRect", path: true, shape: "v", "addEllipse", ["in"]),
    pointed(
      "CGPathAddRoundedRect", path: true, shape: "vnn", "addRoundedRect", ["in", "cornerWidth", "cornerHeight"]),
    method("CGPathCloseSubpath", 1, "closeSubpath", [], on: "path"),
  ]
}
