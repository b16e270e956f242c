import Console
import Files
import Foundation

/// Text too long for the rows under the live preview goes through a pager, as git sends long
/// output to one: `$PAGER` when set, else `less`, with `LESS=FRX` unless `LESS` is set (quit
/// at once when the text fits, keep colours, leave the text on the screen after). `PAGER`
/// set to nothing or to `cat` asks for none; then, or when none can run, the caller prints
/// the text with the live region stepped aside, so it reaches the terminal's scrollback.
enum Pager {
  /// The command to run, from the environment; nil for none.
  static func command(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let chosen = environment["PAGER"] {
      let trimmed = chosen.trimmingCharacters(in: .whitespaces)
      return trimmed.isEmpty || trimmed == "cat" ? nil : trimmed
    }
    let folders = (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
    return folders.contains { FileManager.default.isExecutableFile(atPath: "\($0)/less") } ? "less" : nil
  }

  /// Shows `lines` (made safe for the terminal) in the pager and waits for it to end; false
  /// when there is none or it could not start, and nothing was shown.
  static func page(_ lines: [String]) -> Bool {
    guard let command = command() else { return false }
    var environment = ProcessInfo.processInfo.environment
    if environment["LESS"] == nil { environment["LESS"] = "FRX" }
    let text = lines.map { TerminalText.sanitized($0, keepingTabs: true) + "\n" }.joined()
    return run(["/bin/sh", "-c", command], environment: environment, input: Array(text.utf8))
  }

  /// Runs `arguments` with `input` on its standard input and the terminal for the rest, and
  /// waits for it. Spawned in Wobble's own process group, the terminal's foreground one: a
  /// pager reads its keys from the terminal, which a child put in a group of its own (as
  /// Foundation's `Process` does) may not do — `less` stopped at once.
  private static func run(_ arguments: [String], environment: [String: String], input: [UInt8]) -> Bool {
    var fds: [Int32] = [0, 0]
    guard pipe(&fds) == 0 else { return false }
    let (readEnd, writeEnd) = (fds[0], fds[1])
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, readEnd, 0)
    posix_spawn_file_actions_addclose(&actions, readEnd)
    posix_spawn_file_actions_addclose(&actions, writeEnd)
    let argv = arguments.map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { (argv + envp).forEach { free($0) } }
    var child = pid_t()
    let spawned = posix_spawn(&child, arguments[0], &actions, nil, argv, envp)
    close(readEnd)
    guard spawned == 0 else {
      close(writeEnd)
      return false
    }
    // A pager quit before reading everything closes the pipe: the rest is dropped, not an error.
    let previous = signal(SIGPIPE, SIG_IGN)
    input.withUnsafeBytes { bytes in _ = FileDescriptor.writeAll(bytes, to: writeEnd) }
    signal(SIGPIPE, previous)
    close(writeEnd)
    var status: Int32 = 0
    while waitpid(child, &status, 0) < 0, errno == EINTR {}
    return true
  }
}
