extension Library {
  /// `UUID()` (`NSUUID()`): a random version-4 identifier (RFC 4122: 122 random bits, the
  /// version nibble 4, the variant bits 10), drawn from the run's seeded generator, so the same
  /// file and seed make the same identifiers; `uuidString` is its 36 upper-case characters, as
  /// Foundation writes them. `UUID(uuidString:)` reads one back, nil when the text is not 8-4-4-4-12
  /// hexadecimal digits.
  static let uuid: SimulatedType = SimulatedType("UUID") { t in
    t.alias("NSUUID")
    for name in ["UUID", "NSUUID"] {
      t.call(name, "") { a in
        var digits = (0..<32).map { _ in Int(a.run.randomUnit() * 16) }
        digits[12] = 4
        digits[16] = 8 | (digits[16] & 3)
        return uuid(String(digits.map { String($0, radix: 16, uppercase: true) }.joined()))
      }
    }
    t.call("UUID", "uuidString") { a throws(RunError) in
      let text = try a.string(0)
      let groups = text.split(separator: "-", omittingEmptySubsequences: false)
      guard groups.map(\.count) == [8, 4, 4, 4, 12], groups.allSatisfy({ $0.allSatisfy(\.isHexDigit) }) else { return .nil }
      return uuid(groups.joined().uppercased())
    }
    let id = t.members { value -> Record? in
      if case .record(let r) = value, r.type === uuid { r } else { nil }
    }
    for name in ["uuidString", "description"] { id.property(name, .string, get: { $0.fields["uuidString"]?.asString }) }
  }

  /// An identifier from its 32 hexadecimal digits, written 8-4-4-4-12.
  private static func uuid(_ hex: String) -> Value {
    let digits = Array(hex)
    let text = [0..<8, 8..<12, 12..<16, 16..<20, 20..<32].map { String(digits[$0]) }.joined(separator: "-")
    return .record(Record(type: uuid, fields: ["uuidString": .string(text)]))
  }
}
