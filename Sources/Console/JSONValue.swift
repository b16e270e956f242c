import Foundation

/// A JSON document as a value, so that session files can be checked field by field with the
/// exact JSON path of anything wrong (decoding straight into types reports only the first
/// failure, and not always where). `JSONReader` reads it; `JSONEncoder` writes it.
enum JSONValue: Encodable, Equatable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSONValue])
  case object(JSONObject)

  func encode(to encoder: Encoder) throws {
    var c = encoder.singleValueContainer()
    switch self {
    case .null: try c.encodeNil()
    case .bool(let b): try c.encode(b)
    case .number(let d): try c.encode(d)
    case .string(let s): try c.encode(s)
    case .array(let a): try c.encode(a)
    case .object(let o): try c.encode(o)
    }
  }

  /// What the value is, for messages ("a string", "an array").
  var kind: String {
    switch self {
    case .null: "null"
    case .bool: "a boolean"
    case .number: "a number"
    case .string: "a string"
    case .array: "an array"
    case .object: "an object"
    }
  }
}

/// A JSON object's members in file order. An array, not a dictionary: session objects are
/// small (a journal entry has two members) and a 100 000-entry journal held as dictionaries
/// took a fifth more memory to load.
struct JSONObject: Encodable, Equatable {
  struct Member: Equatable {
    var key: String
    var value: JSONValue
  }

  var members: [Member] = []

  init(_ dictionary: [String: JSONValue] = [:]) {
    members = dictionary.map { Member(key: $0.key, value: $0.value) }
  }

  /// The value of the first member called `key` (the reader refuses a key given twice).
  subscript(key: String) -> JSONValue? { members.first { $0.key == key }?.value }

  var keys: [String] { members.map(\.key) }

  func encode(to encoder: Encoder) throws {
    var c = encoder.singleValueContainer()
    try c.encode(Dictionary(members.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }))
  }
}
