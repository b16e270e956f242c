import Animation
import Geometry
import InterfaceBuilder
import SwiftSyntax

/// What a `UIActivityIndicatorView` has beyond a view's: its style, the colour set over the
/// style's, whether it hides while stopped (UIKit's default: it does), and whether it animates
/// and since when.
final class ActivityIndicator {
  var style: String
  var color: Color?
  var hidesWhenStopped = true
  var animating = false
  var startTime = 0.0

  init(style: String) { self.style = style }

  /// The spinner's size in points: 37 for the large styles, 20 for the others (Apple).
  var side: Double { ["large", "whiteLarge"].contains(style) ? 37 : 20 }

  /// The style's colour: white for the white styles, gray for the others.
  var styleColor: Color { style.hasPrefix("white") ? .white : Color(white: 0.5) }
}

extension ViewObject {
  /// Draws the indicator's spinner as it stands: turning from `startTime` while it animates.
  func showSpinner() {
    guard let indicator = activity else { return }
    layer.model.content = .spinner(
      ActivitySpinner(
        side: indicator.side, color: indicator.color ?? indicator.styleColor,
        startTime: indicator.animating ? indicator.startTime : nil))
  }
}

extension Library {
  /// `UIActivityIndicatorView`: the spinner iOS draws, `style` sizing it (20 points, 37 for
  /// `.large` and `.whiteLarge`) and colouring it (white, else gray, unless `color` is set);
  /// hidden until `startAnimating()` and again after `stopAnimating()` while
  /// `hidesWhenStopped` (true by default). Drawn as iOS 13 and later draws it, 8 petals whose
  /// lead goes round once a second, with a warning: Apple documents neither their shape nor
  /// their pace.
  static let uiActivityIndicatorView = SimulatedType("UIActivityIndicatorView", superclass: "UIView") { t in
    t.options("UIActivityIndicatorView.Style", "UIActivityIndicatorViewStyle")
    t.call("UIActivityIndicatorView", "", "frame", "style", "activityIndicatorStyle") { a throws(RunError) in
      let view = try a.newView()
      let styled = a.signature == "style" || a.signature == "activityIndicatorStyle"
      let style = styled ? try a.run.indicatorStyle(a.value(0), at: a.call) : "medium"
      a.run.makeIndicator(view, style: style, at: a.call)
      if a.signature != "frame" {
        let side = view.activity!.side
        view.layer.model.setFrame(Rect(x: 0, y: 0, width: side, height: side))
      }
      return .view(view)
    }
    let indicator = t.members { $0.asView.flatMap { $0.activity == nil ? nil : $0 } }
    indicator.method("startAnimating", "") { v, a in
      guard let state = v.activity, !state.animating else { return .void }
      (state.animating, state.startTime) = (true, a.run.now)
      v.layer.model.isHidden = false
      v.showSpinner()
      return .void
    }
    indicator.method("stopAnimating", "") { v, _ in
      guard let state = v.activity, state.animating else { return .void }
      state.animating = false
      if state.hidesWhenStopped { v.layer.model.isHidden = true }
      v.showSpinner()
      return .void
    }
    indicator.property("isAnimating", .bool, get: { $0.activity?.animating })
    indicator.property("hidesWhenStopped", .bool, get: { $0.activity?.hidesWhenStopped }) { v, hides, _ in
      guard let state = v.activity else { return }
      state.hidesWhenStopped = hides
      if !state.animating { v.layer.model.isHidden = hides }
    }
    indicator.property("color", .color, get: { $0.activity?.color ?? $0.activity?.styleColor }) { v, c, _ in
      v.activity?.color = c
      v.showSpinner()
    }
    for name in ["style", "activityIndicatorViewStyle"] {
      indicator.property(
        name, takes: "a UIActivityIndicatorView.Style", sample: { .string("large") },
        get: { v, _ in v.activity.map { .string($0.style) } }
      ) { v, new throws(RunError) in
        v.activity?.style = try new.run.indicatorStyle(new.value, at: new.node)
        v.showSpinner()
      }
    }
  }
}

extension Interpreter {
  /// The styles a `UIActivityIndicatorView` takes, by case name.
  static let indicatorStyles: Set<String> = ["medium", "large", "white", "whiteLarge", "gray"]

  /// The indicator style `value` names (`.large`, Swift 4's `.whiteLarge`).
  func indicatorStyle(_ value: Value, at node: some SyntaxProtocol) throws(RunError) -> String {
    guard case .string(let name) = value, Self.indicatorStyles.contains(name) else {
      throw error(
        "UIActivityIndicatorView takes a style (.medium, .large, .white, .whiteLarge, .gray), not \(value.kind)", at: node)
    }
    return name
  }

  /// Makes `view` an activity indicator of `style`, stopped and so hidden, said once.
  func makeIndicator(_ view: ViewObject, style: String, at node: some SyntaxProtocol) {
    becomeIndicator(view, style: style)
    warn("UIActivityIndicatorView", Self.indicatorApproximation, at: node)
  }

  /// The same for an indicator a storyboard or nib saved.
  func makeIndicator(_ view: ViewObject, style: String, at document: InterfaceDocument, element: InterfaceElement) {
    becomeIndicator(view, style: style)
    warn("UIActivityIndicatorView", Self.indicatorApproximation, in: document, at: element)
  }

  private func becomeIndicator(_ view: ViewObject, style: String) {
    view.activity = ActivityIndicator(style: style)
    view.layer.model.isHidden = true
    view.showSpinner()
  }

  static let indicatorApproximation =
    "UIActivityIndicatorView is drawn as iOS 13 and later draw it, 8 petals whose lead goes round once a second: "
    + "Apple documents its size and colour, not the petals' shape nor their pace"
}
