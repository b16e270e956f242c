import Animation

extension Value {
  /// A display link, or the one passed to its target's method.
  var asDisplayLink: DisplayLinkObject? {
    switch self {
    case .displayLink(let link), .displayLinkTick(_, let link): link
    default: nil
    }
  }
}

extension Library {
  /// `CADisplayLink`: calls its target's method once per display frame, from the frame after
  /// it is added to a run loop, at `preferredFramesPerSecond` when that is lower.
  static let caDisplayLink = SimulatedType("CADisplayLink") { t in
    // The display's clock: the device's uptime (`MediaClock`).
    t.call("CACurrentMediaTime", "") { a in .number(a.run.now + MediaClock.uptime) }
    t.call("CADisplayLink", "target:selector") { a throws(RunError) in
      guard case .instance(let target) = try a.value(0) else {
        throw a.error(0, "the display link's target must be an instance of a class the file declares")
      }
      return .displayLink(DisplayLinkObject(target: target, method: try a.selectorName(1)))
    }
    // `CADisplayLink()`: a link with no target (a placeholder code replaces), which never calls.
    t.call("CADisplayLink", "") { _ in .displayLink(DisplayLinkObject(target: nil, method: "")) }
    let link = t.members { $0.asDisplayLink }
    link.property("isPaused", .bool, get: { $0.isPaused }) { l, b, _ in l.isPaused = b }
    link.property("preferredFramesPerSecond", .number, .wholeCount, get: { $0.preferredFramesPerSecond }) {
      l, rate, new throws(RunError) in
      guard rate.isFinite, rate >= 0 else { throw new.error("want 0 or more frames per second") }
      l.preferredFramesPerSecond = rate
    }
    // iOS 3.1–10's spelling: every n-th display frame ("values less than 1 result in undefined
    // behavior", Apple), said once as deprecated.
    link.property("frameInterval", .number, .wholeCount, sample: { .number(2) }, get: { Double($0.frameInterval) }) {
      l, n, new throws(RunError) in
      guard n.isFinite, n >= 1, n <= 1_000_000 else { throw new.error("want a whole number of display frames, 1 or more") }
      new.run.warn(
        "frameInterval",
        "frameInterval is deprecated since iOS 10 (preferredFramesPerSecond replaces it): it calls every "
          + "n-th display frame", at: new.node)
      l.frameInterval = Int(n.rounded())
    }
    link.property(
      "preferredFrameRateRange", takes: "a CAFrameRateRange", sample: { .frameRateRange(preferred: 30) },
      get: { l, _ in .frameRateRange(preferred: l.preferredFramesPerSecond) }
    ) { l, new throws(RunError) in
      guard case .frameRateRange(let rate) = new.value, rate.isFinite, rate >= 0 else {
        throw new.wrong(want: "a CAFrameRateRange")
      }
      l.preferredFramesPerSecond = rate
    }
    // The frame interval, the time of the display frame it last called for and the time the
    // frame being prepared will show (one display frame later), on the media clock; all 0
    // before its first call (read, say, in a `draw(_:)` that runs before it).
    link.property("duration", .number, get: { $0.duration })
    link.property("timestamp", .number, get: { $0.duration == 0 ? 0 : $0.timestamp + MediaClock.uptime })
    link.property("targetTimestamp", .number, get: { $0.duration == 0 ? 0 : $0.timestamp + $0.duration + MediaClock.uptime })
    // Added for a second mode it still calls once a frame; removed, it stops until added again.
    link.method("add", "to:forMode") { l, a in
      l.inRunLoop = true
      guard !l.frameScheduled else { return .void }
      let interval = 1 / a.run.framesPerSecond
      let first = Int((a.run.now / interval).rounded(.down)) + 1
      a.run.schedule.add(at: (Double(first) - 0.5) * interval, .displayLink(l, interval: interval, tick: first))
      l.frameScheduled = true
      return .void
    }
    link.method("remove", "from:forMode") { l, _ in
      l.inRunLoop = false
      return .void
    }
    link.method("invalidate", "") { l, _ in
      l.invalidated = true
      return .void
    }
  }

  /// `CAFrameRateRange(minimum:maximum:preferred:)`: the rate a display link asks for.
  static let caFrameRateRange = SimulatedType("CAFrameRateRange") { t in
    t.call("CAFrameRateRange", "minimum:maximum:preferred", "minimum:maximum") { a throws(RunError) in
      // The preferred rate, else the maximum.
      let preferred = a.count == 3 ? try a.value(2) : .nil
      if case .number(let p) = preferred { return .frameRateRange(preferred: p) }
      return .frameRateRange(preferred: try a.number(1))
    }
  }
}
