import Geometry
import SwiftSyntax

/// The arguments of one call to the simulated SDK, read by kind as the callee takes them. A
/// wrong kind is refused in one shape, with the place of the argument:
/// "`CABasicAnimation(keyPath:)`: argument 1: got a CGPoint, want a string".
///
/// Arguments are evaluated when read, in the order the callee reads them (trailing closures
/// numbered after the written arguments), from compiled code when the caller has it, or from
/// the run's argument stack when the caller pushed them (`PureFunction`).
struct Arguments {
  let run: Interpreter
  let call: FunctionCallExprSyntax
  let shape: CallShape
  let compiled: [Compiled]?
  /// Where pushed values start on `run.argumentStack`, when the caller evaluated them.
  let stackBase: Int?
  /// The type whose method is called (`CALayer` for `layer.add(_:forKey:)`), for messages.
  let owner: String?

  init(
    _ call: FunctionCallExprSyntax, _ run: Interpreter, shape: CallShape, compiled: [Compiled]? = nil,
    stackBase: Int? = nil, owner: String? = nil
  ) {
    (self.call, self.run, self.shape, self.compiled, self.stackBase, self.owner) =
      (call, run, shape, compiled, stackBase, owner)
  }

  /// The same arguments given to a method of `owner`.
  func method(of owner: String) -> Arguments {
    Arguments(call, run, shape: shape, compiled: compiled, stackBase: stackBase, owner: owner)
  }

  var labels: [String] { shape.labels }
  var signature: String { shape.signature }
  var count: Int { shape.labels.count }

  /// How the call is spelled in messages: `UIView.animate(withDuration:animations:)`, or for
  /// a method its type's name and the method's (`CALayer.add(_:forKey:)`).
  var spelling: String {
    var name = shape.calledName
    if let owner { name = owner + "." + (name.split(separator: ".").last.map(String.init) ?? name) }
    return name + "(" + labels.map { $0 == "trailing" ? "_:" : $0 + ":" }.joined() + ")"
  }

  /// Argument `i` (0-based), evaluated now.
  func value(_ i: Int) throws(RunError) -> Value {
    if let stackBase { return run.argumentStack[stackBase + i] }
    if let compiled { return try compiled[i](run) }
    let written = shape.arguments.count
    if i == written, let closure = call.trailingClosure { return try run.evaluate(ExprSyntax(closure)) }
    if i > written { return try run.evaluate(ExprSyntax(shape.additional[i - written - 1].closure)) }
    return try run.evaluate(shape.arguments[i].expression)
  }

  /// Puts `value` into the variable argument `i` names (`&glyphs`), as a C function writes
  /// through a pointer; refused when the argument is not passed with `&`.
  func writeBack(_ i: Int, _ value: Value) throws(RunError) {
    guard i < shape.arguments.count else { throw error(i, "pass a variable with & for the function to write into") }
    if let target = shape.arguments[i].expression.as(InOutExprSyntax.self) { return try run.assign(value, to: target.expression) }
    // A pointer a `withUnsafeMutablePointer` body was given: its variable.
    if case .record(let pointer) = try self.value(i), let target = run.pointerTargets[ObjectIdentifier(pointer)] {
      return try run.assign(value, to: target)
    }
    throw error(i, "pass a variable with & (or a pointer to one) for the function to write into")
  }

  /// Every argument, in order.
  func values() throws(RunError) -> [Value] {
    var values: [Value] = []
    for i in labels.indices { values.append(try value(i)) }
    return values
  }

  /// Where argument `i` is written (the call, for a trailing closure).
  func place(_ i: Int) -> Syntax { i < shape.arguments.count ? Syntax(shape.arguments[i]) : Syntax(call) }

  /// The refusal of argument `i`, `got`, where `want` was wanted.
  func wrong(_ i: Int, got: Value, want: String) -> RunError {
    run.error("\(spelling): argument \(i + 1): got \(got.kind), want \(want)", at: place(i))
  }

  /// A refusal of the call as a whole.
  func error(_ message: String) -> RunError { run.error("\(spelling): \(message)", at: call) }
  /// A refusal of argument `i`.
  func error(_ i: Int, _ message: String) -> RunError {
    run.error("\(spelling): argument \(i + 1): \(message)", at: place(i))
  }

  func read<T>(_ i: Int, _ kind: Kind<T>) throws(RunError) -> T {
    let v = try value(i)
    if let x = kind.read(v) { return x }
    // `setTitleColor(.tintColor, for: .normal)`, `(.brandBlue, …)`: an implicit member of the
    // type the SDK's argument takes (a colour or an image), which the call's context did not say.
    // `weight: .black`: a case name UIKit's colours share, read as the case where a case is taken.
    if case .color = v, kind.takes == Kind<String>.string.takes, i < shape.arguments.count,
      let written = shape.arguments[i].expression.as(MemberAccessExprSyntax.self), written.base == nil,
      let x = kind.read(.string(written.declName.baseName.text))
    {
      return x
    }
    if case .string(let member) = v, i < shape.arguments.count,
      let written = shape.arguments[i].expression.as(MemberAccessExprSyntax.self), written.base == nil,
      let type = Interpreter.implicitType(taking: kind.takes), let found = run.sdkStatic(type, member, at: place(i)),
      let x = kind.read(found)
    {
      return x
    }
    throw wrong(i, got: v, want: kind.takes)
  }

  /// (Numbers and points are read directly: every pure function call reads them.)
  func number(_ i: Int) throws(RunError) -> Double {
    // Matched in place on the stack: copying a `Value` out costs more than the match.
    if let stackBase, case .number(let x) = run.argumentStack[stackBase + i] { return x }
    let v = try value(i)
    guard case .number(let x) = v else { throw wrong(i, got: v, want: "a number") }
    return x
  }
  /// A whole number for an `Int` parameter (an index): refused when it is not finite, not whole
  /// or past ±2⁵³, where Swift would not compile it or would trap.
  func whole(_ i: Int) throws(RunError) -> Int {
    let x = try number(i)
    guard x.isFinite, x == x.rounded(), abs(x) <= 9_007_199_254_740_992 else {
      throw error(i, "want a whole number, not \(Interpreter.text(of: x))")
    }
    return Int(x)
  }
  func bool(_ i: Int) throws(RunError) -> Bool { try read(i, .bool) }
  func string(_ i: Int) throws(RunError) -> String { try read(i, .string) }
  func point(_ i: Int) throws(RunError) -> Point {
    if let stackBase, case .point(let p) = run.argumentStack[stackBase + i] { return p }
    let v = try value(i)
    guard case .point(let p) = v else { throw wrong(i, got: v, want: "a CGPoint") }
    return p
  }
  func rect(_ i: Int) throws(RunError) -> Rect { try read(i, .rect) }
  func transform(_ i: Int) throws(RunError) -> Transform3D {
    if let stackBase, case .transform(let t) = run.argumentStack[stackBase + i] { return t }
    return try read(i, .transform)
  }

  func size(_ i: Int) throws(RunError) -> Size { try read(i, .size) }
  /// A `UIEdgeInsets` (a labelled tuple of four numbers), in points.
  func edgeInsets(_ i: Int) throws(RunError) -> (top: Double, left: Double, bottom: Double, right: Double) {
    let v = try value(i)
    guard case .tuple(let fields, let labels) = v, labels == ["top", "left", "bottom", "right"],
      case .number(let top) = fields[0], case .number(let left) = fields[1],
      case .number(let bottom) = fields[2], case .number(let right) = fields[3]
    else { throw wrong(i, got: v, want: "a UIEdgeInsets") }
    return (top, left, bottom, right)
  }
  func affine(_ i: Int) throws(RunError) -> AffineTransform {
    if let stackBase, case .affine(let m) = run.argumentStack[stackBase + i] { return m }
    return try read(i, .affine)
  }
  func color(_ i: Int) throws(RunError) -> Color { try read(i, .someColor) }
  /// A closure, or one of the file's functions or methods passed by name (`animations: grow`).
  func closure(_ i: Int) throws(RunError) -> ClosureObject {
    let given = try value(i)
    if case .method(let reference) = given, let closure = run.closure(of: reference) { return closure }
    // A `DispatchWorkItem` runs its block (unless cancelled by then).
    if case .record(let item) = given, item.type === Library.dispatchWorkItem, case .closure(let block)? = item.fields["block"] {
      return block
    }
    return try read(i, .closure)
  }

  /// A closure (or a function passed by name), or nil for `nil` (`completion: nil`).
  func optionalClosure(_ i: Int) throws(RunError) -> ClosureObject? {
    let v = try value(i)
    switch v {
    case .closure(let c): return c
    case .method(let reference) where run.closure(of: reference) != nil: return run.closure(of: reference)
    case .nil: return nil
    default: throw wrong(i, got: v, want: "a closure or nil")
    }
  }

  func layer(_ i: Int) throws(RunError) -> LayerObject { try read(i, .layer) }

  /// The layer of a view (a UIKit view or a view of the file's class).
  func viewLayer(_ i: Int) throws(RunError) -> LayerObject {
    let v = try value(i)
    guard let layer = v.viewLayer else { throw wrong(i, got: v, want: "a UIView") }
    return layer
  }
}

extension Value {
  /// The layer of a view value (a UIKit view or a view of the file's class).
  var viewLayer: LayerObject? {
    switch self {
    case .view(let v): v.layer
    case .instance(let i): i.view?.layer
    default: nil
    }
  }
}

/// A value assigned to a simulated property (`layer.opacity = 0.5`), with what reading it
/// needs: the property's owner and name for messages, the run and the place.
struct Assignment {
  let value: Value
  let owner: String
  let name: String
  let run: Interpreter
  let node: Syntax

  /// The refusal of the value where `want` was wanted: "CALayer.opacity: got a string, want a number".
  /// A case name written without its type (`.random`) that is none of the property's is most
  /// often a static member an extension in another file of the app declares: said so.
  func wrong(want: String) -> RunError {
    if case .string(let member) = value, let written = implicitMember, written == member {
      return run.error(
        "\(owner).\(name): .\(member) is not one Wobble knows where \(want) is wanted (if another file of the app "
          + "declares it in an extension, open the files together: `open A.swift B.swift`)", at: node)
    }
    return run.error("\(owner).\(name): got \(value.kind), want \(want)", at: node)
  }

  /// The name of the implicit member expression assigned (`x.tint = .random` gives "random"),
  /// if the value assigned is written as one.
  private var implicitMember: String? {
    var site: Syntax? = node
    while let s = site, !s.is(InfixOperatorExprSyntax.self), !s.is(CodeBlockItemSyntax.self) { site = s.parent }
    guard let infix = site?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
      let member = infix.rightOperand.as(MemberAccessExprSyntax.self), member.base == nil
    else { return nil }
    return member.declName.baseName.text
  }
  func error(_ message: String) -> RunError { run.error("\(owner).\(name): \(message)", at: node) }

  /// The value assigned, read as a static member of the type the property takes (a colour or
  /// an image: `UIColor.tintColor`, a colour set's Xcode-generated symbol) where it is written
  /// as an implicit member (`button.backgroundColor = .brandLightBlue`); nil otherwise.
  func implicitStatic(taking takes: String) -> Value? {
    guard case .string(let member) = value, implicitMember == member, let type = Interpreter.implicitType(taking: takes)
    else { return nil }
    return run.sdkStatic(type, member, at: node)
  }
}
