import SwiftSyntax

/// Code read from the syntax tree once per run and kept as closures: running it
/// again (a display link's tick runs the same code hundreds of times a run) no longer walks the
/// tree, rebuilds token texts or matches names. Literals, names, members, arithmetic,
/// comparisons, assignments and calls of the pure built-ins are compiled; every other kind
/// keeps its walking evaluation (`interpret(_:)`), whose sub-expressions are compiled in turn.
/// Statements: `let`/`var` bindings and expression statements are compiled; control flow
/// (`if`, `switch`, loops, `guard`, `return`) is walked, its blocks compiled. Each compiled step
/// counts against the step budget as the walk does, and errors name the same places.
typealias Compiled = (Interpreter) throws(RunError) -> Value
typealias CompiledStatement = (Interpreter) throws(RunError) -> Interpreter.Flow

/// A program's compiled code, kept from one run to the next (a `set` runs the file again with
/// one literal changed: compiling it again cost a sixth of the run). Compiled code holds no
/// run's state: it gets the interpreter as its argument and reads tunable literals from the
/// run's `slotValues`; what it captures (names, call shapes, constants, the file's
/// declarations) is the same in every run of the program. Used on the program's thread only.
final class CompiledCache {
  var blocks: [SyntaxIdentifier: [CompiledStatement]] = [:]
  var expressions: [SyntaxIdentifier: Compiled] = [:]
  var callShapes: [SyntaxIdentifier: CallShape] = [:]
  /// Swift 2's C-style loops, their clauses read once (`CStyleForLoop`).
  var cStyleLoops: [SyntaxIdentifier: FoldedCStyleLoop?] = [:]
  /// Each called function's overloads beside it (`Interpreter.overloadsBeside`).
  var overloadsBeside: [SyntaxIdentifier: [FunctionDeclSyntax]] = [:]
  /// The number type each interpolated expression has, as `NumberKind.of` reads it.
  var numberKinds: [SyntaxIdentifier: NumberKind?] = [:]
  /// The operator functions the file declares, by operator (`DeclaredOperators.swift`).
  var operatorFunctions: [String: [FunctionDeclSyntax]]?
  /// Each function's parameters as a call binds them: the name its body uses and the default
  /// value, read from the syntax once (a display link's method is called hundreds of times).
  typealias Parameter = (name: String, fallback: ExprSyntax?, type: String?)
  private var parameterLists: [SyntaxIdentifier: [Parameter]] = [:]
  func parameterList(_ parameters: FunctionParameterListSyntax) -> [Parameter] {
    if let known = parameterLists[parameters.id] { return known }
    let list = parameters.map {
      (($0.secondName ?? $0.firstName).text, $0.defaultValue?.value, Interpreter.typeName($0.type))
    }
    parameterLists[parameters.id] = list
    return list
  }
  private var parameterShapes: [SyntaxIdentifier: ParameterShape] = [:]
  /// A function's parameters as calls match them, read once.
  func parameterShape(_ parameters: FunctionParameterListSyntax) -> ParameterShape {
    if let known = parameterShapes[parameters.id] { return known }
    let shape = ParameterShape(parameters)
    parameterShapes[parameters.id] = shape
    return shape
  }
  /// A slot for each static property read, by type and name: its value in a run is
  /// `Interpreter.statics[slot]`.
  private var staticSlots: [String: [String: Int]] = [:]
  private var staticCount = 0
  func staticSlot(_ type: String, _ name: String) -> Int {
    if let slot = staticSlots[type]?[name] { return slot }
    staticCount += 1
    staticSlots[type, default: [:]][name] = staticCount - 1
    return staticCount - 1
  }
  /// The tunable literals' UTF-8 offsets, in slot order, and each one's slot.
  let literalOffsets: [Int]
  let literalSlots: [Int: Int]

  init(literalOffsets: [Int]) {
    self.literalOffsets = literalOffsets
    literalSlots = Dictionary(literalOffsets.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
  }
}

extension Interpreter {
  /// Runs a block's statements until one leaves it, compiling the block on first use in this run.
  func execute(_ items: CodeBlockItemListSyntax) throws(RunError) -> Flow {
    try run(compiledStatements(items))
  }

  /// A block's statements compiled, once per program.
  func compiledStatements(_ items: CodeBlockItemListSyntax) -> [CompiledStatement] {
    if let known = code.blocks[items.id] { return known }
    var statements = DeviceBuild.statements(items).map { compile(statement: $0) }
    // Swift lets a function's body call a local function declared further down (the local
    // functions of a block see one another wherever they stand): each is declared on entering
    // the block, then again where it stands, with what is declared by then.
    let localFunctions = items.compactMap { $0.item.as(FunctionDeclSyntax.self) }
    if !localFunctions.isEmpty {
      statements.insert({ run in run.hoist(localFunctions) }, at: 0)
    }
    code.blocks[items.id] = statements
    return statements
  }

  /// Runs compiled statements until one leaves the block.
  func run(_ statements: [CompiledStatement]) throws(RunError) -> Flow {
    // `defer` blocks registered in this block run when it is left, last first.
    let mark = deferred.count
    var flow = Flow.next
    do {
      for statement in statements {
        let next = try statement(self)
        if !releases.pending.isEmpty { try runReleases() }
        if case .next = next { continue }
        flow = next
        break
      }
    } catch {
      deferred.removeLast(deferred.count - mark)
      throw error
    }
    while deferred.count > mark {
      let body = deferred.removeLast()
      _ = try block(body.statements)
    }
    return flow
  }

  func compile(statement item: CodeBlockItemSyntax) -> CompiledStatement {
    var expression: ExprSyntax?
    switch item.item {
    case .decl(let decl):
      guard let variable = decl.as(VariableDeclSyntax.self) else { break }
      var bindings: [(name: String, value: Compiled?, madeInPlace: Bool)] = []
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          return { run throws(RunError) in try run.execute(item.item, at: item) }
        }
        // `var centerLayer: CALayer { view.layer }`, a computed variable, and `var level = 0
        // { didSet … }`, an observed one: walked.
        if binding.accessorBlock != nil {
          return { run throws(RunError) in try run.execute(item.item, at: item) }
        }
        guard let initializer = binding.initializer else {
          bindings.append((name, nil, false))
          continue
        }
        let value = compile(initializer.value)
        let madeInPlace = Self.isMadeInPlace(initializer.value)
        // `let style: CardStyle = .default`: an implicit member read as the written type's.
        if let type = Self.typeName(binding.typeAnnotation?.type), initializer.value.is(MemberAccessExprSyntax.self) {
          bindings.append(
            (name, { run throws(RunError) in try run.typed(try value(run), as: type, at: initializer) }, madeInPlace))
        } else if let tuple = binding.typeAnnotation?.type, tuple.is(TupleTypeSyntax.self) {
          // `let size: (width: CGFloat, height: CGFloat) = (w, h)`: the type's labels.
          bindings.append((name, { run throws(RunError) in try value(run).labelled(as: tuple) }, madeInPlace))
        } else {
          bindings.append((name, value, madeInPlace))
        }
      }
      return { run throws(RunError) in
        try run.step(item)
        for (name, initializer, madeInPlace) in bindings {
          guard let initializer else {
            run.declare(name, .nil)
            continue
          }
          let value = try initializer(run)
          run.adopt(value, as: name, madeInPlace: madeInPlace)
          run.declare(name, value)
        }
        return .next
      }
    case .expr(let expr): expression = expr
    case .stmt(let stmt):
      if let later = stmt.as(DeferStmtSyntax.self) {
        return { run throws(RunError) in
          try run.step(item)
          run.deferred.append(later.body)
          return .next
        }
      }
      expression = stmt.as(ExpressionStmtSyntax.self)?.expression
    }
    if let conditional = expression?.as(IfExprSyntax.self), let compiled = compileIf(conditional, at: item) {
      return compiled
    }
    if case .stmt(let stmt) = item.item, let loop = stmt.as(ForStmtSyntax.self), let compiled = compileFor(loop, at: item) {
      return compiled
    }
    if let expression, !expression.is(IfExprSyntax.self), !expression.is(SwitchExprSyntax.self) {
      let compiled = compile(expression)
      return { run throws(RunError) in
        try run.step(item)
        _ = try compiled(run)
        return .next
      }
    }
    return { run throws(RunError) in try run.execute(item.item, at: item) }
  }

  /// `if c { … } else if d { … } else { … }` whose conditions are plain Boolean expressions
  /// (no `let` binding, no `case`): the conditions compiled, each block compiled on its first
  /// run, so a tick's `if` walks no syntax and looks up no block. Nil for the other forms.
  private func compileIf(_ conditional: IfExprSyntax, at item: CodeBlockItemSyntax) -> CompiledStatement? {
    guard conditional.conditions.count == 1, case .expression(let test) = conditional.conditions.first!.condition
    else { return nil }
    let condition = compile(test)
    let body = conditional.body.statements
    var then: [CompiledStatement]?
    var otherwise: CompiledStatement?
    switch conditional.elseBody {
    case .ifExpr(let next)?:
      guard let compiled = compileIf(next, at: item) else { return nil }
      otherwise = compiled
    case .codeBlock(let block)?:
      let items = block.statements
      var compiledElse: [CompiledStatement]?
      otherwise = { run throws(RunError) in
        if compiledElse == nil { compiledElse = run.compiledStatements(items) }
        run.scopes.append([:])
        defer { run.scopes.removeLast() }
        return try run.run(compiledElse!)
      }
    case nil: break
    }
    return { run throws(RunError) in
      try run.step(item)
      if try run.holds(try condition(run), asConditionAt: test) {
        if then == nil { then = run.compiledStatements(body) }
        run.scopes.append([:])
        defer { run.scopes.removeLast() }
        return try run.run(then!)
      }
      return try otherwise?(run) ?? .next
    }
  }

  /// `for name in sequence { … }` (a name or `_`, no `where`, no `case`): the body compiled
  /// on its first round, each round binding the name without matching a pattern.
  private func compileFor(_ loop: ForStmtSyntax, at item: CodeBlockItemSyntax) -> CompiledStatement? {
    guard loop.whereClause == nil, loop.caseKeyword == nil, loop.tryKeyword == nil, loop.awaitKeyword == nil,
      !loop.sequence.is(MissingExprSyntax.self)
    else {
      return nil
    }
    let name: String?
    if let identifier = loop.pattern.as(IdentifierPatternSyntax.self) {
      name = identifier.identifier.text
    } else if loop.pattern.is(WildcardPatternSyntax.self) {
      name = nil
    } else {
      return nil
    }
    let items = loop.body.statements
    var body: [CompiledStatement]?
    return { run throws(RunError) in
      try run.step(item)
      let values = try run.sequence(loop.sequence)
      guard values.count <= Self.loopLimit else { throw run.error("a loop of more than \(Self.loopLimit) rounds", at: loop) }
      if body == nil { body = run.compiledStatements(items) }
      for value in values {
        var bound = Bindings()
        if let name { bound[name] = value }
        run.scopes.append(bound)
        defer { run.scopes.removeLast() }
        let flow = try run.run(body!)
        if case .broke = flow { break }
        if case .returned = flow { return flow }
      }
      return .next
    }
  }

  /// Evaluates `expr` by its compiled form, compiling it on first use in this run.
  func evaluate(_ expr: ExprSyntax) throws(RunError) -> Value {
    if let compiled = code.expressions[expr.id] { return try compiled(self) }
    let compiled = compile(expr)
    code.expressions[expr.id] = compiled
    return try compiled(self)
  }

  func compile(_ expr: ExprSyntax) -> Compiled {
    switch expr.kind {
    case .integerLiteralExpr, .floatLiteralExpr:
      // A tunable literal is read from the run's slots; any other is a constant.
      if let slot = code.literalSlots[expr.positionAfterSkippingLeadingTrivia.utf8Offset] {
        return { run throws(RunError) in
          try run.step(expr)
          return .number(run.slotValues[slot])
        }
      }
      let text = expr.as(IntegerLiteralExprSyntax.self)?.literal.text ?? expr.cast(FloatLiteralExprSyntax.self).literal.text
      let value = Value.number(literalValue(expr, text: text))
      return { run throws(RunError) in
        try run.step(expr)
        return value
      }
    case .declReferenceExpr:
      let reference = expr.cast(DeclReferenceExprSyntax.self)
      let name = reference.baseName.text
      // A capitalised name no member of the file's types has (`BlobView`, `M_PI`, `CGFloat`,
      // `kCAFillModeForwards`) is a variable only if one is bound; else what the walk finds
      // after `self`'s members, known now.
      if name.first?.isUppercase == true, name != "Self", !declaresMember(name), !Self.isGenericParameter(name, at: reference),
        let constant = try? self.reference(named: name, at: reference, afterMembers: true)
      {
        if !bound.mayBind(name) {
          return { run throws(RunError) in
            try run.step(reference)
            return constant
          }
        }
        return { run throws(RunError) in
          try run.step(reference)
          return run.lookup(name) ?? constant
        }
      }
      // Where the innermost scope held the name last time (a function's locals are bound in
      // the same order on every call): checked before the search, which innermost wins anyway.
      // A name no scope can hold (`layer`, a property read through an implicit `self`) skips
      // the scopes.
      guard bound.mayBind(name) else {
        return { run throws(RunError) in
          try run.step(reference)
          return try run.reference(named: name, at: reference, searchingScopes: false)
        }
      }
      // The hint is the scope (counted out from the innermost) and the position: a parameter
      // read inside a loop is found one scope out, after checking the nearer ones hold no
      // name of its own that would hide it.
      var hint = -1, depth = 0
      return { run throws(RunError) in
        try run.step(reference)
        let innermost = run.scopes.count - 1
        guard innermost >= run.frameBase else { return try run.reference(named: name, at: reference) }
        if hint >= 0, innermost - depth >= run.frameBase,
          let value = run.scopes[innermost - depth].value(at: hint, named: name)
        {
          var hidden = false
          var nearer = innermost - depth + 1
          while nearer <= innermost, !hidden {
            hidden = run.scopes[nearer].position(of: name) != nil
            nearer += 1
          }
          if !hidden { return value }
        }
        var scope = innermost
        while scope >= run.frameBase {
          if let position = run.scopes[scope].position(of: name) {
            (hint, depth) = (position, innermost - scope)
            return run.scopes[scope].value(at: position, named: name)!
          }
          scope -= 1
        }
        return try run.reference(named: name, at: reference)
      }
    case .booleanLiteralExpr:
      let value = Value.bool(expr.cast(BooleanLiteralExprSyntax.self).literal.text == "true")
      return { run throws(RunError) in
        try run.step(expr)
        return value
      }
    case .tryExpr:
      // `try`: the expression's value, an error the file's code throws going on outwards;
      // `try?` makes such an error nil; `try!` stops there, as Swift does. (Nothing Wobble's SDK
      // does throws: what iOS would fail on is refused where it happens.)
      let attempt = expr.cast(TryExprSyntax.self)
      let inner = compile(attempt.expression)
      switch attempt.questionOrExclamationMark?.text {
      case "?":
        return { run throws(RunError) in
          do throws(RunError) { return try inner(run) } catch let failure where failure.isThrownByCode {
            run.thrown = nil
            return .nil
          }
        }
      case "!":
        return { run throws(RunError) in
          do throws(RunError) { return try inner(run) } catch let failure where failure.isThrownByCode {
            let what = run.thrown.map { _ in failure.message.components(separatedBy: " was thrown").first ?? "" } ?? ""
            run.thrown = nil
            throw run.error("try! met an error the code threw (\(what)): Swift stops the program here", at: attempt)
          }
        }
      default: return inner
      }
    case .nilLiteralExpr:
      return { run throws(RunError) in
        try run.step(expr)
        return .nil
      }
    case .tupleExpr:
      // `(a + b)`: parentheses around one unlabelled element are that element.
      let tuple = expr.cast(TupleExprSyntax.self)
      guard tuple.elements.count == 1, let only = tuple.elements.first, only.label == nil else { break }
      let inner = compile(only.expression)
      return { run throws(RunError) in
        try run.step(expr)
        return try inner(run)
      }
    case .ternaryExpr:
      let ternary = expr.cast(TernaryExprSyntax.self)
      let condition = compile(ternary.condition), then = compile(ternary.thenExpression)
      let otherwise = compile(ternary.elseExpression), place = ternary.condition
      return { run throws(RunError) in
        try run.step(expr)
        return try run.truth(try condition(run), at: place) ? try then(run) : try otherwise(run)
      }
    case .memberAccessExpr:
      let member = expr.cast(MemberAccessExprSyntax.self)
      let name = member.declName.baseName.text
      guard let baseExpr = member.base else {
        // `.pi`, `.zero`, `.easeInEaseOut`: what the name means where no type is written.
        return { run throws(RunError) in
          try run.step(member)
          return try run.implicitMember(name, at: member)
        }
      }
      // `BlobView.pace`: a static property of a type the file declares, read directly (once
      // evaluated, the run keeps it) rather than through every kind of member.
      if let written = baseExpr.as(DeclReferenceExprSyntax.self)?.baseName.text, !bound.mayBind(written),
        case let typeName = resolvedTypeName(written, at: baseExpr),
        !declaresMember(typeName), let type = types[typeName], type.kind != .builtin, type.property(name, static: true) != nil
      {
        let slot = code.staticSlot(typeName, name)
        return { run throws(RunError) in
          try run.step(member)
          if let known = run.staticValue(slot) { return known }
          return try run.member(.type(typeName), name, at: member)
        }
      }
      let base = compile(baseExpr), cache = PropertyCache()
      return { run throws(RunError) in
        try run.step(member)
        return try run.member(try base(run), name, at: member, cache: cache)
      }
    case .prefixOperatorExpr:
      let prefix = expr.cast(PrefixOperatorExprSyntax.self)
      if prefix.operator.text == "!" {
        let operand = compile(prefix.expression), place = prefix.expression
        return { run throws(RunError) in
          try run.step(prefix)
          return .bool(!(try run.truth(try operand(run), at: place)))
        }
      }
      guard prefix.operator.text == "-" else { break }
      if let slot = code.literalSlots[prefix.positionAfterSkippingLeadingTrivia.utf8Offset] {
        return { run throws(RunError) in
          try run.step(prefix)
          return .number(run.slotValues[slot])
        }
      }
      let operand = compile(prefix.expression)
      return { run throws(RunError) in
        try run.step(prefix)
        return .number(-(try run.number(try operand(run), at: prefix.expression)))
      }
    case .infixOperatorExpr:
      if let compiled = compileInfix(expr.cast(InfixOperatorExprSyntax.self)) { return compiled }
    case .functionCallExpr:
      return compileCall(expr.cast(FunctionCallExprSyntax.self))
    default:
      break
    }
    return { run throws(RunError) in try run.interpret(expr) }
  }

  /// `value` as a number, else the message the walk gives for `expr`.
  func number(_ value: Value, at expr: some SyntaxProtocol) throws(RunError) -> Double {
    guard case .number(let x) = value else { throw error("expected a number, found \(value.kind)", at: expr) }
    return x
  }

  /// Assignments, compound assignments, arithmetic, comparisons and `&&`/`||`; nil for the
  /// rest (`??`, `===`), which keep their walking evaluation.
  func compileInfix(_ infix: InfixOperatorExprSyntax) -> Compiled? {
    let (left, right) = (infix.leftOperand, infix.rightOperand)
    // The target read once: a name, or anything else the walk assigns to.
    let store: (Interpreter, Value) throws(RunError) -> Void
    if let reference = left.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      store = { run, value throws(RunError) in try run.assign(value, toName: name, at: reference) }
    } else if let member = left.as(MemberAccessExprSyntax.self), let baseExpr = member.base,
      !Self.isOptionalChain(baseExpr)
    {
      // `layer.transform = …`: the base compiled, the member's name read once.
      let base = compile(baseExpr), name = member.declName.baseName.text, place = Syntax(member.declName)
      let cache = PropertyCache()
      store = { run, value throws(RunError) in
        try run.assign(value, toMember: name, of: try base(run), base: baseExpr, at: place, cache: cache)
      }
    } else {
      store = { run, value throws(RunError) in try run.assign(value, to: left) }
    }
    if infix.operator.is(AssignmentExprSyntax.self) {
      let value = compile(right)
      let chained = Self.isOptionalChain(left)
      return { run throws(RunError) in
        try run.step(infix)
        if chained, try run.chainBreaks(left) { return .void }
        let new = try value(run)
        if !run.overlayWindows.isEmpty { run.releaseWindow(heldBy: left, replacedBy: new) }
        try store(run, new)
        return .void
      }
    }
    guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else { return nil }
    let a = compile(left), b = compile(right)
    let declared = declaredOperators(op)
    guard !declared.isEmpty else { return compileBuiltInInfix(infix, op, a, b, store: store) }
    // The file declares this operator (`static func +=(lhs: inout CGAffineTransform, …)`): the
    // operands evaluated once, then its function where their types fit, else Swift's own.
    let operands = OperandBox()
    let builtIn = compileBuiltInInfix(
      infix, op, { _ in operands.left }, { _ in operands.right }, store: store)
    let assigns = op.hasSuffix("=") && !["==", "!=", "<=", ">=", "==="].contains(op)
    return { run throws(RunError) in
      try run.step(infix)
      let x = try a(run), y = try b(run)
      if let function = run.operatorFunction(declared, x, y) {
        let (result, newLeft) = try run.callOperator(function, x, y, at: infix)
        if assigns { try store(run, newLeft) }
        return assigns ? .void : result
      }
      guard let builtIn else {
        throw run.error("the file's operator \(op) takes other types than \(x.kind) and \(y.kind)", at: infix)
      }
      (operands.left, operands.right) = (x, y)
      return try builtIn(run)
    }
  }

  /// Swift's own infix operators on Wobble's values: arithmetic, comparisons, `+` of strings
  /// and arrays, compound assignments (through `store`), bitwise and logical operators.
  private func compileBuiltInInfix(
    _ infix: InfixOperatorExprSyntax, _ op: String, _ a: @escaping Compiled, _ b: @escaping Compiled,
    store: @escaping (Interpreter, Value) throws(RunError) -> Void
  ) -> Compiled? {
    let (left, right) = (infix.leftOperand, infix.rightOperand)
    /// Both operands as numbers, left first.
    func numbers(_ run: Interpreter) throws(RunError) -> (Double, Double) {
      let x = try run.number(try a(run), at: left)
      return (x, try run.number(try b(run), at: right))
    }
    func arithmetic(_ f: @escaping (Double, Double) -> Value) -> Compiled {
      { run throws(RunError) in
        try run.step(infix)
        let (x, y) = try numbers(run)
        return f(x, y)
      }
    }
    func compound(_ f: @escaping (Double, Double) -> Double) -> Compiled {
      { run throws(RunError) in
        try run.step(infix)
        let (x, y) = try numbers(run)
        try store(run, .number(f(x, y)))
        return .void
      }
    }
    func plus(_ run: Interpreter) throws(RunError) -> Value {
      try run.sum(try a(run), try b(run), at: infix, left, right)
    }
    func comparison(_ op: String) -> Compiled {
      { run throws(RunError) in
        try run.step(infix)
        return try run.compare(op, try a(run), try b(run), at: left, right)
      }
    }
    switch op {
    case "+":
      return { run throws(RunError) in
        try run.step(infix)
        return try plus(run)
      }
    case "+=":
      return { run throws(RunError) in
        try run.step(infix)
        try store(run, try plus(run))
        return .void
      }
    case "-": return arithmetic { .number($0 - $1) }
    case "*": return arithmetic { .number($0 * $1) }
    case "/" where NumberKind.dividesIntegers(infix):
      // `total / count` of two Ints is an Int, rounded toward zero; dividing by 0 traps.
      return { run throws(RunError) in
        try run.step(infix)
        let (x, y) = try numbers(run)
        guard y != 0 else { throw run.error("division by zero (of two Ints: Swift stops the program here)", at: infix) }
        return .number((x / y).rounded(.towardZero))
      }
    case "/=" where NumberKind.dividesIntegers(infix):
      return { run throws(RunError) in
        try run.step(infix)
        let (x, y) = try numbers(run)
        guard y != 0 else { throw run.error("division by zero (of two Ints: Swift stops the program here)", at: infix) }
        try store(run, .number((x / y).rounded(.towardZero)))
        return .void
      }
    case "/": return arithmetic { .number($0 / $1) }
    case "%": return arithmetic { .number($0.truncatingRemainder(dividingBy: $1)) }
    case "<", ">", "<=", ">=": return comparison(op)
    case "&", "|", "^", "<<", ">>":
      return { run throws(RunError) in
        try run.step(infix)
        // Swift 1.2's options joined by `|` (`.CurveEaseInOut | .AllowUserInteraction`): Swift 2's `[a, b]`.
        let (x, y) = (try a(run), try b(run))
        if op == "|", let p = Interpreter.optionList(x), let q = Interpreter.optionList(y) {
          run.warn("option |", "options joined by | are Swift 1.2's; Swift 2 writes them as a set, [a, b]", at: infix)
          return .array(p + q)
        }
        return try run.bitwise(op, try run.number(x, at: left), try run.number(y, at: right), at: infix)
      }
    case "-=": return compound(-)
    case "*=": return compound(*)
    case "/=": return compound(/)
    case "==", "!=":
      let equal = op == "=="
      return { run throws(RunError) in
        try run.step(infix)
        let (x, y) = (try a(run), try b(run))
        if case .number(let p) = x, case .number(let q) = y { return .bool((p == q) == equal) }
        return .bool(try run.matches(x, y) == equal)
      }
    case "&&", "||":
      let isAnd = op == "&&"
      return { run throws(RunError) in
        try run.step(infix)
        let first = try run.truth(try a(run), at: left)
        if isAnd ? !first : first { return .bool(first) }
        return .bool(try run.truth(try b(run), at: right))
      }
    default: return nil
    }
  }

  /// A pure built-in called by its own name (`cos(phase)`, `CGPoint(x:y:)`) when the file
  /// declares nothing of that name, with its arguments compiled; every other call goes through
  /// `Interpreter.call`, whose arguments are compiled in turn.
  private func compileCall(_ call: FunctionCallExprSyntax) -> Compiled {
    let shape = shape(of: call)
    var callee = shape.calledName
    if callee.hasSuffix(".init") { callee.removeLast(5) }
    // `CATransaction`'s begin, commit and setDisableActions, which a display link's tick calls
    // every frame, go straight to the transaction instead of through the built-ins' dispatch.
    if callee.hasPrefix("CATransaction."), !declares("CATransaction"), call.trailingClosure == nil {
      switch (callee, shape.signature) {
      case ("CATransaction.begin", ""):
        return { run throws(RunError) in
          try run.step(call)
          run.beginTransaction()
          return .void
        }
      case ("CATransaction.commit", ""):
        return { run throws(RunError) in
          try run.step(call)
          run.commitTransaction()
          return .void
        }
      case ("CATransaction.setDisableActions", "_"):
        let argument = compile(shape.arguments[0].expression), place = shape.arguments[0]
        return { run throws(RunError) in
          try run.step(call)
          try run.setDisableActions(try argument(run), at: place)
          return .void
        }
      default: break
      }
    }
    guard call.trailingClosure == nil, shape.additional.isEmpty,
      let pure = PureFunction(name: callee, labels: shape.labels), !declares(callee)
    else {
      // Each argument compiled in order, trailing closures last, as `Interpreter.call` numbers them.
      let arguments =
        shape.arguments.map { compile($0.expression) } + (call.trailingClosure.map { [compile(ExprSyntax($0))] } ?? [])
        + shape.additional.map { compile(ExprSyntax($0.closure)) }
      return { run throws(RunError) in
        try run.step(call)
        return try run.call(call, shape: shape, compiled: arguments)
      }
    }
    let arguments = shape.arguments.map { compile($0.expression) }
    // A local variable of that name (a closure) is found before the built-in, as in the walk.
    let local = call.calledExpression.is(DeclReferenceExprSyntax.self) && bound.mayBind(callee)
    if let f = pure.numeric, !local, arguments.count == 1 {
      let argument = arguments[0], place = shape.arguments[0].expression
      return { run throws(RunError) in
        try run.step(call)
        let value = try argument(run)
        if case .number(let x) = value { return .number(f(x)) }
        if let string = pure.converted(value) { return string }
        return .number(f(try run.number(value, at: place)))
      }
    }
    return { run throws(RunError) in
      try run.step(call)
      if local, run.lookup(callee) != nil { return try run.call(call) }
      return try pure.call(count: arguments.count, shape: shape, run: run, call: call) {
        i throws(RunError) in try arguments[i](run)
      }
    }
  }

  /// Whether the file declares a function, a type, or a member of any of its types called
  /// `name`: a call of that name is then the file's, not a built-in.
  private func declares(_ name: String) -> Bool {
    functions[name] != nil || types[name] != nil || declaresMember(name)
  }

  /// Whether any of the file's types has a method or property called `name`.
  private func declaresMember(_ name: String) -> Bool {
    types.values.contains { type in
      type.functions.contains { $0.name.text == name } || type.property(name, static: false) != nil
        || type.property(name, static: true) != nil
    }
  }
}

extension Interpreter {
  /// `+` of numbers, and of strings and arrays (joined), as Swift overloads it; an operand
  /// that is neither is refused where it is written (`left`, `right`).
  func sum(_ x: Value, _ y: Value, at node: some SyntaxProtocol, _ left: some SyntaxProtocol, _ right: some SyntaxProtocol)
    throws(RunError) -> Value
  {
    switch (x, y) {
    case (.number(let p), .number(let q)): return .number(p + q)
    case (.string(let p), .string(let q)):
      try checkSize(bytes: p.utf8.count + q.utf8.count, at: node)
      return .string(p + q)
    case (.array(let p), .array(let q)):
      try checkSize(elements: p.count + q.count, at: node)
      return .array(p + q)
    default: return .number(try number(x, at: left) + number(y, at: right))
    }
  }

  /// `<`, `>`, `<=`, `>=` of two numbers, or of two strings in Swift's order (by Unicode
  /// scalars, as `sorted()` orders them).
  func compare(_ op: String, _ x: Value, _ y: Value, at left: some SyntaxProtocol, _ right: some SyntaxProtocol)
    throws(RunError) -> Value
  {
    let order: (before: Bool, after: Bool)
    if case .string(let p) = x, case .string(let q) = y {
      order = (
        p.unicodeScalars.lexicographicallyPrecedes(q.unicodeScalars), q.unicodeScalars.lexicographicallyPrecedes(p.unicodeScalars)
      )
    } else {
      let (p, q) = (try number(x, at: left), try number(y, at: right))
      order = (p < q, q < p)
    }
    switch op {
    case "<": return .bool(order.before)
    case ">": return .bool(order.after)
    case "<=": return .bool(!order.after)
    default: return .bool(!order.before)
    }
  }
}
