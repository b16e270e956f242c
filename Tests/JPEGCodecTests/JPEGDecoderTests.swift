import Foundation
import Geometry
import JPEGCodec
import Testing

/// JPEG decoding through libjpeg. The fixtures were made with ImageMagick, whose encoder is not
/// the code under test (the command is beside each): the expected colours are the ones it was
/// asked to encode, within JPEG's rounding.
@Suite struct JPEGDecoderTests {
  /// `convert -size 8x8 xc:'rgb(200,40,90)' -strip -quality 100 -sampling-factor 1x1 solid.jpg`
  static let solid = bytes(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB"
      + "AQEBAQEBAQEBAQEBAQEBAQH/2wBDAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB"
      + "AQEBAQEBAQEBAQEBAQH/wAARCAAIAAgDAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAACf/EABQQAQAAAAAAAAAAAAAA"
      + "AAAAAAD/xAAVAQEBAAAAAAAAAAAAAAAAAAAFCv/EABQRAQAAAAAAAAAAAAAAAAAAAAD/2gAMAwEAAhEDEQA/ADvHqYH/2Q==")
  /// `convert -size 16x8 xc:white -fill black -draw 'rectangle 8,0 15,7' -colorspace Gray -strip
  /// -quality 100 gray.jpg`: white on the left half, black on the right.
  static let grey = bytes(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEB"
      + "AQEBAQEBAQEBAQEBAQEBAQH/wAALCAAIABABAREA/8QAFQABAQAAAAAAAAAAAAAAAAAACgv/xAAUEAEAAAAAAAAAAAAAAAAA"
      + "AAAA/9oACAEBAAA/AH8IA7//2Q==")
  /// `convert -size 8x8 xc:'rgb(200,40,90)' -colorspace CMYK -strip -quality 90 cmyk.jpg`
  static let cmyk = bytes(
    "/9j/7gAOQWRvYmUAZAAAAAAC/9sAQwADAgIDAgIDAwMDBAMDBAUIBQUEBAUKBwcGCAwKDAwLCgsLDQ4SEA0OEQ4LCxAWEBET"
      + "FBUVFQwPFxgWFBgSFBUU/9sAQwEDBAQFBAUJBQUJFA0LDRQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQUFBQU"
      + "FBQUFBQUFBQUFBQU/8AAFAgACAAIBAERAAIRAQMRAQQRAP/EABUAAQEAAAAAAAAAAAAAAAAAAAUI/8QAFBABAAAAAAAAAAAA"
      + "AAAAAAAAAP/EABUBAQEAAAAAAAAAAAAAAAAAAAMJ/8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAA4EAQACEQMRBAAAPwBUqfiw" + "H//Z")
  /// `convert -size 8x8 xc:'rgb(10,120,250)' -strip -quality 95 -interlace JPEG prog.jpg`: progressive.
  static let progressive = bytes(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/2wBDAAIBAQEBAQIBAQECAgICAgQDAgICAgUEBAMEBgUGBgYFBgYGBwkIBgcJBwYGCAsI"
      + "CQoKCgoKBggLDAsKDAkKCgr/2wBDAQICAgICAgUDAwUKBwYHCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoKCgoK"
      + "CgoKCgoKCgoKCgoKCgr/wgARCAAIAAgDAREAAhEBAxEB/8QAFAABAAAAAAAAAAAAAAAAAAAABv/EABQBAQAAAAAAAAAAAAAA"
      + "AAAAAAj/2gAMAwEAAhADEAAAARaoPf8A/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABBQJ//8QAFBEBAAAAAAAAAAAA"
      + "AAAAAAAAAP/aAAgBAwEBPwF//8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAgEBPwF//8QAFBABAAAAAAAAAAAAAAAAAAAA"
      + "AP/aAAgBAQAGPwJ//8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPyF//9oADAMBAAIAAwAAABAf/8QAFBEBAAAAAAAA"
      + "AAAAAAAAAAAAAP/aAAgBAwEBPxB//8QAFBEBAAAAAAAAAAAAAAAAAAAAAP/aAAgBAgEBPxB//8QAFBABAAAAAAAAAAAAAAAA"
      + "AAAAAP/aAAgBAQABPxB//9k=")

  static func bytes(_ base64: String) -> [UInt8] { [UInt8](Data(base64Encoded: base64)!) }

  /// The pixel at (x, y): red, green, blue, alpha.
  static func pixel(_ bitmap: Bitmap, _ x: Int, _ y: Int) -> [Int] {
    let i = (y * bitmap.width + x) * 4
    return (0..<4).map { Int(bitmap.premultipliedRGBA[i + $0]) }
  }

  static func near(_ got: [Int], _ want: [Int], within: Int = 3) -> Bool {
    zip(got, want).allSatisfy { abs($0 - $1) <= within }
  }

  @Test func aBaselineJPEGDecodesToTheColourItWasMadeOfAndIsOpaque() throws {
    #expect(JPEGDecoder.isJPEG(Self.solid))
    let bitmap = try JPEGDecoder.bitmap(Self.solid)
    #expect(bitmap.width == 8 && bitmap.height == 8)
    for (x, y) in [(0, 0), (7, 7), (3, 5)] {
      #expect(Self.near(Self.pixel(bitmap, x, y), [200, 40, 90, 255]), "pixel \(x), \(y)")
    }
  }

  @Test func aProgressiveJPEGDecodesToo() throws {
    let bitmap = try JPEGDecoder.bitmap(Self.progressive)
    #expect(Self.near(Self.pixel(bitmap, 4, 4), [10, 120, 250, 255]))
  }

  @Test func aGreyscaleJPEGComesOutAsGreyRGB() throws {
    let bitmap = try JPEGDecoder.bitmap(Self.grey)
    #expect(bitmap.width == 16 && bitmap.height == 8)
    #expect(Self.near(Self.pixel(bitmap, 1, 4), [255, 255, 255, 255]))
    #expect(Self.near(Self.pixel(bitmap, 14, 4), [0, 0, 0, 255]))
  }

  @Test func aCMYKJPEGIsRefusedSayingSo() {
    #expect(throws: JPEGError.self) { try JPEGDecoder.bitmap(Self.cmyk) }
    do {
      _ = try JPEGDecoder.bitmap(Self.cmyk)
    } catch {
      #expect(error.description.contains("CMYK"))
    }
  }

  /// A file cut short decodes with grey where its data is missing, after libjpeg's warning:
  /// refused with that warning instead; bytes that are no JPEG are refused with libjpeg's reason.
  @Test func damagedAndForeignBytesAreRefusedWithLibjpegsReason() {
    for bad in [Array(Self.solid.prefix(Self.solid.count / 2)), [0xFF, 0xD8, 0xFF, 0x00], Array("GIF89a".utf8), []] {
      do {
        _ = try JPEGDecoder.bitmap(bad)
        Issue.record("\(bad.count) bytes decoded")
      } catch {
        #expect(!error.description.isEmpty)
      }
    }
    #expect(!JPEGDecoder.isJPEG(Array("GIF89a".utf8)))
  }
}
