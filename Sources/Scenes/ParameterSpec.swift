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

  public func parse(_ text: String) throws(ValueError) -> ParameterValue { try kind.parse(text) }

  public func format(_ value: ParameterValue) -> String { kind.format(value) }
}
