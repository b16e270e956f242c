import Console
import Foundation
import Testing

/// The README's `help` block is what `help` prints: regenerated from `CommandTable`, so a
/// command added to the table without the README fails here.
@Suite struct ReadmeHelpTests {
  @Test func theReadmesHelpBlockIsWhatHelpPrints() throws {
    let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("README.md")
    let text = try String(contentsOf: readme, encoding: .utf8)
    let start = try #require(text.range(of: "wobble> help\n"))
    let rest = text[start.upperBound...]
    let end = try #require(rest.range(of: "Tab completes.\n"))
    let block = rest[..<end.upperBound].split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var bench = Workbench()
    let printed = try #require(bench.execute("help").value).lines
    #expect(block.dropLast() == printed[...], "regenerate the block: printf 'help\\n' | wobble --no-rc --graphics none")
    #expect(printed.contains { $0.hasPrefix("tune ") } && printed.contains { $0.hasPrefix("open ") })
  }
}
