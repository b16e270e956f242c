/// `DispatchGroup`: work counted in by `enter()` and out by `leave()`; the blocks given to
/// `notify(queue:execute:)` run on their queue once the count is back to zero (at once, the
/// end of this turn, when it already is). A `leave()` without its `enter()` is the crash
/// libdispatch raises; `wait()` with work still in would block the main queue the work needs,
/// and is refused.
extension Library {
  static let dispatchGroup: SimulatedType = SimulatedType("DispatchGroup") { t in
    t.call("DispatchGroup", "") { _ in
      .record(Record(type: dispatchGroup, fields: ["count": .number(0), "waiting": .array([])]))
    }
    let group = t.members { value -> Record? in
      if case .record(let r) = value, r.type === dispatchGroup { r } else { nil }
    }
    group.method("enter", "") { g, _ in
      g.fields["count"] = .number(count(g) + 1)
      return .void
    }
    group.method("leave", "") { g, a throws(RunError) in
      guard count(g) > 0 else {
        throw a.error("leave() without an enter(): libdispatch crashes (\"Unbalanced call to dispatch_group_leave()\")")
      }
      g.fields["count"] = .number(count(g) - 1)
      if count(g) == 0 { release(g, a.run) }
      return .void
    }
    group.method("notify", "queue:execute", "queue:trailing", "qos:flags:queue:execute") { g, a throws(RunError) in
      let queue = try a.value(a.count - 2)
      let block = try a.closure(a.count - 1)
      let entry = Value.tuple([queue, .closure(block)], labels: ["queue", "block"])
      if case .array(let waiting)? = g.fields["waiting"] { g.fields["waiting"] = .array(waiting + [entry]) }
      if count(g) == 0 { release(g, a.run) }
      return .void
    }
    group.method("wait", "") { g, a throws(RunError) in
      guard count(g) == 0 else {
        throw a.error(
          "wait() with work entered blocks the main queue until leave(), which work on the main queue can then never call")
      }
      return .void
    }
  }

  private static func count(_ g: Record) -> Double { if case .number(let n)? = g.fields["count"] { n } else { 0 } }

  /// The waiting blocks scheduled on their queues, now.
  private static func release(_ g: Record, _ run: Interpreter) {
    guard case .array(let waiting)? = g.fields["waiting"] else { return }
    g.fields["waiting"] = .array([])
    for entry in waiting {
      guard case .tuple(let parts, _) = entry, case .closure(let block) = parts[1] else { continue }
      run.schedule.add(at: run.now, onBackground(parts[0]) ? .backgroundClosure(block) : .closure(block, arguments: []))
    }
  }
}
