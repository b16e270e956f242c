#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import ArgumentParser
import Foundation
import Console
import LineEditor
import Geometry
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
      """,
    subcommands: [Start.self, Run.self, Replay.self, Export.self],
    defaultSubcommand: Start.self)
}

/// Options every mode shares.
struct DisplayOptions: ParsableArguments {
  @Option(help: "How to show previews: sixel, blocks (Unicode half blocks) or none. Default: detect.")
  var graphics: GraphicsMode?

  @Option(help: "Largest preview, WIDTHxHEIGHT in pixels (default: from the terminal).")
  var size: String?

  /// The detected display, with `--size` applied.
  func display() throws -> TerminalDisplay {
    var display = TerminalDisplay.detect(requested: graphics)
    if let size {
      let parts = size.lowercased().split(separator: "x").map { Int($0) }
      guard parts.count == 2, let w = parts[0], let h = parts[1], (16...8192).contains(w), (16...8192).contains(h) else {
        throw ValidationError("--size takes WIDTHxHEIGHT in pixels, each from 16 to 8192, such as 800x600")
      }
      display.sizeLimit = (w, h)
    }
    return display
  }
}

struct Run: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a script of commands (one per line, # comments), as if typed; exit status 1 if any failed.")

  @OptionGroup var display: DisplayOptions

  @Option(help: "The scene to start with.")
  var scene: String?

  @ArgumentParser.Argument(help: "The script file.")
  var script: String

  mutating func run() throws {
    guard let handle = FileHandle(forReadingAtPath: script) else {
      throw ValidationError("cannot read \(TerminalText.sanitized(script))")
    }
    let name = scene ?? Scene.all[0].name
    guard let start = Scene.named(name) else { throw ValidationError("no scene '\(TerminalText.sanitized(name))'") }
    let lines = String(decoding: handle.readDataToEndOfFile(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    var repl = Repl(bench: Workbench(scene: start), display: try display.display(), interactive: false)
    if repl.run(lines: lines.map(String.init), source: script) > 0 { throw ExitCode(1) }
  }
}

struct Start: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "start", abstract: "Start the workbench (the default).")

  @OptionGroup var display: DisplayOptions

  @Option(help: "The scene to start with: \(Scene.all.map(\.name).joined(separator: ", ")).")
  var scene: String?

  @Flag(help: "Bring back the session that was running when Wobble last stopped (after a crash or a kill).")
  var recover = false

  @ArgumentParser.Argument(help: "A session file to open.")
  var session: String?

  mutating func run() throws {
    var bench: Workbench
    var notes: [String] = []
    if recover || session != nil {
      let path = recover ? Repl.recoveryPath() : session!
      guard let path else { throw ValidationError("no state folder for the recovery file (HOME and XDG_STATE_HOME are unset)") }
      switch Workbench.open(path) {
      case .success(let (opened, warnings)):
        bench = opened
        notes = warnings.map { "warning: \(TerminalText.sanitized($0))" } + ["opened \(TerminalText.sanitized(path))"]
      case .failure(let error):
        // Not a usage mistake: say what is wrong with the file, without the usage text.
        Output.error(recover ? "wobble: nothing to recover: \(error)" : "wobble: \(error)")
        throw ExitCode(1)
      }
    } else {
      let name = scene ?? Scene.all[0].name
      guard let startScene = Scene.named(name) else {
        throw ValidationError("no scene '\(TerminalText.sanitized(name))'; scenes: \(Scene.all.map(\.name).joined(separator: ", "))")
      }
      bench = Workbench(scene: startScene)
    }
    let interactive = isatty(0) == 1
    var repl = Repl(bench: bench, display: try display.display(), interactive: interactive)
    for note in notes { Output.line(note) }
    let failures = repl.run()
    if failures > 0 { throw ExitCode(1) }
  }
}

struct Replay: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run a saved session's journal again, showing each step (--graphics none: headless).")

  @OptionGroup var display: DisplayOptions

  @Flag(help: "Wait for Enter before each step.")
  var step = false

  @Option(help: "Seconds to pause after each step.")
  var delay: Double = 0

  @Option(help: "Stop after this many journal entries.")
  var to: Int?

  @ArgumentParser.Argument(help: "The session file.")
  var file: String

  mutating func run() throws {
    guard delay.isFinite, delay >= 0, delay <= 60 else { throw ValidationError("--delay takes seconds from 0 to 60") }
    var bench = Workbench()
    var command = "replay \(file)"
    if step { command += " --step" }
    if delay > 0 { command += " --delay \(delay)" }
    if let to { command += " --to \(to)" }
    let result: CommandResult
    switch bench.execute(command) {
    case .success(let r): result = r
    case .failure(let error):
      Output.error("wobble: \(error)")
      throw ExitCode(1)
    }
    var repl = Repl(bench: bench, display: try display.display(), interactive: isatty(0) == 1)
    for line in result.lines { Output.line(line) }
    if let plan = result.replay, repl.perform(plan) > 0 { throw ExitCode(1) }
  }
}

extension GraphicsMode: ExpressibleByArgument {}

/// The read–run–show loop.
struct Repl {
  var bench: Workbench
  let display: TerminalDisplay
  let interactive: Bool

  /// Runs the lines of a script file; returns how many commands failed.
  mutating func run(lines: [String], source: String) -> Int {
    var reader: any LineReader = ArrayLineReader(lines: lines)
    return loop(&reader, source: source)
  }

  /// Runs until `quit` or the end of input; returns how many commands failed.
  mutating func run() -> Int {
    var reader: any LineReader
    if interactive {
      reader = LibEditLineReader(
        program: "wobble", prompt: "wobble> ", historyFile: Self.historyPath(), completer: completer())
      Output.line("Wobble: scene \(bench.scene.name), \(bench.scene.summary).")
      Output.line("`help` lists commands, Tab completes, Ctrl-D quits. Preview: \(display.mode.rawValue) (\(display.reason)).")
      showPreview()
    } else {
      reader = PlainLineReader()
    }
    return loop(&reader, source: nil)
  }

  /// Reads, runs and shows until `quit` or the end of input; returns how many commands failed.
  /// Errors name the line (and the file, for scripts) when not interactive.
  mutating func loop(_ reader: inout any LineReader, source: String?) -> Int {
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
          saveRecovery()  // before any output: once a result shows, it is on disk
          present(result)
          if let plan = result.replay {
            failures += perform(plan)
            saveRecovery()
          }
          if result.quit { break loop }
          // Completion reads the state as it is now (names of marks, the scene's parameters).
          (reader as? LibEditLineReader)?.completer = completer()
        case .failure(let error):
          if interactive, let (question, command) = error.confirmation {
            // Ask, as a careful tool does, instead of failing: only "y" goes ahead.
            Output.line("\(error)")
            Output.bytes(Array("\(question) [y/N] ".utf8))
            if Swift.readLine()?.trimmed.lowercased() == "y", case .success(let result) = bench.execute(command) {
              saveRecovery()
              present(result)
            } else {
              Output.line("not saved")
            }
            continue
          }
          failures += 1
          let place = source.map { "\(TerminalText.sanitized($0)):\(lineNumber)" } ?? "line \(lineNumber)"
          Output.error(interactive ? "error: \(error)" : "wobble: \(place): \(error)")
        }
      }
    }
    return failures
  }

  /// Runs a replay: a fresh session, then each command through the same dispatcher, its output
  /// and preview shown. Returns how many commands failed.
  mutating func perform(_ plan: ReplayPlan) -> Int {
    let clock = bench.clock
    bench = Workbench()
    bench.clock = clock
    var failures = 0
    for (i, command) in plan.commands.enumerated() {
      if plan.step && interactive {
        Output.line("replay [\(i + 1)/\(plan.commands.count)] next: \(TerminalText.sanitized(command))  (Enter runs it)")
        _ = Swift.readLine()
      }
      Output.line("replay [\(i + 1)/\(plan.commands.count)] \(TerminalText.sanitized(command))")
      switch bench.execute(command) {
      case .success(let result):
        present(result)
      case .failure(let error):
        failures += 1
        Output.error("replay \(TerminalText.sanitized(plan.file)) step \(i + 1): \(error)")
      }
      if plan.delay > 0 { usleep(useconds_t(plan.delay * 1_000_000)) }
    }
    return failures
  }

  /// A command's text, strip and figure, in that order.
  func present(_ result: CommandResult) {
    for line in result.lines { Output.line(line) }
    if result.preview { showPreview() }
    if let figure = result.figure { show(figure) }
  }

  /// Completion candidates from the current state.
  func completer() -> (String) -> Completion {
    let snapshot = bench
    return { before in
      let (word, candidates) = Completer.complete(before, in: snapshot)
      return Completion(word: word, candidates: candidates)
    }
  }

  /// After every accepted command: the session goes to the recovery file, so a crash or a kill
  /// loses at most the command being typed.
  func saveRecovery() {
    guard let path = Self.recoveryPath() else { return }
    if let problem = bench.writeRecovery(to: path) { Output.error("warning: recovery copy not written: \(problem)") }
  }

  /// `$XDG_STATE_HOME/wobble/recovery.json`, else `~/.local/state/wobble/recovery.json`.
  static func recoveryPath() -> String? {
    historyPath().map { String($0.dropLast("history".count)) + "recovery.json" }
  }

  func showPreview() {
    guard display.mode != .none else { return }
    draw(Preview.strip(
      bench.scene, bench.values, maximumWidth: display.imageWidth, maximumHeight: display.imageHeight))
  }

  func show(_ figure: Figure) {
    if case .doctor = figure {
      for line in doctorReport() { Output.line(line) }
      return
    }
    if let done = exportImages(figure) {
      switch done {
      case .success(let line): Output.line(line)
      case .failure(let error): Output.error(error.description)
      }
      return
    }
    if case .play = figure, display.mode == .none {
      Output.line("play shows frames; with --graphics none there is nothing to play")
      return
    }
    guard display.mode != .none else { return }
    let (w, h) = (display.imageWidth, display.imageHeight)
    switch figure {
    case .curve(let timing, let marks):
      draw(Preview.curve(timing, marks: marks, maximumWidth: w, maximumHeight: h))
    case .frame(let t):
      draw(Preview.single(bench.scene, bench.values, at: t, maximumWidth: w, maximumHeight: h))
    case .onion:
      draw(Preview.onion(bench.scene, bench.values, maximumWidth: w, maximumHeight: h))
    case .plot(_, let times, let values):
      draw(Preview.series(times: times, values: values, maximumWidth: w, maximumHeight: h))
    case .strips(let requests):
      // Each strip gets its share of the height.
      let share = h == .max ? h : max(60, h / max(1, requests.count))
      for request in requests {
        Output.line(request.title)
        draw(Preview.strip(bench.scene, request.values, maximumWidth: w, maximumHeight: share))
      }
    case .play(let start, let duration, let speed):
      let layout = Preview.singleLayout(bench.values, maximumWidth: w, maximumHeight: h)
      var renderer = FrameRenderer()
      let (scene, values) = (bench.scene, bench.values)
      Output.line(duration == nil ? "playing; any key stops" : "playing for \(duration!) s")
      Player(display: display).play(start: start, speed: speed, duration: duration, write: { Output.bytes($0) }) { t in
        Preview.single(scene, values, at: t, layout: layout, renderer: &renderer)
      }
    case .doctor, .exportPNG, .exportFrames, .exportGIF:
      break
    }
  }

  /// Carries out `export png|frames|gif`; nil for other figures. A GIF's progress is shown
  /// on one line of the terminal as it is written.
  func exportImages(_ figure: Figure) -> Result<String, ImageExport.Failure>? {
    let (scene, values) = (bench.scene, bench.values)
    do throws(ImageExport.Failure) {
      switch figure {
      case .exportPNG(let path, let t): return .success(try ImageExport.png(scene, values, at: t, to: path))
      case .exportFrames(let folder): return .success(try ImageExport.frames(scene, values, to: folder))
      case .exportGIF(let path):
        let progress = ImageExport.progressLine(on: 1)
        defer { progress.clear() }
        return .success(try ImageExport.gif(scene, values, to: path, progress: progress.report))
      default: return nil
      }
    } catch {
      return .failure(error)
    }
  }

  /// `doctor`: the terminal's answers and the choice made from them.
  func doctorReport() -> [String] {
    let r = display.report
    let cell = r.cellSize
    return [
      "graphics:      \(display.mode.rawValue) (\(display.reason))",
      "terminal:      TERM=\(TerminalText.sanitized(r.term ?? "unset"))\(r.insideTmux ? ", inside tmux" : ""), \(r.isInteractive ? "interactive" : "not a terminal")",
      "DA1 reply:     " + (r.deviceAttributes.map { "?" + $0.map(String.init).joined(separator: ";") + "c" + ($0.contains(4) ? " (4: sixel)" : " (no 4: no sixel)") } ?? "none"),
      "colour regs:   " + (r.colorRegisters.map(String.init) ?? "not reported"),
      "sixel area:    " + (r.sixelArea.map { "\($0.width)×\($0.height) px (XTSMGRAPHICS)" } ?? "not reported"),
      "window:        \(r.columns)×\(r.rows) cells, \(r.pixelWidth)×\(r.pixelHeight) px (TIOCGWINSZ)",
      "cell:          \(cell.width)×\(cell.height) px",
      "image size:    up to \(display.imageWidth)×\(display.imageHeight == .max ? 0 : display.imageHeight) px",
    ]
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
