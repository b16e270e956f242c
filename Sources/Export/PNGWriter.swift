import CPNGShim
import Raster

/// Writes images as PNG files through libpng, a row at a time.
public enum PNGWriter {
  /// Writes `image` (alpha dropped) to `path` as an 8-bit RGB PNG. `shouldStop` is asked every
  /// 32 rows (a 4096-pixel-wide image: about every 5 ms), so Ctrl-C stops a large write: then
  /// `ExportError.cancelled`, the file incomplete (the caller removes it); otherwise libpng's
  /// or the system's reason.
  public static func write(_ image: Pixmap, to path: String, until shouldStop: () -> Bool = { false }) throws(ExportError) {
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
    switch Int(status) {
    case Int(PNGSHIM_OK): return
    case Int(PNGSHIM_CANCELLED): throw ExportError.cancelled
    default:
      throw ExportError(description: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
  }
}
