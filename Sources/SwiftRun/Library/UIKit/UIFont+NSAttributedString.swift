import Geometry

extension Library {
  /// `UIFont`: only its size reaches the drawing (Wobble draws its own pixel font), with one
  /// warning saying so.
  static let uiFont = SimulatedType("UIFont") { t in
    t.options("UIFont.Weight", "UIFont.TextStyle")
    t.call("UIFont.systemFont", "ofSize", "ofSize:weight") { a throws(RunError) in try font(a, size: 0) }
    t.call("UIFont.boldSystemFont", "ofSize") { a throws(RunError) in try font(a, size: 0) }
    t.call("UIFont.italicSystemFont", "ofSize") { a throws(RunError) in try font(a, size: 0) }
    t.call("UIFont.monospacedSystemFont", "ofSize:weight") { a throws(RunError) in try font(a, size: 0) }
    t.call("UIFont.monospacedDigitSystemFont", "ofSize:weight") { a throws(RunError) in try font(a, size: 0) }
    t.call("UIFont", "name:size") { a throws(RunError) in try font(a, size: 1) }
    let sized = t.members { if case .font(let size) = $0 { size } else { nil } }
    sized.property("pointSize", .number, .length, get: { $0 })
  }

  private static func font(_ a: Arguments, size i: Int) throws(RunError) -> Value {
    let size = try a.number(i)
    a.run.warn("font", "fonts are drawn in Wobble's pixel font, at their size", at: a.call)
    return .font(size: size)
  }

  /// `NSAttributedString`: its text and, of its attributes, the colour and the font's size.
  static let nsAttributedString = SimulatedType("NSAttributedString") { t in
    t.alias("NSMutableAttributedString")
    for name in ["NSAttributedString", "NSMutableAttributedString"] {
      t.call(name, "string", "string:attributes") { a throws(RunError) in
        var fields: [Value] = [try a.value(0)], labels = ["string"]
        if a.signature.hasSuffix("attributes"), case .dictionary(let entries) = try a.value(1) {
          for entry in entries {
            guard case .string(let key) = entry.key else { continue }
            switch (key, entry.value) {
            case ("foregroundColor", .color): (fields, labels) = (fields + [entry.value], labels + ["color"])
            case ("font", .font): (fields, labels) = (fields + [entry.value], labels + ["font"])
            default: break
            }
          }
        }
        return .tuple(fields, labels: labels)
      }
    }
    t.options("NSAttributedString.Key")
  }
}
