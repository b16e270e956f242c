import Geometry
import SwiftSyntax

/// A line of Auto Layout's Visual Format Language, read by the grammar the Auto Layout Guide
/// gives (appendix "Visual Format Language"): `(H|V:)? (|connection)? [view] (connection [view])*
/// (connection|)?`, a view `[name]` or `[name(predicates)]`, a connection empty (flush), `-`
/// (the standard space) or `-predicates-`, a predicate `(==|<=|>=)? (number|metric|view)
/// (@priority)?`. Numbers and metric names are points; priorities below required are read and
/// said, not weighed.
struct VisualFormat {
  struct Predicate: Equatable {
    enum Object: Equatable {
      case constant(Double)
      case view(String)
    }
    /// `==`, `<=` or `>=`.
    var relation = "=="
    var object: Object
    /// `@750` (a number or a metric): 1000, required, when none is given.
    var priority = 1000.0
  }

  /// Whether any predicate of the line has a priority below required.
  var hasOptionalPriority: Bool {
    let sizes = items.flatMap { item -> [Predicate] in if case .view(_, let size) = item { size } else { [] } }
    return (sizes + connections.compactMap { $0 }.flatMap { $0 }).contains { $0.priority < 1000 }
  }
  enum Item: Equatable {
    case superview
    case view(name: String, size: [Predicate])
  }
  /// Between two items: nil for flush (no dash), `[]` for the standard space, else its predicates.
  typealias Connection = [Predicate]?

  var vertical = false
  var items: [Item] = []
  var connections: [Connection] = []

  /// The Auto Layout Guide's standard spaces, in points: between sibling views, and between a
  /// view and its superview's edge.
  static let siblingSpace = 8.0
  static let superviewSpace = 20.0

  /// Parses `text`, metric names read from `metrics`; a message saying what is wrong and at which
  /// character (1-based) otherwise.
  static func parse(_ text: String, metrics: [String: Double]) -> Result<VisualFormat, VisualFormatError> {
    var reader = Reader(characters: Array(text), metrics: metrics)
    do {
      return .success(try reader.line())
    } catch {
      return .failure(error)
    }
  }
}

struct VisualFormatError: Error {
  let message: String
  let column: Int
}

private struct Reader {
  let characters: [Character]
  let metrics: [String: Double]
  var i = 0

  init(characters: [Character], metrics: [String: Double]) {
    self.characters = characters.filter { !$0.isWhitespace }
    self.metrics = metrics
  }

  func fail(_ message: String) -> VisualFormatError { VisualFormatError(message: message, column: i + 1) }
  var current: Character? { i < characters.count ? characters[i] : nil }

  mutating func take(_ c: Character) -> Bool {
    guard current == c else { return false }
    i += 1
    return true
  }

  mutating func line() throws(VisualFormatError) -> VisualFormat {
    var format = VisualFormat()
    if characters.count >= 2, characters[1] == ":", characters[0] == "H" || characters[0] == "V" {
      format.vertical = characters[0] == "V"
      i = 2
    }
    if take("|") {
      format.items.append(.superview)
      format.connections.append(try connection())
    }
    format.items.append(try view())
    while current != nil {
      let link = try connection()
      if take("|") {
        format.connections.append(link)
        format.items.append(.superview)
        guard current == nil else { throw fail("nothing may follow the superview's `|` at the end") }
        break
      }
      format.connections.append(link)
      format.items.append(try view())
    }
    return format
  }

  /// A connection before a view or `|`: flush, `-`, or `-predicates-`.
  mutating func connection() throws(VisualFormatError) -> VisualFormat.Connection {
    guard take("-") else { return nil }
    if current == "[" || current == "|" { return [] }
    let predicates = try predicateList()
    guard take("-") else { throw fail("a spacing `-…` ends with `-`") }
    return predicates
  }

  mutating func view() throws(VisualFormatError) -> VisualFormat.Item {
    guard take("[") else { throw fail("expected a view `[name]`") }
    let name = identifier()
    guard !name.isEmpty else { throw fail("a view's name") }
    var size: [VisualFormat.Predicate] = []
    if current == "(" { size = try predicateList() }
    guard take("]") else { throw fail("a view ends with `]`") }
    return .view(name: name, size: size)
  }

  /// A simple predicate (`50`, `metric`) or a parenthesised list of predicates.
  mutating func predicateList() throws(VisualFormatError) -> [VisualFormat.Predicate] {
    guard take("(") else { return [try predicate()] }
    var list = [try predicate()]
    while take(",") { list.append(try predicate()) }
    guard take(")") else { throw fail("a list of predicates ends with `)`") }
    return list
  }

  mutating func predicate() throws(VisualFormatError) -> VisualFormat.Predicate {
    var relation = "=="
    for candidate in ["==", "<=", ">="] where characters.count >= i + 2 && String(characters[i..<i + 2]) == candidate {
      relation = candidate
      i += 2
    }
    let object: VisualFormat.Predicate.Object
    if let number = number() {
      object = .constant(number)
    } else {
      let name = identifier()
      guard !name.isEmpty else { throw fail("a number, a metric or a view") }
      if let metric = metrics[name] { object = .constant(metric) } else { object = .view(name) }
    }
    // `@750`: a priority, read and not weighed (Wobble solves equalities as required ones).
    var priority = 1000.0
    if take("@") {
      if let n = number() {
        priority = n
      } else {
        let name = identifier()
        guard let metric = metrics[name] else { throw fail("a priority (a number or a metric)") }
        priority = metric
      }
    }
    return VisualFormat.Predicate(relation: relation, object: object, priority: priority)
  }

  mutating func number() -> Double? {
    var j = i
    if j < characters.count, characters[j] == "-" || characters[j] == "+" { j += 1 }
    let start = j
    while j < characters.count, characters[j].isNumber || characters[j] == "." { j += 1 }
    guard j > start, let value = Double(String(characters[i..<j])) else { return nil }
    i = j
    return value
  }

  mutating func identifier() -> String {
    let start = i
    while let c = current, c.isLetter || c.isNumber || c == "_" { i += 1 }
    return String(characters[start..<i])
  }
}

extension Interpreter {
  /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: the constraints a
  /// line says, not active (the code activates them); alignment options add equalities between
  /// the views' aligned attributes.
  func visualFormatConstraints(_ a: Arguments) throws(RunError) -> Value {
    let text = try a.string(0)
    var metrics: [String: Double] = [:]
    if case .dictionary(let entries) = try a.value(2) {
      for entry in entries {
        if case .string(let key) = entry.key, case .number(let n) = entry.value { metrics[key] = n }
      }
    }
    var views: [String: ViewObject] = [:]
    let given = try a.value(3)
    guard case .dictionary(let entries) = given else { throw a.wrong(3, got: given, want: "a dictionary of views") }
    for entry in entries {
      guard case .string(let key) = entry.key else { continue }
      switch entry.value {
      case .view(let v): views[key] = v
      case .instance(let i) where i.view != nil: views[key] = i.view
      default: throw a.error(3, "\(key) is \(entry.value.kind), not a view")
      }
    }
    let format: VisualFormat
    switch VisualFormat.parse(text, metrics: metrics) {
    case .success(let read):
      format = read
      if read.hasOptionalPriority {
        warn(
          "constraint priority",
          "priorities below required are kept and not weighed: Wobble solves the constraint as a required one, "
            + "which differs from UIKit where it conflicts with another", at: a.call)
      }
    case .failure(let failure):
      throw a.error(0, "\(failure.message), at character \(failure.column) of \"\(text)\"")
    }
    func view(_ name: String) throws(RunError) -> ViewObject {
      guard let v = views[name] else { throw a.error(3, "the line names [\(name)], which views: does not hold") }
      return v
    }
    let (start, end, size): (LayoutAttribute, LayoutAttribute, LayoutAttribute) =
      format.vertical ? (.top, .bottom, .height) : (.leading, .trailing, .width)
    var made: [ConstraintObject] = []
    func add(_ first: LayoutAnchor, _ second: LayoutAnchor?, _ constant: Double, _ relation: String) {
      made.append(
        ConstraintObject(
          first: first, second: second, multiplier: 1, constant: constant,
          isEquality: relation == "=="))
    }
    // Sizes: `[button(>=50)]`, `[button1(==button2)]`.
    var named: [ViewObject] = []
    for item in format.items {
      guard case .view(let name, let predicates) = item else { continue }
      let v = try view(name)
      named.append(v)
      for p in predicates {
        switch p.object {
        case .constant(let c): add(LayoutAnchor(view: v, attribute: size), nil, c, p.relation)
        case .view(let other):
          add(LayoutAnchor(view: v, attribute: size), LayoutAnchor(view: try view(other), attribute: size), 0, p.relation)
        }
      }
    }
    // Spaces between neighbours: the later item's start from the earlier one's end.
    for (k, link) in format.connections.enumerated() {
      let (before, after) = (format.items[k], format.items[k + 1])
      let toSuperview = before == .superview || after == .superview
      let spaces: [VisualFormat.Predicate] =
        switch link {
        case nil: [VisualFormat.Predicate(object: .constant(0))]
        case let list? where list.isEmpty:
          [VisualFormat.Predicate(object: .constant(toSuperview ? VisualFormat.superviewSpace : VisualFormat.siblingSpace))]
        case let list?: list
        }
      for space in spaces {
        guard case .constant(let gap) = space.object else {
          throw a.error(0, "a space given by a view's name is not simulated by Wobble yet")
        }
        switch (before, after) {
        case (.superview, .view(let name, _)):
          let v = try view(name)
          guard let parent = superview(of: v) else { throw noSuperview(name, a) }
          add(LayoutAnchor(view: v, attribute: start), LayoutAnchor(view: parent, attribute: start), gap, space.relation)
        case (.view(let name, _), .superview):
          let v = try view(name)
          guard let parent = superview(of: v) else { throw noSuperview(name, a) }
          add(LayoutAnchor(view: parent, attribute: end), LayoutAnchor(view: v, attribute: end), gap, space.relation)
        case (.view(let first, _), .view(let second, _)):
          add(
            LayoutAnchor(view: try view(second), attribute: start), LayoutAnchor(view: try view(first), attribute: end), gap,
            space.relation)
        default: break
        }
      }
    }
    // `.alignAllCenterY` and the like: each neighbour's attribute equal to the first's.
    for option in Self.formatOptions(try a.value(1)) {
      guard let attribute = LayoutAttribute(rawValue: option.prefix(1).lowercased() + option.dropFirst()) else { continue }
      for v in named.dropFirst() {
        add(LayoutAnchor(view: v, attribute: attribute), LayoutAnchor(view: named[0], attribute: attribute), 0, "==")
      }
    }
    return .array(made.map(Value.constraint))
  }

  private func noSuperview(_ name: String, _ a: Arguments) -> RunError {
    a.error(0, "[\(name)] is tied to `|`, its superview, and has none yet (UIKit stops the app here): add it to one first")
  }

  /// `[.alignAllCenterY]` (or Swift 2's `.AlignAllCenterY`) as the attributes they align.
  static func formatOptions(_ value: Value) -> [String] {
    let names: [String] =
      switch value {
      case .string(let s): [s]
      case .array(let items): items.compactMap(\.asString)
      default: []
      }
    return names.compactMap { name in
      let lower = name.prefix(1).lowercased() + name.dropFirst()
      return lower.hasPrefix("alignAll") ? String(lower.dropFirst("alignAll".count)) : nil
    }
  }
}
