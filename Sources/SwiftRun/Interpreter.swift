import Animation
import Foundation
import Geometry
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Why a file cannot be run: where (`File.swift:31:5`) and what, as the person reads it.
public struct RunError: Error, CustomStringConvertible, Equatable {
  public var description: String
  public init(description: String) { self.description = description }
}

/// Runs the setup code of a playground-style file over Wobble's engine: top-level `let`/`var`,
/// assignments to layer, view and animation properties, the UIKit and Core Animation calls
/// the simulated SDK holds (`Library`), and `PlaygroundPage.current.liveView`. Every numeric literal reads
/// its value from `literals` (by the literal's UTF-8 offset), so a tuned number is simply a
/// different literal. Types, functions and control flow are those of `TypeDeclaration`, `Instance` and
/// `execute`; what is outside the subset is refused with its place.
final class Interpreter {
  let file: String
  let converter: SourceLocationConverter
  /// Literal values by the UTF-8 offset where each literal starts (its minus sign included).
  let literals: [Int: Double]
  /// Scopes, the top level first.
  var scopes: [Bindings] = [[:]]
  /// Where the running function's scopes begin (`enterFrame`); the top level is always seen.
  var frameBase = 1
  /// Top-level functions by name.
  var functions: [String: FunctionDeclSyntax] = [:]
  /// Types the file declares or extends, by name.
  var types: [String: TypeDeclaration] = [:]
  /// The simple names of nested types registered as `Outer.Inner` (another type had the name).
  var qualifiedNested: Set<String> = []
  /// Each type's nested types: their names as written and as registered (`Ring.Metrics`).
  var nestedTypes: [String: [String: String]] = [:]
  /// The name each type declaration of the file is registered under, by its syntax.
  var declaredNames: [SyntaxIdentifier: String] = [:]
  /// The protocols the file declares, with the protocols each inherits: their extensions'
  /// methods and computed properties serve the types adopting them.
  var protocols: [String: [String]] = [:]
  /// The declared and extended types in source order, and those Wobble provides that the file
  /// extends: kept as the types are registered, since every member lookup and implicit member
  /// consults them (a file without extensions pays nothing).
  var typesInOrder: [TypeDeclaration] = []
  var extendedTypes: [TypeDeclaration] = []

  /// Registers `type` under its name and keeps the ordered lists.
  func register(_ type: TypeDeclaration) {
    types[type.name] = type
    if type.kind != .builtin { declaredNames[type.syntax.id] = type.name }
    typesInOrder = types.values.sorted { $0.position < $1.position }
    extendedTypes = typesInOrder.filter { $0.kind == .builtin }
  }
  /// Static properties read so far, by the slot `code.staticSlot` gives each type and name
  /// (a `static let` is evaluated once).
  var statics: [Value?] = []
  func staticValue(_ slot: Int) -> Value? { slot < statics.count ? statics[slot] : nil }
  func setStatic(_ slot: Int, _ value: Value) {
    if slot >= statics.count { statics += Array(repeating: nil, count: slot + 1 - statics.count) }
    statics[slot] = value
  }
  /// Instances made, in order (laid out in that order).
  var instances: [Instance] = []
  /// The generator `random(in:)` draws from, seeded alike in every run, so that a run and
  /// every frame of it see the same draws (a preview of one draw; the app will draw others).
  var randomState: UInt64 = 0x5EED_0F_0B_B1E
  /// Convenience initialisers of built-in types running, innermost last, with the value their
  /// `self.init(…)` made.
  var constructing: [(type: String, result: Value?)] = []
  /// The bodies of the `defer` statements met in the blocks running, innermost last.
  var deferred: [CodeBlockSyntax] = []
  /// Instances that called `setNeedsLayout()` this turn, laid out before it ends.
  var needsLayout: [Instance] = []
  /// Every view made, in order (`UIView.animate` looks at them all).
  var views: [ViewObject] = []
  /// The keyframes `UIView.addKeyframe` adds while an `animateKeyframes` block runs; nil outside one.
  var collectingKeyframes: [ViewKeyframe]?
  /// `self` inside methods, innermost last: an instance, an enum case, or a value of a type
  /// Wobble provides inside the file's extension of it.
  var selves: [Value] = []
  /// One message per kind of code skipped because it cannot change what is drawn.
  var warnings: [String: String] = [:]
  func warn(_ kind: String, _ message: String, at node: some SyntaxProtocol) {
    guard warnings[kind] == nil else { return }
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    warnings[kind] = "\(file):\(location.line):\(location.column): \(message)"
  }
  /// What the code scheduled, and the simulated time now, in seconds.
  var schedule = Schedule()
  var now = 0.0
  /// The display's rate (`display.fps`): display links tick at it.
  var framesPerSecond = 60.0
  /// Whether layers keep their picture from before a turn's changes: only files that make a
  /// `CATransition` need it (a copy of the subtree on each first change is not free).
  var keepsPictures = true
  /// Layers changed in this turn of the run loop (their `beforeTurn` is cleared at its end).
  var changedThisTurn: [LayerObject] = []
  /// Animations whose delegates are still to be told they stopped.
  var delegated: [DelegatedAnimation] = []
  /// Open `CATransaction`s, the outermost first.
  var transactions: [Transaction] = []
  /// Whether layers were added to the tree since the last turn ended (`commitTurn`).
  var treeChanged = true
  /// Values of properties that change nothing drawn (`tag`, `isOpaque`), kept per object so
  /// that they read back as set.
  var kept: [ObjectIdentifier: [String: Value]] = [:]
  /// The view class `open --view` asked for: made and shown after the file's own code.
  var chosenView: String?
  /// `PlaygroundPage.current.liveView`.
  var liveView: Value?
  /// The first view the code made, when it sets no live view.
  var firstView: ViewObject?
  /// The arguments of the pure built-ins being called, innermost last (`PureFunction.Arguments`).
  var argumentStack: [Value] = []
  /// Evaluation steps so far; runaway code stops at `stepBudget`.
  var steps = 0
  /// Active layout constraints, in the order activated, and whether they changed since the
  /// layout was last solved (`AutoLayout.swift`).
  var constraints: [ConstraintObject] = []
  var layoutIsStale = false
  /// The stack views made, laid out with the constraints.
  var stacks: [ViewObject] = []
  /// Call shapes and compiled code, kept by the program from one run to the next
  /// (`CompiledCode.swift`).
  let code: CompiledCache
  /// The tunable literals' values in this run, by the slot `code.literalSlots` gives each.
  let slotValues: [Double]
  static let stepBudget = 1_000_000
  static let layerLimit = 10_000
  var layers = 0

  /// The names a scope may hold (from the file, once per program).
  let bound: BoundNames

  init(
    file: String, converter: SourceLocationConverter, literals: [Int: Double], bound: BoundNames,
    code: CompiledCache = CompiledCache(literalOffsets: [])
  ) {
    self.file = file
    self.converter = converter
    self.literals = literals
    self.bound = bound
    self.code = code
    slotValues = code.literalOffsets.map { literals[$0] ?? 0 }
  }

  /// `message` at `node`'s position: `Spinner.swift:31:5: message`.
  func error(_ message: String, at node: some SyntaxProtocol) -> RunError {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return RunError(description: "\(file):\(location.line):\(location.column): \(message)")
  }

  /// How a statement ended: on to the next, or out of a loop or function.
  enum Flow {
    case next
    case returned(Value)
    case broke
    case continued
  }

  /// Runs every top-level statement in order (functions are declared first, so a call above
  /// a `func` finds it, as at the top level of a playground).
  func run(_ tree: SourceFileSyntax) throws(RunError) {
    for item in tree.statements {
      if let function = item.item.as(FunctionDeclSyntax.self) { functions[function.name.text] = function }
      if case .decl(let decl) = item.item { declareType(decl) }
    }
    // Extensions after every declaration, so one above its type still finds it.
    for item in tree.statements {
      if case .decl(let decl) = item.item, let ext = decl.as(ExtensionDeclSyntax.self) { extend(ext) }
    }
    beginTurn()
    _ = try execute(tree.statements)
    try layOut()
    if case .instance(let controller)? = liveView, controller.isController { try appear(controller) }
    if let chosenView {
      try show(viewClass: chosenView)
    } else if liveView == nil, firstView == nil {
      try showFirstViewClass()
    }
    try moveToWindow()
    nameLayers()
    endTurn()
  }

  func declareType(_ decl: DeclSyntax) {
    if let declared = decl.as(ProtocolDeclSyntax.self) {
      protocols[declared.name.text] = declared.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    }
    guard let type = TypeDeclaration.declared(by: decl) else { return }
    register(type)
    declareNestedTypes(in: type)
  }

  /// Types declared inside a type or its extensions (`private enum Constants { static let
  /// radius: CGFloat = 60 }`): each under its own name, or, when another type has that name,
  /// under `Outer.Inner`, which references inside `Outer` resolve to (`resolvedTypeName`).
  func declareNestedTypes(in outer: TypeDeclaration) {
    for member in outer.members {
      guard let simple = TypeDeclaration.declaredName(of: member) else { continue }
      let name = types[simple] == nil ? simple : outer.name + "." + simple
      guard types[name] == nil, let nested = TypeDeclaration.declared(by: member, named: name) else { continue }
      if name != simple { qualifiedNested.insert(simple) }
      nestedTypes[outer.name, default: [:]][simple] = name
      register(nested)
      declareNestedTypes(in: nested)
    }
  }

  /// The type a capitalised name means at `node`: a type nested in an enclosing declaration
  /// (innermost first) registered as `Outer.Inner`, else the name itself.
  func resolvedTypeName(_ name: String, at node: some SyntaxProtocol) -> String {
    guard qualifiedNested.contains(name) else { return name }
    var parent = node.parent
    while let current = parent {
      // The enclosing declaration's type as registered (`Ring.Metrics`), or the type extended.
      let enclosing = declaredNames[current.id] ?? current.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
      if let enclosing, let nested = nestedTypes[enclosing]?[name] { return nested }
      parent = current.parent
    }
    return name
  }

  /// Adds an extension's members to the type it extends (one the file declares, or one
  /// Wobble provides: `extension UIColor { static let brand = … }`).
  func extend(_ ext: ExtensionDeclSyntax) {
    let name = ext.extendedType.trimmedDescription
    let members = ext.memberBlock.members.map(\.decl)
    if let type = types[name] {
      type.members += members
      if type.kind != .builtin { declareNestedTypes(in: type) }
    } else {
      register(TypeDeclaration(name: name, kind: .builtin, inherited: nil, members: members, syntax: DeclSyntax(ext)))
    }
  }

  /// A block in a scope of its own.
  func block(_ items: CodeBlockItemListSyntax) throws(RunError) -> Flow {
    scopes.append([:])
    defer { scopes.removeLast() }
    return try execute(items)
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
        functions[function.name.text] = function
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
        guard let initializer = binding.initializer else {
          declare(name, .nil)
          continue
        }
        let value = try evaluate(initializer.value)
        adopt(value, as: name)
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
      if stmt.is(BreakStmtSyntax.self) { return .broke }
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

  static let loopLimit = 100_000
  /// `switch`: the first case whose pattern matches the value (`Patterns.swift`; comma-
  /// separated patterns, `where` clauses, `default`), its statements in a scope with what the
  /// pattern binds.
  func execute(_ choice: SwitchExprSyntax) throws(RunError) -> Flow {
    let subject = try evaluate(choice.subject)
    for element in choice.cases {
      guard case .switchCase(let item) = element else {
        throw error("#if inside switch is not simulated by Wobble yet", at: element)
      }
      switch item.label {
      case .default:
        let flow = try block(item.statements)
        if case .broke = flow { return .next }
        return flow
      case .case(let label):
        for caseItem in label.caseItems {
          guard let bound = try match(caseItem.pattern, subject) else { continue }
          scopes.append(bound)
          defer { scopes.removeLast() }
          if let clause = caseItem.whereClause, !(try truth(clause.condition)) { continue }
          let flow = try execute(item.statements)
          if case .broke = flow { return .next }
          return flow
        }
      }
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
    case (.point(let p), .point(let q)): return p == q
    case (.color(let c), .color(let d)): return c == d
    case (.rect(let r), .rect(let q)): return r == q
    default: return Self.identical(a, b)
    }
  }

  /// Whether two values are the same object (`===`).
  static func identical(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.layer(let x), .layer(let y)): x === y
    case (.view(let x), .view(let y)): x === y
    case (.instance(let x), .instance(let y)): x === y
    case (.animation(let x), .animation(let y)): x === y
    case (.path(let x), .path(let y)): x === y
    default: false
    }
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

  /// `for i in a..<b`, `a...b`, `stride(from:to:by:)`, `stride(from:through:by:)`.
  func execute(_ loop: ForStmtSyntax) throws(RunError) -> Flow {
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
  /// array (`dots`, `layers.enumerated()`, `[1, 2]`).
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
    guard case .array(let items) = value else {
      throw error("for … in runs over ranges, strides, arrays and dictionaries, not \(value.kind)", at: expr)
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
      guard by != 0, by.isFinite, abs((end - from) / by) <= Double(Self.loopLimit) else {
        throw error("a stride of at most \(Self.loopLimit) steps", at: call)
      }
      return labels[1] == "to" ? Array(stride(from: from, to: end, by: by)) : Array(stride(from: from, through: end, by: by))
    }
    throw error("for … in a range or a stride is simulated by Wobble; \(Self.describe(expr)) is not yet", at: expr)
  }

  // MARK: Variables and functions

  /// Binds `name` in the innermost scope (a struct is copied, as Swift copies values).
  func declare(_ name: String, _ value: Value) { scopes[scopes.count - 1][name] = copied(value) }

  /// The value of `name` in the innermost visible scope that binds it.
  func lookup(_ name: String) -> Value? {
    var i = scopes.count - 1
    while i >= frameBase {
      if let v = scopes[i][name] { return v }
      i -= 1
    }
    return scopes[0][name]
  }

  /// Assigns to the innermost visible scope that has `name`; false when none has.
  func reassign(_ name: String, _ value: Value) -> Bool {
    var i = scopes.count - 1
    while i >= frameBase {
      if scopes[i][name] != nil {
        scopes[i][name] = copied(value)
        return true
      }
      i -= 1
    }
    guard scopes[0][name] != nil else { return false }
    scopes[0][name] = copied(value)
    return true
  }

  /// The scopes a function or closure sees: the top level and those from `frameBase` up (the
  /// ones between are its callers'). A call enters a frame over the scopes and pushes its own.
  struct Frame {
    let base: Int
    let count: Int
  }

  func enterFrame() -> Frame {
    let frame = Frame(base: frameBase, count: scopes.count)
    frameBase = scopes.count
    return frame
  }

  /// Leaves a frame: the callee's scopes go, what it changed at the top level stays (those
  /// variables are shared).
  func leave(_ frame: Frame) {
    scopes.removeSubrange(frame.count...)
    frameBase = frame.base
  }

  /// The scopes a closure made now captures: the top level (by reference: index 0 stands for
  /// it) and the visible locals (by value).
  var visibleScopes: [Bindings] { [scopes[0]] + scopes[frameBase...] }

  var depth = 0
  /// The observers running, by instance and property: one does not run again for its own
  /// property's change.
  var observing: Set<String> = []
  static let depthLimit = 200

  /// Layers and views take the name of the binding that first holds them, so `values
  /// ring.strokeEnd at 1` finds them.
  func adopt(_ value: Value, as name: String) {
    switch value {
    case .layer(let layer) where layer.model.name.isEmpty: layer.model.name = name
    case .view(let view) where view.layer.model.name.isEmpty: view.layer.model.name = name
    case .instance(let instance) where instance.view?.layer.model.name.isEmpty == true: instance.view?.layer.model.name = name
    default: break
    }
  }

  /// `a.b.c` for a chain of names, read from its tokens (cheaper than `trimmedDescription`,
  /// which builds a new tree); the trimmed source text for anything else.
  static func name(of expr: ExprSyntax) -> String {
    if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
      return name(of: base) + "." + member.declName.baseName.text
    }
    // `Pair<CGFloat>(…)`, `Array<CGFloat>(repeating:count:)`: the type's name (a value of the
    // program carries its own type; the arguments only check it in Swift).
    if let specialized = expr.as(GenericSpecializationExprSyntax.self) { return name(of: specialized.expression) }
    return expr.trimmedDescription
  }

  static func describe(_ node: some SyntaxProtocol) -> String {
    let kind = String(describing: node.syntaxNodeType).replacingOccurrences(of: "Syntax", with: "")
    // On one line: the code's line breaks and indentation as single spaces.
    let text = node.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return "`\(text.prefix(40))` (\(kind))"
  }

  @inline(__always)
  func step(_ node: some SyntaxProtocol) throws(RunError) {
    steps &+= 1
    if steps > Self.stepBudget { throw runaway(at: node) }
  }

  /// The error of a run out of steps (apart, so that counting a step stays a few instructions).
  @inline(never)
  func runaway(at node: some SyntaxProtocol) -> RunError {
    error("stopped after \(Self.stepBudget) steps: runaway code", at: node)
  }

  // MARK: Expressions

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
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" {
      return .bool(!(try truth(prefix.expression)))
    }
    if let ternary = expr.as(TernaryExprSyntax.self) {
      return try evaluate(try truth(ternary.condition) ? ternary.thenExpression : ternary.elseExpression)
    }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      if let tuned = literals[prefix.positionAfterSkippingLeadingTrivia.utf8Offset] { return .number(tuned) }
      return .number(-(try number(prefix.expression)))
    }
    if let boolean = expr.as(BooleanLiteralExprSyntax.self) { return .bool(boolean.literal.text == "true") }
    if let string = expr.as(StringLiteralExprSyntax.self) {
      var text = ""
      for segment in string.segments {
        if let plain = segment.as(StringSegmentSyntax.self) {
          text += plain.content.text
          continue
        }
        guard let interpolated = segment.as(ExpressionSegmentSyntax.self), interpolated.expressions.count == 1 else {
          throw error("this string interpolation is not simulated by Wobble yet", at: segment)
        }
        switch try evaluate(interpolated.expressions.first!.expression) {
        case .number(let x): text += Self.text(of: x)
        case .string(let t): text += t
        case .bool(let b): text += String(b)
        case let other: throw error("interpolating \(other.kind) is not simulated by Wobble yet", at: segment)
        }
      }
      return .string(text)
    }
    if expr.is(NilLiteralExprSyntax.self) { return .nil }
    if let closure = expr.as(ClosureExprSyntax.self) {
      return .closure(ClosureObject(syntax: closure, captured: visibleScopes, me: selves.last))
    }
    if let array = expr.as(ArrayExprSyntax.self) {
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
      if searchingScopes, bound.mayBind(name), let value = lookup(name) { return value }
      if let receiver = selves.last {
        if name == "self" { return receiver }
        if let value = try memberIfAny(receiver, name, at: reference) { return value }
      }
    }
    if name == "M_PI" { return .number(.pi) }
    if name == "CATransform3DIdentity" { return .transform(.identity) }
    // Core Foundation and Core Animation constants (`kCFBooleanTrue`,
    // `kCATransactionDisableActions`) stand for themselves.
    if name.hasPrefix("k"), name.dropFirst().first?.isUppercase == true {
      // Swift 2's option constants are the enum cases they became (`kCAFillModeForwards`
      // is `.forwards`); the rest name themselves.
      for prefix in Library.constantPrefixes where name.hasPrefix(prefix) {
        let rest = name.dropFirst(prefix.count)
        return .string(rest.prefix(1).lowercased() + rest.dropFirst())
      }
      return .string(name)
    }
    if name.first?.isUppercase == true { return .type(resolvedTypeName(name, at: reference)) }
    if functions[name] != nil, let function = methodReference(name, of: nil, at: reference) { return function }
    if let receiver = selves.last, let method = methodReference(name, of: receiver, at: reference) { return method }
    throw error("no value '\(name)' here", at: reference)
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

  /// Runs a getter (`{ … }` or `get { … }`) with `receiver` as `self`.
  func getter(_ accessors: AccessorBlockSyntax, on receiver: Value) throws(RunError) -> Value {
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
    try withSelf(receiver) { () throws(RunError) in
      // The getter sees the top level and its own locals, not its caller's (a caller's
      // `guard let self = self` is not this `self`).
      let frame = enterFrame()
      scopes.append([:])
      defer { leave(frame) }
      if body.count == 1, case .expr(let expr) = body.first!.item {
        result = try evaluate(expr)
      } else if case .returned(let value) = try execute(body) {
        result = value
      }
    }
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
      try assign(try evaluate(infix.rightOperand), to: infix.leftOperand)
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
      // A range used as a value (`(0..<3).map { … }`): its whole numbers, as an array.
      return .array(try numbers(ExprSyntax(infix)).map { .number($0) })
    }
    if op == "===" || op == "!==" {
      let same = Self.identical(try evaluate(infix.leftOperand), try evaluate(infix.rightOperand))
      return .bool(op == "===" ? same : !same)
    }
    if op == "==" || op == "!=" {
      let a = try evaluate(infix.leftOperand), b = try evaluate(infix.rightOperand)
      if case .number = a, case .number = b {
        // Numbers below.
      } else {
        let equal = try matches(a, b)
        return .bool(op == "==" ? equal : !equal)
      }
    }
    if op == "&&" || op == "||" {
      let a = try truth(infix.leftOperand)
      if op == "&&" ? !a : a { return .bool(a) }
      return .bool(try truth(infix.rightOperand))
    }
    if ["+=", "-=", "*=", "/="].contains(op) {
      let current = try number(infix.leftOperand), change = try number(infix.rightOperand)
      let result: Double =
        switch op {
        case "+=": current + change
        case "-=": current - change
        case "*=": current * change
        default: current / change
        }
      try assign(.number(result), to: infix.leftOperand)
      return .void
    }
    let a = try number(infix.leftOperand), b = try number(infix.rightOperand)
    switch op {
    case "+": return .number(a + b)
    case "-": return .number(a - b)
    case "*": return .number(a * b)
    case "/": return .number(a / b)
    case "%": return .number(a.truncatingRemainder(dividingBy: b))
    case "<": return .bool(a < b)
    case ">": return .bool(a > b)
    case "<=": return .bool(a <= b)
    case ">=": return .bool(a >= b)
    case "==": return .bool(a == b)
    case "!=": return .bool(a != b)
    case "&", "|", "^", "<<", ">>": return try bitwise(op, a, b, at: infix)
    default: throw error("the operator \(op) is not simulated by Wobble yet", at: infix)
    }
  }

  /// The next draw in 0 ..< 1 (SplitMix64's output, its top 53 bits).
  func randomUnit() -> Double {
    randomState &+= 0x9E37_79B9_7F4A_7C15
    var z = randomState
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return Double((z ^ (z >> 31)) >> 11) / 9_007_199_254_740_992
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
    if reassign(name, value) { return }
    guard let receiver = selves.last else { throw error("no variable '\(name)' to assign", at: reference) }
    // An implicit `self.`: a stored property, or the view's or layer's own.
    try setMember(receiver, name, to: value, at: Syntax(reference))
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
    guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else {
      throw error("cannot assign to \(Self.describe(target))", at: target)
    }
    let object = try evaluate(base)
    // `a?.b = x` with `a` nil does nothing.
    if case .nil = object, Self.isOptionalChain(base) { return }
    // A member of a value (`t.m34 = …`, `layer.frame.origin.x = …`): the value changed, then
    // put back where it came from.
    if let changed = object.changing(member.declName.baseName.text, to: value) {
      try assign(changed, to: base)
      return
    }
    try setMember(object, member.declName.baseName.text, to: value, at: Syntax(member.declName))
  }
}

/// A call site as the built-ins dispatch on it: its arguments, their labels (`_` for none; a
/// trailing closure is one more argument labelled `trailing`, further trailing closures keep
/// their labels), the labels joined by `:`, and the called name (`a.b.c`). A class: it is read
/// once per site and passed on every call.
final class CallShape {
  /// What the SDK has for the call, once looked up (`Interpreter+Calls.swift`).
  var resolvedLibraryCall: CallHandler??
  var resolvedPureFunction: PureFunction??
  let arguments: [LabeledExprSyntax]
  let additional: [MultipleTrailingClosureElementSyntax]
  let labels: [String]
  let signature: String
  let calledName: String

  init(_ call: FunctionCallExprSyntax) {
    arguments = Array(call.arguments)
    additional = Array(call.additionalTrailingClosures)
    labels =
      arguments.map { $0.label?.text ?? "_" } + (call.trailingClosure == nil ? [] : ["trailing"])
      + additional.map(\.label.text)
    signature = labels.joined(separator: ":")
    calledName = Interpreter.name(of: call.calledExpression)
  }
}

extension Interpreter {
  /// The call site's shape, read once per run: a display link's tick calls the same sites
  /// hundreds of times.
  func shape(of call: FunctionCallExprSyntax) -> CallShape {
    if let known = code.callShapes[call.id] { return known }
    let shape = CallShape(call)
    code.callShapes[call.id] = shape
    return shape
  }
}
