import Animation
import Foundation
import TestSupport
import Testing

/// Springs at the edges of what Wobble accepts: every one gives finite progress, and a spring
/// without damping is known never to settle instead of settling "in 0 s" or in NaN.
@Suite struct SpringLimitsTests {
  /// A log-uniform draw from `range` (both ends positive).
  static func logUniform(_ range: ClosedRange<Double>, _ g: inout SeededRandom) -> Double {
    let e = Double.random(in: log10(range.lowerBound)...log10(range.upperBound), using: &g)
    return pow(10, e)
  }

  @Test func everySpringWithinTheLimitsGivesFiniteProgress() {
    var g = SeededRandom(seed: 11)
    var edges: [Spring] = []
    for m in [1e-6, 1, 1e6] {
      for k in [1e-6, 1, 1e9] {
        for c in [0, 1e-9, 1, 1e9] {
          for v in [-1e6, 0, 1e6] {
            edges.append(Spring(mass: m, stiffness: k, damping: c, initialVelocity: v))
            edges.append(Spring(mass: m, stiffness: k, damping: c, initialVelocity: v, allowsOverdamping: true))
          }
        }
      }
    }
    for _ in 0..<3000 {
      edges.append(
        Spring(
          mass: Self.logUniform(1e-6...1e6, &g), stiffness: Self.logUniform(1e-6...1e9, &g),
          damping: Bool.random(using: &g) ? 0 : Self.logUniform(1e-9...1e9, &g),
          initialVelocity: Double.random(in: -1e6...1e6, using: &g), allowsOverdamping: Bool.random(using: &g)))
    }
    // Critical damping and a hair either side of it.
    for z in [1.0, 1.0.nextDown, 1.0.nextUp, 1 - 1e-15, 1 + 1e-15] {
      edges.append(Spring(mass: 1, stiffness: 100, damping: 20 * z, allowsOverdamping: true))
    }
    for s in edges {
      #expect(s.isWithinLimits)
      for t in [1e-9, 1e-3, 0.1, 1, 7.5, 100, 1e4, 1e6] {
        let y = s.value(at: t)
        #expect(y.isFinite, "\(s) at \(t) s gives \(y)")
      }
      #expect(!s.settlingDuration.isNaN, "\(s)")
    }
  }

  @Test func anUndampedSpringNeverSettles() {
    let s = Spring(damping: 0)
    #expect(!s.settles)
    #expect(s.settlingDuration == .infinity)
    // It keeps oscillating about 1 with amplitude 1: x = 1 − cos(ω0 t).
    let w0 = 10.0
    for t in [0.1, 1, 100] {
      #expect(abs(s.value(at: t) - (1 - cos(w0 * t))) < 1e-9)
    }
  }

  @Test func springsPastTheLimitsAreRefused() {
    #expect(!Spring(mass: 1e-7).isWithinLimits)
    #expect(!Spring(stiffness: 1e-300).isWithinLimits)
    #expect(!Spring(damping: 2e9).isWithinLimits)
    #expect(!Spring(initialVelocity: -2e6).isWithinLimits)
    #expect(!Spring(mass: .nan).isWithinLimits)
  }

  /// A large damping ratio used to make r1 = −ω0(ζ − √(ζ²−1)) cancel to 0 (settling "forever");
  /// for ζ ≫ 1 the slow root is −ω0/(2ζ) to first order.
  @Test func aHeavilyOverdampedSpringKeepsItsSlowRoot() {
    let s = Spring(mass: 1, stiffness: 1, damping: 2e8, allowsOverdamping: true)  // ζ = 1e8
    // x(t) ≈ 1 − e^(−t/(2ζ)·ω0): at t = 1e8 s that is 1 − e^(−0.5).
    #expect(abs(s.value(at: 1e8) - (1 - exp(-0.5))) < 1e-6)
    #expect(s.settlingDuration.isFinite)
  }
}
