import CPNGShim
import Geometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// PNG decoding through libpng's simplified API (the one wrapper of `pngshim`): an app's images
/// (`UIImage(named:)`, a storyboard's image view) as bitmaps the rasterizer draws.
public enum PNGDecoder {
  /// At most this many pixels (4096 × 4096): a larger image is refused before it is decoded.
  public static let pixelLimit = 4096 * 4096

  /// The image `bytes` hold, premultiplied (8-bit sRGB-encoded channels times alpha, rounded),
  /// as `Bitmap` keeps its pixels.
  public static func bitmap(_ bytes: [UInt8]) throws(PNGError) -> Bitmap {
    var message = [CChar](repeating: 0, count: 256)
    var out: UnsafeMutablePointer<UInt8>?
    var width: Int32 = 0
    var height: Int32 = 0
    let status = bytes.withUnsafeBufferPointer { data in
      pngshim_decode_rgba(data.baseAddress, data.count, pixelLimit, &out, &width, &height, &message, message.count)
    }
    guard status == Int32(PNGSHIM_OK), let out else {
      throw PNGError(description: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    defer { free(out) }
    let count = Int(width) * Int(height) * 4
    var pixels = [UInt8](repeating: 0, count: count)
    for i in stride(from: 0, to: count, by: 4) {
      let alpha = UInt16(out[i + 3])
      for c in 0..<3 { pixels[i + c] = UInt8((UInt16(out[i + c]) * alpha + 127) / 255) }
      pixels[i + 3] = UInt8(alpha)
    }
    return Bitmap(width: Int(width), height: Int(height), premultipliedRGBA: pixels)
  }
}
