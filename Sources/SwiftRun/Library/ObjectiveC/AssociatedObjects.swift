import SwiftSyntax

extension Library {
  /// The Objective-C runtime's associated objects, how an extension gives an SDK class stored
  /// properties (`objc_setAssociatedObject(self, &key, value, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)`):
  /// a value kept per object and key, read back by `objc_getAssociatedObject`, nil when never set
  /// or set to nil. The key is the address passed: the variable written after `&`, or the number
  /// an `UnsafeRawPointer(bitPattern:)` made. The policy (retain, copy, atomic) changes nothing a
  /// preview shows and is not read.
  static let associatedObjects = SimulatedType("objc_AssociatedObjects") { t in
    t.call("objc_setAssociatedObject", "_:_:_:_") { a throws(RunError) in
      let object = try a.value(0)
      guard let id = object.identity else { throw a.wrong(0, got: object, want: "an object") }
      let key = try associationKey(a, 1)
      let value = try a.value(2)
      if case .nil = value { a.run.kept[id]?[key] = nil } else { a.run.kept[id, default: [:]][key] = value }
      return .void
    }
    t.call("objc_getAssociatedObject", "_:_") { a throws(RunError) in
      let object = try a.value(0)
      guard object.identity != nil else { throw a.wrong(0, got: object, want: "an object") }
      return a.run.kept(object, try associationKey(a, 1)) ?? .nil
    }
    t.call("objc_removeAssociatedObjects", "_") { a throws(RunError) in
      let object = try a.value(0)
      if let id = object.identity { a.run.kept[id] = a.run.kept[id]?.filter { !$0.key.hasPrefix("associated ") } }
      return .void
    }
    // `UnsafeRawPointer(bitPattern: "glowKey".hashValue)!`: an address that is only compared, nil for 0.
    for pointer in ["UnsafeRawPointer", "UnsafeMutableRawPointer"] {
      t.call(pointer, "bitPattern") { a throws(RunError) in
        let bits = try a.number(0)
        return bits == 0 ? .nil : .number(bits)
      }
    }
  }

  /// The key of argument `i`: `&name` is the variable (its spelling), a number the address.
  private static func associationKey(_ a: Arguments, _ i: Int) throws(RunError) -> String {
    if i < a.shape.arguments.count, let variable = a.shape.arguments[i].expression.as(InOutExprSyntax.self) {
      return "associated &" + variable.expression.trimmedDescription
    }
    switch try a.value(i) {
    case .number(let address): return "associated \(address)"
    case .string(let text): return "associated \"\(text)\""
    case let other: throw a.wrong(i, got: other, want: "a key: a variable passed with &, or a pointer")
    }
  }
}
