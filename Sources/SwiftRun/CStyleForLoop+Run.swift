import SwiftOperators
import SwiftSource
import SwiftSyntax

/// Swift 2's C-style loop as the interpreter runs it: `CStyleForLoop`'s clauses with their
/// operators folded.
struct FoldedCStyleLoop {
  let initializer: CodeBlockItemListSyntax?
  let condition: ExprSyntax?
  let increment: ExprSyntax?

  init(_ read: CStyleForLoop) {
    initializer = read.initializer.map(Self.fold)
    condition = read.condition.map(Self.fold)
    increment = read.increment.map(Self.fold)
  }

  private static func fold<Node: SyntaxProtocol>(_ node: Node) -> Node {
    OperatorTable.standardOperators.foldAll(node) { _ in }.as(Node.self) ?? node
  }
}

extension Interpreter {
  /// A C-style loop's clauses, read once per program (nil when `loop` is not one).
  func cStyle(_ loop: ForStmtSyntax) -> FoldedCStyleLoop? {
    if let known = code.cStyleLoops[loop.id] { return known }
    let read = CStyleForLoop(loop).map(FoldedCStyleLoop.init)
    code.cStyleLoops[loop.id] = .some(read)
    return read
  }

  /// Runs a C-style loop as Swift 2 did: the initialiser once, in a scope of the loop's own;
  /// then, while the condition holds, the body and (after it or a `continue`) the increment.
  func execute(_ loop: ForStmtSyntax, cStyle clauses: FoldedCStyleLoop) throws(RunError) -> Flow {
    warn(
      "Swift 2 C-style for",
      "a C-style for loop is Swift 2's (Swift 3 removed it: `for i in 0..<n`, or `stride(from:to:by:)`)", at: loop)
    scopes.append([:])
    defer { scopes.removeLast() }
    if let initializer = clauses.initializer {
      for item in initializer {
        if case .returned = try execute(item.item, at: item) { break }
      }
    }
    var rounds = 0
    while try clauses.condition.map({ c throws(RunError) in try truth(c) }) ?? true {
      rounds += 1
      if rounds > Self.loopLimit { throw error("a loop ran more than \(Self.loopLimit) times", at: loop) }
      let flow = try block(loop.body.statements)
      if case .broke = flow { break }
      if case .returned = flow { return flow }
      if let increment = clauses.increment { _ = try evaluate(increment) }
    }
    return .next
  }
}
