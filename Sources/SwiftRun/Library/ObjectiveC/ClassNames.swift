extension Library {
  /// `NSClassFromString(_:)` and `NSStringFromClass(_:)`: a class by its runtime name, as demo
  /// lists keep their screens (`NSClassFromString(bundleName + "." + name) as? UIViewController.Type`).
  /// A Swift class's runtime name is its module's name, a dot and its own; an Objective-C
  /// class's (UIKit's) is its name alone. The module part is taken as the app's whatever it
  /// says (Wobble cannot check it against a build); a name no class has is nil, as on iOS.
  static let classNames = SimulatedType("NSClassFromString(_:)") { t in
    t.call("NSClassFromString", "_") { a throws(RunError) in
      let name = try a.string(0)
      if let dot = name.firstIndex(of: ".") {
        let own = String(name[name.index(after: dot)...])
        guard let declared = a.run.types[own], declared.kind == .class else { return .nil }
        return .type(own)
      }
      // Without a module only an Objective-C name: the SDK's classes (a Swift class of the app
      // is found by this name only when declared `@objc(Name)`, which Wobble does not read).
      return types[name] != nil && a.run.types[name] == nil ? .type(name) : .nil
    }
    t.call("NSStringFromClass", "_") { a throws(RunError) in
      guard case .type(let name) = try a.value(0) else { throw a.wrong(0, got: try a.value(0), want: "a class (X.self)") }
      return .string(a.run.types[name] == nil ? name : a.run.appName + "." + name)
    }
  }
}

extension Interpreter {
  /// Whether the class called `name` (the file's or the SDK's) is `base` or inherits from it,
  /// or adopts the protocol `base`: for `as? UIViewController.Type`.
  func isClass(_ name: String, kindOf base: String) -> Bool {
    var current: String? = name
    var steps = 0
    while let type = current, steps < 100 {
      if type == base { return true }
      steps += 1
      if let declared = types[type] {
        if declared.conformances.contains(base) { return true }
        current = declared.kind == .class ? declared.inherited : nil
      } else {
        current = Library.types[type]?.superclass
      }
    }
    return false
  }
}
