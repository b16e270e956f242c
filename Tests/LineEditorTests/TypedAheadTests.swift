import LineEditor
import Testing

/// Keys typed before the first prompt come back as the lines they were: Enter ends one, the
/// last may be unfinished, editing keys stay keys and other control characters go.
@Suite struct TypedAheadTests {
  @Test func enterEndsALineAndAnUnfinishedOneIsLeftToFinish() {
    let lines = LibEditLineReader.typedLines(Array("show blob\rset a 1\nplay".utf8))
    #expect(lines.map(\.text) == ["show blob", "set a 1", "play"])
    #expect(lines.map(\.entered) == [true, true, false])
  }

  @Test func editingKeysStayAndOtherControlCharactersAreDropped() {
    let lines = LibEditLineReader.typedLines([0x73, 0x68, 0x7f, 0x09, 0x01, 0x1a, 0x6f, 0x0d])
    #expect(lines.count == 1)
    #expect(lines[0].text.unicodeScalars.map(\.value) == [0x73, 0x68, 0x7f, 0x09, 0x6f])
  }
}
