import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// UIKit loads a controller's view the first time it is read (`viewDidLoad()` runs then),
/// forwards a parent's appearance to the children it holds (`addChild(_:)`), and shows a
/// presented controller's view over the screen — but presents nothing from a controller not
/// yet in a window (Apple, `UIViewController`: "the view controller's view is loaded when its
/// `view` property is accessed"; `present(_:animated:completion:)` from `viewDidLoad()` logs
/// "whose view is not in the window hierarchy").
@Suite struct ViewControllerContainmentTests {
  /// A controller whose view is blue, to present.
  static let blueDetail = """
    class Detail: UIViewController {
      override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .blue
      }
    }

    """

  static func open(_ code: String) throws -> OpenedFile {
    try OpenedFile.open(text: "import UIKit\nimport PlaygroundSupport\n" + code, path: "/x/C.swift")
  }

  /// A push on a navigation controller shows the pushed controller's view in the root's place
  /// under the bar, its title in the bar, its `viewDidAppear` run; the slide is said, not drawn.
  /// A pop brings the root back.
  @Test func aPushShowsThePushedViewUnderTheBarAndAPopTakesItAway() throws {
    func opened(popping: Bool) throws -> OpenedFile {
      try OpenedFile.open(
        text: """
          import UIKit
          import PlaygroundSupport
          class Detail: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .red }
            override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              view.alpha = 0.5
              \(popping ? "navigationController?.popViewController(animated: true)" : "")
            }
          }
          class Root: UIViewController {
            override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .blue }
            override func viewDidAppear(_ animated: Bool) {
              super.viewDidAppear(animated)
              guard presentedViewController == nil, view.alpha == 1 else { return }
              view.alpha = 0.9
              let detail = Detail()
              detail.title = "Detail"
              navigationController?.pushViewController(detail, animated: true)
            }
          }
          PlaygroundPage.current.liveView = UINavigationController(rootViewController: Root())
          """, path: "/x/Nav.swift")
    }
    let pushed = try opened(popping: false)
    #expect(
      pushed.warnings.contains {
        $0.hasPrefix("Nav.swift:19:") && $0.contains("the push's slide is not drawn: Detail's view is shown at once")
      })
    let shown = pushed.scene.presentation(ParameterValues(), 0)
    #expect(shown.sublayers.first?.backgroundColor == Color(red: 1, green: 0, blue: 0) && shown.sublayers.first?.opacity == 0.5)
    let bar = try #require(shown.sublayers.last)
    if case .text(let style) = bar.content { #expect(style.string == "Detail") } else { Issue.record("no bar title") }
    let popped = try opened(popping: true).scene.presentation(ParameterValues(), 0)
    #expect(popped.sublayers.first?.backgroundColor == Color(red: 0, green: 0, blue: 1))
  }

  /// UIKit lays out only views in a window: a view made with a controller that is pushed
  /// later lays out at the push, so the animation its `layoutSubviews()` starts begins then.
  @Test func aViewOfAControllerNotYetPushedLaysOutWhenPushed() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        class Box: UIView {
          override func layoutSubviews() {
            super.layoutSubviews()
            guard layer.animation(forKey: "fade") == nil else { return }
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 0
            fade.toValue = 1
            fade.duration = 1
            fade.isRemovedOnCompletion = false
            fade.fillMode = .forwards
            layer.add(fade, forKey: "fade")
          }
        }
        class Detail: UIViewController {
          let box = Box(frame: CGRect(x: 10, y: 100, width: 30, height: 30))
          override func viewDidLoad() {
            super.viewDidLoad()
            box.backgroundColor = .red
            view.addSubview(box)
          }
        }
        class Root: UIViewController {
          let detail = Detail()
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            _ = detail.view
            DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
              self.navigationController?.pushViewController(self.detail, animated: false)
            }
          }
        }
        PlaygroundPage.current.liveView = UINavigationController(rootViewController: Root())
        """, path: "/x/Late.swift")
    var box: Layer?
    func visit(_ layer: Layer) {
      if layer.bounds.width == 30 { box = layer }
      layer.sublayers.forEach(visit)
    }
    visit(file.scene.presentation(ParameterValues(), 2.5))
    let opacity = try #require(box?.opacity)
    #expect(abs(opacity - 0.5) < 1e-6)
  }

  /// `navigationController?.view` is the navigation controller's view: a transition added to
  /// its layer before a push without animation cross-fades the whole screen.
  @Test func aTransitionOnTheNavigationControllersViewPlaysOverThePush() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        class Detail: UIViewController {
          override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .red }
        }
        class Root: UIViewController {
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
              let fade = CATransition()
              fade.duration = 1
              fade.timingFunction = CAMediaTimingFunction(name: .linear)
              self.navigationController?.view?.layer.add(fade, forKey: "push")
              self.navigationController?.pushViewController(Detail(), animated: false)
            }
          }
        }
        PlaygroundPage.current.liveView = UINavigationController(rootViewController: Root())
        """, path: "/x/Fade.swift")
    let items = file.scene.presentation(ParameterValues(), 1.5).displayList()
    guard case .dissolve(_, _, let progress) = items.first?.paint else {
      Issue.record("no dissolve: \(items.map(\.paint))")
      return
    }
    #expect(abs(progress - 0.5) < 1e-9)
  }

  /// `navigationItem.title` is the bar's title, set from a pushed controller's `viewDidLoad()`.
  @Test func theNavigationItemsTitleShowsInTheBar() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        class Detail: UIViewController {
          let pin = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.title = "Pinned"
            pin.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(pin)
            NSLayoutConstraint.activate([
              pin.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 10),
              pin.leadingAnchor.constraint(equalTo: view.leadingAnchor),
              pin.widthAnchor.constraint(equalToConstant: 20), pin.heightAnchor.constraint(equalToConstant: 20),
            ])
          }
        }
        class Root: UIViewController {
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            navigationController?.pushViewController(Detail(), animated: false)
          }
        }
        PlaygroundPage.current.liveView = UINavigationController(rootViewController: Root())
        """, path: "/x/Pin.swift")
    let shown = file.scene.presentation(ParameterValues(), 0)
    let bar = try #require(shown.sublayers.last)
    if case .text(let style) = bar.content { #expect(style.string == "Pinned") } else { Issue.record("no bar title") }
  }

  @Test func aChildsViewLoadsWhenReadAndItsViewDidLoadRuns() throws {
    let file = try Self.open(
      """
      class Inner: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          view.backgroundColor = .red
        }
      }
      class Outer: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let inner = Inner()
          inner.view.frame = CGRect(x: 20, y: 30, width: 100, height: 50)
          view.addSubview(inner.view)
        }
      }
      PlaygroundPage.current.liveView = Outer()
      """)
    let inner = try #require(file.scene.presentation(ParameterValues(), 0).sublayers.first)
    #expect(inner.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(inner.frame == Rect(x: 20, y: 30, width: 100, height: 50))
  }

  /// A child added with `addChild(_:)` appears when its parent does: its `viewDidAppear(_:)`
  /// runs, here starting an animation; one only added as a view does not.
  @Test func aParentForwardsItsAppearanceToItsChildren() throws {
    let file = try Self.open(
      """
      class Card: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          UIView.animate(withDuration: 1) { self.view.alpha = 0 }
        }
      }
      class Screen: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let held = Card()
          addChild(held)
          view.addSubview(held.view)
          held.didMove(toParent: self)
          let loose = Card()
          view.addSubview(loose.view)
        }
      }
      PlaygroundPage.current.liveView = Screen()
      """)
    let views = file.scene.presentation(ParameterValues(), 1).sublayers
    #expect(views.map(\.opacity) == [0, 1])
  }

  @Test func aPresentedControllersViewCoversTheScreenAndItsCompletionRuns() throws {
    let file = try Self.open(
      Self.blueDetail
        + """
        class Home: UIViewController {
          var done = false
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let detail = Detail()
            detail.modalPresentationStyle = .fullScreen
            present(detail, animated: false) { self.view.alpha = 0.5 }
          }
        }
        PlaygroundPage.current.liveView = Home()
        """)
    // Presented into the window, beside the presenter's view (whose fade is its own).
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers.count == 2 && tree.sublayers[0].opacity == 0.5 && tree.opacity == 1)
    let cover = try #require(tree.sublayers.last)
    #expect(cover.backgroundColor == Color(red: 0, green: 0, blue: 1))
    #expect(cover.frame == Rect(x: 0, y: 0, width: 375, height: 668))
    #expect(file.warnings.isEmpty, "\(file.warnings)")
  }

  @Test func presentingFromViewDidLoadShowsNothingAndSaysWhy() throws {
    let file = try Self.open(
      """
      class Home: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let next = UIViewController()
          next.view.backgroundColor = .blue
          present(next, animated: true, completion: nil)
        }
      }
      PlaygroundPage.current.liveView = Home()
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers.isEmpty)
    #expect(file.warnings.contains { $0.contains("C.swift:8:") && $0.contains("not in the window hierarchy") })
  }

  /// Without `modalPresentationStyle = .fullScreen` UIKit presents a page sheet (since iOS 13),
  /// a card Wobble does not draw: it says so where the controller is presented.
  @Test func aPageSheetIsShownFullScreenAndSaid() throws {
    let file = try Self.open(
      """
      class Home: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          present(UIViewController(), animated: true)
        }
      }
      PlaygroundPage.current.liveView = Home()
      """)
    #expect(file.warnings.contains { $0.contains("C.swift:6:") && $0.contains("page sheet") })
  }

  /// Swift 2's `presentViewController(_:animated:completion:)` and
  /// `dismissViewControllerAnimated(_:completion:)` present and dismiss, each said once with its
  /// Swift 3 name.
  @Test func swift2sPresentAndDismissNamesPresentAndDismiss() throws {
    let file = try Self.open(
      Self.blueDetail
        + """
        class Home: UIViewController {
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            let detail = Detail()
            detail.modalPresentationStyle = .fullScreen
            presentViewController(detail, animated: false, completion: nil)
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
              detail.dismissViewControllerAnimated(false, completion: { self.view.alpha = 0.5 })
            }
          }
        }
        PlaygroundPage.current.liveView = Home()
        """)
    #expect(file.scene.presentation(ParameterValues(), 0.5).sublayers.last?.backgroundColor == Color(red: 0, green: 0, blue: 1))
    let after = file.scene.presentation(ParameterValues(), 1.5)
    #expect(after.sublayers.count == 1 && after.sublayers[0].sublayers.isEmpty && after.sublayers[0].opacity == 0.5)
    #expect(file.warnings.contains { $0.contains("C.swift:14:") && $0.contains("is Swift 2's present(_:animated:completion:)") })
    let later = file.scene.laterWarnings?(ParameterValues()) ?? []
    #expect(later.contains { $0.contains("C.swift:16:") && $0.contains("is Swift 2's dismiss(animated:completion:)") })
  }

  /// A custom transition: the presented controller's `transitioningDelegate` gives an animator
  /// (an `NSObject` made by `self.init()` in a convenience initialiser), whose
  /// `animateTransition(using:)` puts the presented view in the container and fades it in over
  /// 1 s while the presenting view fades out; `present`'s completion waits for
  /// `completeTransition(true)`. The class's computed `modalPresentationStyle` (`.fullScreen`)
  /// is its style: no page sheet is said. Dismissed at 2 s the same way, the presented view
  /// and the container leave and the presenting view is back, faded in by the animator.
  @Test func aCustomTransitionsAnimatorShowsAndTakesAwayThePresentedView() throws {
    let file = try Self.open(
      """
      class Fade: NSObject, UIViewControllerAnimatedTransitioning {
        var duration: TimeInterval = 0
        convenience init(duration: TimeInterval) {
          self.init()
          self.duration = duration
        }
        func transitionDuration(using context: UIViewControllerContextTransitioning?) -> TimeInterval { duration }
        func animateTransition(using context: UIViewControllerContextTransitioning) {
          let toView = context.view(forKey: .to)!
          let fromView = context.view(forKey: .from)!
          toView.alpha = 0
          toView.frame = context.finalFrame(for: context.viewController(forKey: .to)!)
          context.containerView.addSubview(toView)
          UIView.animate(withDuration: duration, delay: 0, options: [.curveLinear], animations: {
            toView.alpha = 1
            fromView.alpha = 0
          }, completion: { _ in
            context.completeTransition(true)
          })
        }
      }
      class Detail: UIViewController, UIViewControllerTransitioningDelegate {
        override var modalPresentationStyle: UIModalPresentationStyle {
          get { return .fullScreen }
          set {}
        }
        override func viewDidLoad() {
          super.viewDidLoad()
          view.backgroundColor = .blue
          transitioningDelegate = self
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> UIViewControllerAnimatedTransitioning? {
          Fade(duration: 1)
        }
        func animationController(forDismissed dismissed: UIViewController) -> UIViewControllerAnimatedTransitioning? {
          Fade(duration: 1)
        }
      }
      class Home: UIViewController {
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          view.backgroundColor = .red
          let detail = Detail()
          present(detail, animated: true) { self.view.layer.borderWidth = 3 }
          DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
            detail.dismiss(animated: true) { self.view.layer.borderWidth = 7 }
          }
        }
      }
      PlaygroundPage.current.liveView = Home()
      """)
    func state(at t: Double) -> (home: Layer, detail: Layer?, layers: Int) {
      let window = file.scene.presentation(ParameterValues(), t)
      let container = window.sublayers.count > 1 ? window.sublayers[1] : nil
      return (window.sublayers[0], container?.sublayers.first, window.sublayers.count)
    }
    let half = state(at: 0.5)
    #expect(abs((half.detail?.opacity ?? 0) - 0.5) < 1e-6 && abs(half.home.opacity - 0.5) < 1e-6)
    #expect(half.detail?.backgroundColor == Color(red: 0, green: 0, blue: 1))
    #expect(half.home.borderWidth == 0)
    let shown = state(at: 1.5)
    #expect(shown.detail?.opacity == 1 && shown.home.opacity == 0 && shown.home.borderWidth == 3)
    let gone = state(at: 3.5)
    #expect(gone.layers == 1 && gone.home.opacity == 1 && gone.home.borderWidth == 7)
    #expect(!file.warnings.contains { $0.contains("page sheet") }, "\(file.warnings)")
  }
}
