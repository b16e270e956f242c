import Geometry

/// Coverage by point sampling: 16×16 samples per pixel, each inside or outside by its winding
/// number under the fill rule. Slow and simple, and independent of the accumulation method.
///
/// Error: for a pixel crossed by one straight edge, each of the 16 sample columns can be off by
/// half a sample, so up to 16·0.5/256 = 1/32 of the pixel in the worst case (an edge parallel to
/// the sample rows); generic edges are far better (errors of the columns cancel).
public enum ReferenceRasterizer {
  public static let samplesPerSide = 16

  /// Coverage in 0…1 for each pixel of a `width × height` image, row-major.
  public static func coverage(
    polygons: [[Point]], width: Int, height: Int, rule: FillRule
  ) -> [Double] {
    sample(polygons: polygons, width: width, height: height, rule: rule).coverage
  }

  /// Coverage, and the distinct winding numbers the samples of each pixel saw.
  public static func sample(
    polygons: [[Point]], width: Int, height: Int, rule: FillRule
  ) -> (coverage: [Double], windings: [Set<Int>]) {
    var result = [Double](repeating: 0, count: width * height)
    var windings = [Set<Int>](repeating: [], count: width * height)
    let n = samplesPerSide
    let edges = polygons.flatMap { poly in
      poly.indices.map { (poly[$0], poly[($0 + 1) % poly.count]) }
    }
    for py in 0..<height {
      for sy in 0..<n {
        let y = Double(py) + (Double(sy) + 0.5) / Double(n)
        // Crossings of this sample row, with direction, sorted by x.
        var crossings: [(x: Double, dir: Int)] = []
        for (a, b) in edges where (a.y <= y) != (b.y <= y) {
          let x = a.x + (y - a.y) * (b.x - a.x) / (b.y - a.y)
          crossings.append((x, a.y < b.y ? 1 : -1))
        }
        crossings.sort { $0.x < $1.x }
        for px in 0..<width {
          for sx in 0..<n {
            let x = Double(px) + (Double(sx) + 0.5) / Double(n)
            var winding = 0
            for c in crossings where c.x < x { winding += c.dir }
            windings[py * width + px].insert(winding)
            let inside = rule == .nonZero ? winding != 0 : winding % 2 != 0
            if inside { result[py * width + px] += 1 }
          }
        }
      }
    }
    let total = Double(n * n)
    return (result.map { $0 / total }, windings)
  }
}

/// Exact coverage of a simple polygon (no self-intersections): each pixel square clipped
/// against the polygon's edges (Sutherland–Hodgman with the pixel as the convex clip window),
/// area by the shoelace formula.
public enum ExactPolygonCoverage {
  public static func coverage(polygon: [Point], width: Int, height: Int) -> [Double] {
    var result = [Double](repeating: 0, count: width * height)
    guard let box = Rect(enclosing: polygon) else { return result }
    let x0 = max(0, Int(box.minX.rounded(.down))), x1 = min(width, Int(box.maxX.rounded(.up)))
    let y0 = max(0, Int(box.minY.rounded(.down))), y1 = min(height, Int(box.maxY.rounded(.up)))
    guard x0 < x1, y0 < y1 else { return result }
    for py in y0..<y1 {
      for px in x0..<x1 {
        var poly = polygon
        let (l, r, t, b) = (Double(px), Double(px + 1), Double(py), Double(py + 1))
        poly = clip(poly, inside: { $0.x >= l }, intersect: { a, c in lerpX(a, c, l) })
        poly = clip(poly, inside: { $0.x <= r }, intersect: { a, c in lerpX(a, c, r) })
        poly = clip(poly, inside: { $0.y >= t }, intersect: { a, c in lerpY(a, c, t) })
        poly = clip(poly, inside: { $0.y <= b }, intersect: { a, c in lerpY(a, c, b) })
        result[py * width + px] = abs(area(poly))
      }
    }
    return result
  }

  static func clip(_ poly: [Point], inside: (Point) -> Bool, intersect: (Point, Point) -> Point) -> [Point] {
    guard !poly.isEmpty else { return [] }
    var out: [Point] = []
    var previous = poly[poly.count - 1]
    for current in poly {
      if inside(current) {
        if !inside(previous) { out.append(intersect(previous, current)) }
        out.append(current)
      } else if inside(previous) {
        out.append(intersect(previous, current))
      }
      previous = current
    }
    return out
  }

  static func lerpX(_ a: Point, _ b: Point, _ x: Double) -> Point {
    let t = (x - a.x) / (b.x - a.x)
    return Point(x, a.y + (b.y - a.y) * t)
  }

  static func lerpY(_ a: Point, _ b: Point, _ y: Double) -> Point {
    let t = (y - a.y) / (b.y - a.y)
    return Point(a.x + (b.x - a.x) * t, y)
  }

  /// Signed area by the shoelace formula.
  public static func area(_ poly: [Point]) -> Double {
    guard poly.count > 2 else { return 0 }
    var sum = 0.0
    for i in poly.indices {
      let a = poly[i], b = poly[(i + 1) % poly.count]
      sum += a.x * b.y - b.x * a.y
    }
    return sum / 2
  }
}
