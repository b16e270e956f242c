import Animation
import Scenes
import Geometry
import Testing

@testable import SwiftRun

/// An alert made but not presented draws nothing, as on iOS; presenting a controller is
/// refused as UIKit's, not as a function missing from the app.
@Suite struct UIAlertControllerTests {
  @Test func anAlertThatIsOnlyMadeIsSkippedAndTheViewShows() throws {
    let file = try LanguageTests.opened(
      """
      host.backgroundColor = .red
      let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .actionSheet)
      let ok = UIAlertAction(title: "Ok", style: .default) { _ in host.backgroundColor = .blue }
      alert.addAction(ok)
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:5:13: UIAlertController is skipped") })
  }

  /// An alert presented from `viewDidLoad()` shows nothing — the view is not in a window yet
  /// (UIKit logs "whose view is not in the window hierarchy") — and is said; presented from a
  /// controller on screen it is refused with its place: its card is not drawn.
  @Test func anAlertPresentedBeforeAppearingShowsNothingAndOnScreenIsRefused() throws {
    func code(_ method: String) -> String {
      """
      import UIKit
      import PlaygroundSupport
      final class Start: UIViewController {
        override func \(method) {
          super.\(method.replacingOccurrences(of: "_ animated: Bool", with: "animated"))
          view.backgroundColor = .red
          let alert = UIAlertController(title: "Swipe", message: "Swipe left", preferredStyle: .alert)
          present(alert, animated: true, completion: nil)
        }
      }
      PlaygroundPage.current.liveView = Start()
      """
    }
    let early = try OpenedFile.open(text: code("viewDidLoad()"), path: "/x/C.swift")
    #expect(early.scene.presentation(ParameterValues(), 0).backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(
      early.warnings.contains {
        $0.hasPrefix("C.swift:8:5: present(_:animated:) from a controller whose view is not in a window")
      })
    #expect(
      throws: RunError(
        description: "C.swift:8:5: presenting a UIAlertController is not simulated by Wobble yet: its card would cover the screen"
      )
    ) {
      _ = try OpenedFile.open(text: code("viewDidAppear(_ animated: Bool)"), path: "/x/C.swift")
    }
  }

  @Test func showingAControllerIsRefusedAsUIKits() {
    let code = """
      import UIKit
      import PlaygroundSupport
      final class Next: UIViewController {}
      final class Start: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          show(Next(), sender: nil)
        }
      }
      PlaygroundPage.current.liveView = Start()
      """
    #expect(
      throws: RunError(
        description:
          "C.swift:7:5: show(_:sender:) is UIViewController's (showing another controller), which Wobble does not simulate yet"
      )
    ) { try OpenedFile.open(text: code, path: "/x/C.swift") }
  }

  /// `self.performSegue(withIdentifier:sender:)` in a completion: UIKit's, said with the time.
  @Test func aSegueLaterStopsTheRunAsUIKits() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      final class Start: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          UIView.animate(withDuration: 1, animations: { self.view.alpha = 0.5 }) { _ in
            self.performSegue(withIdentifier: "next", sender: nil)
          }
        }
      }
      PlaygroundPage.current.liveView = Start()
      """
    let file = try OpenedFile.open(text: code, path: "/x/C.swift")
    let said = try #require(file.scene.stopped?(ParameterValues()))
    #expect(
      said.hasPrefix(
        "C.swift:7:7: performSegue(withIdentifier:sender:) is UIViewController's (a storyboard segue), which Wobble "
          + "does not simulate yet (at 1 s"))
  }
}
