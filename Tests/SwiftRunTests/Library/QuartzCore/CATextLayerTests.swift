import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Text layers and labels draw their string in Wobble's pixel font; a character the font
/// lacks is a box.
@Suite struct TextLayerTests {
  @Test func aTextLayerDrawsItsStringAtItsSizeAndAlignment() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let title = CATextLayer()
      title.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
      title.string = "Hi!"
      title.fontSize = 20
      title.foregroundColor = UIColor.red.cgColor
      title.alignmentMode = .center
      host.layer.addSublayer(title)
      let label = UILabel(frame: CGRect(x: 0, y: 40, width: 200, height: 60))
      label.text = "🙂"
      label.font = UIFont.systemFont(ofSize: 10)
      host.addSubview(label)
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/Text.swift")
    let items = file.scene.presentation(ParameterValues(), 0).displayList()
    #expect(items.count == 2)
    // 20 pt text: 2-point font pixels; "Hi!" advances 3 · 6 − 1 = 17 pixels (34 points),
    // centred in 200 from x = 83; its ink ends with the "!"'s middle column, 15 pixels in;
    // capitals 14 points tall starting 4 points down.
    let text = items[0].path.bounds
    #expect(items[0].color == Color(red: 1, green: 0, blue: 0))
    #expect(abs(text.minX - (100 - 17)) < 1e-9 && abs(text.width - 30) < 1e-9)
    #expect(abs(text.minY - 4) < 1e-9 && abs(text.height - 14) < 1e-9)
    // The emoji is the font's box (5 × 7 pixels of 1 point), black, the line centred in the
    // label: a line 12 points high from 24, capitals 2 points below its top.
    let box = items[1].path.bounds
    #expect(items[1].color == .black)
    #expect(abs(box.width - 5) < 1e-9 && abs(box.height - 7) < 1e-9)
    #expect(abs(box.minY - (30 - 6 + 2)) < 1e-9)
    #expect(file.warnings.contains { $0.contains("drawn as a hollow box") })
  }
}
