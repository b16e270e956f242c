import Console
import Foundation
import REPL
import Scenes
import Terminal
import TestSupport
import Testing

/// Strips side by side (`sweep`, `compare`): variants that draw alike are said once, with one
/// strip, instead of the same picture drawn again and again.
@Suite struct StripFigureTests {
  static let display = TerminalDisplay(mode: .blocks, reason: "test", report: TerminalReport())

  func run(_ lines: [String], file: String) throws -> String {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strips-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Ring.swift").path
    try Data(file.utf8).write(to: URL(fileURLWithPath: path))
    let captured = CapturedOutput()
    var repl = Repl(bench: Workbench(), display: Self.display, interactive: false, output: captured.output)
    _ = repl.run(lines: ["open \(path)"] + lines, source: "test")
    return captured.text(1)
  }

  @Test func aSweepOfANumberThatDrawsNothingSaysSoWithOneStrip() throws {
    let text = try run(["sweep unused 1..3 3"], file: Playgrounds.ring + "\nlet unused = 2.0\n")
    #expect(text.contains("all 3 look the same, pixel for pixel"), "\(text)")
    #expect(text.contains("[1] unused = 1") && !text.contains("[2] unused"))
  }

  @Test func aSweepThatChangesThePictureDrawsEveryVariant() throws {
    let text = try run(["sweep ring.lineWidth 2..8 3"], file: Playgrounds.ring)
    #expect(!text.contains("look the same"))
    #expect(text.contains("[1] ring.lineWidth = 2") && text.contains("[3] ring.lineWidth = 8"), "\(text)")
  }
}
