import SwiftSyntax

extension Interpreter {
  /// An app whose delegate makes its own window (`window = UIWindow(frame: UIScreen.main.bounds)`
  /// in `application(_:didFinishLaunchingWithOptions:)`, or `UIWindow(windowScene:)` in a scene
  /// delegate's `scene(_:willConnectTo:options:)`; no storyboard): the delegate is made and its
  /// launch method called as UIKit calls it, then the window it made visible is shown —
  /// what it holds under its root controller's view (a splash image masked by a logo), on the
  /// black behind a window. True when such a delegate made a window visible. A delegate that
  /// makes no window leaves the app to its storyboard (`showFirstViewClass`).
  func launchApp() throws(RunError) -> Bool {
    let scene = Value.record(Record(type: Library.uiWindowScene, fields: [:]))
    let entries: [(protocols: [String], name: String, labels: [String], values: [Value])] = [
      (["UIApplicationDelegate"], "application", ["_", "didFinishLaunchingWithOptions"], [.nil, .nil]),
      (["UIWindowSceneDelegate", "UISceneDelegate"], "scene", ["_", "willConnectTo", "options"], [scene, .nil, .nil]),
    ]
    let declared = types.values.filter { $0.kind == .class }.sorted { $0.position < $1.position }
    for entry in entries {
      guard let type = declared.first(where: { !Set($0.conformances).isDisjoint(with: entry.protocols) }),
        let launch = type.method(entry.name, labels: entry.labels),
        launch.body?.description.contains("UIWindow(") == true
      else { continue }
      guard case .instance(let delegate) = try instantiate(type, labels: [], values: [], at: type.syntax) else { continue }
      if entry.name == "application" { appDelegate = delegate }
      _ = try invoke(
        launch.signature.parameterClause.parameters, launch.body, values: entry.values, on: .instance(delegate), at: launch)
      guard let window = launchedWindow else {
        throw error(
          "\(type.name) makes a window at launch but never makes it visible (makeKeyAndVisible()), so nothing shows",
          at: launch.name)
      }
      liveView = .view(window)
      onBlackWindow = true
      treeChanged = true
      try moveToWindow()
      try layOut()
      if let controller = window.window?.rootController { try appear(controller) }
      return true
    }
    return false
  }

  /// A storyboard app's delegate, as `UIApplicationMain` makes it before the initial
  /// controller's view loads: `UIApplication.shared.delegate`, its `window` the window showing
  /// that controller (UIKit assigns it from the storyboard, Apple's `UIApplicationDelegate.window`),
  /// here the controller's root view, which stands for the window as `keyWindow` does. Its
  /// `application(_:didFinishLaunchingWithOptions:)` is not run when it does more than return
  /// (a framework's setup, appearance proxies): said, since what it sets is not drawn.
  func makeStoryboardAppDelegate(showing root: ViewObject?) {
    guard appDelegate == nil else { return }
    let declared = types.values.filter { $0.kind == .class }.sorted { $0.position < $1.position }
    guard let type = declared.first(where: { $0.conformances.contains("UIApplicationDelegate") }),
      case .instance(let delegate)? = try? instantiate(type, labels: [], values: [], at: type.syntax)
    else { return }
    appDelegate = delegate
    if let root, delegate.properties["window"] != nil {
      delegate.properties["window"] = .view(root)
    }
    if let launch = type.method("application", labels: ["_", "didFinishLaunchingWithOptions"]),
      let statements = launch.body?.statements,
      statements.contains(where: { $0.item.as(ReturnStmtSyntax.self) == nil })
    {
      warn(
        "app launch",
        "\(type.name)'s application(_:didFinishLaunchingWithOptions:) is not run: the app is shown "
          + "from its storyboard, and what the method sets up is not drawn by Wobble", at: launch.name)
    }
  }
}
