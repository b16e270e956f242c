import Animation
import Geometry
import Preview
import Raster
import Scenes
import Testing

@testable import SwiftRun

/// Borders and shadows of layers, as cards and buttons use them.
@Suite struct BorderShadowTests {
  @Test func aBorderIsDrawnInsideTheBoundsOverTheSublayers() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      host.backgroundColor = .white
      let card = CALayer()
      card.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
      card.borderWidth = 4
      card.borderColor = UIColor.red.cgColor
      card.shadowOpacity = 0.5
      card.shadowRadius = 2
      card.shadowOffset = CGSize(width: 0, height: 3)
      host.layer.addSublayer(card)
      let fill = CALayer()
      fill.frame = card.bounds
      fill.backgroundColor = UIColor.blue.cgColor
      card.addSublayer(fill)
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/B.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(tree.sublayers[0].shadow.opacity == 0.5 && tree.sublayers[0].shadow.offset == Point(0, 3))
    var renderer = FrameRenderer()
    let frame = renderer.render(tree, size: (40, 40), scale: 1, backdrop: .white)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(frame.pixels[(4 * (y * 40 + x))..<(4 * (y * 40 + x) + 3)]) }
    // The border's band (4 points in from the edge) is red over the blue sublayer; inside it, blue.
    #expect(pixel(11, 20) == [255, 0, 0] && pixel(13, 20) == [255, 0, 0])
    #expect(pixel(15, 20) == [0, 0, 255])
    // Below the card, the shadow darkens the white.
    #expect(pixel(20, 31)[0] < 250)
  }
}

/// `maskedCorners`: only the named corners are rounded, for the background and the border alike.
@Suite struct MaskedCornersTests {
  @Test func onlyTheMaskedCornersAreRounded() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      host.backgroundColor = .white
      let tab = UIView(frame: host.bounds)
      tab.backgroundColor = .blue
      tab.layer.cornerRadius = 20
      tab.layer.borderWidth = 2
      tab.layer.borderColor = UIColor.red.cgColor
      tab.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
      host.addSubview(tab)
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/M.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    var renderer = FrameRenderer()
    let frame = renderer.render(tree, size: (40, 40), scale: 1, backdrop: .white)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(frame.pixels[(4 * (y * 40 + x))..<(4 * (y * 40 + x) + 3)]) }
    // A radius of 20 leaves the pixel 2 in from each top corner outside the circle (2.5 from its
    // centre's square corner is 24.7 > 20 from the centre): white. The bottom corners are square:
    // the border's red reaches the corner pixel itself.
    #expect(pixel(2, 2) == [255, 255, 255] && pixel(37, 2) == [255, 255, 255])
    #expect(pixel(0, 39) == [255, 0, 0] && pixel(39, 39) == [255, 0, 0])
    #expect(pixel(20, 30) == [0, 0, 255])
  }

  @Test func aCornerMaskThatIsNotOneIsRefusedWithItsPlace() throws {
    #expect {
      try LanguageTests.tree("host.layer.maskedCorners = [.topLeft]")
    } throws: { error in
      "\(error)".contains("L.swift:4:") && "\(error)".contains(".layerMinXMinYCorner")
    }
  }
}
