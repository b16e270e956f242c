import Console
import Foundation
import Scenes
import TestSupport
import Testing

/// The opened file beside an editor: `reload` takes what the editor saved, keeping tuned values
/// whose numbers are still the file's; `write` and `export swift` into the file itself never
/// overwrite a change they did not make.
@Suite struct SourceCommandTests {
  /// The shared ring playground (line 11 `ring.lineWidth = 4`, line 17 `draw.duration = 1.5`).
  static let code = Playgrounds.ring

  func file(_ text: String = code) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("source-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let path = folder.appendingPathComponent("Ring.swift").path
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  func edit(_ path: String, _ from: String, _ to: String) throws {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    #expect(text.contains(from))
    try Data(text.replacingOccurrences(of: from, with: to).utf8).write(to: URL(fileURLWithPath: path))
  }

  @Test func reloadKeepsTunedValuesWhoseNumbersTheFileStillHas() throws {
    let path = try file()
    var bench = Workbench()
    #expect(bench.execute("open \(path)").value != nil)
    #expect(bench.execute("set ring.lineWidth 9").value != nil)
    #expect(bench.execute("set draw.duration 3").value != nil)
    #expect(bench.execute("set view.width 300").value != nil)
    // The editor changes the duration's own number and adds a line with a number of its own.
    try edit(path, "draw.duration = 1.5", "draw.duration = 2")
    try edit(path, "ring.strokeColor = UIColor.orange.cgColor", "ring.strokeColor = UIColor.orange.cgColor\nring.opacity = 0.8")
    let lines = try #require(bench.execute("reload").value).lines
    #expect(
      lines.last
        == "reloaded \(path) as it is on disk: 1 tuned value kept; the file's own number now for draw.duration (changed there)")
    #expect(bench.execute("show ring.lineWidth").value?.lines == ["* ring.lineWidth = 9 pt"])
    #expect(bench.execute("show draw.duration").value?.lines.first?.hasPrefix("  draw.duration = 2 s") == true)
    #expect(bench.execute("show ring.opacity").value?.lines.first?.contains("0.8") == true)
    // The view's settings stay as they were set.
    #expect(bench.values.number(ViewSettings.width) == 300)
    // Journaled with the text it read, and undone back to the code as it was.
    #expect(bench.journal.last?.command.hasPrefix("reload --sha256 ") == true)
    #expect(bench.execute("undo").value != nil)
    #expect(bench.execute("show draw.duration").value?.lines.first?.hasPrefix("* draw.duration = 3 s") == true)
  }

  @Test func reloadNamesTunedValuesWhoseNumbersAreGone() throws {
    let path = try file()
    var bench = Workbench()
    #expect(bench.execute("open \(path)").value != nil)
    #expect(bench.execute("set ring.lineWidth 9").value != nil)
    try edit(path, "ring.lineWidth = 4\n", "")
    let lines = try #require(bench.execute("reload").value).lines
    #expect(
      lines.last == "reloaded \(path) as it is on disk: 0 tuned values kept; dropped, no longer in the file: ring.lineWidth")
  }

  @Test func aFileThatNoLongerRunsIsRefusedAndTheLastGoodVersionStays() throws {
    let path = try file()
    var bench = Workbench()
    #expect(bench.execute("open \(path)").value != nil)
    #expect(bench.execute("set ring.lineWidth 9").value != nil)
    let before = bench.document
    try edit(path, "ring.lineWidth = 4", "ring.lineWidth = CAScrollLayer()")
    let error = try #require(bench.execute("reload").failure).description
    #expect(error.hasPrefix("\(path) does not open as it is now, so the last good version stays: Ring.swift:11:"), "\(error)")
    #expect(bench.document == before)
    // A journal's reload of other text is refused before any of its code runs.
    try edit(path, "ring.lineWidth = CAScrollLayer()", "ring.lineWidth = 5")
    #expect(
      bench.execute("reload --sha256 \(String(repeating: "0", count: 64))").failure?.description.contains("SHA-256 differs")
        == true)
    #expect(bench.execute("reload").value != nil)
  }

  @Test func reloadWithoutAnOpenedFileSaysSo() {
    var bench = Workbench()
    #expect(bench.execute("reload").failure?.description == "reload: no file is open (`open File.swift` opens one)")
    #expect(bench.execute("write").failure?.description.hasPrefix("write: no file is open") == true)
  }

  @Test func writePutsTheTunedNumbersIntoTheFileAndRefusesOverAnEditorsChange() throws {
    let path = try file()
    var bench = Workbench()
    #expect(bench.execute("open \(path)").value != nil)
    #expect(bench.execute("set ring.lineWidth 9").value != nil)
    #expect(bench.execute("write").value?.lines == ["wrote \(path)"])
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == Self.code.replacingOccurrences(of: "lineWidth = 4", with: "lineWidth = 9"))
    // Its own write is no change of the editor's: it writes again.
    #expect(bench.execute("set ring.lineWidth 7").value != nil)
    #expect(bench.execute("write").value != nil)
    // The editor saves: write refuses and the file keeps the editor's text.
    try edit(path, "draw.duration = 1.5", "draw.duration = 2")
    let edited = try String(contentsOfFile: path, encoding: .utf8)
    #expect(bench.execute("set ring.lineWidth 8").value != nil)
    let refusal = try #require(bench.execute("write").failure)
    #expect(refusal.description.hasPrefix("\(path) changed on disk since Wobble read it"))
    #expect(refusal.confirmation?.command == "write --force")
    #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
    // So does export swift into the file itself; into another file it writes.
    #expect(bench.execute("export swift \(path)").failure?.description.hasPrefix("\(path) changed on disk") == true)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == edited)
    let other = (path as NSString).deletingLastPathComponent + "/Other.swift"
    #expect(bench.execute("export swift \(other)").value != nil)
    // After a reload the editor's change and the tuned number go in together.
    #expect(bench.execute("reload").value != nil)
    #expect(bench.execute("write").value != nil)
    #expect(
      try String(contentsOfFile: path, encoding: .utf8)
        == edited.replacingOccurrences(of: "lineWidth = 7", with: "lineWidth = 8"))
    // --force overwrites a change.
    try edit(path, "draw.duration = 2", "draw.duration = 4")
    #expect(bench.execute("export swift \(path) --force").value != nil)
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("draw.duration = 2"))
  }
}
