import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// What is wrong with an Interface Builder document, at its line.
public struct InterfaceError: Error, CustomStringConvertible, Sendable {
  public let file: String
  public let line: Int?
  public let message: String

  public init(file: String, line: Int?, _ message: String) {
    self.file = file
    self.line = line
    self.message = message
  }

  public var description: String { line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)" }
}

/// An iOS storyboard or nib as Xcode saves it (XML, `com.apple.InterfaceBuilder3.CocoaTouch…`),
/// read with Foundation's `XMLParser` (libxml2): its element tree, and its objects by `id`.
public struct InterfaceDocument: Sendable {
  /// The file's name, for messages (`Main.storyboard`).
  public let file: String
  public let root: InterfaceElement
  /// Every element with an `id` attribute, by it.
  public let byID: [String: InterfaceElement]

  /// Elements nest at most this deep (Xcode's documents nest a few dozen).
  public static let depthLimit = 200
  /// At most this many elements (a large app's storyboard has a few thousand).
  public static let elementLimit = 200_000

  public var isStoryboard: Bool { root["type"]?.hasSuffix(".Storyboard.XIB") == true }

  /// The module its custom classes are in (`customModule="exampleForAnimation"`), the app's
  /// target: the first one the document names.
  public var module: String? { root.descendants.lazy.compactMap { $0["customModule"] }.first }

  /// Parses `data`. A document that is not XML, not Interface Builder's, or made for the Mac
  /// (Cocoa, not Cocoa Touch) is refused, saying which.
  public init(data: Data, file: String) throws(InterfaceError) {
    self.file = file
    let builder = TreeBuilder()
    let parser = XMLParser(data: data)
    parser.shouldResolveExternalEntities = false
    parser.delegate = builder
    builder.parser = parser
    let parsed = parser.parse()
    if let limit = builder.overLimit { throw InterfaceError(file: file, line: builder.line, limit) }
    guard parsed, let root = builder.root else {
      let line = parser.lineNumber > 0 ? parser.lineNumber : nil
      let reason = parser.parserError.map { "\($0.localizedDescription)" } ?? "no element"
      throw InterfaceError(file: file, line: line, "not an XML document Wobble can read (\(reason))")
    }
    guard root.name == "document", let type = root["type"], type.hasPrefix("com.apple.InterfaceBuilder3.") else {
      throw InterfaceError(
        file: file, line: root.line, "not an Interface Builder document (no <document type=\"com.apple.InterfaceBuilder3…\">)")
    }
    guard type.contains(".CocoaTouch.") else {
      throw InterfaceError(
        file: file, line: root.line, "an Interface Builder document for the Mac (\(type)): Wobble loads iOS ones (CocoaTouch)")
    }
    // The scene as the device Interface Builder saved it for shows it (its size classes).
    let device = root.child("device")
    self.root = root.resolvingVariations(for: SizeClasses(device: device?["id"], orientation: device?["orientation"]))
    var index: [String: InterfaceElement] = [:]
    for element in self.root.descendants { if let id = element["id"] { index[id] = element } }
    byID = index
  }

  /// The scene's object of a view controller whose `customClass` is `name` (a storyboard's
  /// `<viewController customClass="ViewController">`, of any controller tag), or a nib's
  /// top-level view of that class.
  public func object(ofClass name: String) -> InterfaceElement? {
    root.descendants.first { $0["customClass"] == name && $0["key"] == nil }
  }

  /// The storyboard's initial view controller (`initialViewController="BYZ-38-t0r"`).
  public var initialController: InterfaceElement? { root["initialViewController"].flatMap { byID[$0] } }

  /// The scene an app shows first and the containers around it.
  public struct FirstScene {
    /// The view controller whose view is shown.
    public var controller: InterfaceElement
    /// The navigation bar's element when a navigation controller holds it (its frame,
    /// `barTintColor`, `barStyle`, `titleTextAttributes`).
    public var navigationBarElement: InterfaceElement?
    /// The navigation bar's saved frame (`x`, `y`, `width`, `height` in points, below the
    /// status bar of the document's device); a height left out is 44, a bar's own.
    public var navigationBar: [Double]? {
      navigationBarElement?.child(key: "frame", "rect").map { r in
        [r.number("x") ?? 0, r.number("y") ?? 0, r.number("width") ?? 0, r.number("height") ?? 44]
      }
    }
    /// The tab bar's items, in order, when a tab bar controller holds it (the first selected).
    public var tabs: [TabItem]?
  }

  /// A tab bar item as a tab's scene (or its navigation controller's) saves it.
  public struct TabItem: Equatable, Sendable {
    public var title: String
    /// Whether it shows an icon (an image, or a system item's), which Wobble does not draw.
    public var hasIcon: Bool
  }

  /// What the app shows first: the initial view controller's scene; when that is a tab bar
  /// controller, its first tab's (the destination of its first `relationship="viewControllers"`
  /// segue, the tab UIKit selects); when that is a navigation controller, its root view
  /// controller's (the destination of its `relationship="rootViewController"` segue).
  public var firstShown: FirstScene? {
    guard var shown = initialController else { return nil }
    var tabs: [TabItem]?
    if shown.name == "tabBarController" {
      let segues = Self.relationships(of: shown, "viewControllers")
      tabs = segues.enumerated().map { Self.tabItem(of: byID[$1["destination"] ?? ""], selected: $0 == 0) }
      guard let first = segues.first?["destination"].flatMap({ byID[$0] }) else { return nil }
      shown = first
    }
    guard shown.name == "navigationController" else { return FirstScene(controller: shown, tabs: tabs) }
    guard let root = Self.relationships(of: shown, "rootViewController").first?["destination"].flatMap({ byID[$0] })
    else { return nil }
    return FirstScene(controller: root, navigationBarElement: shown.child(key: "navigationBar"), tabs: tabs)
  }

  /// A container's relationship segues of one kind, in the document's order.
  static func relationships(of container: InterfaceElement, _ relationship: String) -> [InterfaceElement] {
    container.child("connections")?.children.filter { $0.name == "segue" && $0["relationship"] == relationship } ?? []
  }

  /// The tab bar item a tab's controller saves (`<tabBarItem key="tabBarItem" title="…">`);
  /// UIKit titles an item without one with nothing. An unselected item shows its `image`, the
  /// selected one its `selectedImage` (else its `image`); a system item its own icon.
  static func tabItem(of controller: InterfaceElement?, selected: Bool) -> TabItem {
    let item = controller?.child(key: "tabBarItem")
    let icon =
      item.map { $0["image"] != nil || (selected && $0["selectedImage"] != nil) || $0["systemItem"] != nil } ?? false
    return TabItem(title: item?["title"] ?? "", hasIcon: icon)
  }

  /// Whether a push or show segue leads to the element with this `id` (a demo a table's cell
  /// pushes onto the navigation stack).
  public func isPushed(_ id: String) -> Bool {
    func search(_ element: InterfaceElement) -> Bool {
      if element.name == "segue", element["destination"] == id, ["push", "show"].contains(element["kind"] ?? "") {
        return true
      }
      return element.children.contains(where: search)
    }
    return search(root)
  }

  /// The device the document was laid out for (`<device id="retina4_7" …>`), as Xcode names it.
  public var device: String? { root.child("device")?["id"] }
}

/// Builds the element tree as `XMLParser` reports it, stopping at the limits.
private final class TreeBuilder: NSObject, XMLParserDelegate {
  weak var parser: XMLParser?
  var stack: [InterfaceElement] = []
  var root: InterfaceElement?
  var count = 0
  var overLimit: String?
  var line: Int?

  func parser(
    _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
    attributes: [String: String] = [:]
  ) {
    count += 1
    if stack.count >= InterfaceDocument.depthLimit || count > InterfaceDocument.elementLimit {
      overLimit =
        stack.count >= InterfaceDocument.depthLimit
        ? "elements nest deeper than \(InterfaceDocument.depthLimit)"
        : "more than \(InterfaceDocument.elementLimit) elements"
      line = parser.lineNumber
      parser.abortParsing()
      return
    }
    stack.append(InterfaceElement(name: name, attributes: attributes, line: parser.lineNumber))
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    guard overLimit == nil, !stack.isEmpty else { return }
    stack[stack.count - 1].text += string
  }

  func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
    guard overLimit == nil, let done = stack.popLast() else { return }
    if stack.isEmpty { root = done } else { stack[stack.count - 1].children.append(done) }
  }
}
