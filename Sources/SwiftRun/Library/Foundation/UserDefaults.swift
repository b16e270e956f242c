/// `UserDefaults.standard` as a fresh install has it: nothing saved before the run, so reads
/// give what the code registered or set in it, else the type's zero (`false`, `0`, nil).
/// Said once: on a device the app may have saved values in an earlier launch.
extension Library {
  static let userDefaults = SimulatedType("UserDefaults") { t in
    t.staticMember("standard") { _ in .type("UserDefaults.standard") }
    t.call("UserDefaults", "") { _ in .type("UserDefaults.standard") }
    let standard = "UserDefaults.standard."
    // The zero each reader gives for a key nothing set: false, 0, or nil.
    let zeros: [String: Double?] = [
      "bool": 0, "integer": 0, "double": 0, "float": 0, "string": nil, "object": nil, "array": nil, "dictionary": nil,
      "data": nil, "url": nil, "stringArray": nil,
    ]
    for (reader, zero) in zeros {
      t.call(standard + reader, "forKey") { a throws(RunError) in
        a.run.warn(
          "UserDefaults", "UserDefaults are read as a fresh install's: nothing saved by an earlier launch", at: a.call)
        if let set = a.run.userDefaults[try a.string(0)] { return set }
        guard let zero else { return .nil }
        return reader == "bool" ? .bool(zero != 0) : .number(zero)
      }
    }
    t.call(standard + "set", "_:forKey") { a throws(RunError) in
      a.run.userDefaults[try a.string(1)] = try a.value(0)
      return .void
    }
    t.call(standard + "removeObject", "forKey") { a throws(RunError) in
      a.run.userDefaults[try a.string(0)] = nil
      return .void
    }
    // Registered defaults answer for keys nothing has set.
    t.call(standard + "register", "defaults") { a throws(RunError) in
      guard case .dictionary(let entries) = try a.value(0) else { throw a.error(0, "takes a dictionary") }
      for entry in entries {
        guard case .string(let key) = entry.key else { continue }
        if a.run.userDefaults[key] == nil { a.run.userDefaults[key] = entry.value }
      }
      return .void
    }
    t.call(standard + "synchronize", "") { _ in .bool(true) }
  }

  /// `OperationQueue.main`: an operation added runs at the end of this turn, as a block sent
  /// to the main dispatch queue does.
  static let operationQueue = SimulatedType("OperationQueue") { t in
    t.staticMember("main") { _ in .type("OperationQueue.main") }
    t.call("OperationQueue.main.addOperation", "trailing", "_") { a throws(RunError) in
      a.run.schedule.add(at: a.run.now, .closure(try a.closure(0), arguments: []))
      return .void
    }
  }
}
