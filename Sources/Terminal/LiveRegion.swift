/// The live preview's place on the screen: the top `rows` rows hold the playing frame, and a
/// scroll region (DECSTBM) below them holds the prompt and what commands print, so output
/// scrolls under the frame instead of pushing strips into the scrollback.
///
/// Frames are drawn with the cursor saved (DECSC) and put back (DECRC), inside synchronized
/// output, so the line being typed is left exactly as it was; the cursor is hidden while the
/// frame is written, so terminals without synchronized output (mlterm) do not flash it at the
/// top-left corner.
public struct LiveRegion: Sendable, Equatable {
  /// Rows the frame takes at the top.
  public let rows: Int
  /// Rows of the whole screen.
  public let screenRows: Int

  /// A region for a frame of `rows` rows on a screen of `screenRows`; nil when fewer than four
  /// rows would be left below it for the prompt.
  public init?(rows: Int, screenRows: Int) {
    guard rows > 0, screenRows - rows >= 4 else { return nil }
    self.rows = rows
    self.screenRows = screenRows
  }

  /// Pushes what is on the screen into the scrollback (newlines at the bottom row), keeps the
  /// top rows for the frame and puts the cursor at the start of the region below.
  public func enter() -> [UInt8] {
    Array(
      ("\u{1b}[\(screenRows);1H" + String(repeating: "\n", count: screenRows)
        + "\u{1b}[\(rows + 1);\(screenRows)r\u{1b}[\(rows + 1);1H").utf8)
  }

  /// `image` (a frame's bytes, placed at the cursor) drawn at the top-left, the cursor put
  /// back where it was and shown again.
  public func frame(_ image: [UInt8]) -> [UInt8] {
    Array("\u{1b}[?2026h\u{1b}[?25l\u{1b}7\u{1b}[1;1H".utf8) + image
      + Array("\u{1b}8\u{1b}[?25h\u{1b}[?2026l".utf8)
  }

  /// The whole screen scrolls again and the cursor is on the bottom row; the last frame stays
  /// where it is.
  public func leave() -> [UInt8] {
    Array("\u{1b}[r\u{1b}[\(screenRows);1H\n".utf8)
  }
}
