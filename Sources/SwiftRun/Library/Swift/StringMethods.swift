import Foundation
import SwiftSyntax

/// What view code does with its strings: counts and tests them, changes their case, replaces
/// and splits them, makes them from numbers (`String(n)`, `Int("5")`).
extension Interpreter {
  /// A number as `"\(n)"` writes it: whole numbers without a fraction (the `Int` code means),
  /// others as Swift prints a `Double`.
  static func text(of x: Double) -> String {
    x == x.rounded() && abs(x) < 1e15 ? String(Int64(x)) : String(x)
  }

  /// A string's property, or nil when it is not one of these.
  static func stringMember(_ s: String, _ name: String) -> Value? {
    switch name {
    case "count": .number(Double(s.count))
    case "isEmpty": .bool(s.isEmpty)
    case "first": s.first.map { .string(String($0)) } ?? .nil
    case "last": s.last.map { .string(String($0)) } ?? .nil
    // NSString's `length` (`(text as NSString).length`): UTF-16 units, as `NSRange`s count.
    case "length": .number(Double(s.utf16.count))
    default: nil
    }
  }

  /// Foundation's character sets by the names code reads them by (`CharacterSet.whitespaces`).
  static let characterSets: [String: CharacterSet] = [
    "whitespaces": .whitespaces, "whitespacesAndNewlines": .whitespacesAndNewlines, "newlines": .newlines,
    "decimalDigits": .decimalDigits, "letters": .letters, "alphanumerics": .alphanumerics,
    "punctuationCharacters": .punctuationCharacters,
  ]

  /// A string's method, or nil when it is not one of these.
  func stringMethod(
    _ s: String, _ method: String, _ signature: String, _ argument: (Int) throws(RunError) -> Value,
    at node: some SyntaxProtocol
  ) throws(RunError) -> Value? {
    func text(_ i: Int) throws(RunError) -> String {
      guard case .string(let t) = try argument(i) else { throw error("\(method) takes strings", at: node) }
      return t
    }
    switch (method, signature) {
    case ("uppercased", ""): return .string(s.uppercased())
    case ("lowercased", ""): return .string(s.lowercased())
    case ("capitalized", ""): return .string(s.capitalized)
    case ("hasPrefix", "_"): return .bool(s.hasPrefix(try text(0)))
    case ("hasSuffix", "_"): return .bool(s.hasSuffix(try text(0)))
    case ("contains", "_"): return .bool(s.contains(try text(0)))
    case ("replacingOccurrences", "of:with"): return .string(s.replacingOccurrences(of: try text(0), with: try text(1)))
    case ("split", "separator"), ("components", "separatedBy"):
      let separator = try text(0)
      guard !separator.isEmpty else { throw error("\(method) takes a separator that is not empty", at: node) }
      let pieces = s.components(separatedBy: separator)
      // `split` drops the empty pieces, `components` keeps them, as Swift and Foundation do.
      return .array((method == "split" ? pieces.filter { !$0.isEmpty } : pieces).map(Value.string))
    case ("trimmingCharacters", "in"):
      guard case .string(let name) = try argument(0), let set = Self.characterSets[name] else {
        throw error(
          "trimmingCharacters(in:) takes .whitespaces, .whitespacesAndNewlines, .newlines, .decimalDigits, .letters, "
            + ".alphanumerics or .punctuationCharacters", at: node)
      }
      return .string(s.trimmingCharacters(in: set))
    // Where the text first occurs, as an `NSRange` of UTF-16 units (what attributed strings
    // take; `NSRange(_:in:)` passes it on); nil when it does not occur.
    case ("range", "of"):
      guard let found = s.range(of: try text(0)) else { return .nil }
      let location = s.utf16.distance(from: s.startIndex, to: found.lowerBound)
      return Library.nsRange(location, s.utf16.distance(from: found.lowerBound, to: found.upperBound))
    default: return nil
    }
  }
}
