import Geometry
import SwiftSyntax

extension Library {
  /// `UIVisualEffectView` with a `UIBlurEffect`: the blur of what lies behind it is not drawn
  /// (said once); the view is its material's flat tint, Wobble's stand-in, as Apple publishes no
  /// values — the bar material (247, 247, 247) at 80 % for the regular and light styles, white at
  /// 90 % for the thick ones, (28, 28, 30) at 80 % for the dark ones, thinner ones at 60 % and
  /// 40 %. `effect` set in an animation block fades the tint in or out, as the blur fades on iOS.
  /// Its `contentView` is the view itself: what is added there draws over the tint.
  static let uiVisualEffectView = SimulatedType("UIVisualEffectView", superclass: "UIView") { t in
    t.call("UIVisualEffectView", "effect", "frame", "") { a throws(RunError) in
      let view = try a.newView()
      view.isVisualEffectView = true
      if a.signature == "effect" { try applyEffect(try a.value(0), to: view, a.run, at: a.call) }
      return .view(view)
    }
    let effectView = t.members { $0.asView.flatMap { $0.isVisualEffectView ? $0 : nil } }
    effectView.property("contentView", takes: "a UIView", get: { v, _ in .view(v) })
    effectView.property(
      "effect", takes: "a UIBlurEffect, a UIVibrancyEffect or nil", sample: { blurEffect("light") },
      get: { v, _ in v.effect.map(Value.record) ?? .nil }
    ) { v, new throws(RunError) in
      try applyEffect(new.value, to: v, new.run, at: new.node)
    }
  }

  /// `UIBlurEffect(style:)`: the style, by name.
  static let uiBlurEffect = SimulatedType("UIBlurEffect") { t in
    t.options("UIBlurEffect.Style", "UIBlurEffectStyle")
    t.call("UIBlurEffect", "style") { a throws(RunError) in
      let given = try a.value(0)
      guard case .string(let style) = given, blurTints[style] != nil else {
        throw a.wrong(
          0, got: given, want: "a UIBlurEffect.Style (\(blurTints.keys.sorted().map { "." + $0 }.joined(separator: ", ")))")
      }
      return blurEffect(style)
    }
  }

  /// `UIVibrancyEffect(blurEffect:)` (Swift 2's `forBlurEffect:`): a visual effect view made
  /// with it draws no tint of its own, and what its content view holds is drawn in its own
  /// colours — the vibrant blending with what lies behind is not simulated (said).
  static let uiVibrancyEffect = SimulatedType("UIVibrancyEffect") { t in
    for label in ["blurEffect", "forBlurEffect"] {
      t.call("UIVibrancyEffect", label) { a throws(RunError) in
        let blur = try a.value(0)
        guard case .record(let r) = blur, r.type === uiBlurEffect else { throw a.wrong(0, got: blur, want: "a UIBlurEffect") }
        if label == "forBlurEffect" {
          a.run.warn(
            "Swift 2 forBlurEffect", "UIVibrancyEffect(forBlurEffect:) is Swift 2's UIVibrancyEffect(blurEffect:)", at: a.call)
        }
        return vibrancyEffect(blur)
      }
    }
  }

  static func vibrancyEffect(_ blur: Value) -> Value { .record(Record(type: uiVibrancyEffect, fields: ["blurEffect": blur])) }

  static func blurEffect(_ style: String) -> Value { .record(Record(type: uiBlurEffect, fields: ["style": .string(style)])) }

  /// Each blur style's stand-in tint.
  static let blurTints: [String: Color] = {
    let bar = toolbarColor(translucent: true)
    let thick = Color(red: 1, green: 1, blue: 1, alpha: 0.9)
    let dark = Color(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 0.8)
    var tints: [String: Color] = [
      "light": bar, "regular": bar, "extraLight": thick, "prominent": thick, "dark": dark, "extraDark": dark,
    ]
    for (name, alpha) in [("systemUltraThinMaterial", 0.4), ("systemThinMaterial", 0.6), ("systemMaterial", 0.8)] {
      tints[name] = bar.withAlpha(alpha)
      tints[name + "Light"] = bar.withAlpha(alpha)
      tints[name + "Dark"] = dark.withAlpha(alpha)
    }
    tints["systemThickMaterial"] = thick
    tints["systemThickMaterialLight"] = thick
    tints["systemThickMaterialDark"] = dark.withAlpha(0.9)
    tints["systemChromeMaterial"] = bar
    tints["systemChromeMaterialLight"] = bar
    tints["systemChromeMaterialDark"] = dark
    return tints
  }()

  /// The kind the blur's stand-in is said under, once, whether code or a storyboard made it.
  static let blurWarning = "UIVisualEffectView blur"

  /// Gives `view` the blur `style` (the `UIBlurEffect` code made, else a new one, and its
  /// stand-in tint) and returns what to say of it; nil, changing nothing, for a style Wobble
  /// does not know.
  static func showBlur(_ style: String, effect given: Record? = nil, on view: ViewObject) -> String? {
    guard let tint = blurTints[style], case .record(let made) = blurEffect(style) else { return nil }
    view.effect = given ?? made
    view.layer.model.backgroundColor = tint
    return "a visual effect view's blur of what lies behind it is not drawn: .\(style) is shown as a flat tint, "
      + "\(OpenedFile.rgb(tint)) at \(Int((tint.alpha * 100).rounded())) % (Wobble's stand-in; Apple publishes no values)"
  }

  private static func applyEffect(_ value: Value, to view: ViewObject, _ run: Interpreter, at node: some SyntaxProtocol)
    throws(RunError)
  {
    switch value {
    case .nil:
      view.effect = nil
      view.layer.model.backgroundColor = nil
    case .record(let r) where r.type === uiBlurEffect:
      guard case .string(let style)? = r.fields["style"], let said = showBlur(style, effect: r, on: view) else { return }
      run.warn(blurWarning, said, at: node)
    case .record(let r) where r.type === uiVibrancyEffect:
      view.effect = r
      view.layer.model.backgroundColor = nil
      run.warn(
        "UIVisualEffectView vibrancy",
        "a vibrancy effect's blending with what lies behind is not drawn: its content view's views keep their own colours",
        at: node)
    default:
      throw run.error("UIVisualEffectView takes a UIBlurEffect, a UIVibrancyEffect or nil, not \(value.kind)", at: node)
    }
  }
}
