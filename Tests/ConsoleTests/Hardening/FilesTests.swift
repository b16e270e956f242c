import Console
import Foundation
import Scenes
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Saving never changes more than the user asked: modes, links and read-only files are kept,
/// temporary files of killed writers are cleared, and broken files are refused with a place.
@Suite struct FilesTests {
  func mode(_ path: String) -> mode_t {
    var s = stat()
    stat(path, &s)
    return s.st_mode & 0o7777
  }

  @Test func savingOverAPrivateFileKeepsItPrivate() throws {
    let folder = temporaryFolder()
    var bench = Workbench()
    #expect(bench.execute("save \(folder)/p.json").value != nil)
    chmod("\(folder)/p.json", 0o600)
    #expect(bench.execute("set blob.rate 1").value != nil)
    #expect(bench.execute("save").value != nil)
    #expect(mode("\(folder)/p.json") == 0o600)
  }

  @Test func savingThroughASymlinkReplacesItsTargetAndKeepsTheLink() throws {
    let folder = temporaryFolder()
    try FileManager.default.createDirectory(atPath: "\(folder)/real", withIntermediateDirectories: true)
    var bench = Workbench()
    #expect(bench.execute("save \(folder)/real/s.json").value != nil)
    try FileManager.default.createSymbolicLink(atPath: "\(folder)/link.json", withDestinationPath: "real/s.json")
    var other = Workbench()
    #expect(other.execute("load \(folder)/link.json").value != nil)
    #expect(other.execute("set blob.rate 2").value != nil)
    #expect(other.execute("save").value != nil)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(folder)/link.json") == "real/s.json")
    let saved = try SessionDocument.decode(Data(contentsOf: URL(fileURLWithPath: "\(folder)/real/s.json")), file: "s")
    #expect(saved.values.changedNames == ["blob.rate"])
  }

  @Test func aReadOnlyFileIsReplacedOnlyWithForce() throws {
    let folder = temporaryFolder()
    var bench = Workbench()
    #expect(bench.execute("save \(folder)/r.json").value != nil)
    chmod("\(folder)/r.json", 0o444)
    let before = try Data(contentsOf: URL(fileURLWithPath: "\(folder)/r.json"))
    #expect(bench.execute("set blob.rate 1").value != nil)
    #expect(bench.execute("save").failure?.description == "\(folder)/r.json is read-only; add --force to replace it")
    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/r.json")) == before)
    #expect(bench.execute("save \(folder)/r.json --force").value != nil)
    #expect(mode("\(folder)/r.json") == 0o444)
    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(folder)/r.json")) != before)
  }

  @Test func temporaryFilesOfProcessesThatDiedAreRemovedWhenSavingThere() throws {
    let folder = temporaryFolder()
    // A pid that no process has (pid_max is far below it on Linux).
    let stale = "\(folder)/.s.json.wobble-write-99999999.tmp"
    let mine = "\(folder)/.s.json.wobble-write-\(getpid()).tmp.keep"
    #expect(FileManager.default.createFile(atPath: stale, contents: Data("half".utf8)))
    #expect(FileManager.default.createFile(atPath: mine, contents: Data("other".utf8)))
    var bench = Workbench()
    #expect(bench.execute("save \(folder)/s.json").value != nil)
    #expect(!FileManager.default.fileExists(atPath: stale))
    #expect(FileManager.default.fileExists(atPath: mine))
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == [".s.json.wobble-write-\(getpid()).tmp.keep", "s.json"])
  }

  @Test func otherProgramsTemporaryFilesAreNeverRemoved() throws {
    let folder = temporaryFolder()
    // Names other editors and tools leave, with numbers of processes that are long gone.
    let others = [".notes.txt.99999999.tmp", ".s.json.99999998.tmp", ".wobble-write-99999997.tmp", ".x.write-99999996.tmp"]
    for name in others { #expect(FileManager.default.createFile(atPath: "\(folder)/\(name)", contents: Data("theirs".utf8))) }
    var bench = Workbench()
    #expect(bench.execute("save \(folder)/s.json").value != nil)
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == (others + ["s.json"]).sorted())
  }

  @Test func aFailedSaveNamesTheUsersFileNotTheTemporaryOne() {
    var bench = Workbench()
    let error = bench.execute("save /proc/wobble-test.json").failure?.description ?? ""
    #expect(error.hasPrefix("cannot write /proc/wobble-test.json: "), "\(error)")
    #expect(!error.contains(".tmp"))
  }

  @Test func duplicateKeysAreRefusedWithTheirPath() {
    for (json, path) in [
      (#"{"format":"wobble-session","version":1,"scene":"blob","scene":"ring"}"#, "$.scene"),
      (
        #"{"format":"wobble-session","version":1,"scene":"blob","parameters":{"blob.rate":0.1,"blob.rate":0.2}}"#,
        "$.parameters['blob.rate']"
      ),
      (
        #"{"format":"wobble-session","version":1,"scene":"blob","journal":[{"command":"set blob.rate 1","command":"export swift x"}]}"#,
        "$.journal[0].command"
      ),
      (
        #"{"format":"wobble-session","version":1,"scene":"blob","parameters":{"blob.r\u0061te":0.1,"blob.rate":0.2}}"#,
        "$.parameters['blob.rate']"
      ),
    ] {
      do {
        _ = try SessionDocument.decode(Data(json.utf8), file: "d.json")
        Issue.record("accepted \(json)")
      } catch {
        #expect(error.path == path, "\(json)")
        #expect(error.reason.contains("appears more than once"))
      }
    }
  }

  @Test func aNumberTooLargeForADoubleIsNamedByItsPath() {
    let json = #"{"format":"wobble-session","version":1,"scene":"blob","parameters":{"blob.rate":1e400}}"#
    do {
      _ = try SessionDocument.decode(Data(json.utf8), file: "n.json")
      Issue.record("accepted 1e400")
    } catch {
      #expect(error.path == "$.parameters['blob.rate']")
      #expect(error.reason == "the number 1e400 is out of range (beyond ±1.8e308)")
    }
  }

  @Test func deepNestingIsRefusedWithoutExhaustingTheStack() {
    let json = String(repeating: "[", count: 200_000) + String(repeating: "]", count: 200_000)
    do {
      _ = try SessionDocument.decode(Data(json.utf8), file: "deep.json")
      Issue.record("accepted deep nesting")
    } catch {
      #expect(error.reason == "nested more than 64 deep")
    }
  }

  @Test func aSwiftFileWithWindowsLineEndsImports() throws {
    var bench = Workbench()
    #expect(bench.execute("set blob.rate 0.7").value != nil)
    let folder = temporaryFolder()
    #expect(bench.execute("export swift \(folder)/B.swift").value != nil)
    let text = try String(contentsOfFile: "\(folder)/B.swift", encoding: .utf8)
    try Data(text.replacingOccurrences(of: "\n", with: "\r\n").utf8).write(to: URL(fileURLWithPath: "\(folder)/C.swift"))
    var other = Workbench()
    let result = other.execute("import swift \(folder)/C.swift")
    #expect(result.value != nil, "\(result.failure?.description ?? "")")
    #expect(other.values == bench.values)
  }

  @Test func fileNamesWithControlCharactersAreNeverOffered() throws {
    let folder = temporaryFolder()
    #expect(FileManager.default.createFile(atPath: "\(folder)/a\u{1b}]2;owned\u{7}.json", contents: Data()))
    #expect(FileManager.default.createFile(atPath: "\(folder)/ab.json", contents: Data()))
    let bench = Workbench()
    let (_, candidates) = Completer.complete("load \(folder)/a", in: bench)
    #expect(candidates == ["\(folder)/ab.json"])
  }
}

extension FilesTests {
  @Test func aFileThatCannotBeReadSaysWhyAsTheSystemDoes() {
    let folder = temporaryFolder()
    var bench = Workbench()
    #expect(
      bench.execute("load \(folder)/missing.json").failure?.description
        == "cannot read \(folder)/missing.json: No such file or directory")
    #expect(
      bench.execute("load \(folder)").failure?.description == "cannot read \(folder): it is a folder, not a regular file")
  }
}
