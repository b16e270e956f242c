import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A view's coordinates converted to another's, views found by tag, changes made without
/// animation, and the other small members of UIView real code reads.
@Suite struct UIViewGeometryTests {
  /// `convert(_:to:)` goes up through each view's frame (and transform) and down into the
  /// other's: a point (5, 5) of a view at (10, 20) inside one at (30, 40) is (45, 65) in the
  /// window and (15, 25) in the middle view; `convert(_:from:)` undoes it; a rectangle's
  /// corners go the same way. A scaled view maps through its scale about its centre.
  @Test func pointsAndRectanglesConvertThroughEachViewsPlace() throws {
    let tree = try LanguageTests.tree(
      """
      let middle = UIView(frame: CGRect(x: 30, y: 40, width: 100, height: 100))
      let inner = UIView(frame: CGRect(x: 10, y: 20, width: 20, height: 20))
      host.addSubview(middle)
      middle.addSubview(inner)
      let big = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      big.transform = CGAffineTransform(scaleX: 2, y: 2)
      host.addSubview(big)
      let a = inner.convert(CGPoint(x: 5, y: 5), to: nil)
      let b = inner.convert(CGPoint(x: 5, y: 5), to: middle)
      let c = inner.convert(CGPoint(x: 45, y: 65), from: nil)
      let r = inner.convert(CGRect(x: 0, y: 0, width: 4, height: 2), to: host)
      let s = big.convert(CGPoint(x: 10, y: 10), to: host)
      let marks = (0..<5).map { _ in CALayer() }
      marks[0].position = a
      marks[1].position = b
      marks[2].position = c
      marks[3].frame = r
      marks[4].position = s
      for m in marks { host.layer.addSublayer(m) }
      """)
    let marks = Array(tree.sublayers.suffix(5))
    #expect(marks[0].position == Point(45, 65))
    #expect(marks[1].position == Point(15, 25))
    #expect(marks[2].position == Point(5, 5))
    #expect(marks[3].frame == Rect(x: 40, y: 60, width: 4, height: 2))
    // The 10-point view scaled 2× about its centre (5, 5): its corner (10, 10) lands at (15, 15).
    #expect(marks[4].position == Point(15, 15))
  }

  /// `viewWithTag(_:)` finds the view itself or the first subview, depth first, with the tag;
  /// nil when none has it.
  @Test func viewWithTagFindsTheFirstViewDepthFirst() throws {
    let tree = try LanguageTests.tree(
      """
      let a = UIView(), b = UIView(), c = UIView()
      host.addSubview(a)
      a.addSubview(b)
      host.addSubview(c)
      b.tag = 7
      c.tag = 7
      host.viewWithTag(7)?.alpha = 0.5
      if host.viewWithTag(8) == nil { c.alpha = 0.25 }
      """)
    #expect(tree.sublayers[0].sublayers[0].opacity == 0.5)
    #expect(tree.sublayers[1].opacity == 0.25)
  }

  /// Properties that draw nothing read back UIKit's defaults until set (`tag` 0, a label's
  /// `isUserInteractionEnabled` false, a plain view's true), then what was set.
  @Test func untouchedPropertiesReadBackUIKitsDefaults() throws {
    let tree = try LanguageTests.tree(
      """
      let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let label = UILabel()
      host.addSubview(a)
      a.frame.origin.x = CGFloat(a.tag + 4)
      a.alpha = label.isUserInteractionEnabled ? 1 : 0.5
      a.layer.cornerRadius = a.isUserInteractionEnabled && !a.isExclusiveTouch ? 2 : 0
      a.tag = 9
      a.frame.origin.y = CGFloat(a.tag)
      """)
    #expect(tree.sublayers[0].frame.origin == Point(4, 9))
    #expect(tree.sublayers[0].opacity == 0.5 && tree.sublayers[0].cornerRadius == 2)
  }

  /// `UIView.performWithoutAnimation` makes its block's changes at once even inside an
  /// animation block, and animations are enabled again after it (`areAnimationsEnabled`).
  @Test func changesMadeWithoutAnimationHappenAtOnce() throws {
    let tree = try LanguageTests.tree(
      """
      let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      let b = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(a)
      host.addSubview(b)
      UIView.animate(withDuration: 1) {
        a.alpha = 0
        UIView.performWithoutAnimation { b.alpha = 0 }
      }
      b.backgroundColor = UIView.areAnimationsEnabled ? .red : .blue
      """, at: 0.5)
    #expect(tree.sublayers[0].opacity > 0.1 && tree.sublayers[0].opacity < 0.9)
    #expect(tree.sublayers[1].opacity == 0)
    #expect(tree.sublayers[1].backgroundColor == Color(red: 1, green: 0, blue: 0))
  }

  /// `UIImage()` is an empty image, 0 × 0 points.
  @Test func anEmptyImageHasNoSize() throws {
    let tree = try LanguageTests.tree(
      """
      let image = UIImage()
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: image.size.width + 3, height: image.size.height + 4)
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].bounds.width == 3 && tree.sublayers[0].bounds.height == 4)
  }

  /// `sizeToFit()` sets the size to `sizeThatFits(bounds.size)`, the origin kept: an image
  /// view takes its image's size (a 30 × 20 drawing), a wrapping label wraps at its width (no
  /// wider, more than one line high), a plain view keeps its size.
  @Test func sizeToFitTakesWhatEachKindOfViewFitsKeepingTheOrigin() throws {
    let tree = try LanguageTests.tree(
      """
      let image = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20)).image { _ in }
      let picture = UIImageView(frame: CGRect(x: 5, y: 6, width: 80, height: 80))
      picture.image = image
      picture.sizeToFit()
      let label = UILabel(frame: CGRect(x: 1, y: 2, width: 60, height: 10))
      label.numberOfLines = 0
      label.text = "Hello world again"
      label.sizeToFit()
      let plain = UIView(frame: CGRect(x: 0, y: 0, width: 7, height: 9))
      plain.sizeToFit()
      let one = UILabel()
      one.text = "Hello"
      one.sizeToFit()
      for v in [picture, label, plain, one] { host.addSubview(v) }
      """)
    let (picture, label, plain, one) = (tree.sublayers[0], tree.sublayers[1], tree.sublayers[2], tree.sublayers[3])
    #expect(picture.frame == Rect(x: 5, y: 6, width: 30, height: 20))
    #expect(label.frame.minX == 1 && label.frame.minY == 2 && label.bounds.width <= 60)
    #expect(label.bounds.height > 1.5 * one.bounds.height)
    #expect(plain.bounds.width == 7 && plain.bounds.height == 9)
  }

  /// Haptic feedback generators are made and fired as in the app; the firing changes nothing
  /// drawn and is said once.
  @Test func hapticFeedbackIsSkippedAndSaid() throws {
    let file = try LanguageTests.opened(
      """
      let impact = UIImpactFeedbackGenerator(style: .medium)
      impact.prepare()
      impact.impactOccurred()
      UINotificationFeedbackGenerator().notificationOccurred(.success)
      UISelectionFeedbackGenerator().selectionChanged()
      host.alpha = 0.5
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).opacity == 0.5)
    #expect(file.warnings.filter { $0.contains("haptic feedback is skipped") }.count == 1)
  }

  /// `exchangeSubview(at:withSubviewAt:)` counts subviews only (a plain sublayer between them
  /// keeps its place); `isDescendant(of:)` is true for the view itself and its superviews' chain.
  @Test func subviewsExchangeByTheirIndexAndDescendantsKnowTheirAncestors() throws {
    let tree = try LanguageTests.tree(
      """
      let a = UIView(), b = UIView()
      a.alpha = 0.25
      b.alpha = 0.75
      host.addSubview(a)
      host.layer.addSublayer(CALayer())
      host.addSubview(b)
      let inner = UIView()
      a.addSubview(inner)
      host.exchangeSubview(at: 0, withSubviewAt: 1)
      let known = inner.isDescendant(of: host) && inner.isDescendant(of: inner) && !b.isDescendant(of: a)
      host.layer.cornerRadius = known ? 4 : 0
      """)
    #expect(tree.sublayers.map(\.opacity) == [0.75, 1, 0.25])
    #expect(tree.cornerRadius == 4)
    #expect(throws: RunError.self) {
      _ = try LanguageTests.tree("host.addSubview(UIView())\nhost.exchangeSubview(at: 0, withSubviewAt: 1)")
    }
  }
}

/// `frame` set under a transform that is not the identity, which UIKit leaves undefined, is said.
@Suite struct FrameUnderTransformTests {
  @Test func aFrameSetUnderATransformIsSaidAndOneUnderTheIdentityIsNot() throws {
    func said(_ transform: String) throws -> [String] {
      let file = try LanguageTests.opened(
        """
        let box = UIView()
        box.transform = \(transform)
        box.frame = CGRect(x: 10, y: 10, width: 40, height: 20)
        host.addSubview(box)
        """)
      return file.warnings.filter { $0.contains("where UIKit leaves frame undefined") }
    }
    let turned = try said("CGAffineTransform(rotationAngle: 0.5)")
    #expect(turned.count == 1 && turned[0].hasPrefix("L.swift:6:"))
    #expect(try said(".identity").isEmpty)
  }

  /// A wrapping label (`numberOfLines = 0`) asked to fit a width its text is wider than takes
  /// the lines the text wraps to: two words, two lines, each no wider than the width
  /// (SwiftSpinner sizes its subtitle so).
  @Test func sizeThatFitsWrapsAWrappingLabelsTextToTheWidth() throws {
    let tree = try LanguageTests.tree(
      """
      let label = UILabel()
      label.numberOfLines = 0
      label.text = "Create Account"
      let one = label.sizeThatFits(CGSize(width: 1000, height: 1000))
      let fits = label.sizeThatFits(CGSize(width: 80, height: 1000))
      let a = CALayer()
      a.frame = CGRect(x: 0, y: 0, width: fits.width, height: fits.height)
      let b = CALayer()
      b.frame = CGRect(x: 0, y: 0, width: one.width, height: one.height)
      let c = CALayer()
      c.frame = CGRect(x: 0, y: 0, width: 1, height: label.font.lineHeight)
      host.layer.addSublayer(a)
      host.layer.addSublayer(b)
      host.layer.addSublayer(c)
      """)
    let (fits, one, line) = (tree.sublayers[0].bounds, tree.sublayers[1].bounds, tree.sublayers[2].bounds.height)
    #expect(one.width > 80)
    #expect(one.height == line.rounded(.up))
    #expect(fits.width <= 80 && fits.width > 30)
    #expect(fits.height == (2 * line).rounded(.up))
  }

  /// `sizeThatFits(_:)`: a label's is its text's size (its intrinsic content size), a plain
  /// view's its bounds' size, as UIKit documents; text wider than the size given (which UIKit
  /// wraps or cuts) is refused at its place.
  @Test func sizeThatFitsIsTheTextsSizeForALabelAndTheBoundsForAView() throws {
    let tree = try LanguageTests.tree(
      """
      let label = UILabel()
      label.text = "Create Account"
      let fits = label.sizeThatFits(CGSize(width: 1000, height: 44))
      let own = label.intrinsicContentSize
      let plain = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 12)).sizeThatFits(CGSize(width: 5, height: 5))
      let dot = CALayer()
      dot.frame = CGRect(x: plain.width, y: plain.height, width: fits.width, height: fits.height)
      dot.opacity = fits == own && fits.width > 50 ? 0.5 : 1
      host.layer.addSublayer(dot)
      """)
    let dot = tree.sublayers[0]
    #expect(dot.frame.minX == 30 && dot.frame.minY == 12)
    #expect(dot.opacity == 0.5)
    #expect(
      throws: RunError(
        description: "L.swift:6:12: UILabel.sizeThatFits(_:): the text is wider than the width given (20.0 pt), which UIKit "
          + "wraps or cuts: not simulated by Wobble yet")
    ) {
      _ = try LanguageTests.tree(
        """
        let label = UILabel()
        label.text = "Create Account"
        let fits = label.sizeThatFits(CGSize(width: 20, height: 44))
        """)
    }
  }
}
