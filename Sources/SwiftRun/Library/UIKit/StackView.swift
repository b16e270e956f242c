import Geometry
import SwiftSyntax

/// `UIStackView`: its arranged subviews laid out in a row or a column — `axis`, `spacing`,
/// `alignment` (`.fill`, `.leading`/`.top`, `.center`, `.trailing`/`.bottom`) and
/// `distribution` (`.fill`, `.fillEqually`, `.equalSpacing`) — hidden ones left out, so that
/// `UIView.animate { row.isHidden = true; stack.layoutIfNeeded() }` closes the gap as UIKit's
/// does. Each arranged view keeps the size its constraints or its content give it along the
/// axis (`.fill` gives what is left over to a view nothing sizes along the axis, whose
/// stretching breaks no content hugging, else to the last one, as UIKit does when no hugging
/// priorities say otherwise); a stack not sized by constraints takes the size of what it holds.
struct StackArrangement {
  var vertical = false
  var spacing = 0.0
  var alignment = "fill"
  var distribution = "fill"
  var arranged: [ViewObject] = []
  /// `setCustomSpacing(_:after:)`: the gap after a view, in place of `spacing`.
  var customSpacing: [ObjectIdentifier: Double] = [:]
  /// `isLayoutMarginsRelativeArrangement`: the views are laid out inside the layout margins.
  var marginsRelative = false

  /// The gap after `view`: its custom spacing, else the stack's.
  func gap(after view: ViewObject) -> Double { customSpacing[ObjectIdentifier(view)] ?? spacing }

  /// The gaps between the views shown, in order (one fewer than the views).
  func gaps(between shown: [ViewObject]) -> [Double] { shown.dropLast().map(gap(after:)) }
  /// The size of the bounds it last arranged its views in: a stack resized since (its frame set
  /// in a superview's `layoutSubviews()`) arranges them again, as UIKit lays out a view whose
  /// bounds changed.
  var arrangedIn: (width: Double, height: Double)?
}

extension Interpreter {
  /// `addArrangedSubview(_:)` (or `insertArrangedSubview(_:at:)`): a subview of the stack, laid
  /// out by it.
  func arrange(_ value: Value, in stack: ViewObject, at node: some SyntaxProtocol, index: Int? = nil) throws(RunError) {
    let view: ViewObject
    switch value {
    case .view(let v): view = v
    case .instance(let i) where i.view != nil: view = i.view!
    default: throw error("a stack view arranges views, not \(value.kind)", at: node)
    }
    if !stack.layer.sublayers.contains(where: { $0 === view.layer }) {
      try checkHolding(view.layer, in: stack.layer, at: node)
      stack.layer.sublayers.append(view.layer)
      try inheritTint(view, from: stack)
    }
    stack.stack?.arranged.removeAll { $0 === view }
    let at = min(max(0, index ?? Int.max), stack.stack?.arranged.count ?? 0)
    stack.stack?.arranged.insert(view, at: at)
    treeChanged = true
    layoutIsStale = true
  }

  /// A label that wraps (`numberOfLines` other than 1), whose text (`natural` its unwrapped
  /// size) is wider than `width`: the size of its lines wrapped at `width`. Nil for any other
  /// view, or text that fits.
  func wrappedSize(of view: ViewObject, natural: (width: Double, height: Double), at width: Double)
    -> (width: Double, height: Double)?
  {
    guard declaredIntrinsicSizes[ObjectIdentifier(view)] == nil else { return nil }
    return view.wrappedSize(natural: natural, at: width)
  }

  /// The size an arranged view asks for: its constant width or height constraints, else its
  /// content's (a label's text, a stack's own), else its frame's; then an aspect ratio tying
  /// its height to its width (or the other way) gives the side it sizes.
  /// `wrappingAt`: the width a vertical stack gives its arranged views, at which a label that
  /// wraps takes the lines its text wraps to (UIKit sets a wrapping label's preferred maximum
  /// layout width from the width it is laid out at).
  func preferredSize(
    of view: ViewObject, wrappingAt width: Double? = nil, filling across: (length: Double, vertical: Bool)? = nil
  ) -> (width: Double, height: Double) {
    var size = contentSize(of: view) ?? (view.layer.model.bounds.width, view.layer.model.bounds.height)
    if let width, let wrapped = wrappedSize(of: view, natural: size, at: width) { size = wrapped }
    if let c = sizeConstraint(of: view, vertical: false) { size.width = c.constant }
    if let c = sizeConstraint(of: view, vertical: true) { size.height = c.constant }
    // A fill-aligned stack gives its arranged views its own cross size, which an aspect ratio
    // then turns into their length (square buttons in a 40-point-high row are 40 wide).
    if let across {
      if across.vertical { size.width = across.length } else { size.height = across.length }
    }
    for c in constraints where c.isEquality && c.first.view === view && c.second?.view === view {
      switch (c.first.attribute, c.second?.attribute) {
      case (.height, .width): size.height = c.multiplier * size.width + c.constant
      case (.width, .height): size.width = c.multiplier * size.height + c.constant
      default: break
      }
    }
    return size
  }

  /// The size a view's content asks for where nothing else sizes it: its class's
  /// `intrinsicContentSize`, a stack's arranged views, a label's text; nil for any other view.
  func contentSize(of view: ViewObject) -> (width: Double, height: Double)? {
    if let declared = declaredIntrinsicSizes[ObjectIdentifier(view)] {
      return (declared.width ?? view.layer.model.bounds.width, declared.height ?? view.layer.model.bounds.height)
    }
    if let control = view.placeholderClass, let usual = Library.placeholderControls[control] { return usual }
    if let indicator = view.activity { return (indicator.side, indicator.side) }
    if let field = view.textField {
      let message =
        "a text field that constraints leave unsized takes its text's (or placeholder's) size with 7-point insets (and a "
        + "rounded-rect border 13 points more height): UIKit does not publish its intrinsic size"
      if let made = field.madeAt { warn("text field size", message, at: made) } else { warn("text field size", message) }
    }
    return view.stack.map { contentSize(of: $0, in: view) } ?? view.fittingSize
  }

  /// Whether `view`'s content gives it a length along the axis: a slider or a progress view
  /// has a height of its own but takes any width (UIKit's `noIntrinsicMetric`).
  func hasContentLength(_ view: ViewObject, vertical: Bool) -> Bool {
    guard contentSize(of: view) != nil else { return false }
    return vertical || !["UISlider", "UIProgressView"].contains(view.placeholderClass ?? "")
  }

  /// Whether a required constraint of its own sizes `view` along the axis: a constant width
  /// (or height, for `vertical`), or an aspect ratio giving it from the other side.
  func isSized(_ view: ViewObject, vertical: Bool) -> Bool {
    let attribute: LayoutAttribute = vertical ? .height : .width
    return hasSizeConstraint(view, vertical: vertical)
      || constraints.contains { c in
        c.isEquality && c.first.view === view && c.second?.view === view && c.first.attribute == attribute
      }
  }

  /// Whether a constant width (or height, for `vertical`) constraint sizes `view`.
  func hasSizeConstraint(_ view: ViewObject, vertical: Bool) -> Bool { sizeConstraint(of: view, vertical: vertical) != nil }

  /// The equality constraint that gives `view` a constant width (or height, for `vertical`).
  func sizeConstraint(of view: ViewObject, vertical: Bool) -> ConstraintObject? {
    constraints.first { c in
      c.isEquality && c.second == nil && c.first.view === view && c.first.attribute == (vertical ? .height : .width)
    }
  }

  /// What a stack's visible arranged views take with their spacing (and its layout margins
  /// when it arranges them inside).
  func contentSize(of stack: StackArrangement, in view: ViewObject) -> (width: Double, height: Double) {
    let margins = layoutMargins(of: view)
    let shown = stack.arranged.filter { !$0.layer.model.isHidden }
    let m = stack.marginsRelative ? margins : GuideInsets()
    let (h, v) = (m.left + m.right, m.top + m.bottom)
    // A vertical stack already given a width wraps its labels at it.
    let width = view.layer.model.bounds.width - h
    // The cross size a fill stack gives its views, when a constraint of its own fixes it.
    let fixed = sizeConstraint(of: view, vertical: !stack.vertical)
    let across =
      stack.alignment == "fill" ? fixed.map { (length: $0.constant - (stack.vertical ? h : v), vertical: stack.vertical) } : nil
    var sizes = shown.map { preferredSize(of: $0, wrappingAt: stack.vertical && width > 0 ? width : nil, filling: across) }
    let gaps = stack.gaps(between: shown).reduce(0, +)
    // Filling equally, every view takes the length of one a required constraint sizes (its
    // content gives way), else the longest content.
    if stack.distribution == "fillEqually", !sizes.isEmpty {
      let along = { (size: (width: Double, height: Double)) in stack.vertical ? size.height : size.width }
      let sized = shown.indices.first { isSized(shown[$0], vertical: stack.vertical) }
      let each = sized.map { along(sizes[$0]) } ?? sizes.map(along).max()!
      sizes = sizes.map { stack.vertical ? ($0.width, each) : (each, $0.height) }
    }
    return stack.vertical
      ? ((sizes.map(\.width).max() ?? 0) + h, sizes.map(\.height).reduce(0, +) + gaps + v)
      : (sizes.map(\.width).reduce(0, +) + gaps + h, (sizes.map(\.height).max() ?? 0) + v)
  }

  /// Lays out `view`'s arranged subviews in its bounds; true when any of them moved.
  func layOut(stack view: ViewObject) -> Bool {
    guard let stack = view.stack else { return false }
    var box = Self.absoluteFrame(of: view.layer)
    if stack.marginsRelative {
      let m = layoutMargins(of: view)
      box = Rect(
        x: box.minX + m.left, y: box.minY + m.top, width: max(0, box.width - m.left - m.right),
        height: max(0, box.height - m.top - m.bottom))
    }
    view.stack?.arrangedIn = (view.layer.model.bounds.width, view.layer.model.bounds.height)
    let shown = stack.arranged.filter { !$0.layer.model.isHidden }
    guard !shown.isEmpty else { return false }
    let length = stack.vertical ? box.height : box.width
    let across = stack.vertical ? box.width : box.height
    var sizes = shown.map { s in
      let p = preferredSize(
        of: s, wrappingAt: stack.vertical ? across : nil,
        filling: stack.alignment == "fill" ? (length: across, vertical: stack.vertical) : nil)
      return stack.vertical ? (p.height, p.width) : (p.width, p.height)
    }
    var spacings = stack.gaps(between: shown)
    let gaps = spacings.reduce(0, +)
    switch stack.distribution {
    case "fillEqually":
      let each = max(0, (length - gaps) / Double(shown.count))
      for i in sizes.indices { sizes[i].0 = each }
    case "equalSpacing" where shown.count > 1:
      // Equal gaps, none below its own spacing.
      let even = (length - sizes.map(\.0).reduce(0, +)) / Double(shown.count - 1)
      spacings = spacings.map { max($0, even) }
    default:
      // The view that stretches: one with nothing sizing it along the axis (no content size, no
      // constraint), whose stretching costs no hugging priority; else the last.
      let total = sizes.map(\.0).reduce(0, +) + gaps
      let free = shown.lastIndex {
        !hasContentLength($0, vertical: stack.vertical) && !hasSizeConstraint($0, vertical: stack.vertical)
      }
      let stretched = free ?? sizes.count - 1
      sizes[stretched].0 = max(0, sizes[stretched].0 + length - total)
    }
    var moved = false
    var offset = 0.0
    for (i, (s, size)) in zip(shown, sizes).enumerated() {
      let cross = stack.alignment == "fill" ? across : min(size.1, across)
      let crossStart: Double =
        switch stack.alignment {
        case "center": (across - cross) / 2
        case "trailing", "bottom": across - cross
        default: 0
        }
      let frame =
        stack.vertical
        ? Rect(x: box.minX + crossStart, y: box.minY + offset, width: cross, height: size.0)
        : Rect(x: box.minX + offset, y: box.minY + crossStart, width: size.0, height: cross)
      if place(s, atAbsolute: frame) { moved = true }
      offset += size.0 + (i < spacings.count ? spacings[i] : 0)
    }
    return moved
  }
}
