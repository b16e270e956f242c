/// What Foundation's JSON parser lets through or reports without a place: a key given twice
/// in one object (it silently keeps one), a number too large for a Double (reported at `$`),
/// and nesting deep enough to matter. One pass over the bytes before the real parse; on any
/// syntax error it stops and leaves the report to the parser.
enum JSONScan {
  struct Problem: Equatable {
    var path: String
    var reason: String
  }

  /// Deeper nesting is refused: no session file needs more than a few levels.
  static let maximumDepth = 64

  static func firstProblem(in bytes: UnsafeRawBufferPointer) -> Problem? {
    var scanner = Scanner(bytes: bytes)
    do {
      try scanner.value(path: "$", depth: 0)
      return nil
    } catch .problem(let p) {
      return p
    } catch {
      return nil
    }
  }

  enum Stop: Error {
    case problem(Problem)
    case syntax
  }

  struct Scanner {
    let bytes: UnsafeRawBufferPointer
    var i = 0

    mutating func skipSpace() {
      while i < bytes.count, [0x20, 0x09, 0x0a, 0x0d].contains(bytes[i]) { i += 1 }
    }

    mutating func value(path: String, depth: Int) throws(Stop) {
      skipSpace()
      guard i < bytes.count else { throw .syntax }
      switch bytes[i] {
      case UInt8(ascii: "{"):
        guard depth < JSONScan.maximumDepth else {
          throw .problem(Problem(path: path, reason: "nested more than \(JSONScan.maximumDepth) deep"))
        }
        i += 1
        var seen = Set<String>()
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "}") {
          i += 1
          return
        }
        while true {
          skipSpace()
          let key = try string()
          let keyPath = Self.path(path, key)
          guard seen.insert(key).inserted else {
            throw .problem(Problem(path: keyPath, reason: "the key '\(key)' appears more than once in this object"))
          }
          skipSpace()
          guard i < bytes.count, bytes[i] == UInt8(ascii: ":") else { throw .syntax }
          i += 1
          try value(path: keyPath, depth: depth + 1)
          skipSpace()
          guard i < bytes.count else { throw .syntax }
          if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
          if bytes[i] == UInt8(ascii: "}") { i += 1; return }
          throw .syntax
        }
      case UInt8(ascii: "["):
        guard depth < JSONScan.maximumDepth else {
          throw .problem(Problem(path: path, reason: "nested more than \(JSONScan.maximumDepth) deep"))
        }
        i += 1
        skipSpace()
        if i < bytes.count, bytes[i] == UInt8(ascii: "]") {
          i += 1
          return
        }
        var index = 0
        while true {
          try value(path: "\(path)[\(index)]", depth: depth + 1)
          index += 1
          skipSpace()
          guard i < bytes.count else { throw .syntax }
          if bytes[i] == UInt8(ascii: ",") { i += 1; continue }
          if bytes[i] == UInt8(ascii: "]") { i += 1; return }
          throw .syntax
        }
      case UInt8(ascii: "\""):
        _ = try string()
      case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"):
        let start = i
        while i < bytes.count, Self.numberBytes.contains(bytes[i]) { i += 1 }
        let text = String(decoding: bytes[start..<i], as: UTF8.self)
        if let v = Double(text), !v.isFinite {
          throw .problem(Problem(path: path, reason: "the number \(text.prefix(40)) is out of range (beyond ±1.8e308)"))
        }
      default:
        for word in ["true", "false", "null"] where bytes[i...].starts(with: word.utf8) {
          i += word.utf8.count
          return
        }
        throw .syntax
      }
    }

    static let numberBytes = Set("+-.eE0123456789".utf8)

    /// A string literal's value (escapes decoded), the cursor on its opening quote.
    mutating func string() throws(Stop) -> String {
      guard i < bytes.count, bytes[i] == UInt8(ascii: "\"") else { throw .syntax }
      i += 1
      var units: [UInt16] = []
      var raw: [UInt8] = []
      func flushRaw() {
        units += String(decoding: raw, as: UTF8.self).utf16
        raw = []
      }
      while i < bytes.count {
        let b = bytes[i]
        i += 1
        if b == UInt8(ascii: "\"") {
          flushRaw()
          return String(decoding: units, as: UTF16.self)
        }
        guard b == UInt8(ascii: "\\") else {
          raw.append(b)
          continue
        }
        guard i < bytes.count else { throw .syntax }
        let e = bytes[i]
        i += 1
        flushRaw()
        switch e {
        case UInt8(ascii: "u"):
          guard i + 4 <= bytes.count, let v = UInt16(String(decoding: bytes[i..<i + 4], as: UTF8.self), radix: 16) else {
            throw .syntax
          }
          i += 4
          units.append(v)
        case UInt8(ascii: "n"): units.append(0x0a)
        case UInt8(ascii: "t"): units.append(0x09)
        case UInt8(ascii: "r"): units.append(0x0d)
        case UInt8(ascii: "b"): units.append(0x08)
        case UInt8(ascii: "f"): units.append(0x0c)
        default: units.append(UInt16(e))
        }
      }
      throw .syntax
    }

    /// `$.name` for plain names, `$['other name']` otherwise (as the loader's messages write it).
    static func path(_ parent: String, _ key: String) -> String {
      let plain = !key.isEmpty && key.utf8.allSatisfy { b in
        (b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a) || (b >= 0x30 && b <= 0x39) || b == 0x5f
      } && !(key.utf8.first! >= 0x30 && key.utf8.first! <= 0x39)
      return plain ? "\(parent).\(key)" : "\(parent)['\(TerminalText.sanitized(key))']"
    }
  }
}
