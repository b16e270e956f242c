import Testing

@testable import SwiftSource

/// Xcode 7's colour literal rewritten for the parser in Swift 3's spelling, byte for byte the
/// same length, so offsets, lines and columns stay where they were.
@Suite struct Xcode7LiteralsTests {
  @Test func aColourLiteralBecomesSwift3sSpellingInTheSameBytes() {
    let text =
      "let a = [#Color(colorLiteralRed: 1, green: 0, blue: 0, alpha: 1)#]\nlet b = [#Color(colorLiteralRed: 0, green: 1, blue: 0, alpha: 1)#]\n"
    let (rewritten, first) = Xcode7Literals.rewritten(text)
    #expect(first == 8)
    #expect(rewritten.utf8.count == text.utf8.count)
    #expect(
      rewritten
        == "let a = #colorLiteral(      red: 1, green: 0, blue: 0, alpha: 1)  \nlet b = #colorLiteral(      red: 0, green: 1, blue: 0, alpha: 1)  \n"
    )
  }

  /// Text without one, and an unclosed one, are left as they were.
  @Test func textWithoutAWholeLiteralIsLeftAsItWas() {
    for text in ["let c = UIColor.red\n", "let a = [#Color(colorLiteralRed: 1,\n green: 0)#]\n"] {
      let (rewritten, first) = Xcode7Literals.rewritten(text)
      #expect(rewritten == text && first == nil)
    }
  }
}
