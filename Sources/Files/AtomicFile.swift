import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a crash or a kill at any moment leaves either the old file or the new
/// one, never a mix: write a temporary file beside the target, flush it to disk (`fsync`),
/// rename it over the target (atomic on POSIX file systems), then flush the folder. Every file
/// Wobble writes — sessions, recovery logs, Swift, CSS, SVG, PNG, GIF — goes through here.
///
/// A symbolic link is written through: its target is replaced and the link stays. The target
/// keeps its permission bits (a private 0600 file stays private); a new file gets 0666 less the
/// umask. A target the user may not write is refused unless `replacingReadOnly`.
public enum AtomicFile {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
    /// The target exists and is read-only (a command that can override it says how).
    public var isReadOnly = false
  }

  /// Test hook: with `WOBBLE_TEST_WRITE_DELAY_US` set, data goes out in 4 KiB chunks with that
  /// many microseconds between them, so a test can kill the process in the middle of a write.
  static let _chunkDelay: useconds_t? = ProcessInfo.processInfo.environment["WOBBLE_TEST_WRITE_DELAY_US"]
    .flatMap { useconds_t($0) }

  /// A replacement being prepared: whatever writes `temporary` (a file beside the target, named
  /// after this process), then `commit` renames it over the target or `abandon` removes it.
  public struct Replacement: Sendable {
    /// The path as the user named it, for messages.
    public let path: String
    /// Where the bytes go until `commit`.
    public let temporary: String
    /// `path` with symbolic links followed.
    let target: String
    /// The target's permission bits, or those of a new file here.
    let mode: mode_t

    /// Flushes the temporary file, gives it the target's mode and renames it over the target.
    /// On failure the temporary file is removed and the target is as it was.
    public func commit() throws(Failure) {
      let fd = open(temporary, O_RDONLY)
      let flushed = fd >= 0 && fsync(fd) == 0
      let reason = String(cString: strerror(errno))
      if fd >= 0 { close(fd) }
      guard flushed, chmod(temporary, mode) == 0 else {
        abandon()
        throw Failure(description: "cannot write \(path): \(reason)")
      }
      guard rename(temporary, target) == 0 else {
        let reason = String(cString: strerror(errno))
        abandon()
        throw Failure(description: "cannot write \(path): \(reason)")
      }
      let folder = open(URL(fileURLWithPath: target).deletingLastPathComponent().path, O_RDONLY)
      if folder >= 0 {
        fsync(folder)
        close(folder)
      }
    }

    public func abandon() { unlink(temporary) }
  }

  /// Prepares to replace `path`: follows links, refuses a read-only target, one that is not a
  /// regular file, or one whose folder is missing (Wobble makes no folders for the files it
  /// writes: a mistyped folder is said, not created), and removes temporary files that killed
  /// writers left there.
  /// Why a file cannot go into `folder`, which is missing: the one wording of the rule.
  public static func noFolder(_ folder: String) -> String {
    "there is no folder \(folder) (Wobble makes no folders; mkdir -p it first)"
  }

  public static func begin(_ path: String, replacingReadOnly: Bool = false) throws(Failure) -> Replacement {
    let target = resolvingLinks(path)
    let folder = URL(fileURLWithPath: target).deletingLastPathComponent().path
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw Failure(
        description: "cannot write \(path): \(noFolder(folder))")
    }
    var existing = stat()
    let exists = stat(target, &existing) == 0
    // A device, a FIFO or a folder is never replaced by a file (a link to /dev/zero named as
    // an export's target would otherwise have the device renamed away, as root).
    if exists && existing.st_mode & S_IFMT != S_IFREG {
      throw Failure(
        description: "cannot write \(path): it is \(RegularFile.name(ofKind: existing.st_mode & S_IFMT)), not a regular file")
    }
    // Read-only as `ls` shows it (no write bit), or not writable by this user: either way the
    // user did not mean it to be replaced without saying so (root passes access() checks).
    if exists && (existing.st_mode & 0o222 == 0 || access(target, W_OK) != 0) && !replacingReadOnly {
      throw Failure(description: "\(path) is read-only", isReadOnly: true)
    }
    let mask = umask(0)
    umask(mask)
    TemporaryFiles.removeStale(in: folder)
    return Replacement(
      path: path, temporary: TemporaryFiles.name(for: target), target: target,
      mode: exists ? existing.st_mode & 0o7777 : 0o666 & ~mask)
  }

  /// Replaces `path` with `data`.
  public static func write(_ data: Data, to path: String, replacingReadOnly: Bool = false) throws(Failure) {
    try write(to: path, replacingReadOnly: replacingReadOnly) { emit in emit(data) }
  }

  /// Replaces `path` with the bytes `produce` hands to `emit`, written as they come, so a large
  /// file never has to be whole in memory (a recovery log's first line holds a 100 000-entry
  /// journal).
  public static func write(
    to path: String, replacingReadOnly: Bool = false, _ produce: (_ emit: (Data) -> Void) -> Void
  ) throws(Failure) {
    let replacement = try begin(path, replacingReadOnly: replacingReadOnly)
    let fd = open(replacement.temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    guard fd >= 0 else { throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))") }
    var failure: String?
    produce { data in
      guard failure == nil else { return }
      let ok = data.withUnsafeBytes { raw -> Bool in
        guard let delay = _chunkDelay else { return FileDescriptor.writeAll(raw, to: fd) }
        for start in stride(from: 0, to: raw.count, by: 4096) {
          guard FileDescriptor.writeAll(UnsafeRawBufferPointer(rebasing: raw[start..<min(raw.count, start + 4096)]), to: fd)
          else { return false }
          usleep(delay)
        }
        return true
      }
      if !ok { failure = String(cString: strerror(errno)) }
    }
    close(fd)
    if let failure {
      replacement.abandon()
      throw Failure(description: "cannot write \(path): \(failure)")
    }
    try replacement.commit()
  }

  /// Replaces `path` with what `write` puts at the temporary path it is given (a library that
  /// writes files itself: libpng, giflib). An error `write` throws is thrown as
  /// it is, after the temporary file is removed.
  public static func replace(_ path: String, _ write: (String) throws -> Void) throws {
    let replacement = try begin(path)
    do {
      try write(replacement.temporary)
    } catch {
      replacement.abandon()
      throw error
    }
    try replacement.commit()
  }

  /// The file a path names once symbolic links are followed (at most 40, as the kernel does);
  /// a dangling link gives the path it points to, so saving creates that file.
  static func resolvingLinks(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
      current =
        destination.hasPrefix("/")
        ? destination : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
    }
    return current
  }

  /// An error's POSIX reason ("Permission denied"), not Foundation's paraphrase of it.
  public static func reason(of error: Error) -> String {
    let ns = error as NSError
    if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(posix.code)))
    }
    return ns.localizedDescription
  }
}
