import Console
import Foundation
import Export
import Scenes
import TestSupport
import Preview
import Files
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
    #expect(FileManager.default.createFile(atPath: "\(dir)/real.png", contents: Data("old".utf8)))
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

  @Test func anImageIsNeverWrittenOverAPipeOrThroughALinkToADevice() throws {
    let dir = try folder()
    #expect(mkfifo("\(dir)/pipe.png", 0o600) == 0)
    #expect(mkfifo("\(dir)/pipe.gif", 0o600) == 0)
    for name in ["pipe.png", "pipe.gif"] {
      do {
        if name.hasSuffix("png") {
          _ = try ImageExport.png(Scene.all[0], small, at: 0.5, to: "\(dir)/\(name)")
        } else {
          _ = try ImageExport.gif(Scene.all[0], small, to: "\(dir)/\(name)", progress: { _, _ in })
        }
        Issue.record("\(name) was written")
      } catch {
        #expect("\(error)" == "cannot write \(dir)/\(name): it is a named pipe (FIFO), not a regular file")
      }
      var info = stat()
      #expect(lstat("\(dir)/\(name)", &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "\(name) was replaced")
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["pipe.gif", "pipe.png"])
  }

  /// `preview.handles on` is an editing aid: the preview shows the handles, the files do not.
  @Test(arguments: ["blob", "balloon"])
  func imageExportsShowTheEffectWithoutTheHandles(sceneName: String) throws {
    let scene = try #require(Scene.named(sceneName))
    let dir = try folder()
    // The view at its default 640×480 (the handles lie at the path's points, outside a smaller
    // view), a short span for a short GIF.
    var off = ParameterValues()
    off[ViewSettings.frames] = .integer(3)
    off[ViewSettings.span] = .number(0.1)
    var on = off
    on[ViewSettings.handles] = .choice("on")
    let t = scene.period(off) / 3
    let differ =
      Preview.frame(scene, on, at: t, width: 640, height: 480) != Preview.frame(scene, off, at: t, width: 640, height: 480)
    #expect(differ, "the preview shows no handles")
    for (name, values) in [("off", off), ("on", on)] {
      _ = try ImageExport.png(scene, values, at: t, to: "\(dir)/\(name).png")
      _ = try ImageExport.gif(scene, values, to: "\(dir)/\(name).gif", progress: { _, _ in })
      _ = try ImageExport.frames(scene, values, to: "\(dir)/\(name)-frames")
    }
    let read = { (path: String) in try Data(contentsOf: URL(fileURLWithPath: "\(dir)/\(path)")) }
    #expect(try read("on.png") == read("off.png"))
    #expect(try read("on.gif") == read("off.gif"))
    for i in 0..<3 {
      let frame = String(format: "frame-%03d.png", i)
      #expect(try read("on-frames/\(frame)") == read("off-frames/\(frame)"))
    }
  }

  @Test func aReadOnlyImageIsNotReplaced() throws {
    let dir = try folder()
    #expect(FileManager.default.createFile(atPath: "\(dir)/keep.gif", contents: Data("old".utf8)))
    chmod("\(dir)/keep.gif", 0o444)
    #expect(throws: ExportError.self) {
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
    #expect(FileManager.default.createFile(atPath: "\(dir)/frame-000.png", contents: Data("old".utf8)))
    let stop = StopAfter(2)
    #expect(throws: ExportError.self) {
      try ImageExport.frames(Scene.all[0], small, to: dir, until: stop.closure)
    }
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["frame-000.png"])
    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/frame-000.png")) == Data("old".utf8))
    _ = try ImageExport.frames(Scene.all[0], small, to: dir)
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["frame-000.png", "frame-001.png", "frame-002.png"])
  }

  /// Ctrl-C while one large frame is drawn or written: the stop question is asked inside the
  /// frame (between drawing steps, through the shadow's blur, every 32 rows of the file), and
  /// wherever it is answered the export is cancelled and the old file stays.
  @Test func aPNGExportAsksWhetherToStopThroughoutTheFrame() throws {
    let dir = try folder()
    var values = ParameterValues()
    values[ViewSettings.width] = .number(640)
    values[ViewSettings.height] = .number(640)
    let never = StopAfter(Int.max)
    _ = try ImageExport.png(Scene.named("ring")!, values, at: 0.5, to: "\(dir)/ring.png", until: never.closure)
    #expect(never.timesAsked > 40)  // so each of the cancellation points below lies inside the one frame
  }

  @Test(arguments: [1, 3, 6, 12, 40])
  func aPNGExportStopsInsideTheFrameAndKeepsTheOldFile(answeredAfter asks: Int) throws {
    let dir = try folder()
    #expect(FileManager.default.createFile(atPath: "\(dir)/ring.png", contents: Data("old".utf8)))
    var values = ParameterValues()
    values[ViewSettings.width] = .number(640)
    values[ViewSettings.height] = .number(640)
    let stop = StopAfter(asks)
    do throws(ExportError) {
      _ = try ImageExport.png(Scene.named("ring")!, values, at: 0.5, to: "\(dir)/ring.png", until: stop.closure)
      Issue.record("not cancelled")
    } catch {
      #expect(error.description == "cancelled (Ctrl-C); nothing was written")
    }
    #expect(try Data(contentsOf: URL(fileURLWithPath: "\(dir)/ring.png")) == Data("old".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["ring.png"])
  }
}

/// Image files go only into folders that exist; the frames' own folder is made, inside a
/// folder that exists (issue 29, item 7: one rule for every file Wobble writes).
@Suite struct ImageExportFolderTests {
  @Test func imagesIntoAMissingFolderAreRefusedAndFramesMakeOnlyTheirOwnFolder() throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("folders-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: base) }
    var small = ParameterValues()
    small[ViewSettings.width] = .number(32)
    small[ViewSettings.height] = .number(24)
    small[ViewSettings.frames] = .integer(2)
    #expect(throws: (any Error).self) { _ = try ImageExport.png(Scene.all[0], small, at: 0, to: "\(base)/nothere/a.png") }
    #expect(!FileManager.default.fileExists(atPath: "\(base)/nothere"))
    _ = try ImageExport.frames(Scene.all[0], small, to: "\(base)/strip")
    #expect(FileManager.default.fileExists(atPath: "\(base)/strip/frame-000.png"))
    #expect {
      _ = try ImageExport.frames(Scene.all[0], small, to: "\(base)/a/b")
    } throws: { error in
      "\(error)".contains("there is no folder \(base)/a")
    }
    #expect(!FileManager.default.fileExists(atPath: "\(base)/a"))
  }
}
