import SwiftSyntax

/// Swift key paths of properties as values (`\.transform.tx`, `\UIView.alpha`): read with
/// `object[keyPath: path]`, written with `object[keyPath: path] = value` (a value on the way
/// changed as a copy and put back, as a `WritableKeyPath` writes through), and called where a
/// function is wanted (`map(\.cgColor)`, SE-0249). Subscript and optional-chaining components
/// (`\.[0]`, `\.superview?.alpha`) are refused with their place.
extension Library {
  /// A key path: its `path`, the property names from the root down (an array of strings).
  static let keyPathType = SimulatedType("KeyPath") { _ in }

  static func keyPathValue(_ path: [String]) -> Value {
    .record(Record(type: keyPathType, fields: ["path": .array(path.map(Value.string))]))
  }
}

extension Value {
  /// The property names of a key path value, root first; nil for any other value.
  var keyPathNames: [String]? {
    guard case .record(let record) = self, record.type === Library.keyPathType,
      case .array(let names)? = record.fields["path"]
    else { return nil }
    return names.compactMap { if case .string(let name) = $0 { name } else { nil } }
  }
}

extension Interpreter {
  /// The value of `\Root.a.b` or `\.a.b`.
  func keyPath(_ expr: KeyPathExprSyntax) throws(RunError) -> Value {
    var names: [String] = []
    for component in expr.components {
      guard case .property(let property) = component.component else {
        throw error("only key paths of properties are simulated by Wobble (not \(component.trimmedDescription))", at: component)
      }
      names.append(property.declName.baseName.text)
    }
    return Library.keyPathValue(names)
  }

  /// `object[keyPath: path]`: each property of the path read in turn.
  func read(keyPath names: [String], of object: Value, at node: some SyntaxProtocol) throws(RunError) -> Value {
    var value = object
    for name in names {
      guard let next = try memberIfAny(value, name, at: node) else {
        throw error("\\.\(name) of \(value.kind) is not simulated by Wobble yet", at: node)
      }
      value = next
    }
    return value
  }

  /// `object[keyPath: path] = value`, `object` what `base` gave: the last property set on what
  /// the path leads to; where that is a value (`\.transform.tx` reaches a `CGAffineTransform`),
  /// the changed copy is set on the one before, up to the first object, or put back in `base`.
  func write(_ value: Value, keyPath names: [String], of object: Value, base: ExprSyntax, at node: Syntax)
    throws(RunError)
  {
    guard !names.isEmpty else { return try assign(value, to: base) }
    var holders = [object]
    for name in names.dropLast() { holders.append(try read(keyPath: [name], of: holders[holders.count - 1], at: node)) }
    var new = value
    for (holder, name) in zip(holders, names).reversed() {
      guard let changed = try settingMember(holder, name, to: new, copyingStruct: true, at: node) else { return }
      new = changed
    }
    try assign(new, to: base)
  }
}
