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
