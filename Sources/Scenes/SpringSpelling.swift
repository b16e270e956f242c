import Animation

/// The vocabulary a spring was written in. Every spelling becomes the one `Spring` (mass,
/// stiffness, damping, velocity) that Core Animation simulates; the spelling is kept so that
/// the spring's text, `help`, `curve` and the exports speak the way it was typed.
///
/// Conversions (core-animation.md §2.4): ζ = 1 − bounce for bounce ≥ 0, 1/(1 + bounce) below;
/// duration and response are the undamped period 2π·√(m/k). `durationBounce`, `preset` and
/// `responseDampingFraction` are exact (mass 1: k = (2π/d)², c = 4πζ/d); `uikit` is Wobble's
/// reading, because UIKit does not publish its conversion (see `Spring(dampingRatio:duration:velocity:)`).
public enum SpringSpelling: Hashable, Sendable {
  /// `spring(mass: m, stiffness: k, damping: c, velocity: v, overdamping: true)`:
  /// `CASpringAnimation`'s own properties.
  case coreAnimation
  /// `spring(duration: d, bounce: b)`: iOS 17's `CASpringAnimation(perceptualDuration:bounce:)`
  /// and SwiftUI's `Spring(duration:bounce:)`. Seconds; bounce −1 < b ≤ 1.
  case durationBounce(duration: Double, bounce: Double)
  /// `spring(response: r, dampingFraction: ζ)`: SwiftUI's `.spring(response:dampingFraction:)`.
  case responseDampingFraction(response: Double, dampingFraction: Double)
  /// `uikit-spring(duration: d, damping: ζ, velocity: v)`: UIKit's
  /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:…)`.
  case uikit(duration: Double, dampingRatio: Double)
  /// `smooth`, `snappy`, `bouncy`, or with arguments `snappy(duration: d, extraBounce: e)`:
  /// SwiftUI's presets, `Spring(duration: d, bounce: base + e)`.
  case preset(Preset, duration: Double, extraBounce: Double)

  /// SwiftUI's named springs (iOS 17): perceptual duration 0.5 s by default, and a base bounce
  /// Apple documents for each (`smooth` 0, `snappy` 0.15, `bouncy` 0.3).
  public enum Preset: String, CaseIterable, Sendable {
    case smooth, snappy, bouncy

    public var baseBounce: Double {
      switch self {
      case .smooth: 0
      case .snappy: 0.15
      case .bouncy: 0.3
      }
    }

    public static let defaultDuration = 0.5
  }

  /// The spring this spelling gives, with `velocity` (fractions of the distance per second);
  /// numbers outside what the API accepts are refused with a message that names them.
  static func spring(_ spelling: SpringSpelling, velocity: Double) throws(ValueError) -> Spring {
    var spring: Spring
    switch spelling {
    case .coreAnimation:
      spring = Spring(initialVelocity: velocity)
    case .durationBounce(let d, let b):
      try check(d, b, "spring(duration:bounce:)")
      spring = Spring(perceptualDuration: d, bounce: b, initialVelocity: velocity)
    case .preset(let p, let d, let extra):
      try check(d, p.baseBounce + extra, "\(p.rawValue)(duration:extraBounce:)")
      spring = Spring(perceptualDuration: d, bounce: p.baseBounce + extra, initialVelocity: velocity)
    case .responseDampingFraction(let r, let z):
      guard r > 0, r.isFinite else { throw ValueError("response must be a number of seconds above 0") }
      guard z >= 0, z.isFinite else { throw ValueError("dampingFraction must be 0 or more") }
      spring = Spring(response: r, dampingFraction: z)
      spring.initialVelocity = velocity
    case .uikit(let d, let z):
      guard d > 0, d.isFinite else { throw ValueError("uikit-spring duration must be a number of seconds above 0") }
      guard z > 0, z.isFinite else { throw ValueError("uikit-spring damping must be above 0 (1 settles without oscillating)") }
      guard let s = Spring(dampingRatio: z, duration: d, velocity: velocity) else {
        throw ValueError("uikit-spring needs duration > 0 and damping > 0")
      }
      spring = s
    }
    guard spring.isWithinLimits else { throw ValueError(Spring.limitsMessage) }
    return spring
  }

  private static func check(_ duration: Double, _ bounce: Double, _ name: String) throws(ValueError) {
    guard duration > 0, duration.isFinite else { throw ValueError("\(name): duration must be a number of seconds above 0") }
    guard bounce > -1, bounce <= 1 else {
      throw ValueError("\(name): bounce must be above −1 and at most 1 (0 is critical, 1 never settles); here \(format(bounce))")
    }
  }

  /// The text `Timing.parse` reads back as the same spring.
  func text(_ s: Spring) -> String {
    let velocity = s.initialVelocity == 0 ? "" : ", velocity: \(format(s.initialVelocity))"
    switch self {
    case .coreAnimation:
      return
        "spring(mass: \(format(s.mass)), stiffness: \(format(s.stiffness)), damping: \(format(s.damping)), velocity: \(format(s.initialVelocity))"
        + (s.allowsOverdamping ? ", overdamping: true)" : ")")
    case .durationBounce(let d, let b):
      return "spring(duration: \(format(d)), bounce: \(format(b))\(velocity))"
    case .responseDampingFraction(let r, let z):
      return "spring(response: \(format(r)), dampingFraction: \(format(z))\(velocity))"
    case .uikit(let d, let z):
      return "uikit-spring(duration: \(format(d)), damping: \(format(z)), velocity: \(format(s.initialVelocity)))"
    case .preset(let p, let d, let extra):
      if d == Preset.defaultDuration, extra == 0, s.initialVelocity == 0 { return p.rawValue }
      return "\(p.rawValue)(duration: \(format(d)), extraBounce: \(format(extra))\(velocity))"
    }
  }

  /// The same spring in every vocabulary, one line each, with how exact each is. Digits are
  /// capped at 4 decimals; `Timing.parse` of a line gives a spring within that rounding.
  public static func equivalents(_ s: Spring) -> [String] {
    let d4 = { (x: Double) in format(x, decimals: 4) }
    let z = s.effectiveDampingRatio
    let velocity = s.initialVelocity == 0 ? "" : ", velocity: \(d4(s.initialVelocity))"
    var lines = [
      "Core Animation:  spring(mass: \(d4(s.mass)), stiffness: \(d4(s.stiffness)), damping: \(d4(s.damping)), velocity: \(d4(s.initialVelocity))"
        + (s.allowsOverdamping ? ", overdamping: true)" : ")")
    ]
    let clamp = z != s.dampingRatio ? "  (ζ \(d4(s.dampingRatio)) moves as critical without overdamping)" : ""
    let bounce = z <= 1 ? 1 - z : 1 / z - 1
    lines.append("duration/bounce: spring(duration: \(d4(s.perceptualDuration)), bounce: \(d4(bounce))\(velocity))\(clamp)")
    lines.append("SwiftUI:         spring(response: \(d4(s.perceptualDuration)), dampingFraction: \(d4(z))\(velocity))")
    if let preset = Preset.allCases.first(where: { abs($0.baseBounce - bounce) < 5e-5 }) {
      lines.append(
        "SwiftUI preset:  \(abs(s.perceptualDuration - Preset.defaultDuration) < 5e-5 ? preset.rawValue : "\(preset.rawValue)(duration: \(d4(s.perceptualDuration)), extraBounce: 0)")"
      )
    }
    if z > 0, s.settles {
      lines.append(
        "UIKit:           uikit-spring(duration: \(d4(s.restEstimate)), damping: \(d4(z)), velocity: \(d4(s.initialVelocity)))")
    } else {
      lines.append("UIKit:           none (an undamped spring has no duration)")
    }
    lines.append("(duration/bounce is iOS 17's CASpringAnimation(perceptualDuration:bounce:) and SwiftUI's")
    lines.append(" Spring(duration:bounce:); all exact but UIKit's, Wobble's reading: UIKit does not publish its conversion)")
    return lines
  }
}
