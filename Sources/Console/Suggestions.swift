/// The names nearest a mistyped one: by edit distance (Levenshtein over characters), with names
/// that contain the typed text, or whose last segment matches it, ranked first. Only names within
/// a third of the word's length, and within 2 of the best, are offered; none for a word more than
/// twice as long as the longest name.
enum Suggestions {
  static func nearest(to word: String, in names: [String], limit: Int = 3) -> [String] {
    let typed = word.lowercased()
    // A word twice as long as the longest name is no typo of one (and the edit distance of a
    // 60 KB word against every name would take seconds).
    let longest = names.map(\.count).max() ?? 0
    guard !typed.isEmpty, typed.count <= 2 * longest + 8 else { return [] }
    let lastSegment = typed.split(separator: ".").last.map(String.init) ?? typed
    let scored: [(String, Int)] = names.map { name in
      var score = distance(typed, name.lowercased())
      if name.lowercased().contains(typed) { score -= 100 }
      if name.split(separator: ".").last.map(String.init) == lastSegment { score -= 50 }
      return (name, score)
    }
    let threshold = max(1, typed.count / 3)
    let close = scored.filter { $0.1 <= threshold }.sorted { $0.1 < $1.1 || $0.1 == $1.1 && $0.0 < $1.0 }
    guard let best = close.first?.1 else { return [] }
    return close.filter { $0.1 <= best + 2 }.prefix(limit).map(\.0)
  }

  static func distance(_ a: String, _ b: String) -> Int {
    let a = Array(a), b = Array(b)
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      }
      swap(&previous, &current)
    }
    return previous[b.count]
  }
}
