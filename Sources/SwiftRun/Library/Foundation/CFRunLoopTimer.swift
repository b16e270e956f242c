extension Library {
  /// Core Foundation's run-loop timers, as helper extensions make one-shot delays
  /// (`CFRunLoopTimerCreateWithHandler(kCFAllocatorDefault, fireDate, 0, 0, 0, handler)`, then
  /// `CFRunLoopAddTimer(CFRunLoopGetCurrent(), timer, .commonModes)`): the fire date an absolute
  /// time (`CFAbsoluteTimeGetCurrent()` plus a delay, on Wobble's clock), the interval 0 for a
  /// timer that fires once (as CFRunLoopTimer.h defines it), the handler given the timer.
  /// `CFRunLoopTimerInvalidate` stops one; the run loop and its modes are names only.
  static let cfRunLoopTimer = SimulatedType("CFRunLoopTimer") { t in
    t.call("CFRunLoopTimerCreateWithHandler", "_:_:_:_:_:_", "_:_:_:_:_:trailing") { a throws(RunError) in
      let fireDate = try a.number(1)
      let interval = try a.number(2)
      guard fireDate.isFinite else { throw a.error(1, "want a fire date in seconds (CFAbsoluteTimeGetCurrent() + a delay)") }
      guard interval.isFinite, interval >= 0 else { throw a.error(2, "want an interval of 0 (once) or more seconds") }
      let timer = TimerObject(repeats: interval > 0, interval: interval, action: .block(try a.closure(5)))
      timer.deadline = fireDate
      return .timer(timer)
    }
    t.call("CFRunLoopAddTimer", "_:_:_") { a throws(RunError) in
      guard case .timer(let timer) = try a.value(1), let fireDate = timer.deadline else {
        throw a.wrong(1, got: try a.value(1), want: "a timer made by CFRunLoopTimerCreateWithHandler")
      }
      guard !timer.scheduled, !timer.invalidated else { return .void }
      timer.scheduled = true
      a.run.schedule.add(at: max(a.run.now, fireDate), .timer(timer))
      return .void
    }
    t.call("CFRunLoopTimerInvalidate", "_") { a throws(RunError) in
      guard case .timer(let timer) = try a.value(0) else { throw a.wrong(0, got: try a.value(0), want: "a timer") }
      timer.invalidated = true
      return .void
    }
    t.call("CFRunLoopGetCurrent", "") { _ in .type("RunLoop.current") }
    t.call("CFRunLoopGetMain", "") { _ in .type("RunLoop.main") }
  }

  /// `CFRunLoopMode.commonModes`, `.defaultMode`: names only, as `RunLoop.Mode`'s.
  static let cfRunLoopMode = SimulatedType("CFRunLoopMode") { t in
    t.staticMembers { name in .string(name) }
  }
}
