import Animation
import Geometry
import Scenes
import SwiftSyntax

/// Reading and setting members: what the file declares first (an instance's stored and
/// computed properties, its extensions' members, its types' statics), then the simulated SDK
/// (`Library`).
extension Interpreter {
  /// `.pi`, `.zero`, `.easeInEaseOut`: what a member means where no type is written.
  func implicitMember(_ name: String, at node: MemberAccessExprSyntax) throws(RunError) -> Value {
    // A static of the SDK type the context wants (`inset: UIEdgeInsets = .zero`, `let size:
    // CGSize = .zero`), as Swift reads the member from that type.
    // (`label.textColor = .brandBlue`: a colour set's Xcode-generated symbol.)
    if let wanted = typeWanted(at: node), NumberKind.named(wanted) == nil, let member = sdkStatic(wanted, name, at: node) {
      return member
    }
    // A case or static of a type the file declares, where the context wants that type
    // (`var decimals: DecimalPoints = .zero` with `case zero`): Swift reads it there, not as
    // the SDK's `.zero` or `.identity`.
    if let wanted = typeWanted(at: node), let type = registeredType(wanted, at: node) ?? onlyNestedType(named: wanted) {
      if type.kind == .enum, type.cases.contains(where: { $0.name == name }) { return .string(name) }
      if type.kind != .enum, type.property(name, static: true) != nil, let value = try staticMember(type, name, at: node) {
        return value
      }
    }
    switch name {
    case "pi": return .number(.pi)
    case "infinity", "greatestFiniteMagnitude": return .number(.infinity)
    case "nan": return .number(.nan)
    case "zero": return wantsNumber(node) ? .number(0) : .point(.zero)
    case "identity": return .affine(.identity)
    default:
      // A static of a type the file declares or extends (`extension UIColor { static let
      // brand = … }`), as Swift finds `.brand` where a UIColor is expected: of the types
      // declaring one, the type the context wants (`tintColor = .random` with `random` on both
      // CGFloat and UIColor).
      let owners = typesInOrder.filter { $0.kind != .enum && $0.property(name, static: true) != nil }
      if !owners.isEmpty {
        var owner = owners[0]
        if owners.count > 1, let wanted = typeWanted(at: node),
          let fitting = owners.first(where: { Self.fits($0.name, wanted) })
        {
          owner = fitting
        }
        if let value = try staticMember(owner, name, at: node) { return value }
      }
      for type in typesInOrder where type.kind != .enum {
        if let value = try staticMember(type, name, at: node) { return value }
      }
      if let color = NamedColors.uikit(named: name) { return .color(color) }
      // Enumeration cases (`.round`, `.forwards`, `.easeIn`) stand for themselves.
      return .string(swift3CaseName(name, at: node))
    }
  }

  /// The one type nested anywhere in the file under `name` (a property's type written inside
  /// its class, `DecimalPoints`, read where that class's property is assigned from outside);
  /// nil when none or several are.
  func onlyNestedType(named name: String) -> TypeDeclaration? {
    let found = Set(nestedTypes.values.compactMap { $0[name] })
    guard found.count == 1, let registered = found.first else { return nil }
    return types[registered]
  }

  /// Whether a value of `type` is one of `wanted`: the same type, or numbers both (`CGFloat`
  /// for a `Double` parameter, as literals and statics of either convert here).
  static func fits(_ type: String, _ wanted: String) -> Bool {
    type == wanted || (NumberKind.named(type) != nil && NumberKind.named(wanted) != nil)
  }

  /// The type the code around an implicit member wants, as Swift reads it from the context:
  /// a binding's written type, a parameter's of a function the file declares, a number for an
  /// SDK argument whose label measures one (`red:`), and for an assignment the property's: a
  /// stored property the file declares with its type, else what the SDK's property of that
  /// name takes (a number or a colour). Nil where none of these says.
  func typeWanted(at node: some SyntaxProtocol) -> String? {
    func written(_ type: TypeSyntax?) -> String? {
      guard var text = type?.trimmedDescription else { return nil }
      while text.hasSuffix("?") || text.hasSuffix("!") { text.removeLast() }
      return text
    }
    if let binding = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(PatternBindingSyntax.self) {
      return written(binding.typeAnnotation?.type)
    }
    // A parameter's default value (`inset: UIEdgeInsets = .zero`).
    if let parameter = node.parent?.as(InitializerClauseSyntax.self)?.parent?.as(FunctionParameterSyntax.self) {
      return written(parameter.type)
    }
    // An element of an array literal (`var bars: [Bar] = [.init(height: 1)]`): the element
    // type of the array the literal's context wants.
    if let array = node.parent?.as(ArrayElementSyntax.self)?.parent?.parent?.as(ArrayExprSyntax.self) {
      guard let wanted = typeWanted(at: array) else { return nil }
      if wanted.hasPrefix("["), wanted.hasSuffix("]"), !wanted.contains(":") { return String(wanted.dropFirst().dropLast()) }
      if wanted.hasPrefix("Array<"), wanted.hasSuffix(">") { return String(wanted.dropFirst(6).dropLast()) }
      return nil
    }
    if let argument = node.parent?.as(LabeledExprSyntax.self),
      let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
    {
      let label = argument.label?.text ?? "_"
      let name =
        call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        ?? call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      if let name {
        let declared = (functions[name].map { [$0] } ?? []) + typesInOrder.flatMap { $0.methods(named: name) }
        for function in declared {
          for parameter in function.signature.parameterClause.parameters where parameter.firstName.text == label {
            return written(parameter.type)
          }
        }
      }
      // `size:` takes a CGSize as often as a number (`CGRect(origin: .zero, size: .zero)`).
      return label != "size" && OpenedFile.argumentMeasures[label] != nil ? "CGFloat" : nil
    }
    if let returned = returnedType(of: node) { return written(returned) }
    guard let assignment = node.parent?.as(InfixOperatorExprSyntax.self), assignment.operator.is(AssignmentExprSyntax.self),
      assignment.rightOperand.id == Syntax(node).id
    else { return nil }
    let target =
      assignment.leftOperand.as(MemberAccessExprSyntax.self)?.declName.baseName.text
      ?? assignment.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
    guard let target else { return nil }
    for type in typesInOrder {
      if let (binding, _) = type.property(target, static: false), let annotated = written(binding.typeAnnotation?.type) {
        return annotated
      }
    }
    switch Library.propertyTakes[target] {
    case "a number": return "CGFloat"
    case "a colour": return "UIColor"
    default: return nil
    }
  }

  /// The type written for what `node` is returned from, when it is returned (`return x`, or
  /// the one expression of a body): a computed property's or a function's; nil for a closure's
  /// or where nothing is written.
  func returnedType(of node: some SyntaxProtocol) -> TypeSyntax? {
    var site = Syntax(node).parent
    if let ret = site?.as(ReturnStmtSyntax.self) {
      site = ret.parent
    } else if let item = site?.as(CodeBlockItemSyntax.self) {
      if item.parent?.as(CodeBlockItemListSyntax.self)?.count != 1 { return nil }
    } else {
      // Part of a larger expression (`label.decimals = .zero` in an observer's body): not
      // what the body returns.
      return nil
    }
    while let current = site {
      if current.is(ClosureExprSyntax.self) { return nil }
      if let binding = current.as(PatternBindingSyntax.self) { return binding.typeAnnotation?.type }
      if let function = current.as(FunctionDeclSyntax.self) { return function.signature.returnClause?.type }
      if current.is(MemberBlockSyntax.self) { return nil }
      site = current.parent
    }
    return nil
  }

  /// The type `written` names as the files registered it: `Outer.Inner` through the outer
  /// type's nested types (`StrategyDots.Style`), a simple name as it resolves at `node`.
  func registeredType(_ written: String, at node: some SyntaxProtocol) -> TypeDeclaration? {
    // `Animation<(A, B)>` is the file's generic `Animation`: its arguments choose no other type.
    if written.contains("<") { return registeredType(Self.withoutGenericArguments(written), at: node) }
    if let dot = written.lastIndex(of: ".") {
      let outer = String(written[..<dot]), inner = String(written[written.index(after: dot)...])
      // Declared in the outer type or a superclass of it (`CircleWithLabelView.Options`, of
      // the `CircleProgressView` it inherits from), as Swift finds inherited nested types.
      var owner: String? = outer
      var seen: Set<String> = []
      while let current = owner, seen.insert(current).inserted {
        if let name = nestedTypes[current]?[inner] { return types[name] }
        owner = types[current]?.inherited
      }
      return types[written]
    }
    return types[resolvedTypeName(written, at: node)]
  }

  /// `written` with every generic argument clause taken out (`Outer<Int>.Inner<T>` is
  /// `Outer.Inner`).
  static func withoutGenericArguments(_ written: String) -> String {
    var depth = 0
    return String(
      written.filter { character in
        if character == "<" { depth += 1 } else if character == ">" { depth -= 1 } else if depth == 0 { return true }
        return false
      })
  }

  /// Whether the code around `.zero` wants a number (`delay: .zero` for a parameter the file
  /// declares as `TimeInterval`, `let gap: CGFloat = .zero`, `lineWidth = .zero`), as Swift
  /// reads the type the context gives; elsewhere `.zero` is a point (`CGPoint.zero`,
  /// `CGSize.zero` alike here).
  private func wantsNumber(_ node: MemberAccessExprSyntax) -> Bool {
    typeWanted(at: node).map { NumberKind.named($0) != nil } ?? false
  }

  /// Runs a computed property's setter with `value`: the receiver as the setter left it (a
  /// value's setter may change `self`); a get-only property (`spelled`) is refused as Swift
  /// refuses assigning it.
  @discardableResult
  func assignComputed(
    _ accessors: AccessorBlockSyntax, on receiver: Value, _ spelled: String, _ value: Value, at node: some SyntaxProtocol
  ) throws(RunError) -> Value {
    guard let changed = try setter(accessors, on: receiver, newValue: copied(value)) else {
      throw error("\(spelled) is a get-only property: it cannot be assigned", at: node)
    }
    return changed
  }

  /// The setter of a computed property the file's extension adds to an SDK value type
  /// (`extension CGAffineTransform { var rotation: CGFloat { get … set … } }`), when `base` is
  /// such a value and has one named `name`.
  func valueSetter(of base: Value, _ name: String) -> (TypeDeclaration, AccessorBlockSyntax)? {
    guard base.identity == nil, let type = extensionType(of: base),
      let accessors = type.property(name, static: false)?.binding.accessorBlock, !Self.isObserved(accessors)
    else { return nil }
    return (type, accessors)
  }

  /// An SDK enumeration case as Swift 3 spells it: Swift 2 capitalised them (`.Right`,
  /// `.ValueChanged`; SE-0006 lowercased them), said once. A case of the file's own enums keeps
  /// its spelling.
  func swift3CaseName(_ name: String, at node: some SyntaxProtocol) -> String {
    guard let first = name.first, first.isUppercase, enumCase(named: name) == nil else { return name }
    // An acronym keeps its case (`.RGB`); otherwise the leading capital goes.
    if name.count > 1, name.dropFirst().first?.isUppercase == true { return name }
    let modern = first.lowercased() + name.dropFirst()
    warn("Swift 2 case " + name, ".\(name) is Swift 2's .\(modern)", at: node)
    return modern
  }

  /// `base.name`, or a refusal with its place.
  func member(_ base: Value, _ name: String, at node: MemberAccessExprSyntax) throws(RunError) -> Value {
    if name == "description", case .number(let n) = base, let baseExpr = node.base, let kind = numberKind(of: baseExpr) {
      return .string(kind.text(n))
    }
    // `pair.0`: a tuple's element by position; `offset.dx`: by label.
    if case .tuple(let items, let labels) = base {
      if let i = Int(name) {
        guard i < items.count else { throw error("the tuple has no element \(i)", at: node.declName) }
        return items[i]
      }
      if let i = labels.firstIndex(of: name) { return items[i] }
    }
    if let value = try memberIfAny(base, name, at: node) { return value }
    // `a?.b` with `a` nil is nil.
    if case .nil = base, let chained = node.base, Interpreter.isOptionalChain(chained) { return .nil }
    if let reference = methodReference(name, of: base, at: node) { return reference }
    // `UIColor.brandBlue`: often an app's own extension, declared in a file not opened.
    if case .type(let type) = base, let reason = Library.knowableOnlyOnTheDevice["\(type).\(name)"] {
      throw error("\(type).\(name) is \(reason): Wobble cannot know it", at: node.declName)
    }
    if case .type(let type) = base, let refusal = Library.outsideWorldRefusal(type, "\(type).\(name)") {
      throw error(refusal, at: node.declName)
    }
    if case .type(let type) = base {
      throw error(
        "\(type).\(name) is not declared in the files opened and is not a member of \(type) Wobble simulates "
          + "(if another file of the app declares it, open the files together: `open A.swift B.swift`)",
        at: node.declName)
    }
    if case .nil = base, let outlet = outletNil(node.base) { throw outlet }
    throw error("\(name) of \(base.kind) is not simulated by Wobble yet", at: node.declName)
  }

  /// The refusal for using `expr` when it reads an `@IBOutlet` property that is nil
  /// (`blueSquare.center`, `self.layerView.layer`): a storyboard or nib connects it in the app,
  /// and a file opened alone has none. Nil when `expr` is no such property.
  func outletNil(_ expr: ExprSyntax?) -> RunError? {
    guard let expr else { return nil }
    let name: String
    if let reference = expr.as(DeclReferenceExprSyntax.self) {
      name = reference.baseName.text
    } else if let member = expr.as(MemberAccessExprSyntax.self),
      member.base?.as(DeclReferenceExprSyntax.self)?.baseName.tokenKind == .keyword(.self)
    {
      name = member.declName.baseName.text
    } else {
      return nil
    }
    guard let declaration = me?.property(name)?.parent?.parent?.as(VariableDeclSyntax.self),
      declaration.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "IBOutlet" })
    else { return nil }
    if let (document, tag, line) = unconnectedOutlets[name] {
      return error(
        "\(name) is an @IBOutlet to a \(tag) of \(document) (its line \(line)), which Wobble does not make: it keeps a "
          + "storyboard's views where Interface Builder saved them, so it is nil here", at: expr)
    }
    if !interfaces.isEmpty {
      return error(
        "\(name) is an @IBOutlet that no scene of the storyboards opened connects for this class, so it is nil here",
        at: expr)
    }
    return error(
      "\(name) is an @IBOutlet: in the app a storyboard or nib connects it, and a file opened alone has none, so it "
        + "is nil here (open the app's folder, whose storyboard Wobble loads and connects, or make the view in code)",
      at: expr)
  }

  /// `base.name` read at a compiled site: a property of the SDK found through the site's
  /// cache when the value's type is the one it last saw (the file extends no SDK type and the
  /// value is none of the file's own), else as `member(_:_:at:)` finds it.
  func member(_ base: Value, _ name: String, at node: MemberAccessExprSyntax, cache: PropertyCache) throws(RunError) -> Value {
    // `stepper.value.description`: a number written as its Swift type writes it (`2.0`).
    if name == "description", case .number(let n) = base, let baseExpr = node.base, let kind = numberKind(of: baseExpr) {
      return .string(kind.text(n))
    }
    if extendedTypes.isEmpty, let property = cache.property(of: base, name), let value = property.get(base, self) {
      return value
    }
    return try member(base, name, at: node)
  }

  /// A property of a value, or nil when it has none Wobble knows.
  func memberIfAny(_ base: Value, _ name: String, at node: some SyntaxProtocol) throws(RunError) -> Value? {
    if let type = extensionType(of: base), let value = try computed(name, in: type, on: base) { return value }
    var base = base
    switch base {
    // `navigationController!.navigationBar.tintColor = .white`: what a skipped object holds is
    // skipped too, so that a chain through it changes nothing rather than failing on nil.
    case .skipped(let type):
      // `navigationController?.view` from a controller in one: the container's view (a
      // transition added to its layer plays over the push).
      if type == "UINavigationController", name == "view", let me, let container = me.navigation ?? me.pushedOn {
        return .view(container.view)
      }
      return .skipped("\(type).\(name)")
    case .instance(let instance):
      if let value = try stored(name, of: instance) { return value }
      if let value = try computed(name, of: instance) { return value }
      if let layer = instance.layer {
        base = .layer(layer)
        break
      }
      if let backing = instance.backing {
        base = backing
        break
      }
      guard let view = instance.view else { return nil }
      if instance.isController {
        switch name {
        case "view":
          // Read in `loadView()` before it sets one: UIKit loads the view again to answer, which
          // calls `loadView()` again, without end.
          if instance.loadingView {
            throw error(
              "view is read in loadView() before loadView() sets it: UIKit answers by calling loadView() again, "
                + "without end (make the view in a local and set self.view to it)", at: node)
          }
          try loadIfNeeded(instance)
          return .view(instance.view ?? view)
        case "title": return .string(instance.title)
        case "topLayoutGuide", "bottomLayoutGuide":
          try loadIfNeeded(instance)
          return Library.layoutSupport(over: instance.view ?? view, top: name == "topLayoutGuide")
        case "navigationItem":
          if instance.navigationItem == nil {
            instance.navigationItem = Record(type: Library.uiNavigationItem, fields: ["controller": .instance(instance)])
          }
          return .record(instance.navigationItem!)
        case "tableView" where instance.view?.table != nil:
          // A `UITableViewController`'s view is its table view.
          try loadIfNeeded(instance)
          return .view(instance.view ?? view)
        case "navigationController":
          return (instance.navigation ?? instance.pushedOn)?.bar == nil ? .nil : .skipped("UINavigationController")
        case "isViewLoaded": return .bool(instance.viewLoaded)
        case "children", "childViewControllers": return .array(instance.children.map(Value.instance))
        case "parent", "parentViewController": return instance.parentController.map(Value.instance) ?? .nil
        case "presentedViewController": return instance.presented.map(Value.instance) ?? .nil
        case "presentingViewController": return instance.presenter.map(Value.instance) ?? .nil
        case "tabBarController":
          return instance.parentController.flatMap { $0.tabs != nil ? Value.instance($0) : nil } ?? .nil
        case "tabBarItem":
          if instance.tabBarItem == nil { instance.tabBarItem = Library.tabBarItem(title: nil, icon: false) }
          return .record(instance.tabBarItem!)
        case "viewControllers" where instance.tabs != nil: return .array(instance.tabs!.controllers.map(Value.instance))
        case "selectedIndex" where instance.tabs != nil: return .number(Double(instance.tabs!.selected))
        case "selectedViewController" where instance.tabs != nil:
          return instance.tabs!.selectedController.map(Value.instance) ?? .nil
        case "tabBar" where instance.tabs != nil: return .view(instance.tabs!.bar)
        case "collectionView" where instance.view?.collection != nil: return .view(instance.view!)
        case "collectionViewLayout" where instance.view?.collection != nil: return .record(instance.view!.collection!.layout)
        case "viewControllers" where instance.pages != nil: return .array(instance.pages!.shown.map { [.instance($0)] } ?? [])
        case "dataSource" where instance.pages != nil: return instance.pageDataSource.map(Value.instance) ?? .nil
        case "transitionStyle" where instance.pages != nil: return .string(instance.pages!.transitionStyle)
        case "navigationOrientation" where instance.pages != nil: return .string(instance.pages!.orientation)
        default: return nil
        }
      }
      base = .view(view)
    case .enumCase(let value):
      // An enum that declares its own `rawValue` (`var rawValue: String { switch self … }`)
      // answers with it, as Swift calls the declared one.
      if name == "rawValue", value.type.property("rawValue", static: false) == nil { return try rawValue(value, at: node) }
      return try computed(name, in: value.type, on: base)
    case .string(let caseName) where enumCase(named: caseName) != nil:
      return try memberIfAny(.enumCase(enumCase(named: caseName)!), name, at: node)
    case .type(let typeName):
      return try staticMemberIfAny(typeName, name, at: node)
    default: break
    }
    guard let type = Library.type(of: base) else { return nil }
    if let value = type.properties[name]?.get(base, self) { return value }
    if type.ignoredProperties.contains(name) || type.ignoresUnknownMembers {
      return kept(base, name) ?? type.ignoredDefaults[name]?(base) ?? .nil
    }
    if let modern = swift2Property(name, of: type, at: node) { return try memberIfAny(base, modern, at: node) }
    // Swift 3's `s.characters`: today a String is its own collection of characters.
    if name == "characters", case .string = base {
      warn("characters", "String.characters is Swift 3's: a String is its own collection of characters", at: node)
      return base
    }
    // A layer class's own property read on its `presentation()` copy (`presentation()?.progress`):
    // the value shown now, kept on the copy.
    if case .layer = base, let shown = kept(base, name) { return shown }
    return nil
  }

  /// Swift 3's name for a property of `type` that the file spells as Swift 2 did (`additive`
  /// for `isAdditive`), said once in a warning; nil when `name` is no such spelling.
  func swift2Property(_ name: String, of type: SimulatedType, at node: some SyntaxProtocol) -> String? {
    guard let modern = Swift2Renames.properties[name], type.properties[modern] != nil || type.ignoredProperties.contains(modern)
    else { return nil }
    warn("Swift 2 " + name, "\(name) is Swift 2's \(modern)", at: node)
    return modern
  }

  /// A value kept for `object` under `key`: a property that draws nothing, or a key set by
  /// `setValue(_:forKey:)`.
  func kept(_ object: Value, _ key: String) -> Value? { object.identity.flatMap { kept[$0]?[key] } }

  func keep(_ value: Value, _ object: Value, _ key: String) {
    guard let id = object.identity else { return }
    kept[id, default: [:]][key] = value
  }

  /// `value(forKey:)`: a property Wobble knows, else what was kept under the key, else nil.
  func valueForKey(_ object: Value, _ key: String, at node: some SyntaxProtocol) throws(RunError) -> Value {
    if Library.type(of: object)?.properties[key] != nil, let value = try memberIfAny(object, key, at: node) { return value }
    return kept(object, key) ?? .nil
  }

  /// `setValue(_:forKey:)`: a property Wobble knows is set (and animates as an assignment
  /// would); any other key is kept, as Core Animation keeps undeclared keys.
  func setValueForKey(_ object: Value, _ key: String, to value: Value, at call: FunctionCallExprSyntax) throws(RunError)
    -> Value
  {
    if Library.type(of: object)?.properties[key] != nil {
      try setMember(object, key, to: value, at: Syntax(call))
    } else {
      keep(value, object, key)
    }
    return .void
  }

  /// `Type.name`: the file's nested types, enum cases and statics first, then the SDK's.
  private func staticMemberIfAny(_ typeName: String, _ name: String, at node: some SyntaxProtocol) throws(RunError) -> Value? {
    if !nestedTypes.isEmpty, let nested = nestedTypes[typeName]?[name] { return .type(nested) }  // `Ring.Metrics`
    if name == "allCases", let type = types[typeName], type.kind == .enum {
      return .array(type.cases.map { .enumCase(EnumCase(type: type, name: $0.name)) })
    }
    // `Spinner.self`: the type, the file's own or Wobble's.
    if name == "self" { return .type(typeName) }
    // A static member the file declares, on its own type or one it extends (`UIColor.brand`);
    // a type Wobble provides keeps its own members (`UIColor.black`) below.
    if let owner = staticsOwner(typeName, name) { return try staticMember(owner, name, at: node) }
    // (`UIColor.brandBlue`: a colour set's Xcode-generated symbol.)
    if let member = sdkStatic(typeName, name, at: node) { return member }
    // `NSAttributedString.Key`, `UIFont.Weight`, `DispatchQoS.QoSClass`: a nested type of the
    // SDK, for its members (before its outer type's cases: `DispatchQoS` has cases too).
    if Library.optionTypes.contains(typeName + "." + name) { return .type(typeName + "." + name) }
    // `CAMediaTimingFillMode.forwards` is `.forwards`.
    if Library.optionTypes.contains(typeName) {
      warnIfRenamedIn42(typeName, at: node)
      let member = swift3CaseName(name, at: node)
      // `UIControl.State.normal`: a set, which compares and combines as UIKit's does.
      if let setType = Library.optionSetType(typeName) {
        guard let set = OptionSetValue(type: setType, .string(member)) else {
          throw error("\(setType) has no member \(member)", at: node)
        }
        return .optionSet(set)
      }
      return .string(member)
    }
    return nil
  }

  /// `base.name = value`: a stored property of the file's instance or type, else a property of
  /// the SDK's, read as its declaration says; `cache` is the compiled site's, if any.
  func setMember(_ base: Value, _ name: String, to value: Value, at node: Syntax, cache: PropertyCache? = nil) throws(RunError) {
    // In a `UIView.animate` block each change of a view's property is its own animation from
    // the value it had just then (`ViewAnimation.animateViews`): noted per property.
    if animationBlock != nil, case .view(let view) = base, !notingBlockChange {
      notingBlockChange = true
      defer { notingBlockChange = false }
      let before = view.layer.model
      try setMember(base, name, to: value, at: node, cache: cache)
      noteBlockChange(of: view, since: before)
      return
    }
    switch base {
    case .skipped("UINavigationController.navigationBar"):
      try setNavigationBar(name, to: value, at: node)
      return
    case .skipped: return  // `tap.numberOfTapsRequired = 2`
    case .instance(let instance): return try setOnInstance(instance, name, to: value, at: node)
    case .type(let typeName):
      // `Counter.count += 1`: a stored `static var` of the file's type (its initial value read
      // first, as Swift initialises statics lazily).
      if let type = types[typeName], type.kind != .builtin, let (binding, variable) = type.property(name, static: true),
        binding.accessorBlock == nil
      {
        guard variable.bindingSpecifier.text == "var" else {
          throw error("\(typeName).\(name) is a let: it cannot be assigned", at: node)
        }
        _ = try staticMember(type, name, at: node)
        setStatic(code.staticSlot(typeName, name), copied(value))
        return
      }
    default: break
    }
    // A computed property an extension of the SDK's type declares (`extension UIView { var left: CGFloat { get … set … } }`).
    if let type = extensionType(of: base), let accessors = type.property(name, static: false)?.binding.accessorBlock,
      !Self.isObserved(accessors)
    {
      try assignComputed(accessors, on: base, "\(type.name).\(name)", value, at: node)
      return
    }
    guard let type = Library.type(of: base) else {
      if case .nil = base {
        // `self.dot.transform = …` with `dot` an outlet: the site may be the member's name.
        var site: Syntax? = node
        while let s = site, !s.is(MemberAccessExprSyntax.self), !s.is(CodeBlockItemSyntax.self) { site = s.parent }
        if let outlet = outletNil(site?.as(MemberAccessExprSyntax.self)?.base) { throw outlet }
      }
      throw error("setting \(name) of \(base.kind) is not simulated by Wobble yet", at: node)
    }
    let property = cache?.property(of: base, name) ?? type.properties[name]
    if property == nil, let modern = swift2Property(name, of: type, at: node) {
      return try setMember(base, modern, to: value, at: node)
    }
    guard let set = property?.set else {
      if type.ignoredProperties.contains(name) || (property == nil && type.ignoresUnknownMembers), base.identity != nil {
        return keep(value, base, name)
      }
      if property != nil { throw error("\(Library.shownName(of: base, type)).\(name) cannot be set", at: node) }
      throw error("setting \(name) of \(base.kind) is not simulated by Wobble yet", at: node)
    }
    let assignment = Assignment(value: value, owner: Library.shownName(of: base, type), name: name, run: self, node: node)
    switch base {
    case .layer(let layer):
      // A change to a layer already drawn animates implicitly.
      let before = layer.model
      noteChange(of: layer)
      try set(base, assignment)
      try implicitlyAnimate(layer, from: before, at: node)
      if animationBlock != nil { warnOfLayerInViewAnimation(layer, from: before, at: node) }
    case .view(let view):
      noteChange(of: view.layer)
      try set(base, assignment)
    default:
      try set(base, assignment)
    }
  }

  /// `navigationController?.navigationBar.name = value` from a controller in a navigation
  /// controller: the title's attributes and the bar style draw; the bar's colours do not (since
  /// iOS 15 a bar over content that does not scroll is transparent), said.
  private func setNavigationBar(_ name: String, to value: Value, at node: Syntax) throws(RunError) {
    guard let container = me?.navigation ?? me?.pushedOn else { return }
    switch name {
    case "titleTextAttributes": try container.setTitleAttributes(value, run: self, at: node)
    case "barStyle": container.setBarStyle(value)
    case "barTintColor", "backgroundColor":
      warn(
        "navigation bar colour",
        "a navigation bar's \(name) is not drawn: since iOS 15 a bar over content that does not scroll shows its "
          + "transparent scroll-edge appearance", at: node)
    default: break
    }
  }

  /// `self.name = value` (or a bare `name = value` in a method): a stored property, else the
  /// view's own property.
  func setOnInstance(_ instance: Instance, _ name: String, to value: Value, at node: some SyntaxProtocol) throws(RunError) {
    if let old = try stored(name, of: instance) {
      // A tuple takes its property's labels (only a tuple: this is every stored property's set).
      var value = value
      if case .tuple = value { value = value.labelled(as: instance.property(name)?.typeAnnotation?.type) }
      // A layer or view first held by a property is named after it (`self.shape = UIView()`
      // in `loadView()`), as one its declaration makes is.
      adopt(value, as: name)
      try store(value, as: name, in: instance, at: Syntax(node))
      if instance.layer != nil, case .number = value {
        // The action sees the value shown before the change (`presentation()?.value(forKey:)`).
        instance.shownBefore[name] = old
        defer { instance.shownBefore[name] = nil }
        try runAction(for: name, of: instance, at: node)
        // A key the class says redraws (`needsDisplay(forKey:)`) redraws when it changes.
        if instance.displayed, try needsDisplay(instance, forKey: name, at: node) { instance.displayed = false }
      }
      return
    }
    // A computed property the file's class declares: its setter runs (a get-only one cannot be set).
    if let accessors = instance.property(name)?.accessorBlock, !Self.isObserved(accessors) {
      try assignComputed(accessors, on: .instance(instance), "\(instance.className).\(name)", value, at: node)
      return
    }
    // An inherited property an override observes (`override var tintColor: UIColor! { didSet … }`).
    if instance.observes, instance.chain.contains(where: { $0.observers(of: name) != nil }) {
      let receiver = instance.layer.map(Value.layer) ?? instance.backing ?? instance.view.map(Value.view)
      if let receiver {
        let old = try memberIfAny(receiver, name, at: node) ?? .nil
        try willSet(name, of: instance, new: value, at: Syntax(node))
        try setMember(receiver, name, to: value, at: Syntax(node))
        return try didSet(name, of: instance, old: old, at: Syntax(node))
      }
    }
    if let layer = instance.layer { return try setMember(.layer(layer), name, to: value, at: Syntax(node)) }
    if let backing = instance.backing { return try setMember(backing, name, to: value, at: Syntax(node)) }
    guard let view = instance.view else { throw error("\(instance.className) has no property \(name)", at: node) }
    if instance.isController {
      switch name {
      case "view":
        // In `loadView()`: the controller's root view, at its own frame until it has loaded.
        guard let root = value.asView else { throw error("a view controller's view takes a UIView, not \(value.kind)", at: node) }
        instance.view = root
        instance.loadingView = false
        treeChanged = true
        return
      case "preferredContentSize":
        // A playground shows its live view controller's view at this size.
        guard case .size(let width, let height) = value, width.isFinite, height.isFinite, width >= 0, height >= 0 else {
          throw error("preferredContentSize takes a CGSize", at: node)
        }
        instance.liveViewSize = (width, height)
        return view.layer.model.setFrame(Rect(x: 0, y: 0, width: width, height: height))
      case "title":
        guard case .string(let title) = value else { throw error("a view controller's title takes a String", at: node) }
        instance.title = title
        instance.navigation?.show(title: title)
        return
      case "modalPresentationStyle":
        // How `present(_:animated:completion:)` shows it (`ViewControllerContainment`).
        instance.presentationStyle = value.asString
        return
      case "transitioningDelegate":
        // Who animates its presentation and dismissal (`CustomTransition`).
        switch value {
        case .instance(let delegate): instance.transitioningDelegate = delegate
        case .nil: instance.transitioningDelegate = nil
        default: throw error("transitioningDelegate takes an instance of the file's, not \(value.kind)", at: node)
        }
        return
      case "tabBarItem":
        guard case .record(let item) = value, item.type === Library.uiTabBarItem else {
          throw error("a view controller's tabBarItem takes a UITabBarItem, not \(value.kind)", at: node)
        }
        instance.tabBarItem = item
        return
      case "dataSource" where instance.pages != nil:
        switch value {
        case .instance(let source): instance.pageDataSource = source
        case .nil: instance.pageDataSource = nil
        default: throw error("a page view controller's dataSource takes an instance of the file's, not \(value.kind)", at: node)
        }
        return
      case "viewControllers" where instance.tabs != nil:
        return try setTabs(of: instance, to: value, at: node)
      case "selectedIndex" where instance.tabs != nil:
        guard case .number(let index) = value, index == index.rounded(), abs(index) < 1e9 else {
          throw error("selectedIndex takes a whole number, not \(value.kind)", at: node)
        }
        return try selectTab(Int(index), of: instance, at: node)
      case "modalTransitionStyle", "definesPresentationContext",
        "overrideUserInterfaceStyle", "additionalSafeAreaInsets":
        return  // nothing a live view draws
      default: break
      }
    }
    try setMember(.view(view), name, to: value, at: Syntax(node))
  }
}

/// A compiled member site's last lookup: the SDK type it saw and that type's property of the
/// site's name.
final class PropertyCache {
  private unowned(unsafe) var type: SimulatedType?
  private var found: Property?

  /// `name`'s property on `base`'s simulated type; nil for a value of none (the file's own
  /// instances, enum cases, strings that may name them, types).
  func property(of base: Value, _ name: String) -> Property? {
    if case .string = base { return nil }
    guard let type = Library.type(of: base) else { return nil }
    if type !== self.type {
      self.type = type
      found = type.properties[name]
    }
    return found
  }
}

extension Value {
  /// The object a value refers to, for values kept per object; nil for value types.
  var identity: ObjectIdentifier? {
    switch self {
    case .layer(let o): ObjectIdentifier(o)
    case .view(let o): ObjectIdentifier(o)
    case .animation(let o): ObjectIdentifier(o)
    case .path(let o): ObjectIdentifier(o)
    case .instance(let o): ObjectIdentifier(o)
    case .constraint(let o): ObjectIdentifier(o)
    case .propertyAnimator(let o): ObjectIdentifier(o)
    case .image(let o): ObjectIdentifier(o)
    case .displayLink(let o), .displayLinkTick(_, let o): ObjectIdentifier(o)
    case .timer(let o): ObjectIdentifier(o)
    case .dynamics(let o): ObjectIdentifier(o)
    case .context(let o): ObjectIdentifier(o)
    case .randomSource(let o): ObjectIdentifier(o)
    case .emitterCell(let o): ObjectIdentifier(o)
    case .record(let o): ObjectIdentifier(o)
    case .textLine(let o): ObjectIdentifier(o)
    case .glyphRun(let o): ObjectIdentifier(o)
    default: nil
    }
  }
}

extension Library {
  /// The class a message names for `value` of simulated type `type`: a control drawn by the
  /// shared controls' type is its own class (`UISlider`), the rest their type's name.
  static func shownName(of value: Value, _ type: SimulatedType) -> String {
    value.asView?.placeholderClass ?? type.name
  }

  /// The simulated type of a value: a layer's or a view's class, a number's, a path's; nil for
  /// what the file declares (its instances and enum cases), tuples, closures and types.
  static func type(of value: Value) -> SimulatedType? {
    // The types' member tables are whole (inherited members merged) once `types` has been
    // built: a file whose first library use is `PlaygroundPage.current.x = …` found none.
    _ = types
    return switch value {
    case .layer(let l): l.type
    case .view(let v): v.type
    case .animation(let a): a.type
    case .number: number
    case .point: cgPoint
    case .rect: cgRect
    case .size: cgSize
    case .color: color
    case .path: bezierPath
    case .transform: caTransform3D
    case .affine: cgAffineTransform
    case .array: array
    case .dictionary: dictionary
    case .string: string
    case .bool: bool
    case .propertyAnimator: uiViewPropertyAnimator
    case .image: uiImage
    case .font: uiFont
    case .displayLink, .displayLinkTick: caDisplayLink
    case .timer: timer
    case .dynamics(let d):
      switch d.kind {
      case .animator: uiDynamicAnimator
      case .gravity: uiGravityBehavior
      case .collision: uiCollisionBehavior
      case .itemBehavior: uiDynamicItemBehavior
      case .push: uiPushBehavior
      case .attachment: uiAttachmentBehavior
      case .composite: uiDynamicBehavior
      case .field: uiFieldBehavior
      }
    case .context: cgContext
    case .randomSource: gkRandom
    case .emitterCell: caEmitterCell
    case .playgroundPage: playgroundPage
    case .anchor: nsLayoutAnchor
    case .layoutGuide: uiLayoutGuide
    case .constraint: nsLayoutConstraint
    case .timingFunction: caMediaTimingFunction
    case .record(let r): r.type
    case .optionSet: optionSet
    default: nil
    }
  }
}
