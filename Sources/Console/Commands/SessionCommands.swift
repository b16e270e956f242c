import Animation
import Foundation
import Geometry
import Scenes

// Sessions on disk: save, load, replay and import swift.
extension CommandTable {
  static let save = Command(
    "save", arguments: [Argument("name|path", .file, optional: true, takesRest: true)],
    summary: "write the session as JSON (sessions/<name>.json unless a path is given)",
    discussion: """
      With no argument: the file the session came from, else sessions/<scene>.json. A name
      without / or .json goes into sessions/. The previous file is never damaged: a temporary
      file is written, flushed and renamed over it. If the file changed on disk since it was
      loaded or saved, save refuses; add --force to overwrite it.
      """
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    var words = (args.first ?? "").split(separator: " ").map(String.init)
    let force = words.contains("--force")
    words.removeAll { $0 == "--force" }
    let path = SessionPaths.resolve(words.joined(separator: " "), current: bench.file?.path, scene: bench.scene.name)
    if let data = FileManager.default.contents(atPath: path), !force {
      let shown = TerminalText.sanitized(path)
      if let known = bench.file, known.path == path, known.contents != data {
        throw CommandError(
          "\(shown) changed on disk since it was loaded or saved; `save \(shown) --force` overwrites it",
          confirm: "Overwrite \(shown)?", thenRun: "save \(path) --force")
      }
      if bench.file?.path != path {
        throw CommandError(
          "\(shown) already exists; `save \(shown) --force` overwrites it",
          confirm: "Overwrite \(shown)?", thenRun: "save \(path) --force")
      }
    }
    let document = bench.document
    do throws(AtomicFile.Failure) {
      try AtomicFile.write(document, to: path, replacingReadOnly: force)
    } catch {
      throw CommandError(TerminalText.sanitized(error.description) + (error.isReadOnly ? "; add --force to replace it" : ""))
    }
    bench.file = (path, document)
    return CommandResult(lines: ["saved \(TerminalText.sanitized(path)) (\(bench.journal.count) journal entries)"], changed: false)
  }

  static let load = Command(
    "load", arguments: [Argument("name|path", .file, takesRest: true)],
    summary: "replace the session with a saved one",
    discussion: """
      Unknown parameters are reported and skipped; anything else wrong (a truncated file, a
      value of the wrong type or out of range, NaN, an unknown version, control characters)
      refuses the file with the JSON path and the reason, and the session stays as it was.
      """
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let (path, loaded, data) = try SessionPaths.read(args[0], scene: bench.scene.name)
    bench.adopt(Workbench(loaded: loaded, file: (path, data)))
    let summary = "loaded \(TerminalText.sanitized(path)): scene \(loaded.scene.name), \(loaded.values.changedNames.count) changed parameters, \(loaded.journal.count) journal entries"
    return CommandResult(lines: loaded.warnings.map { "warning: \(TerminalText.sanitized($0))" } + [summary], preview: true, changed: false)
  }

  static let replay = Command(
    "replay", arguments: [Argument("name|path", .file, takesRest: true)],
    summary: "run a saved session's journal again, step by step ([--step] [--delay s] [--to n])",
    discussion: """
      Starts from a fresh session and runs each journal entry through the same commands,
      showing every step's preview. --step waits for Enter before each step, --delay pauses
      after each, --to stops after n entries.
      """
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    var words = args[0].split(separator: " ").map(String.init)
    var step = false, delay = 0.0, limit: Int?
    var rest: [String] = []
    while !words.isEmpty {
      let w = words.removeFirst()
      switch w {
      case "--step": step = true
      case "--delay":
        guard let d = words.first.flatMap(Double.init), d.isFinite, d >= 0, d <= 60 else {
          throw CommandError("--delay needs seconds from 0 to 60")
        }
        delay = d
        words.removeFirst()
      case "--to":
        guard let n = words.first.flatMap(Int.init), n >= 0 else { throw CommandError("--to needs a whole number of steps") }
        limit = n
        words.removeFirst()
      default: rest.append(w)
      }
    }
    guard !rest.isEmpty else { throw CommandError("missing <name|path>; usage: replay <name|path> [--step] [--delay s] [--to n]") }
    let (path, loaded, _) = try SessionPaths.read(rest.joined(separator: " "), scene: bench.scene.name)
    var commands = loaded.journal.map(\.command)
    if let limit { commands = Array(commands.prefix(limit)) }
    return CommandResult(
      lines: loaded.warnings.map { "warning: \(TerminalText.sanitized($0))" }, changed: false,
      replay: ReplayPlan(file: path, commands: commands, step: step, delay: delay))
  }

  static let importSession = Command(
    "import", arguments: [Argument("swift", .keyword("swift")), Argument("path", .path, takesRest: true)],
    summary: "bring back the session carried by a file `export swift` wrote",
    discussion: "Checked as `load` checks a session file; a file that fails changes nothing."
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let path = args[1].trimmed
    let data = try SessionPaths.contents(of: path)
    let loaded: SessionDocument.Loaded
    do {
      let session = try SwiftExport.session(in: String(decoding: data, as: UTF8.self), file: path)
      loaded = try SessionDocument.decode(session, file: path)
    } catch let error as SwiftExport.ImportError {
      throw CommandError(TerminalText.sanitized(error.description))
    } catch let error as SessionDocument.LoadError {
      throw CommandError(TerminalText.sanitized(error.description))
    } catch {
      throw CommandError(TerminalText.sanitized("\(error)"))
    }
    bench.adopt(Workbench(loaded: loaded, file: nil))
    return CommandResult(
      lines: loaded.warnings.map { "warning: \(TerminalText.sanitized($0))" }
        + ["imported \(TerminalText.sanitized(path)): scene \(loaded.scene.name), \(loaded.values.changedNames.count) changed parameters"],
      preview: true, changed: false)
  }
}
