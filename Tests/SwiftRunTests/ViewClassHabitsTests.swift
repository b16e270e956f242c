import Animation
import Geometry
import Scenes
import Preview
import Testing

@testable import SwiftRun

/// What view classes habitually do: a convenience `init()` calling `self.init(frame:)`, UIView
/// methods called without `self.`, animations started in `didMoveToSuperview` or
/// `didMoveToWindow`, computed properties of extensions read inside `[weak self]` closures.
@Suite struct ViewClassHabitsTests {
  static func shown(_ code: String, at t: Double = 0) throws -> Layer {
    let text = "import UIKit\nimport PlaygroundSupport\n" + code
    return try OpenedFile.open(text: text, path: "/x/H.swift").scene.presentation(ParameterValues(), t)
  }

  /// A subview a controller resizes in `viewDidLayoutSubviews()` lays out in the same pass,
  /// as UIKit goes on down the tree: its dot is centred in its new bounds, not at the corner
  /// its first layout (at zero size) put it.
  @Test func aSubviewResizedInViewDidLayoutSubviewsLaysOutAgain() throws {
    let tree = try Self.shown(
      """
      class Dots: UIView {
        let dot = UIView()
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(dot)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
          dot.frame = CGRect(x: bounds.midX - 6, y: bounds.midY - 6, width: 12, height: 12)
        }
      }
      class Chat: UIViewController {
        var dots: Dots!
        override func loadView() {
          super.loadView()
          dots = Dots()
          view.addSubview(dots)
        }
        override func viewDidLayoutSubviews() {
          dots.frame = CGRect(x: 100, y: 100, width: 64, height: 64)
        }
      }
      PlaygroundPage.current.liveView = Chat()
      """)
    let dots = tree.sublayers[0]
    #expect(dots.frame == Rect(x: 100, y: 100, width: 64, height: 64))
    #expect(dots.sublayers[0].frame == Rect(x: 26, y: 26, width: 12, height: 12))
  }

  /// A controller whose `loadView()` sets `view` to a view of the file's class reads it back
  /// cast to that class (`view as! Board`), whose own properties it then sets.
  @Test func aControllersViewCastToTheFilesClassIsThatInstance() throws {
    let tree = try Self.shown(
      """
      class Board: UIView {
        var side: CGFloat = 0 { didSet { tile.frame = CGRect(x: 0, y: 0, width: side, height: side) } }
        let tile = UIView()
        override init(frame: CGRect) {
          super.init(frame: frame)
          addSubview(tile)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      class Screen: UIViewController {
        override func loadView() { view = Board() }
        func board() -> Board { return view as! Board }
        override func viewDidLoad() {
          super.viewDidLoad()
          board().side = 40
          (view as? Board)?.side += 2
        }
      }
      PlaygroundPage.current.liveView = Screen()
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 0, y: 0, width: 42, height: 42))
  }

  /// `self.init(frame:)` inside `convenience init(frame:type: = …)` is UIView's: Swift ranks
  /// the candidate that needs no default arguments first, so it is not the convenience
  /// initialiser calling itself. Shown alone, the view is made by that convenience initialiser,
  /// as the code showing it would; a call with only `frame:` made by code gets UIView's.
  @Test func aConvenienceInitialiserWithDefaultsCallsUIViewsInitFrame() throws {
    let view = """
      class HUD: UIView {
        var dots = 0
        convenience init(frame: CGRect, count: Int = 3, color: UIColor? = nil) {
          self.init(frame: frame)
          backgroundColor = color ?? .black
          dots = count
        }
      }
      """
    let alone = try OpenedFile.open(text: "import UIKit\n" + view, path: "/x/HUD.swift")
    #expect(alone.scene.presentation(ParameterValues(), 0).backgroundColor == Color.black)
    let made = try Self.shown(
      view + """

        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.addSubview(HUD(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        host.addSubview(HUD(frame: CGRect(x: 0, y: 0, width: 10, height: 10), count: 5, color: .red))
        PlaygroundPage.current.liveView = host
        """)
    #expect(made.sublayers.map(\.backgroundColor) == [nil, Color(red: 1, green: 0, blue: 0)])
  }

  /// A view class shown alone that sets its own frame to the screen's bounds (a loading
  /// curtain) is made at them, so what it lays out from its first frame is centred on the
  /// screen it fills, as in the app; one that does not is made at 240 × 240.
  @Test func aViewThatFramesItselfToTheScreenIsMadeAtTheScreensBounds() throws {
    /// A view class with a 10-point dot at its frame's middle; `layout` its `layoutSubviews()`.
    func opened(_ name: String, layout: String) throws -> OpenedFile {
      try OpenedFile.open(
        text: """
          import UIKit
          class \(name): UIView {
            let dot = CALayer()
            override init(frame: CGRect) {
              super.init(frame: frame)
              dot.frame = CGRect(x: frame.midX - 5, y: frame.midY - 5, width: 10, height: 10)
              layer.addSublayer(dot)
            }
            required init?(coder: NSCoder) { fatalError() }
          \(layout)
          }
          """, path: "/x/\(name).swift")
    }
    let curtain = try opened(
      "Curtain",
      layout: """
        override func layoutSubviews() {
          super.layoutSubviews()
          frame = UIScreen.main.bounds
        }
        """)
    /// The 10-point dot, wherever the host put the view.
    func dot(_ layer: Layer) -> Layer? {
      layer.bounds.width == 10 ? layer : layer.sublayers.lazy.compactMap(dot).first
    }
    let made = try #require(dot(curtain.scene.presentation(ParameterValues(), 0)))
    #expect(made.position == Point(375 / 2, 667 / 2), "\(made.position)")
    #expect(curtain.warnings.contains { $0.contains("sets its own frame to the screen's bounds") })

    let plain = try opened("Spot", layout: "")
    #expect(dot(plain.scene.presentation(ParameterValues(), 0))?.position == Point(120, 120))
  }

  /// Setting a view's `tintColor` tells it so (`tintColorDidChange()`), as UIKit does: a
  /// loader that passes its tint on to a layer draws in it.
  @Test func settingTheTintCallsTintColorDidChange() throws {
    let tree = try LanguageTests.tree(
      """
      class Loader: UIView {
        let ring = CAShapeLayer()
        override init(frame: CGRect) {
          super.init(frame: frame)
          layer.addSublayer(ring)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func tintColorDidChange() {
          super.tintColorDidChange()
          ring.strokeColor = tintColor.cgColor
        }
      }
      let loader = Loader(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      loader.tintColor = .red
      host.addSubview(loader)
      """)
    guard case .shape(let style) = tree.sublayers[0].sublayers[0].content else {
      Issue.record("no ring")
      return
    }
    #expect(style.strokeColor == Color(red: 1, green: 0, blue: 0))
  }

  @Test func aConvenienceInitCallsTheDesignatedOneAndBareUIViewMethodsAreSelfs() throws {
    let tree = try Self.shown(
      """
      final class Badge: UIView {
        convenience init() { self.init(frame: CGRect(x: 0, y: 0, width: 120, height: 60)) }
        override init(frame: CGRect) {
          super.init(frame: frame)
          let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
          let ring = UIView(frame: CGRect(x: 40, y: 10, width: 20, height: 20))
          addSubview(dot)
          addSubview(ring)
          bringSubviewToFront(dot)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      PlaygroundPage.current.liveView = Badge()
      """)
    #expect(tree.bounds.width == 120 && tree.bounds.height == 60)
    #expect(tree.sublayers.map(\.position.x) == [50, 20])  // dot brought to the front: last
  }

  /// UIView's `init()` calls `init(frame: .zero)` dynamically, so a subclass's override runs
  /// (a tutorial playground's helper view gives itself 300 × 300 there).
  @Test func aBareInitRunsTheSubclassesInitFrameWithTheZeroRect() throws {
    let tree = try Self.shown(
      """
      class Stage: UIView {
        override init(frame: CGRect) {
          var f = CGRect.zero
          if frame.equalTo(f) { f = CGRect(x: 0, y: 0, width: 300, height: 200) }
          super.init(frame: f)
          backgroundColor = .white
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
      }
      PlaygroundPage.current.liveView = Stage()
      """)
    #expect(tree.bounds.width == 300 && tree.bounds.height == 200)
  }

  @Test func didMoveToSuperviewAndToWindowRunWhenTheViewIsAddedAndShown() throws {
    let code = """
      final class Pulse: UIView {
        var log: [String] = []
        override func didMoveToSuperview() {
          super.didMoveToSuperview()
          log.append("superview")
        }
        override func didMoveToWindow() {
          log.append("window")
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.fromValue = 1
          fade.toValue = 0
          fade.duration = 1
          layer.add(fade, forKey: nil)
          layer.cornerRadius = CGFloat(log.count)
        }
      }
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let pulse = Pulse(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(pulse)
      PlaygroundPage.current.liveView = host
      """
    let half = try Self.shown(code, at: 0.5).sublayers[0]
    #expect(abs(half.opacity - 0.5) < 1e-9)
    #expect(half.cornerRadius == 2)  // "superview" on addSubview, then "window" when shown
  }

  @Test func theLiveViewItselfMovesToASuperviewAndAWindow() throws {
    let tree = try Self.shown(
      """
      final class Root: UIView {
        override func didMoveToSuperview() { backgroundColor = .red }
        override func didMoveToWindow() { alpha = 0.5 }
      }
      PlaygroundPage.current.liveView = Root(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      """)
    #expect(tree.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(tree.opacity == 0.5)
  }

  /// The shown view hears `willMove(toSuperview:)` with the view it is put in (Swift 2's
  /// `willMoveToSuperview(_:)` as well, said), before `didMoveToSuperview()`; a view that
  /// centres itself there, off the picture's corner, is still drawn from its frame's corner,
  /// as a playground places its live view.
  @Test func theShownViewHearsWillMoveToSuperviewAndIsDrawnFromItsFramesCorner() throws {
    for (declaration, said) in [
      ("override func willMove(toSuperview newSuperview: UIView?)", false),
      ("override func willMoveToSuperview(newSuperview: UIView?)", true),
    ] {
      let code = """
        import UIKit
        import PlaygroundSupport
        final class Centred: UIView {
          var heard: CGFloat = 0
          \(declaration) {
            guard let host = newSuperview else { return }
            frame = CGRect(x: host.frame.width / 2 - 10, y: host.frame.height / 2 + 30, width: 20, height: 20)
            heard += 1
          }
          override func didMoveToSuperview() {
            backgroundColor = heard == 1 ? .red : .blue
          }
        }
        PlaygroundPage.current.liveView = Centred(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        """
      let file = try OpenedFile.open(text: code, path: "/x/H.swift")
      let tree = file.scene.presentation(ParameterValues(), 0)
      #expect(tree.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
      // Put at (40, 80) in its 100-point host, it is drawn at the picture's corner.
      var renderer = FrameRenderer()
      let frame = renderer.render(tree, size: (20, 20), scale: 1, backdrop: .white)
      #expect(Array(frame.pixels[0..<3]) == [255, 0, 0] && Array(frame.pixels[(4 * 399)..<(4 * 399 + 3)]) == [255, 0, 0])
      #expect(file.warnings.contains { $0.contains("willMoveToSuperview(_:) is Swift 2's willMove(toSuperview:)") } == said)
    }
  }

  /// UIKit's order: `willMove(toSuperview:)` before the view joins its superview (where view
  /// code often starts a display link), `window` nil until the shown view joins its window,
  /// then `willMove(toWindow:)` and `didMoveToWindow()`, then the layout pass (so a
  /// `layoutSubviews` that starts animations once `window != nil` starts them); a view added
  /// once the window is there joins it at once. Each event adds a digit to the view's corner radius: will 1, joined 2
  /// (window there), 3 (no window), willMove(toWindow:) 4, layoutSubviews without window 5.
  @Test func aViewHearsOfItsSuperviewAndWindowInUIKitsOrder() throws {
    let code = """
      final class Probe: UIView {
        var code: CGFloat = 0
        func note(_ d: CGFloat) {
          code = code * 10 + d
          layer.cornerRadius = code
        }
        override func willMove(toSuperview newSuperview: UIView?) { if newSuperview != nil { note(1) } }
        override func willMove(toWindow newWindow: UIWindow?) { if newWindow != nil { note(4) } }
        override func didMoveToWindow() { note(window == nil ? 3 : 2) }
        override func layoutSubviews() { if window == nil { note(5) } }
      }
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let early = Probe(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(early)
      PlaygroundPage.current.liveView = host
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        host.addSubview(Probe(frame: CGRect(x: 20, y: 0, width: 10, height: 10)))
      }
      """
    let tree = try Self.shown(code, at: 1.5)
    // Both: added (1), joined (4, 2), laid out in the window after (nothing): the live view
    // joins its window when it is set, and the turn's layout pass comes after.
    #expect(tree.sublayers.map(\.cornerRadius) == [142, 142])
  }

  /// `tintColorDidChange()` called by the file's own setup: UIKit's does nothing visible; the
  /// file's override runs when it has one.
  @Test func tintColorDidChangeIsUIKitsHookOrTheFilesOverride() throws {
    let tree = try Self.shown(
      """
      final class Plain: UIView {
        func setup() { tintColorDidChange() }
      }
      final class Tinted: UIView {
        override func tintColorDidChange() { backgroundColor = .red }
      }
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let plain = Plain(frame: host.bounds)
      plain.setup()
      let tinted = Tinted(frame: host.bounds)
      tinted.tintColorDidChange()
      host.addSubview(plain)
      host.addSubview(tinted)
      PlaygroundPage.current.liveView = host
      """)
    #expect(tree.sublayers.map(\.backgroundColor) == [nil, Color(red: 1, green: 0, blue: 0)])
  }

  /// `override var tintColor: UIColor! { didSet … }` observes UIView's own property: it reads
  /// UIKit's default (system blue, 0 122 255) before any set, and a set stores it and runs the
  /// observer with the old value.
  @Test func anObservedOverrideOfAnSDKPropertyKeepsTheSDKsValue() throws {
    let tree = try Self.shown(
      """
      final class Spinner: UIView {
        var seen: [UIColor] = []
        override var tintColor: UIColor! {
          didSet { seen.append(oldValue); layer.borderColor = tintColor.cgColor; layer.borderWidth = CGFloat(seen.count) }
        }
        override init(frame: CGRect) {
          super.init(frame: frame)
          backgroundColor = tintColor
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let spinner = Spinner(frame: host.bounds)
      spinner.tintColor = .red
      spinner.tintColor = .green
      host.addSubview(spinner)
      let before = UIView(frame: .zero)
      before.backgroundColor = spinner.seen[0]
      host.addSubview(before)
      PlaygroundPage.current.liveView = host
      """)
    let spinner = tree.sublayers[0]
    #expect(spinner.backgroundColor == Color(red: 0, green: 122.0 / 255, blue: 1))
    #expect(spinner.borderColor == Color(red: 0, green: 1, blue: 0))
    #expect(spinner.borderWidth == 2)
    #expect(tree.sublayers[1].backgroundColor == Color(red: 0, green: 122.0 / 255, blue: 1))
  }

  /// A file without a live view shows its outermost type: a controller that makes the file's
  /// view class (with an initialiser of its own) shows it as the app would, rather than the view
  /// alone (made by an `init(frame:)` it does not have); a controller whose views come from a
  /// storyboard (`@IBOutlet`) is passed over for the view class.
  @Test func theOutermostDeclaredTypeIsShown() throws {
    let composed = try Self.shown(
      """
      class BadgeController: UIViewController {
        override func viewDidLoad() {
          super.viewDidLoad()
          let badge = Badge(color: .red)
          badge.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
          view.addSubview(badge)
        }
      }
      class Badge: UIView {
        init(color: UIColor) {
          super.init(frame: .zero)
          backgroundColor = color
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      """)
    #expect(composed.bounds.width == 375 && composed.sublayers.first?.backgroundColor == Color(red: 1, green: 0, blue: 0))
    let outlets = try Self.shown(
      """
      class ViewController: UIViewController {
        @IBOutlet weak var shimmer: Shimmer!
      }
      class Shimmer: UIView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          backgroundColor = .blue
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      """)
    #expect(outlets.bounds.width == 240 && outlets.backgroundColor == Color(red: 0, green: 0, blue: 1))
  }

  /// A controller that shows an indicator through a protocol it adopts, whose extension asks a
  /// presenter to make the indicator view (NVActivityIndicatorView's pattern) uses that view:
  /// the controller's screen is shown, with the overlay the presenter puts on the window and
  /// finds again by its `restorationIdentifier`, not the indicator alone.
  @Test func aControllerUsingAViewThroughAProtocolAndAPresenterIsShown() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        class Spinner: UIView {
          override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .red
          }
          required init?(coder: NSCoder) { fatalError() }
        }
        final class Presenter {
          static let shared = Presenter()
          func show() {
            DispatchQueue.main.async { self.cover() }
          }
          func cover() {
            let cover = UIView(frame: UIScreen.main.bounds)
            cover.restorationIdentifier = "cover"
            cover.addSubview(Spinner(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
            UIApplication.shared.keyWindow!.addSubview(cover)
          }
          func hide() {
            for view in UIApplication.shared.keyWindow!.subviews where view.restorationIdentifier == "cover" {
              view.removeFromSuperview()
            }
          }
        }
        protocol Spinning {}
        extension Spinning where Self: UIViewController {
          func startSpinning() { Presenter.shared.show() }
          func stopSpinning() { Presenter.shared.hide() }
        }
        class ViewController: UIViewController, Spinning {
          override func viewDidLoad() {
            super.viewDidLoad()
            view.backgroundColor = .blue
            startSpinning()
            DispatchQueue.main.asyncAfter(deadline: .now() + 1) { self.stopSpinning() }
          }
        }
        """, path: "/x/P.swift")
    #expect(!file.warnings.contains { $0.contains("declared too") })
    func spinners(at t: Double) -> Int {
      func count(_ layer: Layer) -> Int {
        (layer.backgroundColor == Color(red: 1, green: 0, blue: 0) ? 1 : 0) + layer.sublayers.map(count).reduce(0, +)
      }
      return count(file.scene.presentation(ParameterValues(), t))
    }
    #expect(file.scene.presentation(ParameterValues(), 0).backgroundColor == Color(red: 0, green: 0, blue: 1))
    #expect(spinners(at: 0.5) == 1)
    #expect(spinners(at: 1.5) == 0)
  }

  /// A book chapter's folder: a controller composing one declared view, beside other view
  /// classes nothing uses (the chapter's earlier steps). The controller's screen is shown, not
  /// the first stray view, and the others are named with the `--view` that shows one.
  @Test func aControllerComposingTheFilesViewsIsShownOverStrayViews() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        class Triangle: UIView {
          override func draw(_ rect: CGRect) { UIColor.red.setFill(); UIRectFill(rect) }
        }
        class Bars: UIView {
          override init(frame: CGRect) {
            super.init(frame: frame)
            backgroundColor = .green
          }
          required init?(coder: NSCoder) { fatalError() }
        }
        class Chapter: UIViewController {
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(Bars(frame: CGRect(x: 0, y: 0, width: 50, height: 50)))
          }
        }
        """, path: "/x/H.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.bounds.width == 375 && tree.sublayers.first?.backgroundColor == Color(red: 0, green: 1, blue: 0))
    #expect(
      file.warnings.contains {
        $0.contains("Chapter is shown; Triangle is declared too and used by nothing shown (`open … --view Triangle` shows it)")
      })
  }

  /// A view class whose designated initialisers all take arguments has no `init(frame:)` in
  /// Swift: shown alone it is refused, naming them, rather than made by an initialiser it has
  /// not got (it drew nothing). Convenience initialisers alone leave it `init(frame:)`.
  @Test func aViewClassMadeOnlyByInitialisersWithArgumentsIsRefusedAlone() throws {
    #expect(
      throws: RunError(
        description: "H.swift:3:1: Cursor is made only by init(color:) or init(coder:), which take values Wobble has not got: "
          + "open a file that makes it (a playground, or #Preview { Cursor(…) })")
    ) {
      _ = try Self.shown(
        """
        class Cursor: UIView {
          init(color: UIColor) {
            super.init(frame: .zero)
            backgroundColor = color
          }
          required init?(coder: NSCoder) { fatalError() }
        }
        """)
    }
    let convenient = try Self.shown(
      """
      class Dot: UIView {
        convenience init(color: UIColor) {
          self.init(frame: .zero)
          backgroundColor = color
        }
      }
      """)
    #expect(convenient.bounds.width == 240)
  }

  /// A file that declares only a layer class is shown by one made with `init()`, at the
  /// centre of a 240-point view, with a warning that says so.
  @Test func aFileOfOnlyALayerClassShowsOneAtTheCentre() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        class Pulse: CAShapeLayer {
          override init() {
            super.init()
            path = UIBezierPath(arcCenter: .zero, radius: 30, startAngle: 0, endAngle: 2 * .pi, clockwise: true).cgPath
          }
          required init?(coder: NSCoder) { fatalError() }
        }
        """, path: "/x/P.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.bounds.width == 240 && tree.sublayers.first?.position == Point(120, 120))
    #expect(file.warnings.contains { $0.hasPrefix("P.swift:2:1: Pulse is a layer class: shown at the centre") })
  }

  /// A layer class made only by an initialiser taking one rectangle (`convenience init(withBounds:)`,
  /// its `self.init()` the SDK's) is made with the 240-point view's bounds and added where it
  /// makes itself, as a host passing its own bounds: its oval, inset by a quarter, spans 60…180.
  /// The colour it strokes comes from `.init(r:g:b:a:)`, the initialiser the file's extension
  /// adds to `UIColor`.
  @Test func aLayerClassMadeFromARectangleIsGivenTheViewsBounds() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        final class Loading: CAShapeLayer {
          convenience init(withBounds bounds: CGRect) {
            self.init()
            path = UIBezierPath(ovalIn: bounds.insetBy(dx: bounds.width * 0.25, dy: bounds.height * 0.25)).cgPath
            strokeColor = UIColor.ring.cgColor
          }
        }
        extension UIColor {
          static var ring: UIColor { .init(r: 255, g: 0, b: 0, a: 255) }
          convenience init(r: Int, g: Int, b: Int, a: CGFloat) {
            self.init(red: CGFloat(r) / 255, green: CGFloat(g) / 255, blue: CGFloat(b) / 255, alpha: a)
          }
        }
        """, path: "/x/L.swift")
    let layer = try #require(file.scene.presentation(ParameterValues(), 0).sublayers.first)
    #expect(layer.position == Point(0, 0))
    guard case .shape(let shape) = layer.content else {
      Issue.record("no shape drawn")
      return
    }
    #expect(shape.path.bounds == Rect(x: 60, y: 60, width: 120, height: 120))
    #expect(shape.strokeColor == Color(red: 1, green: 0, blue: 0))
    #expect(
      file.warnings.contains { $0.hasPrefix("L.swift:2:1: Loading is a layer class: made by init(withBounds:) with the bounds") })
  }

  /// A view shown alone is started in the turn that shows it, before UIKit's first `draw(_:)`,
  /// as code that adds it and starts it does: a start method that clears the background leaves
  /// no black behind what `draw(_:)` paints (a 240-point view; its red disc spans 100…140).
  @Test func aViewShownAloneIsStartedBeforeItsFirstDraw() throws {
    let pixel = try RenderedPixels.frame(
      """
      import UIKit
      final class Dot: UIView {
        override func draw(_ rect: CGRect) {
          UIColor.red.setFill()
          UIBezierPath(ovalIn: rect.insetBy(dx: 100, dy: 100)).fill()
        }
        func startAnimating() {
          backgroundColor = .clear
          let spin = CABasicAnimation(keyPath: "transform.rotation")
          spin.toValue = 1
          layer.add(spin, forKey: nil)
        }
      }
      """, path: "/x/D.swift", width: 240, height: 240, at: 0)
    #expect(pixel(120, 120) == [255, 0, 0] && pixel(10, 10) == [255, 255, 255])
  }

  /// One whose start method animates what `draw(_:)` makes (the ring layer it adds) is started
  /// once shown, after that first draw — the only order in which the code works; its clearing
  /// the background then comes too late for the black UIKit painted, which is said.
  @Test func aViewWhoseStartAnimatesWhatDrawMakesIsStartedAfterIt() throws {
    let code = """
      import UIKit
      final class Ring: UIView {
        let ring = CAShapeLayer()
        override func draw(_ rect: CGRect) {
          ring.path = UIBezierPath(ovalIn: rect.insetBy(dx: 20, dy: 20)).cgPath
          layer.addSublayer(ring)
        }
        func startAnimating() {
          backgroundColor = .clear
          ring.add(CABasicAnimation(keyPath: "strokeEnd"), forKey: nil)
        }
      }
      """
    let pixel = try RenderedPixels.frame(code, path: "/x/R.swift", width: 240, height: 240, at: 0)
    #expect(pixel(120, 120) == [0, 0, 0])
    let file = try OpenedFile.open(text: code, path: "/x/R.swift")
    #expect(
      file.warnings.contains { $0.hasPrefix("R.swift:9:") && $0.contains("set after the view's draw(_:) painted over black") })
  }

  /// A `draw(_:)` that clears its own background is painted over black all the same the first
  /// time (UIKit readies the opaque backing store before it calls the method); the clear shows
  /// from its next draw, here asked for by the method itself.
  @Test func aBackgroundClearedInsideDrawShowsFromTheNextDraw() throws {
    let code = """
      import UIKit
      final class Dot: UIView {
        override func draw(_ rect: CGRect) {
          backgroundColor = .clear
          UIColor.red.setFill()
          UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
          setNeedsDisplay()
        }
      }
      """
    let first = try RenderedPixels.frame(code, path: "/x/D.swift", width: 100, height: 100, at: 0)
    #expect(first(50, 50) == [0, 0, 0])
    #expect(first(5, 5) == [255, 0, 0])
    let later = try RenderedPixels.frame(code, path: "/x/D.swift", width: 100, height: 100, at: 0.5)
    #expect(later(50, 50) == [255, 255, 255])
    #expect(later(5, 5) == [255, 0, 0])
    // Redrawn at every display frame, on and on: none falls on the frame before it.
    let file = try OpenedFile.open(text: code, path: "/x/D.swift")
    _ = file.scene.presentation(ParameterValues(), 3)
    #expect(file.scene.stopped?(ParameterValues()) == nil)
  }

  /// `draw(_:)` called by the file's own code runs with no current context: its fills draw
  /// nothing (iOS logs "invalid context"), said once, while what else it does happens — here a
  /// counter the real draw, UIKit's, then shows as a bar three steps long.
  @Test func drawCalledByTheCodeItselfDrawsNothingAndSaysSo() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Bar: UIView {
        var n = 0
        override func draw(_ rect: CGRect) {
          n += 1
          UIColor.red.setFill()
          UIRectFill(CGRect(x: 0, y: 0, width: 10 * CGFloat(n), height: 10))
        }
      }
      let bar = Bar(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      bar.backgroundColor = .white
      PlaygroundPage.current.liveView = bar
      bar.draw(bar.bounds)
      bar.draw(bar.bounds)
      """
    let pixel = try RenderedPixels.frame(code, path: "/x/B.swift", width: 100, height: 100, at: 0)
    #expect(pixel(25, 5) == [255, 0, 0])
    #expect(pixel(35, 5) == [255, 255, 255])
    let file = try OpenedFile.open(text: code, path: "/x/B.swift")
    #expect(file.warnings.filter { $0.contains("with no current context draws nothing") }.count == 1)
    #expect(file.warnings.contains { $0.hasPrefix("B.swift:8:") && $0.contains("UIRectFill with no current context") })
  }

  /// The superview a view shown alone is given (the playground's) has its frame at the origin,
  /// the view's size: an animator whose reference view it is pins the view where it stands.
  @Test func theSuperviewOfAViewShownAloneIsAtTheOrigin() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        final class Spinner: UIView {
          var animator: UIDynamicAnimator!
          override func didMoveToSuperview() {
            super.didMoveToSuperview()
            guard let reference = superview else { return }
            animator = UIDynamicAnimator(referenceView: reference)
            let spin = UIDynamicItemBehavior(items: [self])
            spin.addAngularVelocity(3, for: self)
            animator.addBehavior(UIAttachmentBehavior(item: self, attachedToAnchor: center))
            animator.addBehavior(spin)
          }
        }
        """, path: "/x/S.swift")
    #expect(file.scene.presentation(ParameterValues(), 0.5).position == Point(120, 120))
  }

  /// A layer class shown alone is laid out (`layoutSublayers()`, as Core Animation lays out a
  /// new layer) and started by its start method as a view is; its own `repeatCount` (which a
  /// layer of duration 0 ignores) reads back what was stored.
  @Test func aLayerClassShownAloneIsLaidOutAndStarted() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        class Ripple: CAReplicatorLayer {
          let ring = CALayer()
          override init() {
            super.init()
            addSublayer(ring)
            repeatCount = 3
          }
          required init?(coder: NSCoder) { fatalError() }
          override func layoutSublayers() {
            super.layoutSublayers()
            ring.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
          }
          func startAnimation() {
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fromValue = 1
            fade.toValue = 0
            fade.duration = 2
            fade.repeatCount = repeatCount
            ring.add(fade, forKey: nil)
          }
        }
        """, path: "/x/R.swift")
    let ring = try #require(file.scene.presentation(ParameterValues(), 1).sublayers.first?.sublayers.first)
    #expect(ring.bounds.width == 40)
    #expect(abs(ring.opacity - 0.5) < 1e-9)
    // Three repeats of 2 s: still fading at 5 s, over (the model's opacity 1) at 7 s.
    #expect(abs((file.scene.presentation(ParameterValues(), 5).sublayers.first?.sublayers.first?.opacity ?? 0) - 0.5) < 1e-9)
    #expect(file.scene.presentation(ParameterValues(), 7).sublayers.first?.sublayers.first?.opacity == 1)
    #expect(
      file.warnings.contains(
        "R.swift:14:8: Ripple is shown alone: Wobble called its startAnimation(), as the code that shows it would"))
  }

  @Test func aLayerWithADurationOfItsOwnIsRefusedWithItsPlace() throws {
    #expect(throws: RunError.self) {
      try LanguageTests.tree("let l = CALayer()\nl.duration = 2\nhost.layer.addSublayer(l)")
    }
    // Zero, the default, is accepted.
    _ = try LanguageTests.tree("let l = CALayer()\nl.duration = 0\nl.autoreverses = true\nhost.layer.addSublayer(l)")
  }

  @Test func aGetterOfAnExtensionSeesItsOwnSelfNotTheCallersWeakSelf() throws {
    let tree = try Self.shown(
      """
      extension CGFloat {
        var degreesToRadians: CGFloat { self * .pi / 180 }
      }
      final class Tilt: UIView {
        func tilt() {
          UIView.animate(withDuration: 0) { [weak self] in
            guard let self = self else { return }
            self.layer.cornerRadius = CGFloat(90).degreesToRadians
          }
        }
      }
      let tilt = Tilt(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      tilt.tilt()
      PlaygroundPage.current.liveView = tilt
      """)
    #expect(abs(tree.cornerRadius - Double.pi / 2) < 1e-12)
  }

  @Test func zipArrayAndNSValueWrappersAndDiscardedValues() throws {
    let tree = try Self.shown(
      """
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let widths: [CGFloat] = [10, 20, 30]
      for (i, w) in zip(0..<5, widths) {
        let bar = CALayer()
        bar.frame = CGRect(x: CGFloat(i) * 30, y: 0, width: w, height: 5)
        host.layer.addSublayer(bar)
      }
      let indices = Array(0..<3)
      _ = indices.count
      let move = CAKeyframeAnimation(keyPath: "position")
      move.values = [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0)].map { NSValue(cgPoint: $0) }
      move.duration = 1
      host.layer.sublayers?.first?.add(move, forKey: nil)
      PlaygroundPage.current.liveView = host
      """, at: 0.5)
    #expect(tree.sublayers.map(\.bounds.width) == [10, 20, 30])
    #expect(tree.sublayers[0].position == Point(20, 0))
  }

  @Test func shorthandBindingsOfSelfAndOfAPropertyAndAPresentationRead() throws {
    let tree = try Self.shown(
      """
      final class Meter: UIView {
        let bar = CALayer()
        var tint: UIColor? = .red
        func start() {
          layer.addSublayer(bar)
          let grow = CABasicAnimation(keyPath: "opacity")
          grow.fromValue = 0
          grow.toValue = 1
          grow.duration = 1
          bar.add(grow, forKey: nil)
          DispatchQueue.main.asyncAfter(deadline: .now() + 0.25) { [weak self] in
            guard let self else { return }
            if let tint { self.bar.backgroundColor = tint.cgColor }
            // Read as shown at 0.25 s: a quarter of the way.
            self.bar.cornerRadius = CGFloat(self.bar.presentation()?.opacity ?? -1) * 100
          }
        }
      }
      let meter = Meter(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      meter.start()
      PlaygroundPage.current.liveView = meter
      """, at: 0.5)
    let bar = try #require(tree.sublayers.first)
    #expect(bar.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(abs(bar.cornerRadius - 25) < 1e-6)
  }

  /// A controller's preferred size is its view's; a tap recognizer is kept (configured without
  /// effect), its view tapped by a `tap.…` parameter named after the property holding it.
  @Test func aControllersPreferredSizeIsItsViewsAndATapRecognizerIsKept() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        final class ViewController: UIViewController {
          let circle = UIView()
          override func viewDidLoad() {
            super.viewDidLoad()
            circle.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
            circle.backgroundColor = .red
            circle.center = view.center
            view.addSubview(circle)
            let tap = UITapGestureRecognizer(target: self, action: #selector(toggle))
            tap.numberOfTapsRequired = 2
            tap.require(toFail: tap)
            circle.addGestureRecognizer(tap)
          }
          @objc func toggle() {}
        }
        let vc = ViewController()
        vc.preferredContentSize = CGSize(width: 300, height: 200)
        vc.title = "Demo"
        PlaygroundPage.current.setLiveView(vc)
        """, path: "/x/K.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.bounds.width == 300 && tree.bounds.height == 200)
    #expect(tree.sublayers[0].position == Point(150, 100))
    #expect(file.warnings.isEmpty)
    // `tap.numberOfTapsRequired` is the file's own number (the recognizer is held by `tap`).
    #expect(file.scene.parameters.map(\.name).filter { $0.hasPrefix("tap.") } == ["tap.numberOfTapsRequired", "tap.circle"])
  }

  /// A tap recognizer's action runs when its `tap.…` parameter taps the view, given the
  /// recognizer (its `view`); a label takes no touches unless told to, so its recognizer is
  /// offered no tap; a pan recognizer is skipped, said.
  @Test func aTapRecognizersActionRunsWhenItsViewIsTapped() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        final class ViewController: UIViewController {
          let card = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
          let caption = UILabel(frame: CGRect(x: 0, y: 100, width: 80, height: 20))
          override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(card)
            view.addSubview(caption)
            card.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(flip(_:))))
            caption.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(flip(_:))))
            view.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(flip(_:))))
          }
          @objc func flip(_ sender: UITapGestureRecognizer) {
            UIView.animate(withDuration: 1) { sender.view?.alpha = 0 }
          }
        }
        PlaygroundPage.current.liveView = ViewController()
        """, path: "/x/T.swift")
    #expect(file.scene.parameters.map(\.name).filter { $0.hasPrefix("tap.") } == ["tap.card"])
    // Said at the action's declaration (line 14), where what the tap starts is read.
    #expect(file.warnings.contains { $0.hasPrefix("T.swift:14:") && $0.contains("`set tap.card 1` taps it at 1 s") })
    #expect(file.warnings.contains { $0.contains("UIPanGestureRecognizer is skipped") })
    let spec = try #require(file.scene.parameters.first { $0.name == "tap.card" })
    var tapped = ParameterValues()
    tapped[spec] = .number(0.5)
    #expect(file.scene.presentation(ParameterValues(), 2).sublayers[0].opacity == 1)
    #expect(file.scene.presentation(tapped, 0.4).sublayers[0].opacity == 1)
    #expect(file.scene.presentation(tapped, 2).sublayers[0].opacity == 0)
    #expect(file.scene.presentation(tapped, 2).sublayers[1].opacity == 1)
  }

  @Test func aPreviewMacroNamesTheViewShownAndGivesItTheCanvas() throws {
    let tree = try Self.shown(
      """
      class Badge: UIView {
        override func draw(_ rect: CGRect) {
          let dot = CALayer()
          dot.frame = CGRect(x: 0, y: 0, width: frame.width / 2, height: 10)
          layer.addSublayer(dot)
        }
      }
      class Other: UIView {}
      #Preview {
        Badge()
      }
      """)
    // A view made without a size fills the canvas (a playground's live view size), and its
    // draw(_:) runs with that size.
    #expect(tree.bounds.width == 375 && tree.bounds.height == 668)
    #expect(tree.sublayers.count == 1 && tree.sublayers[0].bounds.width == 187.5)
  }

  @Test func aPreviewOfAControllerShowsItAsALiveViewController() throws {
    let tree = try Self.shown(
      """
      class Main: UIViewController {
        override func viewDidAppear(_ animated: Bool) { view.backgroundColor = .red }
      }
      #Preview("Main") {
        let main = Main()
        return main
      }
      """)
    #expect(tree.bounds.width == 375 && tree.backgroundColor == Color(red: 1, green: 0, blue: 0))
  }

  @Test func aViewClassWithOnlyABareInitIsMadeByItThenSized() throws {
    // Swift gives a class that declares init() no init(frame:): the animation its init() adds
    // would never run if the view were made with a frame.
    let tree = try Self.shown(
      """
      class Spinner: UIView {
        init() {
          super.init(frame: .zero)
          backgroundColor = .blue
          let spin = CABasicAnimation(keyPath: "transform.rotation.z")
          spin.toValue = Double.pi
          spin.duration = 1
          layer.add(spin, forKey: "spin")
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      """, at: 0.5)
    #expect(tree.bounds.width == 240 && tree.bounds.height == 240)
    #expect(abs(tree.pose.rotation - Double.pi / 2) < 1e-9)
  }

  @Test func anImageViewClassTakesTheImageItsSuperInitIsGiven() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        class Logo: UIImageView {
          init() { super.init(image: UIImage(named: "logo")) }
          required init?(coder: NSCoder) { fatalError() }
        }
        """, path: "/x/Logo.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    guard case .icon(.placeholder, _) = tree.content else {
      Issue.record("no image shown")
      return
    }
    #expect(file.warnings.contains { $0.contains("Logo.swift:3:") && $0.contains("asset catalog") })
  }

  @Test func aViewThatDrawsNothingIsSaid() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        class Pulse: UIView {
          override func layoutSubviews() {
            let grow = CABasicAnimation(keyPath: "transform.scale")
            grow.fromValue = 1
            grow.toValue = 1.2
            layer.add(grow, forKey: nil)
          }
        }
        """, path: "/x/Pulse.swift")
    #expect(file.warnings.contains { $0.contains("nothing is drawn") })
    let drawn = try OpenedFile.open(
      text: "import UIKit\nclass Pulse: UIView { override func layoutSubviews() { backgroundColor = .red } }",
      path: "/x/Pulse.swift")
    #expect(!drawn.warnings.contains { $0.contains("nothing is drawn") })
  }

  /// A view shown alone is started as the code that shows it would start it: by the usual
  /// names, else by its one other method that says it starts (`startWave()`), with a warning
  /// naming it. One that already moves once made (its init started a timer) is not started a
  /// second time; private methods and a choice of two are never called.
  @Test func aViewShownAloneIsStartedOnceByTheMethodThatSaysItStarts() throws {
    let ticking = try OpenedFile.open(
      text: """
        import UIKit
        final class Ticker: UIView {
          let dot = CALayer()
          override init(frame: CGRect) {
            super.init(frame: frame)
            layer.addSublayer(dot)
            startAnimation()
          }
          required init?(coder: NSCoder) { nil }
          func startAnimation() {
            Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] _ in
              CATransaction.setDisableActions(true)
              self?.dot.position.x += 1
            }
          }
        }
        """, path: "/x/T.swift")
    #expect(ticking.scene.presentation(ParameterValues(), 1).sublayers[0].position.x == 4)
    #expect(!ticking.warnings.contains { $0.contains("shown alone") })
    let waving = try OpenedFile.open(
      text: """
        import UIKit
        final class Wave: UIView {
          func startWave() { backgroundColor = .red }
          private func start() { backgroundColor = .blue }
        }
        """, path: "/x/W.swift")
    #expect(waving.scene.presentation(ParameterValues(), 0).backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(
      waving.warnings.contains("W.swift:3:8: Wave is shown alone: Wobble called its startWave(), as the code that shows it would")
    )
    let undecided = try Self.shown(
      """
      final class Both: UIView {
        func startWave() { backgroundColor = .red }
        func startGlow() { backgroundColor = .blue }
      }
      """)
    #expect(undecided.backgroundColor == nil)
  }

  /// A view whose start method has another name (`pulse()`) is started by the one method of it
  /// that animates and stops nothing; one whose motion needs values (`animationStart(direction:
  /// speed:)`) is left still, saying which method nothing calls, rather than looking finished.
  @Test func aViewShownAloneIsStartedByItsOneAnimatingMethodOrSaysWhatNothingCalls() throws {
    let pulsing = try OpenedFile.open(
      text: """
        import UIKit
        final class Pulser: UIView {
          override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .red }
          required init?(coder: NSCoder) { nil }
          func pulse() {
            UIView.animate(withDuration: 1) { self.alpha = 0 }
          }
          func stopPulse(_ done: ((Bool) -> Void)? = nil) {
            UIView.animate(withDuration: 0.5, animations: { self.alpha = 1 }, completion: done)
          }
        }
        """, path: "/x/P.swift")
    #expect(
      pulsing.warnings.contains("P.swift:5:8: Pulser is shown alone: Wobble called its pulse(), as the code that shows it would"))
    #expect(abs(pulsing.scene.presentation(ParameterValues(), 0.5).opacity - 0.5) < 1e-6)  // ease-in-ease-out's middle
    let waiting = try OpenedFile.open(
      text: """
        import UIKit
        final class Wave: UIView {
          var speed = 1.0
          override init(frame: CGRect) { super.init(frame: frame); backgroundColor = .blue }
          required init?(coder: NSCoder) { nil }
          func animationStart(direction: Int, speed: Double) {
            self.speed = speed
            UIView.animate(withDuration: 1) { self.alpha = 0 }
          }
        }
        """, path: "/x/W.swift")
    #expect(
      waiting.warnings.contains {
        $0.hasPrefix(
          "W.swift:6:8: Wave is shown alone and does not move: nothing calls animationStart(direction:speed:) (line 6)")
      })
    #expect(waiting.scene.presentation(ParameterValues(), 0.5).opacity == 1)
  }

  /// A view class that strokes a ring inset 10 points in its bounds in the colour `stroke`
  /// (Swift spelling), on no background of its own, opened as `/x/S.swift`.
  static func ringSpinner(stroke: String) throws -> OpenedFile {
    try OpenedFile.open(
      text: """
        import UIKit
        final class Spinner: UIView {
          let ring = CAShapeLayer()
          override init(frame: CGRect) {
            super.init(frame: frame)
            ring.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).cgPath
            ring.strokeColor = \(stroke).cgColor
            ring.fillColor = UIColor.clear.cgColor
            layer.addSublayer(ring)
          }
          required init?(coder: NSCoder) { nil }
        }
        """, path: "/x/S.swift")
  }

  /// All a view draws in the colour behind it (a white spinner made for a coloured button,
  /// shown on white) shows nothing: said, as a view that draws nothing is.
  @Test func aViewDrawingOnlyInTheColourBehindItSaysNothingShows() throws {
    let white = try Self.ringSpinner(stroke: "UIColor.white")
    #expect(white.warnings.contains { $0.hasPrefix("S.swift: nothing shows: all the view draws is white, on white") })
    let red = try Self.ringSpinner(stroke: "UIColor.red")
    #expect(!red.warnings.contains { $0.contains("nothing shows") })
    // White dots in a live view of no colour of its own: on the live view's black, they show.
    let dots = try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        PlaygroundPage.current.liveView = host
        for x in [10.0, 50.0] {
          let dot = UIView(frame: CGRect(x: x, y: 40, width: 20, height: 20))
          dot.backgroundColor = .white
          host.addSubview(dot)
        }
        """, path: "/x/D.swift")
    #expect(!dots.warnings.contains { $0.contains("nothing shows") })
  }

  /// A view that overrides `draw(_:)` with no background colour is painted on black (UIKit's
  /// opaque backing store): a black check mark stroked on it shows nothing, and says so; a
  /// white one shows.
  @Test func aBlackMarkOnTheBlackAnOpaqueViewDrawsOnSaysNothingShows() throws {
    func mark(_ colour: String) throws -> OpenedFile {
      try OpenedFile.open(
        text: """
          import UIKit
          class Check: UIView {
            override func draw(_ rect: CGRect) {
              let mark = UIBezierPath()
              mark.move(to: CGPoint(x: 20, y: 50))
              mark.addLine(to: CGPoint(x: 80, y: 30))
              let line = CAShapeLayer()
              line.path = mark.cgPath
              line.strokeColor = UIColor.\(colour).cgColor
              line.lineWidth = 9
              line.fillColor = nil
              layer.addSublayer(line)
            }
          }
          """, path: "/x/C.swift")
    }
    #expect(try mark("black").warnings.contains { $0.hasPrefix("C.swift: nothing shows: all the view draws is black, on black") })
    #expect(try !mark("white").warnings.contains { $0.contains("nothing shows") })
  }

  /// A near-white ring (245 of 255) on white is as good as blank: said with its contrast and
  /// the command that shows it on black; a mid-grey one is not.
  @Test func aViewDrawingOnlyInAColourCloseToTheOneBehindItSaysHardlyAnythingShows() throws {
    func spinner(_ grey: Int) throws -> OpenedFile {
      try Self.ringSpinner(stroke: "UIColor(white: \(grey) / 255.0, alpha: 1)")
    }
    #expect(
      try spinner(245).warnings.contains {
        $0.hasPrefix("S.swift: hardly anything shows: all the view draws is rgb(245, 245, 245), on white (contrast 1.09:1")
      })
    #expect(try !spinner(128).warnings.contains { $0.contains("hardly anything shows") })
  }

  /// A view class whose superclass is the app's own (`class RadarView: BaseView`) and not in
  /// the files opened shows nothing: refused naming the superclass and where it is named.
  @Test func aClassInheritingFromAnUndeclaredClassIsRefusedNamingIt() {
    #expect {
      try OpenedFile.open(
        text: """
          import UIKit
          class RadarView: BaseView {
            override init(frame: CGRect) { super.init(frame: frame) }
          }
          """, path: "/x/R.swift")
    } throws: { error in
      "\(error)".hasPrefix("R.swift:2:16: RadarView inherits from BaseView, which the files opened do not declare")
    }
  }

  /// A call of a function neither the files opened nor Wobble have (an animation library's
  /// `anim(…)`) is refused as most likely another file's, naming it.
  @Test func aCallOfAnUndeclaredFunctionSaysAnotherFileMayDeclareIt() {
    #expect {
      try LanguageTests.opened("anim(duration: 1, delay: 0) { host.alpha = 0 }")
    } throws: { error in
      "\(error)".contains("anim(duration:delay:trailing:) is not declared in the files opened")
        && "\(error)".contains("open the files together")
    }
  }

  /// A playground puts its live view in a host view: the shown view has a superview once it
  /// is in the window (a stardust view returns early without one), and leaving it shows nothing.
  @Test func theShownViewHasAHostSuperviewAndLeavingItShowsNothing() throws {
    let code = """
      class Stardust: UIView {
        override init(frame: CGRect) {
          super.init(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
        }
        required init?(coder: NSCoder) { fatalError() }
        override func didMoveToSuperview() {
          super.didMoveToSuperview()
          guard let host = superview else { return }
          let dot = CALayer()
          dot.frame = CGRect(x: 0, y: 0, width: host.bounds.width / 2, height: 10)
          layer.addSublayer(dot)
          DispatchQueue.main.asyncAfter(deadline: .now() + 2) { self.removeFromSuperview() }
        }
      }
      """
    #expect(try Self.shown(code, at: 1).sublayers.map(\.bounds.width) == [60])
    #expect(try Self.shown(code, at: 2.5).isHidden)
  }

  /// A view controller whose views come from a storyboard (`@IBOutlet weak var box: UIView!`)
  /// has nil there when opened alone: using one is refused naming the outlet, read or called,
  /// written `box` or `self.box`; another nil keeps the general message.
  @Test(arguments: [
    ("box.center.x = 10", "O.swift:7:5: box is an @IBOutlet"),
    ("self.box.layer.cornerRadius = 4", "O.swift:7:5: box is an @IBOutlet"),
    ("box.addSubview(UIView())", "O.swift:7:5: box is an @IBOutlet"),
    // Set inside an animation block: the site is the property set, the outlet `self.box`.
    ("UIView.animate(withDuration: 1) { self.box.transform = .identity }", "O.swift:7:39: box is an @IBOutlet"),
    ("other.center.x = 10", "O.swift:7:11: center of nil is not simulated by Wobble yet"),
  ])
  func usingANilOutletIsRefusedNamingIt(use: String, message: String) {
    let code = """
      import UIKit
      class Boxes: UIViewController {
        @IBOutlet weak var box: UIView!
        var other: UIView!
        override func viewDidLoad() {
          super.viewDidLoad()
          \(use)
        }
      }
      """
    #expect {
      try OpenedFile.open(text: code, path: "/x/O.swift")
    } throws: { error in
      "\(error)".hasPrefix(message)
    }
  }

  /// A view written for a storyboard sets itself up in `awakeFromNib()`: shown alone, it is
  /// called as loading it would (with a warning), else nothing would be drawn.
  @Test func aViewShownAloneIsAwokenAsANibWouldAwakeIt() throws {
    let code = """
      import UIKit
      class Dots: UIView {
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        override func awakeFromNib() {
          super.awakeFromNib()
          dot.backgroundColor = .red
          addSubview(dot)
          UIView.animate(withDuration: 0.5, delay: 0, options: [.repeat, .autoreverse], animations: { self.dot.alpha = 0.2 })
        }
      }
      """
    let file = try OpenedFile.open(text: code, path: "/x/Dots.swift")
    let tree = file.scene.presentation(ParameterValues(), 0.5)
    #expect(tree.sublayers.count == 1)
    #expect(abs(tree.sublayers[0].opacity - 0.2) < 1e-6)
    #expect(file.warnings.contains { $0.hasPrefix("Dots.swift:4:") && $0.contains("Wobble calls it, as loading one would") })
  }

  /// A view that sets up both in `init(frame:)` (made in code) and in `awakeFromNib()` (loaded
  /// from a nib) is set up once when shown alone: UIKit runs one path or the other, never both;
  /// an `awakeFromNib()` that only calls UIKit's is not called nor warned of.
  @Test(arguments: [
    "super.awakeFromNib()\n    setup()", "self.setup()\n    self.backgroundColor = .clear", "super.awakeFromNib()",
  ])
  func aViewSetUpInBothInitAndAwakeFromNibIsSetUpOnce(awake: String) throws {
    let code = """
      import UIKit
      class Ring: UIView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          setup()
          backgroundColor = .clear
        }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override func awakeFromNib() {
          \(awake)
        }
        func setup() {
          let ring = CALayer()
          ring.frame = bounds
          layer.addSublayer(ring)
        }
      }
      """
    let file = try OpenedFile.open(text: code, path: "/x/Ring.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers.count == 1)
    #expect(!file.warnings.contains { $0.contains("awakeFromNib") })
  }
  /// A base class's method that calls `super` reaches UIKit's, not itself again, when a
  /// subclass inherits it (SpinKit's `Spinner.draw(_:)` under `RadarSpinner`).
  @Test func aSuperCallInAnInheritedMethodGoesAboveTheClassThatWroteIt() throws {
    let tree = try Self.shown(
      """
      class Base: UIView {
        override func draw(_ rect: CGRect) {
          super.draw(rect)
          UIColor.red.setFill()
          UIRectFill(rect)
        }
      }
      class Leaf: Base {}
      PlaygroundPage.current.liveView = Leaf(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      """)
    #expect(tree.bounds.width == 40)
  }

  /// A subclass overriding the base's start method is started by its own override, as the
  /// code calling `startLoading()` on it would (dynamic dispatch), not by the base's.
  @Test func aViewShownAloneIsStartedByItsOwnOverrideOfTheStartMethod() throws {
    let code = """
      class Spinner: UIView {
        func startLoading() { layoutIfNeeded() }
      }
      class Radar: Spinner {
        override func startLoading() {
          super.startLoading()
          backgroundColor = .blue
          UIView.animate(withDuration: 1) { self.alpha = 0 }
        }
      }
      """
    let file = try OpenedFile.open(text: "import UIKit\n" + code, path: "/x/R.swift")
    #expect(file.scene.presentation(ParameterValues(), 0).opacity == 1)
    #expect(file.scene.presentation(ParameterValues(), 1).opacity == 0)
    #expect(file.warnings.contains { $0.hasPrefix("R.swift:6:17: Radar is shown alone: Wobble called its startLoading()") })
  }

  /// A view whose one fill is its own background, grown and faded by its animation, is what
  /// shows: no "nothing shows" for it.
  @Test func aViewDrawingOnlyItsAnimatedBackgroundIsNotSaidToShowNothing() throws {
    let code = """
      class Pulse: UIView {
        func startAnimating() {
          backgroundColor = .blue
          transform = CGAffineTransform(scaleX: 0.1, y: 0.1)
          UIView.animate(withDuration: 1) { self.transform = .identity }
        }
      }
      """
    let file = try OpenedFile.open(text: "import UIKit\n" + code, path: "/x/P.swift")
    #expect(!file.warnings.contains { $0.contains("nothing shows") })
  }

  /// Reading `view` inside `loadView()` before setting it makes UIKit call `loadView()` again,
  /// without end; after `super.loadView()` the plain view is there.
  @Test(arguments: [(false, true), (true, false)])
  func viewReadInLoadViewBeforeItIsSetIsRefused(callsSuper: Bool, refused: Bool) throws {
    let code = """
      class Page: UIViewController {
        override func loadView() {
          \(callsSuper ? "super.loadView()" : "")
          view.backgroundColor = .white
        }
      }
      PlaygroundPage.current.liveView = Page()
      """
    do {
      _ = try Self.shown(code)
      #expect(!refused)
    } catch {
      #expect(refused)
      #expect("\(error)".hasPrefix("H.swift:6:5: view is read in loadView() before loadView() sets it"))
    }
  }

  @Test func swift2sMainScreenIsTheMainScreen() throws {
    let code =
      "let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: UIScreen.mainScreen().scale))\n"
      + "PlaygroundPage.current.liveView = v\n"
    let file = try OpenedFile.open(text: "import UIKit\nimport PlaygroundSupport\n" + code, path: "/x/S.swift")
    #expect(file.scene.presentation(ParameterValues(), 0).bounds.height == 2)
    #expect(file.warnings.contains { $0.contains("UIScreen.mainScreen() is Swift 2's UIScreen.main") })
  }
  /// Swift 2's `UIApplication.sharedApplication()` is the app, and its
  /// `statusBarHidden` Swift 3's `isStatusBarHidden`, each said once.
  @Test func swift2sSharedApplicationIsTheApp() throws {
    let code = """
      UIApplication.sharedApplication().statusBarHidden = true
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      PlaygroundPage.current.liveView = v
      """
    let file = try OpenedFile.open(text: "import UIKit\nimport PlaygroundSupport\n" + code, path: "/x/S.swift")
    #expect(file.warnings.contains { $0.contains("UIApplication.sharedApplication() is Swift 2's UIApplication.shared") })
    #expect(file.warnings.contains { $0.contains("statusBarHidden is Swift 2's isStatusBarHidden") })
    #expect(file.scene.presentation(ParameterValues(), 0).bounds.width == 10)
  }

  /// A text field subclass is a view class: shown alone as one.
  @Test func aTextFieldSubclassIsShownAloneAsAView() throws {
    let code = """
      final class Shaking: UITextField {
        func shake() {
          let a = CABasicAnimation(keyPath: "opacity")
          a.fromValue = 0
          a.duration = 1
          layer.add(a, forKey: nil)
        }
      }
      """
    let file = try OpenedFile.open(text: "import UIKit\n" + code, path: "/x/T.swift")
    #expect(file.scene.presentation(ParameterValues(), 0).opacity == 0)
    #expect(file.warnings.contains { $0.contains("Shaking is shown alone: Wobble called its shake()") })
  }

  /// Methods in an extension of an SDK type, which nothing in the files calls, are what the
  /// refusal names: not a bare "no view to show".
  @Test func filesOfOnlyAnExtensionNameItsMethodsNothingCalls() {
    let code = """
      extension UIView {
        func flip(completion: @escaping () -> Void = {}) { UIView.animate(withDuration: 1) { self.alpha = 0 } }
        private func helper() {}
      }
      """
    #expect {
      _ = try OpenedFile.open(text: "import UIKit\n" + code, path: "/x/E.swift")
    } throws: {
      "\($0)" == "E.swift:2:1: no view to show: the files declare flip(completion:) in an extension of UIView, which "
        + "nothing in them calls (open them with the code that calls it, or a playground that does)"
    }
  }

  /// A name neither the files nor Wobble have, in a file importing a library that is not
  /// Apple's: the refusal says where the name most likely comes from.
  /// A subclass's `override init(frame:)` calling `super.init(frame:)` runs the initialiser of
  /// the superclass the file declares (its subviews and colours), which calls UIKit's in turn.
  @Test func superInitRunsTheFilesSuperclassInitialiser() throws {
    let tree = try LanguageTests.tree(
      """
      class Base: UIView {
        let box = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
        override init(frame: CGRect) {
          super.init(frame: frame)
          backgroundColor = .blue
          addSubview(box)
          box.backgroundColor = .red
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      class Child: Base {
        override init(frame: CGRect) {
          super.init(frame: frame)
          box.alpha = 0.5
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      host.addSubview(Child(frame: CGRect(x: 100, y: 0, width: 100, height: 100)))
      """)
    let child = tree.sublayers[0]
    #expect(child.frame == Rect(x: 100, y: 0, width: 100, height: 100))
    #expect(child.backgroundColor == Color(red: 0, green: 0, blue: 1))
    #expect(child.sublayers.count == 1 && child.sublayers[0].opacity == 0.5)
  }

  /// A refusal names the libraries the file imports that are neither Apple's nor opened; a
  /// comment after an import is no library (`import XCPlayground // for the live preview` had
  /// named "preview").
  @Test(arguments: [
    "import UIKit\nimport Chameleon\nimport PlaygroundSupport\n",
    "import UIKit\nimport XCPlayground // for the live preview\nimport Chameleon // colours\n",
  ])
  func aRefusalNamesTheLibrariesTheFileImports(imports: String) {
    let code = imports + "let v = UIView()\nv.backgroundColor = UIColor.flatLimeColor()\n"
    #expect {
      _ = try OpenedFile.open(text: code, path: "/x/C.swift")
    } throws: { "\($0)".hasSuffix("— the file imports Chameleon, a library Wobble does not have") }
  }

  /// macOS code is refused at its import, before its first AppKit name: run as UIKit, its
  /// layers (y up on macOS) would stand upside down.
  @Test func macOSCodeIsRefusedAtItsImport() {
    let code =
      "// A Cocoa playground\nimport Cocoa\nimport QuartzCore\nlet view = NSView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))\n"
      + "let layer = CALayer()\nview.layer?.addSublayer(layer)\n"
    #expect {
      _ = try OpenedFile.open(text: code, path: "/x/M.swift")
    } throws: { "\($0)".hasPrefix("M.swift:2:1: import Cocoa: this is macOS code") }
  }

  /// `super.loadView()` makes the view UIKit's own `loadView()` makes: for a controller shown
  /// alone, the white one it gets when it declares no `loadView()`.
  @Test func superLoadViewGivesTheSameWhiteViewAsNoLoadView() throws {
    let tree = try Self.shown(
      """
      class Page: UIViewController {
        override func loadView() {
          super.loadView()
          view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
        }
      }
      PlaygroundPage.current.liveView = Page()
      """)
    #expect(tree.backgroundColor == Color.white)
  }
}
