import Geometry

/// UIKit's tint inheritance: a view without a `tintColor` of its own shows its nearest
/// superview's, and system blue when none in the chain has one ("If the system cannot find a
/// non-default color in the hierarchy, it uses the system-defined color", `UIView.tintColor`).
/// What follows the tint — a template image, a system button's title — is redrawn when a
/// tint above it changes and when the view joins a superview of another tint, and a view of the
/// file's class whose shown tint changes hears `tintColorDidChange()`, as UIKit tells "a subview
/// that inherits a changed interaction tint color".
extension Interpreter {
  /// Gives `view`, now under `parent`, the tint `parent` shows, and the views below it theirs.
  func inheritTint(_ view: ViewObject, from parent: ViewObject) throws(RunError) {
    try inherit(view, parent.shownTint)
  }

  /// After `view`'s own tint changed: the views below it that have none take its tint.
  func retintBelow(_ view: ViewObject) throws(RunError) {
    try retint(below: view.layer, view.shownTint)
  }

  private func inherit(_ view: ViewObject, _ tint: Color?) throws(RunError) {
    guard view.inheritedTint != tint else { return }
    let shown = view.shownTint
    view.inheritedTint = tint
    guard view.shownTint != shown else { return }
    view.redrawTint()
    if let owner = instance(owning: view) { try callIfDeclared(owner, "tintColorDidChange", []) }
    try retint(below: view.layer, view.shownTint)
  }

  private func retint(below layer: LayerObject, _ tint: Color?) throws(RunError) {
    for sub in layer.sublayers {
      if let view = self.view(backedBy: sub)?.asView {
        try inherit(view, tint)
      } else {
        try retint(below: sub, tint)
      }
    }
  }
}
