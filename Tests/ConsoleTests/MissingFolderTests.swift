import Foundation
import Testing

@testable import Console

/// One rule for every file Wobble writes (issue 29, item 7): it goes only into a folder that
/// exists — a mistyped folder is said, never made — except the frames' own folder, which is
/// what `export frames` writes, made inside a folder that exists.
@Suite struct MissingFolderTests {
  /// The commands that write a file as they run (images are written by the prompt's figure
  /// step, through the same `AtomicFile`; `ImageExportFilesTests` covers them).
  @Test(arguments: ["export swift", "export svg", "export css", "export swiftui", "save"])
  func aFileIntoAMissingFolderIsRefusedAndNoFolderIsMade(command: String) throws {
    let base = FileManager.default.temporaryDirectory.appendingPathComponent("missing-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: base, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: base) }
    var bench = Workbench()
    // The ring has timings to write as CSS and SwiftUI; the blob, a path to write as SVG.
    if command.hasSuffix("css") || command.hasSuffix("swiftui") { _ = bench.execute("scene ring") }
    let result = bench.execute("\(command) \(base)/nothere/out.file")
    #expect(result.value == nil, "\(command)")
    #expect(result.failure?.description.contains("there is no folder \(base)/nothere") == true, "\(command)")
    #expect(!FileManager.default.fileExists(atPath: "\(base)/nothere"), "\(command)")
  }
}
