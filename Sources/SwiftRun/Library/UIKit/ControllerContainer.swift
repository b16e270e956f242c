import Animation
import Geometry
import InterfaceBuilder
import SwiftSyntax
import Typesetting

/// The container controllers a controller of the file is shown in: a `UINavigationController`
/// (its bar over the top 44 points, the title centred in it) and a storyboard's
/// `UITabBarController` (its bar over the bottom 49 points, each item's title centred in an
/// equal slot, the first tab selected in the tint, the others in system grey, 10-point
/// medium text). The root's view fills the container. The bars have no background of their
/// own: since iOS 15 a bar over content that does not scroll shows its scroll-edge
/// appearance, which is transparent. Item icons are not drawn (said where the tabs are read).
final class ControllerContainer {
  let view = ViewObject(name: "navigationController")
  /// The controllers pushed over the root, the top last (`pushViewController(_:animated:)`).
  var pushed: [Instance] = []
  /// The navigation bar, when a navigation controller holds the root.
  let bar: ViewObject?
  /// The tab bar, when a tab bar controller holds the root (or the navigation controller).
  let tabBar: ViewObject?
  /// Whether the navigation bar lies where a playground puts it (no saved frame): at the top,
  /// with no status bar above it.
  let barAtTop: Bool
  /// The bar's height in a playground's live view, which has no status bar above it.
  static let barHeight = 44.0
  /// A tab bar's height on an iPhone without a home indicator, as UIKit lays it out.
  static let tabBarHeight = 49.0
  /// Where a tab item's title lies in the bar (points from the bar's top, and its height):
  /// below the icon's place in UIKit's stacked layout.
  static let tabTitleBand = (top: 35.0, height: 12.0)
  /// A navigation bar's title: 17-point semibold system text (the `.headline` style).
  static let titleFont = FontRequest(weight: 600, size: 17)
  /// UIKit's `systemGray` (142, 142, 147), the unselected items' colour.
  static let unselectedItemColor = Color(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255)

  /// A playground's: the live view's size, the bar at its top. A storyboard's gives its
  /// device's size and the navigation bar's saved frame, below the status bar; `navigation`
  /// false leaves the navigation bar out (a tab bar controller's tab that is not a
  /// navigation controller); `tabs` adds a tab bar with those titles.
  init(
    size: (width: Double, height: Double) = Interpreter.controllerViewSize, bar frame: Rect? = nil,
    navigation: Bool = true, tabs: [String]? = nil
  ) {
    view.layer.model.setFrame(Rect(x: 0, y: 0, width: size.width, height: size.height))
    view.layer.model.backgroundColor = .white
    barAtTop = navigation && frame == nil
    if navigation {
      let bar = ViewObject(name: "navigationBar")
      bar.layer.model.setFrame(frame ?? Rect(x: 0, y: 0, width: size.width, height: Self.barHeight))
      bar.becomeLabel()
      if var style = bar.layer.textStyle {
        style.alignment = .center
        style.font = Self.titleFont
        bar.layer.model.content = .text(style)
      }
      self.bar = bar
    } else {
      bar = nil
    }
    tabBar = tabs.map { Self.tabBar(titles: $0, size: size) }
  }

  /// A tab bar across the bottom, its items' titles in equal slots, `selected` in the tint.
  static func tabBar(titles: [String], size: (width: Double, height: Double), selected: Int = 0) -> ViewObject {
    let tabBar = ViewObject(name: "tabBar")
    tabBar.layer.model.setFrame(
      Rect(x: 0, y: size.height - tabBarHeight, width: size.width, height: tabBarHeight))
    let slot = size.width / Double(max(1, titles.count))
    for (i, title) in titles.enumerated() {
      let item = ViewObject(name: "tabBarItem\(i + 1)")
      item.layer.model.setFrame(
        Rect(x: Double(i) * slot, y: tabTitleBand.top, width: slot, height: tabTitleBand.height))
      item.becomeLabel()
      if var style = item.layer.textStyle {
        style.string = title
        style.alignment = .center
        style.font = FontRequest(weight: 500, size: 10)
        style.color = i == selected ? ViewObject.systemBlue : unselectedItemColor
        item.layer.model.content = .text(style)
      }
      tabBar.layer.sublayers.append(item.layer)
    }
    return tabBar
  }

  /// The root's view under the bars, and the navigation bar's title.
  func hold(_ root: ViewObject, title: String) {
    if root.layer.superlayer !== view.layer {
      root.layer.remove()
      view.layer.sublayers.insert(root.layer, at: 0)
    }
    for bar in [bar, tabBar].compactMap({ $0 }) where bar.layer.superlayer !== view.layer {
      view.layer.sublayers.append(bar.layer)
    }
    show(title: title)
  }

  /// In an app's window the status bar lies above the navigation bar: UIKit puts the bar
  /// below it, `statusBar` points down (the root's view still fills the window under both).
  func moveBarBelowStatusBar(_ statusBar: Double) {
    guard barAtTop, let bar else { return }
    var frame = bar.layer.model.frame
    frame = Rect(x: frame.minX, y: statusBar, width: frame.width, height: frame.height)
    bar.layer.model.setFrame(frame)
  }

  /// `navigationBar.barStyle` dark (`.black`): the title is white unless its attributes say.
  private var darkBar = false
  /// `navigationBar.titleTextAttributes`, as given.
  private var titleAttributes: [DictionaryEntry] = []

  /// `navigationBar.titleTextAttributes`: drawn as an attributed string's are (colour, font,
  /// kern); a value of the wrong kind is refused with what it takes.
  func setTitleAttributes(_ value: Value, run: Interpreter, at node: Syntax) throws(RunError) {
    titleAttributes = try AttributedText.attributes(value, run: run, at: node) { message throws(RunError) in
      throw run.error("titleTextAttributes: \(message)", at: node)
    }
    restyleTitle()
  }

  /// `navigationBar.barStyle`: `.black` (or its translucent and opaque kin) whitens the title,
  /// as a dark bar's is.
  func setBarStyle(_ value: Value) {
    // `.black` where no type is written may read as the colour.
    darkBar =
      switch value {
      case .string(let name): ["black", "blackTranslucent", "blackOpaque"].contains(name)
      case .color(let color): color == Color(white: 0)
      default: false
      }
    restyleTitle()
  }

  /// A storyboard's navigation bar: its `barStyle` and `titleTextAttributes` (text colour and
  /// font), as the code's setters take them; its `barTintColor` is not drawn, as since iOS 15 a
  /// bar over content that does not scroll shows its transparent scroll-edge appearance (said).
  func takeArchivedLook(_ element: InterfaceElement, _ document: InterfaceDocument, run: Interpreter) throws(RunError) {
    if let style = element["barStyle"] { setBarStyle(.string(style)) }
    if let tint = element.child(key: "barTintColor", "color") {
      run.warn(
        "navigation bar colour",
        "a navigation bar's barTintColor is not drawn: since iOS 15 a bar over content that does not scroll shows its "
          + "transparent scroll-edge appearance", in: document, at: tint)
    }
    guard let attributes = element.child(key: "titleTextAttributes") else { return }
    var entries: [DictionaryEntry] = []
    if let text = attributes.child(key: "textColor", "color") {
      entries.append(DictionaryEntry(key: .string("foregroundColor"), value: .color(try document.runColor(text))))
    }
    if let font = attributes.child(key: "fontDescription") {
      entries.append(DictionaryEntry(key: .string("font"), value: .font(try Interpreter.font(font, document))))
    }
    titleAttributes = entries
    restyleTitle()
  }

  /// The title's style from the bar's: 17-point semibold, black or white by the bar style, then
  /// what its attributes give (set in either order).
  private func restyleTitle() {
    guard let bar, var style = bar.layer.textStyle else { return }
    style.font = Self.titleFont
    style.color = darkBar ? Color(white: 1) : Color(white: 0)
    let text = AttributedText(string: style.string)
    text.runs = [AttributedText.Run(range: 0..<text.length, attributes: titleAttributes, replaces: false)]
    style.take(attributed: text)
    bar.layer.model.content = .text(style)
  }

  func show(title: String) {
    guard let bar, var style = bar.layer.textStyle else { return }
    style.string = title
    bar.layer.model.content = .text(style)
  }
}
