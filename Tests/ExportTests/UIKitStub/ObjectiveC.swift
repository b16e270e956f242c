// The Swift side of the ObjectiveC stub: the type `#selector` produces.
@_exported import ObjectiveC

public struct Selector: ExpressibleByStringLiteral, Hashable {
  public init(stringLiteral value: String) {}
  public init(_ name: String) {}
}
