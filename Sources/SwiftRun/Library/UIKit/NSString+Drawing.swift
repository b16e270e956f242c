import Animation
import Geometry
import Typesetting

extension Library {
  /// `NSString`'s `draw(at:withAttributes:)` and `draw(in:withAttributes:)` (Swift 2's
  /// `drawAtPoint`, `drawInRect`): the string set as a text layer sets it — its `.font` (the
  /// system font at 12 points when none, UIKit's default for attributed strings) and
  /// `.foregroundColor` (black when none), colour emoji in colour — painted into the current
  /// context (a `draw(_:)`, an image context) under its matrix. `at:` puts the text's top left
  /// at the point, unwrapped; `in:` wraps it to the rectangle's width (text taller than the
  /// rectangle, which UIKit clips, is refused).
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
    let frame: Rect
    // `in:` takes a rectangle (Swift 2's `drawInRect(_:withAttributes:)` has no label to say so).
    if a.labels.first == "in" || { if case .rect = try? a.value(0) { true } else { false } }() {
      frame = try a.rect(0)
      style.isWrapped = true
      // UIKit clips what does not fit; Wobble draws the text whole, so it refuses text taller
      // than its rectangle rather than draw outside it.
      var wrapped = style
      wrapped.string = style.lines(width: frame.width).joined(separator: "\n")
      guard wrapped.fittingSize.height <= frame.height.rounded(.up) else {
        throw a.error(0, "text taller than its rectangle (UIKit clips it) is not simulated by Wobble yet")
      }
    } else {
      let origin = try a.point(0)
      let size = style.fittingSize
      frame = Rect(x: origin.x, y: origin.y, width: size.width, height: size.height)
    }
    var layer = Layer(name: "", bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height), position: Point(0, 0))
    layer.anchorPoint = Point(0, 0)
    layer.position = frame.origin
    layer.content = .text(style)
    try paint(layer, into: context, what: "draw(\(style.isWrapped ? "in" : "at"):)", a)
    return .void
  }

  /// `size(withAttributes:)` and an attributed string's `size()`: the unwrapped text's size in
  /// points, not rounded (UIKit leaves the rounding to the caller).
  static func measuredSize(_ text: AttributedText) -> Value {
    let size = drawnStyle(text).naturalSize
    return .size(width: size.width, height: size.height)
  }
}
