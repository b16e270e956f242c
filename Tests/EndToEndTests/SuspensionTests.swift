import Foundation
import Testing

/// Ctrl-Z at the prompt, in `tune` and in `play`, and SIGTSTP sent from outside: Wobble stops as
/// a terminal program does — the shell's modes back (canonical, echo, signals), the live
/// preview's scroll region gone so the shell's output scrolls the whole screen — and on `fg`
/// the frame is back at the top and what was going on goes on.
@Suite(.serialized) struct SuspensionTests {
  /// A shell with job control running Wobble; when Wobble stops, the shell prints its status
  /// (148 = 128 + SIGTSTP) and the terminal's modes, fills the screen, and waits for `go` to
  /// exist before `fg`.
  static func session(go: URL) throws -> TmuxSession {
    try TmuxSession(
      shell: """
        set -m; stty -echoctl; "$WOBBLE" --no-rc --graphics blocks; echo "STOPPED $?"
        echo "MODES $(stty -a | tr -s ' ;' '\\n\\n' | grep -xE -- '-?(icanon|echo|isig)' | tr '\\n' ' ')"
        seq 1 60; while [ ! -e '\(go.path)' ]; do sleep 0.1; done; fg; echo "ENDED $?"; sleep 60
        """)
  }

  enum Place: String, CaseIterable { case prompt, tune, play, signalFromOutside }

  @Test(arguments: Place.allCases)
  func suspendedWobbleGivesTheTerminalBackAndComesBackOnFg(at place: Place) throws {
    let go = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-go-\(UUID().uuidString.prefix(8))")
    defer { try? FileManager.default.removeItem(at: go) }
    let session = try Self.session(go: go)
    defer { _ = try? TmuxSession.tmux(["kill-session", "-t", session.name]) }
    try session.waitFor { $0.contains("wobble>") }
    // The live preview's region, except for play, which takes the whole screen.
    if place != .play {
      try session.keys("set preview.mode live", "Enter")
      try session.waitFor { $0.contains("preview.mode = live") }
    }
    switch place {
    case .prompt, .signalFromOutside: try session.keys("set blob.ra")
    case .tune:
      try session.keys("tune blob.rate", "Enter")
      try session.waitFor { $0.contains("Enter keeps") }
    case .play:
      try session.keys("play", "Enter")
      Thread.sleep(forTimeInterval: 0.3)
    }
    Thread.sleep(forTimeInterval: 0.5)
    if place == .signalFromOutside {
      kill(try session.wobblePID(), SIGTSTP)
    } else {
      try session.keys("C-z")
    }
    let stopped = try session.waitFor { $0.contains("\n60\n") }
    #expect(stopped.contains("STOPPED 148"), "\(stopped)")
    // The shell's modes: canonical input, echo and signals on (Wobble's raw modes have them off).
    let modes = stopped.split(separator: "\n").first { $0.hasPrefix("MODES ") }?.split(separator: " ").dropFirst() ?? []
    #expect(Set(modes) == ["isig", "icanon", "echo"], "\(modes)")
    // The scroll region is gone: the shell's 60 lines scrolled the frame off the whole screen.
    let visible = try TmuxSession.tmux(["capture-pane", "-p", "-t", session.name])
    #expect(!visible.contains("▀"), "\(visible)")
    #expect(FileManager.default.createFile(atPath: go.path, contents: nil))
    // Back: the frame at the top, and Wobble answering keys again.
    let back = try session.waitFor {
      $0.split(separator: "\n", omittingEmptySubsequences: false).suffix(45).first?.contains("▀") == true
        && !promptLines($0).isEmpty
    }
    #expect(back.split(separator: "\n", omittingEmptySubsequences: false).suffix(45).first?.contains("▀") == true, "\(back)")
    switch place {
    case .prompt, .signalFromOutside:
      // The line being typed was kept.
      try session.keys("te 2", "Enter")
      try session.waitFor { $0.contains("blob.rate = 2") }
    case .tune:
      try session.waitFor { $0.contains("Enter keeps") && $0.contains("wobble> tune blob.rate") }
      try session.keys("Escape")
      try session.waitFor { $0.contains("tune: put back") }
    case .play:
      Thread.sleep(forTimeInterval: 0.3)
      try session.keys("x")
      try session.waitFor { $0.contains("played ") }
    }
    try session.keys("C-d")
    // Quitting is not timed here (speed lives in benchmarks): a machine busy with the rest of the
    // suite has been seen not to show the shell's `ENDED` line within 10 s (the wait had run out, not failed).
    let ended = try session.waitFor(60) { $0.contains("ENDED ") }
    // A status other than 0 means a command failed: its message says which (the whole pane,
    // frames and all, is too long to read in a log).
    let said = ended.split(separator: "\n").filter { $0.contains("ENDED") || $0.contains("error") || $0.contains("wobble:") }
    #expect(ended.contains("ENDED 0"), "\(said)")
    if place == .prompt || place == .signalFromOutside { #expect(ended.contains("blob.rate = 2")) }
  }
}
