import Geometry
import SwiftParser
import SwiftSyntax

/// What a `UIWindow` has beyond a view's: the controller whose view fills it, and whether it
/// is shown (`makeKeyAndVisible()`).
final class WindowState {
  var rootController: Instance?
  var visible = false
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
    window.property("isKeyWindow", .bool, get: { $0.window?.visible == true })
    // Above or below other windows: there is one window here.
    t.ignore("windowLevel")
  }
}

extension Interpreter {
  /// `makeKeyAndVisible()`: the window is what is shown, its root controller's view loaded and
  /// put over what the window holds.
  func makeVisible(_ window: ViewObject) throws(RunError) {
    guard let state = window.window, !state.visible else { return }
    state.visible = true
    launchedWindow = window
    if let controller = state.rootController { try install(controller, in: window) }
  }

  /// A window's root controller: its view loaded (`viewDidLoad()`), sized to the window and
  /// added last; it appears when the launch is over.
  func install(_ controller: Instance, in window: ViewObject) throws(RunError) {
    try load(controller)
    guard let view = controller.navigation?.view ?? controller.view else { return }
    view.layer.model.setFrame(Rect(x: 0, y: 0, width: window.layer.model.bounds.width, height: window.layer.model.bounds.height))
    view.layer.remove()
    window.layer.sublayers.append(view.layer)
    treeChanged = true
    try inheritTint(view, from: window)
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
  /// `UIWindowScene`, which `UIWindow(windowScene:)` takes.
  static let uiWindowScene = SimulatedType("UIWindowScene") { _ in }

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
