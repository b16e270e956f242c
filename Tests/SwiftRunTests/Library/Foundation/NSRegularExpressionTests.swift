import Animation
import Testing

@testable import SwiftRun

/// Regular expressions as view code uses them to check and split a time it shows: compiled and
/// matched by Foundation, their matches' ranges in UTF-16 units taken apart with NSString's
/// `substring(with:)`.
@Suite struct NSRegularExpressionTests {
  @Test func matchesAndTheirGroupsAreFoundationsOverUTF16Ranges() throws {
    let tree = try LanguageTests.tree(
      """
      let text = "é 12:34:56"
      let clock = try! NSRegularExpression(pattern: "([0-9])([0-9]):([0-9]{2})", options: [.caseInsensitive])
      let range = NSRange(location: 0, length: (text as NSString).length)
      let match = clock.matches(in: text, options: [], range: range).first!
      let digits = try! NSRegularExpression(pattern: "[0-9]")
      let l = CATextLayer()
      l.string = (text as NSString).substring(with: match.rangeAt(2)) + "|"
        + (text as NSString).substring(with: match.range(at: 3)) + "|\\(match.range.location)|\\(match.numberOfRanges)|"
        + "\\(digits.numberOfMatches(in: text, options: [], range: range))|"
        + digits.stringByReplacingMatches(in: text, options: [], range: range, withTemplate: "#")
      host.layer.addSublayer(l)
      """)
    guard case .text(let text) = tree.sublayers[0].content else {
      Issue.record("no text")
      return
    }
    // "é" is one UTF-16 unit: the match begins at unit 2.
    #expect(text.string == "2|34|2|4|6|é ##:##:##")
  }

  @Test func aPatternFoundationCannotCompileIsRefusedWhereItIsWritten() throws {
    let refused = #expect(throws: RunError.self) {
      try LanguageTests.tree("let bad = try! NSRegularExpression(pattern: \"([0-9\", options: [])\n")
    }
    #expect(refused?.description.hasPrefix("L.swift:4:") == true, "\(String(describing: refused))")
    #expect(refused?.description.contains("is no pattern NSRegularExpression compiles") == true)
  }
}
