import Animation
import Geometry

/// The current value of every parameter of a scene; unset parameters read as their defaults.
/// Typed accessors take the declaration itself, so a name is never spelled twice.
public struct ParameterValues: Hashable, Sendable {
  private var overrides: [String: ParameterValue] = [:]

  public init() {}

  public subscript(_ spec: ParameterSpec) -> ParameterValue {
    get { overrides[spec.name] ?? spec.defaultValue }
    set {
      if newValue == spec.defaultValue { overrides[spec.name] = nil } else { overrides[spec.name] = newValue }
    }
  }

  /// Names of the parameters whose value differs from the default.
  public var changedNames: [String] { overrides.keys.sorted() }

  public func number(_ spec: ParameterSpec) -> Double {
    switch self[spec] {
    case .number(let v): v
    case .integer(let v): Double(v)
    default: preconditionFailure("\(spec.name) is not a number")
    }
  }

  public func integer(_ spec: ParameterSpec) -> Int {
    guard case .integer(let v) = self[spec] else { preconditionFailure("\(spec.name) is not an integer") }
    return v
  }

  public func choice(_ spec: ParameterSpec) -> String {
    guard case .choice(let v) = self[spec] else { preconditionFailure("\(spec.name) is not a choice") }
    return v
  }

  public func color(_ spec: ParameterSpec) -> Color {
    guard case .color(let v) = self[spec] else { preconditionFailure("\(spec.name) is not a colour") }
    return v
  }

  public func timing(_ spec: ParameterSpec) -> Timing {
    guard case .timing(let v) = self[spec] else { preconditionFailure("\(spec.name) is not a timing") }
    return v
  }

  public func spring(_ spec: ParameterSpec) -> Spring {
    guard case .timing(.spring(let s, _)) = self[spec] else { return Spring() }
    return s
  }

  public func point(_ spec: ParameterSpec) -> Point {
    guard case .point(let v) = self[spec] else { preconditionFailure("\(spec.name) is not a point") }
    return v
  }
}
