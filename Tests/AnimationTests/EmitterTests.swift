import Foundation
import Geometry
import Testing

@testable import Animation

/// `CAEmitterLayer`'s particles: the kinematics, the header's M ± R/2 ranges, the shapes, the
/// start of the simulation, and birth-rate changes over time.
@Suite struct EmitterTests {
  static let dot = ParticleImage(icon: .placeholder, color: .white, size: 10)

  /// An emitter at (100, 100) with one cell, changed by `edit`.
  static func emitter(_ edit: (inout Emitter, inout EmitterCell) -> Void) -> Emitter {
    var e = Emitter()
    e.position = Point(100, 100)
    var c = EmitterCell()
    c.birthRate = 10
    c.lifetime = 2
    c.image = dot
    edit(&e, &c)
    e.cells = [c]
    return e
  }

  static func particles(_ e: Emitter, at t: Double) -> [Layer] { e.particles(at: t, timing: LayerTiming()) }

  /// Positions follow p₀ + v·a + ½·g·a² and the ages are the birth grid's, 1/rate apart.
  @Test func particlesMoveWithTheirVelocityAndAccelerationAndAreBornEvenly() {
    let e = Self.emitter { _, c in
      c.velocity = 100
      c.emissionLongitude = .pi / 2  // +y: down on iOS
      c.yAcceleration = 20
    }
    let shown = Self.particles(e, at: 5)
    #expect(shown.allSatisfy { abs($0.position.x - 100) < 1e-9 })
    // y − 100 = 100a + 10a², so a = (−100 + √(100² + 40(y − 100))) / 20.
    let ages = shown.map { (-100 + (10_000 + 40 * ($0.position.y - 100)).squareRoot()) / 20 }.sorted()
    #expect(ages.count == 20)
    #expect(ages.allSatisfy { $0 >= 0 && $0 < 2 })
    for (a, b) in zip(ages, ages.dropFirst()) { #expect(abs((b - a) - 0.1) < 1e-9) }
  }

  /// `CAEmitterLayer.h`: "random values of the properties are uniformly distributed in the
  /// interval [M − R/2, M + R/2]".
  @Test func aRangeSpreadsAValueUniformlyOverHalfTheRangeEitherSide() {
    let e = Self.emitter { _, c in
      c.birthRate = 500
      c.scale = 1
      c.scaleRange = 0.6
    }
    let scales = Self.particles(e, at: 3).map(\.pose.scaleX)
    #expect(scales.count == 1000)
    #expect(scales.allSatisfy { $0 >= 0.7 && $0 <= 1.3 })
    #expect(scales.min()! < 0.71 && scales.max()! > 1.29)
    let mean = scales.reduce(0, +) / Double(scales.count)
    #expect(abs(mean - 1) < 0.02)  // uniform over ±0.3: σ of the mean ≈ 0.17/√1000 ≈ 0.0055
  }

  /// Apple's firework sample: longitude −π/2 "emits particles upwards" from a point. A line's
  /// particles leave it downwards at longitude π, as confetti views written that way show.
  @Test func aPointEmitsAlongXAndALineAlongItsNormal() {
    let up = Self.emitter { _, c in
      c.velocity = 50
      c.emissionLongitude = -.pi / 2
    }
    #expect(Self.particles(up, at: 3).allSatisfy { $0.position.y < 100 || abs($0.position.y - 100) < 1e-9 })
    let right = Self.emitter { _, c in c.velocity = 50 }
    #expect(Self.particles(right, at: 3).allSatisfy { $0.position.x >= 100 && abs($0.position.y - 100) < 1e-9 })
    let confetti = Self.emitter { e, c in
      e.shape = .line
      e.width = 200
      c.velocity = 50
      c.emissionLongitude = .pi
    }
    let falling = Self.particles(confetti, at: 3)
    #expect(!falling.isEmpty)
    #expect(falling.allSatisfy { $0.position.y >= 100 })
    #expect(falling.allSatisfy { $0.position.x >= 0 && $0.position.x <= 200 })
  }

  @Test func emissionRangeSpreadsDirectionsOverLongitudeAndHalfTheRangeEitherSide() {
    let e = Self.emitter { _, c in
      c.birthRate = 300
      c.velocity = 100
      c.emissionLongitude = .pi / 2
      c.emissionRange = .pi / 2
    }
    let angles = Self.particles(e, at: 3).compactMap { p -> Double? in
      let (dx, dy) = (p.position.x - 100, p.position.y - 100)
      return hypot(dx, dy) > 1 ? atan2(dy, dx) : nil
    }
    #expect(angles.count > 500)
    #expect(angles.allSatisfy { $0 >= .pi / 4 - 1e-9 && $0 <= 3 * .pi / 4 + 1e-9 })
    #expect(angles.min()! < .pi / 4 + 0.02 && angles.max()! > 3 * .pi / 4 - 0.02)
  }

  /// Shapes at rest (velocity 0): a line `width` long, a circle of radius `width`, its outline.
  @Test func particlesStartOnTheShapeTheModeNames() {
    let line = Self.particles(
      Self.emitter { e, c in
        (e.shape, e.width) = (.line, 80)
        c.birthRate = 200
      }, at: 1)
    #expect(line.allSatisfy { $0.position.y == 100 && $0.position.x >= 60 && $0.position.x <= 140 })
    #expect(line.map(\.position.x).min()! < 62 && line.map(\.position.x).max()! > 138)
    let disc = Self.particles(
      Self.emitter { e, c in
        (e.shape, e.width) = (.circle, 30)
        c.birthRate = 200
      }, at: 1)
    let radii = disc.map { hypot($0.position.x - 100, $0.position.y - 100) }
    #expect(radii.allSatisfy { $0 <= 30 + 1e-9 } && radii.max()! > 29)
    // Uniform over the area: half the particles within r/√2.
    let inner = Double(radii.filter { $0 < 30 / 2.0.squareRoot() }.count) / Double(radii.count)
    #expect(abs(inner - 0.5) < 0.08)
    let ring = Self.particles(
      Self.emitter { e, c in
        (e.shape, e.mode, e.width) = (.circle, .outline, 30)
        c.birthRate = 50
      }, at: 1)
    #expect(!ring.isEmpty && ring.allSatisfy { abs(hypot($0.position.x - 100, $0.position.y - 100) - 30) < 1e-9 })
  }

  /// An emitter whose beginTime was never set has been emitting all along; one that starts at
  /// its beginTime fills up over one lifetime.
  @Test func anEmitterRunsAllAlongUnlessItStartsAtItsBeginTime() {
    let always = Self.emitter { _, _ in }
    #expect(Self.particles(always, at: 0).count == 20)
    var fresh = always
    fresh.startsAtBeginTime = true
    #expect(Self.particles(fresh, at: 0).count <= 1)
    #expect(Self.particles(fresh, at: 1).count == 10)
    #expect(Self.particles(fresh, at: 3).count == 20)
    // A layer that begins later starts then (its local time is the parent's minus beginTime).
    var late = LayerTiming()
    late.beginTime = 2
    #expect(fresh.particles(at: late.localTime(1), timing: late).isEmpty)
    #expect(fresh.particles(at: late.localTime(3), timing: late).count == 10)
  }

  /// `birthRate = 0` stops births; the particles alive keep going until their lifetime ends.
  @Test func stoppingTheBirthRateLetsTheLivingParticlesFinish() {
    var e = Self.emitter { e, _ in e.startsAtBeginTime = true }
    e.setBirthRate(0, at: 3)
    #expect(Self.particles(e, at: 3).count == 20)
    #expect(Self.particles(e, at: 4).count == 10)
    #expect(Self.particles(e, at: 5.001).isEmpty)
    // Started again later, it emits from then on.
    e.setBirthRate(1, at: 10)
    #expect(Self.particles(e, at: 10.5).count == 5)
  }

  /// The presentation layer's emitter answers the numbers code had set by each time: the
  /// birth rate stopped at 3 s (parent time, the layer begun at 1 s), the place moved at 2 s.
  @Test func thePresentedEmitterHasTheNumbersSetByThen() {
    var e = Self.emitter { _, _ in }
    e.setBirthRate(0, at: 3)
    e.place(at: 2) { $0.position = Point(50, 60) }
    var timing = LayerTiming()
    timing.beginTime = 1
    let before = e.presented(at: timing.localTime(1.5), timing: timing)
    let after = e.presented(at: timing.localTime(3.5), timing: timing)
    #expect(before.birthRate == 1 && before.position == Point(100, 100))
    #expect(after.birthRate == 0 && after.position == Point(50, 60))
  }

  /// Without a beginTime, a rate rising from 0 shows the particles of a lifetime at once (iOS 7
  /// and later "add future particles").
  @Test func aRateRisingFromZeroWithoutABeginTimeShowsALifetimesParticlesAtOnce() {
    var e = Self.emitter { _, _ in }
    e.setBirthRate(0, at: 0)
    e.setBirthRate(1, at: 4)
    #expect(Self.particles(e, at: 3).isEmpty)
    #expect(Self.particles(e, at: 4).count == 20)
  }

  @Test func colourRangesAndSpeedsChangeEachParticlesTintAndOpacity() {
    let e = Self.emitter { _, c in
      c.lifetime = 4
      c.color = Color(red: 1, green: 0.5, blue: 0.5)
      c.alphaSpeed = -0.5
      c.greenSpeed = 0.25
    }
    let shown = Self.particles(e, at: 10)
    // Alpha 1 − 0.5·age: particles older than 2 s are gone though their lifetime is 4.
    #expect(shown.count == 20)
    for p in shown {
      let age = (1 - p.opacity) / 0.5
      #expect(abs(p.tint!.green - (0.5 + 0.25 * age)) < 1e-9)
      #expect(p.tint!.red == 1 && p.tint!.blue == 0.5)
    }
  }

  @Test func theSameSeedDrawsTheSameParticlesAndAnotherDrawsOthers() {
    let e = Self.emitter { _, c in
      c.velocity = 40
      c.emissionRange = 2 * .pi
    }
    var other = e
    other.stream = 7
    let positions = Self.particles(e, at: 1.5).map(\.position)
    #expect(positions == Self.particles(e, at: 1.5).map(\.position))
    #expect(positions != Self.particles(other, at: 1.5).map(\.position))
  }

  @Test func aCellWithoutContentsOrDisabledDrawsNothing() {
    let bare = Self.emitter { _, c in c.image = nil }
    #expect(Self.particles(bare, at: 1).isEmpty)
    let off = Self.emitter { _, c in c.isEnabled = false }
    #expect(Self.particles(off, at: 1).isEmpty)
  }

  /// A cell's speed runs its time faster: births per second and ages both scale.
  @Test func aCellsSpeedRunsItsTimeFaster() {
    let e = Self.emitter { e, c in
      e.startsAtBeginTime = true
      c.speed = 2
    }
    #expect(Self.particles(e, at: 0.5).count == 10)
    #expect(Self.particles(e, at: 5).count == 20)
  }

  /// A birth rate animated linearly from 1 to 0 over 2 s (confetti that tails off): births
  /// follow its integral, ∫₀² (1 − t/2)·10 dt = 10, and none after.
  @Test func anAnimatedBirthRateBearsAsManyParticlesAsItsIntegral() {
    var e = Self.emitter { e, c in
      e.startsAtBeginTime = true
      c.lifetime = 100
    }
    var fade = Animation.basic(.opacity, from: .scalar(1), to: .scalar(0), duration: 2)
    fade.timing.fillMode = .forwards
    fade.isRemovedOnCompletion = false
    e.rateAnimations = [Emitter.KeyedAnimation(key: "rate", animation: fade)]
    let after = Self.particles(e, at: 5)
    #expect(abs(after.count - 10) <= 1)
    #expect(Self.particles(e, at: 9).count == after.count)
    // Half the count in the first 0.586 s: ∫₀ᵗ (1 − s/2)·10 ds = 5 at t = 2 − √2.
    #expect(abs(Self.particles(e, at: 2 - 2.0.squareRoot()).count - 5) <= 1)
  }

  /// A particle keeps its number, and so its draws, when the rate changes after its birth.
  @Test func aLaterRateChangeLeavesTheParticlesBornBeforeItAlone() {
    let steady = Self.emitter { e, c in
      e.startsAtBeginTime = true
      c.velocity = 30
      c.emissionRange = 2 * .pi
    }
    var changed = steady
    changed.setBirthRate(3, at: 1.5)
    let before = Self.particles(steady, at: 1.5).map(\.position)
    let same = Self.particles(changed, at: 1.5).map(\.position)
    #expect(before == same)
    #expect(Self.particles(changed, at: 2).count > Self.particles(steady, at: 2).count)
  }

  /// Sub-cells: every particle of a rocket emits trail particles from where it is, in the
  /// direction it moves, lending them its colour (multiplied in: Apple's firework sample's red
  /// trails) and scale.
  @Test func aSubCellEmitsFromItsParticleAlongItsHeadingWithItsColourAndScale() {
    var trail = EmitterCell()
    trail.birthRate = 20
    trail.lifetime = 10
    trail.velocity = 10
    trail.color = Color(red: 1, green: 1, blue: 0.5)
    trail.image = Self.dot
    let e = Self.emitter { e, c in
      e.startsAtBeginTime = true
      c.birthRate = 1
      c.lifetime = 3
      c.velocity = 100
      c.emissionLongitude = .pi / 2  // down
      c.scale = 0.5
      c.color = Color(red: 1, green: 0, blue: 0)
      c.image = nil
      c.subcells = [trail]
    }
    // One rocket born in [0, 1): its trail born along x = 100 below the emitter, moving on
    // down at 10 pt/s from where the rocket was.
    let shown = Self.particles(e, at: 0.99)
    #expect(!shown.isEmpty)
    #expect(shown.allSatisfy { abs($0.position.x - 100) < 1e-9 && $0.position.y >= 100 })
    #expect(shown.allSatisfy { $0.tint == Color(red: 1, green: 0, blue: 0) && $0.pose.scaleX == 0.5 })
    // 20 a second of the rocket's age: a rocket of age a has emitted 20a ± 1.
    let count = Double(shown.count)
    #expect(count >= 1 && count <= 21)
  }

  /// A sub-cell's beginTime and duration are in its particle's age: a burst of 50 a second for
  /// 0.1 s at 1.5 s, as fireworks explode.
  @Test func aSubCellRunsOnlyBetweenItsBeginTimeAndDurationInItsParticlesAge() {
    var burst = EmitterCell()
    burst.birthRate = 50
    burst.lifetime = 10
    burst.beginTime = 1.5
    burst.duration = 0.1
    burst.image = Self.dot
    let e = Self.emitter { e, c in
      e.startsAtBeginTime = true
      c.birthRate = 0.5
      c.lifetime = 4
      c.image = nil
      c.subcells = [burst]
    }
    // The first rocket is born at φ/0.5 < 2 s: by 2 s it has not burst, by 5 s it has, 5 ± 1.
    #expect(Self.particles(e, at: 1.49).isEmpty)
    let after = Self.particles(e, at: 3.7)
    #expect(after.count >= 4 && after.count <= 6)
  }

  /// A cell of the layer with a beginTime and duration emits only between them.
  @Test func aCellOfTheLayerEmitsOnlyBetweenItsBeginTimeAndItsEnd() {
    let e = Self.emitter { e, c in
      e.startsAtBeginTime = true
      c.lifetime = 100
      c.beginTime = 1
      c.duration = 2
    }
    #expect(Self.particles(e, at: 0.9).isEmpty)
    #expect(Self.particles(e, at: 10).count == 20)
  }
}
