import Foundation

extension Library {
  /// `Measurement<UnitAngle>`: an angle and its unit, converted as Foundation converts them
  /// (every unit a fixed multiple of degrees, UnitAngle's base unit: arc minutes 1/60, arc
  /// seconds 1/3600, radians 180/π, gradians 0.9, revolutions 360). Code that animates writes
  /// `Measurement(value: 90, unit: UnitAngle.degrees).converted(to: .radians).value`.
  static let measurement: SimulatedType = SimulatedType("Measurement") { t in
    t.options("UnitAngle")
    t.call("Measurement", "value:unit") { a throws(RunError) in
      let value = try a.number(0), unit = try a.value(1)
      guard case .string(let name) = unit, degreesPer[name] != nil else {
        throw a.wrong(1, got: unit, want: "a UnitAngle (.degrees, .radians, .revolutions, …)")
      }
      return .record(Record(type: measurement, fields: ["value": .number(value), "unit": .string(name)]))
    }
    let angle = t.members { if case .record(let r) = $0, r.type === measurement { r } else { nil } }
    angle.property("value", takes: "a number", get: { r, _ in r.fields["value"] })
    angle.property("unit", takes: "a UnitAngle", get: { r, _ in r.fields["unit"] })
    angle.method("converted", "to") { r, a throws(RunError) in
      let target = try a.value(0)
      guard case .string(let to) = target, let toDegrees = degreesPer[to],
        case .number(let value) = r.fields["value"], case .string(let from) = r.fields["unit"], let fromDegrees = degreesPer[from]
      else { throw a.wrong(0, got: target, want: "a UnitAngle (.degrees, .radians, .revolutions, …)") }
      return .record(Record(type: measurement, fields: ["value": .number(value * fromDegrees / toDegrees), "unit": .string(to)]))
    }
  }

  /// Degrees in one of each `UnitAngle`.
  private static let degreesPer: [String: Double] = [
    "degrees": 1, "arcMinutes": 1.0 / 60, "arcSeconds": 1.0 / 3600, "radians": 180 / Double.pi, "gradians": 0.9,
    "revolutions": 360,
  ]
}
