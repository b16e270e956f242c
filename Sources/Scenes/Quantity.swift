/// Numbers as people type them: arithmetic with `pi` (`pi/2`, `3*pi/4`, `-0.5+1`) and a unit
/// suffix that converts into the parameter's unit (`120ms` and `0.5s` for seconds, `90deg` and
/// `1.5rad` for radians, `20%` for fractions, `pt`, `Hz`). Refuses NaN and infinities.
public enum Quantity {
  /// Suffixes and what they multiply by, per parameter unit.
  static let suffixes: [String: [(String, Double)]] = [
    "s": [("ms", 0.001), ("s", 1)],
    "rad": [("deg", Double.pi / 180), ("°", Double.pi / 180), ("rad", 1)],
    "rad/s": [("deg/s", Double.pi / 180), ("rad/s", 1)],
    "pt": [("pt", 1)],
    "Hz": [("Hz", 1)],
    "": [("%", 0.01)],
  ]

  /// The value of `text` in `unit`, or why not.
  public static func parse(_ text: String, unit: String) -> Result<Double, ValueError> {
    let whole = parseWhole(text, unit: unit)
    // A number followed by words that are neither arithmetic nor a unit: the words are what is
    // wrong (`0.5 extra words`), not a unit.
    let words = text.split(whereSeparator: \.isWhitespace)
    if case .failure = whole, words.count > 2, case .success = parseWhole(String(words[0]), unit: unit) {
      return .failure(ValueError("unexpected '\(words.dropFirst().joined(separator: " "))' after \(words[0])"))
    }
    return whole
  }

  private static func parseWhole(_ text: String, unit: String) -> Result<Double, ValueError> {
    var body = text.trimmed
    var factor = 1.0
    let own = (suffixes[unit] ?? []).sorted { $0.0.count > $1.0.count }
    if let (suffix, k) = own.first(where: { body.hasSuffix($0.0) }) {
      body = String(body.dropLast(suffix.count))
      factor = k
    } else if let last = body.last, last.isLetter || last == "%" || last == "°", !body.lowercased().hasSuffix("pi"),
      body.contains(where: \.isNumber)
    {
      let accepted = own.map(\.0)
      let what = unit.isEmpty ? "has no unit" : "is in \(unit)"
      let hint = accepted.isEmpty ? "write a plain number" : "units accepted: " + accepted.joined(separator: ", ")
      return .failure(ValueError("'\(text)': this parameter \(what); \(hint)"))
    }
    guard body.utf8.count <= maximumLength else {
      return .failure(ValueError("a number is at most \(maximumLength) characters; this one has \(body.utf8.count)"))
    }
    var parser = Parser(Array(body))
    let parsed = parser.expression()
    if parser.tooDeep {
      return .failure(ValueError("parentheses nested more than \(Parser.maximumDepth) deep"))
    }
    guard let value = parsed, value.isFinite, parser.atEnd else {
      return .failure(ValueError("'\(text)' is not a number"))
    }
    let result = value * factor
    guard result.isFinite else { return .failure(ValueError("'\(text)' is too large")) }
    return .success(result)
  }

  /// The longest number expression read, in bytes.
  public static let maximumLength = 1000

  /// expression := term (('+'|'-') term)*; term := factor (('*'|'/') factor)*;
  /// factor := '-'* (number ['pi'] | 'pi' | '(' expression ')'). Unary minus is a loop and
  /// parentheses nest at most `maximumDepth` deep, so no input can exhaust the stack. Spaces
  /// may stand between tokens, never inside a number: `1 2.5` is two numbers, not 12.5.
  struct Parser {
    static let maximumDepth = 32
    let chars: [Character]
    var i = 0
    var depth = 0
    /// Set when parentheses nested past `maximumDepth` stopped the parse.
    var tooDeep = false
    init(_ chars: [Character]) { self.chars = chars }
    var atEnd: Bool {
      mutating get {
        skipSpaces()
        return i == chars.count
      }
    }

    /// The next character past any spaces, if there is one (the spaces are consumed).
    mutating func next() -> Character? {
      skipSpaces()
      return i < chars.count ? chars[i] : nil
    }

    mutating func skipSpaces() {
      while i < chars.count, chars[i].isWhitespace { i += 1 }
    }

    mutating func expression() -> Double? {
      guard var value = term() else { return nil }
      while let op = next(), op == "+" || op == "-" {
        i += 1
        guard let rhs = term() else { return nil }
        value = op == "+" ? value + rhs : value - rhs
      }
      return value
    }

    mutating func term() -> Double? {
      guard var value = factor() else { return nil }
      while let op = next(), op == "*" || op == "/" {
        i += 1
        guard let rhs = factor() else { return nil }
        value = op == "*" ? value * rhs : value / rhs
      }
      return value
    }

    mutating func factor() -> Double? {
      var negative = false
      while next() == "-" {
        negative.toggle()
        i += 1
      }
      return atom().map { negative ? -$0 : $0 }
    }

    mutating func atom() -> Double? {
      guard let first = next() else { return nil }
      if first == "(" {
        guard depth < Self.maximumDepth else {
          tooDeep = true
          return nil
        }
        i += 1
        depth += 1
        defer { depth -= 1 }
        guard let v = expression(), next() == ")" else { return nil }
        i += 1
        return v
      }
      if matches("pi") { return Double.pi }
      var j = i
      while j < chars.count,
        "0123456789.eE".contains(chars[j]) || ((chars[j] == "-" || chars[j] == "+") && j > i && "eE".contains(chars[j - 1]))
      {
        j += 1
      }
      guard j > i, let v = Double(String(chars[i..<j])), v.isFinite else { return nil }
      i = j
      if next() != nil, matches("pi") { return v * Double.pi }  // 2pi, 2 pi
      return v
    }

    mutating func matches(_ word: String) -> Bool {
      let w = Array(word)
      guard i + w.count <= chars.count, Array(chars[i..<i + w.count]).map({ Character($0.lowercased()) }) == w else {
        return false
      }
      i += w.count
      return true
    }
  }
}
