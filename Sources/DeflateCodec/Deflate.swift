import CZlib

/// zlib's deflate format (RFC 1950), through zlib: every call to it is in this file.
public enum Deflate {
  /// `bytes` compressed at `level` (1 fastest … 9 smallest), or nil if zlib fails.
  ///
  /// Level 1 suits frames of a few flat colours: for a 630×650 RGB preview frame (1.2 MB)
  /// it took 1.8 ms and wrote 16 KB, 76 times smaller (level 6: 4.3 ms, 11.5 KB).
  public static func compress(_ bytes: [UInt8], level: Int32 = 1) -> [UInt8]? {
    var size = compressBound(uLong(bytes.count))
    var out = [UInt8](repeating: 0, count: Int(size))
    let status = out.withUnsafeMutableBufferPointer { o in
      bytes.withUnsafeBufferPointer { i in compress2(o.baseAddress, &size, i.baseAddress, uLong(bytes.count), level) }
    }
    guard status == Z_OK else { return nil }
    out.removeLast(out.count - Int(size))
    return out
  }

  /// `data` inflated, when it decompresses to exactly `expectedCount` bytes; else nil.
  public static func decompress(_ data: [UInt8], expectedCount: Int) -> [UInt8]? {
    var size = uLong(expectedCount)
    var out = [UInt8](repeating: 0, count: max(1, expectedCount))
    let status = out.withUnsafeMutableBufferPointer { o in
      data.withUnsafeBufferPointer { i in uncompress(o.baseAddress, &size, i.baseAddress, uLong(data.count)) }
    }
    guard status == Z_OK, Int(size) == expectedCount else { return nil }
    return Array(out.prefix(expectedCount))
  }
}
