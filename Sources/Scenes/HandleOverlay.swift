import Animation
import Geometry

/// The points and control handles of a path, as a layer to put in the path's layer (so it
/// moves and deforms with it): lines from each end point to its control points, a square at
/// each end point, a dot at each control point.
enum HandleOverlay {
  /// - Parameter size: the markers' size in the path's units.
  static func layer(_ path: BezierPath, size: Double) -> Layer {
    var lines = BezierPath(), squares = BezierPath(), dots = BezierPath()
    var pen = Point.zero
    func square(_ p: Point) {
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
    overlay.sublayers = [handleLines, ends, controls]
    return overlay
  }
}
