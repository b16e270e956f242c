import Geometry
import SwiftSyntax

/// A `UIPageViewController`'s page: the controller `setViewControllers(_:direction:animated:
/// completion:)` gave it, whose view fills the page controller's (a child, as UIKit makes it
/// one). Swipes never reach a preview: the pages the data source gives before and after are
/// not shown (said), nor the page control's dots a `.scroll` controller draws when its data
/// source answers `presentationCount(for:)`.
final class PageState {
  var shown: Instance?
  /// `transitionStyle`: `scroll` or `pageCurl` (UIKit's default for `init()` and a storyboard).
  var transitionStyle = "pageCurl"
  var orientation = "horizontal"
}

extension Library {
  /// `UIPageViewController(transitionStyle:navigationOrientation:options:)`, `()`: UIKit's own,
  /// as a class with nothing of its own.
  static let uiPageViewController = SimulatedType("UIPageViewController") { t in
    t.call("UIPageViewController", "") { a throws(RunError) in
      try a.run.instantiate(Interpreter.plainPageViewController, labels: [], values: [], at: a.call)
    }
    for signature in ["transitionStyle:navigationOrientation", "transitionStyle:navigationOrientation:options"] {
      t.call("UIPageViewController", signature) { a throws(RunError) in
        try a.run.instantiate(
          Interpreter.plainPageViewController, labels: a.labels, values: try a.values().compactMap { $0 }, at: a.call)
      }
    }
  }
}

extension Interpreter {
  nonisolated(unsafe) static let plainPageViewController = plainClass("UIPageViewController")

  /// Whether `type` is `UIPageViewController` or a subclass of it.
  func isPageViewControllerClass(_ type: TypeDeclaration) -> Bool {
    type.kind == .class && chain(of: type).contains { $0.inherited == "UIPageViewController" }
  }

  /// `init(transitionStyle:navigationOrientation:options:)`, UIKit's or through `super.init`:
  /// the style and orientation kept.
  func takePageStyle(of controller: Instance, labels: [String], values: [Value?]) {
    guard let pages = controller.pages, labels.first == "transitionStyle" else { return }
    if let style = values.first??.asString { pages.transitionStyle = style }
    if values.count > 1, let orientation = values[1]?.asString { pages.orientation = orientation }
  }

  /// `setViewControllers([page], direction:animated:completion:)`: `page` is shown, filling the
  /// page controller's view once that has loaded; the slide or curl is said, not drawn.
  func setPage(of controller: Instance, to value: Value, animated: Bool, at node: some SyntaxProtocol) throws(RunError) {
    guard let pages = controller.pages else { return }
    guard case .array(let items) = value, let first = items.first else {
      throw error("setViewControllers(_:direction:animated:completion:) takes an array of one view controller", at: node)
    }
    guard case .instance(let page) = first, page.isController else {
      throw error("setViewControllers(_:direction:animated:completion:) takes view controllers, not \(first.kind)", at: node)
    }
    if items.count > 1 {
      warn("two pages", "a page view controller shows one page here: the second of a two-page spine is not shown", at: node)
    }
    if let old = pages.shown, old !== page {
      old.view?.layer.remove()
      old.parentController = nil
      controller.children.removeAll { $0 === old }
      if animated && controller.appeared {
        warn(
          "page turn",
          "the page's \(pages.transitionStyle == "scroll" ? "slide" : "curl") is not drawn: the new page is shown at once",
          at: node)
      }
    }
    pages.shown = page
    page.parentController = controller
    if !controller.children.contains(where: { $0 === page }) { controller.children.append(page) }
    if controller.viewLoaded { try showPage(of: controller) }
    if controller.appeared, !page.appeared { try appear(page) }
  }

  /// The shown page's view (loaded now) fills the page controller's view, behind what the
  /// controller added itself.
  func showPage(of controller: Instance) throws(RunError) {
    guard let page = controller.pages?.shown, let root = controller.view else { return }
    try load(page)
    guard let view = page.view else { return }
    view.layer.model.setFrame(root.layer.model.bounds)
    if view.layer.superlayer !== root.layer {
      view.layer.remove()
      root.layer.sublayers.insert(view.layer, at: 0)
    }
    treeChanged = true
    sayPagesNotShown(of: controller)
  }

  /// Once: the data source's other pages are reached only by a swipe, which never reaches a
  /// preview; the dots a scrolling page controller draws for `presentationCount(for:)`.
  private func sayPagesNotShown(of controller: Instance) {
    guard let source = controller.pageDataSource,
      let after = source.method("pageViewController", labels: ["_", "viewControllerAfter"])
    else { return }
    warn(
      "page swipes",
      "swipes do not reach a preview: only the page set by setViewControllers shows, not those the data source gives "
        + "before and after it", at: after.name)
    if controller.pages?.transitionStyle == "scroll", let count = source.method("presentationCount", labels: ["for"]) {
      warn("page dots", "the page control's dots of a scrolling page view controller are not drawn by Wobble", at: count.name)
    }
  }
}
