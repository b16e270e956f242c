#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation
import Scenes

/// Where session files go and how they are read.
public enum SessionPaths {
  /// The folder bare names are saved in and loaded from.
  public static let folder = "sessions"

  /// A typed name or path as a file path: empty → the current file or sessions/<scene>.json; a
  /// bare name → sessions/<name>.json; anything with a / or ending in .json as given.
  static func resolve(_ text: String, current: String?, scene: String) -> String {
    let t = text.trimmed
    if t.isEmpty { return current ?? "\(folder)/\(scene).json" }
    if t.contains("/") || t.hasSuffix(".json") { return t }
    return "\(folder)/\(t).json"
  }

  /// Reads and checks a session file; every failure names the file and why.
  static func read(_ text: String, scene: String) throws(CommandError) -> (String, SessionDocument.Loaded, Data) {
    let path = resolve(text, current: nil, scene: scene)
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
  static func contents(of path: String) throws(CommandError) -> Data {
    let attributes = try? FileManager.default.attributesOfItem(atPath: path)
    if let size = attributes?[.size] as? Int, size > SessionDocument.maximumBytes {
      throw CommandError("\(path): $: the file is larger than \(SessionDocument.maximumBytes >> 20) MB")
    }
    guard let handle = FileHandle(forReadingAtPath: path) else {
      // The system's reason: "No such file or directory", "Permission denied", …
      throw CommandError("cannot read \(path): \(String(cString: strerror(errno)))")
    }
    defer { try? handle.close() }
    guard let data = try? handle.readToEnd() else {
      throw CommandError("cannot read \(path): it is a folder, or not a readable file")
    }
    return data
  }
}
