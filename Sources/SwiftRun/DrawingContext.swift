import Animation
import Geometry
import SwiftSyntax

/// The Core Graphics context UIKit gives a view's `draw(_:)`: a graphics state (with its
/// stack), a current path and what has been painted so far. Its base space is the view's
/// bounds (points, y down), as UIKit sets the context up.
final class DrawingContext {
  /// `CGContext`'s graphics state: what `saveGState()` pushes and `restoreGState()` pops.
  struct State {
    /// User space → base space.
    var ctm = AffineTransform.identity
    /// Opaque black, Core Graphics' initial fill and stroke colours.
    var fill = Color.black
    var stroke = Color.black
    var line = StrokeStyle()
    var alpha = 1.0
    var clips: [Drawing.Clip] = []
    /// `setBlendMode(_:)`: how paint meets what was drawn (normal, clear, destination out).
    var blend = Drawing.Blend.normal
    /// `setShadow(offset:blur:color:)`: none at first.
    var shadow: Drawing.Shadow?
  }

  let bounds: Rect
  var state = State()
  /// Where the next text is drawn (`textPosition`), in user space; not part of the graphics state.
  var textPosition = Point.zero
  /// Glyph space → user space for text (`textMatrix`), identity at first.
  var textMatrix = AffineTransform.identity
  /// `setTextDrawingMode(_:)`: fill, stroke, fillStroke or invisible.
  var textDrawingMode = "fill"
  private var saved: [State] = []
  /// The current path, in the current user space (kept there when the matrix changes).
  private(set) var path = BezierPath()
  private(set) var drawing = Drawing()
  /// Called after each painting call: a bitmap context made over an array's memory writes its
  /// pixels back into the array (`CGBitmapContext.swift`).
  var painted: (() -> Void)?
  /// Made by `CGContext(data:…)`: a bitmap of one pixel a point, whose `makeImage()` is what
  /// it holds (`CGBitmapContext.swift`).
  var isBitmap = false

  init(bounds: Rect) { self.bounds = bounds }

  func save() { saved.append(state) }

  /// `restoreGState()`; an unbalanced one leaves the state as it is (Core Graphics logs it).
  /// The current path is not part of the graphics state: it stays where it is on the page
  /// (a dial's ticks added each under its own rotation, then stroked once).
  func restore() {
    guard let last = saved.popLast() else { return }
    let old = state.ctm
    state = last
    guard !path.elements.isEmpty, let back = state.ctm.inverted else { return }
    path = path.applying(old.concatenating(back))
  }

  /// Changes the matrix to `m` applied first, then the current one (`translateBy`, `scaleBy`,
  /// `rotate(by:)`, `concatenate`), keeping the current path where it is on the page.
  func concatenate(_ m: AffineTransform) {
    let old = state.ctm
    state.ctm = m.concatenating(old)
    guard !path.elements.isEmpty else { return }
    if let back = state.ctm.inverted { path = path.applying(old.concatenating(back)) }
  }

  func addToPath(_ build: (inout BezierPath) -> Void) { build(&path) }

  func beginPath() { path = BezierPath() }

  /// Paints `shape` (user space) with `paint` under the state in force, then clears the
  /// current path, as every painting call does.
  func paint(_ shape: BezierPath, _ paint: Drawing.Paint) {
    drawing.operations.append(
      Drawing.Operation(
        path: shape, transform: state.ctm, paint: paint, alpha: state.alpha, clips: state.clips, blend: state.blend,
        shadow: state.shadow))
    painted?()
  }

  /// Paints `shape` given in a space `m` maps to user space (a layer rendered in, its items in
  /// the layer's coordinates), with `alpha` times the state's, in `blend` (the state's when nil).
  func paint(
    _ shape: BezierPath, _ paint: Drawing.Paint, mapped m: AffineTransform, alpha: Double, blend: Drawing.Blend? = nil
  ) {
    drawing.operations.append(
      Drawing.Operation(
        path: shape, transform: m.concatenating(state.ctm), paint: paint, alpha: state.alpha * alpha, clips: state.clips,
        blend: blend ?? state.blend, shadow: state.shadow))
    painted?()
  }

  /// `fill(with: .sourceAtop, alpha: 1)` over the whole context: Core Graphics' source-atop,
  /// R = S·Da + D·(1 − Sa), with an opaque source is S at what was drawn's own alpha — every
  /// paint so far recoloured, as a template image is (the "tint what I drew" idiom). Returns
  /// false, painting nothing, when `shape` under the matrix is not a rectangle covering the
  /// context, when a clip is in force, or when the colour is not opaque: those are not simulated.
  func paintAtop(_ shape: BezierPath, _ color: Color) -> Bool {
    guard color.alpha >= 1, state.alpha >= 1, state.clips.isEmpty else { return false }
    let corners = shape.applying(state.ctm).elements.compactMap { e -> Point? in
      switch e {
      case .move(let p), .line(let p): p
      case .close: nil
      case .quad, .cubic: Point(.nan, .nan)
      }
    }
    guard corners.allSatisfy(\.isFinite), let box = Rect(enclosing: corners) else { return false }
    let onCorner = corners.allSatisfy { ($0.x == box.minX || $0.x == box.maxX) && ($0.y == box.minY || $0.y == box.maxY) }
    guard onCorner, box.minX <= bounds.minX, box.minY <= bounds.minY, box.maxX >= bounds.maxX, box.maxY >= bounds.maxY
    else { return false }
    drawing = drawing.inTemplateColor(color)
    painted?()
    return true
  }

  /// Paints the current path and clears it.
  func paintPath(_ paint: Drawing.Paint) {
    self.paint(path, paint)
    path = BezierPath()
  }

  /// Intersects the clip with `shape` (user space, mapped first by `m`), or, given `mask`, with
  /// that picture's alpha within `shape` (both in the space `m` maps to user space).
  func clip(_ shape: BezierPath, mapped m: AffineTransform = .identity, rule: FillRule, mask: Drawing? = nil) {
    state.clips.append(Drawing.Clip(path: shape, transform: m.concatenating(state.ctm), rule: rule, mask: mask))
  }

  /// Where Core Graphics puts an image drawn or clipped to over `rect` (user space): its top
  /// row at the rectangle's maximum y, as in CG's y-up convention, so in a UIKit context (y
  /// down) the picture comes out upside down — the familiar `draw(_:in:)` surprise. Maps the
  /// image's own space (points, y down, `width` × `height`) to user space.
  static func imagePlacement(width: Double, height: Double, over rect: Rect) -> AffineTransform {
    AffineTransform(scaleX: rect.width / width, y: -rect.height / height)
      .concatenating(AffineTransform(translationX: rect.minX, y: rect.maxY))
  }

  /// The bounds in user space: the area a gradient is painted over (then clipped).
  var userBounds: BezierPath? {
    guard let back = state.ctm.inverted else { return nil }
    return BezierPath(roundedRect: bounds, cornerRadius: 0).applying(back)
  }
}

extension Interpreter {
  /// The current context for UIKit's drawing call `call` (`UIRectFill`, `path.fill()`,
  /// `image.draw(at:)`), or nil, said once: outside a `draw(_:)` UIKit is running (the file
  /// calling `draw(_:)` itself, a fill in a timer) there is none, and on iOS such a call draws
  /// nothing and logs "invalid context 0x0".
  func currentContext(for call: String, at node: some SyntaxProtocol) -> DrawingContext? {
    if let drawingContext { return drawingContext }
    warn(
      "no current context",
      "\(call) with no current context draws nothing, on iOS as here: UIKit gives a view's draw(_:) a context only "
        + "when it draws the view itself (after setNeedsDisplay()), not when the code calls it", at: node)
    return nil
  }
}
