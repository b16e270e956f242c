import Animation
import Geometry

extension Value {
  var asPropertyAnimator: PropertyAnimatorObject? { if case .propertyAnimator(let p) = self { p } else { nil } }
}

extension Library {
  /// `UIViewPropertyAnimator`: blocks animated together over a duration and curve when it
  /// starts (`ViewAnimation.swift`).
  static let uiViewPropertyAnimator = SimulatedType("UIViewPropertyAnimator") { t in
    t.call("UIViewPropertyAnimator", "duration:curve:animations", "duration:curve:trailing", "duration:curve") {
      a throws(RunError) in
      // `.easeOut` is the option `.curveEaseOut`.
      let curve = try a.string(1)
      let options = Interpreter.ViewOptions(.string("curve" + curve.prefix(1).uppercased() + curve.dropFirst()))
      return try made(a, options.curve, blockAt: 2)
    }
    t.call(
      "UIViewPropertyAnimator", "duration:dampingRatio:animations", "duration:dampingRatio:trailing", "duration:dampingRatio"
    ) { a throws(RunError) in
      try made(a, .spring(ratio: try a.number(1), velocity: 0), blockAt: 2)
    }
    t.call(
      "UIViewPropertyAnimator", "duration:controlPoint1:controlPoint2:animations",
      "duration:controlPoint1:controlPoint2:trailing", "duration:controlPoint1:controlPoint2"
    ) { a throws(RunError) in
      let c1 = try a.point(1), c2 = try a.point(2)
      guard let f = TimingFunction(controlPoints: Float(c1.x), Float(c1.y), Float(c2.x), Float(c2.y)) else {
        throw a.error("control points' x must be from 0 to 1")
      }
      return try made(a, .function(f), blockAt: 3)
    }
    t.call("UIViewPropertyAnimator", "duration:timingParameters") { a throws(RunError) in
      let given = try a.value(1)
      guard case .timingParameters(let curve) = given else {
        throw a.wrong(1, got: given, want: "UISpringTimingParameters or UICubicTimingParameters")
      }
      return .propertyAnimator(PropertyAnimatorObject(duration: try a.number(0), curve: curve))
    }
    t.callWithAnyLabels("UIViewPropertyAnimator.runningPropertyAnimator") { a throws(RunError) in
      // withDuration:delay:options:animations:completion: — started at once.
      guard a.labels.first == "withDuration" else { throw a.error("is not simulated by Wobble yet") }
      var delay = 0.0
      var options = Interpreter.ViewOptions(nil)
      var animations: [ClosureObject] = [], completions: [ClosureObject] = []
      for i in a.labels.indices.dropFirst() {
        switch a.labels[i] {
        case "delay": delay = try a.number(i)
        case "options": options = Interpreter.ViewOptions(try a.value(i))
        case "animations": animations.append(try a.closure(i))
        case "completion": if let c = try a.optionalClosure(i) { completions.append(c) }
        case "trailing":
          if animations.isEmpty { animations.append(try a.closure(i)) } else { completions.append(try a.closure(i)) }
        default: throw a.error(i, "runningPropertyAnimator has no \(a.labels[i]): argument")
        }
      }
      let animator = PropertyAnimatorObject(duration: try a.number(0), curve: options.curve)
      animator.animations = animations
      animator.completions = completions
      try a.run.start(animator, after: delay, at: a.call)
      return .propertyAnimator(animator)
    }
    let animator = t.members { $0.asPropertyAnimator }
    animator.property("duration", .number, .seconds, get: { $0.duration })
    animator.property("isRunning", .bool, get: { $0.isRunning })
    animator.property("state", takes: "a UIViewAnimatingState", get: { p, _ in .string(p.state.rawValue) })
    animator.property(
      "fractionComplete", takes: "a number from 0 to 1", sample: { .number(0.5) },
      get: { p, run in .number(run.fractionComplete(p)) }
    ) { p, new throws(RunError) in
      guard case .number(let f) = new.value, f.isFinite else { throw new.wrong(want: "a number from 0 to 1") }
      // Scrubbing pauses an inactive animator at its start first; a running one ignores it.
      if p.state == .inactive { try new.run.pause(p, at: new.node) }
      guard p.state == .active, p.isPaused else {
        new.run.warn(
          "fractionComplete running", "fractionComplete is set on a running animator, which UIKit ignores (pause it first)",
          at: new.node)
        return
      }
      new.run.hold(p, at: min(max(f, 0), 1) * p.length)
    }
    animator.property("isReversed", .bool, get: { $0.isReversed }) { p, reversed, new throws(RunError) in
      guard reversed != p.isReversed else { return }
      p.isReversed = reversed
      // A running animator turns back where it is.
      if p.isRunning {
        try new.run.pause(p, at: new.node)
        new.run.resume(p)
      }
    }
    animator.property("scrubsLinearly", .bool, get: { $0.scrubsLinearly }) { p, b, _ in p.scrubsLinearly = b }
    animator.property("pausesOnCompletion", .bool, get: { $0.pausesOnCompletion }) { p, b, _ in p.pausesOnCompletion = b }
    // Touch handling, which a preview has none of.
    t.ignore("isInterruptible", "isUserInteractionEnabled", "isManualHitTestingEnabled")
    animator.method("pauseAnimation", "") { p, a throws(RunError) in
      try a.run.pause(p, at: a.call)
      return .void
    }
    animator.method("stopAnimation", "_") { p, a throws(RunError) in
      a.run.stop(p, withoutFinishing: try a.bool(0))
      return .void
    }
    animator.method("finishAnimation", "at") { p, a throws(RunError) in
      let given = try a.value(0)
      guard case .string(let position) = given, ["start", "end", "current"].contains(position) else {
        throw a.wrong(0, got: given, want: "a UIViewAnimatingPosition (.start, .end or .current)")
      }
      // "Call this method only on an animator whose state is stopped" (UIKit raises otherwise).
      guard p.state == .stopped else {
        throw a.error(
          "finishAnimation(at:) on an animator that is not stopped: UIKit raises an exception (stopAnimation(false) first)")
      }
      try a.run.finish(p, at: position)
      return .void
    }
    animator.method("continueAnimation", "withTimingParameters:durationFactor") { p, a throws(RunError) in
      if case .nil = try a.value(0) {
      } else {
        a.run.warn(
          "continueAnimation parameters",
          "continueAnimation's new timing parameters are not taken: the animator runs on on its own curve", at: a.call)
      }
      let factor = try a.number(1)
      guard factor >= 0, factor.isFinite else { throw a.error(1, "want a factor of 0 or more (0 keeps the pace)") }
      if p.state == .active, p.isPaused { a.run.resume(p, durationFactor: factor) }
      return .void
    }
    animator.method("addAnimations", "_", "trailing") { p, a throws(RunError) in
      p.animations.append(try a.closure(0))
      return .void
    }
    animator.method("addAnimations", "_:delayFactor") { p, a throws(RunError) in
      let factor = try a.number(1)
      guard factor >= 0, factor <= 1 else { throw a.error(1, "want a number from 0 to 1") }
      p.delayedAnimations.append((try a.closure(0), factor))
      return .void
    }
    animator.method("addCompletion", "_", "trailing") { p, a throws(RunError) in
      p.completions.append(try a.closure(0))
      return .void
    }
    animator.method("startAnimation", "") { p, a throws(RunError) in
      try a.run.start(p, after: 0, at: a.call)
      return .void
    }
    animator.method("startAnimation", "afterDelay") { p, a throws(RunError) in
      try a.run.start(p, after: try a.number(0), at: a.call)
      return .void
    }
  }

  /// An animator of `a`'s duration (argument 0) and `curve`, with the block at `blockAt` if given.
  private static func made(_ a: Arguments, _ curve: Interpreter.ViewCurve, blockAt i: Int) throws(RunError) -> Value {
    let animator = PropertyAnimatorObject(duration: try a.number(0), curve: curve)
    // `animations: nil` (the parameter is optional): blocks come later with `addAnimations`.
    if a.count > i, let block = try a.optionalClosure(i) { animator.animations.append(block) }
    return .propertyAnimator(animator)
  }

  /// `UISpringTimingParameters` and `UICubicTimingParameters`: how a property animator paces itself.
  static let uiTimingParameters = SimulatedType("UITimingCurveProvider") { t in
    t.call("UISpringTimingParameters", "dampingRatio:initialVelocity", "dampingRatio") { a throws(RunError) in
      // The vector's dx is the velocity of a one-dimensional change, as UIKit reads it.
      var velocity = 0.0
      if a.count == 2 {
        switch try a.value(1) {
        case .point(let v): velocity = v.x
        case .size(let w, _): velocity = w
        case let other: throw a.wrong(1, got: other, want: "a CGVector")
        }
      }
      return .timingParameters(.spring(ratio: try a.number(0), velocity: velocity))
    }
    t.call("UISpringTimingParameters", "duration:bounce", "duration:bounce:initialVelocity") { a throws(RunError) in
      let (d, b) = (try a.number(0), try a.number(1))
      guard d > 0, d.isFinite, b > -1, b <= 1 else { throw a.error("duration takes seconds above 0, bounce −1…1") }
      return .timingParameters(.untilSettled(Spring(perceptualDuration: d, bounce: b)))
    }
    t.call("UISpringTimingParameters", "mass:stiffness:damping:initialVelocity") { a throws(RunError) in
      let velocity: Double
      switch try a.value(3) {
      case .point(let v): velocity = v.x
      case .size(let w, _): velocity = w
      case let other: throw a.wrong(3, got: other, want: "a CGVector")
      }
      let spring = Spring(mass: try a.number(0), stiffness: try a.number(1), damping: try a.number(2), initialVelocity: velocity)
      guard spring.isValid else { throw a.error("want mass and stiffness above 0, damping 0 or more, all finite") }
      return .timingParameters(.untilSettled(spring))
    }
    t.call("UICubicTimingParameters", "controlPoint1:controlPoint2") { a throws(RunError) in
      let c1 = try a.point(0), c2 = try a.point(1)
      guard let f = TimingFunction(controlPoints: Float(c1.x), Float(c1.y), Float(c2.x), Float(c2.y)) else {
        throw a.error("control points' x must be from 0 to 1")
      }
      return .timingParameters(.function(f))
    }
    t.call("UICubicTimingParameters", "animationCurve") { a throws(RunError) in
      let curve = try a.string(0)
      return .timingParameters(Interpreter.ViewOptions(.string("curve" + curve.prefix(1).uppercased() + curve.dropFirst())).curve)
    }
    t.call("UICubicTimingParameters", "") { _ in .timingParameters(.function(TimingFunction(name: .easeInEaseOut))) }
  }
}
