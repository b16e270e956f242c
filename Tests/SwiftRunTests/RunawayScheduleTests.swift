import Foundation
import Testing

@testable import SwiftRun

/// Code that schedules itself again without time passing never reaches the next frame: it is
/// refused once it has made more scheduled calls than a run allows, at the code scheduled
/// (where the old message named only the file).
@Suite struct RunawayScheduleTests {
  @Test func aBlockThatSchedulesItselfAtOnceIsRefusedAtItsPlace() {
    do {
      _ = try LanguageTests.opened(
        "func again() { DispatchQueue.main.asyncAfter(deadline: .now()) { again() } }\nagain()")
      Issue.record("a block scheduling itself forever was accepted")
    } catch {
      #expect(
        "\(error)".hasPrefix(
          "L.swift:4:64: more than \(Interpreter.loopLimit) scheduled calls before 0.0 s: code that schedules itself again"),
        "\(error)")
    }
  }

  @Test func aBlockThatSchedulesItselfLaterRunsAsOften() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      host.layer.addSublayer(dot)
      var n: CGFloat = 0
      func again() { n += 1; CATransaction.setDisableActions(true); dot.position.x = n
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { again() } }
      again()
      """, at: 1)
    // Once at 0, then every 0.1 s up to 1 s: eleven calls.
    #expect(tree.sublayers[0].position.x == 11)
  }
}
