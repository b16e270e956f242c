import Animation
import Foundation
import Scenes
import Testing

/// Springs typed in each of Apple's vocabularies, against the conversions worked out here from
/// the documented formulas (core-animation.md §2.4; SwiftUI's preset documentation: duration
/// 0.5 s, base bounce smooth 0, snappy 0.15, bouncy 0.3), not from Wobble's own conversions.
@Suite struct SpringVocabularyTests {
  func spring(_ text: String) throws -> Spring {
    try #require(try Timing.parse(text).spring, "\(text) is not a spring")
  }

  /// mass 1, k = (2π/d)², c = 4π·ζ/d, ζ = 1 − bounce (bounce ≥ 0) or 1/(1 + bounce).
  func expected(duration d: Double, bounce b: Double) -> (k: Double, c: Double) {
    let z = b >= 0 ? 1 - b : 1 / (1 + b)
    return ((2 * Double.pi / d) * (2 * Double.pi / d), 4 * Double.pi * z / d)
  }

  func close(_ a: Double, _ b: Double, _ tolerance: Double = 1e-9) -> Bool { abs(a - b) <= tolerance * max(1, abs(b)) }

  /// Apple's doc comment: "Spring(duration: 0.5, bounce: 0.3) … (1.0, 157.9, 17.6)".
  @Test func durationAndBounceGiveApplesNumbers() throws {
    let s = try spring("spring(duration: 0.5, bounce: 0.3)")
    #expect(s.mass == 1)
    #expect(abs(s.stiffness - 157.9) < 0.05)
    #expect(abs(s.damping - 17.6) < 0.05)
    let e = expected(duration: 0.5, bounce: 0.3)
    #expect(close(s.stiffness, e.k) && close(s.damping, e.c))
  }

  @Test(arguments: [("smooth", 0.0), ("snappy", 0.15), ("bouncy", 0.3), (".bouncy", 0.3)])
  func swiftUIPresetsAreHalfSecondSpringsWithTheirBounce(name: String, bounce: Double) throws {
    let s = try spring(name)
    let e = expected(duration: 0.5, bounce: bounce)
    #expect(close(s.stiffness, e.k) && close(s.damping, e.c), "\(name): \(s)")
  }

  @Test func aPresetTakesDurationAndExtraBounce() throws {
    let s = try spring(".snappy(duration: 0.4, extraBounce: 0.1)")
    let e = expected(duration: 0.4, bounce: 0.25)
    #expect(close(s.stiffness, e.k) && close(s.damping, e.c))
  }

  @Test func aNegativeBounceOverdamps() throws {
    let s = try spring("spring(duration: 0.5, bounce: -0.5)")
    let e = expected(duration: 0.5, bounce: -0.5)
    #expect(close(s.damping, e.c))
    #expect(s.allowsOverdamping)
    #expect(close(s.dampingRatio, 2))
  }

  /// SwiftUI: k = (2π/r)²·m, c = 4πζ·m/r.
  @Test func responseAndDampingFraction() throws {
    let s = try spring("spring(response: 0.5, dampingFraction: 0.8, velocity: 2)")
    #expect(close(s.stiffness, pow(2 * .pi / 0.5, 2)) && close(s.damping, 4 * .pi * 0.8 / 0.5))
    #expect(s.initialVelocity == 2)
  }

  /// Wobble's reading of UIKit: mass 1, the damping ratio as given, and the stiffness whose
  /// rest time e^(−ζω0·t)(1 + B) = 0.001 falls at the duration (B = ζ/√(1 − ζ²) without
  /// velocity): ω0 = ln((1 + B)/0.001)/(ζ·d), solved here in closed form.
  @Test func uikitDurationAndDampingRatio() throws {
    let s = try spring("uikit-spring(duration: 0.5, damping: 0.7, velocity: 0)")
    let z = 0.7, d = 0.5
    let b = z / (1 - z * z).squareRoot()
    let w0 = log((1 + b) / 0.001) / (z * d)
    #expect(s.mass == 1)
    #expect(close(s.stiffness, w0 * w0, 1e-6), "\(s.stiffness) vs \(w0 * w0)")
    #expect(close(s.dampingRatio, z))
  }

  @Test(arguments: [
    "spring(duration: 0.5, bounce: 0.3)", "spring(duration: 0.25, bounce: -0.2, velocity: 3)",
    "spring(response: 0.4, dampingFraction: 0.6)", "uikit-spring(duration: 0.6, damping: 0.7, velocity: 1)",
    "smooth", "snappy(duration: 0.4, extraBounce: 0.1)", "bouncy(duration: 0.5, extraBounce: 0, velocity: 1)",
    "spring(mass: 2, stiffness: 300, damping: 20, velocity: -1)",
  ])
  func everySpellingReadsBackFromItsText(text: String) throws {
    let timing = try Timing.parse(text)
    #expect(timing.description == text)
    #expect(try Timing.parse(timing.description) == timing)
  }

  @Test(arguments: [
    (
      "spring(mass: 1, bounce: 0.3)",
      "a spring is written in one vocabulary: mass, stiffness, damping, overdamping, or duration, bounce"
    ),
    (
      "spring(duration: 0.5, bounce: 1.5)",
      "spring(duration:bounce:): bounce must be above −1 and at most 1 (0 is critical, 1 never settles); here 1.5"
    ),
    ("spring(duration: 0, bounce: 0)", "spring(duration:bounce:): duration must be a number of seconds above 0"),
    ("spring(response: 0.5)", "spring(response:dampingFraction:) needs both: spring(response: 0.5, dampingFraction: 0.8)"),
    (
      "uikit-spring(duration: 0.5)",
      "uikit-spring needs duration and damping: uikit-spring(duration: 0.5, damping: 0.7, velocity: 0)"
    ),
    ("uikit-spring(duration: 0.5, damping: 0)", "uikit-spring damping must be above 0 (1 settles without oscillating)"),
    ("snappy(bounce: 0.2)", "unknown snappy(duration:extraBounce:) label 'bounce': use velocity, duration, extraBounce"),
    ("spring(duration: 0.5, duration: 1)", "spring label 'duration' is given twice"),
    ("spring(overdamping: maybe)", "overdamping is true or false"),
  ])
  func badSpringsAreRefusedWithTheReason(text: String, message: String) {
    #expect(throws: ValueError(message)) { try Timing.parse(text) }
  }

  /// The equivalents `curve` and `help` print each read back as the same motion (to their
  /// 4-decimal rounding), and say where UIKit's is Wobble's reading.
  @Test(arguments: [
    "spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)", "snappy",
    "spring(response: 0.3, dampingFraction: 0.9, velocity: 1)",
  ])
  func theEquivalentsAreTheSameSpring(text: String) throws {
    let original = try spring(text)
    let lines = SpringSpelling.equivalents(original)
    #expect(lines.contains { $0.contains("UIKit does not publish its conversion") })
    for line in lines {
      guard let start = line.range(of: ":  ")?.upperBound else { continue }
      let rest = line[start...].trimmingCharacters(in: .whitespaces)
      let word = rest.prefix { $0 != " " && $0 != "(" }
      guard word != "none" else { continue }
      // A call up to its closing parenthesis, or a preset's bare name.
      let written = rest.dropFirst(word.count).first == "(" ? String(rest[...rest.firstIndex(of: ")")!]) : String(word)
      let s = try spring(written)
      for t in stride(from: 0.0, through: 2, by: 0.05) {
        #expect(abs(s.value(at: t) - original.value(at: t)) < 2e-3, "\(written) at \(t)")
      }
    }
  }
}
