import Animation
import Geometry
import SwiftSyntax

/// Layout anchors and constraints, as view code sets frames with them: a view's
/// `leadingAnchor`, `trailingAnchor`, `leftAnchor`, `rightAnchor`, `topAnchor`, `bottomAnchor`,
/// `centerXAnchor`, `centerYAnchor`, `widthAnchor`, `heightAnchor` (and those of its
/// `safeAreaLayoutGuide` — the status bar's and bars' insets in an app's window (`SafeArea.swift`),
/// none in a playground's live view — and `layoutMarginsGuide`,
/// UIKit's default 8-point margins), `constraint(equalTo:[multiplier:][constant:])`,
/// `constraint(equalToConstant:)`, `isActive`, `NSLayoutConstraint.activate`/`deactivate`,
/// and a `constant` changed later and laid out inside `UIView.animate` (`layoutIfNeeded()`),
/// the usual way constraints are animated.
///
/// Solved as the common layouts need, not by Cassowary: equalities only, in each axis a
/// view's start, end, centre and size, each pinned by a constraint on it (or one naming it
/// second, solved backwards), the rest derived (size from two edges, an edge from the other
/// and the size); what stays open keeps a label's fitting size or the current frame. Passes
/// repeat until nothing moves, so a view pinned to a sibling follows it. Inequalities and
/// priorities are accepted and not solved (a warning says so).
enum LayoutAttribute: String, Sendable, CaseIterable {
  case leading, trailing, left, right, top, bottom, centerX, centerY, width, height

  /// The x axis, or the y axis.
  var isHorizontal: Bool { [.leading, .trailing, .left, .right, .centerX, .width].contains(self) }

  init?(anchorName: String) {
    guard anchorName.hasSuffix("Anchor") else { return nil }
    self.init(rawValue: String(anchorName.dropLast(6)))
  }
}

/// An anchor of a view or of one of its layout guides: `inset` points in from the view's edge
/// (an edge or a size), or, for a centre, shifted by `inset` points.
struct LayoutAnchor {
  let view: ViewObject
  let attribute: LayoutAttribute
  var inset = 0.0
}

/// A layout guide's insets from its view's edges, in points: `layoutMarginsGuide`'s 8 all
/// round, `safeAreaLayoutGuide`'s the status bar's and the bars' over the view.
struct GuideInsets: Equatable, Sendable {
  var top = 0.0, left = 0.0, bottom = 0.0, right = 0.0

  static func uniform(_ x: Double) -> GuideInsets { GuideInsets(top: x, left: x, bottom: x, right: x) }

  /// What the guide's anchor for `attribute` is from the view's: an edge's inset, a size's half
  /// loss on each side, a centre's shift.
  func inset(for attribute: LayoutAttribute) -> Double {
    switch attribute {
    case .top: top
    case .bottom: bottom
    case .leading, .left: left
    case .trailing, .right: right
    case .width: (left + right) / 2
    case .height: (top + bottom) / 2
    case .centerX: (left - right) / 2
    case .centerY: (top - bottom) / 2
    }
  }
}

/// `NSLayoutConstraint`: `first = multiplier · second + constant` (or `first = constant`).
final class ConstraintObject {
  let first: LayoutAnchor
  let second: LayoutAnchor?
  let multiplier: Double
  var constant: Double
  /// False for `≥`/`≤`: kept, not solved.
  let isEquality: Bool
  var isActive = false
  /// Where the file made it active, for a warning when it cannot hold.
  var activatedAt: Syntax?
  /// The view whose `constraints` list it while active: the one `addConstraint(_:)` was
  /// called on, else the nearest view that is or holds both items, as UIKit adds an activated
  /// constraint to their closest common ancestor.
  weak var holder: ViewObject?
  /// `identifier`: a name the code or Interface Builder gives it, read back to find it.
  var identifier: String?

  init(first: LayoutAnchor, second: LayoutAnchor?, multiplier: Double, constant: Double, isEquality: Bool) {
    (self.first, self.second, self.multiplier, self.constant, self.isEquality) =
      (first, second, multiplier, constant, isEquality)
  }
}

extension Interpreter {
  /// A view's layout margins: UIKit's 8 points all round unless the code set others.
  func layoutMargins(of view: ViewObject) -> GuideInsets {
    guard case .tuple(let fields, _)? = kept(.view(view), "layoutMargins"), fields.count == 4,
      case .number(let top) = fields[0], case .number(let left) = fields[1], case .number(let bottom) = fields[2],
      case .number(let right) = fields[3]
    else { return .uniform(8) }
    return GuideInsets(top: top, left: left, bottom: bottom, right: right)
  }

  /// `view.leadingAnchor` and the like, or a layout guide's; nil for any other name.
  func layoutMember(of view: ViewObject, _ name: String, insets: GuideInsets = GuideInsets()) -> Value? {
    switch name {
    case "safeAreaLayoutGuide": return .layoutGuide(view, insets: safeAreaInsets(of: view))
    case "layoutMarginsGuide", "readableContentGuide": return .layoutGuide(view, insets: layoutMargins(of: view))
    default:
      return LayoutAttribute(anchorName: name).map {
        .anchor(LayoutAnchor(view: view, attribute: $0, inset: insets.inset(for: $0)))
      }
    }
  }

  /// `anchor.constraint(…)`: a new, inactive constraint, its relation the first label.
  func constraint(_ anchor: LayoutAnchor, _ a: Arguments) throws(RunError) -> Value {
    guard let relation = a.labels.first else { throw a.error("takes a relation (equalTo:, …)") }
    let isEquality = relation.hasPrefix("equalTo")
    guard isEquality || relation.hasPrefix("greaterThanOrEqualTo") || relation.hasPrefix("lessThanOrEqualTo") else {
      throw a.error("is not simulated by Wobble yet")
    }
    func number(_ i: Int) throws(RunError) -> Double {
      let x = try a.number(i)
      guard x.isFinite else { throw a.error(i, "want a finite number") }
      return x
    }
    if relation.hasSuffix("Constant") {
      return .constraint(
        ConstraintObject(first: anchor, second: nil, multiplier: 1, constant: try number(0), isEquality: isEquality))
    }
    let other = try a.value(0)
    guard case .anchor(let second) = other else { throw a.wrong(0, got: other, want: "an anchor") }
    // Positions pair within an axis; a width and a height may pair (an aspect ratio).
    let dimensions: Set<LayoutAttribute> = [.width, .height]
    let bothDimensions = dimensions.contains(anchor.attribute) && dimensions.contains(second.attribute)
    guard bothDimensions || second.attribute.isHorizontal == anchor.attribute.isHorizontal else {
      throw a.error(0, "a \(anchor.attribute.rawValue) anchor cannot be tied to a \(second.attribute.rawValue) anchor")
    }
    var multiplier = 1.0, constant = 0.0
    // `equalToSystemSpacingBelow:`/`After:`: the second anchor plus the system's spacing times
    // the multiplier. UIKit does not document the spacing between two views' edges; Wobble
    // takes 8 points, its standard spacing, and says so.
    let systemSpacing = relation.hasSuffix("SystemSpacingBelow") || relation.hasSuffix("SystemSpacingAfter")
    if systemSpacing {
      a.run.warn("system spacing", "system spacing is taken as 8 points", at: a.call)
    }
    for (i, label) in a.labels.enumerated().dropFirst() {
      switch label {
      case "multiplier" where systemSpacing: constant = 8 * (try number(i))
      case "multiplier": multiplier = try number(i)
      case "constant": constant = try number(i)
      default: throw a.error(i, "constraint(…\(label):) is not simulated by Wobble yet")
      }
    }
    guard multiplier != 0 else { throw a.error("multiplier takes a number other than 0") }
    return .constraint(
      ConstraintObject(first: anchor, second: second, multiplier: multiplier, constant: constant, isEquality: isEquality))
  }

  /// `NSLayoutConstraint.activate(_:)`/`deactivate(_:)` and `isActive`: the layout is solved
  /// at the turn's end, or at the next `layoutIfNeeded()`.
  func setActive(
    _ constraint: ConstraintObject, _ active: Bool, holder: ViewObject? = nil, at node: some SyntaxProtocol
  ) {
    guard constraint.isActive != active else { return }
    constraint.isActive = active
    if active {
      constraint.activatedAt = Syntax(node)
      constraint.holder = holder ?? commonAncestor(constraint.first.view, constraint.second?.view)
      constraints.append(constraint)
      if !constraint.isEquality {
        warn("inequality", "≥ and ≤ constraints are kept but not solved by Wobble", at: node)
      }
    } else {
      constraints.removeAll { $0 === constraint }
    }
    layoutIsStale = true
  }

  /// The nearest view that is or holds both `a` and `b` (`a` alone when `b` is nil); nil when
  /// they share no tree.
  func commonAncestor(_ a: ViewObject, _ b: ViewObject?) -> ViewObject? {
    guard let b, b !== a else { return a }
    var chain: [ViewObject] = []
    var next: ViewObject? = a
    while let v = next, chain.count < 10_000 {
      chain.append(v)
      next = superview(of: v)
    }
    next = b
    var steps = 0
    while let v = next, steps < 10_000 {
      if chain.contains(where: { $0 === v }) { return v }
      next = superview(of: v)
      steps += 1
    }
    return nil
  }

  /// Solves the active constraints when they changed since the last solve.
  func applyConstraintsIfNeeded() throws(RunError) {
    guard layoutIsStale else { return }
    layoutIsStale = false
    let solvable = constraints.filter(\.isEquality)
    guard !solvable.isEmpty || !stacks.isEmpty else { return }
    try readDeclaredIntrinsicSizes()
    // Views pinned by constraints: those that asked (`translatesAutoresizingMaskIntoConstraints
    // = false`), else the first item of each.
    var targets: [ObjectIdentifier: ViewObject] = [:]
    var order: [ViewObject] = []
    for c in solvable {
      let second = c.second.map(\.view)
      let view = !c.first.view.usesConstraints && second?.usesConstraints == true ? second! : c.first.view
      if targets[ObjectIdentifier(view)] == nil {
        targets[ObjectIdentifier(view)] = view
        order.append(view)
      }
    }
    let index = Dictionary(uniqueKeysWithValues: order.enumerated().map { (ObjectIdentifier($1), $0) })
    /// An anchor as an expression over the unknowns (a constant for a view nothing constrains).
    func expression(_ anchor: LayoutAnchor) -> LinearLayout.Expression {
      guard let v = index[ObjectIdentifier(anchor.view)] else {
        return LinearLayout.Expression(constant: Self.value(of: anchor))
      }
      let i = anchor.inset
      let (x, w, y, h) = (
        LinearLayout.unknown(v, .x), LinearLayout.unknown(v, .width), LinearLayout.unknown(v, .y),
        LinearLayout.unknown(v, .height)
      )
      switch anchor.attribute {
      case .leading, .left: return .init(terms: [x: 1], constant: i)
      case .trailing, .right: return .init(terms: [x: 1, w: 1], constant: -i)
      case .centerX: return .init(terms: [x: 1, w: 0.5], constant: i)
      case .width: return .init(terms: [w: 1], constant: -2 * i)
      case .top: return .init(terms: [y: 1], constant: i)
      case .bottom: return .init(terms: [y: 1, h: 1], constant: -i)
      case .centerY: return .init(terms: [y: 1, h: 0.5], constant: i)
      case .height: return .init(terms: [h: 1], constant: -2 * i)
      }
    }
    // Sizes a view's content gives (a stack's arranged views, a label's text) stay free.
    var contentSized: Set<Int> = []
    for (v, view) in order.enumerated() where !view.keepsArchivedSize && contentSize(of: view) != nil {
      contentSized.formUnion([LinearLayout.unknown(v, .width), LinearLayout.unknown(v, .height)])
    }
    for _ in 0..<16 {
      var moved = false
      var system = LinearLayout()
      system.preferredFree = contentSized
      for c in solvable {
        var equation = expression(c.first)
        if let second = c.second { equation = equation - c.multiplier * expression(second) }
        equation.constant -= c.constant
        _ = system.add(equation)
      }
      var defaults: [Double] = []
      for view in order {
        let now = Self.absoluteFrame(of: view.layer)
        let size = unconstrainedSize(of: view)
        defaults += [now.minX, size.width ?? now.width, now.minY, size.height ?? now.height]
      }
      let values = system.solution(defaults: defaults)
      for (v, view) in order.enumerated() {
        let (x, w, y, h) = (values[4 * v], values[4 * v + 1], values[4 * v + 2], values[4 * v + 3])
        guard [x, w, y, h].allSatisfy(\.isFinite) else { continue }
        if place(view, atAbsolute: Rect(x: x, y: y, width: max(0, w), height: max(0, h))) { moved = true }
      }
      // A stack view that asked for constraints and that none places or sizes takes the size
      // of what it holds where it is, as its own constraints to its arranged views make it
      // (its place is ambiguous to Auto Layout, which leaves it).
      for stack in stacks where stack.usesConstraints && index[ObjectIdentifier(stack)] == nil {
        let now = Self.absoluteFrame(of: stack.layer), fitting = contentSize(of: stack)
        if let fitting, place(stack, atAbsolute: Rect(x: now.minX, y: now.minY, width: fitting.width, height: fitting.height)) {
          moved = true
        }
      }
      // Stack views arrange theirs in the frames just solved; what moved may move others.
      for stack in stacks where layOut(stack: stack) { moved = true }
      if !moved { break }
    }
    warnOfBrokenConstraint(among: solvable)
  }

  /// The length Auto Layout gives `view` along each axis its constraints leave open: its
  /// content's (an `intrinsicContentSize` override's, a label's text, an image); else, for a
  /// view that asked for constraints (`translatesAutoresizingMaskIntoConstraints = false`),
  /// zero — the frame it was made with does not count, so an underconstrained view goes missing
  /// (Sadun, *iOS Auto Layout Demystified*, "Underconstrained Missing Views": a view made 30 ×
  /// 30, pinned and given a height but no width, has no width). Nil keeps the frame's length:
  /// a view whose autoresizing mask still holds its size, or one Interface Builder saved.
  /// A wrapping label already laid out narrower than its text asks for its wrapped height.
  func unconstrainedSize(of view: ViewObject) -> (width: Double?, height: Double?) {
    guard !view.keepsArchivedSize else { return (nil, nil) }
    let open: Double? = view.usesConstraints ? 0 : nil
    if let declared = declaredIntrinsicSizes[ObjectIdentifier(view)] {
      return (declared.width ?? open, declared.height ?? open)
    }
    if let fitting = contentSize(of: view) {
      // A label that wraps, laid out narrower than its text: as tall as its lines at that
      // width (UIKit's automatic preferred maximum layout width), found on the next pass.
      let wrapped = wrappedSize(of: view, natural: fitting, at: view.layer.model.bounds.width)
      return (fitting.width, wrapped?.height ?? fitting.height)
    }
    return (open, open)
  }

  /// Says so when an active equality does not hold once solved (a view's leading, trailing and
  /// width that disagree): UIKit then logs "Unable to simultaneously satisfy constraints" and
  /// breaks one of them, which one it does not document; Wobble keeps the others.
  private func warnOfBrokenConstraint(among solvable: [ConstraintObject]) {
    for c in solvable {
      let wanted = c.second.map { c.multiplier * Self.value(of: $0) + c.constant } ?? c.constant
      let off = Self.value(of: c.first) - wanted
      // Half a point: less is rounding, not a conflict.
      guard abs(off) > 0.5, let place = c.activatedAt else { continue }
      let name = c.first.attribute.rawValue
      warn(
        "broken constraint",
        "this \(name) constraint cannot hold with the others on the same view (off by \((off * 10).rounded() / 10) pt): "
          + "UIKit logs \"Unable to simultaneously satisfy constraints\" and breaks one of them; Wobble breaks this one",
        at: place)
      return
    }
  }

  /// A label's text, font or line count changed: where constraints place it, its size is its
  /// text's (its intrinsic content size), so Auto Layout lays it out again at the turn's end.
  func textChangedSize(of label: ViewObject, at node: Syntax? = nil) {
    if label.usesConstraints { layoutIsStale = true }
    sayStandInEmojiCut(label, at: node)
  }

  /// Reads each view instance's `intrinsicContentSize` override (a typing indicator's 50 × 36
  /// points), which sizes it where its constraints leave the size open, as UIKit's do.
  func readDeclaredIntrinsicSizes() throws(RunError) {
    declaredIntrinsicSizes.removeAll()
    for instance in instances {
      guard let view = instance.view,
        let declared = instance.chain.lazy.compactMap({ $0.property("intrinsicContentSize", static: false) }).first
      else { continue }
      let value = try memberIfAny(.instance(instance), "intrinsicContentSize", at: declared.binding)
      guard case .size(let width, let height)? = value else {
        throw error("intrinsicContentSize gives \(value?.kind ?? "nothing"), want a CGSize", at: declared.binding)
      }
      // `UIView.noIntrinsicMetric` (-1) leaves that axis to the frame.
      declaredIntrinsicSizes[ObjectIdentifier(view)] = (width < 0 ? nil : width, height < 0 ? nil : height)
    }
  }

  /// Puts `view` at `frame` (root coordinates); false when it is already there.
  func place(_ view: ViewObject, atAbsolute frame: Rect) -> Bool {
    let now = Self.absoluteFrame(of: view.layer)
    let dx = abs(frame.minX - now.minX) + abs(frame.width - now.width)
    let dy = abs(frame.minY - now.minY) + abs(frame.height - now.height)
    guard dx + dy > 1e-9 else { return false }
    let parent = view.layer.superlayer.map { Self.absoluteFrame(of: $0).origin } ?? .zero
    let scroll = view.layer.superlayer?.model.bounds.origin ?? .zero
    noteChange(of: view.layer)
    let old = (width: view.layer.model.bounds.width, height: view.layer.model.bounds.height)
    view.layer.model.setFrame(
      Rect(
        x: frame.minX - parent.x + scroll.x, y: frame.minY - parent.y + scroll.y, width: frame.width, height: frame.height))
    // Its subviews follow their autoresizing masks, as for any change of its size.
    if old.width != frame.width || old.height != frame.height { autoresizeSubviews(of: view, from: old) }
    return true
  }

  /// Where an anchor is now, in the root's coordinates (points).
  static func value(of anchor: LayoutAnchor) -> Double {
    let f = absoluteFrame(of: anchor.view.layer)
    let i = anchor.inset
    switch anchor.attribute {
    case .leading, .left: return f.minX + i
    case .trailing, .right: return f.maxX - i
    case .centerX: return f.midX + i
    case .width: return f.width - 2 * i
    case .top: return f.minY + i
    case .bottom: return f.maxY - i
    case .centerY: return f.midY + i
    case .height: return f.height - 2 * i
    }
  }

  /// What pinning a guide's anchor means for the view's own: its edges lie the inset outside,
  /// its size twice the inset larger.
  static func insetOffset(_ anchor: LayoutAnchor) -> Double {
    switch anchor.attribute {
    case .leading, .left, .top: -anchor.inset
    case .trailing, .right, .bottom: anchor.inset
    case .width, .height: 2 * anchor.inset
    case .centerX, .centerY: -anchor.inset
    }
  }

  /// A layer's frame in the coordinates of the tree's root (its ancestors' transforms aside).
  static func absoluteFrame(of layer: LayerObject) -> Rect {
    var frame = layer.model.frame
    var current = layer.superlayer
    while let parent = current {
      let f = parent.model.frame
      let b = parent.model.bounds
      frame = Rect(x: frame.minX + f.minX - b.minX, y: frame.minY + f.minY - b.minY, width: frame.width, height: frame.height)
      current = parent.superlayer
    }
    return frame
  }
}

/// What constraints pin on one axis of one view (root coordinates, points).
struct AxisPins {
  var start: Double?
  var end: Double?
  var center: Double?
  var size: Double?

  mutating func pin(_ attribute: LayoutAttribute, _ value: Double) {
    switch attribute {
    case .leading, .left, .top: start = value
    case .trailing, .right, .bottom: end = value
    case .centerX, .centerY: center = value
    case .width, .height: size = value
    }
  }

  /// The start and the size: the size pinned, else from two positions, else `currentSize`;
  /// the start pinned, else from the end or the centre, else `currentStart`.
  func solve(currentStart: Double, currentSize: Double) -> (start: Double, size: Double) {
    var size = self.size
    if size == nil, let s = start, let e = end { size = e - s }
    if size == nil, let s = start, let c = center { size = 2 * (c - s) }
    if size == nil, let c = center, let e = end { size = 2 * (e - c) }
    let w = size ?? currentSize
    if let start { return (start, w) }
    if let end { return (end - w, w) }
    if let center { return (center - w / 2, w) }
    return (currentStart, w)
  }
}
