import Animation
import Foundation
import Geometry
import SwiftOperators
@_spi(Compiler) import SwiftParser
import Scenes
import SwiftSyntax

/// Expressions, walked where `CompiledCode` does not compile them: references, operators,
/// computed properties, assignments.
extension Interpreter {
  /// Evaluates `expr` by walking its syntax: the kinds `compile(_:)` does not compile.
  func interpret(_ expr: ExprSyntax) throws(RunError) -> Value {
    try step(expr)
    // The commonest kinds first, by one switch on the kind (each `as` below builds a node).
    switch expr.kind {
    case .functionCallExpr: return try call(expr.cast(FunctionCallExprSyntax.self))
    case .infixOperatorExpr: return try infixOperation(expr.cast(InfixOperatorExprSyntax.self))
    case .declReferenceExpr: return try reference(expr.cast(DeclReferenceExprSyntax.self))
    case .memberAccessExpr:
      let member = expr.cast(MemberAccessExprSyntax.self)
      let name = member.declName.baseName.text
      guard let base = member.base else { return try implicitMember(name, at: member) }
      return try self.member(try evaluate(base), name, at: member)
    case .integerLiteralExpr:
      return .number(literalValue(expr, text: expr.cast(IntegerLiteralExprSyntax.self).literal.text))
    case .floatLiteralExpr:
      return .number(literalValue(expr, text: expr.cast(FloatLiteralExprSyntax.self).literal.text))
    default: break
    }
    // `&glyphs` passed to a function that writes into it: its value now; the function writes
    // back through `Arguments.writeBack`.
    if let inOut = expr.as(InOutExprSyntax.self) { return try evaluate(inOut.expression) }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return .bool(!(try truth(prefix.expression)))
    }
    if let postfix = expr.as(PostfixOperatorExprSyntax.self), ["++", "--"].contains(postfix.operator.text) {
      return try stepped(postfix.expression, by: postfix.operator.text, givingOld: true, at: postfix)
    }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), ["++", "--"].contains(prefix.operator.text) {
      return try stepped(prefix.expression, by: prefix.operator.text, givingOld: false, at: prefix)
    }
    if let ternary = expr.as(TernaryExprSyntax.self) {
      return try evaluate(try truth(ternary.condition) ? ternary.thenExpression : ternary.elseExpression)
    }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      if let tuned = literals[prefix.positionAfterSkippingLeadingTrivia.utf8Offset] { return .number(tuned) }
      return .number(-(try number(prefix.expression)))
    }
    if let boolean = expr.as(BooleanLiteralExprSyntax.self) { return .bool(boolean.literal.text == "true") }
    // `super.backgroundColor`: the view's (or layer's) own property, past the file's overrides.
    if expr.is(SuperExprSyntax.self), let me {
      if let view = me.view { return .view(view) }
      if let layer = me.layer { return .layer(layer) }
    }
    if let string = expr.as(StringLiteralExprSyntax.self) {
      // A literal Swift does not compile (a raw control character, a malformed escape):
      // swift-syntax cannot read its value back, and neither can a compiler.
      if string.hasError || string.tokens(viewMode: .sourceAccurate).contains(where: { $0.tokenDiagnostic != nil }) {
        throw error(
          "this string literal does not compile in Swift (a raw control character or a malformed escape in it)",
          at: string)
      }
      // Escapes (`\n`, `\u{1F3B8}`, `\"`) resolved by swift-syntax, as the compiler reads them.
      if let plain = string.representedLiteralValue { return .string(plain) }
      var text = ""
      for segment in string.segments {
        if let plain = segment.as(StringSegmentSyntax.self) {
          if let kind = string.stringLiteralKind {
            plain.appendUnescapedLiteralValue(stringLiteralKind: kind, delimiterLength: string.delimiterLength, to: &text)
          } else {
            text += plain.content.text
          }
          continue
        }
        guard let interpolated = segment.as(ExpressionSegmentSyntax.self), interpolated.expressions.count == 1 else {
          throw error("this string interpolation is not simulated by Wobble yet", at: segment)
        }
        let inner = interpolated.expressions.first!.expression
        switch try evaluate(inner) {
        case .number(let x): text += (numberKind(of: inner) ?? .integer).text(x)
        case .string(let t): text += t
        case .bool(let b): text += String(b)
        case let other: throw error("interpolating \(other.kind) is not simulated by Wobble yet", at: segment)
        }
        try checkSize(bytes: text.utf8.count, at: string)
      }
      return .string(text)
    }
    if expr.is(NilLiteralExprSyntax.self) { return .nil }
    if let closure = expr.as(ClosureExprSyntax.self) {
      return .closure(
        ClosureObject(
          syntax: closure, captured: captureScopes(), me: selves.last, definingFrame: liveFrames.last!, definingBase: frameBase))
    }
    if let array = expr.as(ArrayExprSyntax.self) {
      if let literal = try xcode7Literal(array) { return literal }
      var items: [Value] = []
      for element in array.elements { items.append(try evaluate(element.expression)) }
      return .array(items)
    }
    if let tuple = expr.as(TupleExprSyntax.self) {
      if tuple.elements.count == 1, let only = tuple.elements.first { return try evaluate(only.expression) }
      // `(a, b)`, `(dx: 1, dy: 2)`: patterns take it apart by position, members by label too.
      var items: [Value] = []
      for element in tuple.elements { items.append(try evaluate(element.expression)) }
      let labels = tuple.elements.map { $0.label?.text ?? "" }
      return .tuple(items, labels: labels.allSatisfy(\.isEmpty) ? [] : labels)
    }
    if let dictionary = expr.as(DictionaryExprSyntax.self) { return try self.dictionary(dictionary) }
    if let chained = expr.as(OptionalChainingExprSyntax.self) { return try evaluate(chained.expression) }
    if let subscripted = expr.as(SubscriptCallExprSyntax.self) { return try element(subscripted) }
    if let path = expr.as(KeyPathExprSyntax.self) { return try keyPath(path) }
    if let unwrap = expr.as(ForceUnwrapExprSyntax.self) {
      let value = try evaluate(unwrap.expression)
      if case .nil = value { throw error("\(unwrap.expression.trimmedDescription) is nil here: unwrapped with !", at: unwrap) }
      return value
    }
    if let cast = expr.as(AsExprSyntax.self) { return try convert(cast) }
    if let macro = expr.as(MacroExpansionExprSyntax.self) { return try literal(macro) }
    if let check = expr.as(IsExprSyntax.self) {
      return .bool(Self.conforms(try evaluate(check.expression), to: check.type.trimmedDescription, self))
    }
    if let sequence = expr.as(SequenceExprSyntax.self) {
      // Unfolded only when folding failed; fold this one now.
      guard let folded = try? OperatorTable.standardOperators.foldSingle(sequence) else {
        throw error("cannot read the operators of \(Self.describe(sequence))", at: sequence)
      }
      return try evaluate(folded)
    }
    throw error("\(Self.describe(expr)) is not simulated by Wobble yet", at: expr)
  }

  /// A name: a variable, a member of `self`, a constant or a type.
  func reference(_ reference: DeclReferenceExprSyntax) throws(RunError) -> Value {
    try self.reference(named: reference.baseName.text, at: reference)
  }

  /// `afterMembers`: only what comes after variables and `self`'s members (constants, option
  /// names, types).
  func reference(
    named name: String, at reference: DeclReferenceExprSyntax, afterMembers: Bool = false, searchingScopes: Bool = true
  ) throws(RunError) -> Value {
    if !afterMembers {
      if searchingScopes, bound.mayBind(name), let value = lookup(name) {
        // Inside a type's code a property of `self` hides a top-level variable of its name
        // (`view` in a method of a class with a `view` property, the playground's `view` aside).
        guard case .instance(let instance)? = selves.last, instance.properties[name] != nil || instance.property(name) != nil,
          lookupLocal(name) == nil, Interpreter.isInsideATypeBody(reference),
          let member = try memberIfAny(.instance(instance), name, at: reference)
        else { return value }
        return member
      }
      // `self.addArc(…)` in a convenience initialiser extending UIBezierPath: the path it makes,
      // whose properties its bare names read too (`duration` in one extending an animation).
      if name == "self", let made = constructedSelf { return made }
      if let receiver = constructedSelf ?? selves.last {
        if name == "self" { return receiver }
        if let value = try memberIfAny(receiver, name, at: reference) { return value }
      }
    }
    if let accessors = computedVariables[name] {
      return try getter(accessors, on: nil, lexical: lexicalComputedVariables.contains(name))
    }
    if let global = Library.globals[name] {
      // A warning the global gives (an older spelling) is said at this reference.
      readingGlobalAt = Syntax(reference)
      defer { readingGlobalAt = nil }
      return global(self)
    }
    // Core Foundation and Core Animation constants (`kCFBooleanTrue`,
    // `kCATransactionDisableActions`) stand for themselves.
    if name.hasPrefix("k"), name.dropFirst().first?.isUppercase == true {
      // Swift 2's option constants are the enum cases they became (`kCAFillModeForwards`
      // is `.forwards`); the rest name themselves.
      for prefix in Library.constantPrefixes where name.hasPrefix(prefix) {
        let rest = name.dropFirst(prefix.count)
        let modern = rest.prefix(1).lowercased() + rest.dropFirst()
        warn(name, "\(name) is Swift 4's spelling of .\(modern) (Swift 4.2 made these constants cases)", at: reference)
        return .string(modern)
      }
      return .string(name)
    }
    // A function named with a capital (`ExponentialEaseOut`, an easing table's) passed by name
    // is the function, not a type, when no type has the name.
    if functions[name] != nil, name.first?.isUppercase != true || (types[name] == nil && Library.types[name] == nil),
      let function = methodReference(name, of: nil, at: reference)
    {
      return function
    }
    // A generic parameter of `self`'s type: the type it was made with.
    if case .instance(let instance)? = selves.last, let bound = instance.genericArguments[name] { return .type(bound) }
    if name.first?.isUppercase == true {
      // A top-level alias of an SDK type names that type (`Degree.quarter`, `Degree(90)`).
      if types[name] == nil, let target = extendedAliases[name], types[target] != nil || Library.types[target] != nil {
        return .type(target)
      }
      return .type(resolvedTypeName(name, at: reference))
    }
    if let receiver = selves.last, let method = methodReference(name, of: receiver, at: reference) { return method }
    // An operator passed as a function (`sorted(by: >)`, `reduce(0, +)`).
    if Self.operatorsAsFunctions.contains(name) {
      return .method(MethodReference(receiver: nil, name: name, node: Syntax(reference)))
    }
    // A static member of a type around the reference, named bare where Swift looks it up on
    // the type: a stored property's initial value (`var strokeColor: UIColor = defaultColor`).
    for typeName in enclosingTypeNames(of: reference) {
      if let value = try memberIfAny(.type(typeName), name, at: reference) { return value }
    }
    // A global of another file of the app (`listOfUsers`), or a name nothing declares.
    throw error(
      "\(name) is not declared in the files opened (if another file of the app declares it, open the files "
        + "together: `open A.swift B.swift`)", at: reference)
  }
  func literalValue(_ expr: ExprSyntax, text: String) -> Double {
    literals[expr.positionAfterSkippingLeadingTrivia.utf8Offset]
      ?? Double(text.replacingOccurrences(of: "_", with: "")) ?? 0
  }

  /// A computed property of `instance`'s type (`var link: CADisplayLink { … }`), evaluated
  /// on each read as Swift does.
  func computed(_ name: String, of instance: Instance) throws(RunError) -> Value? {
    guard let accessors = instance.property(name)?.accessorBlock, !Self.isObserved(accessors) else { return nil }
    return try getter(accessors, on: .instance(instance))
  }

  /// A computed property of a type the file extends or an enum, with `receiver` as `self`.
  func computed(_ name: String, in type: TypeDeclaration, on receiver: Value) throws(RunError) -> Value? {
    guard
      let accessors = type.property(name, static: false)?.binding.accessorBlock, !Self.isObserved(accessors)
    else { return nil }
    return try getter(accessors, on: receiver)
  }

  /// Runs a computed property's setter (`set { … }`, or `set(value) { … }`) with `receiver` as
  /// `self` and the value assigned bound to `newValue` (or the setter's own name for it): `self`
  /// as the setter left it (a value's setter may change it), nil when the property has none (a
  /// get-only property).
  func setter(_ accessors: AccessorBlockSyntax, on receiver: Value, newValue: Value) throws(RunError) -> Value? {
    guard case .accessors(let list) = accessors.accessors,
      let set = list.first(where: { $0.accessorSpecifier.text == "set" }), let body = set.body
    else { return nil }
    var scope: Bindings = [:]
    scope[set.parameters?.name.text ?? "newValue"] = newValue
    try nest(at: accessors)
    defer { depth -= 1 }
    var changed = receiver
    try withSelf(receiver) { () throws(RunError) in
      let frame = enterFrame()
      scopes.append(scope)
      defer { leave(frame) }
      _ = try execute(body.statements)
      changed = selves[selves.count - 1]
    }
    return changed
  }

  /// Runs a getter (`{ … }` or `get { … }`) with `receiver` as `self` (none for a variable's).
  /// `lexical`: a computed local variable, whose getter sees the scopes around its reading
  /// (Swift reads it only where the function's locals it captures are in scope).
  func getter(_ accessors: AccessorBlockSyntax, on receiver: Value?, lexical: Bool = false) throws(RunError) -> Value {
    let body: CodeBlockItemListSyntax
    switch accessors.accessors {
    case .getter(let items): body = items
    case .accessors(let list):
      guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" })?.body else { return .nil }
      body = getter.statements
    }
    var result = Value.void
    try nest(at: accessors)
    defer { depth -= 1 }
    let run = { () throws(RunError) in
      // The getter sees the top level and its own locals, not its caller's (a caller's
      // `guard let self = self` is not this `self`); a local one sees its function's too.
      let frame = lexical ? nil : self.enterFrame()
      let depth = self.scopes.count
      self.scopes.append([:])
      defer {
        if let frame { self.leave(frame) } else { self.scopes.removeSubrange(depth...) }
      }
      if body.count == 1, case .expr(let expr) = body.first!.item {
        result = try self.evaluate(expr)
      } else if case .returned(let value) = try self.execute(body) {
        result = value
      }
    }
    if let receiver { try withSelf(receiver, run) } else { try run() }
    return result
  }

  func truth(_ expr: ExprSyntax) throws(RunError) -> Bool {
    try truth(try evaluate(expr), at: expr)
  }

  func truth(_ value: Value, at expr: some SyntaxProtocol) throws(RunError) -> Bool {
    guard case .bool(let b) = value else { throw error("expected true or false, found \(value.kind)", at: expr) }
    return b
  }

  func number(_ expr: ExprSyntax) throws(RunError) -> Double {
    let value = try evaluate(expr)
    guard case .number(let x) = value else { throw error("expected a number, found \(value.kind)", at: expr) }
    return x
  }

  func infixOperation(_ infix: InfixOperatorExprSyntax) throws(RunError) -> Value {
    if infix.operator.is(AssignmentExprSyntax.self) {
      if Self.isOptionalChain(infix.leftOperand), try chainBreaks(infix.leftOperand) { return .void }
      let value = try evaluate(infix.rightOperand)
      if !overlayWindows.isEmpty { releaseWindow(heldBy: infix.leftOperand, replacedBy: value) }
      try assign(value, to: infix.leftOperand)
      return .void
    }
    guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text else {
      throw error("\(Self.describe(infix.operator)) is not simulated by Wobble yet", at: infix)
    }
    if op == "??" {
      let value = try evaluate(infix.leftOperand)
      if case .nil = value { return try evaluate(infix.rightOperand) }
      return value
    }
    if op == "..<" || op == "..." {
      // A range of fractions (`let speeds: ClosedRange<Float> = 0.5...20`, kept for a slider's
      // bounds): its bounds, read back as `lowerBound` and `upperBound`.
      if let bounds = try fractionalRange(infix, op) { return bounds }
      // A range used as a value (`(0..<3).map { … }`): its whole numbers, as an array.
      return .array(try numbers(ExprSyntax(infix)).map { .number($0) })
    }
    if op == "===" || op == "!==" {
      let same = Self.identical(try evaluate(infix.leftOperand), try evaluate(infix.rightOperand))
      return .bool(op == "===" ? same : !same)
    }
    // Arithmetic, comparisons, `+` of strings and arrays and compound assignments: one
    // evaluator, the compiled one (`CompiledCode.compileInfix`).
    if let compiled = compileInfix(infix) { return try compiled(self) }
    throw error("the operator \(op) is not simulated by Wobble yet", at: infix)
  }

  /// `a...b` or `a..<b` as its bounds when it is a range of fractions — a bound is not whole,
  /// or the type written for it is a range of `Float`, `Double` or `CGFloat` — which Swift
  /// cannot count through; nil for a range of whole numbers.
  private func fractionalRange(_ infix: InfixOperatorExprSyntax, _ op: String) throws(RunError) -> Value? {
    let lo = try number(infix.leftOperand), hi = try number(infix.rightOperand)
    var fractional = lo != lo.rounded() || hi != hi.rounded()
    if !fractional, let wanted = typeWanted(at: infix), wanted.hasPrefix("ClosedRange<") || wanted.hasPrefix("Range<") {
      let element = wanted.drop { $0 != "<" }.dropFirst().dropLast()
      fractional = NumberKind.named(String(element)).map { $0 != .integer } ?? false
    }
    guard fractional else { return nil }
    guard lo.isFinite, hi.isFinite, op == "..." ? lo <= hi : lo < hi else {
      throw error(
        "\(Self.describe(infix)) is \(Scenes.format(lo))\(op)\(Scenes.format(hi)): a range whose upper bound is below its "
          + "lower bound stops a Swift program", at: infix)
    }
    return .tuple([.number(lo), .number(hi)], labels: ["lowerBound", "upperBound"])
  }

  /// The options a value names: one (`.curveEaseOut`) or a set of them; nil for anything else.
  static func optionList(_ value: Value) -> [Value]? {
    switch value {
    case .string: [value]
    case .array(let items) where items.allSatisfy({ if case .string = $0 { true } else { false } }): items
    default: nil
    }
  }

  /// The next draw in 0 ..< 1 (SplitMix64's output, its top 53 bits).
  func randomUnit() -> Double {
    drewRandom = true
    return SplitMix64.unit(SplitMix64.next(&randomState))
  }

  /// A draw from the range written at `expr` (`2...6`, `0..<n`): whole numbers for `Int`,
  /// else uniform over the bounds.
  func random(in expr: ExprSyntax, whole: Bool, at node: some SyntaxProtocol) throws(RunError) -> Double {
    guard let infix = expr.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..." || op == "..<"
    else { throw error("random(in:) takes a range written as a...b or a..<b", at: expr) }
    let lo = try number(infix.leftOperand), hi = try number(infix.rightOperand)
    guard lo.isFinite, hi.isFinite, op == "..." ? lo <= hi : lo < hi else {
      throw error("random(in:) takes a range that is not empty", at: expr)
    }
    let u = randomUnit()
    guard whole else { return lo + u * (hi - lo) }
    guard lo == lo.rounded(), hi == hi.rounded() else { throw error("Int.random(in:) takes whole bounds", at: expr) }
    let count = hi - lo + (op == "..." ? 1 : 0)
    return lo + (u * count).rounded(.down)
  }

  /// `&`, `|`, `^`, `<<`, `>>` on whole numbers (a colour's `hex >> 16 & 0xFF`), as Swift's
  /// integers compute them; shifts past 63 give 0 (or −1 for a negative number shifted right).
  func bitwise(_ op: String, _ a: Double, _ b: Double, at node: some SyntaxProtocol) throws(RunError) -> Value {
    let limit = 9.007_199_254_740_992e15  // 2^53: every whole number below is exact
    guard a == a.rounded(), b == b.rounded(), abs(a) < limit, abs(b) < limit else {
      throw error("\(op) takes whole numbers", at: node)
    }
    let (x, y) = (Int64(a), Int64(b))
    let result: Int64
    switch op {
    case "&": result = x & y
    case "|": result = x | y
    case "^": result = x ^ y
    case "<<": result = y >= 64 ? 0 : y <= -64 ? (x < 0 ? -1 : 0) : x << y
    default: result = y >= 64 ? (x < 0 ? -1 : 0) : y <= -64 ? 0 : x >> y
    }
    return .number(Double(result))
  }

  /// `name = value`: the innermost variable of that name, else `self`'s property.
  func assign(_ value: Value, toName name: String, at reference: DeclReferenceExprSyntax) throws(RunError) {
    // Inside a type's code a property of `self` hides a top-level variable of its name, as in
    // `reference(named:)`.
    let hiddenGlobal =
      scopes[0][name] != nil
      && {
        guard case .instance(let instance)? = selves.last, instance.properties[name] != nil else { return false }
        return lookupLocal(name) == nil && Interpreter.isInsideATypeBody(reference)
      }()
    // A top-level variable with observers, not hidden by a local of its name.
    if !hiddenGlobal, !observedVariables.isEmpty, let observers = observedVariables[name], lookupLocal(name) == nil,
      let old = scopes[0][name]
    {
      try observeVariable(name, observers.willSet, given: value, defaultName: "newValue")
      scopes[0][name] = copied(value)
      try observeVariable(name, observers.didSet, given: old, defaultName: "oldValue")
      return
    }
    if !hiddenGlobal, reassign(name, value) { return }
    guard let receiver = constructedSelf ?? selves.last else { throw error("no variable '\(name)' to assign", at: reference) }
    // `self = .running` in a mutating method of an enum: the case `self` is from now on.
    if name == "self", case .enumCase(let current) = receiver {
      // `.running` read where no type is written is the string "running": the enum's case.
      var value = value
      if case .string(let caseName) = value, current.type.cases.contains(where: { $0.name == caseName }) {
        value = .enumCase(EnumCase(type: current.type, name: caseName))
      }
      guard case .enumCase = value else {
        throw error("self of an enum takes one of its cases, not \(value.kind)", at: reference)
      }
      selves[selves.count - 1] = value
      return
    }
    // `self = result` in a setter or mutating method an extension adds to a value type of the
    // SDK (`extension CGAffineTransform { var rotation: CGFloat { … set { self = … } } }`).
    if name == "self", receiver.identity == nil {
      selves[selves.count - 1] = value
      return
    }
    // `x += d` in a mutating method an extension adds to a value type of the SDK (`extension
    // CGPoint { mutating func adding(…) }`): `self` is a copy with that member changed.
    if let changed = receiver.changing(name, to: value) {
      selves[selves.count - 1] = changed
      return
    }
    // An implicit `self.`: a stored property, or the view's or layer's own.
    try setMember(receiver, name, to: value, at: Syntax(reference))
  }

  /// Swift 2's `x++`, `++x`, `x--`, `--x` (Swift 3 removed them): the variable moves by one;
  /// the postfix form gives the value before, the prefix form the value after. Said once.
  private func stepped(_ target: ExprSyntax, by op: String, givingOld: Bool, at node: some SyntaxProtocol)
    throws(RunError) -> Value
  {
    let old = try number(target)
    let new = op == "++" ? old + 1 : old - 1
    try assign(.number(new), to: target)
    warn("Swift 2 " + op, "\(op) is Swift 2's \(op == "++" ? "+= 1" : "-= 1") (Swift 3 removed ++ and --)", at: node)
    return .number(givingOld ? old : new)
  }

  func assign(_ value: Value, to target: ExprSyntax) throws(RunError) {
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      return try assign(value, toName: reference.baseName.text, at: reference)
    }
    if let subscripted = target.as(SubscriptCallExprSyntax.self) { return try assign(value, toElement: subscripted) }
    // `_ = x`: evaluated, kept nowhere.
    if target.is(DiscardAssignmentExprSyntax.self) { return }
    // `a?[k] = x`, `a![i] = x`: the element of what they unwrap.
    if let chained = target.as(OptionalChainingExprSyntax.self) { return try assign(value, to: chained.expression) }
    // `x! = v`, `a![i] = v` (whose array is written back through `a!`): into what `x` holds,
    // which must not be nil — Swift traps there, and so does Wobble.
    if let forced = target.as(ForceUnwrapExprSyntax.self) {
      if case .nil = try evaluate(forced.expression) {
        throw error("\(forced.expression.trimmedDescription) is nil here: unwrapped with !", at: target)
      }
      return try assign(value, to: forced.expression)
    }
    // `(label, slider, stack) = make()`: each element of the tuple to its place, in order.
    if let tuple = target.as(TupleExprSyntax.self), tuple.elements.count > 1 {
      guard case .tuple(let items, _) = value, items.count == tuple.elements.count else {
        throw error("\(value.kind) does not fit the \(tuple.elements.count) places of \(Self.describe(target))", at: target)
      }
      for (element, item) in zip(tuple.elements, items) { try assign(item, to: element.expression) }
      return
    }
    guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else {
      throw error("cannot assign to \(Self.describe(target))", at: target)
    }
    let object = try evaluate(base)
    // `a?.b = x` with `a` nil does nothing.
    if case .nil = object, Self.isOptionalChain(base) { return }
    try assign(value, toMember: member.declName.baseName.text, of: object, base: base, at: Syntax(member.declName))
  }

  /// `base.name = value` with `object` what `base` gave.
  func assign(
    _ value: Value, toMember name: String, of object: Value, base: ExprSyntax, at place: Syntax,
    cache: PropertyCache? = nil
  ) throws(RunError) {
    if let changed = try settingMember(
      object, name, to: value, copyingStruct: Self.isPlaceForACopy(base), at: place, cache: cache)
    {
      try assign(changed, to: base)
    }
  }

  /// Sets member `name` of `object` to `value`: for a value (`t.m34 = …`, `frame.origin.x = …`,
  /// a struct of the file's when `copyingStruct`, a value whose type the file's extension gives a
  /// setter, `transform.rotation = a`) a changed copy, for the caller to put back where it came
  /// from; nil for an object, changed in place.
  func settingMember(
    _ object: Value, _ name: String, to value: Value, copyingStruct: Bool, at place: Syntax,
    cache: PropertyCache? = nil
  ) throws(RunError) -> Value? {
    if let changed = object.changing(name, to: value) { return changed }
    if copyingStruct, case .instance(let instance) = object, instance.isValue {
      let copy = Value.instance(instance.copy())
      try setMember(copy, name, to: value, at: place)
      return copy
    }
    if let (type, accessors) = valueSetter(of: object, name) {
      return try assignComputed(accessors, on: object, "\(type.name).\(name)", value, at: place)
    }
    try setMember(object, name, to: value, at: place, cache: cache)
    return nil
  }

  /// Whether a struct read from `base` is changed as a copy put back there (`view.style.color =
  /// .green`, so the property holding it changes as a whole and its `didSet` runs, as Swift's
  /// value semantics have it): not `self`'s own members (a mutating method changes `self` in
  /// place), nor a base that is no place (`make().x = 1`).
  static func isPlaceForACopy(_ base: ExprSyntax) -> Bool {
    if let reference = base.as(DeclReferenceExprSyntax.self) { return reference.baseName.tokenKind != .keyword(.self) }
    return base.is(MemberAccessExprSyntax.self)
  }

}
