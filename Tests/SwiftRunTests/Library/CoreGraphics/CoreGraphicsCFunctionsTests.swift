import Scenes
import Testing

@testable import SwiftRun

/// Swift 2's C spellings of Core Graphics paint what Swift 3's methods paint: each checked at
/// pixels worked out from the geometry, and against today's spelling where C ordered the
/// arguments differently (a curve's end point came last).
@Suite struct CoreGraphicsCFunctionsTests {
  static func frame(_ draw: String) throws -> (Int, Int) -> [Int] {
    try CGContextTests.frame(CGContextTests.canvas("let ctx = UIGraphicsGetCurrentContext()!\n" + draw))
  }

  @Test func stateRectanglesAndPathsPaintAsTodaysMethods() throws {
    let pixel = try Self.frame(
      """
      CGContextSaveGState(ctx)
      CGContextSetRGBFillColor(ctx, 1, 0, 0, 1)
      CGContextFillRect(ctx, CGRect(x: 0, y: 0, width: 20, height: 40))
      CGContextRestoreGState(ctx)
      CGContextSetFillColorWithColor(ctx, UIColor.blue.cgColor)
      CGContextMoveToPoint(ctx, 20, 0)
      CGContextAddLineToPoint(ctx, 40, 0)
      CGContextAddLineToPoint(ctx, 40, 20)
      CGContextAddLineToPoint(ctx, 20, 20)
      CGContextClosePath(ctx)
      CGContextFillPath(ctx)
      let path = CGPathCreateMutable()
      CGPathAddRect(path, nil, CGRect(x: 20, y: 20, width: 20, height: 20))
      CGContextAddPath(ctx, path)
      CGContextSetFillColorWithColor(ctx, UIColor.green.cgColor)
      CGContextFillPath(ctx)
      """)
    // The left half red, the top right quarter blue, the bottom right green.
    #expect(pixel(10, 10) == CGContextTests.red && pixel(10, 30) == CGContextTests.red)
    #expect(pixel(30, 10) == CGContextTests.blue)
    #expect(pixel(30, 30) == CGContextTests.green)
  }

  @Test func aCurvesControlPointsComeFirstInCAndLastInSwift3() throws {
    let curve = { (spelled: String) throws -> (Int, Int) -> [Int] in
      try Self.frame(
        """
        CGContextSetLineWidth(ctx, 3)
        CGContextSetStrokeColorWithColor(ctx, UIColor.red.cgColor)
        CGContextMoveToPoint(ctx, 2, 38)
        \(spelled)
        CGContextStrokePath(ctx)
        """)
    }
    let old = try curve("CGContextAddCurveToPoint(ctx, 2, 2, 38, 2, 38, 38)")
    let new = try curve("ctx.addCurve(to: CGPoint(x: 38, y: 38), control1: CGPoint(x: 2, y: 2), control2: CGPoint(x: 38, y: 2))")
    for y in stride(from: 0, to: 40, by: 3) {
      for x in stride(from: 0, to: 40, by: 3) { #expect(old(x, y) == new(x, y), "at \(x), \(y)") }
    }
    // At t = ½ the curve is at (38 + 3·2 + 3·2 + 38) / 8 = 11 high, x = 20: painted there.
    #expect(old(20, 11) != CGContextTests.white)
  }

  /// Swift 1's `CGGradientDrawingOptions.allZeros` is the empty set: the gradient paints
  /// between its ends only.
  @Test func aGradientMadeAndDrawnTheSwift1WayPaintsBetweenItsEnds() throws {
    let pixel = try Self.frame(
      """
      let colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
      let locations: [CGFloat] = [0, 1]
      let gradient = CGGradientCreateWithColors(CGColorSpaceCreateDeviceRGB(), colors, locations)
      CGContextDrawLinearGradient(ctx, gradient, CGPointZero, CGPoint(x: 0, y: 20), CGGradientDrawingOptions.allZeros)
      """)
    #expect(pixel(20, 0)[0] > 230 && pixel(20, 0)[2] < 30)
    #expect(pixel(20, 19)[2] > 200)
    #expect(pixel(20, 30) == CGContextTests.white)
  }

  /// `CGPathAddArc`'s last argument is a C integer in Swift 2 and a `Bool` in Swift 3 code that
  /// still calls the function: both say the direction as `addArc(…clockwise:)` does.
  @Test func anArcsDirectionIsACIntegerOrABool() throws {
    let arc = { (clockwise: String) throws -> (Int, Int) -> [Int] in
      try Self.frame(
        """
        let path = CGMutablePath()
        CGPathAddArc(path, nil, 20, 20, 12, 0, CGFloat.pi / 2, \(clockwise))
        ctx.addPath(path)
        ctx.setLineWidth(4)
        ctx.setStrokeColor(UIColor.red.cgColor)
        ctx.strokePath()
        """)
    }
    let (asInt, asBool, swapped) = (try arc("0"), try arc("false"), try arc("true"))
    for (x, y) in [(32, 20), (20, 32), (8, 20), (20, 8)] { #expect(asInt(x, y) == asBool(x, y), "at \(x), \(y)") }
    // Anticlockwise in Core Graphics' terms from 0 to π/2 is the short quarter, down-right of
    // the centre on a y-down view: (28.5, 28.5) is on it; clockwise takes the other three quarters.
    #expect(asBool(28, 28) != CGContextTests.white && swapped(28, 28) == CGContextTests.white)
    #expect(swapped(8, 20) != CGContextTests.white && asBool(8, 20) == CGContextTests.white)
  }
  /// Swift 2's `CGColorGetAlpha(c)` is today's `c.alpha` (held out 61's Pulsator reads its
  /// colour's alpha so).
  @Test func aColoursAlphaReadTheSwift2Way() throws {
    let file = try LanguageTests.opened(
      "host.layer.opacity = Float(CGColorGetAlpha(UIColor(red: 1, green: 0, blue: 0, alpha: 0.25).CGColor))")
    #expect(file.scene.presentation(ParameterValues(), 0).opacity == 0.25)
    #expect(file.warnings.contains { $0.contains("CGColorGetAlpha is Swift 2's color.alpha") })
  }
}
