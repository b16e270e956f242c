import Testing

@testable import SwiftRun

/// UIKit's option sets whose bits Wobble knows are sets, as Swift's `OptionSet` is: `.normal`
/// is the empty set, members combine and compare whatever way code writes them, and
/// `rawValue` is UIKit's (UIControl.h: highlighted 1, disabled 2, selected 4; touchUpInside 64).
@Suite struct OptionSetsTests {
  /// Each check of `checks` (Swift Booleans in order) drawn as a 1-point-wide view, a failed
  /// one 2 points wide: the indices of those that failed.
  static func failedChecks(_ checks: String) throws -> [Int] {
    let tree = try LanguageTests.tree(
      """
      let checks: [Bool] = [
      \(checks)
      ]
      for (i, ok) in checks.enumerated() {
        host.addSubview(UIView(frame: CGRect(x: 0, y: CGFloat(i), width: ok ? 1 : 2, height: 1)))
      }
      """)
    #expect(!tree.sublayers.isEmpty)
    return tree.sublayers.enumerated().filter { $0.element.bounds.width != 1 }.map(\.offset)
  }

  @Test func normalIsTheEmptySetHoweverItIsWritten() throws {
    let failed = try Self.failedChecks(
      """
      UIControl.State.normal == UIControl.State(),
      UIControl.State() == .normal,
      UIControl.State.normal == [],
      UIControl.State.normal.isEmpty,
      UIControl.State.normal.rawValue == 0,
      UIControl.State.highlighted != .normal,
      UIControl.State.highlighted == [.highlighted],
      UIControl.State.highlighted == [.highlighted, .normal],
      """)
    #expect(failed == [])
  }

  @Test func membersCombineAndRawValuesAreUIKitsBits() throws {
    let failed = try Self.failedChecks(
      """
      UIControl.State.highlighted.rawValue == 1,
      UIControl.State.disabled.rawValue == 2,
      UIControl.State.selected.rawValue == 4,
      UIControl.State.highlighted.union(.selected).rawValue == 5,
      UIControl.State(rawValue: 5) == [.selected, .highlighted],
      UIControl.State(rawValue: 5).contains(.selected),
      !UIControl.State(rawValue: 5).contains(.disabled),
      UIControl.State(rawValue: 5).contains([.highlighted, .selected]),
      UIControl.State(rawValue: 5).intersection([.selected, .disabled]) == .selected,
      UIControl.State(rawValue: 5).subtracting(.selected) == .highlighted,
      UIControl.State.selected.isSubset(of: [.selected, .disabled]),
      UIControl.State.selected.isDisjoint(with: .disabled),
      UIControl.Event.touchUpInside.rawValue == 64,
      UIControl.Event.valueChanged.rawValue == 4096,
      UIControl.Event(rawValue: 64) == .touchUpInside,
      """)
    #expect(failed == [])
  }

  /// `insert`, `remove` and `formUnion` change the variable; `insert` says whether it was new.
  @Test func mutatingMethodsChangeTheVariableTheyAreCalledOn() throws {
    let failed = try Self.failedChecks(
      """
      { () -> Bool in
        var s = UIControl.State.normal
        let first = s.insert(.disabled)
        let again = s.insert(.disabled)
        return first.inserted && !again.inserted && s == .disabled
      }(),
      { () -> Bool in
        var s = UIControl.State(rawValue: 6)
        let removed = s.remove(.selected)
        return removed == .selected && s == .disabled && s.remove(.highlighted) == nil
      }(),
      { () -> Bool in
        var s: UIControl.State = .highlighted
        s.formUnion([.selected, .disabled])
        s.subtract(.highlighted)
        return s.rawValue == 6
      }(),
      """)
    #expect(failed == [])
  }

  /// A parameter written with the type reads a bare member as a set (`for state:
  /// UIControlState` given `.normal`), so `rawValue` keys a dictionary (HRProgressButton's titles).
  @Test func aParameterOfTheTypeReadsABareMemberAsASet() throws {
    let failed = try Self.failedChecks(
      """
      { () -> Bool in
        var titles: [UInt: String] = [:]
        func set(_ title: String, for state: UIControlState) { titles[state.rawValue] = title }
        set("Go", for: .normal)
        set("Stop", for: [.selected, .highlighted])
        return titles[0] == "Go" && titles[5] == "Stop"
      }(),
      """)
    #expect(failed == [])
  }

  @Test func aMemberOrRawValueTheTypeHasNotIsRefusedWithItsPlace() throws {
    #expect(throws: RunError(description: "L.swift:4:9: UIControl.State has no member bogus")) {
      _ = try LanguageTests.tree(
        "let s = UIControl.State.bogus")
    }
    #expect(
      throws: RunError(
        description: "L.swift:4:25: UIControl.State(rawValue:): argument 1: got a number, want a UIControl.State rawValue made "
          + "of its members' bits")
    ) {
      _ = try LanguageTests.tree(
        "let s = UIControl.State(rawValue: 256)")
    }
  }
}
