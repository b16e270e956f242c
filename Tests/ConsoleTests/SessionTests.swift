import Console
import Foundation
import Raster
import Scenes
import Preview
import TestSupport
import Testing

/// The repository's `sessions/` folder.
let repositorySessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("sessions")

/// A clock that advances 1.5 s per reading, so journal times are reproducible.
final class SteppingClock: @unchecked Sendable {
  private var now = 1_795_000_000.0
  private let lock = NSLock()
  func next() -> Date {
    lock.lock()
    defer { lock.unlock() }
    now += 1.5
    return Date(timeIntervalSince1970: now)
  }
}

func fixedClockBench(_ scene: Scene = Scene.all[0]) -> Workbench {
  var bench = Workbench(scene: scene)
  let clock = SteppingClock()
  bench.clock = { clock.next() }
  return bench
}

/// A hash of frames of the bench's scene at a few times, for "bit-identical" comparisons.
func framesHash(_ bench: Workbench) -> Int {
  var hasher = Hasher()
  for t in [0.0, 0.37, 1.3, 4.2] {
    hasher.combine(Preview.frame(bench.scene, bench.values, at: t, width: 96, height: 72).pixels)
  }
  return hasher.finalize()
}

func temporaryFolder() -> String {
  let url = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-session-\(UUID().uuidString)")
  try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  return url.path
}

@Suite struct SessionTests {
  @Test func saveLoadSaveIsByteIdentical() throws {
    var bench = fixedClockBench()
    for line in [
      "set blob.rate 0.25", "set blob.path.2.to (33.5, 1)", "set blob.fill #f47d31", "scene ring", "stop at 2.5",
      "set ring.fade.timing spring(damping: 12)",
    ] {
      #expect(bench.execute(line).value != nil, "\(line)")
    }
    let first = bench.document
    let loaded = try SessionDocument.decode(first, file: "memory")
    let again = Workbench(loaded: loaded, file: nil).document
    #expect(again == first)
    // Through real files too.
    let folder = temporaryFolder()
    #expect(bench.execute("save \(folder)/a.json").value != nil)
    var other = Workbench()
    #expect(other.execute("load \(folder)/a.json").value != nil)
    #expect(other.execute("save \(folder)/b.json").value != nil)
    let a = FileManager.default.contents(atPath: "\(folder)/a.json"), b = FileManager.default.contents(atPath: "\(folder)/b.json")
    #expect(a != nil && a == b)
  }

  /// Each example replayed from a fresh session ends in the state the file holds, frame for
  /// frame.
  @Test(arguments: ["blob-001", "blob-002", "balloon-003", "ring-004", "blob-headspace"])
  func replayingAnExampleGivesItsFinalFrames(name: String) throws {
    let path = repositorySessions.appendingPathComponent(name + ".json").path
    guard case .success(let (loaded, warnings)) = Workbench.open(path) else {
      Issue.record("cannot open \(path)")
      return
    }
    #expect(warnings.isEmpty)
    var replayed = Workbench()
    for entry in loaded.journal {
      #expect(replayed.execute(entry.command).value != nil, "\(entry.command)")
    }
    #expect(replayed.scene.name == loaded.scene.name)
    #expect(replayed.values == loaded.values)
    #expect(framesHash(replayed) == framesHash(loaded))
  }

  @Test func examplesCarryTheArticlesNumbers() {
    guard case .success(let (two, _)) = Workbench.open(repositorySessions.appendingPathComponent("blob-002.json").path) else {
      Issue.record("blob-002 missing")
      return
    }
    #expect(two.values.number(BlobScene.rate) == 0.1 && two.values.choice(BlobScene.target) == "view")
    #expect(two.values.number(ViewSettings.backgroundAlpha) == 0.2)
    guard case .success(let (story, _)) = Workbench.open(repositorySessions.appendingPathComponent("blob-headspace.json").path)
    else {
      Issue.record("blob-headspace missing")
      return
    }
    #expect(story.journal.first?.command == "scene blob" && story.journal.count > 10)
    #expect(story.values.number(BlobScene.skewAmplitude) < 0.1)
  }

  static let valid = """
    {"format": "wobble-session", "version": 1, "scene": "blob", "parameters": {"blob.rate": 0.5},
     "marks": {}, "journal": [{"command": "set blob.rate 0.5", "time": "2026-11-22T21:00:00.000Z"}]}
    """

  static func broken(_ from: String, _ to: String) -> String { valid.replacingOccurrences(of: from, with: to) }

  static let brokenFiles: [(String, String, String)] = [
    (String(valid.prefix(60)), "$", "not valid JSON"),
    (broken("0.5}", "\"fast\"}"), "$.parameters['blob.rate']", "expected a number"),
    (broken("0.5}", "NaN}"), "$", "not valid JSON"),
    (broken("0.5}", "1e999}"), "$.parameters['blob.rate']", "the number 1e999 is out of range"),
    (broken("0.5}", "1e300}"), "$.parameters['blob.rate']", "out of range"),
    (broken("\"version\": 1", "\"version\": 7"), "$.version", "version 7 is not supported"),
    (broken("wobble-session", "other"), "$.format", "expected \"wobble-session\""),
    (broken("\"blob\"", "\"blobby\""), "$.scene", "no scene 'blobby'"),
    (broken("set blob.rate 0.5\"", "set blob.rate 0.5\\u001b[2J\""), "$.journal[0].command", "control characters"),
    (broken("2026-11-22T21:00:00.000Z", "yesterday"), "$.journal[0].time", "ISO 8601"),
    (broken("{\"blob.rate\": 0.5}", "[1, 2]"), "$.parameters", "expected an object"),
    ("[1, 2, 3]", "$", "expected an object"),
  ]

  /// Broken files: each refused with the JSON path and the reason.
  @Test(arguments: brokenFiles)
  func brokenFilesAreRefusedWithPathAndReason(text: String, path: String, reason: String) {
    do {
      _ = try SessionDocument.decode(Data(text.utf8), file: "broken.json")
      Issue.record("accepted: \(text)")
    } catch {
      #expect(error.path == path, "\(error)")
      #expect(error.reason.contains(reason), "\(error)")
      #expect(!error.description.unicodeScalars.contains { $0.value < 0x20 })
    }
  }

  @Test func hugeJournalsAreRefused() {
    let entry = "{\"command\": \"preview\", \"time\": \"2026-11-22T21:00:00.000Z\"}"
    let text =
      "{\"format\": \"wobble-session\", \"version\": 1, \"scene\": \"blob\", \"journal\": ["
      + Array(repeating: entry, count: SessionDocument.maximumJournal + 1).joined(separator: ",") + "]}"
    do {
      _ = try SessionDocument.decode(Data(text.utf8), file: "huge.json")
      Issue.record("accepted a huge journal")
    } catch {
      #expect(error.path == "$.journal" && error.reason.contains("at most"))
    }
  }

  @Test func unknownParametersAreReportedAndSkipped() throws {
    let text = Self.valid.replacingOccurrences(of: "{\"blob.rate\": 0.5}", with: "{\"blob.rate\": 0.5, \"blob.wobbliness\": 3}")
    let loaded = try SessionDocument.decode(Data(text.utf8), file: "f.json")
    #expect(loaded.values.number(BlobScene.rate) == 0.5)
    #expect(loaded.warnings == ["f.json: $.parameters['blob.wobbliness']: no parameter 'blob.wobbliness' in scene blob; skipped"])
  }

  /// A refused load leaves everything as it was.
  @Test func aFailedLoadChangesNothing() throws {
    let folder = temporaryFolder()
    try Data(Self.valid.replacingOccurrences(of: "0.5}", with: "-3}").utf8).write(to: URL(fileURLWithPath: "\(folder)/bad.json"))
    var bench = fixedClockBench()
    _ = bench.execute("set blob.rate 2")
    let before = bench.document
    let error = bench.execute("load \(folder)/bad.json").failure
    #expect(
      error?.description
        == "\(folder)/bad.json: $.parameters['blob.rate']: -3 is out of range: expected a number from 0 to 100 rad/s")
    #expect(bench.document == before)
  }

  @Test func saveRefusesToOverwriteAFileChangedOnDisk() throws {
    let folder = temporaryFolder()
    var bench = fixedClockBench()
    #expect(bench.execute("save \(folder)/s.json").value != nil)
    try Data("{}".utf8).write(to: URL(fileURLWithPath: "\(folder)/s.json"))  // someone else edits it
    let error = bench.execute("save").failure
    #expect(error?.description.contains("changed on disk") == true)
    #expect(FileManager.default.contents(atPath: "\(folder)/s.json") == Data("{}".utf8))
    #expect(bench.execute("save --force").value != nil)
    #expect(FileManager.default.contents(atPath: "\(folder)/s.json") == bench.document)
    // A different existing file is not overwritten silently either.
    var other = fixedClockBench()
    #expect(other.execute("save \(folder)/s.json").failure?.description.contains("already exists") == true)
  }

  @Test func journalHoldsStateChangesOnly() {
    var bench = fixedClockBench()
    for line in [
      "show", "set blob.rate 1", "help", "set blob.rat 1", "curve linear at 0.5", "scene ring", "stop at 1", "stop at 1.5",
    ] {
      _ = bench.execute(line)
    }
    #expect(bench.journal.map(\.command) == ["scene blob", "set blob.rate 1", "scene ring", "stop at 1"])
  }
}

/// Where bare session names go, worked out from a working folder and an environment.
@Suite struct SessionFolderTests {
  @Test func insideTheRepositoryTheProjectsSessionsComeFirst() throws {
    let repo = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent()
    let deep = repo.appendingPathComponent("Sources/Console").path
    let folders = SessionPaths.folders(workingFolder: deep, environment: ["HOME": "/home/u"])
    #expect(folders == [repo.appendingPathComponent("sessions").path, "/home/u/.local/share/wobble/sessions"])
  }

  @Test func elsewhereTheDataFolderFromXDGOrHome() {
    #expect(
      SessionPaths.folders(workingFolder: "/", environment: ["XDG_DATA_HOME": "/d", "HOME": "/h"]) == ["/d/wobble/sessions"])
    #expect(
      SessionPaths.folders(workingFolder: "/", environment: ["XDG_DATA_HOME": "relative", "HOME": "/h"])
        == ["/h/.local/share/wobble/sessions"])
    #expect(SessionPaths.folders(workingFolder: "/", environment: [:]) == [])
  }
}
