/// One word of a command line, as the shell quotes it: white space ends a word except inside
/// parentheses (`cubic-bezier(0, 0, 1, 1)` is one word) or quotes; `"…"` keeps spaces and
/// takes `\"` and `\\` as escapes; `'…'` keeps everything literally; a backslash outside quotes
/// makes the next character plain (`out\ dir`).
struct CommandWord: Equatable {
  /// The word with its quotes and escapes resolved: `"/tmp/out dir/B.swift"` is
  /// `/tmp/out dir/B.swift`.
  var value: String
  /// The characters it took from the line, quotes included.
  var typed: Substring

  /// The first word of `text` (which starts with it, no leading space).
  /// - Parameter lenient: a quote left open runs to the end of the line instead of being
  ///   refused (completion asks about half-typed words).
  static func first(of text: Substring, lenient: Bool = false) throws(CommandError) -> CommandWord {
    var value = ""
    var depth = 0
    var i = text.startIndex
    func next() { i = text.index(after: i) }
    while i < text.endIndex {
      let c = text[i]
      if c.isSpace && depth == 0 { break }
      switch c {
      case "\"", "'":
        let open = i
        next()
        var closed = false
        while i < text.endIndex {
          let d = text[i]
          if d == c { closed = true; next(); break }
          if c == "\"", d == "\\", text.index(after: i) < text.endIndex, "\"\\".contains(text[text.index(after: i)]) {
            next()
          }
          value.append(text[i])
          next()
        }
        if !closed && !lenient {
          let shown = String(text[open...].prefix(40))
          throw CommandError("the quote \(c) before \(shown) is not closed")
        }
        continue
      case "\\":
        next()
        if i < text.endIndex { value.append(text[i]); next() }
        continue
      case "(":
        depth += 1
      case ")":
        depth = max(0, depth - 1)
      default:
        break
      }
      value.append(c)
      next()
    }
    return CommandWord(value: value, typed: text[text.startIndex..<i])
  }

  /// Every word of `text`.
  static func all(of text: Substring, lenient: Bool = false) throws(CommandError) -> [CommandWord] {
    var rest = text.drop(while: \.isSpace)
    var words: [CommandWord] = []
    while !rest.isEmpty {
      let word = try first(of: rest, lenient: lenient)
      words.append(word)
      rest = rest[word.typed.endIndex...].drop(while: \.isSpace)
    }
    return words
  }

  /// `text` written so that `first(of:)` reads it back whole: as it is when it needs no
  /// quoting, else in double quotes with `"` and `\` escaped.
  static func quoted(_ text: String) -> String {
    guard text.isEmpty || text.contains(where: { $0.isSpace || "\"'\\()".contains($0) }) else { return text }
    var out = "\""
    for c in text {
      if c == "\"" || c == "\\" { out.append("\\") }
      out.append(c)
    }
    return out + "\""
  }

  /// `line` with every run of white space outside quotes made one space, trimmed: the form the
  /// journal records. White space other than a space inside quotes is refused (a session file
  /// keeps no control characters).
  static func normalized(_ line: Substring) throws(CommandError) -> String {
    var out = ""
    var quote: Character?
    var escaped = false
    var pendingSpace = false
    for c in line {
      if let q = quote {
        if c.isSpace && c != " " {
          throw CommandError(
            "white space other than a space inside quotes (U+\(String(format: "%04X", c.unicodeScalars.first!.value))); commands are plain text"
          )
        }
        out.append(c)
        if escaped { escaped = false } else if q == "\"" && c == "\\" { escaped = true } else if c == q { quote = nil }
        continue
      }
      if c.isSpace && !escaped {
        pendingSpace = !out.isEmpty
        continue
      }
      if pendingSpace { out.append(" "); pendingSpace = false }
      out.append(c)
      if escaped { escaped = false } else if c == "\\" { escaped = true } else if c == "\"" || c == "'" { quote = c }
    }
    return out
  }
}
