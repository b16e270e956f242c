import Animation
import Geometry

/// A `UINavigationController` around a controller of the file: the root's view fills the
/// container and the navigation bar lies over its top 44 points, its title centred in it. The
/// bar has no background of its own: since iOS 15 a bar over content that does not scroll
/// shows its scroll-edge appearance, which is transparent.
final class NavigationContainer {
  let view = ViewObject(name: "navigationController")
  let bar = ViewObject(name: "navigationBar")
  /// The bar's height in a playground's live view, which has no status bar above it.
  static let barHeight = 44.0

  /// A playground's: the live view's size, the bar at its top. A storyboard's gives its
  /// device's size and the bar's saved frame, below the status bar.
  init(size: (width: Double, height: Double) = Interpreter.controllerViewSize, bar frame: Rect? = nil) {
    view.layer.model.setFrame(Rect(x: 0, y: 0, width: size.width, height: size.height))
    view.layer.model.backgroundColor = .white
    bar.layer.model.setFrame(frame ?? Rect(x: 0, y: 0, width: size.width, height: Self.barHeight))
    bar.becomeLabel()
    if var style = bar.layer.textStyle {
      style.alignment = .center
      bar.layer.model.content = .text(style)
    }
  }

  /// The root's view under the bar, and the bar's title.
  func hold(_ root: ViewObject, title: String) {
    if root.layer.superlayer !== view.layer {
      root.layer.remove()
      view.layer.sublayers.insert(root.layer, at: 0)
    }
    if bar.layer.superlayer !== view.layer { view.layer.sublayers.append(bar.layer) }
    show(title: title)
  }

  func show(title: String) {
    guard var style = bar.layer.textStyle else { return }
    style.string = title
    bar.layer.model.content = .text(style)
  }
}

extension Library {
  static let uiNavigationController = SimulatedType("UINavigationController") { t in
    t.call("UINavigationController", "rootViewController") { a throws(RunError) in
      let given = try a.value(0)
      guard case .instance(let root) = given, root.isController else {
        throw a.wrong(0, got: given, want: "a view controller the file declares")
      }
      root.navigation = NavigationContainer()
      return given
    }
  }
}
