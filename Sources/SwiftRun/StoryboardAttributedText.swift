import Animation
import InterfaceBuilder
import Typesetting

extension Interpreter {
  /// A label's or text field's `<attributedString key="attributedText">` (a button's `attributedTitle`): its fragments one after
  /// another, each with the `<attributes>` Xcode saved for it — `NSColor`, `NSFont` (a named face
  /// or `metaFont="system"`), `NSKern` in points and `NSParagraphStyle` (alignment, line break
  /// mode, spacings and indents in points) — as `attributedText` set in code would give them.
  /// An attribute Wobble does not draw is said once with its line; a fragment's font Wobble
  /// cannot name is refused there.
  func attributedText(_ element: InterfaceElement, in document: InterfaceDocument) throws(RunError) -> AttributedText {
    let fragments = element.children.filter { $0.name == "fragment" }
    let text = AttributedText(string: fragments.map { $0.string("content") ?? "" }.joined())
    var runs: [AttributedText.Run] = []
    var start = 0
    for fragment in fragments {
      let length = (fragment.string("content") ?? "").utf16.count
      var entries: [DictionaryEntry] = []
      for attribute in fragment.child("attributes")?.children ?? [] {
        guard let entry = try self.attribute(attribute, document) else { continue }
        entries.append(entry)
      }
      runs.append(AttributedText.Run(range: start..<(start + length), attributes: entries, replaces: false))
      start += length
    }
    // One fragment over all the text gives the label its own font and colour, as in code.
    text.runs = runs
    return text
  }

  /// One saved attribute as the `NSAttributedString.Key` entry code would give; nil for one not drawn.
  private func attribute(_ element: InterfaceElement, _ document: InterfaceDocument) throws(RunError) -> DictionaryEntry? {
    let key = element["key"] ?? element.name
    func entry(_ name: String, _ value: Value) -> DictionaryEntry { DictionaryEntry(key: .string(name), value: value) }
    switch (key, element.name) {
    case ("NSColor", "color"):
      return entry("foregroundColor", .color(try document.runColor(element)))
    case ("NSFont", "font"):
      return entry("font", .font(try fragmentFont(element, document)))
    case ("NSKern", _) where element.number("value") != nil:
      return entry("kern", .number(element.number("value")!))
    case ("NSParagraphStyle", "paragraphStyle"):
      let style = Library.defaultParagraphStyle()
      if let alignment = element["alignment"] { style.fields["alignment"] = .string(alignment) }
      if let mode = element["lineBreakMode"], let name = Self.storyboardLineBreakModes[mode] {
        style.fields["lineBreakMode"] = .string(name)
      }
      for name in Library.lengths { if let x = element.number(name) { style.fields[name] = .number(x) } }
      return entry("paragraphStyle", .record(style))
    case ("NSOriginalFont", _):
      // Xcode's record of the font before it substituted one: nothing iOS draws.
      return nil
    default:
      warn(
        "storyboard text attribute " + key,
        "the text attribute \(key) is not drawn by Wobble yet: the text is drawn without it", in: document, at: element)
      return nil
    }
  }

  /// `<font key="NSFont" size="63" name="HelveticaNeue-ThinItalic"/>` or `metaFont="system"`.
  private func fragmentFont(_ element: InterfaceElement, _ document: InterfaceDocument) throws(RunError) -> FontRequest {
    let size = element.number("size") ?? 17
    if let name = element["name"] {
      let font = FontRequest(name: name, size: size)
      warnIfStandIn(font, in: document, at: element)
      return font
    }
    switch element["metaFont"] {
    case "system"?, nil: return FontRequest(size: size)
    case "boldSystem"?, "systemBold"?: return FontRequest(weight: 700, size: size)
    case let other?:
      throw RunError(
        file: document.file, line: element.line, column: 0,
        message: "the text's font metaFont=\"\(other)\" is not one Wobble knows (it knows system and boldSystem)")
    }
  }

  /// Interface Builder's line break mode names, by UIKit's.
  static let storyboardLineBreakModes = [
    "wordWrapping": "byWordWrapping", "charWrapping": "byCharWrapping", "clipping": "byClipping",
    "headTruncation": "byTruncatingHead", "tailTruncation": "byTruncatingTail", "middleTruncation": "byTruncatingMiddle",
  ]
}
