@testable import Console
import Foundation
import Scenes
import TestSupport
import Testing

/// What a user expects of a mature tool: switching scenes keeps the workbench's own settings
/// and the marks, undo names what it undid, counts read as English.
@Suite struct ConventionsTests {
  @Test func previewSettingsAndMarksOutliveScene() throws {
    var bench = Workbench()
    _ = bench.execute("set preview.frames 5")
    _ = bench.execute("set blob.rate 2")
    _ = bench.execute("mark blobby")
    _ = bench.execute("scene ring")
    #expect(bench.values.integer(ViewSettings.frames) == 5)
    #expect(bench.values.changedNames == ["preview.frames"])
    #expect(bench.marks["blobby"]?.scene.name == "blob")
    let compared = try #require(bench.execute("compare blobby").value)
    #expect(compared.lines == ["A is scene blob, B is scene ring: their parameters differ"])
    guard case .strips(let strips)? = compared.figure else { Issue.record("no strips"); return }
    #expect(strips.map { $0.scene?.name ?? "current" } == ["blob", "current"])
    #expect(strips[0].values.number(BlobScene.rate) == 2)
  }

  @Test func undoAndRedoSayWhatTheyTookBack() {
    var bench = Workbench()
    _ = bench.execute("set blob.rate 1")
    #expect(bench.execute("undo").value?.lines == ["undone: set blob.rate 1 (scene blob, 0 changed parameters)"])
    #expect(bench.execute("redo").value?.lines == ["redone: set blob.rate 1 (scene blob, 1 changed parameter)"])
    _ = bench.execute("move 3 1,1")
    #expect(bench.execute("undo").value?.lines.first?.hasPrefix("undone: move 3 1,1 (") == true)
  }

  @Test func oneIsSingular() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("one-\(UUID().uuidString).json").path
    var bench = Workbench()
    _ = bench.execute("set blob.rate 1")
    #expect(bench.execute("save \(path)").value?.lines == ["saved \(path) (2 journal entries)"])
    var other = Workbench()
    #expect(
      other.execute("load \(path)").value?.lines.last == "loaded \(path): scene blob, 1 changed parameter, 2 journal entries")
  }

  /// Marks keep their scene through a file and through the shortest journal that rebuilds
  /// the session.
  @Test func marksOfOtherScenesSurviveSavingAndCompaction() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("marks-\(UUID().uuidString).json").path
    var bench = Workbench()
    for line in ["set blob.rate 2", "mark a", "scene ring", "set ring.line.width 5", "mark b", "set preview.frames 3"] {
      #expect(bench.execute(line).value != nil, "\(line)")
    }
    #expect(bench.execute("save \(path)").value != nil)
    var loaded = Workbench()
    #expect(loaded.execute("load \(path)").value != nil)
    #expect(loaded.marks == bench.marks && loaded.values == bench.values && loaded.scene.name == "ring")
    let json = try String(contentsOfFile: path, encoding: .utf8)
    #expect(json.contains("\"version\" : 2"))
    var rebuilt = Workbench()
    for command in bench.compactedCommands() { #expect(rebuilt.execute(command).value != nil, "\(command)") }
    #expect(rebuilt.marks == bench.marks && rebuilt.values == bench.values && rebuilt.scene.name == bench.scene.name)
  }

  /// A version 1 file's marks are parameters of the session's scene.
  @Test func aVersionOneFileStillLoadsWithItsMarks() throws {
    let v1 = """
      {"format": "wobble-session", "version": 1, "scene": "balloon",
       "parameters": {"balloon.dots.delay": 0.3}, "marks": {"m": {"balloon.dots.delay": 0.5}}, "journal": []}
      """
    let loaded = try SessionDocument.decode(Data(v1.utf8), file: "v1.json")
    #expect(loaded.marks["m"]?.scene.name == "balloon")
    #expect(loaded.marks["m"]?.values.number(BalloonScene.delay) == 0.5)
  }
}

/// `help` fits the terminal: summaries break at spaces under their column.
@Suite struct WrappingTests {
  @Test func helpWrapsItsSummariesAtWordsToTheWidth() {
    var bench = Workbench()
    bench.columns = 60
    let lines = bench.execute("help").value?.lines ?? []
    #expect(lines.allSatisfy { $0.count <= 59 }, "\(lines.filter { $0.count > 59 })")
    // The curve line goes on under the summary column, word by word.
    let i = lines.firstIndex { $0.hasPrefix("curve ") } ?? 0
    #expect(
      lines[i + 1].hasPrefix(String(repeating: " ", count: 35)) && !lines[i + 1].hasPrefix(String(repeating: " ", count: 36)))
    let words = lines[i...].prefix(3).joined(separator: " ").split(separator: " ")
    #expect(words.contains("vocabulary)"))
  }

  @Test func wrappingKeepsEveryWordAndBreaksOnlyAtSpaces() {
    let text = "one two three four five six seven eight nine ten eleven twelve"
    let lines = TerminalText.wrapped(text, width: 20, indent: 2)
    #expect(lines.map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ") == text)
    #expect(lines.allSatisfy { $0.count <= 20 })
    #expect(lines.dropFirst().allSatisfy { $0.hasPrefix("  ") })
  }
}
