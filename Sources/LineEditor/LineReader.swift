/// What reading one line produced.
public enum LineEvent: Equatable, Sendable {
  /// A line, without its line end.
  case line(String)
  /// Ctrl-C: the line being typed was dropped.
  case interrupted
  /// Ctrl-D on an empty line, or the end of piped input.
  case endOfInput
  /// The idle handler asked for the line to end (`IdleHook.wake`): what was typed comes back
  /// at the next prompt, as it was.
  case woken
}

/// Completions for the word before the cursor.
public struct Completion: Equatable, Sendable {
  /// The word being completed (the text the candidates replace).
  public var word: String
  /// Full replacements for `word`.
  public var candidates: [String]

  /// What Tab inserts after `word`, or nil when it lists the candidates instead: the rest of
  /// their longest common prefix, and a space after a single candidate that is whole — not one
  /// that goes on: a group of names (`blob.`), an argument list (`cubic-bezier(`) or a folder
  /// (`examples/`, whose files come next).
  public var insertion: String? {
    guard var common = candidates.first else { return nil }
    for candidate in candidates.dropFirst() {
      while !candidate.hasPrefix(common) { common.removeLast() }
    }
    guard common.count > word.count || candidates.count == 1 else { return nil }
    let goesOn = common.hasSuffix(".") || common.hasSuffix("(") || common.hasSuffix("/")
    return String(common.dropFirst(word.count)) + (candidates.count == 1 && !goesOn ? " " : "")
  }

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
