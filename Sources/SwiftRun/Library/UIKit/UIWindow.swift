import Geometry
import SwiftParser
import SwiftSyntax

/// What a `UIWindow` has beyond a view's: the controller whose view fills it, whether it
/// is shown (`makeKeyAndVisible()`, or `isHidden = false`), and its level among windows.
final class WindowState {
  var rootController: Instance?
  var visible = false
  /// `windowLevel`: `.normal` 0, `.statusBar` 1000, `.alert` 2000 (UIKit's values); a higher
  /// level shows above a lower one.
  var level = 0.0
}

extension Library {
  /// `UIWindow`: the view an app delegate makes in `application(_:didFinishLaunchingWithOptions:)`
  /// (`UIWindow(frame: UIScreen.main.bounds)`). Made visible, it shows its root view controller's
  /// view over whatever the code added to it first, as UIKit adds that view last; with no
  /// background of its own, what is behind everything is black.
  static let uiWindow = SimulatedType("UIWindow", superclass: "UIView") { t in
    t.call("UIWindow", "frame", "", "windowScene") { a throws(RunError) in
      let window = try a.newView()
      window.window = WindowState()
      // A window is hidden until it is made visible (Apple, `UIWindow`).
      window.layer.model.isHidden = true
      if a.signature != "frame" {
        let screen = a.run.screenSize
        window.layer.model.setFrame(Rect(x: 0, y: 0, width: screen.width, height: screen.height))
      }
      return .view(window)
    }
    let window = t.members { value in value.asView.flatMap { $0.window == nil ? nil : $0 } }
    window.property(
      "rootViewController", takes: "a view controller", sample: { Interpreter.samplePlainController },
      get: { w, _ in w.window?.rootController.map(Value.instance) ?? .nil }
    ) { w, new throws(RunError) in
      guard case .instance(let controller) = new.value, controller.isController else {
        throw new.wrong(want: "a view controller")
      }
      w.window?.rootController = controller
      if w.window?.visible == true { try new.run.install(controller, in: w) }
    }
    window.method("makeKeyAndVisible", "") { w, a throws(RunError) in
      try a.run.makeVisible(w)
      return .void
    }
    window.method("makeKey", "") { _, _ in .void }
    // The scene it belongs to (`window.windowScene = scene` in a scene delegate): kept.
    window.property(
      "windowScene", takes: "a UIWindowScene", sample: { .record(Record(type: uiWindowScene, fields: [:])) },
      get: { w, run in run.kept(.view(w), "windowScene") ?? .nil }
    ) { w, new throws(RunError) in
      guard case .record(let r) = new.value, r.type === uiWindowScene else { throw new.wrong(want: "a UIWindowScene") }
      new.run.keep(new.value, .view(w), "windowScene")
    }
    window.property("isKeyWindow", .bool, get: { $0.window?.visible == true })
    window.property("isHidden", .bool, get: { $0.layer.model.isHidden }) { w, hidden, a throws(RunError) in
      if hidden { a.run.hide(w) } else { try a.run.makeVisible(w) }
    }
    window.property(
      "windowLevel", takes: "a UIWindow.Level", sample: { .number(2000) }, get: { w, _ in .number(w.window?.level ?? 0) }
    ) { w, new throws(RunError) in
      switch new.value {
      case .number(let level): w.window?.level = level
      case .string(let name) where windowLevels[name] != nil: w.window?.level = windowLevels[name]!
      default: throw new.wrong(want: "a UIWindow.Level (.normal, .statusBar, .alert)")
      }
    }
    t.options("UIWindow.Level")
  }

  /// UIKit's window levels by name (`UIWindow.Level.alert`, Swift 4's `UIWindowLevelAlert`).
  static let windowLevels: [String: Double] = [
    "normal": 0, "statusBar": 1000, "alert": 2000,
    "UIWindowLevelNormal": 0, "UIWindowLevelStatusBar": 1000, "UIWindowLevelAlert": 2000,
  ]
}

extension Interpreter {
  /// `makeKeyAndVisible()`: the window is what is shown, its root controller's view loaded and
  /// put over what the window holds.
  func makeVisible(_ window: ViewObject) throws(RunError) {
    guard let state = window.window, !state.visible else { return }
    state.visible = true
    window.layer.model.isHidden = false
    treeChanged = true
    // A window shown over the app's (a HUD's, an alert's): drawn above it, by level.
    if launchedWindow != nil || liveView != nil || (firstView.map { $0 !== window } ?? false) {
      overlayWindows.append(window)
    } else {
      launchedWindow = window
    }
    if let controller = state.rootController { try install(controller, in: window) }
  }

  /// `hudWindow = nil`: a shown window over the app's that `target` held, given up. UIKit keeps
  /// a window on screen only while something holds it, so a HUD's is dismissed this way; Wobble
  /// counts no references and takes the place that held it as the last one, said once.
  func releaseWindow(heldBy target: ExprSyntax, replacedBy value: Value) {
    guard target.is(DeclReferenceExprSyntax.self) || target.is(MemberAccessExprSyntax.self),
      case .view(let window)? = try? evaluate(target), overlayWindows.contains(where: { $0 === window })
    else { return }
    if case .view(let same) = value, same === window { return }
    hide(window)
    warn(
      "window released",
      "the window \(target.trimmedDescription) held is taken off the screen here: UIKit shows a window only while "
        + "something holds it, and Wobble takes this as the last place that did", at: target)
  }

  /// `isHidden = true` on a shown window: it goes from the screen.
  func hide(_ window: ViewObject) {
    window.window?.visible = false
    window.layer.model.isHidden = true
    overlayWindows.removeAll { $0 === window }
    treeChanged = true
  }

  /// A window's root controller: its view loaded (`viewDidLoad()`), sized to the window and
  /// added last; it appears when the launch is over.
  func install(_ controller: Instance, in window: ViewObject) throws(RunError) {
    try load(controller)
    controller.navigation?.moveBarBelowStatusBar(statusBarHeight)
    guard let view = controller.navigation?.view ?? controller.view else { return }
    view.layer.model.setFrame(Rect(x: 0, y: 0, width: window.layer.model.bounds.width, height: window.layer.model.bounds.height))
    // The root's view fills its container as the container fills the window; a tab bar
    // controller lays its tab out again at the window's size.
    if controller.navigation != nil { controller.view?.layer.model.setFrame(view.layer.model.bounds) }
    if controller.tabs != nil { try showSelectedTab(of: controller) }
    view.layer.remove()
    window.layer.sublayers.append(view.layer)
    treeChanged = true
    try inheritTint(view, from: window)
  }
}

extension Interpreter {
  /// The status bar's height on the screen an app's window fills, in points: 20 on the iPhones
  /// without a notch (up to 736 points high, Wobble's own 375 × 667 among them), 44 on the
  /// notched ones (the iPhone X's; later models' 47 to 59 are not told apart by size), none on
  /// an iPhone in landscape, where iOS hides it.
  var statusBarHeight: Double { Self.statusBarHeight(screen: screenSize) }

  static func statusBarHeight(screen: (width: Double, height: Double)) -> Double {
    if isPhoneLandscape(screen) { return 0 }
    return screen.height <= 736 ? 20 : 44
  }

  /// Whether the screen is an iPhone's on its side (compact height: wider than high, under 500
  /// points high).
  static func isPhoneLandscape(_ screen: (width: Double, height: Double)) -> Bool {
    screen.width > screen.height && screen.height < 500
  }

  /// Where UIKit puts a navigation bar saved at `saved`: below the status bar whatever frame
  /// Interface Builder saved (Xcode 8 saved y = 0 with its inferred metrics), 32 points high on
  /// an iPhone in landscape (compact height), else its saved height.
  static func navigationBarFrame(saved: Rect, screen: (width: Double, height: Double)) -> Rect {
    Rect(
      x: saved.minX, y: statusBarHeight(screen: screen), width: saved.width,
      height: isPhoneLandscape(screen) ? 32 : saved.height)
  }
}

extension Library {
  /// `UIViewController()`: a controller of no class of the file's, whose view is empty and
  /// clear (an app delegate's placeholder root over the views it put in the window itself).
  static let uiViewController = SimulatedType("UIViewController") { t in
    t.call("UIViewController", "") { a throws(RunError) in
      try a.run.instantiate(Interpreter.plainController, labels: [], values: [], at: a.call)
    }
  }
}

extension Interpreter {
  /// UIKit's own `UIViewController`, as a class with nothing of its own.
  /// A `UIViewController()` for samples (`LibraryTests`): made without an interpreter.
  static var samplePlainController: Value {
    let controller = Instance(chain: [plainController], view: ViewObject(name: "view"))
    controller.isController = true
    return .instance(controller)
  }

  nonisolated(unsafe) static let plainController: TypeDeclaration = {
    let source = Parser.parse(source: "class UIViewController: UIViewController {}")
    return TypeDeclaration.declared(by: source.statements.first!.item.as(DeclSyntax.self)!)!
  }()
}

extension Library {
  /// The scene a scene delegate is given (`scene(_:willConnectTo:options:)`): a
  /// `UIWindowScene`, which `UIWindow(windowScene:)` takes. It fills the main screen: its
  /// `screen` is that screen, its `coordinateSpace` the screen's (`bounds` the screen's size).
  static let uiWindowScene = SimulatedType("UIWindowScene") { t in
    let scene = t.members { if case .record(let r) = $0, r.type.name == "UIWindowScene" { r } else { nil } }
    for name in ["screen", "coordinateSpace"] {
      scene.property(name, takes: "the main screen", get: { _, _ in .type("UIScreen.main") })
    }
  }

  /// `UIApplication.shared`: its key window (the window the app delegate made visible, else
  /// the one the shown view is in), its windows, and its delegate. The status bar's settings
  /// (`isStatusBarHidden`, `statusBarStyle`) and the like change nothing drawn here: kept.
  static let uiApplication = SimulatedType("UIApplication") { t in
    t.staticMember("shared") { run in .record(run.application) }
    // Swift 2's `UIApplication.sharedApplication()`, a class method Swift 3 made the property.
    t.call("UIApplication.sharedApplication", "") { a in
      a.run.warn(
        "Swift 2 sharedApplication", "UIApplication.sharedApplication() is Swift 2's UIApplication.shared", at: a.call)
      return .record(a.run.application)
    }
    t.ignore(
      "isStatusBarHidden", "statusBarStyle", "isIdleTimerDisabled", "applicationIconBadgeNumber",
      "isNetworkActivityIndicatorVisible")
    let app = t.members { value -> Record? in
      if case .record(let r) = value, r.type.name == "UIApplication" { r } else { nil }
    }
    app.property("keyWindow", takes: "a UIWindow", get: { _, run in run.keyWindow })
    app.property(
      "windows", takes: "an array of UIWindow",
      get: { _, run in
        if case .nil = run.keyWindow { return .array([]) }
        return .array([run.keyWindow])
      })
    app.property("delegate", takes: "the app delegate", get: { _, run in run.appDelegate.map(Value.instance) ?? .nil })
    // The status bar's setters deprecated in iOS 9 (a controller's `preferredStatusBarStyle`
    // replaced them): the status bar is not drawn here, so they change nothing.
    for (name, signature) in [
      ("setStatusBarStyle", "_:animated"), ("setStatusBarHidden", "_:with"), ("setStatusBarHidden", "_:animated"),
    ] {
      app.method(name, signature) { _, _ in .void }
    }
  }
}

extension Interpreter {
  /// `UIApplication.shared.keyWindow`: the launched window, else the shown view once it has
  /// joined its window (which it stands for, as `view.window` does).
  /// The one `UIApplication.shared` of the run.
  var application: Record {
    if let made = applicationObject { return made }
    let made = Record(type: Library.uiApplication, fields: [:])
    applicationObject = made
    return made
  }

  var keyWindow: Value {
    if let launchedWindow { return .view(launchedWindow) }
    guard inWindow, let root = shownRoot else { return .nil }
    return view(backedBy: root) ?? .nil
  }
}
