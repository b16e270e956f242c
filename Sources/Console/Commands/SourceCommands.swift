import Files
import Foundation
import Scenes
import SwiftRun

// The opened file beside an editor: reload what the editor saved, write the tuned numbers back.
extension CommandTable {
  static let reload = Command(
    "reload", flags: [CommandFlag("sha256", .digest, valueName: "hex")],
    summary: "open the opened file again as it is on disk, keeping your tuned values",
    journaled: true,
    discussion: """
      At the prompt this happens by itself within a moment of an editor saving the file.
      A tuned value is kept when its number is still in the file (the same name, from the same
      code) and the file's own number there is unchanged; where the file's number changed, the
      file's is taken (it was edited there); tuned values whose numbers are gone are named and
      dropped. The view's and the preview's settings stay. A file that no longer runs is
      refused with its error and nothing changes: the last good picture stays. Undo goes back to
      the code as it was.
      """
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    guard let file = bench.scene.file else {
      throw CommandError("reload: no file is open (`open File.swift` opens one)")
    }
    let paths = [file.path] + bench.scene.otherFiles
    let opened: OpenedFile
    do throws(RunError) {
      opened = try OpenedFile.open(paths: paths, view: file.view, digest: args.text("sha256"))
    } catch {
      throw CommandError("\(file.path) does not open as it is now, so the last good version stays: \(error.description)")
    }
    let outcome = bench.reopen(opened.scene)
    // One line: what was kept, and which tuned values no longer apply and why.
    var said = "reloaded \(file.path) as it is on disk: " + counted(outcome.kept.count, "tuned value") + " kept"
    if !outcome.fromFile.isEmpty {
      said += "; the file's own number now for " + outcome.fromFile.joined(separator: ", ") + " (changed there)"
    }
    if !outcome.gone.isEmpty {
      said += "; dropped, no longer in the file: " + outcome.gone.joined(separator: ", ")
    }
    let lines = opened.warnings.map { "warning: \($0)" } + [said]
    return CommandResult(
      lines: lines, preview: true, journalAs: "reload --sha256 " + (opened.scene.file?.sha256 ?? ""))
  }

  static let write = Command(
    "write", flags: [CommandFlag("force")],
    summary: "write the tuned numbers back into the opened file(s), in place",
    discussion: """
      Each file of the opened program gets its own text with only the tuned numbers changed,
      written to a temporary file and renamed over it. If a file changed on disk since Wobble
      read or wrote it (an editor saved it), write refuses, so the editor's change is never
      lost: `reload` takes it, keeping your tuned values, and `write --force` overwrites it.
      `export swift` to the opened file's own path does the same.
      """
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    try writeBack(&bench, force: args.has("force"))
  }

  /// `write`: every file of the opened program back in place.
  static func writeBack(_ bench: inout Workbench, force: Bool) throws(CommandError) -> CommandResult {
    guard bench.scene.file != nil else {
      throw CommandError("write: no file is open; `export swift <file>` writes the effect as a new Swift file")
    }
    let files: [(path: String, text: String)]
    if let several = bench.scene.sources {
      files = several(bench.values).map { (OpenedSources.absolute($0.path), $0.text) }
    } else if let single = bench.scene.source, let path = bench.scene.file?.path {
      files = [(OpenedSources.absolute(path), single(bench.values))]
    } else {
      throw CommandError("write: the opened program has no text to write back")
    }
    if !force { try refuseOverChanges(files.map(\.path), in: bench, overwrite: "write --force") }
    var lines = hostSettingsNotWritten(bench)
    var written: [String] = []
    for file in files {
      do throws(AtomicFile.Failure) {
        try AtomicFile.write(Data(file.text.utf8), to: file.path)
      } catch {
        throw CommandError(error.description + (written.isEmpty ? "" : " (after writing \(written.joined(separator: ", ")))"))
      }
      bench.wroteSource(file.path, text: file.text)
      written.append(file.path)
      lines.append("wrote \(file.path)")
    }
    return CommandResult(lines: lines, changed: false)
  }

  /// Refuses to write over any of `paths` (files of the opened program) whose text on disk is
  /// not what Wobble read or last wrote: an editor's change is never lost. `overwrite` is the
  /// command that writes anyway, offered as the question's answer.
  static func refuseOverChanges(_ paths: [String], in bench: Workbench, overwrite: String) throws(CommandError) {
    let changed = OpenedSources.changedOnDisk(paths, known: bench.sourcesOnDisk)
    guard !changed.isEmpty else { return }
    let names = changed.joined(separator: ", ")
    throw CommandError(
      "\(names) changed on disk since Wobble read it (an editor saved it?): writing would lose that change. "
        + "`reload` takes it, keeping your tuned values; `\(overwrite)` overwrites it",
      confirm: "Overwrite \(names), losing the change on disk?", thenRun: overwrite)
  }

  /// A line for the view settings changed at the prompt that an opened file's text does not
  /// hold (its view's size in Wobble, the window behind it): writing the file leaves them out.
  static func hostSettingsNotWritten(_ bench: Workbench) -> [String] {
    let changed = ViewSettings.all.filter { bench.scene.hostSettings[$0.name] != nil && bench.values[$0] != bench.baseline($0) }
    guard !changed.isEmpty else { return [] }
    let list = changed.map { "\($0.name) \($0.format(bench.values[$0]))" }.joined(separator: ", ")
    return ["note: \(list) \(changed.count == 1 ? "is" : "are") Wobble's, not a number of the file: not written into it"]
  }
}

/// What is on disk for the files of an opened program, compared with what Wobble read or
/// wrote (SHA-256 of the text, as `Scene.fileDigests` holds it).
public enum OpenedSources {
  /// `path` made absolute and standardized, as `Scene.fileDigests` keys it.
  public static func absolute(_ path: String) -> String { URL(fileURLWithPath: path).standardizedFileURL.path }

  /// The SHA-256 of the file's text now; nil when it cannot be read.
  public static func digest(ofFileAt path: String) -> String? {
    guard let data = try? RegularFile.contents(atPath: path, limit: 64 << 20) else { return nil }
    return sha256(String(decoding: data, as: UTF8.self))
  }

  /// The paths among `paths` whose text on disk differs from `known` (or cannot be read).
  public static func changedOnDisk(_ paths: [String], known: [String: String]) -> [String] {
    paths.filter { path in
      guard let expected = known[path] else { return false }
      return digest(ofFileAt: path) != expected
    }
  }
}

extension Workbench {
  /// Tuned values carried from the old scene to `newScene` by `reload`, by name.
  struct Reopened {
    var kept: [String] = []
    var fromFile: [String] = []
    var gone: [String] = []
  }

  /// Switches to `newScene`, the same program read again: the view's and preview's settings
  /// stay; a value tuned away from the file's number (as Wobble read it, or last wrote it)
  /// stays where the parameter has the same kind and the file still has that number.
  mutating func reopen(_ newScene: Scene) -> Reopened {
    let old = scene
    let oldValues = values
    let written = writtenValues
    var outcome = Reopened()
    let oldBaselines = ViewSettings.all.map { old.hostSettings[$0.name] ?? $0.defaultValue }
    switchScene(to: newScene)
    // Settings changed at the prompt stay; the others follow the file (its view's new size).
    for (spec, was) in zip(ViewSettings.all, oldBaselines) {
      values[spec] = oldValues[spec] == was ? baseline(spec) : oldValues[spec]
    }
    let settings = Set(ViewSettings.all.map(\.name))
    for before in old.parameters where !settings.contains(before.name) {
      let current = oldValues[before]
      let known = written?[before] ?? before.defaultValue
      guard current != known else { continue }
      guard let after = newScene.parameter(named: before.name), Self.sameSort(after.kind, before.kind) else {
        outcome.gone.append(before.name)
        continue
      }
      if after.defaultValue == known {
        values[after] = current
        outcome.kept.append(before.name)
      } else {
        outcome.fromFile.append(before.name)
      }
    }
    return outcome
  }

  /// The same sort of value in the same unit: an opened file's ranges widen to take in its own
  /// numbers, so a number the file changed changes its range.
  static func sameSort(_ a: ParameterKind, _ b: ParameterKind) -> Bool {
    switch (a, b) {
    case (.number(_, let u), .number(_, let v)), (.point(_, let u), .point(_, let v)): u == v
    case (.integer(_, let u), .integer(_, let v)): u == v
    default: a == b
    }
  }
}
