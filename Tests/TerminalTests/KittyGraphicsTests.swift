import DeflateCodec
import Foundation
import Geometry
import Raster
import Testing

@testable import Terminal

/// The kitty graphics protocol's bytes: chunked base64 of the deflated RGB pixels, the
/// control keys on the first chunk, and an id only for playback.
@Suite struct KittyGraphicsTests {
  /// The APC commands in `bytes`: each `ESC _ G <control> ; <payload> ESC \`.
  static func commands(_ bytes: [UInt8]) -> [(control: String, payload: String)] {
    let text = String(decoding: bytes, as: UTF8.self)
    return text.components(separatedBy: "\u{1b}_G").dropFirst().map { part in
      let body = part.components(separatedBy: "\u{1b}\\")[0]
      let pieces = body.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false)
      return (String(pieces[0]), pieces.count > 1 ? String(pieces[1]) : "")
    }
  }

  @Test func aPreviewIsChunkedDeflatedRGBWithoutAnIdAndDecodesToItsPixels() throws {
    // Noise does not deflate: 96·80·3 = 23 040 bytes stay about as many, several chunks.
    var image = Pixmap(width: 96, height: 80, color: .white)
    var seed: UInt32 = 12345
    for i in 0..<image.pixels.count where i % 4 != 3 {
      seed = seed &* 1_103_515_245 &+ 12345
      image.pixels[i] = UInt8(truncatingIfNeeded: seed >> 16)
    }
    let commands = Self.commands(KittyGraphics.bytes(for: image, id: nil))
    #expect(commands.count > 2)
    #expect(commands.dropLast().allSatisfy { $0.payload.count == 4096 } && commands.last!.payload.count <= 4096)
    #expect(commands[0].control == "a=T,f=24,s=96,v=80,o=z,C=1,q=2,m=1")
    #expect(commands.dropFirst().dropLast().allSatisfy { $0.control == "m=1" } && commands.last!.control == "m=0")
    let deflated = try #require(Data(base64Encoded: commands.map(\.payload).joined()))
    let rgb = try #require(Deflate.decompress(Array(deflated), expectedCount: 96 * 80 * 3))
    var differing = 0
    for k in 0..<(96 * 80) {
      for c in 0..<3 where rgb[3 * k + c] != image.pixels[4 * k + c] { differing += 1 }
    }
    #expect(differing == 0)
  }

  @Test func aFlatFrameIsSentInAFewHundredBytes() throws {
    var image = Pixmap(width: 640, height: 480, color: Color(white: 0.6))
    for y in 200..<260 { for x in 100..<400 { image.pixels[4 * (y * 640 + x)] = 255 } }
    let bytes = KittyGraphics.bytes(for: image, id: nil)
    // 921 600 bytes of RGB, 1.2 MB as plain base64.
    #expect(bytes.count < 8_000)
    let payload = Self.commands(bytes).map(\.payload).joined()
    let deflated = try #require(Data(base64Encoded: payload))
    let rgb = try #require(Deflate.decompress(Array(deflated), expectedCount: 640 * 480 * 3))
    #expect(rgb[3 * (230 * 640 + 250)] == 255 && rgb[3 * (230 * 640 + 50)] == image.pixels[4 * (230 * 640 + 50)])
  }

  @Test func playbackFramesReplaceOneIdAtTheCursor() {
    let image = Pixmap(width: 4, height: 4, color: .black)
    let commands = Self.commands(KittyGraphics.bytes(for: image, id: KittyGraphics.playbackID))
    #expect(commands[0].control == "a=d,d=I,i=\(KittyGraphics.playbackID),q=2")
    #expect(commands[1].control == "a=T,f=24,s=4,v=4,o=z,C=1,q=2,i=\(KittyGraphics.playbackID),m=0")
  }

  @Test func theEnvironmentPicksKittyOutsideTmuxOnly() {
    #expect(TerminalProbe.kittyHint(term: "xterm-kitty", windowID: nil, program: nil) == "TERM is xterm-kitty")
    #expect(TerminalProbe.kittyHint(term: "xterm-256color", windowID: nil, program: "WezTerm") != nil)
    #expect(TerminalProbe.kittyHint(term: "xterm-256color", windowID: nil, program: "Apple_Terminal") == nil)
    var report = TerminalReport()
    report.isInteractive = true
    report.kittyHint = "TERM is xterm-kitty"
    #expect(GraphicsMode.choose(for: report, requested: nil).0 == .kitty)
    report.insideTmux = true
    #expect(GraphicsMode.choose(for: report, requested: nil).0 != .kitty)
  }
}

/// The probe's one round trip: XTVERSION's name and kitty's OK are read beside DA1.
@Suite struct ProbeRepliesTests {
  @Test func aKittyReplyChoosesKittyAndNamesTheTerminal() {
    var report = TerminalReport()
    report.isInteractive = true
    let reply = Array("\u{1b}P>|kitty(0.26.5)\u{1b}\\\u{1b}_Gi=31;OK\u{1b}\\\u{1b}[?62;c".utf8)
    TerminalProbe.parse(reply, into: &report)
    #expect(report.name == "kitty(0.26.5)" && report.kittyGraphics && report.deviceAttributes?.first == 62)
    #expect(GraphicsMode.choose(for: report, requested: nil).1 == "the terminal answered kitty's graphics query")
  }

  @Test func anErrorOrNoReplyIsNotKitty() {
    var report = TerminalReport()
    TerminalProbe.parse(Array("\u{1b}_Gi=31;ENOTSUPPORTED:no\u{1b}\\\u{1b}[?63;4c".utf8), into: &report)
    #expect(!report.kittyGraphics && report.supportsSixel && report.name == nil)
  }
}

/// Terminals without 24-bit colour get the xterm 256-colour palette's nearest entries.
@Suite struct PaletteBlocksTests {
  @Test func coloursMapToTheNearestCubeOrGreyEntry() {
    // Pure colours are cube corners: 16 + 36r + 6g + b with levels 0…5.
    #expect(HalfBlocks.paletteIndex((255, 0, 0)) == 196)
    #expect(HalfBlocks.paletteIndex((0, 0, 255)) == 21)
    #expect(HalfBlocks.paletteIndex((255, 255, 255)) == 231)
    // (95, 135, 175) is exactly cube entry 16 + 36·1 + 6·2 + 3 = 67.
    #expect(HalfBlocks.paletteIndex((95, 135, 175)) == 67)
    // A mid grey is nearer the grey ramp (128 = 8 + 10·12 → 244) than the cube's 135.
    #expect(HalfBlocks.paletteIndex((128, 128, 128)) == 244)
  }

  @Test func paletteBlocksUse256ColourEscapesOnly() {
    let image = Raster.Pixmap(width: 8, height: 8, color: .white)
    let lines = HalfBlocks.render(image, columns: 2, trueColor: false)
    #expect(lines.allSatisfy { $0.contains("\u{1b}[38;5;231m") && !$0.contains("38;2;") })
  }
}

/// Inside tmux with allow-passthrough on, image sequences reach the outer terminal wrapped.
@Suite struct TmuxPassthroughTests {
  @Test func eachImageSequenceIsWrappedWithItsEscapesDoubledAndCursorMovesAreLeft() {
    let bytes = Array("\u{1b}7\u{1b}_Ga=T,m=1;AB\u{1b}\\\u{1b}_Gm=0;CD\u{1b}\\\u{1b}8\u{1b}]1337;File=inline=1:EF\u{7}".utf8)
    let wrapped = String(decoding: TerminalDisplay.passedThrough(bytes), as: UTF8.self)
    #expect(
      wrapped
        == "\u{1b}7" + "\u{1b}Ptmux;\u{1b}\u{1b}_Ga=T,m=1;AB\u{1b}\u{1b}\\\u{1b}\\"
        + "\u{1b}Ptmux;\u{1b}\u{1b}_Gm=0;CD\u{1b}\u{1b}\\\u{1b}\\"
        + "\u{1b}8" + "\u{1b}Ptmux;\u{1b}\u{1b}]1337;File=inline=1:EF\u{7}\u{1b}\\")
  }

  @Test func insideTmuxTheOuterTerminalIsUsedOnlyWithPassthrough() {
    var report = TerminalReport()
    report.isInteractive = true
    report.insideTmux = true
    report.kittyHint = "KITTY_WINDOW_ID is set"
    let refused = GraphicsMode.choose(for: report, requested: nil)
    #expect(refused.0 == .blocks && refused.1.contains("set -g allow-passthrough on"))
    report.tmuxPassthrough = true
    #expect(GraphicsMode.choose(for: report, requested: nil).0 == .kitty)
  }
}

/// xterm drops a sixel image larger than the maximum it reports: strips stay within it.
@Suite struct SixelMaximumTests {
  @Test func stripsStayWithinTheLargestSixelTheTerminalAccepts() {
    var report = TerminalReport()
    report.isInteractive = true
    (report.columns, report.rows, report.pixelWidth, report.pixelHeight) = (200, 80, 1600, 1280)
    // The replies in the order asked: current area, then the largest, then DA1.
    TerminalProbe.parse(Array("\u{1b}[?1;0;1024S\u{1b}[?2;0;1600;1280S\u{1b}[?2;0;1000;1000S\u{1b}[?63;4c".utf8), into: &report)
    #expect(report.sixelArea?.width == 1600 && report.sixelMaximum?.width == 1000)
    let display = TerminalDisplay(mode: .sixel, reason: "test", report: report)
    #expect(display.imageWidth == 1000)
    // Two thirds of the 80 rows (53) of 16 px is 848: within the largest.
    #expect(display.imageHeight == 848)
    // A taller window (200 rows of 16 px): 2128 px would be too tall; whole bands under 1000.
    (report.rows, report.pixelHeight) = (200, 3200)
    #expect(TerminalDisplay(mode: .sixel, reason: "test", report: report).imageHeight == 996)
    // Other protocols have no such limit.
    #expect(TerminalDisplay(mode: .kitty, reason: "test", report: report).imageWidth > 1000)
  }
}
