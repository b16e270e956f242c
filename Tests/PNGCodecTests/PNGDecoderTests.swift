import Foundation
import Geometry
import PNGCodec
import Raster
import Testing

@Suite struct PNGDecoderTests {
  /// What libpng writes, libpng reads back: every pixel, opaque (the encoder drops alpha).
  @Test func aPNGWobbleWritesDecodesToTheSamePixels() throws {
    var image = Pixmap(width: 3, height: 2)
    let colours: [[UInt8]] = [[255, 0, 0], [0, 255, 0], [0, 0, 255], [10, 20, 30], [200, 100, 50], [255, 255, 255]]
    for (i, c) in colours.enumerated() { image.pixels.replaceSubrange(4 * i..<4 * i + 4, with: c + [255]) }
    let bitmap = try PNGDecoder.bitmap(try PNGEncoder.data(image))
    #expect(bitmap.width == 3 && bitmap.height == 2)
    #expect(bitmap.premultipliedRGBA == colours.flatMap { $0 + [255] })
  }

  @Test func bytesThatAreNotAPNGAreRefusedWithLibpngsReason() {
    #expect {
      _ = try PNGDecoder.bitmap(Array("not an image".utf8))
    } throws: { !"\($0)".isEmpty }
  }

  /// A header announcing more pixels than the limit is refused before any pixel is decoded.
  @Test func anImageLargerThanTheLimitIsRefusedFromItsHeader() {
    var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
    let side: UInt32 = 5000
    var ihdr: [UInt8] = Array("IHDR".utf8)
    for value in [side, side] { ihdr += [24, 16, 8, 0].map { UInt8((value >> UInt32($0)) & 0xFF) } }
    ihdr += [8, 6, 0, 0, 0]  // 8-bit RGBA, deflate, no filter method quirks, not interlaced
    png += [0, 0, 0, 13] + ihdr + Self.crc32(ihdr)
    // An empty image-data chunk and the end: the header is all libpng needs to refuse it.
    for chunk in ["IDAT", "IEND"] { png += [0, 0, 0, 0] + Array(chunk.utf8) + Self.crc32(Array(chunk.utf8)) }
    #expect {
      _ = try PNGDecoder.bitmap(png)
    } throws: { "\($0)".contains("5000 × 5000 pixels, more than \(PNGDecoder.pixelLimit)") }
  }

  /// CRC-32 (ISO 3309, the PNG chunk checksum), big-endian, computed bit by bit.
  static func crc32(_ bytes: [UInt8]) -> [UInt8] {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 { crc = crc & 1 == 1 ? (crc >> 1) ^ 0xEDB8_8320 : crc >> 1 }
    }
    crc ^= 0xFFFF_FFFF
    return [24, 16, 8, 0].map { UInt8((crc >> UInt32($0)) & 0xFF) }
  }
}
