import Animation
import Scenes

/// Timing functions and springs written for SwiftUI and CSS.
public enum TimingExport {
  typealias L = SwiftLiteral

  /// SwiftUI `Animation` expressions. A spring written as duration/bounce or as a preset comes
  /// back in that spelling (`.spring(duration:bounce:)`, `.snappy(duration:extraBounce:)`; with
  /// a velocity, `.interpolatingSpring(duration:bounce:initialVelocity:)`); every spring also
  /// gives `.spring(response:dampingFraction:)` (the same motion for any mass; without an
  /// initial velocity, which it cannot carry — then a comment says how far off it is) and
  /// `.interpolatingSpring(mass:stiffness:damping:initialVelocity:)`, which takes
  /// CASpringAnimation's four numbers as they are.
  public static func swiftUI(_ timing: Timing) -> [String] {
    switch timing {
    case .function(let f):
      switch f.name {
      case .linear: return [".linear"]
      case .easeIn: return [".easeIn"]
      case .easeOut: return [".easeOut"]
      case .easeInEaseOut: return [".easeInOut"]
      case .default, nil: return [".timingCurve(\(L.controlPoints(f)))"]
      }
    case .spring(let s, let spelling):
      var spelled: [String] = []
      let v = L.number(s.initialVelocity)
      switch spelling {
      case .durationBounce(let d, let b):
        spelled = [
          s.initialVelocity == 0
            ? ".spring(duration: \(L.number(d)), bounce: \(L.number(b)))"
            : ".interpolatingSpring(duration: \(L.number(d)), bounce: \(L.number(b)), initialVelocity: \(v))"
        ]
      case .preset(let p, let d, let extra):
        let plain = d == SpringSpelling.Preset.defaultDuration && extra == 0
        spelled = [
          s.initialVelocity == 0
            ? (plain ? ".\(p.rawValue)" : ".\(p.rawValue)(duration: \(L.number(d)), extraBounce: \(L.number(extra)))")
            : ".interpolatingSpring(duration: \(L.number(d)), bounce: \(L.number(p.baseBounce + extra)), initialVelocity: \(v))  // .\(p.rawValue) has no initialVelocity"
        ]
      case .responseDampingFraction(let r, let z) where s.initialVelocity == 0:
        return [
          ".spring(response: \(L.number(r)), dampingFraction: \(L.number(z)))",
          ".interpolatingSpring(mass: \(L.number(s.mass)), stiffness: \(L.number(s.stiffness)), damping: \(L.number(s.damping)), initialVelocity: 0)",
        ]
      case .uikit(let d, let z):
        spelled = [
          "// uikit-spring(duration: \(L.number(d)), damping: \(L.number(z))): SwiftUI has no UIKit spelling; the same spring:"
        ]
      case .coreAnimation, .responseDampingFraction:
        break
      }
      return spelled + Self.swiftUISpring(s, over: timing.domain.upperBound)
    }
  }

  /// `.spring(response:dampingFraction:)` and `.interpolatingSpring(mass:stiffness:damping:
  /// initialVelocity:)` for `s`; `settling` is the span the velocity note measures over.
  static func swiftUISpring(_ s: Spring, over settling: Double) -> [String] {
    // SwiftUI springs may overdamp; Core Animation takes ζ > 1 as 1 unless allowsOverdamping.
    let z = s.effectiveDampingRatio
    let clamped = z != s.dampingRatio
    var response = ".spring(response: \(L.number(s.perceptualDuration, digits: 4)), dampingFraction: \(L.number(z, digits: 4)))"
    if s.initialVelocity != 0 {
      // response/dampingFraction keep ω0 and ζ (mass only scales k and c together) but have
      // no velocity: say how far the motion it gives strays from this one.
      let plain = Spring(response: s.perceptualDuration, dampingFraction: z)
      response +=
        "  // no initialVelocity (\(L.number(s.initialVelocity))): up to \(L.number(largestDifference(s, plain, over: settling), digits: 3)) of the distance off; the next line carries it"
    }
    var interpolating =
      ".interpolatingSpring(mass: \(L.number(s.mass)), stiffness: \(L.number(s.stiffness)), damping: \(L.number(s.damping)), initialVelocity: \(L.number(s.initialVelocity)))"
    if clamped {
      let critical = 2 * (s.stiffness * s.mass).squareRoot()
      interpolating =
        ".interpolatingSpring(mass: \(L.number(s.mass)), stiffness: \(L.number(s.stiffness)), damping: \(L.number(critical, digits: 6)), initialVelocity: \(L.number(s.initialVelocity)))  // damping \(L.number(s.damping)) is overdamped: Core Animation, without allowsOverdamping, moves as if critically damped"
    }
    return [response, interpolating]
  }

  /// The largest |a(t) − b(t)| at 2000 even steps over 0…`duration` seconds (between steps
  /// the difference of two springs this smooth changes by less than 1e-3 of the distance for
  /// the durations a settling spring gives).
  static func largestDifference(_ a: Spring, _ b: Spring, over duration: Double) -> Double {
    (0...2000).map { i in
      let t = duration * Double(i) / 2000
      return abs(a.value(at: t) - b.value(at: t))
    }.max() ?? 0
  }

  /// How many points `css` samples a spring at, evenly over its settling duration.
  static let springSamples = 41

  /// A CSS `<easing-function>`: the CSS keyword where CSS defines the same curve (CSS `ease` is
  /// Core Animation's `default`), `cubic-bezier()` otherwise; a spring becomes `linear()` with
  /// `springSamples` points over its settling duration, which becomes the animation's duration.
  /// - Returns: the easing, the duration a spring needs (nil for functions), and for springs
  ///   the largest deviation of the piecewise-linear easing from the spring, measured at 20
  ///   points inside every interval.
  public static func css(_ timing: Timing) -> (easing: String, duration: Double?, maximumError: Double?) {
    switch timing {
    case .function(let f):
      switch f.name {
      case .linear: return ("linear", nil, nil)
      case .easeIn: return ("ease-in", nil, nil)
      case .easeOut: return ("ease-out", nil, nil)
      case .easeInEaseOut: return ("ease-in-out", nil, nil)
      case .default: return ("ease", nil, nil)
      case nil: return ("cubic-bezier(\(L.controlPoints(f)))", nil, nil)
      }
    case .spring(let s, _):
      // Over the settling duration; a spring that never settles is cut after four periods.
      let duration = timing.domain.upperBound
      let n = springSamples - 1
      let values = (0...n).map { s.value(at: duration * Double($0) / Double(n)) }
      var worst = 0.0
      for i in 0..<n {
        for j in 1..<20 {
          let f = Double(j) / 20
          let exact = s.value(at: duration * (Double(i) + f) / Double(n))
          worst = max(worst, abs(exact - (values[i] + (values[i + 1] - values[i]) * f)))
        }
      }
      return ("linear(\(values.map { L.number($0, digits: 4) }.joined(separator: ", ")))", duration, worst)
    }
  }
}
