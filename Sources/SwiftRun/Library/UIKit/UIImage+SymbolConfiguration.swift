extension Library {
  /// `UIImage.SymbolConfiguration`: the point size, weight and scale a symbol is drawn at. Wobble's
  /// symbol drawings and placeholders have one weight and keep their image's size, so a
  /// configuration is kept (`withConfiguration`, `applyingSymbolConfiguration`,
  /// `preferredSymbolConfiguration`) and changes nothing drawn — said once.
  static let uiSymbolConfiguration = SimulatedType("UIImage.SymbolConfiguration") { t in
    t.options("UIImage.SymbolWeight", "UIImage.SymbolScale")
    t.call(
      "UIImage.SymbolConfiguration", "pointSize", "weight", "scale", "pointSize:weight", "pointSize:weight:scale",
      "textStyle", "textStyle:scale", "font", "font:scale", "hierarchicalColor", "paletteColors"
    ) { a throws(RunError) in
      var fields: [String: Value] = [:]
      for (i, label) in a.signature.split(separator: ":").enumerated() { fields[String(label)] = try a.value(i) }
      a.run.warn(
        "UIImage.SymbolConfiguration",
        "UIImage.SymbolConfiguration changes nothing Wobble draws: its symbols and their placeholders have one "
          + "weight, one colour and the image's size", at: a.call)
      return symbolConfiguration(fields)
    }
  }

  static func symbolConfiguration(_ fields: [String: Value]) -> Value {
    .record(Record(type: uiSymbolConfiguration, fields: fields))
  }
}
