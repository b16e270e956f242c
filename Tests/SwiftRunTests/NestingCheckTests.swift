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
}
