import SwiftSyntax

/// A closure of the program: its body and the scopes it captured (by reference to the
/// top-level scope, by value for the rest, which is what a closure sees of `let`s).
final class ClosureObject {
  /// What runs: a closure expression, or a function declared inside a function's body (Swift's
  /// local function, which captures the enclosing function's parameters and locals as a
  /// closure does).
  enum Code {
    case closure(ClosureExprSyntax)
    case function(FunctionDeclSyntax)
  }
  let code: Code
  /// The top level (index 0, which stands for the shared one) and the locals visible where the
  /// closure was made: what it reads and changes once the function that made it has returned.
  /// Their variables are in cells (`Bindings.share`) shared with that function and with every
  /// other closure that captured them, as Swift keeps one captured variable alive for all.
  var captured: [Bindings]
  /// `self` where the closure was made.
  let me: Value?
  /// Set by `DispatchWorkItem.cancel()`: the block, scheduled or not, no longer runs.
  var isCancelled = false
  /// The call frame that made it and where that frame's scopes start: while the frame is still
  /// running, the closure reads and changes its variables themselves, as Swift's captures do.
  let definingFrame: Int
  let definingBase: Int
  /// Whether its body reads `$1` (so one tuple given to it is taken apart), found once.
  lazy var readsSecondShorthand: Bool = {
    guard case .closure(let syntax) = code else { return false }
    return syntax.statements.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .dollarIdentifier("$1") }
  }()

  init(syntax: ClosureExprSyntax, captured: [Bindings], me: Value?, definingFrame: Int, definingBase: Int) {
    self.code = .closure(syntax)
    self.captured = captured
    self.me = me
    self.definingFrame = definingFrame
    self.definingBase = definingBase
  }

  init(function: FunctionDeclSyntax, captured: [Bindings], me: Value?, definingFrame: Int, definingBase: Int) {
    self.code = .function(function)
    self.captured = captured
    self.me = me
    self.definingFrame = definingFrame
    self.definingBase = definingBase
  }

  /// Where it is written, for messages.
  var syntax: Syntax {
    switch code {
    case .closure(let closure): Syntax(closure)
    case .function(let function): Syntax(function)
    }
  }
}

/// Simulated time: the setup code runs at 0, then what it scheduled — `asyncAfter` blocks,
/// timers, display-link ticks, completions — runs in time order up to the frame's time.
struct Schedule {
  struct Event {
    var time: Double
    /// Order among events at the same time: the order they were scheduled in.
    var order: Int
    var action: Action
  }

  enum Action {
    case closure(ClosureObject, arguments: [Value])
    /// A block sent to a background queue (`DispatchQueue.global`): run as the main queue's are,
    /// known as background work while it runs.
    case backgroundClosure(ClosureObject)
    /// A background block paused by `Thread.sleep` going on at the end of its pause.
    case resumeBackground(BackgroundWork)
    /// A timer: calls its action, then, when it repeats and was not invalidated, itself again
    /// its interval later.
    case timer(TimerObject)
    /// A display link's callback on display frame `tick` (1-based), due at `tick · interval`:
    /// calls the link's method on its target (unless paused; never again once invalidated). It
    /// runs once the frame time is within half an interval of it, so a frame at t has seen
    /// round(t / interval) callbacks, as the engine's `DisplayLink` counts.
    case displayLink(DisplayLinkObject, interval: Double, tick: Int)
    /// A `UIDynamicAnimator`'s display frame `tick`: its world stepped to the frame's time.
    case dynamics(DynamicsObject, tick: Int)
    /// A property animator's end, for the run (start or resume) that scheduled it.
    case animatorEnded(PropertyAnimatorObject, run: Int)
    /// A display pass and nothing else: a layer asked to draw again in the turn it drew in
    /// (`setNeedsDisplay()` inside its own `draw(_:)`) draws at the next display frame, as Core
    /// Animation draws a layer once per commit.
    case redisplay
    /// A person's tap on a control (`set tap.Start 1.5`), with its setting's key: its targets
    /// for a tap run.
    case touch(ViewObject, key: String)
    /// A step of a person's drag on a slider (`set slide.slider 0.75`): the thumb at `value`,
    /// the finger landing on the first step and lifting on the last.
    case slide(ViewObject, value: Double, step: Interpreter.SlideStep)
    /// An animation's delegate is told it started or stopped.
    case animationStarted(Interpreter.DelegatedAnimation)
    case animationStopped(Interpreter.DelegatedAnimation, finished: Bool)
  }

  var events: [Event] = []
  var count = 0

  mutating func add(at time: Double, _ action: Action) {
    count += 1
    events.append(Event(time: time, order: count, action: action))
  }

  /// The next event at or before `limit`, earliest first.
  mutating func next(upTo limit: Double) -> Event? {
    guard let i = events.indices.min(by: { (events[$0].time, events[$0].order) < (events[$1].time, events[$1].order) }),
      events[i].time <= limit
    else { return nil }
    return events.remove(at: i)
  }
}

extension Interpreter {
  /// Calls a closure with `arguments` bound to its parameters (or `$0`, `$1`, …).
  /// Calls a closure with `arguments` in order, or, for a local function, labelled `labels` as
  /// a call names them (nil: in the parameters' order, as when it is passed as a value).
  func call(
    _ closure: ClosureObject, _ arguments: [Value], labels: [String]? = nil, at node: some SyntaxProtocol
  ) throws(RunError) -> Value {
    depth += 1
    defer { depth -= 1 }
    if depth > Self.depthLimit { throw error("calls nested more than \(Self.depthLimit) deep", at: node) }
    var scope: Bindings = [:]
    switch closure.code {
    case .closure(let syntax):
      var names: [String] = []
      if let parameters = syntax.signature?.parameterClause {
        switch parameters {
        case .simpleInput(let list): names = list.map(\.name.text)
        case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
        }
      }
      var given = arguments
      // One tuple to a closure of several parameters (`enumerated().forEach { $1.x = $0 }`,
      // `{ (i, x) in … }`): Swift splats it.
      if given.count == 1, case .tuple(let items, _) = given[0], items.count > 1,
        names.count > 1 || (names.isEmpty && closure.readsSecondShorthand)
      {
        given = items
      }
      for (i, value) in given.enumerated() {
        scope["$\(i)"] = value
        if i < names.count { scope[names[i]] = value }
      }
    case .function(let function):
      let parameters = function.signature.parameterClause.parameters
      var arranged = [Value?](repeating: nil, count: parameters.count)
      if let labels {
        guard let slots = code.parameterShape(parameters).slots(for: labels) else {
          throw error("the call's arguments (\(labels.map { $0 + ":" }.joined())) do not fit its parameters", at: node)
        }
        for (slot, value) in zip(slots, arguments) { arranged[slot] = value }
      } else {
        for (i, value) in arguments.enumerated() where i < arranged.count { arranged[i] = value }
      }
      scope = try parameterScope(parameters, values: arranged, at: node)
    }
    // The captured locals: the defining frame's own scopes while it runs (read now, written back
    // after), else the closure's kept copies.
    let locals = closure.captured.count - 1
    let live =
      locals > 0 && scopes.count >= closure.definingBase + locals && liveFrames.contains(closure.definingFrame)
    let frame = enterFrame()
    if live {
      // The defining frame's variables bound since the closure was made are shared too, so a
      // closure this one makes shares them with the frame.
      for k in closure.definingBase..<(closure.definingBase + locals) { scopes[k].share() }
      scopes += scopes[closure.definingBase..<(closure.definingBase + locals)]
    } else {
      scopes += closure.captured.dropFirst()
    }
    scopes.append(scope)
    defer {
      let changed = locals > 0 ? Array(scopes[frame.count..<(frame.count + locals)]) : []
      leave(frame)
      if live {
        for (k, copy) in changed.enumerated() {
          for (name, value) in copy where scopes[closure.definingBase + k][name] != nil {
            scopes[closure.definingBase + k][name] = value
          }
        }
      } else if locals > 0 {
        closure.captured.replaceSubrange(1..., with: changed)
      }
    }
    if let me = closure.me { selves.append(me) }
    defer { if closure.me != nil { selves.removeLast() } }
    let statements: CodeBlockItemListSyntax
    switch closure.code {
    case .closure(let syntax): statements = syntax.statements
    case .function(let function):
      guard let body = function.body else { return .void }
      statements = body.statements
    }
    // A single expression is the closure's value.
    var result = Value.void
    if statements.count == 1, case .expr(let expr) = statements.first!.item {
      result = try evaluate(expr)
    } else if case .returned(let value) = try execute(statements) {
      result = value
    }
    // `-> (x: CGFloat, y: CGFloat)` returning `(a, b)`: the type's labels (read for a tuple only).
    guard case .tuple = result else { return result }
    switch closure.code {
    case .closure(let syntax): return result.labelled(as: syntax.signature?.returnClause?.type)
    case .function(let function): return result.labelled(as: function.signature.returnClause?.type)
    }
  }

  /// Runs what was scheduled, in time order, up to `time` seconds.
  func advance(to time: Double) throws(RunError) {
    var rounds = 0
    while true {
      // The previous turn has committed: its controllers hear that they appeared, then its
      // tap's new controls are keyed.
      try finishAppearances()
      keyControlsMadeByTouch()
      guard let event = schedule.next(upTo: time) else { break }
      rounds += 1
      if rounds > Self.loopLimit {
        let message =
          "more than \(Self.loopLimit) scheduled calls before \(time) s: code that schedules itself again without time passing"
        // Said at the code scheduled last, when it is a closure (`asyncAfter`, a block).
        switch event.action {
        case .closure(let closure, _), .backgroundClosure(let closure): throw error(message, at: closure.syntax)
        default: throw RunError(file: file, message: message)
        }
      }
      now = event.time
      if isInterrupted() { throw RunError.interrupted }
      // Each scheduled call has the whole step budget: a long simulation is many short
      // calls, a runaway one is one call that never ends.
      steps = 0
      beginTurn()
      defer { endTurn() }
      switch event.action {
      case .closure(let closure, let arguments):
        guard !closure.isCancelled else { continue }
        _ = try call(closure, arguments, at: closure.syntax)
      case .backgroundClosure(let closure):
        try runInBackground(closure)
      case .resumeBackground(let work):
        lastRecurringCall = now
        try resumeBackground(work)
      case .timer(let timer):
        guard !timer.invalidated else { continue }
        if timer.repeats { lastRecurringCall = now }
        try fire(timer)
        if timer.repeats, !timer.invalidated { schedule.add(at: event.time + timer.interval, .timer(timer)) }
      case .dynamics(let animator, let tick):
        lastRecurringCall = now
        try stepDynamics(animator, tick: tick)
      case .redisplay:
        lastRecurringCall = now
      case .animatorEnded(let animator, let run):
        try animatorEnded(animator, run: run)
      case .touch(let control, let key):
        try tap(control)
        touchedKey = key
      case .slide(let slider, let value, let step):
        try slide(slider, to: value, step)
      case .animationStarted(let entry):
        try tell(entry, started: true, finished: false)
      case .animationStopped(let entry, let finished):
        try tell(entry, started: false, finished: finished)
      case .displayLink(let link, let interval, let tick):
        link.frameScheduled = false
        guard !link.invalidated, link.inRunLoop, let target = link.target else { continue }
        now = Double(tick) * interval
        lastRecurringCall = now
        let method = link.method
        // Every k-th display frame for a lower preferred rate (its duration stays the display's).
        let every =
          link.preferredFramesPerSecond > 0
          ? max(1, Int((1 / interval / link.preferredFramesPerSecond).rounded())) : link.frameInterval
        if link.function == nil { link.function = displayLinkMethod(target, method) }
        if !link.isPaused, let function = link.function! {
          (link.timestamp, link.duration) = (now, interval)
          let args: [Value] = function.signature.parameterClause.parameters.isEmpty ? [] : [.displayLinkTick(interval, link)]
          _ = try invoke(
            function.signature.parameterClause.parameters, function.body, values: args, on: .instance(target), at: function)
        }
        schedule.add(
          at: (Double(tick + every) - 0.5) * interval, .displayLink(link, interval: interval, tick: tick + every))
        link.frameScheduled = true
      }
      // The layout pass of the turn, before its transaction commits (`setNeedsLayout()`).
      try layOutRequested()
      try display()
    }
    now = time
  }
}

extension Interpreter {
  /// The method a display link's selector names on `target` (`tick(_:)`, `tick()`, or one
  /// argument under any label); the link keeps it after its first tick.
  func displayLinkMethod(_ target: Instance, _ method: String) -> FunctionDeclSyntax? {
    target.method(method, labels: ["_"]) ?? target.method(method, labels: []) ?? target.anyMethod(method, parameters: 1)
  }
}

extension Interpreter {
  /// Calls a timer's action now (its block given the timer, or its target's method); a timer
  /// that does not repeat is invalidated after, as Foundation's is.
  func fire(_ timer: TimerObject) throws(RunError) {
    switch timer.action {
    case .none: break
    case .block(let closure):
      _ = try call(closure, timer.isDispatchSource ? [] : [.timer(timer)], at: closure.syntax)
    case .method(let target, let method):
      guard
        let function = target.chain.lazy.compactMap({ $0.method(method, parameters: 0) ?? $0.method(method, parameters: 1) })
          .first
      else { throw RunError(file: file, message: "\(target.className) has no method \(method) for its timer") }
      let parameters = function.signature.parameterClause.parameters
      _ = try invoke(
        parameters, function.body, values: parameters.isEmpty ? [] : [.timer(timer)], on: .instance(target), at: function)
    }
    if !timer.repeats { timer.invalidated = true }
  }

  /// Puts a timer on the run loop: it first fires its interval from now.
  func schedule(_ timer: TimerObject) {
    guard !timer.scheduled, !timer.invalidated else { return }
    timer.scheduled = true
    schedule.add(at: now + timer.interval, .timer(timer))
  }
}
