#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Geometry

/// `CAKeyframeAnimation`'s values and their timing (core-animation.md §4.6).
public struct Keyframes: Hashable, Sendable {
  public enum CalculationMode: String, Hashable, Sendable, CaseIterable {
    case linear, discrete, paced, cubic, cubicPaced
  }

  /// `rotationMode`: turn the layer to the path's tangent (`autoReverse`: plus π).
  public enum RotationMode: String, Hashable, Sendable { case auto, autoReverse }

  public var values: [AnimatableValue]
  /// 0…1, non-decreasing; `nil` for even spacing (i/(n−1), discrete i/n). Ignored when paced.
  public var keyTimes: [Double]?
  /// One per segment (n − 1); `nil` entries and a `nil` array are linear. Ignored when paced.
  public var timingFunctions: [TimingFunction?]?
  public var calculationMode: CalculationMode
  /// Kochanek–Bartels parameters per value for `cubic` (−1…1, missing entries 0).
  public var tensionValues: [Double] = []
  public var continuityValues: [Double] = []
  public var biasValues: [Double] = []
  /// `path`: when set, the values are its points (each segment's end is a keyframe) and the
  /// motion follows the curves between them; `values` is ignored.
  public var path: BezierPath?
  public var rotationMode: RotationMode?

  public init(
    values: [AnimatableValue], keyTimes: [Double]? = nil, timingFunctions: [TimingFunction?]? = nil,
    calculationMode: CalculationMode = .linear
  ) {
    self.values = values
    self.keyTimes = keyTimes
    self.timingFunctions = timingFunctions
    self.calculationMode = calculationMode
  }

  /// The times each value starts at, as Core Animation uses them: given keyTimes when their
  /// count fits the mode (n, or n + 1 for discrete), else even spacing (Apple only says the
  /// timing "might not be what you expect"; even spacing is Wobble's choice); paced spacing
  /// proportional to the distance between successive values.
  public var effectiveKeyTimes: [Double] {
    let n = values.count
    guard n > 1 else { return [0] }
    switch calculationMode {
    case .paced:
      var lengths = [0.0]
      for i in 1..<n { lengths.append(lengths[i - 1] + values[i - 1].distance(to: values[i])) }
      let total = lengths[n - 1]
      return total > 0 ? lengths.map { $0 / total } : (0..<n).map { Double($0) / Double(n - 1) }
    case .discrete:
      if let k = keyTimes, k.count == n + 1 { return k }
      return (0...n).map { Double($0) / Double(n) }
    case .linear, .cubic, .cubicPaced:
      if let k = keyTimes, k.count == n { return k }
      return (0..<n).map { Double($0) / Double(n - 1) }
    }
  }

  /// For a path: where along it, and which way it heads, at progress `f`.
  ///
  /// linear, cubic, discrete: each segment gets an equal share of time (or the given key
  /// times), and moves by its own curve parameter; paced and cubicPaced: constant speed by arc
  /// length over the whole path. (How Core Animation parameterises inside a segment in linear
  /// mode is not documented.)
  public func pathPosition(at f: Double) -> (point: Point, angle: Double)? {
    guard let path else { return nil }
    let segments = path.segments
    guard !segments.isEmpty else {
      if case .move(let p)? = path.elements.first { return (p, 0) }
      return nil
    }
    let n = segments.count
    var index = 0, t = 0.0
    let clamped = Swift.min(Swift.max(f, 0), 1)
    if calculationMode == .paced || calculationMode == .cubicPaced {
      let tables = segments.map { $0.lengthTable() }
      let total = tables.reduce(0) { $0 + $1.last! }
      var target = clamped * total
      index = n - 1
      for (i, table) in tables.enumerated() {
        if target <= table.last! || i == n - 1 {
          index = i
          // Invert the length table linearly.
          var k = 1
          while k < table.count - 1 && table[k] < target { k += 1 }
          let span = table[k] - table[k - 1]
          let local = span > 0 ? (target - table[k - 1]) / span : 0
          t = Swift.min(1, (Double(k - 1) + local) / Double(table.count - 1))
          break
        }
        target -= table.last!
      }
    } else {
      let times = keyTimes.flatMap { $0.count == n + 1 ? $0 : nil } ?? (0...n).map { Double($0) / Double(n) }
      index = n - 1
      for i in 0..<n where clamped < times[i + 1] {
        index = i
        break
      }
      let span = times[index + 1] - times[index]
      t = span > 0 ? Swift.min(1, Swift.max(0, (clamped - times[index]) / span)) : 1
      if calculationMode == .discrete { t = clamped >= 1 ? 1 : 0 }
      if let fs = timingFunctions, index < fs.count, calculationMode != .discrete { t = fs[index].value(at: t) }
    }
    let d = segments[index].derivative(at: t)
    var angle = atan2(d.y, d.x)
    if rotationMode == .autoReverse { angle += Double.pi }
    return (segments[index].point(at: t), angle)
  }

  /// The value at progress `f` (0…1, after the animation's own timing function).
  public func value(at f: Double) -> AnimatableValue? {
    if let position = pathPosition(at: f) { return .point(position.point) }
    guard let first = values.first else { return nil }
    let n = values.count
    if n == 1 { return first }
    let k = effectiveKeyTimes
    if calculationMode == .discrete {
      // v_i holds on [k_i, k_{i+1}); the last value from its key time on.
      var i = 0
      while i + 1 < n && f >= k[i + 1] { i += 1 }
      return values[i]
    }
    if f <= k[0] { return values[0] }
    if f >= k[n - 1] { return values[n - 1] }
    var i = 0
    while i + 2 < n && f >= k[i + 1] { i += 1 }
    let span = k[i + 1] - k[i]
    var s = span > 0 ? (f - k[i]) / span : 1
    if calculationMode != .paced, let fs = timingFunctions, i < fs.count {
      s = fs[i].value(at: s)
    }
    if calculationMode == .cubic || calculationMode == .cubicPaced {
      return hermite(i, s)
    }
    return values[i].interpolated(to: values[i + 1], at: s)
  }

  /// Kochanek–Bartels between values i and i + 1 (Catmull–Rom when tension, continuity and
  /// bias are 0): the tangent leaving value j is
  /// `(1−T)(1+B)(1+C)/2·(P_j − P_{j−1}) + (1−T)(1−B)(1−C)/2·(P_{j+1} − P_j)`, the one arriving
  /// `(1−T)(1+B)(1−C)/2·(P_j − P_{j−1}) + (1−T)(1−B)(1+C)/2·(P_{j+1} − P_j)`. At the ends the
  /// missing neighbour is the end value itself (Core Animation's end tangents and its scaling
  /// for uneven key times are not documented).
  private func hermite(_ i: Int, _ s: Double) -> AnimatableValue {
    func tangent(_ j: Int, leaving: Bool) -> AnimatableValue {
      let previous = values[max(j - 1, 0)], here = values[j], next = values[min(j + 1, values.count - 1)]
      let t = j < tensionValues.count ? tensionValues[j] : 0
      let c = j < continuityValues.count ? continuityValues[j] : 0
      let b = j < biasValues.count ? biasValues[j] : 0
      let wIn = (1 - t) * (1 + b) * (leaving ? 1 + c : 1 - c) / 2
      let wOut = (1 - t) * (1 - b) * (leaving ? 1 - c : 1 + c) / 2
      return (here - previous).scaled(by: wIn) + (next - here).scaled(by: wOut)
    }
    let p1 = values[i], p2 = values[i + 1]
    if case .transform = p1 { return transformHermite(i, s) }
    if case .path = p1 { return p1.interpolated(to: p2, at: s) }
    let m1 = tangent(i, leaving: true), m2 = tangent(i + 1, leaving: false)
    let s2 = s * s, s3 = s2 * s
    return p1.scaled(by: 2 * s3 - 3 * s2 + 1) + m1.scaled(by: s3 - 2 * s2 + s)
      + p2.scaled(by: -2 * s3 + 3 * s2) + m2.scaled(by: s3 - s2)
  }

  /// The same for transforms (Catmull–Rom with tension; continuity and bias are not applied),
  /// on their parts (scales, shear, angle, translation, as linear interpolation takes them
  /// apart; angles unwrapped along the keys): a transform's `+` is concatenation, not a sum of
  /// parts. Transforms with perspective or no inverse move linearly.
  private func transformHermite(_ i: Int, _ s: Double) -> AnimatableValue {
    let indices = [max(i - 1, 0), i, i + 1, min(i + 2, values.count - 1)]
    var parts: [[Double]] = []
    for j in indices {
      guard case .transform(let m) = values[j], let p = TransformInterpolation.decompose(m) else {
        return values[i].interpolated(to: values[i + 1], at: s)
      }
      var angle = p.angle
      if let previous = parts.last?[3] {
        while angle - previous > Double.pi { angle -= 2 * Double.pi }
        while angle - previous < -Double.pi { angle += 2 * Double.pi }
      }
      parts.append([p.sx, p.sy, p.shear, angle, p.tx, p.ty])
    }
    func tension(_ j: Int) -> Double { j < tensionValues.count ? tensionValues[j] : 0 }
    let s2 = s * s, s3 = s2 * s
    let mixed = (0..<6).map { k -> Double in
      let (a, p1, p2, d) = (parts[0][k], parts[1][k], parts[2][k], parts[3][k])
      let m1 = (1 - tension(i)) * (p2 - a) / 2, m2 = (1 - tension(i + 1)) * (d - p1) / 2
      return p1 * (2 * s3 - 3 * s2 + 1) + m1 * (s3 - 2 * s2 + s) + p2 * (-2 * s3 + 3 * s2) + m2 * (s3 - s2)
    }
    return .transform(
      TransformInterpolation.compose(
        .init(sx: mixed[0], sy: mixed[1], shear: mixed[2], angle: mixed[3], tx: mixed[4], ty: mixed[5])))
  }
}
