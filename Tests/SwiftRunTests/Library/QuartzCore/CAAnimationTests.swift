import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `CAAnimation` and its subclasses as code reads them back.
@Suite struct CAAnimationTests {
  @Test func anAnimationsTimingReadsBackSoAnotherCanBeDerivedFromIt() throws {
    // The slow fade lasts twice the fast one: 0.8 s, so at 0.4 s it is half way (linear).
    let tree = try LanguageTests.tree(
      """
      let fast = CABasicAnimation(keyPath: "opacity")
      fast.duration = 0.4
      fast.fromValue = 1
      fast.toValue = 0
      let slow = CABasicAnimation(keyPath: "opacity")
      slow.duration = fast.duration * 2
      slow.fromValue = fast.fromValue
      slow.toValue = fast.toValue
      slow.timingFunction = CAMediaTimingFunction(name: .linear)
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      dot.add(slow, forKey: "fade")
      host.layer.addSublayer(dot)
      """, at: 0.4)
    #expect(abs(tree.sublayers[0].opacity - 0.5) < 1e-9)
  }

  /// `CABasicAnimation.h`: "no more than two should be non-nil". With all three the
  /// interpolation runs from `fromValue` to `toValue`, and the third is said to be unused.
  @Test func fromByAndToAllSetRunFromToAndSaySo() throws {
    let file = try LanguageTests.opened(
      """
      let grow = CABasicAnimation(keyPath: "opacity")
      grow.duration = 2
      grow.fromValue = 0.2
      grow.byValue = 0.2
      grow.toValue = 1.0
      grow.timingFunction = CAMediaTimingFunction(name: .linear)
      let dot = CALayer()
      dot.add(grow, forKey: nil)
      host.layer.addSublayer(dot)
      """)
    #expect(abs(file.scene.presentation(ParameterValues(), 1).sublayers[0].opacity - 0.6) < 1e-9)
    #expect(file.warnings.contains { $0.contains("fromValue, toValue and byValue are all set") })
    // `byValue = nil` leaves it unset, as on iOS: two values, nothing to say.
    let cleared = try LanguageTests.opened(
      """
      let grow = CABasicAnimation(keyPath: "opacity")
      grow.fromValue = 0.2
      grow.byValue = nil
      grow.toValue = 1.0
      let dot = CALayer()
      dot.add(grow, forKey: nil)
      host.layer.addSublayer(dot)
      """)
    #expect(!cleared.warnings.contains { $0.contains("fromValue, toValue and byValue are all set") })
  }

  /// With fromValue and toValue set byValue is never read, so one of another kind (a number
  /// for `position`, as a shine effect in the wild writes) does no harm and is not refused; a
  /// byValue that is used must still be of the key path's kind.
  @Test func anUnusedByValueOfAnotherKindIsNotRefused() throws {
    let body = { (from: String) in
      """
      let slide = CABasicAnimation(keyPath: "position")
      slide.byValue = 40
      \(from)
      slide.toValue = CGPoint(x: 30, y: 10)
      slide.duration = 2
      slide.timingFunction = CAMediaTimingFunction(name: .linear)
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
      dot.add(slide, forKey: nil)
      host.layer.addSublayer(dot)
      """
    }
    let file = try LanguageTests.opened(body("slide.fromValue = CGPoint(x: 10, y: 10)"))
    #expect(file.scene.presentation(ParameterValues(), 1).sublayers[0].position == Point(20, 10))
    #expect(file.warnings.contains { $0.contains("byValue unused") })
    #expect(throws: (any Error).self) { try LanguageTests.opened(body("")) }
  }

  /// `CASpringAnimation.h`: mass and stiffness must be greater than 0, damping at least 0; Core
  /// Animation keeps the default for a value outside (and logs it): a mass of 0 springs as 1.
  @Test func aSpringParameterOutsideItsRangeKeepsTheDefaultAndIsSaid() throws {
    let body = { (mass: String) in
      """
      let pop = CASpringAnimation(keyPath: "transform.scale")
      pop.fromValue = 0
      pop.toValue = 1
      pop.damping = 5
      pop.mass = \(mass)
      pop.duration = 3
      let dot = CALayer()
      dot.add(pop, forKey: nil)
      host.layer.addSublayer(dot)
      """
    }
    let zero = try LanguageTests.opened(body("0"))
    let one = try LanguageTests.opened(body("1"))
    for t in [0.05, 0.2, 0.5] {
      #expect(
        zero.scene.presentation(ParameterValues(), t).sublayers[0].transform
          == one.scene.presentation(ParameterValues(), t).sublayers[0].transform)
    }
    #expect(
      zero.warnings.contains {
        $0.contains("CASpringAnimation's mass must be greater than 0: Core Animation keeps its default, 1")
      })
    #expect(!one.warnings.contains { $0.contains("must be greater than") })
  }

  @Test func aSpringReadsBackItsParametersAndItsSettlingDuration() throws {
    // mass 1, stiffness 100, damping 10: ζ = 10 / (2·√100) = 0.5, ω = 10 rad/s.
    let tree = try LanguageTests.tree(
      """
      let spring = CASpringAnimation(keyPath: "position.x")
      spring.stiffness = 100
      spring.damping = 10
      let dot = CALayer()
      dot.frame = CGRect(x: spring.stiffness / 2, y: spring.damping, width: spring.mass * 4, height: 4)
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 50, y: 10, width: 4, height: 4))
  }

  @Test func scaleXYScalesBothAxesAndLeavesZ() throws {
    // Linear from 1 to 0.5 over 1 s: half way at 0.5 s, x and y alike.
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      let pulse = CABasicAnimation(keyPath: "transform.scale.xy")
      pulse.fromValue = 1
      pulse.toValue = 0.5
      pulse.duration = 1
      dot.add(pulse, forKey: nil)
      host.layer.addSublayer(dot)
      """, at: 0.5)
    let pose = tree.sublayers[0].pose
    #expect(abs(pose.scaleX - 0.75) < 1e-9 && abs(pose.scaleY - 0.75) < 1e-9 && pose.scaleZ == 1)
  }

  @Test func aValueOfAnotherKindThanTheKeyPathTakesIsRefused() throws {
    #expect(
      throws: RunError(
        description:
          "L.swift:9:1: transform.scale takes a number, not a CATransform3D (a transform animates the key path \"transform\")")
    ) {
      _ = try LanguageTests.tree(
        """
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let grow = CABasicAnimation(keyPath: "transform.scale")
        grow.fromValue = CATransform3DMakeScale(1, 1, 1)
        grow.toValue = CATransform3DMakeScale(1.5, 1.5, 1)
        dot.add(grow, forKey: nil)
        host.layer.addSublayer(dot)
        """)
    }
    // An array where a colour goes (`backgroundColor` from two arrays of colours: on iOS no
    // colour to interpolate, no animation).
    #expect(throws: RunError(description: "L.swift:9:1: backgroundColor takes a CGColor, not an array")) {
      _ = try LanguageTests.tree(
        """
        let dot = CALayer()
        dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
        let shade = CABasicAnimation(keyPath: "backgroundColor")
        shade.fromValue = [UIColor.red.cgColor, UIColor.blue.cgColor]
        shade.toValue = [UIColor.blue.cgColor, UIColor.red.cgColor]
        dot.add(shade, forKey: nil)
        host.layer.addSublayer(dot)
        """)
    }
  }

  /// Lists of unequal length (a gradient's two colours to three): Apple does not say what Core
  /// Animation does, so one warning with the place says what Wobble shows; equal lengths
  /// interpolate without one.
  @Test func anAnimationBetweenListsOfUnequalLengthIsSaid() throws {
    func warnings(_ to: String) throws -> [String] {
      try LanguageTests.opened(
        """
        let g = CAGradientLayer()
        g.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        let shade = CABasicAnimation(keyPath: "colors")
        shade.fromValue = g.colors
        shade.toValue = \(to)
        shade.duration = 2
        g.add(shade, forKey: nil)
        host.layer.addSublayer(g)
        """
      ).warnings
    }
    let unlike = try warnings("[UIColor.purple.cgColor, UIColor.red.cgColor, UIColor.orange.cgColor]")
    #expect(
      unlike.contains {
        $0.hasPrefix("L.swift:11:1: colors animates between lists of 2 and 3 values")
          && $0.contains("Wobble shows the one, then the other from halfway")
      }, "\(unlike)")
    #expect(try warnings("[UIColor.purple.cgColor, UIColor.red.cgColor]").allSatisfy { !$0.contains("lists of") })
  }

  /// Apple leaves a path animation between paths of different elements undefined: one
  /// warning with the place; paths of the same elements animate without one.
  @Test func aPathAnimationBetweenUnlikePathsIsSaid() throws {
    func warnings(_ to: String) throws -> [String] {
      try LanguageTests.opened(
        """
        let shape = CAShapeLayer()
        shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 50, height: 50)).cgPath
        let morph = CABasicAnimation(keyPath: "path")
        morph.toValue = \(to).cgPath
        morph.fromValue = shape.path
        morph.duration = 1
        shape.add(morph, forKey: nil)
        host.layer.addSublayer(shape)
        shape.fillColor = UIColor.red.cgColor
        """
      ).warnings
    }
    let unlike = try warnings("UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))")
    #expect(
      unlike.count == 1 && unlike[0].hasPrefix("L.swift:10:1: path animates between paths of different elements"), "\(unlike)")
    #expect(try warnings("UIBezierPath(rect: CGRect(x: 0, y: 0, width: 100, height: 100))").isEmpty)
  }
}

extension CAAnimationTests {
  /// `CABasicAnimation()` added before its key path is set: `add(_:forKey:)` copies the
  /// animation, so the copy has none and animates nothing; said as such, not as a property "".
  @Test func anAnimationAddedWithoutAKeyPathAnimatesNothingAndSaysWhy() throws {
    let file = try LanguageTests.opened(
      """
      let bar = CAShapeLayer()
      host.layer.addSublayer(bar)
      let grow = CABasicAnimation()
      bar.add(grow, forKey: nil)
      grow.keyPath = "strokeEnd"
      grow.fromValue = 0
      grow.toValue = 1
      """)
    #expect(file.warnings.contains { $0.contains("the animation has no keyPath when added (add(_:forKey:) copies it") })
    #expect(file.scene.presentation(ParameterValues(), 0.1).sublayers[0].animations.isEmpty)
  }

  /// A key path naming no property Core Animation animates (`location` for `locations`)
  /// animates nothing, as on iOS, and says so once; a property Core Animation animates but
  /// Wobble does not (`contentsRect`) is still refused with its place.
  @Test func aKeyPathCoreAnimationDoesNotKnowAnimatesNothingAndSaysSo() throws {
    let file = try LanguageTests.opened(
      """
      let g = CAGradientLayer()
      g.frame = host.bounds
      host.layer.addSublayer(g)
      let a = CABasicAnimation(keyPath: "location")
      a.fromValue = [0, 0.4]
      a.toValue = [0, 2.5]
      g.add(a, forKey: nil)
      """)
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:10:1: CAGradientLayer has no animatable property \"location\"") })
    #expect(file.scene.presentation(ParameterValues(), 0.5).sublayers[0].animations.isEmpty)
    #expect(throws: RunError.self) {
      _ = try LanguageTests.opened(
        """
        let a = CABasicAnimation(keyPath: "contentsRect")
        host.layer.add(a, forKey: nil)
        """)
    }
  }

  /// `fontSize` is CATextLayer's: animated on a label's layer (a plain CALayer) it changes
  /// nothing on iOS, and is said; on a text layer it animates the size.
  @Test func anotherLayerClasssPropertyAnimatesNothingOnThisOne() throws {
    let file = try LanguageTests.opened(
      """
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      label.text = "Hi"
      host.addSubview(label)
      let text = CATextLayer()
      text.string = "Hi"
      text.fontSize = 20
      host.layer.addSublayer(text)
      for layer in [label.layer, text] {
        let a = CABasicAnimation(keyPath: "fontSize")
        a.toValue = 10
        a.duration = 2
        layer.add(a, forKey: nil)
      }
      """)
    #expect(file.warnings.contains { $0.contains("CALayer has no animatable property \"fontSize\"") })
    let tree = file.scene.presentation(ParameterValues(), 1)
    guard case .text(let label) = tree.sublayers[0].content, case .text(let text) = tree.sublayers[1].content else {
      Issue.record("both draw text")
      return
    }
    #expect(label.fontSize == 17)
    #expect(abs(text.fontSize - 15) < 1e-9)
  }
  /// `CAMediaTimingFunction()`: NSObject's initialiser leaves all four control points 0, a curve
  /// with x = y = t³ — linear (a spinner sets its own before use, but the value must be right).
  @Test func aTimingFunctionMadeBareIsLinear() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      host.layer.addSublayer(dot)
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 0
      fade.toValue = 1
      fade.duration = 1
      fade.timingFunction = CAMediaTimingFunction()
      dot.add(fade, forKey: nil)
      """, at: 0.3)
    #expect(abs(tree.sublayers[0].opacity - 0.3) < 1e-6)
  }
}

/// `fillMode` given a string that is no fill mode (Swift 4 let `kCAFilterLinear` through, a
/// `String` as fill modes were): Core Animation fills for forwards, backwards and both only, so
/// the animation fills neither way — after its end the layer shows its own value — said.
@Suite struct CAAnimationFillModeStringTests {
  @Test func aStringThatIsNoFillModeFillsNeitherWayAndIsSaid() throws {
    let file = try LanguageTests.opened(
      """
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      dot.opacity = 0.25
      host.layer.addSublayer(dot)
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.fromValue = 1
      fade.toValue = 0.5
      fade.duration = 1
      fade.isRemovedOnCompletion = false
      fade.fillMode = kCAFilterLinear
      dot.add(fade, forKey: nil)
      """)
    #expect(abs(file.scene.presentation(ParameterValues(), 0.5).sublayers[0].opacity - 0.75) < 1e-9)
    #expect(file.scene.presentation(ParameterValues(), 2).sublayers[0].opacity == 0.25)
    #expect(file.warnings.contains { $0.contains("is no fill mode") && $0.contains("as .removed") })
  }
}
