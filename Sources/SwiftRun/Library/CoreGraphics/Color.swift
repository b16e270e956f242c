import Geometry
import Scenes

extension Value {
  var asColor: Color? { if case .color(let c) = self { c } else { nil } }
}

extension Library {
  /// `UIColor` and `CGColor`, one value: components, white, hue, UIKit's named and adaptive
  /// colours (in the light appearance), and alpha.
  static let color = SimulatedType("UIColor") { t in
    t.alias("CGColor")
    t.call("UIColor", "red:green:blue:alpha") { a throws(RunError) in try components(a) }
    // A dynamic colour (`UIColor { traits in … }`, iOS 13): the colour its provider gives for
    // the light appearance the preview shows.
    t.call("UIColor", "trailing", "dynamicProvider") { a throws(RunError) in
      let given = try a.run.call(try a.closure(0), [.lightTraits], at: a.call)
      guard case .color = given else { throw a.error(0, "the provider gave \(given.kind), not a UIColor") }
      return given
    }
    t.call("UIColor", "displayP3Red:green:blue:alpha") { a throws(RunError) in
      .color(
        Color(displayP3Red: try a.number(0), green: try a.number(1), blue: try a.number(2), alpha: try opacity(a, 3)))
    }
    t.call("UIColor", "") { a in
      // NSObject's `init()`: a colour of no components, which code overwrites before use.
      a.run.warn("UIColor()", "UIColor() has no colour of its own: Wobble takes it as clear", at: a.call)
      return .color(.clear)
    }
    t.call("CGColor", "red:green:blue:alpha") { a throws(RunError) in try components(a) }
    // A `CGColor` is the colour here, so the UIColor made of one (Swift 2's `UIColor(CGColor:)`) is it.
    t.call("UIColor", "cgColor", "CGColor") { a throws(RunError) in .color(try a.color(0)) }
    t.call("UIColor", "white:alpha") { a throws(RunError) in .color(Color(white: try a.number(0)).withAlpha(try opacity(a, 1))) }
    t.call("CGColor", "gray:alpha") { a throws(RunError) in .color(Color(white: try a.number(0)).withAlpha(try opacity(a, 1))) }
    t.call("UIColor", "hue:saturation:brightness:alpha") { a throws(RunError) in
      .color(Color(hue: try a.number(0), saturation: try a.number(1), brightness: try a.number(2), alpha: try opacity(a, 3)))
    }
    // An asset catalog's colour set, or nil (said) where the app has none of that name.
    t.call("UIColor", "named", "named:in:compatibleWith") { a throws(RunError) in
      a.run.namedColor(try a.string(0), at: a.call)
    }
    // Xcode 15's generated symbols: `UIColor(resource: .brandBlue)`.
    t.call("UIColor", "resource") { a throws(RunError) in
      try a.assetResource(of: "UIColor", made: { $0.asColor != nil }, resource: "a ColorResource", set: "colour set")
    }
    t.staticMembers { name in NamedColors.uikit(named: name).map(Value.color) }
    // iOS 15's colour of the tint where it is drawn: the default tint, system blue, here (a
    // button's title set to it follows its tint: `UIButton`'s `setTitleColor`).
    t.staticMember("tintColor") { _ in .color(ViewObject.systemBlue) }
    // Swift 2's `UIColor.orangeColor()`.
    t.calls { name in
      guard name.hasSuffix("Color"), let color = NamedColors.uikit(named: String(name.dropLast(5))) else { return nil }
      return { a throws(RunError) in
        guard a.count == 0 else { throw a.error("takes no arguments") }
        return .color(color)
      }
    }
    let color = t.members { $0.asColor }
    color.property("cgColor", takes: "a CGColor", get: { c, _ in .color(c) })
    color.property("CGColor", takes: "a CGColor", get: { c, _ in .color(c) })
    color.property("alpha", .number, .fraction, get: { $0.alpha })
    // Red, green, blue and alpha (Wobble keeps every colour in RGB; a grey CGColor made with
    // `gray:alpha:` has two components on iOS).
    color.property(
      "components", takes: "components",
      get: { c, _ in .array([c.red, c.green, c.blue, c.alpha].map(Value.number)) })
    color.property("numberOfComponents", takes: "a count", get: { _, _ in .number(4) })
    // `getRed(&r, green: &g, blue: &b, alpha: &a)`: the components written into the variables
    // passed with `&` (true: every colour here is RGB, a space UIKit converts from).
    color.method("getRed", "_:green:blue:alpha") { c, a throws(RunError) in
      for (i, x) in [c.red, c.green, c.blue, c.alpha].enumerated() { try a.writeBack(i, .number(x)) }
      return .bool(true)
    }
    color.method("getHue", "_:saturation:brightness:alpha") { c, a throws(RunError) in
      let hsb = c.hueSaturationBrightness
      for (i, x) in [hsb.hue, hsb.saturation, hsb.brightness, c.alpha].enumerated() { try a.writeBack(i, .number(x)) }
      return .bool(true)
    }
    color.method("withAlphaComponent", "_") { c, a throws(RunError) in .color(c.withAlpha(try opacity(a, 0))) }
    color.method("copy", "alpha") { c, a throws(RunError) in .color(c.withAlpha(try opacity(a, 0))) }
    // The colour of what `draw(_:)` paints next (nothing outside it).
    color.method("set", "") { c, a in
      a.run.drawingContext.map { ($0.state.fill, $0.state.stroke) = (c, c) }
      return .void
    }
    color.method("setFill", "") { c, a in
      a.run.drawingContext?.state.fill = c
      return .void
    }
    color.method("setStroke", "") { c, a in
      a.run.drawingContext?.state.stroke = c
      return .void
    }
    // Colours are drawn in their light appearance.
    color.method("resolvedColor", "with") { c, _ in .color(c) }
  }

  private static func components(_ a: Arguments) throws(RunError) -> Value {
    .color(Color(red: try a.number(0), green: try a.number(1), blue: try a.number(2), alpha: try opacity(a, 3)))
  }

  /// Argument `i` as an alpha: below 0 it is 0, above 1 it is 1, as UIKit's colour initialisers
  /// document ("values above 1.0 are interpreted as 1.0": `alpha: 255` is opaque, not 255 times
  /// so when the colour is read back or animated). Components are not clamped: since iOS 10
  /// they are extended sRGB.
  private static func opacity(_ a: Arguments, _ i: Int) throws(RunError) -> Double {
    min(max(try a.number(i), 0), 1)
  }
}
