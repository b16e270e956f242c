import Foundation
import Scenes
import Testing

/// The easings.net presets: each named curve stays close to the easing function it stands for
/// (the formulas below are the cheat sheet's definitions, not the control points).
@Suite struct TimingPresetTests {
  static let c1 = 1.70158, c3 = c1 + 1
  static let formulas: [String: @Sendable (Double) -> Double] = [
    "ease-in-sine": { 1 - cos($0 * .pi / 2) },
    "ease-out-sine": { sin($0 * .pi / 2) },
    "ease-in-out-sine": { -(cos(.pi * $0) - 1) / 2 },
    "ease-in-quad": { $0 * $0 },
    "ease-out-quad": { 1 - (1 - $0) * (1 - $0) },
    "ease-in-out-quad": { $0 < 0.5 ? 2 * $0 * $0 : 1 - pow(-2 * $0 + 2, 2) / 2 },
    "ease-in-cubic": { pow($0, 3) },
    "ease-out-cubic": { 1 - pow(1 - $0, 3) },
    "ease-in-out-cubic": { $0 < 0.5 ? 4 * pow($0, 3) : 1 - pow(-2 * $0 + 2, 3) / 2 },
    "ease-in-quart": { pow($0, 4) },
    "ease-out-quart": { 1 - pow(1 - $0, 4) },
    "ease-in-expo": { $0 == 0 ? 0 : pow(2, 10 * $0 - 10) },
    "ease-in-out-expo": { x in
      x == 0 ? 0 : x == 1 ? 1 : x < 0.5 ? pow(2, 20 * x - 10) / 2 : (2 - pow(2, -20 * x + 10)) / 2
    },
    "ease-in-back": { c3 * pow($0, 3) - c1 * $0 * $0 },
    "ease-out-back": { 1 + c3 * pow($0 - 1, 3) + c1 * pow($0 - 1, 2) },
  ]

  @Test func everyPresetHasItsFormula() {
    #expect(Set(Timing.presets.map(\.name)) == Set(Self.formulas.keys))
  }

  /// The bézier forms are approximations: measured, the worst is ease-in-out-expo at 0.0375.
  @Test(arguments: Timing.presets.map(\.name))
  func presetFollowsItsEasingFunction(name: String) throws {
    let timing = try Timing.parse(name)
    let formula = try #require(Self.formulas[name])
    for k in 0...200 {
      let x = Double(k) / 200
      #expect(abs(timing.value(at: x) - formula(x)) < 0.04, "\(name) at \(x)")
    }
  }

  @Test func presetsCompleteAndParseAnywhereATimingIsTaken() throws {
    #expect(Timing.forms.contains("ease-out-back"))
    #expect(try Timing.parse("Ease-Out-Back") == Timing.parse("cubic-bezier(0.34, 1.56, 0.64, 1)"))
    // A curve equal to a preset is written by its name, and the name reads back as the curve.
    #expect(try Timing.parse("cubic-bezier(0.34, 1.56, 0.64, 1)").description == "ease-out-back")
    for preset in Timing.presets {
      let timing = try Timing.parse(preset.name)
      #expect(timing.description == preset.name)
      #expect(try Timing.parse(timing.description) == timing)
    }
  }
}
