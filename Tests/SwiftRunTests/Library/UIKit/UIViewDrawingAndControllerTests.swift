import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// What UIKit calls that real view code relies on: `draw(_:)` before a view is shown and after
/// `setNeedsDisplay()`, a controller's `loadView()`; a custom button's white title; system
/// spacing; the file's methods on UIKit's view subclasses.
@Suite struct UIViewDrawingAndControllerTests {
  @Test func drawRunsBeforeTheViewIsShownWithItsBounds() throws {
    // Loader libraries build their layers in draw(_:): the ring is there, sized from the rect.
    let tree = try LanguageTests.tree(
      """
      final class Loader: UIView {
        override func draw(_ rect: CGRect) {
          let ring = CAShapeLayer()
          ring.frame = rect.insetBy(dx: 10, dy: 10)
          layer.addSublayer(ring)
        }
      }
      host.addSubview(Loader(frame: CGRect(x: 0, y: 0, width: 80, height: 60)))
      """)
    #expect(tree.sublayers[0].sublayers.first?.bounds == Rect(x: 0, y: 0, width: 60, height: 40))
  }

  /// Swift 2 spelled `draw(_:)` `drawRect(_:)` (and `draw(in:)` `drawInContext(_:)`): UIKit
  /// calls it all the same, said once; called directly, outside a drawing pass, it has no
  /// current context and paints nothing.
  @Test func swift2sDrawRectIsTheViewsDrawing() throws {
    let file = try LanguageTests.opened(
      """
      final class Dial: UIView {
        override func drawRect(rect: CGRect) {
          UIColor.greenColor().setFill()
          UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        }
      }
      final class Plate: CALayer {
        override func drawInContext(ctx: CGContext) {
          ctx.setFillColor(UIColor.red.cgColor)
          ctx.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
      }
      let dial = Dial(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      dial.backgroundColor = UIColor.clearColor()
      dial.drawRect(dial.bounds)
      host.addSubview(dial)
      let plate = Plate()
      plate.frame = CGRect(x: 0, y: 30, width: 20, height: 20)
      plate.setNeedsDisplay()
      host.layer.addSublayer(plate)
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    for layer in tree.sublayers {
      guard case .drawing(let painted) = layer.content else {
        Issue.record("drawn: \(layer.content)")
        continue
      }
      #expect(painted.operations.count == 1)
    }
    #expect(file.warnings.contains { $0.contains("drawRect(_:) is Swift 2's draw(_:)") })
    #expect(file.warnings.contains { $0.contains("drawInContext(_:) is Swift 2's draw(in:)") })
  }

  /// UIKit draws a view once it is in a window: one made and not added draws nothing (its
  /// `draw(_:)` does not run), and draws when it joins.
  @Test func aViewOutsideTheShownTreeIsNotDrawnUntilItJoins() throws {
    let file = try LanguageTests.opened(
      """
      final class Marker: UIView {
        override func draw(_ rect: CGRect) { host.alpha -= 0.25 }
      }
      let shown = Marker(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(shown)
      let spare = Marker(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let late = Marker(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { host.addSubview(late) }
      """)
    #expect(file.scene.presentation(ParameterValues(), 0.1).opacity == 0.75)
    #expect(file.scene.presentation(ParameterValues(), 0.6).opacity == 0.5)
  }

  @Test func setNeedsDisplayDrawsAgainAtTheEndOfTheTurn() throws {
    // Drawn once when shown, again after each of two setNeedsDisplay() at 0.1 s and 0.2 s.
    let file = try LanguageTests.opened(
      """
      final class Counter: UIView {
        var draws: CGFloat = 0
        override func draw(_ rect: CGRect) {
          draws += 1
          alpha = draws / 10
        }
      }
      let counter = Counter(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      host.addSubview(counter)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { counter.setNeedsDisplay() }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { counter.setNeedsDisplay() }
      """)
    #expect(abs(file.scene.presentation(ParameterValues(), 0.05).sublayers[0].opacity - 0.1) < 1e-9)
    #expect(abs(file.scene.presentation(ParameterValues(), 0.3).sublayers[0].opacity - 0.3) < 1e-9)
  }

  @Test func aControllersLoadViewMakesTheViewShown() throws {
    // Xcode's UIKit playground template: the view is made in loadView().
    let tree = try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        class MyViewController: UIViewController {
          override func loadView() {
            let view = UIView()
            view.backgroundColor = .white
            let label = UILabel()
            label.frame = CGRect(x: 150, y: 200, width: 200, height: 20)
            label.text = "Hello World!"
            view.addSubview(label)
            self.view = view
          }
        }
        PlaygroundPage.current.liveView = MyViewController()
        """, path: "/x/Template.swift"
    ).scene.presentation(ParameterValues(), 0)
    #expect(tree.backgroundColor == Color(white: 1))
    #expect(tree.bounds.width == Interpreter.controllerViewSize.width)
    guard case .text(let text)? = tree.sublayers.first?.content else {
      Issue.record("the label made in loadView() is shown")
      return
    }
    #expect(text.string == "Hello World!")
  }

  /// UIKit calls `viewDidLoad()` right after `loadView()`, before the window sizes the root
  /// view: a `UIView()` made there is still zero-sized, so a subview centred on `view.center`
  /// sits at the origin; then the window gives the root the live view's size, whatever size it
  /// was made with.
  @Test func aRootMadeInLoadViewHasItsOwnFrameInViewDidLoadAndTheLiveViewSizeAfter() throws {
    func shown(_ rootFrame: String) throws -> Layer {
      try OpenedFile.open(
        text: """
          import UIKit
          import PlaygroundSupport
          class Controller: UIViewController {
            override func loadView() { view = UIView(\(rootFrame)) }
            override func viewDidLoad() {
              let square = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
              square.center = view.center
              view.addSubview(square)
            }
          }
          PlaygroundPage.current.liveView = Controller()
          """, path: "/x/Root.swift"
      ).scene.presentation(ParameterValues(), 0)
    }
    let zero = try shown("")
    #expect(zero.sublayers.first?.position == Point(0, 0))
    #expect(zero.bounds == Rect(x: 0, y: 0, width: 375, height: 668))
    let small = try shown("frame: CGRect(x: 0, y: 0, width: 200, height: 100)")
    #expect(small.sublayers.first?.position == Point(100, 50))
    #expect(small.bounds == Rect(x: 0, y: 0, width: 375, height: 668))
  }

  /// A computed property an extension of `UIViewController` adds is reached from the file's
  /// controller, by a bare name or through `self`, as Swift finds it on a subclass (a spinner
  /// added by `spinnerView`).
  @Test func anExtensionOfUIViewControllerIsReachedFromASubclass() throws {
    let tree = try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        class Controller: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            badge.backgroundColor = .red
            self.badge.alpha = 0.5
          }
        }
        extension UIViewController {
          var badge: UIView {
            if let made = view.subviews.first { return made }
            let made = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            view.addSubview(made)
            return made
          }
        }
        PlaygroundPage.current.liveView = Controller()
        """, path: "/x/Badge.swift"
    ).scene.presentation(ParameterValues(), 0)
    let badge = try #require(tree.sublayers.first)
    #expect(tree.sublayers.count == 1)
    #expect(badge.frame == Rect(x: 10, y: 10, width: 20, height: 20))
    #expect(badge.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(badge.opacity == 0.5)
  }

  /// A method an extension of `UIViewController` adds runs on the file's controller whether
  /// called bare or through `self.` (it was looked up on the controller's view and refused).
  @Test func anExtensionMethodOfUIViewControllerRunsThroughSelf() throws {
    let tree = try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        class Controller: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            let box = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
            view.addSubview(box)
            self.tint(box, alpha: 0.5)
            tint(box, alpha: 0.25)
          }
        }
        extension UIViewController {
          func tint(_ v: UIView, alpha: CGFloat) {
            v.backgroundColor = .red
            v.alpha *= alpha
            view.tag = 7
          }
        }
        PlaygroundPage.current.liveView = Controller()
        """, path: "/x/Tint.swift"
    ).scene.presentation(ParameterValues(), 0)
    let box = try #require(tree.sublayers.first)
    #expect(box.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(box.opacity == 0.125)
  }

  /// A controller a file only declares is shown as an app's window holds it: its view white,
  /// as a storyboard makes it, on the window's black. A controller that clears its view (a
  /// shimmer of white text) shows the black; one that makes its view in `loadView()` gets no
  /// storyboard white; a view class shown alone sits on white.
  @Test func aControllerShownAloneHasAStoryboardsWhiteViewOnABlackWindow() throws {
    func opened(_ body: String) throws -> (OpenedFile, Layer) {
      let file = try OpenedFile.open(
        text: "import UIKit\nclass Screen: UIViewController {\n\(body)\n}\n", path: "/x/Screen.swift")
      return (file, file.scene.presentation(ParameterValues(), 0))
    }
    let plain = try opened("override func viewDidLoad() { super.viewDidLoad() }")
    #expect(plain.0.window == .black)
    #expect(plain.1.backgroundColor == .white)
    let cleared = try opened("override func viewDidLoad() { view.backgroundColor = .clear }")
    #expect(cleared.0.window == .black)
    #expect(cleared.1.backgroundColor?.alpha == 0)
    let own = try opened("override func loadView() { view = UIView() }")
    #expect(own.0.window == .black)
    #expect(own.1.backgroundColor == nil)
    let view = try OpenedFile.open(text: "import UIKit\nclass Card: UIView {}\n", path: "/x/Card.swift")
    #expect(view.window == .white)
  }

  /// A controller whose `init(coder:)` traps — its own or its superclass's in the file — cannot
  /// come from a storyboard: its view is `loadView()`'s, with no background colour, and the
  /// window's black shows through (what a controller made in code shows on iOS). One whose
  /// `init(coder:)` calls super still gets a storyboard's white.
  @Test func aControllerThatCannotBeUnarchivedShowsTheWindowsBlack() throws {
    func opened(_ text: String) throws -> Layer {
      try OpenedFile.open(text: "import UIKit\n" + text, path: "/x/Door.swift").scene.presentation(ParameterValues(), 0)
    }
    let own = try opened(
      """
      class Door: UIViewController {
        init() { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
      }
      """)
    #expect(own.backgroundColor == nil)
    let inherited = try opened(
      """
      class Base: UIViewController {
        required init() { super.init(nibName: nil, bundle: nil) }
        required init?(coder: NSCoder) { preconditionFailure() }
      }
      class Door: Base {}
      """)
    #expect(inherited.backgroundColor == nil)
    let archivable = try opened(
      """
      class Door: UIViewController {
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      """)
    #expect(archivable.backgroundColor == .white)
  }

  /// A subview's `superview` in a controller's root view is that view, not the controller (a
  /// layout helper's `superview.topAnchor`).
  @Test func theSuperviewOfASubviewOfAControllersRootIsTheRootView() throws {
    let tree = try OpenedFile.open(
      text: """
        import UIKit
        extension UIView {
          func matchSuperviewWidth() { if let superview = superview { frame.size.width = superview.bounds.width / 3 } }
        }
        class Screen: UIViewController {
          override func viewDidLoad() {
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            view.addSubview(bar)
            bar.matchSuperviewWidth()
          }
        }
        """, path: "/x/Bar.swift"
    ).scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers.first?.bounds.width == 125)
  }

  @Test func aCustomButtonsTitleIsWhiteAndASystemButtonsIsTheTint() throws {
    let tree = try LanguageTests.tree(
      """
      let plain = UIButton(frame: CGRect(x: 0, y: 0, width: 80, height: 30))
      plain.setTitle("A", for: .normal)
      let system = UIButton(type: .system)
      system.setTitle("B", for: .normal)
      host.addSubview(plain)
      host.addSubview(system)
      """)
    guard case .text(let a) = tree.sublayers[0].content, case .text(let b) = tree.sublayers[1].content else {
      Issue.record("buttons draw their titles")
      return
    }
    #expect(a.color == Color(white: 1))
    #expect(b.color == Color(red: 0, green: 122.0 / 255, blue: 1))
  }

  @Test func systemSpacingIsEightPointsTimesTheMultiplier() throws {
    let file = try LanguageTests.opened(
      """
      let a = UIView(), b = UIView()
      for v in [a, b] {
        v.translatesAutoresizingMaskIntoConstraints = false
        host.addSubview(v)
        v.leadingAnchor.constraint(equalTo: host.leadingAnchor).isActive = true
        v.widthAnchor.constraint(equalToConstant: 50).isActive = true
        v.heightAnchor.constraint(equalToConstant: 20).isActive = true
      }
      a.topAnchor.constraint(equalTo: host.topAnchor).isActive = true
      b.topAnchor.constraint(equalToSystemSpacingBelow: a.bottomAnchor, multiplier: 2).isActive = true
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[1].frame.minY == 36)
    #expect(file.warnings.contains { $0.contains("system spacing is taken as 8 points") })
  }

  @Test func theFilesMethodsOnALabelSubclassOfUIKitAreFound() throws {
    let tree = try LanguageTests.tree(
      """
      extension UILabel {
        func shout(_ text: String) { self.text = text.uppercased() }
      }
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
      label.shout("hi")
      host.addSubview(label)
      """)
    guard case .text(let text) = tree.sublayers[0].content else {
      Issue.record("the label draws its text")
      return
    }
    #expect(text.string == "HI")
  }
}

/// A file that declares only a view controller shows it, as one that declares only a view
/// class shows that.
@Suite struct ControllerOnlyFileTests {
  @Test func aFileDeclaringOnlyAViewControllerShowsItsView() throws {
    let tree = try OpenedFile.open(
      text: """
        import UIKit
        final class PulseViewController: UIViewController {
          private let dot = UIView(frame: CGRect(x: 10, y: 20, width: 30, height: 30))
          override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .red
            view.addSubview(dot)
          }
          override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            UIView.animate(withDuration: 1) { self.dot.alpha = 0 }
          }
        }
        """, path: "/x/Pulse.swift"
    ).scene.presentation(ParameterValues(), 0.5)
    #expect(tree.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(tree.bounds.width == Interpreter.controllerViewSize.width)
    let dot = try #require(tree.sublayers.first)
    #expect(dot.frame == Rect(x: 10, y: 20, width: 30, height: 30))
    #expect(dot.opacity > 0.05 && dot.opacity < 0.95)
  }
}

/// A view resized by its stack or its constraints lays out again, as UIKit lays out a view
/// whose bounds changed.
@Suite struct ResizedViewLayoutTests {
  /// A view whose mask is sized in `layoutSubviews()` from its bounds.
  static let pill = """
    final class Pill: UIView {
      let shape = CAShapeLayer()
      override func layoutSubviews() {
        super.layoutSubviews()
        shape.path = UIBezierPath(roundedRect: bounds, cornerRadius: bounds.height / 2).cgPath
        layer.mask = shape
      }
    }
    """

  @Test func aViewItsSuperviewResizesLaysOutAgain() throws {
    // The pill is made first (laid out first, at zero size); the card's layout then sizes it.
    let tree = try LanguageTests.tree(
      """
      \(Self.pill)
      final class Card: UIView {
        let pill: Pill
        init(pill: Pill) {
          self.pill = pill
          super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
          addSubview(pill)
        }
        override func layoutSubviews() {
          super.layoutSubviews()
          pill.frame = bounds.insetBy(dx: 10, dy: 10)
        }
      }
      let pill = Pill()
      host.addSubview(Card(pill: pill))
      """)
    let shown = try #require(tree.sublayers.first?.sublayers.first)
    guard case .shape(let mask)? = shown.mask?.content else {
      Issue.record("the pill is masked")
      return
    }
    let box = mask.path.bounds
    #expect(abs(box.minX) < 1e-9 && abs(box.minY) < 1e-9 && abs(box.width - 80) < 1e-9 && abs(box.height - 30) < 1e-9)
  }

  /// A view made before anything shows it (a HUD's container kept by a singleton) and added
  /// and sized by a later turn (a timer, a tap) lays out then, as UIKit lays out a view that
  /// joins a window: its mask takes its size.
  @Test func aViewFirstShownInALaterTurnLaysOutThen() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      \(Self.pill)
      let kept = Pill()
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
        host.addSubview(kept)
        kept.frame.size = CGSize(width: 120, height: 40)
      }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/Later.swift")
    let pill = try #require(file.scene.presentation(ParameterValues(), 1).sublayers.first)
    guard case .shape(let mask)? = pill.mask?.content else {
      Issue.record("the pill is masked")
      return
    }
    #expect(mask.path.bounds == Rect(x: 0, y: 0, width: 120, height: 40))
  }

  @Test func aViewAStackResizesRunsLayoutSubviewsWithItsNewBounds() throws {
    // The pill's mask is sized in layoutSubviews: made at zero size, then 60 × 40 in the stack.
    let tree = try LanguageTests.tree(
      """
      \(Self.pill)
      let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
      stack.distribution = .fillEqually
      stack.addArrangedSubview(Pill())
      stack.addArrangedSubview(Pill())
      host.addSubview(stack)
      """)
    let pill = try #require(tree.sublayers.first?.sublayers.first)
    #expect(pill.bounds.width == 60 && pill.bounds.height == 40)
    guard case .shape(let mask)? = pill.mask?.content else {
      Issue.record("the pill is masked")
      return
    }
    #expect(mask.path.bounds == Rect(x: 0, y: 0, width: 60, height: 40))
  }

  @Test func aNavigationControllerShowsItsRootUnderABarWithTheTitle() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        class Main: UIViewController {
          override func viewDidLoad() {
            view.backgroundColor = .blue
            title = "Animations"
          }
        }
        PlaygroundPage.current.liveView = UINavigationController(rootViewController: Main())
        """, path: "/x/Nav.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.bounds.width == 375 && tree.bounds.height == 668)
    // The root's view fills the container; the bar lies over its top 44 points.
    let root = tree.sublayers[0], bar = tree.sublayers[1]
    #expect(root.frame == Rect(x: 0, y: 0, width: 375, height: 668) && root.backgroundColor == Color(red: 0, green: 0, blue: 1))
    #expect(bar.frame == Rect(x: 0, y: 0, width: 375, height: 44))
    guard case .text(let style) = bar.content else {
      Issue.record("the bar has no title")
      return
    }
    #expect(style.string == "Animations" && style.alignment == .center)
  }
}
