import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Writes files so that a crash or a kill at any moment leaves either the old file or the new
/// one, never a mix: write a temporary file beside the target, flush it to disk (`fsync`),
/// rename it over the target (atomic on POSIX file systems), then flush the folder.
enum AtomicFile {
  struct Failure: Error, CustomStringConvertible {
    var description: String
  }

  /// Test hook: with `WOBBLE_TEST_WRITE_DELAY_US` set, data goes out in 4 KiB chunks with that
  /// many microseconds between them, so a test can kill the process in the middle of a write.
  static let _chunkDelay: useconds_t? = ProcessInfo.processInfo.environment["WOBBLE_TEST_WRITE_DELAY_US"]
    .flatMap { useconds_t($0) }

  static func write(_ data: Data, to path: String) throws(Failure) {
    let url = URL(fileURLWithPath: path)
    let folder = url.deletingLastPathComponent().path
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      throw Failure(description: "cannot create folder \(folder): \(error.localizedDescription)")
    }
    let temporary = folder + "/." + url.lastPathComponent + ".\(getpid()).tmp"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    guard fd >= 0 else { throw Failure(description: "cannot write \(temporary): \(String(cString: strerror(errno)))") }
    var ok = data.withUnsafeBytes { raw -> Bool in
      var offset = 0
      while offset < raw.count {
        let chunk = _chunkDelay == nil ? raw.count - offset : min(4096, raw.count - offset)
        let n = Glibc.write(fd, raw.baseAddress! + offset, chunk)
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
    let reason = String(cString: strerror(errno))
    close(fd)
    guard ok, rename(temporary, path) == 0 else {
      unlink(temporary)
      throw Failure(description: "cannot write \(path): \(reason)")
    }
    let dir = open(folder, O_RDONLY)
    if dir >= 0 {
      fsync(dir)
      close(dir)
    }
  }
}
