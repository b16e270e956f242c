import Animation
import Geometry
import Preview
import Raster
import Testing

/// Gradient layers fill their bounds with the colour each pixel's centre maps to.
@Suite struct GradientFillTests {
  /// A 100 × 10 layer at the origin, drawn at 1 pixel per point on black.
  static func render(_ gradient: Gradient, width: Int = 100, height: Int = 10) -> Pixmap {
    var layer = Layer(name: "g", frame: Rect(x: 0, y: 0, width: Double(width), height: Double(height)))
    layer.content = .gradient(gradient)
    var renderer = FrameRenderer()
    return renderer.render(layer, size: (width, height), scale: 1, backdrop: .black)
  }

  static func pixel(_ p: Pixmap, _ x: Int, _ y: Int) -> [Int] {
    let i = 4 * (y * p.width + x)
    return (0..<3).map { Int(p.pixels[i + $0]) }
  }

  @Test func anAxialGradientRunsFromStartToEndAlongTheAxis() {
    var g = Gradient()
    g.colors = [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)]
    g.startPoint = Point(0, 0.5)
    g.endPoint = Point(1, 0.5)
    let p = Self.render(g)
    for x in [0, 25, 49, 80, 99] {
      // The centre of pixel x is (x + 0.5) / 100 of the way: red falls, blue rises linearly.
      let f = (Double(x) + 0.5) / 100
      let expected = [Int((255 * (1 - f)).rounded()), 0, Int((255 * f).rounded())]
      let got = Self.pixel(p, x, 5)
      #expect(zip(got, expected).allSatisfy { abs($0 - $1) <= 1 }, "x = \(x): \(got) vs \(expected)")
    }
  }

  @Test func locationsHoldTheEndColoursBeyondThem() {
    var g = Gradient()
    g.colors = [.white, .black]
    g.locations = [0.4, 0.6]
    g.startPoint = Point(0, 0.5)
    g.endPoint = Point(1, 0.5)
    let p = Self.render(g)
    #expect(Self.pixel(p, 10, 5) == [255, 255, 255])
    #expect(Self.pixel(p, 90, 5) == [0, 0, 0])
    // Pixel 49's centre is at 0.495: (0.495 − 0.4) / 0.2 = 0.475 of the way from white to black.
    let mid = Self.pixel(p, 49, 5)[0]
    #expect(abs(mid - Int((255 * (1 - 0.475)).rounded())) <= 1, "\(mid)")
  }

  @Test func theDefaultRunsTopToBottomAndARadialOneFromTheCentre() {
    var g = Gradient()
    g.colors = [.white, .black]
    let vertical = Self.render(g, width: 10, height: 100)
    #expect(Self.pixel(vertical, 5, 0)[0] > 250 && Self.pixel(vertical, 5, 99)[0] < 5)
    g.kind = .radial
    g.startPoint = Point(0.5, 0.5)
    g.endPoint = Point(1, 1)
    let radial = Self.render(g, width: 100, height: 100)
    // Centre white; a corner (beyond the ellipse through the edges' midpoints) black.
    #expect(Self.pixel(radial, 50, 50)[0] >= 250 && Self.pixel(radial, 0, 0)[0] == 0)
    // At (75.5, 50.5) the normalised distance is 25.5 / 50.
    #expect(abs(Self.pixel(radial, 75, 50)[0] - Int((255 * (1 - 25.5 / 50)).rounded())) <= 1)
  }
}
