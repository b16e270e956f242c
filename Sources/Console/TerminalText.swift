/// Makes text from users and files safe to print: control characters (C0, DEL, C1) are shown
/// as visible escapes (`\u{1B}`) instead of reaching the terminal, where they could move the
/// cursor, change colours or send replies.
public enum TerminalText {
  /// - Parameter keepingTabs: leave horizontal tabs as they are (they only move to the next
  ///   tab stop; `curve` and `values` print tab-separated columns).
  public static func sanitized(_ text: String, keepingTabs: Bool = false) -> String {
    if !containsControl(text.utf8, keepingTabs: keepingTabs) { return text }
    var out = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) && !(keepingTabs && scalar == "\t") {
        out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// Whether UTF-8 text holds a control scalar (C1 controls are encoded C2 80…C2 9F); one pass
  /// over the bytes, so text with none (nearly all of it) is passed on without a copy.
  static func containsControl(_ utf8: String.UTF8View, keepingTabs: Bool) -> Bool {
    var afterC2 = false
    for b in utf8 {
      if b < 0x20 { if !(keepingTabs && b == 0x09) { return true } } else if b == 0x7f || (afterC2 && b <= 0x9f) { return true }
      afterC2 = b == 0xc2
    }
    return false
  }

  /// C0 controls, DEL and C1 controls: the scalars a terminal may act on.
  public static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    let v = scalar.value
    return v < 0x20 || v == 0x7f || (0x80...0x9f).contains(v)
  }
}

extension TerminalText {
  /// `text` broken at spaces into lines of at most `width` characters (a word longer than
  /// that stands alone on its line), each after the first starting with `indent` spaces.
  public static func wrapped(_ text: String, width: Int, indent: Int = 0) -> [String] {
    guard width > indent + 8 else { return [text] }
    var lines: [String] = []
    var line = ""
    for word in text.split(separator: " ") {
      let room = width - (lines.isEmpty ? 0 : indent)
      if !line.isEmpty, line.count + 1 + word.count > room {
        lines.append(line)
        line = String(word)
      } else {
        line += (line.isEmpty ? "" : " ") + word
      }
    }
    lines.append(line)
    return lines.enumerated().map { $0.offset == 0 ? $0.element : String(repeating: " ", count: indent) + $0.element }
  }
}
