import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Enum cases with associated values, as state machines in view code use them: made with
/// their labels, matched by `switch`, `if case` and `guard case` with bindings, wildcards and
/// values, compared as Swift compares them.
@Suite struct EnumPayloadTests {
  static let phase = """
    enum Phase {
      case idle
      case loading(progress: CGFloat)
      case failed(String, retryIn: Double)
    }
    func opacity(_ phase: Phase) -> Float {
      switch phase {
      case .idle: return 0.1
      case .loading(let p) where p > 0.9: return 0.95
      case .loading(progress: let p): return Float(p)
      case let .failed(_, retryIn: delay): return Float(delay / 10)
      }
    }
    func add(_ value: Float) {
      let l = CALayer()
      l.opacity = value
      host.layer.addSublayer(l)
    }

    """

  @Test func casesAreMadeAndMatchedWithTheirValues() throws {
    let tree = try LanguageTests.tree(
      Self.phase + """
        add(opacity(.idle))
        add(opacity(.loading(progress: 0.4)))
        add(opacity(Phase.loading(progress: 0.97)))
        add(opacity(.failed("timeout", retryIn: 7)))
        let state = Phase.loading(progress: 0.3)
        if case .loading(let p) = state, p < 0.5 { add(Float(p + 0.5)) }
        if case .failed = state { add(0.01) }
        guard case .loading = state else { fatalError() }
        add(state == .loading(progress: 0.3) ? 0.6 : 0.02)
        add(state == .loading(progress: 0.31) ? 0.03 : 0.65)
        switch state {
        case .loading(0.3): add(0.7)
        default: add(0.04)
        }
        """)
    let opacities = tree.sublayers.map(\.opacity)
    let expected = [0.1, 0.4, 0.95, 0.7, 0.8, 0.6, 0.65, 0.7]
    #expect(opacities.count == expected.count)
    for (got, want) in zip(opacities, expected) { #expect(abs(got - want) < 1e-6, "\(opacities)") }
  }

  /// A case whose one associated value is a tuple (`case Repeat((Int, Step))`, an animation
  /// helper's) matches a tuple of patterns, and Swift's splatted `.repeating(let n, let s)`
  /// too; `Void()` is the empty value such helpers return.
  @Test func aTuplePayloadMatchesATupleOfPatterns() throws {
    let tree = try LanguageTests.tree(
      """
      enum Kind {
        case repeating((Int, Float))
        case none
      }
      func add(_ value: Float) {
        let l = CALayer()
        l.opacity = value
        host.layer.addSublayer(l)
      }
      func run(_ kind: Kind) {
        switch kind {
        case .repeating((let count, let opacity)): add(opacity / Float(count))
        case .none: Void()
        }
        if case .repeating(let count, _) = kind { add(Float(count) / 10) }
      }
      run(.repeating((2, 0.8)))
      run(.none)
      """)
    #expect(tree.sublayers.map(\.opacity) == [0.4, 0.2])
  }

  @Test(arguments: [
    ("add(opacity(.loading(0.4)))", "L.swift:22:13: Phase.loading takes (progress:), not (_:)"),
    ("add(opacity(Phase.failed(\"x\", 3)))", "L.swift:22:13: Phase.failed takes (_:retryIn:), not (_:_:)"),
    (
      "if case .loading(let a, let b) = Phase.loading(progress: 1) {}",
      "L.swift:22:18: the pattern .loading lists 2 values; the case has 1"
    ),
  ])
  func wrongLabelsAreRefusedWithTheirPlace(code: String, message: String) {
    #expect(throws: RunError(description: message)) { try LanguageTests.tree(Self.phase + code) }
  }

  /// A `mutating` method of an enum changes the variable it is called on (`self = .running`),
  /// from a method of an extension too, and a mutating method called bare inside another
  /// changes the same `self`; a nested enum of a class with an extension is one type.
  @Test func aMutatingMethodOfAnEnumChangesTheVariableItIsCalledOn() throws {
    let tree = try LanguageTests.tree(
      """
      final class Lamp: UIView {
        private enum Phase {
          case idle, warming, lit
          mutating func advance() {
            switch self {
            case .idle: self = .warming
            case .warming: self = .lit
            case .lit: break
            }
          }
          mutating func finish() {
            advance()
            advance()
          }
        }
        private var phase: Phase = .idle {
          didSet { if phase == .lit { backgroundColor = .green } }
        }
        private var other: Phase = .idle
      }
      extension Lamp {
        func light() {
          phase.finish()
          other.advance()
          alpha = other == .warming ? 0.5 : 1
        }
      }
      let lamp = Lamp(frame: host.bounds)
      lamp.light()
      host.addSubview(lamp)
      """)
    #expect(tree.sublayers[0].backgroundColor == Color(red: 0, green: 1, blue: 0))
    #expect(tree.sublayers[0].opacity == 0.5)
  }

  /// Two enums of a class with the same cases (`StrokeWidth` and `Spacing`, each
  /// `.absolute(value:)` and `.relative(scale:)`): the case made is of the type the property's
  /// declaration or assignment wants, as Swift reads it; with no type to go by, a refusal says
  /// so at its place.
  @Test func aCaseSeveralEnumsHaveIsOfTheTypeTheContextWants() throws {
    let label = """
      final class Outline: UIView {
        var width: Width = .relative(scale: 0.5)
        var spacing: Spacing = .absolute(value: 7)
        enum Width { case absolute(value: CGFloat), relative(scale: CGFloat) }
        enum Spacing { case absolute(value: CGFloat), relative(scale: CGFloat) }
        func points(_ w: Width) -> CGFloat {
          switch w {
          case .absolute(value: let v): return v
          case .relative(scale: let s): return 10 * s
          }
        }
      }
      let o = Outline(frame: host.bounds)
      host.addSubview(o)

      """
    let tree = try LanguageTests.tree(
      label + """
        o.alpha = o.points(o.width) / 10
        if case .absolute(value: let gap) = o.spacing { o.layer.cornerRadius = gap }
        o.width = .absolute(value: 3)
        o.layer.borderWidth = o.points(o.width)
        """)
    #expect(tree.sublayers[0].opacity == 0.5)
    #expect(tree.sublayers[0].cornerRadius == 7)
    #expect(tree.sublayers[0].borderWidth == 3)
    let refused = #expect(throws: RunError.self) { try LanguageTests.tree(label + "let either = .relative(scale: 2)\n") }
    #expect(refused?.description == "L.swift:18:14: .relative(…) could be the case of Spacing, Width: write the type")
  }
}
