import Animation
import Export
import Files
import Foundation
import Geometry
import Scenes
import SwiftRun

// Sessions on disk: save, load, replay and import swift.
extension CommandTable {
  static let save = Command(
    "save", arguments: [Argument("name|path", .file, optional: true, takesRest: true)], flags: [CommandFlag("force")],
    summary: "write the session as JSON (<name>.json in the sessions folder unless a path is given)",
    discussion: """
      With no argument: the file the session came from, else <scene>.json in the sessions
      folder. A name without / or .json goes into the sessions folder: the project's sessions/
      when Wobble runs inside its repository, else $XDG_DATA_HOME/wobble/sessions
      (~/.local/share/wobble/sessions); `doctor` shows it. The previous file is never damaged: a temporary
      file is written, flushed and renamed over it. If the file changed on disk since it was
      loaded or saved, save refuses; add --force to overwrite it.
      """
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let force = args.has("force")
    let path = SessionPaths.resolve(args.text("name|path") ?? "", current: bench.file?.path, scene: bench.scene.name)
    if let data = try? RegularFile.contents(atPath: path, limit: SessionDocument.maximumBytes), !force {
      let shown = path
      if let known = bench.file, known.path == path, known.contents != data {
        throw CommandError(
          "\(shown) changed on disk since it was loaded or saved; `save \(shown) --force` overwrites it",
          confirm: "Overwrite \(shown)?", thenRun: "save \(CommandWord.quoted(path)) --force")
      }
      if bench.file?.path != path {
        throw CommandError(
          "\(shown) already exists; `save \(shown) --force` overwrites it",
          confirm: "Overwrite \(shown)?", thenRun: "save \(CommandWord.quoted(path)) --force")
      }
    }
    let document = bench.document
    // Wobble's own sessions folder (for bare names) is made when missing; a folder a person
    // names must exist.
    if URL(fileURLWithPath: path).deletingLastPathComponent().path == SessionPaths.folder {
      try? FileManager.default.createDirectory(atPath: SessionPaths.folder, withIntermediateDirectories: true)
    }
    do throws(AtomicFile.Failure) {
      try AtomicFile.write(document, to: path, replacingReadOnly: force)
    } catch {
      throw CommandError(error.description + (error.isReadOnly ? "; add --force to replace it" : ""))
    }
    bench.file = (path, document)
    return CommandResult(
      lines: ["saved \(path) (\(counted(bench.journal.count, "journal entry", plural: "journal entries")))"], changed: false)
  }

  static let load = Command(
    "load", arguments: [Argument("name|path", .file, takesRest: true)],
    summary: "replace the session with a saved one",
    discussion: """
      A bare name is looked up in the project's sessions/ (inside the repository), then in
      $XDG_DATA_HOME/wobble/sessions, from whatever folder Wobble runs in.
      Unknown parameters are reported and skipped; anything else wrong (a truncated file, a
      value of the wrong type or out of range, NaN, an unknown version, control characters)
      refuses the file with the JSON path and the reason, and the session stays as it was.
      """
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let (path, loaded, data) = try SessionPaths.read(args.text("name|path")!, scene: bench.scene.name)
    bench.adopt(Workbench(loaded: loaded, file: (path, data)))
    let summary =
      "loaded \(path): scene \(loaded.scene.name), \(counted(loaded.values.changedNames.count, "changed parameter")), \(counted(loaded.journal.count, "journal entry", plural: "journal entries"))"
    return CommandResult(
      lines: loaded.warnings.map { "warning: \($0)" } + [summary], preview: true, changed: false)
  }

  static let replay = Command(
    "replay", arguments: [Argument("name|path", .file, takesRest: true)],
    flags: [
      CommandFlag("step"), CommandFlag("delay", .seconds(0...60), valueName: "s"),
      CommandFlag("to", .whole(0...Int.max), valueName: "n"),
    ],
    summary: "run a saved session's journal again, step by step",
    discussion: """
      Starts from a fresh session and runs each journal entry through the same commands,
      showing every step's preview. --step waits for Enter before each step, --delay pauses
      after each, --to stops after n entries.
      """
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    try replay(
      args.text("name|path")!, step: args.has("step"), delay: args.number("delay") ?? 0, limit: args.whole("to"), in: bench)
  }

  /// `replay`: the plan that runs the journal of the session at `file` (a name or a path)
  /// again, the first `limit` entries of it when given. The shell's `wobble replay` calls this
  /// with its options as they are.
  public static func replay(
    _ file: String, step: Bool, delay: Double, limit: Int?, in bench: Workbench
  ) throws(CommandError) -> CommandResult {
    guard delay.isFinite, (0...60).contains(delay) else { throw CommandError("--delay takes seconds from 0 to 60") }
    guard limit.map({ $0 >= 0 }) ?? true else { throw CommandError("--to takes a whole number of steps, 0 or more") }
    let (path, loaded, _) = try SessionPaths.read(file, scene: bench.scene.name)
    let folder = (path as NSString).deletingLastPathComponent
    var commands = loaded.journal.map { rebasingOpen($0.command, on: folder) }
    if let limit { commands = Array(commands.prefix(limit)) }
    return CommandResult(
      lines: loaded.warnings.map { "warning: \($0)" }, changed: false,
      replay: ReplayPlan(file: path, commands: commands, step: step, delay: delay))
  }

  static let importSession = Command(
    "import", arguments: [Argument("swift", .keyword("swift")), Argument("path", .path, takesRest: true)],
    summary: "bring back the session carried by a file `export swift` wrote",
    discussion: "Checked as `load` checks a session file; a file that fails changes nothing."
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let path = args.text("path")!
    let data = try SessionPaths.contents(of: path)
    let session: Data
    do throws(ExportError) {
      session = try SwiftExport.session(in: String(decoding: data, as: UTF8.self), file: path)
    } catch {
      throw CommandError(error.description)
    }
    let loaded: SessionDocument.Loaded
    do throws(SessionDocument.LoadError) {
      loaded = try SessionDocument.decode(session, file: path)
    } catch {
      throw CommandError(error.description)
    }
    bench.adopt(Workbench(loaded: loaded, file: nil))
    return CommandResult(
      lines: loaded.warnings.map { "warning: \($0)" }
        + [
          "imported \(path): scene \(loaded.scene.name), \(counted(loaded.values.changedNames.count, "changed parameter"))"
        ],
      preview: true, changed: false)
  }

  /// The prompt's `open` line for a file (quoted as needed) and an optional view class, as
  /// A journal's `open` line with each relative path taken from `folder` (the session file's):
  /// a replay opens the files the session meant wherever it is started from. Other lines, and
  /// lines that do not read as words, are returned as they are.
  static func rebasingOpen(_ command: String, on folder: String) -> String {
    guard command.hasPrefix("open "), let words = try? CommandWord.all(of: command[...]) else { return command }
    var out = ["open"]
    var takesValue = false
    for word in words.dropFirst() {
      defer { takesValue = !takesValue && ["--view", "--sha256"].contains(word.value) }
      if takesValue || word.value.hasPrefix("--") || word.value.hasPrefix("/") {
        out.append(CommandWord.quoted(word.value))
      } else {
        out.append(CommandWord.quoted(URL(fileURLWithPath: word.value, relativeTo: URL(fileURLWithPath: folder + "/")).path))
      }
    }
    return out.joined(separator: " ")
  }

  /// `wobble open File.swift --view Name` runs it first.
  public static func openLine(_ path: String, view: String?) -> String { openLine([path], view: view) }

  public static func openLine(_ paths: [String], view: String?) -> String {
    "open " + paths.map(CommandWord.quoted).joined(separator: " ") + (view.map { " --view " + CommandWord.quoted($0) } ?? "")
  }

  static let open = Command(
    "open", arguments: [Argument("file.swift", .path, variadic: true)],
    flags: [CommandFlag("view", .typeName, valueName: "ViewClass"), CommandFlag("sha256", .digest, valueName: "hex")],
    summary: "open your own Swift file: its numbers become parameters, its code the animation",
    journaled: true,
    discussion: """
      The file's setup code runs over Wobble's engine (for now: top-level let, var,
      assignments and the common UIKit and Core Animation calls of a playground page;
      PlaygroundPage.current.liveView, or the first view, is shown). Every number is a
      parameter named from what it feeds (`show` lists them, with their line and column) and
      also answers to @LINE:COLUMN. `export swift` writes the same file back with only the
      tuned numbers changed. Code Wobble cannot run is refused with its line and column.
      --view ViewClass makes one of the file's view classes (240 × 240 points), lays it out,
      starts it (startAnimating(), startAnimation(), start() or animate()) and shows it instead.
      Several files open together as one program (`open View.swift Colors.swift`): a
      playground (`.playground`), one of its pages or its Contents.swift brings its Sources/
      folder; any other folder its .swift files. Their numbers are named once over all of them
      and placed in their own file (@File.swift:LINE:COLUMN outside the main file);
      `export swift <folder>` writes each file back on its own.
      The journal records the files' absolute paths and --sha256 of their content: a replay
      opens only the very files the session opened, and refuses them, before any of their
      code runs, if they changed since.
      """
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    var paths = args.texts("file.swift")
    // A path with spaces typed without quotes is one path when the words are not.
    let joined = paths.joined(separator: " ")
    if paths.count > 1, !paths.allSatisfy({ FileManager.default.fileExists(atPath: $0) }),
      FileManager.default.fileExists(atPath: joined)
    {
      paths = [joined]
    }
    let path = paths.joined(separator: " ")
    let opened: OpenedFile
    do throws(RunError) {
      opened = try OpenedFile.open(paths: paths, view: args.text("view"), digest: args.text("sha256"))
    } catch {
      throw CommandError(error.description)
    }
    let recorded = [opened.path] + opened.scene.otherFiles
    bench.switchScene(to: opened.scene)
    for spec in ViewSettings.all { bench.values[spec] = bench.baseline(spec) }
    return CommandResult(
      lines: opened.warnings.map { "warning: \($0)" }
        + ["opened \(path): \(opened.source.literals.count) numbers to tune (`show` lists them)"],
      preview: true,
      journalAs: openLine(recorded, view: args.text("view")) + " --sha256 " + (opened.scene.file?.sha256 ?? ""))
  }
}
