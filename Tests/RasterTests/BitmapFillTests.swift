import Geometry
import Raster
import Testing

/// A bitmap stretched over a rectangle: each device pixel takes the colour its centre maps back
/// to, under an affine transform and under perspective.
@Suite struct BitmapFillTests {
  /// 2 × 2 pixels: red, green / blue, white (opaque, so premultiplied is plain).
  static let quad = Bitmap(
    width: 2, height: 2, premultipliedRGBA: [255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255])

  static func draw(_ transform: Transform3D, size: Int = 40) -> Pixmap {
    var pixmap = Pixmap(width: size, height: size, color: .black)
    var rasterizer = Rasterizer()
    let rect = Rect(x: 0, y: 0, width: 20, height: 20)
    rasterizer.fill(
      BezierPath(roundedRect: rect, cornerRadius: 0), transform: transform, bitmap: Self.quad, rect: rect, tint: .white,
      opacity: 1, into: &pixmap)
    return pixmap
  }

  static func rgb(_ p: Pixmap, _ at: Point) -> [UInt8] {
    let c = p.pixel(x: Int(at.x), y: Int(at.y))
    return [c.r, c.g, c.b]
  }

  @Test func eachQuarterShowsItsPixelUnderAnAffineMap() {
    // Moved by (10, 10): the quarters' middles, away from the blends between them.
    let p = Self.draw(Transform3D(translationX: 10, y: 10, z: 0))
    #expect(Self.rgb(p, Point(13, 13)) == [255, 0, 0])
    #expect(Self.rgb(p, Point(26, 13)) == [0, 255, 0])
    #expect(Self.rgb(p, Point(13, 26)) == [0, 0, 255])
    #expect(Self.rgb(p, Point(26, 26)) == [255, 255, 255])
    // Outside the rectangle nothing is drawn.
    #expect(Self.rgb(p, Point(5, 5)) == [0, 0, 0] && Self.rgb(p, Point(35, 35)) == [0, 0, 0])
  }

  /// Turned about y with perspective, a quarter's middle lands where Core Animation's projection
  /// of that point says (computed by `Transform3D.project`, not by the fill), and shows its colour.
  @Test func eachQuarterLandsWhereThePerspectiveProjectionPutsIt() throws {
    var perspective = Transform3D.identity
    perspective.m34 = -1 / 60
    let turn = Transform3D(translationX: -10, y: -10, z: 0)
      .concatenating(Transform3D(rotationAngle: 0.6, x: 0, y: 1, z: 0))
      .concatenating(perspective)
      .concatenating(Transform3D(translationX: 20, y: 20, z: 0))
    let p = Self.draw(turn)
    for (corner, colour) in [(Point(4, 4), [255, 0, 0]), (Point(16, 4), [0, 255, 0]), (Point(4, 16), [0, 0, 255])] {
      let device = try #require(turn.project(corner))
      #expect(Self.rgb(p, device) == colour.map(UInt8.init), "\(corner) → \(device)")
    }
    // Foreshortened: the near and far edges are not equally tall.
    let left = try #require(turn.project(Point(0, 0))), leftBottom = try #require(turn.project(Point(0, 20)))
    let right = try #require(turn.project(Point(20, 0))), rightBottom = try #require(turn.project(Point(20, 20)))
    #expect(abs((leftBottom.y - left.y) - (rightBottom.y - right.y)) > 1)
  }
}
