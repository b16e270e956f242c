import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Names Swift 3 changed, written as Swift 2 did (`orbit.additive = true`,
/// `layer.addAnimation(_:forKey:)`, `path.addArcWithCenter(…)`, `color.CGColor`): the same
/// picture as the Swift 3 spelling, with one warning naming both; a name Swift 2 never had is
/// refused as before.
@Suite struct Swift2RenamesTests {
  /// A dot orbiting additively along a curve, a ring drawn by an arc, a translucent fill.
  static func code(swift2: Bool) -> String {
    func pick(_ old: String, _ new: String) -> String { swift2 ? old : new }
    return """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      let dot = UIView(frame: CGRect(x: 200, y: 80, width: 40, height: 40))
      host.addSubview(dot)
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 0, y: 0))
      path.addCurve(to: CGPoint(x: -160, y: 0), controlPoint1: CGPoint(x: 0, y: -100), controlPoint2: CGPoint(x: -160, y: -100))
      let orbit = CAKeyframeAnimation(keyPath: "position")
      orbit.path = path.\(pick("CGPath", "cgPath"))
      orbit.duration = 1
      orbit.\(pick("additive", "isAdditive")) = true
      orbit.\(pick("removedOnCompletion", "isRemovedOnCompletion")) = false
      dot.layer.\(pick("addAnimation(orbit, forKey: \"orbit\")", "add(orbit, forKey: \"orbit\")"))
      let ring = CAShapeLayer()
      let arc = UIBezierPath()
      arc.\(pick("addArcWithCenter(CGPoint(x: 60, y: 60),", "addArc(withCenter: CGPoint(x: 60, y: 60),")) radius: 40, startAngle: 0, endAngle: 3, clockwise: true)
      ring.path = arc.\(pick("CGPath", "cgPath"))
      ring.fillColor = UIColor.red.\(pick("colorWithAlphaComponent(0.5)", "withAlphaComponent(0.5)")).\(pick("CGColor", "cgColor"))
      host.layer.addSublayer(ring)
      PlaygroundPage.current.liveView = host
      """
  }

  @Test func swift2NamesDrawAsTheirSwift3Names() throws {
    let old = try OpenedFile.open(text: Self.code(swift2: true), path: "/x/Old.swift")
    let new = try OpenedFile.open(text: Self.code(swift2: false), path: "/x/New.swift")
    for t in [0.0, 0.25, 0.5, 0.9] {
      let (a, b) = (old.scene.presentation(ParameterValues(), t), new.scene.presentation(ParameterValues(), t))
      #expect(a.sublayers[0].position == b.sublayers[0].position, "at \(t)")
      #expect(a.sublayers[1].content == b.sublayers[1].content)
    }
    // The orbit adds to the dot's own position (220, 100): halfway it is up the curve.
    let half = old.scene.presentation(ParameterValues(), 0.5).sublayers[0].position
    #expect(half.y < 100 - 50, "\(half)")
    guard case .shape(let ring) = old.scene.presentation(ParameterValues(), 0).sublayers[1].content else {
      Issue.record("the ring is not a shape")
      return
    }
    #expect(ring.fillColor?.alpha == 0.5 && !ring.path.elements.isEmpty)
    #expect(new.warnings.allSatisfy { !$0.contains("Swift 2") })
    for said in [
      "Old.swift:12:7: additive is Swift 2's isAdditive",
      "Old.swift:14:1: addAnimation(_:forKey:) is Swift 2's add(_:forKey:)",
      "Old.swift:17:1: addArcWithCenter(_:radius:startAngle:endAngle:clockwise:) is Swift 2's "
        + "addArc(withCenter:radius:startAngle:endAngle:clockwise:)",
      "colorWithAlphaComponent(_:) is Swift 2's withAlphaComponent(_:)",
    ] {
      #expect(old.warnings.contains { $0.contains(said) }, "\(said) in \(old.warnings)")
    }
  }

  /// Swift 2's `x++` gives the value before and `++x` the value after, both moving the
  /// variable by one (`--` likewise), as Swift 2 defined them before Swift 3 removed them.
  @Test func swift2sIncrementsMoveByOneAndGiveTheValueBeforeOrAfter() throws {
    let tree = try LanguageTests.tree(
      """
      var a: CGFloat = 1
      let b = a++
      let c = ++a
      var d: CGFloat = 5
      d--
      let e = --d
      let dot = CALayer()
      dot.frame = CGRect(x: b, y: c, width: a, height: e)
      host.layer.addSublayer(dot)
      """)
    // b = 1 (a then 2), c = 3 (a 3); d 5 → 4, e = 3.
    #expect(tree.sublayers[0].frame == Rect(x: 1, y: 3, width: 3, height: 3))
    let said = try LanguageTests.opened("var n = 0\nn++").warnings
    #expect(said.contains { $0.contains("++ is Swift 2's += 1") })
  }

  /// `CGRectGetMidX(r)` and its kin are today's `r.midX`; `CGRectInset`/`CGRectOffset` today's
  /// `insetBy`/`offsetBy`; `CGRectZero` today's `.zero`. Expected values worked out by hand.
  @Test func swift2RectFunctionsAreTodaysRectMembers() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        import XCPlayground
        let r = CGRectMake(10, 20, 100, 60)
        let host = UIView(frame: CGRectZero)
        host.frame = CGRectOffset(CGRectInset(r, 5, 10), CGRectGetMidX(r), CGRectGetMaxY(r) - CGRectGetHeight(r))
        let dot = UIView(frame: CGRectMake(CGRectGetMinX(r), CGRectGetMidY(r), CGRectGetWidth(r), CGRectGetMaxX(r)))
        host.addSubview(dot)
        XCPlaygroundPage.currentPage.liveView = host
        """, path: "/x/Old.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    // Inset: (15, 30, 90, 40); offset by midX 60 and maxY − height = 20: (75, 50, 90, 40).
    #expect(tree.frame == Rect(x: 75, y: 50, width: 90, height: 40))
    // minX 10, midY 50, width 100, maxX 110.
    #expect(tree.sublayers[0].frame == Rect(x: 10, y: 50, width: 100, height: 110))
    for said in [
      "CGRectGetMidX is Swift 2's r.midX", "CGRectInset is Swift 2's r.insetBy(dx:dy:)", "CGRectZero is Swift 2's CGRect.zero",
    ] {
      #expect(file.warnings.contains { $0.contains(said) }, "\(said)")
    }
  }

  /// Swift 2 called a function without its first parameter's label unless it wrote a second
  /// name (`func eased(path: String, to: Double)` was called `eased("position.y", to: 1)`);
  /// Swift 3 requires the label. A call that fits only the old rule takes it; an overload that
  /// fits today's rule wins.
  @Test func swift2CallsLeaveOutTheFirstLabelOfTheFilesOwnFunctions() throws {
    let tree = try LanguageTests.tree(
      """
      func width(size: CGFloat, scale: CGFloat) -> CGFloat { size * scale }
      func pick(x: CGFloat) -> CGFloat { 1 }
      func pick(_ x: CGFloat) -> CGFloat { 2 }
      let dot = CALayer()
      dot.frame = CGRect(x: pick(0), y: 0, width: width(20, scale: 3), height: 10)
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 2, y: 0, width: 60, height: 10))
  }

  /// The Swift 3 of Xcode 8's early betas imported class properties as methods
  /// (`UIColor.white()`, `UIScreen.main()`): the same values, with a warning.
  @Test func swift3BetaClassPropertiesCalledAsMethodsAreTheProperties() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        import PlaygroundSupport
        let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        host.backgroundColor = UIColor.white()
        host.layer.borderWidth = UIScreen.main().scale
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
        bar.backgroundColor = .black()
        host.addSubview(bar)
        PlaygroundPage.current.liveView = host
        """, path: "/x/Beta.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.backgroundColor == Color.white)
    #expect(tree.sublayers.first?.backgroundColor == Color.black)
    #expect(file.warnings.contains { $0.contains("UIColor.white() is a Swift 3 beta's UIColor.white") })
    #expect(file.warnings.contains { $0.contains(".black() is a Swift 3 beta's UIColor.black") })
  }

  /// A text layer's `wrapped` (Swift 2) is `isWrapped`: the same lines, with a warning.
  @Test func swift2sWrappedIsATextLayersIsWrapped() throws {
    func opened(_ name: String) throws -> OpenedFile {
      try LanguageTests.opened(
        """
        let text = CATextLayer()
        text.frame = CGRect(x: 0, y: 0, width: 120, height: 80)
        text.string = "My Heart Beats For You!"
        text.\(name) = true
        host.layer.addSublayer(text)
        """)
    }
    let (old, new) = (try opened("wrapped"), try opened("isWrapped"))
    let (a, b) = (old.scene.presentation(ParameterValues(), 0), new.scene.presentation(ParameterValues(), 0))
    #expect(a.sublayers[0].content == b.sublayers[0].content)
    #expect(old.warnings.contains { $0.contains("wrapped is Swift 2's isWrapped") })
  }

  /// Swift 2 imported UIKit's colours as class methods, also called with a leading dot where
  /// a colour is wanted (`view.backgroundColor = .greenColor()`).
  @Test func swift2ColourMethodsWrittenWithALeadingDotAreTheColours() throws {
    let file = try LanguageTests.opened(
      """
      host.backgroundColor = .greenColor()
      let bar = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 5))
      bar.backgroundColor = .redColor()
      host.addSubview(bar)
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.backgroundColor == Color(red: 0, green: 1, blue: 0))
    #expect(tree.sublayers.first?.backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(file.warnings.contains { $0.contains(".greenColor() is Swift 2's UIColor.green") })
    #expect(throws: RunError.self) { try LanguageTests.opened("host.backgroundColor = .plaidColor()") }
  }

  /// Swift 2's button methods (`setTitle(_:forState:)`, `setTitleColor(_:forState:)`,
  /// `titleForState(_:)`) are Swift 3's `…(_:for:)`: the same title drawn, said once each; an
  /// action spelled with them (`UIView.animateWithDuration`) is said with its tap setting.
  @Test func swift2sButtonMethodsAreTodaysAndTheirActionIsSaid() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Root: UIViewController {
        let go = UIButton(frame: CGRectMake(0, 0, 80, 40))
        override func loadView() {
          super.loadView()
          go.setTitle("Go", forState: .Normal)
          go.setTitle("Going", forState: .Highlighted)
          go.setTitleColor(UIColor.redColor(), forState: .Normal)
          go.alpha = go.titleForState(.Highlighted) == "Going" && go.titleForState(.Normal) == "Go" ? 0.5 : 1
          go.addTarget(self, action: "grow:", forControlEvents: .TouchUpInside)
          view.addSubview(go)
        }
        func grow(sender: UIButton) {
          UIView.animateWithDuration(1) { self.go.alpha = 1 }
        }
      }
      PlaygroundPage.current.liveView = Root()
      """
    let file = try OpenedFile.open(text: code, path: "/x/Go.swift")
    let go = try #require(file.scene.presentation(ParameterValues(), 0).sublayers.first { $0.bounds.width == 80 })
    guard case .text(let style) = go.content else {
      Issue.record("the button draws no title")
      return
    }
    #expect(style.string == "Go" && style.color == Color(red: 1, green: 0, blue: 0))
    #expect(go.opacity == 0.5)
    #expect(file.warnings.contains { $0.contains("setTitle(_:forState:) is Swift 2's setTitle(_:for:)") }, "\(file.warnings)")
    #expect(file.warnings.contains { $0.contains("runs Root.grow when tapped, which animates") })
  }

  @Test func aNameNeitherSwiftHadIsStillRefused() throws {
    #expect(throws: RunError.self) {
      try LanguageTests.tree(
        """
        let a = CABasicAnimation(keyPath: "opacity")
        a.additiveness = true
        """)
    }
  }

  /// Swift 2 boxed values with capitalised labels (`NSValue(CATransform3D:)`), Swift 3
  /// lowercased them: the same values, with one warning.
  @Test func swift2sValueBoxesHoldTheSameValues() throws {
    let file = try LanguageTests.opened(
      """
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      let grow = CABasicAnimation(keyPath: "transform")
      grow.fromValue = NSValue(CATransform3D: CATransform3DIdentity)
      grow.toValue = NSValue(CATransform3D: CATransform3DMakeScale(3, 3, 1))
      grow.duration = 2
      grow.timingFunction = CAMediaTimingFunction(name: kCAMediaTimingFunctionLinear)
      dot.addAnimation(grow, forKey: nil)
      host.layer.addSublayer(dot)
      """)
    let dot = file.scene.presentation(ParameterValues(), 1).sublayers[0]
    #expect(abs(dot.transform.m11 - 2) < 1e-9 || abs(dot.pose.scaleX - 2) < 1e-9, "\(dot.transform)")
    #expect(file.warnings.contains { $0.contains("NSValue(CATransform3D:) is Swift 2's NSValue(caTransform3D:)") })
  }
}

extension Swift2RenamesTests {
  /// Swift 2's key-value coding (`valueForKey(_:)`, `valueForKeyPath(_:)`) reads what
  /// `setValue(_:forKey:)` stored, as Swift 3's `value(forKey:)` does, with one warning.
  @Test func swift2sKeyValueReadsGiveWhatWasStored() throws {
    let file = try LanguageTests.opened(
      """
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.setValue("fade", forKey: "name")
      dot.setValue(0.25, forKey: "opacity")
      if fade.valueForKey("name") as? String == "fade" {
        dot.opacity = Float(dot.valueForKeyPath("opacity") as! Double) * 2
      }
      host.layer.addSublayer(dot)
      """)
    let dot = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    #expect(abs(dot.opacity - 0.5) < 1e-9, "\(dot.opacity)")
    #expect(file.warnings.contains { $0.contains("valueForKey(_:) is Swift 2's value(forKey:)") }, "\(file.warnings)")
    #expect(file.warnings.contains { $0.contains("valueForKeyPath(_:) is Swift 2's value(forKeyPath:)") })
  }
}
