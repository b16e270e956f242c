import Export
import Foundation
import Scenes
import SwiftRun

/// The state a person tunes: the current scene and its parameter values. Commands change it
/// only when they succeed; a refused command leaves it exactly as it was.
public struct Workbench: Sendable {
  public private(set) var scene: Scene
  public internal(set) var values: ParameterValues
  /// Named snapshots of a scene and its values (`mark`); saved with the session.
  public internal(set) var marks: [String: Mark] = [:]
  /// Every accepted command that changed the state, in order, with its time; a session starts
  /// with `scene <name>`.
  public internal(set) var journal: [JournalEntry] = []
  /// The file this session was loaded from or last saved to, and its bytes then (to notice a
  /// change on disk before overwriting it).
  public internal(set) var file: (path: String, contents: Data)?
  /// The opened program's files Wobble wrote since it read them (`write`), by absolute path,
  /// and the SHA-256 of the text written.
  private var writtenSources: [String: String] = [:]
  /// The values the last write put into the files: their numbers there as Wobble knows them.
  private(set) var writtenValues: ParameterValues?
  /// States before each undoable change, most recent last; and undone states to redo.
  struct State: Sendable {
    var scene: Scene
    var values: ParameterValues
    var marks: [String: Mark]
  }
  /// A state to go back (or forward) to, and the command that changed it.
  struct Step: Sendable {
    var state: State
    var command: String
  }
  var undoStack: [Step] = []
  var redoStack: [Step] = []
  /// The terminal's width in characters, for lists that wrap (`help`); nil: no wrapping
  /// (scripts, files, tests).
  public var columns: Int?
  /// The time `seek` and `step` move, in seconds.
  public internal(set) var cursor = 0.0
  /// The variants of the last `sweep`, for `pick`.
  public internal(set) var lastSweep: (parameter: String, values: [ParameterValue])?
  /// How many undo steps are kept, at least (up to 63 more before the oldest are dropped).
  public static let undoLimit = 1000

  var state: State {
    get { State(scene: scene, values: values, marks: marks) }
    set {
      scene = newValue.scene
      values = newValue.values
      marks = newValue.marks
    }
  }

  /// Changes whenever the session is replaced instead of extended (a new workbench, `load`,
  /// `import`, a compacted journal), so a recovery log knows to write the whole state again
  /// rather than append.
  public private(set) var lineage = UInt64.random(in: 1...UInt64.max)

  /// Where times for the journal come from (tests fix it).
  public var clock: @Sendable () -> Date = { Date() }

  public init(scene: Scene = Scene.all[0]) {
    self.scene = scene
    values = ParameterValues()
    journal = [JournalEntry(command: "scene \(scene.name)", time: clock())]
  }

  /// Reads a session file as `load` does, for the command line.
  public static func open(_ path: String) -> Result<(Workbench, [String]), CommandError> {
    do throws(CommandError) {
      let (p, loaded, data) = try SessionPaths.read(path, scene: Scene.all[0].name)
      return .success((Workbench(loaded: loaded, file: (p, data)), loaded.warnings))
    } catch {
      return .failure(error)
    }
  }

  /// The session as a file's bytes.
  public var document: Data {
    SessionDocument.encode(scene: scene, values: values, marks: marks, journal: journal)
  }

  /// A workbench holding a loaded file's state.
  public init(loaded: SessionDocument.Loaded, file: (path: String, contents: Data)?) {
    scene = loaded.scene
    values = loaded.values
    marks = loaded.marks
    journal = loaded.journal
    self.file = file
  }

  /// Moves the workbench to the last state on `from`, pushing the current one on `to`
  /// (undo pops the undo stack onto the redo stack; redo the reverse). False when `from` is empty.
  /// Goes back (undo) or forward (redo) one step; returns the command that step was.
  mutating func restore(from: WritableKeyPath<Workbench, [Step]>, to: WritableKeyPath<Workbench, [Step]>) -> String? {
    guard let target = self[keyPath: from].popLast() else { return nil }
    self[keyPath: to].append(Step(state: state, command: target.command))
    state = target.state
    return target.command
  }

  /// The longest command line accepted, in bytes of UTF-8 (a 64-curve `svg` needs under 8 KB).
  public static let maximumLineBytes = 65_536

  /// Runs one command line. Blank lines and `#` comments do nothing.
  ///
  /// Words may be separated by any white space (tabs, form feeds, U+0085, …); the journal
  /// records the command's own name and its words joined by single spaces, which is what every
  /// reader of a session file accepts. Any other control character refuses the line.
  public mutating func execute(_ line: String) -> Result<CommandResult, CommandError> {
    do throws(CommandError) {
      guard let (first, rest) = try Self.split(line), !first.hasPrefix("#") else { return .success(CommandResult()) }
      let command = try CommandTable.resolve(first)
      let arguments = try command.parseArguments(rest)
      var copy = self
      var result = try command.run(&copy, arguments)
      let before = state
      // `consume` ends the copy, so the journal and the stacks are uniquely referenced again
      // and appending does not copy them (a copy per command made replay quadratic).
      self = consume copy
      if command.isJournaled && result.changed {
        let text = result.journalAs ?? (rest.isEmpty ? command.name : command.name + " " + rest)
        journal.append(JournalEntry(command: text, time: clock()))
        if command.isUndoable {
          undoStack.append(Step(state: before, command: text))
          // Trimmed 64 at a time: removing the oldest of a thousand states on every command
          // moved the whole stack each time (a sixth of a long replay).
          if undoStack.count >= Self.undoLimit + 64 { undoStack.removeFirst(undoStack.count - Self.undoLimit) }
          redoStack.removeAll()
        }
        if journal.count > SessionDocument.maximumJournal {
          let long = journal.count
          compactJournal()
          result.lines.append(
            "the journal reached \(long) entries, more than a session file holds: it now has the \(journal.count) that rebuild this state"
          )
        }
      }
      return .success(result)
    } catch {
      return .failure(error)
    }
  }

  /// A command line's first word and the rest, without the white space around them (the
  /// rest as typed: quotes are the arguments' to read); `nil` for a blank line. Refused when the
  /// line is longer than `maximumLineBytes` or holds a control character other than white space.
  static func split(_ line: String) throws(CommandError) -> (first: String, rest: String)? {
    guard line.utf8.count <= maximumLineBytes else {
      throw CommandError("the line is \(line.utf8.count) bytes long; a command is at most \(maximumLineBytes)")
    }
    // Plain ASCII (nearly every line) needs no grapheme breaking to be checked.
    let plain = line.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7f || (0x09...0x0d).contains($0) }
    if !plain {
      var column = 0
      for character in line {
        column += 1
        guard !character.isWhitespace, let control = character.unicodeScalars.first(where: TerminalText.isControl) else {
          continue
        }
        let shown = String(line.prefix(80)) + (line.count > 80 ? "…" : "")
        throw CommandError(
          "control character U+\(String(format: "%04X", control.value)) at column \(column) of '\(shown)'; commands are plain text"
        )
      }
    }
    let text = try CommandWord.normalized(Substring(line))
    guard !text.isEmpty else { return nil }
    let first = text.prefix { $0 != " " }
    return (String(first), String(text[first.endIndex...].dropFirst()))
  }

  /// The scene's parameters in use: all but the curve slots past the path's curve count.
  public var parameters: [ParameterSpec] {
    guard let path = scene.path else { return scene.parameters }
    return scene.parameters.filter { !path.isInactive($0, values) }
  }

  /// The parameter called `name`, or an error naming the nearest ones.
  func parameter(named name: String) throws(CommandError) -> ParameterSpec {
    if let spec = scene.parameter(named: name) {
      if let path = scene.path, path.isInactive(spec, values) {
        throw CommandError("\(spec.name): the path has \(values.integer(path.count)) curves (`insert` adds one)")
      }
      return spec
    }
    let near = Suggestions.nearest(to: name, in: parameters.map(\.name))
    let hint = near.isEmpty ? "; `show` lists them" : "; did you mean \(near.joined(separator: ", "))?"
    throw CommandError("no parameter '\(name)' in scene \(scene.name)\(hint)")
  }

  /// The parameter called `name` for commands that set a value: as `parameter(named:)`, but a
  /// path's curve count is refused, since it follows the path's points.
  /// Sets `spec` to `value`, unless the scene cannot be shown with it (an opened file whose
  /// code then fails): that is refused with the scene's reason, and nothing changes.
  mutating func assign(_ value: ParameterValue, to spec: ParameterSpec) throws(CommandError) {
    var trial = values
    trial[spec] = value
    if let failure = scene.failure?(trial) {
      throw CommandError("\(spec.name) \(spec.format(value)) refused: \(failure)")
    }
    values = trial
  }

  func settableParameter(named name: String) throws(CommandError) -> ParameterSpec {
    let spec = try parameter(named: name)
    if let path = scene.path, spec == path.count {
      throw CommandError("\(spec.name) follows the path: `insert`, `delete` and `svg <data>` change it")
    }
    return spec
  }

  /// A new scene at its defaults, except the `preview.*` settings, which are the
  /// workbench's rather than the scene's; marks stay (each knows its scene).
  mutating func switchScene(to newScene: Scene) {
    let kept = ViewSettings.all.filter { $0.name.hasPrefix("preview.") }.map { ($0, values[$0]) }
    scene = newScene
    writtenSources = [:]
    writtenValues = nil
    values = ParameterValues()
    for (spec, value) in kept { values[spec] = value }
  }

  /// What a parameter is when nobody changed it: its default, or for a view setting an opened
  /// file brings (its view's size, its window) the file's (`Scene.hostSettings`).
  public func baseline(_ spec: ParameterSpec) -> ParameterValue {
    scene.hostSettings[spec.name] ?? spec.defaultValue
  }

  /// What Wobble knows to be on disk for each file of the opened program (absolute path →
  /// SHA-256 of its text): as it read it, or as it last wrote it. Empty for a built-in scene.
  public var sourcesOnDisk: [String: String] { scene.fileDigests.merging(writtenSources) { $1 } }

  /// `path` was written with `text`, made from the current values.
  mutating func wroteSource(_ path: String, text: String) {
    writtenSources[path] = sha256(text)
    writtenValues = values
  }

  /// Replaces the journal with the shortest one that rebuilds the current state from nothing:
  /// the scene, then for each mark its values, `mark`, `reset all`, then the current values (a
  /// changed path as one `svg`, everything else as `set`). Undo history stays in memory.
  mutating func compactJournal() {
    let now = clock()
    journal = compactedCommands().map { JournalEntry(command: $0, time: now) }
    lineage = UInt64.random(in: 1...UInt64.max)
  }

  func compactedCommands() -> [String] {
    func setting(_ v: ParameterValues, in scene: Scene) -> [String] {
      var commands: [String] = []
      var covered = Set<String>()
      if let path = scene.path, path.all.contains(where: { v[$0] != $0.defaultValue }) {
        commands.append("svg " + SVGPathData.format(path.path(v, closed: scene.pathIsClosed)))
        covered = Set(path.all.map(\.name))
      }
      for name in v.changedNames where !covered.contains(name) {
        guard let spec = scene.parameter(named: name) else { continue }
        commands.append("set \(name) \(spec.format(v[spec]))")
      }
      return commands
    }
    // Each mark in its scene, then the current scene and values; `reset all` because the
    // preview settings outlive `scene`.
    var commands: [String] = []
    for (name, marked) in marks.sorted(by: { $0.key < $1.key }) {
      commands += ["scene \(marked.scene.name)", "reset all"] + setting(marked.values, in: marked.scene) + ["mark \(name)"]
    }
    return commands + ["scene \(scene.name)", "reset all"] + setting(values, in: scene)
  }

  /// Takes over a loaded session's state (scene, values, marks, journal, file).
  mutating func adopt(_ other: Workbench) {
    let (clock, columns) = (self.clock, self.columns)
    self = other
    self.clock = clock
    self.columns = columns
  }

  /// Group prefixes of the scene's parameter names (`blob.`, `blob.path.`, …).
  var groups: [String] {
    var set = Set<String>()
    for p in parameters {
      let parts = p.name.split(separator: ".")
      for n in 1..<parts.count { set.insert(parts[0..<n].joined(separator: ".")) }
    }
    return set.sorted()
  }
}
