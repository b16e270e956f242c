#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CEditShim
import CLibEdit

// libedit calls back through C function pointers, which cannot capture: the one active
// reader's state lives here. Only the main thread touches it.
nonisolated(unsafe) private var activeCompleter: ((String) -> Completion)?
nonisolated(unsafe) private var activePrompt: UnsafeMutablePointer<CChar>?

/// An interactive prompt on libedit: emacs keys, history kept in a file, Tab completion,
/// Ctrl-C dropping the line being typed, Ctrl-D on an empty line ending input.
public final class LibEditLineReader: LineReader {
  private let editor: OpaquePointer
  private let history: OpaquePointer
  private let historyFile: String?
  /// Whether lines were added to the history since it was last written: the file is written
  /// when the next line is asked for (or the reader ends), after the command and its preview,
  /// so writing it never delays what Enter shows.
  private var historyUnsaved = false
  /// Candidates for the text before the cursor; replace it when the state it reads changes.
  /// What Tab inserts is `Completion.insertion`.
  public var completer: (String) -> Completion {
    get { activeCompleter ?? { Completion(word: $0, candidates: []) } }
    set { activeCompleter = newValue }
  }

  /// - Parameters:
  ///   - prompt: shown before each line.
  ///   - historyFile: loaded now and saved after every line; its folder is created if missing.
  ///   - completer: candidates for the text before the cursor.
  public init(
    program: String, prompt: String, historyFile: String?,
    completer: @escaping (String) -> Completion
  ) {
    setlocale(LC_CTYPE, "")
    editor = editshim_init(program)
    history = history_init()
    self.historyFile = historyFile
    _ = editshim_history_set_size(history, 1000)
    _ = editshim_history_set_unique(history, 1)
    if let historyFile {
      Self.makeParentDirectory(of: historyFile)
      _ = editshim_history_load(history, historyFile)
    }
    _ = editshim_set_editor(editor, "emacs")
    _ = editshim_set_signal(editor, 1)
    _ = editshim_set_history(editor, history)
    activePrompt = strdup(prompt)
    _ = editshim_set_prompt(editor) { _ in activePrompt }
    activeCompleter = completer
    _ = editshim_add_function(editor, "wobble-complete", "complete a command or name") { el, _ in
      LibEditLineReader.complete(el)
    }
    _ = editshim_bind(editor, "^I", "wobble-complete")
    _ = editshim_add_function(editor, "wobble-clear", "clear the screen, keeping the live preview") { _, _ in
      if let clear = IdleHook.clearScreen {
        clear()
      } else {
        let clear = Array("\u{1b}[H\u{1b}[2J".utf8)
        _ = clear.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
      }
      return UInt8(CC_REDISPLAY)
    }
    _ = editshim_bind(editor, "^L", "wobble-clear")
    _ = editshim_add_function(editor, "wobble-suspend", "suspend Wobble, as Ctrl-Z does in a shell") { _, _ in
      guard let suspend = IdleHook.suspend else { return UInt8(CC_ERROR) }
      suspend()
      return UInt8(CC_REDISPLAY)
    }
    _ = editshim_bind(editor, "^Z", "wobble-suspend")
    _ = editshim_use_interruptible_reader(editor)
    _ = editshim_install_interrupt_handler()
  }

  deinit {
    saveHistory()
    el_end(editor)
    history_end(history)
    activeCompleter = nil
  }

  public func readLine() -> LineEvent {
    saveHistory()
    let event = read()
    if case .line(let line) = event, !line.allSatisfy(\.isWhitespace) {
      _ = editshim_history_enter(history, line)
      historyUnsaved = true
    }
    if case .endOfInput = event { saveHistory() }
    return event
  }

  private func saveHistory() {
    guard historyUnsaved, let historyFile else { return }
    _ = editshim_history_save(history, historyFile)
    historyUnsaved = false
  }

  /// Asks `question` at a prompt of its own, with the same keys (Ctrl-C cancels, Ctrl-D ends);
  /// the answer stays out of the history. `question` must already be safe to print.
  public func answer(_ question: String) -> LineEvent {
    let saved = activePrompt
    activePrompt = strdup(question)
    defer {
      free(activePrompt)
      activePrompt = saved
    }
    return read(wakes: false)
  }

  /// What was typed when the last line was woken, typed again at the next prompt.
  private var kept: String?

  /// Keys typed before the first prompt (while the terminal was asked about itself), one
  /// entry a line: each is typed again at a prompt of its own, a whole line entered as if
  /// Enter were pressed, an unfinished last one left to finish.
  private var typedAhead: [(text: String, entered: Bool)] = []

  /// Takes keys typed before the first prompt (`typedLines`).
  public func typeAhead(_ bytes: [UInt8]) { typedAhead += Self.typedLines(bytes) }

  /// Keys typed as lines: Enter (CR or LF) ends one; Tab, Backspace and DEL stay, to act as
  /// keys when typed again; other control characters are dropped. The last entry is the
  /// unfinished line, if any.
  public static func typedLines(_ bytes: [UInt8]) -> [(text: String, entered: Bool)] {
    var lines: [(text: String, entered: Bool)] = []
    var line = ""
    for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
      switch scalar.value {
      case 0x0a, 0x0d:
        lines.append((line, true))
        line = ""
      case 0x08, 0x09, 0x7f, 0x20...: line.unicodeScalars.append(scalar)
      default: break
      }
    }
    if !line.isEmpty { lines.append((line, false)) }
    return lines
  }

  /// - Parameter wakes: whether the idle handler may end the line (`.woken`); not while a
  ///   question waits for its answer.
  private func read(wakes: Bool = true) -> LineEvent {
    _ = editshim_take_interrupt()
    editshim_set_wakeable(wakes ? 1 : 0)
    var count: Int32 = 0
    if let kept, !kept.isEmpty {
      // Control characters would act as keys (Tab completes): typed again as spaces.
      el_push(editor, String(kept.unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7f ? " " : Character($0) }))
    }
    kept = nil
    if !typedAhead.isEmpty {
      let (text, entered) = typedAhead.removeFirst()
      el_push(editor, entered ? text + "\n" : text)
    }
    guard let raw = el_gets(editor, &count), count > 0 else {
      if let woken = editshim_take_woken_line() {
        kept = String(cString: woken)
        free(woken)
        return .woken
      }
      if editshim_take_interrupt() != 0 {
        print("^C")
        return .interrupted
      }
      print()
      return .endOfInput
    }
    var line = String(cString: raw)
    while line.hasSuffix("\n") || line.hasSuffix("\r") { line.removeLast() }
    return .line(line)
  }

  /// Tab: insert the longest common prefix of the candidates, or list them.
  private static func complete(_ el: OpaquePointer?) -> UInt8 {
    guard let el, let info = el_line(el)?.pointee, let completer = activeCompleter else {
      return UInt8(CC_ERROR)
    }
    let start = UnsafeRawPointer(info.buffer)!.assumingMemoryBound(to: UInt8.self)
    let length = UnsafeRawPointer(info.cursor)! - UnsafeRawPointer(info.buffer)!
    let before = String(decoding: UnsafeBufferPointer(start: start, count: length), as: UTF8.self)
    let completion = completer(before)
    let matches = completion.candidates
    guard !matches.isEmpty else { return UInt8(CC_REFRESH_BEEP) }
    if let insert = completion.insertion {
      _ = el_insertstr(el, insert)
      return UInt8(CC_REFRESH)
    }
    var size = winsize()
    let width = ioctl(1, UInt(TIOCGWINSZ), &size) == 0 && size.ws_col > 0 ? Int(size.ws_col) : 80
    print("\n" + Completion.columns(matches, width: width).joined(separator: "\n"))
    return UInt8(CC_REDISPLAY)
  }

  /// `mkdir -p` of the folder holding `path` (mode 0700: history is private).
  private static func makeParentDirectory(of path: String) {
    let components = path.split(separator: "/", omittingEmptySubsequences: false).dropLast()
    for n in 1...max(1, components.count) where n <= components.count {
      let prefix = components.prefix(n).joined(separator: "/")
      if !prefix.isEmpty { mkdir(prefix, 0o700) }
    }
  }
}
