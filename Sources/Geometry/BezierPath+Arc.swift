#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension BezierPath {
  /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)` in UIKit's y-down
  /// coordinates: the point at angle θ is `center + r·(cos θ, sin θ)`, and `clockwise` (on
  /// screen) means θ increases from start to end. The sweep is `end − start` brought into the
  /// requested direction (adding or subtracting 2π); a sweep of 2π or more draws a full circle.
  ///
  /// Each quarter turn or less is one cubic with handles `κ = 4/3·tan(φ/4)` of the radius
  /// (radial error below 2.7e-4·r for a quarter turn). Core Graphics' exact split points are not
  /// documented; the curve is the same to that error.
  public init(arcCenter center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
    self.init()
    addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// `addArc(withCenter:radius:startAngle:endAngle:clockwise:)`: a line from the current point
  /// to the arc's start when a subpath is open, else a move there.
  public mutating func addArc(center: Point, radius: Double, startAngle: Double, endAngle: Double, clockwise: Bool) {
    var sweep = endAngle - startAngle
    let fullTurn = 2 * Double.pi
    if clockwise {
      if sweep < 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) + fullTurn }
      if abs(endAngle - startAngle) >= fullTurn { sweep = fullTurn }
    } else {
      if sweep > 0 { sweep = sweep.truncatingRemainder(dividingBy: fullTurn) - fullTurn }
      if abs(endAngle - startAngle) >= fullTurn { sweep = -fullTurn }
    }
    func point(_ a: Double) -> Point { Point(center.x + radius * cos(a), center.y + radius * sin(a)) }
    let start = point(startAngle)
    if elements.isEmpty || elements.last == .close { move(to: start) } else { line(to: start) }
    let n = max(1, min(Int(saturating: (abs(sweep) / (Double.pi / 2) - 1e-9).rounded(.up)), 4096))
    let phi = sweep / Double(n)
    let k = 4.0 / 3.0 * tan(phi / 4)
    var a0 = startAngle
    for _ in 0..<n {
      let a1 = a0 + phi
      let p0 = point(a0), p3 = point(a1)
      let c1 = p0 + Point(-sin(a0), cos(a0)) * (k * radius)
      let c2 = p3 - Point(-sin(a1), cos(a1)) * (k * radius)
      cubic(to: p3, control1: c1, control2: c2)
      a0 = a1
    }
  }
}

extension BezierPath {
  /// The ellipse inscribed in `r` as `UIBezierPath(ovalIn:)` draws it: four cubic quarters
  /// (κ = 0.5522847498, the usual four-arc fit; radial error at most 2.7 · 10⁻⁴ of the radius)
  /// from the right-hand point, clockwise on screen (y down), closed.
  public init(ovalIn r: Rect) {
    self.init()
    let k = 0.552_284_749_830_793_4
    let (cx, cy, rx, ry) = (r.midX, r.midY, r.width / 2, r.height / 2)
    move(to: Point(cx + rx, cy))
    cubic(to: Point(cx, cy + ry), control1: Point(cx + rx, cy + k * ry), control2: Point(cx + k * rx, cy + ry))
    cubic(to: Point(cx - rx, cy), control1: Point(cx - k * rx, cy + ry), control2: Point(cx - rx, cy + k * ry))
    cubic(to: Point(cx, cy - ry), control1: Point(cx - rx, cy - k * ry), control2: Point(cx - k * rx, cy - ry))
    cubic(to: Point(cx + rx, cy), control1: Point(cx + k * rx, cy - ry), control2: Point(cx + rx, cy - k * ry))
    close()
  }

  /// Which corners a rounded rectangle rounds (`UIRectCorner`), named as on a y-down screen.
  public struct Corners: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let topLeft = Corners(rawValue: 1)
    public static let topRight = Corners(rawValue: 2)
    public static let bottomLeft = Corners(rawValue: 4)
    public static let bottomRight = Corners(rawValue: 8)
    public static let all: Corners = [.topLeft, .topRight, .bottomLeft, .bottomRight]
  }

  /// A rectangle with circular corners of `cornerRadius` (clamped to half the shorter side),
  /// clockwise on screen from the top-left; a plain rectangle when the radius is 0.
  /// (`CALayer.cornerRadius` with `cornerCurve = .circular`; UIKit's
  /// `UIBezierPath(roundedRect:cornerRadius:)` uses a smoother curve.)
  public init(roundedRect r: Rect, cornerRadius: Double) {
    self.init(roundedRect: r, corners: .all, cornerRadius: cornerRadius)
  }

  /// A rectangle with quarter-ellipse corners `cornerWidth` wide and `cornerHeight` high (each
  /// clamped to half its side), clockwise on screen from the top-left corner's lower end
  /// (`CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`). Equal sides give the circular
  /// corners of `init(roundedRect:cornerRadius:)`; unequal ones are each one cubic, within
  /// 2.8e-4 of the corner's larger radius off the true ellipse.
  public init(roundedRect r: Rect, cornerWidth: Double, cornerHeight: Double) {
    let rx = Swift.max(0, Swift.min(cornerWidth, r.width / 2))
    let ry = Swift.max(0, Swift.min(cornerHeight, r.height / 2))
    guard rx != ry, rx > 0, ry > 0 else {
      self.init(roundedRect: r, cornerRadius: Swift.min(rx, ry))
      return
    }
    self.init()
    // Control points at 4(√2 − 1)/3 of each radius from the ends.
    let k = 4 * (2.0.squareRoot() - 1) / 3
    let (l, t, rt, b) = (r.minX, r.minY, r.maxX, r.maxY)
    move(to: Point(l, t + ry))
    cubic(to: Point(l + rx, t), control1: Point(l, t + ry - k * ry), control2: Point(l + rx - k * rx, t))
    line(to: Point(rt - rx, t))
    cubic(to: Point(rt, t + ry), control1: Point(rt - rx + k * rx, t), control2: Point(rt, t + ry - k * ry))
    line(to: Point(rt, b - ry))
    cubic(to: Point(rt - rx, b), control1: Point(rt, b - ry + k * ry), control2: Point(rt - rx + k * rx, b))
    line(to: Point(l + rx, b))
    cubic(to: Point(l, b - ry), control1: Point(l + rx - k * rx, b), control2: Point(l, b - ry + k * ry))
    close()
  }

  /// A rectangle whose `corners` are rounded with circular arcs of `cornerRadius` (clamped to
  /// half the shorter side) and the others square, clockwise on screen from the top-left
  /// (`UIBezierPath(roundedRect:byRoundingCorners:cornerRadii:)`, its radii's width).
  public init(roundedRect r: Rect, corners: Corners, cornerRadius: Double) {
    self.init()
    let radius = Swift.max(0, Swift.min(cornerRadius, r.width / 2, r.height / 2))
    guard radius > 0, !corners.isEmpty else {
      move(to: r.origin)
      line(to: Point(r.maxX, r.minY))
      line(to: Point(r.maxX, r.maxY))
      line(to: Point(r.minX, r.maxY))
      close()
      return
    }
    let half = Double.pi / 2
    // Each corner: an arc, or the square corner as a point of the outline.
    func corner(_ which: Corners, _ square: Point, _ centre: Point, from start: Double) {
      if corners.contains(which) {
        addArc(center: centre, radius: radius, startAngle: start, endAngle: start + half, clockwise: true)
      } else if elements.isEmpty {
        move(to: square)
      } else {
        line(to: square)
      }
    }
    corner(.topLeft, r.origin, Point(r.minX + radius, r.minY + radius), from: 2 * half)
    corner(.topRight, Point(r.maxX, r.minY), Point(r.maxX - radius, r.minY + radius), from: 3 * half)
    corner(.bottomRight, Point(r.maxX, r.maxY), Point(r.maxX - radius, r.maxY - radius), from: 0)
    corner(.bottomLeft, Point(r.minX, r.maxY), Point(r.minX + radius, r.maxY - radius), from: half)
    close()
  }
}
