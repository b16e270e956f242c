import Animation
import Geometry
import Typesetting

extension Library {
  /// `UITextField`: its text, or else its placeholder in UIKit's placeholder grey, drawn as a
  /// label's 7 points in (aligned by its `textAlignment`), with the border its style draws.
  static let uiTextField = SimulatedType("UITextField", superclass: "UIView") { t in
    t.call("UITextField", "frame", "") { a throws(RunError) in
      let view = try a.newView()
      view.becomeTextField()
      return .view(view)
    }
    t.options("UITextField.BorderStyle")
    let field = t.members { $0.asView.flatMap { $0.textField == nil ? nil : $0 } }
    for name in ["text", "placeholder"] {
      field.property(
        name, takes: "a string", sample: { .string("Hi") },
        get: { v, _ in v.textField.map { .string(name == "text" ? $0.text : $0.placeholder) } }
      ) { v, new throws(RunError) in
        let text: String
        switch new.value {
        case .string(let s): text = s
        case .nil: text = ""
        default: throw new.wrong(want: "a string")
        }
        if name == "text" { v.textField?.text = text } else { v.textField?.placeholder = text }
      }
    }
    field.property("textColor", .color, get: { $0.textField?.textColor }) { v, c, _ in v.textField?.textColor = c ?? .black }
    field.property(
      "font", takes: "a UIFont", sample: { .font(FontRequest(weight: 700, size: 20)) },
      get: { v, _ in v.layer.textStyle.map { .font($0.font) } }
    ) { v, new throws(RunError) in
      guard case .font(let font) = new.value else { throw new.wrong(want: "a UIFont") }
      guard case .text(var style) = v.layer.model.content else { return }
      style.font = font
      v.layer.model.content = .text(style)
    }
    // Where its text sits across the field, as a label's (`.natural` is the left in a
    // left-to-right language).
    field.property(
      "textAlignment", takes: TextStyle.takes["alignmentMode"]!, sample: TextStyle.samples["alignmentMode"],
      get: { v, _ in v.layer.textStyle.map { $0.value(of: "alignmentMode") } }
    ) { v, new throws(RunError) in
      guard var text = v.layer.textStyle else { return }
      try text.set("alignmentMode", new)
      v.layer.model.content = .text(text)
    }
    field.property(
      "borderStyle", .option(["none", "line", "bezel", "roundedRect"]), get: { $0.textField?.borderStyle }
    ) { v, style, _ in v.setBorderStyle(style) }
    t.ignore(
      "attributedPlaceholder", "attributedText", "isSecureTextEntry", "keyboardType", "returnKeyType", "autocorrectionType",
      "autocapitalizationType", "clearButtonMode", "leftView", "leftViewMode", "rightView", "rightViewMode", "delegate",
      "textContentType")
  }
}
