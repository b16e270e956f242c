import Geometry
import SwiftSyntax

/// An instance of a class the file declares: its stored properties, and, for a `UIView`
/// subclass, the view it is (so `bounds`, `layer`, `addSubview` and `backgroundColor` work on
/// it as on any view).
final class Instance {
  let declaration: ClassDeclSyntax
  let view: ViewObject?
  var properties: [String: Value] = [:]
  /// `lazy var` initialisers not yet run: evaluated on first read.
  var lazy: [String: ExprSyntax] = [:]

  init(declaration: ClassDeclSyntax, view: ViewObject?) {
    self.declaration = declaration
    self.view = view
  }

  var className: String { declaration.name.text }

  /// The method called `name` taking `parameters` arguments, whatever their labels (a
  /// `#selector` names a method without them).
  func anyMethod(_ name: String, parameters: Int) -> FunctionDeclSyntax? {
    declaration.memberBlock.members.compactMap { $0.decl.as(FunctionDeclSyntax.self) }
      .first { $0.name.text == name && $0.signature.parameterClause.parameters.count == parameters }
  }

  /// The method called `name` with these argument labels, if the class declares it.
  func method(_ name: String, labels: [String]) -> FunctionDeclSyntax? {
    for member in declaration.memberBlock.members {
      guard let function = member.decl.as(FunctionDeclSyntax.self), function.name.text == name else { continue }
      let declared = function.signature.parameterClause.parameters.map { $0.firstName.text }
      if declared == labels { return function }
    }
    return nil
  }
}

extension Interpreter {
  /// Whether `name` is a class the file declares with a view superclass (directly or through
  /// another declared class).
  func isViewClass(_ declaration: ClassDeclSyntax) -> Bool {
    guard let inherited = declaration.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return false }
    if inherited == "UIView" { return true }
    return classes[inherited].map(isViewClass) ?? false
  }

  /// `Name(…)`: a new instance — stored properties first (in declaration order), then the
  /// matching `init`, or for a view without one, `init(frame:)`'s frame.
  func instantiate(_ declaration: ClassDeclSyntax, _ arguments: [LabeledExprSyntax], at node: some SyntaxProtocol)
    throws(RunError) -> Value
  {
    var values: [Value] = []
    for argument in arguments { values.append(try evaluate(argument.expression)) }
    return try instantiate(declaration, labels: arguments.map { $0.label?.text ?? "_" }, values: values, at: node)
  }

  /// The same with the arguments' labels and values.
  func instantiate(_ declaration: ClassDeclSyntax, labels: [String], values: [Value], at node: some SyntaxProtocol)
    throws(RunError) -> Value
  {
    let view = isViewClass(declaration) ? ViewObject(name: "") : nil
    if let view {
      try Builtins.countLayer(self, at: node)
      views.append(view)
    }
    if let view, firstView == nil { firstView = view }
    let instance = Instance(declaration: declaration, view: view)
    try withSelf(instance) { () throws(RunError) in
      for member in declaration.memberBlock.members {
        guard let variable = member.decl.as(VariableDeclSyntax.self),
          !variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" })
        else { continue }
        for binding in variable.bindings {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          // Computed properties are evaluated when read; observed ones (didSet) are stored.
          if let accessors = binding.accessorBlock, !Self.isObserved(accessors) { continue }
          if variable.modifiers.contains(where: { $0.name.text == "lazy" }), let initializer = binding.initializer {
            instance.lazy[name] = initializer.value
            continue
          }
          let value = try binding.initializer.map { i throws(RunError) in try evaluate(i.value) } ?? .nil
          adopt(value, as: name)
          instance.properties[name] = value
        }
      }
    }
    // A trailing closure fills the last parameter, whatever its label.
    let initializer = declaration.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
      .first { candidate in
        let declared = candidate.signature.parameterClause.parameters.map(\.firstName.text)
        return declared == labels
          || (labels.last == "trailing" && declared.count == labels.count
            && Array(declared.dropLast()) == Array(labels.dropLast()))
      }
    if let initializer {
      _ = try invoke(initializer.signature.parameterClause.parameters, initializer.body, values: values, on: instance, at: node)
    } else if let view, labels == ["frame"] {
      guard case .rect(let r) = values[0] else { throw error("frame takes a CGRect", at: node) }
      view.layer.model.setFrame(r)
    } else if !values.isEmpty {
      throw error("\(declaration.name.text) has no init(\(labels.map { $0 + ":" }.joined()))", at: node)
    }
    instances.append(instance)
    return .instance(instance)
  }

  /// Whether the accessors are only `willSet`/`didSet` observers (a stored property).
  static func isObserved(_ accessors: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let list) = accessors.accessors else { return false }
    return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
  }

  /// A stored property's value, running a `lazy` initialiser on its first read.
  func stored(_ name: String, of instance: Instance) throws(RunError) -> Value? {
    if let value = instance.properties[name] { return value }
    guard let initializer = instance.lazy.removeValue(forKey: name) else { return nil }
    var value = Value.nil
    try withSelf(instance) { () throws(RunError) in value = try evaluate(initializer) }
    // The property names the layer it holds, over a name the initialising closure gave it.
    if case .layer(let layer) = value { layer.model.name = name }
    instance.properties[name] = value
    return value
  }

  /// Runs the `didSet` observer of `name`, if the class declares one, with `oldValue`.
  func didSet(_ name: String, of instance: Instance, old: Value) throws(RunError) {
    for member in instance.declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self) else { continue }
      for binding in variable.bindings where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
        guard case .accessors(let list)? = binding.accessorBlock?.accessors,
          let observer = list.first(where: { $0.accessorSpecifier.text == "didSet" }), let body = observer.body
        else { return }
        let parameter = observer.parameters?.name.text ?? "oldValue"
        let saved = scopes
        scopes = [scopes[0], [parameter: old]]
        defer { restore(saved) }
        try withSelf(instance) { () throws(RunError) in _ = try execute(body.statements) }
        return
      }
    }
  }

  /// Runs `body` with `instance` as `self`.
  func withSelf(_ instance: Instance, _ body: () throws(RunError) -> Void) throws(RunError) {
    selves.append(instance)
    defer { selves.removeLast() }
    try body()
  }

  /// Calls a method or initialiser body on `instance` with its parameters bound.
  func invoke(
    _ parameters: FunctionParameterListSyntax, _ body: CodeBlockSyntax?, _ arguments: [LabeledExprSyntax],
    on instance: Instance, at node: some SyntaxProtocol
  ) throws(RunError) -> Value {
    var values: [Value] = []
    for argument in arguments { values.append(try evaluate(argument.expression)) }
    return try invoke(parameters, body, values: values, on: instance, at: node)
  }

  /// The same with the arguments' values.
  func invoke(
    _ parameters: FunctionParameterListSyntax, _ body: CodeBlockSyntax?, values: [Value], on instance: Instance,
    at node: some SyntaxProtocol
  ) throws(RunError) -> Value {
    depth += 1
    defer { depth -= 1 }
    if depth > Self.depthLimit { throw error("calls nested more than \(Self.depthLimit) deep", at: node) }
    var scope: [String: Value] = [:]
    for (parameter, value) in zip(parameters, values) {
      scope[(parameter.secondName ?? parameter.firstName).text] = value
    }
    guard let body else { return .void }
    let saved = scopes
    scopes = [scopes[0], scope]
    defer { restore(saved) }
    var result = Value.void
    try withSelf(instance) { () throws(RunError) in
      if case .returned(let value) = try execute(body.statements) { result = value }
    }
    return result
  }

  /// UIKit lays views out before they are shown: each view instance whose class overrides
  /// `layoutSubviews()` runs it once, in the order they were made.
  func layOut() throws(RunError) {
    for instance in instances {
      guard let method = instance.method("layoutSubviews", labels: []) else { continue }
      _ = try invoke(method.signature.parameterClause.parameters, method.body, [], on: instance, at: method)
    }
  }

  /// A static member (`static let rate: CGFloat = 0.3`) of a declared class.
  func staticMember(_ declaration: ClassDeclSyntax, _ name: String, at node: some SyntaxProtocol) throws(RunError) -> Value? {
    for member in declaration.memberBlock.members {
      guard let variable = member.decl.as(VariableDeclSyntax.self),
        variable.modifiers.contains(where: { $0.name.text == "static" || $0.name.text == "class" })
      else { continue }
      for binding in variable.bindings where binding.pattern.trimmedDescription == name {
        return try binding.initializer.map { i throws(RunError) in try evaluate(i.value) } ?? .nil
      }
    }
    return nil
  }

  /// A file that only declares a view class (no playground code): one is made, 240 × 240
  /// points (square, as loaders and indicators mostly are), laid out, and started with the first of `startAnimating()`, `startAnimation()`,
  /// `start()` or `animate()` it declares.
  func showFirstViewClass() throws(RunError) {
    guard let declaration = classes.values.sorted(by: { $0.position < $1.position }).first(where: isViewClass) else { return }
    guard
      case .instance(let instance) = try instantiate(
        declaration, labels: ["frame"], values: [.rect(Rect(x: 0, y: 0, width: 240, height: 240))], at: declaration)
    else { return }
    try layOut()
    for name in ["startAnimating", "startAnimation", "start", "animate"] {
      if let method = instance.method(name, labels: []) {
        _ = try invoke(method.signature.parameterClause.parameters, method.body, [], on: instance, at: method)
        break
      }
    }
    liveView = .instance(instance)
  }
}
