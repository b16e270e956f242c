import Geometry

extension Library {
  /// `UIToolbar`, as apps use it: a bar, or the frosted backing of a HUD (`UIToolbar(frame:)`
  /// under a spinner). Its background is UIKit's default bar colour, (247, 247, 247), at 80 %
  /// while translucent (the default) and opaque when not; the blur of what lies behind is not
  /// drawn (said). `barTintColor` paints the bar instead; its items are not drawn (said).
  static let uiToolbar = SimulatedType("UIToolbar", superclass: "UIView") { t in
    t.call("UIToolbar", "frame", "") { a throws(RunError) in
      let view = try a.newView()
      view.isToolbar = true
      view.layer.model.backgroundColor = toolbarColor(translucent: true)
      a.run.warn(
        "UIToolbar blur", "a toolbar's blur of what lies behind it is drawn as its flat bar colour, (247, 247, 247) at 80 %",
        at: a.call)
      return .view(view)
    }
    t.ignore("barStyle", "tintColor", "delegate", "isUserInteractionEnabled")
    let bar = t.members { $0.asView.flatMap { $0.isToolbar ? $0 : nil } }
    bar.property(
      "isTranslucent", .bool,
      get: { v in v.layer.model.backgroundColor.map { $0.alpha < 1 } ?? true }
    ) { v, translucent, _ in
      v.layer.model.backgroundColor = toolbarColor(translucent: translucent)
    }
    bar.property(
      "barTintColor", takes: "a UIColor", sample: { .color(Color(red: 1, green: 0, blue: 0)) },
      get: { v, _ in
        guard let c = v.layer.model.backgroundColor, c != toolbarColor(translucent: c.alpha < 1) else { return .nil }
        return .color(c)
      }
    ) { v, new throws(RunError) in
      switch new.value {
      case .color(let c): v.layer.model.backgroundColor = c
      case .nil: v.layer.model.backgroundColor = toolbarColor(translucent: true)
      default: throw new.wrong(want: "a UIColor")
      }
    }
    let itemsNotDrawn = "a toolbar's items (its bar buttons) are not drawn by Wobble"
    bar.property("items", takes: "an array of UIBarButtonItem", sample: { .array([]) }, get: { _, _ in .array([]) }) {
      _, new in
      new.run.warn("UIToolbar items", itemsNotDrawn, at: new.node)
    }
    bar.method("setItems", "_:animated") { _, a in
      a.run.warn("UIToolbar items", itemsNotDrawn, at: a.call)
      return .void
    }
  }

  /// UIKit's default bar background: (247, 247, 247), 80 % opaque when translucent.
  static func toolbarColor(translucent: Bool) -> Color {
    Color(red: 247.0 / 255, green: 247.0 / 255, blue: 247.0 / 255, alpha: translucent ? 0.8 : 1)
  }
}
