import SwiftSyntax
import Animation
import Geometry

extension Library {
  /// `UIButton`: its `.normal` title drawn as a label's, centred, white for a `.custom` button
  /// and in the system tint for the others until `setTitleColor` says otherwise; its
  /// `titleLabel` is the view itself.
  static let uiButton = SimulatedType("UIButton", superclass: "UILabel") { t in
    t.call("UIButton", "frame", "", "type", "type:primaryAction") { a throws(RunError) in
      let view = try a.newView()
      view.becomeButton(custom: makesCustomButton(labels: a.labels, first: a.labels.first == "type" ? try a.value(0) : nil))
      return .view(view)
    }
    t.options("UIButton.ButtonType")
    // A button's images are not drawn (their insets move nothing drawn); its touch states are
    // kept for the code that reads them.
    t.ignore(
      "imageEdgeInsets", "adjustsImageWhenHighlighted", "showsTouchWhenHighlighted",
      "adjustsImageWhenDisabled")
    let button = t.members { $0.asView.flatMap { $0.isButton ? $0 : nil } }
    button.property("titleLabel", takes: "a UILabel", get: { v, _ in .view(v) })
    declareControlState(button)
    // Points kept around the title: they add to the size the button asks for, and the title
    // is centred in what they leave (an uneven pair left and right is drawn centred, said).
    button.property(
      "contentEdgeInsets", takes: "a UIEdgeInsets", sample: { .edgeInsets(8, 16, 8, 16) },
      get: { v, _ in .edgeInsets(v.contentInsets.top, v.contentInsets.left, v.contentInsets.bottom, v.contentInsets.right) },
      set: { v, a throws(RunError) in
        // `.zero` where no type is written reads as the zero point: it is no insets here.
        let value: Value = if case .point(let p) = a.value, p == .zero { .edgeInsets(0, 0, 0, 0) } else { a.value }
        guard case .tuple(let fields, let labels) = value, labels == ["top", "left", "bottom", "right"] else {
          throw a.wrong(want: "a UIEdgeInsets")
        }
        let n = fields.map { $0.asNumber ?? 0 }
        guard n.allSatisfy({ $0.isFinite }) else { throw a.wrong(want: "a UIEdgeInsets of finite numbers") }
        v.contentInsets = (n[0], n[1], n[2], n[3])
        if n[1] != n[3] {
          a.run.warn(
            "uneven button insets", "contentEdgeInsets left and right differ: the title is drawn centred", at: a.node)
        }
        guard var style = v.layer.textStyle else { return }
        style.inset = max(0, (n[1] + n[3]) / 2)
        v.layer.model.content = .text(style)
      })
    button.method("setTitle", "_:for") { v, a throws(RunError) in try setNormal(v, a, "string") }
    button.method("setTitleColor", "_:for") { v, a throws(RunError) in try setNormal(v, a, "foregroundColor") }
    button.method("setImage", "_:for") { v, a throws(RunError) in
      guard Self.isNormalState(try a.value(1)) else {
        a.run.keep(try a.value(0), .view(v), try stateKey("image", a))
        return .void
      }
      try a.run.setButtonImage(v, try a.value(0), at: a.call)
      return .void
    }
    // What was set for a state, else the `.normal` one, as UIKit documents for each.
    button.method("title", "for") { v, a throws(RunError) in
      if !Self.isNormalState(try a.value(0)), let kept = a.run.kept(.view(v), try stateKey("string", a)) { return kept }
      guard let title = (v.plainTitle ?? v.layer.textStyle)?.string, !title.isEmpty else { return .nil }
      return .string(title)
    }
    button.method("titleColor", "for") { v, a throws(RunError) in
      if !Self.isNormalState(try a.value(0)), let kept = a.run.kept(.view(v), try stateKey("foregroundColor", a)) {
        return kept
      }
      return v.layer.textStyle.map { .color($0.color) } ?? .nil
    }
    button.method("image", "for") { v, a throws(RunError) in
      if !Self.isNormalState(try a.value(0)), let kept = a.run.kept(.view(v), try stateKey("image", a)) { return kept }
      return v.buttonImage?.image.map(Value.image) ?? .nil
    }
    button.property("imageView", takes: "a UIImageView", get: { v, _ in v.buttonImage.map(Value.view) ?? .nil })
    button.property("currentImage", takes: "a UIImage", get: { v, _ in v.buttonImage?.image.map(Value.image) ?? .nil })
    button.method("setBackgroundImage", "_:for") { _, a in
      a.run.warn("button image", "a button's background images are not drawn", at: a.call)
      return .void
    }
    // The attributed title is drawn in place of the plain one, as UIKit prefers it; its
    // attributes win, and what it leaves unsaid is the title's font and colour. Set to nil, the
    // plain title shows again.
    button.method("setAttributedTitle", "_:for") { v, a throws(RunError) in
      let given = try a.value(0), text = AttributedText(given)
      if text == nil, !Interpreter.isNil(given) { throw a.wrong(0, got: given, want: "an NSAttributedString") }
      guard Self.isNormalState(try a.value(1)) else {
        a.run.keep(given, .view(v), try stateKey("attributedTitle", a))
        return .void
      }
      v.showAttributedTitle(text)
      a.run.textChangedSize(of: v, at: Syntax(a.call))
      return .void
    }
    button.method("attributedTitle", "for") { v, a throws(RunError) in
      if !Self.isNormalState(try a.value(0)), let kept = a.run.kept(.view(v), try stateKey("attributedTitle", a)) {
        return kept
      }
      return v.attributedTitle.map { .record($0.record) } ?? .nil
    }
    button.property(
      "currentAttributedTitle", takes: "an NSAttributedString",
      get: { v, _ in v.attributedTitle.map { .record($0.record) } ?? .nil })
  }

  /// Whether an initialiser called with `labels` (the first argument `first`) makes a `.custom`
  /// button: `UIButton()` and `init(frame:)` do, `init(type:)` when the type is `.custom`.
  static func makesCustomButton(labels: [String], first: Value?) -> Bool {
    labels.first != "type" || first?.asString == "custom"
  }

  /// The key a button keeps `name` under for the state its call's last argument names
  /// (`string[1]` for a highlighted title): read back by `title(for:)` and its kin.
  private static func stateKey(_ name: String, _ a: Arguments) throws(RunError) -> String {
    let given = try a.value(a.count - 1)
    guard let state = OptionSetValue(type: "UIControl.State", given) else {
      throw a.wrong(a.count - 1, got: given, want: "a UIControl.State")
    }
    return "\(name)[\(state.rawValue)]"
  }

  /// The title or its colour for `.normal`, the state a preview shows; other states' are kept
  /// for the code that reads them back (`title(for: .selected)`), not drawn.
  /// Whether `written` is `.tintColor` or `UIColor.tintColor`.
  private static func namesTintColor(_ written: ExprSyntax?) -> Bool {
    guard let member = written?.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "tintColor" else {
      return false
    }
    return member.base == nil || member.base?.trimmedDescription == "UIColor"
  }

  @Sendable private static func setNormal(_ v: ViewObject, _ a: Arguments, _ name: String) throws(RunError) -> Value {
    guard Self.isNormalState(try a.value(1)) else {
      a.run.keep(try a.value(0), .view(v), try stateKey(name, a))
      return .void
    }
    let given = name == "foregroundColor" ? Value.color(try a.color(0)) : try a.value(0)
    let assignment = Assignment(value: given, owner: "UIButton", name: name, run: a.run, node: Syntax(a.call))
    // Under an attributed title, the plain title and its colour wait for it to be removed.
    if v.attributedTitle != nil {
      try v.plainTitle?.set(name, assignment)
      return .void
    }
    guard var style = v.layer.textStyle else { return .void }
    try style.set(name, assignment)
    v.layer.model.content = .text(style)
    // `UIColor.tintColor` (iOS 15) is the tint of the view it is drawn in, whatever it becomes.
    if name == "foregroundColor" { v.titleFollowsTint = Self.namesTintColor(a.shape.arguments.first?.expression) }
    if v.titleFollowsTint { v.redrawTint() }
    return .void
  }
}
