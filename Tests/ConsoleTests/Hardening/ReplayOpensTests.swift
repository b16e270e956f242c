import Console
import Foundation
import Scenes
import SwiftRun
import TestSupport
import Testing

/// A session's journal can name any file: a replay opens only the very Swift files the
/// session opened — recorded by absolute path and SHA-256, relative paths taken from the
/// session file's folder — and quotes nothing of a file that is not Swift.
@Suite struct ReplayOpensTests {
  static let code = Playgrounds.ring

  /// A folder with `Ring.swift` in it, and the session file's path beside it.
  func folder() throws -> (folder: String, swift: String, session: String) {
    let folder = temporaryFolder()
    let swift = folder + "/Ring.swift"
    try Data(Self.code.utf8).write(to: URL(fileURLWithPath: swift))
    return (folder, swift, folder + "/tuned.json")
  }

  @Test func openIsJournaledWithItsAbsolutePathAndTheContentsSHA256() throws {
    let (_, swift, session) = try folder()
    var bench = Workbench()
    #expect(bench.execute("open \(swift)").value != nil)
    #expect(bench.execute("save \(session)").value != nil)
    let text = try String(contentsOfFile: session, encoding: .utf8)
    let digest = sha256(Self.code)
    #expect(text.contains("\"open \(swift) --sha256 \(digest)\""))
  }

  @Test func aFileThatChangedSinceTheSessionIsRefusedBeforeItsCodeRuns() throws {
    let (_, swift, session) = try folder()
    var bench = Workbench()
    #expect(bench.execute("open \(swift)").value != nil)
    #expect(bench.execute("save \(session)").value != nil)
    // Another version in its place (an editor saved it since).
    let changed = Self.code.replacingOccurrences(of: "ring.lineWidth = 4", with: "ring.lineWidth = 5")
    #expect(changed != Self.code)
    try Data(changed.utf8).write(to: URL(fileURLWithPath: swift))
    var other = Workbench()
    let plan = try #require(other.execute("replay \(session)").value?.replay)
    let open = try #require(plan.commands.first { $0.hasPrefix("open ") })
    let said = other.execute(open).failure?.description ?? "opened"
    #expect(said.contains("is not what this line opened: its SHA-256 differs"), "\(said)")
    #expect(other.scene.name == "blob")
  }

  @Test func aRelativeOpenInAJournalIsTheSessionFoldersFileWhereverWobbleRuns() throws {
    let (folder, swift, session) = try folder()
    let journal =
      #"{"format":"wobble-session","version":1,"scene":"blob","journal":[{"command":"open Ring.swift","time":"2026-11-28T00:00:00.000Z"}]}"#
    try Data(journal.utf8).write(to: URL(fileURLWithPath: session))
    // Started elsewhere (the test's folder is not the session's): the session's neighbour opens.
    #expect(FileManager.default.currentDirectoryPath != folder)
    var bench = Workbench()
    let plan = try #require(bench.execute("replay \(session)").value?.replay)
    #expect(plan.commands == ["open \(swift)"])
    #expect(bench.execute(plan.commands[0]).value != nil)
    #expect(bench.scene.file?.path == swift)
  }

  @Test func aRelativeSourcePathIsTheSessionFoldersFileWhenLoading() throws {
    let (_, _, session) = try folder()
    let document = #"{"format":"wobble-session","version":1,"scene":"Ring","source":{"path":"Ring.swift"}}"#
    try Data(document.utf8).write(to: URL(fileURLWithPath: session))
    var bench = Workbench()
    #expect(bench.execute("load \(session)").value != nil)
    #expect(bench.scene.name == "Ring")
  }

  @Test func aFileThatIsNotSwiftIsNeverRunSoNothingOfItIsQuoted() throws {
    let folder = temporaryFolder()
    let notes = folder + "/passwd"
    try Data("root:x:0:0:root:/root:/bin/bash\n".utf8).write(to: URL(fileURLWithPath: notes))
    var bench = Workbench()
    let said = bench.execute("open \(notes)").failure?.description ?? "opened"
    #expect(
      said
        == "cannot open \(notes): not a .swift file (open takes Swift files, playgrounds, folders of Swift files, and "
        + "storyboards and nibs with them)")
    let session = folder + "/s.json"
    let document = #"{"format":"wobble-session","version":1,"scene":"x","source":{"path":"passwd"}}"#
    try Data(document.utf8).write(to: URL(fileURLWithPath: session))
    let loaded = bench.execute("load \(session)").failure?.description ?? "loaded"
    #expect(loaded.contains("not a .swift file") && !loaded.contains("root:"), "\(loaded)")
  }
}
