import SwiftSyntax

/// Which of Swift's number types an expression has, read from the code: Wobble holds every
/// number as a `Double`, but Swift writes them differently (`"\(1000.0)"` is `1000.0`, an
/// `Int`'s `1000`, a `Float`'s `0.1` is `0.1`). Only what the code states is read — type
/// annotations, literals, conversions, the math functions, geometry members, and operators
/// over those — and anything else is `nil`, which keeps the whole-number spelling.
enum NumberKind {
  case integer, double, float

  /// `value` as `"\(value)"` writes it for a number of this kind.
  func text(_ value: Double) -> String {
    switch self {
    case .integer: Interpreter.text(of: value)
    case .double: String(value)
    case .float: String(Float(value))
    }
  }

  /// Whether `infix` (`/` or `/=`) divides two `Int`s, which Swift rounds toward zero
  /// (`100 / count` is 33 for a count of 3): both sides read as integers, and at least one is
  /// not a literal (two literals take their type from where the result goes: `let x: CGFloat =
  /// 1 / 2` is 0.5).
  static func dividesIntegers(_ infix: InfixOperatorExprSyntax) -> Bool {
    let (left, right) = (infix.leftOperand, infix.rightOperand)
    guard of(left) == .integer, of(right) == .integer else { return false }
    return !(left.is(IntegerLiteralExprSyntax.self) && right.is(IntegerLiteralExprSyntax.self))
  }

  /// The kind a written type names (`CGFloat`, `TimeInterval`, `Int`), or nil.
  static func named(_ type: String?) -> NumberKind? {
    switch type {
    case "Double", "CGFloat", "TimeInterval", "CFTimeInterval", "Float64", "CDouble": .double
    case "Float", "Float32", "CFloat": .float
    case "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64": .integer
    default: nil
    }
  }

  /// Functions whose result is a floating-point number whatever they are given.
  static let floatingFunctions: Set<String> = [
    "sin", "cos", "tan", "asin", "acos", "atan", "atan2", "sqrt", "pow", "exp", "log", "log2", "log10", "hypot",
    "sinf", "cosf", "tanf", "sqrtf", "powf", "drand48", "fmod", "round", "floor", "ceil", "trunc",
  ]
  /// Functions whose result is an integer: `arc4random()` and `arc4random_uniform(_:)` are
  /// `UInt32`s (so `arc4random() / UInt32(INT_MAX)` divides as integers, to 0, 1 or 2),
  /// `lround(_:)`, `lrand48()` and `mrand48()` `Int`s. (C's `rand()` and `random()` are left out: files declare their own
  /// `random()` returning fractions.)
  static let integerFunctions: Set<String> = ["arc4random", "arc4random_uniform", "lround", "lrand48", "mrand48"]
  /// Members of the geometry types, all `CGFloat`.
  static let geometryMembers: Set<String> = [
    "x", "y", "width", "height", "minX", "midX", "maxX", "minY", "midY", "maxY", "dx", "dy", "pi",
  ]
  /// Floating-point properties of UIKit and Core Animation (`stepper.value`, `layer.opacity`,
  /// `constraint.constant`): read as such unless the files declare an integer of that name.
  static let sdkFloatingMembers: Set<String> = [
    "value", "minimumValue", "maximumValue", "stepValue", "progress", "alpha", "opacity", "duration", "speed",
    "cornerRadius", "borderWidth", "lineWidth", "strokeStart", "strokeEnd", "fontSize", "pointSize", "timeOffset",
    "beginTime", "shadowOpacity", "shadowRadius", "constant", "multiplier", "fractionComplete", "zPosition",
  ]

  /// The kind of `expr`, read from the code around it; nil when the code does not say.
  static func of(_ expr: ExprSyntax) -> NumberKind? { of(expr, resolving: []) }

  /// `of(expr)`, with the SDK member names whose declarations are being read: one met again
  /// while its own declaration is read (`let duration = anim.duration`) is the SDK's.
  private static func of(_ expr: ExprSyntax, resolving: Set<String>) -> NumberKind? {
    if expr.is(FloatLiteralExprSyntax.self) { return .double }
    if expr.is(IntegerLiteralExprSyntax.self) { return .integer }
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return of(only.expression, resolving: resolving)
    }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self) { return of(prefix.expression, resolving: resolving) }
    if let cast = expr.as(AsExprSyntax.self) { return named(cast.type.trimmedDescription) }
    if let ternary = expr.as(TernaryExprSyntax.self) {
      return of(ternary.thenExpression, resolving: resolving) ?? of(ternary.elseExpression, resolving: resolving)
    }
    if let infix = expr.as(InfixOperatorExprSyntax.self) {
      guard let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text,
        ["+", "-", "*", "/", "%"].contains(op)
      else { return nil }
      let (left, right) = (of(infix.leftOperand, resolving: resolving), of(infix.rightOperand, resolving: resolving))
      // A literal takes the other side's type (`percentage * 2`).
      if infix.leftOperand.is(IntegerLiteralExprSyntax.self) { return right }
      if infix.rightOperand.is(IntegerLiteralExprSyntax.self) { return left }
      return left == right ? left : (left == nil ? right : (right == nil ? left : nil))
    }
    if let call = expr.as(FunctionCallExprSyntax.self) {
      let callee = Interpreter.name(of: call.calledExpression)
      if let kind = named(callee) { return kind }
      if floatingFunctions.contains(callee) { return .double }
      if integerFunctions.contains(callee), call.calledExpression.is(DeclReferenceExprSyntax.self) { return .integer }
      if ["max", "min", "abs"].contains(callee), let first = call.arguments.first {
        return of(first.expression, resolving: resolving)
      }
      return nil
    }
    if let member = expr.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      if name == "count" { return .integer }
      if let base = member.base, base.is(DeclReferenceExprSyntax.self) || base.is(SuperExprSyntax.self),
        base.trimmedDescription == "self"
      {
        return declared(name, from: Syntax(expr), membersOnly: true, resolving: resolving)
      }
      if let base = member.base?.trimmedDescription, let kind = named(base), name == "pi" || name == "infinity" {
        return kind
      }
      if geometryMembers.contains(name) { return .double }
      if sdkFloatingMembers.contains(name),
        resolving.contains(name) || !declaresInteger(name, in: expr.root, resolving: resolving.union([name]))
      {
        return .double
      }
      return nil
    }
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      return declared(reference.baseName.text, from: Syntax(expr), membersOnly: false, resolving: resolving)
    }
    return nil
  }

  /// The kind of the variable, parameter or property `name` seen from `node`: the nearest
  /// declaration before it in an enclosing block, a parameter of an enclosing function, or a
  /// property of the enclosing type.
  static func declared(_ name: String, from node: Syntax, membersOnly: Bool, resolving: Set<String> = []) -> NumberKind? {
    var current = node
    while let parent = current.parent {
      defer { current = parent }
      if !membersOnly, let items = parent.as(CodeBlockItemListSyntax.self) {
        for item in items where item.position < current.position {
          guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            if let kind = kind(of: binding, resolving: resolving) { return kind }
          }
        }
      }
      // `for i in 0..<count`: a loop over a range of integers binds an Int.
      if !membersOnly, let loop = parent.as(ForStmtSyntax.self), current.id == loop.body.id,
        loop.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name
      {
        return integerRange(loop.sequence) ? .integer : nil
      }
      if !membersOnly, let function = parent.as(FunctionDeclSyntax.self) {
        if let kind = parameter(name, in: function.signature.parameterClause.parameters) { return kind }
      }
      if !membersOnly, let initializer = parent.as(InitializerDeclSyntax.self) {
        if let kind = parameter(name, in: initializer.signature.parameterClause.parameters) { return kind }
      }
      // `{ (name: String, low: Float) -> UILabel in … }`: a closure's typed parameters.
      if !membersOnly, let closure = parent.as(ClosureExprSyntax.self),
        case .parameterClause(let clause)? = closure.signature?.parameterClause,
        let match = clause.parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }),
        let type = match.type
      {
        return named(type.trimmedDescription)
      }
      if let members = parent.as(MemberBlockSyntax.self) {
        for member in members.members {
          guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
          for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
            return kind(of: binding, resolving: resolving)
          }
        }
        return nil
      }
    }
    return nil
  }

  /// Whether `sequence` is a range or stride of integers (`0..<n`, `1...count`,
  /// `stride(from: 0, to: n, by: 2)`), all its bounds read as integers.
  private static func integerRange(_ sequence: ExprSyntax) -> Bool {
    if let infix = sequence.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..."
    {
      return of(infix.leftOperand) == .integer && of(infix.rightOperand) == .integer
    }
    if let call = sequence.as(FunctionCallExprSyntax.self), Interpreter.name(of: call.calledExpression) == "stride" {
      return call.arguments.allSatisfy { of($0.expression) == .integer }
    }
    return false
  }

  private static func parameter(_ name: String, in parameters: FunctionParameterListSyntax) -> NumberKind? {
    guard let match = parameters.first(where: { ($0.secondName ?? $0.firstName).text == name }) else { return nil }
    return named(match.type.trimmedDescription)
  }

  /// Whether the file declares a variable or property `name` of an integer type anywhere.
  private static func declaresInteger(_ name: String, in root: Syntax, resolving: Set<String>) -> Bool {
    final class Finder: SyntaxVisitor {
      let name: String
      let resolving: Set<String>
      var found = false
      init(_ name: String, resolving: Set<String>) {
        (self.name, self.resolving) = (name, resolving)
        super.init(viewMode: .sourceAccurate)
      }
      override func visit(_ node: PatternBindingSyntax) -> SyntaxVisitorContinueKind {
        if node.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name,
          NumberKind.kind(of: node, resolving: resolving) == .integer
        {
          found = true
        }
        return .visitChildren
      }
    }
    let finder = Finder(name, resolving: resolving)
    finder.walk(root)
    return finder.found
  }

  fileprivate static func kind(of binding: PatternBindingSyntax, resolving: Set<String> = []) -> NumberKind? {
    if let written = binding.typeAnnotation?.type.trimmedDescription { return named(written) }
    return binding.initializer.flatMap { of($0.value, resolving: resolving) }
  }
}

extension Interpreter {
  /// `NumberKind.of(expr)`, read once per run of the program.
  func numberKind(of expr: ExprSyntax) -> NumberKind? {
    if let known = code.numberKinds[expr.id] { return known }
    let kind = NumberKind.of(expr)
    code.numberKinds[expr.id] = .some(kind)
    return kind
  }
}
