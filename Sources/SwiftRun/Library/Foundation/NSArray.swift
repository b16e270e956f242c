import Scenes

extension Library {
  /// `NSMutableArray` and `NSArray`, as code ported from Objective-C keeps layers and colours:
  /// a reference type — an array added to through one variable is added to through every
  /// other, unlike Swift's arrays — read by `count`, subscripts, `object(at:)` and `for … in`.
  /// Its elements are the objects put in (`as! UIColor` reads one back).
  static let nsMutableArray: SimulatedType = SimulatedType("NSMutableArray") { t in
    t.alias("NSArray")
    for name in ["NSMutableArray", "NSArray"] {
      t.call(name, "", "capacity") { a throws(RunError) in
        if a.signature == "capacity" { _ = try a.number(0) }
        return made([])
      }
      t.call(name, "array") { a throws(RunError) in
        let given = try a.value(0)
        guard let items = elements(of: given) else { throw a.wrong(0, got: given, want: "an array") }
        return made(items)
      }
    }
    let array = t.members { $0.nsArray }
    array.property("count", takes: "a number", get: { r, _ in .number(Double(items(r).count)) })
    array.property("firstObject", takes: "an element", get: { r, _ in items(r).first ?? .nil })
    array.property("lastObject", takes: "an element", get: { r, _ in items(r).last ?? .nil })
    array.method("object", "at") { r, a throws(RunError) in items(r)[try index(a, 0, below: items(r).count)] }
    array.method("contains", "_") { r, a throws(RunError) in
      let wanted = try a.value(0)
      for item in items(r) where try a.run.matches(item, wanted) { return .bool(true) }
      return .bool(false)
    }
    array.method("add", "_") { r, a throws(RunError) in
      try a.run.checkSize(elements: items(r).count + 1, at: a.call)
      r.fields["items"] = .array(items(r) + [try a.value(0)])
      return .void
    }
    array.method("addObjects", "from") { r, a throws(RunError) in
      let given = try a.value(0)
      guard let more = elements(of: given) else { throw a.wrong(0, got: given, want: "an array") }
      try a.run.checkSize(elements: items(r).count + more.count, at: a.call)
      r.fields["items"] = .array(items(r) + more)
      return .void
    }
    array.method("insert", "_:at") { r, a throws(RunError) in
      var list = items(r)
      list.insert(try a.value(0), at: try index(a, 1, below: list.count + 1))
      r.fields["items"] = .array(list)
      return .void
    }
    array.method("replaceObject", "at:with") { r, a throws(RunError) in
      var list = items(r)
      list[try index(a, 0, below: list.count)] = try a.value(1)
      r.fields["items"] = .array(list)
      return .void
    }
    array.method("removeObject", "at") { r, a throws(RunError) in
      var list = items(r)
      list.remove(at: try index(a, 0, below: list.count))
      r.fields["items"] = .array(list)
      return .void
    }
    array.method("removeLastObject", "") { r, _ in
      r.fields["items"] = .array(Array(items(r).dropLast()))
      return .void
    }
    array.method("removeAllObjects", "") { r, _ in
      r.fields["items"] = .array([])
      return .void
    }
  }

  private static func made(_ items: [Value]) -> Value {
    .record(Record(type: nsMutableArray, fields: ["items": .array(items)]))
  }

  private static func items(_ r: Record) -> [Value] {
    if case .array(let list)? = r.fields["items"] { list } else { [] }
  }

  /// The elements of a Swift array or another `NSArray` (copied: the new array is its own).
  private static func elements(of value: Value) -> [Value]? {
    if case .array(let list) = value { return list }
    return value.nsArray.map(items)
  }

  /// Argument `i` as an index below `count`; Foundation raises a range exception otherwise.
  private static func index(_ a: Arguments, _ i: Int, below count: Int) throws(RunError) -> Int {
    let x = try a.number(i)
    guard x == x.rounded(), x >= 0, x < Double(count) else {
      throw a.error(i, "index \(Scenes.format(x)) is outside the array's \(count) elements")
    }
    return Int(x)
  }
}

extension Value {
  /// The record of an `NSMutableArray`, if this is one.
  var nsArray: Record? {
    if case .record(let r) = self, r.type === Library.nsMutableArray { r } else { nil }
  }

  /// An `NSMutableArray`'s elements now.
  var nsArrayItems: [Value]? {
    guard case .array(let list)? = nsArray?.fields["items"] else { return nil }
    return list
  }
}
