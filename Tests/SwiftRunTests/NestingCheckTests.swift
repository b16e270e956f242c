import Foundation
import Testing

@testable import SwiftRun

/// Brackets are counted before swift-syntax parses a file: array literals nested past 16 (its
/// lookahead doubles per level: 26 levels took 36 s) and any nesting past 256 are refused at
/// the bracket that goes too deep; strings and comments do not count.
@Suite struct NestingCheckTests {
  @Test func arraysNestedPastTheLimitAreRefusedAtTheirBracketQuickly() throws {
    let deep = String(repeating: "[", count: 26) + "1" + String(repeating: "]", count: 26)
    let started = Date()
    #expect {
      try OpenedFile.open(text: "import UIKit\nlet f = \(deep)\n", path: "/x/Deep.swift")
    } throws: { "\($0)".hasPrefix("Deep.swift:2:25: square brackets nested more than 16 deep") }
    // Refused before the parser sees it (a generous bound: the parse alone took 36 s).
    #expect(Date().timeIntervalSince(started) < 5)
  }

  @Test func bracketsOfAnyKindPastTheLimitAreRefused() throws {
    let text = "let x = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
    #expect(throws: RunError.self) { try NestingCheck.check(text, file: "P.swift") }
  }

  @Test func bracketsInStringsAndCommentsAndOrdinaryNestingPass() throws {
    let quoted = String(repeating: "[", count: 40)
    try NestingCheck.check(
      """
      // \(quoted)
      /* \(quoted) /* nested */ \(quoted) */
      let s = "\(quoted)\\""
      let m = \"\"\"
        \(quoted)
        \"\"\"
      let grid: [[[CGFloat]]] = [[[1, 2], [3]], [[4]]]
      """, file: "Fine.swift")
  }

  /// `.superlayer!` 30,000 times overflowed swift-syntax's stack (SIGSEGV): chains past 1,000
  /// member accesses are refused, across lines too; ordinary chains and decimals pass.
  @Test func memberChainsPastTheLimitAreRefusedAndOrdinaryOnesPass() throws {
    let chained = "let l = CALayer()" + String(repeating: ".superlayer!", count: 1_500)
    #expect(throws: RunError.self) { try NestingCheck.check(chained, file: "C.swift") }
    let lines = "let l = CALayer()\n" + String(repeating: "  .copy()\n", count: 1_500)
    #expect(throws: RunError.self) { try NestingCheck.check(lines, file: "C.swift") }
    let decimals = "let xs = [" + (0..<5_000).map { "\($0).5" }.joined(separator: ", ") + "]\n"
    try NestingCheck.check(decimals + "view.layer.sublayers?.first?.frame.size.width = 1.5 * 2.5\n", file: "Fine.swift")
  }

  /// Generic types 1,500 deep overflowed swift-syntax's stack (SIGSEGV): generic argument
  /// lists past 64 on a line are refused at the `<` that goes too deep; comparisons written
  /// without spaces do not add up across lines.
  @Test func genericTypesPastTheLimitAreRefusedAndComparisonsPass() throws {
    let nested = "let x: " + String(repeating: "Array<", count: 1_500) + "Int" + String(repeating: ">", count: 1_500) + "? = nil"
    do {
      try NestingCheck.check(nested, file: "G.swift")
      Issue.record("1,500 nested generic types passed")
    } catch {
      #expect(error.description == "G.swift:1:\(7 + 65 * 6): generic types nested more than 64 deep are refused")
    }
    let comparisons = String(repeating: "if i<n && j<m { k = k<l ? 1 : 2 }\n", count: 200)
    try NestingCheck.check(comparisons + "let d: Dictionary<String, Array<Set<Int>>> = [:]\n", file: "Fine.swift")
  }

  /// 100,000 `+ 1` terms fold into a tree 100,000 deep, which overflowed the stack of the
  /// walks that follow: an expression of more than 10,000 operators is refused at its start.
  @Test func anExpressionOfTooManyOperatorsIsRefusedAtItsStart() throws {
    let sum = "let x: CGFloat = 1\nlet y = x" + String(repeating: " + x", count: 10_001)
    do {
      _ = try LanguageTests.opened(sum)
      Issue.record("10,001 operators passed")
    } catch {
      #expect("\(error)".hasPrefix("L.swift:5:9: an expression of 10001 operators is refused"), "\(error)")
    }
    _ = try LanguageTests.opened("let x: CGFloat = 1\nlet y = x" + String(repeating: " + x", count: 500))
  }
}
