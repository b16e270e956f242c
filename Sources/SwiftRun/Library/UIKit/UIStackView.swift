import Animation
import Geometry

extension Library {
  /// `UIStackView`: its arranged subviews laid out along an axis (`StackView.swift`).
  static let uiStackView = SimulatedType("UIStackView", superclass: "UIView") { t in
    t.call("UIStackView", "frame", "", "arrangedSubviews") { a throws(RunError) in
      let view = try a.newView()
      view.stack = StackArrangement()
      a.run.stacks.append(view)
      if a.signature == "arrangedSubviews" {
        let given = try a.value(0)
        guard case .array(let items) = given else { throw a.wrong(0, got: given, want: "an array of views") }
        for item in items { try a.run.arrange(item, in: view, at: a.call) }
      }
      a.run.layoutIsStale = true
      return .view(view)
    }
    t.options("NSLayoutConstraint.Axis", "UIStackView.Alignment", "UIStackView.Distribution")
    let stack = t.members { $0.asView.flatMap { $0.stack == nil ? nil : $0 } }
    stack.property(
      "axis", .option(["horizontal", "vertical"]), get: { $0.stack.map { $0.vertical ? "vertical" : "horizontal" } }
    ) {
      v, axis, new in
      v.stack?.vertical = axis == "vertical"
      new.run.layoutIsStale = true
    }
    stack.property("spacing", .number, .length, get: { $0.stack?.spacing }) { v, x, new throws(RunError) in
      guard x.isFinite else { throw new.error("want a finite number of points") }
      v.stack?.spacing = x
      new.run.layoutIsStale = true
    }
    stack.property(
      "alignment", .option(["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom", "lastBaseline"]),
      get: { $0.stack?.alignment }
    ) { v, option, new in
      v.stack?.alignment = option
      new.run.layoutIsStale = true
    }
    stack.property(
      "distribution", .option(["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"]),
      get: { $0.stack?.distribution }
    ) { v, option, new in
      v.stack?.distribution = option
      new.run.layoutIsStale = true
    }
    stack.property("arrangedSubviews", takes: "views", get: { v, _ in v.stack.map { .array($0.arranged.map(Value.view)) } })
    t.ignore("isBaselineRelativeArrangement")
    stack.property("isLayoutMarginsRelativeArrangement", .bool, get: { $0.stack?.marginsRelative }) { v, on, new in
      v.stack?.marginsRelative = on
      new.run.layoutIsStale = true
    }
    // `UIStackView.spacingUseDefault` (FLT_MAX in UIKit's header): no custom spacing;
    // `spacingUseSystem` (FLT_MIN): the system spacing, whose value UIKit does not publish.
    t.staticMember("spacingUseDefault") { _ in .number(Double(Float.greatestFiniteMagnitude)) }
    t.staticMember("spacingUseSystem") { _ in .number(Double(Float.leastNormalMagnitude)) }

    stack.method("addArrangedSubview", "_") { v, a throws(RunError) in
      try a.run.arrange(try a.value(0), in: v, at: a.call)
      return .void
    }
    stack.method("insertArrangedSubview", "_:at") { v, a throws(RunError) in
      let i = try a.number(1)
      guard i >= 0, i <= Double(v.stack?.arranged.count ?? 0), i == i.rounded() else {
        throw a.error(1, "want a whole index from 0 to \(v.stack?.arranged.count ?? 0)")
      }
      try a.run.arrange(try a.value(0), in: v, at: a.call, index: Int(i))
      return .void
    }
    stack.method("removeArrangedSubview", "_") { v, a throws(RunError) in
      if let sub = try a.value(0).asView {
        v.stack?.arranged.removeAll { $0 === sub }
        v.stack?.customSpacing[ObjectIdentifier(sub)] = nil
      }
      a.run.layoutIsStale = true
      return .void
    }
    // The gap after one arranged view, in place of `spacing` (kept while the view stays
    // arranged); `spacingUseDefault` takes it back.
    stack.method("setCustomSpacing", "_:after") { v, a throws(RunError) in
      let spacing = try a.number(0)
      guard let view = try a.value(1).asView, v.stack?.arranged.contains(where: { $0 === view }) == true else {
        throw a.error(1, "want one of the stack's arranged views (UIKit raises for any other)")
      }
      if spacing == Double(Float.greatestFiniteMagnitude) {
        v.stack?.customSpacing[ObjectIdentifier(view)] = nil
      } else if spacing == Double(Float.leastNormalMagnitude) {
        throw a.error(0, "spacingUseSystem's value is not published by UIKit; give the points")
      } else {
        guard spacing.isFinite else { throw a.error(0, "want a finite number of points") }
        v.stack?.customSpacing[ObjectIdentifier(view)] = spacing
      }
      a.run.layoutIsStale = true
      return .void
    }
    stack.method("customSpacing", "after") { v, a throws(RunError) in
      guard let view = try a.value(0).asView else { throw a.error(0, "want a view") }
      return .number(v.stack?.customSpacing[ObjectIdentifier(view)] ?? Double(Float.greatestFiniteMagnitude))
    }
  }
}
