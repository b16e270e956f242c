import Raster
import Terminal
import Testing

@Suite struct TerminalProbeTests {
  /// Replies recorded in terminal-sixel-libedit.md §3.1.
  @Test func xtermVT340RepliesMeanSixelWithItsGeometry() {
    var report = TerminalReport()
    report.isInteractive = true
    let reply = "\u{1b}[?1;0;256S\u{1b}[?2;0;800;765S\u{1b}[?63;1;2;4;6;9;15;16;22;28c"
    TerminalProbe.parse(Array(reply.utf8), into: &report)
    #expect(report.supportsSixel)
    #expect(report.colorRegisters == 256)
    #expect(report.sixelArea?.width == 800 && report.sixelArea?.height == 765)
    #expect(GraphicsMode.choose(for: report, requested: nil).0 == .sixel)
  }

  /// Keys typed while the terminal answers are kept apart from its replies (DA1, XTVERSION's
  /// DCS string, kitty's APC answer), in order; a reply cut short at the end is dropped.
  @Test func keysTypedAmongTheRepliesAreKeptApartFromThem() {
    let bytes = Array(
      ("sh\u{1b}P>|XTerm(379)\u{1b}\\ow\u{1b}_Gi=31;OK\u{1b}\\ x\r"
        + "\u{1b}[?63;1;4cplay\u{1b}[?2;0").utf8)
    let (replies, typed) = TerminalProbe.split(bytes)
    #expect(String(decoding: typed, as: UTF8.self) == "show x\rplay")
    var report = TerminalReport()
    TerminalProbe.parse(replies, into: &report)
    #expect(report.name == "XTerm(379)")
    #expect(report.kittyGraphics)
    #expect(report.deviceAttributes == [63, 1, 4])
  }

  @Test func tmuxRepliesMeanText() {
    var report = TerminalReport()
    report.isInteractive = true
    report.insideTmux = true
    TerminalProbe.parse(Array("\u{1b}[?1;2c".utf8), into: &report)
    #expect(!report.supportsSixel)
    #expect(GraphicsMode.choose(for: report, requested: nil).0 == .blocks)
  }

  @Test func mltermFailureReplyIsIgnored() {
    var report = TerminalReport()
    TerminalProbe.parse(Array("\u{1b}[?1;3;0S\u{1b}[?63;1;2;3;4;6;7;15;18;22;29c".utf8), into: &report)
    #expect(report.sixelArea == nil && report.supportsSixel)
  }

  @Test func noReplyMeansTextAndTheChoiceCanBeForced() {
    var report = TerminalReport()
    report.isInteractive = true
    #expect(GraphicsMode.choose(for: report, requested: nil).0 == .blocks)
    #expect(GraphicsMode.choose(for: report, requested: .sixel).0 == .sixel)
    report.isInteractive = false
    #expect(GraphicsMode.choose(for: report, requested: nil).0 == .blocks)
  }

  @Test func cellSizeComesFromWindowPixelsThenSixelArea() {
    var report = TerminalReport()
    (report.columns, report.rows) = (100, 45)
    (report.pixelWidth, report.pixelHeight) = (804, 769)
    #expect(report.cellSize == (8, 17))
    (report.pixelWidth, report.pixelHeight) = (0, 0)
    report.sixelArea = (800, 765)
    #expect(report.cellSize == (8, 17))
    report.sixelArea = nil
    #expect(report.cellSize == (8, 16))
  }

  @Test func sixelPlacementReservesRowsAndParksBelowTheImage() throws {
    var report = TerminalReport()
    (report.columns, report.rows, report.pixelWidth, report.pixelHeight) = (100, 45, 800, 765)
    let display = TerminalDisplay(mode: .sixel, reason: "test", report: report)
    var image = Pixmap(width: 60, height: 36)
    image.fill(with: .white)
    let text = String(decoding: try display.bytes(for: image), as: UTF8.self)
    // 36 px at 17 px per row: 3 rows.
    #expect(text.hasPrefix("\r\n\n\n\u{1b}[3A\u{1b}7\u{1b}P"))
    #expect(text.hasSuffix("\u{1b}\\\u{1b}8\u{1b}[3B\r"))
  }

  /// Playback reserves `rows(for:)` lines; in text mode that must be exactly the lines drawn.
  @Test func reservedRowsMatchTheLinesHalfBlocksDraw() throws {
    var report = TerminalReport()
    (report.columns, report.rows) = (80, 24)
    let display = TerminalDisplay(mode: .blocks, reason: "test", report: report)
    for (width, height) in [(1, 1), (7, 3), (40, 41), (120, 90), (333, 17), (1000, 999)] {
      let image = Pixmap(width: width, height: height, color: .white)
      let drawn = String(decoding: try display.bytes(for: image), as: UTF8.self).filter { $0 == "\r\n" }.count
      #expect(display.rows(for: image) == drawn, "\(width)×\(height)")
    }
  }

  @Test func halfBlocksPaintTopAndBottomPixels() {
    var image = Pixmap(width: 2, height: 2)
    image.pixels = [255, 0, 0, 255, 255, 0, 0, 255, 0, 0, 255, 255, 0, 0, 255, 255]
    let lines = HalfBlocks.render(image, columns: 2)
    #expect(lines.count == 1)
    #expect(lines[0] == "\u{1b}[38;2;255;0;0m\u{1b}[48;2;0;0;255m▀▀\u{1b}[0m")
  }
}
