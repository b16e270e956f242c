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
    // Its parameter is optional in the SDK (`(() -> Void)?`): nil clears the block.
    t.call("CATransaction.setCompletionBlock", "_", "trailing") { a throws(RunError) in
      a.run.currentTransaction.completion = try a.optionalClosure(0)
      return .void
    }
    t.call("CATransaction.setValue", "_:forKey") { a throws(RunError) in
      // "Arbitrary keyed-data" of the app's own, scoped to the transaction (Apple's reference).
      if let own = try ownKey(a, 1) {
        a.run.currentTransaction.values[own] = try a.value(0)
        return .void
      }
      let key = try transactionKey(a, 1)
      switch (key, try a.value(0)) {
      case (.disableActions, .string(let b)): a.run.currentTransaction.disableActions = b == "kCFBooleanTrue"
      case (.disableActions, .bool(let b)): a.run.currentTransaction.disableActions = b
      case (.disableActions, .number(let n)): a.run.currentTransaction.disableActions = n != 0
      case (.animationDuration, .number(let d)) where d.isFinite: a.run.currentTransaction.duration = d
      case (.animationTimingFunction, .timingFunction(let f)): a.run.currentTransaction.timingFunction = f
      case (.animationTimingFunction, .nil): a.run.currentTransaction.timingFunction = nil
      case (.completionBlock, .closure(let block)): a.run.currentTransaction.completion = block
      case (.completionBlock, .nil): a.run.currentTransaction.completion = nil
      case (_, let other): throw a.wrong(0, got: other, want: key.wants)
      }
      return .void
    }
    t.call("CATransaction.value", "forKey") { a throws(RunError) in
      // An own key is looked for from the innermost transaction out, as nested scopes are.
      if let own = try ownKey(a, 0) { return a.run.transactions.reversed().lazy.compactMap { $0.values[own] }.first ?? .nil }
      return try transactionKey(a, 0).value(in: a.run)
    }
    // `animationDuration()`, `disableActions()`, …: each key's own getter.
    for key in TransactionKey.allCases {
      t.call("CATransaction." + key.rawValue, "") { a in key.value(in: a.run) }
    }
  }
}

/// The keys of `CATransaction.setValue(_:forKey:)` and `value(forKey:)`: the SDK's
/// `kCATransaction…` constants, or the strings they stand for ("animationDuration", …), which
/// real code also passes.
private enum TransactionKey: String, CaseIterable {
  case animationDuration, animationTimingFunction, disableActions, completionBlock

  /// The SDK constant that names the key: `kCATransactionAnimationDuration` for "animationDuration".
  var constant: String { "kCATransaction" + rawValue.prefix(1).uppercased() + rawValue.dropFirst() }

  /// What the open transactions say for this key (UIKit's default where none sets it).
  func value(in run: Interpreter) -> Value {
    switch self {
    case .disableActions: .bool(run.actionsDisabled)
    case .animationDuration: .number(run.transactionAnimationDuration)
    case .animationTimingFunction: run.transactionTimingFunction.map(Value.timingFunction) ?? .nil
    case .completionBlock: run.currentTransaction.completion.map(Value.closure) ?? .nil
    }
  }

  /// What a value for this key must be, for the message that refuses another.
  var wants: String {
    switch self {
    case .animationDuration: "a finite number of seconds"
    case .animationTimingFunction: "a CAMediaTimingFunction or nil"
    case .disableActions: "true or false (or kCFBooleanTrue / kCFBooleanFalse)"
    case .completionBlock: "a closure or nil"
    }
  }
}

/// Argument `i` when it is a key of the app's own: a string that is neither a transaction key
/// nor spelt like one (`kCATransaction…` misspelt is refused, not kept).
private func ownKey(_ a: Arguments, _ i: Int) throws(RunError) -> String? {
  guard case .string(let name) = try a.value(i), !name.hasPrefix("kCATransaction"),
    !TransactionKey.allCases.contains(where: { name == $0.rawValue })
  else { return nil }
  return name
}

/// Reads argument `i` as a transaction key in either spelling.
private func transactionKey(_ a: Arguments, _ i: Int) throws(RunError) -> TransactionKey {
  let value = try a.value(i)
  guard case .string(let name) = value else { throw a.wrong(i, got: value, want: "a kCATransaction… key") }
  if let key = TransactionKey.allCases.first(where: { name == $0.rawValue || name == $0.constant }) { return key }
  let known = TransactionKey.allCases.map(\.constant).joined(separator: ", ")
  throw a.error(i, "a transaction has no key \"\(name)\"; its keys are \(known) (or their strings)")
}
