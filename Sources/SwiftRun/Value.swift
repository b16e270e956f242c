import Animation
import Geometry
import Typesetting
import SwiftSyntax

/// A value of the interpreted program: Swift's numbers, Booleans and strings, the
/// CoreGraphics value types, and references to the UIKit and Core Animation objects the
/// program builds.
enum Value {
  case number(Double)
  case bool(Bool)
  case string(String)
  case point(Point)
  case size(width: Double, height: Double)
  case rect(Rect)
  case color(Color)
  case path(PathObject)
  case layer(LayerObject)
  case view(ViewObject)
  case animation(AnimationObject)
  /// An instance of a class or struct the file declares.
  case instance(Instance)
  /// A case of an enum the file declares.
  case enumCase(EnumCase)
  // Boxed: a `CATransform3D` inline would make every value 129 bytes to copy.
  indirect case timingFunction(TimingFunction)
  indirect case transform(Transform3D)
  indirect case affine(AffineTransform)
  case array([Value])
  /// `(a, b)` or `(dx: 1, dy: 2)`: its elements and their labels (empty, or one per element
  /// with "" for an unlabelled one); `enumerated()` and a dictionary's elements are labelled
  /// `offset`/`element` and `key`/`value` as in Swift.
  case tuple([Value], labels: [String])
  /// `[key: value]`, its entries in the order they were added (Swift leaves a dictionary's
  /// order unspecified; Wobble keeps one so that runs repeat).
  case dictionary([DictionaryEntry])
  case closure(ClosureObject)
  /// A method or function named where a function is passed (`forEach(layer.addSublayer)`).
  case method(MethodReference)
  case propertyAnimator(PropertyAnimatorObject)
  /// `UISpringTimingParameters`/`UICubicTimingParameters`: how a property animator paces itself.
  case timingParameters(Interpreter.ViewCurve)
  /// `CAFrameRateRange(minimum:maximum:preferred:)`: the rate a display link asks for.
  case frameRateRange(preferred: Double)
  case image(ImageObject)
  /// A `UIFont` or `CTFont`: the face asked for and its size.
  case font(FontRequest)
  /// A `CTLine`: text set in a font, with the colour its attributes give.
  case textLine(TextLineObject)
  /// A `CTRun`: the glyphs of a line one face draws, with their positions.
  case glyphRun(GlyphRunObject)
  case displayLink(DisplayLinkObject)
  /// The Core Graphics context of a `draw(_:)` in progress (`UIGraphicsGetCurrentContext()`).
  case context(DrawingContext)
  /// A GameplayKit random source or distribution.
  case randomSource(RandomSource)
  /// A `CAEmitterCell`.
  case emitterCell(EmitterCellObject)
  /// The `CADisplayLink` passed to its target: its `duration` is the frame interval.
  case displayLinkTick(Double, DisplayLinkObject)
  /// A `Timer` from `scheduledTimer`: `invalidate()` stops it.
  case timer(TimerObject)
  /// A `UIDynamicAnimator` or one of its behaviors (`Library/UIKit/Dynamics`).
  case dynamics(DynamicsObject)
  /// A type or namespace named in the code (`CGFloat`, `UIColor`, `PlaygroundPage`), for its
  /// static members and initialisers.
  case type(String)
  /// `PlaygroundPage.current`.
  case playgroundPage
  /// A set of an option set's members whose bits Wobble knows (`UIControl.State`).
  case optionSet(OptionSetValue)
  /// `NSNull()`: in a layer's `actions`, no implicit animation for that key.
  case null
  /// A view's layout anchor (`leadingAnchor`), a layout guide, a constraint (`AutoLayout.swift`).
  case anchor(LayoutAnchor)
  case layoutGuide(ViewObject, insets: GuideInsets)
  case constraint(ConstraintObject)
  /// An object that cannot change what is drawn (`UITapGestureRecognizer(target:action:)`):
  /// made with a warning, its properties set and methods called without effect.
  case skipped(String)
  /// A value of a simulated type that needs no case of its own (`Measurement`): its type and
  /// named fields.
  case record(Record)
  /// The value of `.void` expressions (a call that returns nothing).
  case void
  case `nil`

  /// The names of an option set as code writes it: `.repeat` or `[.repeat, .autoreverse]`
  /// (each option is its case name); empty for anything else.
  var optionNames: [String] {
    // Swift 2 capitalised the cases (`.Repeat`, `.CurveEaseInOut`): the same options.
    func modern(_ name: String) -> String { name.prefix(1).lowercased() + name.dropFirst() }
    return switch self {
    // Swift 1's `.allZeros`, the empty set (Swift 2 wrote `[]`).
    case .string("allZeros"): []
    case .string(let name): [modern(name)]
    case .array(let items): items.compactMap { if case .string(let n) = $0 { modern(n) } else { nil } }
    case .optionSet(let set): set.names.sorted()
    default: []
    }
  }

  /// What the value is, for messages.
  var kind: String {
    switch self {
    case .number: "a number"
    case .bool: "a Boolean"
    case .string: "a string"
    case .point: "a CGPoint"
    case .size: "a CGSize"
    case .rect: "a CGRect"
    case .color: "a colour"
    case .path: "a path"
    case .layer(let l): "a \(l.className)"
    case .view: "a UIView"
    case .animation(let a): "a \(a.className)"
    case .instance(let i): "a \(i.className)"
    case .enumCase(let c): "\(c.type.name).\(c.name)"
    case .timingFunction: "a CAMediaTimingFunction"
    case .transform: "a CATransform3D"
    case .affine: "a CGAffineTransform"
    case .array: "an array"
    case .tuple: "a tuple"
    case .dictionary: "a dictionary"
    case .closure: "a closure"
    case .method: "a method"
    case .propertyAnimator: "a UIViewPropertyAnimator"
    case .timingParameters: "timing parameters"
    case .frameRateRange: "a CAFrameRateRange"
    case .image: "a UIImage"
    case .font: "a UIFont"
    case .textLine: "a CTLine"
    case .glyphRun: "a CTRun"
    case .displayLink: "a CADisplayLink"
    case .context: "a CGContext"
    case .randomSource: "a GKRandomSource"
    case .emitterCell: "a CAEmitterCell"
    case .timer: "a Timer"
    case .dynamics(let d): d.kind == .animator ? "a UIDynamicAnimator" : "a UIDynamicBehavior"
    case .displayLinkTick: "a CADisplayLink"
    case .type(let name): "the type \(name)"
    case .playgroundPage: "PlaygroundPage.current"
    case .null: "NSNull"
    case .anchor: "a layout anchor"
    case .layoutGuide: "a layout guide"
    case .constraint: "an NSLayoutConstraint"
    case .skipped(let type): "a \(type) (skipped)"
    case .record(let r): "a \(r.type.name)"
    case .optionSet(let s): "a \(s.type)"
    case .void: "nothing"
    case .nil: "nil"
    }
  }
}

/// A value of a simulated type held as named fields. Immutable: a changed value is a new
/// record, as Swift copies a struct.
final class Record {
  let type: SimulatedType
  /// Its properties; a mutable Foundation object's (`NSMutableParagraphStyle`) change in place.
  var fields: [String: Value]
  init(type: SimulatedType, fields: [String: Value]) {
    self.type = type
    self.fields = fields
  }
}

/// One key and its value in a dictionary.
struct DictionaryEntry {
  var key: Value
  var value: Value
  /// As `for (key, value) in dictionary` and `sorted(by:)` see it.
  var tuple: Value { .tuple([key, value], labels: ["key", "value"]) }
}

/// A `Timer`: its interval in seconds, what it calls, and whether it repeats. Once invalidated
/// it never fires again.
final class TimerObject {
  /// A block (given the timer), or a method of a target (given the timer when it takes one
  /// argument).
  enum Action {
    case block(ClosureObject)
    case method(Instance, String)
    /// `Timer()`: a placeholder the code replaces before it uses it; it never fires.
    case none
  }
  var invalidated = false
  /// A timer made with `repeats: false` fires once (and is invalidated then).
  var repeats: Bool
  var interval: Double
  var action: Action
  /// A Grand Central Dispatch timer source (`DispatchSource.makeTimerSource`): its handler
  /// takes no argument, and it starts at its `schedule(deadline:…)` time once resumed.
  var isDispatchSource = false
  /// The dispatch source's first firing, in seconds of the run (nil: not scheduled yet).
  var deadline: Double?
  /// Added to a run loop (`scheduledTimer` adds itself; `Timer(…)` waits for `RunLoop.add`).
  var scheduled = false
  /// The `userInfo:` it was made with, which its method reads back (`timer.userInfo`).
  var userInfo: Value = .nil
  init(repeats: Bool, interval: Double, action: Action) {
    (self.repeats, self.interval, self.action) = (repeats, interval, action)
  }
}

final class DisplayLinkObject {
  /// The instance it calls, nil for `CADisplayLink()` (made as a placeholder, never calling).
  let target: Instance?
  let method: String
  /// `invalidate()` was called: it never fires again.
  var invalidated = false
  /// Added to the run loop and not removed since (`add(to:forMode:)`, `remove(from:forMode:)`):
  /// it calls on each display frame.
  var inRunLoop = false
  /// Its next display frame is scheduled (once, however many modes it was added for).
  var frameScheduled = false
  /// `isPaused`: it keeps its place on the display's grid but does not call.
  var isPaused = false
  /// `preferredFramesPerSecond` (0: the display's rate): it fires on every k-th display frame,
  /// k the display rate over this, rounded, at least 1.
  var preferredFramesPerSecond = 0.0
  /// `frameInterval` (deprecated in iOS 10): it fires on every n-th display frame, 1 by
  /// default; a preferred rate set as well decides instead.
  var frameInterval = 1
  /// The method `method` names on `target`, once looked up (nil inside: it has none).
  var function: FunctionDeclSyntax??
  /// `timestamp`: the time of the display frame it last called for, in seconds of the run (0
  /// before its first call), and `duration`, the display's frame interval (0 before it).
  var timestamp = 0.0
  var duration = 0.0
  init(target: Instance?, method: String) {
    self.target = target
    self.method = method
  }
}

/// `UIBezierPath` / `CGPath`: a path built by calls, shared by reference as in UIKit.
final class PathObject {
  var path = BezierPath()
  /// `UIBezierPath`'s own stroke attributes (`lineWidth`, `lineCapStyle`, …), used by its
  /// `stroke()`.
  var line = StrokeStyle()
  var usesEvenOddFillRule = false
  init(_ path: BezierPath = BezierPath()) { self.path = path }
}

/// A `CALayer` (or `CAShapeLayer`) being built: the engine's model layer, its sublayers as
/// objects (so a layer added and changed later changes in the tree), the animations added.
final class LayerObject {
  let className: String
  /// Its class in the simulated SDK (`CALayer` for a class it does not simulate).
  let type: SimulatedType
  /// `contents` when it is an image.
  var contentsImage: ImageObject?
  var model: Layer
  /// Each layer has one superlayer, as in Core Animation: one added here leaves the one it
  /// was in.
  var sublayers: [LayerObject] = [] {
    didSet {
      for sub in sublayers where sub.superlayer !== self {
        if let old = sub.superlayer { old.sublayers.removeAll { $0 === sub } }
        sub.superlayer = self
      }
    }
  }
  weak var superlayer: LayerObject?
  /// How far the code's `beginTime` and `timeOffset` of the layer read ahead of the engine's
  /// (`MediaClock`): the uptime when the code took them from the media clock, else 0.
  var beginTimeShift = 0.0
  var timeOffsetShift = 0.0

  /// Absolute time `t` in this layer's own time (through every superlayer's timing, the
  /// top first), or back (`toLocal` false); a layer frozen by speed 0 has no way back.
  func convertTime(_ t: Double, toLocal: Bool, at node: some SyntaxProtocol, _ run: Interpreter) throws(RunError)
    -> Double
  {
    var chain: [LayerTiming] = []
    var layer: LayerObject? = self
    while let l = layer {
      chain.append(l.model.timing)
      layer = l.superlayer
    }
    if toLocal { return chain.reversed().reduce(t) { $1.localTime($0) } }
    var time = t
    for timing in chain {
      guard timing.speed != 0 else { throw run.error("a layer of speed 0 has no absolute time to convert to", at: node) }
      time = (time - timing.timeOffset) / timing.speed + timing.beginTime
    }
    return time
  }

  /// Whether `other` is this layer or is drawn as part of it (a sublayer or a mask, at any
  /// depth): holding `other` would make the tree a loop.
  func contains(_ other: LayerObject) -> Bool {
    var pending: [LayerObject] = [self]
    var seen: Set<ObjectIdentifier> = []
    while let layer = pending.popLast() {
      if layer === other { return true }
      guard seen.insert(ObjectIdentifier(layer)).inserted else { continue }
      pending += layer.sublayers
      if let mask = layer.maskLayer { pending.append(mask) }
    }
    return false
  }

  /// How many layers hold it, up to the root (0 for a root).
  var depth: Int {
    var n = 0
    var current = superlayer
    while let layer = current {
      n += 1
      current = layer.superlayer
    }
    return n
  }

  /// The layers on its longest path down, itself included (sublayers and masks).
  var height: Int { 1 + ((sublayers + (maskLayer.map { [$0] } ?? [])).map(\.height).max() ?? 0) }

  /// Out of its superlayer, if it has one (`removeFromSuperlayer()`).
  func remove() {
    superlayer?.sublayers.removeAll { $0 === self }
    superlayer = nil
  }
  /// `mask`: drawn only as the alpha this layer's drawing is multiplied by.
  var maskLayer: LayerObject?
  /// The tree as it was before this turn of the run loop changed it (a transition added
  /// after the change fades from it); nil when the turn has not changed the layer.
  var beforeTurn: Layer?
  /// The layer alone as it was before this turn first changed it: what its presentation layer
  /// showed, for an animation with no values (`ImplicitAnimation.swift`); nil when unchanged.
  var modelBeforeTurn: Layer?
  /// `actions`: a key path's action — none (`NSNull()`), an animation, or an object of the
  /// file's that runs one (`LayerActions.swift`).
  var actions: [String: Value] = [:]
  /// `delegate`: an object of the file's, asked for the layer's actions (`action(for:forKey:)`).
  var delegate: Instance?
  /// What `presentation()` shows while an action runs: the layer as drawn before the change.
  var presentationOverride: Layer?
  /// Whether its delegate is to draw it at the end of the turn (`setNeedsDisplay()`).
  var delegateDisplayPending = false
  /// `emitterCells` of a `CAEmitterLayer`, as given.
  var emitterCells: [EmitterCellObject] = []

  /// A `CAEmitterLayer`'s emitter with its cells as they are now: cells are objects, and a
  /// change to one after it was given to the layer shows.
  var emitter: Emitter? {
    guard var e = model.emitter else { return nil }
    e.cells = emitterCells.map(\.engine)
    return e
  }
  /// Whether a view's own layer: it never animates implicitly.
  var backsView = false
  /// Whether it has been drawn (was in the shown tree when a turn of the run loop ended):
  /// only then do its changes animate implicitly.
  var rendered = false

  init(className: String, name: String) {
    self.className = className
    type = Library.types[className] ?? Library.caLayer
    model = Layer(name: name, bounds: .zero, position: .zero)
    if className == "CAShapeLayer" { model.content = .shape(ShapeStyle(path: BezierPath())) }
    if className == "CAReplicatorLayer" { model.replicator = Replicator() }
    if className == "CAEmitterLayer" { model.emitter = Emitter() }
    if className == "CAGradientLayer" { model.content = .gradient(Gradient()) }
    if className == "CATextLayer" { model.content = .text(TextStyle()) }
    if className == "CATransformLayer" { model.preservesDepth = true }
  }

  /// The model tree from here down.
  func tree() -> Layer {
    var layer = model
    layer.emitter = emitter
    layer.sublayers = sublayers.map { $0.tree() }
    layer.mask = maskLayer?.tree()
    return layer
  }

  /// The shape style, for `CAShapeLayer`s.
  var shape: ShapeStyle? {
    get { if case .shape(let s) = model.content { s } else { nil } }
    set { if let newValue { model.content = .shape(newValue) } }
  }
}

/// A `UIView` (or `UIImageView`): its backing layer is where its frame, colour and sublayers
/// live; an image view draws its image there.
final class ViewObject {
  let layer: LayerObject
  /// `translatesAutoresizingMaskIntoConstraints = false`: constraints place it.
  var usesConstraints = false
  /// Unarchived from a storyboard with a saved frame while most of its constraints stay
  /// unsolved: where the solved ones leave its size open it keeps the saved size (Interface
  /// Builder's solution), not its content's.
  var keepsArchivedSize = false
  /// Its last `draw(_:)` painted over black (opaque, no background colour: `Instance.paint`).
  var paintedOnBlack = false
  /// Its `draw(_:)` being run called `super.draw(_:)` (UIKit's own: a label's text).
  var drewAsSuper = false
  /// `autoresizingMask`: how it follows its superview's size (`UIView+Autoresizing.swift`).
  var autoresizing: AutoresizingMask = []
  /// `autoresizesSubviews`: whether its subviews follow their masks when its size changes.
  var autoresizesSubviews = true
  /// A `UIStackView`'s arrangement (`StackView.swift`).
  var stack: StackArrangement?
  /// A `UITableView`'s rows (`TableView.swift`), and a `UITableViewCell`'s parts.
  var table: TableState?
  var cell: CellState?
  /// A `UICollectionView`'s items (`CollectionView.swift`), and a `UICollectionViewCell`'s
  /// content view.
  var collection: CollectionState?
  var collectionContent: ViewObject?
  /// A control's targets (`addTarget(_:action:for:)`): called by `sendActions(for:)`, which the
  /// code may call itself; touches never reach a preview.
  var targets: [(target: Instance, action: String, events: Set<String>)] = []
  /// The storyboard segue a tap on it performs (`StoryboardSegues.swift`).
  var segue: StoryboardSegue?
  /// Tap recognizers added to it (`addGestureRecognizer(UITapGestureRecognizer(…))`), each
  /// with its target and action: a `tap.…` parameter fires them (`Touches.swift`).
  var tapRecognizers: [Record] = []
  var isImageView = false
  /// `isUserInteractionEnabled`'s default: false for labels and image views, true for the rest.
  var takesTouchesByDefault: Bool { !(isImageView || (isLabel && !isButton)) }
  /// A `UIScrollView`: its `contentOffset` is its bounds' origin (`UIScrollView.swift`).
  var isScrollView = false
  /// Made as a `UIToolbar`: its bar background drawn, its translucency and tint kept.
  var isToolbar = false
  /// A tab bar controller's bar (`tabBarController.tabBar`): its tabs, for the colours of its items.
  weak var tabBarState: TabBarState?
  /// Made as a `UIVisualEffectView`, and its effect (a `UIBlurEffect`; nil: none).
  var isVisualEffectView = false
  var effect: Record?
  /// A `UIWindow` and the controller it holds (`rootViewController`).
  var window: WindowState?
  /// A `UILabel`: its layer draws its text, centred vertically.
  var isLabel = false
  var image: ImageObject?
  /// A `UIImageView`'s `animationImages` and how it plays them (`UIImageView.swift`).
  var flipBook: FlipBook?
  /// `tintColor` set on this view: a template image's colour (UIKit's default tint is system blue).
  var tintColor: Color?
  /// The tint it takes from its superviews when it has none of its own (`UIView+Tint.swift`).
  var inheritedTint: Color?
  /// The tint it shows: its own, else its superviews'; nil is system blue.
  var shownTint: Color? { tintColor ?? inheritedTint }
  /// `mask` (a view whose layer masks this view's layer).
  var maskView: ViewObject?
  /// The size its content asks for where constraints leave it open: a label's text, an image
  /// view's image (UIKit's `intrinsicContentSize` of a `UIImageView` is its image's size, however
  /// the image was given; none without one).
  var fittingSize: (width: Double, height: Double)? {
    if isImageView, !isLabel { return image.map { ($0.width, $0.height) } }
    if let field = textField, case .text(var style) = layer.model.content { return Self.fittingSize(of: field, style: &style) }
    if let state = textView, case .text(var style) = layer.model.content {
      // A text view that scrolls has no size of its own; one that does not asks for its text's,
      // unwrapped, with its insets and padding.
      guard !state.scrolls else { return nil }
      let horizontal = 2 * style.inset
      (style.inset, style.insetTop) = (0, 0)
      let text = style.fittingSize
      return (text.width + horizontal, text.height + state.insets.top + state.insets.bottom)
    }
    guard isLabel, case .text(var style) = layer.model.content else { return nil }
    guard isButton else { return style.fittingSize }
    // An image with no title: the image's size and the insets, as UIKit sizes an icon button.
    if let image = buttonImage?.image, style.string.isEmpty {
      let i = contentInsets
      return (image.width + i.left + i.right, image.height + i.top + i.bottom)
    }
    // A button asks for its title and its content insets; with none, UIKit keeps 6 points
    // above and below the title (a 15-point title, 18 high, makes the 30-point button).
    style.inset = 0
    let title = style.fittingSize
    let i = contentInsets
    let vertical = (i.top, i.left, i.bottom, i.right) == (0, 0, 0, 0) ? 12 : i.top + i.bottom
    return (title.width + i.left + i.right, title.height + vertical)
  }
  /// A wrapping label's size at `width` when its one-line size `natural` is wider: the lines
  /// its text wraps to (UIKit lays a label with `numberOfLines` other than 1 out at the width it
  /// is given). Nil when it fits, or is not a wrapping label (a button's title does not wrap
  /// to its width here).
  func wrappedSize(natural: (width: Double, height: Double), at width: Double) -> (width: Double, height: Double)? {
    guard width > 0, natural.width > width, isLabel, !isButton, let style = layer.textStyle, style.isWrapped,
      style.maximumLines != 1
    else { return nil }
    return style.fittingSize(width: width)
  }
  /// A text field's own size, which UIKit does not publish [R]: its text's (else its
  /// placeholder's) as a label's, with the 7-point insets it is drawn in on either side; a
  /// rounded-rect border adds 13 points of height (34 at the 17-point font, Interface
  /// Builder's height for a new text field).
  static func fittingSize(of field: TextField, style: inout TextStyle) -> (width: Double, height: Double) {
    let inset = style.inset
    style.inset = 0
    let text = style.fittingSize
    return (text.width + 2 * inset, text.height + (field.borderStyle == "roundedRect" ? 13 : 0))
  }
  /// A button's `contentEdgeInsets`, in points.
  var contentInsets: (top: Double, left: Double, bottom: Double, right: Double) = (0, 0, 0, 0)

  /// Makes this view a `UILabel`: no text yet, UIKit's defaults (17 pt, black, centred
  /// vertically).
  /// A `UITextField`: its text, or else its placeholder, drawn as a label's, 7 points in.
  struct TextField {
    var text = ""
    var placeholder = ""
    var textColor = Color.black
    var borderStyle = "none"
    /// `isSecureTextEntry`: its text drawn as one bullet (•) a character.
    var secure = false
    /// Where the code made it (nil for a storyboard's), for what is said about it.
    var madeAt: Syntax?
  }
  var textField: TextField? {
    didSet { showTextField() }
  }
  /// A `UITextView`'s own state (`UITextView.swift`); its text is its layer's.
  struct TextView {
    /// `isScrollEnabled`: a scrolling text view asks for no size of its own.
    var scrolls = true
    /// `textContainerInset` (UIKit's default: 8 points above and below).
    var insets = (top: 8.0, left: 0.0, bottom: 8.0, right: 0.0)
  }
  var textView: TextView?

  /// Makes this view a `UITextView`: its text set at the top, wrapped, in the body style's
  /// 17-point system font, black, on white, inside its container inset and the container's
  /// 5-point line fragment padding either side.
  func becomeTextView() {
    var style = TextStyle()
    (style.fontSize, style.color, style.isWrapped, style.maximumLines) = (17, .black, true, 0)
    textView = TextView()
    // A scroll view, its `contentOffset` scrolling the text.
    isScrollView = true
    layer.model.content = .text(style)
    layer.model.backgroundColor = .white
    placeTextViewText()
  }

  /// Sets the text's insets from the text view's container inset and padding.
  func placeTextViewText() {
    guard let insets = textView?.insets, case .text(var style) = layer.model.content else { return }
    style.inset = Library.lineFragmentPadding + (insets.left + insets.right) / 2
    style.insetTop = insets.top
    layer.model.content = .text(style)
  }
  /// A text field's `borderStyle` (`none`, `line`, `bezel`, `roundedRect`) and the border it
  /// draws: UIKit's look, approximately [R]: a light grey hairline with rounded corners over
  /// white, a black line, a grey bezel.
  func setBorderStyle(_ style: String) {
    let m = layer.model
    (layer.model.borderWidth, layer.model.borderColor, layer.model.cornerRadius) =
      switch style {
      case "roundedRect": (0.5, Color(white: 0.8), 5)
      case "line": (1, .black, 0)
      case "bezel": (1, Color(white: 0.6), 0)
      default: (0, m.borderColor, 0)
      }
    if style == "roundedRect", m.backgroundColor == nil { layer.model.backgroundColor = .white }
    textField?.borderStyle = style
  }

  /// A UIKit control Wobble does not draw (`UISwitch`, `UIActivityIndicatorView`, …): a
  /// placeholder box; its own properties and methods change nothing.
  var placeholderClass: String?
  /// A drawn control's own colours, by property (`onTintColor`…; `UIControlLook.swift`).
  var controlTints: [String: Color] = [:]
  /// A segmented control's titles ("" for an image's segment), and the stand-in controls a tap
  /// on each segment reaches (`tap.Red`), each knowing its control and segment.
  var segmentTitles: [String] = []
  var segmentStandIns: [ViewObject] = []
  weak var segmentOwner: ViewObject?
  var segmentIndex = 0
  /// A `UIActivityIndicatorView`'s own state.
  var activity: ActivityIndicator?

  /// `UIColor.placeholderText` in the light appearance: (60, 60, 67) at 30 %.
  static let placeholderGray = Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)

  func becomeTextField(madeAt node: Syntax? = nil) {
    var style = TextStyle()
    (style.fontSize, style.color, style.centredVertically, style.inset) = (17, .black, true, 7)
    layer.model.content = .text(style)
    textField = TextField(madeAt: node)
  }

  private func showTextField() {
    guard let field = textField, case .text(var style) = layer.model.content else { return }
    let shown = field.secure ? String(repeating: "\u{2022}", count: field.text.count) : field.text
    (style.string, style.color) =
      field.text.isEmpty ? (field.placeholder, Self.placeholderGray) : (shown, field.textColor)
    layer.model.content = .text(style)
  }

  /// Makes this view a `UIButton`: its title drawn as a label's, centred, at 15 points, until
  /// `setTitleColor`/`titleLabel?.font` say otherwise, in white for a `.custom` button (what
  /// `UIButton()` and `init(frame:)` make) and in the system tint (system blue) for the others.
  func becomeButton(custom: Bool = true) {
    becomeLabel()
    isButton = true
    titleFollowsTint = !custom
    guard case .text(var style) = layer.model.content else { return }
    (style.alignment, style.color) = (.center, custom ? .white : shownTint ?? Self.systemBlue)
    // UIButton's title font is the 15-point system font (a label's is 17).
    style.fontSize = 15
    // A button's title label truncates in its middle (`.byTruncatingMiddle`).
    style.truncation = .middle
    layer.model.content = .text(style)
  }
  /// A `UIButton`: `titleLabel` is the view itself, whose text is the title.
  var isButton = false
  /// A plain `UIControl` or an instance of the file's subclass of one: a view with a
  /// control's state (`UIControl.swift`).
  var isControl = false
  /// A bar button item's stand-in control (`Interpreter.makeTappable(barButtons:)`): tapped
  /// though no bar draws it, so never in the shown tree.
  var standsForBarButton = false
  /// A button's `imageView`, made by its first `setImage(_:for: .normal)`: the image's size,
  /// centred in the button (`UIButton+Image.swift`).
  var buttonImage: ViewObject?
  /// A system button's title is drawn in its tint until `setTitleColor(_:for: .normal)` (or a
  /// storyboard's `titleColor`) gives it a colour of its own.
  var titleFollowsTint = false
  /// A button's `.normal` attributed title, drawn in place of its plain title, which waits in
  /// `plainTitle` (`UIButton+AttributedTitle.swift`).
  var attributedTitle: AttributedText?
  var plainTitle: TextStyle?
  /// UIKit's default tint, systemBlue in the light appearance: (0, 122, 255).
  static let systemBlue = Color(red: 0, green: 122.0 / 255, blue: 1)

  /// `tintColor = c` (nil: take the superviews' again): a template image and a system
  /// button's title take it. The views below are the interpreter's to redraw (`retint`).
  func setTint(_ c: Color?) {
    tintColor = c
    redrawTint()
  }

  /// Draws what follows the tint — a template image, a system button's title — in `shownTint`.
  func redrawTint() {
    if let image { show(image) }
    retintControlLook()
    if titleFollowsTint, attributedTitle == nil, case .text(var style) = layer.model.content {
      style.color = shownTint ?? Self.systemBlue
      layer.model.content = .text(style)
    }
  }

  /// UIKit's label: 17-point system font, black, centred vertically, one line
  /// (`numberOfLines` 1) truncated at its tail (`lineBreakMode` `.byTruncatingTail`).
  func becomeLabel() {
    isLabel = true
    var style = TextStyle()
    (style.fontSize, style.color, style.centredVertically) = (17, .black, true)
    (style.maximumLines, style.truncation) = (1, .tail)
    layer.model.content = .text(style)
  }

  /// Shows `image` filling the bounds (`.scaleToFill`), in its tint.
  func show(_ image: ImageObject) {
    self.image = image
    layer.model.content = image.content(tint: shownTint)
  }

  /// Its class in the simulated SDK, from what it was made as.
  var type: SimulatedType {
    if activity != nil { return Library.uiActivityIndicatorView }
    if placeholderClass != nil { return Library.uiControlPlaceholder }
    if stack != nil { return Library.uiStackView }
    if table != nil { return Library.uiTableView }
    if cell != nil { return Library.uiTableViewCell }
    if collection != nil { return Library.uiCollectionView }
    if collectionContent != nil { return Library.uiCollectionViewCell }
    if textField != nil { return Library.uiTextField }
    if textView != nil { return Library.uiTextView }
    if isButton { return Library.uiButton }
    if isLabel { return Library.uiLabel }
    if isImageView { return Library.uiImageView }
    if isScrollView { return Library.uiScrollView }
    if isToolbar { return Library.uiToolbar }
    if tabBarState != nil { return Library.uiTabBar }
    if isVisualEffectView { return Library.uiVisualEffectView }
    if window != nil { return Library.uiWindow }
    if isControl { return Library.uiControl }
    return Library.uiView
  }

  /// `layerClass` is the class of the view's own layer (`override class var layerClass`).
  init(name: String, layerClass: String = "CALayer") {
    layer = LayerObject(className: layerClass, name: name)
    layer.backsView = true
  }

  /// A view backed by a layer already made (an instance of the file's own layer class).
  init(name: String, layer: LayerObject) {
    self.layer = layer
    layer.backsView = true
  }
}

/// A `CABasicAnimation` being configured: `add(_:forKey:)` copies it, as Core Animation does.
final class AnimationObject {
  let className: String
  /// Its class in the simulated SDK.
  let type: SimulatedType
  var keyPath: String
  /// `CASpringAnimation`'s spring (mass, stiffness, damping, initial velocity).
  var spring: Spring?
  /// `CAKeyframeAnimation`'s values and key times.
  var values: [Value]?
  var keyTimes: [Double]?
  /// `CAAnimationGroup`'s animations.
  var animations: [AnimationObject]?
  var from: Value?
  var to: Value?
  var by: Value?
  /// The engine's animation as configured so far: its media timing, curve and flags. Its key
  /// path and values are read when it is added (`engineAnimation`), where a wrong one is
  /// refused with its place.
  var engine = Animation(.opacity, .basic(from: nil, to: nil, by: nil))
  /// `delegate`: told when the animation starts and stops (`AnimationDelegate.swift`).
  var delegate: Value?
  /// The instance of the file's subclass this is the SDK object of (`class Bounce:
  /// CAKeyframeAnimation`): its computed overrides answer when the animation is added.
  weak var subclassInstance: Instance?
  /// A group's members that are instances of the file's subclasses, kept while it is.
  var memberInstances: [Instance] = []
  /// `CATransition`'s `type` (`fade`, `push`, `moveIn`, `reveal`).
  var transitionType = Transition.Kind.fade
  /// `subtype` of a `CATransition`: where a motion transition begins.
  var transitionSide = Transition.Side.fromLeft
  /// `CAKeyframeAnimation`'s path, modes and per-segment curves.
  var path: BezierPath?
  var calculationMode: Keyframes.CalculationMode = .linear
  var rotationMode: Keyframes.RotationMode?
  var timingFunctions: [TimingFunction]?
  /// `valueFunction`: the `CAValueFunction`'s name (`rotateX`), its values numbers.
  var valueFunction: String?

  init(className: String, keyPath: String) {
    self.className = className
    type = Library.types[className] ?? Library.caAnimation
    self.keyPath = keyPath
  }
}

/// A `UIImage`: one drawn in code (`UIGraphicsImageRenderer`), else one of Wobble's icons
/// where the name says which (`checkmark`, `play.fill`, `ellipsis`), else the placeholder, a
/// framed cross. Images Wobble cannot read are shown at 44 × 44 points, the size of a
/// standard tap target.
final class ImageObject {
  let name: String
  let symbol: Bool
  var tint: Color?
  /// What code drew, in points of the image (y down), and the image's size in points.
  let drawing: Drawing?
  let width: Double, height: Double
  /// Pixels per point (`UIGraphicsImageRendererFormat.scale`): a `CGImage` of it is
  /// width·scale pixels wide, which is how big a particle draws it at `contentsScale` 1.
  let scale: Double

  init(name: String, symbol: Bool) {
    self.name = name
    self.symbol = symbol
    drawing = nil
    (width, height, scale) = (44, 44, 1)
  }

  /// An image drawn in code.
  init(drawing: Drawing, width: Double, height: Double, scale: Double) {
    name = ""
    symbol = false
    self.drawing = drawing
    (self.width, self.height, self.scale) = (width, height, scale)
  }

  /// Whether it is a `CGImage` (a `UIImage`'s `cgImage`): what a layer's and an emitter
  /// cell's `contents` take. A `UIImage` there draws nothing on iOS; Wobble says so.
  private(set) var isCGImage = false

  /// `withRenderingMode(.alwaysTemplate)`: an image view draws it "ignoring its color
  /// information", every pixel in its tint colour at the pixel's own alpha. `.automatic` is
  /// the original in an image view, as `.alwaysOriginal` is.
  private(set) var isTemplate = false

  private func copy() -> ImageObject {
    let copy =
      drawing.map { ImageObject(drawing: $0, width: width, height: height, scale: scale) }
      ?? ImageObject(name: name, symbol: symbol)
    copy.tint = tint
    copy.isTemplate = isTemplate
    return copy
  }

  /// An animated image's pictures (`UIImage.animatedImage(with:duration:)`), which an image
  /// view shows in turn, one pass every `framesDuration` seconds, for ever; empty for a still.
  private(set) var frames: [ImageObject] = []
  private(set) var framesDuration = 0.0

  /// An animated image of `frames`: the first's picture and size, the frames in turn over
  /// `duration` seconds in an image view.
  static func animated(_ frames: [ImageObject], duration: Double) -> ImageObject {
    let made = frames.first?.copy() ?? ImageObject(drawing: Drawing(operations: []), width: 0, height: 0, scale: 1)
    made.frames = frames
    made.framesDuration = duration
    return made
  }

  /// The same picture as a `CGImage` (a bitmap keeps no rendering mode).
  var cgImage: ImageObject {
    let copy = self.copy()
    copy.isCGImage = true
    copy.isTemplate = false
    return copy
  }

  /// The same picture in another rendering mode.
  func rendered(asTemplate: Bool) -> ImageObject {
    let copy = self.copy()
    copy.isTemplate = asTemplate
    return copy
  }

  /// What a layer showing it draws, stretched over its bounds; `viewTint` for an icon or a
  /// template image, which take the view's tint colour (system blue when none is set).
  func content(tint viewTint: Color? = nil) -> LayerContent {
    if let drawing {
      guard isTemplate, !isCGImage else { return .picture(drawing, width: width, height: height) }
      return .picture(drawing.inTemplateColor(viewTint ?? ViewObject.systemBlue), width: width, height: height)
    }
    return .icon(icon, color: tint ?? viewTint ?? defaultColor)
  }

  var icon: Icon {
    switch name {
    case "checkmark", "checkmark.circle", "checkmark.circle.fill": .checkmark
    case "play", "play.fill", "play.circle", "play.circle.fill": .play
    case "ellipsis", "ellipsis.circle", "busy": .busy
    case "circle.fill", "circlebadge.fill": .disc
    case "circle", "circlebadge": .ring
    default: .placeholder
    }
  }

  /// A symbol draws in the tint (system blue); an app's image is shown grey.
  var defaultColor: Color { symbol ? Color(red: 0, green: 122.0 / 255, blue: 1) : Color(white: 0.6) }
}

/// A method or function passed by name: `view.layer.addSublayer` (bound to the layer it was
/// read from, as Swift binds it), `addSubview` inside a view's method (bound to `self`),
/// `configure` for a top-level function (no receiver).
final class MethodReference {
  let receiver: Value?
  let name: String
  /// Where it is written, for messages.
  let node: Syntax

  init(receiver: Value?, name: String, node: Syntax) {
    self.receiver = receiver
    self.name = name
    self.node = node
  }
}
