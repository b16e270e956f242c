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

  /// A method the file's extension of `NSString` adds is found on a string made as an
  /// `NSString` (a progress view's `NSString(string:).sizeUseFont(14)`): String and NSString
  /// are one value here.
  @Test func anNSStringExtensionsMethodIsFoundOnAnNSString() throws {
    let tree = try LanguageTests.tree(
      """
      extension NSString {
        func twice(_ n: CGFloat) -> CGFloat { return 2 * n }
      }
      let box = CALayer()
      box.frame = CGRect(x: 0, y: 0, width: NSString(string: "a").twice(7), height: ("b" as NSString).twice(3))
      host.layer.addSublayer(box)
      """)
    #expect(tree.sublayers[0].bounds.width == 14 && tree.sublayers[0].bounds.height == 6)
  }

  /// A string's own mutating methods change it where it is held — a label's text through `?.`
  /// (a title typed in letter by letter), a variable: `append(_:)` of a character or a string,
  /// `append(contentsOf:)`, `removeLast()` returning the character removed, `removeAll()`.
  @Test func aStringsMutatingMethodsChangeItWhereItIsHeld() throws {
    let tree = try LanguageTests.tree(
      """
      let label = UILabel(frame: host.bounds)
      label.text = ""
      for letter in "Hi" { label.text?.append(letter) }
      label.text?.append(contentsOf: "!!")
      var word = "dots"
      let last = word.removeLast()
      word.append("-")
      word.append(last)
      var gone = "x"
      gone.removeAll()
      let l = CATextLayer()
      l.string = word + gone
      host.addSubview(label)
      host.layer.addSublayer(l)
      """)
    guard case .text(let label) = tree.sublayers[0].content, case .text(let layer) = tree.sublayers[1].content else {
      Issue.record("no text")
      return
    }
    #expect(label.string == "Hi!!")
    #expect(layer.string == "dot-s")
  }

  /// A string's `prefix(_:)`, `suffix(_:)`, `dropFirst(_:)` and `dropLast()` are its characters
  /// as Swift slices them, and Foundation's `capitalized` is a property.
  @Test func aStringIsSlicedAsSwiftSlicesItAndCapitalizedIsAProperty() throws {
    let tree = try LanguageTests.tree(
      """
      let l = CATextLayer()
      let word = "héllo world"
      l.string = word.prefix(3) + "|" + word.suffix(2) + "|" + word.dropFirst(6) + "|" + word.dropLast() + "|" + word.capitalized
      host.layer.addSublayer(l)
      """)
    guard case .text(let style) = tree.sublayers[0].content else {
      Issue.record("no text")
      return
    }
    #expect(style.string == "hél|ld|world|héllo worl|Héllo World")
  }
}

/// Foundation's line enumeration and trimming, as labels sized by their lines use them.
@Suite struct StringLinesTests {
  static func string(_ code: String) throws -> String {
    let tree = try LanguageTests.tree(
      """
      let l = CATextLayer()
      \(code)
      host.layer.addSublayer(l)
      """)
    guard case .text(let style) = tree.sublayers[0].content else {
      throw RunError(file: "", line: 0, column: 0, message: "no text")
    }
    return style.string
  }

  /// `enumerateLines` gives each line without its terminator (\n, \r\n, \r, U+2028), none after
  /// a final one, nothing for an empty string.
  @Test func enumerateLinesGivesEachLineWithoutItsTerminator() throws {
    let result = try Self.string(
      #"""
      var seen: [String] = []
      "a\nbb\r\nc\rd\u{2028}e\n".enumerateLines { line, _ in seen.append(line) }
      var none = 0
      "".enumerateLines { _, _ in none += 1 }
      l.string = seen.joined(separator: "|") + "#\(seen.count)#\(none)"
      """#)
    #expect(result == "a|bb|c|d|e#5#0")
  }

  /// Setting the `stop` flag (which Wobble cannot read back from the closure) is refused.
  @Test func stoppingEnumerateLinesEarlyIsRefused() {
    #expect(throws: RunError.self) {
      _ = try Self.string(#""a\nb".enumerateLines { line, stop in stop = true }"#)
    }
  }

  /// `trimmingCharacters(in:)` trims the set it is given: `.whitespaces` keeps the newlines.
  @Test func trimmingCharactersTrimsTheSetItIsGiven() throws {
    #expect(try Self.string(#"l.string = "\n x \n".trimmingCharacters(in: .whitespaces)"#) == "\n x \n")
    #expect(try Self.string(#"l.string = " x\n".trimmingCharacters(in: CharacterSet.whitespaces)"#) == "x\n")
    #expect(try Self.string(#"l.string = "\n x \n".trimmingCharacters(in: .whitespacesAndNewlines)"#) == "x")
  }
}

extension StringsTests {
  /// Foundation's `appending(_:)` joins two strings (a percentage label's
  /// `String(format: "%d", n).appending("%")`); anything but a string is refused with its place.
  @Test func appendingJoinsTwoStringsAndRefusesANumber() throws {
    let tree = try LanguageTests.tree(
      """
      let label = CATextLayer()
      label.string = String(format: "%d", 42).appending("%")
      host.layer.addSublayer(label)
      """)
    guard case .text(let style) = tree.sublayers[0].content else {
      Issue.record("no text")
      return
    }
    #expect(style.string == "42%")
    #expect(throws: RunError.self) { _ = try LanguageTests.tree(#"let s = "a".appending(3)"#) }
  }
}
