import Geometry

/// Small vector images an icon layer can show, each drawn into a unit square and scaled to the
/// layer's bounds (like `UIImageView` with `.scaleToFill`).
public enum Icon: String, Sendable, CaseIterable {
  /// A right-pointing triangle, optically centred.
  case play
  /// Three dots in a row: work in progress.
  case busy
  /// A tick: done.
  case checkmark
  /// A filled disc (SF Symbols' `circle.fill`, loading dots' usual image).
  case disc
  /// A ring (`circle`), its stroke 0.08 of the square, about the symbol's regular weight.
  case ring
  /// A framed cross: an image Wobble does not have (a `UIImage(named:)` of the app's).
  case placeholder

  /// The image's path in the unit square (0…1, y down).
  public var unitPath: BezierPath {
    var p = BezierPath()
    switch self {
    case .play:
      p.move(to: Point(0.2, 0.1))
      p.line(to: Point(0.9, 0.5))
      p.line(to: Point(0.2, 0.9))
      p.close()
    case .busy:
      for x in [0.2, 0.5, 0.8] {
        p.addArc(center: Point(x, 0.5), radius: 0.1, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        p.close()
      }
    case .disc:
      p.addArc(center: Point(0.5, 0.5), radius: 0.46, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
      p.close()
    case .ring:
      // Outer circle one way, inner the other: a hole under the non-zero rule.
      p.addArc(center: Point(0.5, 0.5), radius: 0.46, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
      p.close()
      p.addArc(center: Point(0.5, 0.5), radius: 0.38, startAngle: 0, endAngle: -2 * .pi, clockwise: false)
      p.close()
    case .placeholder:
      // The frame: outer square clockwise, inner counter-clockwise (a hole under non-zero).
      let (a, b, c, d) = (0.05, 0.95, 0.12, 0.88)
      p.move(to: Point(a, a))
      p.line(to: Point(b, a))
      p.line(to: Point(b, b))
      p.line(to: Point(a, b))
      p.close()
      p.move(to: Point(c, c))
      p.line(to: Point(c, d))
      p.line(to: Point(d, d))
      p.line(to: Point(d, c))
      p.close()
      // The two diagonals, 0.05 thick.
      for (from, to) in [(Point(c, c), Point(d, d)), (Point(d, c), Point(c, d))] {
        let dx = to.x - from.x, dy = to.y - from.y
        let length = (dx * dx + dy * dy).squareRoot()
        let nx = -dy / length * 0.025, ny = dx / length * 0.025
        p.move(to: Point(from.x + nx, from.y + ny))
        p.line(to: Point(to.x + nx, to.y + ny))
        p.line(to: Point(to.x - nx, to.y - ny))
        p.line(to: Point(from.x - nx, from.y - ny))
        p.close()
      }
    case .checkmark:
      p.move(to: Point(0.08, 0.52))
      p.line(to: Point(0.2, 0.4))
      p.line(to: Point(0.4, 0.6))
      p.line(to: Point(0.8, 0.2))
      p.line(to: Point(0.92, 0.32))
      p.line(to: Point(0.4, 0.84))
      p.close()
    }
    return p
  }
}
