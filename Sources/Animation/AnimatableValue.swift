import Geometry

/// A value an animation can carry: Core Animation interpolates each kind component-wise.
public enum AnimatableValue: Hashable, Sendable {
  case scalar(Double)
  case point(Point)
  case color(Color)

  /// Linear interpolation: `self` at 0, `other` at 1 (extrapolates outside, for overshoot).
  /// Mismatched kinds give `other` from 0.5 on.
  public func interpolated(to other: AnimatableValue, at p: Double) -> AnimatableValue {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): .scalar(a + (b - a) * p)
    case (.point(let a), .point(let b)): .point(a.interpolated(to: b, at: p))
    case (.color(let a), .color(let b)):
      .color(Color(
        red: a.red + (b.red - a.red) * p, green: a.green + (b.green - a.green) * p,
        blue: a.blue + (b.blue - a.blue) * p, alpha: a.alpha + (b.alpha - a.alpha) * p))
    default: p < 0.5 ? self : other
    }
  }

  /// Component-wise sum (additive and cumulative animations, `by` values).
  public static func + (a: AnimatableValue, b: AnimatableValue) -> AnimatableValue {
    switch (a, b) {
    case (.scalar(let x), .scalar(let y)): .scalar(x + y)
    case (.point(let x), .point(let y)): .point(x + y)
    case (.color(let x), .color(let y)):
      .color(Color(red: x.red + y.red, green: x.green + y.green, blue: x.blue + y.blue, alpha: x.alpha + y.alpha))
    default: b
    }
  }

  public static func - (a: AnimatableValue, b: AnimatableValue) -> AnimatableValue {
    a + b.scaled(by: -1)
  }

  public func scaled(by k: Double) -> AnimatableValue {
    switch self {
    case .scalar(let x): .scalar(x * k)
    case .point(let p): .point(p * k)
    case .color(let c): .color(Color(red: c.red * k, green: c.green * k, blue: c.blue * k, alpha: c.alpha * k))
    }
  }

  /// Distance to `other`, for paced keyframes (Euclidean over the components).
  public func distance(to other: AnimatableValue) -> Double {
    switch (self, other) {
    case (.scalar(let a), .scalar(let b)): abs(b - a)
    case (.point(let a), .point(let b)): a.distance(to: b)
    case (.color(let a), .color(let b)):
      ((b.red - a.red) * (b.red - a.red) + (b.green - a.green) * (b.green - a.green)
        + (b.blue - a.blue) * (b.blue - a.blue) + (b.alpha - a.alpha) * (b.alpha - a.alpha)).squareRoot()
    default: 0
    }
  }

  public var scalar: Double? {
    if case .scalar(let v) = self { return v }
    return nil
  }
}
