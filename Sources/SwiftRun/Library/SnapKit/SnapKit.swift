import SwiftSyntax

/// SnapKit, the Auto Layout DSL much view code is written in (`import SnapKit`): a view's
/// `snp.makeConstraints { make in … }`, `remakeConstraints`, `updateConstraints` and
/// `removeConstraints()`; `make` chaining attributes (`left`, `right`, `top`, `bottom`,
/// `leading`, `trailing`, `width`, `height`, `centerX`, `centerY`, and `edges`, `size`,
/// `center`, `horizontalEdges`, `verticalEdges`, `directionalEdges`) to a relation
/// (`equalTo`, `lessThanOrEqualTo`, `greaterThanOrEqualTo`, and their `…Superview()` forms) and
/// modifiers (`offset`, `inset`, `multipliedBy`, `dividedBy`, `priority`); `.constraint` kept
/// and changed later with `update(offset:)`/`update(inset:)`, `activate()`, `deactivate()`.
/// Each makes the same `NSLayoutConstraint`s SnapKit makes, which Wobble's Auto Layout solves
/// (`AutoLayout.swift`): a number relates a position to the superview's same attribute and is
/// a width or height's constant; `inset` moves leading edges in by it and trailing ones back
/// (a width or height shrinks by twice it), as SnapKit's documentation describes.
extension Library {
  /// `view.snp`: the DSL of one view.
  static let snapKitDSL = SimulatedType("ConstraintViewDSL") { t in
    let dsl = t.members { SnapKit.view(of: $0, typeName: "ConstraintViewDSL") }
    dsl.method("makeConstraints", "_", "trailing") { view, a throws(RunError) in
      try SnapKit.make(view, a, replacing: false, updating: false)
      return .void
    }
    dsl.method("remakeConstraints", "_", "trailing") { view, a throws(RunError) in
      try SnapKit.make(view, a, replacing: true, updating: false)
      return .void
    }
    dsl.method("updateConstraints", "_", "trailing") { view, a throws(RunError) in
      try SnapKit.make(view, a, replacing: false, updating: true)
      return .void
    }
    dsl.method("removeConstraints", "") { view, a in
      SnapKit.remove(view, a.run, at: a.call)
      return .void
    }
    for (name, attributes) in SnapKit.attributes {
      dsl.property(name, takes: "a SnapKit item", get: { view, _ in .record(SnapKit.item(view, attributes)) })
    }
  }

  /// `view.snp.right`: attributes of a view, as the target of a relation.
  static let snapKitItem = SimulatedType("ConstraintItem") { _ in }

  /// `make`: what a `makeConstraints` block builds, one description per chain.
  static let snapKitMaker = SimulatedType("ConstraintMaker") { t in
    let maker = t.members { value -> Record? in
      guard case .record(let r) = value, r.type.name == "ConstraintMaker" else { return nil }
      return r
    }
    for (name, attributes) in SnapKit.attributes {
      maker.property(
        name, takes: "a SnapKit description",
        get: { maker, _ in
          let description = SnapKit.description(of: maker, attributes)
          if case .array(let list) = maker.fields["descriptions"] ?? .array([]) {
            maker.fields["descriptions"] = .array(list + [.record(description)])
          }
          return .record(description)
        })
    }
  }

  /// `make.left.top`: one chain of attributes, its relation, target and modifiers.
  static let snapKitDescription = SimulatedType("ConstraintMakerExtendable") { t in
    let chain = t.members { value -> Record? in
      guard case .record(let r) = value, r.type.name == "ConstraintMakerExtendable" else { return nil }
      return r
    }
    for (name, attributes) in SnapKit.attributes {
      chain.property(
        name, takes: "a SnapKit description",
        get: { d, _ in
          if case .array(let list) = d.fields["attributes"] ?? .array([]) {
            d.fields["attributes"] = .array(list + attributes.map(Value.string))
          }
          return .record(d)
        })
    }
    for relation in ["equalTo", "lessThanOrEqualTo", "greaterThanOrEqualTo"] {
      chain.method(relation, "_") { d, a throws(RunError) in
        d.fields["relation"] = .string(relation)
        d.fields["target"] = try a.value(0)
        return .record(d)
      }
      chain.method(relation + "Superview", "") { d, _ in
        d.fields["relation"] = .string(relation)
        d.fields["target"] = .string("superview")
        return .record(d)
      }
    }
    // `inset(UIEdgeInsets(top:left:bottom:right:))`: each edge by its own.
    chain.method("inset", "_") { d, a throws(RunError) in
      let given = try a.value(0)
      guard let insets = SnapKit.insets(given), insets.allSatisfy(\.isFinite) else {
        throw a.wrong(0, got: given, want: "a number or UIEdgeInsets")
      }
      d.fields["inset"] = given
      return .record(d)
    }
    for modifier in ["offset", "multipliedBy", "dividedBy"] {
      chain.method(modifier, "_") { d, a throws(RunError) in
        let x = try a.number(0)
        guard x.isFinite, modifier != "dividedBy" || x != 0 else { throw a.error(0, "want a finite number other than 0") }
        d.fields[modifier] = .number(x)
        return .record(d)
      }
    }
    // Priorities decide between constraints that conflict, which Wobble does not solve.
    chain.method("priority", "_") { d, _ in .record(d) }
    chain.method("labeled", "_") { d, _ in .record(d) }
    chain.property(
      "constraint", takes: "a SnapKit Constraint",
      get: { d, _ in
        let kept = Record(type: snapKitConstraint, fields: ["description": .record(d)])
        d.fields["kept"] = .record(kept)
        return .record(kept)
      })
  }

  /// `.constraint`: the constraints one description made, changed later.
  static let snapKitConstraint = SimulatedType("Constraint") { t in
    let constraint = t.members { value -> Record? in
      guard case .record(let r) = value, r.type.name == "Constraint" else { return nil }
      return r
    }
    for modifier in ["offset", "inset"] {
      constraint.method("update", modifier) { kept, a throws(RunError) in
        let x = try a.number(0)
        guard x.isFinite else { throw a.error(0, "want a finite number") }
        try SnapKit.update(kept, modifier: modifier, to: x, a)
        return .record(kept)
      }
    }
    constraint.method("update", "priority") { kept, _ in .record(kept) }
    for (name, active) in [("activate", true), ("deactivate", false)] {
      constraint.method(name, "") { kept, a in
        for c in SnapKit.made(by: kept) { a.run.setActive(c, active, at: a.call) }
        return .void
      }
    }
    constraint.property("isActive", .bool, get: { kept in SnapKit.made(by: kept).contains { $0.isActive } })
  }
}

/// SnapKit's rules, over Wobble's constraints.
enum SnapKit {
  /// The attribute names `make` and `snp` chain, and the layout attributes each stands for.
  static let attributes: [(String, [String])] = [
    ("left", ["left"]), ("right", ["right"]), ("top", ["top"]), ("bottom", ["bottom"]), ("leading", ["leading"]),
    ("trailing", ["trailing"]), ("width", ["width"]), ("height", ["height"]), ("centerX", ["centerX"]),
    ("centerY", ["centerY"]), ("edges", ["top", "left", "bottom", "right"]), ("size", ["width", "height"]),
    ("center", ["centerX", "centerY"]), ("horizontalEdges", ["left", "right"]), ("verticalEdges", ["top", "bottom"]),
    ("directionalEdges", ["top", "leading", "bottom", "trailing"]),
    ("directionalHorizontalEdges", ["leading", "trailing"]), ("directionalVerticalEdges", ["top", "bottom"]),
  ]

  static func view(of value: Value, typeName: String) -> ViewObject? {
    guard case .record(let r) = value, r.type.name == typeName, case .view(let v)? = r.fields["view"] else { return nil }
    return v
  }

  static func dsl(_ view: ViewObject) -> Record { Record(type: Library.snapKitDSL, fields: ["view": .view(view)]) }

  static func item(_ view: ViewObject, _ attributes: [String]) -> Record {
    Record(type: Library.snapKitItem, fields: ["view": .view(view), "attributes": .array(attributes.map(Value.string))])
  }

  static func description(of maker: Record, _ attributes: [String]) -> Record {
    Record(
      type: Library.snapKitDescription,
      fields: ["view": maker.fields["view"] ?? .nil, "attributes": .array(attributes.map(Value.string))])
  }

  /// `makeConstraints`, `remakeConstraints` (the view's SnapKit constraints go first) and
  /// `updateConstraints` (a constraint already made between the same anchors takes the new
  /// constant instead of being added).
  static func make(_ view: ViewObject, _ a: Arguments, replacing: Bool, updating: Bool) throws(RunError) {
    let block = try a.closure(0)
    if replacing { remove(view, a.run, at: a.call) }
    let maker = Record(type: Library.snapKitMaker, fields: ["view": .view(view), "descriptions": .array([])])
    _ = try a.run.call(block, [.record(maker)], at: a.call)
    view.usesConstraints = true
    guard case .array(let descriptions)? = maker.fields["descriptions"] else { return }
    for case .record(let d) in descriptions {
      let made = try constraints(of: d, a)
      var kept: [ConstraintObject] = []
      for c in made {
        if updating,
          let same = a.run.constraints.first(where: {
            $0.isActive && $0.first.view === c.first.view && $0.first.attribute == c.first.attribute
              && $0.second?.view === c.second?.view && $0.second?.attribute == c.second?.attribute
              && $0.isEquality == c.isEquality
          })
        {
          same.constant = c.constant
          a.run.layoutIsStale = true
          kept.append(same)
        } else {
          a.run.setActive(c, true, at: a.call)
          kept.append(c)
        }
      }
      d.fields["made"] = .array(kept.map(Value.constraint))
      a.run.snapKitConstraints[ObjectIdentifier(view), default: []] += kept
    }
  }

  /// `removeConstraints()`: the constraints SnapKit made for the view, deactivated.
  static func remove(_ view: ViewObject, _ run: Interpreter, at node: some SyntaxProtocol) {
    for c in run.snapKitConstraints[ObjectIdentifier(view)] ?? [] { run.setActive(c, false, at: node) }
    run.snapKitConstraints[ObjectIdentifier(view)] = []
  }

  /// An inset as top, left, bottom, right: a number on every side, or `UIEdgeInsets`.
  static func insets(_ value: Value) -> [Double]? {
    switch value {
    case .number(let x): return [x, x, x, x]
    case .tuple(let items, let labels) where labels == ["top", "left", "bottom", "right"]: return items.compactMap(\.asNumber)
    default: return nil
    }
  }

  /// The constraints a kept `.constraint` stands for.
  static func made(by kept: Record) -> [ConstraintObject] {
    guard case .record(let d)? = kept.fields["description"], case .array(let made)? = d.fields["made"] else { return [] }
    return made.compactMap(\.asConstraint)
  }

  /// `update(offset:)`/`update(inset:)`: each constraint's constant made again with the new one.
  static func update(_ kept: Record, modifier: String, to x: Double, _ a: Arguments) throws(RunError) {
    guard case .record(let d)? = kept.fields["description"] else { return }
    d.fields[modifier] = .number(x)
    let again = try constraints(of: d, a)
    for (old, new) in zip(made(by: kept), again) { old.constant = new.constant }
    a.run.layoutIsStale = true
  }

  /// The constraints one description stands for, one per attribute, inactive.
  static func constraints(of d: Record, _ a: Arguments) throws(RunError) -> [ConstraintObject] {
    guard case .view(let view)? = d.fields["view"], case .array(let names)? = d.fields["attributes"] else { return [] }
    guard case .string(let relation)? = d.fields["relation"], let target = d.fields["target"] else {
      throw a.error("a SnapKit description needs a relation (equalTo, lessThanOrEqualTo, greaterThanOrEqualTo)")
    }
    let offset = d.fields["offset"]?.asNumber ?? 0
    let inset = d.fields["inset"].flatMap(insets) ?? [0, 0, 0, 0]
    let (top, left, bottom, right) = (inset[0], inset[1], inset[2], inset[3])
    var multiplier = d.fields["multipliedBy"]?.asNumber ?? 1
    if let divisor = d.fields["dividedBy"]?.asNumber { multiplier /= divisor }
    let superview = a.run.superview(of: view)
    var made: [ConstraintObject] = []
    for case .string(let name) in names {
      guard let attribute = LayoutAttribute(rawValue: name) else { continue }
      let dimension = attribute == .width || attribute == .height
      var constant = offset
      switch attribute {
      case .left, .leading: constant += left
      case .top: constant += top
      case .right, .trailing: constant -= right
      case .bottom: constant -= bottom
      case .width: constant -= left + right
      case .height: constant -= top + bottom
      case .centerX: constant += (left - right) / 2
      case .centerY: constant += (top - bottom) / 2
      }
      var second: LayoutAnchor?
      switch target {
      case .string("superview"):
        guard let superview else { throw a.error("equalToSuperview(): the view has no superview yet") }
        second = LayoutAnchor(view: superview, attribute: attribute)
      case .view(let other): second = LayoutAnchor(view: other, attribute: attribute)
      // `equalTo(self)` in a view class of the file's: its view.
      case .instance(let instance) where instance.view != nil:
        second = LayoutAnchor(view: instance.view!, attribute: attribute)
      // `equalTo(view.safeAreaLayoutGuide)`: the guide's same attribute.
      case .layoutGuide(let other, let insets):
        second = LayoutAnchor(view: other, attribute: attribute, inset: insets.inset(for: attribute))
      case .record(let item) where item.type === Library.snapKitItem:
        guard case .view(let other)? = item.fields["view"], case .array(let theirs)? = item.fields["attributes"] else { continue }
        let named = theirs.compactMap { if case .string(let s) = $0 { LayoutAttribute(rawValue: s) } else { nil } }
        // One attribute names the target's; several pair up with the chain's own.
        second = LayoutAnchor(
          view: other, attribute: named.count == 1 ? named[0] : (named.first { $0 == attribute } ?? attribute))
      case .number(let x):
        constant += x
        if !dimension {
          guard let superview else { throw a.error("equalTo(\(x)): the view has no superview yet") }
          second = LayoutAnchor(view: superview, attribute: attribute)
        }
      case .size(let w, let h) where dimension: constant += attribute == .width ? w : h
      case .point(let p) where attribute == .centerX || attribute == .centerY:
        guard let superview else { throw a.error("equalTo(CGPoint): the view has no superview yet") }
        constant += attribute == .centerX ? p.x : p.y
        second = LayoutAnchor(view: superview, attribute: attribute)
      default:
        throw a.error("SnapKit's \(relation)(\(target.kind)) for \(name) is not simulated by Wobble yet")
      }
      made.append(
        ConstraintObject(
          first: LayoutAnchor(view: view, attribute: attribute), second: second, multiplier: second == nil ? 1 : multiplier,
          constant: constant, isEquality: relation == "equalTo"))
    }
    return made
  }
}
