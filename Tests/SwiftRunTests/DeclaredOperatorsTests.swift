import Animation
import Geometry
import Testing

@testable import SwiftRun

/// Operators the file declares, for its own types and in extensions of the SDK's, are called
/// where their parameter types fit the operands; Swift's own operators keep the rest.
@Suite struct DeclaredOperatorsTests {
  @Test func aCompoundOperatorOnAnSDKTypeWritesBackItsInoutLeftSide() throws {
    let tree = try LanguageTests.tree(
      """
      extension CGAffineTransform {
        static func +=(lhs: inout CGAffineTransform, rhs: CGAffineTransform) {
          lhs = lhs.concatenating(rhs)
        }
      }
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      box.transform = CGAffineTransform(scaleX: 2, y: 2)
      box.transform += CGAffineTransform(translationX: 30, y: 0)
      var width: CGFloat = 10
      width += 5
      box.bounds.size.width = width
      host.addSubview(box)
      """)
    let m = try #require(tree.sublayers[0].effectiveTransform.affine)
    // Scale, then translate (concatenating: the translation is not scaled).
    #expect(m.a == 2 && m.d == 2 && m.tx == 30 && m.ty == 0)
    #expect(tree.sublayers[0].bounds.width == 15)
  }

  @Test func aStructsOwnOperatorsAddAndCompare() throws {
    let tree = try LanguageTests.tree(
      """
      struct Step: Equatable {
        var x: CGFloat
        static func +(a: Step, b: Step) -> Step { Step(x: a.x + b.x) }
        static func ==(a: Step, b: Step) -> Bool { abs(a.x - b.x) < 1 }
      }
      let s = Step(x: 10) + Step(x: 25)
      let dot = CALayer()
      dot.frame = CGRect(x: s.x, y: 0, width: 4, height: 4)
      dot.opacity = Step(x: 3) == Step(x: 3.5) ? 1 : 0
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].position.x == 37 && tree.sublayers[0].opacity == 1)
  }
}
