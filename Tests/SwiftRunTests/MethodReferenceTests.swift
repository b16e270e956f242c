import Animation
import Geometry
import Testing

@testable import SwiftRun

/// Methods and functions passed by name where a closure is expected (`forEach(addSubview)`),
/// and ranges used as values (`(0..<3).map { … }`).
@Suite struct MethodReferenceTests {
  @Test func methodsAndFunctionsPassedByNameAreCalledForEachElement() throws {
    let tree = try LanguageTests.tree(
      """
      func fade(_ layer: CALayer) { layer.opacity = 0.5 }
      final class Board: UIView {
        let dots: [CALayer] = (0..<3).map { i in
          let dot = CALayer()
          dot.frame = CGRect(x: 10 + 30 * CGFloat(i), y: 10, width: 20, height: 20)
          return dot
        }
        let cards = [UIView(frame: CGRect(x: 0, y: 50, width: 30, height: 10))]
        override init(frame: CGRect) {
          super.init(frame: frame)
          dots.forEach(layer.addSublayer)
          cards.forEach(addSubview)
          dots.forEach(fade)
          dots.forEach(round)
          let radii = dots.map(radius)
          dots[2].borderWidth = radii[2] / 4
        }
        required init?(coder: NSCoder) { fatalError() }
        func round(_ dot: CALayer) { dot.cornerRadius = 10 }
        func radius(of dot: CALayer) -> CGFloat { dot.cornerRadius }
      }
      host.addSubview(Board(frame: host.bounds))
      """)
    let board = try #require(tree.sublayers.first)
    #expect(board.sublayers.count == 4)
    let dots = board.sublayers.prefix(3)
    #expect(dots.map(\.position.x) == [20, 50, 80])
    #expect(dots.allSatisfy { $0.opacity == 0.5 && $0.cornerRadius == 10 })
    #expect(dots.last?.borderWidth == 2.5)
    #expect(board.sublayers[3].bounds.width == 30)
  }

  /// A top-level function named with a capital (an easing table's `ExponentialEaseOut(p:)`)
  /// passed by name is the function, not a type, and a parameter holding it is called without
  /// its labels.
  @Test func aCapitalisedFunctionPassedByNameIsCalledThroughItsParameter() throws {
    let tree = try LanguageTests.tree(
      """
      func QuadraticEaseIn(p: Double) -> Double { return p * p }
      func frames(from a: CGFloat, to b: CGFloat, function: (Double) -> (Double)) -> [CGFloat] {
        return [0.0, 0.5, 1.0].map { t in a + CGFloat(function(t)) * (b - a) }
      }
      let values = frames(from: 10, to: 50, function: QuadraticEaseIn)
      let dot = CALayer()
      dot.frame = CGRect(x: values[0], y: values[1], width: values[2], height: 1)
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 10, y: 20, width: 50, height: 1))
  }

  /// A stack view's `addArrangedSubview` passed by name arranges each view.
  @Test func arrangedSubviewsPassedByNameAreArranged() throws {
    let tree = try LanguageTests.tree(
      """
      let stack = UIStackView(frame: CGRect(x: 0, y: 0, width: 90, height: 20))
      stack.distribution = .fillEqually
      host.addSubview(stack)
      let dots = (0..<3).map { _ in UIView() }
      dots.forEach(stack.addArrangedSubview)
      """)
    // Three equal columns of 90 points: 30 each, from 0, 30 and 60.
    let arranged = try #require(tree.sublayers.first).sublayers
    #expect(arranged.map(\.bounds.width) == [30, 30, 30])
    #expect(arranged.map(\.position.x) == [15, 45, 75])
  }

  @Test(arguments: [
    ("[CALayer()].forEach(host.layer.addSublayr)", "L.swift:4:32: addSublayr of a CALayer is not simulated by Wobble yet"),
    ("[1, 2].forEach(host.layer.addSublayer)", "L.swift:4:16: CALayer.addSublayer(_:): argument 1: got a number, want a CALayer"),
    ("let a = (0..<200_000).map { $0 }", "L.swift:4:10: a range of whole numbers, at most 100000 long"),
  ])
  func aWrongReferenceIsRefusedAtItsPlace(code: String, message: String) {
    #expect(throws: RunError(description: message)) { try LanguageTests.tree(code) }
  }

  /// `Type.init` of a built-in type whose one initialiser of that many arguments is labelled
  /// is that one, as Swift picks it by its type (`NSNumber.init` is `NSNumber(value:)`).
  @Test func aTypesInitPassedByNameIsItsOneLabelledInitialiser() throws {
    let tree = try LanguageTests.tree(
      """
      let stops = [0, 1, 2, 3].map(Double.init).map { $0 / 4 }.map(NSNumber.init)
      let g = CAGradientLayer()
      g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor, UIColor.red.cgColor, UIColor.blue.cgColor]
      g.locations = stops
      host.layer.addSublayer(g)
      """)
    guard case .gradient(let gradient)? = tree.sublayers.first?.content else {
      Issue.record("the gradient is drawn")
      return
    }
    #expect(gradient.locations == [0, 0.25, 0.5, 0.75])
  }

  @Test func aViewSubclassIsMadeWithFrameZeroAsAutoLayoutCodeWritesIt() throws {
    let tree = try LanguageTests.tree(
      """
      final class Badge: UIView {}
      let badge = Badge(frame: .zero)
      badge.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
      host.addSubview(badge)
      """)
    #expect(tree.sublayers.first?.bounds.width == 7 && tree.sublayers.first?.position == Point(8.5, 10))
  }

  /// `CGAffineTransform.rotated(t)`: an instance method named through its type and applied to a
  /// value is that value's method, called later unlabelled (`rotated(by:)` takes the angle).
  @Test func anInstanceMethodThroughItsTypeIsTheValuesMethod() throws {
    let tree = try LanguageTests.tree(
      """
      let square = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      host.addSubview(square)
      let turn = CGAffineTransform.rotated(CGAffineTransform(scaleX: 2, y: 2))
      square.transform = turn(CGFloat.pi / 2)
      """)
    let m = tree.sublayers[0].transform
    // scale(2) then a quarter turn: (a, b, c, d) = (0, 2, −2, 0).
    #expect(abs(m.m11) < 1e-12 && abs(m.m12 - 2) < 1e-12 && abs(m.m21 + 2) < 1e-12 && abs(m.m22) < 1e-12)
  }

  /// `UIView.animate(withDuration:animations:)` given a function by name runs it as the block:
  /// linear over 2 s, alpha is halfway at 1 s.
  @Test func aFunctionPassedAsTheAnimationsBlockAnimates() throws {
    let at = try PropertyAnimatorTests.card(
      """
      func fade() { card.alpha = 0 }
      UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: fade, completion: nil)
      """)
    #expect(at(0).opacity == 1)
    #expect(abs(at(1).opacity - 0.5) < 1e-9)
    #expect(at(2).opacity == 0)
  }

  /// `merchant.callback = customer.handle`: a method assigned to a closure property (or a
  /// variable) is called later on its receiver.
  @Test func aMethodAssignedToAClosurePropertyIsCalledOnItsReceiver() throws {
    let tree = try LanguageTests.tree(
      """
      final class Merchant {
        var callback: ((CGFloat) -> Void)?
        func sell(_ price: CGFloat) { callback?(price) }
      }
      final class Customer {
        let view: UIView
        init(view: UIView) { self.view = view }
        func handle(_ price: CGFloat) { view.alpha = price }
      }
      let merchant = Merchant()
      let customer = Customer(view: host)
      merchant.callback = customer.handle
      let later = customer.handle
      merchant.sell(0.25)
      host.layer.cornerRadius = host.alpha * 16
      later(0)
      """)
    #expect(tree.opacity == 0)
    #expect(tree.cornerRadius == 4)
  }
}
