import Animation

/// A way progress moves with time: a `CAMediaTimingFunction` or a `CASpringAnimation` spring,
/// written as `curve` and parameters accept them:
/// `linear`, `ease-in`, `ease-out`, `ease-in-out`, `default`, the `presets` (`ease-out-back`, …),
/// `cubic-bezier(x1, y1, x2, y2)`,
/// `spring(mass: 1, stiffness: 100, damping: 10, velocity: 0)` (labels in any order, each
/// optional with Core Animation's default; `overdamping: true` allows overdamping).
public enum Timing: Hashable, Sendable, CustomStringConvertible {
  case function(TimingFunction)
  case spring(Spring)

  /// Progress at `x`: a time fraction 0…1 for functions, seconds for springs.
  public func value(at x: Double) -> Double {
    switch self {
    case .function(let f): f.value(at: x)
    case .spring(let s): s.value(at: x)
    }
  }

  /// The x range worth plotting: 0…1, or 0 to the spring's settling duration; for a spring
  /// that never settles (or takes over an hour), four undamped periods.
  public var domain: ClosedRange<Double> {
    switch self {
    case .function: return 0...1
    case .spring(let s):
      let settling = s.settlingDuration
      let end = settling <= 3600 ? settling : 4 * s.perceptualDuration
      return 0...min(max(end, 0.001), 3600)
    }
  }

  /// What x means, for labels: a fraction of the duration, or seconds.
  public var inputUnit: String {
    switch self {
    case .function: "fraction of the duration"
    case .spring: "seconds"
    }
  }

  public var description: String {
    switch self {
    case .function(let f):
      Self.presets.first { p in (p.points.0, p.points.1, p.points.2, p.points.3) == (f.c1x, f.c1y, f.c2x, f.c2y) }?.name
        ?? f.description
    case .spring(let s):
      "spring(mass: \(format(s.mass)), stiffness: \(format(s.stiffness)), damping: \(format(s.damping)), velocity: \(format(s.initialVelocity))"
        + (s.allowsOverdamping ? ", overdamping: true)" : ")")
    }
  }

  /// Named curves from the easings.net cheat sheet, as the `cubic-bezier()` control points
  /// CSS users know them by. Each approximates its easing function (ease-in-cubic: x³, …); the
  /// tests hold every one within 0.05 of its formula.
  public static let presets: [(name: String, points: (Float, Float, Float, Float))] = [
    ("ease-in-sine", (0.12, 0, 0.39, 0)), ("ease-out-sine", (0.61, 1, 0.88, 1)),
    ("ease-in-out-sine", (0.37, 0, 0.63, 1)),
    ("ease-in-quad", (0.11, 0, 0.5, 0)), ("ease-out-quad", (0.5, 1, 0.89, 1)),
    ("ease-in-out-quad", (0.45, 0, 0.55, 1)),
    ("ease-in-cubic", (0.32, 0, 0.67, 0)), ("ease-out-cubic", (0.33, 1, 0.68, 1)),
    ("ease-in-out-cubic", (0.65, 0, 0.35, 1)),
    ("ease-in-quart", (0.5, 0, 0.75, 0)), ("ease-out-quart", (0.25, 1, 0.5, 1)),
    ("ease-in-expo", (0.7, 0, 0.84, 0)), ("ease-in-out-expo", (0.87, 0, 0.13, 1)),
    ("ease-in-back", (0.36, 0, 0.66, -0.56)), ("ease-out-back", (0.34, 1.56, 0.64, 1)),
  ]

  /// Every form `parse` accepts at the start of a word (for completion).
  public static let forms = TimingFunction.Name.allCases.map(\.rawValue) + presets.map(\.name) + ["cubic-bezier(", "spring("]

  public static func parse(_ text: String) throws(ValueError) -> Timing {
    let t = text.trimmed
    if let name = TimingFunction.Name(rawValue: t.lowercased()) { return .function(TimingFunction(name: name)) }
    if let preset = presets.first(where: { $0.name == t.lowercased() }) {
      let p = preset.points
      return .function(TimingFunction(controlPoints: p.0, p.1, p.2, p.3)!)
    }
    if let inner = Self.arguments(of: "cubic-bezier", in: t) {
      let parts = inner.split(separator: ",", omittingEmptySubsequences: false).map { parseReal(String($0)) }
      guard parts.count == 4, parts.allSatisfy({ $0 != nil }) else {
        throw ValueError("cubic-bezier needs four numbers: cubic-bezier(x1, y1, x2, y2)")
      }
      let p = parts.map { Float($0!) }
      guard let f = TimingFunction(controlPoints: p[0], p[1], p[2], p[3]) else {
        throw ValueError("cubic-bezier's x1 and x2 must be from 0 to 1, as CAMediaTimingFunction requires")
      }
      return .function(f)
    }
    if let inner = Self.arguments(of: "spring", in: t) {
      var spring = Spring()
      for item in inner.split(separator: ",") where !String(item).trimmed.isEmpty {
        let pair = item.split(separator: ":", maxSplits: 1).map { String($0).trimmed }
        guard pair.count == 2 else { throw ValueError("spring arguments are label: value, such as stiffness: 100") }
        let label = pair[0].lowercased()
        if label == "overdamping" {
          guard ["true", "false"].contains(pair[1]) else { throw ValueError("overdamping is true or false") }
          spring.allowsOverdamping = pair[1] == "true"
          continue
        }
        guard let v = parseReal(pair[1]) else { throw ValueError("'\(pair[1])' is not a number (spring \(label))") }
        switch label {
        case "mass": spring.mass = v
        case "stiffness": spring.stiffness = v
        case "damping": spring.damping = v
        case "velocity": spring.initialVelocity = v
        default: throw ValueError("unknown spring label '\(label)': use mass, stiffness, damping, velocity, overdamping")
        }
      }
      guard spring.isValid else {
        throw ValueError("a spring needs mass > 0, stiffness > 0 and damping ≥ 0")
      }
      guard spring.isWithinLimits else { throw ValueError(Spring.limitsMessage) }
      return .spring(spring)
    }
    throw ValueError(
      "'\(t)' is not a timing: use linear, ease-in, ease-out, ease-in-out, default, cubic-bezier(x1, y1, x2, y2) or spring(mass: m, stiffness: k, damping: c, velocity: v)")
  }

  /// The text between `name(` and the final `)`, or `nil` when `text` is not that call.
  private static func arguments(of name: String, in text: String) -> String? {
    let lower = text.lowercased()
    guard lower.hasPrefix(name) else { return nil }
    let rest = lower.dropFirst(name.count).drop(while: { $0 == " " })
    guard rest.first == "(", rest.last == ")" else { return nil }
    return String(rest.dropFirst().dropLast())
  }
}
