import SwiftParser
import SwiftSyntax

/// Swift 2's `var` and `let` parameters (`func show(var index: Int)`), which Swift 3 removed
/// (SE-0003) and which code from 2015 still has. swift-syntax reads `var` there as the argument
/// label and `index` as the name, so the function would be `show(var:)`; rewritten in place,
/// the specifier blanked to as many spaces, so every offset, line and column of the file stays
/// where it was and a file written back is the original text with only its numbers changed.
/// The parameter is then an ordinary one, which the interpreter lets the body change, as Swift 2
/// let a `var` parameter be changed (a copy: the caller's value is not).
public enum Swift2VarParameters {
  /// `text` with each `var`/`let` parameter specifier blanked, and the UTF-8 offset of the first
  /// (nil when it has none, and `text` is returned as it was). `text` is parsed only when a
  /// `var` or `let` follows a `(` or `,`.
  public static func rewritten(_ text: String) -> (text: String, first: Int?) {
    var bytes = Array(text.utf8)
    guard mayHave(bytes) else { return (text, nil) }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(Parser.parse(source: text))
    guard let first = finder.found.first else { return (text, nil) }
    for range in finder.found where range.upperBound <= bytes.count {
      for i in range { bytes[i] = UInt8(ascii: " ") }
    }
    return (String(decoding: bytes, as: UTF8.self), first.lowerBound)
  }

  /// Whether a `var` or `let` word follows a `(` or `,` (spaces and line breaks between).
  static func mayHave(_ bytes: [UInt8]) -> Bool {
    let space: Set<UInt8> = [0x20, 0x09, 0x0A, 0x0D]
    for i in bytes.indices where i + 3 < bytes.count {
      let word = bytes[i..<i + 3]
      guard word.elementsEqual("var".utf8) || word.elementsEqual("let".utf8), space.contains(bytes[i + 3]) else { continue }
      var j = i - 1
      while j >= 0, space.contains(bytes[j]) { j -= 1 }
      if j >= 0, bytes[j] == UInt8(ascii: "(") || bytes[j] == UInt8(ascii: ",") { return true }
    }
    return false
  }

  /// The byte ranges of the `var`/`let` labels of parameters that also have a name.
  final class Finder: SyntaxVisitor {
    var found: [Range<Int>] = []

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      note(node.firstName, node.secondName)
      return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      note(node.firstName, node.secondName)
      return .visitChildren
    }

    private func note(_ label: TokenSyntax, _ name: TokenSyntax?) {
      guard ["var", "let"].contains(label.text), let name, name.presence == .present else { return }
      found.append(label.positionAfterSkippingLeadingTrivia.utf8Offset..<label.endPositionBeforeTrailingTrivia.utf8Offset)
    }
  }
}

/// A file's text as the parser is given it: Xcode 7's colour literals and Swift 2's `var`
/// parameters in Swift 3's spelling, every byte offset kept, with where the first of each was
/// (UTF-8 offsets; nil when the text has none), for the warnings that say so.
public struct ParseableText: Sendable {
  public let text: String
  public let firstColourLiteral: Int?
  public let firstVarParameter: Int?

  public init(_ source: String) {
    let literals = Xcode7Literals.rewritten(source)
    let parameters = Swift2VarParameters.rewritten(literals.text)
    (text, firstColourLiteral, firstVarParameter) = (parameters.text, literals.first, parameters.first)
  }
}
