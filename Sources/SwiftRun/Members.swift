import SwiftSyntax
import SwiftSource
import Geometry

/// Finding what the file declares for a value: an enum's cases and raw values, the methods
/// and properties its extensions add to the types Wobble provides.
extension Interpreter {
  /// The case of a declared enum called `name` (`.fast` where no type is written), if one
  /// enum has it.
  func enumCase(named name: String) -> EnumCase? {
    let owners = types.values.filter { $0.kind == .enum && $0.cases.contains { $0.name == name } }
    guard owners.count == 1 else { return nil }
    return EnumCase(type: owners[0], name: name)
  }

  /// The enum of the file with a case `name` that has associated values: the one that has it,
  /// else of those that have it the one the code around `node` wants (`var width: StrokeWidth =
  /// .relative(scale: 0.2)` beside a `Spacing` with the same cases), as Swift reads it.
  func enumOwner(ofCase name: String, at node: some SyntaxProtocol) -> TypeDeclaration? {
    let owners = types.values.filter { $0.kind == .enum && $0.associatedLabels(of: name) != nil }
    if owners.count == 1 { return owners[0] }
    guard owners.count > 1, let wanted = typeWanted(at: node), let type = registeredType(wanted, at: node) else { return nil }
    return owners.first { $0 === type }
  }

  /// Case `name` of `owner` holding `payload`, its labels checked as Swift checks them.
  func enumCase(
    _ name: String, of owner: TypeDeclaration, labels: [String], payload: [Value], at call: some SyntaxProtocol
  ) throws(RunError) -> Value {
    let wanted = owner.associatedLabels(of: name) ?? []
    guard labels == wanted else {
      let spelled = wanted.map { $0 + ":" }.joined()
      throw error("\(owner.name).\(name) takes (\(spelled)), not (\(labels.map { $0 + ":" }.joined()))", at: call)
    }
    return .enumCase(EnumCase(type: owner, name: name, payload: payload.map(copied)))
  }

  /// A case's raw value: the literal written (a tunable number), else for `Int` raw values
  /// one more than the case before (from 0) and for `String` ones the case's name.
  func rawValue(_ value: EnumCase, at node: some SyntaxProtocol) throws(RunError) -> Value {
    var previous: Double = -1
    for (name, raw) in value.type.cases {
      let own: Value
      if let raw {
        own = try evaluate(raw)
      } else if value.type.inherited == "String" {
        own = .string(name)
      } else {
        own = .number(previous + 1)
      }
      if case .number(let x) = own { previous = x }
      if name == value.name { return own }
    }
    throw error("\(value.type.name) has no case \(value.name)", at: node)
  }

  /// The names a value's type goes by, most specific first, for the file's extensions.
  static func typeNames(of value: Value) -> [String] {
    switch value {
    case .number: ["CGFloat", "Double", "Float", "Int"]
    case .bool: ["Bool"]
    // One value for both: code that compiled calls an `NSString` extension's method only on
    // an `NSString` (`NSString(string:)`, `as NSString`). The standard library's protocols
    // the value's type conforms to follow its own type (`extension Collection { subscript(safe:) }`).
    case .string:
      ["String", "NSString", "NSMutableString", "StringProtocol", "BidirectionalCollection", "Collection", "Sequence"]
    case .array:
      [
        "Array", "RandomAccessCollection", "MutableCollection", "RangeReplaceableCollection", "BidirectionalCollection",
        "Collection", "Sequence",
      ]
    case .dictionary: ["Dictionary", "Collection", "Sequence"]
    case .point: ["CGPoint"]
    case .size: ["CGSize"]
    case .rect: ["CGRect"]
    case .color: ["UIColor", "CGColor"]
    case .path: ["UIBezierPath", "CGPath", "CGMutablePath"]
    case .layer(let l): l.type.chain
    case .view(let v): v.type.chain
    case .animation(let a): a.type.chain
    case .timingFunction: ["CAMediaTimingFunction"]
    case .transform: ["CATransform3D"]
    case .affine: ["CGAffineTransform"]
    // A controller of the file: the SDK controller class it subclasses, and that class's
    // superclasses (`extension UIViewController { var spinnerView … }`).
    case .instance(let i) where i.isController:
      Library.types[i.chain.last?.inherited ?? ""]?.chain ?? ["UIViewController"]
    case .instance(let i) where i.view != nil: i.view!.type.chain
    case .emitterCell: ["CAEmitterCell"]
    case .image: ["UIImage"]
    // `UIFont` and `CTFont` are toll-free bridged: a run's font is cast either way.
    case .font: ["UIFont", "CTFont"]
    case .record(let r): [r.type.name]
    default: []
    }
  }

  /// The file's extension of `value`'s type, if it declares one.
  func extensionType(of value: Value) -> TypeDeclaration? {
    guard !extendedTypes.isEmpty else { return nil }
    return Self.typeNames(of: value).lazy.compactMap { self.types[$0] }.first { $0.kind == .builtin }
  }

  /// A method an extension adds to `value`'s type (or, for a type name, a static method).
  func extensionMethod(of value: Value, _ name: String, labels: [String]) -> FunctionDeclSyntax? {
    if case .type(let typeName) = value, let type = types[typeName] { return type.method(name, labels: labels) }
    return Self.typeNames(of: value).lazy.compactMap { self.types[$0]?.method(name, labels: labels) }.first
  }

  /// Whether the target of an assignment through `?.` has a nil link (`navigationController?.
  /// navigationBar.shadowImage = UIImage()` shown alone): Swift then evaluates neither the value
  /// nor the rest, so the assignment is skipped. Each `?` is tried from the innermost out, when
  /// what it unwraps only reads names and members (read again by the assignment, unchanged).
  func chainBreaks(_ target: ExprSyntax) throws(RunError) -> Bool {
    for link in Self.optionalLinks(target).reversed() {
      guard Self.onlyReads(link) else { return false }
      if case .nil = try evaluate(link) { return true }
    }
    return false
  }

  /// Whether `expr` is names and member reads only (`self.a?.b`), which reading twice cannot change.
  private static func onlyReads(_ expr: ExprSyntax) -> Bool {
    if expr.is(DeclReferenceExprSyntax.self) || expr.is(SuperExprSyntax.self) { return true }
    if let member = expr.as(MemberAccessExprSyntax.self) { return member.base.map(onlyReads) ?? false }
    if let chained = expr.as(OptionalChainingExprSyntax.self) { return onlyReads(chained.expression) }
    if let unwrap = expr.as(ForceUnwrapExprSyntax.self) { return onlyReads(unwrap.expression) }
    return false
  }

  /// What each `?` of the chain `expr` unwraps, outermost first (`a?.b?.c` gives `a?.b`, then
  /// `a`), through members, calls, subscripts and `!`.
  static func optionalLinks(_ expr: ExprSyntax) -> [ExprSyntax] {
    var links: [ExprSyntax] = []
    var node: ExprSyntax? = expr
    while let current = node {
      if let chained = current.as(OptionalChainingExprSyntax.self) {
        links.append(chained.expression)
        node = chained.expression
      } else if let member = current.as(MemberAccessExprSyntax.self) {
        node = member.base
      } else if let call = current.as(FunctionCallExprSyntax.self) {
        node = call.calledExpression
      } else if let unwrap = current.as(ForceUnwrapExprSyntax.self) {
        node = unwrap.expression
      } else if let subscripted = current.as(SubscriptCallExprSyntax.self) {
        node = subscripted.calledExpression
      } else {
        node = nil
      }
    }
    return links
  }

  /// Whether `expr` is a chain with a `?.` in it (`a?.b.c`), which is nil when a link is.
  static func isOptionalChain(_ expr: ExprSyntax) -> Bool { !optionalLinks(expr).isEmpty }
}

extension Interpreter {
  /// `#colorLiteral(red:green:blue:alpha:)` and `#imageLiteral(resourceName:)`, as Xcode
  /// writes them in playgrounds.
  func literal(_ macro: MacroExpansionExprSyntax) throws(RunError) -> Value {
    let arguments = Array(macro.arguments)
    let labels = arguments.map { $0.label?.text ?? "_" }
    switch (macro.macroName.text, labels) {
    case ("Preview", _):
      // `#Preview { MyView() }` (Xcode 15): the view or controller to show, made after the
      // setup when nothing else is shown (`showPreview`).
      guard let body = macro.trailingClosure else { throw error("#Preview takes a closure that makes the view", at: macro) }
      if preview == nil { preview = body }
      return .void
    case ("colorLiteral", ["red", "green", "blue", "alpha"]):
      var c: [Double] = []
      for argument in arguments { c.append(try number(argument.expression)) }
      return .color(Color(red: c[0], green: c[1], blue: c[2], alpha: c[3]))
    case ("selector", _) where !arguments.isEmpty:
      // `let action = #selector(didSlide)`: a selector held in a variable is its method's name,
      // as Swift 2's string selectors were (`Arguments.selectorName` takes either).
      let selected = arguments[arguments.count - 1].expression.trimmedDescription
      let method = selected.split(separator: ".").last.map(String.init) ?? selected
      return .string(method.split(separator: "(").first.map(String.init) ?? method)
    case ("keyPath", ["_"]):
      // `#keyPath(CALayer.opacity)` is the string "opacity": the path after the type.
      var parts = Self.name(of: arguments[0].expression).split(separator: ".")
      if parts.count > 1, parts[0].first?.isUppercase == true { parts.removeFirst() }
      return .string(parts.joined(separator: "."))
    case ("imageLiteral", ["resourceName"]), ("Image", ["imageLiteral"]):
      if macro.macroName.text == "Image" {
        warn(
          "Xcode 7 image literal",
          "[#Image(imageLiteral:)#] is Xcode 7's image literal, Swift 3's #imageLiteral(resourceName:)", at: macro)
      }
      guard case .string(let name) = try evaluate(arguments[0].expression) else {
        throw error("\(labels[0]): takes a string", at: arguments[0])
      }
      // The playground's `Resources/` (or the files' folder) as `AssetCatalog` finds it.
      if let found = namedImage(name, warnAt: { kind, message in warn(kind, message, at: macro) }) { return .image(found) }
      warn(
        "#imageLiteral " + name,
        "#imageLiteral(resourceName: \"\(name)\") is in no Resources folder or image file beside the files opened: "
          + "drawn as a grey placeholder", at: macro)
      return .image(ImageObject(name: name, symbol: false))
    case ("Color", _), ("Image", _), ("FileReference", _):
      // A file reference (Xcode 7's `#fileLiteral`) names data no preview reads; a colour
      // literal that reaches here was not on one line (`Xcode7Literals` reads those).
      throw error(
        "[#\(macro.macroName.text)(\(labels.map { $0 + ":" }.joined()))#] is not simulated by Wobble yet (Xcode 7's "
          + "[#Color(colorLiteralRed:green:blue:alpha:)#] on one line and [#Image(imageLiteral:)#] are)", at: macro)
    default:
      throw error("#\(macro.macroName.text)(\(labels.map { $0 + ":" }.joined())) is not simulated by Wobble yet", at: macro)
    }
  }
}

extension Interpreter {
  /// The value an Xcode 7 literal in its brackets stands for (`[#Image(imageLiteral: "a")#]`
  /// is one image, not an array); nil for any other array.
  func xcode7Literal(_ array: ArrayExprSyntax) throws(RunError) -> Value? {
    guard let macro = Xcode7Literals.bracketed(array) else { return nil }
    return try literal(macro)
  }
}

extension Transform3D {
  /// The entry called `name` (`m11` … `m44`), as code reads `transform.m34`.
  func field(_ name: String) -> Double {
    switch name {
    case "m11": m11
    case "m12": m12
    case "m13": m13
    case "m14": m14
    case "m21": m21
    case "m22": m22
    case "m23": m23
    case "m24": m24
    case "m31": m31
    case "m32": m32
    case "m33": m33
    case "m34": m34
    case "m41": m41
    case "m42": m42
    case "m43": m43
    default: m44
    }
  }

  /// Sets the entry called `name`.
  mutating func setField(_ name: String, _ x: Double) {
    switch name {
    case "m11": m11 = x
    case "m12": m12 = x
    case "m13": m13 = x
    case "m14": m14 = x
    case "m21": m21 = x
    case "m22": m22 = x
    case "m23": m23 = x
    case "m24": m24 = x
    case "m31": m31 = x
    case "m32": m32 = x
    case "m33": m33 = x
    case "m34": m34 = x
    case "m41": m41 = x
    case "m42": m42 = x
    case "m43": m43 = x
    default: m44 = x
    }
  }
}
