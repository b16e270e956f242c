import Animation
import Foundation
import Geometry
import SwiftOperators
import SwiftParser
import SwiftSyntax

/// Variables and functions: the scopes a name is looked up in, call frames, the step budget.
extension Interpreter {
  /// Binds `name` in the innermost scope (a struct is copied, as Swift copies values).
  func declare(_ name: String, _ value: Value) { scopes[scopes.count - 1].bind(name, copied(value)) }

  /// The value of `name` in the innermost visible scope that binds it.
  func lookup(_ name: String) -> Value? {
    var i = scopes.count - 1
    while i >= frameBase {
      if let v = scopes[i][name] { return v }
      i -= 1
    }
    return scopes[0][name]
  }

  /// A variable of the calling frames' own scopes (not the top level's), if bound.
  func lookupLocal(_ name: String) -> Value? {
    var i = scopes.count - 1
    while i >= frameBase {
      if let v = scopes[i][name] { return v }
      i -= 1
    }
    return nil
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
    nextFrame += 1
    liveFrames.append(nextFrame)
    return frame
  }

  /// Leaves a frame: the callee's scopes go, what it changed at the top level stays (those
  /// variables are shared).
  func leave(_ frame: Frame) {
    scopes.removeSubrange(frame.count...)
    frameBase = frame.base
    liveFrames.removeLast()
  }

  /// The scopes a closure made now captures: the top level (by reference: index 0 stands for
  /// it) and the visible locals, each variable in a cell shared with the frame (`Bindings.share`).
  func captureScopes() -> [Bindings] {
    for i in max(frameBase, 1)..<max(scopes.count, 1) { scopes[i].share() }
    return [scopes[0]] + scopes[frameBase...]
  }

  static let depthLimit = 200

  /// Whether `initializer` is a closure called where it is written (`{ … }()`).
  static func isMadeInPlace(_ initializer: ExprSyntax) -> Bool {
    initializer.as(FunctionCallExprSyntax.self)?.calledExpression.is(ClosureExprSyntax.self) == true
  }

  /// Layers and views take the name of the binding that first holds them, so `values
  /// ring.strokeEnd at 1` finds them; one a closure called in place makes for a property or
  /// variable (`let topView: UIView = { let view = UIView() … }()`) takes the property's name
  /// over the closure's local one, as the reader knows it.
  func adopt(_ value: Value, as name: String, madeInPlace: Bool = false) {
    if madeInPlace {
      if case .layer(let layer) = value { layer.model.name = name }
      if let view = value.asView { view.layer.model.name = name }
      return
    }
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
    if let reference = expr.as(DeclReferenceExprSyntax.self) { return reference.baseName.unescaped }
    if let member = expr.as(MemberAccessExprSyntax.self), let base = member.base {
      // `Swift.abs(x)`, `Darwin.sqrt(x)`: a function named with its module is the function.
      if let module = base.as(DeclReferenceExprSyntax.self)?.baseName.text, moduleNames.contains(module) {
        return member.declName.baseName.text
      }
      return name(of: base) + "." + member.declName.baseName.text
    }
    // `Pair<CGFloat>(…)`, `Array<CGFloat>(repeating:count:)`: the type's name (a value of the
    // program carries its own type; the arguments only check it in Swift).
    if let specialized = expr.as(GenericSpecializationExprSyntax.self) { return name(of: specialized.expression) }
    // `DispatchQueue.global(qos: .background)`: the queue, whatever its quality of service.
    if let call = expr.as(FunctionCallExprSyntax.self), name(of: call.calledExpression) == "DispatchQueue.global" {
      return "DispatchQueue.global"
    }
    return expr.trimmedDescription
  }

  /// The modules a free function may be qualified with (`Swift.max`, `Foundation.sqrt`).
  static let moduleNames: Set<String> = ["Swift", "Darwin", "Glibc", "Foundation", "CoreGraphics", "UIKit", "QuartzCore"]

  static func describe(_ node: some SyntaxProtocol) -> String {
    let kind = String(describing: node.syntaxNodeType).replacingOccurrences(of: "Syntax", with: "")
    // On one line: the code's line breaks and indentation as single spaces.
    let text = node.trimmedDescription.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return "`\(text.prefix(40))` (\(kind))"
  }

  @inline(__always)
  func step(_ node: some SyntaxProtocol) throws(RunError) {
    steps &+= 1
    if steps & RunInterruption.stride == 0, isInterrupted() { throw RunError.interrupted }
    if steps > Self.stepBudget { throw runaway(at: node) }
  }

  /// Refuses at `node`, before it is made, a string of more than `sizeLimit` UTF-8 bytes or an
  /// array of more than `sizeLimit` elements (a string or array doubled 40 times ran out of
  /// memory). Every place where a string or array grows asks this.
  @inline(__always)
  func checkSize(bytes: Int = 0, elements: Int = 0, at node: some SyntaxProtocol) throws(RunError) {
    if bytes > Self.sizeLimit || elements > Self.sizeLimit { throw tooLarge(bytes: bytes, elements: elements, at: node) }
  }

  @inline(never)
  private func tooLarge(bytes: Int, elements: Int, at node: some SyntaxProtocol) -> RunError {
    let what = bytes > Self.sizeLimit ? "a string of \(bytes) bytes" : "an array of \(elements) elements"
    return error("\(what): Wobble makes strings and arrays of at most \(Self.sizeLimit) (bytes, elements)", at: node)
  }

  /// The error of a run out of steps (apart, so that counting a step stays a few instructions).
  @inline(never)
  func runaway(at node: some SyntaxProtocol) -> RunError {
    error("stopped after \(Self.stepBudget) steps: runaway code", at: node)
  }
}
