import SwiftSyntax
import Animation
import Geometry
import Typesetting

extension Library {
  /// `UITextField`: its text, or else its placeholder in UIKit's placeholder grey, drawn as a
  /// label's 7 points in (aligned by its `textAlignment`), with the border its style draws.
  static let uiTextField = SimulatedType("UITextField", superclass: "UIView") { t in
    t.call("UITextField", "frame", "") { a throws(RunError) in
      let view = try a.newView()
      view.becomeTextField(madeAt: Syntax(a.call))
      return .view(view)
    }
    t.options("UITextField.BorderStyle")
    let field = t.members { $0.asView.flatMap { $0.textField == nil ? nil : $0 } }
    declareControlState(field)
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
      "keyboardType", "returnKeyType", "autocorrectionType", "autocapitalizationType", "clearButtonMode", "leftViewMode",
      "rightViewMode", "delegate", "textContentType")
    field.property("isSecureTextEntry", .bool, get: { $0.textField?.secure }) { v, on, _ in v.textField?.secure = on }
    // The attributed spellings set the string, drawn in the field's own font and colour (said),
    // as a storyboard's attributed field is.
    for (name, isText) in [("attributedText", true), ("attributedPlaceholder", false)] {
      field.property(
        name, takes: "an NSAttributedString", sample: { .record(AttributedText(string: "Hi").record) },
        get: { v, _ in
          v.textField.map { .record(AttributedText(string: isText ? $0.text : $0.placeholder).record) }
        }
      ) { v, new throws(RunError) in
        let string: String
        switch new.value {
        case .record where AttributedText(new.value) != nil: string = AttributedText(new.value)!.string
        case .nil: string = ""
        default: throw new.wrong(want: "an NSAttributedString")
        }
        if isText { v.textField?.text = string } else { v.textField?.placeholder = string }
        new.run.warn(
          "text field attributes", "a text field's attributed text is drawn in the field's own font and colour",
          at: new.node)
      }
    }
    // Views beside the text are not drawn: said.
    for name in ["leftView", "rightView"] {
      field.property(name, takes: "a UIView", sample: { .nil }, get: { _, _ in .nil }) { _, new in
        if case .nil = new.value { return }
        new.run.warn("text field side views", "a text field's leftView and rightView are not drawn by Wobble", at: new.node)
      }
    }
  }
}
