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
    guard let context = a.run.drawingContext else {
      a.run.warn("draw(at:withAttributes:)", "a string drawn with no current context draws nothing, on iOS as here", at: a.call)
      return .void
    }
    var style = TextStyle()
    style.string = s
    style.font = FontRequest(size: 12)
    style.color = Color(white: 0)
    let attributes = try a.value(1)
    if case .dictionary(let entries) = attributes {
      for entry in entries {
        guard case .string(let key) = entry.key else { continue }
        switch (key, entry.value) {
        case ("font", .font(let font)): style.font = font
        case ("foregroundColor", .color(let color)): style.color = color
        case ("kern", .number(let kern)): style.kern = kern
        default: break
        }
      }
    } else if case .nil = attributes {
    } else {
      throw a.wrong(1, got: attributes, want: "a dictionary of attributes")
    }
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
    try paint(layer, into: context, what: "draw(\(style.isWrapped ? "in" : "at"):withAttributes:)", a)
    return .void
  }
}
