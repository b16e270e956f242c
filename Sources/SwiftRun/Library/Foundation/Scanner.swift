import SwiftSyntax

/// Foundation's `Scanner` as colour helpers use it (`Scanner(string: hex).scanHexInt64(&rgb)`):
/// a string and a place in it, in characters (`scanLocation`, `currentIndex`). Each scan first
/// skips whitespace and newlines (the default `charactersToBeSkipped`; setting it is kept and
/// ignored), then reads what it names and moves past it; a scan that finds nothing leaves the
/// place and the variable as they were and answers false (nil for the iOS 13 forms).
/// Hexadecimal scans take an optional `0x` or `0X` first, as Apple's documentation says; a
/// value past the type's largest is its largest.
extension Library {
  static let scanner: SimulatedType = SimulatedType("Scanner") { t in
    t.alias("NSScanner")
    for name in ["Scanner", "NSScanner"] {
      t.call(name, "string") { a throws(RunError) in
        .record(Record(type: scanner, fields: ["string": .string(try a.string(0)), "location": .number(0)]))
      }
    }
    let s = t.members { value -> Record? in
      if case .record(let r) = value, r.type === scanner { r } else { nil }
    }
    s.property("string", .string, get: { $0.fields["string"]?.asString })
    for name in ["scanLocation", "currentIndex"] {
      s.property(name, .number, sample: { .number(1) }, get: { $0.fields["location"]?.asNumber }) {
        r, x, assignment throws(RunError) in
        let count = Double(Self.characters(of: r).count)
        guard x >= 0, x <= count, x == x.rounded() else {
          throw assignment.error("the place \(Interpreter.text(of: x)) is outside the string's \(Int(count)) characters")
        }
        r.fields["location"] = .number(x)
      }
    }
    s.property("isAtEnd", .bool, get: { r in Self.skipSpaces(r) >= Self.characters(of: r).count })
    s.property(
      "charactersToBeSkipped", takes: "a character set", sample: { .string("whitespaces") },
      get: { r, _ in r.fields["skipped"] ?? .nil }
    ) { r, a in
      r.fields["skipped"] = a.value
    }
    s.property("caseSensitive", .bool, get: { Self.isCaseSensitive($0) }) { r, x, _ in
      r.fields["caseSensitive"] = .bool(x)
    }
    // Swift 4's forms write into a variable passed with & and answer whether they found one.
    for (name, largest) in [("scanHexInt32", Double(UInt32.max)), ("scanHexInt64", Double(UInt64.max))] {
      s.method(name, "_") { r, a throws(RunError) in
        guard let found = Self.scanNumber(r, hexadecimal: true, largest: largest) else { return .bool(false) }
        if a.shape.arguments[0].expression.is(InOutExprSyntax.self) { try a.writeBack(0, .number(found)) }
        return .bool(true)
      }
    }
    for name in ["scanInt", "scanInt32", "scanInt64"] {
      s.method(name, "_") { r, a throws(RunError) in
        guard let found = Self.scanNumber(r, hexadecimal: false, largest: Double(Int64.max)) else { return .bool(false) }
        if a.shape.arguments[0].expression.is(InOutExprSyntax.self) { try a.writeBack(0, .number(found)) }
        return .bool(true)
      }
    }
    // iOS 13's forms answer the number, or nil: `scanInt64(representation: .hexadecimal)`.
    for name in ["scanInt", "scanInt32", "scanInt64", "scanUInt64"] {
      s.method(name, "representation") { r, a throws(RunError) in
        let hexadecimal = try a.value(0).asString == "hexadecimal"
        return Self.scanNumber(r, hexadecimal: hexadecimal, largest: Double(UInt64.max)).map(Value.number) ?? .nil
      }
    }
    // `scanString("#", into: nil)` (Swift 4) and `scanString("#")` (iOS 13): past the text if
    // it comes next.
    s.method("scanString", "_:into", "_") { r, a throws(RunError) in
      let wanted = Array(try a.string(0))
      let characters = Self.characters(of: r)
      let start = Self.skipSpaces(r)
      let matches =
        start + wanted.count <= characters.count
        && zip(characters[start...], wanted).allSatisfy { pair in
          Self.isCaseSensitive(r) ? pair.0 == pair.1 : pair.0.lowercased() == pair.1.lowercased()
        }
      guard matches else { return a.signature == "_" ? .nil : .bool(false) }
      r.fields["location"] = .number(Double(start + wanted.count))
      if a.signature == "_" { return .string(String(characters[start..<start + wanted.count])) }
      if a.shape.arguments[1].expression.is(InOutExprSyntax.self) { try a.writeBack(1, .string(String(wanted))) }
      return .bool(true)
    }
  }

  private static func isCaseSensitive(_ r: Record) -> Bool {
    if case .bool(true)? = r.fields["caseSensitive"] { true } else { false }
  }

  private static func characters(of r: Record) -> [Character] { Array(r.fields["string"]?.asString ?? "") }

  /// The place after the whitespace and newlines from the scanner's place.
  private static func skipSpaces(_ r: Record) -> Int {
    let characters = characters(of: r)
    var i = Int(r.fields["location"]?.asNumber ?? 0)
    while i < characters.count, characters[i].isWhitespace || characters[i].isNewline { i += 1 }
    return i
  }

  /// The whole number written next (decimal with an optional sign, or hexadecimal with an
  /// optional 0x), moving past it; nil, the place unmoved, when none is.
  private static func scanNumber(_ r: Record, hexadecimal: Bool, largest: Double) -> Double? {
    let characters = characters(of: r)
    var i = skipSpaces(r)
    var negative = false
    if hexadecimal {
      if i + 1 < characters.count, characters[i] == "0", characters[i + 1] == "x" || characters[i + 1] == "X",
        i + 2 < characters.count, characters[i + 2].isHexDigit
      {
        i += 2
      }
    } else if i < characters.count, characters[i] == "-" || characters[i] == "+" {
      negative = characters[i] == "-"
      i += 1
    }
    let radix = hexadecimal ? 16.0 : 10.0
    var value = 0.0
    var digits = 0
    while i < characters.count, let digit = characters[i].hexDigitValue, hexadecimal || characters[i].isASCII && digit < 10 {
      value = min(largest, value * radix + Double(digit))
      digits += 1
      i += 1
    }
    guard digits > 0 else { return nil }
    r.fields["location"] = .number(Double(i))
    return negative ? -value : value
  }
}
