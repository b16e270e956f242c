import Animation
import Geometry
import Preview
import Raster
import Scenes
import TestSupport
import Testing
import Typesetting

@testable import SwiftRun

/// A string drawn into the current context with its attributes, as a text layer sets it:
/// checked against the font file's own numbers read with FreeType.
@Suite(.enabled(if: FontCatalog.shared?.face(file: "Inter-Regular.otf") != nil, "Inter is not installed (fonts-inter)"))
struct NSStringDrawingTests {
  static func drawn(_ call: String) throws -> (items: [DrawItem], warnings: [String]) {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Sign: UIView {
        override func draw(_ rect: CGRect) {
          \(call)
        }
      }
      let sign = Sign(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      PlaygroundPage.current.liveView = sign
      """
    let file = try OpenedFile.open(text: code, path: "/x/Sign.swift")
    return (file.scene.presentation(ParameterValues(), 0).displayList(), file.warnings)
  }

  @Test func aStringDrawnAtAPointStandsOnABaselineOneAscentBelowIt() throws {
    let (items, _) = try Self.drawn(
      "(\"Hi\" as NSString).draw(at: CGPoint(x: 10, y: 20), withAttributes: [.font: UIFont.systemFont(ofSize: 20), "
        + ".foregroundColor: UIColor.red])")
    let regular = try #require(FontCatalog.shared?.face(file: "Inter-Regular.otf"))
    let inter = try #require(FontFile(path: regular.path, alphabet: "Hi"))
    // The ink on the view: the glyphs' outlines under their item's transform.
    let red = try #require(items.first { $0.color == Color(red: 1, green: 0, blue: 0) })
    let ink = red.path.applying(try #require(red.transform.affine)).bounds
    let advance = inter.advance("Hi", size: 20), baseline = 20 + inter.ascent(size: 20)
    #expect(ink.minX >= 10 - 1e-9 && ink.maxX <= 10 + advance + 1e-9 && ink.width > 0.6 * advance, "\(ink)")
    #expect(abs(ink.maxY - baseline) < 0.25, "\(ink), \(baseline)")
  }

  @Test func swift2sSpellingsDrawTheSameInBlackByDefaultAndSaySo() throws {
    let (items, warnings) = try Self.drawn(
      "(\"Hi\" as NSString).drawAtPoint(CGPoint(x: 10, y: 20), withAttributes: [NSFontAttributeName: "
        + "UIFont.systemFont(ofSize: 20)])")
    #expect(items.contains { $0.color == Color(white: 0) })
    #expect(warnings.contains { $0.contains("drawAtPoint(_:withAttributes:) is Swift 2's draw(at:withAttributes:)") })
    #expect(warnings.contains { $0.contains("NSFontAttributeName is Swift 3's NSAttributedString.Key.font") })
  }

  /// `draw(in:)` wraps to the rectangle's width.
  @Test func aStringDrawnInARectWrapsToItsWidth() throws {
    let (items, _) = try Self.drawn(
      "(\"Hi there\" as NSString).draw(in: CGRect(x: 10, y: 10, width: 40, height: 60), withAttributes: "
        + "[.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.red])")
    let red = items.filter { $0.color == Color(red: 1, green: 0, blue: 0) }
    let ink = red.compactMap { item in item.transform.affine.map { item.path.applying($0).bounds } }
    #expect(!ink.isEmpty && ink.allSatisfy { $0.minX >= 10 - 1e-9 && $0.maxX <= 50 + 1e-9 }, "\(ink)")
    // Two lines, "Hi" above "there": the ink taller than one 14-point line.
    #expect((ink.map(\.maxY).max() ?? 0) - (ink.map(\.minY).min() ?? 0) > 1.5 * 14, "\(ink)")
  }

  /// Text taller than its rectangle is drawn from the rectangle's top and clipped at its bottom
  /// edge, a line cut through where the edge falls ("renders as much as possible and clips the
  /// rest", Apple's `draw(in:withAttributes:)`): the emoji-to-image habit of a 30-point font in
  /// a 35-point-high image.
  @Test func textTallerThanItsRectIsClippedAtTheRectsBottom() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Sign: UIView {
        override func draw(_ rect: CGRect) {
          ("Hi there" as NSString).draw(in: CGRect(x: 10, y: 10, width: 40, height: 10), withAttributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.red])
        }
      }
      let sign = Sign(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
      sign.backgroundColor = .white
      PlaygroundPage.current.liveView = sign
      """
    let file = try OpenedFile.open(text: code, path: "/x/Sign.swift")
    var renderer = FrameRenderer()
    let frame = renderer.render(file.scene.presentation(ParameterValues(), 0), size: (60, 60), scale: 1, backdrop: .white)
    func isRed(_ x: Int, _ y: Int) -> Bool {
      let p = frame.pixels[(4 * (y * 60 + x))..<(4 * (y * 60 + x) + 3)].map(Int.init)
      return p[0] > 200 && p[1] < 160 && p[2] < 160
    }
    let redRows = Set((0..<60).flatMap { y in (0..<60).filter { isRed($0, y) }.map { _ in y } })
    // "Hi" begins within the rectangle; nothing red below its bottom edge at 20 (the unclipped
    // first line reaches about 24, the second line, "there", 27 to 37).
    #expect(!redRows.isEmpty && redRows.allSatisfy { $0 >= 10 && $0 < 20 }, "\(redRows.sorted())")
  }

  /// Swift 2's `drawInRect(_:withAttributes:)` names no label: the rectangle says it is
  /// `draw(in:withAttributes:)`, wrapped to the rectangle's width as that one is.
  @Test func swift2sDrawInRectWrapsAsDrawInDoes() throws {
    let attributes = "[NSFontAttributeName: UIFont.systemFont(ofSize: 14), NSForegroundColorAttributeName: UIColor.red]"
    let (old, warnings) = try Self.drawn(
      "(\"Hi there\" as NSString).drawInRect(CGRect(x: 10, y: 10, width: 40, height: 60), withAttributes: \(attributes))")
    let (new, _) = try Self.drawn(
      "(\"Hi there\" as NSString).draw(in: CGRect(x: 10, y: 10, width: 40, height: 60), withAttributes: \(attributes))")
    let bounds = { (items: [DrawItem]) in
      items.filter { $0.color == Color(red: 1, green: 0, blue: 0) }.compactMap { item in
        item.transform.affine.map { item.path.applying($0).bounds }
      }
    }
    #expect(!bounds(old).isEmpty && bounds(old) == bounds(new))
    #expect(warnings.contains { $0.contains("drawInRect(_:withAttributes:) is Swift 2's draw(in:withAttributes:)") })
  }
  /// `size(withAttributes:)`: the font's advance across and its line height down, unrounded.
  @Test func aStringsSizeWithAttributesIsItsAdvanceAndLineHeight() throws {
    let file = try LanguageTests.opened(
      """
      let size = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
      let measured = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 20)]).size()
      let box = CALayer()
      box.frame = CGRect(x: 0, y: 0, width: size.width, height: measured.height)
      host.layer.addSublayer(box)
      """)
    let box = file.scene.presentation(ParameterValues(), 0).sublayers[0].bounds
    let regular = try #require(FontCatalog.shared?.face(file: "Inter-Regular.otf"))
    let inter = try #require(FontFile(path: regular.path, alphabet: "Helo"))
    #expect(abs(box.width - inter.advance("Hello", size: 20)) < 0.05 * inter.advance("Hello", size: 20), "\(box)")
    #expect(abs(box.height - inter.lineHeight(size: 20)) < 0.01, "\(box)")
  }

  /// `boundingRect(with:options:attributes:context:)` with `.usesLineFragmentOrigin`: the text
  /// wrapped at the width given, from the origin — "Hello Hello" in 90 points breaks into two
  /// lines, one "Hello" across and two line heights down (FreeType's numbers); an attributed
  /// string's `boundingRect(with:options:context:)` the same. Without the option (measured
  /// from the baseline) it is refused at the options.
  @Test func aBoundingRectWrapsAtTheWidthGivenFromTheOrigin() throws {
    let file = try LanguageTests.opened(
      """
      let font = UIFont.systemFont(ofSize: 20)
      let rect = ("Hello Hello" as NSString).boundingRect(
        with: CGSize(width: 90, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
        attributes: [.font: font], context: nil)
      let attributed = NSAttributedString(string: "Hello Hello", attributes: [.font: font]).boundingRect(
        with: CGSize(width: 90, height: .infinity), options: [.usesLineFragmentOrigin, .usesFontLeading], context: nil)
      for r in [rect, attributed] {
        let box = CALayer()
        box.frame = r
        host.layer.addSublayer(box)
      }
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    let regular = try #require(FontCatalog.shared?.face(file: "Inter-Regular.otf"))
    let inter = try #require(FontFile(path: regular.path, alphabet: "Helo"))
    let box = tree.sublayers[0].frame
    #expect(box.minX == 0 && box.minY == 0)
    #expect(abs(box.width - inter.advance("Hello", size: 20)) < 0.05 * inter.advance("Hello", size: 20), "\(box)")
    #expect(abs(box.height - 2 * inter.lineHeight(size: 20)) < 0.02, "\(box)")
    #expect(tree.sublayers[1].frame == box)
    #expect {
      _ = try LanguageTests.opened(
        """
        let r = ("Hi" as NSString).boundingRect(
          with: CGSize(width: 90, height: 90), options: [], attributes: nil, context: nil)
        """)
    } throws: {
      "\($0)".contains("boundingRect without .usesLineFragmentOrigin measures one line from its baseline")
    }
  }

  /// Swift 3's `size(attributes:)` with its `NSFontAttributeName` key measures as
  /// `size(withAttributes:)` does, and says today's spelling once.
  @Test func swift3sSizeAttributesMeasuresAsSizeWithAttributes() throws {
    let file = try LanguageTests.opened(
      """
      let old = ("Hello" as NSString).size(attributes: [NSFontAttributeName: UIFont.systemFont(ofSize: 20)])
      let new = "Hello".size(withAttributes: [.font: UIFont.systemFont(ofSize: 20)])
      let a = CALayer(), b = CALayer()
      a.frame = CGRect(x: 0, y: 0, width: old.width, height: old.height)
      b.frame = CGRect(x: 0, y: 0, width: new.width, height: new.height)
      host.layer.addSublayer(a)
      host.layer.addSublayer(b)
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].bounds == tree.sublayers[1].bounds)
    #expect(tree.sublayers[0].bounds.width > 20)
    #expect(file.warnings.contains { $0.contains("size(attributes:) is Swift 3's size(withAttributes:)") })
  }

  /// An attribute drawing does not draw is said, not dropped in silence.
  @Test func anAttributeNotDrawnIsSaid() throws {
    let (_, warnings) = try Self.drawn(
      "(\"Hi\" as NSString).draw(at: CGPoint(x: 10, y: 20), withAttributes: [.strokeWidth: 3, .strokeColor: UIColor.red])")
    #expect(warnings.contains { $0.contains("strokeWidth is not drawn") }, "\(warnings)")
  }

  /// An attributed string draws itself with its own attributes, in parts.
  @Test func anAttributedStringDrawsItsParts() throws {
    let (items, _) = try Self.drawn(
      """
      let text = NSMutableAttributedString(string: "Hi there", attributes: [.font: UIFont.systemFont(ofSize: 20)])
      text.addAttribute(.foregroundColor, value: UIColor.red, range: NSMakeRange(3, 5))
          text.draw(at: CGPoint(x: 10, y: 20))
      """)
    #expect(items.contains { $0.color == Color(red: 1, green: 0, blue: 0) } && items.contains { $0.color == .black })
  }
}
