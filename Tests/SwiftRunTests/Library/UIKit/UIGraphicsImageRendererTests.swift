import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Images drawn in code — `UIGraphicsImageRenderer`, the Swift 3 image context, a layer's
/// `render(in:)` — shown as a layer's contents, by an image view and as particles.
@Suite struct UIGraphicsImageRendererTests {
  /// The first sublayer of the host at time 0.
  static func shown(_ body: String) throws -> Layer {
    try #require(LanguageTests.tree(body).sublayers.first)
  }

  /// What a layer draws, as the display list lays it out: the items' colours and bounds.
  static func items(_ layer: Layer) -> [DrawItem] { layer.displayList() }

  @Test func aRenderedImageKeepsWhatItsClosureDrewAndItsSizeInPoints() throws {
    let layer = try Self.shown(
      """
      let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10))
      let image = renderer.image { context in
        UIColor.red.setFill()
        context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        context.cgContext.setFillColor(UIColor.blue.cgColor)
        context.cgContext.fillEllipse(in: CGRect(x: 10, y: 0, width: 10, height: 10))
      }
      let l = CALayer()
      l.frame = CGRect(x: 0, y: 0, width: image.size.width * 2, height: image.size.height * image.scale)
      l.contents = image.cgImage
      host.layer.addSublayer(l)
      """)
    // 20 × 10 points at the screen's 2 pixels a point; the layer is 40 × 20.
    #expect(layer.bounds.width == 40 && layer.bounds.height == 20)
    guard case .picture(let drawing, let w, let h) = layer.content else {
      Issue.record("the layer shows \(layer.content), not the picture")
      return
    }
    #expect(w == 20 && h == 10)
    #expect(drawing.operations.count == 2)
    // Stretched over the bounds: the red square covers the left half of the layer.
    let drawn = Self.items(layer)
    let red = try #require(drawn.first { $0.color == Color(red: 1, green: 0, blue: 0) })
    let box = red.path.applying(red.transform.affine!).bounds
    #expect(box == Rect(x: 0, y: 0, width: 20, height: 20))
  }

  @Test func theSwift3ImageContextMakesTheSameImageAtOnePixelAPoint() throws {
    let layer = try Self.shown(
      """
      UIGraphicsBeginImageContext(CGSize(width: 12, height: 6))
      let ctx = UIGraphicsGetCurrentContext()!
      ctx.setFillColor(UIColor.green.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 12, height: 6))
      let image = UIGraphicsGetImageFromCurrentImageContext()!
      UIGraphicsEndImageContext()
      let after = UIGraphicsGetCurrentContext()
      let l = CALayer()
      l.frame = CGRect(x: 0, y: 0, width: image.size.width, height: after == nil ? image.scale * 10 : 0)
      l.contents = image.cgImage
      host.layer.addSublayer(l)
      """)
    #expect(layer.bounds.width == 12 && layer.bounds.height == 10)
    guard case .picture(let drawing, _, _) = layer.content else {
      Issue.record("the layer shows \(layer.content), not the picture")
      return
    }
    #expect(drawing.operations.count == 1)
  }

  /// UIKit's context stack: popping the image context makes nothing current again (as its End
  /// would; the image taken before keeps what was drawn), and a pushed context is current until
  /// popped.
  @Test func popContextEndsTheImageContextAndPushContextMakesOneCurrent() throws {
    let layer = try Self.shown(
      """
      UIGraphicsBeginImageContext(CGSize(width: 12, height: 6))
      let ctx = UIGraphicsGetCurrentContext()!
      ctx.setFillColor(UIColor.green.cgColor)
      ctx.fill(CGRect(x: 0, y: 0, width: 12, height: 6))
      let image = UIGraphicsGetImageFromCurrentImageContext()!
      UIGraphicsPopContext()
      let popped = UIGraphicsGetCurrentContext() == nil
      UIGraphicsPushContext(ctx)
      let pushed = UIGraphicsGetCurrentContext() != nil
      UIGraphicsPopContext()
      let l = CALayer()
      l.frame = CGRect(x: 0, y: 0, width: popped ? 12 : 1, height: pushed && UIGraphicsGetCurrentContext() == nil ? 10 : 1)
      l.contents = image.cgImage
      host.layer.addSublayer(l)
      """)
    #expect(layer.bounds.width == 12 && layer.bounds.height == 10)
    guard case .picture(let drawing, _, _) = layer.content else {
      Issue.record("the layer shows \(layer.content), not the picture")
      return
    }
    #expect(drawing.operations.count == 1)
  }

  /// `render(in:)` of a text layer: its glyphs become the image (emoji playgrounds throw them
  /// as particles).
  @Test func aTextLayerRenderedInAContextBecomesTheImagesGlyphs() throws {
    let layer = try Self.shown(
      """
      let icon = CATextLayer()
      icon.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      icon.fontSize = 30
      icon.string = "W"
      icon.foregroundColor = UIColor.black.cgColor
      let image = UIGraphicsImageRenderer(bounds: icon.frame).image { context in
        icon.render(in: context.cgContext)
      }
      let l = CALayer()
      l.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      l.contents = image.cgImage
      host.layer.addSublayer(l)
      """)
    let drawn = Self.items(layer)
    #expect(!drawn.isEmpty)
    #expect(drawn.allSatisfy { $0.color == Color(red: 0, green: 0, blue: 0) })
    let ink = drawn.map { $0.path.applying($0.transform.affine!).bounds }
    #expect(ink.allSatisfy { $0.minX >= 0 && $0.maxX <= 40 && $0.minY >= 0 && $0.maxY <= 40 })
  }

  /// `drawHierarchy(in:afterScreenUpdates:)` (Swift 2's `drawViewHierarchyInRect`) paints the
  /// view and its subviews with its bounds stretched over the rectangle: a 20 × 10 view's blue
  /// right half lands on the right half of a 40 × 20 image. A label whose text overflows its
  /// bounds (an emoji-to-image habit) is painted cut at its edge, not refused.
  @Test func drawHierarchyPaintsTheViewStretchedOverTheRectangle() throws {
    let layer = try Self.shown(
      """
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
      let half = UIView(frame: CGRect(x: 10, y: 0, width: 10, height: 10))
      half.backgroundColor = .blue
      card.addSubview(half)
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 20), false, 0)
      card.drawHierarchy(in: CGRect(x: 0, y: 0, width: 40, height: 20), afterScreenUpdates: true)
      let label = UILabel(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      label.text = "W"
      label.font = UIFont.systemFont(ofSize: 40)
      label.drawViewHierarchyInRect(label.bounds, afterScreenUpdates: true)
      let image = UIGraphicsGetImageFromCurrentImageContext()!
      UIGraphicsEndImageContext()
      let l = CALayer()
      l.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
      l.contents = image.cgImage
      host.layer.addSublayer(l)
      """)
    let drawn = Self.items(layer)
    let blue = drawn.filter { $0.color == Color(red: 0, green: 0, blue: 1) }
    #expect(blue.count == 1)
    #expect(blue.first.map { $0.path.applying($0.transform.affine!).bounds } == Rect(x: 20, y: 0, width: 20, height: 20))
    #expect(drawn.contains { $0.color == Color(red: 0, green: 0, blue: 0) })
  }

  /// `render(in:)` of a gradient layer paints its gradient over the layer's bounds, its unit
  /// points laid over them: red at the top of a 10 × 20 image, blue at the bottom.
  @Test func aRenderedGradientLayerPaintsItsGradientOverItsBounds() throws {
    let layer = try Self.shown(
      """
      let g = CAGradientLayer()
      g.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
      g.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      let image = UIGraphicsImageRenderer(size: g.bounds.size).image { g.render(in: $0.cgContext) }
      let l = CALayer()
      l.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
      l.contents = image.cgImage
      host.layer.addSublayer(l)
      """)
    let drawn = Self.items(layer).filter { if case .gradient = $0.paint { true } else { false } }
    #expect(drawn.count == 1)
    let item = try #require(drawn.first)
    guard case .gradient(let gradient, let unit) = item.paint else { return }
    #expect(gradient.colors == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
    // The gradient's start (0.5, 0) and end (0.5, 1) land at the image's top and bottom centre.
    let toImage = item.transform.affine!
    let start = Point(unit.minX + gradient.startPoint.x * unit.width, unit.minY + gradient.startPoint.y * unit.height)
    let end = Point(unit.minX + gradient.endPoint.x * unit.width, unit.minY + gradient.endPoint.y * unit.height)
    #expect(toImage.apply(to: start) == Point(5, 0) && toImage.apply(to: end) == Point(5, 20))
  }

  /// A particle draws its image's pixels at `contentsScale` pixels a point: a 10-point image
  /// made at 2 pixels a point is a 20-point particle at the default scale 1, 10 at 2.
  @Test func aParticleIsItsImagesPixelsOverTheCellsContentsScale() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
        ctx.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 10, height: 10))
      }
      let emitter = CAEmitterLayer()
      let big = CAEmitterCell(), small = CAEmitterCell()
      for cell in [big, small] {
        cell.birthRate = 2
        cell.lifetime = 1
        cell.contents = dot.cgImage
      }
      small.contentsScale = 2
      emitter.emitterCells = [big, small]
      host.layer.addSublayer(emitter)
      """)
    let sizes = Set(tree.sublayers[0].sublayers.map(\.bounds.width))
    #expect(sizes == [20, 10])
  }
}
