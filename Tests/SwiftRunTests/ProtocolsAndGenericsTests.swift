import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Protocols with behaviour: a type adopting a protocol the file declares gets the methods and
/// computed properties of that protocol's extensions (and of the protocols it inherits), after
/// its own and its superclasses' (its own implementation wins), as Swift resolves them.
/// Generic types and functions run as their unspecialised selves (values carry their types),
/// except that a generic parameter named in a type's code (`M.makeStrategy()`) is the type the
/// instance was made with (`LoadingView<DotsMode>()`).
@Suite struct ProtocolsAndGenericsTests {
  @Test func anAdoptingTypeUsesTheExtensionsDefaultsUnlessItHasItsOwn() throws {
    let tree = try LanguageTests.tree(
      """
      protocol Sized { var side: CGFloat { get } }
      protocol Placed: Sized {}
      extension Sized {
        var side: CGFloat { 10 }
        var doubled: CGFloat { side * 2 }
        func place(_ layer: CALayer, at x: CGFloat = 5) {
          layer.frame = CGRect(x: x, y: 0, width: doubled, height: side)
        }
      }
      final class Small: Placed {}
      final class Large: Placed { var side: CGFloat { 30 } }
      let a = CALayer(), b = CALayer()
      Small().place(a)
      Large().place(b, at: 40)
      host.layer.addSublayer(a)
      host.layer.addSublayer(b)
      """)
    // Small: the default side 10 (doubled 20), the default x 5; Large: its own side 30.
    #expect(tree.sublayers[0].frame == Rect(x: 5, y: 0, width: 20, height: 10))
    #expect(tree.sublayers[1].frame == Rect(x: 40, y: 0, width: 60, height: 30))
  }

  @Test func aViewAdoptingAProtocolAnimatesThroughItsDefaultMethod() throws {
    let file = """
      protocol Pulsing { var pulseLayer: CALayer { get } }
      extension Pulsing {
        func pulse(duration: CFTimeInterval = 1) {
          let a = CABasicAnimation(keyPath: "opacity")
          a.fromValue = 1
          a.toValue = 0
          a.duration = duration
          pulseLayer.add(a, forKey: "pulse")
        }
      }
      final class Dot: UIView, Pulsing {
        var pulseLayer: CALayer { layer }
      }
      let dot = Dot(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      host.addSubview(dot)
      dot.pulse()
      """
    // An explicit animation without a timing function is linear (CAAnimation's timingFunction
    // nil): from 1 to 0 over the default 1 s, 0.75 at 0.25 s.
    let quarter = try LanguageTests.tree(file, at: 0.25)
    #expect(abs(quarter.sublayers[0].opacity - 0.75) < 1e-9)
  }

  @Test func numbersReadFromStringsAsSwiftReadsThem() throws {
    let tree = try LanguageTests.tree(
      """
      let a = CALayer()
      a.frame = CGRect(x: Double("1.5") ?? 0, y: CGFloat("2e1") ?? 0, width: Double("wide") ?? 7, height: 1)
      host.layer.addSublayer(a)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 1.5, y: 20, width: 7, height: 1))
  }

  @Test func genericTypesAndFunctionsRunWithOrWithoutTheirArguments() throws {
    let tree = try LanguageTests.tree(
      """
      struct Pair<T> { var first: T; var second: T }
      func pick<T>(_ xs: [T], at i: Int) -> T where T: Equatable { xs[i] }
      final class Holder<Content: CALayer> {
        let content: Content
        init(_ content: Content) { self.content = content }
      }
      let p = Pair<CGFloat>(first: 10, second: 30)
      let h = Holder(CAShapeLayer())
      let ones = Array<CGFloat>(repeating: 1, count: 2)
      h.content.frame = CGRect(x: p.first, y: pick([1, 2, 3], at: 1), width: p.second, height: ones[0] + ones[1])
      host.layer.addSublayer(h.content)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 10, y: 2, width: 30, height: 2))
  }

  /// `T()` in a function generic over a class (`func make<T: CAShapeLayer>(…) -> T`, WifiView's
  /// layer factory, or `where T: CAShapeLayer`) makes the constraint's class, said with what
  /// Swift would bind instead: the type the call's result is given.
  @Test func aFunctionsGenericParameterMakesItsConstraintsClass() throws {
    let file = try LanguageTests.opened(
      """
      enum Factory {
        static func shape<T: CAShapeLayer>(width: CGFloat) -> T {
          let made = T()
          made.lineWidth = width
          return made
        }
        static func plain<T>(_ color: UIColor) -> T where T: CALayer {
          let made = T.init()
          made.backgroundColor = color.cgColor
          return made
        }
      }
      let ring = Factory.shape(width: 3)
      let back = Factory.plain(.red)
      ring.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
      back.frame = CGRect(x: 0, y: 0, width: 5, height: 5)
      host.layer.addSublayer(ring)
      host.layer.addSublayer(back)
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    guard case .shape(let style) = tree.sublayers[0].content else {
      Issue.record("T() made no shape layer")
      return
    }
    #expect(style.stroke.width == 3)
    #expect(tree.sublayers[1].backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(file.warnings.contains { $0.contains("L.swift:6:16: T() makes a CAShapeLayer, T's constraint") })
    #expect(file.warnings.contains { $0.contains("T() makes a CALayer, T's constraint") })
  }

  /// `return .init(duration: d) { … }` in a generic struct's method, its result written
  /// `Anim<B>`, `Anim<(A, B)>` or `Self`: the file's own type, made by its memberwise
  /// initialiser (trailing closure and all); a method named with backticks (`` `do` ``).
  @Test func anImplicitInitialiserMakesTheGenericTypeTheResultNames() throws {
    let tree = try LanguageTests.tree(
      """
      struct Anim<A> {
        let duration: Double
        let value: (Double) -> A
        func map<B>(_ f: @escaping (A) -> B) -> Anim<B> { return .init(duration: duration) { t in f(self.value(t)) } }
        func `do`(_ f: @escaping (A) -> Void) -> Anim<Void> { return .init(duration: duration) { t in f(self.value(t)) } }
        static func + <B>(lhs: Anim, rhs: Anim<B>) -> Anim<(A, B)> {
          return .init(duration: max(lhs.duration, rhs.duration)) { t in (lhs.value(t), rhs.value(t)) }
        }
        func twice() -> Self { .init(duration: 2 * duration, value: value) }
      }
      let a = Anim<CGFloat>(duration: 2) { CGFloat($0) * 10 }
      let b = a.map { $0 + 1 }
      let both = a + b
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(box)
      _ = both.do { pair in box.frame.origin.x = pair.1 }.value(1)
      box.frame.size.width = CGFloat(a.twice().duration)
      func `default`() -> CGFloat { 3 }
      _ = a.`do` { _ in box.layer.borderWidth = `default`() }.value(0)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 11, y: 0, width: 4, height: 10))
    // Called with backticks too, as the declarations are written.
    #expect(tree.sublayers[0].borderWidth == 3)
  }
}

/// Types declared inside types (`private enum Constants` in a view controller): found by their
/// own name, and where two types each nest one of the same name, each sees its own.
@Suite struct NestedTypeTests {
  @Test func eachTypeSeesItsOwnNestedConstants() throws {
    let tree = try LanguageTests.tree(
      """
      final class Ring {
        private enum Constants { static let radius: CGFloat = 60 }
        let layer = CALayer()
        init() { layer.frame = CGRect(x: 0, y: 0, width: Constants.radius, height: Metrics.Inner.side) }
        struct Metrics { struct Inner { static let side: CGFloat = 7 } }
      }
      final class Dot {
        enum Constants { static let radius: CGFloat = 5 }
        let layer = CALayer()
        init() { layer.frame = CGRect(x: 0, y: 0, width: Constants.radius, height: Ring.Metrics.Inner.side * 2) }
      }
      host.layer.addSublayer(Ring().layer)
      host.layer.addSublayer(Dot().layer)
      """)
    #expect(tree.sublayers[0].bounds.width == 60 && tree.sublayers[0].bounds.height == 7)
    #expect(tree.sublayers[1].bounds.width == 5 && tree.sublayers[1].bounds.height == 14)
  }
  /// A view generic over a mode (held out 61's LoadingViewKit): `M.defaultStyle` and
  /// `M.makeStrategy()` are the static members of the type each view was made with, two views
  /// of two modes side by side, and `.init()` in a computed property makes the type it is
  /// written to return (`StrategyRing.Style`, one of two nested types named `Style`).
  @Test func aGenericParameterIsTheTypeEachInstanceWasMadeWith() throws {
    let tree = try LanguageTests.tree(
      """
      protocol Mode {
        associatedtype S
        static func makeStrategy() -> S
        static var defaultStyle: S.Style { get }
      }
      final class Dots { struct Style { var side: CGFloat = 10 }
        func color() -> UIColor { .red } }
      final class Ring { struct Style { var side: CGFloat = 30 }
        func color() -> UIColor { .blue } }
      enum DotsMode: Mode {
        static func makeStrategy() -> Dots { Dots() }
        static var defaultStyle: Dots.Style { .init() }
      }
      enum RingMode: Mode {
        static func makeStrategy() -> Ring { Ring() }
        static var defaultStyle: Ring.Style { .init() }
      }
      final class Loading<M: Mode>: UIView {
        private var strategy: M.S = M.makeStrategy()
        var style: M.S.Style = M.defaultStyle
        func show() {
          frame = CGRect(x: 0, y: 0, width: style.side, height: style.side)
          backgroundColor = strategy.color()
        }
      }
      let a = Loading<DotsMode>()
      let b = Loading<RingMode>()
      a.show()
      b.show()
      host.addSubview(a)
      host.addSubview(b)
      """)
    #expect(tree.sublayers[0].bounds.width == 10 && tree.sublayers[0].backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(tree.sublayers[1].bounds.width == 30 && tree.sublayers[1].backgroundColor == Color(red: 0, green: 0, blue: 1))
  }
}
