import CPNG
import Foundation
import Raster
import Export
import Testing

/// PNG files read back with libpng's own reader (the simplified API), pixel for pixel.
@Suite struct PNGWriterTests {
  func folder() -> String {
    let path = NSTemporaryDirectory() + "wobble-png-\(UUID().uuidString)"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// The file's pixels as RGB triplets, or nil when libpng cannot read it.
  func readRGB(_ path: String) -> (width: Int, height: Int, rgb: [UInt8])? {
    var image = png_image()
    image.version = UInt32(PNG_IMAGE_VERSION)
    guard png_image_begin_read_from_file(&image, path) != 0 else { return nil }
    image.format = UInt32(PNG_FORMAT_RGB)
    var rgb = [UInt8](repeating: 0, count: Int(image.width * image.height * 3))
    guard png_image_finish_read(&image, nil, &rgb, 0, nil) != 0 else { return nil }
    return (Int(image.width), Int(image.height), rgb)
  }

  @Test func anImageComesBackPixelForPixelWithoutItsAlpha() throws {
    var image = Pixmap(width: 37, height: 23)
    for i in 0..<(37 * 23) {
      image.pixels[4 * i] = UInt8(i % 256)
      image.pixels[4 * i + 1] = UInt8((i * 7) % 256)
      image.pixels[4 * i + 2] = UInt8((i * 13) % 256)
      image.pixels[4 * i + 3] = UInt8((i * 3) % 256)
    }
    let path = folder() + "/i.png"
    try PNGWriter.write(image, to: path)
    let read = try #require(readRGB(path))
    #expect(read.width == 37 && read.height == 23)
    let expected = (0..<(37 * 23)).flatMap { i in image.pixels[(4 * i)..<(4 * i + 3)] }
    #expect(read.rgb == expected)
  }

  @Test func aWriteAskedToStopSaysCancelledAndLeavesNoReadableFile() {
    let image = Pixmap(width: 64, height: 200, color: .white)
    let path = folder() + "/c.png"
    var asked = 0
    var failure: ExportError?
    do {
      try PNGWriter.write(image, to: path) {
        asked += 1
        return asked > 2  // stops at row 64
      }
    } catch {
      failure = error
    }
    #expect(failure?.isCancelled == true)
    #expect(asked == 3)
    #expect(readRGB(path) == nil)
  }

  @Test func anUnwritablePathSaysWhy() {
    do {
      try PNGWriter.write(Pixmap(width: 2, height: 2), to: "/nonexistent-folder/x.png")
      Issue.record("written")
    } catch {
      #expect(error.description == "No such file or directory" && !error.isCancelled)
    }
  }
}
