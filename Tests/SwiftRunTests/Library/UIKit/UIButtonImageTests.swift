import Animation
import Geometry
import Testing

@testable import SwiftRun

/// `UIButton.setImage(_:for:)`: the image in the button's `imageView`, centred at its own size;
/// a button with an image and no title is as big as its image where constraints leave it open.
@Suite struct UIButtonImageTests {
  static let icon = """
    let icon = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 30, height: 20))
    }

    """

  @Test func anIconButtonIsItsImagesSizeWithTheImageCentredInIt() throws {
    let tree = try LanguageTests.tree(
      Self.icon + """
        let b = UIButton()
        b.translatesAutoresizingMaskIntoConstraints = false
        b.setImage(icon, for: .normal)
        host.addSubview(b)
        b.centerXAnchor.constraint(equalTo: host.centerXAnchor).isActive = true
        b.centerYAnchor.constraint(equalTo: host.centerYAnchor).isActive = true
        let wide = UIButton(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
        wide.setImage(icon, for: .normal)
        wide.setImage(icon, for: .highlighted)
        wide.frame.size.width = 120
        host.addSubview(wide)
        """)
    // The host is 200 × 100: the 30 × 20 button centred in it.
    #expect(tree.sublayers[0].frame == Rect(x: 85, y: 40, width: 30, height: 20))
    // The image view is the image's size, centred in the button, and stays centred as the
    // button widens from 100 to 120 points.
    let imageView = try #require(tree.sublayers[1].sublayers.first)
    #expect(imageView.frame == Rect(x: 45, y: 10, width: 30, height: 20))
    #expect(tree.sublayers[1].sublayers.count == 1)
  }

  @Test func anImageOfNilTakesTheImageAway() throws {
    let tree = try LanguageTests.tree(
      Self.icon + """
        let b = UIButton(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        b.setImage(icon, for: .normal)
        let shown = b.imageView != nil && b.currentImage != nil
        b.setImage(nil, for: .normal)
        b.alpha = shown && b.imageView == nil ? 0.5 : 1
        host.addSubview(b)
        """)
    #expect(tree.sublayers[0].sublayers.isEmpty)
    #expect(tree.sublayers[0].opacity == 0.5)
  }

  @Test func anImageBesideATitleIsSaidToBeDrawnUnderIt() throws {
    let file = try LanguageTests.opened(
      Self.icon + """
        let b = UIButton(type: .system)
        b.setTitle("Like", for: .normal)
        b.setImage(icon, for: .normal)
        host.addSubview(b)
        """)
    #expect(file.warnings.contains { $0.contains("drawn centred under its title") })
  }
}
