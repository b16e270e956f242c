import Foundation
import Raster
import Testing

@testable import Terminal

/// iTerm2's inline images: OSC 1337 with the frame as a PNG, sized in cells.
@Suite struct InlineImagesTests {
  @Test func theFrameIsAPNGOfItsSizeInCellsItCovers() throws {
    let image = Pixmap(width: 50, height: 33, color: .white)
    let bytes = try InlineImages.bytes(for: image, cell: (8, 16))
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(text.hasPrefix("\u{1b}]1337;File=inline=1;size=") && text.hasSuffix("\u{7}"))
    // 50 × 33 pixels in 8 × 16 cells: 7 columns, 3 rows.
    #expect(text.contains(";width=7;height=3;preserveAspectRatio=1:"))
    let base64 = String(text.split(separator: ":", maxSplits: 1)[1].dropLast())
    let png = try #require(Data(base64Encoded: base64))
    #expect(text.contains("size=\(png.count);"))
    // The PNG signature, then IHDR with the width and height, big-endian.
    #expect(Array(png.prefix(8)) == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    let ihdr = Array(png[16..<24])
    #expect(ihdr == [0, 0, 0, 50, 0, 0, 0, 33])
  }

  @Test func iTerm2IsKnownByItsEnvironment() {
    #expect(TerminalProbe.itermHint(program: "iTerm.app", lcTerminal: nil) != nil)
    #expect(TerminalProbe.itermHint(program: nil, lcTerminal: "iTerm2") != nil)
    #expect(TerminalProbe.itermHint(program: "Apple_Terminal", lcTerminal: nil) == nil)
    var report = TerminalReport()
    report.isInteractive = true
    report.itermHint = "TERM_PROGRAM is iTerm.app"
    #expect(GraphicsMode.choose(for: report, requested: nil).0 == .iterm)
  }
}
