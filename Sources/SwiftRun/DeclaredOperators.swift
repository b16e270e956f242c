import SwiftSyntax

/// The operands of an infix operator the file declares, evaluated once and handed to Swift's
/// own operator when none of the file's functions fits them.
final class OperandBox {
  var left: Value = .void
  var right: Value = .void
}

extension Interpreter {
  /// The functions the file declares for operator `op`: top-level ones and static ones in its
  /// types and extensions (`extension CGAffineTransform { static func +=(…) }`).
  func declaredOperators(_ op: String) -> [FunctionDeclSyntax] {
    if code.operatorFunctions == nil {
      var byName: [String: [FunctionDeclSyntax]] = [:]
      let all = Array(functions.values) + types.values.flatMap(\.functions)
      for function in all {
        guard let first = function.name.text.first, !first.isLetter, first != "_" else { continue }
        byName[function.name.text, default: []].append(function)
      }
      code.operatorFunctions = byName
    }
    return code.operatorFunctions?[op] ?? []
  }

  /// The first of `candidates` whose two parameters' written types fit `x` and `y` (a type
  /// written as something Wobble cannot name fits anything).
  func operatorFunction(_ candidates: [FunctionDeclSyntax], _ x: Value, _ y: Value) -> FunctionDeclSyntax? {
    candidates.first { function in
      let parameters = Array(function.signature.parameterClause.parameters)
      guard parameters.count == 2 else { return false }
      return fits(x, parameters[0].type) && fits(y, parameters[1].type)
    }
  }

  /// Whether `value` is of the written `type` (`inout` and optionality looked through).
  func fits(_ value: Value, _ type: TypeSyntax) -> Bool {
    var type = type
    if let attributed = type.as(AttributedTypeSyntax.self) { type = attributed.baseType }
    guard let name = Self.typeName(type) else { return true }
    switch value {
    case .instance(let instance): return instance.chain.contains { $0.name == name }
    case .enumCase(let value): return value.type.name == name
    default:
      guard let written = Library.types[name], let actual = Library.type(of: value) else { return false }
      return written === actual || actual.isKind(of: written.name)
    }
  }

  /// Calls operator `function` with `x` and `y`: its result, and its first parameter's value at
  /// the end (what an `inout` left-hand side is given back).
  func callOperator(_ function: FunctionDeclSyntax, _ x: Value, _ y: Value, at node: some SyntaxProtocol)
    throws(RunError) -> (result: Value, left: Value)
  {
    let parameters = function.signature.parameterClause.parameters
    let (result, left) = try invoke(
      parameters, function.body, values: [x, y], on: nil, at: node, readingBack: code.parameterList(parameters)[0].name)
    return (result, left ?? x)
  }
}
