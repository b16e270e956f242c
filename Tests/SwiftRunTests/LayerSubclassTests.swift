import Animation
import Geometry
import Preview
import Raster
import Scenes
import Testing

@testable import SwiftRun

/// Layer classes a file declares (`class Spinner: CAShapeLayer`, a `CALayer` with its own
/// `draw(in:)` and animatable `@NSManaged` property), as spinner and progress libraries write
/// them; and the view habits that go with them (`super.backgroundColor`, `perform(_:with:afterDelay:)`).
@Suite struct LayerSubclassTests {
  /// The file at `t` on a white 40 × 40 host at one pixel per point; `pixel(x, y)` is RGB.
  static func frame(_ code: String, at t: Double = 0) throws -> (Int, Int) -> [Int] {
    try RenderedPixels.hosted(code, path: "/x/Layers.swift", at: t)
  }

  static let white = [255, 255, 255], red = [255, 0, 0], blue = [0, 0, 255]

  @Test func aShapeLayerClassSetsItsOwnPathAndColoursAndAnimates() throws {
    let code = """
      class Dot: CAShapeLayer {
        override init() {
          super.init()
          path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20)).cgPath
          fillColor = UIColor.red.cgColor
        }
        required init?(coder: NSCoder) { fatalError() }
        func slide() {
          let move = CABasicAnimation(keyPath: "position.x")
          move.fromValue = 0
          move.toValue = 20
          move.duration = 1
          add(move, forKey: "slide")
        }
      }
      let dot = Dot()
      dot.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      dot.anchorPoint = .zero
      host.layer.addSublayer(dot)
      dot.slide()
      """
    // The anchor point set after the frame keeps the position (10, 10): the square spans
    // y 10…30, and x from position.x.
    let start = try Self.frame(code, at: 0)
    #expect(start(5, 15) == Self.red && start(25, 15) == Self.white)
    // Half way through a linear second (an explicit animation's default timing): x = 10.
    let half = try Self.frame(code, at: 0.5)
    #expect(half(5, 15) == Self.white && half(25, 15) == Self.red)
  }

  /// A layer class painting the left half of its bounds blue in `draw(in:)`.
  static let halfBlueBar = """
    class Bar: CALayer {
      override func draw(in ctx: CGContext) {
        ctx.setFillColor(UIColor.blue.cgColor)
        ctx.fill(CGRect(x: 0, y: 0, width: bounds.width / 2, height: bounds.height))
      }
    }
    """

  @Test func aLayerClassDrawsInItsContextOnceAskedTo() throws {
    let code = """
      \(Self.halfBlueBar)
      let asked = Bar()
      asked.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
      asked.setNeedsDisplay()
      host.layer.addSublayer(asked)
      let notAsked = Bar()
      notAsked.frame = CGRect(x: 0, y: 20, width: 40, height: 20)
      host.layer.addSublayer(notAsked)
      """
    let pixel = try Self.frame(code)
    #expect(pixel(10, 10) == Self.blue && pixel(30, 10) == Self.white)
    // Core Animation draws a layer's content only after setNeedsDisplay().
    #expect(pixel(10, 30) == Self.white)
  }

  /// A layer class that asks for display in its own initialiser (before its frame is set or
  /// it is added) draws once it has a size, as Core Animation does; and the file's layers read
  /// from `sublayers` cast to their class (`compactMap { $0 as? Bar }`), not to another.
  @Test func aLayerAskingForDisplayInItsInitialiserDrawsAndCastsToItsClass() throws {
    let code = """
      \(Self.halfBlueBar)
      final class AskingBar: Bar {
        override init() {
          super.init()
          setNeedsDisplay()
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      let first = AskingBar()
      first.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
      host.layer.addSublayer(first)
      host.layer.addSublayer(CALayer())
      let bars = host.layer.sublayers?.compactMap { $0 as? Bar } ?? []
      let asking = host.layer.sublayers?.compactMap { $0 as? AskingBar } ?? []
      let shapes = host.layer.sublayers?.compactMap { $0 as? CAShapeLayer } ?? []
      host.layer.sublayers?[1].frame = CGRect(x: 0, y: 30, width: CGFloat(10 * bars.count + asking.count + 100 * shapes.count), height: 1)
      """
    let pixel = try Self.frame(code)
    #expect(pixel(10, 10) == Self.blue && pixel(30, 10) == Self.white)
    let tree = try LanguageTests.tree(code)
    #expect(tree.sublayers[1].bounds.width == 11)
  }

  /// `display()` draws the layer now, as `setNeedsDisplay()` does by the end of the turn; on a
  /// layer of the SDK it changes nothing.
  @Test func displayDrawsTheLayerNow() throws {
    let code = """
      \(Self.halfBlueBar)
      let bar = Bar()
      bar.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
      host.layer.addSublayer(bar)
      bar.display()
      let plain = CAGradientLayer()
      plain.display()
      """
    let pixel = try Self.frame(code)
    #expect(pixel(10, 10) == Self.blue && pixel(30, 10) == Self.white)
  }

  /// A layer class painting `progress` of its width red, its progress animated 0 → 1 in 1 s
  /// (linear); whether its `needsDisplay(forKey:)` names the key.
  static func growingBar(redrawsProgress: Bool) -> String {
    let redraws = """
        override class func needsDisplay(forKey key: String) -> Bool {
          if key == "progress" { return true }
          return super.needsDisplay(forKey: key)
        }
      """
    return """
      class Progress: CALayer {
        @NSManaged var progress: CGFloat
      \(redrawsProgress ? redraws : "")
        override func draw(in ctx: CGContext) {
          ctx.setFillColor(UIColor.red.cgColor)
          ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
        }
      }
      let bar = Progress()
      bar.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      host.layer.addSublayer(bar)
      let grow = CABasicAnimation(keyPath: "progress")
      grow.fromValue = 0
      grow.toValue = 1
      grow.duration = 1
      bar.add(grow, forKey: "grow")
      """
  }

  @Test func anAnimatedManagedPropertyRedrawsFromItsPresentationValue() throws {
    let code = Self.growingBar(redrawsProgress: true)
    // Linear: at 0.25 s a quarter (10 points) is filled, at 0.75 s three quarters.
    let quarter = try Self.frame(code, at: 0.25)
    #expect(quarter(8, 20) == Self.red && quarter(12, 20) == Self.white)
    let most = try Self.frame(code, at: 0.75)
    #expect(most(28, 20) == Self.red && most(32, 20) == Self.white)
    // Removed on completion: the model value, 0, draws nothing.
    let after = try Self.frame(code, at: 1.5)
    #expect(after(2, 20) == Self.white)
  }

  /// The delegate of an animation of such a property is told it stopped, as for any other: a
  /// progress view that keeps the end value in `animationDidStop` stays full after the animation.
  @Test func anAnimatedManagedPropertysDelegateIsToldItStopped() throws {
    let code =
      Self.growingBar(redrawsProgress: true)
        + """

        class Keeper: NSObject, CAAnimationDelegate {
          func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
            if let value = anim.value(forKey: "toValue") as? CGFloat { bar.progress = value }
          }
        }
        let keeper = Keeper()
        grow.delegate = keeper
        bar.add(grow, forKey: "grow")
        """
    let after = try Self.frame(code, at: 1.5)
    #expect(after(38, 20) == Self.red)
  }

  /// A view class whose generic superclass picks its layer class by a type parameter
  /// (`ProgressView<Layer>`'s `Layer.self`, `layer as! Layer`) makes the layer class its
  /// subclass binds, and finds a type nested in its superclass by its own name.
  @Test func aGenericSuperclassesLayerClassIsTheOneTheSubclassBinds() throws {
    let pixel = try Self.frame(
      """
      class Base: CALayer {}
      class RedLayer: Base {
        override init() {
          super.init()
          backgroundColor = UIColor.red.cgColor
        }
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { fatalError() }
      }
      class Holder<Layer: Base>: UIView {
        override class var layerClass: AnyClass { return Layer.self }
        var typed: Layer { return layer as! Layer }
        struct Options { var inset: CGFloat = 10 }
      }
      class RedView: Holder<RedLayer> {}
      class InnerRedView: RedView {}
      let options = InnerRedView.Options()
      let v = InnerRedView(frame: CGRect(x: options.inset, y: 0, width: 20, height: 20))
      v.typed.opacity = 1
      host.addSubview(v)
      """)
    #expect(pixel(15, 5) == Self.red && pixel(5, 5) == Self.white)
  }

  @Test func withoutNeedsDisplayForKeyAnAnimatedPropertyRedrawsNothing() throws {
    let code = Self.growingBar(redrawsProgress: false)
    #expect(try Self.frame(code, at: 0.75)(20, 20) == Self.white)
  }

  /// With an object too: Objective-C hands it to a method that takes one, and one that takes
  /// none runs without it (`perform(#selector(stop), with: self, afterDelay: 12)`).
  @Test(arguments: ["nil", "self"])
  func superPropertiesAndPerformAfterDelayWorkInViewClasses(object: String) throws {
    let code = """
      class Blink: UIView {
        var on = false
        override init(frame: CGRect) {
          super.init(frame: frame)
          super.backgroundColor = UIColor.white
          perform(#selector(flip), with: \(object), afterDelay: 0.5)
        }
        required init?(coder: NSCoder) { fatalError() }
        @objc func flip() { backgroundColor = .red }
      }
      host.addSubview(Blink(frame: host.bounds))
      """
    #expect(try Self.frame(code, at: 0.25)(20, 20) == Self.white)
    #expect(try Self.frame(code, at: 0.75)(20, 20) == Self.red)
  }

  @Test func anActionForItsOwnPropertyAnimatesAChangeFromWhatWasShown() throws {
    let code = """
      class Progress: CALayer {
        @NSManaged var progress: CGFloat
        override class func needsDisplay(forKey key: String) -> Bool {
          key == "progress" ? true : super.needsDisplay(forKey: key)
        }
        override func action(forKey event: String) -> CAAction? {
          if event == "progress" {
            let animation = CABasicAnimation(keyPath: event)
            animation.fromValue = presentation()?.value(forKey: event)
            return animation
          }
          return super.action(forKey: event)
        }
        override func draw(in ctx: CGContext) {
          ctx.setFillColor(UIColor.red.cgColor)
          ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * progress, height: bounds.height))
        }
      }
      let bar = Progress()
      bar.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      bar.setNeedsDisplay()
      host.layer.addSublayer(bar)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { bar.progress = 1 }
      """
    // The action's animation takes the transaction's 0.25 s, linear (no timing function):
    // from 0 (shown before the change) to the new model value 1; half way at 0.625 s.
    #expect(try Self.frame(code, at: 0.4)(2, 20) == Self.white)
    let half = try Self.frame(code, at: 0.625)
    #expect(half(18, 20) == Self.red && half(22, 20) == Self.white)
    #expect(try Self.frame(code, at: 1)(38, 20) == Self.red)
  }

  /// A layer class's own property read on its presentation copy (`presentation()?.percentage`,
  /// as an action starting where the picture is does), and a strip of an implicit animation of
  /// it that does not repeat ends on the final picture (it went round before, so its last frame
  /// showed the animation nearly done instead of the new value).
  @Test func anImplicitAnimationFromThePresentedValueEndsOnTheNewValue() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Bar: CALayer {
        @objc dynamic var percentage: CGFloat = 0
        override init() { super.init() }
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { super.init(coder: coder) }
        override class func needsDisplay(forKey key: String) -> Bool {
          key == "percentage" ? true : super.needsDisplay(forKey: key)
        }
        override func action(forKey event: String) -> CAAction? {
          guard event == "percentage" else { return super.action(forKey: event) }
          let animation = CABasicAnimation(keyPath: event)
          animation.byValue = 0.25
          animation.fromValue = presentation()?.percentage ?? 0
          return animation
        }
        override func draw(in ctx: CGContext) {
          ctx.setFillColor(UIColor.red.cgColor)
          ctx.fill(CGRect(x: 0, y: 0, width: bounds.width * percentage, height: bounds.height))
        }
      }
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      host.backgroundColor = .white
      let bar = Bar()
      bar.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      host.layer.addSublayer(bar)
      bar.percentage = 1
      bar.setNeedsDisplay()
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/Bar.swift")
    // From 0 by 0.25 over the transaction's 0.25 s, then the model's 1.
    let times = Preview.stripTimes(file.scene, ParameterValues())
    #expect(abs((times.last ?? 0) - 0.25) < 1e-9, "\(times)")
    var renderer = FrameRenderer()
    func pixel(_ t: Double, _ x: Int) -> [Int] {
      let pixmap = renderer.render(file.scene.presentation(ParameterValues(), t), size: (40, 40), scale: 1, backdrop: .white)
      return pixmap.pixels[(4 * (20 * 40 + x))..<(4 * (20 * 40 + x) + 3)].map(Int.init)
    }
    #expect(pixel(0.125, 3) == Self.red && pixel(0.125, 6) == Self.white)
    #expect(pixel(0.25, 38) == Self.red)
  }
}

/// A class with an initialiser of its own that needs arguments has no `init()` in Swift: a
/// file showing it alone is refused at the class, never drawn from a layer its init never set
/// up (a pulse layer made by `init(centerPoint:radius:)` was drawn blank).
@Suite struct InitialiserNeedingArgumentsTests {
  @Test func aLayerClassMadeOnlyWithArgumentsIsRefusedWhenShownAlone() throws {
    let code = """
      import UIKit
      final class Pulse: CALayer {
        init(centerPoint: CGPoint, radius: CGFloat = 200) {
          super.init()
          backgroundColor = UIColor.red.cgColor
          position = centerPoint
        }
        override init(layer: Any) { super.init(layer: layer) }
        required init(coder: NSCoder) { fatalError() }
      }
      """
    #expect {
      _ = try OpenedFile.open(text: code, path: "/x/Pulse.swift")
    } throws: { error in
      "\(error)".contains("Pulse.swift:2")
        && "\(error)".contains("Pulse has no init(): it is made only by its init(centerPoint:radius:)")
    }
  }

  @Test func aClassWithAConvenienceInitialiserOnlyKeepsItsInheritedInit() throws {
    let tree = try LanguageTests.tree(
      """
      final class Dot: CALayer {
        convenience init(color: UIColor) {
          self.init()
          backgroundColor = color.cgColor
        }
      }
      let dot = Dot()
      dot.cornerRadius = 3
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].cornerRadius == 3)
  }
}

/// A class shown alone is made by `init()` or `init(frame:)`; when its other initialisers
/// are what set it up, what is shown is not what the app shows, and the person is told.
@Suite struct SkippedInitialiserTests {
  @Test func aLayerClassSetUpByAConvenienceInitialiserIsShownWithAWarningAndSaidToDrawNothing() throws {
    let code = """
      import UIKit
      final class Loading: CAShapeLayer {
        convenience init(radius: CGFloat) {
          self.init()
          path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: radius, height: radius)).cgPath
        }
      }
      """
    let warnings = try OpenedFile.open(text: code, path: "/x/Loading.swift").warnings
    #expect(
      warnings.contains {
        $0.hasPrefix("Loading.swift:3:3: Loading is shown as init() makes it: its init(radius:) takes values")
      })
    // A shape layer whose path was never set puts no paint down.
    #expect(warnings.contains { $0.contains("nothing is drawn") })
  }

  @Test func aViewWithAnInitialiserTakingAColourBesideInitFrameIsShownWithAWarning() throws {
    let code = """
      import UIKit
      final class Wave: UIView {
        let fill = CAShapeLayer()
        override init(frame: CGRect) {
          super.init(frame: frame)
          fill.path = UIBezierPath(rect: bounds).cgPath
          layer.addSublayer(fill)
        }
        convenience init(frame: CGRect, color: UIColor) {
          self.init(frame: frame)
          fill.fillColor = color.cgColor
        }
        required init?(coder: NSCoder) { nil }
      }
      """
    let warnings = try OpenedFile.open(text: code, path: "/x/Wave.swift").warnings
    #expect(warnings.contains { $0.contains("Wave is shown as init(frame:) makes it: its init(frame:color:)") })
    #expect(!warnings.contains { $0.contains("nothing is drawn") })
  }
}
