import Foundation

/// Reads a JSON document (RFC 8259, UTF-8; like Foundation's reader it allows a comma before a
/// closing bracket) into a `JSONValue`, refusing what Foundation's
/// parser lets through or reports without a place: a key given twice in one object (it keeps
/// one silently), a number beyond a Double's range, nesting deeper than `maximumDepth`, and
/// syntax errors, which it reports with their line and column.
///
/// Hand-written because the checks needed a pass of their own before `JSONDecoder`, and
/// decoding a value of unknown shape through `Decodable` costs a thrown error per guess: one
/// pass here reads a 100 000-entry session in about a quarter of the time the scan and the
/// decoder took together (`wobble-bench load` measures both in the same run).
enum JSONReader {
  struct Problem: Error, Equatable {
    /// Where, as the loader's messages write it: `$.journal[3].time`.
    var path: String
    var reason: String
  }

  /// Deeper nesting is refused: no session file needs more than a few levels.
  static let maximumDepth = 64

  static func read(_ data: Data) throws(Problem) -> JSONValue {
    let result = data.withUnsafeBytes { bytes in Result { () throws(Problem) in try read(bytes) } }
    return try result.get()
  }

  static func read(_ bytes: UnsafeRawBufferPointer) throws(Problem) -> JSONValue {
    var parser = Parser(bytes: bytes)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.i = 3 }
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.i == bytes.count else { throw parser.syntax("expected the end of the document") }
    return value
  }

  /// One step of the path to the value being read; rendered only when something is wrong.
  enum Step {
    case key(String)
    case index(Int)
  }

  struct Parser {
    let bytes: UnsafeRawBufferPointer
    var i = 0
    var steps: [Step] = []

    mutating func skipSpace() {
      while i < bytes.count {
        switch bytes[i] {
        case 0x20, 0x09, 0x0a, 0x0d: i += 1
        default: return
        }
      }
    }

    var path: String {
      var text = "$"
      for step in steps {
        switch step {
        case .key(let key): text = Self.path(text, key)
        case .index(let n): text += "[\(n)]"
        }
      }
      return text
    }

    func problem(_ reason: String) -> Problem { Problem(path: path, reason: reason) }

    /// A syntax error at the cursor, with its line and column (1-based; columns count bytes).
    func syntax(_ expected: String) -> Problem {
      let upTo = min(i, bytes.count)
      var line = 1
      var lineStart = 0
      for k in 0..<upTo where bytes[k] == 0x0a {
        line += 1
        lineStart = k + 1
      }
      let found = i < bytes.count ? "" : " (the file ends here: truncated?)"
      return Problem(path: "$", reason: "not valid JSON at line \(line), column \(upTo - lineStart + 1): \(expected)\(found)")
    }

    mutating func expect(_ byte: UInt8, _ what: String) throws(Problem) {
      skipSpace()
      guard i < bytes.count, bytes[i] == byte else { throw syntax("expected \(what)") }
      i += 1
    }

    mutating func value(depth: Int) throws(Problem) -> JSONValue {
      skipSpace()
      guard i < bytes.count else { throw syntax("expected a value") }
      switch bytes[i] {
      case UInt8(ascii: "{"):
        guard depth < JSONReader.maximumDepth else { throw problem("nested more than \(JSONReader.maximumDepth) deep") }
        i += 1
        var object = JSONObject()
        var keys: Set<String>?  // for the duplicate check, once an object has many members
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
          i += 1
          return .object(object)
        }
        while true {
          skipSpace()
          guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw syntax("expected a key in quotes") }
          let key = try string()
          steps.append(.key(key))
          if keys == nil, object.members.count >= 16 { keys = Set(object.keys) }
          let repeated = keys != nil ? !keys!.insert(key).inserted : object.members.contains { $0.key == key }
          guard !repeated else { throw problem("the key '\(key)' appears more than once in this object") }
          try expect(UInt8(ascii: ":"), "':' after a key")
          object.members.append(JSONObject.Member(key: key, value: try value(depth: depth + 1)))
          steps.removeLast()
          skipSpace()
          guard i < bytes.count else { throw syntax("expected ',' or '}'") }
          if bytes[i] == UInt8(ascii: "}") { i += 1; return .object(object) }
          if bytes[i] == UInt8(ascii: ",") {
            i += 1
            skipSpace()
            // A comma before the brace, as Foundation's reader has always allowed.
            if i < bytes.count, bytes[i] == UInt8(ascii: "}") { i += 1; return .object(object) }
            continue
          }
          throw syntax("expected ',' or '}'")
        }
      case UInt8(ascii: "["):
        guard depth < JSONReader.maximumDepth else { throw problem("nested more than \(JSONReader.maximumDepth) deep") }
        i += 1
        var array: [JSONValue] = []
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
          i += 1
          return .array(array)
        }
        steps.append(.index(0))
        while true {
          steps[steps.count - 1] = .index(array.count)
          array.append(try value(depth: depth + 1))
          skipSpace()
          guard i < bytes.count else { throw syntax("expected ',' or ']'") }
          if bytes[i] == UInt8(ascii: ",") {
            i += 1
            skipSpace()
            if i < bytes.count, bytes[i] == UInt8(ascii: "]") { i += 1; steps.removeLast(); return .array(array) }
            continue
          }
          if bytes[i] == UInt8(ascii: "]") {
            i += 1
            steps.removeLast()
            return .array(array)
          }
          throw syntax("expected ',' or ']'")
        }
      case UInt8(ascii: "\""):
        return .string(try string())
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        return .number(try number())
      default:
        for (word, value) in [("true", JSONValue.bool(true)), ("false", .bool(false)), ("null", .null)]
        where bytes[i...].starts(with: word.utf8) {
          i += word.utf8.count
          return value
        }
        throw syntax("expected a value")
      }
    }

    /// A number as RFC 8259 writes it (`-?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?`),
    /// rounded to the nearest Double; one beyond ±Double.greatestFiniteMagnitude is refused.
    mutating func number() throws(Problem) -> Double {
      let start = i
      func digits() -> Int {
        let from = i
        while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39 { i += 1 }
        return i - from
      }
      if bytes[i] == UInt8(ascii: "-") { i += 1 }
      let whole = i
      guard digits() > 0 else { throw syntax("expected a digit") }
      if bytes[whole] == UInt8(ascii: "0"), i - whole > 1 {
        i = whole + 1
        throw syntax("expected no leading zero")
      }
      if i < bytes.count, bytes[i] == UInt8(ascii: ".") {
        i += 1
        guard digits() > 0 else { throw syntax("expected a digit after '.'") }
      }
      if i < bytes.count, bytes[i] == UInt8(ascii: "e") || bytes[i] == UInt8(ascii: "E") {
        i += 1
        if i < bytes.count, bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "-") { i += 1 }
        guard digits() > 0 else { throw syntax("expected a digit in the exponent") }
      }
      let text = String(decoding: UnsafeRawBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self)
      guard let v = Double(text), v.isFinite else {
        throw problem("the number \(text.prefix(40)) is out of range (beyond ±1.8e308)")
      }
      return v
    }

    /// A string literal's value (escapes decoded), the cursor on its opening quote. Refuses
    /// raw control characters, unknown escapes, unpaired surrogates and invalid UTF-8.
    mutating func string() throws(Problem) -> String {
      i += 1
      let start = i
      while i < bytes.count {
        let b = bytes[i]
        if b == UInt8(ascii: "\"") {
          let raw = UnsafeRawBufferPointer(rebasing: bytes[start..<i])
          i += 1
          guard let s = String(validating: raw, as: UTF8.self) else {
            i = start
            throw syntax("expected UTF-8 text in a string")
          }
          return s
        }
        if b == UInt8(ascii: "\\") { return try escapedString(from: start) }
        guard b >= 0x20 else { throw syntax("expected no control character in a string (write it as \\u00XX)") }
        i += 1
      }
      throw syntax("expected '\"' to close the string")
    }

    /// The slow path of `string()`, for strings with escapes.
    mutating func escapedString(from start: Int) throws(Problem) -> String {
      i = start
      var utf8: [UInt8] = []
      func append(_ scalar: Unicode.Scalar) { utf8.append(contentsOf: String(Character(scalar)).utf8) }
      while i < bytes.count {
        let b = bytes[i]
        i += 1
        if b == UInt8(ascii: "\"") {
          guard let s = String(validating: utf8, as: UTF8.self) else {
            i = start
            throw syntax("expected UTF-8 text in a string")
          }
          return s
        }
        guard b != UInt8(ascii: "\\") else {
          guard i < bytes.count else { break }
          let e = bytes[i]
          i += 1
          switch e {
          case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): utf8.append(e)
          case UInt8(ascii: "n"): utf8.append(0x0a)
          case UInt8(ascii: "t"): utf8.append(0x09)
          case UInt8(ascii: "r"): utf8.append(0x0d)
          case UInt8(ascii: "b"): utf8.append(0x08)
          case UInt8(ascii: "f"): utf8.append(0x0c)
          case UInt8(ascii: "u"):
            let unit = try hex4()
            if UTF16.isLeadSurrogate(unit) {
              guard bytes[i...].starts(with: "\\u".utf8) else { throw syntax("expected the second half of a surrogate pair") }
              i += 2
              let low = try hex4()
              guard UTF16.isTrailSurrogate(low) else { throw syntax("expected the second half of a surrogate pair") }
              let value = 0x10000 + ((UInt32(unit) - 0xD800) << 10) + (UInt32(low) - 0xDC00)
              append(Unicode.Scalar(value)!)
            } else if let scalar = Unicode.Scalar(unit) {
              append(scalar)
            } else {
              throw syntax("expected a surrogate pair to start with \\uD800…\\uDBFF")
            }
          default:
            i -= 1
            throw syntax("expected an escape: \\\" \\\\ \\/ \\b \\f \\n \\r \\t or \\uXXXX")
          }
          continue
        }
        guard b >= 0x20 else {
          i -= 1
          throw syntax("expected no control character in a string (write it as \\u00XX)")
        }
        utf8.append(b)
      }
      throw syntax("expected '\"' to close the string")
    }

    mutating func hex4() throws(Problem) -> UInt16 {
      var v: UInt16 = 0
      for _ in 0..<4 {
        guard i < bytes.count, let digit = Self.hexValue(bytes[i]) else { throw syntax("expected four hex digits after \\u") }
        v = v << 4 | digit
        i += 1
      }
      return v
    }

    static func hexValue(_ b: UInt8) -> UInt16? {
      switch b {
      case 0x30...0x39: UInt16(b - 0x30)
      case 0x41...0x46: UInt16(b - 0x41 + 10)
      case 0x61...0x66: UInt16(b - 0x61 + 10)
      default: nil
      }
    }

    /// `$.name` for plain names, `$['other name']` otherwise.
    static func path(_ parent: String, _ key: String) -> String {
      let plain =
        !key.isEmpty
        && key.utf8.allSatisfy { b in
          (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || (b >= 0x30 && b <= 0x39) || b == 0x5f
        } && !(key.utf8.first! >= 0x30 && key.utf8.first! <= 0x39)
      return plain ? "\(parent).\(key)" : "\(parent)['\(key)']"
    }
  }
}
