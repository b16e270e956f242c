import Animation
import Scenes
import Testing

@testable import SwiftRun

/// `topLayoutGuide` and `bottomLayoutGuide`: strips along a controller's root view as tall as
/// its safe area's insets there.
@Suite struct UILayoutSupportTests {
  /// An app's controller: the top guide ends below the 20-point status bar (UIKit's height on a
  /// 375 × 667 iPhone), and below the 44-point navigation bar as well when there is one (64);
  /// the bottom guide of a notchless phone is empty. A controller shown alone has no status bar,
  /// so its guide's bottom is the view's top.
  @Test func theTopGuideEndsBelowTheBarsOverAnAppsControllerAndAtTheTopOfOneShownAlone() throws {
    let controller = """
      import UIKit
      class Home: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let strip = UIView()
          strip.translatesAutoresizingMaskIntoConstraints = false
          view.addSubview(strip)
          strip.topAnchor.constraint(equalTo: topLayoutGuide.bottomAnchor, constant: 10).isActive = true
          strip.bottomAnchor.constraint(equalTo: bottomLayoutGuide.topAnchor).isActive = true
          strip.leadingAnchor.constraint(equalTo: view.leadingAnchor).isActive = true
          strip.widthAnchor.constraint(equalToConstant: 100).isActive = true
          strip.alpha = (topLayoutGuide.length + bottomLayoutGuide.length) / 100
        }
      }
      """
    let app =
      controller + "\n" + """
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
    func strip(_ code: String) throws -> Layer? {
      let tree = try OpenedFile.open(text: code, path: "/x/App.swift").scene.presentation(ParameterValues(), 0)
      var found: Layer?
      func visit(_ layer: Layer) {
        if layer.bounds.width == 100 { found = layer }
        layer.sublayers.forEach(visit)
      }
      visit(tree)
      return found
    }
    let plain = try #require(try strip(app.replacingOccurrences(of: "ROOT", with: "Home()")))
    #expect(plain.frame.minY == 30)
    #expect(plain.frame.maxY == 667)
    #expect(abs(plain.opacity - 0.2) < 1e-6)
    let navigated = try #require(
      try strip(app.replacingOccurrences(of: "ROOT", with: "UINavigationController(rootViewController: Home())")))
    #expect(navigated.frame.minY == 74)
    let alone = try #require(try strip(controller))
    #expect(alone.frame.minY == 10)
    #expect(alone.opacity == 0)
  }
}
