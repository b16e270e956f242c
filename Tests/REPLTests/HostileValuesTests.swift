import Console
import Foundation
import REPL
import Scenes
import Terminal
import Testing

/// NaN, ±∞, 1e308, 0 and a negative count set on every kind of parameter of opened files: each
/// is refused with the parameter and what it takes, the session unchanged, or taken and drawn —
/// a frame exported as a PNG — and afterwards the animation still exports as a GIF and as Swift.
@Suite struct HostileValuesTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("examples")
  static let hostile = ["nan", "inf", "-inf", "1e308", "0", "-5"]

  /// One parameter of each kind and unit the file has (not the workbench's own settings).
  static func oneOfEachKind(_ scene: Scene) -> [ParameterSpec] {
    var seen = Set<String>()
    return scene.parameters.filter { spec in
      guard !spec.name.hasPrefix("preview."), !spec.name.hasPrefix("view.") else { return false }
      let kind: String
      switch spec.kind {
      case .number(_, let unit): kind = "number " + unit
      case .integer(_, let unit): kind = "integer " + unit
      case .choice: kind = "choice"
      case .color: kind = "color"
      case .point(_, let unit): kind = "point " + unit
      case .timing: kind = "timing"
      }
      return seen.insert(kind).inserted
    }
  }

  @Test(arguments: ["ReplicatorLoader.swift", "SpringButton.swift", "CountingScore.swift", "OrbitPath.swift"])
  func hostileNumbersAreRefusedOrDrawnAndTheFileStillExports(example: String) throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hostile-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let captured = CapturedOutput()
    let display = TerminalDisplay(mode: .none, reason: "test", report: TerminalReport())
    var repl = Repl(bench: Workbench(), display: display, interactive: false, output: captured.output)
    let path = Self.examples.appendingPathComponent(example).path
    #expect(repl.run(lines: ["open \(path)"], source: "test") == 0, "\(example) does not open: \(captured.text(2))")
    let specs = Self.oneOfEachKind(repl.bench.scene)
    #expect(specs.count >= 2, "\(specs.map(\.name))")
    var drawn = 0
    for spec in specs {
      for value in Self.hostile {
        let before = repl.bench.values
        captured.reset()
        if repl.run(lines: ["set \(spec.name) \(value)"], source: "test") > 0 {
          let said = captured.text(2)
          #expect(said.contains(spec.name) || said.contains(value), "\(said)")
          #expect(repl.bench.values == before, "set \(spec.name) \(value) was refused but changed the session")
        } else {
          drawn += 1
          let png = "\(folder)/\(drawn).png"
          #expect(repl.run(lines: ["export png \(png) 0.5"], source: "test") == 0, "\(captured.text(2))")
          let signature = FileManager.default.contents(atPath: png).map { [UInt8]($0.prefix(4)) }
          #expect(signature == [0x89, 0x50, 0x4E, 0x47], "set \(spec.name) \(value): no PNG written")
        }
        _ = repl.run(lines: ["reset \(spec.name)"], source: "test")
      }
    }
    // Whatever was taken, the animation still exports whole.
    captured.reset()
    #expect(
      repl.run(lines: ["export gif \(folder)/all.gif", "export swift \(folder)/All.swift"], source: "test") == 0,
      "\(captured.text(2))")
    let swift = try String(contentsOfFile: "\(folder)/All.swift", encoding: .utf8)
    #expect(!swift.contains("nan") && !swift.contains("inf)"), "the exported Swift holds a NaN or an infinity")
  }
}
