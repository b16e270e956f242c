import CJPEGShim
import Geometry

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Why a JPEG was not decoded: libjpeg's message, or the limit it broke.
public struct JPEGError: Error, CustomStringConvertible, Equatable {
  public var description: String
}

/// JPEG decoding through libjpeg (the one wrapper of `jpegshim`): an app's photos
/// (`UIImage(named:)` of an image set's `.jpg`, a pattern image) as bitmaps the rasterizer
/// draws. Opaque: every pixel's alpha is 255.
public enum JPEGDecoder {
  /// At most this many pixels (4096 × 4096): a larger image is refused from its header.
  public static let pixelLimit = 4096 * 4096

  /// Whether `bytes` start as a JPEG does (the start-of-image marker, FF D8 FF).
  public static func isJPEG(_ bytes: [UInt8]) -> Bool { bytes.starts(with: [0xFF, 0xD8, 0xFF]) }

  /// The image `bytes` hold, with 8-bit sRGB-encoded channels as `Bitmap` keeps them.
  public static func bitmap(_ bytes: [UInt8]) throws(JPEGError) -> Bitmap {
    var message = [CChar](repeating: 0, count: 256)
    var out: UnsafeMutablePointer<UInt8>?
    var width: Int32 = 0
    var height: Int32 = 0
    let status = bytes.withUnsafeBufferPointer { data in
      jpegshim_decode_rgba(data.baseAddress, data.count, pixelLimit, &out, &width, &height, &message, message.count)
    }
    guard status == Int32(JPEGSHIM_OK), let out else {
      throw JPEGError(description: String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
    }
    defer { free(out) }
    let pixels = [UInt8](UnsafeBufferPointer(start: out, count: Int(width) * Int(height) * 4))
    return Bitmap(width: Int(width), height: Int(height), premultipliedRGBA: pixels)
  }
}
