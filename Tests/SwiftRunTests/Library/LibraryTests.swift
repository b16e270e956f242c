import Animation
import Geometry
import SwiftParser
import SwiftSyntax
import Testing

@testable import SwiftRun

/// The simulated SDK's registry: every property that can be set reads back what was set, each
/// type holds its superclass's members, and the file's own declarations come first.
@Suite struct LibraryTests {
  static let source = Parser.parse(source: "let x = 1")

  static func interpreter() -> Interpreter {
    Interpreter(
      file: "T.swift", converter: SourceLocationConverter(fileName: "T.swift", tree: source), literals: [:],
      bound: BoundNames(source))
  }

  /// A new value of each simulated type that has properties to set, made as its initialiser
  /// makes it.
  /// A tab bar controller's tabs, kept for the run (its bar refers back to them weakly).
  nonisolated(unsafe) static let tabs = TabBarState()

  static func receiver(of type: String) -> Value? {
    func view(_ make: (ViewObject) -> Void) -> Value {
      let v = ViewObject(name: "")
      make(v)
      return .view(v)
    }
    switch type {
    case "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer":
      return .layer(LayerObject(className: type, name: ""))
    case "CAEmitterCell": return .emitterCell(EmitterCellObject())
    case "UIGraphicsImageRendererFormat":
      return .record(Record(type: Library.uiGraphicsImageRendererFormat, fields: ["scale": .number(2)]))
    case "CAAnimation", "CAPropertyAnimation", "CABasicAnimation":
      return .animation(AnimationObject(className: "CABasicAnimation", keyPath: "opacity"))
    case "CASpringAnimation", "CAKeyframeAnimation", "CATransition":
      let a = AnimationObject(className: type, keyPath: "")
      if type == "CASpringAnimation" { a.spring = Spring() }
      return .animation(a)
    case "CAAnimationGroup":
      let group = AnimationObject(className: type, keyPath: "")
      group.animations = []
      return .animation(group)
    case "AVAudioPlayer": return .record(Record(type: Library.avAudioPlayer, fields: [:]))
    case "UnsafeMutablePointer": return .record(Record(type: Library.unsafePointer, fields: ["value": .number(0)]))
    case "DateFormatter": return .record(Record(type: Library.dateFormatter, fields: [:]))
    case "Scanner": return .record(Record(type: Library.scanner, fields: ["string": .string("#ff8000"), "location": .number(0)]))
    case "UIView": return view { _ in }
    case "UIBezierPath": return .path(PathObject())
    case "UILabel": return view { $0.becomeLabel() }
    case "UIButton": return view { $0.becomeButton() }
    case "UITextField": return view { $0.becomeTextField() }
    case "UIImageView": return view { $0.isImageView = true }
    case "UIActivityIndicatorView": return view { $0.activity = ActivityIndicator(style: "medium") }
    case "UIScrollView": return view { $0.isScrollView = true }
    case "UITableView":
      return view {
        $0.isScrollView = true
        $0.table = TableState()
      }
    case "UITableViewCell": return view { $0.becomeTableCell(style: "default") }
    case "UICollectionView":
      return view {
        $0.isScrollView = true
        $0.collection = CollectionState(layout: Library.flowLayout())
      }
    case "UICollectionViewCell": return view { $0.becomeCollectionCell() }
    case "UICollectionViewFlowLayout": return .record(Library.flowLayout())
    case "UINavigationItem":
      return .record(Record(type: Library.uiNavigationItem, fields: ["controller": .instance(Instance(chain: [], view: nil))]))
    case "UIBarButtonItem": return .record(Record(type: Library.uiBarButtonItem, fields: [:]))
    case "UIToolbar": return view { $0.isToolbar = true }
    case "UITabBar": return .view(tabs.bar)
    case "UITabBarItem": return .record(Library.tabBarItem(title: nil, icon: false))
    case "UIVisualEffectView": return view { $0.isVisualEffectView = true }
    case "UITextView": return view { $0.becomeTextView() }
    case "UIStackView": return view { $0.stack = StackArrangement() }
    case "UIWindow": return view { $0.window = WindowState() }
    case "UIApplication": return .record(Record(type: Library.uiApplication, fields: [:]))
    case "UIControl": return view { $0.isControl = true }
    case "UIKit's drawn controls": return view { $0.placeholderClass = "UISwitch" }
    case "CADisplayLink": return .displayLink(DisplayLinkObject(target: Instance(chain: [], view: nil), method: "tick"))
    case "NSLayoutConstraint":
      let anchor = LayoutAnchor(view: ViewObject(name: ""), attribute: .width, inset: 0)
      return .constraint(ConstraintObject(first: anchor, second: nil, multiplier: 1, constant: 10, isEquality: true))
    case "PlaygroundPage": return .playgroundPage
    case "CGContext": return .context(DrawingContext(bounds: Rect(x: 0, y: 0, width: 10, height: 10)))
    case "NSMutableParagraphStyle": return .record(Record(type: Library.nsParagraphStyle, fields: [:]))
    case "UIDynamicAnimator": return .dynamics(DynamicsObject(.animator))
    case "UIGravityBehavior": return .dynamics(DynamicsObject(.gravity))
    case "UICollisionBehavior": return .dynamics(DynamicsObject(.collision))
    case "UIDynamicItemBehavior": return .dynamics(DynamicsObject(.itemBehavior))
    case "UIPushBehavior": return .dynamics(DynamicsObject(.push))
    case "UIAttachmentBehavior": return .dynamics(DynamicsObject(.attachment))
    case "UIDynamicBehavior": return .dynamics(DynamicsObject(.composite))
    case "UIFieldBehavior": return .dynamics(DynamicsObject(.field))
    case "UIViewPropertyAnimator":
      return .propertyAnimator(PropertyAnimatorObject(duration: 2, curve: .function(TimingFunction(name: .linear))))
    default: return nil
    }
  }

  /// Whether `a` and `b` are the same value (the same object, for objects).
  static func same(_ a: Value, _ b: Value) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): x == y
    case (.bool(let x), .bool(let y)): x == y
    case (.string(let x), .string(let y)): x == y
    case (.point(let x), .point(let y)): x == y
    case (.size(let w1, let h1), .size(let w2, let h2)): w1 == w2 && h1 == h2
    case (.rect(let x), .rect(let y)): x == y
    case (.color(let x), .color(let y)): x == y
    case (.transform(let x), .transform(let y)): x == y
    case (.affine(let x), .affine(let y)): x == y
    case (.path(let x), .path(let y)): x.path == y.path
    case (.timingFunction(let x), .timingFunction(let y)): x == y
    case (.font(let x), .font(let y)): x == y
    case (.frameRateRange(let x), .frameRateRange(let y)): x == y
    case (.image(let x), .image(let y)): x === y
    case (.closure(let x), .closure(let y)): x === y
    case (.null, .null), (.nil, .nil): true
    // An attributed string read back carries the label's own font and colour as attributes
    // too (as UIKit's does): its text is what must come back.
    case (.record, .record) where AttributedText(a) != nil && AttributedText(b) != nil:
      AttributedText(a)!.string == AttributedText(b)!.string
    case (.array(let x), .array(let y)): x.count == y.count && zip(x, y).allSatisfy(same)
    case (.tuple(let x, let l1), .tuple(let y, let l2)): l1 == l2 && x.count == y.count && zip(x, y).allSatisfy(same)
    case (.dictionary(let x), .dictionary(let y)):
      x.count == y.count && zip(x, y).allSatisfy { same($0.key, $1.key) && same($0.value, $1.value) }
    default: Interpreter.identical(a, b)
    }
  }

  /// The simulated types that have a property to set.
  static let typesWithSettableProperties = Library.all.filter { type in
    type.ownProperties.values.contains { $0.set != nil } || !type.ignoredProperties.isEmpty
  }.map(\.name)

  @Test(arguments: typesWithSettableProperties)
  func everySettablePropertyReadsBackWhatWasSet(type name: String) throws {
    let type = try #require(Library.types[name])
    for (property, declared) in type.properties.sorted(by: { $0.key < $1.key }) where declared.set != nil {
      // A button's title label's text and colour: UIKit sets them again from the button's state.
      if name == "UIButton", Library.titleLabelPropertiesUIKitResets.contains(property) { continue }
      let run = Self.interpreter()
      let receiver = try #require(Self.receiver(of: name), "no receiver for \(name)")
      let makeSample = try #require(declared.sample, "\(name).\(property) declares no sample value")
      let sample = makeSample()
      try run.setMember(receiver, property, to: sample, at: Syntax(Self.source))
      let read = try #require(try run.memberIfAny(receiver, property, at: Self.source), "\(name).\(property) cannot be read")
      #expect(Self.same(read, sample), "\(name).\(property): set \(sample.kind), read \(read.kind)")
    }
    // What changes nothing drawn is still kept, and reads back.
    for property in type.ignoredProperties.sorted() where type.properties[property] == nil {
      let run = Self.interpreter()
      let receiver = try #require(Self.receiver(of: name))
      try run.setMember(receiver, property, to: .number(7), at: Syntax(Self.source))
      let read = try #require(try run.memberIfAny(receiver, property, at: Self.source))
      #expect(Self.same(read, .number(7)), "\(name).\(property) did not keep its value")
    }
  }

  @Test func aValueOfTheWrongKindIsRefusedWithTheOwnerThePropertyAndWhatItWants() throws {
    let run = Self.interpreter()
    #expect(throws: RunError(description: "T.swift:1:1: CAShapeLayer.lineWidth: got a string, want a number")) {
      try run.setMember(
        .layer(LayerObject(className: "CAShapeLayer", name: "")), "lineWidth", to: .string("2"), at: Syntax(Self.source))
    }
    #expect(throws: RunError(description: "T.swift:1:1: CAShapeLayer.lineCap: got a string, want .butt, .round or .square")) {
      try run.setMember(
        .layer(LayerObject(className: "CAShapeLayer", name: "")), "lineCap", to: .string("flat"), at: Syntax(Self.source))
    }
  }

  @Test func aSubclassHasItsSuperclassesMembersAndItsOwn() throws {
    let shape = try #require(Library.types["CAShapeLayer"])
    #expect(shape.properties["opacity"] != nil && shape.properties["lineWidth"] != nil)
    #expect(Library.types["CALayer"]?.properties["lineWidth"] == nil)
    #expect(shape.method("addSublayer", signature: "_") != nil)
    #expect(Library.types["CASpringAnimation"]?.properties["fromValue"] != nil)
    #expect(shape.isKind(of: "CALayer") && !shape.isKind(of: "UIView"))
  }

  @Test func propertiesThatCannotBeSetSaySo() throws {
    let run = Self.interpreter()
    #expect(throws: RunError(description: "T.swift:1:1: CALayer.superlayer cannot be set")) {
      try run.setMember(.layer(LayerObject(className: "CALayer", name: "")), "superlayer", to: .nil, at: Syntax(Self.source))
    }
  }

  @Test func theFilesOwnFunctionsAndTypesComeBeforeTheSDKs() throws {
    // A file's `max` of three and its own `Timer` type are the file's, not Swift's or Foundation's.
    let tree = try LanguageTests.tree(
      """
      func max(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat) -> CGFloat { 40 }
      struct Timer { static func scheduledTimer(withTimeInterval: Double, repeats: Bool) -> CGFloat { 30 } }
      let a = CALayer()
      a.frame = CGRect(x: 0, y: 0, width: max(1, 2, 3), height: Timer.scheduledTimer(withTimeInterval: 1, repeats: false))
      host.layer.addSublayer(a)
      """)
    #expect(tree.sublayers[0].bounds == Rect(x: 0, y: 0, width: 40, height: 30))
  }

  @Test func everyOptionTypeAndConstantPrefixIsDeclaredOnce() {
    let options = Library.all.flatMap(\.optionTypes)
    #expect(Set(options).count == options.count)
    let prefixes = Library.constantPrefixes
    #expect(Set(prefixes).count == prefixes.count)
    // `kCAFillModeForwards` is `.forwards`, as Swift 4.2 renamed it.
    #expect(prefixes.contains("kCAFillMode") && prefixes.contains("kCALineCap"))
  }
}
