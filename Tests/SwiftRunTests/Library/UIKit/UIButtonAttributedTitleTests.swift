import Animation
import Geometry
import Testing

@testable import SwiftRun

/// A button's attributed title (`setAttributedTitle(_:for:)`, a storyboard's `attributedTitle`)
/// is drawn in place of its plain title, as UIKit prefers it.
@Suite struct UIButtonAttributedTitleTests {
  static func title(_ layer: Layer) -> TextStyle? { if case .text(let style) = layer.content { style } else { nil } }

  @Test func theAttributedTitleIsDrawnWithItsOwnFontAndColourInPlaceOfThePlainOne() throws {
    let tree = try LanguageTests.tree(
      """
      let b = UIButton(type: .system)
      b.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
      b.setTitle("Plain", for: .normal)
      b.setAttributedTitle(NSAttributedString(string: "Start", attributes: [.font: UIFont.boldSystemFont(ofSize: 25), .foregroundColor: UIColor.black]), for: .normal)
      b.setTitle("Later", for: .normal)
      b.setTitleColor(.red, for: .normal)
      host.addSubview(b)
      let echo = UILabel(frame: CGRect(x: 0, y: 60, width: 200, height: 20))
      echo.text = (b.title(for: .normal) ?? "-") + "/" + (b.attributedTitle(for: .normal)?.string ?? "-")
      host.addSubview(echo)
      """)
    let drawn = try #require(Self.title(tree.sublayers[0]))
    // Drawn: the attributed title, untouched by the plain title and colour set after it.
    #expect(drawn.string == "Start" && drawn.fontSize == 25 && drawn.color == Color(white: 0))
    #expect(drawn.font.weight >= 700)
    // Read back: the plain title as set last, and the attributed one.
    #expect(Self.title(tree.sublayers[1])?.string == "Later/Start")
  }

  @Test func aNilAttributedTitleShowsThePlainTitleAgainWithWhatWasSetOnIt() throws {
    let tree = try LanguageTests.tree(
      """
      let b = UIButton(type: .system)
      b.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
      b.setAttributedTitle(NSAttributedString(string: "Fancy"), for: .normal)
      b.setTitle("Plain", for: .normal)
      b.setAttributedTitle(nil, for: .normal)
      host.addSubview(b)
      """)
    let drawn = try #require(Self.title(tree.sublayers[0]))
    // A system button's plain title, in the default tint.
    #expect(drawn.string == "Plain" && drawn.color == ViewObject.systemBlue)
  }

  /// What the attributed string leaves unsaid is the title's: a custom button's white and its
  /// 15-point font; an attributed title for another state is kept, not drawn.
  @Test func whatTheAttributedStringLeavesUnsaidIsTheTitlesAndOtherStatesAreKept() throws {
    let tree = try LanguageTests.tree(
      """
      let b = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
      b.setAttributedTitle(NSAttributedString(string: "Go", attributes: [.kern: 2]), for: .normal)
      b.setAttributedTitle(NSAttributedString(string: "Going"), for: .highlighted)
      host.addSubview(b)
      """)
    let drawn = try #require(Self.title(tree.sublayers[0]))
    #expect(drawn.string == "Go" && drawn.color == Color(white: 1) && drawn.fontSize == 15 && drawn.kern == 2)
  }

  @Test func anAttributedTitleOfTheWrongKindIsRefusedWithItsPlace() throws {
    #expect(throws: (any Error).self) {
      try LanguageTests.tree("let b = UIButton()\nb.setAttributedTitle(3, for: .normal)\nhost.addSubview(b)")
    }
    do {
      _ = try LanguageTests.tree("let b = UIButton()\nb.setAttributedTitle(3, for: .normal)\nhost.addSubview(b)")
    } catch {
      #expect("\(error)".contains("2:") && "\(error)".contains("NSAttributedString"), "\(error)")
    }
  }

  /// A storyboard button's iOS 15 configuration saves its title as an attributed string: drawn
  /// with its fragment's font.
  @Test func aStoryboardConfigurationsAttributedTitleIsDrawn() throws {
    let layer = try StoryboardLoadingTests.firstLayer(
      of: """
        <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="a">
            <rect key="frame" x="80" y="447" width="100" height="50"/>
            <state key="normal" title="Button"/>
            <buttonConfiguration key="configuration" style="plain" titleAlignment="center">
                <attributedString key="attributedTitle">
                    <fragment content="Reset">
                        <attributes>
                            <font key="NSFont" size="24" name="Helvetica-Bold"/>
                        </attributes>
                    </fragment>
                </attributedString>
            </buttonConfiguration>
        </button>
        """)
    let drawn = try #require(Self.title(layer))
    #expect(drawn.string == "Reset" && drawn.fontSize == 24)
  }
}
