import Animation
import Geometry
import Preview
import Raster
import Scenes
import Testing

@testable import SwiftRun

/// `masksToBounds`, `clipsToBounds` and mask layers, as avatars, cards and shimmers use them.
@Suite struct MaskTests {
  /// The file's frame at `t` on a white backdrop, 40 × 40 points at one pixel per point.
  static func frame(_ body: String, at t: Double = 0) throws -> (Int, Int) -> [Int] {
    try RenderedPixels.hosted(body, path: "/x/Mask.swift", at: t)
  }

  static let white = [255, 255, 255], red = [255, 0, 0], blue = [0, 0, 255]

  /// A 20-point card at (10, 10) whose blue sublayer reaches 10 points past its right edge.
  static let overhangingCard = """
    let card = CALayer()
    card.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
    card.backgroundColor = UIColor.red.cgColor
    host.layer.addSublayer(card)
    let bar = CALayer()
    bar.frame = CGRect(x: 10, y: 5, width: 20, height: 10)
    bar.backgroundColor = UIColor.blue.cgColor
    card.addSublayer(bar)
    """

  @Test func sublayersDrawOutsideTheBoundsUnlessMasked() throws {
    let open = try Self.frame(Self.overhangingCard)
    #expect(open(35, 20) == Self.blue)
    let clipped = try Self.frame(Self.overhangingCard + "\ncard.masksToBounds = true")
    #expect(clipped(35, 20) == Self.white)
    #expect(clipped(25, 20) == Self.blue && clipped(15, 20) == Self.red && clipped(15, 12) == Self.red)
  }

  @Test func masksToBoundsFollowsTheCornerRadius() throws {
    let round = try Self.frame(Self.overhangingCard + "\ncard.cornerRadius = 10\ncard.masksToBounds = true")
    // A 20-point square with radius 10 is a disc of radius 10 about (20, 20): (28.5, 14.5) is
    // √(8.5² + 5.5²) ≈ 10.1 from the centre, outside; (26.5, 16.5) is 7.4 from it, inside.
    #expect(round(28, 14) != Self.blue)
    #expect(round(26, 16) == Self.blue)
    #expect(round(10, 10) == Self.white)
  }

  @Test func aViewsClipsToBoundsClipsItsSubviews() throws {
    let code = """
      let card = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      card.backgroundColor = .red
      card.clipsToBounds = true
      host.addSubview(card)
      let bar = UIView(frame: CGRect(x: 10, y: 5, width: 20, height: 10))
      bar.backgroundColor = .blue
      card.addSubview(bar)
      """
    let at = try Self.frame(code)
    #expect(at(35, 20) == Self.white && at(25, 20) == Self.blue)
  }

  @Test func masksToBoundsHidesTheShadowOutsideTheBounds() throws {
    let base = """
      let card = CALayer()
      card.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
      card.backgroundColor = UIColor.red.cgColor
      card.shadowOpacity = 1
      card.shadowRadius = 0
      card.shadowOffset = CGSize(width: 0, height: 5)
      host.layer.addSublayer(card)
      """
    #expect(try Self.frame(base)(20, 33) == [0, 0, 0])
    #expect(try Self.frame(base + "\ncard.masksToBounds = true")(20, 33) == Self.white)
  }

  @Test func aMaskLayersAlphaScalesTheDrawing() throws {
    let code = """
      let card = CALayer()
      card.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
      card.backgroundColor = UIColor.red.cgColor
      host.layer.addSublayer(card)
      let half = CALayer()
      half.frame = CGRect(x: 0, y: 0, width: 10, height: 20)
      half.backgroundColor = UIColor.green.withAlphaComponent(0.5).cgColor
      card.mask = half
      """
    let at = try Self.frame(code)
    // Left half: red at alpha 0.5 over white = (255, 127.5, 127.5), the mask's green unused.
    let left = at(15, 20)
    #expect(left[0] == 255 && abs(Int(left[1]) - 128) <= 1 && abs(Int(left[2]) - 128) <= 1)
    #expect(at(25, 20) == Self.white)
  }

  /// A mask layer that draws nothing but its shadow masks by the shadow (Apple's glowing-view
  /// sample): inside its shadow path the card shows whole, far outside nothing, at the
  /// path's edge partly (the blur).
  @Test func aMaskLayersShadowCountsTowardItsAlpha() throws {
    let code = """
      let card = CALayer()
      card.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
      card.backgroundColor = UIColor.red.cgColor
      host.layer.addSublayer(card)
      let glow = CALayer()
      glow.frame = card.bounds
      glow.shadowOpacity = 1
      glow.shadowRadius = 4
      glow.shadowOffset = .zero
      glow.shadowPath = UIBezierPath(rect: CGRect(x: 10, y: 10, width: 20, height: 20)).cgPath
      card.mask = glow
      """
    let at = try Self.frame(code)
    #expect(at(20, 20) == Self.red && at(1, 1) == Self.white)
    let edge = at(10, 20)
    #expect(edge[0] == 255 && edge[1] > 40 && edge[1] < 215, "\(edge)")
  }

  @Test func aMaskLayerIsPlacedInTheMaskedLayersBoundsAndAnimates() throws {
    // The mask slides right by 20 points over one second (linear): at 0.5 s it spans −10…10 in
    // the card's bounds, x 0…20 on screen, so the card shows from 10 to 20.
    let code = """
      let card = CALayer()
      card.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
      card.backgroundColor = UIColor.red.cgColor
      host.layer.addSublayer(card)
      let window = CALayer()
      window.frame = CGRect(x: -20, y: 0, width: 20, height: 20)
      window.backgroundColor = UIColor.black.cgColor
      card.mask = window
      let slide = CABasicAnimation(keyPath: "position.x")
      slide.fromValue = -10
      slide.toValue = 10
      slide.duration = 1
      window.add(slide, forKey: "slide")
      """
    let half = try Self.frame(code, at: 0.5)
    #expect(half(12, 20) == Self.red && half(22, 20) == Self.white)
    let start = try Self.frame(code, at: 0)
    #expect(start(12, 20) == Self.white && start(22, 20) == Self.white)
  }

  @Test func aMaskThatDrawsNothingHidesTheLayer() throws {
    let code = """
      let card = CALayer()
      card.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
      card.backgroundColor = UIColor.red.cgColor
      host.layer.addSublayer(card)
      card.mask = CALayer()
      """
    #expect(try Self.frame(code)(20, 20) == Self.white)
  }

  @Test func aWrongKindForAMaskIsRefusedWithTheLine() throws {
    let code = """
      import UIKit
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      host.layer.mask = 3
      """
    #expect {
      try OpenedFile.open(text: code, path: "/x/Bad.swift")
    } throws: { error in
      "\(error)".contains("Bad.swift:3") && "\(error)".contains("CALayer.mask: got a number, want a CALayer")
    }
  }
}

extension MaskTests {
  @Test func aShadowPathCastsItsShapeEvenWithNothingDrawn() throws {
    // A layer that draws nothing casts no shadow, unless it is given a shadowPath.
    let base = """
      let card = CALayer()
      card.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
      card.shadowOpacity = 1
      card.shadowRadius = 0
      card.shadowOffset = CGSize(width: 0, height: 0)
      host.layer.addSublayer(card)
      """
    #expect(try Self.frame(base)(20, 20) == Self.white)
    let shaped = try Self.frame(base + "\ncard.shadowPath = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20)).cgPath")
    #expect(shaped(15, 20) == [0, 0, 0] && shaped(25, 20) == Self.white)
  }
}

/// A mask that also sits in the tree is left undefined by Apple; Wobble says so at its place.
@Suite struct MaskInTreeTests {
  @Test(arguments: [
    "let m = CALayer()\nhost.layer.addSublayer(m)\nlet l = CALayer()\nhost.layer.addSublayer(l)\nl.mask = m",
    "let m = UIView()\nhost.addSubview(m)\nlet v = UIView()\nhost.addSubview(v)\nv.mask = m",
  ])
  func aMaskWithASuperlayerIsSaidWithItsPlace(code: String) throws {
    let file = try LanguageTests.opened(code)
    let said = file.warnings.filter { $0.contains("also in the view or layer tree") }
    #expect(said.count == 1 && said[0].hasPrefix("L.swift:8:"), "\(file.warnings)")
  }

  @Test func aMaskOutsideTheTreeIsNotSaid() throws {
    let file = try LanguageTests.opened("let m = CALayer()\nlet l = CALayer()\nhost.layer.addSublayer(l)\nl.mask = m")
    #expect(!file.warnings.contains { $0.contains("also in the view or layer tree") })
  }
}
