import Animation
import Foundation
import Geometry

/// Display lists written for `Benchmarks/cairo_peer.c`: the fills and strokes of each frame,
/// with their transforms to device pixels, in the peer's text format (described in that file).
/// Shadows, gradients, bitmaps, mask groups and additive particles have no counterpart the
/// peer draws (cairo has no blur), so `drawable` drops them and both sides are timed on what is
/// left.
enum PeerDisplayList {
  /// The items both sides draw: plain fills and strokes under affine transforms.
  static func drawable(_ items: [DrawItem]) -> [DrawItem] {
    var kept: [DrawItem] = []
    var skip = 0
    for item in items {
      if skip > 0 {
        skip -= 1
        continue
      }
      switch item.paint {
      case .fill, .stroke:
        if item.transform.affine != nil { kept.append(item) }
      case .mask(let content, let mask): skip = content + mask
      case .dissolve(let old, let new, _): skip = old + new
      case .additive(let count): skip = count
      case .erase(let content, let eraser): skip = content + eraser
      case .shadow, .shadowOfPath, .gradient, .bitmap: break
      }
    }
    return kept
  }

  /// One frame: its ground and items, the scale mapping points to device pixels.
  static func frame(ground: Color, items: ArraySlice<DrawItem>, scale: Double) -> String {
    var out = "frame \(ground.red) \(ground.green) \(ground.blue)\n"
    let toDevice = Transform3D(scaleX: scale, y: scale)
    for item in items {
      guard let m = item.transform.concatenating(toDevice).affine else { continue }
      let c = item.color
      let rgba = "\(c.red) \(c.green) \(c.blue) \(c.alpha * item.opacity)"
      let matrix = "\(m.a) \(m.b) \(m.c) \(m.d) \(m.tx) \(m.ty)"
      switch item.paint {
      case .fill(let rule):
        out += "fill \(rule == .evenOdd ? 1 : 0) \(rgba) \(matrix) \(path(item.path))\n"
      case .stroke(let style, let start, let end):
        let caps: [LineCap] = [.butt, .round, .square], joins: [LineJoin] = [.miter, .round, .bevel]
        let dashes = style.dashPattern.prefix(8)
        let trimmed = start <= 0 && end >= 1 ? item.path : trim(item.path, from: start, to: end)
        out += "stroke \(style.width) \(caps.firstIndex(of: style.cap)!) \(joins.firstIndex(of: style.join)!) "
        out += "\(style.miterLimit) \(dashes.count) \(dashes.map { "\($0) " }.joined())\(style.dashPhase) "
        out += "\(rgba) \(matrix) \(path(trimmed))\n"
      default: continue
      }
    }
    return out
  }

  /// A path as the peer reads it: quadratic segments raised to cubics (exact).
  static func path(_ p: BezierPath) -> String {
    var parts: [String] = []
    var pen = Point.zero, start = Point.zero
    for e in p.elements {
      switch e {
      case .move(let q):
        parts.append("m \(q.x) \(q.y)")
        (pen, start) = (q, q)
      case .line(let q):
        parts.append("l \(q.x) \(q.y)")
        pen = q
      case .quad(let q, let c):
        let c1 = pen + (c - pen) * (2.0 / 3), c2 = q + (c - q) * (2.0 / 3)
        parts.append("c \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(q.x) \(q.y)")
        pen = q
      case .cubic(let q, let c1, let c2):
        parts.append("c \(c1.x) \(c1.y) \(c2.x) \(c2.y) \(q.x) \(q.y)")
        pen = q
      case .close:
        parts.append("z")
        pen = start
      }
    }
    return "\(parts.count) " + parts.joined(separator: " ")
  }

  /// The part of `p` from `start` to `end` of its length (closing segments included, as
  /// `strokeStart`/`strokeEnd` count them), as Bézier pieces split by de Casteljau at
  /// parameters found from 64-sample arc-length tables: within a fraction of a pixel of the
  /// rasterizer's own trim, which is all the peer needs to draw the same stroke.
  static func trim(_ p: BezierPath, from start: Double, to end: Double) -> BezierPath {
    // Every segment as a cubic (lines and closes too), with the subpath it starts.
    var segments: [(cubic: [Point], startsSubpath: Bool)] = []
    var pen = Point.zero, subpathStart = Point.zero, fresh = true
    for e in p.elements {
      switch e {
      case .move(let q):
        (pen, subpathStart, fresh) = (q, q, true)
      case .line(let q):
        segments.append(([pen, pen + (q - pen) * (1.0 / 3), pen + (q - pen) * (2.0 / 3), q], fresh))
        (pen, fresh) = (q, false)
      case .quad(let q, let c):
        segments.append(([pen, pen + (c - pen) * (2.0 / 3), q + (c - q) * (2.0 / 3), q], fresh))
        (pen, fresh) = (q, false)
      case .cubic(let q, let c1, let c2):
        segments.append(([pen, c1, c2, q], fresh))
        (pen, fresh) = (q, false)
      case .close:
        let q = subpathStart
        segments.append(([pen, pen + (q - pen) * (1.0 / 3), pen + (q - pen) * (2.0 / 3), q], fresh))
        (pen, fresh) = (q, true)
      }
    }
    let tables = segments.map { lengthTable($0.cubic) }
    let total = tables.reduce(0) { $0 + $1.last! }
    let from = min(max(start, 0), 1) * total, to = min(max(end, 0), 1) * total
    var out = BezierPath()
    var travelled = 0.0, drawing = false
    for (segment, table) in zip(segments, tables) {
      let length = table.last!
      defer { travelled += length }
      if segment.startsSubpath { drawing = false }
      guard travelled + length > from, travelled < to, length > 0 else { continue }
      let t0 = parameter(table, at: from - travelled), t1 = parameter(table, at: to - travelled)
      let piece = split(segment.cubic, t0, t1)
      if !drawing { out.move(to: piece[0]) }
      out.cubic(to: piece[3], control1: piece[1], control2: piece[2])
      drawing = true
    }
    return out
  }

  /// Cumulative lengths at t = 0, 1/64, …, 1.
  private static func lengthTable(_ c: [Point]) -> [Double] {
    var table = [0.0]
    var last = c[0]
    for i in 1...64 {
      let q = point(c, Double(i) / 64)
      table.append(table.last! + last.distance(to: q))
      last = q
    }
    return table
  }

  /// The parameter at arc length `s` (clamped), linear between table samples.
  private static func parameter(_ table: [Double], at s: Double) -> Double {
    if s <= 0 { return 0 }
    if s >= table.last! { return 1 }
    var i = 1
    while table[i] < s { i += 1 }
    let span = table[i] - table[i - 1]
    return (Double(i - 1) + (span > 0 ? (s - table[i - 1]) / span : 0)) / 64
  }

  private static func point(_ c: [Point], _ t: Double) -> Point {
    let u = 1 - t
    return c[0] * (u * u * u) + c[1] * (3 * u * u * t) + c[2] * (3 * u * t * t) + c[3] * (t * t * t)
  }

  /// The piece of cubic `c` between parameters `t0 ≤ t1`.
  private static func split(_ c: [Point], _ t0: Double, _ t1: Double) -> [Point] {
    func right(_ c: [Point], _ t: Double) -> [Point] {
      let ab = c[0] + (c[1] - c[0]) * t, bc = c[1] + (c[2] - c[1]) * t, cd = c[2] + (c[3] - c[2]) * t
      let abc = ab + (bc - ab) * t, bcd = bc + (cd - bc) * t
      return [abc + (bcd - abc) * t, bcd, cd, c[3]]
    }
    func left(_ c: [Point], _ t: Double) -> [Point] {
      let ab = c[0] + (c[1] - c[0]) * t, bc = c[1] + (c[2] - c[1]) * t, cd = c[2] + (c[3] - c[2]) * t
      let abc = ab + (bc - ab) * t, bcd = bc + (cd - bc) * t
      return [c[0], ab, abc, abc + (bcd - abc) * t]
    }
    let tail = right(c, t0)
    return t1 >= 1 ? tail : left(tail, (t1 - t0) / (1 - t0))
  }
}
