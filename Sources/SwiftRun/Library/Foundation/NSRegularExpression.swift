import Foundation

extension Library {
  /// `NSRegularExpression` (ICU's pattern syntax, as Foundation compiles it here too) and the
  /// `NSTextCheckingResult`s its matches are: `numberOfMatches`, `matches`, `firstMatch`,
  /// `rangeOfFirstMatch` and `stringByReplacingMatches(…withTemplate:)`, over `NSRange`s of
  /// UTF-16 units; a result's `range`, `range(at:)` (Swift 3's `rangeAt(_:)`) and
  /// `numberOfRanges`. Matching options other than none are refused by name.
  static let nsRegularExpression: SimulatedType = SimulatedType("NSRegularExpression") { t in
    t.options("NSRegularExpression.Options", "NSRegularExpression.MatchingOptions")
    t.call("NSRegularExpression", "pattern", "pattern:options") { a throws(RunError) in
      let pattern = try a.string(0)
      var options: Foundation.NSRegularExpression.Options = []
      for name in (a.signature == "pattern" ? [] : try a.value(1).optionNames) {
        guard let option = regexOptions[name] else {
          throw a.error(1, "the option .\(name) is not one of NSRegularExpression.Options")
        }
        options.insert(option)
      }
      do {
        _ = try Foundation.NSRegularExpression(pattern: pattern, options: options)
      } catch {
        throw a.error(0, "\"\(pattern)\" is no pattern NSRegularExpression compiles: it throws here (try! stops the program)")
      }
      return .record(
        Record(type: nsRegularExpression, fields: ["pattern": .string(pattern), "options": .number(Double(options.rawValue))]))
    }
    let regex = t.members { value -> Foundation.NSRegularExpression? in
      guard case .record(let r) = value, r.type === nsRegularExpression, case .string(let pattern)? = r.fields["pattern"],
        case .number(let raw)? = r.fields["options"]
      else { return nil }
      return try? Foundation.NSRegularExpression(pattern: pattern, options: .init(rawValue: UInt(raw)))
    }
    regex.property("pattern", takes: "a string", get: { r, _ in .string(r.pattern) })
    regex.method("numberOfMatches", "in:options:range") { r, a throws(RunError) in
      let (text, range) = try searched(a)
      return .number(Double(r.numberOfMatches(in: text, range: range)))
    }
    regex.method("matches", "in:options:range") { r, a throws(RunError) in
      let (text, range) = try searched(a)
      return .array(r.matches(in: text, range: range).map(checkingResult))
    }
    regex.method("firstMatch", "in:options:range") { r, a throws(RunError) in
      let (text, range) = try searched(a)
      return r.firstMatch(in: text, range: range).map(checkingResult) ?? .nil
    }
    regex.method("rangeOfFirstMatch", "in:options:range") { r, a throws(RunError) in
      let (text, range) = try searched(a)
      let found = r.rangeOfFirstMatch(in: text, range: range)
      return nsRange(found.location == NSNotFound ? Int(Int32.max) : found.location, found.length)
    }
    regex.method("stringByReplacingMatches", "in:options:range:withTemplate") { r, a throws(RunError) in
      let (text, range) = try searched(a)
      return .string(r.stringByReplacingMatches(in: text, range: range, withTemplate: try a.string(3)))
    }
  }

  static let regexOptions: [String: Foundation.NSRegularExpression.Options] = [
    "caseInsensitive": .caseInsensitive, "allowCommentsAndWhitespace": .allowCommentsAndWhitespace,
    "ignoreMetacharacters": .ignoreMetacharacters, "dotMatchesLineSeparators": .dotMatchesLineSeparators,
    "anchorsMatchLines": .anchorsMatchLines, "useUnixLineSeparators": .useUnixLineSeparators,
    "useUnicodeWordBoundaries": .useUnicodeWordBoundaries,
  ]

  /// The text searched (argument 0) and the `NSRange` of it (argument 2), checked against the
  /// text's UTF-16 length as Foundation checks it; matching options must be none.
  private static func searched(_ a: Arguments) throws(RunError) -> (String, NSRange) {
    let text = try a.string(0)
    if !(try a.value(1)).optionNames.isEmpty {
      throw a.error(1, "matching options are not simulated by Wobble yet: [] is")
    }
    guard case .tuple(let parts, let labels) = try a.value(2), labels == ["location", "length"],
      case .number(let location) = parts[0], case .number(let length) = parts[1]
    else { throw a.error(2, "want an NSRange") }
    let units = text.utf16.count
    guard location >= 0, length >= 0, location + length <= Double(units) else {
      throw a.error(
        2,
        "the range \(Int(location))…\(Int(location + length)) runs past the text's \(units) UTF-16 units: Foundation raises here")
    }
    return (text, NSRange(location: Int(location), length: Int(length)))
  }

  private static func checkingResult(_ match: NSTextCheckingResult) -> Value {
    let ranges = (0..<match.numberOfRanges).map { i -> Value in
      let range = match.range(at: i)
      return nsRange(range.location == NSNotFound ? Int(Int32.max) : range.location, range.length)
    }
    return .record(Record(type: nsTextCheckingResult, fields: ["ranges": .array(ranges)]))
  }

  /// A match: its ranges, the whole match's first and each capture group's after it.
  static let nsTextCheckingResult: SimulatedType = SimulatedType("NSTextCheckingResult") { t in
    let result = t.members { value -> [Value]? in
      guard case .record(let r) = value, r.type === nsTextCheckingResult, case .array(let ranges)? = r.fields["ranges"] else {
        return nil
      }
      return ranges
    }
    result.property("range", takes: "an NSRange", get: { ranges, _ in ranges.first })
    result.property("numberOfRanges", takes: "a number", get: { ranges, _ in .number(Double(ranges.count)) })
    result.method("range", "at") { ranges, a throws(RunError) in try group(ranges, a) }
    result.method("rangeAt", "_") { ranges, a throws(RunError) in
      a.run.warn("rangeAt", "NSTextCheckingResult.rangeAt(_:) is Swift 3's range(at:)", at: a.call)
      return try group(ranges, a)
    }
  }

  private static func group(_ ranges: [Value], _ a: Arguments) throws(RunError) -> Value {
    let i = try a.number(0)
    guard i >= 0, i < Double(ranges.count), i == i.rounded() else {
      throw a.error(0, "the match has ranges 0 to \(ranges.count - 1): Foundation raises for \(Interpreter.text(of: i))")
    }
    return ranges[Int(i)]
  }
}
