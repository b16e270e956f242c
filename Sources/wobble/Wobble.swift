#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import ArgumentParser
import Foundation
import Console
import REPL
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

      Commands at the prompt:

      """ + CommandTable.all.map { "\($0.usage): \($0.summary)" }.joined(separator: "\n") + "\n\n"
        + Start.optionsSection,
    version: WobbleVersion.current,
    subcommands: [Start.self, Open.self, Run.self, Replay.self, Export.self],
    defaultSubcommand: Start.self)

  /// argument-parser's own `main`, except that its messages (which echo the arguments as typed)
  /// go through `Output`, so a hostile argument cannot reach the terminal as control bytes.
  static func main() {
    do {
      var command = try parseAsRoot()
      try command.run()
    } catch {
      let code = exitCode(for: error)
      let message = fullMessage(for: error)
      if !message.isEmpty {
        let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
        for line in lines { code == .success ? Output.standard.line(String(line)) : Output.standard.error(String(line)) }
      }
      Foundation.exit(code.rawValue)
    }
  }
}

/// Options every mode shares.
struct DisplayOptions: ParsableArguments {
  @Option(
    help:
      "How to show previews: sixel, kitty (the kitty graphics protocol), iterm (iTerm2's inline images), blocks (Unicode half blocks) or none. Default: detect."
  )
  var graphics: GraphicsMode?

  @Option(help: "Largest preview, WIDTHxHEIGHT in pixels (default: from the terminal).")
  var size: String?

  /// `--size` as pixels, when given.
  func sizeLimit() throws -> (width: Int, height: Int)? {
    guard let size else { return nil }
    let parts = size.lowercased().split(separator: "x").map { Int($0) }
    guard parts.count == 2, let w = parts[0], let h = parts[1], (16...8192).contains(w), (16...8192).contains(h) else {
      throw ValidationError("--size takes WIDTHxHEIGHT in pixels, each from 16 to 8192, such as 800x600")
    }
    return (w, h)
  }

  /// What `wobble start` and `wobble open` hand to `Launch`: these options and the scene.
  func request(scene: Scene, skipStartupFile: Bool) throws -> StartRequest {
    var request = StartRequest(scene: scene)
    request.graphics = graphics
    request.sizeLimit = try sizeLimit()
    request.skipStartupFile = skipStartupFile
    return request
  }

  /// The detected display, with `--size` applied.
  func display() throws -> TerminalDisplay {
    var display = TerminalDisplay.detect(requested: graphics)
    display.sizeLimit = try sizeLimit()
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
    let data: Data
    do throws(CommandError) { data = try SessionPaths.contents(of: script) } catch { throw ValidationError(error.description) }
    // A script is lines of commands: a binary file (NUL bytes, or not UTF-8) is refused whole
    // instead of failing line after line.
    guard !data.contains(0), let text = String(data: data, encoding: .utf8) else {
      throw ValidationError("\(script) is not a text file: a script is lines of commands, as typed")
    }
    let name = scene ?? Scene.all[0].name
    guard let start = Scene.named(name) else { throw ValidationError("no scene '\(name)'") }
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
    var repl = Repl(bench: Workbench(scene: start), display: try display.display(), interactive: false)
    if repl.run(lines: lines.map(String.init), source: script) > 0 { throw ExitCode(1) }
  }
}

struct Start: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "start", abstract: "Start the workbench (the default).")

  /// The options of `wobble start` as its own help lists them, for `wobble --help`: they are
  /// the default subcommand's, so argument-parser would list only the subcommands there.
  static var optionsSection: String {
    let help = helpMessage(columns: 80)
    guard let start = help.range(of: "OPTIONS:") else { return "" }
    let options = help[start.upperBound...].split(separator: "\n", omittingEmptySubsequences: false)
      .filter { !$0.contains("--help") && !$0.contains("--version") }.reversed().drop { $0.isEmpty }.reversed()
    return "Options of the workbench (wobble start, the default; `wobble help start`):" + options.joined(separator: "\n")
  }

  @OptionGroup var display: DisplayOptions

  @Option(help: "The scene to start with: \(Scene.all.map(\.name).joined(separator: ", ")).")
  var scene: String?

  @Flag(help: "Bring back the session that was running when Wobble last stopped (after a crash, a kill or a closed terminal).")
  var recover = false

  @Flag(help: "Drop the sessions left by Wobbles that stopped without quitting, instead of recovering them.")
  var discardRecovery = false

  @Flag(help: "Do not run the startup file ($XDG_CONFIG_HOME/wobble/wobblerc, else ~/.config/wobble/wobblerc).")
  var noRC = false

  @ArgumentParser.Argument(help: "A session file to open.")
  var session: String?

  mutating func run() throws {
    let name = scene ?? Scene.all[0].name
    guard let startScene = Scene.named(name) else {
      throw ValidationError("no scene '\(name)'; scenes: \(Scene.all.map(\.name).joined(separator: ", "))")
    }
    var request = try display.request(scene: startScene, skipStartupFile: noRC)
    request.session = session
    request.recover = recover
    request.discardRecovery = discardRecovery
    let status = Launch.start(request)
    if status != 0 { throw ExitCode(status) }
  }
}

struct Open: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Open your own Swift file in the workbench: its numbers become parameters, its code the animation.")

  @OptionGroup var display: DisplayOptions

  @Option(help: "A view class of the file to show instead (made 240×240 points, laid out and started).")
  var view: String?

  @Flag(help: "Do not run the startup file.")
  var noRC = false

  @ArgumentParser.Argument(
    help: "The Swift file; several open together, and a playground, one of its pages or a folder brings its files.",
    completion: .file(extensions: ["swift", "playground"]))
  var files: [String]

  mutating func run() throws {
    var request = try display.request(scene: Scene.all[0], skipStartupFile: noRC)
    request.swiftFiles = (files, view)
    let status = Launch.start(request)
    if status != 0 { throw ExitCode(status) }
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
    let bench = Workbench()
    let result: CommandResult
    switch Result(catching: { () throws(CommandError) in
      try CommandTable.replay(file, step: step, delay: delay, limit: to, in: bench)
    }) {
    case .success(let r): result = r
    case .failure(let error):
      Output.standard.error("wobble: \(error)")
      throw ExitCode(1)
    }
    var repl = Repl(bench: bench, display: try display.display(), interactive: isatty(0) == 1)
    for line in result.lines { Output.standard.line(line) }
    if let plan = result.replay, repl.replay(plan) > 0 { throw ExitCode(1) }
  }
}

extension GraphicsMode: ExpressibleByArgument {}
