import Animation
import InterfaceBuilder
import Geometry
import Scenes
import SwiftSyntax

/// An instance of a class or struct the file declares: its stored properties, and, for a
/// `UIView` subclass, the view it is (so `bounds`, `layer`, `addSubview` and `backgroundColor`
/// work on it as on any view). A struct's instance is copied where Swift copies a value
/// (`Interpreter.copied`).
final class Instance {
  /// Its type, then the superclasses the file declares, nearest first.
  let chain: [TypeDeclaration]
  /// The types its generic parameters stand for, by parameter name (`M` is `DotsMode` in a
  /// `LoadingView<DotsMode>()`): `M.makeStrategy()` in its code calls `DotsMode`'s.
  var genericArguments: [String: String] = [:]
  /// A controller's `loadView()` may replace its root view.
  var view: ViewObject?
  /// A `CALayer` subclass: the layer it is (its `frame`, `path`, `add(_:forKey:)` are the
  /// layer's).
  var layer: LayerObject?
  /// A subclass of an SDK object class other than a view or a layer (`class Fade:
  /// CABasicAnimation`, `class Flake: CAEmitterCell`): the SDK object it is (its `keyPath`,
  /// `duration`, `birthRate` are the object's; `layer.add(_:forKey:)` or `emitterCells` take it).
  var backing: Value?
  var animation: AnimationObject? { backing?.asAnimation }
  /// Animations of the layer class's own properties (`progress`), in the order added, with
  /// the key they were added under.
  var customAnimations: [(key: String?, property: String, animation: Animation)] = []
  /// While its `action(forKey:)` runs: the changed property's value as shown before the change.
  var shownBefore: [String: Value] = [:]
  /// Whether its `draw(_:)` has run since it was made or last asked to (`setNeedsDisplay()`).
  var displayed = false
  /// Whether a display pass is scheduled for it at the next display frame (`needsDisplay`).
  var redisplayScheduled = false
  /// Its view's size when its `layoutSubviews()` last ran: a view resized since lays out again.
  var laidOutSize: (width: Double, height: Double)?
  /// A `UIViewController` subclass: `view` is its root view (the instance is not a view), and
  /// it goes through the view lifecycle when shown.
  var isController = false
  /// The navigation controller it is the root of (`UINavigationController(rootViewController:)`),
  /// or a storyboard's tab bar controller whose first tab it is: shown, its view is the
  /// container's.
  var navigation: ControllerContainer?
  /// A controller's `title`, shown in its navigation bar.
  var title = ""
  /// The size a playground gives a controller's root view once it has loaded
  /// (`preferredContentSize`, else the live view area).
  var liveViewSize = Interpreter.controllerViewSize
  /// Whether a storyboard's `super.init(coder:)` has unarchived its view (`StoryboardLoading`).
  var decoded = false
  /// A controller in its own `loadView()` that has not set `view` yet.
  var loadingView = false
  /// A controller whose view has loaded (`loadView()`, `viewDidLoad()` have run).
  var viewLoaded = false
  /// A controller whose view has appeared (`viewDidAppear(_:)` has run).
  var appeared = false
  /// Its child controllers (`addChild(_:)`) and the controller it is a child of.
  var children: [Instance] = []
  weak var parentController: Instance?
  /// What it presents (`present(_:animated:completion:)`) and what presents it.
  var presented: Instance?
  /// The navigation controller a controller was pushed on (`pushViewController(_:animated:)`).
  var pushedOn: ControllerContainer?
  /// Its `navigationItem`, made on first read.
  var navigationItem: Record?
  weak var presenter: Instance?
  /// Its `modalPresentationStyle` as set (`fullScreen`, `pageSheet`, …); nil for `.automatic`.
  var presentationStyle: String?
  /// Its `transitioningDelegate`: asked for the animator of its presentation and dismissal
  /// (`CustomTransition`).
  var transitioningDelegate: Instance?
  /// The container a custom transition presented its view in (removed when it is dismissed).
  var transitionContainer: ViewObject?
  /// A `UITabBarController`'s tabs.
  var tabs: TabBarState?
  /// A `UIPageViewController`'s page, and its `dataSource` (asked for nothing: swipes never
  /// reach a preview).
  var pages: PageState?
  weak var pageDataSource: Instance?
  /// Its `tabBarItem`, as a tab bar shows it.
  var tabBarItem: Record?
  var properties: Bindings = [:]
  /// `lazy var` initialisers not yet run: evaluated on first read.
  var lazy: [String: ExprSyntax] = [:]

  /// Where its stand-in goes when nothing holds it any more, for its `deinit` to run (set for
  /// a plain class that declares one: `Releases.swift`).
  weak var releases: Releases?

  init(chain: [TypeDeclaration], view: ViewObject?) {
    self.chain = chain
    self.view = view
  }

  deinit {
    // A stand-in with its properties, which is released without coming back.
    releases?.pending.append(copy())
  }

  var type: TypeDeclaration { chain[0] }
  /// Whether any type of its chain observes a property (`didSet`): most do not, and then an
  /// assignment looks for no observer.
  lazy var observes = chain.contains(where: \.hasObservers)
  var className: String { type.name }
  var isValue: Bool { type.kind == .struct }

  /// A copy with the same property values (a struct assigned or passed).
  func copy() -> Instance {
    let other = Instance(chain: chain, view: view)
    other.layer = layer
    other.backing = backing
    other.navigation = navigation
    other.title = title
    other.isController = isController
    other.properties = properties
    other.lazy = lazy
    return other
  }

  /// The method called `name` with these argument labels, from the nearest type that has it.
  func method(_ name: String, labels: [String]) -> FunctionDeclSyntax? {
    chain.lazy.compactMap { $0.method(name, labels: labels) }.first
  }

  /// The view's `draw(_:)`, or Swift 2's `drawRect(_:)` (one parameter, whatever its label).
  var viewDrawing: FunctionDeclSyntax? {
    method("draw", labels: ["_"]) ?? anyMethod("drawRect", parameters: 1)
  }

  /// The layer's `draw(in:)`, or Swift 2's `drawInContext(_:)`.
  var layerDrawing: FunctionDeclSyntax? {
    method("draw", labels: ["in"]) ?? anyMethod("drawInContext", parameters: 1)
  }

  /// The method called `name` taking `count` arguments, whatever their labels.
  func anyMethod(_ name: String, parameters count: Int) -> FunctionDeclSyntax? {
    chain.lazy.compactMap { $0.method(name, parameters: count) }.first
  }

  /// The binding that declares property `name`, from the nearest type that has it.
  func property(_ name: String) -> PatternBindingSyntax? {
    chain.lazy.compactMap { $0.property(name, static: false)?.binding }.first
  }
}

extension Interpreter {
  /// The declared types from `name` up through the superclasses the file declares, then the
  /// extensions of the file's protocols they adopt (their default methods and computed
  /// properties come after every class's own, as Swift resolves them).
  func chain(of type: TypeDeclaration) -> [TypeDeclaration] {
    var chain = [type]
    while chain.count < 50, let up = chain.last!.inherited.flatMap({ types[$0] }), up.kind == .class {
      chain.append(up)
    }
    guard !protocols.isEmpty else { return chain }
    var adopted: [String] = []
    var pending = chain.flatMap(\.conformances)
    while let name = pending.first, adopted.count < 50 {
      pending.removeFirst()
      guard let inherited = protocols[name], !adopted.contains(name) else { continue }
      adopted.append(name)
      pending += inherited
    }
    return chain + adopted.compactMap { types[$0] }
  }

  /// The UIKit classes a file's view class may inherit from: a label's text and an image view's
  /// image draw as theirs do, a stack view arranges as one, the rest as a `UIView` (a button's
  /// title and states are not drawn; its layer and sublayers are).
  static let viewBaseClasses: Set<String> = [
    "UIView", "UIImageView", "UILabel", "UIControl", "UIButton", "UITextField", "UIStackView", "UIActivityIndicatorView",
    "UITableViewCell", "UICollectionViewCell", "UIScrollView",
  ]

  /// Whether a class inherits from one of them (directly or through classes the file declares).
  func isViewClass(_ type: TypeDeclaration) -> Bool {
    guard type.kind == .class else { return false }
    return chain(of: type).contains { Self.viewBaseClasses.contains($0.inherited ?? "") }
  }

  /// The refusal for a file whose classes show nothing because the first of them inherits
  /// from a class neither the files opened nor Wobble have (`class RadarView: BaseView`, the
  /// app's own base view): nil when there is none.
  func undeclaredSuperclass() -> RunError? {
    let declared = types.values.filter { $0.kind == .class }.sorted { $0.position < $1.position }
    for type in declared {
      guard let base = type.inherited, types[base] == nil, Library.types[base] == nil, protocols[base] == nil,
        !["NSObject", "UIResponder"].contains(base)
      else { continue }
      let clause = type.syntax.as(ClassDeclSyntax.self)?.inheritanceClause.map(Syntax.init) ?? Syntax(type.syntax)
      return error(
        "\(type.name) inherits from \(base), which the files opened do not declare and Wobble does not simulate "
          + "(if another file of the app declares it, open the files together: `open A.swift B.swift`)", at: clause)
    }
    return nil
  }

  /// The refusal for files that declare no view to show but methods in extensions of the
  /// SDK's types (`extension UIView { func flipAnimation() … }`): what animates is there, and
  /// only the code that calls it, which the files opened have not, shows it. Nil otherwise.
  func uncalledExtensionMethods() -> RunError? {
    func callable(_ type: TypeDeclaration) -> [FunctionDeclSyntax] {
      type.functions.filter { function in
        !function.modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
      }
    }
    guard let first = extendedTypes.first(where: { Library.types[$0.name] != nil && !callable($0).isEmpty }) else {
      return nil
    }
    let names = callable(first).prefix(3).map { function in
      let labels = function.signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined()
      return "\(function.name.text)(\(labels))"
    }
    return error(
      "no view to show: the files declare \(names.joined(separator: ", ")) in an extension of \(first.name), which "
        + "nothing in them calls (open them with the code that calls it, or a playground that does)", at: first.syntax)
  }

  /// The Core Animation class a class the file declares is a layer of, through the classes
  /// it inherits from (`class Spinner: CAShapeLayer`), if any Wobble simulates.
  func layerBaseClass(_ type: TypeDeclaration) -> String? {
    guard type.kind == .class else { return nil }
    for declared in chain(of: type) {
      if let base = declared.inherited, Library.types[base]?.isKind(of: "CALayer") == true { return base }
    }
    return nil
  }

  /// The SDK animation class a class of the file inherits from (`CABasicAnimation`), if any.
  func animationBaseClass(_ type: TypeDeclaration) -> String? {
    guard type.kind == .class else { return nil }
    for declared in chain(of: type) {
      if let base = declared.inherited, Library.types[base]?.isKind(of: "CAAnimation") == true { return base }
    }
    return nil
  }

  func isViewControllerClass(_ type: TypeDeclaration) -> Bool {
    guard type.kind == .class else { return false }
    return chain(of: type).contains {
      $0.inherited == "UIViewController" || $0.inherited == "UITabBarController" || $0.inherited == "UITableViewController"
        || $0.inherited == "UIPageViewController" || $0.inherited == "UICollectionViewController"
    }
  }

  /// The size a playground gives a view controller's view as its live view (375 × 668 points:
  /// Wobble's reading of Xcode's default).
  static let controllerViewSize = (width: 375.0, height: 668.0)

  /// What UIKit calls as a view controller's view goes on screen: `viewDidLoad()` when it is
  /// made the live view (its view is loaded then), the rest when the setup's turn ends.
  /// `loadView()` first when the controller declares it (Xcode's playground template makes
  /// the view there).
  /// The root view a `loadView()` makes keeps its own frame until then (`UIView()`: zero,
  /// so `view.center` in `viewDidLoad()` is the origin, as on iOS); the window sizes it after.
  func load(_ controller: Instance) throws(RunError) {
    guard !controller.viewLoaded else { return }
    controller.viewLoaded = true
    controller.loadingView = controller.method("loadView", labels: []) != nil
    defer { controller.loadingView = false }
    try callIfDeclared(controller, "loadView", [])
    controller.loadingView = false
    try callIfDeclared(controller, "viewDidLoad", [])
    let size = controller.liveViewSize
    controller.view?.layer.model.setFrame(Rect(x: 0, y: 0, width: size.width, height: size.height))
    if let navigation = controller.navigation, let view = controller.view {
      navigation.hold(view, title: controller.title)
    }
    if controller.tabs != nil { try showSelectedTab(of: controller) }
    if controller.pages != nil { try showPage(of: controller) }
  }

  /// `viewWillAppear(_:)`, layout, and `viewDidAppear(_:)` once the turn has committed
  /// (`finishAppearances()`); then the same for its children, its selected tab, as UIKit
  /// forwards the appearance.
  func appear(_ controller: Instance) throws(RunError) {
    controller.appeared = true
    // A view shown after the setup (pushed, presented) is named as the setup names its views,
    // so `values` and `plot` reach it.
    nameView(of: controller)
    try callIfDeclared(controller, "viewWillAppear", [.bool(true)])
    try moveToWindow()
    try callIfDeclared(controller, "viewWillLayoutSubviews", [])
    try layOut()
    try callIfDeclared(controller, "viewDidLayoutSubviews", [])
    // A subview it resized there (`indicator.frame = rect`) lays out in the same pass, as
    // UIKit's layout goes on down the tree after the controller's view.
    try layOutResized()
    appearing.append(controller)
    let forwarded = controller.children + (controller.tabs?.selectedController.map { [$0] } ?? [])
    for child in forwarded where !child.appeared && child.viewLoaded { try appear(child) }
  }

  /// After a turn's commit: the `viewDidAppear(_:)` of the controllers that appeared in it,
  /// together in a turn of their own (its layout and drawing after, its transaction committed
  /// at its end), and again for controllers that turn shows.
  func finishAppearances() throws(RunError) {
    while !appearing.isEmpty {
      let due = appearing
      appearing.removeAll()
      beginTurn()
      defer { endTurn() }
      for controller in due { try callIfDeclared(controller, "viewDidAppear", [.bool(true)]) }
      try layOutRequested()
      try display()
    }
  }

  /// Calls the file's method `name` with these labels on `instance` if its class declares it
  /// (a table's data source asked `tableView(_:numberOfRowsInSection:)`); nil when it does not.
  func call(_ instance: Instance, _ name: String, labels: [String], _ values: [Value]) throws(RunError) -> Value? {
    guard let method = instance.method(name, labels: labels) else { return nil }
    return try call(method, on: instance, values)
  }

  /// Runs `method` of `instance`'s class with `values`.
  private func call(_ method: FunctionDeclSyntax, on instance: Instance, _ values: [Value]) throws(RunError) -> Value {
    try invoke(
      method.signature.parameterClause.parameters, method.body, values: values.map { Optional($0) }, on: .instance(instance),
      at: method)
  }

  /// A method UIKit calls on the file's view or controller (`willMove(toSuperview:)`), or Swift
  /// 2's name of it, the label joined to the name (`willMoveToSuperview(_:)`), said once.
  func callIfDeclared(_ instance: Instance, _ name: String, _ values: [Value], label: String = "_") throws(RunError) {
    if try call(instance, name, labels: values.isEmpty ? [] : [label], values) != nil { return }
    guard values.count == 1, label != "_", let first = label.first else { return }
    let swift2 = name + first.uppercased() + label.dropFirst()
    guard let method = instance.anyMethod(swift2, parameters: 1) else { return }
    warn("Swift 2 " + swift2, "\(swift2)(_:) is Swift 2's \(name)(\(label):)", at: method.name)
    _ = try call(method, on: instance, values)
  }

  /// `Name(…)`: a new instance — stored properties first (in declaration order), then the
  /// matching `init`, a struct's memberwise initialiser, or for a view without one,
  /// `init(frame:)`'s frame.
  func instantiate(
    _ type: TypeDeclaration, labels: [String], values: [Value], at node: some SyntaxProtocol, defaultsFirst: Bool = false
  ) throws(RunError) -> Value {
    var view: ViewObject?
    let controller = isViewControllerClass(type)
    if controller {
      let size = Self.controllerViewSize
      view = ViewObject(name: "view")
      view?.layer.model.setFrame(Rect(x: 0, y: 0, width: size.width, height: size.height))
      view?.layer.model.backgroundColor = nil
      // A `UITableViewController`'s view is a white table view whose rows it gives.
      if chain(of: type).contains(where: { $0.inherited == "UITableViewController" }), let table = view {
        becomeTable(table, style: "plain")
      }
      // A `UICollectionViewController`'s view is a collection view; its layout comes with
      // `init(collectionViewLayout:)`.
      if chain(of: type).contains(where: { $0.inherited == "UICollectionViewController" }), let grid = view {
        grid.isScrollView = true
        grid.collection = CollectionState(layout: Library.flowLayout())
        grid.layer.model.backgroundColor = .white
        collections.append(grid)
      }
    } else if isViewClass(type) {
      // `override class var layerClass: AnyClass { CAShapeLayer.self }` picks the layer's class.
      var layerClass = "CALayer"
      // A generic superclass's parameters as the subclasses below it bind them
      // (`Layer.self` in `ProgressView<Layer>`, for a `ProgressView<CircleLayer>`).
      var bound: [String: String] = [:]
      for declared in chain(of: type) {
        if case .type(let name)? = try staticMember(declared, "layerClass", at: node) {
          layerClass = bound[name] ?? name
          break
        }
        if let superclass = declared.inherited.flatMap({ types[$0] }) {
          for (parameter, argument) in zip(superclass.genericParameters, declared.inheritedArguments) {
            bound[parameter] = bound[argument] ?? argument
          }
        }
        // Swift 2's `override class func layerClass() -> AnyClass`, a property since Swift 3.
        if let function = declared.method("layerClass", labels: []),
          case .type(let name) = try invoke(
            function.signature.parameterClause.parameters, function.body, labels: [], values: [], on: .type(declared.name),
            at: function)
        {
          warn("Swift 2 layerClass()", "class func layerClass() is Swift 2's class var layerClass", at: function.name)
          layerClass = name
          break
        }
      }
      if let declared = types[layerClass], layerBaseClass(declared) != nil {
        // The file's own layer class (`SnowEmitterLayer.self`): one is made, its initialiser
        // run, and it backs the view (`layer as! SnowEmitterLayer` is that instance).
        guard case .instance(let backing) = try instantiate(declared, labels: [], values: [], at: node),
          let layer = backing.layer
        else { throw error("layerClass \(layerClass) makes no layer", at: node) }
        view = ViewObject(name: "", layer: layer)
      } else {
        guard Library.types[layerClass]?.isKind(of: "CALayer") == true else {
          throw error("layerClass \(layerClass) is not simulated by Wobble yet", at: node)
        }
        view = ViewObject(name: "", layerClass: layerClass)
      }
      // A subclass of UILabel or UIImageView is one: its text or image draws as theirs do.
      let bases = Set(chain(of: type).compactMap(\.inherited))
      if bases.contains("UILabel") { view?.becomeLabel() }
      if bases.contains("UIControl") { view?.isControl = true }
      if bases.contains("UIButton") {
        view?.becomeButton(custom: Library.makesCustomButton(labels: labels, first: values.first))
      }
      if bases.contains("UIImageView") { view?.isImageView = true }
      if bases.contains("UIScrollView") { view?.isScrollView = true }
      if bases.contains("UITextField") { view?.becomeTextField(madeAt: Syntax(node)) }
      if bases.contains("UIActivityIndicatorView"), let view { makeIndicator(view, style: "medium", at: node) }
      // A subclass of UITableViewCell has a content view, and the style it was made with.
      if bases.contains("UICollectionViewCell"), let view { view.becomeCollectionCell() }
      if bases.contains("UITableViewCell"), let view {
        let style = labels.first == "style" ? values.first?.asString ?? "default" : "default"
        view.becomeTableCell(style: style)
      }
      // A subclass of UIStackView lays out its arranged subviews as one does.
      if bases.contains("UIStackView"), let stack = view {
        stack.stack = StackArrangement()
        stacks.append(stack)
        layoutIsStale = true
      }
    }
    if let view {
      try countLayer(at: node)
      views.append(view)
      if firstView == nil { firstView = view }
    }
    let chain = chain(of: type)
    let instance = Instance(chain: chain, view: view)
    instance.isController = controller
    if controller, let table = view?.table { (table.dataSource, table.delegate) = (instance, instance) }
    if controller, let grid = view?.collection { (grid.dataSource, grid.delegate) = (instance, instance) }
    if controller, isTabBarControllerClass(type) { instance.tabs = TabBarState() }
    if controller, isPageViewControllerClass(type) { instance.pages = PageState() }
    instance.genericArguments = Self.genericArguments(of: type, at: node)
    if view == nil, let base = layerBaseClass(type) {
      try countLayer(at: node)
      instance.layer = LayerObject(className: base, name: type.name)
      // A layer draws its `draw(in:)` only once asked (`setNeedsDisplay()`).
      instance.displayed = true
    } else if view == nil, let base = animationBaseClass(type) {
      let animation = AnimationObject(className: base, keyPath: "")
      if Library.types[base]?.isKind(of: "CASpringAnimation") == true { animation.spring = Spring() }
      animation.subclassInstance = instance
      instance.backing = .animation(animation)
    } else if view == nil, chain.contains(where: { $0.inherited == "CAEmitterCell" }) {
      instance.backing = .emitterCell(EmitterCellObject())
    }
    try withSelf(.instance(instance)) { () throws(RunError) in
      // Superclass properties first, as Swift initialises them.
      for declared in chain.reversed() {
        for (binding, variable) in declared.properties(static: false) {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
          // Computed properties are evaluated when read; observed ones (didSet) are stored,
          // unless they override: `override var tintColor: UIColor! { didSet … }` observes the
          // superclass's property and has no storage of its own.
          if let accessors = binding.accessorBlock {
            guard Self.isObserved(accessors), !variable.modifiers.contains(where: { $0.name.text == "override" }) else {
              continue
            }
          }
          if variable.modifiers.contains(where: { $0.name.text == "lazy" }), let initializer = binding.initializer {
            instance.lazy[name] = initializer.value
            continue
          }
          let value =
            try binding.initializer.map { i throws(RunError) in
              copied(
                try typed(try evaluate(i.value), as: Self.typeName(binding.typeAnnotation?.type), at: i)
                  .labelled(as: binding.typeAnnotation?.type))
            } ?? Self.managedDefault(variable, binding)
          adopt(value, as: name, madeInPlace: binding.initializer.map { Self.isMadeInPlace($0.value) } ?? false)
          instance.properties[name] = value
        }
      }
    }
    // A trailing closure fills the last parameter, whatever its label.
    let initializer = self.initializer(
      of: chain, taking: labels, isView: view != nil && !controller, defaultsFirst: defaultsFirst)
    // UIView's `init()` calls `init(frame: .zero)`, dynamically: a subclass's override runs;
    // so does UIButton's convenience `init(type:)`, which a subclass inherits (its kind was
    // taken above).
    let madeByType = labels == ["type"] && view?.isButton == true
    let frameInitializer =
      initializer == nil && (labels.isEmpty || madeByType) && view != nil && !controller
      ? chain.lazy.flatMap(\.initializers).first { $0.takesExactly(["frame"]) }
      : nil
    if let initializer {
      _ = try invoke(
        initializer.signature.parameterClause.parameters, initializer.body, labels: labels, values: values,
        on: .instance(instance), at: node)
    } else if let frameInitializer {
      _ = try invoke(
        frameInitializer.signature.parameterClause.parameters, frameInitializer.body, labels: ["frame"],
        values: [.rect(.zero)], on: .instance(instance), at: node)
    } else if let view, labels == ["frame"], !controller {
      switch values[0] {
      case .rect(let r): view.layer.model.setFrame(r)
      case .point(let p) where p == .zero: view.layer.model.setFrame(.zero)  // `.zero`
      default: throw error("frame takes a CGRect, not \(values[0].kind)", at: node)
      }
    } else if type.kind == .struct, type.initializers.isEmpty, try memberwise(instance, labels: labels, values: values) {
      // Set by the memberwise initialiser.
    } else if labels.isEmpty, type.kind == .class, let own = Self.designatedInitializerTakingArguments(type) {
      // Swift inherits `init()` only when a class declares no designated initialiser of its own.
      throw error(
        "\(type.name) has no init(): it is made only by its \(own.spelled), whose arguments come from the code "
          + "that makes it (open that code with this file, or a playground that makes one)", at: node)
    } else if let view, view.cell != nil, labels == ["style", "reuseIdentifier"] {
      // UITableViewCell's own `init(style:reuseIdentifier:)`: the style was taken above.
    } else if let grid = view?.collection, controller, labels == ["collectionViewLayout"] {
      // UICollectionViewController's own `init(collectionViewLayout:)`.
      if case .record(let layout) = values[0], layout.type === Library.uiCollectionViewFlowLayout { grid.layout = layout }
    } else if instance.pages != nil, labels.first == "transitionStyle" {
      // UIPageViewController's own `init(transitionStyle:navigationOrientation:options:)`.
      takePageStyle(of: instance, labels: labels, values: values)
    } else if madeByType {
      // UIButton's own `init(type:)`, on a subclass that overrides no `init(frame:)`.
    } else if labels == ["coder"] {
      // Inherited `init(coder:)`: what the archive says is set by the caller (`StoryboardLoading`).
    } else if !values.isEmpty {
      throw error("\(type.name) has no init(\(labels.map { $0 + ":" }.joined()))", at: node)
    }
    track(instance)
    return .instance(instance)
  }

  /// A struct's memberwise initialiser: the labels name stored properties in declaration
  /// order, and every one without a default is given. False when the labels do not fit.
  func memberwise(_ instance: Instance, labels: [String], values: [Value]) throws(RunError) -> Bool {
    let stored = instance.type.properties(static: false).filter { $0.binding.accessorBlock == nil }
    var remaining = Array(zip(labels, values))
    for (binding, variable) in stored {
      let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text ?? ""
      // A trailing closure fills the next property of a function type (`Animation(duration: 0.3) { … }`).
      let type = binding.typeAnnotation?.type
      let takesClosure =
        type?.is(FunctionTypeSyntax.self) == true
        || type?.as(AttributedTypeSyntax.self)?.baseType.is(FunctionTypeSyntax.self) == true
      if let first = remaining.first, first.0 == name || (first.0 == "trailing" && takesClosure) {
        instance.properties[name] = copied(first.1)
        remaining.removeFirst()
      } else if binding.initializer == nil, variable.bindingSpecifier.text == "let" || instance.properties[name] == nil {
        return false
      }
    }
    return remaining.isEmpty
  }

  /// The first designated initialiser `type` declares that needs arguments, other than the
  /// archive's and the presentation copy's (`init(coder:)`, `init(layer:)`), when `type`
  /// declares no initialiser taking none: then Swift gives it no `init()`.
  static func designatedInitializerTakingArguments(_ type: TypeDeclaration) -> InitializerDeclSyntax? {
    let designated = type.initializers.filter { !$0.isConvenience && !$0.isArchiveOrCopy }
    if designated.contains(where: { $0.takes([]) }) { return nil }
    return designated.first
  }

  /// Whether the accessors are only `willSet`/`didSet` observers (a stored property).
  static func isObserved(_ accessors: AccessorBlockSyntax) -> Bool {
    guard case .accessors(let list) = accessors.accessors else { return false }
    return list.allSatisfy { ["willSet", "didSet"].contains($0.accessorSpecifier.text) }
  }

  /// `value`, or a copy of it when it is a struct: what `let b = a` stores.
  func copied(_ value: Value) -> Value {
    if case .instance(let i) = value, i.isValue { return .instance(i.copy()) }
    return value
  }

  /// The name of a written type, without optionality (`CardStyle` of `CardStyle?`); nil for
  /// none or a compound type.
  static func typeName(_ type: TypeSyntax?) -> String? {
    guard var type else { return nil }
    while let inner = type.as(OptionalTypeSyntax.self)?.wrappedType
      ?? type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self)?.wrappedType
    {
      type = inner
    }
    return type.as(IdentifierTypeSyntax.self)?.name.text ?? type.as(MemberTypeSyntax.self)?.trimmedDescription
  }

  /// `value` as a value of the type written for it: an implicit member (`.default`, `.shared`,
  /// read as its name where no type was known) becomes that type's static property, as Swift
  /// reads `init(style: CardStyle = .default)`; a member or list of members of an option set
  /// Wobble knows the bits of becomes a set (`for state: UIControl.State` given `.normal`).
  func typed(_ value: Value, as typeName: String?, at node: some SyntaxProtocol) throws(RunError) -> Value {
    if let typeName, let setType = Library.optionSetType(typeName), let set = OptionSetValue(type: setType, value) {
      return .optionSet(set)
    }
    guard case .string(let written) = value, let typeName, let type = types[resolvedTypeName(typeName, at: node)],
      case let member = written.trimmingCharacters(in: ["`"]),
      type.kind == .struct || type.kind == .class, type.property(member, static: true) != nil
    else { return value }
    return try staticMember(type, member, at: node) ?? value
  }

  /// A stored property's value, running a `lazy` initialiser on its first read.
  func stored(_ name: String, of instance: Instance) throws(RunError) -> Value? {
    if let value = instance.properties[name] { return value }
    guard let initializer = instance.lazy.removeValue(forKey: name) else { return nil }
    var value = Value.nil
    try withSelf(.instance(instance)) { () throws(RunError) in value = try evaluate(initializer) }
    // The property names the layer or view it holds, over a name the initialising closure gave
    // it (`lazy var imageView: UIImageView = { let view = UIImageView() … }()`).
    adopt(value, as: name, madeInPlace: true)
    instance.properties[name] = value
    return value
  }

  /// Stores `value` in `instance`'s property `name` as its setter does: `willSet`, the store,
  /// `didSet` (`node` as for them).
  func store(_ value: Value, as name: String, in instance: Instance, at node: Syntax?) throws(RunError) {
    let old = instance.properties[name] ?? .nil
    try willSet(name, of: instance, new: value, at: node)
    instance.properties[name] = copied(value)
    try didSet(name, of: instance, old: old, at: node)
  }

  /// Runs the `willSet` observer of `name`, if the type declares one, with `newValue` (`node`:
  /// the assignment, whose place in an initialiser of that type runs none; nil for UIKit's own
  /// setting, an outlet's).
  func willSet(_ name: String, of instance: Instance, new: Value, at node: Syntax?) throws(RunError) {
    try observe(name, of: instance, \.willSet, given: new, defaultName: "newValue", at: node)
  }

  /// Runs the `didSet` observer of `name`, if the type declares one, with `oldValue`.
  func didSet(_ name: String, of instance: Instance, old: Value, at node: Syntax?) throws(RunError) {
    try observe(name, of: instance, \.didSet, given: old, defaultName: "oldValue", at: node)
  }

  private func observe(
    _ name: String, of instance: Instance, _ which: KeyPath<PropertyObservers, AccessorDeclSyntax?>, given: Value,
    defaultName: String, at node: Syntax?
  ) throws(RunError) {
    // The nearest type declaring the property decides (an override without an observer has none).
    guard instance.observes, let owner = instance.chain.first(where: { $0.property(name, static: false) != nil }),
      let observer = owner.observers(of: name)?[keyPath: which], !(node.map { Self.isInInitializer($0, of: owner) } ?? false)
    else { return }
    try run(
      observer, key: "\(ObjectIdentifier(instance).hashValue).\(name)", given: given, defaultName: defaultName,
      on: .instance(instance))
  }

  /// Whether `node` lies in an initialiser `type` declares (not in a closure or function there):
  /// Swift stores what the type's own initialiser sets in its properties without observers.
  static func isInInitializer(_ node: Syntax, of type: TypeDeclaration) -> Bool {
    var current = node.parent
    while let n = current {
      if n.is(ClosureExprSyntax.self) || n.is(FunctionDeclSyntax.self) || n.is(AccessorDeclSyntax.self) { return false }
      if n.is(InitializerDeclSyntax.self) {
        var outer = n.parent
        while let o = outer, !o.is(ClassDeclSyntax.self), !o.is(StructDeclSyntax.self), !o.is(ExtensionDeclSyntax.self) {
          outer = o.parent
        }
        return outer?.id == type.syntax.id
      }
      current = n.parent
    }
    return false
  }

  /// Runs a top-level variable's `willSet` (given the new value) or `didSet` (the old one).
  func observeVariable(_ name: String, _ observer: AccessorDeclSyntax?, given: Value, defaultName: String)
    throws(RunError)
  {
    guard let observer else { return }
    try run(observer, key: "top-level.\(name)", given: given, defaultName: defaultName, on: nil)
  }

  /// Runs an observer's body with its parameter bound, `self` being `receiver` (a property's
  /// instance; nil for a top-level variable's). One setting its own property meanwhile stores
  /// the value without observers, as in Swift (`key` names the property while its observer runs).
  private func run(
    _ observer: AccessorDeclSyntax, key: String, given: Value, defaultName: String, on receiver: Value?
  ) throws(RunError) {
    guard let body = observer.body, observing.insert(key).inserted else { return }
    defer { observing.remove(key) }
    try nest(at: body)
    defer { depth -= 1 }
    let parameter = observer.parameters?.name.text ?? defaultName
    let frame = enterFrame()
    scopes.append([parameter: given])
    defer { leave(frame) }
    guard let receiver else {
      _ = try execute(body.statements)
      return
    }
    try withSelf(receiver) { () throws(RunError) in _ = try execute(body.statements) }
  }

  /// One level deeper into code the file runs (a getter, an observer, a static's
  /// initialiser), refused past `depthLimit` with the place; the caller undoes it (`depth -= 1`).
  func nest(at node: some SyntaxProtocol) throws(RunError) {
    depth += 1
    if depth > Self.depthLimit {
      depth -= 1
      throw error("calls nested more than \(Self.depthLimit) deep", at: node)
    }
  }

  /// Runs `body` with `receiver` as `self`.
  func withSelf(_ receiver: Value, _ body: () throws(RunError) -> Void) throws(RunError) {
    selves.append(receiver)
    defer { selves.removeLast() }
    try body()
  }

  /// The instance `self` is, inside a method of a declared class or struct.
  var me: Instance? {
    if case .instance(let i)? = selves.last { i } else { nil }
  }

  /// Calls a function, method or initialiser with arguments labelled `labels` (`trailing` for
  /// a trailing closure), `receiver` as `self` (nil for a top-level function).
  func invoke(
    _ parameters: FunctionParameterListSyntax, _ body: CodeBlockSyntax?, labels: [String], values: [Value],
    on receiver: Value?, at node: some SyntaxProtocol
  ) throws(RunError) -> Value {
    let shape = code.parameterShape(parameters)
    guard let slots = shape.slots(for: labels) else {
      throw error("the call's arguments (\(labels.map { $0 + ":" }.joined())) do not fit its parameters", at: node)
    }
    var arranged = [Value?](repeating: nil, count: parameters.count)
    for (slot, value) in zip(slots, values) {
      guard shape.isVariadic[slot] else {
        arranged[slot] = value
        continue
      }
      // A variadic parameter's arguments, each as its element type reads it (`.fadeIn`).
      let element = try typed(value, as: code.parameterList(parameters)[slot].type, at: node)
      if case .array(let items)? = arranged[slot] {
        arranged[slot] = .array(items + [element])
      } else {
        arranged[slot] = .array([element])
      }
    }
    for slot in shape.isVariadic.indices where shape.isVariadic[slot] && arranged[slot] == nil { arranged[slot] = .array([]) }
    return try invoke(parameters, body, values: arranged, on: receiver, at: node)
  }

  /// The same with a value (or nil, for its default) for each parameter in order.
  func invoke(
    _ parameters: FunctionParameterListSyntax, _ body: CodeBlockSyntax?, values: [Value?], on receiver: Value?,
    at node: some SyntaxProtocol
  ) throws(RunError) -> Value {
    try invoke(parameters, body, values: values, on: receiver, at: node, readingBack: nil).result
  }

  /// The same, with the value parameter `readingBack` holds when the body ends (what an `inout`
  /// parameter gives back; nil when not asked or when there is no body).
  func invoke(
    _ parameters: FunctionParameterListSyntax, _ body: CodeBlockSyntax?, values: [Value?], on receiver: Value?,
    at node: some SyntaxProtocol, readingBack name: String?
  ) throws(RunError) -> (result: Value, readBack: Value?) {
    depth += 1
    defer { depth -= 1 }
    if depth > Self.depthLimit { throw error("calls nested more than \(Self.depthLimit) deep", at: node) }
    let scope = try parameterScope(parameters, values: values, at: node)
    guard let body else { return (.void, nil) }
    let frame = enterFrame()
    scopes.append(scope)
    defer { leave(frame) }
    var result = Value.void
    func run() throws(RunError) {
      // A body of one expression is its value (Swift's implicit return).
      if body.statements.count == 1, case .expr(let expr) = body.statements.first!.item {
        result = try evaluate(expr)
      } else if case .returned(let value) = try execute(body.statements) {
        result = value
      }
    }
    if let receiver { try withSelf(receiver, run) } else { try run() }
    // `-> (width: CGFloat, height: CGFloat)` returning `(w, h)` gives a labelled tuple.
    if case .tuple = result, let function = body.parent?.as(FunctionDeclSyntax.self) {
      result = result.labelled(as: function.signature.returnClause?.type)
    }
    return (result, name.flatMap(lookup))
  }

  /// The parameters bound to a value each (or nil, for its default), in order: each typed as
  /// declared and copied as Swift passes values.
  func parameterScope(
    _ parameters: FunctionParameterListSyntax, values: [Value?], at node: some SyntaxProtocol
  ) throws(RunError) -> Bindings {
    var scope: Bindings = [:]
    for (i, parameter) in code.parameterList(parameters).enumerated() {
      if i < values.count, let value = values[i] {
        scope[parameter.name] = copied(try typed(value, as: parameter.type, at: node))
      } else if let fallback = parameter.fallback {
        scope[parameter.name] = try typed(try evaluate(fallback), as: parameter.type, at: fallback)
      }
    }
    return scope
  }

  /// UIKit lays views out before they are shown: each view instance whose class overrides
  /// `layoutSubviews()` runs it once, in the order they were made; so does each instance of a
  /// layer class overriding `layoutSublayers()` (Core Animation lays out a new layer too).
  func layOut() throws(RunError) {
    try applyConstraintsIfNeeded()
    needsLayout.removeAll()
    for instance in instances where (instance.view != nil || instance.layer != nil) && isShown(instance) {
      try layOut(instance)
    }
    try layOutResized()
    try loadTables()
    try loadCollections()
  }

  /// Whether `instance`'s view or layer lies in the tree shown (or nothing is shown yet): UIKit
  /// lays out only what is in a window, so a view made for a controller not yet pushed lays
  /// out when it is (an animation its `layoutSubviews()` adds starts then, not at launch).
  func isShown(_ instance: Instance) -> Bool {
    guard let root = shownRoot, let layer = instance.view?.layer ?? instance.layer else { return true }
    var current: LayerObject? = layer
    while let l = current {
      if l === root { return true }
      current = l.superlayer
    }
    return false
  }

  /// A view that a superview's layout, its constraints or its stack resized lays out again, as
  /// UIKit lays out a view whose bounds changed (masks and gradients sized in
  /// `layoutSubviews()` from zero bounds would hide it), and one shown for the first time lays
  /// out: until no size changes, 8 passes at most.
  func layOutResized() throws(RunError) {
    for _ in 0..<8 {
      if stacks.contains(where: { stack in
        let bounds = stack.layer.model.bounds
        return stack.stack?.arrangedIn.map { $0 != (bounds.width, bounds.height) } ?? false
      }) {
        layoutIsStale = true
      }
      try applyConstraintsIfNeeded()
      func resized(_ instance: Instance) -> Bool {
        guard let bounds = (instance.view?.layer ?? instance.layer)?.model.bounds else { return false }
        // Never laid out: made before it was shown (a HUD's container kept by a singleton,
        // added to the window by a tap), it lays out once it is, as UIKit lays out a view that
        // moved to a window.
        guard let size = instance.laidOutSize else { return isShown(instance) }
        return size.width != bounds.width || size.height != bounds.height
      }
      // (Checked before anything is made: this runs at every turn of a display link.)
      guard instances.contains(where: resized) else { return }
      for instance in instances.filter(resized) where isShown(instance) { try layOut(instance) }
    }
  }

  /// The shown view joins a window: as a playground's live view is put in its host view, the
  /// root's `didMoveToSuperview()` runs, then `willMove(toWindow:)` and `didMoveToWindow()` of
  /// every view of the file's classes in the shown tree, outermost first (where view code often
  /// starts its animations).
  func moveToWindow() throws(RunError) {
    guard !inWindow, let root = shownRoot else { return }
    inWindow = true
    if let top = instances.first(where: { $0.view?.layer === root }) {
      try callIfDeclared(top, "willMove", [host(of: root).map(Value.view) ?? .nil], label: "toSuperview")
      try callIfDeclared(top, "didMoveToSuperview", [])
    }
    try joinWindow(root)
  }

  /// The depth of `layer` below the shown root (0: the root), nil outside the shown tree.
  func windowDepth(of layer: LayerObject) -> Int? {
    guard let root = shownRoot else { return nil }
    var depth = 0
    var current: LayerObject? = layer
    while let l = current {
      if l === root { return depth }
      depth += 1
      current = l.superlayer
    }
    return nil
  }

  /// A view's `window`: the shown view stands for it once it has joined (nil before, and for a
  /// view outside the shown tree).
  func window(of layer: LayerObject) -> Value {
    guard inWindow, windowDepth(of: layer) != nil, let root = shownRoot else { return .nil }
    return view(backedBy: root) ?? .nil
  }

  /// The views of the file's classes in `layer`'s tree are told they join the window,
  /// `willMove(toWindow:)` then `didMoveToWindow()`, outermost first.
  func joinWindow(_ layer: LayerObject) throws(RunError) {
    let window = self.window(of: layer)
    if case .nil = window { return }
    let joining = instances.compactMap { instance -> (Instance, Int)? in
      guard let view = instance.view, layer.contains(view.layer), let depth = windowDepth(of: view.layer) else { return nil }
      return (instance, depth)
    }
    for (instance, _) in joining.sorted(by: { $0.1 < $1.1 }) {
      try callIfDeclared(instance, "willMove", [window], label: "toWindow")
      try callIfDeclared(instance, "didMoveToWindow", [])
    }
  }

  /// UIKit draws a view whose class overrides `draw(_:)` before it is first shown and again
  /// after `setNeedsDisplay()`; Core Animation draws a layer whose class overrides
  /// `draw(in:)` after its `setNeedsDisplay()`. Each such instance with a size runs its drawing
  /// method over its bounds, in the order they were made, with a fresh Core Graphics context;
  /// what it paints becomes the layer's content (over the background colour, under the
  /// sublayers), replacing what it painted before.
  func display() throws(RunError) {
    try displayByDelegates()
    for instance in instances where !instance.displayed && !drawnThisTurn.contains(ObjectIdentifier(instance)) {
      guard let layer = instance.view?.layer ?? instance.layer, layer.model.bounds.width > 0,
        layer.model.bounds.height > 0
      else { continue }
      // UIKit draws a view once it is in a window: one outside the shown tree waits (a view
      // made and never added draws nothing and says nothing).
      if instance.view != nil, shownRoot != nil, windowDepth(of: layer) == nil { continue }
      instance.displayed = true
      drawnThisTurn.insert(ObjectIdentifier(instance))
      instance.redisplayScheduled = false
      if instance.view != nil, let method = instance.viewDrawing {
        try paint(instance, layer, by: method, with: .rect(layer.model.bounds))
      } else if instance.layer != nil, let method = instance.layerDrawing {
        try paint(instance, layer, by: method, with: nil)
      }
    }
  }

  /// `setNeedsDisplay()` on `instance`'s view or layer: drawn again at the end of the turn, or,
  /// when it drew in this turn already (the call is in its own `draw(_:)`), at the next display
  /// frame — a view that asks for it in every draw redraws at the display's rate.
  func needsDisplay(_ instance: Instance?) {
    guard let instance else { return }
    instance.displayed = false
    guard drawnThisTurn.contains(ObjectIdentifier(instance)), !instance.redisplayScheduled else { return }
    instance.redisplayScheduled = true
    // The display frame after `now` (a time a hair short of a frame's rounds to that frame).
    let frame = 1 / framesPerSecond
    schedule.add(at: ((now / frame + 1e-6).rounded(.down) + 1) * frame, .redisplay)
  }

  /// Runs `method` (`draw(_:)` given `argument`, or `draw(in:)` given the context when
  /// `argument` is nil) with a fresh context over `layer`'s bounds as the current one, and
  /// keeps what it painted as the layer's content.
  func paint(_ instance: Instance, _ layer: LayerObject, by method: FunctionDeclSyntax, with argument: Value?)
    throws(RunError)
  {
    let renamed = method.name.text == "drawRect" ? "draw(_:)" : method.name.text == "drawInContext" ? "draw(in:)" : nil
    if let renamed {
      warn("Swift 2 " + method.name.text, "\(method.name.text)(_:) is Swift 2's \(renamed)", at: method)
    }
    // UIKit readies the backing store before it calls `draw(_:)`: a background colour the
    // method itself sets shows from the next draw on.
    let onBlack = argument != nil && drawsOnBlack(instance, layer)
    instance.view?.paintedOnBlack = onBlack
    instance.view?.drewAsSuper = false
    var painted = try drawing(over: layer) { context throws(RunError) in
      _ = try invoke(
        method.signature.parameterClause.parameters, method.body, values: [argument ?? .context(context)],
        on: .instance(instance), at: method)
    }
    // UILabel's `draw(_:)` draws its text: an override that does not call it draws none.
    if argument != nil, let view = instance.view, view.isLabel, var text = layer.textStyle, text.drawsText != view.drewAsSuper {
      text.drawsText = view.drewAsSuper
      layer.model.content = .text(text)
      if !text.drawsText {
        warn(
          "label draw without super",
          "\(instance.className) overrides \(method.name.text)(_:) without calling super.\(method.name.text)(_:): UILabel's own "
            + "draws its text, so the label's text is not drawn, as on iOS", at: method)
      }
    }
    if onBlack {
      // An opaque view's backing store has no alpha: UIKit clears it before `draw(_:)`, and
      // cleared is black (a plain UIView is opaque until `isOpaque = false`). With a background
      // colour UIKit fills it with that; with none it stays black — what iOS shows.
      let bounds = BezierPath(roundedRect: layer.model.bounds, cornerRadius: 0)
      painted.operations.insert(
        Drawing.Operation(path: bounds, transform: .identity, paint: .fill(Color(white: 0), .nonZero)), at: 0)
      warn(
        "draw on black",
        "\(instance.className) overrides \(method.name.text)(_:) and has no background colour: its view is opaque, so UIKit paints it "
          + "over black, as iOS shows it (backgroundColor = .clear or isOpaque = false shows what is behind)", at: method)
    }
    try show(painted, in: layer, at: method)
  }

  /// Whether `instance`'s `draw(_:)` paints over black: a plain `UIView` subclass (UIKit's
  /// labels, images and controls are not opaque) with no background colour, not made
  /// non-opaque (GitHub's ChartsOrg/Charts#2222, Yalantis/Koloda#378 show it).
  private func drawsOnBlack(_ instance: Instance, _ layer: LayerObject) -> Bool {
    guard let view = instance.view, !instance.isController, layer.model.backgroundColor == nil,
      layer.model.backgroundPattern == nil,
      instance.chain.contains(where: { $0.inherited == "UIView" })
    else { return false }
    if case .bool(false)? = kept(.view(view), "isOpaque") { return false }
    return true
  }

  /// What a drawing method painted, as `layer`'s content.
  /// What `body` paints into a fresh context over `layer`'s bounds, that context being the
  /// current one meanwhile (`UIGraphicsGetCurrentContext()` inside a drawing method).
  func drawing(over layer: LayerObject, _ body: (DrawingContext) throws(RunError) -> Void) throws(RunError) -> Drawing {
    let context = DrawingContext(bounds: layer.model.bounds)
    let outer = drawingContext
    drawingContext = context
    defer { drawingContext = outer }
    try body(context)
    return context.drawing
  }

  func show(_ painted: Drawing, in layer: LayerObject, at method: FunctionDeclSyntax) throws(RunError) {
    switch layer.model.content {
    case .none, .drawing:
      if painted.operations.isEmpty, case .none = layer.model.content { return }
      layer.model.content = .drawing(painted)
    default:
      guard !painted.operations.isEmpty else { return }
      throw error(
        "painting in \(method.name.text)(…) over a \(layer.className)'s own content is not simulated by Wobble yet", at: method)
    }
  }

  /// The value an `@NSManaged` property without an initialiser starts at: Core Animation's
  /// zero for numbers (`@NSManaged var progress: CGFloat`) and false for Booleans; nil else.
  static func managedDefault(_ variable: VariableDeclSyntax, _ binding: PatternBindingSyntax) -> Value {
    guard variable.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "NSManaged" })
    else { return .nil }
    switch typeName(binding.typeAnnotation?.type) {
    case "CGFloat", "Double", "Float", "Int", "TimeInterval", "CFTimeInterval", "CFloat", "CDouble": return .number(0)
    case "Bool": return .bool(false)
    default: return .nil
    }
  }

  /// The instance of a `CALayer` subclass the file declares whose layer is `layer`, if any.
  func instance(owning layer: LayerObject) -> Instance? { instances.first { $0.layer === layer } }

  /// Runs `instance`'s `layoutSubviews()`, if its class overrides it.
  func layOut(_ instance: Instance) throws(RunError) {
    // A view class's `layoutSubviews()`, a layer class's `layoutSublayers()`.
    let (name, layer) = instance.view.map { ("layoutSubviews", $0.layer) } ?? ("layoutSublayers", instance.layer)
    guard let layer else { return }
    instance.laidOutSize = (layer.model.bounds.width, layer.model.bounds.height)
    guard let method = instance.method(name, labels: []) else { return }
    _ = try invoke(method.signature.parameterClause.parameters, method.body, values: [], on: .instance(instance), at: method)
  }

  /// The view classes' instances that asked for layout this turn (`setNeedsLayout()`), laid
  /// out once each, in the order they asked, as UIKit's layout pass does before the commit.
  func layOutRequested() throws(RunError) {
    try applyConstraintsIfNeeded()
    while !needsLayout.isEmpty {
      let instance = needsLayout.removeFirst()
      try layOut(instance)
    }
    try layOutResized()
    try loadTables()
    try loadCollections()
  }

  /// The instance of the file's view class that is `view` — not the controller whose root view
  /// it is (a storyboard scene's root view of class `DrawView` belongs to both; its
  /// `setNeedsDisplay()`, layout and tint are the view's); a controller when no view class
  /// owns it.
  func instance(owning view: ViewObject) -> Instance? {
    instances.first { $0.view === view && !$0.isController } ?? instances.first { $0.view === view }
  }

  /// The type whose static member `typeName.name` is the file's: a type it declares (or
  /// `Self`), or one Wobble provides that the file's extension gives `name`.
  func staticsOwner(_ typeName: String, _ name: String) -> TypeDeclaration? {
    guard let type = typeName == "Self" ? me?.type : types[typeName] else { return nil }
    return type.kind != .builtin || type.property(name, static: true) != nil ? type : nil
  }

  /// A static member (`static let rate: CGFloat = 0.3`) of a declared type, evaluated once
  /// on first read as Swift does; an enum's case (`Speed.fast`).
  func staticMember(_ type: TypeDeclaration, _ name: String, at node: some SyntaxProtocol) throws(RunError) -> Value? {
    let slot = code.staticSlot(type.name, name)
    if let value = staticValue(slot) { return value }
    if type.kind == .enum, type.cases.contains(where: { $0.name == name }) { return .enumCase(EnumCase(type: type, name: name)) }
    if let (binding, _) = type.property(name, static: true) {
      if let accessors = binding.accessorBlock, !Self.isObserved(accessors) {
        return try getter(accessors, on: .type(type.name))
      }
      try nest(at: binding)
      defer { depth -= 1 }
      // Inside the initialiser `self` is the type: a bare name is another of its statics
      // (`static let hour = minutes * 60`).
      selves.append(.type(type.name))
      defer { selves.removeLast() }
      let value = try binding.initializer.map { i throws(RunError) in try evaluate(i.value) } ?? .nil
      adopt(value, as: name)
      setStatic(slot, value)
      return value
    }
    return nil
  }

  /// Whether `name` is a generic parameter of a type declaration around `node` (`M` inside
  /// `class LoadingView<M: LoadingMode>`): a type each instance binds, never one constant.
  static func isGenericParameter(_ name: String, at node: some SyntaxProtocol) -> Bool {
    var parent = Syntax(node).parent
    while let current = parent {
      let parameters =
        current.as(ClassDeclSyntax.self)?.genericParameterClause?.parameters
        ?? current.as(StructDeclSyntax.self)?.genericParameterClause?.parameters
      if parameters?.contains(where: { $0.name.text == name }) == true { return true }
      parent = current.parent
    }
    return false
  }

  /// The class a generic parameter of a function or initialiser around `node` is constrained
  /// to (`CAShapeLayer` for `T` in `func make<T: CAShapeLayer>() -> T`, or in its `where T:
  /// CAShapeLayer`); nil when `name` is no such parameter or has no constraint.
  static func functionGenericConstraint(_ name: String, at node: some SyntaxProtocol) -> String? {
    var parent = Syntax(node).parent
    while let current = parent {
      let clause =
        current.as(FunctionDeclSyntax.self).map { ($0.genericParameterClause, $0.genericWhereClause) }
        ?? current.as(InitializerDeclSyntax.self).map { ($0.genericParameterClause, $0.genericWhereClause) }
      if let (parameters, whereClause) = clause,
        let parameter = parameters?.parameters.first(where: { $0.name.text == name })
      {
        if let inherited = parameter.inheritedType { return inherited.trimmedDescription }
        for requirement in whereClause?.requirements ?? [] {
          if case .conformanceRequirement(let conformance) = requirement.requirement,
            conformance.leftType.trimmedDescription == name
          {
            return conformance.rightType.trimmedDescription
          }
        }
        return nil
      }
      parent = current.parent
    }
    return nil
  }

  /// The types a call's generic arguments give `type`'s generic parameters
  /// (`LoadingView<DotsMode>()`: `M` is `DotsMode`), by parameter name; none when the call
  /// writes none (Swift infers them from the arguments, which here carry their own types).
  static func genericArguments(of type: TypeDeclaration, at node: some SyntaxProtocol) -> [String: String] {
    let parameters: GenericParameterListSyntax? =
      type.syntax.as(ClassDeclSyntax.self)?.genericParameterClause?.parameters
      ?? type.syntax.as(StructDeclSyntax.self)?.genericParameterClause?.parameters
    guard let parameters, let call = Syntax(node).as(FunctionCallExprSyntax.self),
      let specialized = call.calledExpression.as(GenericSpecializationExprSyntax.self)
    else { return [:] }
    var bound: [String: String] = [:]
    for (parameter, argument) in zip(parameters, specialized.genericArgumentClause.arguments) {
      bound[parameter.name.text] = argument.argument.trimmedDescription
    }
    return bound
  }

  /// A file that only declares a view class (no playground code): one is made, 240 × 240
  /// points (square, as loaders and indicators mostly are), laid out, and started with the
  /// first of `startAnimating()`, `startAnimation()`, `start()` or `animate()` it declares.
  ///
  /// The one shown is the outermost: a view class or controller no other declared one uses (a
  /// controller composing the file's view shows it as the app would), skipping a controller
  /// whose views come from a storyboard (`@IBOutlet`); among several, a controller that
  /// composes views the files declare (the screen a book's chapter builds), else the first
  /// declared, a view class before a controller — and the others are named, with the
  /// `--view` that shows one. A file that declares only a view controller (a book's or a
  /// blog's) shows it as a playground shows a live view controller.
  func showFirstViewClass() throws(RunError) {
    // An app's storyboard says what it shows first.
    for document in interfaces {
      guard let first = document.firstShown, let name = first.controller["customClass"], let type = types[name],
        isViewControllerClass(type), archived(type) != nil
      else { continue }
      let bar = first.navigationBar
      return try show(
        controller: type,
        navigation: bar == nil ? nil : (bar.map(Self.barFrame), first.controller, first.navigationBarElement),
        tabs: first.tabs, in: document)
    }
    // A storyboard whose first scene no file declares (a static table of demos): iOS shows it
    // and a tap leads on; the declared controller with a scene is shown instead, and said.
    let passedOver = interfaces.lazy.compactMap { document in
      document.firstShown.flatMap { first in
        first.controller["customClass"].flatMap { self.types[$0] } == nil
          ? (document, first.controller, first.navigationBar) : nil
      }
    }.first
    let declared = types.values.sorted(by: { $0.position < $1.position })
    let views = declared.filter(isViewClass)
    let controllers = declared.filter { isViewControllerClass($0) && (!Self.hasOutlets($0) || archived($0) != nil) }
    let candidates = views + controllers
    // A class uses another it names, or that a type, protocol or extension it names uses in
    // turn (a controller adopting a protocol whose extension calls a presenter that makes the
    // indicator view).
    var mentions: [String: Set<String>] = [:]
    for decl in topLevelDeclarations {
      guard
        let name = TypeDeclaration.declaredName(of: decl) ?? decl.as(ProtocolDeclSyntax.self)?.name.text
          ?? decl.as(ExtensionDeclSyntax.self)?.extendedType.trimmedDescription
      else { continue }
      mentions[name, default: []].formUnion(Self.identifiers(in: decl))
    }
    func uses(_ type: TypeDeclaration, _ other: TypeDeclaration) -> Bool {
      guard other !== type else { return false }
      var seen: Set<String> = [type.name]
      var names = Array(mentions[type.name] ?? Self.identifiers(in: type.syntax))
      while let name = names.popLast() {
        if name == other.name { return true }
        guard seen.insert(name).inserted, let more = mentions[name] else { continue }
        names.append(contentsOf: more)
      }
      return false
    }
    let outer = candidates.filter { type in !candidates.contains { uses($0, type) } }
    let composer = outer.first { type in isViewControllerClass(type) && views.contains { uses(type, $0) } }
    if let shown = composer ?? outer.first(where: isViewClass) ?? outer.first {
      let others = outer.filter { $0 !== shown }.map(\.name)
      if !others.isEmpty {
        warn(
          "also declared",
          "\(shown.name) is shown; \(others.joined(separator: ", ")) \(others.count == 1 ? "is" : "are") declared too and "
            + "used by nothing shown (`open … --view \(others[0])` shows \(others.count == 1 ? "it" : "one"))", at: shown.syntax)
      }
      if let (document, first, bar) = passedOver, isViewControllerClass(shown), let (_, scene) = archived(shown) {
        let kind = first["customClass"] ?? "UI" + first.name.prefix(1).uppercased() + first.name.dropFirst()
        warn(
          "first scene passed over",
          "the app's first scene is a \(kind), which no file opened declares (on iOS a tap leads on from it): "
            + "\(shown.name)'s scene is shown as if reached", in: document, at: first)
        // Pushed onto the first scene's navigation controller, it shows under that bar.
        if let bar, let id = scene["id"], document.isPushed(id) {
          return try show(controller: shown, navigation: (Self.barFrame(bar), scene, nil))
        }
      }
      return isViewClass(shown) ? try show(shown) : try show(controller: shown)
    }
    if let type = views.first { return try show(type) }
    if let type = declared.first(where: isViewControllerClass) { return try show(controller: type) }
    if let type = declared.first(where: { layerBaseClass($0) != nil }) { try host(layerClass: type) }
  }

  /// A file that declares only a layer class (a pulse, a spinner layer), shown in a 240 × 240
  /// view: one whose initialiser takes one `CGRect` (`convenience init(withBounds:)`, which
  /// lays out its path in it) is made with that view's bounds and added as it makes itself, as
  /// a host passing its own bounds would; any other is made by `init()` and placed at the
  /// view's centre. Either way a warning says so: in an app the host chooses.
  func host(layerClass type: TypeDeclaration) throws(RunError) {
    let area = Rect(x: 0, y: 0, width: 240, height: 240)
    let byRect = type.initializers.first { initializer in
      let parameters = initializer.signature.parameterClause.parameters
      return !initializer.isArchiveOrCopy && parameters.count == 1
        && parameters.first?.type.trimmedDescription == "CGRect"
    }
    let labels = (byRect?.signature.parameterClause.parameters).map { parameters in
      parameters.compactMap { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
    }
    guard
      case .instance(let instance) = try instantiate(
        type, labels: labels ?? [], values: byRect == nil ? [] : [.rect(area)], at: type.syntax),
      let layer = instance.layer
    else { return }
    let host = ViewObject(name: "host")
    host.layer.model.setFrame(area)
    if byRect == nil { layer.model.position = Point(120, 120) }
    host.layer.sublayers.append(layer)
    liveView = .view(host)
    treeChanged = true
    if let byRect {
      warn(
        "layer class",
        "\(type.name) is a layer class: made by \(byRect.spelled) with the bounds of a 240-point view and added to it "
          + "(in an app its host passes its own)", at: type.syntax)
    } else {
      warn(
        "layer class", "\(type.name) is a layer class: shown at the centre of a 240-point view (in an app its host places it)",
        at: type.syntax)
      warnOfSkippedInitializers(type, madeBy: "init()")
    }
    try moveToWindow()
    try layOut()
    try start(instance, named: type.name)
  }

  /// Whether a class declares `@IBOutlet` properties: its views come from a storyboard.
  static func hasOutlets(_ type: TypeDeclaration) -> Bool {
    type.syntax.tokens(viewMode: .sourceAccurate).contains { $0.tokenKind == .identifier("IBOutlet") }
  }

  /// A storyboard's navigation bar frame, `[x, y, width, height]` in points.
  static func barFrame(_ bar: [Double]) -> Rect { Rect(x: bar[0], y: bar[1], width: bar[2], height: bar[3]) }

  /// Makes a view controller of `type` the live view: its view loaded, laid out and appearing.
  /// Its view comes as a storyboard's does, white (systemBackground in the light appearance),
  /// unless the controller makes its own in `loadView()` or cannot be unarchived
  /// (`madeOnlyInCode`); the window behind is black.
  /// `navigation`: the bar a storyboard's navigation controller puts over the controller's
  /// view (its saved frame), the controller's scene, whose navigation item has the title, and
  /// the bar's element, whose saved look (tint, title colour) the bar takes.
  func show(
    controller type: TypeDeclaration, navigation: (bar: Rect?, scene: InterfaceElement, look: InterfaceElement?)? = nil,
    tabs: [InterfaceDocument.TabItem]? = nil, in tabsDocument: InterfaceDocument? = nil
  ) throws(RunError) {
    if let (document, scene) = archived(type) {
      storyboardScreen = true
      let made = try makeArchivedController(type, document, scene)
      if navigation != nil || tabs != nil, case .instance(let controller) = made {
        let bar = navigation?.bar.map { Self.navigationBarFrame(saved: $0, screen: screenSize) }
        controller.navigation = ControllerContainer(
          size: controller.liveViewSize, bar: bar, navigation: navigation != nil, tabs: tabs?.map(\.title))
        if let navigation, controller.title.isEmpty, let title = navigation.scene.child(key: "navigationItem")?["title"] {
          controller.title = title
        }
        // The bar's look as the storyboard saved it (its tint, its title's colour and font).
        if let look = navigation?.look, let container = controller.navigation {
          try container.takeArchivedLook(look, document, run: self)
        }
        // Its bar's buttons are not drawn (nor are code's, said there too): said; those with a
        // segue or an action are tapped by their settings.
        if let navigation, let item = navigation.scene.child(key: "navigationItem") {
          keepBarButtons(of: item, in: document, scene: navigation.scene, controller: made)
        }
        if let tabs, tabs.contains(where: \.hasIcon), let tabsDocument, let bar = tabsDocument.initialController {
          warn(
            "tab bar icons", "the tab bar's items are drawn as their titles: their icons (images, system items) are not drawn",
            in: tabsDocument, at: bar)
        }
      }
      makeStoryboardAppDelegate(showing: made.asView)
      onBlackWindow = true
      try show(made, at: Syntax(type.syntax))
      if case .instance(let controller) = made { try appear(controller) }
      return
    }
    let made = try instantiate(type, labels: [], values: [], at: type.syntax)
    if case .instance(let controller) = made, controller.method("loadView", labels: []) == nil,
      !madeOnlyInCode(type)
    {
      controller.view?.layer.model.backgroundColor = Color.white
    }
    makeStoryboardAppDelegate(showing: made.asView)
    onBlackWindow = true
    try show(made, at: Syntax(type.syntax))
    if case .instance(let controller) = made { try appear(controller) }
  }

  /// Whether a controller class cannot come from a storyboard: the `init(coder:)` it would be
  /// unarchived by — its own or the nearest superclass's in the files — traps (`fatalError`,
  /// `preconditionFailure`). Such a controller is made in code, so its view is UIKit's own
  /// `loadView()` view, which has no background colour: the window's black shows through.
  func madeOnlyInCode(_ type: TypeDeclaration) -> Bool {
    for declared in chain(of: type) {
      guard
        let archive = declared.initializers.first(where: {
          $0.signature.parameterClause.parameters.first?.firstName.text == "coder"
        })
      else { continue }
      guard let first = archive.body?.statements.first?.item.as(FunctionCallExprSyntax.self) else { return false }
      return ["fatalError", "preconditionFailure"].contains(first.calledExpression.trimmedDescription)
    }
    return false
  }

  /// Says, once each, that the bar button items a storyboard's navigation item saves are not
  /// drawn (the bar shows its title only), naming each by its title (else its system item).
  /// One with a segue or an action is tapped by its `tap.<title>` setting all the same (as code's
  /// bar button items are): the segue performed from `controller`, the action sent to the
  /// controller when the storyboard connects it to `scene`'s.
  func keepBarButtons(
    of item: InterfaceElement, in document: InterfaceDocument, scene: InterfaceElement, controller: Value
  ) {
    var pending = item.children
    while let element = pending.popLast() {
      pending += element.children
      guard element.name == "barButtonItem" else { continue }
      let named = element["title"].map { "\"\($0)\"" } ?? element["systemItem"].map { "." + $0 } ?? "an item"
      let connections = element.child("connections")?.children ?? []
      var control: ViewObject?
      if case .instance(let source) = controller {
        let made = ViewObject(name: element["title"] ?? element["systemItem"] ?? "barButton")
        made.standsForBarButton = true
        if let segue = connections.first(where: { $0.name == "segue" }) {
          made.segue = StoryboardSegue(document: document, element: segue, source: source)
        }
        for action in connections where action.name == "action" {
          guard let selector = action["selector"], action["destination"] == scene["id"] else { continue }
          made.targets.append((source, Self.actionName(selector, of: source), ["primaryActionTriggered"]))
        }
        if made.segue != nil || !made.targets.isEmpty {
          views.append(made)
          control = made
        }
      }
      warn(
        "storyboard bar button \(element["id"] ?? named)",
        "the navigation item's \(element["key"] ?? "bar button item") \(named) is not drawn by Wobble yet: the bar shows "
          + "its title only" + (control == nil ? "" : " (a `tap.` setting taps it all the same)"), in: document, at: element)
    }
  }

  /// `#Preview { … }`: what its closure makes, shown as Xcode's canvas shows it: a controller
  /// as a live view controller, a view without a size filling the canvas (Wobble's canvas is
  /// a playground's live view size).
  func showPreview(_ body: ClosureExprSyntax) throws(RunError) {
    let closure = ClosureObject(
      syntax: body, captured: captureScopes(), me: nil, definingFrame: liveFrames.last!, definingBase: frameBase)
    let made = try call(closure, [], at: body)
    switch made {
    case .instance(let controller) where controller.isController:
      try show(made, at: Syntax(body))
      try appear(controller)
    case let value:
      guard let view = value.asView else {
        throw error("#Preview makes \(value.kind): Wobble shows a UIView or a view controller from it", at: body)
      }
      _ = fillsLiveViewArea(view)
      liveView = value
      treeChanged = true
      try moveToWindow()
      try layOut()
    }
  }

  /// `open --view Name`: that view class, made, laid out, started and shown.
  func show(viewClass name: String) throws(RunError) {
    if let type = types[name], isViewControllerClass(type) { return try show(controller: type) }
    guard let type = types[name], isViewClass(type) else {
      let classes = types.values.filter(isViewClass).sorted { $0.position < $1.position }.map(\.name)
      throw RunError(
        description: "\(file): no view class \(name); "
          + (classes.isEmpty ? "the file declares none" : "view classes: \(classes.joined(separator: ", "))"))
    }
    try show(type)
  }

  /// Makes an instance of a view class at 240 × 240 points, lays it out, starts it and shows it.
  /// A class whose only initialiser takes no arguments (Swift then gives it no `init(frame:)`)
  /// is made by it and given the size after, unless it took one of its own.
  func show(_ type: TypeDeclaration) throws(RunError) {
    var square = Rect(x: 0, y: 0, width: 240, height: 240)
    // A full-screen overlay (a loading curtain) sizes itself to the screen: made at 240 points,
    // what it lays out from its first frame would sit in a corner of the screen it then fills.
    if let claim = Self.framesItselfToTheScreen(type) {
      square = Rect(x: 0, y: 0, width: screenSize.width, height: screenSize.height)
      warn(
        "screen-sized",
        "\(type.name) sets its own frame to the screen's bounds: it is made at them, "
          + "\(Scenes.format(screenSize.width)) × \(Scenes.format(screenSize.height)) points, not at 240 × 240", at: claim)
    }
    let initializers = chain(of: type).flatMap(\.initializers)
    let byFrame = initializers.contains { $0.takes(["frame"]) }
    let byNothing = initializers.contains { $0.takes([]) }
    // A class that declares designated initialisers, all taking arguments (`init(cursorColor:)`,
    // `init?(coder:)`), inherits neither `init(frame:)` nor `init()` in Swift: only the code
    // that makes it knows the values. (One with only convenience initialisers inherits them.)
    if initializers.contains(where: { !$0.isConvenience }), !byFrame, !byNothing {
      throw error(
        "\(type.name) is made only by \(initializers.map(\.spelled).joined(separator: " or ")), which take values Wobble has not got: "
          + "open a file that makes it (a playground, or #Preview { \(type.name)(…) })", at: type.syntax)
    }
    let bare = !initializers.isEmpty && !byFrame && byNothing
    guard
      case .instance(let instance) = try instantiate(
        type, labels: bare ? [] : ["frame"], values: bare ? [] : [.rect(square)], at: type.syntax, defaultsFirst: true)
    else { return }
    if bare, let view = instance.view, view.layer.model.bounds.width == 0 || view.layer.model.bounds.height == 0 {
      view.layer.model.setFrame(square)
    }
    warnOfSkippedInitializers(type, madeBy: bare ? "init()" : "init(frame:)")
    // A view made for a storyboard or nib sets itself up in `awakeFromNib()`, which UIKit calls
    // only when it loads one: shown alone, it is called as loading it would — unless the
    // initialiser that made it already ran that setup (`init(frame:)` calling `setupView()` too).
    let used = chain(of: type).flatMap(\.initializers).first { bare ? $0.takes([]) : $0.takes(["frame"]) }
    if let awake = instance.method("awakeFromNib", labels: []), !Self.onlyCallsSuper(awake),
      !Self.repeatsSetup(awake, of: used)
    {
      warn(
        "awakeFromNib",
        "\(type.name) sets itself up in awakeFromNib(), which UIKit calls for a view loaded from a storyboard or nib: "
          + "Wobble calls it, as loading one would", at: awake)
      _ = try invoke(awake.signature.parameterClause.parameters, awake.body, values: [], on: .instance(instance), at: awake)
    }
    liveView = .instance(instance)
    try moveToWindow()
    try layOut()
    // The code that shows a view starts it in the same turn (`addSubview`, then `start()`),
    // before UIKit's first `draw(_:)` — unless the start method uses what `draw(_:)` makes
    // (the layers it animates), which only code starting it once shown (`viewDidAppear`) can.
    if let drawing = instance.viewDrawing,
      let starter = startMethod(of: instance) ?? Self.onlyStarter(among: animatingMethods(of: instance)),
      !Self.uses(starter, whatIsMadeBy: drawing, in: instance)
    {
      try start(instance, named: type.name)
      try display()
      return
    }
    if instance.viewDrawing != nil { try display() }
    try start(instance, named: type.name)
  }

  /// The assignment in `type`'s body that sets the view's own frame or bounds to the screen's
  /// (`frame = UIScreen.main.bounds`, Swift 3 and 2 spellings too), if there is one.
  static func framesItselfToTheScreen(_ type: TypeDeclaration) -> ExprSyntax? {
    final class Finder: SyntaxVisitor {
      var found: ExprSyntax?
      func check(_ target: ExprSyntax, _ value: ExprSyntax, _ node: ExprSyntax) {
        let value = value.trimmedDescription.replacingOccurrences(of: " ", with: "")
        if found == nil, ["frame", "self.frame", "bounds", "self.bounds"].contains(target.trimmedDescription),
          ["UIScreen.main.bounds", "UIScreen.main().bounds", "UIScreen.mainScreen().bounds"].contains(value)
        {
          found = node
        }
      }
      override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let parts = Array(node.elements)
        if parts.count == 3, parts[1].is(AssignmentExprSyntax.self) { check(parts[0], parts[2], ExprSyntax(node)) }
        return .visitChildren
      }
      override func visit(_ node: InfixOperatorExprSyntax) -> SyntaxVisitorContinueKind {
        if node.operator.is(AssignmentExprSyntax.self) { check(node.leftOperand, node.rightOperand, ExprSyntax(node)) }
        return .visitChildren
      }
    }
    let finder = Finder(viewMode: .sourceAccurate)
    finder.walk(type.syntax)
    return finder.found
  }

  /// Whether `method` (or a method of the class it calls) uses what `drawing` makes: a name
  /// `drawing` assigns to or adds as a sublayer or subview. A `drawing` that animates counts
  /// as making everything (its animations and a start method's would run twice).
  static func uses(_ method: FunctionDeclSyntax, whatIsMadeBy drawing: FunctionDeclSyntax, in instance: Instance) -> Bool {
    guard let body = drawing.body else { return false }
    if !identifiers(in: body).isDisjoint(with: animationNames) { return true }
    var made: Set<String> = []
    /// The first name of `expr` not `self` (`self.ring.path` → `ring`).
    func root(_ expr: ExprSyntax) -> String? {
      var current = expr
      var name: String?
      while let member = current.as(MemberAccessExprSyntax.self), let base = member.base {
        name = member.declName.baseName.text
        current = base
      }
      if let reference = current.as(DeclReferenceExprSyntax.self), reference.baseName.text != "self" {
        return reference.baseName.text
      }
      return current.is(DeclReferenceExprSyntax.self) ? name : nil
    }
    var pendingNodes = [Syntax(body)]
    while let node = pendingNodes.popLast() {
      pendingNodes += node.children(viewMode: .sourceAccurate)
      if let infix = node.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
        let name = root(infix.leftOperand)
      {
        made.insert(name)
      }
      if let call = node.as(FunctionCallExprSyntax.self),
        let callee = call.calledExpression.as(MemberAccessExprSyntax.self),
        ["addSublayer", "insertSublayer", "addSubview", "insertSubview"].contains(callee.declName.baseName.text)
      {
        for argument in call.arguments { made.formUnion(root(argument.expression).map { [$0] } ?? []) }
      }
    }
    guard !made.isEmpty else { return false }
    // What `method` reads, through the class's methods it calls.
    let functions = Dictionary(
      instance.chain.flatMap(\.functions).map { ($0.name.text, $0) }, uniquingKeysWith: { first, _ in first })
    var read: Set<String> = []
    var pending = [method]
    var visited: Set<String> = []
    while let next = pending.popLast() {
      guard visited.insert(next.name.text).inserted, let nextBody = next.body else { continue }
      let names = identifiers(in: nextBody)
      read.formUnion(names)
      pending += names.compactMap { functions[$0] }
    }
    return !read.isDisjoint(with: made)
  }

  /// Whether `awake` (an `awakeFromNib()`) does nothing but call UIKit's, which does nothing.
  static func onlyCallsSuper(_ awake: FunctionDeclSyntax) -> Bool {
    awake.body?.statements.allSatisfy { $0.item.trimmedDescription == "super.awakeFromNib()" } ?? true
  }

  /// Whether everything `awakeFromNib()` does besides `super.awakeFromNib()` is also done by
  /// the initialiser `made` (the same statements, `self.` aside): a view that sets up in both
  /// would be set up twice.
  static func repeatsSetup(_ awake: FunctionDeclSyntax, of made: InitializerDeclSyntax?) -> Bool {
    guard let made, let body = made.body?.statements, let awakeBody = awake.body?.statements else { return false }
    func spelled(_ item: CodeBlockItemSyntax) -> String {
      item.item.trimmedDescription.replacingOccurrences(of: "self.", with: "").filter { !$0.isWhitespace }
    }
    let initStatements = Set(body.map(spelled))
    let setup = awakeBody.map(spelled).filter { $0 != "super.awakeFromNib()" }
    return !setup.isEmpty && setup.allSatisfy(initStatements.contains)
  }

  /// A class shown alone is made by `init()` or `init(frame:)`; one that also has
  /// initialisers taking other values (`convenience init(radius:)`, which sets its path
  /// and starts its animation) is then not what the app shows, and the person is told so.
  private func warnOfSkippedInitializers(_ type: TypeDeclaration, madeBy used: String) {
    guard let skipped = type.initializers.first(where: { !$0.takes([]) && !$0.takes(["frame"]) && !$0.isArchiveOrCopy })
    else { return }
    warn(
      "skipped initialiser",
      "\(type.name) is shown as \(used) makes it: its \(skipped.spelled) takes values only the code that makes it has "
        + "(open that code with this file to see it as the app makes it)", at: skipped)
  }

  /// Starts a view or layer class shown alone by its start method, as the code showing it
  /// would. One that already animates once made and laid out (its init started a timer or
  /// added an animation) is left as it is: calling its start method too would run it twice.
  private func start(_ instance: Instance, named name: String) throws(RunError) {
    guard !animates(instance) else { return }
    let animating = animatingMethods(of: instance)
    if let method = startMethod(of: instance) ?? Self.onlyStarter(among: animating) {
      warn(
        "started", "\(name) is shown alone: Wobble called its \(method.name.text)(), as the code that shows it would",
        at: method.name)
      _ = try invoke(method.signature.parameterClause.parameters, method.body, values: [], on: .instance(instance), at: method)
      return
    }
    guard let first = animating.first else { return }
    // Left unmoving without a word, a view whose motion waits for a call looks finished.
    let listed = animating.prefix(3).map { "\($0.spelled) (line \(place(of: $0).line))" }.joined(separator: ", ")
    warn(
      "not started",
      "\(name) is shown alone and does not move: nothing calls \(listed), which \(animating.count == 1 ? "animates" : "animate") it (the code that shows it "
        + "calls \(animating.count == 1 ? "it" : "one")\(first.signature.parameterClause.parameters.isEmpty ? "" : ", with values only that code has")); "
        + "open that code with this file to see it move", at: first.name)
  }

  /// Names whose use in a method body means it animates: adds an animation, animates views,
  /// starts a timer or a display link, or redraws.
  static let animationNames: Set<String> = [
    "animate", "animateKeyframes", "transition", "add", "scheduledTimer", "CADisplayLink", "UIViewPropertyAnimator",
    "startAnimation", "setNeedsDisplay", "asyncAfter", "perform", "commitAnimations",
    // A transaction given a duration or a curve animates the layer changes inside it.
    "setAnimationDuration", "setAnimationTimingFunction", "kCATransactionAnimationDuration",
    // Swift 2's names of the same.
    "animateWithDuration", "animateKeyframesWithDuration", "transitionWithView", "transitionFromView", "addAnimation",
    "scheduledTimerWithTimeInterval", "performSelector",
  ]

  /// The identifiers spelled in `node`.
  static func identifiers(in node: some SyntaxProtocol) -> Set<String> {
    Set(
      node.tokens(viewMode: .sourceAccurate).compactMap { token -> String? in
        if case .identifier(let text) = token.tokenKind { text } else { nil }
      })
  }

  /// The methods of `instance`'s class that code outside it may call (not private, not an
  /// override of UIKit's, not static) and that animate: they, or methods of the class they
  /// call, add an animation, animate views, start a timer or a display link, or redraw.
  /// `actions` keeps private methods too: a control reaches its action by selector, however
  /// it is declared (`@IBAction private func start(_:)`).
  func animatingMethods(of instance: Instance, actions: Bool = false) -> [FunctionDeclSyntax] {
    let functions = instance.chain.flatMap(\.functions).filter {
      !$0.modifiers.contains { ["static", "class"].contains($0.name.text) }
    }
    let animationNames = Self.animationNames.union(animatingDeclaredMethods())
    var direct: [String: Set<String>] = [:]
    var animatesDirectly: Set<String> = []
    for function in functions {
      let names = function.body.map { Self.identifiers(in: $0) } ?? []
      // An override and the method it overrides are one name: what either body calls.
      direct[function.name.text, default: []].formUnion(names)
      if !names.isDisjoint(with: animationNames) { animatesDirectly.insert(function.name.text) }
    }
    // Through the class's own methods, to a fixed point.
    var animating = animatesDirectly
    var changed = true
    while changed {
      changed = false
      for (name, calls) in direct where !animating.contains(name) && !calls.isDisjoint(with: animating) {
        animating.insert(name)
        changed = true
      }
    }
    // Each name once, as the instance runs it (its own override, else the inherited one).
    var seen: Set<String> = []
    return functions.compactMap { function in
      let name = function.name.text
      guard animating.contains(name), seen.insert(name).inserted else { return nil }
      let labels = function.signature.parameterClause.parameters.map { $0.firstName.text }
      guard let runs = instance.method(name, labels: labels), actions || !isPrivate(runs),
        !(runs.modifiers.contains { $0.name.text == "override" } && Self.overridesSDK(runs, in: instance))
      else { return nil }
      return runs
    }
  }

  /// The names of the methods the files declare, on their own types or added to the SDK's,
  /// that animate, directly or through one another (`extension CALayer { func
  /// bottomAnimation(…) { … add(animation, …) } }`, a spinner's `startAnimating()`): a method
  /// calling one animates (`indicator.startAnimating()` in a controller's action); so do the
  /// names of the types whose initialisers animate. Overrides are left out: UIKit calls those
  /// itself. Names, not types: a call is not resolved.
  func animatingDeclaredMethods() -> Set<String> {
    if let known = animatingDeclaredMethodNames { return known }
    let functions = typesInOrder.filter { $0.kind != .builtin || Library.types[$0.name] != nil }.flatMap(\.functions)
      .filter { !$0.modifiers.contains { $0.name.text == "override" } }
    // A declared type's initialisers stand under the type's name: code that makes one
    // (`PulseAnimation(radius: 150, position: p)` whose init adds the pulse) animates.
    let made = typesInOrder.filter { $0.kind != .builtin }.flatMap { type in
      type.initializers.map { (type.name, $0.body.map { Self.identifiers(in: $0) } ?? []) }
    }
    let calls = functions.map { ($0.name.text, $0.body.map { Self.identifiers(in: $0) } ?? []) } + made
    var animating = Set(calls.filter { !$0.1.isDisjoint(with: Self.animationNames) }.map(\.0))
    var changed = true
    while changed {
      changed = false
      for (name, called) in calls where !animating.contains(name) && !called.isDisjoint(with: animating) {
        animating.insert(name)
        changed = true
      }
    }
    animatingDeclaredMethodNames = animating
    return animating
  }

  /// Whether `method`, marked `override`, overrides a method of the SDK (`layoutSubviews`),
  /// not one of a superclass the files declare: UIKit calls those itself.
  static func overridesSDK(_ method: FunctionDeclSyntax, in instance: Instance) -> Bool {
    let name = method.name.text
    return instance.chain.filter { $0.functions.contains { $0.name.text == name } }.count < 2
  }

  /// The one method among `animating` that starts the motion when called without arguments
  /// (`pulse()`): the others stop, hide or reset it, or take values. Nil when none or two could.
  static func onlyStarter(among animating: [FunctionDeclSyntax]) -> FunctionDeclSyntax? {
    let stopping = ["stop", "hide", "remove", "reset", "end", "dismiss", "cancel", "finish", "pause"]
    let starters = animating.filter { function in
      let name = function.name.text.lowercased()
      return function.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil }
        && !stopping.contains { name.hasPrefix($0) }
    }
    return starters.count == 1 ? starters[0] : nil
  }

  /// The method that starts a view shown alone, as the code showing one calls it: the first
  /// of the usual names, else the one other method of no arguments that says it starts
  /// (`startWave()`, `animationStart()`). Private methods are not callable from outside and
  /// are never chosen, nor is anything when two names could be meant.
  func startMethod(of instance: Instance) -> FunctionDeclSyntax? {
    for name in ["startAnimating", "startAnimation", "start", "animate"] {
      if let method = instance.method(name, labels: []), !isPrivate(method) { return method }
    }
    let candidates = instance.chain.flatMap(\.functions).filter { function in
      let name = function.name.text
      let starts = (name.hasPrefix("start") && name.dropFirst(5).first?.isUppercase == true) || name.hasSuffix("Start")
      return starts && function.signature.parameterClause.parameters.isEmpty && !isPrivate(function)
        && !function.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }
    // An override and the method it overrides are one method: the instance's own runs.
    let names = Set(candidates.map(\.name.text))
    guard names.count == 1, let name = names.first else { return nil }
    return instance.method(name, labels: [])
  }

  private func isPrivate(_ method: FunctionDeclSyntax) -> Bool {
    if method.modifiers.contains(where: { $0.name.text == "private" || $0.name.text == "fileprivate" }) { return true }
    // In a `private extension`, the methods are private too.
    var node = method.parent
    while let n = node {
      if let ext = n.as(ExtensionDeclSyntax.self) {
        return ext.modifiers.contains { $0.name.text == "private" || $0.name.text == "fileprivate" }
      }
      node = n.parent
    }
    return false
  }

  /// Whether anything already moves: an animation on a layer of its tree, or a timer, a
  /// display link or a block waiting to run.
  private func animates(_ instance: Instance) -> Bool {
    if !schedule.events.isEmpty { return true }
    guard let root = instance.view?.layer ?? instance.layer else { return false }
    var pending = [root]
    while let layer = pending.popLast() {
      if !layer.model.animations.isEmpty { return true }
      pending += layer.sublayers
      if let mask = layer.maskLayer { pending.append(mask) }
    }
    return false
  }
}

extension FunctionDeclSyntax {
  /// `animationStart(direction:speed:)`, as messages name it.
  var spelled: String {
    name.text + "("
      + signature.parameterClause.parameters.map { ($0.firstName.tokenKind == .wildcard ? "_" : $0.firstName.text) + ":" }
      .joined() + ")"
  }
}

extension InitializerDeclSyntax {
  /// `init(centerPoint:radius:)`, as messages name it.
  var spelled: String { "init(" + signature.parameterClause.parameters.map { $0.firstName.text + ":" }.joined() + ")" }
  var isConvenience: Bool { modifiers.contains { $0.name.text == "convenience" } }
  /// `init(coder:)` and `init(layer:)`: the archive's and the presentation copy's, which no
  /// code showing the class calls.
  var isArchiveOrCopy: Bool { ["coder", "layer"].contains(signature.parameterClause.parameters.first?.firstName.text) }
  /// Whether a call with these argument labels (a trailing closure filling the last
  /// parameter) reaches it.
  func takes(_ labels: [String]) -> Bool { signature.parameterClause.parameters.slots(for: labels) != nil }
  /// Whether it takes these labels with every parameter given: none left to its default.
  func takesExactly(_ labels: [String]) -> Bool {
    takes(labels) && signature.parameterClause.parameters.count == labels.count
  }
}

extension Interpreter {
  /// The declared initialiser a call with `labels` runs on an instance of `chain` (nearest
  /// class first), ranked as Swift ranks candidates: one taking exactly these arguments before
  /// one that leaves some to their defaults, and the SDK superclass's own (UIView's
  /// `init(frame:)`, `init()`) before a declared one that fits only through its defaults — nil
  /// then, for the caller to make it as the SDK does. The SDK's are there only while the file's
  /// classes inherit them (Swift: no designated initialiser of their own beside the archive's).
  /// `defaultsFirst`: a view shown alone is made by its author's initialiser with defaults
  /// (`convenience init(frame:type: = .uniform)`), as the code that shows it would.
  func initializer(
    of chain: [TypeDeclaration], taking labels: [String], isView: Bool, defaultsFirst: Bool = false
  ) -> InitializerDeclSyntax? {
    let declared = chain.flatMap(\.initializers)
    if let exact = declared.first(where: { $0.takesExactly(labels) }) { return exact }
    let inheritsSDK = declared.allSatisfy { $0.isConvenience || $0.isArchiveOrCopy }
    let sdkTakes = isView && inheritsSDK && (labels == ["frame"] || labels.isEmpty)
    if sdkTakes, !defaultsFirst { return nil }
    return declared.first { $0.takes(labels) }
  }
}
