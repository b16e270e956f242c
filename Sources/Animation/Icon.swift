import Geometry

/// Small vector images an icon layer can show, each drawn into a unit square and scaled to the
/// layer's bounds (like `UIImageView` with `.scaleToFill`).
public enum Icon: String, Sendable, CaseIterable {
  /// A right-pointing triangle, optically centred.
  case play

  /// The image's path in the unit square (0…1, y down).
  public var unitPath: BezierPath {
    switch self {
    case .play:
      var p = BezierPath()
      p.move(to: Point(0.2, 0.1))
      p.line(to: Point(0.9, 0.5))
      p.line(to: Point(0.2, 0.9))
      p.close()
      return p
    }
  }
}
