import Foundation

/// Several Swift files opened as one program: a playground page with its `Sources/`, or an
/// app's view files. Their texts are joined in order (support files first, the main file, whose
/// top-level code runs, last), so declarations in any of them are visible in all; each numeric
/// literal is named once over all of them (`SourceFile`'s rules, `#2` on a repeat) and placed
/// in its own file, by its own line and column.
public struct SourceSet: Sendable {
  public struct Member: Sendable {
    public let path: String
    public let text: String
    /// Its file name (`Spinner.swift`), as places name it.
    public var name: String { (path as NSString).lastPathComponent }
    /// Where its text starts in the joined text: UTF-8 offset and 0-based line.
    let startByte: Int
    let startLine: Int
    let lineCount: Int
    /// Its lines, split once (a literal's line is looked up for every literal).
    let lines: [Substring]
  }

  /// In the order joined; the main file is the last.
  public let members: [Member]
  /// The joined text: each member's text, a newline added after one that lacks it.
  public let text: String
  /// The literals of all members, in the joined order, each with its own file's line and
  /// column (`file` set for members other than the main one).
  public let source: SourceFile

  /// `files` in the order to join them; `mainIsLast`: the last is the main file, whose
  /// literals are placed by line and column alone (otherwise every literal names its file).
  public init(_ files: [(path: String, text: String)], mainIsLast: Bool = true) {
    var joined = ""
    var members: [Member] = []
    var byte = 0, line = 0
    for (i, (path, text)) in files.enumerated() {
      // A newline between files, where one lacks it; none after the last (one file is itself).
      let piece = text.hasSuffix("\n") || text.isEmpty || i == files.count - 1 ? text : text + "\n"
      let lines = piece.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
      members.append(
        Member(
          path: path, text: text, startByte: byte, startLine: line, lineCount: lines,
          lines: text.split(separator: "\n", omittingEmptySubsequences: false)))
      joined += piece
      byte += piece.utf8.count
      line += lines
    }
    self.members = members
    text = joined
    let whole = SourceFile(joined)
    let last = mainIsLast || members.count == 1 ? members.count - 1 : -1
    var placed: [SourceLiteral] = []
    for literal in whole.literals {
      var l = literal
      let (index, local) = Self.member(atLine: literal.line, in: members)
      l.line = local
      l.file = index == last ? nil : members[index].name
      placed.append(l)
    }
    source = SourceFile(text: joined, literals: placed, longestChain: whole.longestChain)
  }

  /// The member holding 1-based line `line` of the joined text, and that line in it.
  static func member(atLine line: Int, in members: [Member]) -> (index: Int, line: Int) {
    for (i, m) in members.enumerated() where line - 1 < m.startLine + m.lineCount || i == members.count - 1 {
      return (i, line - m.startLine)
    }
    return (0, line)
  }

  /// The file and its 1-based line for line `line` of the joined text.
  public func place(line: Int) -> (file: String, line: Int) {
    guard !members.isEmpty else { return ("", line) }
    let (index, local) = Self.member(atLine: line, in: members)
    return (members[index].name, local)
  }

  /// The text of the line `literal` is on, in its own file.
  /// The line a literal is on, as a slice of the file's text (a line may be very long).
  public func lineText(of literal: SourceLiteral) -> Substring {
    // The main file's literals name no file (most of them: no file name is worked out for them).
    let member = literal.file.flatMap { file in members.first { $0.name == file } } ?? members[members.count - 1]
    return literal.line - 1 < member.lines.count ? member.lines[literal.line - 1] : ""
  }

  /// Each member written back with the literals in `values` (by name) changed, every other
  /// byte its own.
  public func rewritten(_ values: [String: Double]) -> [(path: String, text: String)] {
    members.map { member in
      let end = member.startByte + member.text.utf8.count
      let own = source.literals.filter { $0.bytes.lowerBound >= member.startByte && $0.bytes.upperBound <= end }
        .map { literal -> SourceLiteral in
          var l = literal
          l.bytes = (literal.bytes.lowerBound - member.startByte)..<(literal.bytes.upperBound - member.startByte)
          return l
        }
      return (member.path, SourceFile(text: member.text, literals: own).rewritten(values))
    }
  }
}
