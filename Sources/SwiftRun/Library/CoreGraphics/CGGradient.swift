import Geometry

extension Library {
  /// `CGGradient`: colours at locations (nil: spread evenly), drawn by a context's
  /// `drawLinearGradient` / `drawRadialGradient`. Colours are taken in sRGB whatever colour
  /// space is named (Wobble draws in sRGB).
  static let cgGradient: SimulatedType = SimulatedType("CGGradient") { t in
    t.call("CGGradient", "colorsSpace:colors:locations") { a throws(RunError) in
      let given = try a.value(1)
      guard case .array(let items) = given, !items.isEmpty else { throw a.wrong(1, got: given, want: "an array of CGColors") }
      var colors: [Value] = []
      for item in items {
        guard case .color = item else { throw a.wrong(1, got: item, want: "CGColors") }
        colors.append(item)
      }
      let locations: Value = try a.isNil(2) ? .nil : .array(try numbers(a, 2).map(Value.number))
      return .record(Record(type: cgGradient, fields: ["colors": .array(colors), "locations": locations]))
    }
    t.call("CGGradient", "colorSpace:colorComponents:locations:count") { a throws(RunError) in
      let components = try numbers(a, 1)
      let count = Int(try a.number(3))
      guard count > 0, components.count >= 4 * count else {
        throw a.error(1, "want 4 components (red, green, blue, alpha) for each of the \(count) colours")
      }
      let colors = (0..<count).map { k in
        Value.color(
          Color(
            red: components[4 * k], green: components[4 * k + 1], blue: components[4 * k + 2], alpha: components[4 * k + 3]))
      }
      let locations: Value =
        try a.isNil(2) ? .nil : .array(try numbers(a, 2).prefix(count).map(Value.number))
      return .record(Record(type: cgGradient, fields: ["colors": .array(colors), "locations": locations]))
    }
    // Bit 0: before the start, bit 1: after the end.
    t.call("CGGradientDrawingOptions", "rawValue") { a throws(RunError) in
      let raw = Int(try a.number(0))
      var names: [Value] = []
      if raw & 1 != 0 { names.append(.string("drawsBeforeStartLocation")) }
      if raw & 2 != 0 { names.append(.string("drawsAfterEndLocation")) }
      return .array(names)
    }
    t.options("CGGradientDrawingOptions")
  }

  /// `CGColorSpaceCreateDeviceRGB()`, `CGColorSpace(name:)`: Wobble draws every colour in sRGB.
  static let cgColorSpace: SimulatedType = SimulatedType("CGColorSpace") { t in
    t.call("CGColorSpaceCreateDeviceRGB", "") { _ in .record(Record(type: cgColorSpace, fields: [:])) }
    t.call("CGColorSpace", "name") { _ in .record(Record(type: cgColorSpace, fields: [:])) }
    for name in ["sRGB", "genericRGBLinear", "displayP3", "extendedSRGB"] {
      t.staticMember(name) { _ in .string(name) }
    }
  }

  /// The gradient argument `i` as the engine's gradient (axial, extending both ends until the
  /// drawing options say otherwise).
  static func cgGradient(_ a: Arguments, _ i: Int) throws(RunError) -> Gradient {
    let given = try a.value(i)
    guard case .record(let r) = given, r.type === cgGradient, case .array(let items) = r.fields["colors"] else {
      throw a.wrong(i, got: given, want: "a CGGradient")
    }
    var gradient = Gradient()
    gradient.colors = items.compactMap(\.asColor)
    if case .array(let stops) = r.fields["locations"] {
      gradient.locations = stops.compactMap { if case .number(let x) = $0 { x } else { nil } }
    }
    return gradient
  }
}

extension Arguments {
  /// Whether argument `i` is `nil`.
  func isNil(_ i: Int) throws(RunError) -> Bool { if case .nil = try value(i) { true } else { false } }
}
