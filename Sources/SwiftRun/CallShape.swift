import SwiftSyntax

/// A call site as the built-ins dispatch on it: its arguments, their labels (`_` for none; a
/// trailing closure is one more argument labelled `trailing`, further trailing closures keep
/// their labels), the labels joined by `:`, and the called name (`a.b.c`). A class: it is read
/// once per site and passed on every call.
final class CallShape {
  /// What the SDK has for the call, once looked up (`Interpreter+Calls.swift`).
  var resolvedLibraryCall: CallHandler??
  var resolvedPureFunction: PureFunction??
  /// The SDK method last called here and its type (`CallShape.method(of:_:)`).
  unowned(unsafe) var methodType: SimulatedType?
  var methodHandler: MethodHandler?
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
