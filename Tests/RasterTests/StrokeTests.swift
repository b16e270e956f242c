import Geometry
import Raster
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Total coverage of `path` stroked white on black: the stroked area in square pixels.
func strokedArea(
  _ path: BezierPath, _ style: StrokeStyle, start: Double = 0, end: Double = 1, size: Int = 160,
  tolerance: Double = BezierPath.defaultTolerance
) -> Double {
  var image = Pixmap(width: size, height: size, color: .black)
  var r = Rasterizer(tolerance: tolerance)
  r.stroke(path, style: style, strokeStart: start, strokeEnd: end, color: .white, into: &image)
  return (0..<size * size).reduce(0.0) { $0 + Double(image.pixels[4 * $1]) / 255 }
}

func line(_ a: Point, _ b: Point) -> BezierPath {
  var p = BezierPath()
  p.move(to: a)
  p.line(to: b)
  return p
}

func square(_ origin: Point, _ side: Double) -> BezierPath {
  var p = BezierPath()
  p.move(to: origin)
  p.line(to: origin + Point(side, 0))
  p.line(to: origin + Point(side, side))
  p.line(to: origin + Point(0, side))
  p.close()
  return p
}

/// Within `relative` of the expected area, or half a pixel per unit of outline length for
/// small areas (each edge pixel's 8-bit rounding).
func near(_ actual: Double, _ expected: Double, relative: Double = 0.003) -> Bool {
  abs(actual - expected) <= max(relative * expected, 0.6)
}

@Suite struct StrokeTests {
  let h = Point(30.3, 40.7)

  @Test func capsAddTheirAnalyticArea() {
    let seg = line(h, h + Point(40, 0))
    #expect(near(strokedArea(seg, StrokeStyle(width: 6, cap: .butt)), 40 * 6))
    #expect(near(strokedArea(seg, StrokeStyle(width: 6, cap: .square)), 46 * 6))
    #expect(near(strokedArea(seg, StrokeStyle(width: 6, cap: .round)), 40 * 6 + Double.pi * 9))
    // A slanted line has the same area.
    let slanted = line(h, h + Point(40 * cos(0.6), 40 * sin(0.6)))
    #expect(near(strokedArea(slanted, StrokeStyle(width: 6, cap: .round)), 40 * 6 + Double.pi * 9))
  }

  /// A closed square of side 30 stroked 4 wide: the ring between squares of 34 and 26, less
  /// what each join cuts from the outer corners.
  @Test func joinsShapeTheCorners() {
    let sq = square(h, 30)
    let ring = 34.0 * 34 - 26 * 26
    #expect(near(strokedArea(sq, StrokeStyle(width: 4, join: .miter)), ring))
    #expect(near(strokedArea(sq, StrokeStyle(width: 4, join: .bevel)), ring - 4 * (2 * 2 / 2)))
    #expect(near(strokedArea(sq, StrokeStyle(width: 4, join: .round)), ring - 4 * 4 * (1 - Double.pi / 4)))
  }

  /// A sharp V: with the default limit 10 the 10° join is beveled; with 20 it is mitered, adding
  /// h²·(tan(θ/2) − sin(θ)/2), θ the turn angle.
  @Test func miterLimitBevelsSharpJoins() {
    var v = BezierPath()
    let phi = 10.0 * Double.pi / 180  // angle between the segments
    v.move(to: Point(20, 20))
    v.line(to: Point(80, 80))
    let back = atan2(-60.0, -60.0) + phi  // turn back by 180° − φ
    v.line(to: Point(80 + 60 * cos(back), 80 + 60 * sin(back)))
    let beveled = strokedArea(v, StrokeStyle(width: 4, join: .miter, miterLimit: 10))
    let mitered = strokedArea(v, StrokeStyle(width: 4, join: .miter, miterLimit: 20))
    let bevel = strokedArea(v, StrokeStyle(width: 4, join: .bevel))
    let theta = Double.pi - phi
    let extra = 4 * (tan(theta / 2) - sin(theta) / 2)
    #expect(abs(beveled - bevel) < 0.5)
    #expect(abs((mitered - beveled) - extra) < max(0.02 * extra, 1))
  }

  /// A closed circle of radius 20 (UIBezierPath arc) stroked 4 wide covers 2πrw; strokeEnd
  /// 0.5 half of it (plus nothing at the butt ends); strokeStart 0.25…0.75 half again. Flattened
  /// finely (0.02 px) so the chords' own area error stays below 0.1 %.
  @Test func circleAndStrokeEndsFollowArcLength() {
    var circle = BezierPath(arcCenter: Point(80, 80), radius: 20, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    circle.close()
    let full = 2 * Double.pi * 20 * 4
    let fine = 0.02
    #expect(near(strokedArea(circle, StrokeStyle(width: 4), tolerance: fine), full))
    #expect(near(strokedArea(circle, StrokeStyle(width: 4), end: 0.5, tolerance: fine), full / 2))
    #expect(near(strokedArea(circle, StrokeStyle(width: 4), start: 0.25, end: 0.75, tolerance: fine), full / 2))
    #expect(strokedArea(circle, StrokeStyle(width: 4), start: 0.6, end: 0.4) == 0)
    // At the default tolerance the polygon's chords cost a little area, within 0.5 %.
    #expect(near(strokedArea(circle, StrokeStyle(width: 4)), full, relative: 0.005))
  }

  /// Dashes [10, 5] on a 100-long line: the on-lengths, counted here independently.
  @Test(arguments: [0.0, 5, 12.5, -3])
  func dashesCoverTheirOnLengths(phase: Double) {
    var on = 0.0
    for i in 0..<10_000 {  // sample the pattern at 0.01 steps along the line
      let s = Double(i) / 100 + 0.005
      var u = (s + phase).truncatingRemainder(dividingBy: 15)
      if u < 0 { u += 15 }
      if u < 10 { on += 0.01 }
    }
    let dashed = strokedArea(
      line(Point(30, 80), Point(130, 80)), StrokeStyle(width: 4, dashPattern: [10, 5], dashPhase: phase))
    #expect(near(dashed, 4 * on), "phase \(phase): \(dashed) vs \(4 * on)")
  }

  /// UIKit: clockwise means the angle increases; 0 → π clockwise is the bottom half (y down).
  @Test func arcsFollowUIKitsClockwise() {
    let bottom = BezierPath(arcCenter: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: true)
    let top = BezierPath(arcCenter: Point(0, 0), radius: 10, startAngle: 0, endAngle: .pi, clockwise: false)
    #expect(abs(bottom.bounds.maxY - 10) < 1e-9 && abs(bottom.bounds.minY) < 1e-9)
    #expect(abs(top.bounds.minY + 10) < 1e-9 && abs(top.bounds.maxY) < 1e-9)
    // Every point of a quarter arc lies within 2.7e-4·r of the circle.
    let q = BezierPath(arcCenter: Point(0, 0), radius: 100, startAngle: 0, endAngle: .pi / 2, clockwise: true)
    for poly in q.flattened(tolerance: 0.001) {
      for p in poly where p != .zero { #expect(abs(p.length - 100) < 0.03) }
    }
  }

  /// Crossing subpaths add up, never cancel: a cross of two perpendicular 60-long strokes 4
  /// wide covers 2·60·4 − 4².
  @Test func crossingStrokesUnite() {
    var cross = line(Point(20, 50), Point(80, 50))
    cross.move(to: Point(50, 80))
    cross.line(to: Point(50, 20))
    #expect(near(strokedArea(cross, StrokeStyle(width: 4)), 2 * 60 * 4 - 16))
  }

  @Test func zeroLengthSubpathsGetRoundAndSquareCapsOnly() {
    let dot = line(Point(50, 50), Point(50, 50))
    #expect(near(strokedArea(dot, StrokeStyle(width: 8, cap: .round)), Double.pi * 16))
    #expect(near(strokedArea(dot, StrokeStyle(width: 8, cap: .square)), 64))
    #expect(strokedArea(dot, StrokeStyle(width: 8, cap: .butt)) == 0)
  }
}

/// A thick stroke of a full circle's arc is a whole annulus: no wedge where it starts and ends.
@Suite struct FullCircleStrokeTests {
  @Test(arguments: [LineCap.butt, .round])
  func aThickFullCircleArcIsAWholeRing(cap: LineCap) {
    // Radius 40, line width 50: an annulus between radii 15 and 65, area π(65² − 15²).
    let arc = BezierPath(arcCenter: Point(80, 80), radius: 40, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
    var style = StrokeStyle(width: 50)
    style.cap = cap
    #expect(near(strokedArea(arc, style), Double.pi * (65 * 65 - 15 * 15), relative: 0.002))
  }
}
