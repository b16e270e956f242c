import Animation
import Testing

@testable import SwiftRun

/// `DateFormatter` writes the preview's clock (UTC, from Foundation's reference date, 1 January
/// 2001 00:00:00) by its `dateFormat`, the same on every machine.
@Suite struct DateFormatterTests {
  @Test func aDateFormatWritesTheSimulatedClock() throws {
    let tree = try LanguageTests.tree(
      """
      let formatter = DateFormatter()
      formatter.dateFormat = "HH:mm:ss"
      let face = CALayer()
      face.name = formatter.string(from: Date(timeIntervalSinceReferenceDate: 3725.5))
      let day = CALayer()
      formatter.dateFormat = "yyyy-MM-dd EEE"
      day.name = formatter.string(from: Date(timeIntervalSinceReferenceDate: 86_400 * 31))
      host.layer.addSublayer(face)
      host.layer.addSublayer(day)
      """)
    // 3725.5 s is 1 h 2 min 5.5 s; 31 days after Monday 1 January 2001 is Thursday 1 February.
    #expect(tree.sublayers.map(\.name) == ["01:02:05", "2001-02-01 Thu"])
  }

  @Test func aFormatterWithoutAFormatIsRefusedAtItsPlace() {
    #expect(throws: RunError.self) {
      _ = try LanguageTests.opened(
        """
        let formatter = DateFormatter()
        formatter.timeStyle = .short
        let text = formatter.string(from: Date())
        """)
    }
  }
}
