import Foundation
import Geometry

/// `CAEmitterLayer`'s properties: particles emitted by its cells, computed for any time without
/// stepping, so that every frame of a preview (and every seed) is reproducible.
///
/// Conventions, from Apple's `CAEmitterLayer.h` and `CAEmitterCell.h` where they say, chosen
/// and marked [R] where they do not:
/// - A property with a mean M and a range R is drawn uniformly from [M − R/2, M + R/2]
///   (the header's words), independently per particle and property.
/// - The simulation starts at the layer's `beginTime` (the header). A layer whose `beginTime`
///   was never set has, on a device, been "running" since the clock began: its particles are
///   already spread along their paths when it first shows (iOS 7 and later, the habit
///   `emitter.beginTime = CACurrentMediaTime()` exists to avoid). Wobble shows the same: such an
///   emitter, and one whose birth rate rises from 0, shows the particles it would have had had
///   it been emitting at the new rate for their lifetime.
/// - Directions are in the layer's plane, y down: longitude 0 points along +x from a point
///   (Apple's firework sample: −π/2 "emits particles upwards"); a line's natural direction is
///   up (−y), so longitude π sends confetti down, as the many confetti views written that way
///   rely on [R]; other shapes are taken as a point's [R]. `emissionRange` spreads the angle
///   over longitude ± range/2 in the plane; latitude, z and depth are flattened into the plane
///   (`preservesDepth` false, the default).
/// - `.additive` particles are added to what lies below, premultiplied and clamped
///   (plus-lighter: "source + destination", `CAEmitterLayer.h`), one by one, so overlaps
///   brighten towards white; the other modes draw them source-over in their order.
/// - Particle k of a cell is born at a fixed time, and everything random about it is a hash of
///   the seeds and its lineage (cell, k, and its parent's for a sub-cell's): the picture at
///   any time depends on nothing but the time and the seeds.
public struct Emitter: Hashable, Sendable {
  public enum Shape: String, Hashable, Sendable, CaseIterable { case point, line, rectangle, cuboid, circle, sphere }
  public enum Mode: String, Hashable, Sendable, CaseIterable { case points, outline, surface, volume }
  public enum RenderMode: String, Hashable, Sendable, CaseIterable {
    case unordered, oldestFirst, oldestLast, backToFront, additive
  }

  public var cells: [EmitterCell] = []
  /// `emitterPosition`, in the layer's bounds coordinates.
  public var position = Point.zero
  /// `emitterSize`: a line's length, a rectangle's size, a circle's or sphere's radius (width).
  public var width = 0.0, height = 0.0
  public var shape = Shape.point
  public var mode = Mode.volume
  public var renderMode = RenderMode.unordered
  /// Multipliers of the cells' values (`lifetime`, `velocity`, `scale`, `spin`), default 1.
  public var lifetime = 1.0, velocity = 1.0, scale = 1.0, spin = 1.0
  /// `seed`, mixed into every particle's random values with `stream` (a draw of the preview's
  /// seed: Wobble's generator is not Core Animation's, so a seed draws other particles than
  /// on iOS, equally random).
  public var seed: UInt64 = 0, stream: UInt64 = 0
  /// Whether `beginTime` was set: the simulation then starts at the layer's local time 0.
  public var startsAtBeginTime = false
  /// `birthRate`, the multiplier of the cells' rates, now; the ones code replaced while the
  /// scene ran are in `earlierBirthRates` (the setup's holds since before the scene began).
  public private(set) var birthRate = 1.0
  public private(set) var earlierBirthRates = Superseded<Double>()

  /// The most particles one emitter draws in a frame: the newest are kept.
  public static let particleLimit = 3000
  /// Seconds between the samples of an animated birth rate.
  static let animationStep = 1.0 / 120

  /// Animations of the emitter's own numbers (`CAKeyframeAnimation(keyPath: "birthRate")`, a
  /// group animating `velocity` and `emitterSize.width`), in the layer's local time, applied
  /// in the order added. `birthRate` is counted through as births happen; the others are read
  /// at each particle's birth, which is when a particle takes its velocity, scale and place.
  public var rateAnimations: [KeyedAnimation] = []

  /// The emitter's numbers an animation may change: `birthRate`, the `velocity` and `scale`
  /// multipliers, and the emitter's place (whole or by coordinate) and size.
  public enum AnimatedNumber: String, Hashable, Sendable, CaseIterable {
    case birthRate, velocity, scale
    case position = "emitterPosition", x = "emitterPosition.x", y = "emitterPosition.y"
    case width = "emitterSize.width", height = "emitterSize.height"
  }

  public struct KeyedAnimation: Hashable, Sendable {
    public var key: String?
    public var animation: Animation
    /// The number it animates, through the stand-in key path its values are read by.
    public var number: AnimatedNumber
    /// The index in `cells` of the cell whose own number it animates
    /// (`emitterCells.NAME.birthRate`); nil for the emitter's.
    public var cell: Int?

    public init(key: String?, animation: Animation, number: AnimatedNumber = .birthRate, cell: Int? = nil) {
      self.key = key
      self.animation = animation
      self.number = number
      self.cell = cell
    }
  }

  /// The animations of the emitter's own numbers (not a cell's).
  var ownAnimations: [KeyedAnimation] { rateAnimations.filter { $0.cell == nil } }

  /// Whether an animation changes a number read at birth (anything but `birthRate`).
  var animatesAtBirth: Bool { ownAnimations.contains { $0.number != .birthRate } }

  /// What a particle takes from the emitter when it is born: the emitter's place and size, and
  /// the `velocity` and `scale` multipliers.
  public struct Placement: Hashable, Sendable {
    public var position: Point
    public var width, height, velocity, scale: Double
  }

  public var placement: Placement {
    get { Placement(position: position, width: width, height: height, velocity: velocity, scale: scale) }
    set {
      (position, width, height, velocity, scale) = (
        newValue.position, newValue.width, newValue.height, newValue.velocity, newValue.scale
      )
    }
  }

  /// The placements code replaced while the emitter ran (a timer moving `emitterPosition` or
  /// resizing `emitterSize`): a particle keeps the placement of its birth, as on iOS.
  public private(set) var earlierPlacements = Superseded<Placement>()

  /// Changes the placement at parent time `time`, keeping the one it replaces.
  public mutating func place(at time: Double, _ edit: (inout Emitter) -> Void) {
    earlierPlacements.keep(placement, replacedAt: time)
    edit(&self)
  }

  /// The emitter as a particle born at local time `time` sees it: the placement then (its
  /// earlier placements held until local times `untils`), and its animated numbers at their
  /// presentation values then.
  func atBirth(_ time: Double, untils: [Double] = []) -> Emitter {
    var e = self
    if !untils.isEmpty { e.placement = earlierPlacements.value(at: time, untils: untils, now: placement) }
    for entry in ownAnimations where entry.number != .birthRate {
      func animated(_ model: Double) -> Double { entry.animation.scalarValue(at: time, model: model) }
      switch entry.number {
      case .birthRate: break
      case .velocity: e.velocity = animated(e.velocity)
      case .scale: e.scale = animated(e.scale)
      case .position: e.position = entry.animation.pointValue(at: time, model: e.position)
      case .x: e.position.x = animated(e.position.x)
      case .y: e.position.y = animated(e.position.y)
      case .width: e.width = animated(e.width)
      case .height: e.height = animated(e.height)
      }
    }
    return e
  }

  public init() {}

  /// The emitter's own numbers as its presentation layer answers them at local time `time`
  /// (`values emitter.birthRate`): the birth rate and placement code had set by then, each
  /// earlier one held until replaced, and its animated numbers at their values then.
  public func presented(at time: Double, timing: LayerTiming) -> Emitter {
    var e = atBirth(time, untils: earlierPlacements.untils(timing))
    var rate = earlierBirthRates.value(at: time, untils: earlierBirthRates.untils(timing), now: birthRate)
    for entry in ownAnimations where entry.number == .birthRate {
      rate = entry.animation.scalarValue(at: time, model: rate)
    }
    e.birthRate = max(0, rate)
    return e
  }

  /// `birthRate = value` at parent time `time`.
  public mutating func setBirthRate(_ value: Double, at time: Double) {
    earlierBirthRates.keep(birthRate, replacedAt: time)
    birthRate = value
  }

  /// Whether a cell of it emits: its particles then move without end.
  public var emits: Bool { cells.contains { $0.isEnabled && $0.birthRate > 0 } }

  /// About how many particles are alive at once at the present rates (rate × mean lifetime).
  public var expectedParticleCount: Double {
    cells.reduce(0) { sum, c in
      guard c.isEnabled, c.image != nil else { return sum }
      return sum + max(0, c.birthRate * birthRate) * max(0, c.lifetime * lifetime)
    }
  }
}

/// `CAEmitterCell`: what one kind of particle is and how it moves, with the header's
/// defaults (all 0 but `scale` 1, `color` opaque white, `speed` 1, `isEnabled`).
public struct EmitterCell: Hashable, Sendable {
  public var isEnabled = true
  /// Particles per second of the cell's time.
  public var birthRate = 0.0
  /// The rates code replaced while the cell emitted (a timer changing `birthRate`): births
  /// before a change keep their number.
  public private(set) var earlierBirthRates = Superseded<Double>()

  /// `birthRate = value` at parent time `time`.
  public mutating func setBirthRate(_ value: Double, at time: Double) {
    earlierBirthRates.keep(birthRate, replacedAt: time)
    birthRate = value
  }

  /// Whether it emits now or did before its rate was changed.
  var everEmits: Bool { birthRate > 0 || earlierBirthRates.entries.contains { $0.value > 0 } }
  /// Seconds of the cell's time.
  public var lifetime = 0.0, lifetimeRange = 0.0
  /// Radians.
  public var emissionLongitude = 0.0, emissionRange = 0.0
  /// Points per second, and points per second squared.
  public var velocity = 0.0, velocityRange = 0.0, xAcceleration = 0.0, yAcceleration = 0.0
  /// Factors of the image's size; `scaleSpeed` per second.
  public var scale = 1.0, scaleRange = 0.0, scaleSpeed = 0.0
  /// Radians per second.
  public var spin = 0.0, spinRange = 0.0
  public var color = Color.white
  public var redRange = 0.0, greenRange = 0.0, blueRange = 0.0, alphaRange = 0.0
  /// Change of each component per second.
  public var redSpeed = 0.0, greenSpeed = 0.0, blueSpeed = 0.0, alphaSpeed = 0.0
  /// The cell's `speed`: its time runs this many times the layer's.
  public var speed = 1.0
  /// `contents`: nil draws nothing, as on iOS.
  public var image: ParticleImage?
  /// The cell's `beginTime` and `duration` (0: no end), in its parent's time: the emitter
  /// layer's local time for a cell of the layer, the age of the emitting particle for a
  /// sub-cell. It emits only between them.
  public var beginTime = 0.0, duration = 0.0
  /// `emitterCells`: each particle of this cell emits these from where it is, in the
  /// direction it moves, lending them its colour and scale (multiplied into theirs, as
  /// Apple's firework sample shows).
  public var subcells: [EmitterCell] = []

  public init() {}

  /// Seconds of the emitter's time its longest-lived particle can live.
  var longest: Double { speed > 0 ? max(0, lifetime + abs(lifetimeRange) / 2) / speed : 0 }

  /// Seconds of the emitter's time after a particle's birth that it or a descendant may still
  /// be alive, with the layer's lifetime multiplier `factor`.
  func reach(_ factor: Double) -> Double {
    longest * factor + (subcells.map { $0.reach(factor) + ($0.beginTime + max($0.duration, 0)) }.max() ?? 0)
  }
}

/// What a particle draws (an icon, or an image drawn in code), `width` × `height` points at
/// scale 1.
public struct ParticleImage: Hashable, Sendable {
  public var content: LayerContent
  public var width: Double, height: Double

  public init(content: LayerContent, width: Double, height: Double) {
    self.content = content
    self.width = width
    self.height = height
  }

  /// An icon in a colour, `size` points on a side.
  public init(icon: Icon, color: Color, size: Double) {
    self.init(content: .icon(icon, color: color), width: size, height: size)
  }
}

extension Emitter {
  /// The particles alive at local time `time`, as layers in the emitter layer's coordinates,
  /// in drawing order. `timing` maps the parent times of the rates and placements code set to
  /// local time.
  ///
  /// Births follow the cumulative count N(τ) = ∫ rate: particle k of a cell is born where
  /// N = k + φ (φ a fixed fraction per cell), so a particle keeps its number, and with it its
  /// random draws, however the rate changes around it.
  public func particles(at time: Double, timing: LayerTiming) -> [Layer] {
    var born: [(birth: Double, layer: Layer)] = []
    // A line emits along its normal, up [R]; every other shape as a point, along +x.
    let naturalHeading = shape == .line ? -Double.pi / 2 : 0
    let layerSegments = rateSegments(timing: timing, until: time)
    // Read once a frame, not once a particle.
    let readsAtBirth = animatesAtBirth || !earlierPlacements.entries.isEmpty
    let untils = earlierPlacements.untils(timing)
    for (c, cell) in cells.enumerated() where cell.isEnabled && cell.speed > 0 {
      // Animations of the cell's own rate (`emitterCells.NAME.birthRate`), applied in order.
      let animations = rateAnimations.filter { $0.cell == c && $0.number == .birthRate }
      guard cell.everEmits || !animations.isEmpty else { continue }
      let reach = cell.reach(lifetime)
      guard reach > 0 else { continue }
      // The cell's own rate as code changed it, cut into the layer's stretches, and into
      // short steps while an animation of it runs.
      let changes = cell.earlierBirthRates.untils(timing)
      var segments = changes.isEmpty ? layerSegments : Self.split(layerSegments, at: changes)
      if !animations.isEmpty { segments = Self.split(segments, at: Self.steps(of: animations, until: time)) }
      func cellRate(_ segment: RateSegment) -> Double {
        let model = cell.earlierBirthRates.value(at: segment.from, untils: changes, now: cell.birthRate)
        guard !animations.isEmpty else { return model }
        let (a, b) = (segment.from, segment.to)
        let middle = a.isFinite && b.isFinite ? (a + b) / 2 : a.isFinite ? a : b.isFinite ? b : 0
        return max(0, animations.reduce(model) { $1.animation.scalarValue(at: middle, model: $0) })
      }
      let key = Self.mix(0x5EED, UInt64(c))
      let phase = unit(key, draw: 0)
      // N(τ) = n₀ + rate·(τ − τ₀) in each segment, from N(0) = 0 in the segment holding
      // local time 0, carried on across the segments' shared ends.
      let rates = segments.map { cellRate($0) * $0.value * cell.speed }
      var anchors = Array(repeating: (t: 0.0, n: 0.0), count: segments.count)
      let zero = segments.firstIndex { $0.from <= 0 && 0 < $0.to } ?? (segments.firstIndex { $0.from > 0 } ?? segments.count - 1)
      if zero >= 0, zero < segments.count {
        anchors[zero] = segments[zero].from > 0 ? (segments[zero].from, 0) : (0, 0)
        for i in (zero + 1)..<max(zero + 1, segments.count) {
          let p = anchors[i - 1]
          anchors[i] = (segments[i].from, p.n + rates[i - 1] * (segments[i].from - p.t))
        }
        for i in stride(from: zero - 1, through: 0, by: -1) {
          let p = anchors[i + 1]
          anchors[i] = (segments[i].to, p.n + rates[i + 1] * (segments[i + 1].from - p.t))
        }
      }
      // The cell's own beginTime and duration bound its births in the layer's time.
      let timed = cell.beginTime != 0 || cell.duration > 0
      let opens = timed ? cell.beginTime : -Double.infinity
      let closes = cell.duration > 0 ? cell.beginTime + cell.duration : Double.infinity
      for (i, segment) in segments.enumerated() {
        let perSecond = rates[i]
        guard perSecond > 0, time >= segment.shown else { continue }
        let from = max(segment.from, time - reach, opens)
        let to = min(segment.to, time, closes)
        guard from <= to else { continue }
        let anchor = anchors[i]
        func n(_ t: Double) -> Double { anchor.n + perSecond * (t - anchor.t) }
        func birth(_ k: Int) -> Double { anchor.t + (Double(k) + phase - anchor.n) / perSecond }
        let first = Int((n(from) - phase).rounded(.up))
        let last = Int((n(to) - phase).rounded(.down))
        guard first <= last else { continue }
        // The newest particles when there are more than can be drawn.
        for k in max(first, last - Self.particleLimit + 1)...last {
          let b = birth(k)
          guard b <= time, b >= segment.from, b < closes else { continue }
          let particleKey = Self.mix(key, UInt64(bitPattern: Int64(k)))
          // A particle shown as if born before the rate rose takes the placement it rose with.
          let source = readsAtBirth ? atBirth(max(b, segment.shown), untils: untils) : self
          let state = source.state(
            of: cell, key: particleKey,
            at: source.emissionPoint(unit(particleKey, draw: 2), unit(particleKey, draw: 3), unit(particleKey, draw: 4)),
            heading: naturalHeading, lent: .none)
          emit(cell, state, key: particleKey, bornAt: b, at: time, into: &born)
        }
      }
    }
    if born.count > Self.particleLimit { born = Array(born.sorted { $0.birth < $1.birth }.suffix(Self.particleLimit)) }
    // Unordered (and z-sorted, all at z 0) keep the order they were made in: cell after cell,
    // each oldest first, a particle's descendants after it.
    switch renderMode {
    case .oldestFirst: born.sort { $0.birth < $1.birth }
    case .oldestLast: born.sort { $0.birth > $1.birth }
    case .unordered, .backToFront, .additive: break
    }
    guard renderMode == .additive else { return born.map(\.layer) }
    return born.map { particle in
      var layer = particle.layer
      layer.addsToBackdrop = true
      return layer
    }
  }

  /// Adds the particle of `cell` born at `birth` (emitter time) with `state`, if alive at
  /// `time`, then what its sub-cells emitted from it up to then.
  func emit(
    _ cell: EmitterCell, _ state: ParticleState, key: UInt64, bornAt birth: Double, at time: Double,
    into born: inout [(birth: Double, layer: Layer)], depth: Int = 0
  ) {
    let age = (time - birth) * cell.speed
    if let image = cell.image, age < state.life, let layer = state.layer(image, at: age, spin: spin) {
      born.append((birth, layer))
    }
    guard depth < 8, born.count < 4 * Self.particleLimit else { return }
    for (j, sub) in cell.subcells.enumerated() where sub.isEnabled && sub.birthRate > 0 && sub.speed > 0 {
      // Births in the parent's age (its cell's seconds), while it lives and the sub-cell runs.
      let opens = max(0, sub.beginTime)
      let closes = min(state.life, sub.duration > 0 ? sub.beginTime + sub.duration : .infinity, age)
      let perSecond = sub.birthRate * sub.speed
      guard opens < closes else { continue }
      let subKey = Self.mix(key, 0x5C00 + UInt64(j))
      let phase = unit(subKey, draw: 0)
      // Only the births whose particles (or theirs) may still be alive.
      let earliest = max(opens, age - sub.reach(lifetime) * cell.speed)
      let first = Int(((earliest - opens) * perSecond - phase).rounded(.up))
      let last = Int(((closes - opens) * perSecond - phase).rounded(.down))
      guard first <= last else { continue }
      for k in max(0, first, last - Self.particleLimit + 1)...max(0, last) {
        let parentAge = opens + (Double(k) + phase) / perSecond
        guard parentAge < closes else { continue }
        let particleKey = Self.mix(subKey, UInt64(k))
        let subState = self.state(
          of: sub, key: particleKey, at: state.position(at: parentAge), heading: state.heading(at: parentAge),
          lent: state.lends(at: parentAge))
        emit(sub, subState, key: particleKey, bornAt: birth + parentAge / cell.speed, at: time, into: &born, depth: depth + 1)
      }
    }
  }

  /// `segments` (in order, end to end) cut where local times `cuts` (ascending) fall inside
  /// one: one walk through both.
  static func split(_ segments: [RateSegment], at cuts: [Double]) -> [RateSegment] {
    var out: [RateSegment] = []
    var c = 0
    for segment in segments {
      while c < cuts.count, cuts[c] <= segment.from { c += 1 }
      var from = segment.from
      while c < cuts.count, cuts[c] < segment.to {
        out.append(RateSegment(from: from, to: cuts[c], value: segment.value, shown: segment.shown))
        from = cuts[c]
        c += 1
      }
      out.append(RateSegment(from: from, to: segment.to, value: segment.value, shown: segment.shown))
    }
    return out
  }

  /// Where `stepped(_:through:until:)` cuts time while any of `animations` runs up to `time`:
  /// every `animationStep` from the first one's start to the last one's end.
  static func steps(of animations: [KeyedAnimation], until time: Double) -> [Double] {
    guard let start = animations.map(\.animation.timing.beginTime).min(), start < time else { return [] }
    let stop = min(time, animations.map { $0.animation.timing.endTime ?? .infinity }.max() ?? .infinity)
    let step = max(animationStep, (stop - start) / 20_000)
    return Array(stride(from: start, to: stop, by: step)) + [stop]
  }

  /// A stretch of local time with one birth-rate multiplier, whose particles show from
  /// `shown` on.
  struct RateSegment {
    var from: Double
    var to: Double
    var value: Double
    var shown = -Double.infinity
  }

  /// The stretches of local time with one birth-rate multiplier each, up to `time`. When the
  /// simulation does not start at `beginTime`, a stretch whose rate rises from 0 shows, from
  /// its start, the particles it would have had had it been emitting through the stretch
  /// before it. Where animations of `birthRate` run, the stretches are `animationStep` long,
  /// each at the animated value in its middle.
  func rateSegments(timing: LayerTiming, until time: Double) -> [RateSegment] {
    var out: [RateSegment] = []
    let untils = earlierBirthRates.untils(timing)
    let values = earlierBirthRates.entries.map(\.value) + [birthRate]
    for (i, value) in values.enumerated() {
      let from = i == 0 ? -Double.infinity : untils[i - 1]
      let to = i < untils.count ? untils[i] : Double.infinity
      if from < to { out.append(RateSegment(from: from, to: to, value: value)) }
    }
    if startsAtBeginTime {
      out = out.compactMap { s in s.to <= 0 ? nil : RateSegment(from: max(s.from, 0), to: s.to, value: s.value) }
    } else {
      for i in out.indices.dropFirst() where out[i].value > 0 && out[i - 1].value == 0 {
        out[i].shown = out[i].from
        out[i].from = out[i - 1].from
        out[i - 1].to = out[i - 1].from
      }
      out.removeAll { !($0.from < $0.to) }
    }
    let rateAnimations = ownAnimations.filter { $0.number == .birthRate }
    return Self.stepped(out, through: rateAnimations, until: time)
  }

  /// `segments` cut, while any of `animations` (of a birth rate) runs up to `time`, into
  /// `animationStep`-long stretches, each holding the segment's value as the animations
  /// present it in the stretch's middle; after the last ends the value it settles at.
  static func stepped(_ out: [RateSegment], through rateAnimations: [KeyedAnimation], until time: Double)
    -> [RateSegment]
  {
    guard let start = rateAnimations.map({ $0.animation.timing.beginTime }).min(), start < time else { return out }
    // Animated: from the first animation's start in short steps while one runs; after the last
    // ends (held, or removed) the value no longer changes, and is one segment.
    let ends = rateAnimations.map { $0.animation.timing.endTime ?? .infinity }.max() ?? .infinity
    let stop = min(time, ends)
    func rate(at t: Double, model: Double) -> Double {
      max(0, rateAnimations.reduce(model) { $1.animation.scalarValue(at: t, model: $0) })
    }
    let step = max(Self.animationStep, (stop - start) / 20_000)
    var animated: [RateSegment] = []
    for segment in out {
      if segment.to <= start || segment.from >= time {
        animated.append(segment)
        continue
      }
      if segment.from < start { animated.append(RateSegment(from: segment.from, to: start, value: segment.value)) }
      var t = max(segment.from, start)
      let end = min(segment.to, stop)
      while t < end {
        let next = min(t + step, end)
        animated.append(
          RateSegment(from: t, to: next, value: rate(at: (t + next) / 2, model: segment.value), shown: segment.shown))
        t = next
      }
      let after = max(segment.from, stop)
      if segment.to > after {
        let settled = stop < time ? rate(at: after, model: segment.value) : segment.value
        animated.append(RateSegment(from: after, to: segment.to, value: settled, shown: segment.shown))
      }
    }
    return animated
  }

  /// What a particle draws from its parent (a sub-cell's): colour and scale, multiplied in.
  struct Lent {
    var color: Color
    var scale: Double
    static let none = Lent(color: .white, scale: 1)
  }

  /// A particle's draws, from which its place and look follow at any age (seconds of its
  /// cell's time).
  struct ParticleState {
    var origin: Point
    /// Points per second, and per second squared.
    var velocity: Point, acceleration: Point
    var life: Double
    /// The scale at birth and its change per second, without the layer's multiplier.
    var scale: Double, scaleSpeed: Double
    var spin: Double
    /// Colour components at birth and their change per second (red, green, blue, alpha).
    var color: SIMD4<Double>, colorSpeed: SIMD4<Double>
    var lent: Lent
    /// The layer's scale multiplier.
    var layerScale: Double

    func position(at a: Double) -> Point {
      Point(
        origin.x + velocity.x * a + acceleration.x * a * a / 2, origin.y + velocity.y * a + acceleration.y * a * a / 2)
    }

    /// The direction it moves in, radians from +x toward +y.
    func heading(at a: Double) -> Double { atan2(velocity.y + acceleration.y * a, velocity.x + acceleration.x * a) }

    /// Its own colour and scale at `a` with what it was lent: what it lends a sub-particle.
    func lends(at a: Double) -> Lent {
      let own = (color + colorSpeed * a).clamped(lowerBound: .zero, upperBound: .one)
      return Lent(
        color: Color(
          red: own.x * lent.color.red, green: own.y * lent.color.green, blue: own.z * lent.color.blue,
          alpha: own.w * lent.color.alpha),
        scale: (scale + scaleSpeed * a) * lent.scale)
    }

    /// Its layer at age `a`: nil when transparent or of scale 0. `spin` is the layer's
    /// multiplier.
    func layer(_ image: ParticleImage, at a: Double, spin multiplier: Double) -> Layer? {
      let look = lends(at: a)
      let factor = look.scale * layerScale
      guard look.color.alpha > 0, factor != 0 else { return nil }
      var layer = Layer(
        name: "", bounds: Rect(x: 0, y: 0, width: image.width, height: image.height), position: position(at: a))
      layer.pose.scaleX = factor
      layer.pose.scaleY = factor
      layer.pose.rotation = spin * multiplier * a
      layer.opacity = look.color.alpha
      layer.content = image.content
      let tint = look.color.withAlpha(1)
      if tint != .white { layer.tint = tint }
      return layer
    }
  }

  /// The draws of the particle `key` of `cell`, starting at `origin` with its emission angle
  /// measured from `heading`.
  func state(of cell: EmitterCell, key: UInt64, at origin: Point, heading: Double, lent: Lent) -> ParticleState {
    func spread(_ mean: Double, _ range: Double, _ draw: Int) -> Double { mean + range * (unit(key, draw: draw) - 0.5) }
    let angle = heading + spread(cell.emissionLongitude, cell.emissionRange, 5)
    let speed = spread(cell.velocity, cell.velocityRange, 6) * velocity
    return ParticleState(
      origin: origin, velocity: Point(speed * cos(angle), speed * sin(angle)),
      acceleration: Point(cell.xAcceleration, cell.yAcceleration),
      life: spread(cell.lifetime, cell.lifetimeRange, 1) * lifetime,
      scale: spread(cell.scale, cell.scaleRange, 7), scaleSpeed: cell.scaleSpeed,
      spin: spread(cell.spin, cell.spinRange, 12),
      color: SIMD4(
        spread(cell.color.red, cell.redRange, 8), spread(cell.color.green, cell.greenRange, 9),
        spread(cell.color.blue, cell.blueRange, 10), spread(cell.color.alpha, cell.alphaRange, 11)),
      colorSpeed: SIMD4(cell.redSpeed, cell.greenSpeed, cell.blueSpeed, cell.alphaSpeed), lent: lent, layerScale: scale)
  }

  /// Where a particle starts, from three uniform draws: on or in the shape as `mode` says,
  /// flattened into the layer's plane. `points` mode starts at the shape's corners (its
  /// centre for a point, circle or sphere) [R].
  func emissionPoint(_ a: Double, _ b: Double, _ c: Double) -> Point {
    let (x, y, w, h) = (position.x, position.y, width, height)
    switch (shape, mode) {
    case (.point, _):
      return position
    case (.line, .points):
      return Point(x + (a < 0.5 ? -w / 2 : w / 2), y)
    case (.line, _):
      return Point(x + (a - 0.5) * w, y)
    case (.rectangle, .points), (.cuboid, .points):
      return Point(x + (a < 0.5 ? -w / 2 : w / 2), y + (b < 0.5 ? -h / 2 : h / 2))
    case (.rectangle, .outline), (.cuboid, .outline):
      // Uniform along the perimeter.
      let t = a * 2 * (w + h)
      if t < w { return Point(x - w / 2 + t, y - h / 2) }
      if t < w + h { return Point(x + w / 2, y - h / 2 + (t - w)) }
      if t < 2 * w + h { return Point(x + w / 2 - (t - w - h), y + h / 2) }
      return Point(x - w / 2, y + h / 2 - (t - 2 * w - h))
    case (.rectangle, _), (.cuboid, _):
      return Point(x + (a - 0.5) * w, y + (b - 0.5) * h)
    case (.circle, .points), (.sphere, .points):
      return position
    case (.circle, .outline):
      return Point(x + w * cos(2 * .pi * a), y + w * sin(2 * .pi * a))
    case (.circle, _):
      let r = w * a.squareRoot()
      return Point(x + r * cos(2 * .pi * b), y + r * sin(2 * .pi * b))
    case (.sphere, .outline), (.sphere, .surface):
      // A point on the sphere seen from the front: z = 2b − 1 uniform, so the disc radius is √(1 − z²).
      let z = 2 * b - 1
      let r = w * max(0, 1 - z * z).squareRoot()
      return Point(x + r * cos(2 * .pi * a), y + r * sin(2 * .pi * a))
    case (.sphere, .volume):
      let z = 2 * b - 1
      let r = w * cbrt(c) * max(0, 1 - z * z).squareRoot()
      return Point(x + r * cos(2 * .pi * a), y + r * sin(2 * .pi * a))
    }
  }

  /// A uniform number in [0, 1) for one draw of the particle `key`, from the seeds, the key
  /// and the draw.
  func unit(_ key: UInt64, draw: Int) -> Double {
    SplitMix64.unit(Self.mix(Self.mix(seed &* 0xD1B5_4A32_D192_ED03 ^ stream, key), UInt64(draw)))
  }

  /// `z` and `part` hashed into one key (a particle's from its parent's and its number), by
  /// SplitMix64's step and mix.
  static func mix(_ z: UInt64, _ part: UInt64) -> UInt64 { SplitMix64.mix((z ^ part) &+ SplitMix64.gamma) }
}
