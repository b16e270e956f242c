import Animation
import Geometry
import Scenes
import TestSupport
import Testing
import Typesetting

@testable import SwiftRun

/// Constructs found at once in everyday UIKit code tried on Wobble: the adaptive system colours,
/// `#keyPath`, dispatch intervals, `cornerCurve` and `UIView.transition(with:…)`.
@Suite struct EverydayUIKitTests {
  @Test func aHexColourInitialiserInAnExtensionMakesTheColour() throws {
    let tree = try LanguageTests.tree(
      """
      extension UIColor {
        convenience init(hex: UInt32, alpha: CGFloat = 1) {
          let r = CGFloat((hex >> 16) & 0xFF) / 255
          let g = CGFloat((hex >> 8) & 0xFF) / 255
          let b = CGFloat(hex & 0xFF) / 255
          self.init(red: r, green: g, blue: b, alpha: alpha)
        }
      }
      host.backgroundColor = UIColor(hex: 0xFF2D55)
      let dot = CALayer()
      dot.backgroundColor = UIColor(hex: 0x0A0B0C, alpha: 0.5).cgColor
      dot.opacity = Float((1 << 4 | 0b11) ^ 0x2) / 100
      host.layer.addSublayer(dot)
      """)
    #expect(tree.backgroundColor == Color(red: 1, green: 45.0 / 255, blue: 85.0 / 255))
    #expect(tree.sublayers[0].backgroundColor == Color(red: 10.0 / 255, green: 11.0 / 255, blue: 12.0 / 255, alpha: 0.5))
    #expect(abs(tree.sublayers[0].opacity - 0.17) < 1e-9)  // (16 | 3) ^ 2 = 17
  }

  /// `.init()` where a declaration writes an SDK type (`private let box: UIView = .init()`)
  /// makes that type, as Swift infers it from the annotation.
  @Test func anImplicitInitialiserMakesTheSDKTypeTheDeclarationWrites() throws {
    let tree = try LanguageTests.tree(
      """
      class Card: UIView {
        private let box: UIView = .init()
        private let dot: CALayer = .init()
        override init(frame: CGRect) {
          super.init(frame: frame)
          box.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
          box.backgroundColor = .blue
          addSubview(box)
          dot.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
          layer.addSublayer(dot)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      host.addSubview(Card(frame: CGRect(x: 0, y: 0, width: 100, height: 100)))
      """)
    let card = tree.sublayers[0]
    #expect(card.sublayers.count == 2)
    #expect(card.sublayers[0].frame == Rect(x: 10, y: 20, width: 30, height: 40))
    #expect(card.sublayers[0].backgroundColor == Color(red: 0, green: 0, blue: 1))
    #expect(card.sublayers[1].frame == Rect(x: 1, y: 2, width: 3, height: 4))
  }

  /// Inside an extension of an SDK type, a method of the value called without `self.` is the
  /// value's, as in Swift: a convenience initialiser's after its `self.init()` (a heart built
  /// by `addArc`/`addLine`/`close()`), and an extension method's. The same path written with
  /// `self.` is the reference.
  @Test func bareCallsInAnExtensionOfAnSDKTypeAreTheValuesMethods() throws {
    func tree(_ selfDot: String) throws -> Layer {
      try LanguageTests.tree(
        """
        extension UIBezierPath {
          convenience init(wedgeIn rect: CGRect) {
            self.init()
            \(selfDot)move(to: CGPoint(x: rect.midX, y: rect.midY))
            \(selfDot)addArc(withCenter: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: 0, endAngle: 1.5, clockwise: true)
            \(selfDot)close()
          }
          func nudged() -> UIBezierPath {
            \(selfDot)apply(CGAffineTransform(translationX: 10, y: 0))
            return self
          }
        }
        let wedge = CAShapeLayer()
        wedge.path = UIBezierPath(wedgeIn: CGRect(x: 0, y: 0, width: 80, height: 80)).nudged().cgPath
        host.layer.addSublayer(wedge)
        """)
    }
    let bare = try tree(""), dotted = try tree("self.")
    #expect(bare.sublayers[0].content == dotted.sublayers[0].content)
    guard case .shape(let wedge) = bare.sublayers[0].content else {
      Issue.record("no shape")
      return
    }
    // Centre (40, 40) moved 10 right; the arc's start (80, 40) moved to (90, 40).
    #expect(wedge.path.points.first == Point(50, 40))
    #expect(wedge.path.points.contains(Point(90, 40)))
  }

  /// A property of the value set or read without `self.` in a convenience initialiser extending
  /// an SDK class, alone or in a tuple assignment (`(keyTimes, values) = (…)`), is the value's.
  @Test func barePropertiesSetInAnExtensionsConvenienceInitialiserAreTheValues() throws {
    let tree = try LanguageTests.tree(
      """
      extension CAKeyframeAnimation {
        convenience init(keyPath: String, frames: [(time: NSNumber, value: Any)], length: TimeInterval) {
          self.init(keyPath: keyPath)
          duration = length
          speed = Float(duration / length)
          (keyTimes, values) = (frames.map { $0.time }, frames.map { $0.value })
        }
      }
      let fade = CAKeyframeAnimation(keyPath: "opacity", frames: [(time: 0, value: 1), (time: 1, value: 0)], length: 2)
      host.layer.add(fade, forKey: nil)
      """, at: 1)
    #expect(abs(tree.opacity - 0.5) < 1e-9)
  }

  @Test(arguments: [
    ("let a = 3.5 >> 1", "L.swift:4:9: >> takes whole numbers"),
    (
      "extension UIColor { convenience init(grey: CGFloat) { let x = grey } }\nlet c = UIColor(grey: 1)",
      "L.swift:4:21: UIColor's initialiser here did not call self.init(…)"
    ),
  ])
  func bitsOfFractionsAndInitialisersThatMakeNothingAreRefused(code: String, message: String) {
    #expect(throws: RunError(description: message)) { try LanguageTests.tree(code) }
  }

  @Test func stringFormatsNumbersAsFoundationDoesAndALabelSubclassShowsThem() throws {
    let tree = try LanguageTests.tree(
      """
      final class Counter: UILabel {}
      let label = Counter(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      label.text = String(format: "%.0f|%05.1f%%|%d|%x|%@|%@", 1249.6, 3.14159, 42, 255, "ok", 7)
      host.addSubview(label)
      """)
    guard case .text(let style) = tree.sublayers.first?.content else {
      Issue.record("the label subclass has no text")
      return
    }
    #expect(style.string == "1250|003.1%|42|ff|ok|7" && style.fontSize == 17)
  }

  @Test(arguments: [
    ("let s = String(format: \"%d\", 1.5)", "L.swift:4:9: %d takes a whole number, not a number"),
    ("let s = String(format: \"%s\", \"x\")", "L.swift:4:9: %s is not simulated by Wobble (use %d, %f, %@)"),
    ("let s = String(format: \"%d %d\", 1)", "L.swift:4:9: the format has more conversions than values"),
  ])
  func aFormatThatDoesNotFitItsValuesIsRefused(code: String, message: String) {
    #expect(throws: RunError(description: message)) { try LanguageTests.tree(code) }
  }

  @Test func subviewsAndSublayersAreInsertedMovedAndRemovedAsUIKitOrdersThem() throws {
    let tree = try LanguageTests.tree(
      """
      func box(_ w: CGFloat) -> UIView { UIView(frame: CGRect(x: 0, y: 0, width: w, height: 1)) }
      let a = box(1), b = box(2), c = box(3), d = box(4), e = box(5)
      host.addSubview(a)
      host.addSubview(b)
      host.insertSubview(c, belowSubview: b)      // a c b
      host.insertSubview(d, at: 0)                // d a c b
      host.insertSubview(e, aboveSubview: a)      // d a e c b
      host.bringSubviewToFront(d)                 // a e c b d
      host.sendSubviewToBack(b)                   // b a e c d
      c.removeFromSuperview()                     // b a e d
      let l1 = CALayer(), l2 = CALayer()
      l1.bounds = CGRect(x: 0, y: 0, width: 6, height: 1)
      l2.bounds = CGRect(x: 0, y: 0, width: 7, height: 1)
      host.layer.insertSublayer(l1, at: 1)        // b l1 a e d
      host.layer.insertSublayer(l2, below: l1)    // b l2 l1 a e d
      a.addSubview(e)                             // e leaves host for a: b l2 l1 a d
      l2.removeFromSuperlayer()                   // b l1 a d
      """)
    #expect(tree.sublayers.map(\.bounds.width) == [2, 6, 1, 4])
    #expect(tree.sublayers[2].sublayers.map(\.bounds.width) == [5])
  }

  @Test func layoutRunsWhenAskedNowOrAtTheTurnsEnd() throws {
    // layoutSubviews sizes the bar to the view's width; setNeedsLayout defers it to the end of
    // the turn (after the width changes again), layoutIfNeeded runs it at once.
    let tree = try LanguageTests.tree(
      """
      final class Bar: UIView {
        let fill = CALayer()
        var share: CGFloat = 0.5
        override init(frame: CGRect) {
          super.init(frame: frame)
          layer.addSublayer(fill)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
          super.layoutSubviews()
          fill.frame = CGRect(x: 0, y: 0, width: bounds.width * share, height: 4)
        }
      }
      let now = Bar(frame: CGRect(x: 0, y: 0, width: 100, height: 4))
      now.share = 0.3
      now.layoutIfNeeded()
      let widthThen = now.fill.frame.width
      let later = Bar(frame: CGRect(x: 0, y: 10, width: 100, height: 4))
      later.setNeedsLayout()
      later.share = 0.8
      let marker = CALayer()
      marker.frame = CGRect(x: 0, y: 0, width: widthThen, height: 1)
      host.addSubview(now)
      host.addSubview(later)
      host.layer.addSublayer(marker)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        later.share = 0.1
        later.setNeedsLayout()
        later.share = 0.6
      }
      """, at: 1)
    #expect(tree.sublayers[2].bounds.width == 30)  // laid out at once, with the share then
    #expect(tree.sublayers[1].sublayers[0].bounds.width == 60)  // at the end of the later turn
  }

  @Test func aButtonSubclassIsAViewItsLayersDraw() throws {
    let tree = try LanguageTests.tree(
      """
      final class RecordButton: UIButton {
        let core = CAShapeLayer()
        override init(frame: CGRect) {
          super.init(frame: frame)
          core.path = UIBezierPath(ovalIn: bounds.insetBy(dx: 8, dy: 8)).cgPath
          core.fillColor = UIColor.systemRed.cgColor
          layer.addSublayer(core)
        }
        required init?(coder: NSCoder) { nil }
      }
      host.addSubview(RecordButton(frame: CGRect(x: 0, y: 0, width: 60, height: 60)))
      """)
    #expect(tree.sublayers.first?.bounds.width == 60 && tree.sublayers.first?.sublayers.count == 1)
  }

  @Test func adaptiveSystemColoursAreTheirLightAppearance() throws {
    // Apple's listed light values: systemBlue 0,122,255; secondaryLabel 60,60,67 at 0.6.
    let tree = try LanguageTests.tree(
      """
      host.backgroundColor = .systemBackground
      let a = CALayer()
      a.backgroundColor = UIColor.systemBlue.cgColor
      host.layer.addSublayer(a)
      let b = CALayer()
      b.backgroundColor = UIColor.secondaryLabel.cgColor
      host.layer.addSublayer(b)
      let c = CALayer()
      c.backgroundColor = UIColor.systemCyan.cgColor
      c.borderColor = UIColor.systemMint.cgColor
      host.layer.addSublayer(c)
      """)
    #expect(tree.backgroundColor == Color(red: 1, green: 1, blue: 1))
    #expect(tree.sublayers[0].backgroundColor == Color(red: 0, green: 122.0 / 255, blue: 1))
    #expect(tree.sublayers[1].backgroundColor == Color(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6))
    // iOS 15's: cyan 50,173,230; mint 0,199,190.
    #expect(tree.sublayers[2].backgroundColor == Color(red: 50.0 / 255, green: 173.0 / 255, blue: 230.0 / 255))
    #expect(tree.sublayers[2].borderColor == Color(red: 0, green: 199.0 / 255, blue: 190.0 / 255))
    // Before iOS 13: lightText is white at 60 %, darkText black (Apple's UIColor reference).
    let old = try LanguageTests.tree("host.backgroundColor = .lightText\nhost.layer.borderColor = UIColor.darkText.cgColor")
    #expect(old.backgroundColor == Color(red: 1, green: 1, blue: 1, alpha: 0.6) && old.borderColor == Color(white: 0))
  }

  @Test func keyPathLiteralsNameTheProperty() throws {
    let tree = try LanguageTests.tree(
      """
      let a = CALayer()
      host.layer.addSublayer(a)
      let fade = CABasicAnimation(keyPath: #keyPath(CALayer.opacity))
      fade.fromValue = 1
      fade.toValue = 0
      fade.duration = 1
      a.add(fade, forKey: nil)
      """, at: 0.25)
    #expect(abs(tree.sublayers[0].opacity - 0.75) < 1e-12)
  }

  @Test func dispatchIntervalsAreInTheirUnits() throws {
    let code = """
      let a = CALayer()
      host.layer.addSublayer(a)
      a.cornerCurve = .continuous
      DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(300)) {
        CATransaction.setDisableActions(true)
        a.opacity = 0.5
      }
      """
    #expect(try LanguageTests.tree(code, at: 0.29).sublayers[0].opacity == 1)
    #expect(try LanguageTests.tree(code, at: 0.3).sublayers[0].opacity == 0.5)
  }

  @Test func aViewTransitionCrossDissolvesFromHowTheViewWasDrawn() throws {
    let code = """
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      box.backgroundColor = .red
      host.addSubview(box)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        UIView.transition(with: box, duration: 0.4, options: .transitionCrossDissolve, animations: {
          box.backgroundColor = .blue
        }, completion: nil)
      }
      """
    // Ease-in-ease-out is 0.5 at half time (by symmetry; Float control points: within 1e-6).
    let mid = try LanguageTests.tree(code, at: 1.2).sublayers[0]
    #expect(mid.backgroundColor == Color(red: 0, green: 0, blue: 1))
    let fade = try #require(mid.transition)
    #expect(abs(fade.progress - 0.5) < 1e-6)
    #expect(fade.before.first?.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(try LanguageTests.tree(code, at: 1.4).sublayers[0].transition == nil)
  }

  /// The view a transition draws may be of the file's own view class (a gradient view whose
  /// colours the block sets, as apps cycle backgrounds), and so may the views of
  /// `transition(from:to:…)` and a view's `mask`.
  @Test func aViewOfTheFilesOwnClassTransitionsAndMasks() throws {
    let code = """
      class Shade: UIView {
        var tint: UIColor = .red { didSet { backgroundColor = tint } }
      }
      let box = Shade(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      box.tint = .red
      host.addSubview(box)
      UIView.transition(with: box, duration: 0.4, options: [.transitionCrossDissolve], animations: {
        box.tint = .blue
      }, completion: nil)
      let cut = Shade(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      box.mask = cut
      """
    let mid = try LanguageTests.tree(code, at: 0.2).sublayers[0]
    #expect(mid.backgroundColor == Color(red: 0, green: 0, blue: 1))
    #expect(try #require(mid.transition).before.first?.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(mid.mask?.bounds.width == 20)
  }

  /// Without a transition style (`.transitionNone`, UIKit's default) `UIView.transition(with:…)`
  /// draws no transition: a subview added in the block is there at once, and an animatable
  /// change animates as `UIView.animate`'s would (linear: half way at half the time).
  @Test func aTransitionWithoutAStyleAnimatesTheBlocksChangesAndAddsAtOnce() throws {
    let code = """
      let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      dot.backgroundColor = .red
      UIView.transition(with: host, duration: 2, options: .curveLinear, animations: {
        host.addSubview(dot)
        host.alpha = 0
      }, completion: nil)
      """
    let mid = try LanguageTests.tree(code, at: 1)
    #expect(mid.transition == nil)
    #expect(mid.sublayers.count == 1 && mid.sublayers[0].opacity == 1)
    #expect(abs(mid.opacity - 0.5) < 1e-6)
  }
}

extension EverydayUIKitTests {
  @Test func keyframeViewAnimationsRunEachSegmentInItsShareAndRepeat() throws {
    let code = """
      let dot = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
      host.addSubview(dot)
      UIView.animateKeyframes(withDuration: 1.2, delay: 0, options: [.repeat]) {
        UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
          dot.center = CGPoint(x: 150, y: 30)
        }
        UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) {
          dot.center = CGPoint(x: 150, y: 150)
        }
      }
      """
    func centre(_ t: Double) throws -> Point { try LanguageTests.tree(code, at: t).sublayers[0].position }
    // UIKit eases the keyframes' time as a whole (ease-in-ease-out, cubic-bezier(0.42, 0, 0.58, 1)):
    // at 0.3 s (a quarter) the eased time is 0.129162 (solved by bisection outside Wobble), 0.258
    // of the first segment; at 0.9 s it is 0.870838, 0.742 of the second; then it repeats.
    #expect(try centre(0) == Point(30, 30))
    let first = try centre(0.3)
    #expect(abs(first.x - 60.998863) < 1e-4 && first.y == 30, "\(first)")
    let second = try centre(0.9)
    #expect(abs(second.x - 150) < 1e-9 && abs(second.y - 119.001137) < 1e-4, "\(second)")
    let again = try centre(1.5)
    #expect(abs(again.x - 60.998863) < 1e-4 && abs(again.y - 30) < 1e-9)
  }

  @Test func aKeyframeRunningPastTheEndIsSaidWithItsPlace() throws {
    let opened = try OpenedFile.open(
      text: """
        import UIKit
        let dot = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        UIView.animateKeyframes(withDuration: 2.5, delay: 0, options: [.repeat], animations: {
          UIView.addKeyframe(withRelativeStartTime: 0.8, relativeDuration: 0.4) { dot.alpha = 0 }
        })
        """, path: "/x/K.swift")
    let said = opened.warnings.filter { $0.contains("runs past the end") }
    #expect(said.count == 1 && said[0].hasPrefix("K.swift:4:3"), "\(opened.warnings)")
  }

  @Test func aKeyframeOutsideAnimateKeyframesIsRefusedWithItsPlace() throws {
    #expect {
      try LanguageTests.tree("UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) {}")
    } throws: { error in
      "\(error)".contains("L.swift:4:1") && "\(error)".contains("inside a UIView.animateKeyframes block")
    }
  }
}

extension EverydayUIKitTests {
  @Test func aViewControllerAsTheLiveViewLoadsAndAppears() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Loader: UIViewController {
        let ring = CAShapeLayer()
        override func viewDidLoad() {
          super.viewDidLoad()
          view.backgroundColor = .white
          ring.frame = CGRect(x: 10, y: 10, width: 50, height: 50)
          view.layer.addSublayer(ring)
        }
        override func viewDidAppear(_ animated: Bool) {
          super.viewDidAppear(animated)
          ring.opacity = animated ? 0.5 : 1
        }
      }
      PlaygroundPage.current.liveView = Loader()
      """
    let file = try OpenedFile.open(text: code, path: "/x/VC.swift")
    // Past the quarter second of the ring's implicit fade: `viewDidAppear(_:)` comes after the
    // commit that drew the ring.
    let tree = file.scene.presentation(ParameterValues(), 0.5)
    // The playground's size for a view controller, its view loaded and appeared.
    #expect(tree.bounds.width == 375 && tree.bounds.height == 668)
    #expect(tree.backgroundColor == Color(red: 1, green: 1, blue: 1))
    #expect(tree.sublayers.first?.bounds.width == 50 && tree.sublayers.first?.opacity == 0.5)
  }
}

extension EverydayUIKitTests {
  @Test func closuresOverArraysMapFilterAndVisitInOrder() throws {
    let tree = try LanguageTests.tree(
      """
      let g = CAGradientLayer()
      g.colors = [UIColor.red, UIColor.blue].map { $0.cgColor }
      host.layer.addSublayer(g)
      let h = CAGradientLayer()
      h.colors = [UIColor.green, UIColor.blue].map(\\.cgColor)
      g.addSublayer(h)
      let widths = [10.0, 20, 30, 40].filter { $0 > 15 }.map { w in w * 2 }
      widths.forEach { w in
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: w, height: 4)
        host.layer.addSublayer(bar)
      }
      """)
    #expect(tree.sublayers[0].gradient?.colors == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
    // A key path as the function: `map(\.cgColor)`.
    #expect(
      tree.sublayers[0].sublayers[0].gradient?.colors == [Color(red: 0, green: 1, blue: 0), Color(red: 0, green: 0, blue: 1)])
    #expect(tree.sublayers.dropFirst().map(\.bounds.width) == [40, 60, 80])
  }
}

extension EverydayUIKitTests {
  @Test func roundingChosenCornersAndDashedStrokesAnimate() throws {
    let tree = try LanguageTests.tree(
      """
      let card = CAShapeLayer()
      card.path = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 60), byRoundingCorners: [.topLeft, .bottomRight], cornerRadii: CGSize(width: 12, height: 12)).cgPath
      host.layer.addSublayer(card)
      let ring = CAShapeLayer()
      ring.lineDashPattern = [4, 2]
      ring.contentsScale = UIScreen.main.scale
      host.layer.addSublayer(ring)
      let march = CABasicAnimation(keyPath: "lineDashPhase")
      march.byValue = 6
      march.duration = 1
      ring.add(march, forKey: nil)
      """, at: 0.5)
    let path = try #require(tree.sublayers[0].shape?.path)
    // Two arcs (the rounded corners) and two square corners: the top-right corner is a point
    // of the outline, the bottom-left too; the box is the rectangle's.
    #expect(path.points.contains(Point(100, 0)) && path.points.contains(Point(0, 60)))
    #expect(!path.points.contains(Point(0, 0)) && !path.points.contains(Point(100, 60)))
    #expect(path.bounds == Rect(x: 0, y: 0, width: 100, height: 60))
    #expect(tree.sublayers[1].shape?.stroke.dashPattern == [4, 2])
    #expect(tree.sublayers[1].shape?.stroke.dashPhase == 3)
  }
}

extension EverydayUIKitTests {
  @Test func anAdditiveShakeMovesAboutTheModelPosition() throws {
    let code = """
      let field = CALayer()
      field.frame = CGRect(x: 50, y: 80, width: 200, height: 40)
      host.layer.addSublayer(field)
      let shake = CAKeyframeAnimation(keyPath: "position.x")
      shake.values = [0, 10, -10, 0]
      shake.keyTimes = [0, 0.25, 0.75, 1]
      shake.duration = 0.4
      shake.isAdditive = true
      field.add(shake, forKey: "shake")
      """
    // The model x is 150 (the frame's centre); the values are offsets from it.
    #expect(try LanguageTests.tree(code, at: 0.1).sublayers[0].position.x == 160)
    #expect(try LanguageTests.tree(code, at: 0.3).sublayers[0].position.x == 140)
    #expect(try LanguageTests.tree(code, at: 0.5).sublayers[0].position.x == 150)
  }
}

extension EverydayUIKitTests {
  /// A view class whose display link counts its calls into a layer's corner radius (one per
  /// call, actions disabled), with `setup` run on the link before it is added.
  static func counted(_ setup: String, stopAt: Int = 1000) -> String {
    """
    final class Counter: UIView {
      let dot = CALayer()
      var calls = 0
      var link: CADisplayLink?
      override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(dot)
      }
      required init?(coder: NSCoder) { fatalError() }
      func begin() {
        link = CADisplayLink(target: self, selector: #selector(tick))
        \(setup)
        link?.add(to: .main, forMode: .common)
      }
      @objc func tick(_ link: CADisplayLink) {
        calls += 1
        CATransaction.setDisableActions(true)
        dot.cornerRadius = CGFloat(calls)
        if calls == \(stopAt) { link.invalidate() }
      }
    }
    let counter = Counter(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    counter.begin()
    PlaygroundPage.current.liveView = counter
    """
  }

  static func calls(_ code: String, at t: Double) throws -> Double {
    let file = try OpenedFile.open(text: "import UIKit\nimport PlaygroundSupport\n" + code, path: "/x/Link.swift")
    return file.scene.presentation(ParameterValues(), t).sublayers[0].cornerRadius
  }

  /// `CADisplayLink()` (a `lazy var` placeholder the initialiser replaces) is a link with no
  /// target: added to a run loop it calls nothing; the one that replaces it calls as usual.
  @Test func aDisplayLinkMadeWithoutATargetIsAPlaceholderThatNeverCalls() throws {
    let placeholder = Self.counted("link = CADisplayLink()")
    #expect(try Self.calls(placeholder, at: 1) == 0)
    let replaced = Self.counted("let spare = CADisplayLink()\n_ = spare")
    #expect(try Self.calls(replaced, at: 1) == 60)
  }

  @Test func aDisplayLinkStopsWhenInvalidatedAndHonoursItsPreferredRate() throws {
    // 60 Hz: 30 calls by 0.5 s; stopped at 10, it stays at 10; at 30 fps, 15 by 0.5 s.
    #expect(try Self.calls(Self.counted(""), at: 0.5) == 30)
    #expect(try Self.calls(Self.counted("", stopAt: 10), at: 0.5) == 10)
    #expect(try Self.calls(Self.counted("link?.preferredFramesPerSecond = 30"), at: 0.5) == 15)
    #expect(try Self.calls(Self.counted("link?.isPaused = true"), at: 0.5) == 0)
    // iOS 3.1–10's `frameInterval`: every n-th display frame (3: 10 by 0.5 s); a preferred
    // rate set as well decides instead.
    #expect(try Self.calls(Self.counted("link?.frameInterval = 3"), at: 0.5) == 10)
    #expect(try Self.calls(Self.counted("link?.frameInterval = 3\nlink?.preferredFramesPerSecond = 30"), at: 0.5) == 15)
    #expect(throws: RunError.self) { try Self.calls(Self.counted("link?.frameInterval = 0"), at: 0.5) }
    // A rate that is not a number is refused with its place, not divided by.
    #expect {
      try Self.calls(Self.counted("link?.preferredFramesPerSecond = 0.0 / 0.0"), at: 0.5)
    } throws: { error in
      "\(error)".contains("Link.swift:") && "\(error)".contains("preferredFramesPerSecond: want 0 or more")
    }
  }
}

extension EverydayUIKitTests {
  @Test func aTimerStopsWhenItInvalidatesItselfOrIsInvalidatedFromOutside() throws {
    let code = """
      let dot = CALayer()
      host.layer.addSublayer(dot)
      var progress = 0.0
      Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { timer in
        progress += 0.25
        CATransaction.setDisableActions(true)
        dot.opacity = Float(1 - progress)
        if progress >= 0.5 { timer.invalidate() }
      }
      let never = Timer.scheduledTimer(withTimeInterval: 0.05, repeats: false) { _ in
        CATransaction.setDisableActions(true)
        dot.cornerRadius = 9
      }
      never.invalidate()
      """
    // Two ticks (0.1 s, 0.2 s), then stopped: 0.5 from then on; the other never fired.
    let late = try LanguageTests.tree(code, at: 1).sublayers[0]
    #expect(late.opacity == 0.5 && late.cornerRadius == 0)
  }
}

extension EverydayUIKitTests {
  @Test func aLabelSizedToFitItsTextCanBeCentred() throws {
    let tree = try LanguageTests.tree(
      """
      let label = UILabel()
      label.text = "Syncing"
      label.font = .systemFont(ofSize: 20, weight: .semibold)
      label.sizeToFit()
      label.center = CGPoint(x: 100, y: 50)
      host.addSubview(label)
      """)
    // Inter SemiBold's advances across (kerning aside) and one line height down, each rounded
    // up to whole points as UIKit sizes a label; centred.
    let label = tree.sublayers[0]
    let face = try #require(FontCatalog.shared?.face(file: "Inter-SemiBold.otf"))
    let semibold = try #require(FontFile(path: face.path, alphabet: "Syncing"))
    #expect(abs(label.bounds.width - semibold.advance("Syncing", size: 20)) <= 0.05 * label.bounds.width + 1)
    #expect(label.bounds.height == semibold.lineHeight(size: 20).rounded(.up))
    #expect(label.position == Point(100, 50))
  }
}

extension EverydayUIKitTests {
  @Test func arraysOfRepeatedValuesFeedKeyframeCurves() throws {
    let code = """
      let dot = CALayer()
      host.layer.addSublayer(dot)
      let pulse = CAKeyframeAnimation(keyPath: "opacity")
      pulse.values = [1, 0, 1]
      pulse.keyTimes = [0, 0.5, 1].map { NSNumber(value: $0) }
      pulse.timingFunctions = Array(repeating: CAMediaTimingFunction(name: .linear), count: 2)
      pulse.duration = 1
      dot.add(pulse, forKey: nil)
      """
    #expect(abs(try LanguageTests.tree(code, at: 0.25).sublayers[0].opacity - 0.5) < 1e-9)
    #expect {
      try LanguageTests.tree("let many = Array(repeating: 1, count: -2)")
    } throws: { error in
      "\(error)".contains("L.swift:4:") && "\(error)".contains("Array(repeating:count:): argument 2: want a whole number")
    }
  }
}

extension EverydayUIKitTests {
  /// A convenience initialiser extending `CAShapeLayer`, called from a view's method: its bare
  /// property names (`path`, `frame`) are the new layer's, not the calling view's, as in Swift
  /// (a loader's `CAShapeLayer(circleInFrame:)` was refused for "setting path of a UIView").
  @Test func aLayerExtensionsConvenienceInitSetsItsOwnPropertiesWhenAViewCallsIt() throws {
    let tree = try LanguageTests.tree(
      """
      extension CAShapeLayer {
        convenience init(circleInFrame drawingFrame: CGRect) {
          self.init()
          path = UIBezierPath(ovalIn: CGRect(origin: .zero, size: drawingFrame.size)).cgPath
          frame = drawingFrame
        }
      }
      class Ring: UIView {
        func build() { layer.addSublayer(CAShapeLayer(circleInFrame: CGRect(x: 5, y: 5, width: 30, height: 30))) }
      }
      let ring = Ring(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      ring.build()
      host.addSubview(ring)
      """)
    let circle = try #require(tree.sublayers.first?.sublayers.first)
    #expect(circle.frame == Rect(x: 5, y: 5, width: 30, height: 30))
    guard case .shape = circle.content else {
      Issue.record("no path on the new layer")
      return
    }
    #expect(tree.sublayers[0].frame == Rect(x: 0, y: 0, width: 40, height: 40))
  }
}
