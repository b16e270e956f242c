import SwiftSource

/// A scan of a file's brackets before swift-syntax parses it: array literals nested deeper than
/// `arrayLimit` make its parser's lookahead take exponential time (26 levels, 62 bytes: 36 s),
/// and any brackets nested deeper than `limit` can overflow a parser's stack. Such a file is
/// refused at the bracket that goes too deep. Strings and comments are skipped; the count is
/// of brackets open at once, whatever their kinds. Member accesses chained more than
/// `chainLimit` times in one expression (`.superlayer!` 30,000 times) nest as deep in the
/// syntax tree and are refused too.
enum NestingCheck {
  /// Square brackets open at once: real code nests a handful (a matrix of points).
  static let arrayLimit = 16
  /// Brackets of any kind open at once.
  static let limit = 256
  /// Member accesses in one chain (`a.b().c!.d`, lines starting with `.` continuing it).
  static let chainLimit = 1000
  /// Generic argument lists open at once (`Array<Array<…>>`), counted on one line.
  static let angleLimit = 64
  /// Binary operators in one expression (checked once parsed, before they are folded into a
  /// tree as deep: `SourceFile.longestChain`).
  static let operatorLimit = 10_000

  static func check(_ text: String, file: String) throws(RunError) {
    var open: [UInt8] = []
    var squares = 0
    var line = 1, column = 0
    var bytes = Array(text.utf8)[...]
    var inString = false, inMultiline = false, inBlockComment = 0
    var chain = 0
    // `<` straight after a name opens generic arguments (`Array<`); a comparison written
    // without spaces (`i<n`) counts too, which is why the count starts again on every line.
    var angles = 0
    var previous: UInt8 = 0
    var justBefore: UInt8 = 0
    func isWord(_ b: UInt8) -> Bool {
      b == UInt8(ascii: "_") || (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b >= 0x80
    }
    while let c = bytes.first {
      bytes = bytes.dropFirst()
      column += 1
      defer { justBefore = c }
      defer { if c != UInt8(ascii: " ") && c != UInt8(ascii: "\t") && c != UInt8(ascii: "\n") { previous = c } }
      if c == UInt8(ascii: " ") || c == UInt8(ascii: "\t") || c == UInt8(ascii: "\n") || c == UInt8(ascii: "\r") {
        // A chain goes on across spaces and lines only into a `.`.
        if !inString && !inMultiline && inBlockComment == 0,
          bytes.first(where: {
            $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") && $0 != UInt8(ascii: "\n") && $0 != UInt8(ascii: "\r")
          })
            != UInt8(ascii: ".")
        {
          chain = 0
        }
      }
      if c == UInt8(ascii: "\n") {
        line += 1
        column = 0
        angles = 0
        continue
      }
      if inBlockComment > 0 {
        if c == UInt8(ascii: "*"), bytes.first == UInt8(ascii: "/") {
          inBlockComment -= 1
          bytes = bytes.dropFirst()
        } else if c == UInt8(ascii: "/"), bytes.first == UInt8(ascii: "*") {
          inBlockComment += 1
          bytes = bytes.dropFirst()
        }
        continue
      }
      if inString || inMultiline {
        if c == UInt8(ascii: "\\") {
          bytes = bytes.dropFirst()
        } else if c == UInt8(ascii: "\"") {
          if inMultiline {
            if bytes.starts(with: [UInt8(ascii: "\""), UInt8(ascii: "\"")]) {
              bytes = bytes.dropFirst(2)
              inMultiline = false
            }
          } else {
            inString = false
          }
        }
        continue
      }
      switch c {
      case UInt8(ascii: "/") where bytes.first == UInt8(ascii: "/"):
        while let next = bytes.first, next != UInt8(ascii: "\n") { bytes = bytes.dropFirst() }
      case UInt8(ascii: "/") where bytes.first == UInt8(ascii: "*"):
        inBlockComment = 1
        bytes = bytes.dropFirst()
      case UInt8(ascii: ".")
      where bytes.first.map(isWord) == true
        && (isWord(previous) || [UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "!"), UInt8(ascii: "?")].contains(previous)):
        chain += 1
        if chain > chainLimit {
          throw RunError(
            file: file, line: line, column: column, message: "member accesses chained more than \(chainLimit) times are refused")
        }
      case UInt8(ascii: "<") where isWord(justBefore):
        angles += 1
        if angles > angleLimit {
          throw RunError(
            file: file, line: line, column: column, message: "generic types nested more than \(angleLimit) deep are refused")
        }
      case UInt8(ascii: ">"):
        angles = max(0, angles - 1)
      case UInt8(ascii: ","), UInt8(ascii: ";"), UInt8(ascii: "="):
        chain = 0
        if c != UInt8(ascii: ",") { angles = 0 }
      case UInt8(ascii: "\""):
        if bytes.starts(with: [UInt8(ascii: "\""), UInt8(ascii: "\"")]) {
          bytes = bytes.dropFirst(2)
          inMultiline = true
        } else {
          inString = true
        }
      case UInt8(ascii: "["), UInt8(ascii: "("), UInt8(ascii: "{"):
        // A block starts new statements: no chain goes on into it.
        if c == UInt8(ascii: "{") { chain = 0 }
        open.append(c)
        if c == UInt8(ascii: "[") { squares += 1 }
        if squares > arrayLimit {
          throw RunError(
            file: file, line: line, column: column,
            message: "square brackets nested more than \(arrayLimit) deep are refused (Swift's parser takes "
              + "exponential time on deeper array literals)")
        }
        if open.count > limit {
          throw RunError(file: file, line: line, column: column, message: "brackets nested more than \(limit) deep are refused")
        }
      case UInt8(ascii: "]"), UInt8(ascii: ")"), UInt8(ascii: "}"):
        if c == UInt8(ascii: "}") { chain = 0 }
        if let last = open.popLast(), last == UInt8(ascii: "[") { squares -= 1 }
      default: break
      }
    }
  }

  /// Refuses the joined files of `set` when one expression holds more than `operatorLimit`
  /// binary operators (`SourceFile.longestChain`), at that expression's start: once parsed
  /// and before anything folds it into a tree as deep.
  static func checkOperators(in set: SourceSet) throws(RunError) {
    let chain = set.source.longestChain
    guard chain.operators > operatorLimit else { return }
    let (member, line) = set.place(line: chain.line)
    throw RunError(
      file: member, line: line, column: chain.column,
      message: "an expression of \(chain.operators) operators is refused (at most \(operatorLimit): its tree would be as deep)")
  }
}
