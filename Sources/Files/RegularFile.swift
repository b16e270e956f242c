#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Reading a file a person named — a session, a Swift file, a startup file — as untrusted
/// input: only a regular file (a link is followed to one), never more than `limit` bytes.
/// A FIFO would block forever and `/dev/zero` would fill memory; both are refused after
/// `open(2)` without reading a byte, since what `fstat(2)` says of the open descriptor is what
/// will be read (a check of the path before opening could be raced).
public enum RegularFile {
  /// Why a file was not read, in words that end a message "cannot read <path>: …".
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// `open(2)` failed: the system's reason ("No such file or directory", …).
    case system(String)
    /// Not a regular file: "a folder", "a named pipe (FIFO)", "a device", …
    case notRegular(String)
    /// Larger than the limit, in bytes.
    case tooLarge(limit: Int)

    public var description: String {
      switch self {
      case .system(let reason): reason
      case .notRegular(let kind): "it is \(kind), not a regular file"
      case .tooLarge(let limit):
        limit >= 1 << 20 ? "it is larger than \(limit >> 20) MB" : "it is larger than \(limit) bytes"
      }
    }
  }

  /// The bytes of the regular file at `path`, at most `limit` of them (a file that grows while
  /// it is read is refused too).
  public static func contents(atPath path: String, limit: Int) throws(Failure) -> Data {
    // O_NONBLOCK: opening a FIFO for reading does not wait for a writer.
    let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
    guard fd >= 0 else { throw .system(String(cString: strerror(errno))) }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { throw .system(String(cString: strerror(errno))) }
    let kind = info.st_mode & S_IFMT
    guard kind == S_IFREG else { throw .notRegular(Self.name(ofKind: kind)) }
    guard Int(info.st_size) <= limit else { throw .tooLarge(limit: limit) }
    var data = Data(count: Int(info.st_size) + 1)
    var filled = 0
    while true {
      if filled == data.count {
        guard data.count <= limit else { throw .tooLarge(limit: limit) }
        data.count = min(data.count * 2, limit + 1)
      }
      let n = data.withUnsafeMutableBytes { read(fd, $0.baseAddress! + filled, $0.count - filled) }
      if n < 0 {
        if errno == EINTR { continue }
        throw .system(String(cString: strerror(errno)))
      }
      if n == 0 { break }
      filled += n
    }
    guard filled <= limit else { throw .tooLarge(limit: limit) }
    data.count = filled
    return data
  }

  static func name(ofKind kind: mode_t) -> String {
    switch kind {
    case S_IFDIR: "a folder"
    case S_IFIFO: "a named pipe (FIFO)"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    default: "a special file"
    }
  }
}
