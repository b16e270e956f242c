import Geometry
import Testing

@testable import SwiftRun

/// C's and Swift's math as files call it, against values known independently (e, π, exact
/// powers, Pythagorean triples, IEEE 754 binary64 constants).
@Suite struct MathTests {
  @Test(arguments: [
    ("exp(1)", 2.718281828459045), ("exp2(10)", 1024), ("log(exp(2))", 2), ("log2(8)", 3), ("log10(1000)", 3),
    ("atan(1) * 4", Double.pi), ("sinh(0) + cosh(0) + tanh(0)", 1), ("cbrt(27)", 3), ("trunc(-2.7)", -2),
    ("fabs(-3)", 3), ("hypot(3, 4)", 5), ("fmod(7.5, 2)", 1.5), ("Double.leastNormalMagnitude", 0x1p-1022),
    ("Double.ulpOfOne", 0x1p-52), ("CFTimeInterval(2.5) + Float64(1)", 3.5),
    ("CGFloat.minimum(24, 7)", 7), ("Double.maximum(-1, -3)", -1), ("Float.minimum(.nan, 2)", 2),
  ])
  func mathFunctionsAndConstantsGiveTheirKnownValues(_ text: String, _ expected: Double) throws {
    let (run, expr) = try EvaluatorTests.expression(text)
    guard case .number(let x) = try run.interpret(expr) else {
      Issue.record("\(text) is not a number")
      return
    }
    #expect(abs(x - expected) <= 1e-12 * max(1, abs(expected)), "\(text) = \(x)")
  }

  /// A number type called without an argument is its zero (`var radius = Float.init()`), a
  /// string's empty, a Boolean false.
  @Test func numberTypesCalledWithoutArgumentsAreZero() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      var radius = Float.init()
      radius += 3
      let width = CGFloat() + Double() + 4
      dot.frame = CGRect(x: Int(), y: 0, width: width, height: CGFloat(radius))
      dot.opacity = String().isEmpty && !Bool() ? 1 : 0
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].bounds == Rect(x: 0, y: 0, width: 4, height: 3))
    #expect(tree.sublayers[0].opacity == 1)
  }

  /// The integer types' bounds are theirs (Int32.max is 2^31 − 1); Double has none.
  @Test func integerBoundsAreEachTypesAndDoubleHasNone() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      dot.frame = CGRect(x: CGFloat(Int32.max) - 2_147_483_600, y: CGFloat(UInt32.max) - 4_294_967_200, width: 1, height: 1)
      dot.opacity = Float(Int.max) > 9e18 && Int.min < -9e18 && UInt.min == 0 ? 1 : 0
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].frame.origin == Point(47, 95) && tree.sublayers[0].opacity == 1)
    #expect(throws: RunError.self) { _ = try LanguageTests.tree("let x = Double.max") }
  }

  /// C's single-precision functions (`sinf`, `powf`, common in Swift 3 code) compute in
  /// `Float`: √2 comes out as the binary32 nearest it (0x3FB504F3 = 1.41421353816986083984375),
  /// not the binary64 one; the others against exact or known values.
  @Test(arguments: [
    ("sqrtf(2)", 1.41421353816986083984375, 0.0), ("powf(2, 10)", 1024, 0), ("fabsf(-2.5)", 2.5, 0),
    ("floorf(-1.5) + ceilf(1.25) + roundf(2.5)", 3, 0), ("fminf(3, 7) + fmaxf(3, 7) + fmin(1, 2) + fmax(1, 2)", 13, 0),
    ("fmodf(7.5, 2)", 1.5, 0), ("sinf(Float.pi / 6)", 0.5, 1e-7), ("cosf(0) + tanf(0) + expf(0) + logf(1)", 2, 0),
    ("atan2f(1, 1) * 4", Double.pi, 1e-6), ("asinf(1) + acosf(1) + atanf(0)", Double.pi / 2, 1e-6),
    // GLKit's conversions, in Float: 180° is π to binary32's precision.
    ("GLKMathDegreesToRadians(180)", Double.pi, 1e-6), ("GLKMathRadiansToDegrees(Float.pi / 2)", 90, 1e-5),
  ])
  func singlePrecisionFunctionsRoundToFloat(_ text: String, _ expected: Double, _ tolerance: Double) throws {
    let (run, expr) = try EvaluatorTests.expression(text)
    guard case .number(let x) = try run.interpret(expr) else {
      Issue.record("\(text) is not a number")
      return
    }
    #expect(abs(x - expected) <= tolerance, "\(text) = \(x)")
  }

  /// `remainder(_:_:)` is IEEE 754's: 7 − 2·3 = 1, and 8 − 3·3 = −1 (8/3 rounds to 3), where
  /// `fmod` gives 2.
  @Test func remainderRoundsTheQuotientToTheNearest() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      dot.frame = CGRect(x: remainder(7.0, 3.0), y: remainder(8.0, 3.0), width: fmod(8.0, 3.0), height: 1)
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 1, y: -1, width: 2, height: 1))
  }
}
