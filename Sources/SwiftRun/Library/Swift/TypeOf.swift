extension Library {
  /// `type(of:)`: the dynamic type of a value, for its static members (`type(of: self).poses`,
  /// a class property an override answers for its subclass); `Void()`, the value of the empty type.
  static let typeOf = SimulatedType("Swift.type(of:)") { t in
    // `Void()`: the empty tuple, `()`.
    t.call("Void", "") { _ in .void }
    t.call("type", "of") { a throws(RunError) in
      let value = try a.value(0)
      switch value {
      case .instance(let instance): return .type(instance.type.name)
      case .enumCase(let value): return .type(value.type.name)
      default:
        guard let type = Library.type(of: value) else {
          throw a.error(0, "the type of \(value.kind) is not simulated by Wobble yet")
        }
        return .type(type.name)
      }
    }
  }
}
