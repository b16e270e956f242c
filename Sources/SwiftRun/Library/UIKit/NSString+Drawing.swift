import Animation
import Geometry
import Typesetting

extension Library {
  /// `NSString`'s `draw(at:withAttributes:)` and `draw(in:withAttributes:)` (Swift 2's
  /// `drawAtPoint`, `drawInRect`): the string set as a text layer sets it — its `.font` (the
  /// system font at 12 points when none, UIKit's default for attributed strings) and
  /// `.foregroundColor` (black when none), colour emoji in colour — painted into the current
  /// context (a `draw(_:)`, an image context) under its matrix. `at:` puts the text's top left
  /// at the point, unwrapped; `in:` wraps it to the rectangle's width from its top, and what
  /// reaches below the rectangle is clipped there, a line cut through where the edge falls
  /// ("renders as much as possible and clips the rest", `draw(in:withAttributes:)`). Ink past
  /// the rectangle's sides is drawn, as UIKit lets a glyph whose image outgrows its box reach
  /// past them (there is no backing store to cut it, as a text layer's does).
  static func drawString(_ s: String, _ a: Arguments) throws(RunError) -> Value {
    let text = AttributedText(string: s)
    try text.add(a.value(1), over: 0..<text.length, replacing: false, a, 1)
    return try draw(text, a)
  }

  /// The style text is set in outside a label or a text layer: its attributes over UIKit's
  /// defaults for attributed strings (the system font at 12 points, black).
  static func drawnStyle(_ text: AttributedText) -> TextStyle {
    var style = TextStyle()
    (style.font, style.color) = (FontRequest(size: 12), Color(white: 0))
    style.take(attributed: text)
    return style
  }

  /// `text` painted into the current context at argument 0, a point or a rectangle.
  static func draw(_ text: AttributedText, _ a: Arguments) throws(RunError) -> Value {
    guard let context = a.run.drawingContext else {
      a.run.warn("draw(at:withAttributes:)", "a string drawn with no current context draws nothing, on iOS as here", at: a.call)
      return .void
    }
    var style = drawnStyle(text)
    var frame: Rect
    // The rectangle the text is cut at below, when it is taller than its `in:` rectangle.
    var cut: Rect?
    // `in:` takes a rectangle (Swift 2's `drawInRect(_:withAttributes:)` has no label to say so).
    if a.labels.first == "in" || { if case .rect = try? a.value(0) { true } else { false } }() {
      frame = try a.rect(0)
      style.isWrapped = true
      var wrapped = style
      wrapped.string = style.lines(width: frame.width).joined(separator: "\n")
      let height = wrapped.fittingSize.height
      if height > frame.height { (cut, frame.height) = (frame, height) }
    } else {
      let origin = try a.point(0)
      let size = style.fittingSize
      frame = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }
    guard !style.string.isEmpty, style.drawsText else { return .void }
    if let cut {
      context.save()
      context.clip(BezierPath(roundedRect: cut, cornerRadius: 0), rule: .nonZero)
    }
    defer { if cut != nil { context.restore() } }
    // Straight into the context, as UIKit draws strings: there is no backing store to cut the
    // ink at the frame's sides (a text layer's is).
    let ink = style.ink(in: frame)
    if let shadow = style.shadow, shadow.color.alpha > 0 {
      let shift = AffineTransform(translationX: shadow.offset.x, y: shadow.offset.y)
      context.paint(ink.outlines, .fill(shadow.color, .nonZero), mapped: shift, alpha: 1)
    }
    for (color, outlines) in ink.colored where color.alpha > 0 {
      context.paint(outlines, .fill(color, .nonZero), mapped: .identity, alpha: 1)
    }
    for (bitmap, rect, alpha) in ink.images where alpha > 0 {
      context.paint(
        BezierPath(roundedRect: rect, cornerRadius: 0), .bitmap(bitmap, rect: rect), mapped: .identity, alpha: alpha)
    }
    return .void
  }

  /// `boundingRect(with:options:attributes:context:)` (an attributed string's without
  /// `attributes:`): with `.usesLineFragmentOrigin`, the text wrapped at the size's width, from
  /// the origin, its widest line across and its lines down, not rounded ("use ceil", the
  /// documentation says). Without it UIKit measures one line from its baseline origin, which
  /// Wobble does not: refused at the options, argument `i`.
  static func boundingRect(_ text: AttributedText, _ a: Arguments, optionsAt i: Int) throws(RunError) -> Value {
    let size = try a.size(0)
    guard (try a.value(i)).optionNames.contains("usesLineFragmentOrigin") else {
      throw a.error(
        i,
        "boundingRect without .usesLineFragmentOrigin measures one line from its baseline, which Wobble does not "
          + "simulate yet (with it, the wrapped text's box is)")
    }
    var style = drawnStyle(text)
    style.isWrapped = true
    let (width, height) = style.naturalSize(width: size.width > 0 ? size.width : .infinity)
    if height > size.height {
      a.run.warn(
        "boundingRect taller", "boundingRect: the text is taller than the height given; its whole height is measured",
        at: a.call)
    }
    return .rect(Rect(x: 0, y: 0, width: width, height: height))
  }

  /// `size(withAttributes:)` and an attributed string's `size()`: the unwrapped text's size in
  /// points, not rounded (UIKit leaves the rounding to the caller).
  static func measuredSize(_ text: AttributedText) -> Value {
    let size = drawnStyle(text).naturalSize
    return .size(width: size.width, height: size.height)
  }
}
