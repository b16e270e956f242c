import Animation
import Geometry

extension Library {
  /// The padding `NSTextContainer` keeps either side of each line fragment, 5 points by
  /// default (`lineFragmentPadding`, as Apple documents it).
  static let lineFragmentPadding = 5.0

  /// `UITextView`, shown rather than edited: its text set at the top in the body style's
  /// 17-point system font (Apple's documented default), wrapped to its width, inside its
  /// `textContainerInset` (8 points above and below by default) and the container's 5-point
  /// padding left and right; on white. One that does not scroll asks Auto Layout for its text's
  /// size with those insets, as UIKit sizes it; one that scrolls asks for none. Editing,
  /// selection and scrolling are not simulated: nothing a user types reaches a preview.
  static let uiTextView = SimulatedType("UITextView", superclass: "UIScrollView") { t in
    t.call("UITextView", "frame", "", "frame:textContainer") { a throws(RunError) in
      if a.signature == "frame:textContainer", !(try a.isNil(1)) {
        throw a.error(1, "a text view with its own NSTextContainer is not simulated by Wobble yet")
      }
      let view = try a.newView()
      view.becomeTextView()
      return .view(view)
    }
    let textView = t.members { $0.asView.flatMap { $0.textView == nil ? nil : $0 } }
    declareTextProperties(textView)
    textView.property("isScrollEnabled", .bool, get: { $0.textView?.scrolls }) { v, on, new in
      v.textView?.scrolls = on
      new.run.textChangedSize(of: v, at: new.node)
    }
    textView.property(
      "textContainerInset", takes: "a UIEdgeInsets", sample: { .edgeInsets(8, 16, 8, 16) },
      get: { v, _ in v.textView.map { .edgeInsets($0.insets.top, $0.insets.left, $0.insets.bottom, $0.insets.right) } },
      set: { v, a throws(RunError) in
        let value: Value = if case .point(let p) = a.value, p == .zero { .edgeInsets(0, 0, 0, 0) } else { a.value }
        guard case .tuple(let fields, let labels) = value, labels == ["top", "left", "bottom", "right"] else {
          throw a.wrong(want: "a UIEdgeInsets")
        }
        let n = fields.map { $0.asNumber ?? .nan }
        guard n.allSatisfy({ $0.isFinite && $0 >= 0 }) else { throw a.wrong(want: "a UIEdgeInsets of numbers ≥ 0") }
        if n[1] != n[3] {
          a.run.warn(
            "uneven text view insets", "textContainerInset left and right differ: the text is drawn between their mean",
            at: a.node)
        }
        v.textView?.insets = (n[0], n[1], n[2], n[3])
        v.placeTextViewText()
        a.run.textChangedSize(of: v, at: a.node)
      })
    t.ignore(defaults: ["isEditable": { _ in .bool(true) }, "isSelectable": { _ in .bool(true) }])
    t.ignore(
      "dataDetectorTypes", "keyboardType", "returnKeyType", "autocorrectionType", "autocapitalizationType", "delegate",
      "textContentType", "allowsEditingTextAttributes", "showsVerticalScrollIndicator", "showsHorizontalScrollIndicator",
      "spellCheckingType", "keyboardAppearance")
  }
}
