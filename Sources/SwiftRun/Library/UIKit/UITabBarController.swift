import Animation
import Geometry
import SwiftParser
import SwiftSyntax

/// A `UITabBarController`'s tabs: its view controllers, the selected one (UIKit selects the
/// first), and its tab bar, a view made with the controller so that code can set it up
/// (`tabBar.tintColor`, `tabBar.backgroundColor`) before the tabs are shown.
final class TabBarState {
  var controllers: [Instance] = []
  var selected = 0
  let bar = ViewObject(name: "tabBar")
  /// `tabBar.unselectedItemTintColor`: the unselected items' colour (UIKit's system grey when nil).
  var unselectedColor: Color?

  var selectedController: Instance? { controllers.indices.contains(selected) ? controllers[selected] : nil }

  init() { bar.tabBarState = self }
}

extension Library {
  /// `UITabBarController()` (or a subclass of the file's): shown, its selected tab's view
  /// fills it and its tab bar lies over the bottom 49 points, the tabs' titles in equal slots
  /// (`ControllerContainer.tabBar`): a tab's `tabBarItem.title`, else its controller's `title`.
  static let uiTabBarController = SimulatedType("UITabBarController") { t in
    t.call("UITabBarController", "") { a throws(RunError) in
      try a.run.instantiate(Interpreter.plainTabBarController, labels: [], values: [], at: a.call)
    }
  }

  /// `UITabBarItem(title:image:tag:)`, `(title:image:selectedImage:)`, `(tabBarSystemItem:tag:)`:
  /// a tab's title; its icon is not drawn (said when the tabs are shown).
  static let uiTabBarItem: SimulatedType = SimulatedType("UITabBarItem") { t in
    t.call("UITabBarItem", "") { _ in .record(tabBarItem(title: nil, icon: false)) }
    for signature in ["title:image:tag", "title:image:selectedImage"] {
      t.call("UITabBarItem", signature) { a throws(RunError) in
        let title = try a.value(0)
        let icon = try a.value(1)
        if case .nil = icon { return .record(tabBarItem(title: title.asString, icon: false)) }
        return .record(tabBarItem(title: title.asString, icon: true))
      }
    }
    t.call("UITabBarItem", "tabBarSystemItem:tag") { a throws(RunError) in
      // A system item has UIKit's own title and icon ("Favorites", a star), not drawn.
      .record(tabBarItem(title: try a.value(0).asString.map { $0.prefix(1).uppercased() + $0.dropFirst() }, icon: true))
    }
    let item = t.members { if case .record(let r) = $0, r.type === uiTabBarItem { r } else { nil } }
    item.property("title", takes: "a String or nil", sample: { .string("Home") }, get: { r, _ in r.fields["title"] ?? .nil }) {
      r, new throws(RunError) in
      switch new.value {
      case .string, .nil: r.fields["title"] = new.value
      default: throw new.wrong(want: "a String or nil")
      }
    }
    for name in ["image", "selectedImage"] {
      item.property(name, takes: "a UIImage or nil", sample: { .nil }, get: { r, _ in r.fields[name] ?? .nil }) { r, new in
        r.fields[name] = new.value
        if case .nil = new.value {} else { r.fields["icon"] = .bool(true) }
      }
    }
    item.property("tag", .number, get: { $0.fields["tag"]?.asNumber ?? 0 }) { r, x, _ in r.fields["tag"] = .number(x) }
    item.property(
      "badgeValue", takes: "a String or nil", sample: { .nil }, get: { r, _ in r.fields["badgeValue"] ?? .nil }
    ) { r, new in
      r.fields["badgeValue"] = new.value
      new.run.warn("tab badge", "a tab bar item's badge is not drawn by Wobble", at: new.node)
    }
  }

  /// `tabBar`: a view; `tintColor` colours the selected item, `unselectedItemTintColor` the
  /// others, `barTintColor` (or `backgroundColor`) fills the bar, which is otherwise clear (its
  /// scroll-edge appearance over content that does not scroll). Its translucency, style and
  /// item positioning change nothing drawn here: kept.
  static let uiTabBar = SimulatedType("UITabBar", superclass: "UIView") { t in
    t.ignore("isTranslucent", "barStyle", "itemPositioning", "itemSpacing", "itemWidth", "shadowImage", "backgroundImage")
    let bar = t.members { $0.asView.flatMap { $0.tabBarState == nil ? nil : $0 } }
    bar.property(
      "unselectedItemTintColor", takes: "a UIColor or nil", sample: { .nil },
      get: { v, _ in v.tabBarState?.unselectedColor.map(Value.color) ?? .nil }
    ) { v, new throws(RunError) in
      switch new.value {
      case .color(let c): v.tabBarState?.unselectedColor = c
      case .nil: v.tabBarState?.unselectedColor = nil
      default: throw new.wrong(want: "a UIColor or nil")
      }
    }
    bar.property(
      "barTintColor", takes: "a UIColor or nil", sample: { .nil },
      get: { v, _ in v.layer.model.backgroundColor.map(Value.color) ?? .nil }
    ) { v, new throws(RunError) in
      switch new.value {
      case .color(let c): v.layer.model.backgroundColor = c
      case .nil: v.layer.model.backgroundColor = nil
      default: throw new.wrong(want: "a UIColor or nil")
      }
    }
  }

  static func tabBarItem(title: String?, icon: Bool) -> Record {
    Record(type: uiTabBarItem, fields: ["title": title.map(Value.string) ?? .nil, "icon": .bool(icon)])
  }
}

extension Interpreter {
  /// UIKit's own `UITabBarController`, as a class with nothing of its own.
  nonisolated(unsafe) static let plainTabBarController = plainClass("UITabBarController")

  /// UIKit's container controller `name` as a class of the file's with nothing of its own (made
  /// by `UITabBarController()`, `UIPageViewController(transitionStyle:…)`), so that it is
  /// made, loaded and shown as the file's subclasses are.
  static func plainClass(_ name: String) -> TypeDeclaration {
    let source = Parser.parse(source: "class \(name): \(name) {}")
    return TypeDeclaration.declared(by: source.statements.first!.item.as(DeclSyntax.self)!)!
  }

  /// Whether `type` is `UITabBarController` or a subclass of it.
  func isTabBarControllerClass(_ type: TypeDeclaration) -> Bool {
    type.kind == .class && chain(of: type).contains { $0.inherited == "UITabBarController" }
  }

  /// `viewControllers = […]`, `setViewControllers(_:animated:)`: the tabs, the first selected;
  /// shown again when the controller's view has loaded.
  func setTabs(of controller: Instance, to value: Value, at node: some SyntaxProtocol) throws(RunError) {
    guard let tabs = controller.tabs else { return }
    let items: [Value]
    switch value {
    case .array(let values): items = values
    case .nil: items = []
    default: throw error("viewControllers takes an array of view controllers, not \(value.kind)", at: node)
    }
    var controllers: [Instance] = []
    for item in items {
      guard case .instance(let tab) = item, tab.isController else {
        throw error("viewControllers takes view controllers, not \(item.kind)", at: node)
      }
      controllers.append(tab)
    }
    for old in tabs.controllers where !controllers.contains(where: { $0 === old }) {
      (old.navigation?.view ?? old.view)?.layer.remove()
      old.parentController = nil
    }
    tabs.controllers = controllers
    for tab in controllers { tab.parentController = controller }
    tabs.selected = min(tabs.selected, max(0, controllers.count - 1))
    if controller.viewLoaded { try showSelectedTab(of: controller) }
  }

  /// `selectedIndex = i`: that tab's view replaces the shown one.
  func selectTab(_ index: Int, of controller: Instance, at node: some SyntaxProtocol) throws(RunError) {
    guard let tabs = controller.tabs else { return }
    guard tabs.controllers.indices.contains(index) else {
      throw error("selectedIndex \(index) is not one of the \(tabs.controllers.count) tabs", at: node)
    }
    if let old = tabs.selectedController { (old.navigation?.view ?? old.view)?.layer.remove() }
    tabs.selected = index
    if controller.viewLoaded { try showSelectedTab(of: controller) }
    if controller.appeared, let shown = tabs.selectedController, !shown.appeared { try appear(shown) }
  }

  /// The selected tab's view (loaded now) fills the tab bar controller's view, under its bar.
  func showSelectedTab(of controller: Instance) throws(RunError) {
    guard let tabs = controller.tabs, let root = controller.view else { return }
    let size = (width: root.layer.model.bounds.width, height: root.layer.model.bounds.height)
    if let shown = tabs.selectedController {
      try load(shown)
      if launchedWindow != nil { shown.navigation?.moveBarBelowStatusBar(statusBarHeight) }
      if let view = shown.navigation?.view ?? shown.view {
        view.layer.model.setFrame(Rect(x: 0, y: 0, width: size.width, height: size.height))
        if shown.navigation != nil { shown.view?.layer.model.setFrame(view.layer.model.bounds) }
        if view.layer.superlayer !== root.layer {
          view.layer.remove()
          root.layer.sublayers.insert(view.layer, at: 0)
        }
      }
    }
    let titles = tabs.controllers.map { tab in tab.tabBarItem?.fields["title"]?.asString ?? tab.title }
    let made = ControllerContainer.tabBar(titles: titles, size: size, selected: tabs.selected)
    let tint = tabs.bar.shownTint ?? ViewObject.systemBlue
    for (i, item) in made.layer.sublayers.enumerated() {
      guard var style = item.textStyle else { continue }
      style.color = i == tabs.selected ? tint : tabs.unselectedColor ?? ControllerContainer.unselectedItemColor
      item.model.content = .text(style)
    }
    let bar = tabs.bar
    bar.layer.model.setFrame(made.layer.model.frame)
    bar.layer.sublayers = made.layer.sublayers
    if bar.layer.superlayer !== root.layer {
      bar.layer.remove()
      root.layer.sublayers.append(bar.layer)
    }
    treeChanged = true
    if tabs.controllers.contains(where: { tab in
      if case .bool(true)? = tab.tabBarItem?.fields["icon"] { return true }
      return false
    }) {
      warn("tab bar icons", "the tab bar's items are drawn as their titles: their icons (images, system items) are not drawn")
    }
  }
}
