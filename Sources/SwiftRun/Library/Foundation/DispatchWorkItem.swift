/// `DispatchWorkItem`: a block to run later, or not — `cancel()` stops it from running, once
/// scheduled or before; `perform()` runs it now. Queues take it where they take a block.
extension Library {
  static let dispatchWorkItem: SimulatedType = SimulatedType("DispatchWorkItem") { t in
    t.call("DispatchWorkItem", "trailing", "block", "qos:flags:block", "flags:block", "qos:flags:trailing", "flags:trailing") {
      a throws(RunError) in
      .record(Record(type: dispatchWorkItem, fields: ["block": .closure(try a.closure(a.count - 1))]))
    }
    let item = t.members { value -> ClosureObject? in
      if case .record(let r) = value, r.type === dispatchWorkItem, case .closure(let block)? = r.fields["block"] {
        block
      } else {
        nil
      }
    }
    item.method("cancel", "") { block, _ in
      block.isCancelled = true
      return .void
    }
    item.property("isCancelled", .bool, get: { $0.isCancelled })
    item.method("perform", "") { block, a throws(RunError) in
      if !block.isCancelled { _ = try a.run.call(block, [], at: a.call) }
      return .void
    }
  }
}
