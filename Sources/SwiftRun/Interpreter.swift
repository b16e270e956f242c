import Animation
import Foundation
import Geometry
import InterfaceBuilder
import SwiftOperators
import SwiftParser
import SwiftSource
import SwiftSyntax

/// Why a file cannot be run: where (`File.swift:31:5`) and what, as the person reads it.
public struct RunError: Error, CustomStringConvertible, Equatable {
  /// The file's name (`Ring.swift`), or "" for an error of the file as a whole.
  public var file: String
  /// 1-based; 0 for an error with no line (`Ring.swift: no view to show`).
  public var line: Int
  public var column: Int
  /// What is wrong, as the person reads it.
  public var message: String

  /// Whether the run was stopped by the person (Ctrl-C), not by the file: nothing is kept
  /// from it, and the command that started it fails.
  public var isInterruption = false
  /// Whether the file's own code threw it (`throw Err.bad`): a `do`/`catch` or `try?` of the
  /// file takes it, with the value in `Interpreter.thrown`; nothing else does.
  public var isThrownByCode = false

  public init(file: String, line: Int, column: Int, message: String) {
    (self.file, self.line, self.column, self.message) = (file, line, column, message)
  }

  /// The run stopped by Ctrl-C (`RunInterruption`).
  public static let interrupted: RunError = {
    var error = RunError(message: "stopped (Ctrl-C): nothing changed")
    error.isInterruption = true
    return error
  }()

  /// An error of `file` as a whole, or of nothing in particular when `file` is "".
  public init(file: String = "", message: String) { self.init(file: file, line: 0, column: 0, message: message) }

  /// The error a description spells: `File.swift:3:5: message`, else a message alone.
  public init(description: String) {
    let parts = description.split(separator: ":", maxSplits: 3, omittingEmptySubsequences: false)
    if parts.count == 4, let line = Int(parts[1]), let column = Int(parts[2]), parts[3].first == " " {
      self.init(file: String(parts[0]), line: line, column: column, message: String(parts[3].dropFirst()))
    } else {
      self.init(message: description)
    }
  }

  /// Errors are the same when they read the same.
  public static func == (a: RunError, b: RunError) -> Bool { a.description == b.description }

  public var description: String {
    if file.isEmpty { return message }
    if line == 0 { return "\(file): \(message)" }
    // A place in a document without columns (a storyboard's line).
    if column == 0 { return "\(file):\(line): \(message)" }
    return "\(file):\(line):\(column): \(message)"
  }
}

/// Runs the setup code of a playground-style file over Wobble's engine: top-level `let`/`var`,
/// assignments to layer, view and animation properties, the UIKit and Core Animation calls
/// the simulated SDK holds (`Library`), and `PlaygroundPage.current.liveView`. Every numeric literal reads
/// its value from `literals` (by the literal's UTF-8 offset), so a tuned number is simply a
/// different literal. Types, functions and control flow are those of `TypeDeclaration`, `Instance` and
/// `execute`; what is outside the subset is refused with its place.
final class Interpreter {
  let file: String
  let converter: SourceLocationConverter
  /// Literal values by the UTF-8 offset where each literal starts (its minus sign included).
  let literals: [Int: Double]
  /// Scopes, the top level first.
  var scopes: [Bindings] = [[:]]
  /// Where the running function's scopes begin (`enterFrame`); the top level is always seen.
  var frameBase = 1
  /// The call frames running, innermost last, each by its number (0: the top level): a closure
  /// knows whether the frame that made it still runs.
  var liveFrames = [0]
  var nextFrame = 0
  /// Top-level functions by name.
  var functions: [String: FunctionDeclSyntax] = [:]
  /// Variables declared with a getter and no storage (`var centerLayer: CALayer { view.layer }`),
  /// read by running the getter each time.
  var computedVariables: [String: AccessorBlockSyntax] = [:]
  /// The computed variables declared inside a function (`getter(_:on:lexical:)`).
  var lexicalComputedVariables: Set<String> = []
  /// Top-level variables declared with `willSet`/`didSet` (`var progress = 0.0 { didSet … }`):
  /// an assignment to one runs them.
  var observedVariables: [String: PropertyObservers] = [:]
  /// Every top-level function declared with each name, when the file declares several
  /// (`animate(_: [Token])` and `animate(_: Token...)`): a call picks by labels, then by its
  /// arguments (`Interpreter.overload`).
  var overloads: [String: [FunctionDeclSyntax]] = [:]
  /// Types the file declares or extends, by name.
  var types: [String: TypeDeclaration] = [:]
  /// The simple names of nested types registered as `Outer.Inner` (another type had the name).
  var qualifiedNested: Set<String> = []
  /// Each type's nested types: their names as written and as registered (`Ring.Metrics`).
  var nestedTypes: [String: [String: String]] = [:]
  /// The name each type declaration of the file is registered under, by its syntax.
  var declaredNames: [SyntaxIdentifier: String] = [:]
  /// The protocols the file declares, with the protocols each inherits: their extensions'
  /// methods and computed properties serve the types adopting them.
  var protocols: [String: [String]] = [:]
  /// The declared and extended types in source order, and those Wobble provides that the file
  /// extends: kept as the types are registered, since every member lookup and implicit member
  /// consults them (a file without extensions pays nothing).
  var typesInOrder: [TypeDeclaration] = []
  var extendedTypes: [TypeDeclaration] = []
  /// `animatingDeclaredMethods()`, once the types are all registered (cleared on each).
  var animatingDeclaredMethodNames: Set<String>?

  /// Registers `type` under its name and keeps the ordered lists.
  func register(_ type: TypeDeclaration) {
    types[type.name] = type
    if type.kind != .builtin { declaredNames[type.syntax.id] = type.name }
    typesInOrder = types.values.sorted { $0.position < $1.position }
    extendedTypes = typesInOrder.filter { $0.kind == .builtin }
    animatingDeclaredMethodNames = nil
  }
  /// Static properties read so far, by the slot `code.staticSlot` gives each type and name
  /// (a `static let` is evaluated once).
  var statics: [Value?] = []
  func staticValue(_ slot: Int) -> Value? { slot < statics.count ? statics[slot] : nil }
  func setStatic(_ slot: Int, _ value: Value) {
    if slot >= statics.count { statics += Array(repeating: nil, count: slot + 1 - statics.count) }
    statics[slot] = value
  }
  /// Instances made, in order (laid out in that order), but those of plain classes with a
  /// `deinit`, which are `releasable` (`Releases.swift`).
  var instances: [Instance] = []
  var releasable: [WeakInstance] = []
  let releases = Releases()
  /// The instances that drew in this turn of the run loop: Core Animation's display pass draws a
  /// layer once per commit, so one asked to draw again meanwhile (by its own `draw(_:)`) waits
  /// for the next display frame (`needsDisplay`).
  var drawnThisTurn: Set<ObjectIdentifier> = []
  /// Layers whose delegate draws them, asked to with `setNeedsDisplay()` (`LayerDelegateDrawing.swift`).
  var delegateDrawnLayers: [LayerObject] = []
  /// The generator `random(in:)` draws from, seeded alike in every run, so that a run and
  /// every frame of it see the same draws (a preview of one draw; the app will draw others).
  var randomState: UInt64 = Interpreter.firstRandomState
  /// The generator's state for seed 0 (`preview.seed`'s default); seed k starts k golden-ratio
  /// steps of SplitMix64 away, a stream of its own.
  static let firstRandomState: UInt64 = 0x5EED_0F_0B_B1E
  /// `drand48`'s generator, from POSIX's start: unseeded, an app draws these on every launch,
  /// so they follow no `preview.seed`.
  var rand48 = Rand48()
  /// Whether the code drew a random number (then the scene has a `preview.seed`).
  var drewRandom = false
  /// The `UITableView`s made, whose rows load at a layout pass (`TableView.swift`).
  var tables: [ViewObject] = []
  var collections: [ViewObject] = []
  /// The value the file's code threw last (`throw Err.bad`), while its error travels to a
  /// `catch` or `try?`.
  var thrown: Value?
  /// Convenience initialisers of built-in types running, innermost last, with the value their
  /// `self.init(…)` made.
  var constructing: [(type: String, result: Value?, depth: Int)] = []

  /// The value a convenience initialiser of a built-in type is making, when code of that
  /// initialiser's own body runs (not a method it calls): what `self` is there once its
  /// `self.init(…)` ran.
  var constructedSelf: Value? {
    guard let made = constructing.last, made.depth == selves.count else { return nil }
    return made.result
  }
  /// The bodies of the `defer` statements met in the blocks running, innermost last.
  var deferred: [CodeBlockSyntax] = []
  /// Instances that called `setNeedsLayout()` this turn, laid out before it ends.
  var needsLayout: [Instance] = []
  /// Every view made, in order (`UIView.animate` looks at them all).
  var views: [ViewObject] = []
  /// The taps asked for, in seconds, by their settings' keys (`tap.Start`: `Touches.swift`).
  var touches: [String: Double] = [:]
  /// The names of the file's numbers, which a tap setting's name must not take.
  var literalNames: Set<String> = []
  /// The controls a tap reaches once the setup is over, with their settings' keys: what the
  /// `tap.…` settings name (`Touches.swift`).
  var tappableAtSetup: [(key: String, view: ViewObject, runs: [String])] = []
  /// The controls taps made (`keyControlsMadeByTouch()`), keyed under the tap's key, in the
  /// order the taps came.
  var tappableLater: [(key: String, view: ViewObject, runs: [String])] = []
  /// The key of the tap run in this turn, if one was: its controls are keyed when it ends.
  var touchedKey: String?
  /// The drags asked for, the value each slider is dragged to, by their settings' keys
  /// (`slide.slider`: `Slides.swift`), and the sliders found once the setup is over.
  var slides: [String: Double] = [:]
  var slidableAtSetup: [Slidable] = []
  /// Controllers whose views went on screen in this turn, waiting for their
  /// `viewDidAppear(_:)`: UIKit sends it once the turn's transaction has committed, among its
  /// after-commit blocks (`finishAppearances()`), so layers made before it are drawn by then.
  var appearing: [Instance] = []
  /// The file's first `#Preview { … }` body, if it has one.
  var preview: ClosureExprSyntax?
  /// The context of the `draw(_:)` running now, if one is.
  var drawingContext: DrawingContext?
  /// Image contexts begun and not yet ended (`UIGraphicsBeginImageContext…`), innermost last.
  var imageContexts: [ImageContext] = []
  /// The contexts `UIGraphicsPushContext(_:)` made current, each with the one current before.
  var pushedContexts: [DrawingContext?] = []
  /// The keyframes `UIView.addKeyframe` adds while an `animateKeyframes` block runs; nil outside one.
  var collectingKeyframes: [ViewKeyframe]?
  /// `UIView.beginAnimations` blocks begun and not yet committed, innermost last.
  var begunViewAnimations: [BegunViewAnimation] = []
  /// False after `UIView.setAnimationsEnabled(false)`: view changes then happen at once.
  var viewAnimationsEnabled = true
  /// `self` inside methods, innermost last: an instance, an enum case, or a value of a type
  /// Wobble provides inside the file's extension of it.
  var selves: [Value] = []
  /// One message per kind of code skipped because it cannot change what is drawn.
  var warnings: [String: String] = [:]
  /// A global constant being read (`CGPointZero`), for the warnings it gives.
  var readingGlobalAt: Syntax?
  /// A warning where the code gives no place: at the global being read, if one is, else of
  /// the file as a whole.
  func warn(_ kind: String, _ message: String) {
    if let readingGlobalAt { return warn(kind, message, at: readingGlobalAt) }
    guard warnings[kind] == nil else { return }
    warnings[kind] = "\(file): \(message)"
  }

  func warn(_ kind: String, _ message: String, at node: some SyntaxProtocol) {
    guard warnings[kind] == nil else { return }
    let (name, line, column) = place(of: node)
    warnings[kind] = "\(name):\(line):\(column): \(message)"
  }

  /// The file, 1-based line and column of `node`: in its own file when several are open.
  func place(of node: some SyntaxProtocol) -> (file: String, line: Int, column: Int) {
    let location = converter.location(for: node.positionAfterSkippingLeadingTrivia)
    guard let files else { return (file, location.line, location.column) }
    let (name, line) = files.place(line: location.line)
    return (name, line, location.column)
  }
  /// What the code scheduled, and the simulated time now, in seconds.
  var schedule = Schedule()
  var now = 0.0
  /// The wall clock's reads at `now` so far (`wallClock()`).
  var wallClockReads = (at: -Double.infinity, count: 0)
  /// When a display link or a repeating timer last called the file's code, in seconds of the run.
  var lastRecurringCall = 0.0
  /// Whether the code running now was sent to a background queue (`DispatchQueue.global`).
  var onBackgroundQueue = false
  /// The background block running now, when it runs on a thread of its own (`BackgroundWork`).
  var background: BackgroundWork?
  /// Background blocks paused until a later time.
  var waitingBackground: [BackgroundWork] = []
  /// The window an app delegate made visible at launch (`AppLaunch.swift`), and the delegate.
  var launchedWindow: ViewObject?
  /// The window made around the shown view when it first presents a controller without an app
  /// window (`ViewControllerContainment.presentationHost`).
  var presentationWindow: ViewObject?
  /// The variables the pointers given to running `withUnsafeMutablePointer` bodies point at.
  var pointerTargets: [ObjectIdentifier: ExprSyntax] = [:]
  /// Windows shown over the app's own (`isHidden = false` on a second `UIWindow`: a HUD), in
  /// the order they were shown; drawn above the shown view by `windowLevel`.
  var overlayWindows: [ViewObject] = []
  var appDelegate: Instance?
  var applicationObject: Record?
  /// The display's rate (`display.fps`): display links tick at it.
  var framesPerSecond = 60.0
  /// `UIScreen.main.bounds`, in points: a 2× iPhone's 375 × 667, or the device a storyboard
  /// opened was laid out for (its scene's root view), so that code moving views by the screen's
  /// height moves them by the height they are shown at.
  var screenSize = (width: 375.0, height: 667.0)
  /// The screen the person chose for an app (`view.width`, `view.height`), which a
  /// storyboard's device does not replace.
  var screenOverride: (width: Double, height: Double)?
  /// A storyboard's scene is shown: the screen of the document's device, under its status bar.
  var storyboardScreen = false
  /// Whether layers keep their picture from before a turn's changes: only files that make a
  /// `CATransition` need it (a copy of the subtree on each first change is not free).
  var keepsPictures = true
  /// Layers changed in this turn of the run loop (their `beforeTurn` is cleared at its end).
  var changedThisTurn: [LayerObject] = []
  /// Animations whose delegates are still to be told they stopped.
  var delegated: [DelegatedAnimation] = []
  /// Open `CATransaction`s, the outermost first.
  var transactions: [Transaction] = []
  /// Whether layers were added to the tree since the last turn ended (`commitTurn`).
  var treeChanged = true
  /// Values of properties that change nothing drawn (`tag`, `isOpaque`), kept per object so
  /// that they read back as set.
  var kept: [ObjectIdentifier: [String: Value]] = [:]
  /// `UserDefaults.standard` in this run: what the code set or registered, by key (a fresh
  /// install's defaults: nothing saved before the run).
  var userDefaults: [String: Value] = [:]
  /// The view class `open --view` asked for: made and shown after the file's own code.
  var chosenView: String?
  /// `PlaygroundPage.current.liveView`.
  var liveView: Value?
  /// Whether what is shown sits on an iOS window's black: a playground page shows it
  /// (`liveView`, `XCPShowView`; a playground's window has no background of its own), or Wobble
  /// shows a view controller the file declares, as an app's window holds it. A view class
  /// Wobble shows alone sits on white instead, as inside a screen of the app.
  var onBlackWindow = false
  /// The first view the code made, when it sets no live view.
  var firstView: ViewObject?
  /// The shown view has joined its window (after the setup, `moveToWindow()`): from then on a
  /// view in its tree has a `window`, and one added to it joins the window at once.
  var inWindow = false
  /// The playground's host of the shown view (`host(of:)`), made when first asked for.
  var hostView: ViewObject?
  /// What the window shows in place of the live view's own view once `UIView.transition(from:
  /// to:…)` has replaced that view (a controller's root) with another.
  var windowContent: LayerObject?
  /// The arguments of the pure built-ins being called, innermost last (`PureFunction.call`).
  var argumentStack: [Value] = []
  /// Evaluation steps so far; runaway code stops at `stepBudget`.
  var steps = 0
  /// Asked every `RunInterruption.stride + 1` steps and before each scheduled call: true
  /// stops the run with `RunError.interrupted` (Ctrl-C).
  var isInterrupted: @Sendable () -> Bool = { false }
  /// Active layout constraints, in the order activated, and whether they changed since the
  /// layout was last solved (`AutoLayout.swift`).
  var constraints: [ConstraintObject] = []
  var layoutIsStale = false
  /// The sizes the file's view classes give in their `intrinsicContentSize` overrides, read at
  /// each solve (points; nil on an axis for `UIView.noIntrinsicMetric`).
  var declaredIntrinsicSizes: [ObjectIdentifier: (width: Double?, height: Double?)] = [:]
  /// The stack views made, laid out with the constraints.
  var stacks: [ViewObject] = []
  /// The constraints SnapKit's `snp` made for each view (`remakeConstraints` replaces them).
  var snapKitConstraints: [ObjectIdentifier: [ConstraintObject]] = [:]
  /// Call shapes and compiled code, kept by the program from one run to the next
  /// (`CompiledCode.swift`).
  let code: CompiledCache
  /// The tunable literals' values in this run, by the slot `code.literalSlots` gives each.
  let slotValues: [Double]
  static let stepBudget = 1_000_000
  static let layerLimit = 10_000
  /// The most layers a tree may draw once replicators have made their instances (three
  /// replicators of 10,000 nested draw 10¹²: memory ran out).
  static let drawnLayerLimit = 100_000
  /// The longest string (UTF-8 bytes) and array (elements) a run makes.
  static let sizeLimit = 1_000_000
  var layers = 0

  /// The names a scope may hold (from the file, once per program).
  let bound: BoundNames

  /// The files joined into the program when there are several: places name their own.
  let files: SourceSet?
  /// The declarations at the top level of the files (types, protocols, extensions, functions).
  var topLevelDeclarations: [DeclSyntax] = []
  /// Storyboards and nibs opened with the files (`StoryboardLoading`).
  let interfaces: [InterfaceDocument]
  /// The app's images in the folders opened (`AssetCatalog`).
  let assets: AssetCatalog
  /// The `UIView.animate` block (or property animator's) whose closures are running
  /// (`ViewAnimation.animateViews`); nil outside one.
  var animationBlock: AnimationBlock?
  /// Whether a view property's change is being noted (its setter's own changes are part of it).
  var notingBlockChange = false
  /// The storyboard load under way while a view of the file's class unarchives itself.
  var storyboardLoad: StoryboardLoad?
  /// Outlets a storyboard connects to what Wobble does not make (a constraint, a gesture
  /// recognizer): the document, the element's tag and the outlet's line.
  var unconnectedOutlets: [String: (file: String, tag: String, line: Int)] = [:]

  init(
    file: String, converter: SourceLocationConverter, literals: [Int: Double], bound: BoundNames,
    code: CompiledCache = CompiledCache(literalOffsets: []), files: SourceSet? = nil,
    interfaces: [InterfaceDocument] = [], assets: AssetCatalog = .empty
  ) {
    self.files = files
    self.interfaces = interfaces
    self.assets = assets
    self.file = file
    self.converter = converter
    self.literals = literals
    self.bound = bound
    self.code = code
    slotValues = code.literalOffsets.map { literals[$0] ?? 0 }
  }

  /// `message` at `node`'s position: `Spinner.swift:31:5: message`.
  func error(_ message: String, at node: some SyntaxProtocol) -> RunError {
    let (name, line, column) = place(of: node)
    return RunError(file: name, line: line, column: column, message: message)
  }

  /// How a statement ended: on to the next, or out of a loop or function.
  enum Flow {
    case next
    case returned(Value)
    case broke
    case continued
    /// `fallthrough`: the next case's body runs.
    case fellThrough
  }

  /// Runs every top-level statement in order (functions are declared first, so a call above
  /// a `func` finds it, as at the top level of a playground).
  func run(_ tree: SourceFileSyntax) throws(RunError) {
    // (`#if` at the top level: the device build's clause.)
    let items = DeviceBuild.statements(tree.statements)
    topLevelDeclarations = items.compactMap { item in if case .decl(let decl) = item.item { decl } else { nil } }
    for item in items {
      if let function = item.item.as(FunctionDeclSyntax.self) {
        functions[function.name.unescaped] = function
        overloads[function.name.unescaped, default: []].append(function)
      }
      if case .decl(let decl) = item.item { declareType(decl) }
    }
    // A top-level type alias names its type to an extension (`typealias Degree = Double`,
    // `extension Degree { var radian: Double … }` extends Double).
    for item in items {
      guard case .decl(let decl) = item.item, let alias = decl.as(TypeAliasDeclSyntax.self),
        alias.genericParameterClause == nil
      else { continue }
      extendedAliases[alias.name.text] = alias.initializer.value.trimmedDescription
    }
    // Extensions after every declaration, so one above its type still finds it.
    for item in items {
      if case .decl(let decl) = item.item, let ext = decl.as(ExtensionDeclSyntax.self) { extend(ext) }
    }
    // A type alias of a type the files declare names that type (`typealias CLSet =
    // CircleLotationSet`; `CLSet.leftUp` is its case).
    for item in items {
      guard case .decl(let decl) = item.item, let alias = decl.as(TypeAliasDeclSyntax.self),
        alias.genericParameterClause == nil, types[alias.name.text] == nil,
        let type = types[alias.initializer.value.trimmedDescription], type.kind != .builtin
      else { continue }
      types[alias.name.text] = type
    }
    declareNestedAliases()
    beginTurn()
    _ = try execute(tree.statements)
    // A live view joins its window when it is set; the turn's layout pass comes after (a
    // controller's view joins when it appears).
    if let liveView, !Self.isController(liveView) { try moveToWindow() }
    try layOut()
    if case .instance(let controller)? = liveView, controller.isController { try appear(controller) }
    if let chosenView {
      try show(viewClass: chosenView)
    } else if liveView == nil, let preview {
      try showPreview(preview)
    } else if liveView == nil, firstView == nil, try launchApp() {
      // The app's delegate made and showed its window.
    } else if liveView == nil, firstView == nil {
      try showFirstViewClass()
    }
    try moveToWindow()
    try display()
    nameLayers()
    endTurn()
    try finishAppearances()
    tappableAtSetup = tappableControls()
    scheduleTouches()
    sayTappable(tappableAtSetup)
    sayTappableRows(tappableAtSetup)
    slidableAtSetup = slidableControls(taken: Set(tappableAtSetup.map(\.key)))
    scheduleSlides()
  }

  static func isController(_ value: Value) -> Bool {
    if case .instance(let instance) = value { instance.isController } else { false }
  }

  func declareType(_ decl: DeclSyntax) {
    if let declared = decl.as(ProtocolDeclSyntax.self) {
      protocols[declared.name.text] = declared.inheritanceClause?.inheritedTypes.map(\.type.trimmedDescription) ?? []
    }
    guard let type = TypeDeclaration.declared(by: decl) else { return }
    register(type)
    declareNestedTypes(in: type)
  }

  /// Types declared inside a type or its extensions (`private enum Constants { static let
  /// radius: CGFloat = 60 }`): each under its own name, or, when another type has that name,
  /// under `Outer.Inner`, which references inside `Outer` resolve to (`resolvedTypeName`).
  func declareNestedTypes(in outer: TypeDeclaration) {
    for member in outer.members {
      // Declared already when an extension of `outer` brings its members round again.
      guard let simple = TypeDeclaration.declaredName(of: member), nestedTypes[outer.name]?[simple] == nil else { continue }
      let name = types[simple] == nil ? simple : outer.name + "." + simple
      guard types[name] == nil, let nested = TypeDeclaration.declared(by: member, named: name) else { continue }
      if name != simple { qualifiedNested.insert(simple) }
      nestedTypes[outer.name, default: [:]][simple] = name
      register(nested)
      declareNestedTypes(in: nested)
    }
  }

  /// Type aliases declared inside a type (`fileprivate typealias Cube = BPCubeSpace`) of a type
  /// the files declare: inside that type (and its extensions) the alias names the type, as
  /// Swift resolves it there; elsewhere it is not seen.
  func declareNestedAliases() {
    for (outer, type) in types where type.kind != .builtin {
      for member in type.members {
        guard let alias = member.as(TypeAliasDeclSyntax.self), alias.genericParameterClause == nil,
          nestedTypes[outer]?[alias.name.text] == nil
        else { continue }
        let written = alias.initializer.value.trimmedDescription
        let target = nestedTypes[outer]?[written] ?? written
        guard let declared = types[target], declared.kind != .builtin else { continue }
        nestedTypes[outer, default: [:]][alias.name.text] = declared.name
        qualifiedNested.insert(alias.name.text)
      }
    }
  }

  /// The type a capitalised name means at `node`: a type nested in an enclosing declaration
  /// (innermost first) registered as `Outer.Inner`, else the name itself.
  func resolvedTypeName(_ name: String, at node: some SyntaxProtocol) -> String {
    guard qualifiedNested.contains(name) else { return name }
    return enclosingTypeNames(of: node).lazy.compactMap { self.nestedTypes[$0]?[name] }.first ?? name
  }

  /// The type whose declaration or extension `node` is in (the innermost), as registered.
  func enclosingType(of node: some SyntaxProtocol) -> TypeDeclaration? {
    enclosingTypeNames(of: node).first.flatMap { types[$0] }
  }

  /// The declarations and extensions around `node`, innermost first: each declaration's type as
  /// registered (`Ring.Metrics`), or the type extended.
  func enclosingTypeNames(of node: some SyntaxProtocol) -> [String] {
    var names: [String] = []
    var parent = node.parent
    while let current = parent {
      if let name = declaredNames[current.id]
        ?? current.as(ExtensionDeclSyntax.self).map({
          extendedAliases[$0.extendedType.trimmedDescription] ?? $0.extendedType.trimmedDescription
        })
      {
        names.append(name)
      }
      parent = current.parent
    }
    return names
  }

  /// Adds an extension's members to the type it extends (one the file declares, or one
  /// Wobble provides: `extension UIColor { static let brand = … }`).
  func extend(_ ext: ExtensionDeclSyntax) {
    let written = ext.extendedType.trimmedDescription
    let name = extendedAliases[written] ?? written
    let members = DeviceBuild.members(ext.memberBlock.members)
    if let type = types[name] {
      type.members += members
      declareNestedTypes(in: type)
    } else {
      let type = TypeDeclaration(name: name, kind: .builtin, inherited: nil, members: members, syntax: DeclSyntax(ext))
      register(type)
      // Types declared inside (`extension CAPropertyAnimation { enum Key: String { … } }`).
      declareNestedTypes(in: type)
    }
  }

  /// Top-level type aliases by name, what each names as written: the type an extension of
  /// the alias extends.
  var extendedAliases: [String: String] = [:]
  /// How deep calls are nested now.
  var depth = 0
  /// The observers running, by instance and property: one does not run again for its own
  /// property's change.
  var observing: Set<String> = []
}
