/// A value of one of the SDK's option sets whose bits Wobble knows (`UIControl.State`,
/// `UIControl.Event`), as the SDK gives it back (`control.state`) or as code names it with its
/// type (`UIControl.State.normal`, `UIControl.State(rawValue: 5)`): the set of its members'
/// names, the empty set being the type's zero member (`.normal` is `[]`, as in UIKit, where
/// `UIControl.State.normal == UIControl.State()`). A bare `.highlighted` or `[.a, .b]` stays a
/// name or a list of names; it is read into a set where one is compared or combined with.
struct OptionSetValue: Equatable, Sendable {
  /// The type's name as Swift 4.2 spells it (`UIControl.State`).
  let type: String
  /// Its members with a bit of their own (never the zero member).
  let names: Set<String>

  /// The members' bits, by name, of `type`.
  var bits: [String: UInt64] { Library.optionSetBits[type] ?? [:] }

  /// UIKit's `rawValue`: the members' bits or'd together.
  var rawValue: UInt64 { names.reduce(0) { $0 | (bits[$1] ?? 0) } }

  /// The set `value` names — a name (`.highlighted`), a list of names, or a set already —
  /// of `type`: its zero member (`.normal`) adds nothing; a name the type has not is nil.
  init?(type: String, _ value: Value) {
    let bits = Library.optionSetBits[type] ?? [:]
    if case .optionSet(let set) = value {
      self = set
      return
    }
    guard let list = Interpreter.optionList(value) else { return nil }
    var names: Set<String> = []
    for name in Value.array(list).optionNames {
      guard let bit = bits[name] else { return nil }
      if bit != 0 { names.insert(name) }
    }
    (self.type, self.names) = (type, names)
  }

  init(type: String, names: Set<String>) {
    (self.type, self.names) = (type, names)
  }

  /// The members whose bits `raw` holds, each bit named once by its first member (a member
  /// of several bits, `.application`, when all its bits are set); nil when `raw` holds a bit
  /// no member has.
  init?(type: String, raw: UInt64) {
    let bits = Library.optionSetBits[type] ?? [:]
    var names: Set<String> = []
    var covered: UInt64 = 0
    for (name, bit) in bits.sorted(by: { $0.value < $1.value }) where bit != 0 && raw & bit == bit && covered & bit != bit {
      names.insert(name)
      covered |= bit
    }
    guard covered == raw else { return nil }
    (self.type, self.names) = (type, names)
  }
}

extension Library {
  /// Each option set's members and their bits (from UIKit's headers), by the type's name.
  static let optionSetBits: [String: [String: UInt64]] = {
    var table: [String: [String: UInt64]] = [:]
    for type in all { table.merge(type.optionSetBits) { _, new in new } }
    return table
  }()

  /// The option-set type `name` spells, as Swift 4.2 names it (`UIControlState` is
  /// `UIControl.State`), when Wobble knows its bits.
  static func optionSetType(_ name: String) -> String? {
    let modern = nestedSince42[name] ?? name
    return optionSetBits[modern] != nil ? modern : nil
  }

  /// The members of an option-set value: Swift's `SetAlgebra` as `OptionSet` has it.
  static let optionSet = SimulatedType("OptionSet") { t in
    let set = t.members { if case .optionSet(let s) = $0 { s } else { nil } }
    /// The argument `i` read as a set of the receiver's type (`.highlighted`, `[.a, .b]`).
    @Sendable func other(_ s: OptionSetValue, _ a: Arguments, _ i: Int) throws(RunError) -> OptionSetValue {
      let value = try a.value(i)
      guard let o = OptionSetValue(type: s.type, value) else { throw a.wrong(i, got: value, want: "a \(s.type)") }
      return o
    }
    set.property("rawValue", takes: "a number", get: { s, _ in .number(Double(s.rawValue)) })
    set.property("isEmpty", takes: "true or false", get: { s, _ in .bool(s.names.isEmpty) })
    set.method("contains", "_") { s, a throws(RunError) in .bool(try other(s, a, 0).names.isSubset(of: s.names)) }
    let algebra: [(String, @Sendable (Set<String>, Set<String>) -> Set<String>)] = [
      ("union", { $0.union($1) }), ("intersection", { $0.intersection($1) }), ("subtracting", { $0.subtracting($1) }),
      ("symmetricDifference", { $0.symmetricDifference($1) }),
    ]
    for (name, combine) in algebra {
      set.method(name, "_") { s, a throws(RunError) in
        .optionSet(OptionSetValue(type: s.type, names: combine(s.names, try other(s, a, 0).names)))
      }
    }
    let tests: [(String, String, @Sendable (Set<String>, Set<String>) -> Bool)] = [
      ("isSubset", "of", { $0.isSubset(of: $1) }), ("isSuperset", "of", { $0.isSuperset(of: $1) }),
      ("isStrictSubset", "of", { $0.isStrictSubset(of: $1) }), ("isStrictSuperset", "of", { $0.isStrictSuperset(of: $1) }),
      ("isDisjoint", "with", { $0.isDisjoint(with: $1) }),
    ]
    for (name, label, test) in tests {
      set.method(name, label) { s, a throws(RunError) in .bool(test(s.names, try other(s, a, 0).names)) }
    }
  }

  /// The new value of an option set after one of `SetAlgebra`'s mutating methods and what the
  /// call returns (`insert` gives `(inserted:memberAfterInsert:)`, `remove` the member or nil),
  /// or nil when `method` is not one.
  static func mutated(_ s: OptionSetValue, _ method: String, _ a: Arguments) throws(RunError) -> (Value, returns: Value)? {
    guard ["insert", "remove", "update", "formUnion", "formIntersection", "subtract", "formSymmetricDifference"].contains(method)
    else { return nil }
    let value = try a.value(0)
    guard let o = OptionSetValue(type: s.type, value) else { throw a.wrong(0, got: value, want: "a \(s.type)") }
    func made(_ names: Set<String>) -> Value { .optionSet(OptionSetValue(type: s.type, names: names)) }
    switch method {
    case "insert":
      let inserted = !o.names.isSubset(of: s.names)
      return (made(s.names.union(o.names)), .tuple([.bool(inserted), .optionSet(o)], labels: ["inserted", "memberAfterInsert"]))
    case "remove":
      let removed = s.names.intersection(o.names)
      return (made(s.names.subtracting(o.names)), removed.isEmpty ? .nil : made(removed))
    case "update": return (made(s.names.union(o.names)), s.names.isSuperset(of: o.names) ? .optionSet(o) : .nil)
    case "formUnion": return (made(s.names.union(o.names)), .void)
    case "formIntersection": return (made(s.names.intersection(o.names)), .void)
    case "subtract": return (made(s.names.subtracting(o.names)), .void)
    default: return (made(s.names.symmetricDifference(o.names)), .void)
    }
  }
}
