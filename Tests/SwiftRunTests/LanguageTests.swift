import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Structs, enums, extensions, optionals, casts and patterns, as view and playground code
/// uses them.
@Suite struct LanguageTests {
  /// `body` opened between a 200 × 100 `host` view and `liveView = host`, as `/x/L.swift`.
  static func opened(_ body: String) throws -> OpenedFile {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      \(body)
      PlaygroundPage.current.liveView = host
      """
    return try OpenedFile.open(text: code, path: "/x/L.swift")
  }

  static func tree(_ body: String, at t: Double = 0) throws -> Layer {
    try opened(body).scene.presentation(ParameterValues(), t)
  }

  /// Which of the Boolean expressions a file's `checks: [Bool]` lists hold, in order, after
  /// `body` runs: each becomes a layer whose opacity is 1 when it holds.
  static func checks(_ body: String) throws -> [Bool] {
    try tree(
      body + """

        for check in checks {
          let mark = CALayer()
          mark.opacity = check ? 1 : 0
          host.layer.addSublayer(mark)
        }
        """
    ).sublayers.map { $0.opacity == 1 }
  }

  /// An assignment through `?.` whose chain is nil evaluates nothing, not even its value, as
  /// Swift skips it (a controller shown alone has no navigation controller: `UIImage()` for its
  /// bar is never made); through a chain that is there it assigns.
  @Test func anAssignmentThroughANilChainEvaluatesNothing() throws {
    let tree = try Self.tree(
      """
      var made = 0
      func make() -> CGFloat { made += 1; return 4 }
      class Holder { var layer: CALayer? }
      let empty = Holder()
      let full = Holder()
      full.layer = CALayer()
      empty.layer?.cornerRadius = make()
      full.layer?.cornerRadius = make()
      full.layer!.borderWidth = CGFloat(made)
      host.layer.addSublayer(full.layer!)
      """)
    #expect(tree.sublayers[0].cornerRadius == 4 && tree.sublayers[0].borderWidth == 1)
  }

  /// `let _ = …` runs its value for its effects and binds nothing (a closure called at once to
  /// set up a view it adds, its result thrown away).
  @Test func aWildcardBindingRunsItsValueAndBindsNothing() throws {
    let tree = try Self.tree(
      """
      let _: CALayer = {
        $0.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
        host.layer.addSublayer($0)
        return $0
      }(CALayer())
      func dim(_ layer: CALayer) -> Bool {
        layer.opacity = 0.5
        return true
      }
      func setUp() {
        let _ = dim(host.layer.sublayers![0])
      }
      setUp()
      """)
    #expect(tree.sublayers.count == 1)
    #expect(tree.sublayers.first?.frame == Rect(x: 5, y: 6, width: 7, height: 8))
    #expect(tree.sublayers.first?.opacity == 0.5)
  }

  /// `if let _ = x` holds when `x` is not nil and binds nothing (a pulse view asking
  /// `layer.animation(forKey:)` before removing it); nil skips the body.
  @Test func anIfLetWildcardTestsForNilAndBindsNothing() throws {
    let tree = try Self.tree(
      """
      let moved: CGFloat? = 4
      let missing: CGFloat? = nil
      if let _ = moved { host.layer.cornerRadius = 3 }
      if let _ = missing { host.layer.borderWidth = 9 }
      guard let _ = moved else { fatalError() }
      host.layer.opacity = 0.5
      """)
    #expect(tree.cornerRadius == 3 && tree.borderWidth == 0 && tree.opacity == 0.5)
  }

  /// What the file's code throws goes to the first `catch` that takes it (a bare `catch` binds
  /// `error`, `catch Err.tooBig` matches the case, `let e as Err` binds it), `try?` makes it nil,
  /// and one nothing catches stops the run where it was thrown, as Swift stops the program.
  @Test func thrownErrorsAreCaughtByTheirClausesOrStopTheRun() throws {
    let sizes = """
      enum Err: Error { case tooBig, tooSmall }
      func size(_ x: CGFloat) throws -> CGFloat {
        if x > 10 { throw Err.tooBig }
        if x < 1 { throw Err.tooSmall }
        return x
      }
      let a = CALayer()
      host.layer.addSublayer(a)

      """
    let tree = try Self.tree(
      sizes + """
        a.frame.size.width = (try? size(20)) ?? 3
        do {
          a.frame.size.height = try size(0)
        } catch Err.tooBig {
          a.cornerRadius = 1
        } catch let e as Err {
          a.cornerRadius = e == .tooSmall ? 2 : 9
        }
        do { _ = try size(50) } catch { a.borderWidth = error as? Err == .tooBig ? 4 : 8 }
        a.opacity = try! size(5) == 5 ? 1 : 0.5
        """)
    let a = tree.sublayers[0]
    #expect(a.bounds.width == 3 && a.bounds.height == 0)
    #expect(a.cornerRadius == 2 && a.borderWidth == 4 && a.opacity == 1)
    #expect(
      throws: RunError(description: "L.swift:7:14: Err.tooSmall was thrown and nothing caught it: Swift stops the program here")
    ) {
      _ = try Self.tree(sizes + "a.cornerRadius = try size(0)")
    }
    #expect(
      throws: RunError(
        description: "L.swift:12:18: try! met an error the code threw (Err.tooBig): Swift stops the program here")
    ) {
      _ = try Self.tree(sizes + "a.cornerRadius = try! size(11)")
    }
  }

  /// `case let x as T` binds a value of that type only (the first case that fits wins), and
  /// strings compare with `<` in Swift's order, as `sorted()` orders them.
  @Test func castPatternsBindByTypeAndStringsCompare() throws {
    let tree = try Self.tree(
      """
      let things: [Any] = ["b", 4, "a"]
      var total: CGFloat = 0
      var words = ""
      for thing in things {
        switch thing {
        case let n as CGFloat: total += n
        case let s as String: words += s
        default: break
        }
      }
      host.layer.cornerRadius = total
      host.layer.borderWidth = "apple" < "banana" && !("b" <= "a") ? CGFloat(words.count) : 0
      """)
    #expect(tree.cornerRadius == 4 && tree.borderWidth == 2)
  }

  /// `fallthrough` runs the next case's body without testing its pattern; `swapAt`,
  /// `lazy` and `append { … }` (a closure appended with trailing syntax) do as Swift does.
  @Test func fallthroughAndSmallerArrayHabits() throws {
    let tree = try Self.tree(
      """
      var steps: [CGFloat] = []
      switch 2 {
      case 1: steps.append(1)
      case 2: steps.append(2); fallthrough
      case 3: steps.append(3)
      default: steps.append(4)
      }
      steps.swapAt(0, 1)
      var actions: [() -> Void] = []
      actions.append { host.layer.cornerRadius = steps[0] }
      actions.forEach { $0() }
      host.layer.borderWidth = Array(steps.lazy.map { $0 * 2 })[1]
      """)
    // [2, 3] swapped to [3, 2]: radius 3, border 2 · 2.
    #expect(tree.cornerRadius == 3 && tree.borderWidth == 4)
  }

  /// A trailing closure fills an optional closure parameter with a default
  /// (`completion: ((Bool) -> Void)? = nil`), as Swift matches it.
  @Test func aTrailingClosureFillsAnOptionalClosureParameter() throws {
    let tree = try Self.tree(
      """
      func fade(_ layer: CALayer, completion: ((_ done: Bool) -> Void)? = nil) {
        layer.opacity = 0.5
        completion?(true)
      }
      let dot = CALayer()
      host.layer.addSublayer(dot)
      fade(dot) { done in dot.borderWidth = done ? 3 : 1 }
      """)
    #expect(tree.sublayers[0].opacity == 0.5 && tree.sublayers[0].borderWidth == 3)
  }

  /// `.zero` is a number where the context wants one: a parameter the file declares as
  /// `TimeInterval`, a variable annotated `CGFloat`; elsewhere a point.
  @Test func zeroIsANumberWhereTheContextWantsOne() throws {
    let tree = try Self.tree(
      """
      func fade(_ view: UIView, delay: TimeInterval) {
        UIView.animate(withDuration: 1, delay: delay, options: [.curveLinear], animations: { view.alpha = 0 })
      }
      let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(dot)
      fade(dot, delay: .zero)
      let gap: CGFloat = .zero
      dot.center = .zero
      dot.center.x += gap + 5
      """, at: 0.5)
    #expect(abs(tree.sublayers[0].opacity - 0.5) < 1e-6 && tree.sublayers[0].position == Point(5, 0))
  }

  /// An implicit member is read from the SDK type the context wants — a parameter's default
  /// (`inset: UIEdgeInsets = .zero`, a fireworks view's circle images), a variable annotated
  /// `CGSize` — as Swift reads it, not as a point.
  @Test func anImplicitMemberIsTheWantedTypesStatic() throws {
    let tree = try Self.tree(
      """
      func sized(_ side: CGFloat, inset: UIEdgeInsets = .zero) -> CGFloat { side - inset.left - inset.right }
      var size: CGSize = .zero
      size.width = sized(10)
      let dot = UIView(frame: CGRect(origin: .zero, size: size))
      dot.frame.size.height = sized(10, inset: UIEdgeInsets(top: 0, left: 2, bottom: 0, right: 3))
      host.addSubview(dot)
      """)
    #expect(tree.sublayers[0].bounds.width == 10 && tree.sublayers[0].bounds.height == 5)
  }

  @Test func structsAreValuesWithMemberwiseInitialisersAndMethods() throws {
    let tree = try Self.tree(
      """
      struct Style {
        var width: CGFloat
        var alpha: Float = 1
        func inset(_ r: CGRect) -> CGRect { r.insetBy(dx: width, dy: width) }
        mutating func fade() { alpha = alpha / 2 }
      }
      var a = Style(width: 10)
      var b = a
      b.fade()
      b.width = 20
      let dot = CALayer()
      dot.frame = a.inset(host.bounds)
      dot.opacity = a.alpha
      host.layer.addSublayer(dot)
      let other = CALayer()
      other.opacity = b.alpha
      other.frame = b.inset(host.bounds)
      host.layer.addSublayer(other)
      """)
    #expect(tree.sublayers[0].bounds.width == 180 && tree.sublayers[0].opacity == 1)
    #expect(tree.sublayers[1].bounds.width == 160 && tree.sublayers[1].opacity == 0.5)
  }

  @Test func enumsWithRawValuesAreTunableAndSwitchable() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      enum Speed: Double, CaseIterable {
        case slow = 1.5
        case fast = 0.25
        var label: String {
          switch self {
          case .slow: return "slow"
          case .fast: return "fast"
          }
        }
      }
      enum Step: Int { case first, second, third }
      func fade(_ layer: CALayer, _ speed: Speed) {
        let a = CABasicAnimation(keyPath: "opacity")
        a.fromValue = 1
        a.toValue = 0
        a.duration = speed.rawValue
        layer.add(a, forKey: speed.label)
      }
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let dot = CALayer()
      host.layer.addSublayer(dot)
      fade(dot, .fast)
      dot.cornerRadius = CGFloat(Step.third.rawValue) + CGFloat(Speed.allCases.count)
      if Speed(rawValue: 1.5) == .slow, Speed(rawValue: 3) == nil { dot.name = "checked" }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/E.swift")
    let dot = { (v: ParameterValues, t: Double) in file.scene.presentation(v, t).sublayers[0] }
    #expect(dot(ParameterValues(), 0).name == "checked")
    #expect(dot(ParameterValues(), 0).cornerRadius == 4)
    #expect(abs(dot(ParameterValues(), 0.125).opacity - 0.5) < 1e-9)
    // The raw value is a literal of the file: a parameter like any other.
    let fast = try #require(file.scene.parameters.first { $0.summary.contains("case fast = 0.25") })
    var v = ParameterValues()
    v[fast] = .number(0.5)
    #expect(abs(dot(v, 0.125).opacity - 0.75) < 1e-9)
  }

  @Test func extensionsAddStaticsAndMethodsToUIKitAndDeclaredTypes() throws {
    let tree = try Self.tree(
      """
      extension UIColor {
        static let brand = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
      }
      extension CALayer {
        func round() { cornerRadius = bounds.width / 2 }
      }
      class Dot {
        let layer = CALayer()
      }
      extension Dot {
        func place(at x: CGFloat, size: CGFloat = 10) {
          layer.frame = CGRect(x: x, y: 0, width: size, height: size)
          layer.backgroundColor = UIColor.brand.cgColor
          layer.round()
        }
      }
      let d = Dot()
      d.place(at: 5)
      host.layer.addSublayer(d.layer)
      let e = CALayer()
      e.backgroundColor = .brand
      host.layer.addSublayer(e)
      """)
    #expect(tree.sublayers[0].bounds.width == 10 && tree.sublayers[0].cornerRadius == 5)
    #expect(tree.sublayers[0].backgroundColor == Color(red: 1, green: 0.5, blue: 0))
    #expect(tree.sublayers[1].backgroundColor == Color(red: 1, green: 0.5, blue: 0))
  }

  @Test func optionalsCastsAndPatternsChooseTheirBranch() throws {
    let tree = try Self.tree(
      """
      var missing: CALayer? = nil
      let shape = CAShapeLayer()
      let plain: CALayer = shape
      host.layer.addSublayer(plain)
      missing?.opacity = 0.1
      if let s = plain as? CAShapeLayer { s.lineWidth = 3 }
      (plain as! CAShapeLayer).strokeEnd = 0.5
      let found = missing ?? shape
      found.opacity = missing == nil ? 0.75 : 0.1
      func kind(_ x: CGFloat) -> CGFloat {
        guard let _ = missing else {
          switch x {
          case 0..<1: return 1
          case let big where big > 10: return big
          default: return 2
          }
        }
        return 0
      }
      shape.cornerRadius = kind(0.5) + kind(20) + kind(5)
      shape.isHidden = !(shape is CAShapeLayer)
      """)
    let shape = tree.sublayers[0]
    #expect(shape.opacity == 0.75 && shape.cornerRadius == 23 && !shape.isHidden)
    guard case .shape(let style) = shape.content else {
      Issue.record("not a shape")
      return
    }
    #expect(style.stroke.width == 3 && style.strokeEnd == 0.5)
  }

  @Test func subclassesOverrideAndCallSuperAndDefaultsFillArguments() throws {
    let tree = try Self.tree(
      """
      class Base {
        let layer = CALayer()
        func size() -> CGFloat { 10 }
        func build(scale: CGFloat = 2, then: () -> Void) {
          layer.frame = CGRect(x: 0, y: 0, width: size() * scale, height: 5)
          then()
        }
      }
      class Bigger: Base {
        override func size() -> CGFloat { super.size() + 5 }
      }
      let b = Bigger()
      b.build { b.layer.opacity = 0.5 }
      host.layer.addSublayer(b.layer)
      """)
    #expect(tree.sublayers[0].bounds.width == 30 && tree.sublayers[0].opacity == 0.5)
  }
}

/// CoreGraphics paths and values, HSB colours, value members set in place, and a view's
/// `layerClass`.
@Suite struct CoreGraphicsTests {
  @Test func mutablePathsValueMembersAndLayerClassBuildWhatTheCodeSays() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      final class RingView: UIView {
        override class var layerClass: AnyClass { CAShapeLayer.self }
        var ring: CAShapeLayer { layer as! CAShapeLayer }
      }
      let host = RingView(frame: CGRect(origin: CGPoint(x: 0, y: 0), size: CGSize(width: 100, height: 100)))
      let arc = CGMutablePath()
      arc.addArc(center: CGPoint(x: 50, y: 50), radius: 40, startAngle: 0, endAngle: .pi / 2, clockwise: false)
      host.ring.path = arc
      host.ring.fillColor = UIColor(hue: 1.0 / 3, saturation: 1, brightness: 0.5, alpha: 1).cgColor
      var flip = CATransform3DIdentity
      flip.m34 = -1.0 / 500
      let card = CALayer()
      card.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      card.frame.origin.x = 30
      card.transform = flip
      host.layer.addSublayer(card)
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/CG.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    guard case .shape(let style) = tree.content else {
      Issue.record("the view's layer is not a shape layer")
      return
    }
    // HSB (1/3, 1, 0.5) is pure green at half brightness.
    #expect(style.fillColor == Color(red: 0, green: 0.5, blue: 0))
    // Core Graphics' counterclockwise is clockwise on a y-down screen: from (90, 50) down
    // through (50 + 40 cos 45°, 50 + 40 sin 45°) to (50, 90).
    let box = style.path.bounds
    #expect(abs(box.minX - 50) < 0.5 && abs(box.maxX - 90) < 1e-6 && abs(box.maxY - 90) < 1e-6 && abs(box.minY - 50) < 0.5)
    let card = tree.sublayers[0]
    #expect(card.position == Point(35, 5))
    #expect(card.transform.m34 == -1.0 / 500)
  }
}

extension LanguageTests {
  /// A string literal's escapes are what Swift reads: a newline breaks a label's line, a
  /// Unicode escape is its character, a quote and a backslash are themselves; the same inside
  /// an interpolating literal and a raw one keeps them as written.
  @Test func stringEscapesAreResolvedAsSwiftResolvesThem() throws {
    let tree = try Self.tree(
      #"""
      let n = 2
      let a = CATextLayer()
      a.string = "one\ntwo \u{1F3B8} \"q\" \\"
      let b = CATextLayer()
      b.string = "\(n)\tx\n"
      let c = CATextLayer()
      c.string = #"raw\n"#
      [a, b, c].forEach(host.layer.addSublayer)
      """#)
    func string(_ i: Int) -> String? {
      if case .text(let style) = tree.sublayers[i].content { style.string } else { nil }
    }
    #expect(string(0) == "one\ntwo \u{1F3B8} \"q\" \\")
    #expect(string(1) == "2\tx\n")
    #expect(string(2) == #"raw\n"#)
  }
}

/// `==` on arrays, tuples and the geometry values compares them element by element, as
/// Swift's does (two equal string arrays compared false).
@Suite struct EqualityTests {
  @Test func arraysTuplesSizesAndTransformsCompareByValue() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      var hits: CGFloat = 0
      if ["a", "b"] == ["a", "b"] { hits += 1 }
      if ["a", "b"] != ["a", "c"] { hits += 1 }
      if [1, 2] != [1, 2, 3] { hits += 1 }
      if (1, "x") == (1, "x") { hits += 1 }
      if CGSize(width: 2, height: 3) == CGSize(width: 2, height: 3) { hits += 1 }
      if CATransform3DMakeScale(2, 2, 1) == CATransform3DMakeScale(2, 2, 1) { hits += 1 }
      if CGAffineTransform(scaleX: 2, y: 2) != .identity { hits += 1 }
      dot.borderWidth = hits
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].borderWidth == 7)
  }
}
