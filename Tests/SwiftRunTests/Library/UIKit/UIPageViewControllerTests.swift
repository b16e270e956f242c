import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A `UIPageViewController` shows the page `setViewControllers(_:direction:animated:completion:)`
/// gives it, its view filling the page controller's, a child that appears with it (Apple,
/// `UIPageViewController`: "the view controllers … are displayed"; the pages before and after
/// come from the data source on a swipe, which never reaches a preview, so they are said).
@Suite struct UIPageViewControllerTests {
  static let pages = """
    import UIKit
    import PlaygroundSupport
    class Page: UIViewController {
      var color = UIColor.red
      override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let fill = CALayer()
        fill.frame = view.bounds
        fill.backgroundColor = color.cgColor
        view.layer.addSublayer(fill)
      }
    }
    class Pages: UIPageViewController, UIPageViewControllerDataSource {
      let all = [Page(), Page()]
      INIT
      override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        all[1].color = .blue
        setViewControllers([all[0]], direction: .forward, animated: true, completion: nil)
      }
      func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? { nil }
      func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? { all[1] }
    }
    PlaygroundPage.current.liveView = MAKE
    """

  static func fill(_ tree: Layer) -> Layer? {
    var found: Layer?
    func visit(_ layer: Layer) {
      if layer.backgroundColor != nil, layer.bounds.width > 300, found == nil { found = layer }
      layer.sublayers.forEach(visit)
    }
    visit(tree)
    return found
  }

  /// Made by UIKit's initialiser or through `super.init(transitionStyle:…)`: the first page's
  /// view fills the page controller's, and its `viewDidAppear` ran.
  @Test func theGivenPageFillsThePageControllerAndAppears() throws {
    let made = [
      ("", "Pages(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)"),
      (
        "init() { super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil) }\n"
          + "  required init?(coder: NSCoder) { fatalError() }", "Pages()"
      ),
    ]
    for (initializer, make) in made {
      let file = try OpenedFile.open(
        text: Self.pages.replacingOccurrences(of: "INIT", with: initializer).replacingOccurrences(of: "MAKE", with: make),
        path: "/x/P.swift")
      let tree = file.scene.presentation(ParameterValues(), 0)
      let fill = try #require(Self.fill(tree))
      #expect(fill.backgroundColor == Color(red: 1, green: 0, blue: 0))
      #expect(fill.bounds.width == tree.bounds.width && fill.bounds.height == tree.bounds.height)
      #expect(
        file.warnings.contains { $0.contains("swipes do not reach a preview: only the page set by setViewControllers shows") })
    }
  }

  /// A later `setViewControllers` replaces the page (the turn said, not drawn); `viewControllers`
  /// reads the shown one back.
  @Test func settingAnotherPageReplacesTheShownOne() throws {
    let code = Self.pages.replacingOccurrences(of: "INIT", with: "").replacingOccurrences(
      of: "PlaygroundPage.current.liveView = MAKE",
      with: """
        let pages = Pages(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
        PlaygroundPage.current.liveView = pages
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
          pages.setViewControllers([pages.all[1]], direction: .forward, animated: true) { finished in
            pages.view.alpha = pages.viewControllers?.first === pages.all[1] && finished ? 0.5 : 0.25
          }
        }
        """)
    let file = try OpenedFile.open(text: code, path: "/x/P.swift")
    #expect(Self.fill(file.scene.presentation(ParameterValues(), 0.5))?.backgroundColor == Color(red: 1, green: 0, blue: 0))
    let later = file.scene.presentation(ParameterValues(), 1.5)
    #expect(Self.fill(later)?.backgroundColor == Color(red: 0, green: 0, blue: 1))
    #expect(later.opacity == 0.5)
    #expect(
      (file.scene.laterWarnings?(ParameterValues()) ?? []).contains {
        $0.contains("the page's slide is not drawn: the new page is shown at once")
      })
  }
}
