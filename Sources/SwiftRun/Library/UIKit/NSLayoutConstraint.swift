import Geometry

extension Value {
  var asConstraint: ConstraintObject? { if case .constraint(let c) = self { c } else { nil } }
}

extension Library {
  /// `NSLayoutConstraint` and the anchors that make them (`AutoLayout.swift` solves them).
  static let nsLayoutConstraint = SimulatedType("NSLayoutConstraint") { t in
    for name in ["NSLayoutConstraint.activate", "NSLayoutConstraint.deactivate"] {
      t.call(name, "_") { a throws(RunError) in
        let given = try a.value(0)
        guard case .array(let items) = given else { throw a.wrong(0, got: given, want: "an array of constraints") }
        for item in items {
          guard case .constraint(let c) = item else { throw a.error(0, "takes constraints, not \(item.kind)") }
          a.run.setActive(c, name.hasSuffix(".activate"), at: a.call)
        }
        return .void
      }
    }
    t.options("UILayoutPriority")
    let constraint = t.members { $0.asConstraint }
    constraint.property("isActive", .bool, get: { $0.isActive }) { c, b, new in new.run.setActive(c, b, at: new.node) }
    constraint.property("constant", .number, .offset, get: { $0.constant }) { c, x, new throws(RunError) in
      guard x.isFinite else { throw new.error("want a finite number") }
      c.constant = x
      if c.isActive { new.run.layoutIsStale = true }
    }
    constraint.property("multiplier", .number, get: { $0.multiplier })
    t.ignore("priority", "identifier")
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
      t.members { if case .layoutGuide(let view, let inset) = $0 { (view, inset) } else { nil } }.property(
        name, takes: "an anchor", get: { guide, run in run.layoutMember(of: guide.0, name, inset: guide.1) })
    }
  }
}
