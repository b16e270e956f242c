import Animation
import Geometry
import Testing

@testable import SwiftRun

/// `Selector("name:")` and `NSSelectorFromString(_:)` name a method as `#selector` does: by its
/// Objective-C name, whose first part is the method's.
@Suite struct SelectorsTests {
  @Test func aSelectorSpelledAsAStringNamesTheMethod() throws {
    let tree = try LanguageTests.tree(
      """
      class Grower: NSObject {
        @objc func grow(_ sender: UIView) { sender.frame.size.width += 10 }
        @objc func paint() { host.backgroundColor = .red }
      }
      let grower = Grower()
      let control = UIControl(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      control.addTarget(grower, action: Selector(("grow:")), for: .valueChanged)
      control.addTarget(grower, action: NSSelectorFromString("paint"), for: .valueChanged)
      host.addSubview(control)
      control.sendActions(for: .valueChanged)
      """)
    #expect(tree.sublayers[0].bounds.width == 20)
    #expect(tree.backgroundColor == Color(red: 1, green: 0, blue: 0))
  }

  @Test func aSelectorWithoutAMethodNameIsRefused() throws {
    #expect(
      throws: RunError(
        description: "L.swift:4:18: Selector(_:): argument 1: got a string, want a method's Objective-C name (\"tick:\")")
    ) {
      _ = try LanguageTests.tree("let s = Selector(\":\")")
    }
  }
}
