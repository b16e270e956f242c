import SwiftSyntax

extension Value {
  var asTimer: TimerObject? { if case .timer(let t) = self { t } else { nil } }
}

extension Library {
  /// `DispatchQueue.main`: blocks run at the end of this turn of the run loop, or after a
  /// deadline (`.now() + 0.5`, in seconds of the run). `DispatchQueue.global(qos:)` runs its
  /// blocks the same way: on iOS they run on another thread at once, which for what is drawn
  /// is the end of this turn (code that changes views from there hops back to the main queue,
  /// whose blocks run after it).
  /// Whether a queue value is a background queue (`dispatch_get_global_queue(…)`).
  static func onBackground(_ queue: Value) -> Bool {
    if case .type("DispatchQueue.global") = queue { true } else { false }
  }

  static let dispatch = SimulatedType("DispatchQueue") { t in
    for queue in ["DispatchQueue.main", "DispatchQueue.global"] {
      t.call(queue + ".asyncAfter", "deadline:trailing", "deadline:execute") { a throws(RunError) in
        let deadline = try a.number(0)
        let block = try a.closure(1)
        a.run.schedule.add(
          at: max(a.run.now, deadline), queue == "DispatchQueue.main" ? .closure(block, arguments: []) : .backgroundClosure(block)
        )
        return .void
      }
      t.call(queue + ".async", "trailing", "execute") { a throws(RunError) in
        let block = try a.closure(0)
        a.run.schedule.add(
          at: a.run.now, queue == "DispatchQueue.main" ? .closure(block, arguments: []) : .backgroundClosure(block))
        return .void
      }
    }
    // The main queue as a value (`notify(queue: DispatchQueue.main)`, `let q = DispatchQueue.main`).
    t.staticMember("main") { _ in .type("DispatchQueue.main") }
    // A global queue as a value (`let q = DispatchQueue.global(qos: qosClass)`), whatever its
    // quality of service (`DispatchQoS.QoSClass.background`, a case read by name).
    t.call("DispatchQueue.global", "", "qos") { _ in .type("DispatchQueue.global") }
    t.options("DispatchQoS", "DispatchQoS.QoSClass")
    // `DispatchQueue(label: "…", attributes: .concurrent)`: a queue of the app's own, which runs
    // its blocks off the main queue as `DispatchQueue.global()` does.
    t.callWithAnyLabels("DispatchQueue") { a throws(RunError) in
      guard a.labels.first == "label" else { throw a.error("DispatchQueue(\(a.signature):) is not simulated by Wobble yet") }
      return .type("DispatchQueue.global")
    }
    // Grand Central Dispatch's timer source: made suspended, given its deadline, interval and
    // handler, it fires once resumed; its handler runs on the clock as a timer's block does
    // (the `leeway` it is allowed to be late by is not taken).
    t.callWithAnyLabels("DispatchSource.makeTimerSource") { _ in
      let source = TimerObject(repeats: false, interval: 0, action: .none)
      source.isDispatchSource = true
      return .timer(source)
    }
    t.call("dispatchPrecondition", "condition") { _ in .void }
    // Swift 2's C spelling of Grand Central Dispatch, which Swift 3 made `DispatchQueue`: the
    // queues are the main queue as above; a time is seconds of the run (`dispatch_time` takes
    // nanoseconds after `DISPATCH_TIME_NOW`).
    t.call("dispatch_get_main_queue", "") { _ in .type("DispatchQueue.main") }
    t.call("dispatch_get_global_queue", "_:_") { _ in .type("DispatchQueue.global") }
    t.global("DISPATCH_TIME_NOW") { _ in .number(-1) }
    t.call("dispatch_time", "_:_") { a throws(RunError) in
      let base = try a.number(0)
      return .number((base < 0 ? a.run.now : base) + (try a.number(1)) / 1e9)
    }
    t.call("dispatch_async", "_:trailing", "_:_") { a throws(RunError) in
      a.run.warn("dispatch_async", "dispatch_async(_:_:) is Swift 2's DispatchQueue.async(execute:)", at: a.call)
      let block = try a.closure(1)
      a.run.schedule.add(
        at: a.run.now, try Self.onBackground(a.value(0)) ? .backgroundClosure(block) : .closure(block, arguments: []))
      return .void
    }
    t.call("dispatch_after", "_:_:trailing", "_:_:_") { a throws(RunError) in
      a.run.warn("dispatch_after", "dispatch_after(_:_:_:) is Swift 2's DispatchQueue.asyncAfter(deadline:execute:)", at: a.call)
      let block = try a.closure(2)
      a.run.schedule.add(
        at: max(a.run.now, try a.number(0)),
        try Self.onBackground(a.value(1)) ? .backgroundClosure(block) : .closure(block, arguments: []))
      return .void
    }
  }

  /// `Timer.scheduledTimer`: a block or a method called after an interval, once or repeating
  /// until `invalidate()`; `Timer(…)` makes one that waits for `RunLoop.add(_:forMode:)`.
  static let timer = SimulatedType("Timer") { t in
    for (name, scheduled) in [("Timer.scheduledTimer", true), ("Timer", false)] {
      t.call(
        name, "withTimeInterval:repeats:trailing", "withTimeInterval:repeats:block", "timeInterval:repeats:block",
        "timeInterval:repeats:trailing"
      ) {
        a throws(RunError) in
        let repeats = try a.bool(1)
        let timer = TimerObject(repeats: repeats, interval: try interval(a, repeats: repeats), action: .block(try a.closure(2)))
        if scheduled { a.run.schedule(timer) }
        return .timer(timer)
      }
      t.call(name, "timeInterval:target:selector:userInfo:repeats") { a throws(RunError) in
        guard case .instance(let target) = try a.value(1) else {
          throw a.error(1, "the timer's target must be an instance of a class the file declares")
        }
        let repeats = try a.bool(4)
        let timer = TimerObject(
          repeats: repeats, interval: try interval(a, repeats: repeats), action: .method(target, try a.selectorName(2)))
        timer.userInfo = try a.value(3)
        if scheduled { a.run.schedule(timer) }
        return .timer(timer)
      }
    }
    // Swift 2's `NSTimer.scheduledTimerWithTimeInterval(0.3, target: self, selector: "tick", …)`,
    // its selector a string, with one warning naming today's spelling.
    t.call("NSTimer.scheduledTimerWithTimeInterval", "_:target:selector:userInfo:repeats") { a throws(RunError) in
      a.run.warn(
        "NSTimer.scheduledTimerWithTimeInterval",
        "NSTimer.scheduledTimerWithTimeInterval(_:target:selector:userInfo:repeats:) is Swift 2's "
          + "Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)", at: a.call)
      guard case .instance(let target) = try a.value(1) else {
        throw a.error(1, "the timer's target must be an instance of a class the file declares")
      }
      let repeats = try a.bool(4)
      let timer = TimerObject(
        repeats: repeats, interval: try interval(a, repeats: repeats), action: .method(target, try a.selectorName(2)))
      timer.userInfo = try a.value(3)
      a.run.schedule(timer)
      return .timer(timer)
    }
    // `var timer = Timer()`: a stored property's placeholder, invalid, never added to a run loop.
    t.call("Timer", "") { _ in
      let placeholder = TimerObject(repeats: false, interval: 0, action: .none)
      placeholder.invalidated = true
      return .timer(placeholder)
    }
    let timer = t.members { $0.asTimer }
    timer.property("isValid", .bool, get: { !$0.invalidated })
    timer.property("timeInterval", .number, get: { $0.interval })
    timer.property("userInfo", takes: "the value the timer was made with", get: { timer, _ in timer.userInfo })
    timer.method("invalidate", "") { timer, _ in
      timer.invalidated = true
      return .void
    }
    // A dispatch timer source's `schedule(deadline:repeating:leeway:)`: the deadline is a time
    // of the run (`.now() + 1`), the interval seconds (`.milliseconds(500)`); `.never`, or no
    // interval, fires once.
    timer.method("schedule", "deadline", "deadline:repeating", "deadline:repeating:leeway", "deadline:leeway") {
      source, a throws(RunError) in
      let deadline = try a.number(0)
      guard deadline.isFinite else { throw a.error(0, "want a deadline such as .now() + 1") }
      source.deadline = deadline
      source.repeats = false
      if a.labels.count > 1, a.labels[1] == "repeating", case .number(let seconds) = try a.value(1) {
        guard seconds > 0, seconds.isFinite else { throw a.error(1, "want an interval above 0 seconds") }
        (source.repeats, source.interval) = (true, seconds)
      }
      return .void
    }
    // Swift 3's spellings, renamed in Swift 4: `scheduleRepeating(deadline:interval:)` is
    // `schedule(deadline:repeating:)`, `scheduleOneshot(deadline:)` is `schedule(deadline:)`.
    timer.method("scheduleRepeating", "deadline:interval", "deadline:interval:leeway") { source, a throws(RunError) in
      a.run.warn(
        "scheduleRepeating",
        "DispatchSourceTimer.scheduleRepeating(deadline:interval:) is Swift 3's schedule(deadline:repeating:)", at: a.call)
      let (deadline, seconds) = (try a.number(0), try a.number(1))
      guard deadline.isFinite else { throw a.error(0, "want a deadline such as .now() + 1") }
      guard seconds > 0, seconds.isFinite else { throw a.error(1, "want an interval above 0 seconds") }
      (source.deadline, source.repeats, source.interval) = (deadline, true, seconds)
      return .void
    }
    timer.method("scheduleOneshot", "deadline", "deadline:leeway") { source, a throws(RunError) in
      a.run.warn("scheduleOneshot", "DispatchSourceTimer.scheduleOneshot(deadline:) is Swift 3's schedule(deadline:)", at: a.call)
      let deadline = try a.number(0)
      guard deadline.isFinite else { throw a.error(0, "want a deadline such as .now() + 1") }
      (source.deadline, source.repeats) = (deadline, false)
      return .void
    }
    timer.method("setEventHandler", "handler", "trailing") { source, a throws(RunError) in
      source.action = .block(try a.closure(0))
      return .void
    }
    for start in ["resume", "activate"] {
      timer.method(start, "") { source, a in
        if source.isDispatchSource, !source.scheduled, !source.invalidated, let deadline = source.deadline {
          source.scheduled = true
          a.run.schedule.add(at: max(a.run.now, deadline), .timer(source))
        }
        return .void
      }
    }
    timer.method("cancel", "") { source, _ in
      source.invalidated = true
      return .void
    }
    timer.property("isCancelled", .bool, get: { $0.invalidated })
    // Its action now; a repeating timer keeps its schedule, a one-shot one is spent.
    timer.method("fire", "") { timer, a throws(RunError) in
      if !timer.invalidated { try a.run.fire(timer) }
      return .void
    }
  }

  /// A timer's interval in seconds. Foundation takes one of 0 or less as 0.0001 s ("If ti is
  /// less than or equal to 0.0, this method chooses the nonnegative value of 0.0001 seconds
  /// instead", `scheduledTimer(timeInterval:…)`): a one-shot timer of 0 fires on the next turn
  /// of the run loop. A repeating one would fire ten thousand times a second, as fast as the
  /// run loop turns, which Wobble does not simulate: refused.
  private static func interval(_ a: Arguments, repeats: Bool) throws(RunError) -> Double {
    let interval = try a.number(0)
    guard interval.isFinite else { throw a.error(0, "want an interval in seconds, not \(Interpreter.text(of: interval))") }
    guard interval > 0 else {
      if repeats {
        throw a.error(
          0,
          "a repeating timer of \(Interpreter.text(of: interval)) s fires as often as the run loop turns, "
            + "which Wobble does not simulate: want an interval above 0 seconds")
      }
      return 0.0001
    }
    return interval
  }

  /// `RunLoop.main` and its modes: names only (display links and timers run on Wobble's clock).
  static let runLoop = SimulatedType("RunLoop") { t in
    t.options("RunLoop.Mode")
    t.staticMembers { name in .string(name) }
    // The loops themselves, kept in a variable as well (`let loop = RunLoop.main; loop.add(…)`).
    t.staticMember("main") { _ in .type("RunLoop.main") }
    t.staticMember("current") { _ in .type("RunLoop.current") }
    // `RunLoop.main.add(timer, forMode: .common)`: a timer made with `Timer(…)` starts.
    for loop in ["RunLoop.main", "RunLoop.current"] {
      t.call(loop + ".add", "_:forMode") { a throws(RunError) in
        guard case .timer(let timer) = try a.value(0) else { throw a.wrong(0, got: try a.value(0), want: "a Timer") }
        a.run.schedule(timer)
        return .void
      }
    }
  }

  /// `NotificationCenter.default`: skipped, with one warning (no notifications reach a preview).
  static let notificationCenter = SimulatedType("NotificationCenter") { t in
    t.staticMember("default") { _ in .type("NotificationCenter.default") }
    // Swift 2's `NSNotificationCenter.defaultCenter()`, Swift 3's `NotificationCenter.default`.
    t.call("NSNotificationCenter.defaultCenter", "") { a in
      a.run.warn(
        "Swift 2 defaultCenter", "NSNotificationCenter.defaultCenter() is Swift 2's NotificationCenter.default", at: a.call)
      return .type("NotificationCenter.default")
    }
    for name in ["addObserver", "removeObserver", "post", "publisher"] {
      t.callWithAnyLabels("NotificationCenter.default." + name) { a in
        a.run.warn("NotificationCenter", "NotificationCenter is skipped: no notifications reach a preview", at: a.call)
        return .nil
      }
    }
  }

  /// `NSNull()`: in a layer's `actions`, no implicit animation for that key.
  static let nsNull = SimulatedType("NSNull") { t in
    t.call("NSNull", "") { _ in .null }
  }
}

extension Arguments {
  /// The method a `#selector(Type.method(_:))` argument names: `method`.
  func selectorName(_ i: Int) throws(RunError) -> String {
    let expr = shape.arguments[i].expression
    // Swift 2 named a selector by a string (`selector: "tick:"`).
    if let literal = expr.as(StringLiteralExprSyntax.self), literal.segments.count == 1,
      let text = literal.segments.first?.as(StringSegmentSyntax.self)?.content.text, !text.isEmpty
    {
      return String(text.split(separator: ":").first ?? Substring(text))
    }
    guard let macro = expr.as(MacroExpansionExprSyntax.self), macro.macroName.text == "selector",
      let selected = macro.arguments.first?.expression.trimmedDescription
    else {
      // A selector held in a variable (`let action = #selector(tick)`): its method's name.
      if case .string(let name) = try value(i), !name.isEmpty { return name }
      throw error(i, "takes #selector(method) or, in Swift 2, a string naming it")
    }
    return String(selected.split(separator: ".").last ?? "").split(separator: "(").first.map(String.init) ?? selected
  }
}
