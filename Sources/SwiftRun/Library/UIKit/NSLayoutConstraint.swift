import Geometry

extension Value {
  var asConstraint: ConstraintObject? { if case .constraint(let c) = self { c } else { nil } }
}

extension Library {
  /// `NSLayoutConstraint` and the anchors that make them (`AutoLayout.swift` solves them).
  static let nsLayoutConstraint = SimulatedType("NSLayoutConstraint") { t in
    // Swift 2 called them `activateConstraints(_:)` and `deactivateConstraints(_:)`: the same,
    // with one warning naming today's spelling.
    for name in [
      "NSLayoutConstraint.activate", "NSLayoutConstraint.deactivate", "NSLayoutConstraint.activateConstraints",
      "NSLayoutConstraint.deactivateConstraints",
    ] {
      t.call(name, "_") { a throws(RunError) in
        if name.hasSuffix("Constraints") {
          let modern = String(name.dropLast("Constraints".count))
          a.run.warn(name, "\(name)(_:) is Swift 2's \(modern)(_:)", at: a.call)
        }
        let given = try a.value(0)
        guard case .array(let items) = given else { throw a.wrong(0, got: given, want: "an array of constraints") }
        for item in items {
          guard case .constraint(let c) = item else { throw a.error(0, "takes constraints, not \(item.kind)") }
          a.run.setActive(c, name.contains(".activate"), at: a.call)
        }
        return .void
      }
    }
    // A line of the Visual Format Language (`VisualFormat.swift`), in Swift 3's spelling and Swift 2's.
    t.call("NSLayoutConstraint.constraints", "withVisualFormat:options:metrics:views") { a throws(RunError) in
      try a.run.visualFormatConstraints(a)
    }
    t.call("NSLayoutConstraint.constraintsWithVisualFormat", "_:options:metrics:views") { a throws(RunError) in
      a.run.warn(
        "Swift 2 constraintsWithVisualFormat",
        "constraintsWithVisualFormat(_:options:metrics:views:) is Swift 2's constraints(withVisualFormat:options:metrics:views:)",
        at: a.call)
      return try a.run.visualFormatConstraints(a)
    }
    t.options("NSLayoutConstraint.FormatOptions", "NSLayoutFormatOptions")
    // The item form anchors came to replace: `item.attribute = multiplier · toItem.attribute + constant`.
    t.call("NSLayoutConstraint", "item:attribute:relatedBy:toItem:attribute:multiplier:constant") { a throws(RunError) in
      try itemConstraint(a)
    }
    t.options(
      "UILayoutPriority", "NSLayoutConstraint.Attribute", "NSLayoutConstraint.Relation", "NSLayoutAttribute",
      "NSLayoutRelation")
    let constraint = t.members { $0.asConstraint }
    constraint.property("isActive", .bool, get: { $0.isActive }) { c, b, new in new.run.setActive(c, b, at: new.node) }
    constraint.property("constant", .number, .offset, get: { $0.constant }) { c, x, new throws(RunError) in
      guard x.isFinite else { throw new.error("want a finite number") }
      c.constant = x
      if c.isActive { new.run.layoutIsStale = true }
    }
    constraint.property("multiplier", .number, get: { $0.multiplier })
    // The items and attributes it relates (`.notAnAttribute` and nil for a constant size). An
    // anchor of a layout guide reads as its view.
    constraint.property(
      "firstAttribute", takes: "an NSLayoutConstraint.Attribute", get: { c, _ in .string(c.first.attribute.rawValue) })
    constraint.property(
      "secondAttribute", takes: "an NSLayoutConstraint.Attribute",
      get: { c, _ in .string(c.second?.attribute.rawValue ?? "notAnAttribute") })
    constraint.property(
      "firstItem", takes: "a view", get: { c, run in run.view(backedBy: c.first.view.layer) ?? .view(c.first.view) })
    constraint.property(
      "secondItem", takes: "a view",
      get: { c, run in c.second.map { run.view(backedBy: $0.view.layer) ?? .view($0.view) } ?? .nil })
    constraint.property(
      "identifier", takes: "a String", sample: { .string("TitleCenterX") },
      get: { c, _ in c.identifier.map(Value.string) ?? .nil }
    ) {
      c, new throws(RunError) in
      switch new.value {
      case .nil: c.identifier = nil
      case .string(let name): c.identifier = name
      default: throw new.wrong(want: "a String")
      }
    }
    // A priority below required is kept and not weighed: Wobble solves the equality as required,
    // which can differ from UIKit when it conflicts with another (said once).
    constraint.property(
      "priority", takes: "a UILayoutPriority", sample: { .number(1000) },
      get: { c, run in run.kept(.constraint(c), "priority") ?? .string("required") }
    ) { c, new throws(RunError) in
      let value: Double
      switch new.value {
      case .number(let x) where x.isFinite: value = x
      case .string(let name) where layoutPriorities[name] != nil: value = layoutPriorities[name]!
      default: throw new.wrong(want: "a UILayoutPriority (.required, .defaultHigh, .defaultLow or 1…1000)")
      }
      // Kept as given (a named priority reads back as its name, compared as `.required` is).
      new.run.keep(new.value, .constraint(c), "priority")
      if value < 1000 {
        new.run.warn(
          "constraint priority",
          "priorities below required are kept and not weighed: Wobble solves the constraint as a required one, "
            + "which differs from UIKit where it conflicts with another", at: new.node)
      }
    }
    // `UILayoutPriority(rawValue: 999)`, `UILayoutPriority(999)`.
    t.call("UILayoutPriority", "rawValue", "_") { a throws(RunError) in .number(try a.number(0)) }
  }

  /// UIKit's named priorities (`UILayoutPriority`).
  static let layoutPriorities: [String: Double] = [
    "required": 1000, "defaultHigh": 750, "dragThatCanResizeScene": 510, "sceneSizeStayPut": 500,
    "dragThatCannotResizeScene": 490, "defaultLow": 250, "fittingSizeLevel": 50,
  ]

  /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`: the
  /// constraint the anchors' `constraint(…)` makes, with a nil `toItem` (or `.notAnAttribute`)
  /// giving a constant size.
  @Sendable static func itemConstraint(_ a: Arguments) throws(RunError) -> Value {
    /// The attribute, and whether it is measured within the view's layout margins
    /// (`.topMargin`, `.centerXWithinMargins`).
    func attribute(_ i: Int) throws(RunError) -> (attribute: LayoutAttribute, withinMargins: Bool)? {
      let given = try a.value(i)
      guard case .string(var name) = given else { throw a.wrong(i, got: given, want: "an NSLayoutConstraint.Attribute") }
      // Swift 2 wrote the cases capitalised (`.Leading`).
      name = name.prefix(1).lowercased() + name.dropFirst()
      if name == "notAnAttribute" { return nil }
      var withinMargins = false
      for suffix in ["WithinMargins", "Margin"] where name.hasSuffix(suffix) {
        name.removeLast(suffix.count)
        withinMargins = true
      }
      guard let known = LayoutAttribute(rawValue: name), !withinMargins || (known != .width && known != .height) else {
        throw a.error(i, ".\(name) is not simulated by Wobble yet (edges, centres, width and height, and their margins, are)")
      }
      return (known, withinMargins)
    }
    /// The anchor of `view`'s attribute, inset by its layout margins where the attribute is a
    /// margin's (UIKit's 8 points unless the code set others).
    func anchor(_ view: ViewObject, _ attribute: (attribute: LayoutAttribute, withinMargins: Bool)) -> LayoutAnchor {
      let inset = attribute.withinMargins ? a.run.layoutMargins(of: view).inset(for: attribute.attribute) : 0
      return LayoutAnchor(view: view, attribute: attribute.attribute, inset: inset)
    }
    func view(_ i: Int) throws(RunError) -> ViewObject? {
      let given = try a.value(i)
      if case .nil = given { return nil }
      guard let v = given.asView else { throw a.wrong(i, got: given, want: "a UIView") }
      return v
    }
    guard let firstView = try view(0) else { throw a.error(0, "takes a view, not nil") }
    guard let firstItem = try attribute(1) else { throw a.error(1, "the first item needs an attribute") }
    let firstAttribute = firstItem.attribute
    let relation = try a.value(2)
    let relationName = relation.asString.map { $0.prefix(1).lowercased() + $0.dropFirst() }
    guard let relationName, ["equal", "lessThanOrEqual", "greaterThanOrEqual"].contains(relationName) else {
      throw a.wrong(2, got: relation, want: "an NSLayoutConstraint.Relation")
    }
    let multiplier = try a.number(5), constant = try a.number(6)
    guard multiplier.isFinite, constant.isFinite else { throw a.error(5, "want finite numbers") }
    let first = anchor(firstView, firstItem)
    var second: LayoutAnchor?
    if let secondView = try view(3), let secondItem = try attribute(4) {
      let secondAttribute = secondItem.attribute
      let dimensions: Set<LayoutAttribute> = [.width, .height]
      let bothDimensions = dimensions.contains(firstAttribute) && dimensions.contains(secondAttribute)
      guard bothDimensions || firstAttribute.isHorizontal == secondAttribute.isHorizontal else {
        throw a.error(4, "a \(firstAttribute.rawValue) cannot be tied to a \(secondAttribute.rawValue)")
      }
      guard multiplier != 0 else { throw a.error(5, "multiplier takes a number other than 0") }
      second = anchor(secondView, secondItem)
    }
    return .constraint(
      ConstraintObject(
        first: first, second: second, multiplier: second == nil ? 1 : multiplier, constant: constant,
        isEquality: relationName == "equal"))
  }

  /// A view's or a layout guide's anchor: `constraint(equalTo:…)` and the other relations.
  static let nsLayoutAnchor = SimulatedType("NSLayoutAnchor") { t in
    t.members { if case .anchor(let anchor) = $0 { anchor } else { nil } }.method("constraint") { anchor, a throws(RunError) in
      try a.run.constraint(anchor, a)
    }
  }

  /// `safeAreaLayoutGuide`, `layoutMarginsGuide`: their anchors, inset from the view's.
  static let uiLayoutGuide = SimulatedType("UILayoutGuide") { t in
    for name in LayoutAttribute.allCases.map({ $0.rawValue + "Anchor" }) {
      t.members { if case .layoutGuide(let view, let insets) = $0 { (view, insets) } else { nil } }.property(
        name, takes: "an anchor", get: { guide, run in run.layoutMember(of: guide.0, name, insets: guide.1) })
    }
  }
}
