import Geometry
import Preview
import Raster
import Testing

@testable import Terminal

/// Text placed in an image (a frame's time label) prints as terminal text in half-block mode,
/// not as its bitmap squeezed into half blocks.
@Suite struct HalfBlockTextTests {
  /// A 40×24 white image, 1 pixel per column, with `text` in the band y 16…23.
  static func lines(_ text: String) -> [String] {
    var image = Pixmap(width: 40, height: 24, color: .white)
    image.texts = [PlacedText(text, x: 0, y: 16, width: 40, height: 8, color: .black, background: Color(white: 0.5))]
    return HalfBlocks.render(image, columns: 40)
  }

  /// The visible characters of a line: its escape sequences removed.
  static func visible(_ line: String) -> String {
    line.replacingOccurrences(of: "\u{1b}\\[[0-9;]*m", with: "", options: .regularExpression)
  }

  @Test func theLabelIsTextCentredInItsBandOnTheBandsColour() {
    let lines = Self.lines("1.75s")
    // 24 rows of pixels, two per line: the band (rows 16…23) is lines 8…11, the text on line 9.
    #expect(lines.count == 12)
    #expect(Self.visible(lines[9]) == String(repeating: " ", count: 17) + "1.75s" + String(repeating: " ", count: 18))
    #expect(Self.visible(lines[8]).allSatisfy { $0 == " " } && Self.visible(lines[11]).allSatisfy { $0 == " " })
    #expect(Self.visible(lines[7]).allSatisfy { $0 == "▀" })
    // Grey band behind the text (48;2;128;128;128), black text (38;2;0;0;0).
    #expect(lines[9].contains("\u{1b}[38;2;0;0;0m") && lines[9].contains("\u{1b}[48;2;128;128;128m"))
  }

  @Test func controlCharactersNeverReachTheTerminalAndLongTextIsCut() {
    let lines = Self.lines("a\u{1b}]0;evil\u{7}b" + String(repeating: "x", count: 60))
    #expect(!lines[9].contains("\u{7}") && !lines[9].contains("\u{1b}]"))
    #expect(Self.visible(lines[9]).count == 40)
  }
}

extension HalfBlockTextTests {
  @Test func aPlotsAxisLabelsPrintAsText() {
    let times = (0...20).map { Double($0) / 10 }
    let image = Preview.series(times: times, values: times.map { $0 * $0 }, maximumWidth: 400, maximumHeight: 240)
    // The x axis runs from 0 to 2: both ends are labelled, and the labels reach the text.
    #expect(image.texts.contains { $0.text == "0" } && image.texts.contains { $0.text == "2" })
    let lines = HalfBlocks.render(image, columns: 100).map(Self.visible)
    // Both x labels on one line, as characters among the half blocks.
    #expect(lines.contains { $0.contains("▀0") && $0.contains("▀2") })
  }
}
