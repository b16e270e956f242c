import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue #10 as a person meets it: Ctrl-C at every wait, signals during play, scripts that
/// fail loudly, crash recovery that never overwrites another session.
@Suite(.serialized) struct HardeningEndToEndTests {
  @Test func ctrlCAtTheOverwriteQuestionAnswersNo() throws {
    let session = try TmuxSession(arguments: ["--graphics", "none"])
    defer { session.close() }
    let file = session.stateDirectory.appendingPathComponent("other.json").path
    try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
    try session.waitFor { $0.contains("wobble>") }
    try session.keys("save \(file)", "Enter")
    try session.waitFor { $0.contains("[y/N]") }
    try session.keys("C-c")
    try session.waitFor { $0.contains("not saved") }
    try session.keys("show blob.rate", "Enter")
    let text = try session.waitFor { $0.contains("blob.rate = 0.3") }
    #expect(text.contains("blob.rate = 0.3"))
    #expect(FileManager.default.contents(atPath: file) == Data("{}".utf8))
  }

  @Test func ctrlCOrControlDAtAReplayStepStopsTheReplay() throws {
    let session = try TmuxSession(arguments: ["--graphics", "none"])
    defer { session.close() }
    let file = session.stateDirectory.appendingPathComponent("s.json").path
    try session.waitFor { $0.contains("wobble>") }
    try session.keys("set blob.rate 2", "Enter", "save \(file)", "Enter")
    try session.waitFor { $0.contains("saved ") }
    try session.keys("replay \(file) --step", "Enter")
    try session.waitFor { $0.contains("Enter runs it, Ctrl-C stops:") }
    try session.keys("Enter")
    try session.waitFor { $0.contains("replay [1/2] scene blob") && $0.components(separatedBy: "Ctrl-C stops:").count == 3 }
    try session.keys("C-c")
    var text = try session.waitFor { $0.contains("replay stopped before step 2") }
    #expect(text.contains("replay stopped before step 2"))
    try session.keys("replay \(file) --step", "Enter")
    try session.waitFor { $0.components(separatedBy: "Ctrl-C stops:").count == 4 }
    try session.keys("C-d")
    text = try session.waitFor { $0.contains("replay stopped before step 1") }
    try session.keys("show blob.rate", "Enter")
    text = try session.waitFor { $0.contains("blob.rate = 0.3") }
    #expect(!session.paneIsDead)
  }

  @Test func ctrlCCancelsALongGIFExportLeavingNoFile() throws {
    let session = try TmuxSession(arguments: ["--graphics", "none"])
    defer { session.close() }
    let folder = session.stateDirectory.appendingPathComponent("out").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    try session.waitFor { $0.contains("wobble>") }
    try session.keys("set preview.span 59", "Enter", "set display.fps 50", "Enter")
    try session.waitFor { $0.contains("display.fps = 50") }
    try session.keys("export gif \(folder)/long.gif", "Enter")
    try session.waitFor { $0.contains("export gif: frame") }
    let pressed = Date()
    try session.keys("C-c")
    let text = try session.waitFor { $0.contains("cancelled (Ctrl-C)") }
    #expect(text.contains("error: cancelled (Ctrl-C); nothing was written"))
    // Within a frame or two, not after the whole GIF (a debug build renders about 80 frames a second).
    #expect(Date().timeIntervalSince(pressed) < 5)
    #expect(try FileManager.default.contentsOfDirectory(atPath: folder).isEmpty)
    try session.keys("show preview.span", "Enter")
    #expect(try session.waitFor { $0.contains("* preview.span = 59") }.contains("* preview.span = 59"))
  }

  @Test func sigtermDuringPlayRestoresTheTerminalThenEnds() throws {
    let session = try TmuxSession(
      shell: """
        "$WOBBLE" --graphics blocks; echo "EXIT=$?"; stty -a | tr ' ' '\\n' | grep -E '^-?(icanon|echo|isig)$' | tr '\\n' ' '; echo; sleep 60
        """)
    defer { session.close() }
    try session.waitFor { $0.contains("wobble>") }
    try session.keys("play", "Enter")
    try session.waitFor { $0.contains("any key stops") }
    Thread.sleep(forTimeInterval: 0.5)
    let pid = try session.wobblePID()
    kill(pid, SIGTERM)
    let text = try session.waitFor { $0.contains("EXIT=") && $0.contains("isig") }
    #expect(text.contains("EXIT=143"))  // ended by SIGTERM, as the signal would
    // stty prints each mode, with a minus when it is off: all three are back on.
    let modes = text.components(separatedBy: "EXIT=143").last?.split(whereSeparator: \.isWhitespace).map(String.init) ?? []
    for mode in ["icanon", "echo", "isig"] {
      #expect(modes.contains(mode) && !modes.contains("-" + mode), "\(mode) in \(modes)")
    }
    #expect(try TmuxSession.tmux(["display-message", "-p", "-t", session.name, "#{cursor_flag}"]).hasPrefix("1"))
  }

  @Test func sigintFromOutsideStopsPlayAndTheSessionGoesOn() throws {
    let session = try TmuxSession(arguments: ["--graphics", "blocks"])
    defer { session.close() }
    try session.waitFor { $0.contains("wobble>") }
    try session.keys("play", "Enter")
    try session.waitFor { $0.contains("any key stops") }
    Thread.sleep(forTimeInterval: 0.4)
    kill(try session.wobblePID(), SIGINT)
    try session.waitFor { $0.contains("stopped by SIGINT") }
    try session.keys("show blob.rate", "Enter")
    let text = try session.waitFor { $0.contains("blob.rate = 0.3") }
    #expect(text.contains("wobble> show blob.rate"))
  }

  @Test func aFailedImageExportInAScriptFailsWithItsLine() throws {
    let run = try WobbleBinary.run(
      ["--graphics", "none"], input: "set blob.rate 1\nexport png /nonexistent-folder/x.png\nexport frames /proc/wobble\n")
    #expect(run.status == 1)
    #expect(
      run.stderr.contains("wobble: line 2: cannot write /nonexistent-folder/x.png: there is no folder /nonexistent-folder"),
      "\(run.stderr)")
    #expect(run.stderr.contains("wobble: line 3: cannot create folder /proc/wobble"), "\(run.stderr)")
  }

  @Test func playInAScriptPlaysOneCycleAndEnds() throws {
    let run = try WobbleBinary.run(["--graphics", "blocks"], input: "set blob.rate 60\nplay\nshow blob.rate\n")
    #expect(run.status == 0)
    #expect(run.stdout.contains("playing one cycle (0.105 s): input is not a terminal"), "\(run.stdout.prefix(400))")
    #expect(run.stdout.contains("* blob.rate = 60 rad/s"))
  }

  @Test func argumentParserMessagesCannotDriveTheTerminal() throws {
    let run = try WobbleBinary.run(["--graphics", "\u{1b}]2;owned\u{7}"], input: "")
    #expect(run.status != 0)
    #expect(!run.stderr.contains("\u{1b}") && !run.stderr.contains("\u{7}"))
    #expect(run.stderr.contains("\\u{1B}]2;owned\\u{7}"), "\(run.stderr)")
  }

  @Test func twoRunningSessionsKeepTheirOwnLogsAndALeftOneIsOfferedUntilDecided() throws {
    let first = try TmuxSession(arguments: ["--graphics", "none"])
    defer { first.close() }
    let state = first.stateDirectory.path
    let second = try TmuxSession(arguments: ["--graphics", "none"], stateDirectory: first.stateDirectory)
    defer { _ = try? TmuxSession.tmux(["kill-session", "-t", second.name]) }
    try first.waitFor { $0.contains("wobble>") }
    try second.waitFor { $0.contains("wobble>") }
    try first.keys("set blob.rate 1.25", "Enter")
    try second.keys("scene ring", "Enter")
    try first.waitFor { $0.contains("blob.rate = 1.25") }
    try second.waitFor { $0.contains("scene ring:") }
    let logs = try FileManager.default.contentsOfDirectory(atPath: state + "/wobble/recovery").filter { $0.hasSuffix(".log") }
    #expect(logs.count == 2)
    // The first is killed: its log stays, and a new start offers it without touching it.
    kill(try first.wobblePID(), SIGKILL)
    let third = try TmuxSession(arguments: ["--graphics", "none"], stateDirectory: first.stateDirectory)
    defer { _ = try? TmuxSession.tmux(["kill-session", "-t", third.name]) }
    let text = try third.waitFor { $0.contains("wobble>") }
    #expect(text.contains("can be recovered"), "\(text)")
    #expect(text.contains("scene blob, 2 journal entries"))
    try third.keys("set blob.rate 3", "Enter")
    try third.waitFor { $0.contains("blob.rate = 3") }
    let recovered = try WobbleBinary.run(
      ["--recover", "--graphics", "none"], input: "show blob.rate\n", environment: ["XDG_STATE_HOME": state])
    #expect(recovered.stdout.contains("* blob.rate = 1.25 rad/s"), "\(recovered.stdout)")
    // Recovered and ended cleanly: nothing left to offer but the running ones.
    let again = try WobbleBinary.run(["--discard-recovery"], input: "", environment: ["XDG_STATE_HOME": state])
    #expect(again.stdout == "nothing to discard\n", "\(again.stdout)")
  }
}

/// SIGTERM or SIGHUP while the live preview holds the top of the screen: the scroll region is
/// put back before Wobble ends, so the shell's output scrolls the whole screen again (it
/// scrolled under a frozen frame).
@Suite(.serialized) struct TerminationSignalTests {
  @Test(arguments: [SIGTERM, SIGHUP])
  func aTerminationSignalAtThePromptPutsTheScreenBack(signal: Int32) throws {
    // Job control (`set -m`) as in an interactive shell: Wobble is a process group of its own,
    // which libedit's handler signals again once it has put the line editor back.
    let session = try TmuxSession(shell: "set -m; \"$WOBBLE\" --no-rc --graphics blocks; seq 1 90; sleep 60")
    defer { _ = try? TmuxSession.tmux(["kill-session", "-t", session.name]) }
    try session.waitFor { $0.contains("wobble>") }
    try session.keys("set preview.mode live", "Enter")
    try session.waitFor { $0.contains("preview.mode = live") }
    Thread.sleep(forTimeInterval: 0.5)
    kill(try session.wobblePID(), signal)
    try session.waitFor { $0.contains("\n90\n") }
    // The visible screen (no scrollback): every row is the shell's, the frame scrolled away.
    let visible = try TmuxSession.tmux(["capture-pane", "-p", "-t", session.name])
    let rows = visible.split(separator: "\n", omittingEmptySubsequences: false).prefix(40)
    #expect(rows.allSatisfy { !$0.contains("▀") }, "\(visible)")
    #expect(rows.first.map { Int($0) != nil } == true, "\(visible)")
  }
}

extension TmuxSession {
  /// A session running `script` in bash, with `$WOBBLE` the binary and the state folder set.
  init(shell script: String) throws {
    name = "wobble-test-\(UUID().uuidString.prefix(8))"
    stateDirectory = FileManager.default.temporaryDirectory.appendingPathComponent(name)
    try FileManager.default.createDirectory(at: stateDirectory, withIntermediateDirectories: true)
    try Self.tmux([
      "new-session", "-d", "-s", name, "-x", "110", "-y", "45",
      "env", "XDG_STATE_HOME=\(stateDirectory.path)", "WOBBLE=\(WobbleBinary.path)", "bash", "-c", script,
    ])
    try Self.tmux(["set-option", "-t", name, "remain-on-exit", "on"])
  }

  /// The pid of the wobble process in this session (the pane's process or its child).
  func wobblePID() throws -> Int32 {
    let pane = try Self.tmux(["display-message", "-p", "-t", name, "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)
    guard let panePID = Int32(pane) else { throw TmuxError(message: "no pane pid") }
    for pid in [panePID] + children(of: panePID) {
      let exe = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) ?? ""
      if exe.hasSuffix("/wobble") { return pid }
    }
    throw TmuxError(message: "no wobble process under pane \(panePID)")
  }

  private func children(of pid: Int32) -> [Int32] {
    let text = (try? String(contentsOfFile: "/proc/\(pid)/task/\(pid)/children", encoding: .utf8)) ?? ""
    return text.split(separator: " ").compactMap { Int32($0) }
  }
}
