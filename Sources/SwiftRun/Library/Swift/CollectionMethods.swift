import SwiftSyntax

/// Dictionaries, subscripts and the collection methods that take closures: what view code
/// does with the lists and tables it keeps (`layer.actions = ["position": NSNull()]`,
/// `colors[state, default: .gray]`, `offsets.sorted { $0.value < $1.value }`).
///
/// Collections are values, as in Swift: a mutation makes the new collection and puts it back
/// where the old one was read from (`assign(_:to:)`).
extension Interpreter {
  /// `[:]` or `[key: value, …]`; a key written twice is an error, as Swift traps on it.
  func dictionary(_ literal: DictionaryExprSyntax) throws(RunError) -> Value {
    guard case .elements(let elements) = literal.content else { return .dictionary([]) }
    var entries: [DictionaryEntry] = []
    for element in elements {
      let key = try evaluate(element.key)
      guard try index(of: key, in: entries, at: element.key) == nil else {
        throw error("the key \(element.key.trimmedDescription) is in the dictionary twice", at: element.key)
      }
      entries.append(DictionaryEntry(key: key, value: try evaluate(element.value)))
    }
    return .dictionary(entries)
  }

  /// Where `key` is among `entries`, compared as `==` compares. A search of n entries counts
  /// n / 16 steps against the budget, so a dictionary grown without end stops as runaway code
  /// does instead of taking minutes (the entries are searched in order, not hashed).
  func index(of key: Value, in entries: [DictionaryEntry], at node: some SyntaxProtocol) throws(RunError) -> Int? {
    steps &+= entries.count / 16
    if steps > Self.stepBudget { throw runaway(at: node) }
    for (i, entry) in entries.enumerated() where try matches(entry.key, key) { return i }
    return nil
  }

  /// `array[i]`, `dictionary[key]` (nil where the key is absent),
  /// `dictionary[key, default: value]` and `object[keyPath: path]`.
  func element(_ subscripted: SubscriptCallExprSyntax) throws(RunError) -> Value {
    let base = try evaluate(subscripted.calledExpression)
    // `info?["key"]` on a nil `info`: the chain stops, nil, its index not evaluated.
    if case .nil = base, subscripted.calledExpression.is(OptionalChainingExprSyntax.self) { return .nil }
    let arguments = Array(subscripted.arguments)
    if arguments.count == 1, arguments[0].label?.text == "keyPath" {
      let path = try evaluate(arguments[0].expression)
      guard let names = path.keyPathNames else { throw error("keyPath: takes a key path, not \(path.kind)", at: arguments[0]) }
      return try read(keyPath: names, of: base, at: subscripted)
    }
    // Arguments are evaluated once: for a subscript the file declares on the base's type, then
    // kept for the built-in one when that is not it (`Int.random` in an index draws once).
    var evaluated: [Value]?
    let declared = declaredSubscripts(of: base)
    if !declared.isEmpty {
      var values: [Value] = []
      for argument in arguments { values.append(try evaluate(argument.expression)) }
      evaluated = values
      if let chosen = Self.subscriptFitting(declared, arguments, values, base: base) {
        return try get(chosen, values, on: base, at: subscripted)
      }
    }
    switch base {
    case .array(let items):
      guard arguments.count == 1, arguments[0].label == nil else { break }
      if let range = try sliceRange(arguments[0].expression, count: items.count) { return .array(Array(items[range])) }
      return items[try arrayIndex(arguments[0], evaluated?[0], count: items.count)]
    case .record where base.nsArray != nil:
      // An `NSMutableArray`: its element, as `object(at:)` reads it.
      guard arguments.count == 1, arguments[0].label == nil, let items = base.nsArrayItems else { break }
      return items[try arrayIndex(arguments[0], evaluated?[0], count: items.count)]
    case .dictionary(let entries):
      let key = try dictionaryKey(arguments, at: subscripted)
      if let i = try index(of: key, in: entries, at: subscripted) { return entries[i].value }
      return arguments.count == 2 ? try evaluate(arguments[1].expression) : .nil
    case .string(let text):
      // `s[s.index(s.startIndex, offsetBy: k)]`: a String.Index is its character offset here.
      guard arguments.count == 1, arguments[0].label == nil else { break }
      let characters = Array(text)
      if let range = try sliceRange(arguments[0].expression, count: characters.count) {
        return .string(String(characters[range]))
      }
      return .string(String(characters[try arrayIndex(arguments[0], evaluated?[0], count: characters.count)]))
    default: break
    }
    throw error("subscripts of \(base.kind) are not simulated by Wobble yet", at: subscripted)
  }

  /// The positions a range written as a subscript takes (`a..<b`, `a...b`, `i...`, `..<i`,
  /// `...i`; a String.Index is its character offset here), checked against `count` elements;
  /// nil when `expr` is no range.
  func sliceRange(_ expr: ExprSyntax, count: Int) throws(RunError) -> Range<Int>? {
    func bound(_ e: ExprSyntax) throws(RunError) -> Int {
      let x = try number(e)
      guard x == x.rounded(), abs(x) < 1e15 else { throw error("a range's bound must be a whole number", at: e) }
      return Int(x)
    }
    let lower: Int
    let upper: Int
    if let infix = expr.as(InfixOperatorExprSyntax.self),
      let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text, op == "..<" || op == "..."
    {
      lower = try bound(infix.leftOperand)
      upper = try bound(infix.rightOperand) + (op == "..." ? 1 : 0)
    } else if let postfix = expr.as(PostfixOperatorExprSyntax.self), postfix.operator.text == "..." {
      (lower, upper) = (try bound(postfix.expression), count)
    } else if let prefix = expr.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "..<" || prefix.operator.text == "..."
    {
      (lower, upper) = (0, try bound(prefix.expression) + (prefix.operator.text == "..." ? 1 : 0))
    } else {
      return nil
    }
    guard lower >= 0, lower <= upper, upper <= count else {
      throw error("the range \(lower)..<\(upper) runs outside the \(count) elements: Swift stops the program here", at: expr)
    }
    return lower..<upper
  }

  /// The subscripts the file declares on `base`'s type (its class and superclasses, or an
  /// extension of `Array`, `Dictionary`, `String` or another type Wobble provides).
  private func declaredSubscripts(of base: Value) -> [SubscriptDeclSyntax] {
    let declarations: [TypeDeclaration]
    switch base {
    case .instance(let instance): declarations = instance.chain
    // The value's type, then the protocols it conforms to (`extension Collection`).
    case .array, .dictionary, .string: declarations = Self.typeNames(of: base).compactMap { types[$0] }
    default: declarations = Library.type(of: base).flatMap { types[$0.name] }.map { [$0] } ?? []
    }
    return declarations.flatMap { $0.members.compactMap { $0.as(SubscriptDeclSyntax.self) } }.filter { declaration in
      !declaration.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
    }
  }

  /// The declared subscript these arguments call: one argument each parameter, labelled as
  /// the parameter's external name (a subscript's parameters have none unless written twice,
  /// `subscript(row r: Int)`). Where the built-in subscript takes the same shape, a number
  /// indexes an array or string and any key reads a dictionary, as Swift's own would.
  private static func subscriptFitting(
    _ declared: [SubscriptDeclSyntax], _ arguments: [LabeledExprSyntax], _ values: [Value], base: Value
  ) -> SubscriptDeclSyntax? {
    let labels = arguments.map { $0.label?.text }
    let builtinShape = labels == [nil] || labels == [nil, "default"]
    switch base {
    case .array, .string: if builtinShape, case .number = values[0] { return nil }
    case .dictionary: if builtinShape { return nil }
    default: break
    }
    return declared.first { declaration in
      let parameters = declaration.parameterClause.parameters
      guard parameters.count == arguments.count else { return false }
      return zip(parameters, labels).allSatisfy { parameter, label in
        let external = parameter.secondName == nil || parameter.firstName.text == "_" ? nil : parameter.firstName.text
        return external == label
      }
    }
  }

  /// A declared subscript's getter run on `base` with `values` for its parameters.
  private func get(
    _ declaration: SubscriptDeclSyntax, _ values: [Value], on base: Value, at node: SubscriptCallExprSyntax
  ) throws(RunError) -> Value {
    guard let accessors = declaration.accessorBlock else { return .nil }
    let body: CodeBlockItemListSyntax
    switch accessors.accessors {
    case .getter(let items): body = items
    case .accessors(let list):
      guard let getter = list.first(where: { $0.accessorSpecifier.text == "get" })?.body else {
        throw error("the subscript has no getter", at: node)
      }
      body = getter.statements
    }
    return try invoke(
      declaration.parameterClause.parameters, CodeBlockSyntax(statements: body), values: values, on: base, at: node)
  }

  /// `array[i] = value`, `dictionary[key] = value` (`= nil` removes the key), and the same
  /// through `default:`; the changed collection is put back where it was read from;
  /// `object[keyPath: path] = value` (`KeyPaths.swift`).
  func assign(_ value: Value, toElement subscripted: SubscriptCallExprSyntax) throws(RunError) {
    let baseExpr = subscripted.calledExpression
    let base = try evaluate(baseExpr)
    let arguments = Array(subscripted.arguments)
    if arguments.count == 1, arguments[0].label?.text == "keyPath" {
      let path = try evaluate(arguments[0].expression)
      guard let names = path.keyPathNames else { throw error("keyPath: takes a key path, not \(path.kind)", at: arguments[0]) }
      return try write(value, keyPath: names, of: base, base: baseExpr, at: Syntax(subscripted))
    }
    switch base {
    case .array(var items):
      guard arguments.count == 1, arguments[0].label == nil else { break }
      items[try arrayIndex(arguments[0], count: items.count)] = value
      return try assign(.array(items), to: baseExpr)
    case .record(let record) where base.nsArray != nil:
      // An `NSMutableArray` changes in place: every variable holding it sees the change.
      guard arguments.count == 1, arguments[0].label == nil, var items = base.nsArrayItems else { break }
      items[try arrayIndex(arguments[0], count: items.count)] = value
      record.fields["items"] = .array(items)
      return
    case .dictionary(var entries):
      let key = try dictionaryKey(arguments, at: subscripted)
      let i = try index(of: key, in: entries, at: subscripted)
      switch (i, value) {
      case (let i?, .nil) where arguments.count == 1: entries.remove(at: i)
      case (nil, .nil) where arguments.count == 1: return
      case (let i?, _): entries[i].value = value
      case (nil, _): entries.append(DictionaryEntry(key: key, value: value))
      }
      return try assign(.dictionary(entries), to: baseExpr)
    default: break
    }
    throw error("cannot assign through a subscript of \(base.kind)", at: subscripted)
  }

  private func arrayIndex(_ argument: LabeledExprSyntax, _ evaluated: Value? = nil, count: Int) throws(RunError) -> Int {
    let value: Value
    if let evaluated { value = evaluated } else { value = try evaluate(argument.expression) }
    guard case .number(let index) = value else {
      throw error("expected a number, found \(value.kind)", at: argument)
    }
    guard index == index.rounded(), index >= 0, index < Double(count) else {
      throw error("index \(index) is outside the array's \(count) elements", at: argument)
    }
    return Int(index)
  }

  private func dictionaryKey(_ arguments: [LabeledExprSyntax], at node: SubscriptCallExprSyntax) throws(RunError) -> Value {
    let shapeIsKnown =
      arguments.count == 1 && arguments[0].label == nil
      || arguments.count == 2 && arguments[0].label == nil && arguments[1].label?.text == "default"
    guard shapeIsKnown else { throw error("a dictionary takes [key] or [key, default: value]", at: node) }
    return try evaluate(arguments[0].expression)
  }
}

extension Interpreter {
  /// The methods of arrays and dictionaries that read them whole: `sorted`, `reduce`, `joined`,
  /// `first(where:)`, `contains(where:)`, `allSatisfy`, and for dictionaries `map`, `forEach`,
  /// `compactMap`, `filter` (a dictionary again) and `mapValues` over their entries; nil when
  /// `method` is none of them.
  func collectionMethod(
    _ base: Value, _ method: String, _ signature: String, _ argument: (Int) throws(RunError) -> Value,
    at call: FunctionCallExprSyntax
  ) throws(RunError) -> Value? {
    let closureSignature = signature == "_" || signature == "trailing" || signature == "by" || signature == "where"
    switch (base, method) {
    case (.dictionary(let entries), "map"), (.dictionary(let entries), "compactMap"),
      (.dictionary(let entries), "forEach"):
      guard closureSignature else { return nil }
      let transform = try argument(0)
      var out: [Value] = []
      for entry in entries {
        let result = try self.call(value: transform, [entry.tuple], at: call)
        if method == "compactMap", case .nil = result { continue }
        out.append(result)
      }
      return method == "forEach" ? .void : .array(out)
    case (.dictionary(let entries), "filter"):
      guard closureSignature else { return nil }
      let keep = try argument(0)
      var out: [DictionaryEntry] = []
      for entry in entries where try truth(try self.call(value: keep, [entry.tuple], at: call), at: call) {
        out.append(entry)
      }
      return .dictionary(out)
    case (.dictionary(var entries), "mapValues"):
      guard closureSignature else { return nil }
      let transform = try argument(0)
      for i in entries.indices { entries[i].value = try self.call(value: transform, [entries[i].value], at: call) }
      return .dictionary(entries)
    case (.dictionary(let entries), _)
    where ["sorted", "reduce", "first", "contains", "allSatisfy", "min", "max"]
      .contains(method) && signature != "":
      return try collectionMethod(.array(entries.map(\.tuple)), method, signature, argument, at: call)
    case (.array(let items), "joined") where signature == "" || signature == "separator":
      let separator = signature == "" ? Value.string("") : try argument(0)
      guard case .string(let between) = separator else { throw error("joined(separator:) takes a string", at: call) }
      var parts: [String] = []
      for item in items {
        guard case .string(let text) = item else { throw error("joined() joins strings, not \(item.kind)", at: call) }
        parts.append(text)
      }
      let bytes = parts.reduce(between.utf8.count * max(0, parts.count - 1)) { $0 &+ $1.utf8.count }
      try checkSize(bytes: bytes, at: call)
      return .string(parts.joined(separator: between))
    case (.array(let items), "sorted") where signature == "":
      return .array(try sorted(items, at: call) { a, b throws(RunError) in try self.ascending(a, b, at: call) })
    case (.array(let items), "sorted") where signature == "by" || signature == "trailing":
      let order = try argument(0)
      return .array(
        try sorted(items, at: call) { a, b throws(RunError) in
          try self.truth(try self.call(value: order, [a, b], at: call), at: call)
        })
    case (.array(let items), "min"), (.array(let items), "max"):
      guard signature == "by" || signature == "trailing" else { return nil }
      let order = try argument(0)
      var best: Value?
      for item in items {
        guard let current = best else {
          best = item
          continue
        }
        // Replaced only by one strictly beyond it: the first of equals is kept, as in Swift.
        let pair = method == "min" ? [item, current] : [current, item]
        if try truth(try self.call(value: order, pair, at: call), at: call) { best = item }
      }
      return best ?? .nil
    // `first { … }`: a trailing closure is `first(where:)`, as `contains { … }` is `contains(where:)`.
    case (.array(let items), "first") where signature == "where" || signature == "trailing":
      let test = try argument(0)
      for item in items where try truth(try self.call(value: test, [item], at: call), at: call) { return item }
      return .nil
    case (.array(let items), "last") where signature == "where" || signature == "trailing":
      let test = try argument(0)
      for item in items.reversed() where try truth(try self.call(value: test, [item], at: call), at: call) { return item }
      return .nil
    case (.array(let items), "contains") where signature == "where" || signature == "trailing",
      (.array(let items), "allSatisfy"):
      guard closureSignature else { return nil }
      let test = try argument(0)
      let all = method == "allSatisfy"
      for item in items where try truth(try self.call(value: test, [item], at: call), at: call) != all { return .bool(!all) }
      return .bool(all)
    case (.array(let items), "reduce") where signature == "_:_" || signature == "_:trailing":
      var result = try argument(0)
      // A closure, or an operator passed as the function (`reduce(0, +)`: `operatorAsFunction`).
      let function = try argument(1)
      for item in items { result = try self.call(value: function, [result, item], at: call) }
      return result
    default: return nil
    }
  }

  /// Numbers by value, strings in Swift's order (by Unicode scalars).
  private func ascending(_ a: Value, _ b: Value, at node: some SyntaxProtocol) throws(RunError) -> Bool {
    switch (a, b) {
    case (.number(let x), .number(let y)): return x < y
    case (.string(let x), .string(let y)): return x.unicodeScalars.lexicographicallyPrecedes(y.unicodeScalars)
    default: throw error("sorted() compares numbers or strings, not \(a.kind) and \(b.kind)", at: node)
    }
  }

  /// A stable merge sort whose order may throw (the program's closure); at most
  /// n·log₂(n) calls, each counted against the step budget by the call itself.
  private func sorted(
    _ items: [Value], at node: some SyntaxProtocol, by before: (Value, Value) throws(RunError) -> Bool
  ) throws(RunError) -> [Value] {
    guard items.count > 1 else { return items }
    let middle = items.count / 2
    let left = try sorted(Array(items[..<middle]), at: node, by: before)
    let right = try sorted(Array(items[middle...]), at: node, by: before)
    var out: [Value] = []
    out.reserveCapacity(items.count)
    var (i, j) = (0, 0)
    while i < left.count, j < right.count {
      // Right first only when strictly before: equal elements keep their order.
      if try before(right[j], left[i]) {
        out.append(right[j])
        j += 1
      } else {
        out.append(left[i])
        i += 1
      }
    }
    return out + left[i...] + right[j...]
  }
}
