import Geometry

/// Exact-area anti-aliased coverage of polygons, accumulated sparsely.
///
/// Each edge adds, for every pixel row it crosses, the second difference of
/// `G(X) = (1/Δy)·∫ max(0, X − x(y)) dy` (the area between the edge and a vertical line at X)
/// at integer X, times the signed height Δy. A running sum along the row then yields, in each
/// pixel, the signed area covered to the right of the edges: the winding number integrated over
/// the pixel. The fill rule is applied to that sum: non-zero `min(|s|, 1)`, even-odd
/// `|s − 2·round(s/2)|`.
///
/// Only the cells edges touched are visited: each row keeps the column ranges written, and the
/// stretches between them have constant coverage, handed over as runs.
///
/// ## Error
/// Exact (to Float rounding, < 1e-5 per pixel) for every pixel whose winding number takes only
/// two adjacent values inside it — every pixel of a simple polygon. Where a pixel holds windings
/// that differ by more (edge crossings, coincident edges), the rule is applied to the pixel's
/// mean winding, as font-rs, tiny-skia and Blend2D do.
public struct CoverageAccumulator: Sendable {
  private var cells: [Float] = []
  /// Column ranges written, per row: (row, first, last), in insertion order.
  private var spans: [(row: Int32, first: Int32, last: Int32)] = []
  private var order: [Int32] = []
  private var rowStarts: [Int32] = []
  private(set) var stride = 0
  private(set) var rows = 0

  public init() {}

  /// Prepares a zeroed region of `width × height` pixels; reuses the buffers.
  mutating func reset(width: Int, height: Int) {
    stride = width + 2
    rows = height
    let needed = stride * rows
    if cells.count < needed {
      cells = [Float](repeating: 0, count: needed)
    }
    spans.removeAll(keepingCapacity: true)
  }

  /// Adds every edge of `polygons` (each implicitly closed), shifted by `-offset` into the
  /// region's pixel coordinates. Parts above row 0 or below the last row are dropped (they
  /// cover no pixel of the region); x is clipped to the region by splitting edges where they
  /// cross x = 0 and x = width, then clamping.
  mutating func add(polygons: [[Point]], offset: Point) {
    var edges = EdgeAdder(stride: stride, rows: rows, maxX: Double(stride - 2))
    swap(&edges.spans, &spans)
    cells.withUnsafeMutableBufferPointer { buf in
      for polygon in polygons where polygon.count > 1 {
        var previous = polygon[polygon.count - 1] - offset
        for point in polygon {
          let p = point - offset
          edges.add(previous, p, into: buf)
          previous = p
        }
      }
    }
    swap(&edges.spans, &spans)
  }

  /// Hands each row's coverage over, then zeroes what was used. For each row, in order of x:
  /// `run(row, x0, x1, c)` for stretches `x0..<x1` of constant coverage `c > 0`, and
  /// `cells(row, x0, coverage)` for the touched cells, whose coverage starts at column `x0`.
  mutating func drain(
    rule: FillRule,
    run: (_ row: Int, _ x0: Int, _ x1: Int, _ coverage: Float) -> Void,
    cells emit: (_ row: Int, _ x0: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void
  ) {
    let width = stride - 2
    // Bucket the spans by row (counting sort).
    rowStarts = [Int32](repeating: 0, count: rows + 1)
    for s in spans { rowStarts[Int(s.row) + 1] += 1 }
    for r in 0..<rows { rowStarts[r + 1] += rowStarts[r] }
    if order.count < spans.count { order = [Int32](repeating: 0, count: spans.count) }
    var fill = rowStarts
    for (i, s) in spans.enumerated() {
      order[Int(fill[Int(s.row)])] = Int32(i)
      fill[Int(s.row)] += 1
    }
    var line = [Float](repeating: 0, count: width + 2)
    var ranges: [(Int, Int)] = []
    cells.withUnsafeMutableBufferPointer { buf in
      line.withUnsafeMutableBufferPointer { out in
        for row in 0..<rows {
          let a = Int(rowStarts[row]), b = Int(rowStarts[row + 1])
          guard a < b else { continue }
          ranges.removeAll(keepingCapacity: true)
          for k in a..<b {
            let s = spans[Int(order[k])]
            ranges.append((Int(s.first), min(Int(s.last), width - 1)))
          }
          ranges.sort { $0.0 < $1.0 }
          let base = row * stride
          var sum: Float = 0
          var x = 0
          var i = 0
          while i < ranges.count {
            var (lo, hi) = ranges[i]
            i += 1
            while i < ranges.count, ranges[i].0 <= hi + 1 {
              hi = max(hi, ranges[i].1)
              i += 1
            }
            if lo > x {
              let c = Self.apply(rule, sum)
              if c > 0 { run(row, x, lo, c) }
            }
            if lo <= hi {
              for col in lo...hi {
                sum += buf[base + col]
                buf[base + col] = 0
                out[col - lo] = Self.apply(rule, sum)
              }
              emit(row, lo, UnsafeBufferPointer(rebasing: out[0..<(hi - lo + 1)]))
            }
            x = max(x, hi + 1)
          }
          if x < width {
            let c = Self.apply(rule, sum)
            if c > 0 { run(row, x, width, c) }
          }
          buf[base + width] = 0
          buf[base + width + 1] = 0
        }
      }
    }
  }

  @inline(__always)
  static func apply(_ rule: FillRule, _ sum: Float) -> Float {
    switch rule {
    case .nonZero: min(abs(sum), 1)
    case .evenOdd: min(abs(sum - 2 * (sum / 2).rounded()), 1)
    }
  }
}

/// Splits edges into row pieces and accumulates them; records the columns each piece wrote.
private struct EdgeAdder {
  let stride: Int
  let rows: Int
  let maxX: Double
  var spans: [(row: Int32, first: Int32, last: Int32)] = []

  mutating func add(_ p: Point, _ q: Point, into buf: UnsafeMutableBufferPointer<Float>) {
    guard p.y != q.y else { return }
    // Split where the edge crosses the vertical clip lines, so that clamping x is exact.
    let crossesLeft = (p.x < 0) != (q.x < 0)
    let crossesRight = (p.x > maxX) != (q.x > maxX)
    if !crossesLeft && !crossesRight {
      addClamped(p, q, into: buf)
      return
    }
    var t0 = crossesLeft ? (0 - p.x) / (q.x - p.x) : 2
    var t1 = crossesRight ? (maxX - p.x) / (q.x - p.x) : 2
    if t0 > t1 { swap(&t0, &t1) }
    var start = p
    for t in [t0, t1] where t <= 1 {
      let mid = p.interpolated(to: q, at: t)
      addClamped(start, mid, into: buf)
      start = mid
    }
    addClamped(start, q, into: buf)
  }

  private mutating func addClamped(_ p: Point, _ q: Point, into buf: UnsafeMutableBufferPointer<Float>) {
    let (top, bottom, direction): (Point, Point, Double) = p.y < q.y ? (p, q, 1) : (q, p, -1)
    let y0 = max(top.y, 0), y1 = min(bottom.y, Double(rows))
    guard y0 < y1 else { return }
    let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
    let maxX = self.maxX
    func xAt(_ y: Double) -> Double { min(max(top.x + (y - top.y) * dxdy, 0), maxX) }
    var y = y0
    var x = xAt(y0)
    var row = Int(y0.rounded(.down))
    while y < y1 {
      let yNext = min(Double(row + 1), y1)
      let xNext = xAt(yNext)
      let (first, last) = Self.accumulate(
        base: row * stride, lastColumn: stride - 1, xa: x, xb: xNext,
        height: (yNext - y) * direction, into: buf)
      spans.append((Int32(row), Int32(first), Int32(last)))
      y = yNext
      x = xNext
      row += 1
    }
  }

  /// One edge piece inside one row: x runs from `xa` to `xb` while y advances by |height|.
  /// Returns the first and last columns written.
  @inline(__always)
  private static func accumulate(
    base: Int, lastColumn: Int, xa: Double, xb: Double, height: Double,
    into buf: UnsafeMutableBufferPointer<Float>
  ) -> (Int, Int) {
    let lo = min(xa, xb), hi = max(xa, xb)
    let mid = (lo + hi) / 2
    let span = hi - lo
    // G(X): mean over the piece of max(0, X − x(y)).
    @inline(__always) func g(_ X: Double) -> Double {
      if X <= lo { return 0 }
      if X >= hi { return X - mid }
      return (X - lo) * (X - lo) / (2 * span)
    }
    let first = Int(lo.rounded(.down))
    let last = min(Int(hi.rounded(.down)) + 1, lastColumn)
    var gPrevious = 0.0, gCurrent = 0.0  // G(first − 1) = G(first) = 0
    var i = first
    while i <= last {
      let gNext = g(Double(i + 1))
      buf[base + i] += Float(height * (gNext - 2 * gCurrent + gPrevious))
      gPrevious = gCurrent
      gCurrent = gNext
      i += 1
    }
    return (first, last)
  }
}
