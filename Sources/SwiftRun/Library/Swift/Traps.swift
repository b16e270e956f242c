extension Library {
  /// Swift's traps: `fatalError`, `preconditionFailure` and `assertionFailure` stop the app where
  /// they are reached; `precondition` and `assert` when their condition is false (Xcode runs a
  /// debug build, where asserts are checked). Each stop is said with its place and message, as
  /// the crash it is on iOS.
  static let traps = SimulatedType("Swift.fatalError") { t in
    for name in ["fatalError", "preconditionFailure", "assertionFailure"] {
      t.callWithAnyLabels(name) { a throws(RunError) in
        throw a.run.error("the app stops here: \(name)(\(try message(a, at: 0))) is called, as it crashes on iOS", at: a.call)
      }
    }
    for name in ["precondition", "assert"] {
      t.callWithAnyLabels(name) { a throws(RunError) in
        guard try !a.bool(0) else { return .void }
        throw a.run.error("the app stops here: \(name) fails (\(try message(a, at: 1))), as it crashes on iOS", at: a.call)
      }
    }
  }

  /// A trap's message, quoted for a message (nothing when none is given).
  private static func message(_ a: Arguments, at i: Int) throws(RunError) -> String {
    guard i < a.count else { return "" }
    return "\"\(try a.string(i))\""
  }
}
