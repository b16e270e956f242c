import Foundation
import Geometry
import Scenes
import SwiftRun

/// One accepted command of a session, with when it was typed.
public struct JournalEntry: Hashable, Sendable {
  public var command: String
  public var time: Date

  public init(command: String, time: Date) {
    self.command = command
    self.time = time
  }
}

/// The session file format (`"format": "wobble-session"`, `"version": 2`): JSON, pretty-printed
/// with sorted keys so files diff well. Holds the scene, every parameter that differs from its
/// default (keyed by its dotted name, typed: numbers, whole numbers, strings for choices,
/// colours and timings, `[x, y]` for points), named marks, and the journal of accepted
/// commands with their times (ISO 8601, milliseconds, UTC). `Documentation/wobble-session.schema.json`
/// describes it.
public enum SessionDocument {
  public static let format = "wobble-session"
  /// 2: each mark holds its scene (`{"scene": …, "parameters": {…}}`); version 1 files (a mark
  /// is the parameters of the session's scene) are read as well.
  public static let version = 2
  /// Limits on what a file may hold, so a hostile or broken file cannot exhaust memory.
  public static let maximumBytes = 16 << 20
  public static let maximumJournal = 100_000
  public static let maximumStringLength = 10_000

  /// A file that cannot be loaded: the file, the JSON path and the reason.
  public struct LoadError: Error, CustomStringConvertible, Equatable {
    public var file: String
    public var path: String
    public var reason: String
    /// The file, the JSON path and the reason, with control characters written as escapes
    /// (they come from the file and the user).
    public var description: String { TerminalText.sanitized("\(file): \(path): \(reason)") }

  }

  /// What loading produced: the state, and what was skipped (reported, not fatal).
  public struct Loaded {
    public var scene: Scene
    public var values: ParameterValues
    public var marks: [String: Mark]
    public var journal: [JournalEntry]
    public var warnings: [String]
  }

  // MARK: Writing

  /// - Parameter compact: one line with no spaces (the first line of a recovery log) instead of
  ///   the pretty-printed form with a line per value.
  public static func encode(
    scene: Scene, values: ParameterValues, marks: [String: Mark], journal: [JournalEntry],
    compact: Bool = false
  ) -> Data {
    var data = Data()
    encode(scene: scene, values: values, marks: marks, journal: journal, compact: compact) { data.append($0) }
    return data
  }

  /// `encode`, handing the bytes to `emit` in parts as they are made (the compact form in
  /// parts of a thousand journal entries), so that a writer need not hold the whole file.
  public static func encode(
    scene: Scene, values: ParameterValues, marks: [String: Mark], journal: [JournalEntry],
    compact: Bool = false, _ emit: (Data) -> Void
  ) {
    func parameters(_ v: ParameterValues, in scene: Scene) -> [String: JSONValue] {
      var object: [String: JSONValue] = [:]
      for name in v.changedNames {
        guard let spec = scene.parameter(named: name) else { continue }
        object[name] = json(v[spec], spec)
      }
      return object
    }
    func entries(_ slice: ArraySlice<JournalEntry>) -> [WrittenEntry] {
      slice.map { WrittenEntry(command: $0.command, time: text($0.time)) }
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting =
      compact ? [.sortedKeys, .withoutEscapingSlashes] : [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    let document = Written(
      format: format, version: version, scene: scene.name, parameters: parameters(values, in: scene),
      marks: marks.mapValues { WrittenMark(scene: $0.scene.name, parameters: parameters($0.values, in: $0.scene)) },
      journal: compact ? [] : entries(journal[...]),
      source: scene.file.map {
        WrittenSource(
          path: $0.path, sha256: $0.sha256, view: $0.view, with: scene.otherFiles.isEmpty ? nil : scene.otherFiles)
      })
    if compact {
      // One line, the journal encoded a thousand entries at a time and spliced in: encoding a
      // 100 000-entry journal at once held some 60 MB of the encoder's tree.
      let empty = Data(#""journal":[]"#.utf8)
      guard let head = try? encoder.encode(document), let at = head.range(of: empty) else { return }
      emit(head[..<at.lowerBound] + Data(#""journal":["#.utf8))
      for start in stride(from: 0, to: journal.count, by: 1000) {
        guard var chunk = try? encoder.encode(entries(journal[start..<min(journal.count, start + 1000)])) else { return }
        chunk = chunk.dropFirst().dropLast()
        if start > 0 { chunk.insert(UInt8(ascii: ","), at: chunk.startIndex) }
        emit(chunk)
      }
      emit(Data("]".utf8) + head[at.upperBound...] + Data([0x0a]))
      return
    }
    var data = (try? encoder.encode(document)) ?? Data()
    data.append(0x0a)
    emit(data)
  }

  /// The document as it is written: plain structs, so a 100 000-entry journal is encoded without
  /// a dictionary per entry (the recovery log writes it whole after a `load`).
  struct Written: Encodable {
    var format: String
    var version: Int
    var scene: String
    var parameters: [String: JSONValue]
    var marks: [String: WrittenMark]
    var journal: [WrittenEntry]
    /// The opened file a scene came from (absent for built-in scenes).
    var source: WrittenSource?
  }

  struct WrittenSource: Encodable {
    var path: String
    var sha256: String
    /// The view class `open --view` chose, if any.
    var view: String?
    /// The paths opened together with `path`, if any.
    var with: [String]?
  }

  struct WrittenMark: Encodable {
    var scene: String
    var parameters: [String: JSONValue]
  }

  struct WrittenEntry: Encodable {
    var command: String
    var time: String
  }

  /// One journal entry as a line of JSON (a recovery log's lines after the first).
  public static func encodeLine(_ entry: JournalEntry) -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var data = (try? encoder.encode(WrittenEntry(command: entry.command, time: text(entry.time)))) ?? Data()
    data.append(0x0a)
    return data
  }

  /// Reads a line `encodeLine` wrote, checking it as a session file's journal entry is checked.
  public static func decodeLine(_ data: Data, file: String, line: Int) throws(LoadError) -> JournalEntry {
    func fail(_ path: String, _ reason: String) -> LoadError { LoadError(file: file, path: path, reason: reason) }
    guard let value = try? JSONReader.read(data) else {
      throw fail("line \(line)", "expected {\"command\": …, \"time\": …}")
    }
    return try entry(value, "line \(line)", fail)
  }

  /// A journal entry of a file or a log: a command the journal may hold and its ISO 8601 time.
  static func entry(_ json: JSONValue, _ path: String, _ fail: (String, String) -> LoadError) throws(LoadError) -> JournalEntry {
    guard case .object(let e) = json, case .string(let command)? = e["command"] else {
      throw fail(path, "expected {\"command\": …, \"time\": …}")
    }
    try checkCommand(command, path + ".command", fail)
    guard case .string(let t)? = e["time"], let time = time(t) else {
      throw fail(path + ".time", "expected an ISO 8601 time such as 2026-11-22T21:00:00.000Z")
    }
    return JournalEntry(command: command, time: time)
  }

  static func json(_ value: ParameterValue, _ spec: ParameterSpec) -> JSONValue {
    switch value {
    case .number(let d): .number(d)
    case .integer(let i): .number(Double(i))
    case .point(let p): .array([.number(p.x), .number(p.y)])
    case .choice, .color, .timing: .string(spec.format(value))
    }
  }

  // MARK: Reading

  /// Parses and checks a whole file. Unknown parameters are skipped with a warning; anything
  /// else wrong refuses the file with where and why.
  public static func decode(_ data: Data, file: String) throws(LoadError) -> Loaded {
    func fail(_ path: String, _ reason: String) -> LoadError { LoadError(file: file, path: path, reason: reason) }
    guard data.count <= maximumBytes else { throw fail("$", "the file is larger than \(maximumBytes >> 20) MB") }
    let root: JSONValue
    do throws(JSONReader.Problem) {
      root = try JSONReader.read(data)
    } catch {
      throw fail(error.path, error.reason)
    }
    guard case .object(let top) = root else { throw fail("$", "expected an object, found \(root.kind)") }
    guard case .string(let f)? = top["format"], f == format else {
      throw fail("$.format", "expected \"\(format)\" (is this a Wobble session?)")
    }
    guard case .number(let v)? = top["version"], let version = Int(exactly: v) else {
      throw fail("$.version", "expected a whole number")
    }
    let migrated = try migrate(top, from: version, fail)
    guard case .string(let sceneName)? = migrated["scene"] else { throw fail("$.scene", "expected a scene name") }
    try checkText(sceneName, "$.scene", fail)
    var warnings: [String] = []
    let scene: Scene
    if let builtIn = Scene.named(sceneName) {
      scene = builtIn
    } else if case .object(let source)? = migrated["source"] {
      // A session of an opened file: open it again, and say when it changed since.
      guard case .string(let path)? = source["path"] else { throw fail("$.source.path", "expected the file's path") }
      try checkText(path, "$.source.path", fail)
      var view: String?
      if case .string(let name)? = source["view"] {
        try checkText(name, "$.source.view", fail)
        view = name
      }
      var others: [String] = []
      if let with = source["with"] {
        guard case .array(let items) = with else { throw fail("$.source.with", "expected an array of paths") }
        for (i, item) in items.enumerated() {
          guard case .string(let other) = item else { throw fail("$.source.with[\(i)]", "expected a path") }
          try checkText(other, "$.source.with[\(i)]", fail)
          others.append(other)
        }
      }
      do throws(RunError) {
        // Relative paths are the session file's neighbours, wherever Wobble was started.
        let folder = URL(fileURLWithPath: (file as NSString).deletingLastPathComponent + "/")
        let paths = ([path] + others).map { $0.hasPrefix("/") ? $0 : URL(fileURLWithPath: $0, relativeTo: folder).path }
        let opened = try OpenedFile.open(paths: paths, view: view)
        scene = opened.scene
        if case .string(let digest)? = source["sha256"], digest != opened.scene.file?.sha256 {
          warnings.append("\(path) changed since this session was saved: its numbers are matched by name")
        }
      } catch {
        throw fail("$.source.path", error.description)
      }
    } else {
      throw fail("$.scene", "no scene '\(sceneName)'; scenes: \(Scene.all.map(\.name).joined(separator: ", "))")
    }
    func parameters(_ value: JSONValue?, _ path: String, in scene: Scene) throws(LoadError) -> ParameterValues {
      var values = ParameterValues()
      guard let value else { return values }
      guard case .object(let object) = value else { throw fail(path, "expected an object, found \(value.kind)") }
      for member in object.members.sorted(by: { $0.key < $1.key }) {
        let name = member.key
        let p = "\(path)['\(name)']"
        try checkText(name, p, fail)
        guard let spec = scene.parameter(named: name) else {
          warnings.append("\(file): \(p): no parameter '\(name)' in scene \(scene.name); skipped")
          continue
        }
        values[spec] = try parameterValue(member.value, spec, p, fail)
      }
      return values
    }
    let values = try parameters(migrated["parameters"], "$.parameters", in: scene)
    var marks: [String: Mark] = [:]
    if let m = migrated["marks"] {
      guard case .object(let object) = m else { throw fail("$.marks", "expected an object, found \(m.kind)") }
      for member in object.members {
        let (name, value) = (member.key, member.value)
        let path = "$.marks['\(name)']"
        try checkText(name, "$.marks", fail)
        guard case .object(let mark) = value else { throw fail(path, "expected an object, found \(value.kind)") }
        guard case .string(let markScene)? = mark["scene"] else { throw fail(path + ".scene", "expected a scene name") }
        try checkText(markScene, path + ".scene", fail)
        guard let markedScene = markScene == scene.name ? scene : Scene.named(markScene) else {
          throw fail(path + ".scene", "no scene '\(markScene)'; scenes: \(Scene.all.map(\.name).joined(separator: ", "))")
        }
        marks[name] = Mark(scene: markedScene, values: try parameters(mark["parameters"], path + ".parameters", in: markedScene))
      }
    }
    var journal: [JournalEntry] = []
    if let j = migrated["journal"] {
      guard case .array(let entries) = j else { throw fail("$.journal", "expected an array, found \(j.kind)") }
      guard entries.count <= maximumJournal else {
        throw fail("$.journal", "\(entries.count) entries; at most \(maximumJournal)")
      }
      for (i, json) in entries.enumerated() {
        journal.append(try entry(json, "$.journal[\(i)]", fail))
      }
    }
    return Loaded(scene: scene, values: values, marks: marks, journal: journal, warnings: warnings)
  }

  /// Brings an older format up to the current one. Version 1 is the first; any other version is
  /// refused (a newer Wobble wrote it, or it is not ours).
  static func migrate(
    _ top: JSONObject, from version: Int, _ fail: (String, String) -> LoadError
  ) throws(LoadError) -> JSONObject {
    switch version {
    case 1:
      // Version 1's marks are parameter maps of the session's scene.
      guard case .object(let marks)? = top["marks"], let scene = top["scene"],
        let at = top.members.firstIndex(where: { $0.key == "marks" })
      else { return top }
      var migrated = top
      var wrapped = JSONObject()
      wrapped.members = marks.members.map {
        JSONObject.Member(key: $0.key, value: .object(JSONObject(["scene": scene, "parameters": $0.value])))
      }
      migrated.members[at].value = .object(wrapped)
      return migrated
    case 2: return top
    default: throw fail("$.version", "version \(version) is not supported; this Wobble reads version \(SessionDocument.version)")
    }
  }

  static func parameterValue(
    _ json: JSONValue, _ spec: ParameterSpec, _ path: String, _ fail: (String, String) -> LoadError
  ) throws(LoadError) -> ParameterValue {
    let text: String
    switch (spec.kind, json) {
    case (.number, .number(let d)), (.integer, .number(let d)):
      guard d.isFinite else { throw fail(path, "not a finite number") }
      if case .integer = spec.kind, d != d.rounded() { throw fail(path, "expected a whole number, found \(d)") }
      text = Scenes.format(d)
    case (.point, .array(let a)):
      guard a.count == 2, case .number(let x) = a[0], case .number(let y) = a[1] else {
        throw fail(path, "expected a point [x, y]")
      }
      text = "\(Scenes.format(x)),\(Scenes.format(y))"
    case (.choice, .string(let s)), (.color, .string(let s)), (.timing, .string(let s)):
      try checkText(s, path, fail)
      text = s
    default:
      throw fail(path, "expected \(spec.kind.allowedValues), found \(json.kind)")
    }
    do throws(ValueError) {
      return try spec.parse(text)
    } catch {
      throw fail(path, error.description)
    }
  }

  /// The commands a journal may hold: those whose changes are journaled (they change the
  /// session and nothing else). Anything else — `export`, `save`, `load`, `replay`, `play`,
  /// `quit` — would let a session file write files or take over the terminal when replayed.
  static var journaledCommands: [String] { CommandTable.all.filter(\.isJournaled).map(\.name) }

  /// Refuses a journal entry that is not one command of `journaledCommands` in plain text.
  static func checkCommand(_ command: String, _ path: String, _ fail: (String, String) -> LoadError) throws(LoadError) {
    guard command.utf8.count <= Workbench.maximumLineBytes else {
      throw fail(path, "a command longer than \(Workbench.maximumLineBytes) bytes")
    }
    if command.unicodeScalars.contains(where: TerminalText.isControl) {
      throw fail(path, "control characters in '\(command)'")
    }
    let name = String(command.prefix { !$0.isSpace })
    guard let resolved = try? CommandTable.resolve(name), resolved.isJournaled else {
      let shown = String(command.prefix(60)) + (command.count > 60 ? "…" : "")
      throw fail(
        path,
        "'\(shown)' is not a command a journal may hold; only commands that change the session: "
          + journaledCommands.joined(separator: ", "))
    }
  }

  /// Refuses control characters and overlong strings, so nothing from a file can move the
  /// cursor or flood the terminal.
  static func checkText(_ s: String, _ path: String, _ fail: (String, String) -> LoadError) throws(LoadError) {
    guard s.count <= maximumStringLength else { throw fail(path, "a string longer than \(maximumStringLength) characters") }
    if s.unicodeScalars.contains(where: TerminalText.isControl) {
      throw fail(path, "control characters in '\(s)'")
    }
  }

  /// ISO 8601 with milliseconds, UTC (`2026-11-22T21:15:37.078Z`), through Foundation's format
  /// style: `ISO8601DateFormatter` goes through ICU and spent 55 % of loading a 100 000-entry
  /// session on its dates (perf, release build). The style truncates fractions it formats
  /// (.002 s became .001 after a round trip), so the milliseconds are rounded here and written
  /// after the whole seconds.
  static let timeStyle = Date.ISO8601FormatStyle(includingFractionalSeconds: true)
  static let secondsStyle = Date.ISO8601FormatStyle()

  static func time(_ text: String) -> Date? {
    guard let date = try? timeStyle.parse(text) else { return nil }
    return Date(timeIntervalSince1970: (date.timeIntervalSince1970 * 1000).rounded() / 1000)
  }

  static func text(_ time: Date) -> String {
    let ms = (time.timeIntervalSince1970 * 1000).rounded()
    let whole = (ms / 1000).rounded(.down)
    let fraction = Int(saturating: ms - whole * 1000)
    let seconds = secondsStyle.format(Date(timeIntervalSince1970: whole))
    return seconds.dropLast() + "." + String(format: "%03d", fraction) + "Z"
  }
}
