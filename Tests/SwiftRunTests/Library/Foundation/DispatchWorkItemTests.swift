import Testing

@testable import SwiftRun

/// `DispatchWorkItem`: a block a queue runs later unless it is cancelled first.
@Suite struct DispatchWorkItemTests {
  /// A work item given to `asyncAfter` runs at its deadline; one cancelled before its deadline
  /// never runs; `perform()` runs one at once; `isCancelled` reads the cancellation.
  @Test func aWorkItemRunsUnlessCancelledFirst() throws {
    let tree = try LanguageTests.tree(
      """
      let kept = DispatchWorkItem { host.alpha = 0.5 }
      let dropped = DispatchWorkItem { host.backgroundColor = .red }
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: kept)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: dropped)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) { dropped.cancel() }
      let now = DispatchWorkItem { host.layer.cornerRadius = dropped.isCancelled ? 1 : 4 }
      now.perform()
      """, at: 0.5)
    #expect(tree.opacity == 0.5)
    #expect(tree.backgroundColor == nil)
    #expect(tree.cornerRadius == 4)
  }
}
