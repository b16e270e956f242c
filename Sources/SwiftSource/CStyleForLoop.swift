import SwiftParser
import SwiftSyntax

/// Swift 2's C-style loop, `for var i = 0; i < n; i++ { … }` (parenthesised or not), which
/// Swift 3 removed (SE-0007) and which code from 2015 still has. swift-syntax reads it as a
/// `for … in` whose `in` and sequence are missing and whose three clauses are unexpected text
/// before the body's `{`; each clause is parsed again here on its own, at its own place in the
/// file (every other byte blanked), so its numbers keep the offsets they are tuned by. The
/// clauses are as parsed, their operators not folded.
public struct CStyleForLoop {
  /// `var i = 0` (or `i = 0`), nil when the clause is empty.
  public let initializer: CodeBlockItemListSyntax?
  /// `i < n`; nil (an empty clause) runs until a `break`.
  public let condition: ExprSyntax?
  /// `i++`, `i += 2`; nil when empty.
  public let increment: ExprSyntax?

  /// The loop's clauses, or nil when `loop` is not a C-style loop or a clause does not parse.
  public init?(_ loop: ForStmtSyntax) {
    guard loop.sequence.is(MissingExprSyntax.self), let unexpected = loop.body.unexpectedBeforeLeftBrace,
      unexpected.tokens(viewMode: .sourceAccurate).filter({ $0.tokenKind == .semicolon }).count == 2
    else { return nil }
    let text = Array(loop.root.description.utf8)
    var start = loop.forKeyword.endPositionBeforeTrailingTrivia.utf8Offset
    var end = loop.body.leftBrace.positionAfterSkippingLeadingTrivia.utf8Offset
    guard start < end, end <= text.count else { return nil }
    let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    while start < end, isSpace(text[start]) { start += 1 }
    while end > start, isSpace(text[end - 1]) { end -= 1 }
    // `for (var i = 0; i < n; i++)`: the parentheses around all three clauses.
    if start < end, text[start] == UInt8(ascii: "("), text[end - 1] == UInt8(ascii: ")"),
      Self.closing(of: start, in: text, before: end) == end - 1
    {
      start += 1
      end -= 1
    }
    // The two semicolons outside brackets.
    var cuts: [Int] = []
    var depth = 0
    for i in start..<end {
      switch text[i] {
      case UInt8(ascii: "("), UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
      case UInt8(ascii: ")"), UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
      case UInt8(ascii: ";") where depth == 0: cuts.append(i)
      default: break
      }
    }
    guard cuts.count == 2 else { return nil }
    let clauses = [start..<cuts[0], cuts[0] + 1..<cuts[1], cuts[1] + 1..<end]
    var parsed: [CodeBlockItemListSyntax?] = []
    for clause in clauses {
      guard clause.contains(where: { !isSpace(text[$0]) }) else {
        parsed.append(nil)
        continue
      }
      guard let items = Self.parse(clause, of: text) else { return nil }
      parsed.append(items)
    }
    initializer = parsed[0]
    guard case .some(let condition) = Self.expression(parsed[1]), case .some(let increment) = Self.expression(parsed[2])
    else { return nil }
    self.condition = condition
    self.increment = increment
  }

  /// Whether `node` (where the parser says something is wrong) is a readable C-style loop or
  /// lies in its head, before the body: what the parser says there is about Swift 2's spelling.
  public static func holds(_ node: Syntax) -> Bool {
    var current: Syntax? = node
    while let n = current {
      if let loop = n.as(ForStmtSyntax.self) {
        let inHead = node.position < loop.body.leftBrace.endPosition || node.id == loop.id
        return inHead && CStyleForLoop(loop) != nil
      }
      current = n.parent
    }
    return false
  }

  /// The one expression a clause holds (`.some(nil)` for an empty clause; nil when it is not one
  /// expression).
  private static func expression(_ items: CodeBlockItemListSyntax?) -> ExprSyntax?? {
    guard let items else { return .some(nil) }
    guard items.count == 1, let item = items.first else { return nil }
    switch item.item {
    case .expr(let expr): return .some(expr)
    case .stmt(let stmt): return stmt.as(ExpressionStmtSyntax.self).map { .some($0.expression) } ?? nil
    default: return nil
    }
  }

  /// The clause's statements, parsed from the file's text with every byte outside `range`
  /// blanked (newlines kept), so that its positions are the file's; nil when it is not Swift.
  private static func parse(_ range: Range<Int>, of text: [UInt8]) -> CodeBlockItemListSyntax? {
    var blanked = text.map { $0 == 0x0A ? $0 : UInt8(ascii: " ") }
    blanked.replaceSubrange(range, with: text[range])
    let parsed = Parser.parse(source: String(decoding: blanked, as: UTF8.self))
    return parsed.hasError ? nil : parsed.statements
  }

  /// The offset of the bracket closing the one at `open`, searching up to `end`.
  private static func closing(of open: Int, in text: [UInt8], before end: Int) -> Int? {
    var depth = 0
    for i in open..<end {
      if text[i] == UInt8(ascii: "(") { depth += 1 }
      if text[i] == UInt8(ascii: ")") {
        depth -= 1
        if depth == 0 { return i }
      }
    }
    return nil
  }
}
