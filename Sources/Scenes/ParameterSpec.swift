import Foundation
import Geometry

/// One tunable number (or colour, point, choice) of a scene, declared once: parsing, range
/// checks, `show`, `help`, completion and defaults all read this declaration.
public struct ParameterSpec: Hashable, Sendable {
  /// Dotted name, such as `blob.skew.amplitude`.
  public let name: String
  public let kind: ParameterKind
  /// The seed article's value.
  public let defaultValue: ParameterValue
  /// One line: what it does, and where the default comes from.
  public let summary: String
  /// The Core Animation / UIKit property or expression the value becomes, if any.
  public let becomes: String
  /// For a number of an opened file that is one operand of arithmetic (`2` in
  /// `-CGFloat.pi / 2`): that arithmetic, which `show` names with its value, and whose divisor
  /// cannot be 0.
  public var operandOf: Operand?

  /// Arithmetic a number is one operand of, as written, and the number's place in it.
  public struct Operand: Hashable, Sendable {
    public var expression: String
    /// The number's place in `expression`, in UTF-8 bytes.
    public var place: Range<Int>

    public init(expression: String, place: Range<Int>) {
      self.expression = expression
      self.place = place
    }

    /// Whether the number is what the arithmetic divides by (it follows a `/`).
    public var isDivisor: Bool {
      let before = String(decoding: expression.utf8.prefix(place.lowerBound), as: UTF8.self)
      return before.trimmingCharacters(in: .whitespaces).hasSuffix("/")
    }

    /// The arithmetic with `number` in the number's place (`-CGFloat.pi / 4`).
    public func with(_ number: String) -> String {
      let bytes = Array(expression.utf8)
      return String(decoding: bytes[..<place.lowerBound], as: UTF8.self) + number
        + String(decoding: bytes[place.upperBound...], as: UTF8.self)
    }

    /// Its value with `number` in the number's place, when it is plain arithmetic of numbers
    /// and π (`CGFloat.pi`, `.pi`, `Double.pi`, `Float.pi`, `M_PI`); nil otherwise.
    public func value(with number: String) -> Double? {
      var text = with(number)
      for pi in ["CGFloat.pi", "Double.pi", "Float.pi", "M_PI", ".pi"] { text = text.replacingOccurrences(of: pi, with: "pi") }
      guard case .success(let value) = Quantity.parse(text, unit: "") else { return nil }
      return value
    }
  }

  public init(
    _ name: String, _ kind: ParameterKind, default defaultValue: ParameterValue, _ summary: String,
    becomes: String = ""
  ) {
    self.name = name
    self.kind = kind
    self.defaultValue = defaultValue
    self.summary = summary
    self.becomes = becomes
  }

  public static func number(
    _ name: String, _ value: Double, range: ClosedRange<Double>, unit: String = "",
    _ summary: String, becomes: String = ""
  ) -> ParameterSpec {
    ParameterSpec(name, .number(range: range, unit: unit), default: .number(value), summary, becomes: becomes)
  }

  public static func integer(
    _ name: String, _ value: Int, range: ClosedRange<Int>, unit: String = "", _ summary: String
  ) -> ParameterSpec {
    ParameterSpec(name, .integer(range: range, unit: unit), default: .integer(value), summary)
  }

  public static func choice(
    _ name: String, _ value: String, _ words: [String], _ summary: String, becomes: String = ""
  ) -> ParameterSpec {
    ParameterSpec(name, .choice(words), default: .choice(value), summary, becomes: becomes)
  }

  public static func color(
    _ name: String, _ value: Color, _ summary: String, becomes: String = ""
  ) -> ParameterSpec {
    ParameterSpec(name, .color, default: .color(value), summary, becomes: becomes)
  }

  public static func point(
    _ name: String, _ value: Point, range: ClosedRange<Double> = -1000...1000, unit: String = "pt",
    _ summary: String, becomes: String = ""
  ) -> ParameterSpec {
    ParameterSpec(name, .point(range: range, unit: unit), default: .point(value), summary, becomes: becomes)
  }

  public static func timing(
    _ name: String, _ value: Timing, _ summary: String, becomes: String = ""
  ) -> ParameterSpec {
    ParameterSpec(name, .timing, default: .timing(value), summary, becomes: becomes)
  }

  public func parse(_ text: String) throws(ValueError) -> ParameterValue {
    let value = try kind.parse(text)
    if let operandOf, operandOf.isDivisor, value == .number(0) || value == .integer(0) {
      throw ValueError("0 would divide by zero in \(operandOf.expression)")
    }
    return value
  }

  public func format(_ value: ParameterValue) -> String { kind.format(value) }
}
