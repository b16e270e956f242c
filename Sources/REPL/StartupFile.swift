#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Console
import Files
import Foundation
import Terminal

/// `wobblerc`: commands run when the workbench starts at the prompt, as `.gnuplot` and
/// `.sqliterc` are — defaults such as `set preview.frames 8` — and `graphics <mode>` for the
/// preview mode when the command line does not give one. `#` starts a comment. Scripts
/// (`wobble run`, `replay`, `export`) do not read it, so they run the same everywhere.
public struct StartupFile: Equatable {
  public var path: String
  /// `graphics sixel|kitty|iterm|blocks|none`, when a line gives one.
  public var graphics: GraphicsMode?
  /// The workbench commands, each with its line number.
  public var commands: [(line: Int, text: String)]

  public static func == (a: StartupFile, b: StartupFile) -> Bool {
    a.path == b.path && a.graphics == b.graphics && a.commands.map(\.line) == b.commands.map(\.line)
      && a.commands.map(\.text) == b.commands.map(\.text)
  }

  /// `$XDG_CONFIG_HOME/wobble/wobblerc`, else `~/.config/wobble/wobblerc`; nil without either.
  public static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
    if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") { return config + "/wobble/wobblerc" }
    guard let home = environment["HOME"], !home.isEmpty else { return nil }
    return home + "/.config/wobble/wobblerc"
  }

  /// The file at `path`: nil when there is none; a message naming the line when a `graphics`
  /// line names no mode or the file cannot be read.
  public static func read(_ path: String) -> Result<StartupFile, CommandError>? {
    guard FileManager.default.fileExists(atPath: path) else { return nil }
    let data: Data
    do throws(RegularFile.Failure) {
      data = try RegularFile.contents(atPath: path, limit: 1 << 20)
    } catch {
      return .failure(CommandError("cannot read \(path): \(error)"))
    }
    var file = StartupFile(path: path, graphics: nil, commands: [])
    let lines = String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
    for (i, raw) in lines.enumerated() {
      let text = raw.trimmingCharacters(in: .whitespaces)
      if text.isEmpty || text.hasPrefix("#") { continue }
      let words = text.split(separator: " ", omittingEmptySubsequences: true)
      if words.first == "graphics" {
        guard words.count == 2, let mode = GraphicsMode(rawValue: String(words[1])) else {
          let modes = GraphicsMode.allCases.map(\.rawValue).joined(separator: ", ")
          return .failure(CommandError("\(path):\(i + 1): graphics takes one of \(modes)"))
        }
        file.graphics = mode
        continue
      }
      file.commands.append((i + 1, text))
    }
    return .success(file)
  }

  /// Runs the commands on `bench`, each as if typed; returns a message per refused line
  /// (`path:line: reason`), and goes on with the next.
  public func apply(to bench: inout Workbench) -> [String] {
    commands.compactMap { command in
      switch bench.execute(command.text) {
      case .success: nil
      case .failure(let error): "\(path):\(command.line): \(error)"
      }
    }
  }
}
