import Animation
import Geometry
import Testing

@testable import SwiftRun

/// Randomness drawn the same in every run, tuples taken apart, `defer` run on leaving a block.
@Suite struct RandomTupleDeferTests {
  static let code = """
    var xs: [CGFloat] = []
    for _ in 0..<200 { xs.append(CGFloat.random(in: 2...6)) }
    var ns: [Int] = []
    for _ in 0..<300 { ns.append(Int.random(in: 0..<3)) }
    let dot = CALayer()
    dot.frame = CGRect(x: xs[0], y: xs[1], width: CGFloat(ns.filter { $0 == 2 }.count), height: 1)
    dot.opacity = Float(xs.min()!) / 10
    dot.cornerRadius = xs.max()!
    dot.borderWidth = CGFloat(ns.max()! - ns.min()!)
    host.layer.addSublayer(dot)
    """

  @Test func randomDrawsAreTheSameInEveryRunAndStayInTheirRanges() throws {
    let first = try LanguageTests.tree(Self.code).sublayers[0]
    let again = try LanguageTests.tree(Self.code, at: 0.5).sublayers[0]
    #expect(first.position == again.position && first.bounds == again.bounds)
    #expect(first.opacity >= 0.2 && first.opacity < 0.21 && first.cornerRadius > 5.9 && first.cornerRadius <= 6)
    #expect(first.borderWidth == 2)  // 0, 1 and 2 all drawn, nothing else
    #expect(first.bounds.width > 70 && first.bounds.width < 130)  // about a third of 300
  }

  @Test func tuplesAreMadeBoundAndMatchedByPosition() throws {
    let tree = try LanguageTests.tree(
      """
      let (w, h) = (host.bounds.width, host.bounds.height / 2)
      let pair = (3, 4)
      let second = pair.1
      var picked: CGFloat = 0
      switch pair {
      case (1, _): picked = 1
      case let (3, y): picked = CGFloat(y)
      default: picked = 9
      }
      let dot = CALayer()
      dot.frame = CGRect(x: CGFloat(second), y: 0, width: w, height: h + picked)
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].bounds == Rect(x: 0, y: 0, width: 200, height: 54))
    #expect(tree.sublayers[0].position.x == 104)
  }

  @Test func deferredBlocksRunWhenTheirBlockIsLeftLastFirst() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      func pulse() -> Float {
        dot.opacity = 0.1
        defer { dot.opacity = dot.opacity * 2 }
        defer { dot.opacity = dot.opacity + 0.3 }
        return dot.opacity
      }
      let seen = pulse()
      dot.borderWidth = CGFloat(seen)
      host.layer.addSublayer(dot)
      """)
    // 0.1 returned; then + 0.3, then × 2.
    #expect(abs(tree.sublayers[0].opacity - 0.8) < 1e-6 && abs(tree.sublayers[0].borderWidth - 0.1) < 1e-6)
  }

  @Test func arraysOfNumbersHaveTheirLeastGreatestReverseAndMembers() throws {
    let tree = try LanguageTests.tree(
      """
      let xs: [CGFloat] = [4, 9, 2]
      let none: [CGFloat] = []
      let dot = CALayer()
      dot.frame = CGRect(x: xs.min()!, y: xs.max()!, width: xs.reversed()[0], height: none.max() ?? 7)
      dot.opacity = xs.contains(9) && !xs.contains(5) ? 1 : 0.5
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].bounds.width == 2 && tree.sublayers[0].bounds.height == 7)
    #expect(tree.sublayers[0].position == Point(3, 12.5) && tree.sublayers[0].opacity == 1)
  }
}
