/// A controller's `navigationItem`: its `title` is the title its navigation bar shows (set
/// here, it is the controller's `title` as Wobble keeps it); the bar's buttons, title view,
/// large-title and back-button settings are kept and not drawn (said once).
extension Library {
  static let uiNavigationItem: SimulatedType = SimulatedType("UINavigationItem") { t in
    let item = t.members { value -> Record? in
      if case .record(let r) = value, r.type === uiNavigationItem { r } else { nil }
    }
    item.property(
      "title", takes: "a String", sample: { .string("Title") },
      get: { r, _ in
        guard case .instance(let controller)? = r.fields["controller"] else { return .nil }
        return .string(controller.title)
      }
    ) { r, new throws(RunError) in
      guard case .instance(let controller)? = r.fields["controller"] else { return }
      guard case .string(let title) = new.value else { throw new.wrong(want: "a String") }
      controller.title = title
      (controller.navigation ?? controller.pushedOn)?.show(title: title)
    }
    for name in [
      "rightBarButtonItem", "leftBarButtonItem", "rightBarButtonItems", "leftBarButtonItems", "titleView",
      "backBarButtonItem", "largeTitleDisplayMode", "hidesBackButton", "prompt", "searchController",
      "hidesSearchBarWhenScrolling", "backButtonTitle", "standardAppearance", "scrollEdgeAppearance",
    ] {
      item.property(name, takes: "", sample: { .nil }, get: { r, _ in r.fields[name] ?? .nil }) { r, new in
        r.fields[name] = new.value
        if case .nil = new.value { return }
        if name.hasSuffix("BarButtonItem") || name.hasSuffix("BarButtonItems") { new.run.makeTappable(barButtons: new.value) }
        new.run.warn(
          "navigation item " + name,
          "navigationItem.\(name) is kept and not drawn by Wobble yet: the bar shows its title only", at: new.node)
      }
    }
  }

  /// `UIBarButtonItem(title:style:target:action:)`, `(barButtonSystemItem:target:action:)`,
  /// `(image:style:target:action:)`, `(customView:)`: an item a bar would show, kept (bars draw
  /// their title only); one with a target and an action in a navigation item is tapped by its
  /// `tap.<title>` setting (`Interpreter.makeTappable(barButtons:)`).
  static let uiBarButtonItem: SimulatedType = SimulatedType("UIBarButtonItem") { t in
    t.call(
      "UIBarButtonItem", "title:style:target:action", "barButtonSystemItem:target:action", "image:style:target:action",
      "customView", "systemItem", "title", "image"
    ) { a throws(RunError) in
      var fields: [String: Value] = [:]
      for (i, label) in a.labels.enumerated() { fields[label] = try a.value(i) }
      // The action's method name, as a control's target keeps it (`nil` keeps none).
      if let i = a.labels.firstIndex(of: "action"), !Interpreter.isNil(try a.value(i)) {
        fields["action"] = .string(try a.selectorName(i))
      }
      return .record(Record(type: uiBarButtonItem, fields: fields))
    }
    t.options("UIBarButtonItem.Style", "UIBarButtonItem.SystemItem")
    t.ignore("tintColor", "isEnabled", "title", "image", "style", "width", "target", "action", "customView")
  }
}
