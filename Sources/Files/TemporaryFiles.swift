#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// The temporary files Wobble writes before renaming them over a target:
/// `.name.wobble-write-<pid>.tmp` beside it, named after the writing process so that a file
/// left by a process that was killed can be told from one still being written, and marked as
/// Wobble's so that nobody else's `.name.<number>.tmp` is ever taken for one.
public enum TemporaryFiles {
  /// What comes between the target's name and the process id: nobody else's pattern.
  static let marker = ".wobble-write-"

  /// `folder/.name.wobble-write-<pid>.tmp` for the target `folder/name`.
  public static func name(for path: String) -> String {
    let url = URL(fileURLWithPath: path)
    return url.deletingLastPathComponent().path + "/." + url.lastPathComponent + marker + "\(getpid()).tmp"
  }

  /// Removes the temporary files in `folder` that Wobble wrote and whose writing process no
  /// longer runs (left by kill -9 or a crash in the middle of a write). Returns the names removed.
  @discardableResult
  public static func removeStale(in folder: String) -> [String] {
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
    var removed: [String] = []
    for name in names where name.hasPrefix(".") && name.hasSuffix(".tmp") {
      guard let mark = name.range(of: marker, options: .backwards), mark.lowerBound > name.index(after: name.startIndex),
        let pid = Int32(name[mark.upperBound..<name.index(name.endIndex, offsetBy: -4)]), pid > 0, pid != getpid()
      else { continue }
      if kill(pid, 0) == -1 && errno == ESRCH, unlink(folder + "/" + name) == 0 {
        removed.append(name)
      }
    }
    return removed
  }
}
