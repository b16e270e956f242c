import SwiftSyntax

/// A type the file declares — a class, a struct or an enum — with the members its extensions
/// add, or a UIKit, Core Animation or standard type the file extends (`extension UIColor`).
final class TypeDeclaration {
  enum Kind {
    case `class`, `struct`, `enum`
    /// A type Wobble provides, extended by the file.
    case builtin
  }

  let name: String
  let kind: Kind
  /// The first inherited type: a superclass for a class, the raw type for an enum.
  let inherited: String?
  /// Every type named in its inheritance clause: the superclass and the protocols it adopts.
  var conformances: [String] = []
  /// A generic class's type parameters (`Layer` of `class ProgressView<Layer: BaseLayer>`).
  var genericParameters: [String] = []
  /// The type arguments its superclass is given (`CircleLayer` of `: ProgressView<CircleLayer>`),
  /// which stand for that superclass's parameters in the superclass's code run for this type.
  var inheritedArguments: [String] = []
  /// Members of the declaration and of every extension, in source order.
  var members: [DeclSyntax] {
    didSet { index = nil }
  }
  /// Where it is declared (for a type Wobble provides, its first extension).
  let syntax: DeclSyntax

  init(name: String, kind: Kind, inherited: String?, members: [DeclSyntax], syntax: DeclSyntax) {
    self.name = name
    self.kind = kind
    self.inherited = inherited
    self.members = members
    self.syntax = syntax
  }

  var position: AbsolutePosition { syntax.position }

  /// The name a type declaration gives its type (`Constants` of `private enum Constants`).
  static func declaredName(of decl: DeclSyntax) -> String? {
    decl.as(ClassDeclSyntax.self)?.name.text ?? decl.as(StructDeclSyntax.self)?.name.text
      ?? decl.as(EnumDeclSyntax.self)?.name.text
  }

  /// The declaration a top-level item makes, if it declares a type; `named` gives it another
  /// name (a nested type whose own name another type already has: `Outer.Inner`).
  static func declared(by decl: DeclSyntax, named given: String? = nil) -> TypeDeclaration? {
    func make(_ name: TokenSyntax, _ kind: Kind, _ inheritance: InheritanceClauseSyntax?, _ block: MemberBlockSyntax)
      -> TypeDeclaration
    {
      // A generic superclass by its name, its arguments apart (`ProgressView<CircleLayer>`).
      let first = inheritance?.inheritedTypes.first?.type
      let generic = first?.as(IdentifierTypeSyntax.self)
      let inherited = generic.map { $0.genericArgumentClause == nil ? $0.trimmedDescription : $0.name.text }
      let type = TypeDeclaration(
        name: given ?? name.text, kind: kind, inherited: inherited ?? first?.trimmedDescription,
        members: DeviceBuild.members(block.members), syntax: decl)
      type.conformances = inheritance?.inheritedTypes.map(\.type.trimmedDescription) ?? []
      type.inheritedArguments =
        generic?.genericArgumentClause?.arguments.map { $0.argument.trimmedDescription } ?? []
      return type
    }
    if let c = decl.as(ClassDeclSyntax.self) {
      let type = make(c.name, .class, c.inheritanceClause, c.memberBlock)
      type.genericParameters = c.genericParameterClause?.parameters.map(\.name.text) ?? []
      return type
    }
    if let s = decl.as(StructDeclSyntax.self) { return make(s.name, .struct, s.inheritanceClause, s.memberBlock) }
    if let e = decl.as(EnumDeclSyntax.self) { return make(e.name, .enum, e.inheritanceClause, e.memberBlock) }
    return nil
  }

  /// The members sorted once for lookups by name (rebuilt when an extension adds members);
  /// a class, so that a lookup does not copy its tables.
  final class Index {
    var functions: [FunctionDeclSyntax] = []
    var functionsByName: [String: [(function: FunctionDeclSyntax, shape: ParameterShape)]] = [:]
    var initializers: [InitializerDeclSyntax] = []
    typealias Property = (binding: PatternBindingSyntax, variable: VariableDeclSyntax)
    var instanceProperties: [Property] = []
    var staticProperties: [Property] = []
    var byName: [String: Property] = [:]
    var staticByName: [String: Property] = [:]
    var cases: [(name: String, raw: ExprSyntax?)] = []
    var associated: [String: [String]] = [:]
    /// The `willSet` and `didSet` observers of stored properties, by property name.
    var observers: [String: PropertyObservers] = [:]
  }
  private var index: Index?
  private var built: Index {
    if let index { return index }
    let made = Index()
    for member in members {
      if let f = member.as(FunctionDeclSyntax.self) {
        made.functions.append(f)
        made.functionsByName[f.name.unescaped, default: []].append((f, ParameterShape(f.signature.parameterClause.parameters)))
      }
      if let i = member.as(InitializerDeclSyntax.self) { made.initializers.append(i) }
      if let e = member.as(EnumCaseDeclSyntax.self) {
        made.cases += e.elements.map { ($0.name.text, $0.rawValue?.value) }
        for element in e.elements {
          guard let parameters = element.parameterClause?.parameters else { continue }
          made.associated[element.name.text] = parameters.map { $0.firstName?.text ?? "_" }
        }
      }
      guard let v = member.as(VariableDeclSyntax.self) else { continue }
      let isStatic = v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
      for binding in v.bindings {
        // `static let `default` = …` is the property `default`.
        let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text.trimmingCharacters(
          in: ["`"])
        if isStatic {
          made.staticProperties.append((binding, v))
          if let name, made.staticByName[name] == nil { made.staticByName[name] = (binding, v) }
        } else {
          made.instanceProperties.append((binding, v))
          if let name, made.byName[name] == nil {
            made.byName[name] = (binding, v)
            if let accessors = binding.accessorBlock, let observers = PropertyObservers(accessors) {
              made.observers[name] = observers
            }
          }
        }
      }
    }
    index = made
    return made
  }

  var functions: [FunctionDeclSyntax] { built.functions }
  var initializers: [InitializerDeclSyntax] { built.initializers }

  /// Stored or computed properties, static or not, in source order.
  func properties(static wanted: Bool) -> [Index.Property] {
    wanted ? built.staticProperties : built.instanceProperties
  }

  /// The property called `name`, static or not.
  func property(_ name: String, static wanted: Bool) -> Index.Property? {
    wanted ? built.staticByName[name] : built.byName[name]
  }

  /// The `didSet` observer of instance property `name`, if it has one.
  func observers(of name: String) -> PropertyObservers? { built.observers[name] }
  var hasObservers: Bool { !built.observers.isEmpty }

  /// An enum's cases in order, with the raw value written, if any.
  var cases: [(name: String, raw: ExprSyntax?)] { built.cases }

  /// The labels of case `name`'s associated values (`_` where none is written), or nil when
  /// it has none.
  func associatedLabels(of name: String) -> [String]? { built.associated[name] }

  /// The method called `name` with these argument labels.
  func method(_ name: String, labels: [String]) -> FunctionDeclSyntax? {
    let named = built.functionsByName[name]
    return (named?.first { $0.shape.slotsAsWritten(for: labels) != nil } ?? named?.first { $0.shape.slots(for: labels) != nil })?
      .function
  }

  /// The methods called `name`, in source order.
  func methods(named name: String) -> [FunctionDeclSyntax] { built.functionsByName[name]?.map(\.function) ?? [] }

  /// The method called `name` taking `count` arguments, whatever their labels (a `#selector`
  /// names a method without them).
  func method(_ name: String, parameters count: Int) -> FunctionDeclSyntax? {
    built.functionsByName[name]?.first { $0.shape.labels.count == count }?.function
  }
}

/// A case of an enum the file declares: `Speed.fast`, `.fast` where the type is known, and
/// `.loading(progress: 0.4)` with its associated values.
struct EnumCase {
  let type: TypeDeclaration
  let name: String
  var payload: [Value] = []
}

/// A function's parameters as a call matches them — each one's argument label, whether it has
/// a default value, whether it can take a trailing closure — read from the syntax once: calls
/// match against it, not the syntax (a display link's method is called hundreds of times).
struct ParameterShape {
  let labels: [String]
  let hasDefault: [Bool]
  let takesClosure: [Bool]
  /// A variadic parameter (`_ animations: Animation...`) takes the argument its label starts
  /// and every unlabelled one after, as one array; none at all is an empty array.
  let isVariadic: [Bool]
  /// A function's (not an initialiser's) first parameter written with one name,
  /// `func animationWithKeyPath(path: String, …)`: Swift 2 called it without that label
  /// (`animationWithKeyPath("position.y", …)`), Swift 3 with it (SE-0046). A call that fits
  /// only the Swift 2 rule is matched by it: no Swift since 3 accepts it otherwise.
  let swift2OmitsFirstLabel: Bool

  init(_ list: FunctionParameterListSyntax) {
    let isFunction = list.parent?.parent?.parent?.is(FunctionDeclSyntax.self) == true
    swift2OmitsFirstLabel =
      isFunction && list.first.map { $0.secondName == nil && $0.firstName.tokenKind != .wildcard } == true
    var labels: [String] = [], hasDefault: [Bool] = [], takesClosure: [Bool] = [], isVariadic: [Bool] = []
    for parameter in list {
      labels.append(parameter.firstName.text)
      isVariadic.append(parameter.ellipsis != nil)
      hasDefault.append(parameter.defaultValue != nil || parameter.ellipsis != nil)
      // A closure type may hide behind a typealias: any parameter without a default takes it.
      takesClosure.append(parameter.defaultValue == nil || Self.isFunctionType(parameter.type))
    }
    (self.labels, self.hasDefault, self.takesClosure, self.isVariadic) = (labels, hasDefault, takesClosure, isVariadic)
  }

  /// Whether `type` is a function type, seen through `@escaping`, optionals and parentheses
  /// (`completion: ((Bool) -> Void)? = nil` takes a trailing closure).
  static func isFunctionType(_ type: TypeSyntax) -> Bool {
    if type.is(FunctionTypeSyntax.self) { return true }
    if let attributed = type.as(AttributedTypeSyntax.self) { return isFunctionType(attributed.baseType) }
    if let optional = type.as(OptionalTypeSyntax.self) { return isFunctionType(optional.wrappedType) }
    if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isFunctionType(unwrapped.wrappedType) }
    if let tuple = type.as(TupleTypeSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
      return isFunctionType(only.type)
    }
    return false
  }

  /// Which parameter each argument fills, as Swift matches a call: labels in order, a
  /// parameter with a default value may be left out, and a trailing closure (label
  /// `trailing`) fills the next parameter that can take one (skipping defaulted ones that
  /// cannot). Nil when the call does not fit.
  func slots(for given: [String]) -> [Int]? {
    if let slots = slotsAsWritten(for: given) { return slots }
    guard swift2OmitsFirstLabel, given.first == "_" else { return nil }
    return slotsAsWritten(for: [labels[0]] + given.dropFirst())
  }

  /// `slots(for:)` by today's rule alone.
  func slotsAsWritten(for given: [String]) -> [Int]? {
    var slots: [Int] = []
    slots.reserveCapacity(given.count)
    var next = 0
    for label in given {
      // More arguments of the variadic parameter just filled.
      if next > 0, isVariadic[next - 1], label == "_", slots.last == next - 1 {
        slots.append(next - 1)
        continue
      }
      while next < labels.count {
        if label == "trailing" ? takesClosure[next] : labels[next] == label { break }
        if !hasDefault[next] { return nil }
        next += 1
      }
      guard next < labels.count else { return nil }
      slots.append(next)
      next += 1
    }
    return hasDefault[next...].allSatisfy { $0 } ? slots : nil
  }
}

extension FunctionParameterListSyntax {
  /// Which parameter each argument fills (`ParameterShape.slots(for:)`).
  func slots(for labels: [String]) -> [Int]? { ParameterShape(self).slots(for: labels) }
}

extension TokenSyntax {
  /// An identifier as calls name it: `` `do` `` declares the method `do`.
  var unescaped: String {
    let text = self.text
    return text.count > 2 && text.hasPrefix("`") && text.hasSuffix("`") ? String(text.dropFirst().dropLast()) : text
  }
}

/// A stored property's observers: `willSet` runs before the store with the new value
/// (`newValue` unless named), `didSet` after it with the old one (`oldValue` unless named).
struct PropertyObservers {
  var willSet: AccessorDeclSyntax?
  var didSet: AccessorDeclSyntax?

  /// The observers `accessors` declare; nil when they declare neither.
  init?(_ accessors: AccessorBlockSyntax) {
    guard case .accessors(let list) = accessors.accessors else { return nil }
    willSet = list.first { $0.accessorSpecifier.text == "willSet" }
    didSet = list.first { $0.accessorSpecifier.text == "didSet" }
    if willSet == nil, didSet == nil { return nil }
  }
}
