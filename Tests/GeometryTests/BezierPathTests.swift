import Geometry
import TestSupport
import Testing

@Suite struct BezierPathTests {
  func randomCubic(_ rng: inout SeededRandom) -> CubicBezier {
    func p() -> Point { Point(Double.random(in: -50...50, using: &rng), Double.random(in: -50...50, using: &rng)) }
    return CubicBezier(p(), p(), p(), p())
  }

  /// Distance from `p` to the polyline.
  func distance(_ p: Point, toPolyline line: [Point]) -> Double {
    var best = Double.infinity
    for i in 0..<line.count - 1 {
      let a = line[i], b = line[i + 1], ab = b - a
      let len2 = ab.x * ab.x + ab.y * ab.y
      let t = len2 == 0 ? 0 : max(0, min(1, ((p - a).x * ab.x + (p - a).y * ab.y) / len2))
      best = min(best, p.distance(to: a + ab * t))
    }
    return best
  }

  /// A path of one segment, `c`.
  func singleSegmentPath(_ c: CubicBezier) -> BezierPath {
    var path = BezierPath()
    path.move(to: c.p0)
    path.cubic(to: c.p3, control1: c.p1, control2: c.p2)
    return path
  }

  /// Every point of the curve (sampled densely) lies within the tolerance of the polyline.
  @Test(arguments: [1.0, 0.25, 0.05, 0.01])
  func flatteningStaysWithinTolerance(tolerance: Double) {
    var rng = SeededRandom(seed: 99)
    for _ in 0..<20 {
      let c = randomCubic(&rng)
      let path = singleSegmentPath(c)
      let line = [c.p0] + path.flattened(tolerance: tolerance)[0].dropFirst()
      var worst = 0.0
      for i in 0...2000 { worst = max(worst, distance(c.point(at: Double(i) / 2000), toPolyline: line)) }
      #expect(worst <= tolerance, "worst \(worst) > \(tolerance)")
    }
  }

  @Test func tightBoundsEncloseTheCurveAndTouchIt() {
    var rng = SeededRandom(seed: 5)
    for _ in 0..<20 {
      let c = randomCubic(&rng)
      let path = singleSegmentPath(c)
      let samples = (0...4000).map { c.point(at: Double($0) / 4000) }
      let sampled = Rect(enclosing: samples)!
      let b = path.bounds
      // The sampled box lies inside the bounds and the bounds exceed it by at most the sampling gap.
      #expect(b.minX <= sampled.minX + 1e-9 && b.maxX >= sampled.maxX - 1e-9)
      #expect(b.minY <= sampled.minY + 1e-9 && b.maxY >= sampled.maxY - 1e-9)
      #expect(sampled.minX - b.minX < 1e-3 && b.maxX - sampled.maxX < 1e-3)
      #expect(sampled.minY - b.minY < 1e-3 && b.maxY - sampled.maxY < 1e-3)
    }
  }

  @Test func boundsExcludeControlPointsOutsideTheCurve() {
    var path = BezierPath()
    path.move(to: Point(0, 0))
    path.cubic(to: Point(10, 0), control1: Point(0, 10), control2: Point(10, 10))
    // The curve peaks at y = 7.5 (B(0.5) = 3/4 of the control height); the controls reach 10.
    #expect(abs(path.bounds.maxY - 7.5) < 1e-12)
    #expect(path.controlPointBounds.maxY == 10)
  }

  @Test func closeStartsTheNextSegmentAtTheSubpathStart() {
    var path = BezierPath()
    path.move(to: Point(1, 1))
    path.line(to: Point(5, 1))
    path.close()
    path.line(to: Point(1, 9))
    let polys = path.flattened()
    #expect(polys.count == 2)
    #expect(polys[1] == [Point(1, 1), Point(1, 9)])
  }

  @Test func applyingATransformMovesEveryPoint() {
    var path = BezierPath()
    path.move(to: Point(1, 2))
    path.cubic(to: Point(3, 4), control1: Point(5, 6), control2: Point(7, 8))
    let moved = path.applying(AffineTransform(translationX: 10, y: 20))
    #expect(moved.points == path.points.map { $0 + Point(10, 20) })
  }

  /// A pattern far finer than a pixel (`[0.000001, 0.000001]` round a circle would cut some
  /// 400 million pieces) is scaled up to cut at most the bound, its on-fraction kept.
  @Test func aFinerPatternThanTheBoundIsScaledUpKeepingItsOnFraction() {
    let circle = BezierPath(ovalIn: Rect(x: 0, y: 0, width: 100, height: 100)).polylines(tolerance: 0.01)
    let length = circle.reduce(0) { $0 + $1.length }
    let pieces = circle.dashed(pattern: [0.000001, 0.000001], phase: 0, maximumPieces: 10_000)
    #expect(pieces.count <= 5_100)
    let on = pieces.reduce(0) { $0 + $1.length }
    #expect(abs(on / length - 0.5) < 0.01)
    // A pattern within the bound is left as it is: 10 on, 10 off.
    let coarse = circle.dashed(pattern: [10, 10], phase: 0, maximumPieces: 10_000)
    #expect(coarse.allSatisfy { $0.length <= 10 + 1e-9 })
  }
  /// `currentPoint`: the last end point, the subpath's start after a close, (0, 0) when empty.
  @Test func theCurrentPointIsWhereTheNextSegmentStarts() {
    var path = BezierPath()
    #expect(path.currentPoint == .zero)
    path.move(to: Point(1, 2))
    #expect(path.currentPoint == Point(1, 2))
    path.quad(to: Point(5, 6), control: Point(3, 9))
    #expect(path.currentPoint == Point(5, 6))
    path.cubic(to: Point(7, 1), control1: Point(6, 0), control2: Point(8, 3))
    #expect(path.currentPoint == Point(7, 1))
    path.close()
    #expect(path.currentPoint == Point(1, 2))
  }

  /// Elliptical corners 12 wide and 4 high: each corner is a quarter of the ellipse about the
  /// point 12 and 4 in from its corner (checked against the ellipse's equation, to the stated
  /// 2.8e-4 of the radius), and the straight sides run between them.
  @Test func ellipticalCornersLieOnTheirEllipses() {
    let r = Rect(x: 10, y: 20, width: 60, height: 30)
    let path = BezierPath(roundedRect: r, cornerWidth: 12, cornerHeight: 4)
    let centres = [Point(22, 24), Point(58, 24), Point(58, 46), Point(22, 46)]
    let curves = path.segments.compactMap { segment -> CubicBezier? in
      if case .cubic(let c) = segment { return c }
      return nil
    }
    #expect(curves.count == 4)
    for (curve, centre) in zip(curves, centres) {
      for i in 0...100 {
        let p = curve.point(at: Double(i) / 100)
        let u = (p.x - centre.x) / 12, v = (p.y - centre.y) / 4
        #expect(abs((u * u + v * v).squareRoot() - 1) <= 2.8e-4, "\(p) off the ellipse about \(centre)")
      }
    }
    let box = path.bounds
    #expect(abs(box.minX - 10) < 1e-9 && abs(box.maxY - 50) < 1e-9)
    // Equal sides are the circular corners.
    #expect(BezierPath(roundedRect: r, cornerWidth: 5, cornerHeight: 5) == BezierPath(roundedRect: r, cornerRadius: 5))
  }
}
