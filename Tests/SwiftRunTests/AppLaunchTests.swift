import Animation
import Geometry
import Scenes
import Testing
import Typesetting

@testable import SwiftRun

/// Apps without a storyboard make their window in code: the app delegate's
/// `application(_:didFinishLaunchingWithOptions:)` or a scene delegate's
/// `scene(_:willConnectTo:options:)`. Wobble launches them as UIKit does and shows the window.
@Suite struct AppLaunchTests {
  /// An app whose delegate runs `body` when it has finished launching (returning true).
  static func appDelegate(launching body: String) -> String {
    """
    import UIKit
    @UIApplicationMain
    class AppDelegate: UIResponder, UIApplicationDelegate {
      var window: UIWindow?
      func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
    \(body)
        return true
      }
    }
    """
  }

  /// The window holds what the delegate added to it, under its root controller's view (added
  /// last, as UIKit adds it); the window's own background is behind them.
  @Test func anAppDelegatesWindowIsShownWithWhatItHolds() throws {
    let code = """
      import UIKit
      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          window = UIWindow(frame: UIScreen.main.bounds)
          let splash = UIView(frame: CGRect(x: 100, y: 200, width: 50, height: 40))
          splash.backgroundColor = .red
          window!.addSubview(splash)
          window!.rootViewController = UIViewController()
          window!.backgroundColor = .blue
          window!.makeKeyAndVisible()
          UIApplication.shared.isStatusBarHidden = true
          return true
        }
      }
      """
    let file = try OpenedFile.open(text: code, path: "/x/AppDelegate.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.bounds.width == 375 && tree.bounds.height == 667)
    #expect(tree.backgroundColor == Color(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(tree.sublayers.count == 2)
    #expect(
      tree.sublayers[0].backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1) && tree.sublayers[0].bounds.width == 50)
    // The plain controller's view fills the window and is clear, so the splash shows through.
    #expect(tree.sublayers[1].bounds.width == 375 && tree.sublayers[1].backgroundColor == nil)
  }

  /// A scene delegate's window holds the root controller it made and configured: its view
  /// loaded, sized to the window, and appearing (`viewDidAppear(_:)` runs, so what it animates
  /// moves).
  @Test func aSceneDelegatesRootControllerLoadsAndAppears() throws {
    let code = """
      import UIKit
      class HomeViewController: UIViewController {
        let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        var dotColor = UIColor.gray
        override func viewDidLoad() {
          super.viewDidLoad()
          view.backgroundColor = .white
          dot.backgroundColor = dotColor
          view.addSubview(dot)
        }
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { self.dot.alpha = 0 })
        }
      }
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
          guard let windowScene = (scene as? UIWindowScene) else { return }
          window = UIWindow(windowScene: windowScene)
          let home = HomeViewController()
          home.dotColor = .red
          window?.rootViewController = home
          window?.makeKeyAndVisible()
        }
      }
      """
    let file = try OpenedFile.open(text: code, path: "/x/App.swift")
    let tree = file.scene.presentation(ParameterValues(), 0.5)
    #expect(tree.sublayers.count == 1)
    let home = tree.sublayers[0]
    #expect(home.bounds.width == 375 && home.bounds.height == 667 && home.backgroundColor == .white)
    #expect(home.sublayers[0].backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(abs(home.sublayers[0].opacity - 0.5) < 1e-6)
  }

  /// In an app's window the status bar is above the navigation bar: on Wobble's 375 × 667
  /// screen (an iPhone without a notch) UIKit puts the bar at y 20, 44 points high, in a
  /// tab's navigation controller too; the root's view still fills the window under it.
  @Test func aNavigationBarInAnAppsWindowLiesBelowTheStatusBar() throws {
    let code = """
      import UIKit
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
          guard let windowScene = (scene as? UIWindowScene) else { return }
          window = UIWindow(windowScene: windowScene)
          let home = UIViewController()
          home.title = "Home"
          window?.rootViewController = UINavigationController(rootViewController: home)
          window?.makeKeyAndVisible()
        }
      }
      """
    let tree = try OpenedFile.open(text: code, path: "/x/App.swift").scene.presentation(ParameterValues(), 0)
    let container = try #require(tree.sublayers.first)
    #expect(container.sublayers.first?.frame == Rect(x: 0, y: 0, width: 375, height: 667))
    #expect(container.sublayers.last?.frame == Rect(x: 0, y: 20, width: 375, height: 44))
    let tabbed = code.replacingOccurrences(
      of: "window?.rootViewController = UINavigationController(rootViewController: home)",
      with: "let tabs = UITabBarController()\n    tabs.viewControllers = [UINavigationController(rootViewController: home)]\n"
        + "    window?.rootViewController = tabs")
    let tabsTree = try OpenedFile.open(text: tabbed, path: "/x/App.swift").scene.presentation(ParameterValues(), 0)
    let navigation = try #require(tabsTree.sublayers.first?.sublayers.first)
    #expect(navigation.sublayers.last?.frame == Rect(x: 0, y: 20, width: 375, height: 44))
  }

  /// A scene delegate sizing its window by the scene's coordinate space gets the screen's
  /// bounds; the window keeps the scene it is given; the navigation bar's title is 17-point
  /// semibold, in the colour and font `titleTextAttributes` give (white too under a `.black`
  /// bar style), and a bar tint is said, not drawn (transparent since iOS 15).
  @Test func aSceneSizedWindowAndANavigationTitlesAttributes() throws {
    func opened(_ setUp: String) throws -> (Layer, OpenedFile) {
      let code = """
        import UIKit
        class Home: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.title = "Cards"
            \(setUp)
          }
        }
        class SceneDelegate: UIResponder, UIWindowSceneDelegate {
          var window: UIWindow?
          func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = (scene as? UIWindowScene) else { return }
            window = UIWindow(frame: windowScene.coordinateSpace.bounds)
            window?.windowScene = windowScene
            window?.rootViewController = UINavigationController(rootViewController: Home())
            window?.makeKeyAndVisible()
          }
        }
        """
      let file = try OpenedFile.open(text: code, path: "/x/App.swift")
      let container = try #require(file.scene.presentation(ParameterValues(), 0).sublayers.first)
      return (try #require(container.sublayers.last), file)
    }
    func title(_ bar: Layer) -> TextStyle? { if case .text(let style) = bar.content { style } else { nil } }
    let (plain, _) = try opened("")
    #expect(plain.frame == Rect(x: 0, y: 20, width: 375, height: 44))
    #expect(title(plain)?.string == "Cards" && title(plain)?.font == FontRequest(weight: 600, size: 17))
    #expect(title(plain)?.color == Color(white: 0))
    let (styled, file) = try opened(
      """
      navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: UIColor.yellow, .font: UIFont.systemFont(ofSize: 20)]
      navigationController?.navigationBar.barTintColor = .red
      """)
    #expect(title(styled)?.color == Color(red: 1, green: 1, blue: 0))
    #expect(title(styled)?.font.size == 20)
    #expect(file.warnings.contains { $0.contains("a navigation bar's barTintColor is not drawn") })
    let (dark, _) = try opened("navigationController?.navigationBar.barStyle = .black")
    #expect(title(dark)?.color == Color(white: 1))
    #expect(throws: RunError.self) {
      _ = try opened("navigationController?.navigationBar.titleTextAttributes = [.foregroundColor: 3]")
    }
  }

  /// An app's screen is the canvas the person sizes (`set view.width 1024`, `set view.height
  /// 1366`, an iPad Pro's): the window made from `UIScreen.main.bounds` fills it and code placing
  /// views from the screen's size follows; left alone, the screen is the simulated iPhone's.
  @Test func anAppsScreenFollowsTheCanvasThePersonSizes() throws {
    let code = Self.appDelegate(
      launching: """
            window = UIWindow(frame: UIScreen.main.bounds)
            let root = UIViewController()
            let corner = UIView(frame: CGRect(x: UIScreen.main.bounds.width - 10, y: 0, width: 10, height: 10))
            corner.backgroundColor = .red
            root.view.addSubview(corner)
            window?.rootViewController = root
            window?.makeKeyAndVisible()
        """)
    let file = try OpenedFile.open(text: code, path: "/x/App.swift")
    func corner(_ tree: Layer) -> Layer? {
      func all(_ layer: Layer) -> [Layer] { [layer] + layer.sublayers.flatMap(all) }
      return all(tree).first { $0.backgroundColor == Color(red: 1, green: 0, blue: 0) }
    }
    let iphone = file.scene.presentation(ParameterValues(), 0)
    #expect(iphone.bounds.width == 375 && corner(iphone)?.frame.minX == 365)
    var ipad = ParameterValues()
    ipad[ViewSettings.width] = .number(1024)
    ipad[ViewSettings.height] = .number(1366)
    let tree = file.scene.presentation(ipad, 0)
    #expect(tree.bounds.width == 1024 && tree.bounds.height == 1366)
    #expect(corner(tree)?.frame.minX == 1014)
  }

  /// In an app's window the safe area leaves out the status bar (20 points on a 375 × 667
  /// screen) and, under a navigation controller, its bar (44 more): a view pinned to the safe
  /// area's top lies there; `safeAreaInsets` says the same. A playground's live view has none.
  @Test func theSafeAreaOfAnAppsRootViewLeavesOutTheStatusBarAndTheNavigationBar() throws {
    let code = """
      import UIKit
      class Home: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let strip = UIView()
          strip.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(strip)
          NSLayoutConstraint.activate([
            strip.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            strip.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            strip.widthAnchor.constraint(equalToConstant: 100),
            strip.heightAnchor.constraint(equalToConstant: 30),
          ])
          strip.alpha = view.safeAreaInsets.top / 100
        }
      }
      class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?
        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
          guard let windowScene = (scene as? UIWindowScene) else { return }
          window = UIWindow(windowScene: windowScene)
          window?.rootViewController = ROOT
          window?.makeKeyAndVisible()
        }
      }
      """
    func strip(_ root: String) throws -> Layer? {
      let tree = try OpenedFile.open(text: code.replacingOccurrences(of: "ROOT", with: root), path: "/x/App.swift")
        .scene.presentation(ParameterValues(), 0)
      var found: Layer?
      func visit(_ layer: Layer) {
        if layer.bounds.width == 100 && layer.bounds.height == 30 { found = layer }
        layer.sublayers.forEach(visit)
      }
      visit(tree)
      return found
    }
    let plain = try #require(try strip("Home()"))
    #expect(plain.frame.minY == 20)
    #expect(abs(plain.opacity - 0.2) < 1e-6)
    let navigated = try #require(try strip("UINavigationController(rootViewController: Home())"))
    #expect(navigated.frame.minY == 64)
    #expect(abs(navigated.opacity - 0.64) < 1e-6)
    let playground = try LanguageTests.tree(
      """
      let strip = UIView()
      strip.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(strip)
      strip.topAnchor.constraint(equalTo: host.safeAreaLayoutGuide.topAnchor).isActive = true
      strip.heightAnchor.constraint(equalToConstant: 30).isActive = true
      """)
    #expect(playground.sublayers.first?.frame.minY == 0)
  }

  /// A subview's safe area is the part of its controller's it overlaps (UIKit, `safeAreaInsets`:
  /// "for other views in the view hierarchy, the insets reflect only the portion of the view
  /// that is covered"): a full-size table under a navigation bar starts its rows below the bar
  /// (its content inset adjusts by it); a view lower than the bar has none.
  @Test func aSubviewsSafeAreaIsThePartOfItsControllersItOverlaps() throws {
    let code = """
      import UIKit
      class List: UIViewController, UITableViewDataSource {
        override func viewDidLoad() {
          super.viewDidLoad()
          let table = UITableView(frame: view.bounds)
          table.dataSource = self
          view.addSubview(table)
          let low = UIView(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
          view.addSubview(low)
          let full = UIView(frame: view.bounds)
          view.addSubview(full)
          low.alpha = 0.5 + low.safeAreaInsets.top / 1000
          full.alpha = 0.5 + full.safeAreaInsets.top / 1000
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
          UITableViewCell(style: .default, reuseIdentifier: nil)
        }
      }
      @main
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          window = UIWindow(frame: UIScreen.main.bounds)
          window?.rootViewController = UINavigationController(rootViewController: List())
          window?.makeKeyAndVisible()
          return true
        }
      }
      """
    let tree = try OpenedFile.open(text: code, path: "/x/App.swift").scene.presentation(ParameterValues(), 0)
    var cells: [Layer] = []
    var views: [Layer] = []
    func visit(_ layer: Layer) {
      if layer.sublayers.contains(where: { $0.name.hasPrefix("contentView") }) { cells.append(layer) }
      if layer.name == "low" || layer.name == "full" { views.append(layer) }
      layer.sublayers.forEach(visit)
    }
    visit(tree)
    // Status bar 20 and navigation bar 44: rows from 64, 44 high.
    #expect(cells.map(\.frame.minY) == [64, 108])
    let opacities = views.map(\.opacity).sorted()
    #expect(opacities.count == 2 && abs(opacities[0] - 0.5) < 1e-6 && abs(opacities[1] - 0.564) < 1e-6)
  }

  @Test func aWindowNeverMadeVisibleIsSaid() {
    let code = """
      import UIKit
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          window = UIWindow(frame: UIScreen.main.bounds)
          return true
        }
      }
      """
    #expect {
      try OpenedFile.open(text: code, path: "/x/AppDelegate.swift")
    } throws: { error in
      "\(error)".hasPrefix("AppDelegate.swift:4:8: AppDelegate makes a window at launch but never makes it visible")
    }
  }

  /// A controller's overlay added to the key window (a HUD) is in the window the controller's
  /// view is shown in.
  @Test func theKeyWindowIsTheWindowTheShownControllerIsIn() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Home: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          let hud = UIView(frame: CGRect(x: 0, y: 0, width: 80, height: 80))
          hud.backgroundColor = .green
          UIApplication.shared.keyWindow?.addSubview(hud)
        }
      }
      PlaygroundPage.current.liveView = Home()
      """
    let file = try OpenedFile.open(text: code, path: "/x/Home.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers.contains { $0.backgroundColor == Color(red: 0, green: 1, blue: 0, alpha: 1) && $0.bounds.width == 80 })
  }

  /// A storyboard app's delegate exists before the initial controller's view loads, as
  /// `UIApplicationMain` makes it, its `window` the one showing that controller: a HUD added to
  /// `UIApplication.shared.delegate?.window` in `viewDidLoad()` shows over the controller's view.
  /// A launch method that does more than return is not run, and said.
  @Test func aStoryboardAppsDelegateAndItsWindowAreThereWhenTheControllerLoads() throws {
    let code = """
      import UIKit
      @UIApplicationMain
      class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
          UINavigationBar.appearance().tintColor = .red
          return true
        }
      }
      class ViewController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let hud = UIView(frame: CGRect(x: 10, y: 10, width: 80, height: 80))
          hud.backgroundColor = .green
          let delegate: UIApplicationDelegate = UIApplication.shared.delegate!
          if let window = delegate.window { window?.addSubview(hud) }
        }
      }
      """
    let file = try OpenedFile.open(text: code, path: "/x/App.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers.contains { $0.backgroundColor == Color(red: 0, green: 1, blue: 0, alpha: 1) && $0.bounds.width == 80 })
    #expect(file.warnings.contains { $0.contains("application(_:didFinishLaunchingWithOptions:) is not run") })
  }
}
