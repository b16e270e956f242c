import SwiftSyntax

/// Xcode 7's colour literal, `[#Color(colorLiteralRed: r, green: g, blue: b, alpha: a)#]`,
/// which Swift 3 replaced with `#colorLiteral(red:green:blue:alpha:)`, as Swift 3 spells it, for
/// the parser: rewritten in place to exactly as many UTF-8 bytes (the spare columns become
/// spaces), so every offset, line and column of the file stays where it was, the literals in it
/// are found where they are, and a file written back is the original text with only its numbers
/// changed. `[#Image(imageLiteral:)#]`, longer in Swift 3's spelling, is left as it is: the
/// parser reads it as an array of one macro, which the interpreter takes as the image.
public enum Xcode7Literals {
  static let opening = Array("[#Color(colorLiteralRed:".utf8)
  static let closing = Array(")#]".utf8)
  /// The same length as `opening`: Swift 3's name, padding, the first label.
  static let modernOpening = Array("#colorLiteral(      red:".utf8)
  static let modernClosing = Array(")  ".utf8)

  /// `text` with each Xcode 7 colour literal in Swift 3's spelling, and the UTF-8 offset of the
  /// first one (nil when it has none, and `text` is returned as it was).
  public static func rewritten(_ text: String) -> (text: String, first: Int?) {
    var bytes = Array(text.utf8)
    var first: Int?
    var i = 0
    while let start = find(opening, in: bytes, from: i) {
      // The literal ends at the first `)#]` on its line: Xcode 7 wrote one per line's value.
      guard let end = find(closing, in: bytes, from: start + opening.count),
        !bytes[start..<end].contains(UInt8(ascii: "\n"))
      else {
        i = start + opening.count
        continue
      }
      bytes.replaceSubrange(start..<start + opening.count, with: modernOpening)
      bytes.replaceSubrange(end..<end + closing.count, with: modernClosing)
      first = first ?? start
      i = end + closing.count
    }
    return first == nil ? (text, nil) : (String(decoding: bytes, as: UTF8.self), first)
  }

  /// The macro of an Xcode 7 literal left in its brackets (`[#Image(imageLiteral: "a")#]`),
  /// which the parser reads as an array of that macro and a second, nameless one (the `#` of
  /// `#]`); nil for any other array.
  public static func bracketed(_ array: ArrayExprSyntax) -> MacroExpansionExprSyntax? {
    let elements = Array(array.elements)
    guard (1...2).contains(elements.count), let macro = elements[0].expression.as(MacroExpansionExprSyntax.self),
      ["Color", "Image", "FileReference"].contains(macro.macroName.text),
      elements.count == 1 || elements[1].expression.as(MacroExpansionExprSyntax.self)?.macroName.presence == .missing
    else { return nil }
    return macro
  }

  /// Whether `node` lies in an Xcode 7 literal left in its brackets: the parser's complaints
  /// about its `#]` are its spelling, not an error.
  public static func isInBracketed(_ node: Syntax) -> Bool {
    var current: Syntax? = node
    while let n = current {
      if let array = n.as(ArrayExprSyntax.self) { return bracketed(array) != nil }
      current = n.parent
    }
    return false
  }

  private static func find(_ needle: [UInt8], in bytes: [UInt8], from: Int) -> Int? {
    guard needle.count <= bytes.count, from <= bytes.count - needle.count else { return nil }
    var i = from
    while i <= bytes.count - needle.count {
      if bytes[i] == needle[0], Array(bytes[i..<i + needle.count]) == needle { return i }
      i += 1
    }
    return nil
  }
}
