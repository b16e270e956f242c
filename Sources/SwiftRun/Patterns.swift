import SwiftSyntax

/// Patterns as `switch`, `if case`, `if let` and `guard let` match them: names bind, `_`
/// matches anything, `a..<b` and `a...b` contain, anything else compares with `==`.
extension Interpreter {
  /// The names `pattern` binds when it matches `value`, or nil when it does not match.
  func match(_ pattern: PatternSyntax, _ value: Value, binding: Bool = false) throws(RunError) -> Bindings? {
    if let name = pattern.as(IdentifierPatternSyntax.self) { return [name.identifier.text: value] }
    if pattern.is(WildcardPatternSyntax.self) { return [:] }
    // `if let _ = x`: swift-syntax reads that `_` as an expression pattern.
    if pattern.as(ExpressionPatternSyntax.self)?.expression.is(DiscardAssignmentExprSyntax.self) == true { return [:] }
    // `case let x as T`, `catch let e as Err`: the value, bound when it is a `T`.
    if let cast = pattern.as(ExpressionPatternSyntax.self)?.expression.as(AsExprSyntax.self),
      let inner = cast.expression.as(PatternExprSyntax.self)
    {
      guard Self.conforms(value, to: cast.type.trimmedDescription, self) else { return nil }
      return try match(inner.pattern, value, binding: binding)
    }
    if let inner = pattern.as(ValueBindingPatternSyntax.self) { return try match(inner.pattern, value, binding: true) }
    // `case let x?`: any value but nil, bound as itself; `case nil` compares below.
    if let expression = pattern.as(ExpressionPatternSyntax.self),
      let optional = expression.expression.as(OptionalChainingExprSyntax.self)
    {
      if case .nil = value { return nil }
      if let inner = optional.expression.as(PatternExprSyntax.self) { return try match(inner.pattern, value, binding: binding) }
      if binding, let name = optional.expression.as(DeclReferenceExprSyntax.self) { return [name.baseName.text: value] }
      return try matches(optional.expression, value) ? [:] : nil
    }
    if let expression = pattern.as(ExpressionPatternSyntax.self), let inner = expression.expression.as(PatternExprSyntax.self) {
      return try match(inner.pattern, value, binding: binding)
    }
    if let expression = pattern.as(ExpressionPatternSyntax.self),
      let call = expression.expression.as(FunctionCallExprSyntax.self),
      let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    {
      return try matchCase(member.declName.baseName.text, call.arguments, value, binding: binding)
    }
    // `case (1, _):`, `case let (x, 0):` — a tuple written as an expression, by position.
    if let expression = pattern.as(ExpressionPatternSyntax.self),
      let tuple = expression.expression.as(TupleExprSyntax.self), tuple.elements.count > 1
    {
      guard case .tuple(let items, _) = value, items.count == tuple.elements.count else { return nil }
      return try matchElements(tuple.elements, items, binding: binding)
    }
    if let tuple = pattern.as(TuplePatternSyntax.self) {
      guard case .tuple(let items, _) = value, items.count == tuple.elements.count else { return nil }
      var bound: Bindings = [:]
      for (element, item) in zip(tuple.elements, items) {
        guard let inner = try match(element.pattern, item) else { return nil }
        for (name, value) in inner { bound[name] = value }
      }
      return bound
    }
    // `case .zero:` against an enum's case: the case of that name (with any payload), as Swift
    // reads the member from the subject's type — not the SDK's `.zero` or `.identity`.
    if let expression = pattern.as(ExpressionPatternSyntax.self),
      let member = expression.expression.as(MemberAccessExprSyntax.self), member.base == nil
    {
      let name = member.declName.baseName.text
      switch value {
      case .enumCase(let found): return found.name == name ? [:] : nil
      case .string(let caseName): return caseName == name ? [:] : nil
      default: break
      }
    }
    if let expression = pattern.as(ExpressionPatternSyntax.self) {
      return try matches(expression.expression, value) ? [:] : nil
    }
    throw error("the pattern \(Self.describe(pattern)) is not simulated by Wobble yet", at: pattern)
  }

  /// `.loading(let p)`, `let .failed(_, retryIn: delay)`: `value` is that case, and each
  /// associated value matches its sub-pattern (a pattern binds, `_` matches anything, a bare
  /// name binds under `let`, anything else compares).
  func matchCase(
    _ name: String, _ arguments: LabeledExprListSyntax, _ value: Value, binding: Bool
  ) throws(RunError) -> Bindings? {
    guard case .enumCase(let found) = value, found.name == name else { return nil }
    // `case .pair(let a, let b)` for a case whose one associated value is a pair: Swift
    // matches the tuple's elements.
    if found.payload.count == 1, arguments.count > 1, case .tuple(let items, _) = found.payload[0],
      items.count == arguments.count
    {
      return try matchElements(arguments, items, binding: binding)
    }
    guard found.payload.count == arguments.count else {
      throw error(
        "the pattern .\(name) lists \(arguments.count) values; the case has \(found.payload.count)", at: arguments)
    }
    return try matchElements(arguments, found.payload, binding: binding)
  }

  /// Each element of a case's or a tuple's pattern against its value: a pattern binds, `_`
  /// matches anything, a bare name binds under `let`, anything else compares.
  func matchElements(
    _ elements: LabeledExprListSyntax, _ items: [Value], binding: Bool
  ) throws(RunError) -> Bindings? {
    var bound: Bindings = [:]
    for (element, item) in zip(elements, items) {
      let expr = element.expression
      if let inner = expr.as(PatternExprSyntax.self) {
        guard let more = try match(inner.pattern, item, binding: binding) else { return nil }
        for (name, value) in more { bound[name] = value }
      } else if expr.is(DiscardAssignmentExprSyntax.self) {
        continue
      } else if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count > 1 {
        // `.repeating((let count, let animation))`: a tuple of patterns, by position.
        guard case .tuple(let inner, _) = item, inner.count == tuple.elements.count,
          let more = try matchElements(tuple.elements, inner, binding: binding)
        else { return nil }
        for (name, value) in more { bound[name] = value }
      } else if binding, let reference = expr.as(DeclReferenceExprSyntax.self) {
        bound[reference.baseName.text] = item
      } else if !(try matches(expr, item)) {
        return nil
      }
    }
    return bound
  }

  /// Whether the expression of a pattern matches `value` (`~=`): a range contains it, an
  /// optional pattern `x?` binds nothing here, anything else is equal.
  func matches(_ expr: ExprSyntax, _ value: Value) throws(RunError) -> Bool {
    if let infix = expr.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..."
    {
      guard case .number(let x) = value else { return false }
      let lo = try number(infix.leftOperand), hi = try number(infix.rightOperand)
      return op == "..<" ? lo <= x && x < hi : lo <= x && x <= hi
    }
    return try matches(value, try evaluate(expr))
  }

  /// A condition's value (`if`, `guard`, `while`): true or false, anything else refused.
  func holds(_ value: Value, asConditionAt expr: ExprSyntax) throws(RunError) -> Bool {
    guard case .bool(let b) = value else { throw error("a condition must be true or false, not \(value.kind)", at: expr) }
    return b
  }

  /// Whether a condition list holds, binding what its `let`s and `case`s bind in the
  /// innermost scope (the body's for `if`, the enclosing one for `guard`).
  func condition(_ conditions: ConditionElementListSyntax) throws(RunError) -> Bool {
    for element in conditions {
      switch element.condition {
      case .expression(let expr):
        if !(try holds(try evaluate(expr), asConditionAt: expr)) { return false }
      case .optionalBinding(let binding):
        // `if let x = y`, and the shorthand `if let x`.
        let value: Value
        if let initializer = binding.initializer {
          value = try evaluate(initializer.value)
        } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let found = lookup(name) {
          value = found
        } else if binding.pattern.trimmedDescription == "self", let me = selves.last {
          // `guard let self` in a `[weak self]` closure.
          value = me
        } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text, let me = selves.last,
          let found = try memberIfAny(me, name, at: binding)
        {
          // `if let delegate`: a property of `self`.
          value = found
        } else {
          throw error("nothing to bind to \(binding.pattern.trimmedDescription)", at: binding)
        }
        if case .nil = value { return false }
        guard let bound = try match(binding.pattern, value) else { return false }
        for (name, v) in bound { declare(name, v) }
      case .matchingPattern(let matching):
        guard let bound = try match(matching.pattern, try evaluate(matching.initializer.value)) else { return false }
        for (name, v) in bound { declare(name, v) }
      case .availability:
        // `#available(iOS 17, *)`: Wobble stands for the newest system.
        continue
      }
    }
    return true
  }
}
