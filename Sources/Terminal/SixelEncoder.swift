import CSixel
import Raster

/// A libsixel failure, with libsixel's own message.
public struct SixelError: Error, CustomStringConvertible {
  public let status: Int32
  public let operation: String
  public var description: String {
    let message = sixel_helper_format_error(status).map { String(cString: $0) } ?? "unknown error"
    return "libsixel \(operation) failed: \(message)"
  }

  static func check(_ status: Int32, _ operation: String) throws(SixelError) {
    if status & 0x1000 != 0 { throw SixelError(status: status, operation: operation) }
  }
}

/// Encodes frames as sixel: Wobble's own `SixelWriter` for the product, libsixel's encoder (with
/// the palette indices Wobble computes, `SIXEL_PIXELFORMAT_PAL8`, so libsixel does no
/// quantisation of its own) as the peer it is measured and checked against.
public enum SixelEncoder {
  /// The complete sixel sequence (`ESC P q … ESC \`) for `image`.
  public static func encode(_ image: Pixmap) throws(SixelError) -> [UInt8] {
    try encode(IndexedImage(image))
  }

  /// Wobble's own encoder (`SixelWriter`: 2.3× faster than libsixel's at 480² blob, decoding to
  /// the same pixels); libsixel's stays as the peer and the decoder that checks it.
  public static func encode(_ image: IndexedImage) throws(SixelError) -> [UInt8] {
    SixelWriter.encode(image)
  }

  /// The same through libsixel's encoder (the peer `SixelWriter` is measured against).
  public static func libsixel(_ image: IndexedImage) throws(SixelError) -> [UInt8] {
    guard image.width > 0, image.height > 0 else { return [] }
    let sink = Sink()
    var output: OpaquePointer?
    try SixelError.check(
      sixel_output_new(
        &output,
        { data, size, priv in
          let sink = Unmanaged<Sink>.fromOpaque(priv!).takeUnretainedValue()
          data!.withMemoryRebound(to: UInt8.self, capacity: Int(size)) {
            sink.bytes.append(contentsOf: UnsafeBufferPointer(start: $0, count: Int(size)))
          }
          return size
        }, Unmanaged.passUnretained(sink).toOpaque(), nil), "sixel_output_new")
    defer { sixel_output_unref(output) }
    sixel_output_set_encode_policy(output, Int32(SIXEL_ENCODEPOLICY_FAST))

    var dither: OpaquePointer?
    try SixelError.check(sixel_dither_new(&dither, Int32(image.colorCount), nil), "sixel_dither_new")
    defer { sixel_dither_unref(dither) }
    var palette = image.palette
    sixel_dither_set_palette(dither, &palette)
    // Set for every frame: sixel_encode may rewrite the dither's pixel format.
    sixel_dither_set_pixelformat(dither, Int32(SIXEL_PIXELFORMAT_PAL8))
    // Whole bands only, so no terminal has to guess about a partial one: the last row is
    // repeated down to the band's end.
    var indices = image.indices
    let height = bandHeight(image.height)
    if height > image.height {
      let last = indices[(image.height - 1) * image.width..<image.height * image.width]
      for _ in image.height..<height { indices.append(contentsOf: last) }
    }
    try SixelError.check(
      sixel_encode(&indices, Int32(image.width), Int32(height), 0, dither, output),
      "sixel_encode")
    return sink.bytes
  }

  /// The height in pixels an image of `height` takes on screen: whole sixel bands of 6 rows.
  public static func bandHeight(_ height: Int) -> Int { (height + 5) / 6 * 6 }

  private final class Sink {
    var bytes: [UInt8] = []
    init() { bytes.reserveCapacity(16_384) }
  }
}

/// Decodes sixel data with libsixel (for tests and the benchmark's error figure).
public enum SixelDecoder {
  /// The decoded image as opaque RGBA8.
  public static func decode(_ data: [UInt8]) throws(SixelError) -> Pixmap {
    var bytes = data
    var pixels: UnsafeMutablePointer<UInt8>?
    var palette: UnsafeMutablePointer<UInt8>?
    var w: Int32 = 0, h: Int32 = 0, n: Int32 = 0
    var allocator: OpaquePointer?
    try SixelError.check(sixel_allocator_new(&allocator, nil, nil, nil, nil), "sixel_allocator_new")
    defer { sixel_allocator_unref(allocator) }
    try SixelError.check(
      sixel_decode_raw(&bytes, Int32(bytes.count), &pixels, &w, &h, &palette, &n, allocator),
      "sixel_decode_raw")
    defer {
      sixel_allocator_free(allocator, pixels)
      sixel_allocator_free(allocator, palette)
    }
    var out = Pixmap(width: Int(w), height: Int(h))
    out.pixels.withUnsafeMutableBufferPointer { dst in
      for i in 0..<Int(w) * Int(h) {
        let e = Int(pixels![i])
        dst[4 * i] = palette![3 * e]
        dst[4 * i + 1] = palette![3 * e + 1]
        dst[4 * i + 2] = palette![3 * e + 2]
        dst[4 * i + 3] = 255
      }
    }
    return out
  }
}
