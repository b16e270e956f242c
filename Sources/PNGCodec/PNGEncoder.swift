import CPNGShim
import Raster

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why libpng or the system could not write a PNG.
public struct PNGError: Error, CustomStringConvertible, Equatable {
  public var description: String
  /// The caller's `shouldStop` answered true: the file is incomplete.
  public var cancelled = false
}

/// PNG encoding through libpng (the one wrapper of `pngshim`): to a file, a row at a time, or
/// to bytes in memory (for terminal image protocols). Alpha is dropped: 8-bit RGB.
public enum PNGEncoder {
  /// Writes `image` to `path`; `shouldStop` is asked every 32 rows.
  public static func write(_ image: Pixmap, to path: String, until shouldStop: () -> Bool = { false }) throws(PNGError) {
    var message = [CChar](repeating: 0, count: 256)
    let status = withoutActuallyEscaping(shouldStop) { stop in
      var stop = stop
      return withUnsafeMutablePointer(to: &stop) { context in
        image.pixels.withUnsafeBufferPointer { pixels in
          pngshim_write_rgba(
            path, pixels.baseAddress, Int32(image.width), Int32(image.height),
            { context in context!.assumingMemoryBound(to: (() -> Bool).self).pointee() ? 1 : 0 },
            context, &message, message.count)
        }
      }
    }
    try check(status, message)
  }

  /// `image` as the bytes of a PNG file.
  public static func data(_ image: Pixmap) throws(PNGError) -> [UInt8] {
    var message = [CChar](repeating: 0, count: 256)
    var out: UnsafeMutablePointer<UInt8>?
    var size = 0
    let status = image.pixels.withUnsafeBufferPointer { pixels in
      pngshim_encode_rgba(pixels.baseAddress, Int32(image.width), Int32(image.height), &out, &size, &message, message.count)
    }
    try check(status, message)
    defer { free(out) }
    return Array(UnsafeBufferPointer(start: out, count: size))
  }

  private static func check(_ status: Int32, _ message: [CChar]) throws(PNGError) {
    switch Int(status) {
    case Int(PNGSHIM_OK): return
    case Int(PNGSHIM_CANCELLED): throw PNGError(description: "cancelled", cancelled: true)
    default:
      throw PNGError(description: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
  }
}
