import Geometry
import Scenes

/// SVG path data for the scenes' PaintCode paths: absolute `M x y`, `C x1 y1 x2 y2 x y`, `Z`.
enum SVGPathData {
  static func format(_ path: BezierPath) -> String {
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
  static func document(_ path: BezierPath) -> String {
    let b = path.bounds
    let box = [b.minX - 1, b.minY - 1, b.width + 2, b.height + 2].map { Scenes.format($0) }.joined(separator: " ")
    return """
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="\(box)">
        <path d="\(format(path))"/>
      </svg>

      """
  }

  /// The points of data shaped `M` + `curves` × `C` (+ `Z` when `closed`): the move point,
  /// then each curve's control1, control2 and end.
  static func parse(_ data: String, curves: Int, closed: Bool) throws(CommandError) -> [Point] {
    var tokens: [String] = []
    var number = ""
    func flush() {
      if !number.isEmpty { tokens.append(number) }
      number = ""
    }
    for ch in data {
      if "MmCcZzLlQqHhVvSsTtAa".contains(ch) {
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
    var points: [Point] = []
    func expect(_ letter: String) throws(CommandError) {
      guard i < tokens.count, tokens[i] == letter else {
        let found = i < tokens.count ? "'\(TerminalText.sanitized(tokens[i]))'" : "the end"
        throw CommandError("svg: expected \(letter) at token \(i + 1), found \(found); the data must be M, \(curves) × C\(closed ? ", Z" : "") with absolute coordinates")
      }
      i += 1
    }
    func point() throws(CommandError) -> Point {
      guard i + 1 < tokens.count, let x = Double(tokens[i]), let y = Double(tokens[i + 1]), x.isFinite, y.isFinite else {
        throw CommandError("svg: expected two numbers at token \(i + 1)")
      }
      i += 2
      return Point(x, y)
    }
    try expect("M")
    points.append(try point())
    for _ in 0..<curves {
      try expect("C")
      for _ in 0..<3 { points.append(try point()) }
    }
    if closed { try expect("Z") }
    guard i == tokens.count else { throw CommandError("svg: unexpected '\(TerminalText.sanitized(tokens[i]))' after the path") }
    return points
  }
}
