import SwiftSyntax

/// `as`, `as?`, `as!` and `is`: which of Wobble's values are of a type named in the code.
extension Interpreter {
  /// `x as T` keeps the value (a bridge or an annotation); `as?` is nil and `as!` an error
  /// with its place when the value is not a `T`.
  func convert(_ cast: AsExprSyntax) throws(RunError) -> Value {
    let value = try evaluate(cast.expression)
    let type = cast.type.trimmedDescription
    // A type parameter of an enclosing declaration (`layer as! Layer` in
    // `ProgressView<Layer: BaseLayer>`) stands for what the caller bound, which the compiler
    // checked: any value but nil is one. Looked up only when the name is no type the value is.
    func isA() -> Bool {
      Self.conforms(value, to: type, self) || (!Self.isNil(value) && Self.isGenericParameter(type, around: cast))
    }
    switch cast.questionOrExclamationMark?.tokenKind {
    case .postfixQuestionMark?, .infixQuestionMark?:
      return isA() ? ownInstance(value, as: type) ?? value : .nil
    case .exclamationMark?:
      guard isA() else { throw error("\(value.kind) is not a \(type): as! fails", at: cast) }
      return ownInstance(value, as: type) ?? value
    default:
      return value
    }
  }

  /// A view read back as UIKit's and cast to the file's class that made it: that instance, whose
  /// own properties and methods the code then uses (`(view as! AnimationView).squareLength`).
  func ownInstance(_ value: Value, as type: String) -> Value? {
    let name = Self.unwrapped(type)
    guard case .view(let view) = value, let owner = instance(owning: view), owner.chain.contains(where: { $0.name == name })
    else { return nil }
    return .instance(owner)
  }

  /// Whether `name` is a type parameter of a class, struct or function around `node`.
  static func isGenericParameter(_ name: String, around node: some SyntaxProtocol) -> Bool {
    var parent = node.parent
    while let current = parent {
      let clause =
        current.as(ClassDeclSyntax.self)?.genericParameterClause ?? current.as(StructDeclSyntax.self)?.genericParameterClause
        ?? current.as(FunctionDeclSyntax.self)?.genericParameterClause
      if clause?.parameters.contains(where: { $0.name.text == name }) == true { return true }
      parent = current.parent
    }
    return false
  }

  /// Whether `value` is a `typeName` (optionals unwrapped): its own type, a superclass, or
  /// a protocol every value has.
  static func conforms(_ value: Value, to typeName: String, _ run: Interpreter) -> Bool {
    let name = unwrapped(typeName)
    if ["Any", "AnyObject", "NSObject"].contains(name) { return !isNil(value) }
    switch value {
    case .number:
      return ["CGFloat", "Double", "Float", "Int", "NSNumber", "TimeInterval", "CFTimeInterval", "CFloat", "CDouble"].contains(
        name)
    case .bool: return name == "Bool"
    case .string: return name == "String" || name == "NSString"
    case .array: return (name.hasPrefix("[") && !isDictionaryType(name)) || name.hasPrefix("Array") || name == "NSArray"
    // (Keys and values are not checked: `as? [String: AnyObject]` of a `[String: String]`
    // bridges, as on Apple's platforms.)
    case .dictionary: return isDictionaryType(name) || name.hasPrefix("Dictionary") || name == "NSDictionary"
    case .instance(let instance):
      return instance.chain.contains { $0.name == name || $0.conformances.contains(name) }
        || (instance.view != nil && name == "UIView")
    // (`Error` too, for a thrown case: `catch let e as Error`.)
    case .enumCase(let c): return c.type.name == name || c.type.conformances.contains(name)
    // A layer of the file's class (`sublayers.compactMap { $0 as? GlyphLayer }`): its class
    // and the classes it inherits, the SDK's among them.
    case .layer(let layer):
      if let owner = run.instance(owning: layer), owner.chain.contains(where: { $0.name == name }) { return true }
      return name == layer.className || name == "CALayer" || layer.type.isKind(of: name)
    // A view of the file's class read back as UIKit's (`view as! AnimationView` of a controller
    // whose `loadView()` set it): its class and the classes it inherits.
    case .view(let view):
      if let owner = run.instance(owning: view), owner.chain.contains(where: { $0.name == name }) { return true }
      return typeNames(of: value).contains(name)
    // A class held as a value (`NSClassFromString(…) as? UIViewController.Type`).
    case .type(let held) where name.hasSuffix(".Type"):
      return run.isClass(held, kindOf: String(name.dropLast(".Type".count)))
    default: return typeNames(of: value).contains(name)
    }
  }

  /// A type's name without its optional marks (`Board?`, `Board!` → `Board`).
  static func unwrapped(_ typeName: String) -> String {
    var name = Substring(typeName)
    while name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
    return String(name)
  }

  /// Whether `name` is a dictionary type's sugar: `[K: V]`, its colon outside any nested bracket.
  static func isDictionaryType(_ name: String) -> Bool {
    guard name.hasPrefix("["), name.hasSuffix("]") else { return false }
    var depth = 0
    for c in name {
      switch c {
      case "[", "(", "<": depth += 1
      case "]", ")", ">": depth -= 1
      case ":" where depth == 1: return true
      default: break
      }
    }
    return false
  }

  static func isNil(_ value: Value) -> Bool {
    if case .nil = value { true } else { false }
  }
}
