import SwiftSyntax

/// Every name the file can bind as a local: the identifiers of `let`/`var`/`for`/`case`/
/// `if let` patterns (not those declaring a type's properties), function and closure parameters and captures, accessor parameters, and the names
/// Swift binds implicitly (`newValue`, `oldValue`, `$0`…). A name outside this set is never
/// in a scope, so its reference skips the scope lookups and goes straight to `self`'s members
/// or the built-ins (a display link's tick reads `elapsed` or `CATransaction` hundreds of
/// times a run). Over-approximate by construction: a name in the set only costs the lookup.
struct BoundNames {
  private var names: Set<String> = ["newValue", "oldValue", "error"]

  init(_ tree: some SyntaxProtocol) {
    let collector = Collector(viewMode: .sourceAccurate)
    collector.walk(tree)
    names.formUnion(collector.names)
  }

  /// Whether a scope may ever hold `name` (`$0`, `$1`, … always may, and the names a method
  /// reference's spelled call binds).
  func mayBind(_ name: String) -> Bool { name.hasPrefix("$") || name.hasPrefix("__wobble") || names.contains(name) }

  private final class Collector: SyntaxVisitor {
    var names: Set<String> = []

    override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
      // A type's stored or computed property is read through `self`, never bound in a scope.
      let declaration = node.parent?.parent?.parent
      let isProperty =
        node.parent?.is(PatternBindingSyntax.self) == true && declaration?.is(VariableDeclSyntax.self) == true
        && declaration?.parent?.is(MemberBlockItemSyntax.self) == true
      if !isProperty { names.insert(node.identifier.text) }
      return .visitChildren
    }

    override func visit(_ node: FunctionParameterSyntax) -> SyntaxVisitorContinueKind {
      names.insert(node.firstName.text)
      if let second = node.secondName { names.insert(second.text) }
      return .visitChildren
    }

    override func visit(_ node: ClosureParameterSyntax) -> SyntaxVisitorContinueKind {
      names.insert(node.firstName.text)
      if let second = node.secondName { names.insert(second.text) }
      return .visitChildren
    }

    override func visit(_ node: ClosureShorthandParameterSyntax) -> SyntaxVisitorContinueKind {
      names.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: AccessorParametersSyntax) -> SyntaxVisitorContinueKind {
      names.insert(node.name.text)
      return .visitChildren
    }

    /// Under `let`/`var` a bare name in a case pattern binds (`case let .failed(_, d)`).
    override func visit(_ node: ValueBindingPatternSyntax) -> SyntaxVisitorContinueKind {
      for token in node.tokens(viewMode: .sourceAccurate) where token.tokenKind.isIdentifier { names.insert(token.text) }
      return .visitChildren
    }

    override func visit(_ node: ClosureCaptureSyntax) -> SyntaxVisitorContinueKind {
      names.insert(node.name.text)
      return .visitChildren
    }

    override func visit(_ node: EnumCaseParameterSyntax) -> SyntaxVisitorContinueKind {
      if let first = node.firstName { names.insert(first.text) }
      if let second = node.secondName { names.insert(second.text) }
      return .visitChildren
    }
  }
}

extension TokenKind {
  fileprivate var isIdentifier: Bool {
    if case .identifier = self { return true }
    return false
  }
}
