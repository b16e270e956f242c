import Foundation
import Testing

@Suite struct ScriptModeTests {
  @Test func commandsFromAPipeRunWithoutPromptOrEcho() throws {
    let run = try WobbleBinary.run(["--graphics", "none"], input: "set blob.skew.amplitude 0.3\nshow blob.skew.amplitude\n")
    #expect(run.status == 0)
    #expect(run.stdout == "blob.skew.amplitude = 0.3\n* blob.skew.amplitude = 0.3\n")
    #expect(run.stderr.isEmpty)
  }

  @Test func openStartsTheWorkbenchOnYourOwnFileAndRefusesAMissingView() throws {
    let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("examples/ChainedDots.swift").path
    let run = try WobbleBinary.run(
      ["open", examples, "--graphics", "none", "--no-rc"], input: "values dots[1].position at 0.9\n")
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("opened \(examples): 16 numbers to tune"))
    // The second dot is at the top of its hop 0.9 s in: 22 points up from 120.
    #expect(run.stdout.contains("0.9\t120, 98"), "\(run.stdout)")
    let missing = try WobbleBinary.run(["open", examples, "--view", "Nope", "--graphics", "none"], input: "")
    #expect(missing.status == 1)
    #expect(missing.stderr.contains("ChainedDots.swift: no view class Nope; view classes: ChainedDotsView"))
  }

  @Test func anyFailedCommandMakesTheExitStatusNonZeroAndNamesItsLine() throws {
    let script = "set blob.rate 0.5\nset blob.rat 1\nset blob.rate 1000\nshow blob.rate\n"
    let run = try WobbleBinary.run(["--graphics", "none"], input: script)
    #expect(run.status == 1)
    #expect(run.stdout == "blob.rate = 0.5\n* blob.rate = 0.5 rad/s\n")
    #expect(
      run.stderr == """
        wobble: line 2: no parameter 'blob.rat' in scene blob; did you mean blob.rate?
        wobble: line 3: blob.rate: 1000 is out of range: expected a number from 0 to 100 rad/s

        """)
  }

  @Test func quitStopsTheScript() throws {
    let run = try WobbleBinary.run(["--graphics", "none"], input: "quit\nset nothing 1\n")
    #expect(run.status == 0 && run.stderr.isEmpty)
  }

  @Test func blocksPreviewIsHalfBlocksInTrueColour() throws {
    let run = try WobbleBinary.run(["--graphics", "blocks"], input: "set blob.fill #00ff00\n")
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("blob.fill = green\n"))
    #expect(run.stdout.contains("▀"))
    // Pure green blob pixels appear in the text preview.
    #expect(run.stdout.contains(";0;255;0m"))
  }

  @Test func controlCharactersInTheScriptAreEscapedInMessages() throws {
    let run = try WobbleBinary.run(["--graphics", "none"], input: "set \u{1b}]0;pwned\u{7} 1\n")
    #expect(run.status == 1)
    #expect(!run.stderr.contains("\u{1b}") && !run.stderr.contains("\u{7}"))
    #expect(run.stderr.contains("\\u{1B}]0;pwned\\u{7}"))
  }

  @Test func unknownSceneAndGraphicsModeAreRefusedBeforeStarting() throws {
    let scene = try WobbleBinary.run(["--scene", "nope"], input: "")
    #expect(scene.status != 0 && scene.stderr.contains("no scene 'nope'"))
    let graphics = try WobbleBinary.run(["--graphics", "vt100"], input: "")
    #expect(graphics.status != 0 && graphics.stderr.contains("vt100"))
  }
}

@Suite struct RunSubcommandTests {
  @Test func runExecutesAScriptFileAndNamesTheFailingLine() throws {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-\(UUID().uuidString).wob").path
    try "set blob.rate 1\n# a comment\nset nothing 2\nshow blob.rate\n".write(toFile: path, atomically: true, encoding: .utf8)
    let run = try WobbleBinary.run(["run", path, "--graphics", "none"], input: "")
    #expect(run.status == 1)
    #expect(run.stdout == "blob.rate = 1\n* blob.rate = 1 rad/s\n")
    #expect(run.stderr == "wobble: \(path):3: no parameter 'nothing' in scene blob; `show` lists them\n")
  }

  @Test func sizeLimitsThePreview() throws {
    let small = try WobbleBinary.run(["--graphics", "blocks", "--size", "200x60"], input: "preview\n")
    let large = try WobbleBinary.run(["--graphics", "blocks", "--size", "600x400"], input: "preview\n")
    // Count line feeds as bytes: "\r\n" is one Character in Swift.
    func lines(_ s: String) -> Int { s.utf8.filter { $0 == 0x0a }.count }
    #expect(lines(small.stdout) > 0 && lines(small.stdout) < lines(large.stdout))
    let bad = try WobbleBinary.run(["--size", "2x3"], input: "")
    #expect(bad.status != 0 && bad.stderr.contains("--size takes WIDTHxHEIGHT"))
  }

  @Test func shellCompletionScriptsComeFromTheArgumentParser() throws {
    let bash = try WobbleBinary.run(["--generate-completion-script", "bash"], input: "")
    #expect(bash.status == 0 && bash.stdout.contains("replay") && bash.stdout.contains("--graphics"))
  }
}

@Suite struct ExportTests {
  /// PNG files through libpng: the signature and the IHDR size (the view's, 640×480).
  @Test func exportsAFrameAndTheStripAsPNG() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-export-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    let run = try WobbleBinary.run(
      ["--graphics", "none"], input: "export png \(folder)/one.png 1.5\nset preview.frames 4\nexport frames \(folder)/strip\n",
      environment: ["XDG_STATE_HOME": folder])
    #expect(run.status == 0, "\(run.stderr)")
    let png = try Data(contentsOf: URL(fileURLWithPath: folder + "/one.png"))
    #expect(png.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let width = png[16..<20].reduce(0) { $0 << 8 | Int($1) }, height = png[20..<24].reduce(0) { $0 << 8 | Int($1) }
    #expect(width == 640 && height == 480)
    let frames = try FileManager.default.contentsOfDirectory(atPath: folder + "/strip").sorted()
    #expect(frames == ["frame-000.png", "frame-001.png", "frame-002.png", "frame-003.png"])
  }

  /// `wobble run` of a folder or of a binary file says what is wrong, once, and exits 64
  /// (a folder crashed it in Foundation's `try!`; a binary printed one error per "line").
  @Test func runRefusesAFolderAndABinaryFileWithOneMessage() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-run-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let dir = try WobbleBinary.run(["run", folder.path, "--graphics", "none"], input: "")
    #expect(dir.status == 64)
    #expect(dir.stderr.contains("cannot read \(folder.path): it is a folder"))
    let binary = folder.appendingPathComponent("noise.bin")
    try Data((0..<4096).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }).write(to: binary)
    let noise = try WobbleBinary.run(["run", binary.path, "--graphics", "none"], input: "")
    #expect(noise.status == 64)
    #expect(noise.stderr.contains("is not a text file"))
    #expect(noise.stderr.split(separator: "\n").count < 5)
  }
}

/// A file whose code stops after its setup (in a timer) says so after the command that ran it
/// that far, whatever the command, not only with a preview.
@Suite struct StoppedRunSaidByEveryCommandTests {
  @Test func valuesAndImageExportsSayWhereTheCodeStoppedOnce() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-stop-\(UUID().uuidString.prefix(8))")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("Stop.swift")
    try """
    import UIKit
    import PlaygroundSupport
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    let dot = CALayer()
    host.layer.addSublayer(dot)
    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
      dot.opacity = 0.5
      let e = CAScrollLayer()
    }
    PlaygroundPage.current.liveView = host
    """.write(to: file, atomically: true, encoding: .utf8)
    let png = folder.appendingPathComponent("late.png").path
    let run = try WobbleBinary.run(
      ["open", file.path, "--graphics", "none", "--no-rc"],
      input: "values dot.opacity at 1\nexport png \(png) 1\n")
    #expect(run.status == 0, "\(run.stderr)")
    let said = run.stdout.split(separator: "\n").filter { $0.contains("CAScrollLayer()") }
    #expect(said.count == 1, "\(run.stdout)")
    #expect(said.first?.contains("Stop.swift:8:") == true && said.first?.contains("at 0.5 s") == true)
  }
}
