import Animation
import Geometry
import Typesetting

extension Library {
  /// `UILabel`: its text drawn on its layer in Wobble's pixel font, centred vertically.
  static let uiLabel = SimulatedType("UILabel", superclass: "UIView") { t in
    t.call("UILabel", "frame", "") { a throws(RunError) in
      let view = try a.newView()
      view.becomeLabel()
      return .view(view)
    }
    t.options("NSTextAlignment", "UIBaselineAdjustment")
    let label = t.members { $0.asView.flatMap { $0.isLabel ? $0 : nil } }
    // Each a property of the text the label's layer draws, by its name there.
    for (name, style) in [
      ("text", "string"), ("textColor", "foregroundColor"), ("font", "uiFont"), ("textAlignment", "alignmentMode"),
    ] {
      label.property(
        name, takes: TextStyle.takes[style]!, sample: TextStyle.samples[style],
        get: { v, _ in v.layer.textStyle.map { $0.value(of: style) } }
      ) { v, new throws(RunError) in
        guard var text = v.layer.textStyle else { return }
        try text.set(style, new)
        v.layer.model.content = .text(text)
      }
    }
    label.property(
      "numberOfLines", .number, .count, sample: { .number(0) }, get: { $0.layer.textStyle.map { $0.isWrapped ? 0 : 1 } }
    ) { v, n, new throws(RunError) in
      guard var text = v.layer.textStyle else { return }
      try text.set("numberOfLines", new)
      v.layer.model.content = .text(text)
    }
    label.property(
      "attributedText", takes: "an NSAttributedString",
      sample: { .tuple([.string("Hi"), .color(.black)], labels: ["string", "color"]) },
      get: { v, _ in v.layer.textStyle.map { .tuple([.string($0.string), .color($0.color)], labels: ["string", "color"]) } }
    ) { v, new throws(RunError) in
      // The text, its colour and its font's size (`NSAttributedString`'s attributes).
      guard var style = v.layer.textStyle else { return }
      switch new.value {
      case .tuple(let fields, let labels) where labels.first == "string":
        for (label, field) in zip(labels, fields) {
          let name = label == "string" ? "string" : label == "color" ? "foregroundColor" : "uiFont"
          try style.set(name, Assignment(value: field, owner: new.owner, name: new.name, run: new.run, node: new.node))
        }
      case .nil: style.string = ""
      default: throw new.wrong(want: "an NSAttributedString")
      }
      v.layer.model.content = .text(style)
    }
    // Shrinking text to fit is not drawn: said once, where the file asks for it.
    label.property(
      "adjustsFontSizeToFitWidth", takes: "a Boolean", sample: { .bool(true) },
      get: { v, run in run.kept(.view(v), "adjustsFontSizeToFitWidth") ?? .bool(false) }
    ) { v, a throws(RunError) in
      guard case .bool(let shrinks) = a.value else { throw a.wrong(want: "a Boolean") }
      a.run.keep(a.value, .view(v), "adjustsFontSizeToFitWidth")
      guard shrinks else { return }
      a.run.warn(
        "adjustsFontSizeToFitWidth",
        "adjustsFontSizeToFitWidth is not simulated: the text keeps its font's size and may overflow the label",
        at: a.node)
    }
    t.ignore("minimumScaleFactor", "lineBreakMode", "baselineAdjustment")
  }
}
