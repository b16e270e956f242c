import Animation
import Geometry

/// The points and control handles of a path, as a layer to put in the path's layer (so it
/// moves and deforms with it): lines from each end point to its control points, a square at
/// each end point, a dot at each control point, and each end point's number as `points` and
/// `move` use it (0 the start, n where curve n ends).
enum HandleOverlay {
  /// Seven-segment digits as polylines in a box 0.6 wide and 1 high (y down): enough to read a
  /// point's number at any size without a font.
  static let digitStrokes: [[[Point]]] = {
    let (a, b, c, d, e, f) = (Point(0, 0), Point(0.6, 0), Point(0, 0.5), Point(0.6, 0.5), Point(0, 1), Point(0.6, 1))
    return [
      [[a, b, f, e, a]], [[b, f]], [[a, b, d, c, e, f]], [[a, b, f, e], [c, d]], [[a, c, d], [b, f]],
      [[b, a, c, d, f, e]], [[b, a, e, f, d, c]], [[a, b, f]], [[a, b, f, e, a], [c, d]], [[d, c, a, b, f, e]],
    ]
  }()

  /// `number`'s digits as open polylines, `height` high, their top left corner at `origin`.
  static func digits(_ number: Int, at origin: Point, height: Double, into path: inout BezierPath) {
    for (i, character) in String(number).enumerated() {
      guard let digit = character.wholeNumberValue else { continue }
      let left = origin.x + Double(i) * 0.9 * height
      for stroke in digitStrokes[digit] {
        guard let first = stroke.first else { continue }
        path.move(to: Point(left + first.x * height, origin.y + first.y * height))
        for p in stroke.dropFirst() { path.line(to: Point(left + p.x * height, origin.y + p.y * height)) }
      }
    }
  }

  /// - Parameter size: the markers' size in the path's units.
  static func layer(_ path: BezierPath, size: Double) -> Layer {
    var lines = BezierPath(), squares = BezierPath(), dots = BezierPath(), numbers = BezierPath()
    var pen = Point.zero
    var numbered = 0
    var start: Point?
    func number(_ p: Point) {
      // The point that closes the path sits on the start, which is numbered already.
      if numbered > 0, let start, abs(start.x - p.x) < 1e-9, abs(start.y - p.y) < 1e-9 { numbered += 1; return }
      if start == nil { start = p }
      digits(numbered, at: Point(p.x + size * 1.4, p.y - size * 3.4), height: size * 2.4, into: &numbers)
      numbered += 1
    }
    func square(_ p: Point) {
      number(p)
      squares.move(to: p + Point(-size, -size))
      squares.line(to: p + Point(size, -size))
      squares.line(to: p + Point(size, size))
      squares.line(to: p + Point(-size, size))
      squares.close()
    }
    func dot(_ p: Point) {
      dots.addArc(center: p, radius: size * 0.8, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
      dots.close()
    }
    for element in path.elements {
      switch element {
      case .move(let p), .line(let p):
        square(p)
        pen = p
      case .quad(let p, let c):
        lines.move(to: pen); lines.line(to: c); lines.line(to: p)
        dot(c)
        square(p)
        pen = p
      case .cubic(let p, let c1, let c2):
        lines.move(to: pen); lines.line(to: c1)
        lines.move(to: p); lines.line(to: c2)
        dot(c1)
        dot(c2)
        square(p)
        pen = p
      case .close:
        break
      }
    }
    var overlay = Layer(name: "handles", bounds: .zero, position: .zero)
    overlay.anchorPoint = .zero
    var handleLines = overlay
    handleLines.content = .shape(
      ShapeStyle(path: lines, fillColor: nil, strokeColor: Color(white: 0.1), stroke: StrokeStyle(width: size / 3)))
    var ends = overlay
    ends.content = .shape(
      ShapeStyle(path: squares, fillColor: .white, strokeColor: Color(white: 0.1), stroke: StrokeStyle(width: size / 3)))
    var controls = overlay
    controls.content = .shape(ShapeStyle(path: dots, fillColor: Color(red: 0.2, green: 0.5, blue: 1)))
    var labels = overlay
    labels.content = .shape(
      ShapeStyle(
        path: numbers, fillColor: nil, strokeColor: Color(white: 0.05),
        stroke: StrokeStyle(width: size / 3, join: .round, cap: .round)))
    overlay.sublayers = [handleLines, ends, controls, labels]
    return overlay
  }
}
