import Foundation
import SwiftParser
import SwiftSyntax

/// Methods and functions passed by name where a closure is expected, and calling whatever was
/// passed: a closure, or a method reference.
extension Interpreter {
  /// Whether `node` is written as a call's argument, a variable's initial value or the value
  /// assigned, where a method name stands for a function.
  static func isArgument(_ node: some SyntaxProtocol) -> Bool {
    guard let parent = node.parent else { return false }
    if parent.is(LabeledExprSyntax.self) || parent.is(InitializerClauseSyntax.self) { return true }
    // `merchant.callback = customer.handle`: the value assigned (folded or not).
    if let infix = parent.as(InfixOperatorExprSyntax.self) {
      return infix.operator.is(AssignmentExprSyntax.self) && infix.rightOperand.id == node.id
    }
    if let sequence = parent.as(SequenceExprSyntax.self) {
      let elements = Array(sequence.elements)
      guard let i = elements.firstIndex(where: { $0.id == node.id }), i >= 1 else { return false }
      return elements[i - 1].is(AssignmentExprSyntax.self)
    }
    return false
  }

  /// The built-in methods a file may pass by name (each takes its arguments unlabelled).
  static let passableMethods: Set<String> = [
    "addSublayer", "addSubview", "removeFromSuperlayer", "removeFromSuperview", "removeAllAnimations",
    "setNeedsLayout", "layoutIfNeeded", "bringSubviewToFront", "sendSubviewToBack", "addArrangedSubview",
    "removeArrangedSubview",
  ]

  /// `name` read from `receiver` (nil: a top-level function) where a function is passed, as a
  /// method reference; nil when no such method is known.
  func methodReference(_ name: String, of receiver: Value?, at node: some SyntaxProtocol) -> Value? {
    guard Self.isArgument(node) else { return nil }
    let known: Bool
    switch receiver {
    case .type? where name == "init": known = true  // `map(CGFloat.init)`, `map(Dot.init)`
    case nil: known = functions[name] != nil
    case .instance(let instance)?:
      known =
        instance.chain.contains { $0.method(name, parameters: 1) != nil || $0.method(name, parameters: 0) != nil }
        || Self.passableMethods.contains(name)
    case .some(let value): known = Self.passableMethods.contains(name) || extensionMethod(of: value, name, labels: ["_"]) != nil
    }
    return known ? .method(MethodReference(receiver: receiver, name: name, node: Syntax(node))) : nil
  }

  /// The closure a reference to one of the file's functions or methods stands for where the
  /// SDK takes a closure (`UIView.animate(withDuration: 1, animations: grow)`): its body, run on
  /// the receiver with the arguments in order. Nil for the SDK's own methods, and where the
  /// name is overloaded (which one Swift picks depends on the closure type, unknown here).
  func closure(of reference: MethodReference) -> ClosureObject? {
    let function: FunctionDeclSyntax
    switch reference.receiver {
    case nil:
      guard let f = functions[reference.name] else { return nil }
      function = f
    case .instance(let instance)?:
      guard let owner = instance.chain.first(where: { !$0.methods(named: reference.name).isEmpty }) else { return nil }
      let named = owner.methods(named: reference.name)
      guard named.count == 1 else { return nil }
      function = named[0]
    default: return nil
    }
    return ClosureObject(function: function, captured: [scopes[0]], me: reference.receiver, definingFrame: -1, definingBase: 0)
  }

  /// Calls `callee` (a closure or a method reference) with `arguments`, unlabelled.
  func call(value callee: Value, _ arguments: [Value], at node: some SyntaxProtocol) throws(RunError) -> Value {
    switch callee {
    case .closure(let closure): return try call(closure, arguments, at: node)
    case .method(let reference): return try call(reference, arguments)
    // A key path where a function is wanted (`map(\.cgColor)`): its root's property.
    case _ where callee.keyPathNames != nil && arguments.count == 1:
      return try read(keyPath: callee.keyPathNames ?? [], of: arguments[0], at: node)
    default: throw error("expected a closure or a method, found \(callee.kind)", at: node)
    }
  }

  /// A method reference called: the file's function or method of that name taking as many
  /// arguments, else the built-in method, run as the call `receiver.name(a0, a1…)` would be.
  /// Errors name the place the reference is written.
  func call(_ reference: MethodReference, _ arguments: [Value]) throws(RunError) -> Value {
    // A reference names a function without its labels: the arguments fill the parameters in
    // order.
    let values = arguments.map { Optional($0) }
    guard let receiver = reference.receiver else {
      if Self.operatorsAsFunctions.contains(reference.name), arguments.count == 2 {
        return try operatorAsFunction(reference.name, arguments[0], arguments[1], at: reference.node)
      }
      guard let function = functions[reference.name] else {
        throw error("no function '\(reference.name)' here", at: reference.node)
      }
      return try invoke(function.signature.parameterClause.parameters, function.body, values: values, on: nil, at: reference.node)
    }
    if case .type(let type) = receiver, reference.name == "init" {
      // The file's type: its initialiser of that many parameters, else the memberwise one, the
      // arguments filling them in order; a built-in type takes them unlabelled (`CGFloat.init`).
      var labels = labels(count: arguments.count)
      if let declared = types[type] {
        if let initializer = declared.initializers.first(where: {
          $0.signature.parameterClause.parameters.count == arguments.count
        }) {
          labels = initializer.signature.parameterClause.parameters.map { $0.firstName.text }
        } else {
          let stored = declared.properties(static: false).filter { $0.binding.accessorBlock == nil }
          labels = stored.prefix(arguments.count).map { $0.binding.pattern.trimmedDescription }
        }
      } else if let labelled = Self.onlyLabelledInitializer(of: type, count: arguments.count) {
        labels = labelled
      }
      return try callSpelled(type, labels: labels, values: arguments, at: reference.node)
    }
    var function: FunctionDeclSyntax?
    if case .instance(let instance) = receiver {
      function = instance.chain.lazy.compactMap { $0.method(reference.name, parameters: arguments.count) }.first
    }
    if case .enumCase(let value) = receiver { function = value.type.method(reference.name, parameters: arguments.count) }
    if function == nil {
      function = extensionMethod(of: receiver, reference.name, labels: [String](repeating: "_", count: arguments.count))
    }
    if let function {
      return try invoke(
        function.signature.parameterClause.parameters, function.body, values: values, on: receiver, at: reference.node)
    }
    // A built-in method: the call written out over names bound to the values, labelled as
    // its one signature of that many arguments is (`rotated(by:)`), else unlabelled.
    var labels = labels(count: arguments.count)
    let signatures = Library.type(of: receiver)?.methods[reference.name]?.keys.filter {
      ($0.isEmpty ? 0 : $0.split(separator: ":", omittingEmptySubsequences: false).count) == arguments.count
    }
    if let signatures, signatures.count == 1, !signatures[0].isEmpty {
      labels = signatures[0].split(separator: ":", omittingEmptySubsequences: false).map(String.init)
    }
    return try callSpelled(
      "__wobbleReceiver.\(reference.name)", receiver: receiver, labels: labels, values: arguments, at: reference.node)
  }

  private func labels(count: Int) -> [String] { [String](repeating: "_", count: count) }

  /// The labels of a built-in type's one initialiser of `count` arguments when it has none
  /// unlabelled: Swift picks it for `Type.init` by its type (`map(NSNumber.init)` is
  /// `NSNumber(value:)`).
  static func onlyLabelledInitializer(of type: String, count: Int) -> [String]? {
    // Swift's own values convert unlabelled (`map(String.init)` is `String(_:)`, not `String(format:)`).
    if count == 1, unlabelledConversions.contains(type) { return nil }
    var lists = PureFunction.labelLists(of: type)
    for signature in Library.calls[type]?.keys ?? [:].keys {
      lists.append(signature.isEmpty ? [] : signature.split(separator: ":", omittingEmptySubsequences: false).map(String.init))
    }
    let candidates = Set(lists.filter { $0.count == count })
    guard !candidates.contains([String](repeating: "_", count: count)), candidates.count == 1 else { return nil }
    return candidates.first
  }

  /// Types whose one-argument initialiser Swift calls unlabelled, whatever labelled ones they have.
  static let unlabelledConversions: Set<String> = [
    "String", "Int", "Double", "Float", "CGFloat", "Bool", "Character", "Substring",
  ]

  /// The built-in `callee(label: value, …)` run as if written (its arguments bound to names
  /// only it can see); errors name `node`, where the call really is.
  func callSpelled(
    _ callee: String, receiver: Value? = nil, labels: [String], values: [Value], at node: some SyntaxProtocol
  ) throws(RunError) -> Value {
    let call = Self.spelledCall(callee, labels: labels)
    var scope: Bindings = [:]
    if let receiver { scope["__wobbleReceiver"] = receiver }
    for (i, value) in values.enumerated() { scope["__wobbleArgument\(i)"] = value }
    scopes.append(scope)
    defer { scopes.removeLast() }
    do {
      return try self.call(call)
    } catch {
      // The spelled call has no place in the file: the message moves to the real one.
      throw self.error(error.message, at: node)
    }
  }

  /// A convenience initialiser of built-in `type` run with `values`: the value its
  /// `self.init(…)` made.
  func construct(
    _ type: String, with initializer: InitializerDeclSyntax, labels: [String], values: [Value], at node: some SyntaxProtocol
  ) throws(RunError) -> Value {
    constructing.append((type, nil, selves.count))
    defer { constructing.removeLast() }
    _ = try invoke(
      initializer.signature.parameterClause.parameters, initializer.body, labels: labels, values: values, on: nil, at: node)
    guard let made = constructing.last?.result else {
      throw error("\(type)'s initialiser here did not call self.init(…)", at: initializer)
    }
    return made
  }

  /// `callee(label: __wobbleArgument0, …)`, parsed once per callee and labels.
  static func spelledCall(_ callee: String, labels: [String]) -> FunctionCallExprSyntax {
    let key = callee + "(" + labels.map { $0 + ":" }.joined() + ")"
    spelledCalls.lock.lock()
    defer { spelledCalls.lock.unlock() }
    if let known = spelledCalls.calls[key] { return known }
    let arguments = labels.enumerated().map { i, label in (label == "_" ? "" : label + ": ") + "__wobbleArgument\(i)" }
    var parser = Parser(callee + "(" + arguments.joined(separator: ", ") + ")")
    let call = ExprSyntax.parse(from: &parser).cast(FunctionCallExprSyntax.self)
    spelledCalls.calls[key] = call
    return call
  }

  nonisolated(unsafe) static let spelledCalls = SpelledCalls()

  final class SpelledCalls {
    let lock = NSLock()
    var calls: [String: FunctionCallExprSyntax] = [:]
  }

  /// Swift's operators a file passes as functions (`sorted(by: >)`, `reduce(0, +)`, `max(by: <)`).
  static let operatorsAsFunctions: Set<String> = ["<", ">", "<=", ">=", "==", "!=", "+", "-", "*", "/"]

  /// `op` applied to `a` and `b` as an infix use would: the file's own operator function that
  /// fits them, else Swift's (the compiled infix's own `sum` and `compare`; `==` as `matches`).
  func operatorAsFunction(_ op: String, _ a: Value, _ b: Value, at node: Syntax) throws(RunError) -> Value {
    if let declared = operatorFunction(declaredOperators(op), a, b) { return try callOperator(declared, a, b, at: node).result }
    switch op {
    case "+": return try sum(a, b, at: node, node, node)
    case "<", ">", "<=", ">=": return try compare(op, a, b, at: node, node)
    case "==", "!=": return .bool(try matches(a, b) == (op == "=="))
    default:
      let (x, y) = (try number(a, at: node), try number(b, at: node))
      return .number(op == "-" ? x - y : op == "*" ? x * y : x / y)
    }
  }
}
