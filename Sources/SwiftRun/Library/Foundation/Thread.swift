import Foundation

extension Library {
  /// `Thread.sleep(forTimeInterval:)`, `Thread.sleep(until:)` and C's `sleep(_:)` and
  /// `usleep(_:)` pause a background queue's block on the simulated clock (`BackgroundWork`), and
  /// block the main thread. Code on the main thread that runs at 0 s — the setup, before iOS shows
  /// anything — is skipped over with one warning: the first picture and every animation the
  /// setup added start once the main thread is free, so the preview, which starts there, is
  /// what iOS shows after the pause. Later (in a timer, a completion) the main thread would hang
  /// while the render server goes on, which Wobble does not simulate: refused with the time.
  static let thread = SimulatedType("Thread") { t in
    t.alias("NSThread")
    @Sendable func pause(_ a: Arguments, seconds: Double, spelled: String) throws(RunError) -> Value {
      guard seconds.isFinite, seconds >= 0 else { throw a.error(0, "want a pause of 0 seconds or more") }
      // On another thread a pause paces a loop (a wave redrawn every 0.08 s) while the main
      // thread draws: the block waits on the simulated clock and goes on at the pause's end.
      if let work = a.run.background {
        try a.run.pauseBackground(work, seconds: seconds)
        return .void
      }
      guard a.run.now == 0 else {
        throw a.error(
          "blocks the main thread at \(String(format: "%g", a.run.now)) s: iOS would hang the app's code for \(String(format: "%g", seconds)) s while running "
            + "animations go on, which Wobble does not simulate (schedule the later code with asyncAfter instead)")
      }
      a.run.warn(
        "Thread.sleep",
        "\(spelled) is skipped: it pauses the setup before anything shows, and iOS then shows what the preview shows from 0 s",
        at: a.call)
      return .void
    }
    t.call("Thread.sleep", "forTimeInterval") { a throws(RunError) in
      try pause(a, seconds: try a.number(0), spelled: "Thread.sleep(forTimeInterval:)")
    }
    // Swift 2's spelling, with one warning naming today's.
    t.call("NSThread.sleepForTimeInterval", "_") { a throws(RunError) in
      a.run.warn(
        "NSThread.sleepForTimeInterval",
        "NSThread.sleepForTimeInterval(_:) is Swift 2's Thread.sleep(forTimeInterval:)", at: a.call)
      return try pause(a, seconds: try a.number(0), spelled: "NSThread.sleepForTimeInterval(_:)")
    }
    t.call("Thread.sleep", "until") { a throws(RunError) in
      try pause(a, seconds: max(0, try dateSeconds(a, 0) - a.run.now), spelled: "Thread.sleep(until:)")
    }
    t.call("sleep", "_") { a throws(RunError) in try pause(a, seconds: try a.number(0), spelled: "sleep(_:)") }
    t.call("usleep", "_") { a throws(RunError) in try pause(a, seconds: try a.number(0) / 1e6, spelled: "usleep(_:)") }
    // Whether the code runs on the main thread: false inside a block sent to a background queue
    // (Swift 2 called it as a method, `NSThread.isMainThread()`, read as the property).
    t.staticMember("isMainThread") { run in .bool(run.background == nil && !run.onBackgroundQueue) }
  }
}
