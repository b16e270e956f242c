import SwiftSyntax

extension Library {
  /// How many elements `sequence(first:next:)` unfolds at most.
  static let unfoldedLimit = 1000

  /// `Array` (and ranges, which are arrays here): counted, read, searched, mapped, sorted and
  /// changed in place (`CollectionMethods.swift`; the mutating methods in `mutated`).
  static let array = SimulatedType("Array") { t in
    t.alias("ContiguousArray")
    // `stride(from: 0, to: 2 * .pi, by: .pi / 6).forEach { … }`: the stride's numbers, as
    // `for … in` walks them (at most a loop's length).
    t.call("stride", "from:to:by", "from:through:by") { a throws(RunError) in
      .array(try a.run.numbers(ExprSyntax(a.call)).map(Value.number))
    }
    // `sequence(first:next:)`: the first value and each next one until `next` gives nil, at most
    // `unfoldedLimit` of them — said when the sequence has not ended by then (one that never
    // ends is read through `prefix` or `zip`, which take no more than they need).
    t.call("sequence", "first:next", "first:trailing") { a throws(RunError) in
      var items = [try a.value(0)]
      let next = try a.closure(1)
      while items.count < unfoldedLimit {
        let given = try a.run.call(next, [items[items.count - 1]], at: a.call)
        if Interpreter.isNil(given) { return .array(items) }
        items.append(given)
      }
      a.run.warn(
        "sequence(first:next:)",
        "sequence(first:next:) has not ended after \(unfoldedLimit) elements: Wobble takes those", at: a.call)
      return .array(items)
    }
    t.call("zip", "_:_") { a throws(RunError) in
      // Pairs of the two sequences' elements, as long as the shorter.
      guard case .array(let first) = try a.value(0), case .array(let second) = try a.value(1) else {
        throw a.error("takes two arrays or ranges")
      }
      return .array(zip(first, second).map { .tuple([$0, $1], labels: []) })
    }
    // `Set(array)`: the distinct elements, in the order first met (a set's own order is
    // unspecified; code that counts, tests or loops over it sees the same elements).
    t.call("Set", "_", "") { a throws(RunError) in
      guard a.signature == "_" else { return .array([]) }
      guard case .array(let items) = try a.value(0) else { throw a.error(0, "takes an array") }
      var distinct: [Value] = []
      for item in items {
        var known = false
        for kept in distinct where try a.run.matches(kept, item) {
          known = true
          break
        }
        if !known { distinct.append(item) }
      }
      return .array(distinct)
    }
    t.call("Array", "_") { a throws(RunError) in
      switch try a.value(0) {
      case .array(let items): return .array(items)
      case .dictionary(let entries): return .array(entries.map(\.tuple))
      // A string's characters, each a one-character string.
      case .string(let text): return .array(text.map { .string(String($0)) })
      case let other: throw a.wrong(0, got: other, want: "an array, a range or a string")
      }
    }
    // `Array(arrayLiteral: a, b, …)`: its arguments.
    for count in 0...8 {
      let signature = (["arrayLiteral"] + Array(repeating: "_", count: count)).joined(separator: ":")
      t.call("Array", signature) { a throws(RunError) in
        var items: [Value] = []
        for i in 0...count { items.append(try a.value(i)) }
        return .array(items)
      }
    }
    let array = t.members { if case .array(let items) = $0 { items } else { nil } }
    array.property("count", .number, get: { Double($0.count) })
    array.property("isEmpty", .bool, get: { $0.isEmpty })
    array.property("first", takes: "an element", get: { items, _ in items.first ?? .nil })
    array.property("last", takes: "an element", get: { items, _ in items.last ?? .nil })
    array.property("indices", takes: "indices", get: { items, _ in .array(items.indices.map { .number(Double($0)) }) })
    // An array's indices are its positions, 0 to `count` (what a `Collection` extension walks).
    array.property("startIndex", .number, get: { _ in 0 })
    array.property("endIndex", .number, get: { Double($0.count) })
    array.method("index", indexSignatures) { items, a throws(RunError) in
      try steppedIndex(a, count: items.count, of: "the array's \(items.count) elements")
    }
    for name in ["min", "max"] {
      array.method(name, "") { items, a throws(RunError) in
        // Of numbers: the least or greatest, nil for an empty array.
        var numbers: [Double] = []
        for item in items {
          guard case .number(let x) = item else { throw a.error("of an array of \(item.kind)s") }
          numbers.append(x)
        }
        return (name == "min" ? numbers.min() : numbers.max()).map(Value.number) ?? .nil
      }
    }
    array.method("reversed", "") { items, _ in .array(items.reversed()) }
    // `lazy` changes when Swift works the elements out, not what they are.
    array.property("lazy", takes: "", get: { items, _ in .array(items) })
    // `dropFirst(_:)`, `dropLast(_:)`, `prefix(_:)`, `suffix(_:)` (1 when no count is given for
    // the drops): the elements as a new array. Swift gives an `ArraySlice` that keeps the
    // original indices; read by `first`, `last`, `count`, a loop or `map` it is the same.
    for name in Library.sliceMethods {
      array.method(name, "", "_") { items, a throws(RunError) in .array(Array(try Library.slice(items, name, a))) }
    }
    // From the run's seeded generator: the same file draws the same elements.
    array.method("randomElement", "") { items, a in
      items.isEmpty ? .nil : items[min(items.count - 1, Int(a.run.randomUnit() * Double(items.count)))]
    }
    array.method("shuffled", "") { items, a in .array(shuffled(items, a.run)) }
    // The position of the first (or last) element equal to the one given, as `==` compares
    // them; nil when none is.
    for name in ["firstIndex", "lastIndex"] {
      array.method(name, "of") { items, a throws(RunError) in
        let wanted = try a.value(0)
        let order = name == "firstIndex" ? Array(items.indices) : items.indices.reversed()
        for i in order where try a.run.matches(items[i], wanted) { return .number(Double(i)) }
        return .nil
      }
    }
    array.method("contains", "_") { items, a throws(RunError) in
      let wanted = try a.value(0)
      for item in items where try a.run.matches(item, wanted) { return .bool(true) }
      return .bool(false)
    }
    array.method("enumerated", "") { items, _ in
      .array(items.enumerated().map { .tuple([.number(Double($0.offset)), $0.element], labels: ["offset", "element"]) })
    }
    for name in ["map", "compactMap", "flatMap", "filter", "forEach"] {
      array.method(name, "_", "trailing") { items, a throws(RunError) in try transform(items, name, a) }
    }
    let whole = t.members { if case .array = $0 { $0 } else { nil } }
    for name in ["joined", "sorted", "min", "max", "first", "last", "contains", "allSatisfy", "reduce"] {
      whole.method(name, body: wholeCollection(name))
    }
  }

  /// `Dictionary`: entries in the order they were added (`CollectionMethods.swift`).
  static let dictionary = SimulatedType("Dictionary") { t in
    let dictionary = t.members { if case .dictionary(let entries) = $0 { entries } else { nil } }
    dictionary.property("count", .number, get: { Double($0.count) })
    dictionary.property("isEmpty", .bool, get: { $0.isEmpty })
    dictionary.property("keys", takes: "keys", get: { entries, _ in .array(entries.map(\.key)) })
    dictionary.property("values", takes: "values", get: { entries, _ in .array(entries.map(\.value)) })
    dictionary.property("first", takes: "an entry", get: { entries, _ in entries.first?.tuple ?? .nil })
    let whole = t.members { if case .dictionary = $0 { $0 } else { nil } }
    for name in [
      "map", "compactMap", "forEach", "filter", "mapValues", "sorted", "reduce", "first", "contains", "allSatisfy", "min", "max",
    ] {
      whole.method(name, body: wholeCollection(name))
    }
  }

  /// A method of `CollectionMethods.swift` over a whole array or dictionary.
  private static func wholeCollection(_ name: String) -> @Sendable (Value, Arguments) throws(RunError) -> Value {
    { collection, a throws(RunError) in
      guard
        let result = try a.run.collectionMethod(
          collection, name, a.signature, { i throws(RunError) in try a.value(i) }, at: a.call)
      else { throw a.error("is not simulated by Wobble yet") }
      return result
    }
  }

  /// `map`, `compactMap`, `flatMap`, `filter`, `forEach` over an array's elements in order, with
  /// a closure or a key path of properties (`map(\.cgColor)`). `flatMap` joins the arrays the
  /// closure returns and, as Swift before 4.1 spelt `compactMap`, drops the nils it returns.
  static func transform(_ items: [Value], _ method: String, _ a: Arguments) throws(RunError) -> Value {
    let transform = try a.value(0)
    var out: [Value] = []
    for item in items {
      let result = try a.run.call(value: transform, [item], at: a.call)
      switch method {
      case "map": out.append(result)
      case "compactMap": if case .nil = result {} else { out.append(result) }
      case "flatMap":
        switch result {
        case .nil: break
        case .array(let more): out += more
        default: out.append(result)
        }
      case "filter":
        guard case .bool(let keep) = result else { throw a.error("'s closure returns true or false") }
        if keep { out.append(item) }
      default: break
      }
    }
    return method == "forEach" ? .void : .array(out)
  }

  /// `items` in an order drawn from the run's generator (Fisher–Yates).
  static func shuffled(_ items: [Value], _ run: Interpreter) -> [Value] {
    var out = items
    for i in stride(from: out.count - 1, to: 0, by: -1) {
      out.swapAt(i, min(i, Int(run.randomUnit() * Double(i + 1))))
    }
    return out
  }

  /// The new value of a value after a mutating method Wobble knows (`toggle()`, `append(_:)`,
  /// `removeLast()`, …) and what the call returns (the removed element, a dictionary's old
  /// value, else nothing), or nil when `method` is not one; the caller stores the new value
  /// where the value came from.
  static func mutated(_ base: Value, _ method: String, _ call: Arguments) throws(RunError) -> (Value, returns: Value)? {
    // Messages name the type the method belongs to (made only when one is needed).
    var a: Arguments { call.method(of: base.asString != nil ? "String" : Library.type(of: base)?.name ?? "") }
    if case .optionSet(let set) = base { return try Library.mutated(set, method, a) }
    switch (base, method, call.signature) {
    case (.bool(let b), "toggle", ""): return (.bool(!b), .void)
    case (.array(let items), "append", "_"), (.array(let items), "append", "trailing"):
      try call.run.checkSize(elements: items.count + 1, at: call.call)
      return (.array(items + [try a.value(0)]), .void)
    case (.array(let items), "append", "contentsOf"):
      let more = try a.value(0)
      guard case .array(let extra) = more else { throw a.wrong(0, got: more, want: "an array") }
      try call.run.checkSize(elements: items.count + extra.count, at: call.call)
      return (.array(items + extra), .void)
    case (.array, "removeAll", ""): return (.array([]), .void)
    // A string's own: `append(_:)` of a string or character, `append(contentsOf:)`,
    // `removeAll()`, `removeLast()` / `removeFirst()` (returning the character).
    case (.string(let s), "append", "_"), (.string(let s), "append", "contentsOf"):
      let more = try a.value(0)
      guard let extra = more.asString else { throw a.wrong(0, got: more, want: "a string or character") }
      try call.run.checkSize(elements: s.count + extra.count, at: call.call)
      return (.string(s + extra), .void)
    case (.string, "removeAll", ""): return (.string(""), .void)
    case (.string(let s), "removeLast", ""), (.string(let s), "removeFirst", ""):
      guard let first = s.first, let last = s.last else { throw a.error("the string is empty") }
      return method == "removeLast"
        ? (.string(String(s.dropLast())), .string(String(last))) : (.string(String(s.dropFirst())), .string(String(first)))
    // `remove(at:)` by an index (a character offset here: `s.remove(at: s.startIndex)`, a hex
    // colour's "#"), returning the character; `insert(_:at:)` of a character or string.
    case (.string(let s), "remove", "at"):
      guard case .number(let i) = try a.value(0), i >= 0, i < Double(s.count), i == i.rounded() else {
        throw a.error(0, "want an index of one of the string's \(s.count) characters")
      }
      var characters = Array(s)
      let removed = characters.remove(at: Int(i))
      return (.string(String(characters)), .string(String(removed)))
    case (.string(let s), "insert", "_:at"):
      let more = try a.value(0)
      guard let extra = more.asString else { throw a.wrong(0, got: more, want: "a character or string") }
      guard case .number(let i) = try a.value(1), i >= 0, i <= Double(s.count), i == i.rounded() else {
        throw a.error(1, "want an index from 0 to the string's \(s.count) characters")
      }
      try call.run.checkSize(elements: s.count + extra.count, at: call.call)
      return (.string(String(s.prefix(Int(i))) + extra + String(s.dropFirst(Int(i)))), .void)
    case (.string(let s), "removeFirst", "_"), (.string(let s), "removeLast", "_"):
      guard case .number(let k) = try a.value(0), k >= 0, k <= Double(s.count), k == k.rounded() else {
        throw a.error(0, "want a count from 0 to the string's \(s.count) characters")
      }
      return (.string(String(method == "removeFirst" ? s.dropFirst(Int(k)) : s.dropLast(Int(k)))), .void)
    case (.array(var items), "swapAt", "_:_"):
      var positions: [Int] = []
      for k in 0..<2 {
        guard case .number(let i) = try a.value(k), i >= 0, i < Double(items.count), i == i.rounded() else {
          throw a.error(k, "want a whole index from 0 to \(items.count - 1)")
        }
        positions.append(Int(i))
      }
      items.swapAt(positions[0], positions[1])
      return (.array(items), .void)
    case (.array(let items), "shuffle", ""): return (.array(shuffled(items, call.run)), .void)
    case (.array(let items), "reverse", ""): return (.array(items.reversed()), .void)
    case (.array(let items), "sort", ""), (.array(let items), "sort", "by"), (.array(let items), "sort", "trailing"):
      // In place, as `sorted` orders.
      let sorted = try call.run.collectionMethod(
        .array(items), "sorted", call.signature, { i throws(RunError) in try a.value(i) }, at: call.call)
      return (sorted ?? base, .void)
    case (.array(let items), "removeAll", "where"), (.array(let items), "removeAll", "trailing"):
      let test = try a.value(0)
      var kept: [Value] = []
      for item in items where !(try call.run.truth(try call.run.call(value: test, [item], at: call.call), at: call.call)) {
        kept.append(item)
      }
      return (.array(kept), .void)
    case (.array(var items), "remove", "at"):
      guard case .number(let i) = try a.value(0), i >= 0, i < Double(items.count), i == i.rounded() else {
        throw a.error(0, "want a whole index from 0 to \(items.count - 1)")
      }
      let removed = items.remove(at: Int(i))
      return (.array(items), removed)
    case (.dictionary, "removeAll", ""): return (.dictionary([]), .void)
    case (.dictionary(var entries), "removeValue", "forKey"):
      guard let i = try a.run.index(of: try a.value(0), in: entries, at: a.call) else { return (base, .nil) }
      return (.dictionary(entries), entries.remove(at: i).value)
    case (.dictionary(var entries), "updateValue", "_:forKey"):
      let (value, key) = (try a.value(0), try a.value(1))
      if let i = try a.run.index(of: key, in: entries, at: a.call) {
        let old = entries[i].value
        entries[i].value = value
        return (.dictionary(entries), old)
      }
      entries.append(DictionaryEntry(key: key, value: value))
      return (.dictionary(entries), .nil)
    case (.array(let items), "removeLast", ""), (.array(let items), "removeFirst", ""):
      // Swift stops the program here; Wobble says where.
      guard let first = items.first, let last = items.last else { throw a.error("the array is empty") }
      return method == "removeLast" ? (.array(Array(items.dropLast())), last) : (.array(Array(items.dropFirst())), first)
    // An option set's (`UIView.AnimationOptions`, held as the names it holds) or a set's
    // `insert(_:)`, `remove(_:)` and `formUnion(_:)`: a member is held once.
    case (.array(let items), "insert", "_"):
      let member = try a.value(0)
      for item in items where try call.run.matches(item, member) {
        return (base, .tuple([.bool(false), item], labels: ["inserted", "memberAfterInsert"]))
      }
      return (.array(items + [member]), .tuple([.bool(true), member], labels: ["inserted", "memberAfterInsert"]))
    case (.array(var items), "remove", "_"):
      let member = try a.value(0)
      for (i, item) in items.enumerated() where try call.run.matches(item, member) {
        items.remove(at: i)
        return (.array(items), item)
      }
      return (base, .nil)
    case (.array(var items), "formUnion", "_"):
      guard case .array(let more) = try a.value(0) else { throw a.wrong(0, got: try a.value(0), want: "a set of options") }
      for member in more {
        var held = false
        for item in items where try call.run.matches(item, member) { held = true }
        if !held { items.append(member) }
      }
      return (.array(items), .void)
    case (.array(let items), "insert", "_:at"):
      guard case .number(let i) = try a.value(1), i >= 0, i <= Double(items.count), i == i.rounded() else {
        throw a.error(1, "want a whole index from 0 to \(items.count)")
      }
      var copy = items
      copy.insert(try a.value(0), at: Int(i))
      return (.array(copy), .void)
    default: return nil
    }
  }
}

extension Library {
  /// The slicing methods arrays and strings share.
  static let sliceMethods = ["dropFirst", "dropLast", "prefix", "suffix"]

  /// `dropFirst(_:)`, `dropLast(_:)`, `prefix(_:)` or `suffix(_:)` of `items`, its count the
  /// call's argument (1 when a drop is given none; `prefix`/`suffix` need one).
  static func slice<C: Collection>(_ items: C, _ name: String, _ a: Arguments) throws(RunError) -> C.SubSequence {
    var n = 1
    if a.signature == "_" {
      let k = try a.number(0)
      guard k >= 0, k == k.rounded(), k < 1e9 else { throw a.error(0, "want a count from 0") }
      n = Int(k)
    } else if name == "prefix" || name == "suffix" {
      throw a.error("\(name)() takes a count: \(name)(_:)")
    }
    switch name {
    case "dropFirst": return items.dropFirst(n)
    case "dropLast": return items.dropLast(n)
    case "prefix": return items.prefix(n)
    default: return items.suffix(n)
    }
  }

  /// The signatures of `index(_:offsetBy:)`, `index(after:)` and `index(before:)`, which
  /// arrays and strings share: an index is a position, 0 to `count` (a string's
  /// `String.Index` is its character offset).
  static let indexSignatures = ["_:offsetBy", "after", "before"]

  /// The index an `index` call steps to from its first argument; `whole` names what it
  /// indexes, for the message when the step leaves `0...count` or is not a whole number.
  static func steppedIndex(_ a: Arguments, count: Int, of whole: String) throws(RunError) -> Value {
    let from = try a.number(0)
    let to = from + (a.signature == "_:offsetBy" ? try a.number(1) : a.signature == "after" ? 1 : -1)
    guard to >= 0, to <= Double(count), to == to.rounded() else {
      throw a.error("the index \(Interpreter.text(of: to)) is outside \(whole)")
    }
    return .number(to)
  }
}
