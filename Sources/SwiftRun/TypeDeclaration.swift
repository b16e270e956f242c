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
  /// Members of the declaration and of every extension, in source order.
  var members: [DeclSyntax]
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

  /// The declaration a top-level item makes, if it declares a type.
  static func declared(by decl: DeclSyntax) -> TypeDeclaration? {
    func make(_ name: TokenSyntax, _ kind: Kind, _ inheritance: InheritanceClauseSyntax?, _ block: MemberBlockSyntax)
      -> TypeDeclaration
    {
      TypeDeclaration(
        name: name.text, kind: kind, inherited: inheritance?.inheritedTypes.first?.type.trimmedDescription,
        members: block.members.map(\.decl), syntax: decl)
    }
    if let c = decl.as(ClassDeclSyntax.self) { return make(c.name, .class, c.inheritanceClause, c.memberBlock) }
    if let s = decl.as(StructDeclSyntax.self) { return make(s.name, .struct, s.inheritanceClause, s.memberBlock) }
    if let e = decl.as(EnumDeclSyntax.self) { return make(e.name, .enum, e.inheritanceClause, e.memberBlock) }
    return nil
  }

  var functions: [FunctionDeclSyntax] { members.compactMap { $0.as(FunctionDeclSyntax.self) } }
  var initializers: [InitializerDeclSyntax] { members.compactMap { $0.as(InitializerDeclSyntax.self) } }

  /// Stored or computed properties, static or not.
  func properties(static wanted: Bool) -> [(binding: PatternBindingSyntax, variable: VariableDeclSyntax)] {
    members.compactMap { $0.as(VariableDeclSyntax.self) }
      .filter { v in v.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" } == wanted }
      .flatMap { v in v.bindings.map { ($0, v) } }
  }

  /// An enum's cases in order, with the raw value written, if any.
  var cases: [(name: String, raw: ExprSyntax?)] {
    members.compactMap { $0.as(EnumCaseDeclSyntax.self) }.flatMap { $0.elements.map { ($0.name.text, $0.rawValue?.value) } }
  }

  /// The method called `name` with these argument labels.
  func method(_ name: String, labels: [String]) -> FunctionDeclSyntax? {
    functions.first { $0.name.text == name && $0.signature.parameterClause.parameters.slots(for: labels) != nil }
  }

  /// The method called `name` taking `count` arguments, whatever their labels (a `#selector`
  /// names a method without them).
  func method(_ name: String, parameters count: Int) -> FunctionDeclSyntax? {
    functions.first { $0.name.text == name && $0.signature.parameterClause.parameters.count == count }
  }
}

/// A case of an enum the file declares: `Speed.fast`, `.fast` where the type is known.
struct EnumCase {
  let type: TypeDeclaration
  let name: String
}

extension FunctionParameterListSyntax {
  /// Which parameter each argument fills, as Swift matches a call: labels in order, a
  /// parameter with a default value may be left out, and a trailing closure (label
  /// `trailing`) fills the next parameter of function type. Nil when the call does not fit.
  func slots(for labels: [String]) -> [Int]? {
    let parameters = Array(self)
    var slots: [Int] = []
    var next = 0
    for label in labels {
      while next < parameters.count {
        let parameter = parameters[next]
        // A trailing closure skips defaulted parameters that are not closures (a closure
        // type may hide behind a typealias: any parameter without a default takes it).
        let isClosure = parameter.type.trimmedDescription.contains("->") || parameter.defaultValue == nil
        if label == "trailing" ? isClosure : parameter.firstName.text == label { break }
        if parameter.defaultValue == nil { return nil }
        next += 1
      }
      guard next < parameters.count else { return nil }
      slots.append(next)
      next += 1
    }
    return parameters[next...].allSatisfy { $0.defaultValue != nil } ? slots : nil
  }
}
