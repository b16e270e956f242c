import Geometry

/// The safe area, as UIKit insets it in an app's window: the status bar's height at the top
/// of the screen (20 points on an iPhone without a notch — Wobble's 375 × 667 screen among them —,
/// 44 on a taller one, whose home indicator takes 34 at the bottom), a navigation bar's
/// 44 below it over its root's view, a tab bar's 49 over its tab's. A view's insets are the parts
/// of these it overlaps where it lies when its guide is read (the root view of a controller lies
/// at the window's top; a subview not yet placed is taken at its superview's origin). A
/// playground's live view has none (Xcode shows it without a status bar), nor a controller
/// shown alone.
extension Interpreter {
  /// Whether what is shown fills an app's screen (a window an app or scene delegate made
  /// visible, or a storyboard's scene), under the status bar.
  var showsAppScreen: Bool { launchedWindow != nil || storyboardScreen }

  /// The screen's own insets: the status bar's at the top, the home indicator's at the bottom.
  var screenSafeInsets: GuideInsets {
    GuideInsets(top: statusBarHeight, left: 0, bottom: screenSize.height <= 736 ? 0 : 34, right: 0)
  }

  /// `view.safeAreaInsets`, and what `view.safeAreaLayoutGuide` is inset by. `fillingScreen`:
  /// as the view will be once the window has sized it to the screen (a controller's root view,
  /// read in `viewDidLoad()` before the window does).
  func safeAreaInsets(of view: ViewObject, barsInPlayground: Bool = false, fillingScreen: Bool = false) -> GuideInsets {
    guard showsAppScreen || barsInPlayground else { return GuideInsets() }
    var edges = showsAppScreen ? screenSafeInsets : GuideInsets()
    // The bars of the controller whose root view this is or lies in: a subview's safe area is
    // the part of its superview's it overlaps.
    if let controller = controller(showing: view.layer) {
      if let navigation = controller.navigation ?? controller.pushedOn, let bar = navigation.bar {
        // A bar made in code lies below the status bar once the window shows it.
        let frame = bar.layer.model.frame
        let below = showsAppScreen && navigation.barAtTop && frame.minY == 0 ? statusBarHeight : 0
        edges.top = max(edges.top, below + frame.maxY)
      }
      if controller.parentController?.tabs != nil { edges.bottom += ControllerContainer.tabBarHeight }
    }
    let screen = screenSize
    let frame = fillingScreen ? Rect(x: 0, y: 0, width: screen.width, height: screen.height) : Self.absoluteFrame(of: view.layer)
    return GuideInsets(
      top: max(0, edges.top - frame.minY), left: 0,
      bottom: max(0, frame.maxY - (screen.height - edges.bottom)), right: 0)
  }

  /// The controller whose root view's layer is `layer` or the nearest of its superlayers.
  private func controller(showing layer: LayerObject) -> Instance? {
    var current: LayerObject? = layer
    while let l = current {
      if let c = instances.first(where: { $0.isController && $0.view?.layer === l }) { return c }
      current = l.superlayer
    }
    return nil
  }
}
