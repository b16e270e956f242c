import Animation
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A GameplayKit random source or distribution. Its draws come from the run's seeded
/// generator (`preview.seed`): the shared source from the run's own stream, every other source
/// from a stream of its own, started from its `seed:` when given, else from a draw of the
/// run's (iOS seeds those from the clock). Wobble's streams are SplitMix64's, not GameplayKit's
/// generators: a seed draws other numbers than on iOS, equally random.
final class RandomSource {
  enum Shape {
    case source
    /// Whole numbers `lowest...highest`, evenly (`GKRandomDistribution`), around their middle
    /// with a sixth of the span as deviation, clipped (`GKGaussianDistribution`), or each once
    /// before any again (`GKShuffledDistribution`).
    case uniform(lowest: Int, highest: Int)
    case gaussian(lowest: Int, highest: Int, mean: Double, deviation: Double)
    case shuffled(lowest: Int, highest: Int)
  }
  let shape: Shape
  /// nil: the run's own stream.
  var state: UInt64?
  var bag: [Int] = []

  init(shape: Shape, state: UInt64?) {
    self.shape = shape
    self.state = state
  }

  /// The next draw in 0 ..< 1.
  func unit(_ run: Interpreter) -> Double {
    guard var s = state else { return run.randomUnit() }
    run.drewRandom = true
    let z = SplitMix64.next(&s)
    state = s
    return SplitMix64.unit(z)
  }

  /// `nextInt()`: a distribution's next value; a source's, any 32-bit signed integer.
  func nextInt(_ run: Interpreter) -> Int {
    switch shape {
    case .source:
      return Int((unit(run) * 4_294_967_296).rounded(.down)) - 2_147_483_648
    case .uniform(let lo, let hi):
      return lo + Int((unit(run) * Double(hi - lo + 1)).rounded(.down))
    case .gaussian(let lo, let hi, let mean, let deviation):
      // Box–Muller, clipped to the range.
      let u1 = max(unit(run), 1e-300), u2 = unit(run)
      let g = mean + deviation * (-2 * log(u1)).squareRoot() * cos(2 * Double.pi * u2)
      return min(max(Int(g.rounded()), lo), hi)
    case .shuffled(let lo, let hi):
      if bag.isEmpty {
        bag = Array(lo...hi)
        for i in stride(from: bag.count - 1, to: 0, by: -1) {
          bag.swapAt(i, Int((unit(run) * Double(i + 1)).rounded(.down)))
        }
      }
      return bag.removeLast()
    }
  }
}

extension Value {
  var asRandomSource: RandomSource? { if case .randomSource(let r) = self { r } else { nil } }
}

extension Library {
  static let gkRandom: SimulatedType = SimulatedType("GKRandomSource") { t in
    t.alias(
      "GKMersenneTwisterRandomSource", "GKARC4RandomSource", "GKLinearCongruentialRandomSource", "GKRandomDistribution",
      "GKGaussianDistribution", "GKShuffledDistribution")
    // A stream of its own, from its seed or from a draw of the run's.
    @Sendable func own(_ a: Arguments, seed: Double?) -> UInt64 {
      if let seed { return UInt64(bitPattern: Int64(seed)) &* 0xD1B5_4A32_D192_ED03 &+ a.run.randomState }
      return UInt64(a.run.randomUnit() * 9_007_199_254_740_992) &* SplitMix64.gamma
    }
    for name in ["GKRandomSource", "GKMersenneTwisterRandomSource", "GKARC4RandomSource", "GKLinearCongruentialRandomSource"] {
      t.call(name, "") { a in .randomSource(RandomSource(shape: .source, state: own(a, seed: nil))) }
      t.call(name, "seed") { a throws(RunError) in
        let seed = try a.number(0)
        guard seed.isFinite, abs(seed) < 9.2e18 else { throw a.error(0, "want a whole number") }
        return .randomSource(RandomSource(shape: .source, state: own(a, seed: seed.rounded(.towardZero))))
      }
    }
    t.call("GKRandomSource.sharedRandom", "") { _ in .randomSource(RandomSource(shape: .source, state: nil)) }
    @Sendable func range(_ a: Arguments, from i: Int) throws(RunError) -> (Int, Int) {
      let lo = try a.number(i), hi = try a.number(i + 1)
      guard lo.isFinite, hi.isFinite, lo <= hi, hi - lo < 1e9 else {
        throw a.error(i, "want a lowest value at most the highest, less than 10⁹ apart")
      }
      return (Int(lo.rounded()), Int(hi.rounded()))
    }
    /// The source a distribution draws from: the one given, else a stream of its own.
    @Sendable func stream(_ a: Arguments, given: Bool) throws(RunError) -> UInt64? {
      guard given else { return own(a, seed: nil) }
      let v = try a.value(0)
      guard let source = v.asRandomSource else { throw a.wrong(0, got: v, want: "a GKRandomSource") }
      return source.state ?? own(a, seed: nil)
    }
    for (name, kind) in [("GKRandomDistribution", 0), ("GKGaussianDistribution", 1), ("GKShuffledDistribution", 2)] {
      @Sendable func make(_ lo: Int, _ hi: Int, _ state: UInt64?) -> Value {
        let shape: RandomSource.Shape =
          switch kind {
          case 0: .uniform(lowest: lo, highest: hi)
          case 1: .gaussian(lowest: lo, highest: hi, mean: Double(lo + hi) / 2, deviation: Double(hi - lo) / 6)
          default: .shuffled(lowest: lo, highest: hi)
          }
        return .randomSource(RandomSource(shape: shape, state: state))
      }
      t.call(name, "lowestValue:highestValue") { a throws(RunError) in
        let (lo, hi) = try range(a, from: 0)
        return make(lo, hi, try stream(a, given: false))
      }
      t.call(name, "randomSource:lowestValue:highestValue") { a throws(RunError) in
        let (lo, hi) = try range(a, from: 1)
        return make(lo, hi, try stream(a, given: true))
      }
      t.call(name, "forDieWithSideCount") { a throws(RunError) in
        let sides = try a.number(0)
        guard sides >= 1, sides < 1e9 else { throw a.error(0, "want 1 side or more") }
        return make(1, Int(sides), try stream(a, given: false))
      }
      t.call(name + ".d6", "") { a throws(RunError) in make(1, 6, try stream(a, given: false)) }
      t.call(name + ".d20", "") { a throws(RunError) in make(1, 20, try stream(a, given: false)) }
    }
    t.call("GKGaussianDistribution", "randomSource:mean:deviation") { a throws(RunError) in
      let mean = try a.number(1), deviation = try a.number(2)
      guard mean.isFinite, deviation.isFinite, deviation >= 0, abs(mean) + 3 * deviation < 1e9 else {
        throw a.error("want a finite mean and a deviation of 0 or more")
      }
      let lo = Int((mean - 3 * deviation).rounded()), hi = Int((mean + 3 * deviation).rounded())
      return .randomSource(
        RandomSource(
          shape: .gaussian(lowest: lo, highest: hi, mean: mean, deviation: deviation), state: try stream(a, given: true)))
    }
    let random = t.members { $0.asRandomSource }
    random.method("nextInt", "") { r, a in .number(Double(r.nextInt(a.run))) }
    random.method("nextInt", "upperBound") { r, a throws(RunError) in
      let n = try a.number(0)
      guard n >= 1, n <= 4_294_967_295 else { throw a.error(0, "want an upper bound from 1") }
      return .number((r.unit(a.run) * n.rounded(.down)).rounded(.down))
    }
    random.method("nextUniform", "") { r, a in
      if case .source = r.shape { return .number(r.unit(a.run)) }
      // A distribution's uniform draw is its next value over its range, mapped to 0…1.
      guard case .uniform(let lo, let hi) = r.shape, hi > lo else { return .number(r.unit(a.run)) }
      return .number(Double(r.nextInt(a.run) - lo) / Double(hi - lo))
    }
    random.method("nextBool", "") { r, a in .bool(r.unit(a.run) < 0.5) }
    random.method("arrayByShufflingObjects", "in") { r, a throws(RunError) in
      let given = try a.value(0)
      guard case .array(var items) = given else { throw a.wrong(0, got: given, want: "an array") }
      for i in stride(from: items.count - 1, to: 0, by: -1) {
        items.swapAt(i, Int((r.unit(a.run) * Double(i + 1)).rounded(.down)))
      }
      return .array(items)
    }
    random.property(
      "lowestValue", .number,
      get: { r in
        switch r.shape {
        case .uniform(let lo, _), .gaussian(let lo, _, _, _), .shuffled(let lo, _): Double(lo)
        case .source: nil
        }
      })
    random.property(
      "highestValue", .number,
      get: { r in
        switch r.shape {
        case .uniform(_, let hi), .gaussian(_, let hi, _, _), .shuffled(_, let hi): Double(hi)
        case .source: nil
        }
      })
  }
}
