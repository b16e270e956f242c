import Foundation
import Testing

/// Drives the interactive prompt inside tmux, as a person would: keys in, screen text out.
/// Debian 12's tmux cannot show sixel, so this also exercises the text-preview fallback.
struct TmuxSession {
  let name: String
  let stateDirectory: URL

  /// Wobble with `arguments` in a new session, with a state folder of its own and
  /// `environment` (`NAME=value`) added.
  init(arguments: [String], environment: [String] = []) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-state-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try self.init(arguments: arguments, stateDirectory: folder, environment: environment)
  }

  /// A session sharing `stateDirectory` (a second Wobble on the same account).
  init(arguments: [String], stateDirectory: URL, environment: [String] = []) throws {
    name = "wobble-test-\(UUID().uuidString.prefix(8))"
    self.stateDirectory = stateDirectory
    // State, configuration (the startup file) and data (sessions) of its own: nothing of the
    // account running the tests reaches it.
    let command =
      ([
        "env", "XDG_STATE_HOME=\(stateDirectory.path)", "XDG_CONFIG_HOME=\(stateDirectory.path)/config",
        "XDG_DATA_HOME=\(stateDirectory.path)/data",
      ] + environment + [WobbleBinary.path] + arguments)
      .map { "'\($0)'" }.joined(separator: " ")
    try Self.tmux(["new-session", "-d", "-s", name, "-x", "110", "-y", "45", command])
    try Self.tmux(["set-option", "-t", name, "remain-on-exit", "on"])
  }

  /// `tmux` with `arguments`. A `new-session` is tried again a few times: when another test has
  /// just killed the last session the server is still exiting, and a client that reaches it
  /// then fails (the flaky `SuspensionTests` failures were this, not Wobble).
  @discardableResult
  static func tmux(_ arguments: [String]) throws -> String {
    var attempt = 0
    while true {
      do {
        return try tmuxOnce(arguments)
      } catch is TmuxError where arguments.first == "new-session" && attempt < 5 {
        attempt += 1
        Thread.sleep(forTimeInterval: 0.2 * Double(attempt))
      }
    }
  }

  private static func tmuxOnce(_ arguments: [String]) throws -> String {
    // Output goes through a file: a pipe would stay open in the tmux server that
    // `new-session` starts, and reading it would never end.
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("tmux-\(UUID().uuidString)")
    #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: file) }
    let handle = try FileHandle(forWritingTo: file)
    // tmux starts its server by forking the client, and the server keeps every descriptor it
    // inherits. Foundation's Process learns that a child ended when its end of a private
    // socket closes, so a server that kept it would make this wait forever (it did, in CI,
    // whenever no tmux server was already running). The shell drops descriptors above 2
    // before it becomes tmux.
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/bash")
    process.arguments = ["-c", Self.closeInheritedDescriptorsThenRunTmux, "tmux"] + arguments
    let errors = file.appendingPathExtension("err")
    #expect(FileManager.default.createFile(atPath: errors.path, contents: nil))
    defer { try? FileManager.default.removeItem(at: errors) }
    let errorHandle = try FileHandle(forWritingTo: errors)
    process.standardOutput = handle
    process.standardError = errorHandle
    try process.run()
    process.waitUntilExit()
    try handle.close()
    try errorHandle.close()
    let data = try Data(contentsOf: file)
    guard process.terminationStatus == 0 else {
      let said = String(decoding: (try? Data(contentsOf: errors)) ?? Data(), as: UTF8.self)
      throw TmuxError(message: "tmux \(arguments.joined(separator: " ")) failed: \(said.isEmpty ? "is tmux installed?" : said)")
    }
    return String(decoding: data, as: UTF8.self)
  }

  private static let closeInheritedDescriptorsThenRunTmux = """
    for fd in /proc/$$/fd/*; do fd=${fd##*/}; if [ "$fd" -gt 2 ]; then eval "exec $fd>&-"; fi; done 2>/dev/null
    exec tmux "$@"
    """

  func keys(_ keys: String...) throws { try Self.tmux(["send-keys", "-t", name] + keys) }

  /// The pane's text including scrollback.
  func screen() throws -> String { try Self.tmux(["capture-pane", "-p", "-t", name, "-S", "-500"]) }

  /// Waits up to `seconds` for `condition` on the screen text; returns the last screen seen.
  @discardableResult
  func waitFor(_ seconds: Double = 10, _ condition: (String) -> Bool) throws -> String {
    let deadline = Date().addingTimeInterval(seconds)
    var text = ""
    while Date() < deadline {
      text = try screen()
      if condition(text) { return text }
      Thread.sleep(forTimeInterval: 0.1)
    }
    return text
  }

  var paneIsDead: Bool {
    (try? Self.tmux(["display-message", "-p", "-t", name, "#{pane_dead}"]))?.hasPrefix("1") ?? true
  }

  func close() {
    _ = try? Self.tmux(["kill-session", "-t", name])
    try? FileManager.default.removeItem(at: stateDirectory)
  }
}

struct TmuxError: Error { var message: String }

/// Prompt lines on screen (the last one is where the cursor waits).
func promptLines(_ screen: String) -> [String] {
  screen.split(separator: "\n").map(String.init).filter { $0.hasPrefix("wobble> ") || $0 == "wobble>" }
}

@Suite(.serialized) struct InteractivePromptTests {
  @Test func startsWithTheTextPreviewInsideTmuxAndCompletesNames() throws {
    let session = try TmuxSession(arguments: [])
    defer { session.close() }
    let banner = try session.waitFor { $0.contains("wobble>") }
    #expect(banner.contains("Preview: blocks (inside tmux"))
    #expect(banner.contains("▀"))
    try session.keys("set blob.sk", "Tab")
    var text = try session.waitFor { promptLines($0).last == "wobble> set blob.skew." }
    #expect(promptLines(text).last == "wobble> set blob.skew.")
    try session.keys("a", "Tab")
    text = try session.waitFor { promptLines($0).last == "wobble> set blob.skew.amplitude" }
    #expect(promptLines(text).last == "wobble> set blob.skew.amplitude")
    try session.keys("0.3", "Enter")
    text = try session.waitFor { $0.contains("blob.skew.amplitude = 0.3") }
    #expect(text.contains("blob.skew.amplitude = 0.3"))
    // Several candidates are listed.
    try session.keys("set blob.scale.amplitude.", "Tab")
    text = try session.waitFor { $0.contains("blob.scale.amplitude.x  blob.scale.amplitude.y") }
    #expect(text.contains("blob.scale.amplitude.x  blob.scale.amplitude.y"))
  }

  /// After the window is made narrower, the next strip is sized for it (the size is read
  /// again before each preview).
  @Test func aStripAfterAResizeFitsTheNewWidth() throws {
    let session = try TmuxSession(arguments: ["--no-rc"])
    defer { session.close() }
    let first = try session.waitFor { $0.contains("wobble>") }
    let widest = { (text: String) in text.split(separator: "\n").filter { $0.contains("▀") }.map(\.count).max() ?? 0 }
    #expect(widest(first) > 60)
    try Self.resize(session, columns: 50)
    try session.keys("clear", "Enter")
    try session.keys("set blob.skew.amplitude 0.2", "Enter")
    _ = try session.waitFor { $0.contains("blob.skew.amplitude = 0.2") }
    Thread.sleep(forTimeInterval: 0.5)
    // Joined (-J): a line wider than the pane, wrapped by tmux, counts whole.
    let joined = try TmuxSession.tmux(["capture-pane", "-p", "-J", "-t", session.name, "-S", "-500"])
    let strip = joined.components(separatedBy: "blob.skew.amplitude = 0.2").last ?? ""
    #expect(widest(strip) <= 50 && widest(strip) > 20, "\(widest(strip))")
  }

  static func resize(_ session: TmuxSession, columns: Int) throws {
    try TmuxSession.tmux(["resize-window", "-t", session.name, "-x", "\(columns)", "-y", "45"])
  }

  /// The startup file sets defaults and the preview mode; a bad line is named and skipped;
  /// `--no-rc` leaves it out.
  @Test func theStartupFileSetsDefaultsAndThePreviewMode() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-rc-\(UUID().uuidString.prefix(8))")
    let rc = folder.appendingPathComponent("config/wobble/wobblerc")
    try FileManager.default.createDirectory(at: rc.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data("# my defaults\ngraphics none\nset preview.frames 3\nset nothing 1\n".utf8).write(to: rc)
    let session = try TmuxSession(arguments: [], stateDirectory: folder)
    defer { session.close() }
    let banner = try session.waitFor { $0.contains("wobble>") }
    #expect(banner.contains("Preview: none ("), "\(banner)")
    #expect(banner.contains("warning: \(rc.path):4: no parameter 'nothing'"), "\(banner)")
    try session.keys("show preview.frames", "Enter")
    let text = try session.waitFor { $0.contains("preview.frames = ") }
    #expect(text.contains("* preview.frames = 3"))
    let plain = try TmuxSession(arguments: ["--no-rc"], stateDirectory: folder)
    defer { plain.close() }
    try plain.waitFor { $0.contains("wobble>") }
    try plain.keys("show preview.frames", "Enter")
    let untouched = try plain.waitFor { $0.contains("preview.frames = ") }
    #expect(untouched.contains("  preview.frames = 12"), "\(untouched)")
    #expect(untouched.contains("Preview: blocks"))
  }

  @Test func controlCCancelsTheLineAndControlDQuitsKeepingHistory() throws {
    let session = try TmuxSession(arguments: ["--graphics", "none"])
    defer { session.close() }
    try session.waitFor { $0.contains("wobble>") }
    try session.keys("set blob.rate 9")
    try session.waitFor { $0.contains("wobble> set blob.rate 9") }
    try session.keys("C-c")
    try session.waitFor { $0.contains("^C") }
    try session.keys("show blob.rate", "Enter")
    let text = try session.waitFor { $0.contains("blob.rate = ") }
    #expect(text.contains("  blob.rate = 0.3 rad/s"), "Ctrl-C must drop the line, not run it")
    try session.keys("set blob.upscale 4", "Enter")
    try session.waitFor { $0.contains("blob.upscale = 4") }
    // Up recalls the previous line.
    try session.keys("Up")
    let recalled = try session.waitFor { promptLines($0).last == "wobble> set blob.upscale 4" }
    #expect(promptLines(recalled).last == "wobble> set blob.upscale 4")
    try session.keys("C-u", "C-d")
    let deadline = Date().addingTimeInterval(5)
    while !session.paneIsDead && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    #expect(session.paneIsDead)
    let history = try String(
      contentsOf: session.stateDirectory.appendingPathComponent("wobble/history"), encoding: .utf8)
    #expect(history.contains("set\\040blob.upscale\\0404"))
    #expect(!history.contains("blob.rate\\0409"))
  }

  /// A Ctrl-D typed while a command still runs quits once the command is done, as it does in a
  /// shell: it reaches the terminal while the line discipline is canonical, which keeps it only
  /// as a NUL.
  @Test func controlDTypedAheadOfTheNextPromptQuits() throws {
    let session = try TmuxSession(arguments: ["--no-rc"])
    defer { session.close() }
    try session.waitFor { $0.contains("wobble>") }
    // A GIF export runs for a good part of a second; the Ctrl-D comes while it does.
    let gif = session.stateDirectory.appendingPathComponent("typed-ahead.gif")
    try session.keys("export gif \(gif.path)", "Enter")
    Thread.sleep(forTimeInterval: 0.05)
    try session.keys("C-d")
    let deadline = Date().addingTimeInterval(30)
    while !session.paneIsDead && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    let screen = try session.screen()
    #expect(session.paneIsDead, "\(screen)")
  }

  @Test func historyFromAnEarlierRunIsRecalled() throws {
    let first = try TmuxSession(arguments: ["--graphics", "none"])
    try first.waitFor { $0.contains("wobble>") }
    try first.keys("set blob.fill red", "Enter")
    try first.waitFor { $0.contains("blob.fill = red") }
    try first.keys("quit", "Enter")
    let deadline = Date().addingTimeInterval(5)
    while !first.paneIsDead && Date() < deadline { Thread.sleep(forTimeInterval: 0.1) }
    // A second run with the same state directory.
    let command = ["env", "XDG_STATE_HOME=\(first.stateDirectory.path)", WobbleBinary.path, "--graphics", "none"]
      .map { "'\($0)'" }.joined(separator: " ")
    let name = first.name + "b"
    try TmuxSession.tmux(["new-session", "-d", "-s", name, "-x", "110", "-y", "45", command])
    defer {
      _ = try? TmuxSession.tmux(["kill-session", "-t", name])
      first.close()
    }
    let second = TmuxSession(name: name, stateDirectory: first.stateDirectory)
    try second.waitFor { $0.contains("wobble>") }
    try second.keys("Up", "Up")
    let text = try second.waitFor { promptLines($0).last == "wobble> set blob.fill red" }
    #expect(promptLines(text).last == "wobble> set blob.fill red")
  }
}

extension InteractivePromptTests {
  /// undo and redo at the prompt, each command one step (no preview: --graphics none).
  @Test func undoAndRedoAtThePrompt() throws {
    let session = try TmuxSession(arguments: ["--graphics", "none"])
    defer { session.close() }
    try session.waitFor { $0.contains("wobble>") }
    try session.keys("set blob.rate 2", "Enter")
    try session.waitFor { $0.contains("blob.rate = 2") }
    try session.keys("insert 3", "Enter")
    try session.waitFor { $0.contains("blob.path.curves = 12") }
    try session.keys("undo", "Enter")
    try session.waitFor { promptLines($0).count >= 4 }
    try session.keys("show blob.path.curves", "Enter")
    var text = try session.waitFor { $0.contains("blob.path.curves = 11") }
    #expect(text.contains("  blob.path.curves = 11"))
    try session.keys("undo", "Enter", "show blob.rate", "Enter")
    text = try session.waitFor { $0.contains("  blob.rate = 0.3 rad/s") }
    #expect(text.contains("  blob.rate = 0.3 rad/s"))
    try session.keys("redo", "Enter", "show blob.rate", "Enter")
    text = try session.waitFor { $0.contains("* blob.rate = 2 rad/s") }
    #expect(text.contains("* blob.rate = 2 rad/s"))
  }

  /// At the prompt, saving over a file that changed on disk asks; "n" keeps the other file,
  /// "y" overwrites it.
  @Test func saveAsksBeforeOverwritingAFileChangedOnDisk() throws {
    let session = try TmuxSession(arguments: ["--graphics", "none"])
    defer { session.close() }
    let file = session.stateDirectory.appendingPathComponent("s.json").path
    try session.waitFor { $0.contains("wobble>") }
    try session.keys("save \(file)", "Enter")
    try session.waitFor { $0.contains("saved ") }
    try Data("{}".utf8).write(to: URL(fileURLWithPath: file))
    try session.keys("save", "Enter")
    try session.waitFor { $0.contains("[y/N]") }
    try session.keys("n", "Enter")
    try session.waitFor { $0.contains("not saved") }
    #expect(FileManager.default.contents(atPath: file) == Data("{}".utf8))
    try session.keys("save", "Enter")
    try session.waitFor { $0.components(separatedBy: "[y/N]").count == 3 }
    try session.keys("y", "Enter")
    let text = try session.waitFor { $0.components(separatedBy: "saved ").count == 3 }
    #expect(text.components(separatedBy: "saved ").count == 3)
    let saved = try JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: file))) as? [String: Any]
    #expect(saved?["format"] as? String == "wobble-session")
  }
}

extension InteractivePromptTests {
  /// play runs in place until a key; afterwards the prompt works and echoes again (the
  /// terminal was restored), and a timed play ends by itself.
  @Test func playStopsOnAKeyAndRestoresTheTerminal() throws {
    let session = try TmuxSession(arguments: ["--graphics", "blocks"])
    defer { session.close() }
    try session.waitFor { $0.contains("wobble>") }
    try session.keys("play", "Enter")
    try session.waitFor { $0.contains("any key stops") }
    Thread.sleep(forTimeInterval: 0.6)
    try session.keys("x")
    try session.waitFor { promptLines($0).count >= 2 }
    try session.keys("show blob.rate", "Enter")
    let text = try session.waitFor { $0.contains("blob.rate = 0.3") }
    #expect(text.contains("wobble> show blob.rate"))  // echo is back
    try session.keys("play 0.5", "Enter")
    let after = try session.waitFor { $0.contains("playing for 0.5 s") && promptLines($0).count >= 4 }
    #expect(promptLines(after).count >= 4)
  }
}

extension InteractivePromptTests {
  /// A resize while `play` runs: the frame is drawn again from the top of the cleared screen,
  /// sized for the new width, and after a key the prompt comes back below it.
  @Test func aResizeDuringPlayRedrawsTheFrameAtTheNewSize() throws {
    let session = try TmuxSession(arguments: ["--graphics", "blocks", "--no-rc"])
    defer { session.close() }
    try session.waitFor { $0.contains("wobble>") }
    try session.keys("play", "Enter")
    try session.waitFor { $0.contains("any key stops") }
    Thread.sleep(forTimeInterval: 0.6)
    let blockLines = { (text: String) in text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.contains("▀") }
    }
    let visible = { try TmuxSession.tmux(["capture-pane", "-p", "-J", "-t", session.name]) }
    let before = try blockLines(visible()).count
    #expect(before > 15, "\(before) block lines before the resize")
    try TmuxSession.tmux(["resize-window", "-t", session.name, "-x", "50", "-y", "30"])
    Thread.sleep(forTimeInterval: 1)
    let resized = try visible()
    let lines = resized.split(separator: "\n", omittingEmptySubsequences: false)
    // The screen was cleared and the frame starts at the top; nothing of the old frame is left.
    #expect(lines.first?.contains("▀") == true, "\(resized)")
    #expect(!resized.contains("any key stops"))
    // Sized for the new window: half blocks take at most half of its 30 rows (a frame laid out
    // for the old 45 rows would fill the screen).
    #expect(blockLines(resized).count <= 15 && blockLines(resized).count > 5, "\(resized)")
    try session.keys("x")
    let after = try session.waitFor { $0.contains("played") && !promptLines($0).isEmpty }
    let screen = after.split(separator: "\n", omittingEmptySubsequences: false)
    let lastFrameLine = screen.lastIndex { $0.contains("▀") } ?? 0
    let prompt = screen.lastIndex { $0.hasPrefix("wobble>") } ?? 0
    #expect(prompt > lastFrameLine)
  }
}

extension InteractivePromptTests {
  /// `preview.mode live`: the effect plays in the top rows while the prompt waits, a change
  /// shows there instead of as a new strip, and `strip` puts strips back.
  @Test func theLivePreviewPlaysAtTheTopAndChangesShowInPlace() throws {
    let session = try TmuxSession(arguments: ["--graphics", "blocks", "--no-rc"])
    defer { session.close() }
    try session.waitFor { $0.contains("wobble>") }
    let blockLines = { (text: String) in
      text.split(separator: "\n", omittingEmptySubsequences: false).filter { $0.contains("▀") }.count
    }
    // With colours (-e): the half blocks are the same characters frame to frame.
    let visible = { try TmuxSession.tmux(["capture-pane", "-p", "-e", "-t", session.name]) }
    try session.keys("set preview.mode live", "Enter")
    try session.waitFor { $0.contains("preview.mode = live") }
    Thread.sleep(forTimeInterval: 0.5)
    let first = try visible()
    let rows = first.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.first?.contains("▀") == true, "\(first)")
    // The prompt is below the frame, in the region that scrolls.
    let frameRows = rows.prefix { $0.contains("▀") }.count
    #expect(frameRows > 5 && rows.dropFirst(frameRows).contains { $0.contains("wobble>") })
    // It plays: the frame's rows change while nothing is typed.
    Thread.sleep(forTimeInterval: 0.7)
    #expect(try visible().split(separator: "\n").prefix(frameRows) != rows.prefix(frameRows))
    // A change shows in place: no new strip anywhere in the history.
    let before = blockLines(try session.screen())
    try session.keys("set blob.skew.amplitude 0.3", "Enter")
    try session.waitFor { $0.contains("blob.skew.amplitude = 0.3") }
    Thread.sleep(forTimeInterval: 0.3)
    #expect(blockLines(try session.screen()) <= before + 2)
    // Ctrl-L clears the screen but keeps the frame at the top and the prompt below it.
    try session.keys("C-l")
    Thread.sleep(forTimeInterval: 0.5)
    let cleared = try visible()
    let clearedRows = cleared.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!cleared.contains("blob.skew.amplitude = 0.3") && clearedRows.first?.contains("▀") == true)
    #expect(clearedRows.dropFirst(frameRows).contains { $0.contains("wobble>") })
    // So does `clear`.
    try session.keys("set blob.rate 0.31", "Enter")
    try session.waitFor { $0.contains("blob.rate = 0.31") }
    try session.keys("clear", "Enter")
    Thread.sleep(forTimeInterval: 0.5)
    let clearedAgain = try visible()
    let againRows = clearedAgain.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(!clearedAgain.contains("blob.rate = 0.31") && againRows.first?.contains("▀") == true, "\(clearedAgain)")
    #expect(againRows.dropFirst(frameRows).contains { $0.contains("wobble>") })
    // seek holds a frame in the region; play plays it again.
    try session.keys("seek 1", "Enter")
    try session.waitFor { $0.contains("paused at 1 s in the live preview") }
    Thread.sleep(forTimeInterval: 0.3)
    let held = try visible().split(separator: "\n").prefix(frameRows)
    Thread.sleep(forTimeInterval: 0.6)
    #expect(try visible().split(separator: "\n").prefix(frameRows) == held)
    try session.keys("play", "Enter")
    try session.waitFor { $0.contains("playing in the live preview") }
    Thread.sleep(forTimeInterval: 0.6)
    #expect(try visible().split(separator: "\n").prefix(frameRows) != held)
    // Back to strips: the next change prints one.
    try session.keys("set preview.mode strip", "Enter")
    try session.waitFor { $0.contains("preview.mode = strip") }
    let afterLeaving = blockLines(try session.screen())
    try session.keys("set blob.rate 1", "Enter")
    try session.waitFor { $0.contains("blob.rate = 1") }
    Thread.sleep(forTimeInterval: 0.5)
    #expect(blockLines(try session.screen()) > afterLeaving + 5)
  }
}

extension InteractivePromptTests {
  /// Under the live preview, text longer than the rows below the frame goes through the pager
  /// (`less` here), or with `PAGER=cat` is printed with the region stepped aside: either way
  /// all of it reaches the terminal's scrollback, and the frame comes back at the top with the
  /// prompt below it.
  @Test(arguments: ["less", "cat"])
  func longTextUnderTheLivePreviewReachesTheScrollback(pager: String) throws {
    if pager == "less", !FileManager.default.isExecutableFile(atPath: "/usr/bin/less") { return }
    let session = try TmuxSession(arguments: ["--graphics", "blocks", "--no-rc"], environment: ["PAGER=\(pager)"])
    defer { session.close() }
    try session.waitFor { $0.contains("wobble>") }
    try session.keys("set preview.mode live", "Enter")
    try session.waitFor { $0.contains("preview.mode = live") }
    try session.keys("help", "Enter")
    if pager == "less" {
      // The pager holds the screen until q.
      let paging = try session.waitFor { $0.split(separator: "\n").last?.hasPrefix(":") == true }
      #expect(paging.split(separator: "\n").last?.hasPrefix(":") == true, "\(paging)")
      try session.keys("q")
    } else {
      // tmux keeps lines a scroll region pushes out in its history, as xterm does not: the
      // line saying where the text went shows the region stepped aside.
      let said = try session.waitFor { $0.contains("lines above the preview, in the terminal's scrollback") }
      #expect(said.contains("lines above the preview, in the terminal's scrollback"))
    }
    let after = try session.waitFor { text in
      text.contains("set <parameter> <value>") && text.contains("values <layer.property> at <t>")
    }
    #expect(after.contains("set <parameter> <value>") && after.contains("values <layer.property> at <t>"), "\(after)")
    Thread.sleep(forTimeInterval: 0.5)
    let visible = try TmuxSession.tmux(["capture-pane", "-p", "-t", session.name])
    let rows = visible.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.first?.contains("▀") == true, "\(visible)")
    let frameRows = rows.prefix { $0.contains("▀") }.count
    #expect(rows.dropFirst(frameRows).contains { $0.contains("wobble>") }, "\(visible)")
  }
}

extension InteractivePromptTests {
  /// A picture under the live preview (a curve is two thirds of the screen tall) does not
  /// scroll over the frame in the rows below it: the region steps aside, the curve and its
  /// text show whole, and the frame comes back at the top with the next line, which shows
  /// under it.
  @Test func aPictureUnderTheLivePreviewShowsWholeAndTheFrameComesBackAfter() throws {
    let session = try TmuxSession(arguments: ["--graphics", "blocks", "--no-rc"])
    defer { session.close() }
    try session.waitFor { $0.contains("wobble>") }
    // A small window: the curve and its text do not fit in the rows under the frame.
    try TmuxSession.tmux(["resize-window", "-t", session.name, "-x", "90", "-y", "14"])
    try session.keys("set preview.mode live", "Enter")
    try session.waitFor { $0.contains("preview.mode = live") }
    let visible = { try TmuxSession.tmux(["capture-pane", "-p", "-t", session.name]) }
    try session.keys("curve ease-in-out", "Enter")
    try session.waitFor { $0.contains("control points (0.42, 0.0)") }
    Thread.sleep(forTimeInterval: 0.8)
    let curve = try visible()
    // Its title and text on screen, and the last line the prompt (nothing drawn over it).
    #expect(curve.contains("ease-in-out") && curve.contains("control points (0.42, 0.0)"), "\(curve)")
    let curveRows = curve.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.isEmpty }
    #expect(curveRows.last?.hasPrefix("wobble>") == true, "\(curve)")
    try session.keys("show blob.rate", "Enter")
    try session.waitFor { $0.contains("blob.rate = ") }
    Thread.sleep(forTimeInterval: 0.8)
    let back = try visible()
    let rows = back.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(rows.first?.contains("▀") == true, "\(back)")
    let frameRows = rows.prefix { $0.contains("▀") }.count
    #expect(rows.dropFirst(frameRows).contains { $0.contains("wobble> show blob.rate") }, "\(back)")
    // `preview` draws the strip it asks for, as a picture: its time labels reach the screen.
    try session.keys("preview", "Enter")
    let strip = try session.waitFor { $0.contains("strip") && $0.contains("1.75s") }
    #expect(strip.contains("1.75s"), "\(strip)")
  }
}

extension InteractivePromptTests {
  /// `tune` with keys: arrows nudge while the effect plays, Enter keeps the value as one
  /// journaled `set` (undo takes it back), Esc puts it back; the terminal echoes again after.
  @Test func tuneNudgesWithArrowsKeepsOnEnterAndPutsBackOnEscape() throws {
    let session = try TmuxSession(arguments: ["--graphics", "blocks", "--no-rc"])
    defer { session.close() }
    try session.waitFor { $0.contains("wobble>") }
    try session.keys("tune blob.rate", "Enter")
    try session.waitFor { $0.contains("tune blob.rate = 0.3") }
    try session.keys("Right", "Right", "Right")
    try session.waitFor { $0.contains("tune blob.rate = 0.33") }
    try session.keys("Enter")
    try session.waitFor { $0.contains("blob.rate = 0.33") && promptLines($0).count >= 2 }
    try session.keys("history", "Enter")
    let journal = try session.waitFor { $0.contains("set blob.rate 0.33") }
    #expect(journal.components(separatedBy: "set blob.rate").count == 2)  // one entry
    try session.keys("tune", "Enter")  // the last parameter set
    try session.waitFor { $0.contains("tune blob.rate = 0.33") }
    try session.keys("Left", "Escape")
    try session.waitFor { $0.contains("tune: put back") }
    try session.keys("show blob.rate", "Enter")
    try session.waitFor { $0.contains("* blob.rate = 0.33") }
    try session.keys("undo", "Enter")
    try session.keys("show blob.rate", "Enter")
    let text = try session.waitFor { $0.contains("  blob.rate = 0.3 rad/s") }
    #expect(text.contains("wobble> show blob.rate"))  // echo is back
  }
}

extension TmuxSession {
  init(name: String, stateDirectory: URL) {
    self.name = name
    self.stateDirectory = stateDirectory
  }
}
