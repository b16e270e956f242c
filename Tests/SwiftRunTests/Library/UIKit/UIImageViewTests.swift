import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Image views draw Wobble's icon for a known symbol, else a placeholder, in their tint.
@Suite struct ImageViewTests {
  @Test func imageViewsDrawAnIconOrThePlaceholderInTheirTint() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let tick = UIImageView(image: UIImage(systemName: "checkmark"))
      tick.tintColor = #colorLiteral(red: 0.2, green: 0.8, blue: 0.4, alpha: 1)
      host.addSubview(tick)
      let logo = UIImageView(frame: CGRect(x: 100, y: 0, width: 80, height: 60))
      logo.image = #imageLiteral(resourceName: "Logo")
      host.addSubview(logo)
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/I.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].content == .icon(.checkmark, color: Color(red: 0.2, green: 0.8, blue: 0.4)))
    #expect(tree.sublayers[0].bounds.width == 44 && tree.sublayers[0].position == Point(22, 22))
    #expect(tree.sublayers[1].content == .icon(.placeholder, color: Color(white: 0.6)))
    #expect(tree.sublayers[1].bounds.width == 80 && tree.sublayers[1].position == Point(140, 30))
    // The colour literal's numbers are the file's: tunable.
    #expect(file.scene.parameters.contains { $0.summary.contains("#colorLiteral(red: 0.2") })
  }

  /// An SF Symbol Wobble has no drawing of is the placeholder in the tint, and says so; one it
  /// draws says nothing.
  @Test func anUndrawnSymbolIsThePlaceholderWithAWarning() throws {
    let file = try LanguageTests.opened(
      """
      let heart = UIImageView(image: UIImage(systemName: "heart.fill"))
      heart.tintColor = .red
      host.addSubview(heart)
      host.addSubview(UIImageView(image: UIImage(systemName: "checkmark")))
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].content == .icon(.placeholder, color: Color(red: 1, green: 0, blue: 0)))
    #expect(file.warnings.filter { $0.contains("is an SF Symbol Wobble has no drawing of") }.count == 1)
    #expect(file.warnings.contains { $0.hasPrefix("L.swift:4:32: UIImage(systemName: \"heart.fill\")") })
  }
}

/// A `UIImageView` subclass's convenience `init()` calling `self.init(image:)` (a spinner
/// image that rotates) shows the image at its size, as the inherited initialiser does.
@Suite struct ImageViewSubclassTests {
  @Test func selfInitImageShowsTheImageAtItsSize() throws {
    let tree = try LanguageTests.tree(
      """
      class Spinner: UIImageView {
        convenience init() {
          self.init(image: UIImage(systemName: "checkmark")!)
          backgroundColor = UIColor.clear
        }
      }
      host.addSubview(Spinner())
      """)
    #expect(tree.sublayers[0].content == .icon(.checkmark, color: Color(red: 0, green: 122.0 / 255, blue: 1)))
    #expect(tree.sublayers[0].bounds.width == 44)
    // Its frame at the origin, as UIImageView(image:) leaves it: centre at half the size.
    #expect(tree.sublayers[0].position == Point(22, 22))
  }
}
