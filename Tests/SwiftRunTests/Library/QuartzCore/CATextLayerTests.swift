import Animation
import Geometry
import Scenes
import TestSupport
import Testing
import Typesetting

@testable import SwiftRun

/// Text layers and labels draw their string in the font asked for (Inter for the system
/// font), checked against the font file's own numbers read with FreeType; emoji in colour.
@Suite(.enabled(if: FontCatalog.shared?.face(file: "Inter-Regular.otf") != nil, "Inter is not installed (fonts-inter)"))
struct TextLayerTests {
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
    let regular = try #require(FontCatalog.shared?.face(file: "Inter-Regular.otf"))
    let inter = try #require(FontFile(path: regular.path, alphabet: "Hi!"))
    // "Hi!" at 20 points, centred in 200: its ink within the advance centred on 100, standing on
    // the baseline one ascent below the top, as tall as the font's "H".
    let text = items[0].path.bounds
    let advance = inter.advance("Hi!", size: 20), baseline = inter.ascent(size: 20)
    #expect(items[0].color == Color(red: 1, green: 0, blue: 0))
    #expect(text.minX >= 100 - advance / 2 - 1e-9 && text.maxX <= 100 + advance / 2 + 1e-9 && text.width > 0.7 * advance)
    let top = ["H", "i", "!"].map { inter.top(Unicode.Scalar($0)!, size: 20) }.max()!
    // (Round glyphs overshoot the baseline by about 1 % of the em.)
    #expect(abs(text.maxY - baseline) < 0.25 && abs(text.minY - (baseline - top)) < 0.01, "\(text), \(baseline), \(top)")
    // The emoji is a colour bitmap in the middle of the label (its line centred vertically), the
    // only item after the title's.
    #expect(items.count == 2)
    guard items.count == 2, case .bitmap(_, let rect) = items[1].paint else {
      Issue.record("the emoji is not the second item, a bitmap")
      return
    }
    #expect(rect.height > 8 && rect.height < 14 && abs(rect.midY - 30) < 2 && abs(rect.midX - 5) < 2)
    #expect(!file.warnings.contains { $0.contains("drawn as a hollow box") })
  }
}

/// A text layer's `foregroundColor` and `fontSize` animate, as `CATextLayer` documents them
/// animatable: explicitly, and implicitly when set on a layer outside a view.
@Suite struct TextLayerAnimationTests {
  static func textLayer(_ body: String, at t: Double) throws -> TextStyle? {
    let tree = try LanguageTests.tree(
      """
      let title = CATextLayer()
      title.frame = CGRect(x: 0, y: 0, width: 200, height: 40)
      title.string = "Go"
      title.fontSize = 20
      title.foregroundColor = UIColor.yellow.cgColor
      host.layer.addSublayer(title)
      \(body)
      """, at: t)
    guard case .text(let style) = tree.sublayers[0].content else { return nil }
    return style
  }

  @Test func keyframedTextColoursRunThroughTheirValues() throws {
    let keyframes = """
      let colours = CAKeyframeAnimation(keyPath: "foregroundColor")
      colours.values = [UIColor.yellow, UIColor.green, UIColor.blue].map { $0.cgColor }
      colours.keyTimes = [0, 0.5, 1]
      colours.duration = 1
      title.add(colours, forKey: "foregroundColor")
      """
    // Linear between the keyframes: half way from yellow (1, 1, 0) to green (0, 1, 0) at 0.25 s.
    let quarter = try #require(try Self.textLayer(keyframes, at: 0.25))
    #expect(abs(quarter.color.red - 0.5) < 1e-6 && quarter.color.green == 1 && quarter.color.blue == 0)
    #expect(try Self.textLayer(keyframes, at: 0.5)?.color == Color(red: 0, green: 1, blue: 0))
    // Removed when done: the model's yellow.
    #expect(try Self.textLayer(keyframes, at: 1.5)?.color == Color(red: 1, green: 1, blue: 0))
  }

  @Test func theFontSizeAnimatesAndAnImplicitChangeTakesAQuarterSecond() throws {
    let grow = """
      let grow = CABasicAnimation(keyPath: "fontSize")
      grow.fromValue = 20
      grow.toValue = 40
      grow.duration = 2
      grow.timingFunction = CAMediaTimingFunction(name: .linear)
      title.add(grow, forKey: nil)
      """
    #expect(try Self.textLayer(grow, at: 1)?.font.size == 30)
    // Set on a layer outside a view: Core Animation's default action, 0.25 s on the `.default`
    // curve (0.25, 0.1, 0.25, 1), which at half the time is 0.802 403 387 584 857 of the way
    // (bisection in Python, independent of Wobble's solver).
    let implicit = "DispatchQueue.main.asyncAfter(deadline: .now() + 1) { title.fontSize = 40 }"
    #expect(try Self.textLayer(implicit, at: 1)?.font.size == 20)
    let halfway = try #require(try Self.textLayer(implicit, at: 1.125)?.font.size)
    #expect(abs(halfway - (20 + 20 * 0.802_403_387_584_857)) < 1e-4)
    #expect(try Self.textLayer(implicit, at: 1.25)?.font.size == 40)
  }
}
