import SwiftSyntax
import Foundation

extension Value {
  var asString: String? { if case .string(let s) = self { s } else { nil } }
}

extension Library {
  /// `String`: made from numbers and formats, counted, tested, changed in case, replaced and
  /// split (`StringMethods.swift`, `StringFormat.swift`).
  static let string = SimulatedType("String") { t in
    t.call("String", "format") { a throws(RunError) in try format(a) }
    // `NSString(format: "%.0f", value)`: the same formatting (an NSString is a string here).
    t.callWithAnyLabels("NSString") { a throws(RunError) in
      if a.labels.first == "format", a.labels.dropFirst().allSatisfy({ $0 == "_" }) { return try format(a) }
      if a.signature == "string" || a.signature == "_" { return .string(try a.string(0)) }
      throw a.error("NSString(\(a.signature)) is not simulated by Wobble yet (format: and string: are)")
    }
    t.callWithAnyLabels("String") { a throws(RunError) in
      // `String(format: "%.0f", value)`: each conversion formatted alone, with the kind it takes.
      if a.labels.first == "format", a.labels.dropFirst().allSatisfy({ $0 == "_" }) { return try format(a) }
      switch a.signature {
      case "repeating:count":
        let piece = try a.string(0)
        let count = try a.number(1)
        guard count >= 0, count == count.rounded(), Double(piece.count) * count <= 100_000 else {
          throw a.error(1, "String(repeating:count:) makes at most 100000 characters")
        }
        return .string(String(repeating: piece, count: Int(count)))
      case "_", "describing":
        switch try a.value(0) {
        case .number(let x):
          let kind = a.shape.arguments.first.flatMap { a.run.numberKind(of: $0.expression) }
          return .string((kind ?? .integer).text(x))
        case .string(let s): return .string(s)
        case .bool(let b): return .string(String(b))
        case let other: throw a.wrong(0, got: other, want: "a number, a string or a Boolean")
        }
      default: throw a.error("is not simulated by Wobble yet")
      }
    }
    let string = t.members { $0.asString }
    for name in ["count", "isEmpty", "first", "last", "length"] {
      string.property(name, takes: "", get: { s, _ in Interpreter.stringMember(s, name) })
    }
    // Foundation's `capitalized` is a property (each word's first letter upper case).
    string.property("capitalized", takes: "a string", get: { s, _ in .string(s.capitalized) })
    // `prefix(_:)`, `suffix(_:)`, `dropFirst(_:)`, `dropLast(_:)` (1 when no count is given for
    // the drops): the characters as a string (Swift's `Substring` reads the same).
    for name in Library.sliceMethods {
      string.method(name, "", "_") { s, a throws(RunError) in .string(String(try Library.slice(s, name, a))) }
    }
    // Swift seeds `hashValue` anew in each process; here it is the same in every run (FNV-1a
    // of the UTF-8, kept to 53 bits so that it stays exact as a number): equal strings, equal
    // hashes, as code that uses it for keys needs.
    string.property("hashValue", takes: "a number") { s, _ in
      var hash: UInt64 = 0xcbf2_9ce4_8422_2325
      for byte in s.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
      return .number(Double(hash & ((1 << 53) - 1)))
    }
    for name in [
      "uppercased", "lowercased", "hasPrefix", "hasSuffix", "contains", "replacingOccurrences", "split",
      "components", "trimmingCharacters", "range",
    ] {
      string.method(name) { s, a throws(RunError) in
        guard let result = try a.run.stringMethod(s, name, a.signature, { i throws(RunError) in try a.value(i) }, at: a.call)
        else { throw a.error("is not simulated by Wobble yet") }
        return result
      }
    }
    // Foundation's `appending(_:)` (NSString's `stringByAppendingString:`): the two joined.
    string.method("appending", "_") { s, a throws(RunError) in
      guard case .string(let more) = try a.value(0) else { throw a.wrong(0, got: try a.value(0), want: "a string") }
      return .string(s + more)
    }
    // Foundation's `enumerateLines(invoking:)`: the body gets each line without its terminator
    // (\n, \r, \r\n, U+0085, U+2028, U+2029), and a `stop` flag the body's setting of which
    // Wobble does not read back — a body that sets it is refused rather than run on.
    string.method("enumerateLines", "_", "trailing", "invoking") { s, a throws(RunError) in
      let body = try a.closure(0)
      if case .closure(let syntax) = body.code, let stop = Self.secondParameterName(of: syntax),
        syntax.statements.description.range(of: "\\b\(stop)\\s*=[^=]", options: .regularExpression) != nil
      {
        throw a.error(0, "stopping enumerateLines early (setting `\(stop)`) is not simulated by Wobble yet")
      }
      for line in Self.lines(of: s) { _ = try a.run.call(body, [.string(line), .bool(false)], at: a.call) }
      return .void
    }
    // Drawn into the current context (`NSString+Drawing.swift`).
    string.method("draw", "at:withAttributes", "in:withAttributes") { s, a throws(RunError) in try drawString(s, a) }
    string.method("size", "withAttributes", "attributes") { s, a throws(RunError) in
      if a.signature == "attributes" {
        a.run.warn("size(attributes:)", "size(attributes:) is Swift 3's size(withAttributes:)", at: a.call)
      }
      let text = AttributedText(string: s)
      try text.add(a.value(0), over: 0..<text.length, replacing: false, a, 0)
      return measuredSize(text)
    }
    string.method("boundingRect", "with:options:attributes:context") { s, a throws(RunError) in
      let text = AttributedText(string: s)
      try text.add(a.value(2), over: 0..<text.length, replacing: false, a, 2)
      return try boundingRect(text, a, optionsAt: 1)
    }
    // A string is a collection of characters (each a one-character string here).
    for name in ["map", "compactMap", "flatMap", "filter", "forEach"] {
      string.method(name, "_", "trailing") { s, a throws(RunError) in
        let result = try transform(s.map { .string(String($0)) }, name, a)
        // `filter` of a string is a string.
        if name == "filter", case .array(let kept) = result { return .string(kept.compactMap(\.asString).joined()) }
        return result
      }
    }
    // `for (i, c) in text.enumerated()`: offsets and characters (Swift 2's `enumerate()` of
    // `characters` through `Swift2Renames`).
    string.method("enumerated", "") { s, _ in
      .array(
        s.enumerated().map { .tuple([.number(Double($0.offset)), .string(String($0.element))], labels: ["offset", "element"]) })
    }
    // String.Index as the character offset it stands for (`s[s.index(s.startIndex, offsetBy: 2)]`).
    // UTF-16 code units (`Array(s.utf16)`, Core Text's `UniChar`s) and UTF-8 bytes, as numbers.
    string.property("utf16", takes: "", get: { s, _ in .array(s.utf16.map { .number(Double($0)) }) })
    string.property("utf8", takes: "", get: { s, _ in .array(s.utf8.map { .number(Double($0)) }) })
    string.property("startIndex", .number, get: { _ in 0 })
    string.property("endIndex", .number, get: { Double($0.count) })
    string.method("index", indexSignatures) { s, a throws(RunError) in
      try steppedIndex(a, count: s.count, of: "the string's \(s.count) characters")
    }
    // Swift 3's `s.substring(from: i)` and `substring(to:)` (Swift 4 slices: `s[i...]`, `s[..<i]`).
    string.method("substring", "from", "to") { s, a throws(RunError) in
      let i = try a.number(0)
      guard i >= 0, i <= Double(s.count), i == i.rounded() else {
        throw a.error("the index \(Interpreter.text(of: i)) is outside the string's \(s.count) characters")
      }
      a.run.warn(
        "substring", "String.substring(\(a.signature):) is Swift 3's: Swift 4 slices the string (s[i...], s[..<i])",
        at: a.call)
      return .string(String(a.signature == "from" ? s.dropFirst(Int(i)) : s.prefix(Int(i))))
    }
    // NSString's `substring(with:)` of an `NSRange` of UTF-16 units (a regular expression's match).
    string.method("substring", "with") { s, a throws(RunError) in
      guard case .tuple(let parts, let labels) = try a.value(0), labels == ["location", "length"],
        case .number(let location) = parts[0], case .number(let length) = parts[1]
      else { throw a.error(0, "want an NSRange") }
      let units = Array(s.utf16)
      guard location >= 0, length >= 0, location + length <= Double(units.count) else {
        throw a.error(0, "the range runs past the string's \(units.count) UTF-16 units: Foundation raises here")
      }
      return .string(String(decoding: units[Int(location)..<Int(location + length)], as: UTF16.self))
    }
    t.options("CharacterSet")
  }

  /// The lines of `s` as Foundation's `enumerateLines` gives them: split at \n, \r, \r\n,
  /// U+0085, U+2028 and U+2029, without the terminators; no line after a final terminator.
  static func lines(of s: String) -> [String] {
    var lines: [String] = []
    var current = ""
    var pending = false
    for c in s {
      if c == "\n" || c == "\r" || c == "\r\n" || c == "\u{85}" || c == "\u{2028}" || c == "\u{2029}" {
        lines.append(current)
        (current, pending) = ("", false)
      } else {
        current.append(c)
        pending = true
      }
    }
    if pending { lines.append(current) }
    return lines
  }

  /// The name a closure gives its second parameter, nil when it has none or it is `_`.
  static func secondParameterName(of closure: ClosureExprSyntax) -> String? {
    guard let parameters = closure.signature?.parameterClause else { return nil }
    let names: [String]
    switch parameters {
    case .simpleInput(let list): names = list.map(\.name.text)
    case .parameterClause(let clause): names = clause.parameters.map { ($0.secondName ?? $0.firstName).text }
    }
    guard names.count > 1, names[1] != "_" else { return nil }
    return names[1]
  }

  private static func format(_ a: Arguments) throws(RunError) -> Value {
    let format = try a.string(0)
    var values: [Value] = []
    for i in 1..<a.count { values.append(try a.value(i)) }
    return .string(try a.run.formatted(format, values, at: a.call))
  }
}
