import Foundation
import Testing

@testable import SwiftRun

/// Code that would make more than memory holds is refused at its place, at once: strings and
/// arrays stop at a million bytes or elements, and a tree stops at 100,000 drawn layers once
/// replicators have made their instances. Each of these ran the process out of memory.
@Suite struct MemoryBombTests {
  func refusal(_ body: String) -> String {
    do {
      _ = try LanguageTests.opened(body)
      return "opened"
    } catch {
      return "\(error)"
    }
  }

  @Test func aStringDoubledUntilItIsHugeIsRefusedWhereItGrows() {
    let said = refusal("var s = \"ab\"\nfor _ in 0..<40 { s = s + s }")
    #expect(said.hasPrefix("L.swift:5:23: a string of 1048576 bytes"), "\(said)")
    let interpolated = refusal("var s = \"ab\"\nfor _ in 0..<40 { s = \"\\(s)\\(s)\" }")
    #expect(interpolated.contains("a string of 1048576 bytes"), "\(interpolated)")
    let joined = refusal(
      "let words = Array(repeating: String(repeating: \"x\", count: 100000), count: 20)\nlet s = words.joined()")
    #expect(joined.contains("a string of 2000000 bytes"), "\(joined)")
  }

  @Test func anArrayDoubledUntilItIsHugeIsRefusedWhereItGrows() {
    #expect(refusal("var a: [CGFloat] = [1, 2]\nfor _ in 0..<40 { a = a + a }").contains("an array of 1048576 elements"))
    #expect(refusal("var a: [CGFloat] = [1, 2]\nfor _ in 0..<40 { a += a }").contains("an array of 1048576 elements"))
    #expect(
      refusal("var a: [CGFloat] = [1, 2]\nfor _ in 0..<40 { a.append(contentsOf: a) }").contains("an array of 1048576 elements"))
  }

  @Test func aLabelOfAMillionLinesIsRefusedBeforeItIsLaidOut() {
    let said = refusal(
      "var s = \"a\\n\"\nfor _ in 0..<20 { s += s }\nlet l = UILabel(frame: host.bounds)\nl.numberOfLines = 0\nl.text = s\nhost.addSubview(l)"
    )
    #expect(said.contains("a string of 1048576 bytes"), "\(said)")
  }

  @Test func nestedReplicatorsThatWouldDrawBillionsOfLayersAreRefused() {
    let nested = """
      let r1 = CAReplicatorLayer(); r1.instanceCount = 10000
      let r2 = CAReplicatorLayer(); r2.instanceCount = 10000
      let r3 = CAReplicatorLayer(); r3.instanceCount = 10000
      let dot = CALayer(); dot.frame = CGRect(x: 0, y: 0, width: 2, height: 2)
      r3.addSublayer(dot); r2.addSublayer(r3); r1.addSublayer(r2); host.layer.addSublayer(r1)
      """
    #expect(refusal(nested).contains("draws more than 100000 layers"))
    // 100 × 100 dots, nested: ten thousand drawn layers are fine.
    #expect(
      refusal(
        nested.replacingOccurrences(of: "10000", with: "100").replacingOccurrences(
          of: "r3.addSublayer(dot); r2.addSublayer(r3)", with: "r2.addSublayer(dot)")) == "opened")
  }

  @Test func stringsAndArraysBelowTheLimitAreMadeAsUsual() {
    #expect(refusal("var s = \"ab\"\nfor _ in 0..<15 { s += s }\nlet a = Array(repeating: 0.5, count: 100000) + [1]") == "opened")
  }
}
