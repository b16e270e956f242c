import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `UITextView` shown, not edited: its text at the top inside `textContainerInset` (8 points
/// above and below by default) and the container's 5-point padding either side, in the
/// body style's 17-point system font on white, as Apple documents; a text view that does not
/// scroll is sized by Auto Layout to its text with those insets.
@Suite struct UITextViewTests {
  static func style(_ layer: Layer) -> TextStyle? {
    if case .text(let style) = layer.content { style } else { nil }
  }

  @Test func theTextSitsAtTheTopInsideTheContainerInsetAndPadding() throws {
    let tree = try LanguageTests.tree(
      """
      let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      notes.text = "Hello"
      host.addSubview(notes)
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      label.text = "Hello"
      host.addSubview(label)
      """)
    let (view, label) = (tree.sublayers[0], tree.sublayers[1])
    #expect(view.backgroundColor == Color(white: 1))
    let style = try #require(Self.style(view))
    let labelStyle = try #require(Self.style(label))
    // Same font as a label's default (17 pt), black.
    #expect(style.font == labelStyle.font && style.color == Color(white: 0))
    let ink = style.ink(in: view.bounds).outlines.bounds
    let labelInk = labelStyle.ink(in: label.bounds).outlines.bounds
    // 5 points in from the left (the label's text starts at 0), at the top below 8 points
    // (the label's is centred).
    #expect(abs(ink.minX - (labelInk.minX + 5)) < 1e-6)
    #expect(ink.minY > 8 && ink.maxY < 8 + 25)
    #expect(labelInk.minY > 35)
  }

  @Test func aTextViewThatDoesNotScrollIsSizedToItsTextWithItsInsets() throws {
    let tree = try LanguageTests.tree(
      """
      let counter = UITextView()
      counter.text = "42"
      counter.font = UIFont.boldSystemFont(ofSize: 80)
      counter.isScrollEnabled = false
      counter.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(counter)
      counter.centerXAnchor.constraint(equalTo: host.centerXAnchor).isActive = true
      counter.centerYAnchor.constraint(equalTo: host.centerYAnchor).isActive = true
      let same = UILabel()
      same.text = "42"
      same.font = UIFont.boldSystemFont(ofSize: 80)
      let size = same.intrinsicContentSize
      let mark = CALayer()
      mark.frame = CGRect(x: 0, y: 0, width: size.width, height: size.height)
      host.layer.addSublayer(mark)
      let wide = UITextView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
      wide.text = "a long text that scrolls"
      wide.translatesAutoresizingMaskIntoConstraints = false
      host.addSubview(wide)
      wide.leadingAnchor.constraint(equalTo: host.leadingAnchor).isActive = true
      wide.topAnchor.constraint(equalTo: host.topAnchor).isActive = true
      """)
    let text = tree.sublayers[1].bounds
    let counter = tree.sublayers[0]
    // The label's size with 2 × 5 points across and 8 + 8 down.
    #expect(counter.bounds.width == text.width + 10)
    #expect(counter.bounds.height == text.height + 16)
    #expect(counter.position == Point(100, 50))
    // One that scrolls asks for no size, and its constraints give none: the frame it was made
    // with does not count.
    #expect(tree.sublayers[2].bounds.width == 0 && tree.sublayers[2].bounds.height == 0)
  }

  @Test func insetsMoveTheTextAndBadOnesAreRefused() throws {
    let tree = try LanguageTests.tree(
      """
      let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      notes.text = "Hello"
      notes.textContainerInset = UIEdgeInsets(top: 30, left: 10, bottom: 0, right: 10)
      notes.isEditable = false
      host.addSubview(notes)
      """)
    let style = try #require(Self.style(tree.sublayers[0]))
    let ink = style.ink(in: tree.sublayers[0].bounds).outlines.bounds
    #expect(ink.minY > 30 && ink.minX > 15 && ink.minX < 17)
    #expect(throws: RunError.self) {
      try LanguageTests.tree(
        "let v = UITextView()\nv.textContainerInset = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)\n")
    }
  }
}
