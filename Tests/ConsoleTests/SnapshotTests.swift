import Console
import Foundation
import Scenes
import TestSupport
import Testing

/// Compares `text` with `Snapshots/<name>.txt` beside this file; with `RECORD_SNAPSHOTS=1` in
/// the environment, writes it instead (then review the diff before committing).
func assertSnapshot(_ text: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
  let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("Snapshots").appendingPathComponent(name + ".txt")
  if ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1" {
    try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try? text.write(to: url, atomically: true, encoding: .utf8)
    return
  }
  guard let stored = try? String(contentsOf: url, encoding: .utf8) else {
    Issue.record("no snapshot \(name).txt; run with RECORD_SNAPSHOTS=1 to make it", sourceLocation: sourceLocation)
    return
  }
  if stored != text {
    let a = stored.split(separator: "\n", omittingEmptySubsequences: false)
    let b = text.split(separator: "\n", omittingEmptySubsequences: false)
    let first = zip(a, b).enumerated().first { $0.element.0 != $0.element.1 }?.offset ?? min(a.count, b.count)
    Issue.record(
      "snapshot \(name) differs at line \(first + 1):\n  stored: \(first < a.count ? String(a[first]) : "<end>")\n  now:    \(first < b.count ? String(b[first]) : "<end>")",
      sourceLocation: sourceLocation)
  }
}

@Suite struct SnapshotTests {
  func output(_ lines: [String], in scene: String = "blob") -> String {
    var bench = Workbench()
    _ = bench.execute("scene \(scene)")
    return lines.map { line in
      switch bench.execute(line) {
      case .success(let r): "> \(line)\n" + r.lines.map { $0 + "\n" }.joined()
      case .failure(let e): "> \(line)\nerror: \(e)\n"
      }
    }.joined()
  }

  @Test func help() {
    assertSnapshot(
      output(["help", "help set", "help curve", "help blob.skew.phase", "help ring.fade.timing", "help stro"]), named: "help")
  }

  @Test(arguments: Scene.all.map(\.name))
  func show(scene: String) {
    assertSnapshot(output(["show"], in: scene), named: "show-\(scene)")
  }

  @Test func completions() {
    var bench = Workbench()
    _ = bench.execute("mark tuned")
    let prefixes = [
      "", "s", "set ", "set blob.", "set blob.path.1", "set blob.transform.target ", "set blob.fill b",
      "help cu", "scene ", "curve ", "curve e", "values ", "values dots", "compare ", "reset blob.s",
    ]
    let text = prefixes.map { prefix -> String in
      let (word, candidates) = Completer.complete(prefix, in: bench)
      return "'\(prefix)' [\(word)] → \(candidates.joined(separator: " "))\n"
    }.joined()
    assertSnapshot(text, named: "completions")
  }
}
