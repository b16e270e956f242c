#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import ArgumentParser
import Console
import LineEditor
import Raster
import Scenes
import Terminal

@main
struct Wobble: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "wobble",
    abstract: "A terminal workbench for tuning Core Animation effects.",
    discussion: """
      Type commands at the prompt (`help` lists them); every change re-renders the animation \
      and shows its frames inline: sixel graphics where the terminal has them, text otherwise.

      With standard input not a terminal, commands are read from it as a script, without \
      prompt or echo; the exit status is 1 if any command failed.
      """)

  @Option(help: "How to show previews: sixel, blocks (Unicode half blocks) or none. Default: detect.")
  var graphics: GraphicsMode?

  @Option(help: "The scene to start with: \(Scene.all.map(\.name).joined(separator: ", ")).")
  var scene: String = Scene.all[0].name

  mutating func run() throws {
    guard let startScene = Scene.named(scene) else {
      throw ValidationError("no scene '\(TerminalText.sanitized(scene))'; scenes: \(Scene.all.map(\.name).joined(separator: ", "))")
    }
    let interactive = isatty(0) == 1
    let display = TerminalDisplay.detect(requested: graphics)
    var session = Repl(bench: Workbench(scene: startScene), display: display, interactive: interactive)
    let failures = session.run()
    if failures > 0 { throw ExitCode(1) }
  }
}

extension GraphicsMode: ExpressibleByArgument {}

/// The read–run–show loop.
struct Repl {
  var bench: Workbench
  let display: TerminalDisplay
  let interactive: Bool

  /// Runs until `quit` or the end of input; returns how many commands failed.
  mutating func run() -> Int {
    var reader: any LineReader
    if interactive {
      let snapshot = bench
      reader = LibEditLineReader(
        program: "wobble", prompt: "wobble> ", historyFile: Self.historyPath(),
        completer: { before in
          let (word, candidates) = Completer.complete(before, in: snapshot)
          return Completion(word: word, candidates: candidates)
        })
      Output.line("Wobble: scene \(bench.scene.name), \(bench.scene.summary).")
      Output.line("`help` lists commands, Tab completes, Ctrl-D quits. Preview: \(display.mode.rawValue) (\(display.reason)).")
      showPreview()
    } else {
      reader = PlainLineReader()
    }
    var failures = 0
    var lineNumber = 0
    loop: while true {
      switch reader.readLine() {
      case .endOfInput:
        break loop
      case .interrupted:
        continue
      case .line(let text):
        lineNumber += 1
        switch bench.execute(text) {
        case .success(let result):
          for line in result.lines { Output.line(line) }
          if result.preview { showPreview() }
          if let figure = result.figure { show(figure) }
          if result.quit { break loop }
          if interactive, let libedit = reader as? LibEditLineReader {
            let snapshot = bench
            libedit.completer = { before in
              let (word, candidates) = Completer.complete(before, in: snapshot)
              return Completion(word: word, candidates: candidates)
            }
          }
        case .failure(let error):
          failures += 1
          Output.error(interactive ? "error: \(error)" : "wobble: line \(lineNumber): \(error)")
        }
      }
    }
    return failures
  }

  func showPreview() {
    guard display.mode != .none else { return }
    draw(Preview.strip(
      bench.scene, bench.values, maximumWidth: display.imageWidth, maximumHeight: display.imageHeight))
  }

  func show(_ figure: Figure) {
    guard display.mode != .none else { return }
    switch figure {
    case .curve(let timing, let marks):
      draw(Preview.curve(timing, marks: marks, maximumWidth: display.imageWidth, maximumHeight: display.imageHeight))
    }
  }

  func draw(_ image: Pixmap) {
    do {
      Output.bytes(try display.bytes(for: image))
    } catch {
      Output.error("preview failed: \(error)")
    }
  }

  /// `$XDG_STATE_HOME/wobble/history`, else `~/.local/state/wobble/history`.
  static func historyPath() -> String? {
    if let state = getenv("XDG_STATE_HOME").map({ String(cString: $0) }), state.hasPrefix("/") {
      return state + "/wobble/history"
    }
    guard let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty else { return nil }
    return home + "/.local/state/wobble/history"
  }
}

/// Everything goes out through `write(2)`, so text and image bytes stay in order.
enum Output {
  static func bytes(_ data: [UInt8], fd: Int32 = 1) {
    var offset = 0
    while offset < data.count {
      let n = data[offset...].withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
      if n <= 0 {
        if n < 0 && errno == EINTR { continue }
        return
      }
      offset += n
    }
  }

  static func line(_ text: String) { bytes(Array((text + "\n").utf8)) }

  static func error(_ text: String) { bytes(Array((text + "\n").utf8), fd: 2) }
}
