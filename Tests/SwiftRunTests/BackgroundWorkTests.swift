import Testing

@testable import SwiftRun

/// `BackgroundWork`'s turns: the block runs only between `start`/`resume` and its next pause,
/// and a cancelled block's pause throws so that its thread unwinds and ends.
@Suite struct BackgroundWorkTests {
  /// A log both sides append to; they never run at once, so its order is the turns' order.
  final class Log: @unchecked Sendable {
    var entries: [String] = []
  }

  @Test func theBlockRunsOnlyInItsTurnsAndEndsWhenCancelled() {
    let work = BackgroundWork()
    let log = Log()
    work.start {
      Result { () throws(RunError) in
        var round = 0
        while true {
          round += 1
          log.entries.append("block \(round)")
          try work.pause()
        }
      }
    }
    log.entries.append("caller 1")
    work.resume()
    log.entries.append("caller 2")
    #expect(work.ended == nil)
    work.cancel()
    #expect(log.entries == ["block 1", "caller 1", "block 2", "caller 2"])
    guard case .failure(let error) = work.ended else {
      Issue.record("the block did not end: \(String(describing: work.ended))")
      return
    }
    #expect(error.isInterruption)
  }

  @Test func aBlockThatEndsReportsItsError() {
    let work = BackgroundWork()
    work.start { .failure(RunError(file: "T.swift", message: "refused")) }
    guard case .failure(let error) = work.ended else {
      Issue.record("the block's end was not taken")
      return
    }
    #expect("\(error)".contains("refused"))
  }
}
