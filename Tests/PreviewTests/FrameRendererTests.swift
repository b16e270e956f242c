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
  /// Mask groups draw into images reused from group to group and frame to frame: what one
  /// group drew must not show through the next (a red sheet masked to a corner, then two
  /// specks whose group spans the sheet's middle), and a shadow cast inside a masked group
  /// reaches past its caster by its offset and is composited there too.
  @Test func maskGroupsShowOnlyTheirOwnDrawingAndShadowsReachingPastTheirCasters() {
    func masked(_ content: Layer, by mask: Rect, y: Double) -> Layer {
      var group = Layer(name: "group", frame: Rect(x: 0, y: y, width: 80, height: 40))
      group.sublayers = [content]
      var shape = Layer(name: "mask", frame: mask)
      shape.backgroundColor = .black
      group.mask = shape
      return group
    }
    var sheet = Layer(name: "sheet", frame: Rect(x: 0, y: 0, width: 80, height: 40))
    sheet.backgroundColor = Color(red: 1, green: 0, blue: 0)
    // Two specks far apart: the box the group drew in spans the sheet's middle.
    var specks = Layer(name: "specks", frame: Rect(x: 0, y: 0, width: 80, height: 40))
    for origin in [Point(42, 2), Point(74, 34)] {
      var speck = Layer(name: "speck", frame: Rect(x: origin.x, y: origin.y, width: 4, height: 4))
      speck.backgroundColor = Color(red: 0, green: 0, blue: 1)
      specks.sublayers.append(speck)
    }
    var caster = Layer(name: "caster", frame: Rect(x: 10, y: 10, width: 10, height: 10))
    caster.backgroundColor = Color(white: 0.5)
    caster.shadow.opacity = 1
    caster.shadow.radius = 0
    caster.shadow.offset = Point(20, 0)
    var host = Layer(name: "host", frame: Rect(x: 0, y: 0, width: 80, height: 80))
    host.sublayers = [
      masked(sheet, by: Rect(x: 0, y: 0, width: 10, height: 10), y: 0),
      masked(specks, by: Rect(x: 40, y: 0, width: 40, height: 40), y: 0),
      masked(caster, by: Rect(x: 0, y: 0, width: 80, height: 40), y: 40),
    ]
    var renderer = FrameRenderer()
    for _ in 0..<2 {
      let frame = renderer.render(host, size: (80, 80), scale: 1, backdrop: .white)
      #expect(frame.pixel(x: 5, y: 5) == (255, 0, 0, 255))  // the sheet through its corner mask
      #expect(frame.pixel(x: 60, y: 20) == (255, 255, 255, 255))  // nothing of the sheet in the next group
      #expect(frame.pixel(x: 43, y: 3) == (0, 0, 255, 255))
      #expect(frame.pixel(x: 15, y: 55) == (128, 128, 128, 255))  // the caster
      #expect(frame.pixel(x: 35, y: 55) == (0, 0, 0, 255))  // its shadow, 20 points to the right
    }
  }
}
