import Animation

extension Library {
  /// `CATransaction`: groups changes so that they animate implicitly together, with a
  /// duration, curve and completion of their own, or not at all.
  static let caTransaction = SimulatedType("CATransaction") { t in
    t.call("CATransaction.begin", "") { a in
      a.run.beginTransaction()
      return .void
    }
    t.call("CATransaction.commit", "") { a in
      a.run.commitTransaction()
      return .void
    }
    t.call("CATransaction.flush", "") { _ in .void }
    t.call("CATransaction.setDisableActions", "_") { a throws(RunError) in
      try a.run.setDisableActions(try a.value(0), at: a.place(0))
      return .void
    }
    t.call("CATransaction.setAnimationDuration", "_") { a throws(RunError) in
      a.run.currentTransaction.duration = try a.number(0)
      return .void
    }
    t.call("CATransaction.setAnimationTimingFunction", "_") { a throws(RunError) in
      switch try a.value(0) {
      case .timingFunction(let f): a.run.currentTransaction.timingFunction = f
      case .nil: a.run.currentTransaction.timingFunction = nil
      case let other: throw a.wrong(0, got: other, want: "a CAMediaTimingFunction")
      }
      return .void
    }
    t.call("CATransaction.setCompletionBlock", "_", "trailing") { a throws(RunError) in
      a.run.currentTransaction.completion = try a.closure(0)
      return .void
    }
    t.call("CATransaction.setValue", "_:forKey") { a throws(RunError) in
      // `setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)` and the other keys.
      let value = try a.value(0)
      switch (try a.value(1), value) {
      case (.string("kCATransactionDisableActions"), .string(let b)):
        a.run.currentTransaction.disableActions = b == "kCFBooleanTrue"
      case (.string("kCATransactionDisableActions"), .bool(let b)): a.run.currentTransaction.disableActions = b
      case (.string("kCATransactionAnimationDuration"), .number(let d)): a.run.currentTransaction.duration = d
      case (.string("kCATransactionAnimationTimingFunction"), .timingFunction(let f)):
        a.run.currentTransaction.timingFunction = f
      case (.string("kCATransactionCompletionBlock"), .closure(let block)): a.run.currentTransaction.completion = block
      case (let key, _): throw a.error(1, "the key \(key.kind) is not simulated by Wobble yet")
      }
      return .void
    }
  }
}
