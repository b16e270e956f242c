import Geometry

/// Exact-area anti-aliased coverage of polygons, accumulated in one buffer.
///
/// Each edge adds, for every pixel row it crosses, the second difference of
/// `G(X) = (1/Δy)·∫ max(0, X − x(y)) dy` (the area between the edge and a vertical line at X)
/// at integer X, times the signed height Δy. A running sum along the row then yields, in each
/// pixel, the signed area covered to the right of the edges: the winding number integrated over
/// the pixel. The fill rule is applied to that sum: non-zero `min(|s|, 1)`, even-odd
/// `|s − 2·round(s/2)|`.
///
/// ## Error
/// Exact (to Float rounding, < 1e-5 per pixel) for every pixel whose winding number takes only
/// the values 0 and ±1 inside it — every pixel of a simple polygon. Where a pixel holds regions
/// with different non-zero windings (edge crossings, coincident edges), the rule is applied to
/// the pixel's average winding, as font-rs, tiny-skia and Blend2D do.
public struct CoverageAccumulator: Sendable {
  private var cells: [Float] = []
  private(set) var stride = 0
  private(set) var rows = 0
  /// Clip limits for x, in the accumulator's columns.
  private var maxX = 0.0

  public init() {}

  /// Prepares a zeroed region of `width × height` pixels; reuses the buffer when it is big
  /// enough.
  mutating func reset(width: Int, height: Int) {
    stride = width + 2
    rows = height
    maxX = Double(width)
    let needed = stride * rows
    if cells.count < needed {
      cells = [Float](repeating: 0, count: needed)
    }
  }

  /// Adds one edge from `p` to `q`, in the region's pixel coordinates. Parts above row 0 or
  /// below the last row are dropped (they cover no pixel of the region); x is clipped to the
  /// region by splitting the edge where it crosses x = 0 and x = width.
  mutating func addEdge(_ p: Point, _ q: Point) {
    guard p.y != q.y else { return }
    // Split where the edge crosses the vertical clip lines, so that clamping x is exact.
    var ts: [Double] = []
    for bound in [0.0, maxX] where (p.x - bound) * (q.x - bound) < 0 {
      ts.append((bound - p.x) / (q.x - p.x))
    }
    if ts.isEmpty {
      addClampedEdge(p, q)
      return
    }
    ts.sort()
    var start = p
    for t in ts {
      let mid = p.interpolated(to: q, at: t)
      addClampedEdge(start, mid)
      start = mid
    }
    addClampedEdge(start, q)
  }

  private mutating func addClampedEdge(_ p: Point, _ q: Point) {
    let (top, bottom, direction): (Point, Point, Double) = p.y < q.y ? (p, q, 1) : (q, p, -1)
    let y0 = max(top.y, 0), y1 = min(bottom.y, Double(rows))
    guard y0 < y1 else { return }
    let dxdy = (bottom.x - top.x) / (bottom.y - top.y)
    let maxX = self.maxX, stride = self.stride
    func xAt(_ y: Double) -> Double { min(max(top.x + (y - top.y) * dxdy, 0), maxX) }
    var y = y0
    var x = xAt(y0)
    var row = Int(y0.rounded(.down))
    cells.withUnsafeMutableBufferPointer { buf in
      while y < y1 {
        let yNext = min(Double(row + 1), y1)
        let xNext = xAt(yNext)
        Self.accumulate(
          base: row * stride, lastColumn: stride - 1, xa: x, xb: xNext,
          height: (yNext - y) * direction, into: buf)
        y = yNext
        x = xNext
        row += 1
      }
    }
  }

  /// One edge piece inside one row: x runs from `xa` to `xb` while y advances by |height|.
  @inline(__always)
  private static func accumulate(
    base: Int, lastColumn: Int, xa: Double, xb: Double, height: Double,
    into buf: UnsafeMutableBufferPointer<Float>
  ) {
    let lo = min(xa, xb), hi = max(xa, xb)
    let mid = (lo + hi) / 2
    let span = hi - lo
    // G(X): mean over the piece of max(0, X − x(y)).
    func g(_ X: Double) -> Double {
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
  }

  /// Hands each row's coverage (0…1 per pixel, `width` values) to `body`, then zeroes the
  /// buffer for the next use.
  mutating func drain(
    rule: FillRule, _ body: (_ row: Int, _ coverage: UnsafeBufferPointer<Float>) -> Void
  ) {
    let width = stride - 2
    var line = [Float](repeating: 0, count: max(width, 0))
    cells.withUnsafeMutableBufferPointer { buf in
      line.withUnsafeMutableBufferPointer { out in
        for row in 0..<rows {
          let base = row * stride
          var sum: Float = 0
          for i in 0..<width {
            sum += buf[base + i]
            buf[base + i] = 0
            switch rule {
            case .nonZero:
              out[i] = min(abs(sum), 1)
            case .evenOdd:
              out[i] = min(abs(sum - 2 * (sum / 2).rounded()), 1)
            }
          }
          buf[base + width] = 0
          buf[base + width + 1] = 0
          body(row, UnsafeBufferPointer(out))
        }
      }
    }
  }
}
