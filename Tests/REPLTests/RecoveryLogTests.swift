import Console
import Foundation
import REPL
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct RecoveryLogTests {
  func folder() -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-recovery-\(UUID().uuidString)").path
    return path
  }

  func lines(_ path: String) -> [String] {
    ((try? String(contentsOfFile: path, encoding: .utf8)) ?? "").split(separator: "\n").map(String.init)
  }

  @Test func eachChangeIsOneAppendedLineAndAReplacedSessionIsWrittenWhole() throws {
    let log = try #require(RecoveryLog(folder: folder()))
    defer { log.remove() }
    var bench = Workbench()
    #expect(log.update(to: bench) == nil)
    #expect(lines(log.path).count == 1)
    for line in ["set blob.rate 0.5", "mark a", "show", "set blob.upscale 4"] { _ = bench.execute(line) }
    #expect(log.update(to: bench) == nil)
    let written = lines(log.path)
    #expect(written.count == 4)
    #expect(written[1].contains(#""command":"set blob.rate 0.5""#))
    // Loading another session replaces it: the file starts again from one line.
    let folder2 = self.folder()
    try FileManager.default.createDirectory(atPath: folder2, withIntermediateDirectories: true)
    #expect(bench.execute("save \(folder2)/s.json").value != nil)
    var other = Workbench()
    #expect(other.execute("load \(folder2)/s.json").value != nil)
    #expect(log.update(to: other) == nil)
    #expect(lines(log.path).count == 1)
  }

  @Test func aLogReadsBackAsTheSessionItRecorded() throws {
    let log = try #require(RecoveryLog(folder: folder()))
    defer { log.remove() }
    var bench = Workbench()
    _ = log.update(to: bench)
    for line in ["set blob.rate 0.5", "insert 2", "move blob.path.2.to 3,4", "mark a", "scene ring", "stop at 2", "undo", "redo"]
    {
      #expect(bench.execute(line).value != nil, "\(line)")
      #expect(log.update(to: bench) == nil)
    }
    let (read, warnings) = try RecoveryLog.read(log.path).get()
    #expect(warnings.isEmpty)
    #expect(read.scene.name == bench.scene.name)
    #expect(read.values == bench.values)
    #expect(read.journal.map(\.command) == bench.journal.map(\.command))
  }

  @Test func aLastLineCutShortByAKillIsDroppedWithAWarning() throws {
    let log = try #require(RecoveryLog(folder: folder()))
    defer { log.remove() }
    var bench = Workbench()
    _ = log.update(to: bench)
    _ = bench.execute("set blob.rate 0.5")
    _ = log.update(to: bench)
    let handle = try #require(FileHandle(forWritingAtPath: log.path))
    handle.seekToEndOfFile()
    handle.write(Data(#"{"command":"set blob.rate 0.9","ti"#.utf8))
    try handle.close()
    let (read, warnings) = try RecoveryLog.read(log.path).get()
    #expect(read.values == bench.values)
    #expect(warnings == ["\(log.path): the last change was cut short; dropped"])
  }

  @Test func aRunningSessionsLogIsNotAnOrphanAndAnEndedOnesIs() throws {
    let dir = folder()
    let log = try #require(RecoveryLog(folder: dir))
    _ = log.update(to: Workbench())
    // Held by this process (its lock is taken): not offered.
    #expect(RecoveryLog.orphans(in: dir).isEmpty)
    // A log whose lock nobody holds, as after kill -9.
    let dead = "\(dir)/99999999.log"
    try Data(contentsOf: URL(fileURLWithPath: log.path)).write(to: URL(fileURLWithPath: dead))
    let orphans = RecoveryLog.orphans(in: dir)
    #expect(orphans.map(\.path) == [dead])
    #expect(orphans.first?.summary == "scene blob, 1 journal entry")
    log.remove()
  }

  /// Offering a log at start reads its bytes only: the session is not decoded and its Swift
  /// file is not opened (that ran the file again at every start: seconds and hundreds of MB).
  @Test func anOrphanIsSummarisedFromItsBytesWithoutOpeningItsFile() throws {
    let dir = folder()
    let swift = FileManager.default.temporaryDirectory.appendingPathComponent("orphan-\(UUID().uuidString).swift").path
    try Data(Playgrounds.ring.utf8).write(to: URL(fileURLWithPath: swift))
    var bench = Workbench()
    #expect(bench.execute("open \(swift)").value != nil)
    let log = try #require(RecoveryLog(folder: dir))
    _ = log.update(to: bench)
    for line in ["set draw.duration 2", "set draw.duration 3"] { #expect(bench.execute(line).value != nil) }
    _ = log.update(to: bench)
    let dead = "\(dir)/99999998.log"
    try Data(contentsOf: URL(fileURLWithPath: log.path)).write(to: URL(fileURLWithPath: dead))
    log.remove()
    // The file is gone: decoding the log would have to open it, and could not.
    try FileManager.default.removeItem(atPath: swift)
    let orphans = RecoveryLog.orphans(in: dir)
    let scene = (swift as NSString).lastPathComponent.dropLast(6)
    #expect(bench.journal.count == 4)  // scene blob, open, set, set
    #expect(orphans.map(\.summary) == ["scene \(scene), 4 journal entries"])
    // Recovering it does decode it, and says why it cannot.
    if case .success = RecoveryLog.read(dead) { Issue.record("a log whose file is gone was recovered") }
  }

  @Test func aHostileLogIsRefusedOrSkippedNeverRun() throws {
    let dir = folder()
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    let path = "\(dir)/1.log"
    var data = SessionDocument.encode(scene: Workbench().scene, values: .init(), marks: [:], journal: [], compact: true)
    data.append(0x0a)
    data.append(Data(#"{"command":"export swift /tmp/owned.swift","time":"2026-11-22T21:15:37.078Z"}"#.utf8))
    data.append(0x0a)
    try data.write(to: URL(fileURLWithPath: path))
    let (_, warnings) = try RecoveryLog.read(path).get()
    #expect(warnings.count == 1)
    #expect(warnings.first?.contains("not a command a journal may hold") == true)
    #expect(!FileManager.default.fileExists(atPath: "/tmp/owned.swift"))
  }
}
