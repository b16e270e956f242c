import Foundation
import REPL
import Testing

/// Opening more than a megabyte of Swift says so first, with how to stop it; smaller files and
/// other commands open without a word.
@Suite struct OpeningNoteTests {
  @Test func aLargeOpenIsAnnouncedAndASmallOneIsNot() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("note-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let large = folder.appendingPathComponent("Large.swift").path
    let small = folder.appendingPathComponent("Small.swift").path
    // 1.2 MB: a comment of 1,200,000 bytes.
    try Data(("// " + String(repeating: "x", count: 1_199_996) + "\n").utf8).write(to: URL(fileURLWithPath: large))
    try Data("let x = 1\n".utf8).write(to: URL(fileURLWithPath: small))
    #expect(Repl.openingNote("open \(large)") == "opening 1.2 MB of Swift (Ctrl-C stops it)…")
    #expect(Repl.openingNote("open \(large) --view V") == "opening 1.2 MB of Swift (Ctrl-C stops it)…")
    #expect(Repl.openingNote("open \(small)") == nil)
    #expect(Repl.openingNote("show \(large)") == nil)
  }
}
