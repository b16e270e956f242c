import Animation

extension Library {
  /// UIKit's first animation API, deprecated since iOS 13 and still in real code:
  /// `UIView.beginAnimations(_:context:)`, the `setAnimation…` settings, and
  /// `UIView.commitAnimations()`, which animates what changed in between as `UIView.animate`
  /// would with those settings. UIKit's defaults: 0.2 s, no delay, ease-in-ease-out, no repeat
  /// (`setAnimationDuration(_:)`'s documentation). Blocks nest; each commit animates its own.
  static let uiViewBeginCommit = SimulatedType("UIView.beginAnimations") { t in
    t.call("UIView.beginAnimations", "_:context") { a throws(RunError) in
      a.run.begunViewAnimations.append(BegunViewAnimation(before: a.run.views.map(\.layer.model)))
      return .void
    }
    t.call("UIView.commitAnimations", "") { a throws(RunError) in
      guard let begun = a.run.begunViewAnimations.popLast() else {
        throw a.error("has no UIView.beginAnimations(_:context:) before it")
      }
      let options = begun.options
      try a.run.animateChanges(
        since: begun.before, duration: begun.duration, delay: begun.delay, options: options, completions: [], at: a.call)
      let length = begun.duration * (options.autoreverses ? 2 : 1) * max(1, options.repeatCount ?? 1)
      if let delegate = begun.delegate {
        if let name = begun.willStart { try schedule(name, of: delegate, at: a.run.now + begun.delay, a) }
        if let name = begun.didStop { try schedule(name, of: delegate, at: a.run.now + begun.delay + length, a) }
      }
      return .void
    }
    t.call("UIView.setAnimationDuration", "_") { a throws(RunError) in
      let seconds = try a.number(0)
      guard seconds.isFinite else { throw a.error(0, "want a duration in seconds") }
      try begun(a) { $0.duration = seconds }
      return .void
    }
    t.call("UIView.setAnimationDelay", "_") { a throws(RunError) in
      let seconds = try a.number(0)
      guard seconds.isFinite else { throw a.error(0, "want a delay in seconds") }
      try begun(a) { $0.delay = seconds }
      return .void
    }
    t.call("UIView.setAnimationCurve", "_") { a throws(RunError) in
      let name = try a.string(0)
      let curves: [String: TimingFunction.Name] = [
        "easeInOut": .easeInEaseOut, "easeIn": .easeIn, "easeOut": .easeOut, "linear": .linear,
      ]
      guard let curve = curves[name] else { throw a.error(0, "no animation curve .\(name)") }
      try begun(a) { $0.options.curve = .function(TimingFunction(name: curve)) }
      return .void
    }
    t.call("UIView.setAnimationRepeatCount", "_") { a throws(RunError) in
      let count = try a.number(0)
      guard count.isFinite || count == .infinity, count >= 0 else { throw a.error(0, "want a count of 0 or more") }
      // 0 (the default) plays once; any other count repeats, fractions allowed.
      try repeatSetting(a) {
        $0.repeats = count > 0
        $0.repeatCount = count > 0 ? count : nil
      }
      return .void
    }
    t.call("UIView.setAnimationRepeatAutoreverses", "_") { a throws(RunError) in
      let reverses = try a.bool(0)
      try repeatSetting(a) { $0.autoreverses = reverses }
      return .void
    }
    t.call("UIView.setAnimationDelegate", "_") { a throws(RunError) in
      let delegate = try a.value(0)
      try begun(a) { $0.delegate = delegate }
      return .void
    }
    t.call("UIView.setAnimationWillStart", "_") { a throws(RunError) in
      let name = try a.selectorName(0)
      try begun(a) { $0.willStart = name }
      return .void
    }
    t.call("UIView.setAnimationDidStop", "_") { a throws(RunError) in
      let name = try a.selectorName(0)
      try begun(a) { $0.didStop = name }
      return .void
    }
    // It changes nothing drawn: every block starts from the model values here.
    t.call("UIView.setAnimationBeginsFromCurrentState", "_") { _ in .void }
    t.call("UIView.setAnimationsEnabled", "_") { a throws(RunError) in
      a.run.viewAnimationsEnabled = try a.bool(0)
      return .void
    }
    t.call("UIView.areAnimationsEnabled", "") { a in .bool(a.run.viewAnimationsEnabled) }
    // The block's changes happen at once, even inside an animation block; animations are
    // enabled again as they were after it.
    t.call("UIView.performWithoutAnimation", "_", "trailing") { a throws(RunError) in
      let run = a.run, block = try a.closure(0)
      let was = run.viewAnimationsEnabled, noting = run.animationBlock
      let views = run.views, before = views.map(\.layer.model)
      run.viewAnimationsEnabled = false
      // Inside an animation block, what this block changes is where the block's animations
      // start from: the enclosing block animates only what changes after it.
      run.animationBlock = nil
      defer {
        run.viewAnimationsEnabled = was
        run.animationBlock = noting
        if noting != nil {
          for (view, old) in zip(views, before) {
            for property in Interpreter.viewAnimatedProperties {
              let now = property.value(of: view.layer.model)
              if now != property.value(of: old) {
                run.animationBlock?.froms[ObjectIdentifier(view), default: [:]][property] = now
              }
            }
          }
        }
      }
      _ = try run.call(block, [], at: a.call)
      return .void
    }
  }

  /// Changes the innermost begun block's settings; outside one UIKit ignores the call, Wobble
  /// says so.
  /// The repeat settings, which real code also sets inside a `UIView.animate` block (a
  /// property animator's block is refused: UIKit documents neither there).
  private static func repeatSetting(_ a: Arguments, _ change: (inout Interpreter.ViewOptions) -> Void) throws(RunError) {
    if a.run.begunViewAnimations.isEmpty, a.run.animationBlock?.options != nil {
      change(&a.run.animationBlock!.options!)
      return
    }
    if a.run.begunViewAnimations.isEmpty, a.run.animationBlock != nil {
      throw a.error(
        "inside a property animator's block is not simulated: UIKit documents it between UIView.beginAnimations and commitAnimations, and real code uses it in UIView.animate blocks"
      )
    }
    try begun(a) { change(&$0.options) }
  }

  private static func begun(_ a: Arguments, _ change: (inout BegunViewAnimation) -> Void) throws(RunError) {
    guard !a.run.begunViewAnimations.isEmpty else { throw a.error("belongs between UIView.beginAnimations and commitAnimations") }
    change(&a.run.begunViewAnimations[a.run.begunViewAnimations.count - 1])
  }

  /// Calls the animation delegate's method `name` at time `time` (a method of a class the
  /// file declares).
  private static func schedule(_ name: String, of delegate: Value, at time: Double, _ a: Arguments) throws(RunError) {
    guard case .instance(let target) = delegate else {
      throw a.error("an animation delegate that is not an instance of a class the file declares is not simulated by Wobble yet")
    }
    a.run.schedule(TimerObject(repeats: false, interval: max(0, time - a.run.now), action: .method(target, name)))
  }
}

/// A `UIView.beginAnimations` block not yet committed: the views' layers when it began and
/// the settings made since.
struct BegunViewAnimation {
  let before: [Layer]
  var duration = 0.2
  var delay = 0.0
  var options = Interpreter.ViewOptions(nil)
  var delegate: Value?
  var willStart: String?
  var didStop: String?
}
