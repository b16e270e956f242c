import Geometry
import Raster
import Preview
import Testing

@Suite struct StripLayoutTests {
  @Test(arguments: [(800, 600), (1272, 684), (316, 96), (480, 312), (2000, 300)])
  func gridFitsTheSpaceGiven(width: Int, height: Int) {
    let layout = StripLayout(count: 12, aspect: 4.0 / 3, maximumWidth: width, maximumHeight: height)
    #expect(layout.width <= width)
    #expect(layout.height <= height)
    #expect(layout.columns * layout.rows >= 12)
    #expect(abs(Double(layout.frameWidth) / Double(layout.frameHeight) - 4.0 / 3) < 0.1)
  }

  @Test func withoutAHeightLimitFramesStayAtLeastTheMinimumWide() {
    let layout = StripLayout(count: 12, aspect: 4.0 / 3, maximumWidth: 800)
    #expect(layout.columns == 6 && layout.rows == 2 && layout.frameWidth >= 120)
  }

  /// 1272 px fits 10 frames of 120 px; 12 frames then go 6 + 6, not 10 + 2.
  @Test func rowsAreBalanced() {
    let layout = StripLayout(count: 12, aspect: 4.0 / 3, maximumWidth: 1272)
    #expect(layout.columns == 6 && layout.rows == 2)
    let seven = StripLayout(count: 7, aspect: 1, maximumWidth: 500)
    #expect(seven.columns == 4 && seven.rows == 2)
  }

  @Test func wideShortSpacesPutEveryFrameInOneRow() {
    let layout = StripLayout(count: 12, aspect: 4.0 / 3, maximumWidth: 2000, maximumHeight: 200)
    #expect(layout.rows == 1)
  }

  @Test func composePlacesEachFrameAndItsLabel() {
    let layout = StripLayout(count: 2, aspect: 1, maximumWidth: 300)
    var red = Pixmap(width: layout.frameWidth, height: layout.frameHeight)
    red.fill(with: Color(red: 1, green: 0, blue: 0))
    var blue = red
    blue.fill(with: Color(red: 0, green: 0, blue: 1))
    let strip = layout.compose(frames: [red, blue], labels: ["0s", "1s"], background: .black, labelColor: .white)
    let (x0, y0) = layout.origin(of: 0), (x1, y1) = layout.origin(of: 1)
    #expect(strip.pixel(x: x0 + 3, y: y0 + 3) == (255, 0, 0, 255))
    #expect(strip.pixel(x: x1 + 3, y: y1 + 3) == (0, 0, 255, 255))
    // Some label ink lies under the first frame.
    let band = (y0 + layout.frameHeight)..<(y0 + layout.frameHeight + layout.labelHeight)
    let ink = band.contains { y in (x0..<(x0 + layout.frameWidth)).contains { strip.pixel(x: $0, y: y).r > 128 } }
    #expect(ink)
  }
}

@Suite struct CompositingTests {
  /// Source-over in premultiplied 8-bit: 50 % orange over opaque grey 128.
  @Test func translucentFillBlendsSourceOver() {
    var pixmap = Pixmap(width: 4, height: 4)
    pixmap.fill(with: Color(white: 128.0 / 255))
    var rasterizer = Rasterizer()
    let square = [[Point(0, 0), Point(4, 0), Point(4, 4), Point(0, 4)]]
    rasterizer.fill(polygons: square, color: .orange, opacity: 0.5, into: &pixmap)
    let p = pixmap.pixel(x: 1, y: 1)
    // r = 255·0.5 + 128·0.5 = 191.5, g = 127.5·0.5 + 64 = 127.75, b = 64, a = 255
    #expect(p == (192, 128, 64, 255))
  }

  @Test func premultipliedChannelsNeverExceedAlpha() {
    var pixmap = Pixmap(width: 8, height: 8)
    var rasterizer = Rasterizer()
    rasterizer.fill(
      polygons: [[Point(0.3, 0.2), Point(7.7, 1.1), Point(3.3, 7.9)]], color: Color(red: 1, green: 0.7, blue: 0.2, alpha: 0.6),
      into: &pixmap)
    for i in stride(from: 0, to: pixmap.pixels.count, by: 4) {
      #expect(pixmap.pixels[i] <= pixmap.pixels[i + 3] && pixmap.pixels[i + 2] <= pixmap.pixels[i + 3])
    }
  }
}
