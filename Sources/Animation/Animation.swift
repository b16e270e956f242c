import Geometry

/// A Core Animation animation: `CABasicAnimation`, `CASpringAnimation`, `CAKeyframeAnimation`
/// or `CAAnimationGroup`, with `CAMediaTiming` and the `CAPropertyAnimation` flags.
public struct Animation: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    /// `CABasicAnimation`: from/to/by as `CABasicAnimation` resolves them (§4.4).
    case basic(from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
    /// `CASpringAnimation`: a basic animation whose progress is the spring's, at basic time in
    /// seconds; the timing function is ignored (whether Core Animation applies it too is not
    /// documented).
    case spring(Spring, from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?)
    case keyframe(Keyframes)
    /// `CAAnimationGroup`: children run in the group's basic time (after its timing function),
    /// clipped to its duration.
    case group([Animation])
  }

  /// The animated key path; ignored for groups.
  public var keyPath: LayerProperty
  public var kind: Kind
  public var timing = MediaTiming()
  /// `nil` means linear pacing, as in Core Animation.
  public var timingFunction: TimingFunction?
  public var isCumulative = false
  public var isAdditive = false
  public var isRemovedOnCompletion = true

  public init(_ keyPath: LayerProperty, _ kind: Kind) {
    self.keyPath = keyPath
    self.kind = kind
  }

  /// `CABasicAnimation(keyPath:)` from `from` to `to`.
  public static func basic(
    _ keyPath: LayerProperty, from: AnimatableValue? = nil, to: AnimatableValue? = nil,
    by: AnimatableValue? = nil, duration: Double
  ) -> Animation {
    var a = Animation(keyPath, .basic(from: from, to: to, by: by))
    a.timing.duration = duration
    return a
  }

  /// `CASpringAnimation(keyPath:)`.
  public static func spring(
    _ keyPath: LayerProperty, _ spring: Spring, from: AnimatableValue? = nil,
    to: AnimatableValue? = nil, by: AnimatableValue? = nil, duration: Double
  ) -> Animation {
    var a = Animation(keyPath, .spring(spring, from: from, to: to, by: by))
    a.timing.duration = duration
    return a
  }

  /// `CAAnimationGroup` with `animations`.
  public static func group(_ animations: [Animation], duration: Double) -> Animation {
    var a = Animation(.opacity, .group(animations))
    a.timing.duration = duration
    return a
  }

  /// When the animation stops (`animationDidStop(_:finished: true)`), in its parent's time.
  public var endTime: Double? { timing.endTime }
}

extension Animation {
  /// Applies the animation at parent time `time` to `layer`, whose current values are the model
  /// values with earlier animations applied (§4.4: a non-additive animation replaces the value,
  /// an additive one adds to it).
  public func apply(at time: Double, to layer: inout Layer) {
    guard let position = timing.position(at: time) else { return }
    if isRemovedOnCompletion, let end = timing.endTime, time >= end, timing.fillMode.fillsForwards, timing.speed >= 0 {
      return  // removed on completion: forward fill never shows (a common pitfall, §4.3)
    }
    if case .group(let children) = kind {
      let groupTime = timingFunction.value(at: position.fraction) * timing.effectiveDuration
      for var child in children {
        if child.timing.duration <= 0 { child.timing.duration = timing.effectiveDuration }
        // Children's removedOnCompletion is ignored inside a group (Apple's documentation).
        child.isRemovedOnCompletion = false
        // The group's time reaches its duration and stays a moment (the turn of an
        // autoreversing group) or holds there (its forward fill): a child ending exactly then
        // shows its end value, as it did an instant before, not the model's.
        if groupTime >= timing.effectiveDuration, let end = child.timing.endTime, abs(end - groupTime) < 1e-9 {
          child.timing.fillMode = child.timing.fillMode.fillsBackwards ? .both : .forwards
        }
        child.apply(at: groupTime, to: &layer)
      }
      return
    }
    let current = keyPath.value(of: layer)
    let base = isAdditive ? zero(like: current) : current
    var value: AnimatableValue
    switch kind {
    case .basic(let from, let to, let by):
      let (a, b) = Self.resolve(from: from, to: to, by: by, current: base)
      value = a.interpolated(to: b, at: timingFunction.value(at: position.fraction))
      if isCumulative && position.cycle > 0 {
        // v = v_cycle + k·v_end (SMIL accumulate="sum"; v_end is the to-value, the from-value
        // when autoreversing). With from = 0 this equals the continuous reading; for from ≠ 0
        // Core Animation's choice is unconfirmed.
        value = value + (timing.autoreverses ? a : b).scaled(by: Double(position.cycle))
      }
    case .spring(let spring, let from, let to, let by):
      let (a, b) = Self.resolve(from: from, to: to, by: by, current: base)
      value = a.interpolated(to: b, at: spring.value(at: position.basicTime))
      if isCumulative && position.cycle > 0 {
        value = value + (timing.autoreverses ? a : b).scaled(by: Double(position.cycle))
      }
    case .keyframe(let frames):
      let progress = timingFunction.value(at: position.fraction)
      guard let v = frames.value(at: progress) else { return }
      value = v
      if frames.rotationMode != nil, let heading = frames.pathPosition(at: progress) {
        layer.pose.rotation = heading.angle
      }
    case .group:
      return
    }
    keyPath.apply(isAdditive ? current + value : value, to: &layer)
  }

  /// §4.4: from+to; from+by → (from, from+by); by+to → (to−by, to); from → (from, current);
  /// to → (current, to); by → (current, current+by); none → (current, current).
  static func resolve(
    from: AnimatableValue?, to: AnimatableValue?, by: AnimatableValue?, current: AnimatableValue
  ) -> (AnimatableValue, AnimatableValue) {
    switch (from, to, by) {
    case (let f?, let t?, _): (f, t)
    case (let f?, nil, let b?): (f, f + b)
    case (nil, let t?, let b?): (t - b, t)
    case (let f?, nil, nil): (f, current)
    case (nil, let t?, nil): (current, t)
    case (nil, nil, let b?): (current, current + b)
    case (nil, nil, nil): (current, current)
    }
  }

  private func zero(like v: AnimatableValue) -> AnimatableValue { v.scaled(by: 0) }
}

extension Layer {
  /// The presentation layer at `time` (seconds in this layer's parent timeline): each attached
  /// animation applied in `animationKeys` order, and the same for every sublayer.
  ///
  /// A replicator's sublayers become its instances: instance k of each sublayer is its
  /// presentation k·instanceDelay seconds earlier, placed by `T(−C)·instanceTransformᵏ·T(C)`
  /// (C the centre of the replicator's bounds) and tinted by the instance colour.
  ///
  /// `time` is in the parent's timeline; the layer's own `timing` (its `CAMediaTiming`) maps it
  /// to the local time its animations and sublayers see.
  public func presentation(at parentTime: Double) -> Layer {
    var out = self
    let time = timing.localTime(parentTime)
    for (_, animation) in animations { animation.apply(at: time, to: &out) }
    if case .spinner(let spinner) = out.content { out.content = .spinner(spinner.at(time)) }
    if var fade = out.transition {
      fade.progress = fade.timing.progress(at: time)
      // Done: the layer alone, as after Core Animation removes the transition.
      out.transition = fade.progress >= 1 ? nil : fade
    }
    out.mask = out.mask?.presentation(at: time)
    if let emitter = out.emitter {
      out.sublayers = emitter.particles(at: time, timing: timing) + sublayers.map { $0.presentation(at: time) }
      out.emitter = emitter.presented(at: time, timing: timing)
      return out
    }
    guard let r = out.replicator, r.instanceCount != 1 else {
      out.sublayers = sublayers.map { $0.presentation(at: time) }
      return out
    }
    let c = Transform3D(translationX: out.bounds.midX, y: out.bounds.midY)
    let toCentre = Transform3D(translationX: -out.bounds.midX, y: -out.bounds.midY)
    var power = Transform3D.identity
    var instances: [Layer] = []
    for k in 0..<max(0, r.instanceCount) {
      let placement = toCentre.concatenating(power).concatenating(c)
      for s in sublayers {
        var instance = s.presentation(at: time - Double(k) * r.instanceDelay)
        instance.replicaTransform = instance.replicaTransform.concatenating(placement)
        let color = r.color(ofInstance: k)
        if color != .white { instance.tint = color }
        instances.append(instance)
      }
      power = power.concatenating(r.instanceTransform)
    }
    out.sublayers = instances
    return out
  }
}

extension Animation {
  /// The value at parent time `time` of a number whose model value is `model`, animated by
  /// this animation: a layer subclass's own property (`@NSManaged var progress`), which Core
  /// Animation animates by name under the same timing, interpolation, fill and additive rules
  /// as its own scalar key paths. The model value where the animation does not apply.
  public func scalarValue(at time: Double, model: Double) -> Double {
    var scratch = Layer(name: "", bounds: Rect(x: 0, y: 0, width: 0, height: 0), position: Point(0, 0))
    scratch.opacity = model
    var proxy = self
    proxy.keyPath = .opacity
    proxy.apply(at: time, to: &scratch)
    return scratch.opacity
  }

  /// The value at parent time `time` of a point whose model value is `model` (an emitter's
  /// `emitterPosition`), animated under `position`'s rules; the model value where it does not
  /// apply.
  public func pointValue(at time: Double, model: Point) -> Point {
    var scratch = Layer(name: "", bounds: Rect(x: 0, y: 0, width: 0, height: 0), position: model)
    var proxy = self
    proxy.keyPath = .position
    proxy.apply(at: time, to: &scratch)
    return scratch.position
  }
}
