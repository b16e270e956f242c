#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// `write(2)` until every byte is out: the one loop for partial writes and EINTR that the
/// terminal output, the atomic writer and the recovery log share.
public enum FileDescriptor {
  /// Writes all of `bytes` to `fd`. Returns false on an error, with `errno` saying which.
  @discardableResult
  public static func writeAll(_ bytes: UnsafeRawBufferPointer, to fd: Int32) -> Bool {
    var offset = 0
    while offset < bytes.count {
      let n = systemWrite(fd, bytes.baseAddress! + offset, bytes.count - offset)
      if n < 0 {
        if errno == EINTR { continue }
        return false
      }
      if n == 0 { return false }
      offset += n
    }
    return true
  }

  private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(fd, buffer, count)
    #else
      Darwin.write(fd, buffer, count)
    #endif
  }
}
