#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Geometry

/// A value an animation can carry: Core Animation interpolates each kind component-wise.
public enum AnimatableValue: Hashable, Sendable {
  case scalar(Double)
  case point(Point)
  /// A `CGRect` (`bounds`): origin and size blend component-wise.
  case rect(Rect)
  case color(Color)
  /// A `CATransform3D` value (the `transform` key path).
  case transform(Transform3D)
  /// A `CGPath` (`CAShapeLayer.path`): paths with the same elements blend point by point,
  /// as Core Animation blends "on-line" points; others are undefined in Core Animation and
  /// switch half way here.
  case path(BezierPath)
  /// An array of values (`CAGradientLayer`'s `colors` and `locations`): arrays of the same
  /// length blend element by element; others switch half way.
  case list([AnimatableValue])
  /// A layer's `contents`: not blended (Core Animation cross-dissolves two images; Wobble
  /// switches from one to the other half way, and its callers say so).
  case content(LayerContent)

  /// Linear interpolation: `self` at 0, `other` at 1 (extrapolates outside, for overshoot).
  /// Mismatched kinds give `other` from 0.5 on.
  public func interpolated(to other: AnimatableValue, at p: Double) -> AnimatableValue {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): .scalar(a + (b - a) * p)
    case (.point(let a), .point(let b)): .point(a.interpolated(to: b, at: p))
    case (.rect(let a), .rect(let b)):
      .rect(
        Rect(
          x: a.minX + (b.minX - a.minX) * p, y: a.minY + (b.minY - a.minY) * p,
          width: a.width + (b.width - a.width) * p, height: a.height + (b.height - a.height) * p))
    case (.color(let a), .color(let b)):
      .color(
        Color(
          red: a.red + (b.red - a.red) * p, green: a.green + (b.green - a.green) * p,
          blue: a.blue + (b.blue - a.blue) * p, alpha: a.alpha + (b.alpha - a.alpha) * p))
    case (.transform(let a), .transform(let b)): .transform(TransformInterpolation.interpolate(a, b, p))
    case (.path(let a), .path(let b)): a.blended(to: b, at: p).map { .path($0) } ?? (p < 0.5 ? self : other)
    case (.list(let a), .list(let b)) where a.count == b.count:
      .list(zip(a, b).map { $0.interpolated(to: $1, at: p) })
    default: p < 0.5 ? self : other
    }
  }

  /// Component-wise sum (additive and cumulative animations, `by` values).
  public static func + (a: AnimatableValue, b: AnimatableValue) -> AnimatableValue {
    switch (a, b) {
    case (.scalar(let x), .scalar(let y)): .scalar(x + y)
    case (.point(let x), .point(let y)): .point(x + y)
    case (.rect(let x), .rect(let y)):
      .rect(Rect(x: x.minX + y.minX, y: x.minY + y.minY, width: x.width + y.width, height: x.height + y.height))
    case (.color(let x), .color(let y)):
      .color(Color(red: x.red + y.red, green: x.green + y.green, blue: x.blue + y.blue, alpha: x.alpha + y.alpha))
    // "For affine transforms the two matrices are concatenated" (Apple, on additive): the
    // current value first, then the animation's (the order is unconfirmed).
    case (.transform(let x), .transform(let y)): .transform(x.concatenating(y))
    case (.path(let x), .path(let y)): x.combined(with: y, 1).map { .path($0) } ?? b
    case (.list(let x), .list(let y)) where x.count == y.count: .list(zip(x, y).map { $0 + $1 })
    default: b
    }
  }

  public static func - (a: AnimatableValue, b: AnimatableValue) -> AnimatableValue {
    if case .transform(let x) = a, case .transform(let y) = b {
      return .transform(y.inverse.map { x.concatenating($0) } ?? x)
    }
    return a + b.scaled(by: -1)
  }

  /// Whether every component is a finite number.
  public var isFinite: Bool {
    switch self {
    case .scalar(let x): x.isFinite
    case .point(let p): p.isFinite
    case .rect(let r): r.origin.isFinite && r.width.isFinite && r.height.isFinite
    case .color(let c): [c.red, c.green, c.blue, c.alpha].allSatisfy(\.isFinite)
    case .transform(let t):
      [t.m11, t.m12, t.m13, t.m14, t.m21, t.m22, t.m23, t.m24, t.m31, t.m32, t.m33, t.m34, t.m41, t.m42, t.m43, t.m44]
        .allSatisfy(\.isFinite)
    case .path(let p): p.isFinite
    case .list(let items): items.allSatisfy(\.isFinite)
    case .content: true
    }
  }

  public func scaled(by k: Double) -> AnimatableValue {
    switch self {
    case .scalar(let x): .scalar(x * k)
    case .point(let p): .point(p * k)
    case .rect(let r): .rect(Rect(x: r.minX * k, y: r.minY * k, width: r.width * k, height: r.height * k))
    case .color(let c): .color(Color(red: c.red * k, green: c.green * k, blue: c.blue * k, alpha: c.alpha * k))
    case .transform(let t):
      // k-fold concatenation for whole k ≥ 0 (cumulative repeats); the identity otherwise.
      if k >= 0, k == k.rounded(), k < 10_000 {
        .transform((0..<Int(k)).reduce(Transform3D.identity) { acc, _ in acc.concatenating(t) })
      } else {
        .transform(.identity)
      }
    case .path(let p): .path(p.combined(with: p, k - 1) ?? p)
    case .list(let items): .list(items.map { $0.scaled(by: k) })
    case .content: self
    }
  }

  /// Distance to `other`, for paced keyframes (Euclidean over the components).
  public func distance(to other: AnimatableValue) -> Double {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): abs(b - a)
    case (.point(let a), .point(let b)): a.distance(to: b)
    case (.rect(let a), .rect(let b)):
      max(a.origin.distance(to: b.origin), Point(a.width, a.height).distance(to: Point(b.width, b.height)))
    case (.color(let a), .color(let b)):
      ((b.red - a.red) * (b.red - a.red) + (b.green - a.green) * (b.green - a.green)
        + (b.blue - a.blue) * (b.blue - a.blue) + (b.alpha - a.alpha) * (b.alpha - a.alpha)).squareRoot()
    case (.transform(let a), .transform(let b)):
      (Point(a.m41, a.m42) - Point(b.m41, b.m42)).length
    case (.path(let a), .path(let b)):
      // The largest distance a point moves.
      zip(a.points, b.points).map { $0.distance(to: $1) }.max() ?? 0
    case (.list(let a), .list(let b)):
      zip(a, b).map { $0.distance(to: $1) }.max() ?? 0
    default: 0
    }
  }

  public var scalar: Double? {
    if case .scalar(let v) = self { return v }
    return nil
  }
}
