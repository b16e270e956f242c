import Animation
import Testing

@testable import SwiftRun

/// Strings made as Foundation makes them.
@Suite struct StringsTests {
  /// `NSString(format:)` formats as `String(format:)` does (a percentage label drawn in `draw(_:)`).
  @Test func nsStringFormatFormatsAsStringFormatDoes() throws {
    let tree = try LanguageTests.tree(
      """
      let label = CATextLayer()
      label.string = (NSString(format: "%.0f", 41.6) as String) + "%" + String(format: "%03d", 7)
      host.layer.addSublayer(label)
      """)
    guard case .text(let style) = tree.sublayers[0].content else {
      Issue.record("no text")
      return
    }
    #expect(style.string == "42%007")
  }
}
