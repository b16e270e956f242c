import Animation
import Geometry
import Testing

@testable import SwiftRun

/// `CGContext(data: &pixel, …)`: a bitmap context over an array, which code reads colours back
/// from (a gradient's colour at a point). The expected bytes are worked out here from the
/// gradient's definition and Core Graphics' premultiplied source-over, not read from Wobble.
@Suite struct CGBitmapContextTests {
  /// The 4 bytes the code leaves in `pixel`, carried out through a layer's frame.
  static func pixel(_ code: String) throws -> [Double] {
    let tree = try LanguageTests.tree(
      code + """

        let shown = CALayer()
        shown.frame = CGRect(x: CGFloat(pixel[0]), y: CGFloat(pixel[1]), width: CGFloat(pixel[2]), height: CGFloat(pixel[3]))
        host.layer.addSublayer(shown)
        """)
    let f = try #require(tree.sublayers.last).frame
    return [f.minX, f.minY, f.width, f.height]
  }

  /// A layer rendered into a 1-pixel context moved to a point gives the gradient's colour
  /// there: black to white down 70 points, sampled over y 10…11, is t = 10.5 / 70 of white.
  @Test func aGradientRenderedIntoAOnePixelContextGivesItsColourAtThePoint() throws {
    let bytes = try Self.pixel(
      """
      let gradient = CAGradientLayer()
      gradient.frame = CGRect(x: 0, y: 0, width: 2, height: 70)
      gradient.colors = [UIColor.black.cgColor, UIColor.white.cgColor]
      var pixel: [CUnsignedChar] = [0, 0, 0, 0]
      let bitmap = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
      let context = CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: bitmap.rawValue)
      context?.translateBy(x: -1, y: -10)
      gradient.render(in: context!)
      """)
    let grey = 10.5 / 70 * 255
    #expect(bytes[0..<3].allSatisfy { abs($0 - grey) <= 1 })
    #expect(bytes[3] == 255)
  }

  /// premultipliedFirst in byteOrder32Little is BGRA in memory; paint is laid over what the
  /// memory held (opaque blue under red at a quarter: R = 0.25·255, B = 255·(1 − 0.25)).
  @Test func paintIsLaidOverTheArraysBytesInTheLayoutAsked() throws {
    let bytes = try Self.pixel(
      """
      var pixel: [UInt8] = [255, 0, 0, 255]
      let info = CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue
      let context = CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info)!
      context.setFillColor(UIColor.red.withAlphaComponent(0.25).cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
      """)
    // Memory order B, G, R, A.
    #expect(abs(bytes[0] - 191.25) <= 1 && bytes[1] == 0 && abs(bytes[2] - 63.75) <= 1 && bytes[3] == 255)
  }

  /// `makeImage()` of a context made with `data: nil` is its picture, upright: a fill over
  /// y 0…5 in Core Graphics' bottom-left space is the image's bottom half.
  @Test func aBitmapContextsImageHasItsOriginAtTheBottomLeft() throws {
    let layer = try UIGraphicsImageRendererTests.shown(
      """
      let context = CGContext(data: nil, width: 20, height: 10, bitsPerComponent: 8, bytesPerRow: 0,
                              space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)!
      context.setFillColor(UIColor.red.cgColor)
      context.fill(CGRect(x: 0, y: 0, width: 20, height: 5))
      let l = CALayer()
      l.frame = CGRect(x: 0, y: 0, width: 20, height: 10)
      l.contents = context.makeImage()
      host.layer.addSublayer(l)
      """)
    let red = UIGraphicsImageRendererTests.items(layer).filter { $0.color == Color(red: 1, green: 0, blue: 0) }
    let box = try #require(red.first).path.applying(try #require(red.first?.transform.affine)).bounds
    #expect(abs(box.minY - 5) < 1e-9 && abs(box.maxY - 10) < 1e-9 && box.width == 20)
  }

  /// A row length that is no whole number of bytes a machine could hold is refused at its
  /// argument, not turned into a crash.
  @Test func aRowLengthPastAnyMemoryIsRefusedAtItsArgument() throws {
    #expect {
      _ = try Self.pixel(
        """
        var pixel: [UInt8] = [0, 0, 0, 0]
        let context = CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: Int.max,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue)
        """)
    } throws: { "\($0)".contains("argument 5") && "\($0)".contains("bytes a row") }
  }

  /// A layout Wobble does not write is refused with its argument, not drawn in another one.
  @Test func anUnsimulatedLayoutIsRefusedWithItsPlace() throws {
    #expect {
      _ = try Self.pixel(
        """
        var pixel: [UInt8] = [0, 0, 0, 0]
        let context = CGContext(data: &pixel, width: 1, height: 1, bitsPerComponent: 8, bytesPerRow: 4,
                                space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: CGImageAlphaInfo.noneSkipLast.rawValue)
        """)
    } throws: { "\($0)".contains("L.swift:") && "\($0)".contains("argument 7") && "\($0)".contains("premultiplied") }
  }
}
