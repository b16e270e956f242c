import Geometry
import Raster
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Fills `polygons` in white on black and reads coverage back from the red channel.
func fastCoverage(_ polygons: [[Point]], width: Int, height: Int, rule: FillRule) -> [Double] {
  var pixmap = Pixmap(width: width, height: height)
  pixmap.fill(with: .black)
  var rasterizer = Rasterizer()
  rasterizer.fill(polygons: polygons, color: .white, rule: rule, into: &pixmap)
  return (0..<width * height).map { Double(pixmap.pixels[4 * $0]) / 255 }
}

/// A random star-shaped polygon (vertices at sorted angles): always simple.
func randomStar(_ rng: inout SeededRandom, center: Point, radius: ClosedRange<Double>, points: Int) -> [Point] {
  let angles = (0..<points).map { _ in Double.random(in: 0..<(2 * Double.pi), using: &rng) }.sorted()
  return angles.map { a in
    let r = Double.random(in: radius, using: &rng)
    return Point(center.x + r * cos(a), center.y + r * sin(a))
  }
}

@Suite struct RasterizerCoverageTests {
  @Test func simplePolygonsMatchExactAreaWithinOneLevel() {
    var rng = SeededRandom(seed: 2026)
    for trial in 0..<12 {
      let poly = randomStar(&rng, center: Point(24.3, 23.7), radius: 3...22, points: 5 + trial)
      for rule in FillRule.allCases {
        let fast = fastCoverage([poly], width: 48, height: 48, rule: rule)
        let exact = ExactPolygonCoverage.coverage(polygon: poly, width: 48, height: 48)
        let worst = zip(fast, exact).map { abs($0 - $1) }.max() ?? 0
        #expect(worst <= 1.0 / 255, "trial \(trial) \(rule): worst \(worst * 255)/255")
      }
    }
  }

  @Test func flattenedCurvesMatchExactAreaWithinOneLevel() {
    // Random star-shaped paths whose sides are gentle cubics, flattened once and given to both.
    var rng = SeededRandom(seed: 7)
    for trial in 0..<6 {
      let corners = randomStar(&rng, center: Point(32, 32), radius: 14...28, points: 6 + trial)
      var path = BezierPath()
      path.move(to: corners[0])
      for i in corners.indices {
        let a = corners[i], b = corners[(i + 1) % corners.count]
        let mid = a.interpolated(to: b, at: 0.5)
        let bulge = (mid - Point(32, 32)) * 0.15
        path.cubic(to: b, control1: a.interpolated(to: b, at: 0.33) + bulge, control2: a.interpolated(to: b, at: 0.66) + bulge)
      }
      path.close()
      let polygons = path.flattened(tolerance: 0.25)
      #expect(polygons.count == 1)
      let fast = fastCoverage(polygons, width: 64, height: 64, rule: .nonZero)
      let exact = ExactPolygonCoverage.coverage(polygon: polygons[0], width: 64, height: 64)
      let worst = zip(fast, exact).map { abs($0 - $1) }.max() ?? 0
      #expect(worst <= 1.0 / 255, "trial \(trial): worst \(worst * 255)/255")
    }
  }

  /// Random self-intersecting polygons against 16×16 point sampling. The reference itself is off
  /// by up to 1/32 on an edge pixel (see `ReferenceRasterizer`), so: pixels no edge touches must
  /// match to one level; edge pixels whose samples saw at most two adjacent winding numbers (where
  /// the accumulation is exact) within the reference's error plus one level; pixels holding three
  /// or more windings (edge crossings: the documented approximation) are counted and must be
  /// rare; and the mean difference over the image stays within one level.
  @Test(arguments: FillRule.allCases)
  func selfIntersectingPathsMatchSupersampledReference(rule: FillRule) {
    var rng = SeededRandom(seed: rule == .nonZero ? 11 : 12)
    for trial in 0..<4 {
      let polygons = (0..<2).map { _ in
        (0..<7).map { _ in Point(Double.random(in: 1...39, using: &rng), Double.random(in: 1...39, using: &rng)) }
      }
      let fast = fastCoverage(polygons, width: 40, height: 40, rule: rule)
      let (reference, windings) = ReferenceRasterizer.sample(polygons: polygons, width: 40, height: 40, rule: rule)
      var sum = 0.0, worstEdge = 0.0, untouchedMismatches = 0, mixedPixels = 0
      for i in fast.indices {
        let d = abs(fast[i] - reference[i])
        sum += d
        let seen = windings[i].sorted()
        let adjacent = seen.count == 1 || seen.count == 2 && seen[1] - seen[0] == 1
        if !pixelTouchedByEdge(polygons, x: i % 40, y: i / 40) {
          if d > 1.0 / 255 { untouchedMismatches += 1 }
        } else if adjacent {
          worstEdge = max(worstEdge, d)
        } else {
          mixedPixels += 1
        }
      }
      #expect(untouchedMismatches == 0, "trial \(trial): \(untouchedMismatches) untouched pixels differ")
      #expect(worstEdge <= 1.0 / 32 + 1.0 / 255, "trial \(trial): worst edge pixel \(worstEdge * 255)/255")
      #expect(mixedPixels < fast.count / 50, "trial \(trial): \(mixedPixels) pixels with 3+ windings")
      #expect(sum / Double(fast.count) <= 1.0 / 255, "trial \(trial): mean \(sum / Double(fast.count) * 255)/255")
    }
  }

  @Test func discCoverageSumsToPiRSquared() {
    for radius in [5.3, 20.0, 61.7] {
      var path = BezierPath()
      let center = Point(70.4, 69.9)
      let n = 720
      path.move(to: Point(center.x + radius, center.y))
      for i in 1..<n {
        let a = 2 * Double.pi * Double(i) / Double(n)
        path.line(to: Point(center.x + radius * cos(a), center.y + radius * sin(a)))
      }
      path.close()
      var pixmap = Pixmap(width: 140, height: 140)
      pixmap.fill(with: .black)
      var rasterizer = Rasterizer()
      rasterizer.fill(path, color: .white, into: &pixmap)
      let total = (0..<140 * 140).reduce(0.0) { $0 + Double(pixmap.pixels[4 * $1]) / 255 }
      let expected = Double.pi * radius * radius
      #expect(abs(total - expected) / expected < 0.002, "r \(radius): \(total) vs \(expected)")
    }
  }

  @Test func evenOddLeavesTheOverlapOfTwoSquaresEmptyAndNonZeroFillsIt() {
    func square(_ x: Double, _ y: Double, _ s: Double) -> [Point] {
      [Point(x, y), Point(x + s, y), Point(x + s, y + s), Point(x, y + s)]
    }
    let shapes = [square(2, 2, 10), square(6, 6, 10)]
    let nonZero = fastCoverage(shapes, width: 20, height: 20, rule: .nonZero)
    let evenOdd = fastCoverage(shapes, width: 20, height: 20, rule: .evenOdd)
    let overlap = 8 * 20 + 8  // pixel (8, 8) lies in both squares
    let single = 3 * 20 + 3  // pixel (3, 3) lies in one
    #expect(nonZero[overlap] == 1 && evenOdd[overlap] == 0)
    #expect(nonZero[single] == 1 && evenOdd[single] == 1)
  }

  @Test func pathsOutsideTheImageAreClippedWithoutLosingCoverage() {
    // A square from (-10, -10) to (5.5, 5.5): columns and rows 0…4 full, 5 half.
    let square = [Point(-10, -10), Point(5.5, -10), Point(5.5, 5.5), Point(-10, 5.5)]
    let c = fastCoverage([square], width: 8, height: 8, rule: .nonZero)
    #expect(c[0] == 1 && c[4 * 8 + 4] == 1)
    #expect(abs(c[5] - 0.5) <= 1.0 / 255 && abs(c[5 * 8 + 5] - 0.25) <= 1.0 / 255)
    #expect(c[6] == 0 && c[7 * 8] == 0)
  }
}

/// Whether any polygon edge passes through pixel (x, y) (its closed square).
func pixelTouchedByEdge(_ polygons: [[Point]], x: Int, y: Int) -> Bool {
  let box = (Double(x), Double(y), Double(x + 1), Double(y + 1))
  for poly in polygons {
    for i in poly.indices {
      let a = poly[i], b = poly[(i + 1) % poly.count]
      if segmentTouchesBox(a, b, box) { return true }
    }
  }
  return false
}

func segmentTouchesBox(_ a: Point, _ b: Point, _ box: (Double, Double, Double, Double)) -> Bool {
  // Liang–Barsky clipping of the segment to the box.
  var t0 = 0.0, t1 = 1.0
  let dx = b.x - a.x, dy = b.y - a.y
  for (p, q) in [(-dx, a.x - box.0), (dx, box.2 - a.x), (-dy, a.y - box.1), (dy, box.3 - a.y)] {
    if p == 0 {
      if q < 0 { return false }
    } else {
      let r = q / p
      if p < 0 { t0 = max(t0, r) } else { t1 = min(t1, r) }
      if t0 > t1 { return false }
    }
  }
  return true
}

@Suite struct TouchedBoxTests {
  @Test func touchedHoldsEveryPixelAFillOrStrokeWrites() {
    var rasterizer = Rasterizer()
    var pixmap = Pixmap(width: 64, height: 48)
    #expect(rasterizer.touched == nil)
    var path = BezierPath()
    path.move(to: Point(10.3, 8.7))
    path.cubic(to: Point(40.2, 30.1), control1: Point(50, 2), control2: Point(12, 44))
    path.close()
    rasterizer.fill(path, color: .white, into: &pixmap)
    let afterFill = rasterizer.touched
    rasterizer.stroke(
      BezierPath(ovalIn: Rect(x: 44, y: 20, width: 14, height: 9)), style: StrokeStyle(width: 3), color: .white,
      into: &pixmap)
    guard let box = rasterizer.touched, let fill = afterFill, let drawn = pixmap.alphaBounds() else {
      Issue.record("nothing drawn or touched")
      return
    }
    #expect(box.x0 <= drawn.x0 && box.y0 <= drawn.y0 && box.x1 >= drawn.x1 && box.y1 >= drawn.y1)
    // Tight: at most the pixel each side that the bounds' rounding adds.
    #expect(drawn.x0 - box.x0 <= 1 && drawn.y0 - box.y0 <= 1 && box.x1 - drawn.x1 <= 1 && box.y1 - drawn.y1 <= 1)
    #expect(box.x1 > fill.x1)  // the stroke, right of the fill, grew it
    // Clipped to the pixmap.
    rasterizer.fill(BezierPath(ovalIn: Rect(x: 50, y: 40, width: 40, height: 40)), color: .white, into: &pixmap)
    #expect(rasterizer.touched!.x1 == 64 && rasterizer.touched!.y1 == 48)
  }
}
