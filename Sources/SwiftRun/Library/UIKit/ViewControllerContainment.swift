import Geometry
import SwiftSyntax

/// What UIKit does for a view controller beyond its own methods: its view loaded on first
/// read (`loadView()`, `viewDidLoad()`), child controllers (`addChild(_:)`,
/// `didMove(toParent:)`, `removeFromParent()`, `children`, `parent`, whose appearance the parent
/// forwards), and presentation (`present(_:animated:completion:)`, `dismiss(animated:completion:)`).
///
/// A presented controller's view covers the screen at once, as a full-screen presentation
/// ends; the slide up is not drawn, nor the card of UIKit's default page sheet (since iOS 13),
/// which leaves the presenter's edge in sight behind it — each said. UIKit presents nothing
/// from a controller whose view is not in a window yet (`viewDidLoad()`): it logs "Attempt to
/// present … whose view is not in the window hierarchy", and so does Wobble, in a warning.
extension Interpreter {
  /// UIKit's controller method `name`, called on `controller`; nil for any other.
  func controllerMethod(_ name: String, on controller: Instance, _ a: Arguments) throws(RunError) -> Value? {
    func given(_ i: Int) throws(RunError) -> Instance {
      let value = try a.value(i)
      guard case .instance(let other) = value, other.isController else {
        throw a.wrong(i, got: value, want: "a view controller")
      }
      return other
    }
    switch (name, a.signature) {
    case ("addChild", "_"), ("addChildViewController", "_"):
      if name == "addChildViewController" {
        warn("Swift 4 addChildViewController", "addChildViewController(_:) is Swift 4's addChild(_:)", at: a.call)
      }
      let child = try given(0)
      child.parentController?.children.removeAll { $0 === child }
      child.parentController = controller
      controller.children.append(child)
      return .void
    case ("removeFromParent", ""), ("removeFromParentViewController", ""):
      controller.parentController?.children.removeAll { $0 === controller }
      controller.parentController = nil
      return .void
    case ("willMove", "toParent"), ("willMove", "toParentViewController"):
      return .void
    case ("didMove", "toParent"), ("didMove", "toParentViewController"):
      // A child added once its parent is on screen appears now: UIKit forwards the appearance
      // as its view joins the window.
      if case .instance(let parent) = try a.value(0), parent.appeared, !controller.appeared {
        try appear(controller)
      }
      return .void
    case ("presentViewController", "_:animated:completion"), ("presentViewController", "_:animated:trailing"):
      warn(
        "Swift 2 presentViewController",
        "presentViewController(_:animated:completion:) is Swift 2's present(_:animated:completion:)", at: a.call)
      return try controllerMethod("present", on: controller, a)
    case ("dismissViewControllerAnimated", "_:completion"), ("dismissViewControllerAnimated", "_:trailing"):
      warn(
        "Swift 2 dismissViewControllerAnimated",
        "dismissViewControllerAnimated(_:completion:) is Swift 2's dismiss(animated:completion:)", at: a.call)
      let completion = try a.optionalClosure(1)
      try dismiss(from: controller, completion: completion, at: a.call)
      return .void
    case ("present", "_:animated"), ("present", "_:animated:completion"), ("present", "_:animated:trailing"):
      // An alert: nothing shows from a controller not yet in a window, as on iOS; over one
      // that is, the alert's card is not drawn, so the run stops there, said.
      if case .skipped("UIAlertController") = try a.value(0) {
        guard controller.appeared else {
          warn(
            "present before appearing",
            "present(_:animated:) from a controller whose view is not in a window yet shows nothing: UIKit logs "
              + "\"Attempt to present UIAlertController … whose view is not in the window hierarchy\" "
              + "(present from viewDidAppear(_:))", at: a.call)
          return .void
        }
        throw error("presenting a UIAlertController is not simulated by Wobble yet: its card would cover the screen", at: a.call)
      }
      let presented = try given(0)
      let completion = a.count > 2 ? try a.optionalClosure(2) : nil
      try present(presented, from: controller, animated: try a.bool(1), completion: completion, at: a.call)
      return .void
    case ("dismiss", "animated"), ("dismiss", "animated:completion"), ("dismiss", "animated:trailing"):
      let completion = a.count > 1 ? try a.optionalClosure(1) : nil
      try dismiss(from: controller, completion: completion, at: a.call)
      return .void
    case ("setViewControllers", "_:direction:animated:completion") where controller.pages != nil,
      ("setViewControllers", "_:direction:animated:trailing") where controller.pages != nil,
      ("setViewControllers", "_:direction:animated") where controller.pages != nil:
      try setPage(of: controller, to: try a.value(0), animated: try a.bool(2), at: a.call)
      // UIKit calls the completion once the page is shown (finished: true).
      if a.count > 3, let completion = try a.optionalClosure(3) { _ = try call(completion, [.bool(true)], at: a.call) }
      return .void
    case ("setViewControllers", "_:animated") where controller.tabs != nil:
      try setTabs(of: controller, to: try a.value(0), at: a.call)
      return .void
    default:
      return nil
    }
  }

  /// UIKit loads a controller's view the first time something reads it: `loadView()` then
  /// `viewDidLoad()`, as for a controller made in code and read from outside (`child.view`);
  /// one made in code with a nib of its name loads the nib (`ownNib(of:)`).
  /// A storyboard's controller loads as its scene says (`StoryboardLoading`).
  func loadIfNeeded(_ controller: Instance) throws(RunError) {
    guard !controller.viewLoaded, !controller.loadingView, !controller.decoded else { return }
    // Made in code with a nib of its name beside it (and no `loadView()` of its own): the nib.
    if controller.method("loadView", labels: []) == nil, let (document, owner) = ownNib(of: controller.type) {
      try loadOwnNib(of: controller, document, owner)
      try load(controller)
      return
    }
    guard archived(controller.type) == nil else { return }
    try load(controller)
  }

  /// The layer a presented controller's view covers: the window the app made visible, else a
  /// window made now around the shown view (a storyboard app's, a live view's). UIKit presents
  /// into the window, beside the presenter's view, not inside it: a presenter faded or moved
  /// (a custom transition's `fromView.alpha = 0`) leaves the presented view as it is.
  func presentationHost() -> LayerObject? {
    if let window = launchedWindow { return window.layer }
    guard let root = shownRoot else { return nil }
    if let window = presentationWindow, root === window.layer { return root }
    let window = ViewObject(name: "window")
    window.layer.model.backgroundColor = nil
    let frame = root.model.frame
    window.layer.model.setFrame(Rect(x: 0, y: 0, width: frame.maxX, height: frame.maxY))
    root.remove()
    window.layer.sublayers.append(root)
    presentationWindow = window
    windowContent = window.layer
    treeChanged = true
    return window.layer
  }

  private func present(
    _ presented: Instance, from presenter: Instance, animated: Bool, completion: ClosureObject?, at call: some SyntaxProtocol
  ) throws(RunError) {
    // A custom transition (`transitioningDelegate`): its animator shows the view, and the
    // completion waits for it to complete.
    if animated, try presentThroughAnimator(presented, from: presenter, completion: completion, at: call) { return }
    let shown = try present(presented, from: presenter, animated: animated, saying: { warn($0, $1, at: call) })
    if shown, let completion { _ = try self.call(completion, [], at: call) }
  }

  /// Shows `presented`'s view over the presenter's window and makes it appear (the presenter
  /// told it disappears when the style covers it); `say` gets the kind and text of what Wobble
  /// does not draw (a page sheet's card, the slide up), or of why nothing shows. False when
  /// nothing was shown.
  @discardableResult
  func present(
    _ presented: Instance, from presenter: Instance, animated: Bool, saying say: (_ kind: String, _ message: String) -> Void
  ) throws(RunError) -> Bool {
    guard presenter.appeared, let host = presentationHost() else {
      say(
        "present before appearing",
        "present(_:animated:) from a controller whose view is not in a window yet shows nothing: UIKit logs "
          + "\"Attempt to present \(presented.className) … whose view is not in the window hierarchy\" "
          + "(present from viewDidAppear(_:))")
      return false
    }
    let style = presentationStyle(of: presented)
    let fullScreen = ["fullScreen", "overFullScreen", "overCurrentContext", "currentContext"].contains(style)
    if !fullScreen {
      say(
        "page sheet",
        "\(presented.className) is presented as UIKit's default page sheet: Wobble shows its view "
          + "over the whole screen, without the card's inset and rounded corners or the presenter behind it")
    } else if animated {
      say("present slide", "the presentation's slide up is not drawn: \(presented.className)'s view is shown at once")
    }
    try loadIfNeeded(presented)
    guard let view = presented.navigation?.view ?? presented.view else { return false }
    view.layer.model.setFrame(Rect(x: 0, y: 0, width: host.model.bounds.width, height: host.model.bounds.height))
    view.layer.remove()
    host.sublayers.append(view.layer)
    treeChanged = true
    presenter.presented = presented
    presented.presenter = presenter
    if Self.coversPresenter(style) {
      try callIfDeclared(presenter, "viewWillDisappear", [.bool(animated)])
      try callIfDeclared(presenter, "viewDidDisappear", [.bool(animated)])
    }
    try appear(presented)
    return true
  }

  /// `pushViewController(_:animated:)`: the pushed controller's view takes the top's place
  /// under the bar, its title in the bar, the top told it disappears and the pushed one that it
  /// appears; the slide UIKit draws (its curve unpublished) is not, said.
  func push(_ pushed: Instance, on container: ControllerContainer, animated: Bool, at call: some SyntaxProtocol)
    throws(RunError)
  {
    try push(pushed, on: container, animated: animated, saying: { warn($0, $1, at: call) })
  }

  /// `push(_:on:animated:at:)` with what is not drawn told to `say` (its kind and text).
  func push(
    _ pushed: Instance, on container: ControllerContainer, animated: Bool,
    saying say: (_ kind: String, _ message: String) -> Void
  ) throws(RunError) {
    let top = container.pushed.last ?? instances.first { $0.navigation === container }
    // In the navigation controller before its view loads: its safe area is under the bar.
    pushed.pushedOn = container
    try loadIfNeeded(pushed)
    guard let view = pushed.view else { return }
    if animated {
      say("push slide", "the push's slide is not drawn: \(pushed.className)'s view is shown at once (nor the bar's back button)")
    }
    if let top { try callIfDeclared(top, "viewWillDisappear", [.bool(animated)]) }
    let bounds = container.view.layer.model.bounds
    view.layer.model.setFrame(Rect(x: 0, y: 0, width: bounds.width, height: bounds.height))
    view.layer.remove()
    top?.view?.layer.remove()
    container.view.layer.sublayers.insert(view.layer, at: 0)
    container.pushed.append(pushed)
    container.show(title: pushed.title)
    treeChanged = true
    if let top { try callIfDeclared(top, "viewDidDisappear", [.bool(animated)]) }
    try appear(pushed)
  }

  /// `popViewController(animated:)`: the top pushed controller leaves, the one below shows
  /// again (at once, said by `push` already); nothing happens at the root.
  func pop(_ container: ControllerContainer, at call: some SyntaxProtocol) throws(RunError) {
    guard let leaving = container.pushed.popLast() else { return }
    let below = container.pushed.last ?? instances.first { $0.navigation === container }
    try callIfDeclared(leaving, "viewWillDisappear", [.bool(true)])
    leaving.view?.layer.remove()
    if let view = below?.view { container.view.layer.sublayers.insert(view.layer, at: 0) }
    container.show(title: below?.title ?? "")
    treeChanged = true
    try callIfDeclared(leaving, "viewDidDisappear", [.bool(true)])
    if let below { try appear(below) }
  }

  /// `dismiss(animated:completion:)`: called on the presented controller or on its presenter,
  /// the presented view leaves the screen and the completion runs.
  private func dismiss(from controller: Instance, completion: ClosureObject?, at call: some SyntaxProtocol) throws(RunError) {
    let presented = controller.presented ?? (controller.presenter != nil ? controller : nil)
    if let presented, let presenter = presented.presenter, let host = presentationHost(),
      let animator = try transitionAnimator(of: presented, presenter: presenter, dismissing: true, at: call)
    {
      try callIfDeclared(presenter, "viewWillAppear", [.bool(true)])
      try runTransition(
        animator, from: presented, to: presenter, dismissing: true, container: host, completion: completion, at: call)
      return
    }
    if let presented, let view = presented.navigation?.view ?? presented.view {
      try callIfDeclared(presented, "viewWillDisappear", [.bool(true)])
      view.layer.remove()
      treeChanged = true
      presented.presenter?.presented = nil
      presented.presenter = nil
      try callIfDeclared(presented, "viewDidDisappear", [.bool(true)])
    }
    if let completion { _ = try self.call(completion, [], at: call) }
  }
}
