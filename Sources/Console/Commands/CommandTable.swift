import Animation
import Foundation
import Geometry
import Scenes

/// Every command of the workbench, declared once.
public enum CommandTable {
  public static let all: [Command] = [
    set, tune, reset, show, diff, help, preview, frame, play, seek, step, onion, plot, sweep, pick, mark, compare, curve, values,
    points, move, insert, delete, svg, export, importSession, open, reload, write, stop, scene, undo, redo, history, save, load,
    replay, doctor,
    clear,
    quit,
  ]

  static let quit = Command(
    "quit", aliases: ["exit"], summary: "leave Wobble (Ctrl-D does the same)"
  ) { (_: inout Workbench, _: Arguments) throws(CommandError) -> CommandResult in
    CommandResult(quit: true)
  }

  /// The command a typed word names: exact name or alias, else a unique prefix.
  public static func resolve(_ word: String) throws(CommandError) -> Command {
    let w = word.lowercased()
    if let exact = all.first(where: { $0.name == w || $0.aliases.contains(w) }) { return exact }
    let prefixed = all.filter { $0.name.hasPrefix(w) }
    if prefixed.count == 1 { return prefixed[0] }
    let declared = prefixed.filter { $0.abbreviation.map { w.hasPrefix($0) } ?? false }
    if declared.count == 1 { return declared[0] }
    if prefixed.count > 1 {
      throw CommandError("'\(word)' is ambiguous: \(prefixed.map(\.name).joined(separator: ", "))")
    }
    let near = Suggestions.nearest(to: w, in: all.map(\.name))
    let hint = near.isEmpty ? "`help` lists commands" : "did you mean \(near.joined(separator: ", "))?"
    throw CommandError("unknown command '\(word)'; \(hint)")
  }
}
