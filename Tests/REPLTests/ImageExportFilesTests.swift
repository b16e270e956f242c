import Console
import Foundation
import REPL
import Scenes
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Image exports are written through the same `AtomicFile` as sessions: a link is written
/// through, a file keeps its mode, a read-only file is refused, and a folder is left as it was
/// when an export fails or is cancelled.
@Suite struct ImageExportFilesTests {
  func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-images-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  var small: ParameterValues {
    var v = ParameterValues()
    v[ViewSettings.width] = .number(40)
    v[ViewSettings.height] = .number(30)
    v[ViewSettings.frames] = .integer(3)
    return v
  }

  @Test func aPNGIsWrittenThroughALinkAndKeepsTheFilesMode() throws {
    let dir = try folder()
    FileManager.default.createFile(atPath: "\(dir)/real.png", contents: Data("old".utf8))
    chmod("\(dir)/real.png", 0o600)
    try FileManager.default.createSymbolicLink(atPath: "\(dir)/link.png", withDestinationPath: "real.png")
    _ = try ImageExport.png(Scene.all[0], small, at: 0.5, to: "\(dir)/link.png")
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: "\(dir)/link.png") == "real.png")
    let data = try Data(contentsOf: URL(fileURLWithPath: "\(dir)/real.png"))
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    var s = stat()
    stat("\(dir)/real.png", &s)
    #expect(s.st_mode & 0o7777 == 0o600)
  }

  @Test func aReadOnlyImageIsNotReplaced() throws {
    let dir = try folder()
    FileManager.default.createFile(atPath: "\(dir)/keep.gif", contents: Data("old".utf8))
    chmod("\(dir)/keep.gif", 0o444)
    #expect(throws: ImageExport.Failure.self) {
      try ImageExport.gif(Scene.all[0], small, to: "\(dir)/keep.gif", progress: { _, _ in })
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/keep.gif")) == Data("old".utf8))
    do {
      _ = try ImageExport.gif(Scene.all[0], small, to: "\(dir)/keep.gif", progress: { _, _ in })
    } catch {
      #expect(error.description == "\(dir)/keep.gif is read-only")
    }
  }

  @Test func cancelledFramesLeaveTheFolderAsItWas() throws {
    let dir = try folder()
    FileManager.default.createFile(atPath: "\(dir)/frame-000.png", contents: Data("old".utf8))
    var asked = 0
    #expect(throws: ImageExport.Failure.self) {
      try ImageExport.frames(Scene.all[0], small, to: dir, until: {
        asked += 1
        return asked > 2
      })
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["frame-000.png"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/frame-000.png")) == Data("old".utf8))
    _ = try ImageExport.frames(Scene.all[0], small, to: dir)
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["frame-000.png", "frame-001.png", "frame-002.png"])
  }
}
