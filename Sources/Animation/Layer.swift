import Geometry
import Typesetting

/// A layer of the model tree, with `CALayer`'s geometry: `bounds` in the layer's own
/// coordinates, `position` in the superlayer's, `anchorPoint` in unit coordinates of `bounds`
/// (default (0.5, 0.5)), `transform` about the anchor point, `sublayerTransform` applied to the
/// sublayers about the anchor point. Points are UIKit points, y down.
public struct Layer: Sendable {
  public var name: String
  public var bounds: Rect
  public var position: Point
  /// `zPosition`: the layer's place on the z axis, in points toward the viewer. Siblings are
  /// drawn in its order (the higher in front; equal ones in their order), and it is part of the
  /// layer's 3-D place, so a superlayer's perspective (`m34`) shows it nearer.
  public var zPosition = 0.0
  public var anchorPoint: Point = Point(0.5, 0.5)
  /// The matrix set directly (`layer.transform = …`); the key-path parts (`pose`) apply after it.
  public var transform: Transform3D = .identity
  /// `transform.scale`, `transform.rotation.z`, `transform.translation` as set through key
  /// paths, by animations in particular.
  public var pose = Pose()
  public var sublayerTransform: Transform3D = .identity
  /// 0…1 (a spring may carry the presentation value past either end; drawing clamps it).
  /// Multiplied down the tree (a simplification of group opacity: exact when sublayers do
  /// not overlap, which holds for every seed scene).
  public var opacity: Double = 1
  public var isHidden = false
  /// `isDoubleSided`: when false, the layer's own drawing (background, content, border) is not
  /// drawn while it faces away from the viewer; its sublayers decide for themselves.
  public var isDoubleSided = true
  /// `isGeometryFlipped`: the sublayers' geometry is flipped vertically (placed from the
  /// bottom of the bounds, their own spaces y-up); content stays upright (Apple: "does not affect
  /// the rendering of the layer's content").
  public var isGeometryFlipped = false
  public var backgroundColor: Color?
  /// Rounds the background's corners with circular arcs (`cornerRadius`, `cornerCurve`
  /// `.circular`).
  public var cornerRadius = 0.0
  /// `shadowColor`, `shadowOpacity`, `shadowRadius`, `shadowOffset`: a blurred copy of the
  /// layer's drawing (its content and sublayers) under it. No shadow while the opacity is 0,
  /// Core Animation's default.
  public var shadow = Shadow()
  /// The layer's own `CAMediaTiming` (`beginTime`, `speed`, `timeOffset`): layers have infinite
  /// duration, so only the mapping of time applies.
  public var timing = LayerTiming()
  /// Makes this a `CAReplicatorLayer`.
  public var replicator: Replicator?
  /// Makes this a `CAEmitterLayer`: its particles are drawn over its background, under its
  /// sublayers (and under its border, which Core Animation draws under them).
  public var emitter: Emitter?
  /// For replicated instances: a transform in the parent's bounds space applied after the
  /// layer is placed (T(−C)·instanceTransformᵏ·T(C)), and a colour its drawing is multiplied by.
  public internal(set) var replicaTransform: Transform3D = .identity
  public internal(set) var tint: Color?
  public var content: LayerContent = .none
  /// Where a picture content (an image) sits in the bounds: `contentsGravity`, or a
  /// `UIImageView`'s `contentMode` (`Layer.ContentsGravity`).
  public var contentsGravity = ContentsGravity.resize
  public var sublayers: [Layer] = []
  /// `borderWidth` (points, drawn inside the bounds) and `borderColor` (default opaque black),
  /// over the content and the sublayers, following `cornerRadius`.
  public var borderWidth = 0.0
  public var borderColor: Color = .black
  /// `masksToBounds`: the layer's drawing (content, sublayers, border and shadow) is clipped to
  /// its bounds, rounded by `cornerRadius`.
  public var masksToBounds = false
  /// `mask`: a layer in this layer's bounds coordinates whose alpha the layer's drawing is
  /// multiplied by (its colours do not matter).
  public var mask: Layer? {
    get { maskStorage.first }
    set { maskStorage = newValue.map { [$0] } ?? [] }
  }
  private var maskStorage: [Layer] = []
  /// A fade `CATransition` added to the layer: the layer as it was drawn before (its
  /// presentation then, kept as a still picture) fades out while the layer fades in.
  public var transition: FadeTransition?
  /// Attached animations in the order they were added (`animationKeys` order); adding under
  /// an existing key replaces that animation, adding without one (`forKey: nil`) never
  /// replaces anything: unkeyed animations stack, later ones over earlier ones.
  public private(set) var animations: [(key: String?, animation: Animation)] = []

  /// `add(_:forKey:)`.
  public mutating func add(_ animation: Animation, forKey key: String?) {
    if let key { animations.removeAll { $0.key == key } }
    animations.append((key, animation))
  }

  /// `add(_:forKey:)` inside a transaction committed at parent time `now`: a `beginTime` of 0
  /// becomes the layer's local time at the commit (core-animation.md §4.2, as WebKit tracks it
  /// with its explicit-begin-time flag); a nonzero one is kept.
  public mutating func add(_ animation: Animation, forKey key: String?, committedAt now: Double) {
    var a = animation
    if a.timing.beginTime == 0 { a.timing.beginTime = timing.localTime(now) }
    add(a, forKey: key)
  }

  /// `removeAnimation(forKey:)`.
  public mutating func removeAnimation(forKey key: String) {
    animations.removeAll { $0.key == key }
  }

  /// `removeAllAnimations()`.
  public mutating func removeAllAnimations() {
    animations.removeAll()
  }

  /// The transform that places the layer: the directly set matrix, then the key-path pose.
  public var effectiveTransform: Transform3D {
    pose.isIdentity ? transform : transform.concatenating(pose.transform)
  }

  public init(name: String, bounds: Rect, position: Point) {
    self.name = name
    self.bounds = bounds
    self.position = position
  }

  /// A layer whose `frame` is `frame` under the identity transform, as `layer.frame = rect`
  /// sets it: bounds size from the rect, bounds origin zero, position at the anchor point.
  public init(name: String, frame: Rect, anchorPoint: Point = Point(0.5, 0.5)) {
    self.init(
      name: name, bounds: Rect(x: 0, y: 0, width: frame.width, height: frame.height),
      position: Point(
        frame.minX + anchorPoint.x * frame.width, frame.minY + anchorPoint.y * frame.height))
    self.anchorPoint = anchorPoint
  }

  /// The anchor point in the layer's own bounds coordinates (`K` in core-animation.md §3.3).
  public var anchorInBounds: Point {
    Point(bounds.minX + anchorPoint.x * bounds.width, bounds.minY + anchorPoint.y * bounds.height)
  }

  /// The first layer with this name in this subtree (depth first), if any.
  public func sublayer(named name: String) -> Layer? {
    if self.name == name { return self }
    for s in sublayers { if let hit = s.sublayer(named: name) { return hit } }
    return nil
  }

  /// Applies `change` to every layer named `name` in this subtree.
  public mutating func modify(named name: String, _ change: (inout Layer) -> Void) {
    if self.name == name { change(&self) }
    for i in sublayers.indices { sublayers[i].modify(named: name, change) }
  }
}

extension Layer {
  /// How a picture of its own size is placed in the bounds, as `UIView.ContentMode` names it
  /// (y down: `.top` is the top edge as drawn): stretched, scaled to fit or fill keeping its
  /// aspect (centred, a filling one overflowing unless the layer masks to its bounds), or at
  /// its own size against an edge, a corner or the centre.
  public enum ContentsGravity: String, Hashable, Sendable, CaseIterable {
    case resize, resizeAspect, resizeAspectFill, center, top, bottom, left, right, topLeft, topRight, bottomLeft,
      bottomRight

    /// Where a `width` × `height` picture goes in `bounds`.
    public func rect(width: Double, height: Double, in bounds: Rect) -> Rect {
      switch self {
      case .resize: return bounds
      case .resizeAspect, .resizeAspectFill:
        let sx = bounds.width / width, sy = bounds.height / height
        let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
        let (w, h) = (width * s, height * s)
        return Rect(x: bounds.midX - w / 2, y: bounds.midY - h / 2, width: w, height: h)
      default:
        let x: Double =
          [.left, .topLeft, .bottomLeft].contains(self)
          ? bounds.minX : [.right, .topRight, .bottomRight].contains(self) ? bounds.maxX - width : bounds.midX - width / 2
        let y: Double =
          [.top, .topLeft, .topRight].contains(self)
          ? bounds.minY : [.bottom, .bottomLeft, .bottomRight].contains(self) ? bounds.maxY - height : bounds.midY - height / 2
        return Rect(x: x, y: y, width: width, height: height)
      }
    }
  }
}

/// What a layer draws inside its bounds, under its sublayers.
public enum LayerContent: Hashable, Sendable {
  case none
  /// `CAShapeLayer`.
  case shape(ShapeStyle)
  /// A small vector image scaled to fill the layer's bounds.
  case icon(Icon, color: Color)
  /// `CAGradientLayer`: the gradient fills the bounds.
  case gradient(Gradient)
  /// `CATextLayer` (or a `UILabel`): text in Wobble's pixel font.
  case text(TextStyle)
  /// What a view's `draw(_:)` painted.
  case drawing(Drawing)
  /// An image drawn in code (`UIGraphicsImageRenderer`), `width` × `height` points, stretched
  /// over the bounds as `contentsGravity` `.resize` (the default) stretches it.
  case picture(Drawing, width: Double, height: Double)

  /// A filled shape (no stroke).
  public static func shape(path: BezierPath, fillColor: Color?, fillRule: FillRule) -> LayerContent {
    .shape(ShapeStyle(path: path, fillColor: fillColor, fillRule: fillRule))
  }
}

/// `CAShapeLayer`'s drawing properties, with its defaults: fill opaque black, no stroke,
/// line width 1, miter joins, butt caps, miter limit 10, the whole path stroked.
public struct ShapeStyle: Hashable, Sendable {
  public var path: BezierPath
  public var fillColor: Color? = .black
  public var fillRule: FillRule = .nonZero
  public var strokeColor: Color?
  public var stroke = StrokeStyle()
  /// Fractions of the path's length (`strokeStart`, `strokeEnd`).
  public var strokeStart = 0.0
  public var strokeEnd = 1.0

  public init(
    path: BezierPath, fillColor: Color? = .black, fillRule: FillRule = .nonZero,
    strokeColor: Color? = nil, stroke: StrokeStyle = StrokeStyle()
  ) {
    self.path = path
    self.fillColor = fillColor
    self.fillRule = fillRule
    self.strokeColor = strokeColor
    self.stroke = stroke
  }
}

/// `CAReplicatorLayer`'s properties: the sublayers are drawn `instanceCount` times.
public struct Replicator: Hashable, Sendable {
  public var instanceCount = 1
  /// Applied k times to instance k, about the centre of the replicator's bounds.
  public var instanceTransform = Transform3D.identity
  /// Instance k runs k·instanceDelay seconds behind instance 0.
  public var instanceDelay = 0.0
  /// Multiplies instance 0's colours; instance k adds k times the offsets (clamped to 0…1,
  /// which Core Animation is expected but not documented to do).
  public var instanceColor = Color.white
  public var instanceRedOffset = 0.0, instanceGreenOffset = 0.0, instanceBlueOffset = 0.0, instanceAlphaOffset = 0.0

  public init() {}

  /// The colour instance k's rendering is multiplied by.
  public func color(ofInstance k: Int) -> Color {
    func c(_ v: Double) -> Double { Swift.min(Swift.max(v, 0), 1) }
    let n = Double(k)
    return Color(
      red: c(instanceColor.red + n * instanceRedOffset), green: c(instanceColor.green + n * instanceGreenOffset),
      blue: c(instanceColor.blue + n * instanceBlueOffset), alpha: c(instanceColor.alpha + n * instanceAlphaOffset))
  }
}

/// A layer's shadow, with `CALayer`'s defaults (opaque black, opacity 0, radius 3, offset
/// (0, −3): above the layer on iOS).
public struct Shadow: Hashable, Sendable {
  public var color = Color.black
  public var opacity = 0.0
  /// Blur radius in points; drawn as a Gaussian with σ = radius / 2 (Apple does not state the
  /// kernel; σ = r/2 is the usual reading).
  public var radius = 3.0
  /// In points, applied in the frame's space without the layer's transform (unconfirmed).
  public var offset = Point(0, -3)
  /// `shadowPath`, in the layer's coordinates: the shadow's shape instead of the layer's
  /// drawing (filled non-zero), as Core Animation takes it.
  public var path: BezierPath?

  public init() {}
}

/// `CALayer`'s `CAMediaTiming` as it affects time: local = (parent − beginTime)·speed + timeOffset.
/// Speed 0 freezes the layer at `timeOffset` (Technical Q&A 1673's pause).
public struct LayerTiming: Hashable, Sendable {
  public var beginTime = 0.0
  public var speed = 1.0
  public var timeOffset = 0.0
  /// `repeatCount` and `autoreverses` of the layer itself, held as set. A layer's `duration`
  /// is 0 (Core Animation's default, which gives its time no end), and with it these change
  /// nothing: ripple and pulse classes store their animation's repeat count here.
  public var repeatCount = 0.0
  public var autoreverses = false

  public init() {}

  public func localTime(_ parentTime: Double) -> Double { (parentTime - beginTime) * speed + timeOffset }
}

/// A `CATransition` of type fade on a layer, with the picture it fades from.
public struct FadeTransition: Sendable {
  public var timing: Transition
  /// The layer as drawn when the transition was added (one element: an array makes the
  /// recursion of `Layer` in `Layer` indirect).
  public var before: [Layer]
  /// How far the fade is, set by `presentation(at:)`: 0 shows only `before`, 1 only the layer.
  public internal(set) var progress = 0.0

  public init(timing: Transition, before: Layer) {
    self.timing = timing
    self.before = [before]
  }
}

/// Text as `CATextLayer` and `UILabel` draw it: set in the font asked for (`Typesetting`: Inter
/// standing in for the system font, per-character fallback, colour emoji) when the machine has
/// the fonts, else in `PixelFont` (capitals 0.7 em tall, 0.6 em advances, lines 1.2 em apart).
/// Lines are UIKit's `lineHeight` apart (the face's ascent + descent + leading); a text layer's
/// first baseline is one ascent below the top of its bounds, a label's lines are centred
/// vertically. Defaults are `CATextLayer`'s: 36 points, white, left-aligned, not wrapped.
public struct TextStyle: Hashable, Sendable {
  public enum Alignment: String, Hashable, Sendable { case left, center, right, natural, justified }

  public var string = ""
  /// The face and size asked for (`font`, `fontSize`).
  public var font = FontRequest(size: 36)
  /// Points added after each character (an attributed string's `.kern`).
  public var kern = 0.0
  /// Points added between lines (a paragraph style's `lineSpacing`).
  public var lineSpacing = 0.0
  public var color: Color = .white
  public var alignment: Alignment = .natural
  public var isWrapped = false
  /// A label's text sits in the middle of its bounds; a text layer's at the top.
  public var centredVertically = false
  /// Points kept free left and right of the text (a text field's inset).
  public var inset = 0.0
  /// Where a line too long for the width loses characters for an ellipsis (`UILabel`'s
  /// `lineBreakMode` `.byTruncatingTail`, its default, and kin; `CATextLayer`'s
  /// `truncationMode`, `.none` by default): none clips.
  public enum Truncation: String, Hashable, Sendable { case none, head, middle, tail }
  public var truncation = Truncation.none
  /// The most lines drawn (`numberOfLines`; 0: as many as the text takes); the last one shown
  /// is truncated when text is left over.
  public var maximumLines = 0
  /// `adjustsFontSizeToFitWidth`'s smallest scale (`minimumScaleFactor`); nil: the font keeps
  /// its size. A single line too wide is set smaller, down to this fraction of the size.
  public var minimumScale: Double?

  public init() {}

  /// The size in points (`fontSize`; a `UIFont`'s `pointSize`).
  public var fontSize: Double {
    get { font.size }
    set { font.size = newValue }
  }

  /// The fonts text is set in here; nil where none is installed (the pixel font draws then).
  static var catalog: FontCatalog? { FontCatalog.shared }

  /// How much wider than its box a line set in a stand-in font may be and still count as
  /// fitting: Inter sets Latin text 4–8 % wider than San Francisco ("Label" at 17 pt is 43.6 pt
  /// against the 42 Interface Builder sized its label to, "Bahama Login" at 25 pt 166.9
  /// against 154), so a label sized to fit its text on iOS would otherwise lose its end to an
  /// ellipsis here. Such a line is neither broken nor truncated but condensed across to the
  /// box (`ink(in:)`); the price is that a line iOS truncates by less than 10 % shows whole.
  public static let standInSlack = 1.1

  /// The factor a line `advance` points long fits `width` by (1 with the pixel font, which
  /// stands in for nothing's metrics).
  var slack: Double { Self.catalog == nil ? 1 : Self.standInSlack }

  /// UIKit's `lineHeight` of `font`: ascent + descent + leading, in points.
  public static func lineHeight(of font: FontRequest) -> Double {
    var style = TextStyle()
    style.font = font
    return style.typeset("").lineHeight
  }

  /// One line set (advance, metrics, ink at a baseline at y = 0), in the font or the pixel font.
  public func typeset(_ line: String) -> SetLine {
    if let catalog = Self.catalog { return catalog.line(line, font, kern: kern) }
    var pixel = SetLine()
    let unit = fontSize / 10
    pixel.advance = Double(max(0, line.count * PixelFont.advance - 1)) * unit
    (pixel.ascent, pixel.descent, pixel.leading) = (fontSize * 0.9, fontSize * 0.3, 0)
    pixel.outlines = PixelFont.path(of: line, pixel: unit, at: Point(0, -fontSize * 0.7))
    return pixel
  }

  /// The size the text takes unwrapped (`sizeToFit()`, `intrinsicContentSize`): its longest
  /// line's advance across, one line height for each line down, rounded up to whole points as
  /// UIKit rounds a label's size.
  public var fittingSize: (width: Double, height: Double) {
    let own = string.split(separator: "\n", omittingEmptySubsequences: false).map { typeset(String($0)) }
    let count = Double(max(1, own.count))
    let height = (own.first ?? typeset("")).lineHeight * count + lineSpacing * (count - 1)
    return ((own.map(\.advance).max() ?? 0).rounded(.up), height.rounded(.up))
  }

  /// The lines drawn in a box `width` wide: the string's own lines, and when wrapped, broken
  /// between words so each fits (a word longer than the width stands alone); at most
  /// `maximumLines`, the last truncated when text is left over or a line is too wide.
  public func lines(width: Double) -> [String] {
    var lines = wrapped(width: width)
    var leftOver = false
    if maximumLines > 0, lines.count > maximumLines {
      lines = Array(lines.prefix(maximumLines))
      leftOver = true
    }
    guard truncation != .none else { return lines }
    return lines.enumerated().map { i, line in
      let last = i == lines.count - 1
      return truncated(line, width: width, force: last && leftOver)
    }
  }

  /// `line` shortened with an ellipsis at the truncation's end until it fits `width`; as it is
  /// when it fits and nothing follows it unseen.
  func truncated(_ line: String, width: Double, force: Bool) -> String {
    guard force || typeset(line).advance > width * slack else { return line }
    var kept = Array(line)
    func shown() -> String {
      switch truncation {
      case .head: "…" + String(kept)
      case .middle:
        String(kept.prefix((kept.count + 1) / 2)) + "…" + String(kept.suffix(kept.count / 2))
      default: String(kept).trimmingTrailingSpaces + "…"
      }
    }
    while !kept.isEmpty, typeset(shown()).advance > width {
      switch truncation {
      case .head: kept.removeFirst()
      case .middle: kept.remove(at: kept.count / 2)
      default: kept.removeLast()
      }
    }
    return shown()
  }

  /// The font a single line is drawn in: shrunk to fit `width` when `minimumScale` allows.
  func fitted(width: Double) -> TextStyle {
    guard let minimum = minimumScale, !isWrapped || maximumLines == 1, width > 0 else { return self }
    let widest = wrapped(width: .infinity).map { typeset($0).advance }.max() ?? 0
    guard widest > width else { return self }
    var smaller = self
    smaller.fontSize = fontSize * max(minimum, width / widest)
    return smaller
  }

  private func wrapped(width: Double) -> [String] {
    let own = string.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard isWrapped else { return own }
    var out: [String] = []
    for line in own {
      var current = ""
      for word in line.split(separator: " ") {
        let candidate = current.isEmpty ? String(word) : current + " " + word
        if !current.isEmpty, typeset(candidate).advance > width * slack {
          out.append(current)
          current = String(word)
        } else {
          current = candidate
        }
      }
      out.append(current)
    }
    return out
  }

  /// The text's ink in a layer whose bounds are `frame`: glyph outlines (filled non-zero) and
  /// colour glyphs with the rectangles they fill.
  public func ink(in frame: Rect) -> (outlines: BezierPath, images: [(bitmap: Bitmap, rect: Rect)]) {
    let bounds = Rect(x: frame.minX + inset, y: frame.minY, width: max(0, frame.width - 2 * inset), height: frame.height)
    let style = fitted(width: bounds.width)
    let set = style.lines(width: bounds.width).map(style.typeset)
    guard let first = set.first else { return (BezierPath(), []) }
    let lineHeight = first.lineHeight + lineSpacing
    var baseline = bounds.minY + first.ascent
    if centredVertically {
      let block = Double(set.count) * first.lineHeight + Double(set.count - 1) * lineSpacing
      baseline = bounds.midY - block / 2 + first.ascent
    }
    var elements: [BezierPath.Element] = []
    var images: [(bitmap: Bitmap, rect: Rect)] = []
    for (i, line) in set.enumerated() {
      // A line over its box by no more than the stand-in's slack, condensed to fit it.
      let over = line.advance > bounds.width && line.advance <= bounds.width * slack
      let squeeze = over ? bounds.width / line.advance : 1
      let advance = line.advance * squeeze
      let x: Double =
        switch alignment {
        case .center: bounds.midX - advance / 2
        case .right: bounds.maxX - advance
        default: bounds.minX
        }
      let y = baseline + Double(i) * lineHeight
      let place = AffineTransform(scaleX: squeeze, y: 1).concatenating(AffineTransform(translationX: x, y: y))
      elements += line.outlines.applying(place).elements
      images += line.images.map {
        let r = $0.rect
        return ($0.bitmap, Rect(x: r.minX * squeeze + x, y: r.minY + y, width: r.width * squeeze, height: r.height))
      }
    }
    return (BezierPath(elements: elements), images)
  }

  /// The glyph outlines alone (the ink a mask or a shadow of the text takes).
  public func path(in frame: Rect) -> BezierPath { ink(in: frame).outlines }
}

extension String {
  /// Without the spaces at its end (a truncated line's last word is followed by "…" directly).
  fileprivate var trimmingTrailingSpaces: String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}

extension Layer {
  /// How many layers this tree draws once each replicator has made its instances (this layer
  /// and its mask included; particles not: an emitter bounds its own), counted no further than
  /// `limit`: replicators inside replicators multiply, and three of 10,000 draw 10¹².
  public func drawnLayerCount(upTo limit: Int) -> Int {
    var below = mask?.drawnLayerCount(upTo: limit) ?? 0
    for sublayer in sublayers {
      below = below &+ sublayer.drawnLayerCount(upTo: limit)
      if below > limit { return limit + 1 }
    }
    let copies = replicator.map { max(0, $0.instanceCount) } ?? 1
    let (product, overflow) = below.multipliedReportingOverflow(by: copies)
    return overflow || product >= limit ? limit + 1 : product + 1
  }
}
