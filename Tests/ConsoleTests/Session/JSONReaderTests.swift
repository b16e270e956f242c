@testable import Console
import Foundation
import TestSupport
import Testing

/// The session reader's JSON parser against Foundation's `JSONSerialization`, an independent
/// parser: the same values for what both accept, and a refusal with a place for what RFC 8259
/// does not allow.
@Suite struct JSONReaderTests {
  func read(_ text: String) throws(JSONReader.Problem) -> JSONValue { try JSONReader.read(Data(text.utf8)) }

  /// A generated document (Swift values) as a `JSONValue`.
  static func converted(_ any: Any) -> JSONValue {
    if type(of: any) == Bool.self { return .bool(any as! Bool) }
    if type(of: any) == Double.self { return .number(any as! Double) }
    switch any {
    case is NSNull: return .null
    case let s as String: return .string(s)
    case let a as [Any]: return .array(a.map(converted))
    case let o as [String: Any]: return .object(JSONObject(o.mapValues(converted)))
    default: return .string("unexpected \(type(of: any))")
    }
  }

  /// Objects compared as sets of members: `JSONObject` keeps file order, Foundation does not.
  static func same(_ a: JSONValue, _ b: JSONValue) -> Bool {
    switch (a, b) {
    case (.object(let x), .object(let y)):
      guard x.members.count == y.members.count else { return false }
      return x.members.allSatisfy { m in y[m.key].map { same(m.value, $0) } ?? false }
    case (.array(let x), .array(let y)): return x.count == y.count && zip(x, y).allSatisfy(same)
    default: return a == b
    }
  }

  /// A random document: nested objects and arrays, numbers across the Double range, strings
  /// with escapes, non-ASCII text and astral characters.
  static func randomValue(_ rng: inout some RandomNumberGenerator, depth: Int = 0) -> Any {
    let pieces = ["a", "é", "\"", "\\", "/", "\n", "\t", "\u{1}", "日本", "😀", " ", "\u{7f}", "\u{2028}"]
    switch Int.random(in: 0..<(depth > 3 ? 4 : 6), using: &rng) {
    case 0: return NSNull()
    case 1: return Bool.random(using: &rng)
    case 2:
      let d = [
        Double.random(in: -1e6...1e6, using: &rng), Double(Int.random(in: -1000...1000, using: &rng)),
        Double.random(in: 0...1, using: &rng) * 1e-300, 1.7976931348623157e308, -0.0,
      ][Int.random(in: 0..<5, using: &rng)]
      return d
    case 3: return (0..<Int.random(in: 0..<6, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()
    case 4: return (0..<Int.random(in: 0..<5, using: &rng)).map { _ in randomValue(&rng, depth: depth + 1) }
    default:
      var o: [String: Any] = [:]
      for _ in 0..<Int.random(in: 0..<5, using: &rng) {
        o[(0..<Int.random(in: 1..<4, using: &rng)).map { _ in pieces.randomElement(using: &rng)! }.joined()] =
          randomValue(&rng, depth: depth + 1)
      }
      return o
    }
  }

  /// Foundation writes each Double in the fewest digits that read back as it, so reading its
  /// text must give back the very values written (Foundation's own reader on Linux does not:
  /// it loses the last digit of some and the sign of −0).
  @Test func readsBackExactlyWhatFoundationWrites() throws {
    var rng = SeededRandom(seed: 20261123)
    for _ in 0..<400 {
      let document = ["v": Self.randomValue(&rng)]
      let expected = Self.converted(document)
      for options: JSONSerialization.WritingOptions in [[], [.prettyPrinted, .sortedKeys]] {
        let data = try JSONSerialization.data(withJSONObject: document, options: options)
        let ours = try JSONReader.read(data)
        #expect(Self.same(ours, expected), "\(String(decoding: data, as: UTF8.self))")
      }
    }
  }

  @Test func aCommaBeforeAClosingBracketIsAllowedAsFoundationAllows() throws {
    for text in [#"{"a": [1, 2,]}"#, #"{"a": 1,}"#, "{\"a\": [ 1 ,\n ] , }"] {
      #expect(throws: Never.self) { try JSONSerialization.jsonObject(with: Data(text.utf8)) }
      guard case .object(let o) = try read(text) else { Issue.record("not an object"); continue }
      #expect(o.members.count == 1 && o["a"] != nil)
    }
  }

  @Test(arguments: [
    (#"{"a": 01}"#, "line 1, column 8: expected no leading zero"),
    (#"{"a": 1.}"#, "expected a digit after '.'"),
    (#"{"a": .5}"#, "expected a value"),
    (#"{"a": +1}"#, "expected a value"),
    (#"{"a": 1e}"#, "expected a digit in the exponent"),
    (#"{"a": NaN}"#, "expected a value"),
    (#"{"a": [1, , 2]}"#, "expected a value"),
    (#"{"a": 1,, "b": 2}"#, "expected a key in quotes"),
    (#"{'a': 1}"#, "expected a key in quotes"),
    ("{\"a\": \"x\ty\"}", "expected no control character in a string"),
    (#"{"a": "\x"}"#, "expected an escape"),
    (#"{"a": "\uD800"}"#, "expected the second half of a surrogate pair"),
    (#"{"a": "\uDC00"}"#, "expected a surrogate pair to start with"),
    (#"{"a": "\u12G4"}"#, "expected four hex digits"),
    (#"{"a": 1} x"#, "expected the end of the document"),
    ("{\"a\":\n  [1,\n   2", "line 3, column 5: expected ',' or ']' (the file ends here: truncated?)"),
    (#"{"a": tru}"#, "expected a value"),
  ])
  func refusesWhatJSONDoesNotAllowSayingWhere(text: String, reason: String) {
    #expect(throws: (any Error).self, "Foundation accepts \(text)") {
      try JSONSerialization.jsonObject(with: Data(text.utf8), options: [.fragmentsAllowed])
    }
    do {
      _ = try read(text)
      Issue.record("accepted \(text)")
    } catch {
      #expect(error.path == "$")
      #expect(error.reason.hasPrefix("not valid JSON at line "), "\(error.reason)")
      #expect(error.reason.contains(reason), "\(error.reason)")
    }
  }

  @Test func refusesInvalidUTF8() {
    var data = Data(#"{"a": "x"#.utf8)
    data.append(contentsOf: [0xC3, 0x28])
    data.append(contentsOf: Data(#""}"#.utf8))
    #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: data) }
    #expect(throws: JSONReader.Problem.self) { try JSONReader.read(data) }
  }

  @Test func manyMembersInOneObjectAreCheckedForRepeatsInLinearTime() throws {
    let members = (0..<50_000).map { "\"k\($0)\": \($0)" }
    let unique = "{" + members.joined(separator: ",") + "}"
    guard case .object(let o) = try read(unique) else { Issue.record("not an object"); return }
    #expect(o.members.count == 50_000 && o["k49999"] == .number(49_999))
    do {
      _ = try read("{" + (members + ["\"k17\": 0"]).joined(separator: ",") + "}")
      Issue.record("accepted a repeated key")
    } catch {
      #expect(error.path == "$.k17" && error.reason.contains("appears more than once"))
    }
  }
}
