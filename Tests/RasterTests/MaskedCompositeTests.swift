import Geometry
import Testing

@testable import Raster

/// Compositing one image into another: plus-lighter adds premultiplied channels, each at most
/// 255, inside the box given and nowhere else; an erased source loses its alpha where the
/// eraser has alpha before it goes over.
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

  /// Over white: an opaque red source erased fully shows the white, erased by half (alpha 128)
  /// is red at 127/255 over it, R = S·(1 − Ea) + D·(1 − Sa·(1 − Ea)), and unerased stays red.
  @Test func anErasedSourceKeepsOneMinusTheErasersAlpha() {
    var below = Pixmap(width: 3, height: 1)
    below.pixels = [255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255]
    var source = Pixmap(width: 3, height: 1)
    source.pixels = [255, 0, 0, 255, 255, 0, 0, 255, 255, 0, 0, 255]
    var eraser = Pixmap(width: 3, height: 1)
    eraser.pixels = [0, 0, 0, 255, 0, 0, 0, 128, 0, 0, 0, 0]
    below.composite(source, erasedBy: eraser)
    #expect(Array(below.pixels[0..<4]) == [255, 255, 255, 255])
    // k = 127/255: red 255·k + 255·(1 − k) = 255; green and blue 255·(1 − k) = 128.
    #expect(Array(below.pixels[4..<8]) == [255, 128, 128, 255])
    #expect(Array(below.pixels[8..<12]) == [255, 0, 0, 255])
  }
}
