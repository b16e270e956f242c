import Animation
import Geometry
import SwiftSyntax
import Typesetting

extension Library {
  /// A button's `titleLabel` properties UIKit sets again from the button's state when it lays it
  /// out (`setTitle(_:for:)`, `setTitleColor(_:for:)` are the way): set, they change nothing.
  static let titleLabelPropertiesUIKitResets: Set<String> = ["text", "textColor"]

  /// `NSLineBreakMode`'s cases and the truncation each gives a label's last line (the wrapping
  /// and clipping ones: none).
  static let lineBreakModes: [String: TextStyle.Truncation] = [
    "byWordWrapping": .none, "byCharWrapping": .none, "byClipping": .none, "byTruncatingHead": .head,
    "byTruncatingTail": .tail, "byTruncatingMiddle": .middle,
  ]

  /// A label's `shadowOffset`: as set, else UIKit's (0, −1).
  static func labelShadowOffset(_ v: ViewObject, _ run: Interpreter) -> Point {
    if case .size(let w, let h)? = run.kept(.view(v), "shadowOffset") { return Point(w, h) }
    return Point(0, -1)
  }

  /// The properties of the text a label's (or a text view's) layer draws: `text`,
  /// `textColor`, `font`, `textAlignment` and `attributedText`, each changing what Auto Layout
  /// sizes the view to.
  static func declareTextProperties(_ label: Members<ViewObject>) {
    // Each a property of the text the label's layer draws, by its name there.
    for (name, style) in [
      ("text", "string"), ("textColor", "foregroundColor"), ("font", "uiFont"), ("textAlignment", "alignmentMode"),
    ] {
      label.property(
        name, takes: TextStyle.takes[style]!, sample: TextStyle.samples[style],
        get: { v, _ in v.layer.textStyle.map { $0.value(of: style) } }
      ) { v, new throws(RunError) in
        // A button's `titleLabel?.textColor`/`.text`: UIKit sets them again from the button's
        // state (`setTitleColor(_:for:)`, `setTitle(_:for:)`) when it lays the button out.
        if v.isButton, Library.titleLabelPropertiesUIKitResets.contains(name) {
          new.run.warn(
            "titleLabel " + name,
            "titleLabel?.\(name) of a button is set again by UIKit from the button's state when it lays it out: "
              + "set\(name == "text" ? "Title" : "TitleColor")(_:for:) changes it", at: new.node)
          return
        }
        guard var text = v.layer.textStyle else { return }
        try text.set(style, new)
        // A label's colour and font, set after its attributed text, reach all of it (UIKit).
        for i in text.spans.indices {
          if style == "foregroundColor" { text.spans[i].color = nil }
          if style == "uiFont" { text.spans[i].font = nil }
        }
        v.layer.model.content = .text(text)
        new.run.textChangedSize(of: v, at: new.node)
      }
    }
    label.property(
      "attributedText", takes: "an NSAttributedString",
      sample: { .record(AttributedText(string: "Hi").record) },
      get: { v, _ in v.layer.textStyle.map { .record(AttributedText($0).record) } }
    ) { v, new throws(RunError) in
      guard var style = v.layer.textStyle else { return }
      switch new.value {
      case .record where AttributedText(new.value) != nil: style.take(attributed: AttributedText(new.value)!)
      case .nil: (style.string, style.spans) = ("", [])
      default: throw new.wrong(want: "an NSAttributedString")
      }
      v.layer.model.content = .text(style)
      new.run.textChangedSize(of: v, at: new.node)
    }
  }

  /// `UILabel`: its text drawn on its layer in its font (`TextStyle`), centred vertically.
  static let uiLabel = SimulatedType("UILabel", superclass: "UIView") { t in
    t.call("UILabel", "frame", "") { a throws(RunError) in
      let view = try a.newView()
      view.becomeLabel()
      return .view(view)
    }
    t.options("NSTextAlignment", "UIBaselineAdjustment", "NSLineBreakMode")
    let label = t.members { $0.asView.flatMap { $0.isLabel ? $0 : nil } }
    declareTextProperties(label)
    label.property(
      "numberOfLines", .number, .wholeCount, sample: { .number(0) }, get: { $0.layer.textStyle.map { $0.isWrapped ? 0 : 1 } }
    ) { v, n, new throws(RunError) in
      guard var text = v.layer.textStyle else { return }
      try text.set("numberOfLines", new)
      v.layer.model.content = .text(text)
      new.run.textChangedSize(of: v, at: new.node)
    }
    // A single line too wide is set smaller, down to `minimumScaleFactor` of its size (0, UIKit's
    // default, lets it shrink as far as it must).
    label.property(
      "adjustsFontSizeToFitWidth", .bool, get: { $0.layer.textStyle.map { $0.minimumScale != nil } }
    ) { v, shrinks, a throws(RunError) in
      guard var style = v.layer.textStyle else { return }
      let factor = a.run.kept(.view(v), "minimumScaleFactor")?.asNumber ?? 0
      style.minimumScale = shrinks ? factor : nil
      v.layer.model.content = .text(style)
    }
    label.property(
      "minimumScaleFactor", takes: "a number from 0 to 1", sample: { .number(0.5) },
      get: { v, run in run.kept(.view(v), "minimumScaleFactor") ?? .number(v.layer.textStyle?.minimumScale ?? 0) }
    ) { v, a throws(RunError) in
      guard case .number(let factor) = a.value, factor >= 0, factor <= 1 else { throw a.wrong(want: "a number from 0 to 1") }
      a.run.keep(.number(factor), .view(v), "minimumScaleFactor")
      guard var style = v.layer.textStyle, style.minimumScale != nil else { return }
      style.minimumScale = factor
      v.layer.model.content = .text(style)
    }
    label.property(
      "lineBreakMode", takes: "." + lineBreakModes.keys.sorted().joined(separator: ", ."),
      sample: { .string("byTruncatingHead") },
      get: { v, run in run.kept(.view(v), "lineBreakMode") ?? .string("byTruncatingTail") }
    ) { v, a throws(RunError) in
      guard case .string(let mode) = a.value, let truncation = lineBreakModes[mode] else {
        throw a.wrong(want: "." + lineBreakModes.keys.sorted().joined(separator: ", ."))
      }
      a.run.keep(a.value, .view(v), "lineBreakMode")
      guard var style = v.layer.textStyle else { return }
      style.truncation = truncation
      v.layer.model.content = .text(style)
    }
    t.ignore("baselineAdjustment", "adjustsFontForContentSizeCategory")
    // The text's shadow: the glyphs again in `shadowColor`, `shadowOffset` away (UIKit's
    // default (0, −1): a point up), under the text, unblurred; none while the colour is nil.
    label.property("shadowColor", .color, get: { $0.layer.textStyle?.shadow?.color }) { v, color, new in
      guard var text = v.layer.textStyle else { return }
      let offset = text.shadow?.offset ?? Library.labelShadowOffset(v, new.run)
      text.shadow = color.map { TextStyle.TextShadow(color: $0, offset: offset) }
      v.layer.model.content = .text(text)
    }
    label.property(
      "shadowOffset", takes: "a CGSize", sample: { .size(width: 2, height: 3) },
      get: { v, run in
        let p = Library.labelShadowOffset(v, run)
        return .size(width: p.x, height: p.y)
      }
    ) { v, new throws(RunError) in
      // `.zero` reads as CGPoint's where nothing says which.
      var given = new.value
      if case .point(let p) = given, p == .zero { given = .size(width: 0, height: 0) }
      guard case .size(let w, let h) = given, w.isFinite, h.isFinite else { throw new.wrong(want: "a CGSize") }
      new.run.keep(given, .view(v), "shadowOffset")
      guard var text = v.layer.textStyle, text.shadow != nil else { return }
      text.shadow?.offset = Point(w, h)
      v.layer.model.content = .text(text)
    }
  }
}

extension Interpreter {
  /// Apple Color Emoji's glyph box, one em square (its font file: 800 units per em, each
  /// glyph's box (0, 0)–(800, 800)); on iOS 9 and later an emoji measures about 1.1 em
  /// (45 points at 40 in a Core Text report to Apple). The stand-in, Noto Color Emoji, is about
  /// 1.27 em wide.
  static let appleEmojiAdvance = 1.0

  /// Says once when `label`, one line cut at its end, is cut to "…" only because the stand-in
  /// emoji font is wider than Apple's: its text, emoji at Apple's width, would fit its bounds,
  /// so iOS may show it whole.
  func sayStandInEmojiCut(_ label: ViewObject, at node: Syntax?) {
    guard case .text(let style) = label.layer.model.content, style.truncation != .none, !style.isWrapped,
      style.string.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation || $0.value == 0xFE0F })
    else { return }
    let width = label.layer.model.bounds.width - 2 * style.inset
    let line = style.typeset(style.string)
    guard width > 0, line.advance > width else { return }
    let emoji = line.runs.filter { $0.face.hasColorBitmaps && !$0.face.path.contains("Apple Color Emoji") }
    guard !emoji.isEmpty else { return }
    let standIn = emoji.reduce(0) { $0 + $1.advances.reduce(0, +) }
    let count = Double(emoji.reduce(0) { $0 + $1.glyphs.count })
    guard line.advance - standIn + count * Self.appleEmojiAdvance * style.font.size <= width else { return }
    let message =
      "this label's emoji, in the stand-in emoji font (Noto Color Emoji, about 1.27 em wide), do not fit its "
      + "\(Self.text(of: width))-point width and are cut to \"…\"; Apple Color Emoji's are narrower (1 to 1.1 em), "
      + "so iOS may show them whole"
    if let node { warn("stand-in emoji cut", message, at: node) } else { warn("stand-in emoji cut", message) }
  }
}
