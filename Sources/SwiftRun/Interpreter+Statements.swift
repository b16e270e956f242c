import Animation
import Foundation
import Geometry
import SwiftOperators
import Scenes
import SwiftParser
import SwiftSyntax

/// Statements, walked: blocks, `switch`, `if`, `for … in`, and what they bind.
extension Interpreter {
  /// A block in a scope of its own.
  func block(_ items: CodeBlockItemListSyntax) throws(RunError) -> Flow {
    scopes.append([:])
    defer { scopes.removeLast() }
    return try execute(items)
  }

  /// A function declared in a function's body: a closure capturing its parameters and locals.
  func declareLocal(_ function: FunctionDeclSyntax) {
    declare(
      function.name.unescaped,
      .closure(
        ClosureObject(
          function: function, captured: captureScopes(), me: selves.last, definingFrame: liveFrames.last!,
          definingBase: frameBase)))
  }

  /// A block's local functions declared as it is entered, so that any of its code may call
  /// them (at the top level functions are the file's own, declared before the run).
  func hoist(_ localFunctions: [FunctionDeclSyntax]) -> Flow {
    guard frameBase > 0 else { return .next }
    for function in localFunctions { declareLocal(function) }
    return .next
  }

  /// Runs one statement by walking its syntax: the kinds `compile(statement:)` does not compile.
  func execute(_ item: CodeBlockItemSyntax.Item, at node: CodeBlockItemSyntax) throws(RunError) -> Flow {
    try step(node)
    switch item {
    case .decl(let decl):
      // Declarations that run nothing: imports, type aliases, protocols.
      if decl.is(ImportDeclSyntax.self) || decl.is(TypeAliasDeclSyntax.self) || decl.is(ProtocolDeclSyntax.self) {
        return .next
      }
      if let function = decl.as(FunctionDeclSyntax.self) {
        guard frameBase > 0 else {
          functions[function.name.unescaped] = function
          return .next
        }
        declareLocal(function)
        return .next
      }
      if decl.is(ExtensionDeclSyntax.self) { return .next }
      if let type = TypeDeclaration.declared(by: decl) {
        // Declared at the top level before the run; a type nested in a function now.
        if types[type.name] == nil { register(type) }
        return .next
      }
      guard let variable = decl.as(VariableDeclSyntax.self) else {
        throw error("\(Self.describe(decl)) is not simulated by Wobble yet", at: decl)
      }
      for binding in variable.bindings {
        // `let _ = make()`, `let _: UIImageView = { … }(UIImageView())`: run for its effects.
        if binding.pattern.is(WildcardPatternSyntax.self), let initializer = binding.initializer {
          _ = try evaluate(initializer.value)
          continue
        }
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          // `let (w, h) = (a, b)`: a tuple pattern takes the tuple's values apart.
          guard binding.pattern.is(TuplePatternSyntax.self), let initializer = binding.initializer else {
            throw error("only names and tuples of names are bound (let name = …, let (a, b) = …)", at: binding)
          }
          let value = try evaluate(initializer.value)
          guard let bound = try match(binding.pattern, value) else {
            throw error("\(value.kind) does not fit the pattern \(binding.pattern.trimmedDescription)", at: binding)
          }
          for (name, v) in bound {
            adopt(v, as: name)
            declare(name, v)
          }
          continue
        }
        if binding.initializer == nil, let accessors = binding.accessorBlock, !Self.isObserved(accessors) {
          computedVariables[name] = accessors
          // One inside a function reads that function's locals, as Swift captures them.
          if scopes.count > 1 { lexicalComputedVariables.insert(name) } else { lexicalComputedVariables.remove(name) }
          continue
        }
        guard let initializer = binding.initializer else {
          declare(name, .nil)
          continue
        }
        let value = try evaluate(initializer.value).labelled(as: binding.typeAnnotation?.type)
        adopt(value, as: name, madeInPlace: Self.isMadeInPlace(initializer.value))
        if let accessors = binding.accessorBlock, let observers = PropertyObservers(accessors) {
          // A local variable's observers are rare; running them needs its scope's identity.
          guard scopes.count == 1 else {
            throw error("willSet/didSet of a local variable is not simulated by Wobble yet", at: accessors)
          }
          observedVariables[name] = observers
        }
        declare(name, value)
      }
      return .next
    case .expr(let expr):
      if let conditional = expr.as(IfExprSyntax.self) { return try execute(conditional) }
      if let choice = expr.as(SwitchExprSyntax.self) { return try execute(choice) }
      _ = try evaluate(expr)
      return .next
    case .stmt(let stmt):
      if let expression = stmt.as(ExpressionStmtSyntax.self) {
        if let conditional = expression.expression.as(IfExprSyntax.self) { return try execute(conditional) }
        if let choice = expression.expression.as(SwitchExprSyntax.self) { return try execute(choice) }
        _ = try evaluate(expression.expression)
        return .next
      }
      if let loop = stmt.as(ForStmtSyntax.self) { return try execute(loop) }
      if let loop = stmt.as(WhileStmtSyntax.self) {
        var rounds = 0
        while try condition(loop.conditions) {
          rounds += 1
          if rounds > Self.loopLimit { throw error("a loop ran more than \(Self.loopLimit) times", at: loop) }
          let flow = try block(loop.body.statements)
          if case .broke = flow { break }
          if case .returned = flow { return flow }
        }
        return .next
      }
      if let loop = stmt.as(RepeatStmtSyntax.self) {
        // `repeat { … } while c`: the body first, then the condition.
        var rounds = 0
        repeat {
          rounds += 1
          if rounds > Self.loopLimit { throw error("a loop ran more than \(Self.loopLimit) times", at: loop) }
          let flow = try block(loop.body.statements)
          if case .broke = flow { break }
          if case .returned = flow { return flow }
        } while try truth(loop.condition)
        return .next
      }
      if let returned = stmt.as(ReturnStmtSyntax.self) {
        return .returned(try returned.expression.map { e throws(RunError) in try evaluate(e) } ?? .void)
      }
      // `do { … } catch …`: a scope whose `catch` clauses take what the file's code throws.
      if let scope = stmt.as(DoStmtSyntax.self) { return try execute(scope) }
      if let throwing = stmt.as(ThrowStmtSyntax.self) {
        let value = try evaluate(throwing.expression)
        thrown = value
        var thrownError = error(
          "\(throwing.expression.trimmedDescription) was thrown and nothing caught it: Swift stops the program here",
          at: throwing)
        thrownError.isThrownByCode = true
        throw thrownError
      }
      if stmt.is(BreakStmtSyntax.self) { return .broke }
      if stmt.is(FallThroughStmtSyntax.self) { return .fellThrough }
      if stmt.is(ContinueStmtSyntax.self) { return .continued }
      if let guardStatement = stmt.as(GuardStmtSyntax.self) {
        if try condition(guardStatement.conditions) { return .next }
        let flow = try block(guardStatement.body.statements)
        if case .next = flow { throw error("guard's else must leave the scope", at: guardStatement) }
        return flow
      }
      throw error("\(Self.describe(stmt)) is not simulated by Wobble yet", at: stmt)
    }
  }

  /// `do { … } catch …`: the body in its scope; an error the file's code throws there goes to
  /// the first clause whose pattern fits the thrown value (`catch Err.bad`, `catch let e as
  /// Err`, a bare `catch` binding `error`), else on outwards. Wobble's own refusals pass by.
  func execute(_ scope: DoStmtSyntax) throws(RunError) -> Flow {
    do throws(RunError) {
      return try block(scope.body.statements)
    } catch let failure where failure.isThrownByCode {
      let value = thrown ?? .nil
      for clause in scope.catchClauses {
        guard let bindings = try catchBindings(clause, value) else { continue }
        thrown = nil
        scopes.append(bindings)
        defer { scopes.removeLast() }
        return try execute(clause.body.statements)
      }
      throw failure
    }
  }

  /// What a `catch` clause binds when it takes `value`; nil when it does not take it.
  private func catchBindings(_ clause: CatchClauseSyntax, _ value: Value) throws(RunError) -> Bindings? {
    if clause.catchItems.isEmpty { return ["error": value] }
    for item in clause.catchItems {
      guard let pattern = item.pattern else { return ["error": value] }
      guard var bound = try match(pattern, value) else { continue }
      if let condition = item.whereClause?.condition {
        scopes.append(bound)
        let holds = try truth(condition)
        scopes.removeLast()
        if !holds { continue }
      }
      if bound.isEmpty { bound = ["error": value] }
      return bound
    }
    return nil
  }

  static let loopLimit = 100_000
  /// `switch`: the first case whose pattern matches the value (`Patterns.swift`; comma-
  /// separated patterns, `where` clauses, `default`), its statements in a scope with what the
  /// pattern binds.
  func execute(_ choice: SwitchExprSyntax) throws(RunError) -> Flow {
    let subject = try evaluate(choice.subject)
    var items: [SwitchCaseSyntax] = []
    for element in choice.cases {
      guard case .switchCase(let item) = element else {
        throw error("#if inside switch is not simulated by Wobble yet", at: element)
      }
      items.append(item)
    }
    for (index, item) in items.enumerated() {
      var flow: Flow
      switch item.label {
      case .default:
        flow = try block(item.statements)
      case .case(let label):
        var taken: Flow?
        for caseItem in label.caseItems {
          guard let bound = try match(caseItem.pattern, subject) else { continue }
          scopes.append(bound)
          defer { scopes.removeLast() }
          if let clause = caseItem.whereClause, !(try truth(clause.condition)) { continue }
          taken = try execute(item.statements)
          break
        }
        guard let taken else { continue }
        flow = taken
      }
      // `fallthrough` runs the next case's body without testing its pattern.
      var next = index + 1
      while case .fellThrough = flow, next < items.count {
        flow = try block(items[next].statements)
        next += 1
      }
      if case .broke = flow { return .next }
      if case .fellThrough = flow { return .next }
      return flow
    }
    return .next
  }

  /// Whether two values are equal as Swift's `==` compares them (an enum case and a bare
  /// `.name` are the same case; objects are equal when identical).
  func matches(_ a: Value, _ b: Value) throws(RunError) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.bool(let x), .bool(let y)): return x == y
    case (.enumCase(let x), .enumCase(let y)):
      // A case written without its values (`case .loading:`) matches whatever they are.
      guard x.type === y.type, x.name == y.name else { return false }
      if x.payload.isEmpty || y.payload.isEmpty { return true }
      for (p, q) in zip(x.payload, y.payload) where !(try matches(p, q)) { return false }
      return x.payload.count == y.payload.count
    case (.enumCase(let x), .string(let y)), (.string(let y), .enumCase(let x)): return x.name == y
    case (.nil, .nil): return true
    // An option set and its members written bare: `state == .normal` (the empty set).
    case (.optionSet(let s), let other), (let other, .optionSet(let s)):
      return OptionSetValue(type: s.type, other).map { $0.names == s.names } ?? false
    case (.point(let p), .point(let q)): return p == q
    case (.color(let c), .color(let d)): return c == d
    case (.rect(let r), .rect(let q)): return r == q
    case (.size(let w, let h), .size(let v, let k)): return w == v && h == k
    case (.transform(let t), .transform(let u)): return t == u
    case (.affine(let t), .affine(let u)): return t == u
    // Collections and tuples element by element, as their `==` does.
    case (.array(let x), .array(let y)), (.tuple(let x, _), .tuple(let y, _)):
      guard x.count == y.count else { return false }
      for (p, q) in zip(x, y) where !(try matches(p, q)) { return false }
      return true
    default: return Self.identical(a, b)
    }
  }

  /// Whether two values are the same object (`===`): the same `identity` (a display link and
  /// the tick it passes are one object).
  static func identical(_ a: Value, _ b: Value) -> Bool {
    guard let x = a.identity else { return false }
    return x == b.identity
  }

  func execute(_ conditional: IfExprSyntax) throws(RunError) -> Flow {
    scopes.append([:])
    if try condition(conditional.conditions) {
      defer { scopes.removeLast() }
      return try execute(conditional.body.statements)
    }
    scopes.removeLast()
    switch conditional.elseBody {
    case .ifExpr(let next)?: return try execute(next)
    case .codeBlock(let body)?: return try block(body.statements)
    case nil: return .next
    }
  }

  /// `for i in a..<b`, `a...b`, `stride(from:to:by:)`, `stride(from:through:by:)`; Swift 2's
  /// C-style loop (`CStyleForLoop`).
  func execute(_ loop: ForStmtSyntax) throws(RunError) -> Flow {
    if let clauses = cStyle(loop) { return try execute(loop, cStyle: clauses) }
    let values = try sequence(loop.sequence)
    guard values.count <= Self.loopLimit else { throw error("a loop of more than \(Self.loopLimit) rounds", at: loop) }
    for value in values {
      guard let bound = try match(loop.pattern, value) else { continue }
      if let clause = loop.whereClause {
        scopes.append(bound)
        defer { scopes.removeLast() }
        if !(try truth(clause.condition)) { continue }
      }
      scopes.append(bound)
      defer { scopes.removeLast() }
      let flow = try execute(loop.body.statements)
      if case .broke = flow { break }
      if case .returned = flow { return flow }
    }
    return .next
  }

  /// What `for … in` runs over: a range or stride of numbers, or any expression that is an
  /// array (`dots`, `layers.enumerated()`, `[1, 2]`, an `NSMutableArray`), or a string (its
  /// characters, each a one-character string: an emoji with its variation selector is one).
  func sequence(_ expr: ExprSyntax) throws(RunError) -> [Value] {
    if let infix = expr.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..."
    {
      return try numbers(expr).map { .number($0) }
    }
    if let call = expr.as(FunctionCallExprSyntax.self), Self.name(of: call.calledExpression) == "stride" {
      return try numbers(expr).map { .number($0) }
    }
    let value = try evaluate(expr)
    if case .dictionary(let entries) = value { return entries.map(\.tuple) }
    if let items = value.nsArrayItems { return items }
    if case .string(let text) = value { return text.map { .string(String($0)) } }
    guard case .array(let items) = value else {
      throw error("for … in runs over ranges, strides, arrays, dictionaries and strings, not \(value.kind)", at: expr)
    }
    return items
  }

  /// `a..<b`, `a...b` and strides as numbers.
  func numbers(_ expr: ExprSyntax) throws(RunError) -> [Double] {
    if let infix = expr.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
      op == "..<" || op == "..."
    {
      let lo = try number(infix.leftOperand), hi = try number(infix.rightOperand)
      guard lo == lo.rounded(), hi == hi.rounded(), hi - lo <= Double(Self.loopLimit) else {
        throw error("a range of whole numbers, at most \(Self.loopLimit) long", at: expr)
      }
      // Swift stops the program here ("Range requires lowerBound <= upperBound").
      guard lo <= hi else {
        throw error(
          "\(Self.describe(expr)) is \(Scenes.format(lo))\(op)\(Scenes.format(hi)): a range whose upper bound is below its "
            + "lower bound stops a Swift program", at: expr)
      }
      let end = op == "..<" ? hi - 1 : hi
      return lo > end ? [] : stride(from: lo, through: end, by: 1).map { $0 }
    }
    if let call = expr.as(FunctionCallExprSyntax.self), Self.name(of: call.calledExpression) == "stride" {
      let args = Array(call.arguments)
      let labels = args.map { $0.label?.text ?? "_" }
      guard labels.count == 3, labels[0] == "from", labels[2] == "by", labels[1] == "to" || labels[1] == "through" else {
        throw error("stride(from:to:by:) or stride(from:through:by:)", at: call)
      }
      let from = try number(args[0].expression), end = try number(args[1].expression), by = try number(args[2].expression)
      guard by != 0 else { throw error("a stride's step (by:) of 0: Swift stops the program here", at: args[2]) }
      guard by.isFinite, abs((end - from) / by) <= Double(Self.loopLimit) else {
        throw error("a stride of at most \(Self.loopLimit) steps", at: call)
      }
      return labels[1] == "to" ? Array(stride(from: from, to: end, by: by)) : Array(stride(from: from, through: end, by: by))
    }
    throw error("for … in a range or a stride is simulated by Wobble; \(Self.describe(expr)) is not yet", at: expr)
  }
}
