/// Makes text from users and files safe to print: control characters (C0, DEL, C1) are shown
/// as visible escapes (`\u{1B}`) instead of reaching the terminal, where they could move the
/// cursor, change colours or send replies.
public enum TerminalText {
  public static func sanitized(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      let v = scalar.value
      if v < 0x20 || v == 0x7f || (0x80...0x9f).contains(v) {
        out += "\\u{" + String(v, radix: 16, uppercase: true) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }
}
