import Animation
import Geometry
import SwiftSyntax

/// Calls, resolved as `Library` states: what the file declares first, then the simulated SDK.
extension Interpreter {
  /// `shape` and `compiled` (the arguments in order, trailing closures last) when the caller
  /// has them already.
  func call(_ call: FunctionCallExprSyntax, shape known: CallShape? = nil, compiled: [Compiled]? = nil) throws(RunError)
    -> Value
  {
    let shape = known ?? self.shape(of: call)
    let a = Arguments(call, self, shape: shape, compiled: compiled)
    let labels = shape.labels
    // An immediately called closure: `lazy var ring: CAShapeLayer = { … }()`.
    if let closureExpr = call.calledExpression.as(ClosureExprSyntax.self) {
      guard case .closure(let c) = try evaluate(ExprSyntax(closureExpr)) else { return .void }
      return try self.call(c, try a.values(), at: call)
    }
    // A call's result called (`CGAffineTransform.rotated(t)(by: .pi)`: a method taken from its
    // type, applied to a value, then called).
    if let inner = call.calledExpression.as(FunctionCallExprSyntax.self) {
      let callee = try evaluate(ExprSyntax(inner))
      return try self.call(value: callee, try a.values(), at: call)
    }
    // `handlers[i]()`, `(pick ? a : b)()`: a closure read from an element or an expression.
    if call.calledExpression.is(SubscriptCallExprSyntax.self) || call.calledExpression.is(TupleExprSyntax.self) {
      let callee = try evaluate(call.calledExpression)
      return try self.call(value: callee, try a.values(), at: call)
    }
    // `completion?()`: an optional closure called when it is there, nil when it is not.
    if let chained = call.calledExpression.as(OptionalChainingExprSyntax.self) {
      let callee = try evaluate(chained.expression)
      if case .nil = callee { return .nil }
      return try self.call(value: callee, try a.values(), at: call)
    }
    // `completion!()`: an optional closure that must be there — Swift traps on nil.
    if let forced = call.calledExpression.as(ForceUnwrapExprSyntax.self) {
      let callee = try evaluate(forced.expression)
      if case .nil = callee {
        throw error("\(forced.expression.trimmedDescription) is nil here: unwrapped with !", at: call)
      }
      return try self.call(value: callee, try a.values(), at: call)
    }
    let member = call.calledExpression.as(MemberAccessExprSyntax.self)
    if let member, member.base == nil { return try implicitMemberCall(member.declName.baseName.text, a) }
    // `Phase.loading(progress: 0.4)`: a case of the file's enum with its associated values.
    if let member, let typeName = member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text, let owner = types[typeName],
      owner.kind == .enum, owner.associatedLabels(of: member.declName.baseName.text) != nil
    {
      return try enumCase(member.declName.baseName.text, of: owner, labels: labels, payload: try a.values(), at: call)
    }
    // A class method or namespace function of the SDK (`UIView.animate`, `DispatchQueue.main.async`),
    // before its base is read as a value.
    if member != nil, let handler = shape.libraryCall(self) {
      return try handler(a)
    }
    if let reference = call.calledExpression.as(DeclReferenceExprSyntax.self) {
      if let candidates = overloads[reference.baseName.unescaped], candidates.count > 1,
        !bound.mayBind(reference.baseName.unescaped), !selfHasMethod(reference.baseName.unescaped, labels: labels, at: call)
      {
        return try overload(candidates, a)
      }
      // A top-level function (read as a value) yields to a method of `self` of the name, as
      // Swift looks names up; a local variable holding a closure does not.
      let name = reference.baseName.unescaped
      let yields = !bound.mayBind(name) && selfHasMethod(name, labels: labels, at: call)
      switch lookup(name) ?? me?.properties[name] {
      case .closure(let c)? where !yields: return try self.call(c, try a.values(), labels: a.labels, at: call)
      case .method(let method)? where method.receiver != nil || !yields: return try self.call(method, try a.values())
      default: break
      }
    }
    if let member, member.declName.baseName.text == "init", member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "self"
    {
      return try selfInit(a)
    }
    // Methods of a value: `view.layer.addSublayer(ring)`, `path.addLine(to:)`.
    if let member, let baseExpr = member.base,
      let result = try callMember(member.declName.baseName.unescaped, baseExpr: baseExpr, given: nil, a)
    {
      return result
    }
    var callee = shape.calledName
    if callee.hasSuffix(".init") { callee.removeLast(5) }
    // `frameClass.init(frame:)`: a type held in a variable (`let frameClass: UIView.Type`) makes
    // one of itself, as does one an expression gives (`cls!.init()`, `type(of: self).init()`).
    if let member, member.declName.baseName.text == "init", let base = member.base {
      if let held = base.as(DeclReferenceExprSyntax.self) {
        if held.baseName.text.first?.isLowercase == true, case .type(let typeName)? = lookup(held.baseName.text) {
          callee = typeName
        }
      } else if !Self.isTypePath(base), case .type(let typeName) = try evaluate(base) {
        callee = typeName
      }
    }
    // `T()` in `func make<T: CAShapeLayer>() -> T`: Swift binds `T` from the type the call's
    // result is given, which is not read here; the constraint's class is made, said once.
    if let constraint = Self.functionGenericConstraint(callee, at: call),
      registeredType(constraint, at: call) != nil || Library.types[constraint] != nil
    {
      warn(
        "generic \(callee) \(constraint)",
        "\(callee)() makes a \(constraint), \(callee)'s constraint: Swift makes the type the call's result is "
          + "given (`let layer: MyLayer = …`), which Wobble does not infer", at: call)
      callee = constraint
    }
    // An empty collection of a type: `[CALayer]()`, `[String: CGFloat]()`, `Array<Double>()`.
    if labels.isEmpty {
      let called = call.calledExpression
      if called.is(ArrayExprSyntax.self) || callee == "Array" || callee == "ContiguousArray" { return .array([]) }
      if called.is(DictionaryExprSyntax.self) || callee == "Dictionary" { return .dictionary([]) }
      // The zero values of the geometry types (`var position = CGPoint()`).
      switch callee {
      case "CGPoint", "CGVector": return .point(.zero)
      case "CGSize": return .size(width: 0, height: 0)
      case "CGRect": return .rect(.zero)
      // Swift's zero values (`var radius = Float.init()`, `String()`), and an option set's
      // empty one (`UIControlState()`, `.normal`).
      case "CGFloat", "Double", "Float", "Int", "Int32", "Int64", "UInt", "UInt32", "UInt64", "TimeInterval",
        "CFTimeInterval", "CFloat", "CDouble":
        return .number(0)
      case "String": return .string("")
      case "Bool": return .bool(false)
      case let name where Library.optionTypes.contains(name):
        warnIfRenamedIn42(name, at: call)
        if let setType = Library.optionSetType(name) { return .optionSet(OptionSetValue(type: setType, names: [])) }
        return .array([])
      default: break
      }
    }
    // `[UniChar](s.utf16)`, `Array(x)`: an array of a sequence's elements (a string's characters).
    if call.calledExpression.is(ArrayExprSyntax.self) || callee == "Array", shape.signature == "_" {
      switch try a.value(0) {
      case .array(let items): return .array(items)
      case .string(let text): return .array(text.map { .string(String($0)) })
      default: break
      }
    }
    // `[CGGlyph](repeating: 0, count: n)`: Array(repeating:count:).
    if call.calledExpression.is(ArrayExprSyntax.self), shape.signature == "repeating:count" {
      return try PureFunction.arrayRepeating.call(count: 2, shape: shape, run: self, call: call) { i throws(RunError) in
        try a.value(i)
      }
    }
    // Swift 2's `[CGPoint](count: n, repeatedValue: .zero)`: the same, its arguments the other way round.
    if call.calledExpression.is(ArrayExprSyntax.self) || callee == "Array", shape.signature == "count:repeatedValue" {
      warn("Swift 2 count:repeatedValue", "Array(count:repeatedValue:) is Swift 2's Array(repeating:count:)", at: call)
      return try PureFunction.arrayRepeating.call(count: 2, shape: shape, run: self, call: call) { i throws(RunError) in
        try a.value(1 - i)
      }
    }
    // A method of `self` shadows a top-level function of the same name, as Swift looks names up.
    if !selfHasMethod(callee, labels: labels, at: call) {
      if let candidates = overloads[callee], candidates.count > 1 { return try overload(candidates, a) }
      if let function = functions[callee] { return try invoke(function, a, on: nil) }
    }
    if let type = registeredType(callee, at: call) {
      switch type.kind {
      case .class, .struct: return try instantiate(type, labels: labels, values: try a.values(), at: call)
      case .enum where shape.signature == "rawValue":
        // The failable `init(rawValue:)`: the case with that raw value, else nil.
        let wanted = try a.value(0)
        for (name, _) in type.cases where try matches(try rawValue(EnumCase(type: type, name: name), at: call), wanted) {
          return .enumCase(EnumCase(type: type, name: name))
        }
        return .nil
      case .builtin:
        // A convenience initialiser the file's extension adds (`UIColor(hex:)`).
        if let initializer = type.initializers.first(where: {
          $0.takes(labels)
        }) {
          return try construct(type.name, with: initializer, labels: labels, values: try a.values(), at: call)
        }
      default: break
      }
    }
    // A convenience initialiser the file's extension adds to an SDK superclass, called on a
    // subclass (`extension CAPropertyAnimation { convenience init(key:) }`, then
    // `CABasicAnimation(key: .strokeEnd)`), as Swift inherits it: it makes the subclass.
    var ancestor = Library.types[callee]?.superclass
    while let name = ancestor {
      if let type = types[name], type.kind == .builtin, let initializer = type.initializers.first(where: { $0.takes(labels) }) {
        return try construct(callee, with: initializer, labels: labels, values: try a.values(), at: call)
      }
      ancestor = Library.types[name]?.superclass
    }
    // In a convenience initialiser extending an SDK type, once its `self.init(…)` ran, a bare
    // method call is the made value's (`addArc(withCenter:…)` in a `UIBezierPath(heartIn:)`).
    if let made = constructedSelf, let type = Library.type(of: made),
      Self.simulates(callee, shape.signature, on: type), lookup(callee) == nil,
      let result = try callMember(callee, baseExpr: nil, given: made, a)
    {
      return result
    }
    // A method of `self` called without `self.`.
    if let receiver = selves.last {
      if let me, let function = me.method(callee, labels: labels) { return try invoke(function, a, on: receiver) }
      if case .enumCase(let value) = receiver, let function = value.type.method(callee, labels: labels) {
        guard Self.isMutating(function) else { return try invoke(function, a, on: receiver) }
        let (result, changed) = try invokeMutating(function, a, on: receiver)
        selves[selves.count - 1] = changed
        return result
      }
      if let function = extensionMethod(of: receiver, callee, labels: labels) { return try invoke(function, a, on: receiver) }
      // UIKit's own controller methods (`addChild(_:)`, `present(_:animated:completion:)`).
      if let me, me.isController, lookup(callee) == nil, let result = try controllerMethod(callee, on: me, a) {
        return result
      }
      // A UIKit method of a view class's own view (`addSubview(dot)`, `layoutIfNeeded()`), as
      // `self.` would call it.
      if let view = me?.view, Self.simulates(callee, shape.signature, on: view.type), lookup(callee) == nil,
        let result = try callMember(callee, baseExpr: nil, given: .view(view), a)
      {
        return result
      }
      // Likewise a Core Animation method of a layer class's own layer (`add(spin, forKey:)`).
      if let layer = me?.layer, Self.simulates(callee, shape.signature, on: layer.type), lookup(callee) == nil,
        let result = try callMember(callee, baseExpr: nil, given: .layer(layer), a)
      {
        return result
      }
      // And a method of the SDK value a method extending its type works on (`close()` in a
      // `func heart()` that extends UIBezierPath).
      if !receiver.isFileValue, let type = Library.type(of: receiver), Self.simulates(callee, shape.signature, on: type),
        lookup(callee) == nil, let result = try callMember(callee, baseExpr: nil, given: receiver, a)
      {
        return result
      }
    }
    // The SDK: its pure functions (pushed on the argument stack), then its initialisers and
    // free functions.
    if let function = shape.pureFunction {
      return try function.call(count: labels.count, shape: shape, run: self, call: call) {
        i throws(RunError) in try a.value(i)
      }
    }
    if let handler = Library.call(callee, signature: shape.signature) { return try handler(a) }
    if let reference = try curriedMethod(callee, labels, a) { return reference }
    // `UIColor.white()`, `UIScreen.main()`: the Swift 3 of Xcode 8's early betas imported these
    // class properties as methods; the release reads them as properties.
    if labels.isEmpty, let dot = callee.lastIndex(of: "."),
      let member = Library.staticMember(String(callee[..<dot]), String(callee[callee.index(after: dot)...]))
    {
      warn("beta " + callee, "\(callee)() is a Swift 3 beta's \(callee)", at: call)
      return member(self)
    }
    let spelled = "\(callee)(\(labels.map { $0 + ":" }.joined()))"
    // `UIColor(r:g:b:)`: often a convenience initialiser an app's extension adds, in a file not opened.
    let typeName = callee.hasSuffix(".init") ? String(callee.dropLast(5)) : callee
    if let refusal = Library.outsideWorldRefusal(typeName, spelled) { throw error(refusal, at: call) }
    if Library.types[typeName] != nil {
      throw error(
        "\(spelled) is not simulated by Wobble yet (if another file of the app declares it, open the files together: "
          + "`open A.swift B.swift`)", at: call)
    }
    // `present(next, animated: true)` in a controller: UIKit's own, not the app's.
    if let inherited = Self.unsimulatedControllerMethods[callee], me?.isController == true {
      throw error("\(spelled) is UIViewController's (\(inherited)), which Wobble does not simulate yet", at: call)
    }
    // `anim(duration:…)`: a bare function neither the files opened nor Wobble have, most often
    // another file of the app's (an animation helper library).
    if !callee.contains("."), call.calledExpression.is(DeclReferenceExprSyntax.self), Library.types[callee] == nil,
      !Self.looksLikeAppleType(callee)
    {
      throw error(
        "\(spelled) is not declared in the files opened and is not a function Wobble simulates (if another file of "
          + "the app declares it, open the files together: `open A.swift B.swift`)", at: call)
    }
    throw error("\(spelled) is not simulated by Wobble yet", at: call)
  }

  /// UIViewController methods a controller of the file may call on itself that Wobble does not
  /// carry out, with what they do.
  static let unsimulatedControllerMethods = [
    "present": "presenting another controller", "dismiss": "dismissing a presented controller",
    "performSegue": "a storyboard segue", "show": "showing another controller",
    "showDetailViewController": "showing another controller",
  ]

  /// `CAScrollLayer`, `UIDynamicAnimator`: a capitalised name with one of Apple's framework
  /// prefixes is an SDK type Wobble does not simulate, not a function of the app's.
  static func looksLikeAppleType(_ name: String) -> Bool {
    guard let first = name.first, first.isUppercase else { return false }
    let prefixes = ["CA", "CG", "CI", "UI", "NS", "SK", "SCN", "AV", "MK", "CL", "GLK", "MTK", "PK", "WK"]
    return prefixes.contains {
      name.hasPrefix($0) && name.count > $0.count && name[name.index(name.startIndex, offsetBy: $0.count)].isUppercase
    }
  }

  /// `CGAffineTransform.rotated(t)`: an instance method named through its type, applied to an
  /// instance, is that instance's method as a function (Swift's curried form), called later
  /// with the method's arguments unlabelled.
  private func curriedMethod(_ callee: String, _ labels: [String], _ a: Arguments) throws(RunError) -> Value? {
    guard labels == ["_"], let dot = callee.lastIndex(of: ".") else { return nil }
    let typeName = String(callee[..<dot]), name = String(callee[callee.index(after: dot)...])
    let value = try a.value(0)
    guard let type = Library.type(of: value), type.isKind(of: typeName), type.methods[name] != nil else { return nil }
    return .method(MethodReference(receiver: value, name: name, node: Syntax(a.call)))
  }

  /// `.now()` in a dispatch deadline and its intervals (`.now() + .milliseconds(300)`, in
  /// seconds), `.systemFont(ofSize:)` where a font is expected, and a case of the file's enum
  /// with associated values.
  private func implicitMemberCall(_ name: String, _ a: Arguments) throws(RunError) -> Value {
    if name == "now", a.labels.isEmpty { return .number(now) }
    let units: [String: Double] = ["seconds": 1, "milliseconds": 1e-3, "microseconds": 1e-6, "nanoseconds": 1e-9]
    if let unit = units[name], a.labels == ["_"] { return .number(try a.number(0) * unit) }
    if name.hasSuffix("SystemFont") || name == "systemFont", a.labels.first == "ofSize",
      let handler = Library.call("UIFont." + name, signature: a.signature)
    {
      return try handler(a)
    }
    if name == "preferredFont", let handler = Library.call("UIFont.preferredFont", signature: a.signature) {
      return try handler(a)
    }
    if let owner = enumOwner(ofCase: name, at: a.call) {
      return try enumCase(name, of: owner, labels: a.labels, payload: try a.values(), at: a.call)
    }
    let enums = types.values.filter { $0.kind == .enum && $0.associatedLabels(of: name) != nil }
    if enums.count > 1 {
      let names = enums.map(\.name).sorted().joined(separator: ", ")
      throw error(".\(name)(…) could be the case of \(names): write the type", at: a.call)
    }
    // `.init(r: 245, g: 245, b: 245, a: 255)` where a `UIColor` is expected: the convenience
    // initialiser the file's extension of an SDK type adds with these labels, when only one does.
    if name == "init", Self.initialisedTypes[a.labels] == nil {
      let extended = types.values.filter { $0.kind == .builtin && $0.initializers.contains { $0.takes(a.labels) } }
      if extended.count == 1, let initializer = extended[0].initializers.first(where: { $0.takes(a.labels) }) {
        return try construct(extended[0].name, with: initializer, labels: a.labels, values: try a.values(), at: a.call)
      }
    }
    // `.init()` where the context writes one of the file's types (`static var defaultStyle:
    // StrategyDots.Style { .init() }`): that type's.
    // `return .init(duration: d) { … }` in a generic type's method, whose result is written
    // `Animation<B>` or `Self`, makes the file's `Animation`.
    if name == "init", let wanted = typeWanted(at: a.call),
      let type = wanted == "Self" ? enclosingType(of: a.call) : registeredType(wanted, at: a.call),
      type.kind == .struct || type.kind == .class
    {
      return try instantiate(type, labels: a.labels, values: try a.values(), at: a.call)
    }
    // `private let label: UILabel = .init()`: the simulated type the context writes.
    if name == "init", let wanted = typeWanted(at: a.call), types[wanted] == nil, Library.types[wanted] != nil {
      return try callSpelled(wanted, labels: a.labels, values: try a.values(), at: a.call)
    }
    // `.init(x: 0, y: 1)`, its type inferred from the context: the SDK type whose initialiser
    // has these labels — the only one that could compile —, unless a type of the file has one.
    if name == "init", let type = Self.initialisedTypes[a.labels] {
      let own = types.values.filter { declared in
        declared.initializers.contains { $0.takes(a.labels) }
          || (declared.kind == .struct && declared.initializers.isEmpty
            && declared.properties(static: false).compactMap {
              $0.binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
            } == a.labels)
      }
      guard own.isEmpty else {
        throw error(".init(\(a.signature):) could make \(type) or the file's \(own[0].name): write the type", at: a.call)
      }
      return try callSpelled(type, labels: a.labels, values: try a.values(), at: a.call)
    }
    // `.fadeIn(duration: 3)` where an `Animation` is expected: a static method of the file's
    // type that has one by this name and these labels — the only one that could compile.
    let owners = types.values.filter { type in
      type.method(name, labels: a.labels).map { function in
        function.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
      } == true
    }
    if owners.count == 1, let function = owners[0].method(name, labels: a.labels) {
      return try invoke(function, a, on: .type(owners[0].name))
    }
    // Several (`random()` on CGFloat and on UIColor): the one of the type the context wants.
    if owners.count > 1, let wanted = typeWanted(at: a.call), let owner = owners.first(where: { Self.fits($0.name, wanted) }),
      let function = owner.method(name, labels: a.labels)
    {
      return try invoke(function, a, on: .type(owner.name))
    }
    if owners.count > 1 {
      let names = owners.map(\.name).sorted().joined(separator: ", ")
      throw error(".\(name)(…) could be the static method of \(names): write the type", at: a.call)
    }
    // `.black()` where a colour is expected: Swift 3 beta's `UIColor.black()`, as in `call(_:)`.
    if a.labels.isEmpty, let member = Library.staticMember("UIColor", name) {
      warn("beta UIColor." + name, ".\(name)() is a Swift 3 beta's UIColor.\(name)", at: a.call)
      return member(self)
    }
    // `.greenColor()` where a colour is expected: Swift 2's `UIColor.greenColor()`.
    if a.labels.isEmpty, name.hasSuffix("Color"), let member = Library.staticMember("UIColor", String(name.dropLast(5))) {
      warn("Swift 2 UIColor." + name, ".\(name)() is Swift 2's UIColor.\(name.dropLast(5))", at: a.call)
      return member(self)
    }
    throw error(".\(name)(…) is not simulated by Wobble yet", at: a.call)
  }

  /// The simulated types whose initialiser these labels name, for `.init(…)`.
  static let initialisedTypes: [[String]: String] = [
    ["x", "y"]: "CGPoint", ["width", "height"]: "CGSize", ["x", "y", "width", "height"]: "CGRect",
    ["origin", "size"]: "CGRect", ["dx", "dy"]: "CGVector", ["top", "left", "bottom", "right"]: "UIEdgeInsets",
    ["red", "green", "blue", "alpha"]: "UIColor", ["white", "alpha"]: "UIColor",
    ["hue", "saturation", "brightness", "alpha"]: "UIColor", ["rotationAngle"]: "CGAffineTransform",
    ["translationX", "y"]: "CGAffineTransform", ["scaleX", "y"]: "CGAffineTransform",
    ["name"]: "CAMediaTimingFunction", ["controlPoints", "_", "_", "_"]: "CAMediaTimingFunction",
  ]

  /// `self.init(…)`: inside a convenience initialiser of a built-in type the file extends, the
  /// value that initialiser makes; inside one of the file's class, another of its initialisers
  /// on the same instance (a view's `init(frame:)` sets the frame when the class declares none).
  private func selfInit(_ a: Arguments) throws(RunError) -> Value {
    if let made = constructing.last {
      let value = try callSpelled(made.type, labels: a.labels, values: try a.values(), at: a.call)
      constructing[constructing.count - 1].result = value
      return .void
    }
    guard let me else { throw a.error("self.init is called outside an initialiser") }
    let values = try a.values()
    if let initializer = initializer(of: me.chain, taking: a.labels, isView: me.view != nil && !me.isController) {
      _ = try invoke(
        initializer.signature.parameterClause.parameters, initializer.body, labels: a.labels, values: values,
        on: .instance(me), at: a.call)
      return .void
    }
    if let view = me.view, a.labels == ["frame"], case .rect(let r) = values[0] {
      view.layer.model.setFrame(r)
      return .void
    }
    // The `init()` a class with only convenience initialisers inherits (from its SDK
    // superclass, `NSObject` among them) or that Swift gives a class whose stored properties
    // all have defaults: the instance is already made as it makes one.
    if a.labels.isEmpty { return .void }
    // A UIImageView subclass's `self.init(image:)`: the image shown, its size the view's.
    if let view = me.view, view.isImageView, a.labels == ["image"] {
      guard let image = values[0].asImage else { throw a.wrong(0, got: values[0], want: "a UIImage") }
      view.show(image)
      view.layer.model.setFrame(Rect(x: 0, y: 0, width: image.width, height: image.height))
      return .void
    }
    throw error("\(me.className) has no init(\(a.labels.map { $0 + ":" }.joined())) for self.init", at: a.call)
  }

  /// Whether the file declares the static method a dotted call names, on its own type or in an
  /// extension of the SDK's (it then wins over the SDK's).
  fileprivate func declaresStatic(_ calledName: String, labels: [String]) -> Bool {
    guard let dot = calledName.lastIndex(of: ".") else { return false }
    let type = String(calledName[..<dot]), method = String(calledName[calledName.index(after: dot)...])
    return types[type]?.method(method, labels: labels) != nil
  }

  static func isMutating(_ function: FunctionDeclSyntax) -> Bool {
    function.modifiers.contains { $0.name.text == "mutating" }
  }

  /// A `mutating` method of an enum value run with `self` as that value, and the value `self`
  /// holds when it returns (`self = .running`), for the caller to put back where it came from.
  private func invokeMutating(_ function: FunctionDeclSyntax, _ a: Arguments, on value: Value) throws(RunError) -> (
    result: Value, changed: Value
  ) {
    selves.append(value)
    defer { selves.removeLast() }
    let result = try invoke(
      function.signature.parameterClause.parameters, function.body, labels: a.labels, values: try a.values(), on: nil,
      at: a.call)
    return (result, selves[selves.count - 1])
  }

  /// Whether `self` (in a method of the file's type or of its extension of an SDK type) has a
  /// method called `name` that takes these labels.
  /// Only code written inside a type or an extension has a `self` there: a closure written at
  /// the top level and called from a method looks names up at the top level.
  private func selfHasMethod(_ name: String, labels: [String], at call: FunctionCallExprSyntax) -> Bool {
    guard let receiver = selves.last, Self.isInsideATypeBody(call) else { return false }
    if let me, me.method(name, labels: labels) != nil { return true }
    return extensionMethod(of: receiver, name, labels: labels) != nil
  }

  /// Whether the SDK type has the method, under today's name or Swift 2's
  /// (`addAnimation(_:forKey:)` called without `self.` in a layer class of 2015).
  static func simulates(_ name: String, _ signature: String, on type: SimulatedType) -> Bool {
    if type.method(name, signature: signature) != nil { return true }
    guard let modern = Swift2Renames.method(name, signature: signature) else { return false }
    return type.method(modern.name, signature: modern.signature) != nil
  }

  /// Whether `node` is written inside the body of a type or an extension.
  static func isInsideATypeBody(_ node: some SyntaxProtocol) -> Bool {
    var current = node.parent
    while let parent = current {
      if parent.is(MemberBlockSyntax.self) { return true }
      current = parent.parent
    }
    return false
  }

  /// Calls the one of the file's top-level functions of this name that fits, as Swift
  /// resolves overloads for the cases files have: the labels first, then an array passed where
  /// one overload takes the array and another is variadic goes to the first (Swift does not
  /// pass an array as variadic arguments).
  private func overload(_ candidates: [FunctionDeclSyntax], _ a: Arguments) throws(RunError) -> Value {
    let values = try a.values()
    guard let function = chooseOverload(candidates, labels: a.labels, values: values) else {
      throw a.error("no \(candidates[0].name.text) the file declares takes these arguments")
    }
    return try invoke(
      function.signature.parameterClause.parameters, function.body, labels: a.labels, values: values, on: nil, at: a.call)
  }

  /// Of the functions that take these labels, the first whose parameters the values fit: an
  /// array goes to an array parameter rather than as a variadic one's only argument or an SDK
  /// type's (`addPulse(_ points: [CGPoint], …)` beside `addPulse(_ height: CGFloat, …)`), and a
  /// value that is no array to a variadic parameter rather than an array one. Nil when none
  /// takes the labels.
  func chooseOverload(_ candidates: [FunctionDeclSyntax], labels: [String], values: [Value]) -> FunctionDeclSyntax? {
    func fits(_ function: FunctionDeclSyntax, asWritten: Bool) -> Bool? {
      let parameters = function.signature.parameterClause.parameters
      let shape = code.parameterShape(parameters)
      guard let slots = asWritten ? shape.slotsAsWritten(for: labels) : shape.slots(for: labels) else { return nil }
      let declared = Array(parameters)
      for (slot, value) in zip(slots, values) {
        let isArray: Bool
        switch value {
        case .array: isArray = true
        case .nil: continue
        default: isArray = false
        }
        if shape.isVariadic[slot] {
          if isArray, slots.filter({ $0 == slot }).count == 1 { return false }
        } else if declared[slot].type.is(ArrayTypeSyntax.self), !isArray {
          return false
        } else if isArray, let name = Self.typeName(declared[slot].type), Library.types[name] != nil,
          !self.fits(value, declared[slot].type)
        {
          return false
        }
      }
      return true
    }
    // Today's labels before Swift 2's rule (`ParameterShape.swift2OmitsFirstLabel`).
    for asWritten in [true, false] {
      let verdicts = candidates.map { ($0, fits($0, asWritten: asWritten)) }
      if let chosen = verdicts.first(where: { $0.1 == true }) ?? verdicts.first(where: { $0.1 != nil }) { return chosen.0 }
    }
    return nil
  }

  /// The functions declared beside `function` with its name (its overloads in the same type,
  /// extension or file), itself among them; read once per function.
  func overloadsBeside(_ function: FunctionDeclSyntax) -> [FunctionDeclSyntax] {
    if let known = code.overloadsBeside[function.id] { return known }
    var found = [function]
    if let list = function.parent?.parent {
      let siblings = list.children(viewMode: .sourceAccurate).compactMap { item -> FunctionDeclSyntax? in
        let decl =
          item.as(MemberBlockItemSyntax.self)?.decl.as(FunctionDeclSyntax.self)
          ?? item.as(CodeBlockItemSyntax.self)?.item.as(FunctionDeclSyntax.self)
        return decl?.name.text == function.name.text ? decl : nil
      }
      if siblings.count > 1 { found = siblings }
    }
    code.overloadsBeside[function.id] = found
    return found
  }

  private func invoke(_ function: FunctionDeclSyntax, _ a: Arguments, on receiver: Value?) throws(RunError) -> Value {
    let beside = overloadsBeside(function)
    if beside.count > 1 {
      let values = try a.values()
      let chosen = chooseOverload(beside, labels: a.labels, values: values) ?? function
      return try invoke(
        chosen.signature.parameterClause.parameters, chosen.body, labels: a.labels, values: values, on: receiver, at: a.call)
    }
    return try invoke(
      function.signature.parameterClause.parameters, function.body, labels: a.labels, values: try a.values(), on: receiver,
      at: a.call)
  }

  /// How many classes of `chain` (the instance's, its own first) lie at or below the class
  /// whose code `superExpr` is in: `super` looks from the next one up. 1 when that class is
  /// not found (an extension's, say).
  static func superStart(of superExpr: ExprSyntax, in chain: [TypeDeclaration]) -> Int {
    var node = superExpr.parent
    while let current = node {
      if let declared = current.as(ClassDeclSyntax.self) {
        if let index = chain.firstIndex(where: { $0.name == declared.name.text }) { return index + 1 }
        return 1
      }
      node = current.parent
    }
    return 1
  }

  /// The SDK methods a `super` call runs: those that change the layer tree, the view tree or
  /// the animations attached (the others add nothing Wobble draws, or draw as described above).
  static let superTreeMethods: Set<String> = [
    "removeFromSuperlayer", "removeFromSuperview", "addSublayer", "insertSublayer", "addSubview", "insertSubview",
    "bringSubviewToFront", "sendSubviewToBack", "add", "removeAnimation", "removeAllAnimations",
  ]

  /// A method called on a value: `baseExpr`'s, or `given` (the view of `self` for a bare
  /// `addSubview(x)`); nil when it names a type whose initialisers follow.
  private func callMember(_ method: String, baseExpr: ExprSyntax?, given: Value?, _ a: Arguments) throws(RunError) -> Value? {
    let labels = a.labels
    if let baseExpr, baseExpr.is(SuperExprSyntax.self) {
      // `super.init(…)` in a class whose superclass the file declares runs that class's
      // initialiser (its body adds the subviews and settings the subclass builds on); UIKit's
      // own initialiser below runs when that one calls `super.init` in turn.
      if method == "init", let me, case let start = Self.superStart(of: baseExpr, in: me.chain), start < me.chain.count,
        let initializer = me.chain.dropFirst(start).lazy.flatMap(\.initializers).first(where: { $0.takes(labels) })
      {
        _ = try invoke(
          initializer.signature.parameterClause.parameters, initializer.body, labels: labels, values: try a.values(),
          on: .instance(me), at: a.call)
        return .void
      }
      // `super.init(frame:)` sets the view's frame; `super.layoutSubviews()` and the other
      // overridden methods add nothing here.
      if method == "init", a.signature == "frame", let view = me?.view { view.layer.model.setFrame(try a.rect(0)) }
      // `super.loadView()` makes the view UIKit's own `loadView()` makes — for a controller
      // shown alone, a storyboard's white one, as when it declares no `loadView()`: `view` is
      // set from then on.
      if method == "loadView", let me {
        me.loadingView = false
        if me.view?.layer.model.backgroundColor == nil { me.view?.layer.model.backgroundColor = Color.white }
      }
      // `super.init(coder:)` of a view a storyboard makes: its saved frame, look and subviews.
      if method == "init", a.signature == "coder", let me { try decodeArchive(into: me) }
      if method == "init", let me { takePageStyle(of: me, labels: labels, values: try a.values()) }
      if method == "init", a.signature == "collectionViewLayout", let grid = me?.view?.collection,
        case .record(let layout) = try a.value(0), layout.type === Library.uiCollectionViewFlowLayout
      {
        grid.layout = layout
      }
      // `super.init(image:)` of an image view class: the image, and its size.
      if method == "init", a.signature == "image", let view = me?.view, view.isImageView {
        let given = try a.value(0)
        if let image = given.asImage {
          view.show(image)
          view.layer.model.setFrame(Rect(x: 0, y: 0, width: image.width, height: image.height))
        }
      }
      // CALayer's own `needsDisplay(forKey:)`: no key of a subclass redraws unless it says so.
      if method == "needsDisplay", a.signature == "forKey" { return .bool(false) }
      // CALayer's own `action(forKey:)` is the documented search; its class default is nil.
      if method == "action", a.signature == "forKey", let layer = me?.layer {
        return try actionValue(of: layer, forKey: try a.string(0), at: a.call)
      }
      if method == "defaultAction", a.signature == "forKey" { return .nil }
      // An override that changes the tree or the animations and then calls UIKit's or Core
      // Animation's own (`super.removeFromSuperlayer()` after a message): that one runs.
      if Self.superTreeMethods.contains(method), let me,
        let base = me.layer.map(Value.layer) ?? me.view.map(Value.view), let type = Library.type(of: base),
        let handler = a.shape.method(of: type, method)
      {
        return try handler(base, a.method(of: Library.shownName(of: base, type)))
      }
      // An overridden method of a superclass the file declares runs: the one above the class
      // whose method says `super` (not above the instance's own class: a superclass's method
      // calling `super` would find itself again).
      if let me, case let start = Self.superStart(of: baseExpr, in: me.chain), start < me.chain.count,
        let function = Instance(chain: Array(me.chain.dropFirst(start)), view: nil).method(method, labels: labels)
      {
        return try invoke(function, a, on: .instance(me))
      }
      // UIKit's own `draw(_:)` (Swift 2's `drawRect(_:)`): a label's draws its text.
      if method == "draw" || method == "drawRect", labels.count == 1 { me?.view?.drewAsSuper = true }
      return .void
    }
    var base: Value
    if let given { base = given } else { base = try evaluate(baseExpr!) }
    if case .skipped(let type) = base {
      // A navigation controller's push and pop, from a controller in it.
      if type == "UINavigationController", let me, me.isController,
        let container = me.navigation ?? me.pushedOn, container.bar != nil
      {
        switch (method, a.signature) {
        case ("pushViewController", "_:animated"):
          guard case .instance(let pushed) = try a.value(0), pushed.isController else {
            throw a.wrong(0, got: try a.value(0), want: "a view controller the file declares")
          }
          try push(pushed, on: container, animated: try a.bool(1), at: a.call)
          return .void
        case ("popViewController", "animated"):
          try pop(container, at: a.call)
          return .void
        default: break
        }
      }
      // The rest of a navigation controller's stack changes are said where they happen.
      if type == "UINavigationController", method.hasPrefix("push") || method.hasPrefix("pop") || method == "setViewControllers" {
        warn(
          "navigation " + method,
          "\(method)(…) of a navigation controller is not simulated by Wobble yet: the root's view stays shown", at: a.call)
      }
      return .void  // `tap.require(toFail: other)`
    }
    if let baseExpr, let (changed, returned) = try Library.mutated(base, method, a) {
      // A mutating method of a value (`isOn.toggle()`, `dots.append(dot)`): the variable or
      // property holding it takes the new value; the call's value is what it returns
      // (`queue.removeFirst()` is the element).
      try assign(changed, to: baseExpr)
      return returned
    }
    // `a?.b()` with `a` nil is nil.
    if case .nil = base, let baseExpr, Interpreter.isOptionalChain(baseExpr) { return .nil }
    if case .instance(let instance) = base {
      if let function = instance.method(method, labels: labels) { return try invoke(function, a, on: base) }
      // A stored property holding a closure, called (`animation.closure(view)`).
      switch try stored(method, of: instance) {
      case .closure(let c)?: return try self.call(c, try a.values(), labels: a.labels, at: a.call)
      case .method(let m)?: return try self.call(m, try a.values())
      default: break
      }
      // `child.didMove(toParent: self)`, `present(next, animated: true)`: UIKit's.
      if instance.isController, let result = try controllerMethod(method, on: instance, a) { return result }
      if instance.isController, let inherited = Self.unsimulatedControllerMethods[method] {
        throw error(
          "\(method)(\(labels.map { $0 + ":" }.joined())) is UIViewController's (\(inherited)), which Wobble does not "
            + "simulate yet", at: a.call)
      }
      // A method an extension of its SDK superclass adds (`extension UIViewController { func
      // tint(_:) }`, called as `self.tint(v)`): run on the instance, as a bare call would.
      if let function = extensionMethod(of: base, method, labels: labels) { return try invoke(function, a, on: base) }
      if let view = instance.view { base = .view(view) }
      if let layer = instance.layer { base = .layer(layer) }
    }
    // `.fast` read where no type is written is the string "fast": a case of the file's enum
    // when that enum has the method.
    if case .string(let name) = base, let found = enumCase(named: name), found.type.method(method, labels: labels) != nil {
      base = .enumCase(found)
    }
    if case .enumCase(let value) = base, let function = value.type.method(method, labels: labels) {
      guard Self.isMutating(function) else { return try invoke(function, a, on: base) }
      // `state.start()` where `start` does `self = .starting`: the variable takes the new case.
      let (result, changed) = try invokeMutating(function, a, on: base)
      if let baseExpr { try assign(changed, to: baseExpr) }
      return result
    }
    // A method the file's extension adds to a type Wobble provides, or a static one.
    if let function = extensionMethod(of: base, method, labels: labels) {
      // A mutating method on a value (`center.adding(point: v)`): the place it came from takes
      // the changed copy, as Swift writes an `inout self` back.
      guard Self.isMutating(function), base.identity == nil, let baseExpr else { return try invoke(function, a, on: base) }
      let (result, changed) = try invokeMutating(function, a, on: base)
      try assign(changed, to: baseExpr)
      return result
    }
    if case .type(let typeName) = base {
      if let type = types[typeName], type.kind == .enum, type.cases.contains(where: { $0.name == method }) {
        throw error("\(typeName).\(method) has no associated values to pass", at: a.call)
      }
      // A type's method reached through a value (`NSNotificationCenter.defaultCenter().addObserver`).
      if let handler = Library.call(typeName + "." + method, signature: a.signature) { return try handler(a) }
      return nil  // `UIColor.init(…)`-style calls: the initialisers follow.
    }
    if let type = Library.type(of: base) {
      if let handler = a.shape.method(of: type, method) {
        return try handler(base, a.method(of: Library.shownName(of: base, type)))
      }
      // `layer.addAnimation(_:forKey:)`: Swift 2's name of `add(_:forKey:)`.
      if let modern = Swift2Renames.method(method, signature: a.signature),
        let handler = type.method(modern.name, signature: modern.signature)
      {
        let spelled = { (name: String, signature: String) in
          name + "(" + (signature.isEmpty ? "" : signature.split(separator: ":").map { $0 + ":" }.joined()) + ")"
        }
        warn(
          "Swift 2 " + method, "\(spelled(method, a.signature)) is Swift 2's \(spelled(modern.name, modern.signature))",
          at: a.call)
        return try handler(base, a.method(of: Library.shownName(of: base, type)))
      }
      if type.ignoresUnknownMembers { return try unknownMethod(method, labels, of: base, type, a) }
    }
    if case .nil = base, let outlet = outletNil(baseExpr) { throw outlet }
    // `view.pinToSuperview()`: often an app's own extension, declared in a file not opened.
    throw error(
      "\(method)(\(labels.map { $0 + ":" }.joined())) of \(base.kind) is not simulated by Wobble yet "
        + "(if another file of the app declares it, open the files together: `open A.swift B.swift`)", at: a.call)
  }
}

extension CallShape {
  /// `type`'s method `name` called with this site's labels, remembered for the type last seen.
  func method(of type: SimulatedType, _ name: String) -> MethodHandler? {
    if type !== methodType {
      methodType = type
      methodHandler = type.method(name, signature: signature)
    }
    return methodHandler
  }

  /// The SDK's handler for a dotted call (`UIView.animate`) that the file does not declare
  /// itself, if any: looked up once per site (the file's declarations do not change).
  func libraryCall(_ run: Interpreter) -> CallHandler? {
    if let known = resolvedLibraryCall { return known }
    var found = calledName.firstIndex(of: ".") == nil ? nil : Library.call(calledName, signature: signature)
    if found != nil, run.declaresStatic(calledName, labels: labels) { found = nil }
    resolvedLibraryCall = .some(found)
    return found
  }

  /// The pure function a call names, if any: looked up once per site.
  var pureFunction: PureFunction? {
    if let known = resolvedPureFunction { return known }
    var callee = calledName
    if callee.hasSuffix(".init") { callee.removeLast(5) }
    let found = PureFunction(name: callee, labels: labels)
    resolvedPureFunction = .some(found)
    return found
  }
}

extension Value {
  /// An instance or enum case of a type the file declares, or a type: not a value of the SDK.
  var isFileValue: Bool {
    switch self {
    case .instance, .enumCase, .type: true
    default: false
    }
  }
}

extension Interpreter {
  /// Whether `expression` spells a type (`UIView`, `UIView.ContentMode`, `Array<Int>`), not
  /// a value that holds one: a path of capitalised names.
  static func isTypePath(_ expression: ExprSyntax) -> Bool {
    if let reference = expression.as(DeclReferenceExprSyntax.self) {
      return reference.baseName.text.first?.isUppercase == true
    }
    if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
      return member.declName.baseName.text.first?.isUppercase == true && isTypePath(base)
    }
    return expression.is(GenericSpecializationExprSyntax.self) || expression.is(ArrayExprSyntax.self)
      || expression.is(DictionaryExprSyntax.self) || expression.is(TypeExprSyntax.self)
  }
}

extension Interpreter {
  /// A method Wobble does not know of a type that stands in for UIKit's (a control drawn or a
  /// placeholder box, a gesture recognizer): a call whose result is used is refused, as nothing
  /// stands for what UIKit returns; one standing alone changes nothing here — said once, unless
  /// the control is a placeholder box, of which that was said when it was made.
  func unknownMethod(
    _ method: String, _ labels: [String], of base: Value, _ type: SimulatedType, _ a: Arguments
  ) throws(RunError) -> Value {
    let name = "\(Library.shownName(of: base, type)).\(method)(\(labels.map { $0 + ":" }.joined()))"
    let standsAlone = a.call.parent?.is(CodeBlockItemSyntax.self) ?? false
    guard standsAlone else { throw error("\(name) is not simulated by Wobble yet", at: a.call) }
    let placeholderBox = base.asView?.placeholderClass.map { !Library.isDrawnControl($0) } ?? false
    if !placeholderBox { warn(name, "\(name) is not simulated by Wobble yet: it changes nothing here", at: a.call) }
    return .void
  }
}
