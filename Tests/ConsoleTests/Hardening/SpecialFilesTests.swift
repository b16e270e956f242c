import Console
import Dispatch
import Foundation
import Scenes
import TestSupport
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A path that names something other than a regular file — a link to `/dev/zero`, a named
/// pipe, a folder — is refused by every command that reads or writes a file the person names,
/// at once and without reading it: `/dev/zero` would fill memory and a FIFO would block
/// forever. Nothing is replaced and the session is unchanged.
@Suite struct SpecialFilesTests {
  /// A folder holding `zero` (a link to /dev/zero, named as each command expects) and `pipe`
  /// (a FIFO nobody writes to).
  func hostileFolder() throws -> String {
    let folder = temporaryFolder()
    for name in ["zero.json", "zero.swift", "zero.png"] {
      try FileManager.default.createSymbolicLink(atPath: "\(folder)/\(name)", withDestinationPath: "/dev/zero")
    }
    for name in ["pipe.json", "pipe.swift", "pipe.png", "pipe.gif"] {
      #expect(mkfifo("\(folder)/\(name)", 0o600) == 0)
    }
    return folder
  }

  /// Runs `command` on a fresh workbench, giving up after 10 s (the old reader blocked on a
  /// FIFO and read /dev/zero until memory ran out: that is a failure, not a hang).
  func refusal(_ command: String) -> String? {
    final class Box: @unchecked Sendable { var text: String? = "still running after 10 s" }
    let box = Box()
    let done = DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      var bench = Workbench()
      let before = bench.document
      let result = bench.execute(command)
      box.text = result.failure?.description
      if bench.document != before { box.text = "the session changed" }
      done.signal()
    }
    guard done.wait(timeout: .now() + 10) == .success else { return "still running after 10 s" }
    return box.text
  }

  @Test func readingALinkToADeviceOrAPipeIsRefusedAtOnceSayingWhatItIs() throws {
    let folder = try hostileFolder()
    for (command, kind) in [
      ("load \(folder)/zero.json", "a character device"), ("load \(folder)/pipe.json", "a named pipe (FIFO)"),
      ("replay \(folder)/zero.json", "a character device"), ("replay \(folder)/pipe.json", "a named pipe (FIFO)"),
      ("import swift \(folder)/zero.swift", "a character device"),
      ("import swift \(folder)/pipe.swift", "a named pipe (FIFO)"),
      ("open \(folder)/zero.swift", "a character device"), ("open \(folder)/pipe.swift", "a named pipe (FIFO)"),
    ] {
      let said = refusal(command) ?? "accepted"
      let path = command.split(separator: " ").last!
      #expect(said.contains("cannot read \(path): it is \(kind), not a regular file"), "\(command): \(said)")
    }
  }

  @Test func writingOverADeviceOrAPipeIsRefusedAndLeavesItAsItWas() throws {
    let folder = try hostileFolder()
    // Images are written by the front end (`ImageExportFilesTests`); sessions here.
    for command in ["save \(folder)/pipe.json --force", "save \(folder)/pipe.json"] {
      let said = refusal(command) ?? "accepted"
      #expect(said.contains("it is a named pipe (FIFO), not a regular file"), "\(command): \(said)")
    }
    for name in ["pipe.json", "pipe.png", "pipe.gif"] {
      var info = stat()
      #expect(lstat("\(folder)/\(name)", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "\(name) was replaced")
    }
    // Nothing else was left in the folder (no temporary file beside the pipe).
    let names = try FileManager.default.contentsOfDirectory(atPath: folder).sorted()
    #expect(names == ["pipe.gif", "pipe.json", "pipe.png", "pipe.swift", "zero.json", "zero.png", "zero.swift"])
  }
}
