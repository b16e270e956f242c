import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// What a screen reads about its appearance and assets: attributed text, asset colours (none:
/// nil, so `??` falls back), Core Graphics colours, layer contents, insets and trait collections
/// (the light appearance on a 2× compact-width screen).
@Suite struct AppearanceTests {
  @Test func attributedTextAssetColoursAndLayerContents() throws {
    let tree = try LanguageTests.tree(
      """
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
      label.attributedText = NSAttributedString(
        string: "Hi", attributes: [.foregroundColor: UIColor.red, .font: UIFont.systemFont(ofSize: 30)])
      host.addSubview(label)
      let badge = CALayer()
      badge.contents = UIImage(systemName: "checkmark")?.cgImage
      badge.backgroundColor = CGColor(red: 0, green: 0, blue: 1, alpha: 1)
      badge.borderColor = (UIColor(named: "Brand") ?? .green).cgColor
      host.layer.addSublayer(badge)
      """)
    guard case .text(let style) = tree.sublayers[0].content else {
      Issue.record("a label draws text")
      return
    }
    #expect(style.string == "Hi" && style.fontSize == 30 && style.color == Color(red: 1, green: 0, blue: 0, alpha: 1))
    #expect(tree.sublayers[1].content == .icon(.checkmark, color: Color(red: 0, green: 122.0 / 255, blue: 1)))
    #expect(tree.sublayers[1].backgroundColor == Color(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(tree.sublayers[1].borderColor == Color(red: 0, green: 1, blue: 0, alpha: 1))
  }

  @Test func insetsAndTraitsAreThoseOfALightPlaygroundScreen() throws {
    let tree = try LanguageTests.tree(
      """
      let insets = host.safeAreaInsets
      let margins = host.layoutMargins
      let custom = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
      host.layer.borderWidth = insets.left + margins.right + custom.bottom
      let traits = host.traitCollection
      host.layer.cornerRadius = traits.userInterfaceStyle == .dark ? 1 : traits.displayScale
      host.backgroundColor = UIColor.label.resolvedColor(with: traits)
      """)
    #expect(tree.borderWidth == 0 + 8 + 3)
    #expect(tree.cornerRadius == 2)
    #expect(tree.backgroundColor == Color(red: 0, green: 0, blue: 0, alpha: 1))
  }

  /// A view's `contentScaleFactor` is the 2× screen's until the file sets another; a zero or
  /// negative one is refused.
  @Test func aViewsContentScaleFactorIsTheScreensUntilSet() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.layer.cornerRadius = dot.contentScaleFactor
      dot.contentScaleFactor = 3
      host.layer.borderWidth = dot.contentScaleFactor
      """)
    #expect(tree.cornerRadius == 2)
    #expect(tree.borderWidth == 3)
    #expect(throws: RunError.self) { _ = try LanguageTests.tree("host.contentScaleFactor = 0") }
  }

  /// A dynamic colour (`UIColor { traits in … }`) is what its provider gives for the light
  /// appearance the preview shows.
  @Test func aDynamicColourIsItsLightAppearance() throws {
    let tree = try LanguageTests.tree(
      """
      host.backgroundColor = UIColor { traits in traits.userInterfaceStyle == .dark ? .black : .red }
      """)
    #expect(tree.backgroundColor == Color(red: 1, green: 0, blue: 0))
  }
}
