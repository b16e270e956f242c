import Animation
import Geometry
import Preview
import Raster
import Testing

@Suite struct FrameRendererTests {
  /// A translucent background filling the frame, with a shape over it.
  func translucentHost(alpha: Double, size: Double) -> Layer {
    var host = Layer(name: "host", frame: Rect(x: 0, y: 0, width: size, height: size * 0.75))
    host.backgroundColor = Color(red: 0.31, green: 0.62, blue: 0.17, alpha: alpha)
    var dot = Layer(name: "dot", frame: Rect(x: 5, y: 4, width: 9, height: 7))
    dot.backgroundColor = Color(red: 0.9, green: 0.1, blue: 0.4, alpha: 0.6)
    dot.cornerRadius = 3
    host.sublayers = [dot]
    return host
  }

  /// The same items drawn pixel by pixel with the rasterizer onto the backdrop.
  func drawnPixelByPixel(_ tree: Layer, width: Int, height: Int, scale: Double, backdrop: Color) -> Pixmap {
    var pixmap = Pixmap(width: width, height: height, color: backdrop)
    var rasterizer = Rasterizer()
    for item in tree.displayList() {
      guard case .fill(let rule) = item.paint else { continue }
      rasterizer.fill(
        item.path, transform: item.transform.concatenating(Transform3D(scaleX: scale, y: scale)), color: item.color,
        rule: rule, opacity: item.opacity, into: &pixmap)
    }
    return pixmap
  }

  @Test(arguments: [0.8, 0.2, 1.0, 0.5])
  func aBackgroundCoveringTheFrameStartsItAsIfBlendedPixelByPixel(alpha: Double) {
    let backdrop = Color(red: 0.95, green: 0.9, blue: 0.7)
    for (size, scale) in [(20.0, 1.0), (30.0, 2.5)] {
      let tree = translucentHost(alpha: alpha, size: size)
      let (w, h) = (Int(size * scale), Int(size * 0.75 * scale))
      var renderer = FrameRenderer()
      let folded = renderer.render(tree, size: (w, h), scale: scale, backdrop: backdrop)
      let same = folded.pixels == drawnPixelByPixel(tree, width: w, height: h, scale: scale, backdrop: backdrop).pixels
      #expect(same, "size \(size), scale \(scale)")
    }
  }

  @Test func aBackgroundSmallerThanTheFrameIsDrawnNotFolded() {
    let tree = translucentHost(alpha: 0.8, size: 20)
    var renderer = FrameRenderer()
    // The frame is larger than the host: its corner keeps the backdrop.
    let frame = renderer.render(tree, size: (30, 30), scale: 1, backdrop: .white)
    #expect(frame.pixel(x: 25, y: 25) == (255, 255, 255, 255))
    #expect(frame.pixel(x: 1, y: 1) != (255, 255, 255, 255))
  }

  @Test func aReusedPixmapIsDrawnAsAFreshOne() {
    var renderer = FrameRenderer()
    var reused = Pixmap(width: 0, height: 0)
    for alpha in [0.3, 1.0, 0.7] {
      let items = translucentHost(alpha: alpha, size: 24).displayList()
      renderer.render(items, into: &reused, size: (24, 18), scale: 1, backdrop: .white)
      let fresh = renderer.render(items, size: (24, 18), scale: 1, backdrop: .white)
      let same = reused.pixels == fresh.pixels && reused.width == 24 && reused.height == 18
      #expect(same, "alpha \(alpha)")
    }
  }
}
