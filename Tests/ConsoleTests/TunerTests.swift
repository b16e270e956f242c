import Scenes
import Testing

@testable import Console

/// `tune`'s keys on a parameter, without a terminal: steps that fit, nudges kept in range and
/// rounded, typed values, moving through the group, Enter's `set`s and Esc's putting back.
@Suite struct TunerTests {
  static let scene = Scene.named("blob")!
  static func spec(_ name: String) -> ParameterSpec { scene.parameter(named: name)! }
  static func tuner(_ name: String) -> Tuner { Tuner(spec(name), among: scene.parameters, values: ParameterValues())! }

  @Test func aStepIsATenthOfTheDefaultsMagnitudeWithinAHundredthOfTheRange() {
    // blob.rate: default 0.3 rad/s → 0.01; blob.upscale: default 5 → 0.1.
    #expect(Tuner.step(for: Self.spec("blob.rate")) == 0.01)
    #expect(Tuner.step(for: Self.spec("blob.upscale")) == 0.1)
    #expect(Tuner.step(for: Self.spec("preview.frames")) == 1)
  }

  @Test func arrowsNudgeBracketsByTenCommasByATenthAndSumsStayRound() {
    var t = Self.tuner("blob.rate")
    for key in [Tuner.Key.right, .right, .right] { #expect(t.press(key) == .goOn) }
    #expect(t.values.number(Self.spec("blob.rate")) == 0.33)  // not 0.32999999999999996
    _ = t.press(.character("]"))
    #expect(t.values.number(Self.spec("blob.rate")) == 0.43)
    _ = t.press(.character(","))
    #expect(t.values.number(Self.spec("blob.rate")) == 0.429)
    _ = t.press(.coarseLeft)
    #expect(t.values.number(Self.spec("blob.rate")) == 0.329)  // not 0.32899999999999996
  }

  /// The change from the default is decimal too (issue 29: `+0.19999999999999998`).
  @Test func theChangeFromTheDefaultReadsAsADecimal() {
    var t = Self.tuner("blob.rate")  // default 0.3, step 0.01
    for _ in 0..<7 { _ = t.press(.right) }
    #expect(t.values.number(Self.spec("blob.rate")) == 0.37)
    #expect(t.status.contains("+0.07 from default"), "\(t.status)")
    #expect(Tuner.decimalDifference(0.35, 0.15) == 0.2)
  }

  @Test func nudgesStopAtTheRange() {
    var t = Self.tuner("blob.rate")  // 0…100
    for _ in 0..<10 { _ = t.press(.coarseLeft) }
    #expect(t.values.number(Self.spec("blob.rate")) == 0)
  }

  @Test func typedDigitsReplaceTheValueOnEnter() {
    var t = Self.tuner("blob.rate")
    for c in "1.25" { _ = t.press(.character(c)) }
    #expect(t.status.contains("= 1.25_"))
    _ = t.press(.backspace)
    #expect(t.press(.enter) == .keep)
    #expect(t.values.number(Self.spec("blob.rate")) == 1.2)
    #expect(t.commands == ["set blob.rate 1.2"])
  }

  /// Too narrow for every key: how to leave (Enter, Esc) stays, the nudging keys go first,
  /// whole; those shown keep their order.
  @Test func aNarrowStatusLineKeepsHowToLeaveAndLeavesOffWholeNudgingKeys() {
    let t = Self.tuner("blob.scale.amplitude.x")
    let full = t.status
    #expect(full.hasSuffix("Enter keeps  Esc puts back"))
    let narrow = t.status(fitting: full.count - 3)
    #expect(narrow.count <= full.count - 3)
    #expect(narrow.hasSuffix("↑/↓ next  Enter keeps  Esc puts back"), "\(narrow)")
    #expect(!narrow.contains(", . ×0.1") && narrow.contains("[ ] ×10"), "\(narrow)")
    let narrower = t.status(fitting: full.count - 40)
    #expect(narrower.hasSuffix("Enter keeps  Esc puts back") && !narrower.contains("[ ] ×10"), "\(narrower)")
    // Only the value part left: it is cut, never wrapped.
    #expect(t.status(fitting: 12) == String(full.prefix(12)))
  }

  @Test func upAndDownMoveThroughTheGroupAndEnterKeepsEachChange() {
    var t = Self.tuner("blob.skew.amplitude")
    #expect(t.group.allSatisfy { $0.name.hasPrefix("blob.skew.") })
    _ = t.press(.right)
    _ = t.press(.down)
    #expect(t.spec != Self.spec("blob.skew.amplitude"))
    _ = t.press(.right)
    #expect(t.press(.enter) == .keep)
    #expect(t.commands.count == 2 && t.commands.allSatisfy { $0.hasPrefix("set blob.skew.") })
  }

  @Test func escapePutsEveryValueBack() {
    var t = Self.tuner("blob.rate")
    _ = t.press(.right)
    #expect(t.press(.escape) == .putBack)
    #expect(t.values.number(Self.spec("blob.rate")) == 0.3)
    #expect(t.commands.isEmpty)
  }

  @Test func onlyNumbersAreTuned() {
    #expect(Tuner(Self.spec("preview.handles"), among: Self.scene.parameters, values: ParameterValues()) == nil)
  }

  @Test func keysAreReadAsTerminalsSendThem() {
    let bytes = Array("\u{1b}[C\u{1b}[D\u{1b}OA\u{1b}[1;2C]1\u{7f}\r\u{1b}".utf8)
    #expect(
      Tuner.Key.keys(in: bytes) == [
        .right, .left, .up, .coarseRight, .character("]"), .character("1"), .backspace, .enter, .escape,
      ])
    // An unknown sequence is skipped whole; Ctrl-C puts back, as Esc does.
    #expect(Tuner.Key.keys(in: Array("\u{1b}[15~x\u{3}".utf8)) == [.character("x"), .escape])
  }
}
