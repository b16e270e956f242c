import Animation
import Geometry
import Preview
import Raster
import Scenes
import Testing

@testable import SwiftRun

/// `UIColor(patternImage:)` as a background: tiled at the image's size, upright from the top
/// through a view, upside down from the bottom through a layer's `cgColor` (as developers
/// report from devices: Stack Overflow 5916581).
@Suite struct UIColorPatternImageTests {
  /// A 10 × 10 image, red in its top half and clear below, tiling a 20 × 13 background: the
  /// height leaves a part-tile, so where the tiling starts shows.
  static func code(_ setting: String) -> String {
    """
    import UIKit
    import PlaygroundSupport
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    host.backgroundColor = .white
    let tile = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
      UIColor.red.setFill()
      ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 5))
    }
    let band = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 13))
    \(setting)
    host.addSubview(band)
    PlaygroundPage.current.liveView = host
    """
  }

  static func rows(_ setting: String) throws -> (red: [Int], white: [Int]) {
    let file = try OpenedFile.open(text: code(setting), path: "/x/P.swift")
    var renderer = FrameRenderer()
    let frame = renderer.render(file.scene.presentation(ParameterValues(), 0), size: (40, 40), scale: 1, backdrop: .white)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(frame.pixels[(4 * (y * 40 + x))..<(4 * (y * 40 + x) + 3)]) }
    var (red, white): ([Int], [Int]) = ([], [])
    for y in 0..<13 {
      // Both columns of tiles alike.
      #expect(pixel(3, y) == pixel(15, y))
      if pixel(3, y) == [255, 0, 0] { red.append(y) }
      if pixel(3, y) == [255, 255, 255] { white.append(y) }
    }
    #expect(pixel(3, 14) == [255, 255, 255] && pixel(25, 3) == [255, 255, 255])
    return (red, white)
  }

  @Test func aViewsPatternTilesUprightFromItsTopLeft() throws {
    let (red, white) = try Self.rows("band.backgroundColor = UIColor(patternImage: tile)")
    // Tiles at y 0 and 10, red in their top five rows.
    #expect(red == [0, 1, 2, 3, 4, 10, 11, 12])
    #expect(white == [5, 6, 7, 8, 9])
  }

  @Test func aLayersPatternTilesUpsideDownFromItsBottomLeft() throws {
    let (red, white) = try Self.rows("band.layer.backgroundColor = UIColor(patternImage: tile).cgColor")
    // Tiles at y 3…13 and −7…3, each turned over: the image's red top at the tile's bottom.
    #expect(red == [0, 1, 2, 8, 9, 10, 11, 12])
    #expect(white == [3, 4, 5, 6, 7])
  }

  @Test func aPatternIsCutToTheRoundedBackgroundAndReadBack() throws {
    let code = Self.code(
      """
      band.backgroundColor = UIColor(patternImage: tile)
      band.layer.cornerRadius = 6
      let same = band.backgroundColor == nil || band.layer.backgroundColor == nil ? 0 : 1
      band.alpha = CGFloat(same)
      """)
    let file = try OpenedFile.open(text: code, path: "/x/P.swift")
    var renderer = FrameRenderer()
    let frame = renderer.render(file.scene.presentation(ParameterValues(), 0), size: (40, 40), scale: 1, backdrop: .white)
    func pixel(_ x: Int, _ y: Int) -> [UInt8] { Array(frame.pixels[(4 * (y * 40 + x))..<(4 * (y * 40 + x) + 3)]) }
    #expect(pixel(0, 0) == [255, 255, 255])
    #expect(pixel(6, 1) == [255, 0, 0])
  }

  @Test func aPatternWhereAPlainColourIsWantedIsRefusedByName() {
    #expect {
      _ = try OpenedFile.open(text: Self.code("band.layer.borderColor = UIColor(patternImage: tile).cgColor"), path: "/x/P.swift")
    } throws: { error in
      "\(error)".contains("P.swift:10:") && "\(error)".contains("UIColor(patternImage:)")
    }
  }
}
