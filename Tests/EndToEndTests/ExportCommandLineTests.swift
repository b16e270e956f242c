import Foundation
import Testing

/// `wobble export <session> --swift … --gif … --png …`, headless, and `export` in a script.
@Suite struct ExportCommandLineTests {
  static let sessions = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("sessions")

  func folder() -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-export-\(UUID().uuidString)")
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  /// Width and height from a GIF's logical screen descriptor (little-endian, bytes 6–9).
  static func gifSize(_ data: Data) -> (Int, Int) {
    let b = [UInt8](data.prefix(10))
    return (Int(b[6]) | Int(b[7]) << 8, Int(b[8]) | Int(b[9]) << 8)
  }

  /// The shell hands a path with spaces and quotes over whole: no command string is built
  /// and read again on the way.
  @Test func aPathWithSpacesAndQuotesIsWrittenAsGiven() throws {
    let dir = folder().appendingPathComponent("out dir")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let session = Self.sessions.appendingPathComponent("ring-004.json").path
    let swift = dir.appendingPathComponent("Ring \"it's\".swift").path
    let css = dir.appendingPathComponent("a b.css").path
    let run = try WobbleBinary.run(["export", session, "--swift", swift, "--css", css], input: "")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(FileManager.default.fileExists(atPath: swift))
    #expect(FileManager.default.fileExists(atPath: css))
  }

  @Test func exportWritesSwiftGIFAndPNGFromASessionFile() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let session = Self.sessions.appendingPathComponent("balloon-003.json").path
    let out = { (name: String) in dir.appendingPathComponent(name).path }
    let run = try WobbleBinary.run(
      [
        "export", session, "--swift", out("b.swift"), "--gif", out("b.gif"), "--png", out("b.png"), "--at", "0.3", "--css",
        out("b.css"),
      ],
      input: "")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("wrote \(out("b.gif")) (640×480, 60 frames, 1.2 s at 50 fps, looping)"), "\(run.stdout)")

    let swift = try String(contentsOfFile: out("b.swift"), encoding: .utf8)
    #expect(swift.contains("final class TypingBalloonView: UIView"))
    #expect(swift.contains("// wobble-session begin"))
    let gif = try Data(contentsOf: URL(fileURLWithPath: out("b.gif")))
    #expect(gif.starts(with: Array("GIF89a".utf8)))
    #expect(Self.gifSize(gif) == (640, 480))
    #expect(gif.range(of: Data("NETSCAPE2.0".utf8)) != nil, "loops")
    #expect(gif.last == 0x3b, "ends with the trailer")
    let png = try Data(contentsOf: URL(fileURLWithPath: out("b.png")))
    #expect(png.starts(with: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
    #expect(try String(contentsOfFile: out("b.css"), encoding: .utf8).contains("animation-timing-function: linear(0, "))
  }

  @Test func aRefusedExportLeavesTheOldFileAndFails() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    // A blob this slow has a 628 s cycle: 31 416 frames at 50 fps, more than a GIF may hold.
    let session = dir.appendingPathComponent("slow.json").path
    let made = try WobbleBinary.run(["--graphics", "none"], input: "set blob.rate 0.01\nsave \(session)\n")
    #expect(made.status == 0, "\(made.stderr)")
    let target = dir.appendingPathComponent("old.gif").path
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    let run = try WobbleBinary.run(["export", session, "--gif", target], input: "")
    #expect(run.status == 1)
    #expect(run.stderr.contains("more than 3000; set preview.span to a shorter time"), "\(run.stderr)")
    #expect(FileManager.default.contents(atPath: target) == Data("old".utf8))
    #expect(try FileManager.default.contentsOfDirectory(atPath: dir.path).sorted() == ["old.gif", "slow.json"])
  }

  @Test func scriptsExportAndImportSwift() throws {
    let dir = folder()
    defer { try? FileManager.default.removeItem(at: dir) }
    let file = dir.appendingPathComponent("ring.swift").path
    let run = try WobbleBinary.run(
      ["--graphics", "none"],
      input:
        "scene ring\nstop at 1.5\nset ring.line.width 7\nexport swift \(file)\nscene blob\nimport swift \(file)\nshow ring.line.width\n"
    )
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("imported \(file): scene ring, 2 changed parameters"), "\(run.stdout)")
    #expect(run.stdout.contains("* ring.line.width = 7 pt"), "\(run.stdout)")
  }
}
