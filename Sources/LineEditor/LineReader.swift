/// What reading one line produced.
public enum LineEvent: Equatable, Sendable {
  /// A line, without its line end.
  case line(String)
  /// Ctrl-C: the line being typed was dropped.
  case interrupted
  /// Ctrl-D on an empty line, or the end of piped input.
  case endOfInput
}

/// Completions for the word before the cursor.
public struct Completion: Equatable, Sendable {
  /// The word being completed (the text the candidates replace).
  public var word: String
  /// Full replacements for `word`. A candidate ending in `.` or `(` gets no space after it.
  public var candidates: [String]

  public init(word: String, candidates: [String]) {
    self.word = word
    self.candidates = candidates
  }

  /// `items` in columns across `width` characters, as `ls` lists them: each column as wide as
  /// the longest item and two spaces, filled down then across, as many columns as fit (one,
  /// when an item alone is wider than the screen). Lines have no trailing spaces.
  public static func columns(_ items: [String], width: Int) -> [String] {
    guard let longest = items.map(\.count).max() else { return [] }
    let cell = longest + 2
    let across = max(1, (width + 2) / cell)
    let down = (items.count + across - 1) / across
    return (0..<down).map { row in
      stride(from: row, to: items.count, by: down).map { i in
        let item = items[i]
        return i + down < items.count ? item + String(repeating: " ", count: cell - item.count) : item
      }.joined()
    }
  }
}

/// A source of command lines.
public protocol LineReader {
  mutating func readLine() -> LineEvent
  /// One answer to `question` (a prompt such as "Overwrite x? [y/N] "), not kept in the
  /// history. Ctrl-C gives `.interrupted`, Ctrl-D or the end of input `.endOfInput`.
  mutating func answer(_ question: String) -> LineEvent
}

extension LineReader {
  /// Readers without a prompt of their own read the answer as the next line.
  public mutating func answer(_ question: String) -> LineEvent { readLine() }
}

/// Lines from standard input with no prompt, echo or editing (scripts, pipes, tests).
public struct PlainLineReader: LineReader {
  public init() {}

  public mutating func readLine() -> LineEvent {
    guard let line = Swift.readLine(strippingNewline: true) else { return .endOfInput }
    return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
  }
}

/// Lines from memory (a script file already read).
public struct ArrayLineReader: LineReader {
  private var lines: ArraySlice<String>

  public init(lines: [String]) {
    self.lines = lines[...]
    if self.lines.last == "" { self.lines.removeLast() }
  }

  public mutating func readLine() -> LineEvent {
    guard let line = lines.popFirst() else { return .endOfInput }
    return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
  }
}
