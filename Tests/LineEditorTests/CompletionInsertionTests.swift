import LineEditor
import Testing

/// What Tab inserts: the rest of the candidates' common prefix, and a space after a single
/// whole candidate — none after one that goes on (a group, an argument list, a folder).
@Suite struct CompletionInsertionTests {
  @Test func aSingleWholeCandidateIsCompletedWithASpace() {
    #expect(Completion(word: "set blob.sk", candidates: ["set blob.skew"]).insertion == "ew ")
    #expect(Completion(word: "ex", candidates: ["export"]).insertion == "port ")
  }

  @Test func aCandidateThatGoesOnGetsNoSpace() {
    #expect(Completion(word: "blob.sc", candidates: ["blob.scale."]).insertion == "ale.")
    #expect(Completion(word: "cubic", candidates: ["cubic-bezier("]).insertion == "-bezier(")
    // `open ex<Tab>` → `open examples/`, ready for the file's name.
    #expect(Completion(word: "ex", candidates: ["examples/"]).insertion == "amples/")
  }

  @Test func severalCandidatesInsertTheirCommonPrefixOrNothing() {
    #expect(Completion(word: "sh", candidates: ["shimmer.swift", "shape.swift"]).insertion == nil)
    #expect(Completion(word: "s", candidates: ["shimmer.swift", "shape.swift"]).insertion == "h")
    #expect(Completion(word: "x", candidates: []).insertion == nil)
  }
}
