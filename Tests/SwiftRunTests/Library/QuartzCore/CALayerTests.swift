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

  /// A layer without sublayers reads `sublayers` as nil ("defaults to nil", `CALayer.h`), the
  /// test an indicator view makes before setting itself up; with them, the array.
  @Test func aLayerWithoutSublayersHasNilNotAnEmptyArray() throws {
    let tree = try LanguageTests.tree(
      """
      let a = CALayer()
      if a.sublayers == nil { a.addSublayer(CALayer()) }
      if a.sublayers?.count == 1 { a.opacity = 0.5 }
      host.layer.addSublayer(a)
      """)
    #expect(tree.sublayers[0].sublayers.count == 1 && tree.sublayers[0].opacity == 0.5)
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

  /// `setValue(_:forKeyPath:)` with a key path into a property changes that part alone (Core
  /// Animation's key-value coding extensions); once the layer is drawn the change animates
  /// implicitly (0.25 s), like an assignment.
  @Test func keyPathsSetTheirPartAloneAndAnimateLikeAnyChange() throws {
    let file = try LanguageTests.opened(
      """
      let a = CALayer()
      a.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      a.transform = CATransform3DMakeScale(2, 2, 1)
      a.setValue(CGFloat.pi / 2, forKeyPath: "transform.rotation.z")
      a.setValue(50, forKeyPath: "position.x")
      host.layer.addSublayer(a)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        a.setValue(CGSize(width: 40, height: 10), forKeyPath: "bounds.size")
      }
      """)
    let start = file.scene.presentation(ParameterValues(), 0.5).sublayers[0]
    // Scale 2 then a quarter turn, row vectors: [[0, 2], [-2, 0]].
    guard case .transform(let t) = LayerProperty.transform.value(of: start) else {
      Issue.record("no transform")
      return
    }
    for (got, want) in [(t.m11, 0.0), (t.m12, 2), (t.m21, -2), (t.m22, 0)] { #expect(abs(got - want) < 1e-9, "\(t)") }
    #expect(start.position == Point(50, 10))
    let during = file.scene.presentation(ParameterValues(), 1.125).sublayers[0].bounds
    #expect(during.width > 20 && during.width < 40 && during.height < 20 && during.height > 10, "\(during)")
    let after = file.scene.presentation(ParameterValues(), 1.5).sublayers[0].bounds
    #expect(after.width == 40 && after.height == 10)
  }

  @Test func aKeyPathWobbleDoesNotSetOrAValueOfAnotherKindIsRefusedWithItsPlace() {
    #expect(throws: RunError(description: "L.swift:5:1: setting the key path frame.origin.x is not simulated by Wobble yet")) {
      try LanguageTests.opened("let a = CALayer()\na.setValue(3, forKeyPath: \"frame.origin.x\")")
    }
    #expect(throws: RunError(description: "L.swift:5:1: transform.scale takes a number, not a CATransform3D")) {
      try LanguageTests.opened("let a = CALayer()\na.setValue(CATransform3DIdentity, forKeyPath: \"transform.scale\")")
    }
  }

  /// `frame` read back is the box of the bounds carried by the transform about the anchor
  /// point (`CALayer.h`: a function of position, bounds, anchorPoint and transform): moved by
  /// a translation, √2 wider turned 45°, twice as large about the centre scaled 2.
  @Test func aTransformedFrameReadsAsTheBoxOfItsCarriedBounds() throws {
    let tree = try LanguageTests.tree(
      """
      let moved = UIView(frame: CGRect(x: 10, y: 20, width: 60, height: 60))
      moved.transform = CGAffineTransform(translationX: 100, y: -5)
      let turned = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      turned.transform = CGAffineTransform(rotationAngle: .pi / 4)
      let scaled = CALayer()
      scaled.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
      scaled.anchorPoint = CGPoint(x: 0, y: 0)
      scaled.transform = CATransform3DMakeScale(2, 3, 1)
      // Each read back into a plain layer's frame, under the identity transform.
      for f in [moved.frame, turned.frame, scaled.frame] {
        let mark = CALayer()
        mark.frame = f
        host.layer.addSublayer(mark)
      }
      """)
    func close(_ r: Rect, _ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Bool {
      abs(r.minX - x) < 1e-9 && abs(r.minY - y) < 1e-9 && abs(r.width - w) < 1e-9 && abs(r.height - h) < 1e-9
    }
    let half = 50 * 2.0.squareRoot()  // half the turned square's diagonal
    #expect(close(tree.sublayers[0].frame, 110, 15, 60, 60), "\(tree.sublayers[0].frame)")
    #expect(close(tree.sublayers[1].frame, 50 - half, 50 - half, 2 * half, 2 * half), "\(tree.sublayers[1].frame)")
    // The anchor moved to the top-left corner keeps the position the frame gave (50, 25), so
    // the layer's corner is there; scaled about it: 200 × 150 from (50, 25).
    #expect(close(tree.sublayers[2].frame, 50, 25, 200, 150), "\(tree.sublayers[2].frame)")
  }

  @Test func zPositionOrdersSiblingsAndComesNearerThroughPerspective() throws {
    let tree = try LanguageTests.tree(
      """
      let front = CALayer()
      front.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      front.backgroundColor = UIColor.red.cgColor
      front.zPosition = 1
      host.layer.addSublayer(front)
      let back = CALayer()
      back.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
      back.backgroundColor = UIColor.blue.cgColor
      host.layer.addSublayer(back)
      let stage = CALayer()
      stage.frame = CGRect(x: 100, y: 0, width: 100, height: 100)
      var eye = CATransform3DIdentity
      eye.m34 = -1.0 / 500
      stage.sublayerTransform = eye
      host.layer.addSublayer(stage)
      let near = CALayer()
      near.frame = CGRect(x: 40, y: 40, width: 20, height: 20)
      near.backgroundColor = UIColor.green.cgColor
      near.zPosition = 100
      stage.addSublayer(near)
      """)
    let items = tree.displayList()
    // Added first, drawn last: its zPosition puts it in front of the siblings added after it.
    let red = Color(red: 1, green: 0, blue: 0), blue = Color(red: 0, green: 0, blue: 1)
    #expect(items.map(\.color) == [blue, Color(red: 0, green: 1, blue: 0), red])
    // 100 points nearer an eye 500 away: 500 / 400 = 1.25 times as large about the stage's
    // centre (150, 50), 20 → 25 points wide.
    let near = items[1]
    let left = try #require(near.transform.project(Point(0, 10))), right = try #require(near.transform.project(Point(20, 10)))
    #expect(abs((right.x - left.x) - 25) < 1e-6 && abs((left.x + right.x) / 2 - 150) < 1e-6)
  }
}

/// `isGeometryFlipped`: a layer's sublayers are placed from the bottom of its bounds, their own
/// geometry (a shape's path) turned with them, a shape layer's own path too, while text stays upright (Apple: it "does not
/// affect the rendering of the layer's content"; drawn content is pre-flipped).
@Suite struct GeometryFlippedTests {
  @Test func sublayersArePlacedFromTheBottomAndTheirPathsTurnWithThem() throws {
    let pixel = try RenderedPixels.hosted(
      """
      let box = CALayer()
      box.frame = host.bounds
      box.isGeometryFlipped = true
      host.layer.addSublayer(box)
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      dot.backgroundColor = UIColor.red.cgColor
      box.addSublayer(dot)
      let shape = CAShapeLayer()
      shape.frame = CGRect(x: 20, y: 0, width: 20, height: 40)
      shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 5)).cgPath
      shape.fillColor = UIColor.blue.cgColor
      box.addSublayer(shape)
      """, path: "/x/Flip.swift", at: 0)
    #expect(pixel(5, 35) == [255, 0, 0] && pixel(5, 5) == [255, 255, 255])
    // The path's top strip (y 0…5 in the shape's space) is at the bottom of the box.
    #expect(pixel(30, 37) == [0, 0, 255] && pixel(30, 2) == [255, 255, 255])
  }

  /// A shape layer's own flag turns its own path within its bounds: a glyph path (y up) set on
  /// a flipped shape layer stands upright, as the glyph-path demos expect.
  @Test func aShapeLayersOwnFlagTurnsItsPath() throws {
    let pixel = try RenderedPixels.hosted(
      """
      let shape = CAShapeLayer()
      shape.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 5)).cgPath
      shape.fillColor = UIColor.blue.cgColor
      shape.isGeometryFlipped = true
      host.layer.addSublayer(shape)
      """, path: "/x/Own.swift", at: 0)
    #expect(pixel(10, 37) == [0, 0, 255] && pixel(10, 2) == [255, 255, 255])
  }

  @Test func textInAFlippedLayerIsDrawnUprightWhereItsFrameLands() throws {
    func text(flipped: Bool) throws -> (Int, Int) -> [Int] {
      try RenderedPixels.hosted(
        """
        let box = CALayer()
        box.frame = host.bounds
        box.isGeometryFlipped = \(flipped)
        host.layer.addSublayer(box)
        let label = CATextLayer()
        label.string = "F"
        label.fontSize = 16
        label.foregroundColor = UIColor.black.cgColor
        label.frame = CGRect(x: 0, y: \(flipped ? 0 : 20), width: 40, height: 20)
        box.addSublayer(label)
        """, path: "/x/Text.swift", at: 0)
    }
    let (flipped, plain) = (try text(flipped: true), try text(flipped: false))
    var differences = 0, inked = 0
    for y in 0..<40 {
      for x in 0..<40 {
        if flipped(x, y) != plain(x, y) { differences += 1 }
        if plain(x, y) != [255, 255, 255] { inked += 1 }
      }
    }
    #expect(inked > 0 && differences == 0)
  }

  /// `.none` where an optional colour is expected is `Optional.none`: no fill.
  @Test func anOptionalColourSetToNoneIsNil() throws {
    let tree = try LanguageTests.tree(
      """
      let wave = CAShapeLayer()
      wave.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
      wave.fillColor = .none
      wave.strokeColor = UIColor.red.cgColor
      host.layer.addSublayer(wave)
      """)
    guard case .shape(let style)? = tree.sublayers.first?.content else {
      Issue.record("no shape layer")
      return
    }
    #expect(style.fillColor == nil && style.strokeColor == Color(red: 1, green: 0, blue: 0))
  }
}

extension GeometryFlippedTests {
  /// `CAGradientLayer(layer: other)`: a layer of that class with the other's frame and
  /// appearance copied, and its own content.
  @Test func aLayerMadeFromAnotherTakesItsGeometryAndAppearance() throws {
    let tree = try LanguageTests.tree(
      """
      let base = CALayer()
      base.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
      base.cornerRadius = 6
      let gradient = CAGradientLayer(layer: base)
      gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      host.layer.addSublayer(gradient)
      """)
    let layer = tree.sublayers[0]
    #expect(layer.frame == Rect(x: 10, y: 20, width: 30, height: 40) && layer.cornerRadius == 6)
    guard case .gradient(let g) = layer.content else {
      Issue.record("not a gradient layer")
      return
    }
    #expect(g.colors.count == 2)
  }

  /// A shape layer made from a view's layer brings the view's opaque background with it, which
  /// then covers what lies below (a playground's dots vanished under a white copy): said, with
  /// the colour, since Apple leaves this use of `init(layer:)` undefined.
  @Test func aLayerMadeFromAViewsLayerSaysItBringsTheBackground() throws {
    let file = try LanguageTests.opened(
      """
      host.backgroundColor = .white
      let cover = CAShapeLayer(layer: host.layer)
      host.layer.addSublayer(cover)
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].backgroundColor == Color(red: 1, green: 1, blue: 1))
    let said = file.warnings.filter { $0.contains("CAShapeLayer(layer:)") }
    #expect(said.count == 1 && said[0].contains("its background, white"), "\(file.warnings)")
  }

  /// The fresh layer the warning points to is of the class written: `CAGradientLayer()`.
  @Test func theCopysWarningNamesTheClassItMakes() throws {
    let file = try LanguageTests.opened(
      """
      let fill = CAGradientLayer(layer: host.layer)
      host.layer.addSublayer(fill)
      """)
    let said = file.warnings.filter { $0.contains("CAGradientLayer(layer:)") }
    #expect(said.count == 1 && said[0].contains("CAGradientLayer() makes a fresh layer"), "\(file.warnings)")
  }
}

/// `contents` takes a `CGImage`: Core Animation draws nothing for a `UIImage` there.
@Suite struct CALayerContentsTests {
  static let code = """
    import UIKit
    import PlaygroundSupport
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    PlaygroundPage.current.liveView = host
    let image = UIImage(systemName: "checkmark")!
    let drawn = CALayer()
    drawn.contents = image.cgImage
    let blank = CALayer()
    blank.contents = image
    host.layer.addSublayer(drawn)
    host.layer.addSublayer(blank)
    """

  @Test func aUIImageAsContentsDrawsNothingAndSaysSoWhereItsCGImageDraws() throws {
    let file = try OpenedFile.open(text: Self.code, path: "/x/Contents.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].content == .icon(.checkmark, color: Color(red: 0, green: 122.0 / 255, blue: 1)))
    #expect(tree.sublayers[1].content == .none)
    #expect(file.warnings.contains { $0.contains("Contents.swift:9:") && $0.contains("contents takes a CGImage") })
  }

  /// `CATransform3DInvert` undoes a transform: scale 2 then translate (1, 2, 3) inverted maps
  /// (3, 4) back to (1, 1) — x = (3 − 1)/2, y = (4 − 2)/2. A singular matrix comes back unchanged.
  /// `CATransform3DIsIdentity`, `CATransform3DGetAffineTransform` and `isIdentity` read it.
  @Test func aTransformsInverseUndoesItAndItsTestsReadIt() throws {
    let tree = try LanguageTests.tree(
      """
      let t = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(1, 2, 3))
      let inverse = CATransform3DInvert(t)
      let flat = CATransform3DMakeScale(0, 1, 1)
      let dot = CALayer()
      dot.transform = inverse
      dot.opacity = CATransform3DIsIdentity(CATransform3DConcat(t, inverse)) ? 0.5 : 1
      dot.cornerRadius = CATransform3DInvert(flat).m11 == 0 ? 3 : 0
      dot.borderWidth = CATransform3DGetAffineTransform(t).tx + (CGAffineTransform.identity.isIdentity ? 10 : 0)
      host.layer.addSublayer(dot)
      """)
    let dot = tree.sublayers[0]
    let m = dot.transform
    let x = 3 * m.m11 + 4 * m.m21 + m.m41, y = 3 * m.m12 + 4 * m.m22 + m.m42
    #expect(abs(x - 1) < 1e-12 && abs(y - 1) < 1e-12, "\(x), \(y)")
    #expect(abs(m.m43 + 3) < 1e-12)
    #expect(dot.opacity == 0.5)
    #expect(dot.cornerRadius == 3)
    #expect(dot.borderWidth == 11)
  }

  /// `filters` is "not supported on layers in iOS": kept for the code that reads it, said, and
  /// nothing drawn differs. A layer class's `layoutSublayers()` runs again after
  /// `setNeedsLayout()` at the turn's end, and at once on `layoutIfNeeded()`.
  @Test func filtersAreSaidNotDrawnAndALayerClassLaysOutWhenAsked() throws {
    let file = try LanguageTests.opened(
      """
      class Bar: CALayer {
        var passes: CGFloat = 0
        override func layoutSublayers() {
          super.layoutSublayers()
          passes += 1
          cornerRadius = passes
        }
      }
      let bar = Bar()
      bar.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      bar.filters = []
      host.layer.addSublayer(bar)
      bar.layoutIfNeeded()
      bar.layoutIfNeeded()
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].cornerRadius >= 2)
    #expect(file.warnings.contains { $0.contains("CALayer.filters is not supported on iOS") })
  }

  /// `insertSublayer(_:below:)` puts the layer before its sibling; a sibling that is not a
  /// sublayer (the layer's own superlayer, as a ripple written `thumb.layer.insertSublayer(ripple,
  /// below: thumb.layer)` passes) is refused, as Core Animation documents an exception, and the
  /// layer is left where it was.
  @Test func aLayerIsInsertedBelowItsSiblingAndASiblingThatIsNoSublayerIsRefused() throws {
    let tree = try LanguageTests.tree(
      """
      let a = CALayer(), b = CALayer()
      host.layer.addSublayer(a)
      b.opacity = 0.5
      host.layer.insertSublayer(b, below: a)
      """)
    #expect(tree.sublayers.map(\.opacity) == [0.5, 1])
    let refused = #expect(throws: RunError.self) {
      _ = try LanguageTests.tree(
        """
        let ripple = CALayer()
        host.layer.insertSublayer(ripple, below: host.layer)
        """)
    }
    #expect(
      refused?.description
        == "L.swift:5:35: CALayer.insertSublayer(_:below:): argument 2: the sibling to insert beside is not among the "
        + "sublayers here (Core Animation raises an exception)")
    // Refused later (a tap, a timer): the picture after keeps the layer in its holder.
    let later = try LanguageTests.opened(
      """
      let holder = CALayer(), ripple = CALayer()
      holder.addSublayer(ripple)
      host.layer.addSublayer(holder)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { host.layer.insertSublayer(ripple, below: host.layer) }
      """)
    #expect(later.scene.presentation(ParameterValues(), 2).sublayers.map(\.sublayers.count) == [1])
  }
}

extension CALayerTests {
  /// `insertSublayer(_:above: nil)` and `(_:below: nil)`: Swift lets the sibling be nil and
  /// Apple does not say where the layer goes; Wobble puts it in front of all (as `addSublayer`)
  /// or behind all, and says so only when there are other sublayers it could be among.
  @Test func aNilSiblingInsertsInFrontOrBehindAllSayingSoWhenThereAreOthers() throws {
    let alone = try LanguageTests.opened(
      """
      let gradient = CALayer()
      host.layer.insertSublayer(gradient, above: nil)
      """)
    #expect(alone.scene.presentation(ParameterValues(), 0).sublayers.count == 1)
    #expect(!alone.warnings.contains { $0.contains("nil sibling") })
    let among = try LanguageTests.opened(
      """
      let a = CALayer(), front = CALayer(), back = CALayer()
      host.layer.addSublayer(a)
      front.opacity = 0.5
      back.opacity = 0.25
      host.layer.insertSublayer(front, above: nil)
      host.layer.insertSublayer(back, below: nil)
      """)
    #expect(among.scene.presentation(ParameterValues(), 0).sublayers.map(\.opacity) == [0.25, 1, 0.5])
    #expect(among.warnings.filter { $0.contains("with a nil sibling: Apple does not document") }.count == 2)
  }
}
