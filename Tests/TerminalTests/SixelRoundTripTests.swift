import Geometry
import Raster
import Scenes
import Terminal
import Preview
import Testing

/// The largest channel difference between `a` and the top of `b` (a decoded sixel image is
/// `a` padded to whole bands of 6 rows).
func maximumChannelError(_ a: Pixmap, _ b: Pixmap) -> Int {
  precondition(a.width == b.width && b.height == SixelEncoder.bandHeight(a.height))
  var worst = 0
  for i in 0..<a.pixels.count where i % 4 != 3 {
    worst = max(worst, abs(Int(a.pixels[i]) - Int(b.pixels[i])))
  }
  return worst
}

@Suite struct SixelRoundTripTests {
  /// Sixel draws whole bands of 6 rows: an image of another height is padded by its last row,
  /// which the encoder owns (layouts and plots are the heights they need).
  @Test(arguments: [1, 5, 7, 13])
  func aPartialBandIsFilledWithTheLastRow(height: Int) throws {
    var image = Pixmap(width: 9, height: height, color: Color(red: 0, green: 0, blue: 1))
    image.blit(Pixmap(width: 9, height: 1, color: Color(red: 1, green: 0, blue: 0)), x: 0, y: height - 1)
    let decoded = try SixelDecoder.decode(try SixelEncoder.encode(image))
    #expect(decoded.height == (height + 5) / 6 * 6)
    for y in height..<decoded.height {
      #expect(decoded.pixel(x: 4, y: y).r > 250 && decoded.pixel(x: 4, y: y).b < 5, "row \(y)")
    }
    #expect(maximumChannelError(image, decoded) <= 2)
  }

  /// A rendered blob frame decodes (libsixel) within 2 per channel, the default tolerance.
  @Test func blobFrameDecodesWithinTwoLevels() throws {
    var values = ParameterValues()
    values[BlobScene.icon] = .choice("none")
    let frame = Preview.frame(BlobScene.scene, values, at: 5, width: 480, height: 360)
    let indexed = IndexedImage(frame)
    let (within, count) = (indexed.isWithinTolerance, indexed.colorCount)
    #expect(within && count <= 256)
    let decoded = try SixelDecoder.decode(try SixelEncoder.encode(frame))
    #expect(decoded.width == 480 && decoded.height == 360)
    #expect(maximumChannelError(frame, decoded) <= 2)
  }

  /// With the play icon (orange–grey and white–orange blends) the bound still holds.
  @Test func blobFrameWithIconDecodesWithinTwoLevels() throws {
    let frame = Preview.frame(BlobScene.scene, ParameterValues(), at: 5, width: 480, height: 360)
    let within = IndexedImage(frame).isWithinTolerance
    #expect(within)
    let decoded = try SixelDecoder.decode(try SixelEncoder.encode(frame))
    #expect(maximumChannelError(frame, decoded) <= 2)
  }

  /// Tolerance 1 is as exact as sixel's whole percents allow.
  @Test func toleranceOneIsSixelExact() throws {
    let frame = Preview.frame(BlobScene.scene, ParameterValues(), at: 2, width: 240, height: 180)
    let tight = IndexedImage(frame, tolerance: 1), loose = IndexedImage(frame)
    let counts = (tight.colorCount, loose.colorCount)
    #expect(counts.0 > counts.1)
    let decoded = try SixelDecoder.decode(try SixelEncoder.encode(tight))
    #expect(maximumChannelError(frame, decoded) <= 1)
  }

  /// The whole preview strip (labels, many frames) also decodes within 2.
  @Test func stripDecodesWithinTwoLevels() throws {
    let strip = Preview.strip(BlobScene.scene, ParameterValues(), maximumWidth: 800)
    let decoded = try SixelDecoder.decode(try SixelEncoder.encode(strip))
    #expect(maximumChannelError(strip, decoded) <= 2)
  }

  /// Too many colours for 256 entries: a median-cut palette, each pixel mapped to its nearest
  /// entry.
  @Test func gradientWithThousandsOfColoursIsQuantisedCloseToTheOriginal() throws {
    var image = Pixmap(width: 96, height: 96)
    for y in 0..<96 {
      for x in 0..<96 {
        let i = 4 * (y * 96 + x)
        image.pixels[i] = UInt8(x * 255 / 95)
        image.pixels[i + 1] = UInt8(y * 255 / 95)
        image.pixels[i + 2] = UInt8((x + y) * 255 / 190)
        image.pixels[i + 3] = 255
      }
    }
    let indexed = IndexedImage(image)
    let (within, count) = (indexed.isWithinTolerance, indexed.colorCount)
    #expect(!within && count == 256)
    let decoded = try SixelDecoder.decode(try SixelEncoder.encode(image))
    // 9216 colours on a 3-D ramp in 256 boxes: each box spans about 256/6.3 ≈ 40 levels per
    // axis, so the nearest entry is within ~20 per channel; a broken quantiser is far off.
    #expect(maximumChannelError(image, decoded) <= 24)
  }

  /// 8-bit values that share a sixel percent are one palette entry even at tolerance 1.
  @Test func coloursSixelCannotTellApartShareAnEntry() {
    var image = Pixmap(width: 2, height: 1)
    image.pixels = [99, 0, 0, 255, 100, 0, 0, 255]  // both 39 %
    let indexed = IndexedImage(image, tolerance: 1)
    #expect(indexed.indices[0] == indexed.indices[1])
  }

  @Test func paletteEntriesAreColoursSixelSendsExactly() {
    var image = Pixmap(width: 4, height: 1)
    image.pixels = [10, 20, 30, 255, 40, 50, 60, 255, 10, 20, 30, 255, 70, 80, 90, 255]
    let indexed = IndexedImage(image)
    let within = indexed.isWithinTolerance
    #expect(within)
    #expect(indexed.indices[0] == indexed.indices[2] && indexed.indices[0] != indexed.indices[1])
    let e = Int(indexed.indices[3])
    // Whole percents: 70 → 27 % → 69 after decoding.
    let sixel: [UInt8] = [70, 80, 90].map { (v: Int) -> UInt8 in
      let percent = (v * 100 + 127) / 255
      return UInt8((percent * 255 + 50) / 100)
    }
    #expect(Array(indexed.palette[3 * e..<3 * e + 3]) == sixel)
    #expect(sixel == [69, 79, 89])
  }

  @Test func outputIsOneDeviceControlString() throws {
    var image = Pixmap(width: 12, height: 12)
    image.fill(with: .orange)
    let bytes = try SixelEncoder.encode(image)
    #expect(bytes.prefix(2) == [0x1b, UInt8(ascii: "P")])
    #expect(bytes.suffix(2) == [0x1b, UInt8(ascii: "\\")])
  }
}

/// Wobble's own sixel encoder decodes (with libsixel) to exactly the pixels libsixel's encoding
/// of the same indices decodes to.
@Suite struct SixelWriterTests {
  static func frames() -> [Pixmap] {
    var out: [Pixmap] = []
    for (scene, size) in [(BlobScene.scene, (160, 100)), (RingScene.scene, (97, 61)), (BalloonScene.scene, (120, 13))] {
      let values = ParameterValues()
      for t in [0.0, 0.4, 1.3] {
        out.append(Preview.frame(scene, values, at: t, width: size.0, height: size.1))
      }
    }
    // A frame of many colours: a gradient over 300 levels quantises to a full palette.
    var ramp = Pixmap(width: 300, height: 7)
    for x in 0..<300 {
      for y in 0..<7 {
        let i = 4 * (y * 300 + x)
        (ramp.pixels[i], ramp.pixels[i + 1], ramp.pixels[i + 2], ramp.pixels[i + 3]) = (
          UInt8(x % 256), UInt8(y * 30), UInt8((x * 7) % 256), 255
        )
      }
    }
    out.append(ramp)
    return out
  }

  @Test func wobblesEncoderDecodesToLibsixelsPixels() throws {
    for (n, frame) in Self.frames().enumerated() {
      let indexed = IndexedImage(frame)
      let ours = try SixelDecoder.decode(SixelWriter.encode(indexed))
      let theirs = try SixelDecoder.decode(try SixelEncoder.encode(indexed))
      #expect(ours.width == theirs.width && ours.height == theirs.height, "frame \(n)")
      let differing = zip(ours.pixels, theirs.pixels).filter { $0 != $1 }.count
      #expect(differing == 0, "frame \(n) (\(indexed.colorCount) colours): \(differing) bytes differ")
    }
  }
}
