/// A unified diff of two texts with the same number of lines, as a file and its copy with
/// some literals replaced are (a replaced literal never adds or removes a line): the changed
/// lines with `context` lines around them, hunks that touch merged.
public enum LineDiff {
  public static func unified(_ old: String, _ new: String, path: String, context: Int = 3) -> [String] {
    // Lines, without the empty one after a final line end.
    func lines(_ text: String) -> [Substring] {
      let all = text.split(separator: "\n", omittingEmptySubsequences: false)
      return text.hasSuffix("\n") ? Array(all.dropLast()) : all
    }
    let a = lines(old), b = lines(new)
    guard a.count == b.count else { return ["--- \(path)", "+++ \(path)", "(the texts differ in line count)"] }
    let changed = a.indices.filter { a[$0] != b[$0] }
    guard !changed.isEmpty else { return [] }
    // Hunks: ranges of line indices, each changed line with its context, touching ones merged.
    var hunks: [ClosedRange<Int>] = []
    for i in changed {
      let range = max(0, i - context)...min(a.count - 1, i + context)
      if let last = hunks.last, range.lowerBound <= last.upperBound + 1 {
        hunks[hunks.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
      } else {
        hunks.append(range)
      }
    }
    var out = ["--- \(path)", "+++ \(path) (tuned)"]
    for hunk in hunks {
      out.append("@@ -\(hunk.lowerBound + 1),\(hunk.count) +\(hunk.lowerBound + 1),\(hunk.count) @@")
      // A last line without a line end is marked as `diff -u` marks it.
      let marker = "\\ No newline at end of file"
      let openEnd = !old.hasSuffix("\n")
      for i in hunk {
        let isLast = openEnd && i == a.count - 1
        if a[i] == b[i] {
          out.append(" " + a[i])
          if isLast { out.append(marker) }
        } else {
          out.append("-" + a[i])
          if isLast { out.append(marker) }
          out.append("+" + b[i])
          if isLast { out.append(marker) }
        }
      }
    }
    return out
  }
}
