import Testing

@testable import Terminal

/// The bytes of the live preview's region: a scroll region below the frame's rows, frames
/// drawn with the cursor saved and put back.
@Suite struct LiveRegionTests {
  @Test func enteringPushesTheScreenUpAndScrollsOnlyBelowTheFrame() throws {
    let region = try #require(LiveRegion(rows: 3, screenRows: 10))
    let text = String(decoding: region.enter(), as: UTF8.self)
    // Bottom row, ten newlines (the screen into the scrollback), DECSTBM 4…10, cursor on row 4.
    #expect(text == "\u{1b}[10;1H" + String(repeating: "\n", count: 10) + "\u{1b}[4;10r\u{1b}[4;1H")
  }

  @Test func aFrameIsDrawnAtTheTopAndTheCursorPutBack() throws {
    let region = try #require(LiveRegion(rows: 3, screenRows: 10))
    let text = String(decoding: region.frame(Array("IMG".utf8)), as: UTF8.self)
    #expect(text == "\u{1b}[?2026h\u{1b}[?25l\u{1b}7\u{1b}[1;1HIMG\u{1b}8\u{1b}[?25h\u{1b}[?2026l")
  }

  @Test func leavingScrollsTheWholeScreenAgain() throws {
    let region = try #require(LiveRegion(rows: 3, screenRows: 10))
    #expect(String(decoding: region.leave(), as: UTF8.self) == "\u{1b}[r\u{1b}[10;1H\n")
  }

  @Test func aScreenWithoutFourRowsBelowTheFrameHasNoRegion() {
    #expect(LiveRegion(rows: 7, screenRows: 10) == nil)
    #expect(LiveRegion(rows: 6, screenRows: 10) != nil)
    #expect(LiveRegion(rows: 0, screenRows: 10) == nil)
  }
}
