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
/// listed in `Builtins`, and `PlaygroundPage.current.liveView`. Every numeric literal reads
/// its value from `literals` (by the literal's UTF-8 offset), so a tuned number is simply a
/// different literal. The first slice of issue 9: no classes, functions or control flow yet.
final class Interpreter {
  let file: String
  let converter: SourceLocationConverter
  /// Literal values by the UTF-8 offset where each literal starts (its minus sign included).
  let literals: [Int: Double]
  var variables: [String: Value] = [:]
  /// `PlaygroundPage.current.liveView`.
  var liveView: Value?
  /// The first view the code made, when it sets no live view.
  var firstView: ViewObject?
  /// Evaluation steps so far; runaway code stops at `stepBudget`.
  var steps = 0
  static let stepBudget = 1_000_000
  static let layerLimit = 10_000
  var layers = 0

  init(file: String, converter: SourceLocationConverter, literals: [Int: Double]) {
    self.file = file
    self.converter = converter
    self.literals = literals
  }

  /// `message` at `node`'s position: `Spinner.swift:31:5: message`.
  func error(_ message: String, at node: some SyntaxProtocol) -> RunError {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    return RunError(description: "\(file):\(location.line):\(location.column): \(message)")
  }

  /// Runs every top-level statement in order.
  func run(_ tree: SourceFileSyntax) throws(RunError) {
    for item in tree.statements {
      try execute(item.item, at: item)
    }
  }

  func execute(_ item: CodeBlockItemSyntax.Item, at node: CodeBlockItemSyntax) throws(RunError) {
    switch item {
    case .decl(let decl):
      if decl.is(ImportDeclSyntax.self) { return }
      guard let variable = decl.as(VariableDeclSyntax.self) else {
        throw error("\(Self.describe(decl)) is not simulated by Wobble yet (top-level let, var and expressions are)", at: decl)
      }
      for binding in variable.bindings {
        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
          throw error("only simple names are bound (let name = …)", at: binding)
        }
        guard let initializer = binding.initializer else {
          variables[name] = .nil
          continue
        }
        let value = try evaluate(initializer.value)
        adopt(value, as: name)
        variables[name] = value
      }
    case .expr(let expr):
      _ = try evaluate(expr)
    case .stmt(let stmt):
      if let expression = stmt.as(ExpressionStmtSyntax.self) {
        _ = try evaluate(expression.expression)
        return
      }
      throw error("\(Self.describe(stmt)) is not simulated by Wobble yet", at: stmt)
    }
  }

  /// Layers and views take the name of the binding that first holds them, so `values
  /// ring.strokeEnd at 1` finds them.
  func adopt(_ value: Value, as name: String) {
    switch value {
    case .layer(let layer) where layer.model.name.isEmpty: layer.model.name = name
    case .view(let view) where view.layer.model.name.isEmpty: view.layer.model.name = name
    default: break
    }
  }

  static func describe(_ node: some SyntaxProtocol) -> String {
    let kind = String(describing: node.syntaxNodeType).replacingOccurrences(of: "Syntax", with: "")
    return "`\(node.trimmedDescription.prefix(40))` (\(kind))"
  }

  func step(_ node: some SyntaxProtocol) throws(RunError) {
    steps += 1
    if steps > Self.stepBudget { throw error("stopped after \(Self.stepBudget) steps: runaway code", at: node) }
  }

  // MARK: Expressions

  func evaluate(_ expr: ExprSyntax) throws(RunError) -> Value {
    try step(expr)
    if let literal = expr.as(IntegerLiteralExprSyntax.self) {
      return .number(literalValue(expr, text: literal.literal.text))
    }
    if let literal = expr.as(FloatLiteralExprSyntax.self) {
      return .number(literalValue(expr, text: literal.literal.text))
    }
    if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "-" {
      if let tuned = literals[prefix.positionAfterSkippingLeadingTrivia.utf8Offset] { return .number(tuned) }
      return .number(-(try number(prefix.expression)))
    }
    if let boolean = expr.as(BooleanLiteralExprSyntax.self) { return .bool(boolean.literal.text == "true") }
    if let string = expr.as(StringLiteralExprSyntax.self) {
      var text = ""
      for segment in string.segments {
        guard let plain = segment.as(StringSegmentSyntax.self) else {
          throw error("string interpolation is not simulated by Wobble yet", at: segment)
        }
        text += plain.content.text
      }
      return .string(text)
    }
    if expr.is(NilLiteralExprSyntax.self) { return .nil }
    if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return try evaluate(only.expression)
    }
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      let name = reference.baseName.text
      if let value = variables[name] { return value }
      if name == "M_PI" { return .number(.pi) }
      if name.first?.isUppercase == true { return .type(name) }
      throw error("no value '\(name)' here", at: reference)
    }
    if let member = expr.as(MemberAccessExprSyntax.self) {
      let name = member.declName.baseName.text
      guard let base = member.base else { return try Builtins.implicitMember(name, self, at: member) }
      return try Builtins.member(try evaluate(base), name, self, at: member)
    }
    if let call = expr.as(FunctionCallExprSyntax.self) {
      return try Builtins.call(call, self)
    }
    if let infix = expr.as(InfixOperatorExprSyntax.self) {
      return try infixOperation(infix)
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

  func literalValue(_ expr: ExprSyntax, text: String) -> Double {
    literals[expr.positionAfterSkippingLeadingTrivia.utf8Offset]
      ?? Double(text.replacingOccurrences(of: "_", with: "")) ?? 0
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
    case "<": return .bool(a < b)
    case ">": return .bool(a > b)
    case "<=": return .bool(a <= b)
    case ">=": return .bool(a >= b)
    case "==": return .bool(a == b)
    case "!=": return .bool(a != b)
    default: throw error("the operator \(op) is not simulated by Wobble yet", at: infix)
    }
  }

  func assign(_ value: Value, to target: ExprSyntax) throws(RunError) {
    if let reference = target.as(DeclReferenceExprSyntax.self) {
      variables[reference.baseName.text] = value
      return
    }
    guard let member = target.as(MemberAccessExprSyntax.self), let base = member.base else {
      throw error("cannot assign to \(Self.describe(target))", at: target)
    }
    try Builtins.set(try evaluate(base), member.declName.baseName.text, to: value, self, at: member)
  }
}
