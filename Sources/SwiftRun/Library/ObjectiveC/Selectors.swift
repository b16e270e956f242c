extension Library {
  /// `Selector("tick:")` and `NSSelectorFromString("tick:")`: a selector spelled as Objective-C
  /// names it (`Selector(("name:"))`, the doubled parentheses Swift 3 asks for to silence its
  /// warning), which is the method's base name, as a `#selector(tick(_:))` held in a variable is
  /// (`Arguments.selectorName` takes either).
  static let selectors = SimulatedType("Selector") { t in
    for name in ["Selector", "NSSelectorFromString"] {
      t.call(name, "_") { a throws(RunError) in
        let spelled = try a.string(0)
        guard let base = spelled.split(separator: ":").first, !base.isEmpty else {
          throw a.wrong(0, got: .string(spelled), want: "a method's Objective-C name (\"tick:\")")
        }
        return .string(String(base))
      }
    }
  }
}
