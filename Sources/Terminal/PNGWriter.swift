import CSixel
import Raster

/// Writes images as PNG files through libsixel's image writer.
public enum PNGWriter {
  /// Writes `image` (alpha dropped) to `path` as an 8-bit RGB PNG.
  public static func write(_ image: Pixmap, to path: String) throws {
    var rgba = image.pixels
    try SixelError.check(
      sixel_helper_write_image_file(
        &rgba, Int32(image.width), Int32(image.height), nil, Int32(SIXEL_PIXELFORMAT_RGBA8888),
        path, Int32(SIXEL_FORMAT_PNG), nil),
      "writing \(path)")
  }
}
