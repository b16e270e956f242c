import Animation
import Geometry
import Raster
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
}
