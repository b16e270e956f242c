import Geometry
import SwiftSyntax

/// One type of the simulated SDK (or a small family, or a namespace such as `DispatchQueue`):
/// its initialisers and static calls, its properties — each declared once with what it takes,
/// its range and unit, its getter and its setter — its methods and its static members. A
/// subclass holds its superclass's members too (its own declarations win).
final class SimulatedType: @unchecked Sendable {
  let name: String
  let superclass: String?
  /// Other names the type goes by (`CGFloat`, `Float` and `Int` for Swift's numbers).
  private(set) var aliases: [String] = []
  /// The names the file's extensions of this type may use, most specific first: itself, its
  /// aliases, its superclasses.
  private(set) var chain: [String] = []
  /// The properties its own file declares; `properties` adds the inherited ones.
  private(set) var ownProperties: [String: Property] = [:]
  private(set) var properties: [String: Property] = [:]
  /// Instance methods by name, then by their labels joined with `:` (`CallShape.signature`).
  private(set) var methods: [String: [String: MethodHandler]] = [:]
  /// Methods matched by name whatever their labels.
  private(set) var methodsWithAnyLabels: [String: MethodHandler] = [:]
  /// Properties accepted and ignored: they change nothing Wobble draws (`isOpaque`, `tag`).
  private(set) var ignoredProperties: Set<String> = []
  /// What reading an ignored property never set gives, where UIKit documents a default
  /// (`tag` 0): worked out from the object (a label takes no touches, a plain view does).
  private(set) var ignoredDefaults: [String: @Sendable (Value) -> Value] = [:]
  /// Whether a property it does not declare is accepted and ignored, and a method it does not
  /// declare does nothing (UIKit controls drawn as placeholder boxes).
  private(set) var ignoresUnknownMembers = false
  private(set) var calls: [String: [String: CallHandler]] = [:]
  private(set) var callsWithAnyLabels: [String: CallHandler] = [:]
  private(set) var statics: [String: StaticMember] = [:]
  /// Static members of one of its names only (`Int32.max`, not `Double.max`), by that name.
  private(set) var staticsOfName: [String: [String: StaticMember]] = [:]
  /// Global constants it brings (`M_PI_2`, `CATransform3DIdentity`), read without a type.
  private(set) var globals: [String: StaticMember] = [:]
  /// Static members and static calls it answers by a pattern rather than a list (UIKit's
  /// colours, `UIColor.orangeColor()` in Swift 2): the member's name, or the call's last name
  /// part and its arguments; nil when the name is not one.
  private(set) var patternStatic: (@Sendable (String) -> Value?)?
  private(set) var patternCall: (@Sendable (String) -> CallHandler?)?
  private(set) var optionTypes: [String] = []
  /// The option sets it declares with their members' bits (`UIControl.State`), by type name.
  private(set) var optionSetBits: [String: [String: UInt64]] = [:]
  private(set) var constantPrefixes: [String] = []

  /// `declare` fills the tables; it runs once, when the library is first used.
  init(_ name: String, superclass: String? = nil, _ declare: (SimulatedType) -> Void) {
    self.name = name
    self.superclass = superclass
    declare(self)
  }

  /// Takes `parent`'s members where this type declares none of its own.
  func inherit(from parent: SimulatedType?) {
    properties = ownProperties
    chain = [name] + aliases
    guard let parent else { return }
    properties.merge(parent.properties) { own, _ in own }
    for (method, bySignature) in parent.methods { methods[method, default: [:]].merge(bySignature) { own, _ in own } }
    methodsWithAnyLabels.merge(parent.methodsWithAnyLabels) { own, _ in own }
    ignoredProperties.formUnion(parent.ignoredProperties)
    ignoredDefaults.merge(parent.ignoredDefaults) { own, _ in own }
    ignoresUnknownMembers = ignoresUnknownMembers || parent.ignoresUnknownMembers
    chain += parent.chain
  }

  /// Whether the type is `other` or inherits from it.
  func isKind(of other: String) -> Bool { chain.contains(other) }

  /// The method `name` called with `signature`, its own or inherited.
  func method(_ name: String, signature: String) -> MethodHandler? {
    methods[name]?[signature] ?? methodsWithAnyLabels[name]
  }

  // MARK: Declaring

  func alias(_ names: String...) { aliases += names }

  /// The members of values of this type, read from a `Value` by `receiver`.
  func members<R>(_ receiver: @escaping @Sendable (Value) -> R?) -> Members<R> { Members(type: self, receiver: receiver) }

  /// `Type(labels…)` or `Type.function(labels…)` (`name` as the call spells it), one entry
  /// per signature.
  func call(_ name: String, _ signatures: String..., handler: @escaping CallHandler) {
    for signature in signatures { calls[name, default: [:]][signature] = handler }
  }

  /// A call matched by name whatever its labels; `handler` reads the labels it takes.
  func callWithAnyLabels(_ name: String, handler: @escaping CallHandler) { callsWithAnyLabels[name] = handler }

  /// `Type.member` read without a call.
  func staticMember(_ name: String, _ value: @escaping StaticMember) { statics[name] = value }

  /// `typeName.member` for one of the type's names (an alias) only.
  func staticMember(_ name: String, of typeName: String, _ value: @escaping StaticMember) {
    staticsOfName[typeName, default: [:]][name] = value
  }

  /// A global constant (`M_PI_2`), read by its bare name.
  func global(_ name: String, _ value: @escaping StaticMember) { globals[name] = value }

  func staticMembers(matching pattern: @escaping @Sendable (String) -> Value?) { patternStatic = pattern }
  func calls(matching pattern: @escaping @Sendable (String) -> CallHandler?) { patternCall = pattern }

  func options(_ typeNames: String...) { optionTypes += typeNames }
  /// An option set whose values are read back as sets (`OptionSetValue`): its members and
  /// their bits, the zero member (`.normal`) among them.
  func optionSet(_ typeName: String, bits: [String: UInt64]) {
    optionTypes.append(typeName)
    optionSetBits[typeName] = bits
  }
  func constants(prefixed prefixes: String...) { constantPrefixes += prefixes }
  func ignore(_ names: String...) { ignoredProperties.formUnion(names) }
  /// Properties ignored as `ignore` does, read back as `defaults` gives until set.
  func ignore(defaults: [String: @Sendable (Value) -> Value]) {
    ignoredProperties.formUnion(defaults.keys)
    ignoredDefaults.merge(defaults) { _, new in new }
  }
  func ignoreUnknownMembers() { ignoresUnknownMembers = true }

  fileprivate func add(_ property: Property, _ name: String) { ownProperties[name] = property }
  fileprivate func add(method: @escaping MethodHandler, _ name: String, _ signatures: [String]) {
    if signatures.isEmpty {
      methodsWithAnyLabels[name] = method
    } else {
      for signature in signatures { methods[name, default: [:]][signature] = method }
    }
  }
}

/// A property of a simulated type, type-erased: what it takes (for messages and tests), the
/// range and unit a literal feeding it keeps to, how it is read and how it is set (nil: it
/// cannot be set).
struct Property: Sendable {
  let takes: String
  let measure: Measure?
  /// A value it accepts other than its default, for the test that every settable property
  /// reads back.
  let sample: (@Sendable () -> Value)?
  let get: @Sendable (Value, Interpreter) -> Value?
  let set: (@Sendable (Value, Assignment) throws(RunError) -> Void)?
}

/// How one kind of value is read from and made into a `Value`, and what a message calls it.
struct Kind<T>: Sendable {
  let takes: String
  let read: @Sendable (Value) -> T?
  let make: @Sendable (T) -> Value
  let sample: (@Sendable () -> Value)?
}

extension Kind where T == Double {
  static var number: Kind {
    Kind(
      takes: "a number", read: { if case .number(let x) = $0 { x } else { nil } }, make: Value.number, sample: { .number(0.375) })
  }
}

extension Kind where T == Bool {
  static var bool: Kind {
    Kind(
      takes: "true or false", read: { if case .bool(let b) = $0 { b } else { nil } }, make: Value.bool, sample: { .bool(true) })
  }
}

extension Kind where T == String {
  static var string: Kind {
    Kind(
      takes: "a string", read: { if case .string(let s) = $0 { s } else { nil } }, make: Value.string,
      sample: { .string("Wobble") })
  }
  /// One of an enumeration's cases, by name (`.round`), or by Swift 2's capitalised name
  /// (`.ScaleAspectFit`, as `Value.optionNames` reads option sets); the last is the sample (the
  /// first is usually the default).
  static func option(_ cases: [String]) -> Kind {
    let spelled = cases.map { "." + $0 }
    let takes = spelled.count < 2 ? spelled.joined() : spelled.dropLast().joined(separator: ", ") + " or " + spelled.last!
    return Kind(
      takes: takes,
      read: {
        guard case .string = $0, let name = $0.optionNames.first, cases.contains(name) else { return nil }
        return name
      }, make: Value.string, sample: { .string(cases[cases.count - 1]) })
  }
}

extension Kind where T == Point {
  static var point: Kind {
    Kind(
      takes: "a CGPoint", read: { if case .point(let p) = $0 { p } else { nil } }, make: Value.point,
      sample: { .point(Point(3, 4)) })
  }
}

extension Kind where T == Rect {
  /// `.zero` where no type is written reads as the zero point: it is the zero rectangle here;
  /// likewise `.null` and `.infinite`, read as names where no type is written.
  static var rect: Kind {
    Kind(
      takes: "a CGRect",
      read: {
        switch $0 {
        case .rect(let r): r
        case .point(let p) where p == .zero: .zero
        // `.null` and `.infinite` where a rectangle is taken (`a.union(.null)`).
        case .string("null"): .null
        case .string("infinite"): .infinite
        default: nil
        }
      }, make: Value.rect, sample: { .rect(Rect(x: 1, y: 2, width: 30, height: 40)) })
  }
}

extension Kind where T == Color? {
  /// A colour, or nil for `nil` and for `.none` (`Optional.none`, which is what `.none` means
  /// where an optional colour is expected: no colour enumeration has such a case).
  static var color: Kind {
    Kind(
      takes: "a colour",
      read: {
        switch $0 {
        case .color(let c): .some(c)
        case .nil, .string("none"): .some(nil)
        default: nil
        }
      }, make: { $0.map(Value.color) ?? .nil }, sample: { .color(Color(red: 0.2, green: 0.4, blue: 0.6)) })
  }
}

extension Kind where T == Transform3D {
  static var transform: Kind {
    Kind(
      takes: "a CATransform3D", read: { if case .transform(let t) = $0 { t } else { nil } }, make: Value.transform,
      sample: { .transform(Transform3D(scaleX: 2, y: 3, z: 1)) })
  }
}

extension Kind where T == AffineTransform {
  static var affine: Kind {
    Kind(
      takes: "a CGAffineTransform", read: { if case .affine(let m) = $0 { m } else { nil } }, make: Value.affine,
      sample: { .affine(AffineTransform(scaleX: 2, y: 3)) })
  }
}

extension Kind where T == Color {
  /// A colour, `nil` not taken.
  static var someColor: Kind {
    Kind(
      takes: "a colour", read: { if case .color(let c) = $0 { c } else { nil } }, make: Value.color, sample: { .color(.black) })
  }
}

extension Kind where T == ClosureObject {
  static var closure: Kind {
    Kind(takes: "a closure", read: { if case .closure(let c) = $0 { c } else { nil } }, make: Value.closure, sample: nil)
  }
}

extension Kind where T == LayerObject {
  static var layer: Kind {
    Kind(takes: "a CALayer", read: { $0.asLayer }, make: Value.layer, sample: nil)
  }
}

/// The typed declarations of one simulated type's members: each property's getter and setter
/// written together, over the receiver `R` (a `LayerObject`, a `ViewObject`, …).
struct Members<R> {
  let type: SimulatedType
  let receiver: @Sendable (Value) -> R?

  /// A property of kind `kind`. `get` returns nil where the receiver has none after all (a
  /// view's `text` that is not a label); `set` is nil for a property that cannot be set.
  /// `sample` replaces the kind's sample where that is not a value the property keeps.
  func property<T>(
    _ name: String, _ kind: Kind<T>, _ measure: Measure? = nil, sample: (@Sendable () -> Value)? = nil,
    get: @escaping @Sendable (R) -> T?, set: (@Sendable (R, T, Assignment) throws(RunError) -> Void)? = nil
  ) {
    let receiver = self.receiver
    var setter: (@Sendable (Value, Assignment) throws(RunError) -> Void)?
    if let set {
      setter = { value, assignment throws(RunError) in
        guard let r = receiver(value) else { return }
        guard let new = kind.read(assignment.value) ?? assignment.implicitStatic(taking: kind.takes).flatMap(kind.read) else {
          throw assignment.wrong(want: kind.takes)
        }
        try set(r, new, assignment)
      }
    }
    let getter: @Sendable (Value, Interpreter) -> Value? = { value, _ in
      guard let r = receiver(value), let x = get(r) else { return nil }
      return kind.make(x)
    }
    type.add(Property(takes: kind.takes, measure: measure, sample: sample ?? kind.sample, get: getter, set: setter), name)
  }

  /// A property whose value is read and checked by its own setter (an array of lengths, a
  /// layer, an image); `takes` is how messages name what it takes.
  func property(
    _ name: String, takes: String, sample: (@Sendable () -> Value)? = nil,
    get: @escaping @Sendable (R, Interpreter) -> Value?,
    set: (@Sendable (R, Assignment) throws(RunError) -> Void)? = nil
  ) {
    let receiver = self.receiver
    var setter: (@Sendable (Value, Assignment) throws(RunError) -> Void)?
    if let set {
      setter = { value, assignment throws(RunError) in
        guard let r = receiver(value) else { return }
        try set(r, assignment)
      }
    }
    let getter: @Sendable (Value, Interpreter) -> Value? = { value, run in
      guard let r = receiver(value) else { return nil }
      return get(r, run)
    }
    type.add(Property(takes: takes, measure: nil, sample: sample, get: getter, set: setter), name)
  }

  /// A method called with one of `signatures` (none: any labels).
  func method(
    _ name: String, _ signatures: String..., body: @escaping @Sendable (R, Arguments) throws(RunError) -> Value
  ) { method(name, signatures, body: body) }

  func method(
    _ name: String, _ signatures: [String], body: @escaping @Sendable (R, Arguments) throws(RunError) -> Value
  ) {
    let receiver = self.receiver
    type.add(
      method: { value, arguments throws(RunError) in
        guard let r = receiver(value) else { throw arguments.error("\(name) of \(value.kind) is not simulated by Wobble yet") }
        return try body(r, arguments)
      }, name, signatures)
  }
}

/// The range a tuned literal keeps to and its unit, as the workbench shows it.
struct Measure: Sendable, Equatable {
  let range: ClosedRange<Double>
  let unit: String
  /// Whether only whole numbers are meaningful (the property is an `Int` in the SDK): a
  /// literal that feeds it is tuned as a whole number, so `export swift` never writes `2.5`
  /// where Swift wants an `Int`.
  var whole = false

  static let seconds = Measure(range: 0...3600, unit: "s")
  static let fraction = Measure(range: 0...1, unit: "")
  /// Widths, radii, sizes: 0 or more points.
  static let length = Measure(range: 0...100_000, unit: "pt")
  /// Coordinates and offsets.
  static let offset = Measure(range: -100_000...100_000, unit: "pt")
  static let angle = Measure(range: -1000...1000, unit: "rad")
  /// A count that may be fractional (`repeatCount` is a `Float`: 2.5 repeats).
  static let count = Measure(range: 0...1e9, unit: "")
  /// A count of whole things (`instanceCount`, `numberOfLines`: `Int`s).
  static let wholeCount = Measure(range: 0...1e9, unit: "", whole: true)
  static let rate = Measure(range: -100...100, unit: "")
  static let dampingRatio = Measure(range: 0...10, unit: "")
  static let mass = Measure(range: 1e-6...1e6, unit: "")
  static let stiffness = Measure(range: 1e-6...1e9, unit: "")
  static let damping = Measure(range: 0...1e9, unit: "")
  static let any = Measure(range: -1e9...1e9, unit: "")
}

/// A `CGSize`'s width and height in points.
struct Size: Equatable {
  var width: Double
  var height: Double
}

extension Kind where T == Size {
  /// `.zero` where no type is written reads as the zero point: it is the zero size here.
  static var size: Kind {
    Kind(
      takes: "a CGSize",
      read: {
        switch $0 {
        case .size(let w, let h): Size(width: w, height: h)
        case .point(let p) where p == .zero: Size(width: 0, height: 0)
        default: nil
        }
      }, make: { .size(width: $0.width, height: $0.height) }, sample: { .size(width: 3, height: 4) })
  }
}
