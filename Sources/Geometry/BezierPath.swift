/// A path of straight and cubic Bézier segments, like `UIBezierPath` / `CGPath`.
///
/// ## Guarantees
/// - Every subpath starts with `.move`; `line`, `cubic` and `close` with no current point start
///   one at the origin, as Core Graphics does when given a current point of (0, 0).
/// - Coordinates are stored as given; callers that take user input reject non-finite values
///   before they get here (`isFinite` tells).
public struct BezierPath: Hashable, Sendable {
  public enum Element: Hashable, Sendable {
    case move(to: Point)
    case line(to: Point)
    case quad(to: Point, control: Point)
    case cubic(to: Point, control1: Point, control2: Point)
    case close
  }

  public private(set) var elements: [Element] = []

  public init() {}

  public init(elements: [Element]) { self.elements = elements }

  /// `move(to:)`.
  public mutating func move(to p: Point) { elements.append(.move(to: p)) }

  /// Adds `other`'s elements after these (`CGMutablePath.addPath`, `addRect`, `addEllipse`).
  public mutating func append(_ other: BezierPath) { elements += other.elements }

  /// `addLine(to:)`.
  public mutating func line(to p: Point) {
    ensureSubpath()
    elements.append(.line(to: p))
  }

  /// `addQuadCurve(to:controlPoint:)`.
  public mutating func quad(to p: Point, control: Point) {
    ensureSubpath()
    elements.append(.quad(to: p, control: control))
  }

  /// `addCurve(to:controlPoint1:controlPoint2:)`.
  public mutating func cubic(to p: Point, control1: Point, control2: Point) {
    ensureSubpath()
    elements.append(.cubic(to: p, control1: control1, control2: control2))
  }

  /// `close()`: a straight segment back to the subpath's start.
  public mutating func close() {
    guard !elements.isEmpty else { return }
    elements.append(.close)
  }

  private mutating func ensureSubpath() {
    if elements.isEmpty || elements.last == .close {
      elements.append(.move(to: lastSubpathStart))
    }
  }

  private var lastSubpathStart: Point {
    for e in elements.reversed() { if case .move(let p) = e { return p } }
    return .zero
  }

  /// `UIBezierPath.currentPoint`, `CGPath.currentPoint`: where the next segment starts — the
  /// last end point, the subpath's start after a close, (0, 0) for an empty path.
  public var currentPoint: Point {
    switch elements.last {
    case .move(let p)?, .line(let p)?, .quad(let p, _)?, .cubic(let p, _, _)?: p
    case .close?: lastSubpathStart
    case nil: .zero
    }
  }

  /// Every point and control point, in order.
  public var points: [Point] {
    elements.flatMap { e -> [Point] in
      switch e {
      case .move(let p), .line(let p): [p]
      case .quad(let p, let c): [c, p]
      case .cubic(let p, let c1, let c2): [c1, c2, p]
      case .close: []
      }
    }
  }

  public var isFinite: Bool { points.allSatisfy(\.isFinite) }

  /// The path with every point mapped by `t` (exact: Béziers are affine-invariant).
  public func applying(_ t: AffineTransform) -> BezierPath {
    BezierPath(
      elements: elements.map { e in
        switch e {
        case .move(let p): .move(to: t.apply(to: p))
        case .line(let p): .line(to: t.apply(to: p))
        case .quad(let p, let c): .quad(to: t.apply(to: p), control: t.apply(to: c))
        case .cubic(let p, let c1, let c2):
          .cubic(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
        case .close: .close
        }
      })
  }

  /// The smallest rectangle containing every control point (`CGPath.boundingBox`).
  public var controlPointBounds: Rect { Rect(enclosing: points) ?? .zero }
}
