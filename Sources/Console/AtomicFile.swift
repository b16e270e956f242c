import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a crash or a kill at any moment leaves either the old file or the new
/// one, never a mix: write a temporary file beside the target, flush it to disk (`fsync`),
/// rename it over the target (atomic on POSIX file systems), then flush the folder.
///
/// A symbolic link is written through: its target is replaced and the link stays. The target
/// keeps its permission bits (a private 0600 file stays private); a new file gets 0666 less the
/// umask. A target the user may not write is refused unless `replacingReadOnly`.
public enum AtomicFile {
  public struct Failure: Error, CustomStringConvertible {
    public var description: String
  }

  /// Test hook: with `WOBBLE_TEST_WRITE_DELAY_US` set, data goes out in 4 KiB chunks with that
  /// many microseconds between them, so a test can kill the process in the middle of a write.
  static let _chunkDelay: useconds_t? = ProcessInfo.processInfo.environment["WOBBLE_TEST_WRITE_DELAY_US"]
    .flatMap { useconds_t($0) }

  public static func write(_ data: Data, to path: String, replacingReadOnly: Bool = false) throws(Failure) {
    let target = resolvingLinks(path)
    let url = URL(fileURLWithPath: target)
    let folder = url.deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw Failure(description: "cannot create folder \(folder): \(reason(of: error))")
    }
    var existing = stat()
    let exists = stat(target, &existing) == 0
    // Read-only as `ls` shows it (no write bit), or not writable by this user: either way the
    // user did not mean it to be replaced without saying so (root passes access() checks).
    if exists && (existing.st_mode & 0o222 == 0 || access(target, W_OK) != 0) && !replacingReadOnly {
      throw Failure(description: "\(path) is read-only; add --force to replace it")
    }
    TemporaryFiles.removeStale(in: folder)
    let temporary = TemporaryFiles.name(for: target)
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o666)
    guard fd >= 0 else { throw Failure(description: "cannot write \(path): \(String(cString: strerror(errno)))") }
    if exists { fchmod(fd, existing.st_mode & 0o7777) }
    var ok = data.withUnsafeBytes { raw -> Bool in
      var offset = 0
      while offset < raw.count {
        let chunk = _chunkDelay == nil ? raw.count - offset : min(4096, raw.count - offset)
        let n = systemWrite(fd, raw.baseAddress! + offset, chunk)
        if let delay = _chunkDelay { usleep(delay) }
        if n < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += n
      }
      return true
    }
    ok = ok && fsync(fd) == 0
    let failure = String(cString: strerror(errno))
    close(fd)
    guard ok else {
      unlink(temporary)
      throw Failure(description: "cannot write \(path): \(failure)")
    }
    guard rename(temporary, target) == 0 else {
      let failure = String(cString: strerror(errno))
      unlink(temporary)
      throw Failure(description: "cannot write \(path): \(failure)")
    }
    let dir = open(folder, O_RDONLY)
    if dir >= 0 {
      fsync(dir)
      close(dir)
    }
  }

  /// The file a path names once symbolic links are followed (at most 40, as the kernel does);
  /// a dangling link gives the path it points to, so saving creates that file.
  static func resolvingLinks(_ path: String) -> String {
    var current = path
    for _ in 0..<40 {
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
      current = destination.hasPrefix("/")
        ? destination : URL(fileURLWithPath: current).deletingLastPathComponent().appendingPathComponent(destination).path
    }
    return current
  }

  /// An error's POSIX reason ("Permission denied"), not Foundation's paraphrase of it.
  static func reason(of error: Error) -> String {
    let ns = error as NSError
    if let posix = ns.userInfo[NSUnderlyingErrorKey] as? NSError, posix.domain == NSPOSIXErrorDomain {
      return String(cString: strerror(Int32(posix.code)))
    }
    return ns.localizedDescription
  }

  private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(fd, buffer, count)
    #else
      Darwin.write(fd, buffer, count)
    #endif
  }
}
