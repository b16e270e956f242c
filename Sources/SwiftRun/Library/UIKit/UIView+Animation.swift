import Animation
import Geometry

extension Library {
  /// UIView's animation class methods: `animate` (curves, springs, iOS 17 springs),
  /// `modifyAnimations` inside it, `animateKeyframes` with `addKeyframe`, and the two
  /// `transition` forms. What they animate
  /// is worked out in `ViewAnimation.swift`.
  static let uiViewAnimation = SimulatedType("UIView.Animation") { t in
    t.options("UIView.AnimationOptions", "UIView.AnimationCurve", "UIView.KeyframeAnimationOptions")
    t.callWithAnyLabels("UIView.animate") { a throws(RunError) in
      switch a.labels.first {
      case "withDuration": try animate(a)
      case "springDuration", "animations": try animateSpring(a)
      case "trailing" where a.labels == ["trailing"]: try animateSpring(a)
      default: throw a.error("is not simulated by Wobble yet")
      }
      return .void
    }
    // Swift 2's spellings (`UIView.animateWithDuration(2, animations: …)`), renamed by Swift 3:
    // the same calls, the duration unlabelled, with one warning naming today's spelling.
    let swift2Calls: [(old: String, new: String, run: @Sendable (Arguments) throws(RunError) -> Void)] = [
      ("UIView.animateWithDuration", "UIView.animate(withDuration:…)", animate),
      ("UIView.animateKeyframesWithDuration", "UIView.animateKeyframes(withDuration:…)", animateKeyframes),
      ("UIView.transitionWithView", "UIView.transition(with:…)", transition),
      ("UIView.transitionFromView", "UIView.transition(from:to:…)", transitionBetweenViews),
    ]
    for call in swift2Calls {
      t.callWithAnyLabels(call.old) { a throws(RunError) in
        swift2(a, call.old, call.new)
        try call.run(a)
        return .void
      }
    }
    t.call(
      "UIView.addKeyframeWithRelativeStartTime", "_:relativeDuration:animations", "_:relativeDuration:trailing"
    ) { a throws(RunError) in
      swift2(a, "UIView.addKeyframeWithRelativeStartTime", "UIView.addKeyframe(withRelativeStartTime:…)")
      return try addKeyframe(a)
    }
    t.call(
      "UIView.modifyAnimations", "withRepeatCount:autoreverses:animations", "withRepeatCount:autoreverses:trailing"
    ) { a throws(RunError) in
      let count = try a.number(0)
      guard count.isFinite || count == .infinity, count >= 0 else { throw a.error(0, "want a count of 0 or more") }
      try a.run.modifyAnimations(count: count, autoreverses: try a.bool(1), animations: try a.closure(2), at: a.call)
      return .void
    }
    t.callWithAnyLabels("UIView.animateKeyframes") { a throws(RunError) in
      guard a.labels.first == "withDuration" else { throw a.error("is not simulated by Wobble yet") }
      try animateKeyframes(a)
      return .void
    }
    t.call(
      "UIView.addKeyframe", "withRelativeStartTime:relativeDuration:animations", "withRelativeStartTime:relativeDuration:trailing"
    ) { a throws(RunError) in try addKeyframe(a) }
    t.callWithAnyLabels("UIView.transition") { a throws(RunError) in
      switch a.labels.first {
      case "from": try transitionBetweenViews(a)
      case "with": try transition(a)
      default: throw a.error("is not simulated by Wobble yet")
      }
      return .void
    }
  }

  /// `UIView.animate`'s arguments, every form's, read by label: the blocks as arguments or
  /// trailing (the first trailing closure is the animations, a second the completion).
  private struct AnimateArguments {
    var numbers: [String: Double] = [:]
    var options = Interpreter.ViewOptions(nil)
    var animations: ClosureObject?
    var completion: ClosureObject?

    /// `numberLabels` are the labels of numbers this form takes.
    init(_ a: Arguments, numberLabels: Set<String>) throws(RunError) {
      for i in a.labels.indices {
        // Swift 2 left the duration unlabelled (`animateWithDuration(2, …)`).
        switch i == 0 && a.labels[0] == "_" ? "withDuration" : a.labels[i] {
        case let label where numberLabels.contains(label): numbers[label] = try a.number(i)
        case "options":
          options = Interpreter.ViewOptions(try a.value(i))
          Library.sayLayoutOption(options, a)
        case "animations": animations = try a.closure(i)
        case "completion": completion = try a.optionalClosure(i)
        case "trailing": if animations == nil { animations = try a.closure(i) } else { completion = try a.closure(i) }
        default: throw a.error(i, "UIView.animate has no \(a.labels[i]): argument")
        }
      }
    }
  }

  /// The `.layoutSubviews` option is not carried out: said once.
  static func sayLayoutOption(_ options: Interpreter.ViewOptions, _ a: Arguments) {
    guard options.laysOutSubviews else { return }
    a.run.warn(
      "layoutSubviews option",
      "the .layoutSubviews option is not carried out: subviews that the change lays out again move at once, "
        + "after the block, instead of animating with it", at: a.call)
  }

  /// One warning that Swift 3 renamed `old` to `new`.
  private static func swift2(_ a: Arguments, _ old: String, _ new: String) {
    a.run.warn(old, "\(old) is Swift 2's \(new)", at: a.call)
  }

  /// withDuration: d, [delay:], [options:], animations:, [completion:] — blocks as arguments or
  /// trailing.
  private static func animateKeyframes(_ a: Arguments) throws(RunError) {
    let duration = try a.number(0)
    var delay = 0.0
    var options = Interpreter.ViewOptions(nil)
    var animations: ClosureObject?, completion: ClosureObject?
    for i in a.labels.indices.dropFirst() {
      switch a.labels[i] {
      case "delay": delay = try a.number(i)
      case "options":
        options = Interpreter.ViewOptions(try a.value(i))
        sayLayoutOption(options, a)
      case "animations": animations = try a.closure(i)
      case "trailing" where animations == nil: animations = try a.closure(i)
      case "completion", "trailing": completion = try a.optionalClosure(i)
      default: throw a.error(i, "UIView.animateKeyframes has no \(a.labels[i]): argument")
      }
    }
    guard let animations else { throw a.error("needs its animations block") }
    try a.run.animateKeyframes(
      duration: duration, delay: delay, options: options, animations: animations, completion: completion, at: a.call)
  }

  /// A keyframe of the `animateKeyframes` block being run: start and duration as fractions.
  private static func addKeyframe(_ a: Arguments) throws(RunError) -> Value {
    guard a.run.collectingKeyframes != nil else { throw a.error("belongs inside a UIView.animateKeyframes block") }
    let start = try a.number(0), duration = try a.number(1)
    if start + duration > 1 + 1e-9 {
      // UIKit documents both in 0…1 and says nothing of a sum past 1.
      a.run.warn(
        "keyframe past the end",
        "a keyframe starting at \(start) and lasting \(duration) runs past the end of its animateKeyframes (1): Wobble ends it there; what iOS does with it is not documented",
        at: a.call)
    }
    a.run.collectingKeyframes?.append(Interpreter.ViewKeyframe(start: start, duration: duration, block: try a.closure(2)))
    return .void
  }

  /// withDuration: d, [delay:], [usingSpringWithDamping:initialSpringVelocity:], [options:],
  /// animations:, [completion:].
  private static func animate(_ a: Arguments) throws(RunError) {
    var given = try AnimateArguments(
      a, numberLabels: ["withDuration", "delay", "usingSpringWithDamping", "initialSpringVelocity"])
    guard let animations = given.animations else { throw a.error("needs its animations block") }
    if let ratio = given.numbers["usingSpringWithDamping"] {
      given.options.curve = .spring(ratio: ratio, velocity: given.numbers["initialSpringVelocity"] ?? 0)
    }
    try a.run.animateViews(
      duration: given.numbers["withDuration"] ?? 0, delay: given.numbers["delay"] ?? 0, options: given.options,
      animations: [animations], completions: given.completion.map { [$0] } ?? [], at: a.call)
  }

  /// iOS 17: springDuration: (0.5 s), bounce: (0), initialSpringVelocity:, delay:, options:,
  /// animations:, completion: — every one optional but the block.
  private static func animateSpring(_ a: Arguments) throws(RunError) {
    var given = try AnimateArguments(a, numberLabels: ["springDuration", "bounce", "initialSpringVelocity", "delay"])
    guard let animations = given.animations else { throw a.error("needs its animations block") }
    let springDuration = given.numbers["springDuration"] ?? 0.5, bounce = given.numbers["bounce"] ?? 0
    guard springDuration > 0, springDuration.isFinite, bounce > -1, bounce <= 1 else {
      throw a.error("springDuration takes seconds above 0 and bounce a number above −1, at most 1")
    }
    given.options.curve = .untilSettled(
      Spring(perceptualDuration: springDuration, bounce: bounce, initialVelocity: given.numbers["initialSpringVelocity"] ?? 0))
    try a.run.animateViews(
      duration: springDuration, delay: given.numbers["delay"] ?? 0, options: given.options, animations: [animations],
      completions: given.completion.map { [$0] } ?? [], at: a.call)
  }

  /// from: old, to: new, duration:, options:, [completion:]: the new view takes the old one's
  /// place in its superview (or, with `.showHideTransitionViews`, the old is hidden and the new
  /// shown), and the superview goes from the one picture to the other. The view the playground
  /// shows (a controller's root, whose superview is the window) is replaced in the window, the
  /// new view going from the old one's picture to its own.
  private static func transitionBetweenViews(_ a: Arguments) throws(RunError) {
    let (from, to) = (try a.value(0), try a.value(1))
    guard let old = from.asView else { throw a.wrong(0, got: from, want: "a UIView") }
    guard let new = to.asView else { throw a.wrong(1, got: to, want: "a UIView") }
    let replacesShownView = old.layer.superlayer == nil && old.layer === a.run.shownRoot
    guard let container = old.layer.superlayer ?? (replacesShownView ? new.layer : nil) else {
      throw a.error(0, "the view to transition from is in no superview")
    }
    var duration = 0.0, curve = TimingFunction(name: .easeInEaseOut), kind = Transition.Kind.fade
    var showHide = false, styled = false
    var completion: ClosureObject?
    for i in a.labels.indices.dropFirst(2) {
      switch a.labels[i] {
      case "duration": duration = try a.number(i)
      case "options":
        let options = try a.value(i)
        (curve, kind) = transitionOptions(options, a)
        showHide = options.optionNames.contains("showHideTransitionViews")
        styled = options.optionNames.contains { $0.hasPrefix("transition") && $0 != "transitionNone" }
      case "completion", "trailing": completion = try a.optionalClosure(i)
      default: throw a.error(i, "UIView.transition has no \(a.labels[i]): argument")
      }
    }
    let run = a.run
    let before = (replacesShownView ? old.layer : container).tree().presentation(at: run.now)
    if replacesShownView {
      new.layer.remove()
      run.windowContent = new.layer
      run.treeChanged = true
    } else if showHide {
      old.layer.model.isHidden = true
      new.layer.model.isHidden = false
    } else {
      try run.checkHolding(new.layer, in: container, at: a.call)
      new.layer.remove()
      let index = container.sublayers.firstIndex { $0 === old.layer } ?? container.sublayers.count
      container.sublayers.insert(new.layer, at: index)
      old.layer.remove()
      run.treeChanged = true
    }
    // Without a transition style the views change places at once, as UIKit's `.transitionNone`.
    if styled { run.fade(container, from: before, duration: duration, timingFunction: curve, kind: kind) }
    if let completion { run.schedule.add(at: run.now + max(0, duration), .closure(completion, arguments: [.bool(true)])) }
  }

  /// with: view, duration:, [options:], animations:, [completion:]: the view cross-dissolves or
  /// flips from how it was drawn to how the block leaves it; with no transition option, the
  /// block animates as `UIView.animate`'s does.
  private static func transition(_ a: Arguments) throws(RunError) {
    let given = try a.value(0)
    guard let view = given.asView else { throw a.wrong(0, got: given, want: "a UIView") }
    var duration = 0.0
    var animations: ClosureObject?, completion: ClosureObject?
    var curve = TimingFunction(name: .easeInEaseOut)
    var kind = Transition.Kind.fade
    var options = Value.array([])
    for i in a.labels.indices.dropFirst() {
      switch a.labels[i] {
      case "duration": duration = try a.number(i)
      case "options":
        options = try a.value(i)
        (curve, kind) = transitionOptions(options, a)
      case "animations": animations = try a.optionalClosure(i)
      case "trailing" where animations == nil: animations = try a.optionalClosure(i)
      case "completion", "trailing": completion = try a.optionalClosure(i)
      default: throw a.error(i, "UIView.transition has no \(a.labels[i]): argument")
      }
    }
    let run = a.run
    // Without a transition style (`.transitionNone`, the default) UIKit draws no transition:
    // the block's animatable changes animate as `UIView.animate`'s do, the rest take effect at
    // once (a subview added appears).
    guard options.optionNames.contains(where: { $0.hasPrefix("transition") && $0 != "transitionNone" }) else {
      try run.animateViews(
        duration: duration, delay: 0, options: Interpreter.ViewOptions(options), animations: animations.map { [$0] } ?? [],
        completions: completion.map { [$0] } ?? [], at: a.call)
      return
    }
    let before = view.layer.tree().presentation(at: run.now)
    if let animations { _ = try run.call(animations, [], at: a.call) }
    run.fade(view.layer, from: before, duration: duration, timingFunction: curve, kind: kind)
    if let completion { run.schedule.add(at: run.now + max(0, duration), .closure(completion, arguments: [.bool(true)])) }
  }

  /// `UIView.transition`'s options: the curve, and a flip or else a cross-dissolve (curls are
  /// shown as one, with a warning).
  private static func transitionOptions(_ value: Value, _ a: Arguments) -> (TimingFunction, Transition.Kind) {
    var kind = Transition.Kind.fade
    for name in value.optionNames where name.hasPrefix("transition") && name != "transitionCrossDissolve" {
      let flip = name.dropFirst("transition".count)
      if let found = Transition.Kind(rawValue: flip.prefix(1).lowercased() + flip.dropFirst()), found != .fade {
        kind = found
      } else {
        a.run.warn("UIView.transition", "curl transitions are shown as a cross-dissolve", at: a.call)
      }
    }
    guard case .function(let f) = Interpreter.ViewOptions(value).curve else {
      return (TimingFunction(name: .easeInEaseOut), kind)
    }
    return (f, kind)
  }
}
