import Animation
import Geometry
import Preview
import Raster
import Scenes
import Testing

@testable import SwiftRun

/// Core Graphics painting in a view's `draw(_:)`, as loaders, waves, charts and progress views
/// do it: the context UIKit hands over (its state, matrix, path, clip and gradients) and
/// UIBezierPath / UIColor drawing into it. Expected pixels follow Core Graphics' documented
/// rules: user space through the current matrix, line width in user space, clips intersect,
/// gradients paint between their ends only unless the options extend them.
@Suite struct CGContextTests {
  /// A 40 × 40 view of class `Canvas` (declared by `body`, a `draw(_:)` override) over a
  /// `backdrop`-coloured host, at one pixel per point; `pixel(x, y)` is its RGB there at `t`.
  /// `canvasSetUp` (after the canvas is made) gives it a clear background unless a test says
  /// otherwise.
  static func frame(
    _ body: String, backdrop: String = ".white", canvasSetUp: String = "canvas.backgroundColor = .clear", at t: Double = 0
  ) throws -> (Int, Int) -> [Int] {
    let code = """
      import UIKit
      import PlaygroundSupport
      \(body)
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      host.backgroundColor = \(backdrop)
      let canvas = Canvas(frame: host.bounds)
      \(canvasSetUp)
      host.addSubview(canvas)
      PlaygroundPage.current.liveView = host
      """
    return try RenderedPixels.frame(code, path: "/x/Canvas.swift", at: t)
  }

  static func canvas(_ draw: String, extra: String = "") -> String {
    """
    final class Canvas: UIView {
      \(extra)
      override func draw(_ rect: CGRect) {
        \(draw)
      }
    }
    """
  }

  static let white = [255, 255, 255], red = [255, 0, 0], blue = [0, 0, 255], black = [0, 0, 0], green = [0, 255, 0]

  @Test func aFilledRectanglePaintsOverTheBackgroundAndUnderSubviews() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        let c = UIGraphicsGetCurrentContext()!
        c.setFillColor(UIColor.red.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 40))
        """,
        extra: """
          override init(frame: CGRect) {
            super.init(frame: frame)
            let badge = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            badge.backgroundColor = .blue
            addSubview(badge)
          }
          required init?(coder: NSCoder) { fatalError() }
          """))
    #expect(pixel(15, 20) == Self.red)
    #expect(pixel(25, 20) == Self.white)
    #expect(pixel(5, 5) == Self.blue)
  }

  @Test func theMatrixMovesWhatFollowsAndSaveRestoreBringsItBack() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        let c = UIGraphicsGetCurrentContext()!
        c.saveGState()
        c.translateBy(x: 20, y: 0)
        c.setFillColor(UIColor.red.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        c.restoreGState()
        c.fill(CGRect(x: 0, y: 30, width: 10, height: 10))
        """))
    #expect(pixel(25, 5) == Self.red)
    #expect(pixel(5, 5) == Self.white)
    // The fill colour came back to Core Graphics' initial opaque black with the matrix.
    #expect(pixel(5, 35) == Self.black)
  }

  /// The current path is not part of the graphics state: segments added each under its own
  /// saved-and-restored rotation stay where they were put and are stroked together (a dial's
  /// ticks), with the line width in force at the stroke.
  @Test func thePathOutlivesRestoreGStateWhereItWasAdded() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        let c = UIGraphicsGetCurrentContext()!
        for quarter in 0..<4 {
          c.saveGState()
          c.translateBy(x: 20, y: 20)
          c.rotate(by: CGFloat(quarter) * .pi / 2)
          c.move(to: CGPoint(x: 0, y: -18))
          c.addLine(to: CGPoint(x: 0, y: -10))
          c.restoreGState()
        }
        c.setLineWidth(4)
        c.strokePath()
        """))
    // Up (20, 2…10), right (30…38, 20), down (20, 30…38), left (2…10, 20); the centre untouched.
    #expect(pixel(20, 5) == Self.black && pixel(35, 20) == Self.black)
    #expect(pixel(20, 35) == Self.black && pixel(5, 20) == Self.black)
    #expect(pixel(20, 20) == Self.white && pixel(35, 35) == Self.white)
  }

  @Test func aStrokeIsItsLineWidthWideInUserSpace() throws {
    // Width 2 under a 2× scale: 4 pixels, centred on y = 20 (18…22).
    let pixel = try Self.frame(
      Self.canvas(
        """
        guard let c = UIGraphicsGetCurrentContext() else { return }
        c.scaleBy(x: 2, y: 2)
        c.setStrokeColor(UIColor.blue.cgColor)
        c.setLineWidth(2)
        c.move(to: CGPoint(x: 2, y: 10))
        c.addLine(to: CGPoint(x: 18, y: 10))
        c.strokePath()
        """))
    #expect(pixel(20, 18) == Self.blue && pixel(20, 21) == Self.blue)
    #expect(pixel(20, 16) == Self.white && pixel(20, 23) == Self.white)
  }

  @Test func aClipKeepsLaterPaintingInsideItUntilRestored() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        let c = UIGraphicsGetCurrentContext()!
        c.saveGState()
        c.addEllipse(in: CGRect(x: 0, y: 0, width: 40, height: 40))
        c.clip()
        c.setFillColor(UIColor.red.cgColor)
        c.fill(rect)
        c.restoreGState()
        c.setFillColor(UIColor.blue.cgColor)
        c.fill(CGRect(x: 30, y: 30, width: 10, height: 10))
        """))
    #expect(pixel(20, 20) == Self.red)
    #expect(pixel(1, 1) == Self.white)
    #expect(pixel(38, 38) == Self.blue)
  }

  @Test func bezierPathsPaintWithTheColoursSetAndTheirOwnLineWidth() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        let box = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 20, height: 20))
        UIColor.red.setFill()
        box.fill()
        let ring = UIBezierPath(ovalIn: CGRect(x: 10, y: 10, width: 20, height: 20))
        ring.lineWidth = 4
        UIColor.blue.setStroke()
        ring.stroke()
        let dot = UIBezierPath(arcCenter: CGPoint(x: 35, y: 5), radius: 3, startAngle: 0, endAngle: 2 * .pi, clockwise: true)
        UIColor.green.set()
        dot.fill()
        """))
    #expect(pixel(5, 5) == Self.red)
    // The ring's edge at its leftmost point (10, 20): 8…12 stroked, its centre unpainted.
    #expect(pixel(10, 20) == Self.blue && pixel(20, 20) == Self.white)
    #expect(pixel(35, 5) == Self.green)
  }

  @Test func anEvenOddPathLeavesItsInnerHoleUnpainted() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        let frame = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40))
        frame.append(UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)))
        frame.usesEvenOddFillRule = true
        UIColor.red.setFill()
        frame.fill()
        """))
    #expect(pixel(5, 5) == Self.red && pixel(20, 20) == Self.white)
  }

  @Test func aLinearGradientPaintsBetweenItsEndsUnlessTheOptionsExtendThem() throws {
    let gradient = """
      let colors = [UIColor.black.cgColor, UIColor.white.cgColor] as CFArray
      let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: [0, 1])!
      let c = UIGraphicsGetCurrentContext()!

      """
    let plain = try Self.frame(
      Self.canvas(gradient + "c.drawLinearGradient(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0), options: [])"),
      backdrop: ".red")
    // Between the ends: t = (20.5 − 10)/20 of the way from black to white.
    let mid = Int((255 * 10.5 / 20).rounded())
    #expect(abs(plain(20, 20)[0] - mid) <= 2 && abs(plain(20, 20)[2] - mid) <= 2)
    #expect(plain(5, 20) == Self.red && plain(35, 20) == Self.red)
    let extended = try Self.frame(
      Self.canvas(
        gradient
          + """
          c.drawLinearGradient(g, start: CGPoint(x: 10, y: 0), end: CGPoint(x: 30, y: 0),
                               options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
          """),
      backdrop: ".red")
    #expect(extended(5, 20) == Self.black && extended(35, 20) == Self.white)
  }

  @Test func aRadialGradientRunsFromTheStartCircleToTheEndCircle() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        let colors = [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray
        let g = CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: colors, locations: nil)!
        UIGraphicsGetCurrentContext()?.drawRadialGradient(
          g, startCenter: CGPoint(x: 20, y: 20), startRadius: 0, endCenter: CGPoint(x: 20, y: 20), endRadius: 16,
          options: [])
        """))
    // The pixel centred at (28.5, 20.5) is 8.51 points out: t ≈ 0.532.
    let t = (8.5 * 8.5 + 0.5 * 0.5).squareRoot() / 16
    let p = pixel(28, 20)
    #expect(abs(p[0] - Int((255 * (1 - t)).rounded())) <= 2 && abs(p[2] - Int((255 * t).rounded())) <= 2)
    // Beyond the end circle nothing is painted without .drawsAfterEndLocation.
    #expect(pixel(1, 1) == Self.white)
  }

  @Test func setNeedsDisplayFromADisplayLinkRedrawsEachFrame() throws {
    let body = Self.canvas(
      """
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: width, height: 40))
      """,
      extra: """
        var width: CGFloat = 0
        var link: CADisplayLink?
        override init(frame: CGRect) {
          super.init(frame: frame)
          link = CADisplayLink(target: self, selector: #selector(tick))
          link?.add(to: .main, forMode: .common)
        }
        required init?(coder: NSCoder) { fatalError() }
        @objc func tick() {
          width += 1
          setNeedsDisplay()
        }
        """)
    // Ticks at 1/60 s: by 0.25 s fifteen have run, so the bar is 15 points wide.
    let pixel = try Self.frame(body, at: 0.25)
    #expect(pixel(13, 20) == Self.red && pixel(16, 20) == Self.white)
  }

  @Test func thereIsNoCurrentContextOutsideDraw() throws {
    let pixel = try Self.frame(
      """
      final class Canvas: UIView {}
      if let c = UIGraphicsGetCurrentContext() {
        c.setFillColor(UIColor.red.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
      }
      UIColor.red.setFill()
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 40, height: 40)).fill()
      """)
    #expect(pixel(20, 20) == Self.white)
  }

  /// A view's context starts transparent: clearing it before painting changes nothing (a
  /// common first line of `draw(_:)`); clearing after painting erases what lies in the
  /// rectangle ("paints a transparent rectangle"), so the host's white shows there.
  @Test func clearingErasesWhatWasPaintedInTheRectangle() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        let c = UIGraphicsGetCurrentContext()!
        c.clear(rect)
        c.setFillColor(UIColor.red.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        c.clear(CGRect(x: 10, y: 0, width: 10, height: 10))
        """))
    #expect(pixel(5, 5) == Self.red && pixel(15, 15) == Self.red)
    #expect(pixel(15, 5) == Self.white && pixel(30, 30) == Self.white)
  }

  /// Core Graphics' clear blend mode, R = 0, erases what the drawing holds wherever later paint
  /// covers, whatever that paint's colour or alpha; destination out, R = D·(1 − Sa), by the
  /// paint's alpha: a half-transparent stroke leaves red at half its alpha over the white host.
  @Test func theClearAndDestinationOutBlendModesEraseWhatWasDrawn() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        let c = UIGraphicsGetCurrentContext()!
        c.setFillColor(UIColor.red.cgColor)
        c.fill(rect)
        c.setBlendMode(.clear)
        c.setFillColor(UIColor.blue.withAlphaComponent(0.3).cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        c.setBlendMode(.destinationOut)
        c.setFillColor(UIColor.blue.withAlphaComponent(0.5).cgColor)
        c.fill(CGRect(x: 20, y: 20, width: 20, height: 20))
        c.setBlendMode(.normal)
        c.setFillColor(UIColor.blue.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        """))
    #expect(pixel(10, 10) == Self.white, "cleared")
    #expect(pixel(30, 10) == Self.red, "untouched")
    let half = pixel(30, 30)
    #expect(half[0] == 255 && abs(half[1] - 128) <= 1 && abs(half[2] - 128) <= 1, "\(half)")
    #expect(pixel(2, 2) == Self.blue, "painted after, in the normal mode")
  }

  /// An image made in code is one picture where it is drawn: what it erased within itself
  /// erases nothing of the context it is drawn into, and nothing of it lies outside its
  /// rectangle (a 10 × 10 image whose fill reached past it).
  @Test func anImageErasesOnlyItselfAndEndsAtItsRectangle() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        let cut = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
          UIColor.red.setFill()
          ctx.cgContext.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
          ctx.cgContext.setBlendMode(.clear)
          ctx.cgContext.fill(CGRect(x: 0, y: 0, width: 5, height: 10))
        }
        UIColor.blue.setFill()
        UIRectFill(rect)
        cut.draw(at: CGPoint(x: 10, y: 10))
        """))
    #expect(pixel(12, 15) == Self.blue, "the image's cleared half shows the blue below it")
    #expect(pixel(17, 15) == Self.red)
    #expect(pixel(25, 15) == Self.blue, "the fill past the image's 10 points is not part of it")
  }

  /// Source-atop with an opaque colour over the whole context, R = S·Da + D·(1 − Sa), recolours
  /// what was drawn and leaves the rest clear (a glow made from a view's own drawing); with a
  /// partial alpha it is refused with its place.
  @Test func sourceAtopOverTheWholeContextRecoloursWhatWasDrawn() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        UIColor.red.setFill()
        UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).fill()
        UIColor.blue.setFill()
        UIBezierPath(rect: rect).fill(with: .sourceAtop, alpha: 1)
        """))
    #expect(pixel(5, 5) == Self.blue && pixel(20, 20) == Self.white)
    #expect(throws: RunError.self) {
      _ = try Self.frame(Self.canvas("UIColor.blue.setFill(); UIBezierPath(rect: rect).fill(with: .sourceAtop, alpha: 0.5)"))
    }
  }

  /// `drawPath(using:)` takes the mode spelled with its type too (`CGPathDrawingMode.stroke`).
  @Test func aDrawingModeSpelledWithItsTypeStrokes() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        let c = UIGraphicsGetCurrentContext()!
        c.addRect(CGRect(x: 10, y: 10, width: 20, height: 20))
        c.setStrokeColor(UIColor.red.cgColor)
        c.setLineWidth(4)
        c.drawPath(using: CGPathDrawingMode.stroke)
        """))
    #expect(pixel(10, 20) == Self.red && pixel(20, 20) == Self.white)
  }

  @Test func whatIsNotSimulatedIsRefusedWithItsPlace() throws {
    #expect(
      throws: RunError(
        description:
          "Canvas.swift:6:49: CGContext.setBlendMode(_:): argument 1: blend mode .multiply is not simulated by Wobble yet "
          + "(.normal, .clear and .destinationOut are)"
      )
    ) {
      _ = try Self.frame(Self.canvas("UIGraphicsGetCurrentContext()!.setBlendMode(.multiply)"))
    }
  }

  /// `setShadow(offset:blur:color:)`: each painting call draws its shadow first, offset in the
  /// base space (here y down: +10 is 10 points lower) and unmoved by the matrix; a nil colour
  /// turns it off. With no blur the shadow is the square's coverage exactly, moved.
  @Test func aShadowIsPaintedUnderEachCallAtItsBaseSpaceOffsetUntilTurnedOff() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        let c = UIGraphicsGetCurrentContext()!
        c.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: UIColor.blue.cgColor)
        c.scaleBy(x: 0.5, y: 0.5)
        c.setFillColor(UIColor.red.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 20, height: 20))
        c.setShadow(offset: CGSize(width: 10, height: 10), blur: 0, color: nil)
        c.fill(CGRect(x: 50, y: 0, width: 20, height: 20))
        """))
    #expect(pixel(5, 5) == Self.red)
    #expect(pixel(15, 15) == Self.blue)
    #expect(pixel(5, 15) == Self.white)
    #expect(pixel(30, 5) == Self.red)
    #expect(pixel(38, 15) == Self.white)
  }

  /// A blurred shadow fades out from its edge: Core Graphics' default colour is black at 1/3
  /// alpha, so its darkest is two thirds white, and 4 points out it is lighter than at the edge.
  @Test func aBlurredDefaultShadowIsAThirdBlackAndFadesOut() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        let c = UIGraphicsGetCurrentContext()!
        c.setShadow(offset: CGSize(width: 0, height: 20), blur: 4)
        c.setFillColor(UIColor.red.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 40, height: 10))
        """))
    // Mid-shadow (y 25, 5 points inside its 20…30 band): 255·(1 − 1/3) = 170.
    #expect(abs(pixel(20, 25)[0] - 170) <= 3)
    #expect(pixel(20, 34)[0] > pixel(20, 30)[0])
  }

  /// `draw(_:in:)` and `clip(to:mask:)` place an image as Core Graphics does, its top row at
  /// the rectangle's maximum y: in UIKit's y-down context upside down. The mask is the image's
  /// alpha (here a red bar across its top, so the clip keeps the bottom of the rectangle).
  @Test func anImageDrawnOrClippedToInAUIKitContextComesOutUpsideDown() throws {
    let bar = """
      UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 1)
      UIColor.red.setFill()
      UIRectFill(CGRect(x: 0, y: 0, width: 20, height: 5))
      let bar = UIGraphicsGetImageFromCurrentImageContext()!.cgImage!
      UIGraphicsEndImageContext()
      """
    let drawn = try Self.frame(
      Self.canvas(
        """
        \(bar)
        UIGraphicsGetCurrentContext()!.draw(bar, in: CGRect(x: 0, y: 0, width: 20, height: 20))
        """))
    #expect(drawn(10, 17) == Self.red && drawn(10, 2) == Self.white)
    let clipped = try Self.frame(
      Self.canvas(
        """
        \(bar)
        let c = UIGraphicsGetCurrentContext()!
        c.clip(to: CGRect(x: 20, y: 0, width: 20, height: 20), mask: bar)
        c.setFillColor(UIColor.blue.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        """))
    #expect(clipped(30, 17) == Self.blue)
    #expect(clipped(30, 2) == Self.white && clipped(10, 17) == Self.white)
    // Clipped to an empty rectangle, nothing shows through.
    let emptied = try Self.frame(
      Self.canvas(
        """
        \(bar)
        let c = UIGraphicsGetCurrentContext()!
        c.clip(to: CGRect(x: 20, y: 0, width: 0, height: 20), mask: bar)
        c.setFillColor(UIColor.blue.cgColor)
        c.fill(CGRect(x: 0, y: 0, width: 40, height: 40))
        """))
    #expect(emptied(30, 17) == Self.white && emptied(10, 10) == Self.white)
  }

  /// A plain view that overrides `draw(_:)` is opaque: with no background colour UIKit paints it
  /// over black (ChartsOrg/Charts#2222, Yalantis/Koloda#378); `isOpaque = false` or a
  /// background colour (here clear) shows what is behind.
  @Test(arguments: [
    ("", CGContextTests.black), ("canvas.isOpaque = false", CGContextTests.white),
    ("canvas.backgroundColor = .clear", CGContextTests.white), ("canvas.backgroundColor = .green", CGContextTests.green),
  ])
  func anOpaqueViewWithoutABackgroundColourDrawsOverBlack(setUp: String, undrawn: [Int]) throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 10, height: 10))
        """), canvasSetUp: setUp)
    #expect(pixel(5, 5) == Self.red)
    #expect(pixel(30, 30) == undrawn)
  }

  /// `image.draw(at:)` paints an image at its size in points; `draw(in:)` stretches it over the
  /// rectangle (here a 10 × 10 red image drawn in code).
  @Test func anImageDrawnInDrawPaintsAtItsPointOrOverItsRectangle() throws {
    let pixel = try Self.frame(
      Self.canvas(
        """
        let red = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
          UIColor.red.setFill()
          ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        red.draw(at: CGPoint(x: 2, y: 2))
        red.draw(in: CGRect(x: 20, y: 20, width: 20, height: 5))
        """))
    #expect(pixel(3, 3) == Self.red && pixel(11, 11) == Self.red)
    #expect(pixel(13, 13) == Self.white)
    #expect(pixel(38, 21) == Self.red && pixel(21, 24) == Self.red)
    #expect(pixel(30, 27) == Self.white)
  }

  /// What `draw(_:)` paints past the view's bounds is cut off at them: the backing store is as
  /// big as the bounds.
  @Test func paintingPastTheBoundsIsCutOffThere() throws {
    let pixel = try RenderedPixels.hosted(
      """
      final class Canvas: UIView {
        override func draw(_ rect: CGRect) {
          UIColor.red.setFill()
          UIRectFill(CGRect(x: -10, y: -10, width: 40, height: 40))
        }
      }
      let canvas = Canvas(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      canvas.backgroundColor = .clear
      host.addSubview(canvas)
      """, path: "/x/Canvas.swift", at: 0)
    #expect(pixel(15, 15) == Self.red && pixel(29, 29) == Self.red)
    #expect(pixel(5, 5) == Self.white && pixel(15, 5) == Self.white && pixel(35, 15) == Self.white)
  }
}
