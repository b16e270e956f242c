import Scenes
import Testing

@testable import SwiftRun

/// `DispatchGroup`: notify blocks wait for every `enter()` to be left.
@Suite struct DispatchGroupTests {
  /// Two pieces of work entered, left at 0.2 s and 0.5 s: the notify block runs once the
  /// second leaves, not before; a notify on an empty group runs at the end of the turn.
  @Test func aNotifyBlockRunsWhenTheLastWorkLeaves() throws {
    let at = { (t: Double) throws -> Double in
      try LanguageTests.tree(
        """
        let group = DispatchGroup()
        group.enter()
        group.enter()
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) { group.leave() }
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { group.leave() }
        group.notify(queue: .main) { host.alpha = 0.5 }
        let empty = DispatchGroup()
        let main = DispatchQueue.main
        empty.notify(queue: DispatchQueue.main) { main.async { host.layer.cornerRadius = 3 } }
        host.layer.cornerRadius = 1
        """, at: t
      ).opacity
    }
    #expect(try at(0.4) == 1)
    #expect(try at(0.6) == 0.5)
    #expect(
      try LanguageTests.tree(
        "let g = DispatchGroup()\ng.notify(queue: .main) { host.layer.cornerRadius = 3 }\nhost.layer.cornerRadius = 1"
      ).cornerRadius == 3)
  }

  /// An unbalanced `leave()` is libdispatch's crash; `wait()` with work in would hang the main
  /// queue: both refused with their place.
  @Test func anUnbalancedLeaveAndABlockingWaitAreRefused() {
    for body in ["DispatchGroup().leave()", "let g = DispatchGroup()\ng.enter()\ng.wait()"] {
      #expect(throws: RunError.self) { _ = try LanguageTests.tree(body) }
    }
  }
}
