import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `CALayer` and its subclasses' properties as code reads them back.
@Suite struct CALayerTests {
  @Test func appearancePropertiesReadBackAsTheyWereSet() throws {
    // A second layer copies the first's border and shadow through reads.
    let tree = try LanguageTests.tree(
      """
      let a = CALayer()
      a.borderColor = UIColor.red.cgColor
      a.shadowColor = UIColor.blue.cgColor
      a.shadowOffset = CGSize(width: 3, height: 4)
      let b = CALayer()
      b.borderColor = a.borderColor
      b.shadowColor = a.shadowColor
      b.shadowOffset = CGSize(width: a.shadowOffset.height, height: a.shadowOffset.width)
      host.layer.addSublayer(b)
      """)
    let b = tree.sublayers[0]
    #expect(b.borderColor == Color(red: 1, green: 0, blue: 0))
    #expect(b.shadow.color == Color(red: 0, green: 0, blue: 1))
    #expect(b.shadow.offset == Point(4, 3))
  }

  @Test func aReplicatorsInstanceCountReadsBack() throws {
    let tree = try LanguageTests.tree(
      """
      let r = CAReplicatorLayer()
      r.instanceCount = 6
      let bar = CALayer()
      bar.frame = CGRect(x: 0, y: 0, width: CGFloat(r.instanceCount) * 2, height: 2)
      host.layer.addSublayer(bar)
      """)
    #expect(tree.sublayers[0].bounds.width == 12)
  }

  @Test func propertiesThatDrawNothingAreKeptAndReadBack() throws {
    // `shouldRasterize` changes how Core Animation caches, not the picture; it still reads back.
    let tree = try LanguageTests.tree(
      """
      let a = CALayer()
      a.shouldRasterize = true
      a.isHidden = !a.shouldRasterize
      host.layer.addSublayer(a)
      """)
    #expect(tree.sublayers[0].isHidden == false)
  }

  @Test func theTreeAndItsAnimationsReadBack() throws {
    // superlayer, subviews, superview, animationKeys(), animation(forKey:), value(forKeyPath:).
    let tree = try LanguageTests.tree(
      """
      let a = CALayer(), b = CALayer()
      a.addSublayer(b)
      a.transform = CATransform3DMakeScale(2, 3, 1)
      let fade = CABasicAnimation(keyPath: "opacity")
      fade.duration = 2.5
      b.add(fade, forKey: "fade")
      let child = UIView()
      host.addSubview(child)
      let bar = CALayer()
      let copy = b.animation(forKey: "fade")
      let scale = (a.value(forKeyPath: "transform.scale.y") as? CGFloat) ?? 0
      bar.frame = CGRect(
        x: CGFloat(b.animationKeys()?.count ?? 0), y: copy?.duration ?? 0, width: CGFloat(host.subviews.count),
        height: scale)
      bar.isHidden = !(b.superlayer === a && child.superview === host && b.animation(forKey: "none") == nil)
      host.layer.addSublayer(bar)
      """)
    let bar = tree.sublayers[1]
    #expect(bar.frame == Rect(x: 1, y: 2.5, width: 1, height: 3))
    #expect(bar.isHidden == false)
  }
}
