import CGif
import Foundation
import Raster
import Export
import Testing

/// GIFs written by `GIFWriter`, read back with giflib's decoder.
@Suite struct GIFWriterTests {
  /// A frame of horizontal bands in the given colours.
  static func bands(_ colors: [(UInt8, UInt8, UInt8)], width: Int = 20, height: Int = 12) -> Pixmap {
    var p = Pixmap(width: width, height: height)
    for y in 0..<height {
      let c = colors[y * colors.count / height]
      for x in 0..<width {
        let i = 4 * (y * width + x)
        p.pixels[i] = c.0
        p.pixels[i + 1] = c.1
        p.pixels[i + 2] = c.2
        p.pixels[i + 3] = 255
      }
    }
    return p
  }

  struct Decoded {
    var frames: [[(UInt8, UInt8, UInt8)]]
    var delays: [Int]
    var loops: Bool
    /// Each image's left, top, width, height.
    var rectangles: [[Int]]
  }

  static func decode(_ path: String) throws -> Decoded {
    var error: Int32 = 0
    let file = try #require(DGifOpenFileName(path, &error))
    defer { DGifCloseFile(file, &error) }
    #expect(DGifSlurp(file) == GIF_OK)
    var result = Decoded(frames: [], delays: [], loops: false, rectangles: [])
    let g = file.pointee
    // Each image paints its rectangle over what is on screen ("do not dispose").
    var screen = [(UInt8, UInt8, UInt8)](repeating: (0, 0, 0), count: Int(g.SWidth * g.SHeight))
    for k in 0..<Int(g.ImageCount) {
      let image = g.SavedImages[k]
      let map = try #require(image.ImageDesc.ColorMap ?? g.SColorMap)
      let d = image.ImageDesc
      result.rectangles.append([Int(d.Left), Int(d.Top), Int(d.Width), Int(d.Height)])
      for y in 0..<Int(d.Height) {
        for x in 0..<Int(d.Width) {
          let c = map.pointee.Colors[Int(image.RasterBits[y * Int(d.Width) + x])]
          screen[(Int(d.Top) + y) * Int(g.SWidth) + Int(d.Left) + x] = (c.Red, c.Green, c.Blue)
        }
      }
      result.frames.append(screen)
      var control = GraphicsControlBlock()
      #expect(DGifSavedExtensionToGCB(file, Int32(k), &control) == GIF_OK)
      result.delays.append(Int(control.DelayTime))
      for e in 0..<Int(image.ExtensionBlockCount) {
        let block = image.ExtensionBlocks[e]
        if block.Function == APPLICATION_EXT_FUNC_CODE, block.ByteCount == 11 {
          let name = String(decoding: UnsafeBufferPointer(start: block.Bytes, count: 11), as: UTF8.self)
          result.loops = result.loops || name == "NETSCAPE2.0"
        }
      }
    }
    return result
  }

  @Test func framesComeBackWithinTwoLevelsWithTheirDelaysAndLoop() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString).gif").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let frames = [
      Self.bands([(255, 128, 0), (10, 20, 30), (200, 200, 200)]),
      Self.bands([(0, 0, 255), (255, 255, 255)]),
      Self.bands([(17, 99, 180), (0, 0, 0), (90, 91, 92), (250, 5, 128)]),
    ]
    let writer = try GIFWriter(path: path, width: 20, height: 12)
    for f in frames { try writer.add(f, duration: 1.0 / 60) }
    try writer.finish()

    let gif = try Self.decode(path)
    #expect(gif.frames.count == 3)
    #expect(gif.loops)
    // 1/60 s each: the rounded ends are 2, 3, 5 cs, so the delays are 2, 1, 2 — their sum is
    // the rounded total, 5 cs.
    #expect(gif.delays == [2, 1, 2])
    for (k, frame) in frames.enumerated() {
      for i in 0..<(20 * 12) {
        let got = gif.frames[k][i]
        let want = (frame.pixels[4 * i], frame.pixels[4 * i + 1], frame.pixels[4 * i + 2])
        #expect(
          abs(Int(got.0) - Int(want.0)) <= 2 && abs(Int(got.1) - Int(want.1)) <= 2
            && abs(Int(got.2) - Int(want.2)) <= 2, "frame \(k) pixel \(i): \(got) for \(want)")
      }
    }
  }

  /// After the first frame only the rectangle around what changed is stored; a frame equal to
  /// the one before stores one pixel.
  @Test func laterFramesStoreOnlyWhatChanged() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString).gif").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let first = Self.bands([(255, 128, 0), (10, 20, 30), (200, 200, 200)])
    var second = first
    for (x, y) in [(3, 4), (9, 6), (5, 7)] {  // three pixels change: the box is x 3…9, y 4…7
      let i = 4 * (y * 20 + x)
      second.pixels[i] = 1
      second.pixels[i + 1] = 250
      second.pixels[i + 2] = 99
    }
    let writer = try GIFWriter(path: path, width: 20, height: 12)
    for f in [first, second, second] { try writer.add(f, duration: 0.1) }
    try writer.finish()
    let gif = try Self.decode(path)
    #expect(gif.rectangles == [[0, 0, 20, 12], [3, 4, 7, 4], [0, 0, 1, 1]])
    for (k, frame) in [first, second, second].enumerated() {
      for i in 0..<(20 * 12) {
        let got = gif.frames[k][i]
        #expect(
          abs(Int(got.0) - Int(frame.pixels[4 * i])) <= 2 && abs(Int(got.1) - Int(frame.pixels[4 * i + 1])) <= 2
            && abs(Int(got.2) - Int(frame.pixels[4 * i + 2])) <= 2, "frame \(k) pixel \(i)")
      }
    }
  }

  @Test func aFrameOfTheWrongSizeIsRefused() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("gif-\(UUID().uuidString).gif").path
    defer { try? FileManager.default.removeItem(atPath: path) }
    let writer = try GIFWriter(path: path, width: 20, height: 12)
    #expect(throws: ExportError.self) { try writer.add(Self.bands([(0, 0, 0)], width: 21), duration: 0.1) }
  }
}
