import Geometry
import Testing

@testable import Raster

/// Compositing one image into another: plus-lighter adds premultiplied channels, each at most
/// 255, inside the box given and nowhere else.
@Suite struct MaskedCompositeTests {
  @Test func addingSumsPremultipliedChannelsAndClampsAt255() {
    var below = Pixmap(width: 2, height: 1)
    below.pixels = [200, 40, 0, 255, 200, 40, 0, 255]
    var source = Pixmap(width: 2, height: 1)
    source.pixels = [120, 30, 10, 128, 120, 30, 10, 128]
    below.composite(adding: source, within: PixelBox(x0: 0, y0: 0, x1: 1, y1: 1))
    #expect(Array(below.pixels[0..<4]) == [255, 70, 10, 255])
    #expect(Array(below.pixels[4..<8]) == [200, 40, 0, 255])
  }
}
