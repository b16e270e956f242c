import Animation
import Geometry

extension Library {
  /// `UIBezierPath`'s own stroke attributes and its painting into the current context
  /// (`fill()`, `stroke()`, `addClip()`): the colours are the context's (`UIColor.set()`), the
  /// line width, caps, joins, dashes and fill rule the path's. Without a current context (outside
  /// `draw(_:)`) painting does nothing, as UIKit does.
  static func declarePainting(_ path: Members<PathObject>) {
    path.property("lineWidth", .number, .length, get: { $0.line.width }) { p, w, new throws(RunError) in
      guard w.isFinite, w >= 0 else { throw new.error("want a width of 0 or more points") }
      p.line.width = w
    }
    path.property("lineCapStyle", .option(["butt", "round", "square"]), get: { $0.line.cap.rawValue }) { p, name, _ in
      p.line.cap = LineCap(rawValue: name)!
    }
    path.property("lineJoinStyle", .option(["miter", "round", "bevel"]), get: { $0.line.join.rawValue }) { p, name, _ in
      p.line.join = LineJoin(rawValue: name)!
    }
    path.property("miterLimit", .number, get: { $0.line.miterLimit }) { p, x, _ in p.line.miterLimit = max(0, x) }
    path.property("usesEvenOddFillRule", .bool, get: { $0.usesEvenOddFillRule }) { p, b, _ in p.usesEvenOddFillRule = b }
    // Kept, reads back; Wobble flattens curves finer than any flatness asks for.
    path.type.ignore("flatness")
    path.method("setLineDash", "_:count:phase") { p, a throws(RunError) in
      let lengths = Array(try numbers(a, 0).prefix(max(0, Int(try a.number(1)))))
      guard lengths.allSatisfy({ $0.isFinite && $0 >= 0 }) else { throw a.error(0, "want lengths of 0 or more") }
      p.line.dashPattern = lengths.contains { $0 > 0 } ? lengths : []
      p.line.dashPhase = try a.number(2)
      return .void
    }
    path.method("fill", "", "with:alpha") { p, a throws(RunError) in
      guard let c = a.run.currentContext(for: "UIBezierPath.fill()", at: a.call) else { return .void }
      if a.count == 2, case .string("sourceAtop") = try a.value(0) {
        guard try a.number(1) >= 1, c.paintAtop(p.path, c.state.fill) else {
          throw a.error(
            0,
            ".sourceAtop is simulated by Wobble only opaque, alpha 1, over the whole context without a clip (recolouring "
              + "what was drawn)")
        }
        return .void
      }
      let alpha = try blendAlpha(a)
      c.paint(p.path, .fill(c.state.fill.withAlpha(c.state.fill.alpha * alpha), p.usesEvenOddFillRule ? .evenOdd : .nonZero))
      return .void
    }
    path.method("stroke", "", "with:alpha") { p, a throws(RunError) in
      guard let c = a.run.currentContext(for: "UIBezierPath.stroke()", at: a.call) else { return .void }
      let alpha = try blendAlpha(a)
      c.paint(p.path, .stroke(c.state.stroke.withAlpha(c.state.stroke.alpha * alpha), p.line))
      return .void
    }
    path.method("addClip", "") { p, a in
      a.run.drawingContext?.clip(p.path, rule: p.usesEvenOddFillRule ? .evenOdd : .nonZero)
      return .void
    }
  }

  /// The alpha of `fill(with:alpha:)` / `stroke(with:alpha:)` (1 without arguments); blend
  /// modes other than `.normal` are refused.
  private static func blendAlpha(_ a: Arguments) throws(RunError) -> Double {
    guard a.count == 2 else { return 1 }
    guard case .string("normal") = try a.value(0) else {
      throw a.error(0, "blend modes other than .normal are not simulated by Wobble yet")
    }
    return min(max(try a.number(1), 0), 1)
  }
}
