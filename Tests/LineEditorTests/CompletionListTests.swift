import LineEditor
import Testing

/// Tab's list of candidates fits the terminal, in columns as `ls` prints them.
@Suite struct CompletionListTests {
  @Test func candidatesFillColumnsDownThenAcrossWithinTheWidth() {
    let items = ["alpha", "be", "gamma", "delta", "epsilon", "zeta", "eta"]
    // The longest is 7, so columns are 9 wide: 3 fit in 25 (9 + 9 + 7).
    let lines = Completion.columns(items, width: 25)
    #expect(lines == ["alpha    delta    eta", "be       epsilon", "gamma    zeta"])
    #expect(lines.allSatisfy { $0.count <= 25 && !$0.hasSuffix(" ") })
  }

  @Test func aNarrowScreenGetsOneColumnAndAWideOneOneLine() {
    #expect(Completion.columns(["a-long-name", "b"], width: 5) == ["a-long-name", "b"])
    #expect(Completion.columns(["a", "b", "c"], width: 80) == ["a  b  c"])
    #expect(Completion.columns([], width: 80) == [])
  }
}
