import Animation
import Geometry
import Testing

@testable import SwiftRun

/// `type(of:)` gives a value's dynamic type, whose static members answer for it.
@Suite struct TypeOfTests {
  @Test func typeOfAnInstanceReachesTheClassPropertyOfItsSubclass() throws {
    let tree = try LanguageTests.tree(
      """
      class Spinner {
        class var turns: [CGFloat] { [1, 2] }
        func widths() -> [CGFloat] { type(of: self).turns }
      }
      final class Fast: Spinner {
        override class var turns: [CGFloat] { [10, 20, 30] }
      }
      for w in Fast().widths() + Spinner().widths() {
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 0, width: w, height: 2)
        host.layer.addSublayer(bar)
      }
      """)
    #expect(tree.sublayers.map(\.bounds.width) == [10, 20, 30, 1, 2])
  }
}
