#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Files
import Foundation
import Scenes

/// Where session files go and how they are read.
public enum SessionPaths {
  /// The folder bare names are saved in: the project's `sessions/` when Wobble runs inside its
  /// own repository (found from the working folder upwards: a folder with Wobble's
  /// `Package.swift` and a `sessions/` folder), else the user's data folder
  /// (`$XDG_DATA_HOME/wobble/sessions`, by default `~/.local/share/wobble/sessions`). Never the
  /// working folder by surprise.
  public static let folder: String =
    folders(
      workingFolder: FileManager.default.currentDirectoryPath, environment: ProcessInfo.processInfo.environment
    ).first ?? "sessions"

  /// The folders bare names are looked up in, in order: `folder`, then the data folder, so a
  /// session saved outside the project loads inside it too.
  public static let searchFolders: [String] = folders(
    workingFolder: FileManager.default.currentDirectoryPath, environment: ProcessInfo.processInfo.environment)

  /// The project's `sessions/` (when `workingFolder` is inside the repository) and the data
  /// folder (when `XDG_DATA_HOME` or `HOME` is set), in that order.
  public static func folders(workingFolder: String, environment: [String: String]) -> [String] {
    var found: [String] = []
    var dir = URL(fileURLWithPath: workingFolder).standardizedFileURL
    while true {
      let manifest = dir.appendingPathComponent("Package.swift").path
      let sessions = dir.appendingPathComponent("sessions").path
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: sessions, isDirectory: &isFolder), isFolder.boolValue,
        let text = try? String(contentsOfFile: manifest, encoding: .utf8), text.contains("name: \"Wobble\"")
      {
        found.append(sessions)
        break
      }
      let parent = dir.deletingLastPathComponent()
      if parent.path == dir.path { break }
      dir = parent
    }
    if let data = environment["XDG_DATA_HOME"].flatMap({ $0.hasPrefix("/") ? $0 : nil }) {
      found.append(data + "/wobble/sessions")
    } else if let home = environment["HOME"], !home.isEmpty {
      found.append(home + "/.local/share/wobble/sessions")
    }
    return found
  }

  /// A typed name or path as a file path: empty → the current file or <folder>/<scene>.json; a
  /// bare name → <folder>/<name>.json (for reading, the first of `searchFolders` that has it);
  /// anything with a / or ending in .json as given.
  static func resolve(_ text: String, current: String?, scene: String, reading: Bool = false) -> String {
    let t = text.trimmed
    if t.isEmpty { return current ?? "\(folder)/\(scene).json" }
    if t.contains("/") || t.hasSuffix(".json") { return t }
    if reading, let existing = searchFolders.map({ "\($0)/\(t).json" }).first(where: FileManager.default.fileExists) {
      return existing
    }
    return "\(folder)/\(t).json"
  }

  /// Reads and checks a session file; every failure names the file and why.
  static func read(_ text: String, scene: String) throws(CommandError) -> (String, SessionDocument.Loaded, Data) {
    let path = resolve(text, current: nil, scene: scene, reading: true)
    guard !text.trimmed.isEmpty else { throw CommandError("missing <name|path>") }
    let data = try contents(of: path)
    do throws(SessionDocument.LoadError) {
      return (path, try SessionDocument.decode(data, file: path), data)
    } catch {
      throw CommandError(error.description)
    }
  }

  /// A file's bytes, refused past `SessionDocument.maximumBytes` (session files and the Swift
  /// files that carry one).
  public static func contents(of path: String) throws(CommandError) -> Data {
    do throws(RegularFile.Failure) {
      return try RegularFile.contents(atPath: path, limit: SessionDocument.maximumBytes)
    } catch {
      throw CommandError("cannot read \(path): \(error)")
    }
  }
}
