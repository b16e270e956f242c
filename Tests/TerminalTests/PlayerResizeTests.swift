import Testing

@testable import Terminal

/// What `play` writes after a resize: nothing of the old picture survives, and the new frame's
/// rows are reserved from the top.
@Suite struct PlayerResizeTests {
  @Test func aResizeClearsTheScreenAndReservesTheNewRowsFromTheTop() {
    let text = String(decoding: Player.restart(rows: 3, mode: .sixel), as: UTF8.self)
    // Home, erase the screen, then three new lines, back up three, save the cursor (DECSC).
    #expect(text == "\u{1b}[H\u{1b}[2J\r\n\n\n\u{1b}[3A\u{1b}7")
  }

  @Test func kittyImagesAreDeletedToo() {
    // kitty keeps image placements apart from the text: erasing the screen is not enough.
    let text = String(decoding: Player.restart(rows: 1, mode: .kitty), as: UTF8.self)
    #expect(text.hasPrefix("\u{1b}_Ga=d,d=a,q=2\u{1b}\\\u{1b}[H\u{1b}[2J"))
    #expect(!String(decoding: Player.restart(rows: 1, mode: .iterm), as: UTF8.self).contains("\u{1b}_G"))
  }
}
