import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `CGRect`'s questions and derived rectangles, as Core Graphics answers them.
@Suite struct CGGeometryTests {
  @Test func insetByEdgeInsetsTakesEachSideItsOwnAmount() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: 50, height: 36).inset(by: UIEdgeInsets(top: 8, left: 4, bottom: 2, right: 6))
      host.layer.addSublayer(dot)
      """)
    let dot = tree.sublayers[0]
    #expect(dot.bounds.width == 40 && dot.bounds.height == 26)
    #expect(dot.position == Point(4 + 20, 8 + 13))
  }

  /// Swift 4's C spellings `UIEdgeInsetsInsetRect(r, UIEdgeInsetsMake(t, l, b, r))` inset as
  /// `r.inset(by:)` does, each said once with today's spelling.
  @Test func theCSpellingsOfEdgeInsetsInsetAsTodaysDo() throws {
    let file = try LanguageTests.opened(
      """
      let dot = CALayer()
      dot.frame = UIEdgeInsetsInsetRect(CGRect(x: 0, y: 0, width: 50, height: 36), UIEdgeInsetsMake(8, 4, 2, 6))
      host.layer.addSublayer(dot)
      """)
    let dot = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    #expect(dot.bounds.width == 40 && dot.bounds.height == 26)
    #expect(dot.position == Point(4 + 20, 8 + 13))
    #expect(file.warnings.contains { $0.contains("UIEdgeInsetsInsetRect(r, insets) is Swift 4's r.inset(by: insets)") })
    #expect(file.warnings.contains { $0.contains("UIEdgeInsetsMake is Swift 4's UIEdgeInsets(top:left:bottom:right:)") })
  }

  /// `integral` rounds the minimum edges down and the maximum edges up (CGRectIntegral's
  /// documented result contains the source): (0.5, 1.25, 10.2, 3.5) spans x 0.5…10.7 and
  /// y 1.25…4.75, so 0…11 and 1…5. `standardized` turns a negative size into a positive one
  /// from the other corner: (10, 10, −4, −6) is (6, 4, 4, 6).
  @Test func anIntegralRectContainsTheSourceOnWholeNumbersAndAStandardizedOneHasAPositiveSize() throws {
    let tree = try LanguageTests.tree(
      """
      let a = CALayer(), b = CALayer()
      a.frame = CGRect(x: 0.5, y: 1.25, width: 10.2, height: 3.5).integral
      b.frame = CGRect(x: 10, y: 10, width: -4, height: -6).standardized
      host.layer.addSublayer(a)
      host.layer.addSublayer(b)
      """)
    let a = tree.sublayers[0], b = tree.sublayers[1]
    #expect(a.bounds.width == 11 && a.bounds.height == 4)
    #expect(a.position == Point(5.5, 3))
    #expect(b.bounds.width == 4 && b.bounds.height == 6)
    #expect(b.position == Point(8, 7))
  }

  /// `CGPoint.applying(_:)` maps the point by the affine transform (CGPointApplyAffineTransform):
  /// x' = a·x + c·y + tx, y' = b·x + d·y + ty. A quarter turn maps (10, 0) to (0, 10), then
  /// the translation adds (5, 7).
  @Test func aPointAppliedToAnAffineTransformIsMappedByIt() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      let turn = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 5, y: 7))
      dot.position = CGPoint(x: 10, y: 0).applying(turn)
      host.layer.addSublayer(dot)
      """)
    let p = tree.sublayers[0].position
    #expect(abs(p.x - 5) < 1e-9 && abs(p.y - 17) < 1e-9)
  }

  /// `CGRect.applying(_:)` is the smallest rectangle holding the four transformed corners
  /// (CGRectApplyAffineTransform): a quarter turn maps (x, y) to (−y, x), so (10, 20, 30, 40)'s
  /// corners land on x −60…−20, y 10…40. `CGSize.applying(_:)` maps the size as a vector: a
  /// scale multiplies it, a translation leaves it.
  @Test func aRectAppliedToATransformIsTheBoundsOfItsCornersAndASizeIsScaledOnly() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      dot.frame = CGRect(x: 10, y: 20, width: 30, height: 40).applying(CGAffineTransform(rotationAngle: .pi / 2))
      let pad = CALayer()
      let s = CGSize(width: 3, height: 4).applying(CGAffineTransform(scaleX: 2, y: 3).translatedBy(x: 50, y: 50))
      pad.frame = CGRect(x: 0, y: 0, width: s.width, height: s.height)
      host.layer.addSublayer(dot)
      host.layer.addSublayer(pad)
      """)
    let f = tree.sublayers[0].frame
    #expect(abs(f.minX + 60) < 1e-9 && abs(f.minY - 10) < 1e-9 && abs(f.width - 40) < 1e-9 && abs(f.height - 30) < 1e-9)
    #expect(tree.sublayers[1].bounds.width == 6 && tree.sublayers[1].bounds.height == 12)
  }

  /// CGRectContainsPoint counts the minimum edges in and the maximum edges out.
  @Test func containsIntersectsEqualToAndIsEmptyAnswerAsCoreGraphics() throws {
    let tree = try LanguageTests.tree(
      """
      let r = CGRect(x: 10, y: 10, width: 20, height: 20)
      let answers = [
        r.contains(CGPoint(x: 10, y: 10)), r.contains(CGPoint(x: 30, y: 20)),
        r.contains(CGRect(x: 12, y: 12, width: 5, height: 5)), r.intersects(CGRect(x: 30, y: 10, width: 5, height: 5)),
        r.intersects(CGRect(x: 29, y: 29, width: 5, height: 5)), r.equalTo(CGRect(x: 10, y: 10, width: 20, height: 20)),
        CGRect.zero.isEmpty, r.isEmpty,
      ]
      for (i, yes) in answers.enumerated() {
        let dot = CALayer()
        dot.frame = CGRect(x: CGFloat(i) * 10, y: 0, width: 10, height: 10)
        dot.opacity = yes ? 1 : 0
        host.layer.addSublayer(dot)
      }
      """)
    #expect(tree.sublayers.map(\.opacity) == [1, 0, 1, 0, 1, 1, 1, 0])
  }
}

/// `CGPath(ellipseIn:transform:)` and its rectangle forms map each point by the transform
/// they are given (`&transform`): petals turned round a centre.
@Suite struct TransformedPathTests {
  @Test func anEllipseMadeWithATransformIsMoved() throws {
    let tree = try LanguageTests.tree(
      """
      var t = CGAffineTransform(rotationAngle: .pi / 2).concatenating(CGAffineTransform(translationX: 100, y: 50))
      let petal = CGPath(ellipseIn: CGRect(x: -10, y: 0, width: 20, height: 40), transform: &t)
      let box = CGPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10), transform: nil)
      let shape = CAShapeLayer()
      shape.path = petal
      let square = CAShapeLayer()
      square.path = box
      host.layer.addSublayer(shape)
      host.layer.addSublayer(square)
      """)
    // Turned a quarter and moved: the ellipse spans x 60…100, y 40…60.
    let bounds = try #require(tree.sublayers[0].shape?.path.controlPointBounds)
    #expect(abs(bounds.minX - 60) < 1e-6 && abs(bounds.maxX - 100) < 1e-6)
    #expect(abs(bounds.minY - 40) < 1e-6 && abs(bounds.maxY - 60) < 1e-6)
    #expect(tree.sublayers[1].shape?.path.controlPointBounds.maxX == 10)
  }

  /// `union` holds both rectangles, the null rectangle adding nothing; `intersection` is the
  /// overlap, null (`isNull`) for rectangles that do not meet; `divided(atDistance:from:)`
  /// takes a strip from an edge (Core Graphics' documented results).
  @Test func unionIntersectionAndDivisionAsCoreGraphicsDocumentsThem() throws {
    let tree = try LanguageTests.tree(
      """
      let a = CGRect(x: 0, y: 0, width: 10, height: 10), b = CGRect(x: 5, y: 5, width: 10, height: 10)
      let far = CGRect(x: 50, y: 50, width: 1, height: 1)
      let layers = (0..<5).map { _ in CALayer() }
      layers[0].frame = a.union(b)
      layers[1].frame = a.intersection(b)
      layers[2].frame = a.divided(atDistance: 3, from: .maxXEdge).slice
      layers[3].frame = a.union(.null)
      layers[4].opacity = a.intersection(far).isNull && !a.isNull ? 0.5 : 1
      for l in layers { host.layer.addSublayer(l) }
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 0, y: 0, width: 15, height: 15))
    #expect(tree.sublayers[1].frame == Rect(x: 5, y: 5, width: 5, height: 5))
    #expect(tree.sublayers[2].frame == Rect(x: 7, y: 0, width: 3, height: 10))
    #expect(tree.sublayers[3].frame == Rect(x: 0, y: 0, width: 10, height: 10))
    #expect(tree.sublayers[4].opacity == 0.5)
  }
}
