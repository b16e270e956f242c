import Animation

/// A way progress moves with time: a `CAMediaTimingFunction` or a `CASpringAnimation` spring,
/// written as `curve` and parameters accept them:
/// `linear`, `ease-in`, `ease-out`, `ease-in-out`, `default`, the `presets` (`ease-out-back`, …),
/// `cubic-bezier(x1, y1, x2, y2)`, and a spring in any of Apple's vocabularies
/// (`SpringSpelling`), labels in any order, each optional:
/// `spring(mass: 1, stiffness: 100, damping: 10, velocity: 0, overdamping: true)` (Core
/// Animation's defaults), `spring(duration: 0.5, bounce: 0.3)`,
/// `spring(response: 0.5, dampingFraction: 0.8)`, `uikit-spring(duration: 0.5, damping: 0.7,
/// velocity: 0)`, `smooth`, `snappy`, `bouncy` and `snappy(duration: 0.4, extraBounce: 0.1)`
/// (a leading `.` as in Swift is accepted); `velocity:` in every spring.
public enum Timing: Hashable, Sendable, CustomStringConvertible {
  case function(TimingFunction)
  /// The spring Core Animation simulates, and the vocabulary it was written in.
  case spring(Spring, SpringSpelling = .coreAnimation)

  /// Progress at `x`: a time fraction 0…1 for functions, seconds for springs.
  public func value(at x: Double) -> Double {
    switch self {
    case .function(let f): f.value(at: x)
    case .spring(let s, _): s.value(at: x)
    }
  }

  /// The spring, when this is one.
  public var spring: Spring? {
    if case .spring(let s, _) = self { return s }
    return nil
  }

  /// The x range worth plotting: 0…1, or 0 to the spring's settling duration; for a spring
  /// that never settles (or takes over an hour), four undamped periods.
  public var domain: ClosedRange<Double> {
    switch self {
    case .function: return 0...1
    case .spring(let s, _):
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
    case .spring(let s, let spelling):
      spelling.text(s)
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
  public static let forms =
    TimingFunction.Name.allCases.map(\.rawValue) + presets.map(\.name)
    + SpringSpelling.Preset.allCases.map(\.rawValue) + ["cubic-bezier(", "spring(", "uikit-spring("]

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
    if let spring = try Self.spring(t) { return spring }
    throw ValueError(
      "'\(t)' is not a timing: use linear, ease-in, ease-out, ease-in-out, default, cubic-bezier(x1, y1, x2, y2), spring(mass: m, stiffness: k, damping: c, velocity: v), spring(duration: d, bounce: b), spring(response: r, dampingFraction: f), uikit-spring(duration: d, damping: r, velocity: v), smooth, snappy or bouncy"
    )
  }

  /// Each spring vocabulary's labels (lowercased, as `parse` compares them) besides `velocity`.
  private static let springLabels: [(labels: Set<String>, spelling: String)] = [
    (["mass", "stiffness", "damping", "overdamping"], "mass, stiffness, damping, overdamping"),
    (["duration", "perceptualduration", "bounce"], "duration, bounce"),
    (["response", "dampingfraction"], "response, dampingFraction"),
  ]

  /// A spring in any vocabulary, or `nil` when `t` is not one.
  private static func spring(_ t: String) throws(ValueError) -> Timing? {
    let text = t.hasPrefix(".") ? String(t.dropFirst()) : t
    if let preset = SpringSpelling.Preset(rawValue: text.lowercased()) {
      let spelling = SpringSpelling.preset(preset, duration: SpringSpelling.Preset.defaultDuration, extraBounce: 0)
      return .spring(try SpringSpelling.spring(spelling, velocity: 0), spelling)
    }
    for preset in SpringSpelling.Preset.allCases {
      guard let inner = arguments(of: preset.rawValue, in: text) else { continue }
      let given = try labelled(
        inner, allowed: ["duration", "extrabounce", "velocity"], in: "\(preset.rawValue)(duration:extraBounce:)")
      let spelling = SpringSpelling.preset(
        preset, duration: given["duration"] ?? SpringSpelling.Preset.defaultDuration, extraBounce: given["extrabounce"] ?? 0)
      return .spring(try SpringSpelling.spring(spelling, velocity: given["velocity"] ?? 0), spelling)
    }
    if let inner = arguments(of: "uikit-spring", in: text) {
      let given = try labelled(inner, allowed: ["duration", "damping", "velocity"], in: "uikit-spring")
      guard let d = given["duration"], let z = given["damping"] else {
        throw ValueError("uikit-spring needs duration and damping: uikit-spring(duration: 0.5, damping: 0.7, velocity: 0)")
      }
      let spelling = SpringSpelling.uikit(duration: d, dampingRatio: z)
      return .spring(try SpringSpelling.spring(spelling, velocity: given["velocity"] ?? 0), spelling)
    }
    guard let inner = arguments(of: "spring", in: text) else { return nil }
    let all = springLabels.reduce(into: Set<String>()) { $0.formUnion($1.labels) }.union(["velocity"])
    var given = try labelled(inner, allowed: all, in: "spring", flags: ["overdamping"])
    let overdamping = given.removeValue(forKey: "overdamping").map { $0 != 0 } ?? false
    let groups = Set(springLabels.indices.filter { !springLabels[$0].labels.isDisjoint(with: given.keys) })
      .union(overdamping ? [0] : [])
    guard groups.count <= 1 else {
      throw ValueError(
        "a spring is written in one vocabulary: \(groups.sorted().map { springLabels[$0].spelling }.joined(separator: ", or "))")
    }
    let velocity = given["velocity"] ?? 0
    switch groups.first {
    case 1:
      let d = given["duration"] ?? given["perceptualduration"] ?? SpringSpelling.Preset.defaultDuration
      let spelling = SpringSpelling.durationBounce(duration: d, bounce: given["bounce"] ?? 0)
      return .spring(try SpringSpelling.spring(spelling, velocity: velocity), spelling)
    case 2:
      guard let r = given["response"], let z = given["dampingfraction"] else {
        throw ValueError("spring(response:dampingFraction:) needs both: spring(response: 0.5, dampingFraction: 0.8)")
      }
      let spelling = SpringSpelling.responseDampingFraction(response: r, dampingFraction: z)
      return .spring(try SpringSpelling.spring(spelling, velocity: velocity), spelling)
    default:
      var spring = Spring(initialVelocity: velocity)
      if let m = given["mass"] { spring.mass = m }
      if let k = given["stiffness"] { spring.stiffness = k }
      if let c = given["damping"] { spring.damping = c }
      spring.allowsOverdamping = overdamping
      guard spring.isValid else {
        throw ValueError("a spring needs mass > 0, stiffness > 0 and damping ≥ 0")
      }
      guard spring.isWithinLimits else { throw ValueError(Spring.limitsMessage) }
      return .spring(spring)
    }
  }

  /// `label: number` pairs (labels lowercased), each label at most once and from `allowed`;
  /// `flags` take `true` or `false`, read as 1 and 0.
  private static func labelled(
    _ inner: String, allowed: Set<String>, in name: String, flags: Set<String> = []
  ) throws(ValueError) -> [String: Double] {
    var given: [String: Double] = [:]
    for item in inner.split(separator: ",") where !String(item).trimmed.isEmpty {
      let pair = item.split(separator: ":", maxSplits: 1).map { String($0).trimmed }
      guard pair.count == 2 else { throw ValueError("\(name) arguments are label: value, such as stiffness: 100") }
      let label = pair[0].lowercased()
      if flags.contains(label) {
        guard ["true", "false"].contains(pair[1]) else { throw ValueError("\(label) is true or false") }
        given[label] = pair[1] == "true" ? 1 : 0
        continue
      }
      guard allowed.contains(label) else {
        throw ValueError("unknown \(name) label '\(label)': use \(Self.names(allowed.union(flags)))")
      }
      guard given[label] == nil else { throw ValueError("\(name) label '\(label)' is given twice") }
      guard let v = parseReal(pair[1]) else { throw ValueError("'\(pair[1])' is not a number (\(name) \(label))") }
      given[label] = v
    }
    return given
  }

  /// Labels as Apple spells them, in a fixed order.
  private static func names(_ labels: Set<String>) -> String {
    let order = [
      "mass", "stiffness", "damping", "velocity", "overdamping", "duration", "bounce", "response",
      "dampingFraction", "extraBounce", "perceptualDuration",
    ]
    return order.filter { labels.contains($0.lowercased()) }.joined(separator: ", ")
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
