import Testing

@testable import SwiftSource

/// Swift 2's `var`/`let` parameters blanked for the parser, byte for byte the same length.
@Suite struct Swift2VarParametersTests {
  @Test func aVarParameterLosesItsSpecifierInTheSameBytes() {
    let text = "func show(var index: Int, let count: Int) {}\nlet f = { (var x: Int) in x }\n"
    let (rewritten, first) = Swift2VarParameters.rewritten(text)
    #expect(first == 10)
    #expect(rewritten.utf8.count == text.utf8.count)
    #expect(rewritten == "func show(    index: Int,     count: Int) {}\nlet f = { (    x: Int) in x }\n")
  }

  /// `var` and `let` elsewhere — declarations, tuple patterns, a parameter named by a label
  /// alone — are left as they were, and text without one is not parsed.
  @Test func varAndLetElsewhereAreLeftAsTheyWere() {
    let texts = [
      "var a = 1\nlet (b, c) = (1, 2)\nfunc g(_ x: Int, y: Int) { var z = x; z += y }\n",
      "if case let (a, b) = pair, let c = d { }\nswitch p { case (let x, var y): break }\n",
    ]
    for text in texts {
      let (rewritten, first) = Swift2VarParameters.rewritten(text)
      #expect(rewritten == text && first == nil, "\(text)")
    }
    #expect(!Swift2VarParameters.mayHave(Array("var a = 1\nlet b = 2\n".utf8)))
  }
}
