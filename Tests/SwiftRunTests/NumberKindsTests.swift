import Testing

@testable import SwiftRun

/// Numbers written into text as Swift writes them: a `Double` or `CGFloat` always with a
/// fraction (`1000.0`), an `Int` without, a `Float` in its own shortest form (`0.1`). Wobble
/// holds every number as a `Double`; the type is read from the code (a count-up label showed
/// `1000` where iOS shows `1000.0`).
@Suite struct NumberKindsTests {
  /// Whether `"\(expression)"` (and `String(expression)`) is `expected` after `setup`.
  static func writes(_ expression: String, _ expected: String, after setup: String = "") throws -> Bool {
    let tree = try LanguageTests.tree(
      """
      \(setup)
      let dot = CALayer()
      dot.borderWidth = "\\(\(expression))" == "\(expected)" ? 1 : 0
      dot.cornerRadius = String(\(expression)) == "\(expected)" ? 1 : 0
      host.layer.addSublayer(dot)
      """)
    return tree.sublayers[0].borderWidth == 1 && tree.sublayers[0].cornerRadius == 1
  }

  @Test func doublesKeepTheirFractionAndIntegersHaveNone() throws {
    #expect(try Self.writes("1000.0", "1000.0"))
    #expect(try Self.writes("end", "1000.0", after: "let end: Double = 1000"))
    #expect(try Self.writes("size", "12.0", after: "let size: CGFloat = 12"))
    #expect(try Self.writes("count", "7", after: "var count = 7"))
    #expect(try Self.writes("CGFloat(3)", "3.0"))
    #expect(try Self.writes("Int(3.7)", "3"))
    #expect(try Self.writes("host.bounds.width", "200.0"))
    #expect(try Self.writes("f", "0.1", after: "let f: Float = 0.1"))
    // An expression over a Double is a Double, a literal taking the other side's type.
    #expect(try Self.writes("start + 0.5 * (end - start)", "505.0", after: "let start: Double = 10\nlet end: Double = 1000"))
    #expect(try Self.writes("count * 2", "14", after: "var count = 7"))
  }

  /// A name declared from the SDK member of the same name (`let duration = anim.duration`) is
  /// read as that member's floating-point kind; reading its declaration looped until the stack
  /// ran out (a segmentation fault on opening a real controller).
  @Test func aNameDeclaredFromTheSDKMemberOfItsOwnNameIsThatMembersKind() throws {
    let setup = "let anim = CABasicAnimation(keyPath: \"opacity\")\nanim.duration = 2\nlet duration = anim.duration"
    #expect(try Self.writes("duration", "2.0", after: setup))
    let mutual =
      "let anim = CABasicAnimation(keyPath: \"opacity\")\nanim.duration = 2\nanim.speed = 3\n"
      + "let speed = anim.duration * 2\nlet duration = anim.speed"
    #expect(try Self.writes("duration", "3.0", after: mutual))
  }

  @Test func aPropertyOfTheEnclosingTypeIsReadFromItsDeclaration() throws {
    let tree = try LanguageTests.tree(
      """
      final class Counter {
        let end: Double = 1000
        var step = 3
        func texts() -> String { "\\(end) \\(self.end) \\(step)" }
      }
      let dot = CALayer()
      dot.borderWidth = Counter().texts() == "1000.0 1000.0 3" ? 1 : 0
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].borderWidth == 1)
  }
}

/// Dividing two `Int`s rounds toward zero, as Swift's `/` on integers does (a grid's
/// `row = i / columns`); two literals take their type from where the result goes.
@Suite struct IntegerDivisionTests {
  @Test func intsDivideTowardZeroAndLiteralsFollowTheirContext() throws {
    let tree = try LanguageTests.tree(
      """
      let count = 3
      var columns = 4
      var rows: [CGFloat] = []
      for i in 0..<8 { rows.append(CGFloat(i / columns)) }
      var halves = 7
      halves /= 2
      let half: CGFloat = 1 / 2
      let dot = CALayer()
      dot.borderWidth = CGFloat(100 / count)
      dot.cornerRadius = rows[7] * 10 + CGFloat(halves)
      dot.opacity = Float(half)
      dot.frame = CGRect(x: 0, y: 0, width: CGFloat(-7 / count), height: 1)
      host.layer.addSublayer(dot)
      """)
    let dot = tree.sublayers[0]
    #expect(dot.borderWidth == 33)
    #expect(dot.cornerRadius == 13)  // row 1 of the 8th cell, 7 / 2 = 3
    #expect(dot.opacity == 0.5)
    #expect(dot.bounds.width == -2)  // toward zero: -7 / 3 is -2
  }

  @Test func dividingAnIntByZeroStopsWithItsPlace() throws {
    #expect {
      _ = try LanguageTests.tree("let n = 0\nlet dot = CALayer()\ndot.borderWidth = CGFloat(5 / n)")
    } throws: { error in
      "\(error)".contains("L.swift:6:") && "\(error)".contains("division by zero")
    }
  }
}
