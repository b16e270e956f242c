import Geometry

/// A parameter's value. Every case is finite: parsing refuses NaN and infinities.
public enum ParameterValue: Hashable, Sendable {
  case number(Double)
  case integer(Int)
  case choice(String)
  case color(Color)
  case point(Point)
  case timing(Timing)
}

/// Why a value was refused, phrased for the person who typed it.
public struct ValueError: Error, Hashable, Sendable, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
