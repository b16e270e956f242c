import Animation
import Geometry
import SwiftSyntax

/// A `UIViewPropertyAnimator`: its duration and curve, the blocks added to it, and where it is
/// in UIKit's states — inactive until it starts (or is paused or scrubbed, which start it
/// paused), active while it runs or is paused, stopped after `stopAnimation(false)` until
/// `finishAnimation(at:)`.
///
/// Its start runs the blocks and makes the layer animations `UIView.animate` would; pausing
/// holds each of them at the animator's time, on a linear ramp (`scrubsLinearly`, UIKit's
/// default: a paused animator's `fractionComplete` is the fraction of each value's change);
/// resuming runs them on from that time on their curve, reversed when `isReversed`. How UIKit
/// joins a linear scrub back into the curve is not documented: here the curve takes up at the
/// time paused, so an eased animation may step when it resumes.
final class PropertyAnimatorObject {
  enum State: String { case inactive, active, stopped }

  /// A layer animation the start made: the view it is on, its key there, the animation as
  /// made, and when it begins after the animator's own begin (a delay factor's share).
  struct Made {
    var view: ViewObject
    var key: String
    var animation: Animation
    var offset: Double
  }

  let duration: Double
  let curve: Interpreter.ViewCurve
  var animations: [ClosureObject] = []
  /// Blocks added with `addAnimations(_:delayFactor:)`, with their factor (0…1 of the duration).
  var delayedAnimations: [(block: ClosureObject, factor: Double)] = []
  var completions: [ClosureObject] = []
  var state = State.inactive
  var isPaused = false
  var isReversed = false
  var scrubsLinearly = true
  var pausesOnCompletion = false
  var made: [Made] = []
  /// The views' models before the blocks ran and after: the start and end positions.
  var startModels: [ObjectIdentifier: Layer] = [:]
  var endModels: [ObjectIdentifier: Layer] = [:]
  /// While it runs, its time `anchorTime` at interpreter time `anchor` (its time 0 at its start
  /// plus any delay), going back when reversed; its time when it was paused.
  var anchor = 0.0
  var anchorTime = 0.0
  var runsReversed = false
  /// Animator seconds per second: 1, or what `continueAnimation(withTimingParameters:
  /// durationFactor:)` set so that the rest takes the factor times the original duration.
  var rate = 1.0
  var pausedAt = 0.0
  /// Counts starts and resumes, so that the end a superseded run scheduled does nothing.
  var run = 0

  init(duration: Double, curve: Interpreter.ViewCurve) {
    self.duration = duration
    self.curve = curve
  }

  /// The animator's length in seconds: its duration, or a settling spring's own.
  var length: Double {
    if case .untilSettled(let s) = curve { return s.settlingDuration }
    return max(0, duration)
  }

  var isRunning: Bool { state == .active && !isPaused }

  /// The animator's time (0…length) at interpreter time `now`.
  func time(at now: Double) -> Double {
    guard isRunning else { return pausedAt }
    let t = anchorTime + (now - anchor) * rate * (runsReversed ? -1 : 1)
    return min(max(t, 0), length)
  }
}

extension Interpreter {
  /// `startAnimation()` (and `afterDelay:`): on an inactive animator the blocks run now and
  /// their changes animate after `delay`; on a paused one it runs on from where it was paused.
  /// Blocks added with a delay factor f begin f × the duration later and end with the others
  /// (UIKit: "multiply this value by the animator's remaining duration"), paced by the
  /// animator's curve over their shorter span. The completions get `.end` (`.start` when
  /// reversed) when it ends.
  func start(_ animator: PropertyAnimatorObject, after delay: Double, at node: some SyntaxProtocol) throws(RunError) {
    switch animator.state {
    case .active where animator.isPaused: resume(animator)
    case .active, .stopped: return
    case .inactive: try begin(animator, after: delay, paused: false, at: node)
    }
  }

  /// Runs the blocks and makes their animations; `paused` holds them at time 0.
  func begin(_ animator: PropertyAnimatorObject, after delay: Double, paused: Bool, at node: some SyntaxProtocol)
    throws(RunError)
  {
    animator.state = .active
    let before = views.map { ($0, $0.layer.model) }
    let old = Dictionary(
      uniqueKeysWithValues: views.map { (ObjectIdentifier($0), Set($0.layer.model.animations.map { Keyed($0) })) })
    var options = ViewOptions(nil)
    options.curve = animator.curve
    try animateViews(
      duration: animator.duration, delay: delay, options: options, animations: animator.animations, completions: [],
      settable: false, at: node)
    for (block, factor) in animator.delayedAnimations {
      try animateViews(
        duration: animator.duration * (1 - factor), delay: delay + animator.duration * factor, options: options,
        animations: [block], completions: [], settable: false, at: node)
    }
    animator.made = []
    for (view, model) in before {
      let had = old[ObjectIdentifier(view)] ?? []
      let origin = view.layer.model.timing.localTime(now) + delay
      for entry in view.layer.model.animations where !had.contains(Keyed(entry)) {
        guard let key = entry.key else { continue }
        animator.made.append(
          .init(view: view, key: key, animation: entry.animation, offset: max(0, entry.animation.timing.beginTime - origin)))
      }
      if animator.made.contains(where: { $0.view === view }) {
        animator.startModels[ObjectIdentifier(view)] = model
        animator.endModels[ObjectIdentifier(view)] = view.layer.model
      }
    }
    (animator.anchor, animator.anchorTime, animator.runsReversed) = (now + delay, 0, false)
    animator.run += 1
    if paused {
      animator.isPaused = true
      hold(animator, at: 0)
    } else {
      // Nothing animated: the completions run at the next turn, as UIKit's do.
      schedule.add(at: animator.made.isEmpty ? now : now + delay + animator.length, .animatorEnded(animator, run: animator.run))
    }
  }

  /// Holds each of the animator's animations at the animator's time `t`, on a linear ramp
  /// when it scrubs linearly.
  func hold(_ animator: PropertyAnimatorObject, at t: Double) {
    animator.pausedAt = min(max(t, 0), animator.length)
    for made in animator.made {
      var a = made.animation
      if animator.scrubsLinearly {
        if case .spring(_, let from, let to, let by) = a.kind { a.kind = .basic(from: from, to: to, by: by) }
        a.timingFunction = nil
      }
      let d = a.timing.effectiveDuration
      // Within the span, short of its end: a time offset of a whole span wraps to its start.
      let local = min(max(animator.pausedAt - made.offset, 0) * d / max(animator.length - made.offset, .ulpOfOne), d.nextDown)
      (a.timing.speed, a.timing.timeOffset, a.timing.fillMode) = (0, local, .both)
      (a.timing.repeatCount, a.timing.autoreverses) = (0, false)
      a.isRemovedOnCompletion = false
      made.view.layer.model.replaceAnimation(forKey: made.key, with: a)
    }
  }

  /// A paused animator runs on from the time it was paused at, on its curve (backwards to
  /// its start when reversed). A `durationFactor` above 0 makes what remains take that factor
  /// times the original duration (UIKit: "multiplied by the original duration value to obtain
  /// the new duration"); 0 keeps the pace it had.
  func resume(_ animator: PropertyAnimatorObject, durationFactor: Double = 0) {
    animator.isPaused = false
    animator.run += 1
    let t = animator.pausedAt
    let remaining = animator.isReversed ? t : animator.length - t
    let original = animator.duration > 0 ? animator.duration : animator.length
    if durationFactor > 0, remaining > 0, original > 0 { animator.rate = remaining / (durationFactor * original) }
    let rate = animator.rate
    for made in animator.made {
      var a = made.animation
      let local = made.view.layer.model.timing.localTime(now)
      let active = a.timing.activeDuration
      let at = min(max(t - made.offset, 0), active)
      if animator.isReversed {
        // At negative speed the active span plays from its end at `beginTime`.
        (a.timing.speed, a.timing.beginTime) = (-rate, local - (active - at) / rate)
        a.timing.fillMode = .both
        a.isRemovedOnCompletion = false
      } else {
        a.timing.speed = rate
        a.timing.beginTime = local - at / rate + (t < made.offset ? (made.offset - t) / rate : 0)
      }
      made.view.layer.model.replaceAnimation(forKey: made.key, with: a)
    }
    (animator.anchor, animator.anchorTime, animator.runsReversed) = (now, t, animator.isReversed)
    schedule.add(at: now + remaining / rate, .animatorEnded(animator, run: animator.run))
  }

  /// `pauseAnimation()`: an inactive animator starts paused at its beginning; a running one
  /// holds where it is.
  func pause(_ animator: PropertyAnimatorObject, at node: some SyntaxProtocol) throws(RunError) {
    switch animator.state {
    case .inactive: try begin(animator, after: 0, paused: true, at: node)
    case .active where !animator.isPaused:
      animator.run += 1
      let t = animator.time(at: now)
      animator.isPaused = true
      hold(animator, at: t)
    default: break
    }
  }

  /// `fractionComplete`: the share of the animator's time run, 0 before it starts.
  func fractionComplete(_ animator: PropertyAnimatorObject) -> Double {
    guard animator.state == .active, animator.length > 0 else { return animator.state == .stopped ? 1 : 0 }
    return animator.time(at: now) / animator.length
  }

  /// The animator's end: its views keep their end values (their start values when it ran
  /// reversed) and its completions run; or it pauses there when it pauses on completion.
  func animatorEnded(_ animator: PropertyAnimatorObject, run: Int) throws(RunError) {
    guard animator.run == run, animator.isRunning else { return }
    if animator.pausesOnCompletion {
      animator.isPaused = true
      hold(animator, at: animator.isReversed ? 0 : animator.length)
      return
    }
    try finish(animator, at: animator.isReversed ? "start" : "end")
  }

  /// Ends the animator at `position` (`.start`, `.end` or `.current`): its animations removed,
  /// its views' animated properties set to the values of that position, completions told it.
  func finish(_ animator: PropertyAnimatorObject, at position: String) throws(RunError) {
    let shown = position == "current" ? currentModels(animator) : position == "start" ? animator.startModels : animator.endModels
    settle(animator, to: shown, removing: animator.state == .active)
    animator.state = .inactive
    animator.isPaused = false
    animator.run += 1
    for completion in animator.completions { _ = try call(completion, [.string(position)], at: completion.syntax) }
  }

  /// `stopAnimation(_:)`: the views keep the values they show now, the animations removed;
  /// without finishing the animator is inactive and calls nothing, else it waits, stopped,
  /// for `finishAnimation(at:)`.
  func stop(_ animator: PropertyAnimatorObject, withoutFinishing: Bool) {
    guard animator.state == .active else { return }
    settle(animator, to: currentModels(animator), removing: true)
    animator.state = withoutFinishing ? .inactive : .stopped
    animator.isPaused = false
    animator.run += 1
  }

  /// The views' models as they show now.
  private func currentModels(_ animator: PropertyAnimatorObject) -> [ObjectIdentifier: Layer] {
    var shown: [ObjectIdentifier: Layer] = [:]
    for made in animator.made where shown[ObjectIdentifier(made.view)] == nil {
      shown[ObjectIdentifier(made.view)] = made.view.layer.model.presentation(at: now)
    }
    return shown
  }

  /// Removes the animator's animations (`removing`: they are still on the layers, not removed
  /// by a stop) and sets each property they animated from `models`; they stay listed for a
  /// `finishAnimation(at:)` after a stop.
  private func settle(_ animator: PropertyAnimatorObject, to models: [ObjectIdentifier: Layer], removing: Bool) {
    for made in animator.made {
      if removing { made.view.layer.model.removeAnimation(forKey: made.key) }
      guard let model = models[ObjectIdentifier(made.view)] else { continue }
      let property = made.animation.keyPath
      property.apply(property.value(of: model), to: &made.view.layer.model)
    }
  }
}

/// An attached animation as a set member: its key and value.
private struct Keyed: Hashable {
  let key: String?
  let animation: Animation
  init(_ entry: (key: String?, animation: Animation)) { (key, animation) = (entry.key, entry.animation) }
}
