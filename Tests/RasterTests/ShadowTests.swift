import Animation
import Geometry
@testable import Raster
import Preview
import Testing

@Suite struct ShadowTests {
  /// A 20×20 square with a black shadow 30 px to the right: the shadow keeps the square's
  /// area (blurring preserves the sum), centred on the offset square, spread by the blur.
  func frame(radius: Double) -> Pixmap {
    var host = Layer(name: "host", frame: Rect(x: 0, y: 0, width: 100, height: 60))
    var square = Layer(name: "square", frame: Rect(x: 10, y: 20, width: 20, height: 20))
    square.backgroundColor = Color(red: 1, green: 0, blue: 0)
    square.shadow.opacity = 1
    square.shadow.radius = radius
    square.shadow.offset = Point(40, 0)
    host.sublayers = [square]
    var renderer = FrameRenderer()
    return renderer.render(host, size: (100, 60), scale: 1, backdrop: .white)
  }

  func darkness(_ image: Pixmap, _ x: Int, _ y: Int) -> Double { 1 - Double(image.pixel(x: x, y: y).g) / 255 }

  @Test func aSharpShadowIsTheOffsetShape() {
    let image = frame(radius: 0)
    #expect(darkness(image, 60, 30) == 1 && darkness(image, 49, 30) == 0 && darkness(image, 71, 30) == 0)
    #expect(image.pixel(x: 20, y: 30) == (255, 0, 0, 255))  // the square draws over its own spot
  }

  @Test func blurKeepsTheShadowsAreaAndSpreadsIt() {
    let image = frame(radius: 8)  // σ = 4
    var total = 0.0
    for y in 0..<60 { for x in 40..<100 { total += darkness(image, x, y) } }
    #expect(abs(total - 400) < 8)
    #expect(darkness(image, 60, 30) > 0.9)
    #expect(darkness(image, 48, 30) > 0.05)  // beyond the sharp edge at 50
    #expect(darkness(image, 38, 30) < 0.01)  // 3σ further out
  }

  @Test func zeroOpacityCastsNothing() {
    var layer = Layer(name: "l", frame: Rect(x: 0, y: 0, width: 10, height: 10))
    layer.backgroundColor = .black
    #expect(layer.displayList().count == 1)
    layer.shadow.opacity = 0.5
    #expect(layer.displayList().count == 2)
  }

  // MARK: The blur's bounds, and stopping

  /// The three box passes over the whole frame, rows then columns each one a line at a time,
  /// values outside taken as 0: the definition the bounded, row-ordered blur must reproduce.
  static func wholeFrameBlur(_ alpha: [Float], _ w: Int, _ h: Int, radii: [Int]) -> [Float] {
    var a = alpha
    func line(_ start: Int, _ step: Int, _ count: Int, _ r: Int) {
      guard r > 0 else { return }
      let scale = 1 / Float(2 * r + 1)
      var sum: Float = 0
      var out = [Float](repeating: 0, count: count)
      for i in 0...min(r, count - 1) { sum += a[start + i * step] }
      for i in 0..<count {
        out[i] = sum * scale
        if i + r + 1 < count { sum += a[start + (i + r + 1) * step] }
        if i - r >= 0 { sum -= a[start + (i - r) * step] }
      }
      for i in 0..<count { a[start + i * step] = out[i] }
    }
    for r in radii {
      for y in 0..<h { line(y * w, 1, w, r) }
      for x in 0..<w { line(x, w, h, r) }
    }
    return a
  }

  @Test(arguments: [(0.0, 0.0), (7.0, -5.0), (-30.0, 12.0)])
  func theBlurOfASmallCasterIsTheWholeFramesBlur(dx: Double, dy: Double) {
    let (w, h) = (90, 70)
    var mask = Pixmap(width: w, height: h)
    for y in 30..<41 { for x in 12..<25 { mask.pixels[4 * (y * w + x) + 3] = UInt8((x * 37 + y * 11) % 256) } }
    let sigma = 3.3
    let color = Color(red: 0.2, green: 0.4, blue: 0.9, alpha: 0.8)
    var bounded = Pixmap(width: w, height: h, color: .white)
    ShadowRenderer.composite(mask: mask, color: color, opacity: 0.7, sigma: sigma, offset: Point(dx, dy), into: &bounded)

    // The same composite over the whole frame, from the definition.
    let alpha = (0..<(w * h)).map { Float(mask.pixels[4 * $0 + 3]) / 255 }
    let blurred = Self.wholeFrameBlur(alpha, w, h, radii: ShadowRenderer.boxRadii(sigma: sigma))
    var expected = Pixmap(width: w, height: h, color: .white)
    let a = Float(0.8 * 0.7), r = Float(0.2) * 255, g = Float(0.4) * 255, b = Float(0.9) * 255
    for y in 0..<h {
      for x in 0..<w {
        let sx = x - Int(dx), sy = y - Int(dy)
        guard sx >= 0, sx < w, sy >= 0, sy < h else { continue }
        let c = blurred[sy * w + sx] * a
        guard c > 0.5 / 255 else { continue }
        let i = 4 * (y * w + x), inverse = 1 - c
        for (k, v) in [r, g, b, 255].enumerated() {
          expected.pixels[i + k] = UInt8(min(255, v * c + Float(expected.pixels[i + k]) * inverse + 0.5))
        }
      }
    }
    #expect(bounded.pixels == expected.pixels)
    #expect(bounded.pixels != Pixmap(width: w, height: h, color: .white).pixels)
  }

  /// A host with two shadow casters, moved and offset by `offsets`, whose shadows overlap.
  func twoShadows(_ offsets: (Double, Double)) -> Layer {
    var host = Layer(name: "host", frame: Rect(x: 0, y: 0, width: 120, height: 70))
    for (i, dx) in [offsets.0, offsets.1].enumerated() {
      let frame = Rect(x: 10 + 40 * Double(i) + dx / 3, y: 17 - dx / 5, width: 23, height: 13 + Double(i))
      var square = Layer(name: "s\(i)", frame: frame)
      square.backgroundColor = Color(red: 0.9, green: 0.2 * Double(i), blue: 0.1)
      square.shadow.opacity = 0.8
      square.shadow.radius = 5 + 3 * Double(i)
      square.shadow.offset = Point(dx, 6)
      host.sublayers.append(square)
    }
    return host
  }

  @Test func aRendererReusedForManyFramesDrawsEachAsANewOneWould() {
    var reused = FrameRenderer()
    for offsets in [(0.0, 4.0), (25.0, -9.0), (-3.0, 30.0)] {
      let tree = twoShadows(offsets)
      var fresh = FrameRenderer()
      let expected = fresh.render(tree, size: (120, 70), scale: 1, backdrop: .white)
      let same = reused.render(tree, size: (120, 70), scale: 1, backdrop: .white).pixels == expected.pixels
      #expect(same, "offsets \(offsets)")
    }
    // A new size after a smaller one: the reused buffers follow.
    var fresh = FrameRenderer()
    let large = fresh.render(twoShadows((2, 2)), size: (240, 140), scale: 2, backdrop: .white)
    let same = reused.render(twoShadows((2, 2)), size: (240, 140), scale: 2, backdrop: .white).pixels == large.pixels
    #expect(same, "after a size change")
  }

  @Test(arguments: [1, 2, 3, 5, 6, 7])
  func rowsBlurredFourAtATimeAreTheRowsBlurredOneByOne(height: Int) {
    // Casters of every height modulo 4 (the rows are taken in groups of four plus the rest).
    let (w, h) = (40, 30)
    var mask = Pixmap(width: w, height: h)
    for y in 10..<(10 + height) {
      for x in 5..<(5 + 2 * height + 3) { mask.pixels[4 * (y * w + x) + 3] = UInt8((x * 29 + y * 13) % 256) }
    }
    let sigma = 1.7
    var bounded = Pixmap(width: w, height: h, color: .black)
    ShadowRenderer.composite(mask: mask, color: .white, opacity: 1, sigma: sigma, offset: .zero, into: &bounded)
    let alpha = (0..<(w * h)).map { Float(mask.pixels[4 * $0 + 3]) / 255 }
    let blurred = Self.wholeFrameBlur(alpha, w, h, radii: ShadowRenderer.boxRadii(sigma: sigma))
    for y in 0..<h {
      for x in 0..<w {
        let c = blurred[y * w + x]
        let expected: UInt8 = c > 0.5 / 255 ? UInt8(min(255, 255 * c + 0.5)) : 0
        #expect(bounded.pixel(x: x, y: y).r == expected, "pixel (\(x), \(y))")
      }
    }
  }

  @Test func aFrameAskedToStopIsLeftUnfinished() {
    var host = Layer(name: "host", frame: Rect(x: 0, y: 0, width: 100, height: 60))
    var square = Layer(name: "square", frame: Rect(x: 10, y: 20, width: 20, height: 20))
    square.backgroundColor = Color(red: 1, green: 0, blue: 0)
    host.sublayers = [square]
    var renderer = FrameRenderer()
    renderer.shouldStop = { true }
    let stopped = renderer.render(host, size: (100, 60), scale: 1, backdrop: .white)
    #expect(stopped.pixel(x: 20, y: 30) == (255, 255, 255, 255))
    renderer.shouldStop = { false }
    #expect(renderer.render(host, size: (100, 60), scale: 1, backdrop: .white).pixel(x: 20, y: 30) == (255, 0, 0, 255))
  }

  /// A file's `shadowOffset` of 1e19 (or ∞, NaN) and a NaN colour reach the renderer: the
  /// shadow lies off the canvas and draws nothing; nothing overflows.
  @Test(arguments: [1e19, -1e19, Double.infinity, Double.nan, 500])
  func anOffsetBeyondTheCanvasDrawsNoShadow(offset: Double) {
    var mask = Pixmap(width: 40, height: 30)
    for y in 10..<20 { for x in 10..<20 { mask.pixels[4 * (y * 40 + x) + 3] = 255 } }
    var canvas = Pixmap(width: 40, height: 30, color: .white)
    let before = canvas.pixels
    ShadowRenderer.composite(
      mask: mask, color: Color(red: .nan, green: 0, blue: 0, alpha: 1), opacity: 1, sigma: 2, offset: Point(offset, offset),
      into: &canvas)
    #expect(canvas.pixels == before)
  }

  @Test func aNaNColourComponentIsDrawnAsZero() {
    var canvas = Pixmap(width: 4, height: 4, color: Color(red: .nan, green: 1, blue: .nan, alpha: .nan))
    #expect(canvas.pixels.allSatisfy { $0 == 0 })
    canvas = Pixmap(width: 1, height: 1, color: Color(red: .nan, green: 1, blue: 0.5, alpha: 1))
    #expect(Array(canvas.pixels) == [0, 255, 128, 255])
  }
}
