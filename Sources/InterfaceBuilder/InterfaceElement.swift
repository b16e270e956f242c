/// One element of an Interface Builder document (`.storyboard`, `.xib`): its tag, its
/// attributes, its child elements in order, and the line its start tag is on (1-based).
public struct InterfaceElement: Sendable {
  public let name: String
  public let attributes: [String: String]
  public var children: [InterfaceElement]
  public let line: Int
  /// The character data directly inside the element (`<string key="text">two\nlines</string>`),
  /// whitespace between child elements included.
  public var text = ""

  public init(name: String, attributes: [String: String], children: [InterfaceElement] = [], line: Int) {
    self.name = name
    self.attributes = attributes
    self.children = children
    self.line = line
  }

  public subscript(attribute: String) -> String? { attributes[attribute] }

  /// A numeric attribute (`x="37.5"`); nil when absent or not a finite number.
  public func number(_ attribute: String) -> Double? {
    guard let text = attributes[attribute], let value = Double(text), value.isFinite else { return nil }
    return value
  }

  /// A `YES`/`NO` attribute; nil when absent.
  public func flag(_ attribute: String) -> Bool? { attributes[attribute].map { $0 == "YES" } }

  /// A string Xcode saves as an attribute (`text="Hi"`) or, when it holds a line break, as a
  /// child element (`<string key="text">`, `<mutableString key="content">`).
  public func string(_ key: String) -> String? {
    if let attribute = attributes[key] { return attribute }
    return children.first { $0.attributes["key"] == key && ($0.name == "string" || $0.name == "mutableString") }?.text
  }

  /// The first child with this tag.
  public func child(_ name: String) -> InterfaceElement? { children.first { $0.name == name } }

  /// The first child whose `key` attribute is `key` (`<rect key="frame" …/>`), of any tag or of `name`.
  public func child(key: String, _ name: String? = nil) -> InterfaceElement? {
    children.first { $0.attributes["key"] == key && (name == nil || $0.name == name) }
  }

  /// Every element below this one, depth first, in document order.
  public var descendants: [InterfaceElement] {
    var found: [InterfaceElement] = []
    var stack = children.reversed() as [InterfaceElement]
    while let next = stack.popLast() {
      found.append(next)
      stack.append(contentsOf: next.children.reversed())
    }
    return found
  }
}
