import Geometry

/// What a view's `draw(_:)` painted through Core Graphics (`UIBezierPath.fill()`,
/// `CGContext.fillPath()`, `drawLinearGradient`, …): the layer's content, drawn over its
/// background and under its sublayers, in its bounds' coordinates (points, y down, as UIKit
/// sets up the context).
///
/// Each operation keeps the path in the user space it was given in and the current
/// transformation matrix at the time, so a stroke is as wide as its line width under that
/// matrix (a scaled context strokes wider), as Core Graphics strokes.
public struct Drawing: Hashable, Sendable {
  /// A clipping path (`clip()`, `addClip()`, `clip(to:)`) in the user space of its transform,
  /// or an image's alpha (`clip(to:mask:)`): then `mask` is the image's picture in that space,
  /// cut to `path` (the image's rectangle).
  public struct Clip: Hashable, Sendable {
    public var path: BezierPath
    public var transform: AffineTransform
    public var rule: FillRule
    public var mask: Drawing?

    public init(path: BezierPath, transform: AffineTransform, rule: FillRule, mask: Drawing? = nil) {
      self.path = path
      self.transform = transform
      self.rule = rule
      self.mask = mask
    }
  }

  /// `CGContext.setShadow(offset:blur:color:)`: each painting call draws its shadow under
  /// itself. Offset and blur are in the context's base space (the layer's bounds, points, y
  /// down in a UIKit context), not scaled by the matrix, as Core Graphics states.
  public struct Shadow: Hashable, Sendable {
    public var offset: Point
    /// The blur in points, drawn as a Gaussian with σ = blur / 2, as a layer's `shadowRadius`
    /// is here (Apple gives no kernel for either).
    public var blur: Double
    public var color: Color

    public init(offset: Point, blur: Double, color: Color) {
      self.offset = offset
      self.blur = blur
      self.color = color
    }
  }

  public enum Paint: Hashable, Sendable {
    case fill(Color, FillRule)
    case stroke(Color, StrokeStyle)
    /// The path's area painted with a gradient whose points are in user space (laid over the
    /// unit rectangle, so its unit coordinates are points).
    case gradient(Gradient)
    /// `bitmap` stretched over `rect` (in user space), as drawn: a colour emoji of a layer
    /// rendered into the context (`render(in:)`). The path is the rectangle.
    case bitmap(Bitmap, rect: Rect)
    /// Another drawing painted whole, as an image made in code is drawn into a context: its
    /// operations under this operation's transform, cut to the path (the image's rectangle in
    /// that drawing's space — nothing of an image lies outside it); its erasing paint erases
    /// only what it drew itself.
    case picture(Drawing)
  }

  /// How an operation's paint meets what the drawing already holds under it
  /// (`CGContext.setBlendMode(_:)`, Core Graphics' formulas on premultiplied colours, R the
  /// result, S the paint, D what is below, within the paint's coverage).
  public enum Blend: Hashable, Sendable {
    /// Source over, R = S + D·(1 − Sa).
    case normal
    /// R = 0: what the drawing holds is erased wherever the paint covers, whatever its colour
    /// and alpha (a ring cut out of a filled square).
    case clear
    /// R = D·(1 − Sa): erased by the paint's alpha, its colour's times the context's.
    case destinationOut
  }

  public struct Operation: Hashable, Sendable {
    public var path: BezierPath
    /// User space → the layer's bounds space: the context's current transformation matrix.
    public var transform: AffineTransform
    public var paint: Paint
    /// `setAlpha`, 0…1, multiplied into the paint.
    public var alpha: Double
    /// Every clip in force, intersected.
    public var clips: [Clip]
    /// The blend mode in force; erasing ones reach only this drawing's earlier paint.
    public var blend: Blend
    /// The shadow in force, drawn under the paint and clipped with it.
    public var shadow: Shadow?

    public init(
      path: BezierPath, transform: AffineTransform, paint: Paint, alpha: Double = 1, clips: [Clip] = [],
      blend: Blend = .normal, shadow: Shadow? = nil
    ) {
      self.path = path
      self.transform = transform
      self.paint = paint
      self.alpha = alpha
      self.clips = clips
      self.blend = blend
      self.shadow = shadow
    }
  }

  public var operations: [Operation] = []

  public init(operations: [Operation] = []) { self.operations = operations }
}
