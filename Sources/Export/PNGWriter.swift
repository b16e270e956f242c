import PNGCodec
import Raster

/// Writes images as PNG files (through `PNGEncoder`, libpng's one wrapper).
public enum PNGWriter {
  /// Writes `image` (alpha dropped) to `path` as an 8-bit RGB PNG. `shouldStop` is asked every
  /// 32 rows (a 4096-pixel-wide image: about every 5 ms), so Ctrl-C stops a large write: then
  /// `ExportError.cancelled`, the file incomplete (the caller removes it); otherwise libpng's
  /// or the system's reason.
  public static func write(_ image: Pixmap, to path: String, until shouldStop: () -> Bool = { false }) throws(ExportError) {
    do throws(PNGError) {
      try PNGEncoder.write(image, to: path, until: shouldStop)
    } catch {
      throw error.cancelled ? ExportError.cancelled : ExportError(description: error.description)
    }
  }
}
