import Foundation
import TestSupport
import Testing

/// An editor beside Wobble: saving the opened file reloads it at the prompt within a moment,
/// keeping the tuned values and the line being typed; a save that breaks the file says why and
/// keeps the last good version.
@Suite(.serialized) struct EditorBesideWobbleTests {
  @Test func aSaveFromAnEditorIsReloadedKeepingTunedValuesAndTheLineBeingTyped() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("editor-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Ring.swift").path
    try Data(Playgrounds.ring.utf8).write(to: URL(fileURLWithPath: path))
    func save(_ from: String, _ to: String) throws {
      let text = try String(contentsOfFile: path, encoding: .utf8)
      #expect(text.contains(from))
      // As editors that write a new file and rename it over the old one do.
      try Data(text.replacingOccurrences(of: from, with: to).utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    }
    let session = try TmuxSession(arguments: ["open", path, "--graphics", "blocks", "--no-rc"])
    defer { session.close() }
    try session.waitFor { $0.contains("wobble>") }
    try session.keys("set ring.lineWidth 9", "Enter")
    try session.waitFor { $0.contains("ring.lineWidth = 9") }
    try session.keys("show draw.dur")
    Thread.sleep(forTimeInterval: 0.3)
    try save("draw.duration = 1.5", "draw.duration = 2.5")
    // Lines longer than the pane wrap: the checks read the text unwrapped.
    let unwrapped = { (screen: String) in screen.replacingOccurrences(of: "\n", with: "") }
    let reloaded = try session.waitFor(5) { unwrapped($0).contains("as it is on disk") }
    #expect(unwrapped(reloaded).contains("reloaded \(path) as it is on disk: 1 tuned value kept"), "\(reloaded)")
    // The line being typed is back at the prompt: finishing it runs it.
    try session.keys("ation", "Enter")
    let shown = try session.waitFor { $0.contains("draw.duration = 2.5 s") }
    #expect(shown.contains("draw.duration = 2.5 s"), "\(shown)")
    try session.keys("show ring.lineWidth", "Enter")
    try session.waitFor { $0.contains("* ring.lineWidth = 9 pt") }
    // A save that breaks the file: its error, and the last good version stays.
    try save("ring.lineWidth = 4", "ring.lineWidth = CAScrollLayer()")
    let broken = try session.waitFor(5) { unwrapped($0).contains("does not open as it is now") }
    #expect(unwrapped(broken).contains("so the last good version stays: Ring.swift:11:"), "\(broken)")
    try session.keys("show ring.lineWidth", "Enter")
    let kept = try session.waitFor { $0.components(separatedBy: "* ring.lineWidth = 9 pt").count >= 3 }
    #expect(kept.components(separatedBy: "* ring.lineWidth = 9 pt").count >= 3, "\(kept)")
  }
}
