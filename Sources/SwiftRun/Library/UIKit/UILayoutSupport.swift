/// A controller's `topLayoutGuide` and `bottomLayoutGuide` (iOS 7–10, deprecated since iOS 11
/// for `safeAreaLayoutGuide`, still answered): strips along the root view's top and bottom
/// edges as tall as the safe area's insets there — the status bar's 20 points (and a
/// navigation bar's 44) over a controller an app shows, none over one shown alone or in a
/// playground. `topLayoutGuide.bottomAnchor` is where the safe area starts; `length` the
/// strip's height, in points, read when asked.
extension Library {
  static let uiLayoutSupport: SimulatedType = SimulatedType("UILayoutSupport") { t in
    let guide = t.members { value -> (view: ViewObject, isTop: Bool)? in
      guard case .record(let r) = value, r.type === uiLayoutSupport, case .view(let view)? = r.fields["view"] else {
        return nil
      }
      guard case .string(let edge)? = r.fields["edge"] else { return nil }
      return (view, edge == "top")
    }
    guide.property("length", takes: "a CGFloat", get: { g, run in .number(run.layoutSupportLength(over: g.view, top: g.isTop)) })
    guide.property(
      "topAnchor", takes: "an anchor",
      get: { g, run in
        .anchor(
          LayoutAnchor(
            view: g.view, attribute: g.isTop ? .top : .bottom,
            inset: g.isTop ? 0 : run.layoutSupportLength(over: g.view, top: g.isTop)))
      })
    guide.property(
      "bottomAnchor", takes: "an anchor",
      get: { g, run in
        .anchor(
          LayoutAnchor(
            view: g.view, attribute: g.isTop ? .top : .bottom,
            inset: g.isTop ? run.layoutSupportLength(over: g.view, top: g.isTop) : 0))
      })
  }

  /// `controller.topLayoutGuide` / `bottomLayoutGuide` over `root`, the controller's view.
  static func layoutSupport(over root: ViewObject, top: Bool) -> Value {
    .record(Record(type: uiLayoutSupport, fields: ["view": .view(root), "edge": .string(top ? "top" : "bottom")]))
  }
}

extension Interpreter {
  /// A layout-support strip's height, in points: `root`'s safe-area inset at its top or bottom.
  func layoutSupportLength(over root: ViewObject, top: Bool) -> Double {
    let insets = safeAreaInsets(of: root, fillingScreen: showsAppScreen)
    return top ? insets.top : insets.bottom
  }
}
