import Geometry
import Scenes

/// SVG path data for the scenes' PaintCode paths: absolute `M x y`, `C x1 y1 x2 y2 x y`, `Z`.
public enum SVGPathData {
  public static func format(_ path: BezierPath) -> String {
    func n(_ v: Double) -> String { Scenes.format(v) }
    func p(_ point: Point) -> String { "\(n(point.x)) \(n(point.y))" }
    return path.elements.map { e -> String in
      switch e {
      case .move(let to): "M\(p(to))"
      case .line(let to): "L\(p(to))"
      case .quad(let to, let c): "Q\(p(c)) \(p(to))"
      case .cubic(let to, let c1, let c2): "C\(p(c1)) \(p(c2)) \(p(to))"
      case .close: "Z"
      }
    }.joined(separator: " ")
  }

  /// A standalone SVG file showing `path` filled black, its view box the path's bounds with a
  /// 1-point margin (the path's own coordinates, y down as in UIKit).
  public static func document(_ path: BezierPath) -> String {
    let b = path.bounds
    let box = [b.minX - 1, b.minY - 1, b.width + 2, b.height + 2].map { Scenes.format($0) }.joined(separator: " ")
    return """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(box)">
        <path d="\(format(path))"/>
      </svg>

      """
  }

  /// Reads path data made of one `M` and then curves: `C`, `L` and `Q` (each repeatable, as
  /// SVG allows, absolute or relative in lower case), lines and quadratics becoming the cubics
  /// that trace them exactly, and a final `Z` (allowed only when `closed`; the scene closes the
  /// path itself). `H`, `V`, `S`, `T`, `A` and a second `M` are refused with their position.
  /// - Returns: the start and each curve's (control1, control2, end), 1 to `maximum` curves.
  public static func parse(_ data: String, closed: Bool, maximum: Int) throws(ExportError) -> (
    start: Point, curves: [(Point, Point, Point)]
  ) {
    var tokens: [String] = []
    var number = ""
    func flush() {
      if !number.isEmpty { tokens.append(number) }
      number = ""
    }
    for ch in data {
      if ch.isLetter && !"eE".contains(ch) {
        flush()
        tokens.append(String(ch))
      } else if ch == "-" && !number.isEmpty && !number.hasSuffix("e") && !number.hasSuffix("E") {
        flush()
        number = "-"
      } else if ch.isWhitespace || ch == "," {
        flush()
      } else {
        number.append(ch)
      }
    }
    flush()
    var i = 0
    func isNumber(_ k: Int) -> Bool { k < tokens.count && Double(tokens[k]) != nil }
    func point(relativeTo origin: Point?) throws(ExportError) -> Point {
      guard i + 1 < tokens.count, let x = Double(tokens[i]), let y = Double(tokens[i + 1]), x.isFinite, y.isFinite,
        abs(x) <= 1e6, abs(y) <= 1e6
      else {
        throw ExportError(description: "svg: expected two numbers (each at most 1e6) at token \(i + 1)")
      }
      i += 2
      return origin.map { Point($0.x + x, $0.y + y) } ?? Point(x, y)
    }
    guard i < tokens.count, tokens[i] == "M" || tokens[i] == "m" else {
      throw ExportError(description: "svg: the data must start with M x y")
    }
    i += 1
    let start = try point(relativeTo: nil)
    var current = start
    var curves: [(Point, Point, Point)] = []
    while i < tokens.count {
      let letter = tokens[i]
      let position = i + 1
      i += 1
      let relative = letter == letter.lowercased()
      func next() throws(ExportError) -> Point { try point(relativeTo: relative ? current : nil) }
      switch letter.uppercased() {
      case "C":
        repeat {
          let c1 = try next(), c2 = try next(), to = try next()
          curves.append((c1, c2, to))
          current = to
        } while isNumber(i)
      case "L":
        repeat {
          let to = try next()
          let d = Point((to.x - current.x) / 3, (to.y - current.y) / 3)
          curves.append((Point(current.x + d.x, current.y + d.y), Point(current.x + 2 * d.x, current.y + 2 * d.y), to))
          current = to
        } while isNumber(i)
      case "Q":
        repeat {
          let control = try next(), to = try next()
          let cubic = CubicBezier(quadFrom: current, control: control, to: to)
          curves.append((cubic.p1, cubic.p2, to))
          current = to
        } while isNumber(i)
      case "Z" where closed && i == tokens.count:
        break
      case "Z":
        throw ExportError(
          description: closed
            ? "svg: Z at token \(position) must end the data"
            : "svg: this scene's path is open; Z at token \(position) is not allowed")
      default:
        throw ExportError(
          description: "svg: '\(letter)' at token \(position) is not supported: use C, L, Q (or c, l, q) after one M")
      }
    }
    guard !curves.isEmpty else { throw ExportError(description: "svg: the data has no curves; give at least one C, L or Q") }
    guard curves.count <= maximum else {
      throw ExportError(description: "svg: \(curves.count) curves; a path holds at most \(maximum)")
    }
    return (start, curves)
  }
}
