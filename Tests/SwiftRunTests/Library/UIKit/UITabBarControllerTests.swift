import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A `UITabBarController` made in code (a scene delegate's root, or a subclass setting its
/// `viewControllers` in `viewDidLoad()`): its selected tab's view fills it, loaded and shown
/// (its `viewDidAppear(_:)` runs), and its bar lies over the bottom 49 points with the tabs'
/// titles — a `tabBarItem`'s, else the controller's `title` — the selected one in the tab bar's
/// tint (UIKit's systemBlue by default), the others in `unselectedItemTintColor` (systemGray).
@Suite struct UITabBarControllerTests {
  static func items(_ tree: Layer) -> [(title: String, color: Color, x: Double)] {
    guard let bar = tree.sublayers.last else { return [] }
    return bar.sublayers.compactMap { layer in
      guard case .text(let style) = layer.content else { return nil }
      return (style.string, style.color, layer.frame.midX)
    }
  }

  @Test func aSubclassShowsItsFirstTabOverItsBar() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        class Feed: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .yellow
            title = "Feed"
          }
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            UIView.animate(withDuration: 1) { self.view.alpha = 0.5 }
          }
        }
        class Tabs: UITabBarController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let settings = UIViewController()
            settings.tabBarItem = UITabBarItem(title: "Settings", image: nil, tag: 1)
            viewControllers = [Feed(), settings]
            tabBar.unselectedItemTintColor = .red
          }
        }
        PlaygroundPage.current.liveView = Tabs()
        """, path: "/x/T.swift")
    let tree = file.scene.presentation(ParameterValues(), 1)
    let feed = try #require(tree.sublayers.first)
    #expect(feed.backgroundColor == Color(red: 1, green: 1, blue: 0))
    #expect(feed.opacity == 0.5)
    #expect(tree.sublayers.last?.frame == Rect(x: 0, y: 668 - 49, width: 375, height: 49))
    let items = Self.items(tree)
    #expect(items.map(\.title) == ["Feed", "Settings"])
    let tint = Color(red: 0, green: 122.0 / 255, blue: 1)
    #expect(items.map(\.color) == [tint, Color(red: 1, green: 0, blue: 0)])
    let centres: [Double] = [375.0 / 4, 375.0 * 3 / 4]
    #expect(items.map(\.x) == centres)
  }

  @Test func selectingATabShowsItsView() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        let tabs = UITabBarController()
        let first = UIViewController()
        first.view.backgroundColor = .red
        let second = UIViewController()
        second.view.backgroundColor = .green
        second.title = "Second"
        tabs.setViewControllers([first, second], animated: false)
        tabs.selectedIndex = 1
        tabs.tabBar.tintColor = .purple
        PlaygroundPage.current.liveView = tabs
        """, path: "/x/S.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers.first?.backgroundColor == Color(red: 0, green: 1, blue: 0))
    #expect(tree.sublayers.count == 2)
    let items = Self.items(tree)
    #expect(items.map(\.title) == ["", "Second"])
    // UIColor.purple is (0.5, 0, 0.5).
    #expect(items.last?.color == Color(red: 0.5, green: 0, blue: 0.5))
  }
}
