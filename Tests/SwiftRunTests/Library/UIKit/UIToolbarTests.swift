import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `UIToolbar`: UIKit's default bar colour, (247, 247, 247), at 80 % while translucent and
/// opaque when not; `barTintColor` paints it; the blur and the items are said, not drawn.
@Suite struct UIToolbarTests {
  static func bar(_ body: String) throws -> (tree: Layer, warnings: [String]) {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      host.addSubview(bar)
      \(body)
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/T.swift")
    return (file.scene.presentation(ParameterValues(), 0).sublayers[0], file.warnings)
  }

  @Test func aToolbarIsUIKitsBarColourTranslucentUntilToldOtherwise() throws {
    let light = 247.0 / 255
    let translucent = try Self.bar("")
    #expect(translucent.tree.backgroundColor == Color(red: light, green: light, blue: light, alpha: 0.8))
    #expect(translucent.warnings.contains { $0.contains("blur of what lies behind it") })
    let opaque = try Self.bar("bar.isTranslucent = false")
    #expect(opaque.tree.backgroundColor == Color(red: light, green: light, blue: light, alpha: 1))
    #expect(try Self.bar("bar.barTintColor = .red").tree.backgroundColor == Color(red: 1, green: 0, blue: 0))
  }

  @Test func itsItemsAreSaidNotToBeDrawn() throws {
    let warnings = try Self.bar("bar.setItems([], animated: false)").warnings
    #expect(warnings.contains { $0.contains("items (its bar buttons) are not drawn") })
  }
}
