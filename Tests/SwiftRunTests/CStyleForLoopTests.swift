import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Swift 2's C-style `for` (removed by SE-0007), read as Swift 2 ran it: the initialiser once,
/// then condition, body and increment, a `continue` still taking the increment. Expected values
/// are worked out by hand from the loops' clauses.
@Suite struct CStyleForLoopTests {
  static let dots = """
    var total: CGFloat = 0
    for var i = 0; i < 5; i++ {
      if i == 1 { continue }
      let dot = CALayer()
      dot.frame = CGRect(x: 10 + 40 * CGFloat(i), y: 40, width: 20, height: 20)
      host.layer.addSublayer(dot)
      total += CGFloat(i)
    }
    for (var j = 10; j > 0; j -= 3) { total += CGFloat(j) }
    let bar = CALayer()
    bar.frame = CGRect(x: 0, y: 0, width: total, height: 1)
    host.layer.addSublayer(bar)
    """

  @Test func aCStyleLoopRunsItsClausesAsSwift2DidAndIsSaidOnce() throws {
    let file = try LanguageTests.opened(Self.dots)
    let tree = file.scene.presentation(ParameterValues(), 0)
    // i = 0, 2, 3, 4 (1 skipped by `continue`, which still counted on): x = 10, 90, 130, 170.
    #expect(tree.sublayers.dropLast().map(\.frame.origin.x) == [10, 90, 130, 170])
    // 0 + 2 + 3 + 4, then j = 10, 7, 4, 1: 9 + 22.
    #expect(tree.sublayers.last?.frame.width == 31)
    #expect(file.warnings.filter { $0.contains("C-style for loop is Swift 2's") }.count == 1, "\(file.warnings)")
  }

  @Test func theNumbersInALoopsClausesAreTunedLikeAnyOther() throws {
    let file = try LanguageTests.opened(Self.dots)
    let matches = file.scene.parameters.filter { $0.summary.contains("for var i = 0; i < 5; i++") }
    #expect(matches.count >= 2, "the initial value and the bound are parameters: \(matches.map(\.summary))")
    var values = ParameterValues()
    // The parameter whose default is 5 is the bound; 3 leaves i = 0 and 2.
    let five = try #require(matches.first { $0.defaultValue == .number(5) })
    values[five] = .number(3)
    let tree = file.scene.presentation(values, 0)
    #expect(tree.sublayers.dropLast().map(\.frame.origin.x) == [10, 90])
  }

  @Test func emptyClausesLoopUntilABreakAndAReturnLeavesTheFunction() throws {
    let tree = try LanguageTests.tree(
      """
      func firstSquareOver(_ limit: Int) -> Int {
        for var n = 1; ; n += 1 {
          if n * n > limit { return n }
        }
        return 0
      }
      var k = 0
      for ; ; {
        k += 2
        if k >= 6 { break }
      }
      let dot = CALayer()
      dot.frame = CGRect(x: CGFloat(firstSquareOver(50)), y: CGFloat(k), width: 1, height: 1)
      host.layer.addSublayer(dot)
      """)
    // 8 × 8 = 64 is the first square over 50; k = 2, 4, 6.
    #expect(tree.sublayers[0].frame.origin == Point(x: 8, y: 6))
  }

  @Test func aCStyleLoopWhoseClausesAreNotSwiftIsStillRefusedAtItsPlace() throws {
    #expect {
      try LanguageTests.opened("for var i = 0; i < ; i++ { }")
    } throws: { error in
      "\(error)".contains("syntax error") && "\(error)".contains("L.swift:4")
    }
  }
}
