/// Names and their values: a scope's variables, an instance's stored properties.
///
/// Most hold a handful (a tick's locals, a view's properties), where comparing short names
/// in order costs less than hashing them: a name of up to 15 UTF-8 bytes is stored inline, so
/// an equal one compares as two words. Past `indexedFrom` names a dictionary of positions
/// keeps a large one (a playground's top level) at one hash a lookup.
struct Bindings: ExpressibleByDictionaryLiteral, Sequence {
  private var names: [String] = []
  private var values: [Value] = []
  private var positions: [String: Int]?
  static let indexedFrom = 12

  init() {}

  init(dictionaryLiteral elements: (String, Value)...) {
    for (name, value) in elements { self[name] = value }
  }

  var count: Int { names.count }
  var isEmpty: Bool { names.isEmpty }

  /// The value at `position` if `name` is bound there: a reference remembers where it found
  /// its name last time and checks that first.
  func value(at position: Int, named name: String) -> Value? {
    position < names.count && names[position] == name ? values[position] : nil
  }

  func position(of name: String) -> Int? {
    if let positions { return positions[name] }
    var i = names.count - 1
    while i >= 0 {
      if names[i] == name { return i }
      i -= 1
    }
    return nil
  }

  subscript(name: String) -> Value? {
    get { position(of: name).map { values[$0] } }
    set {
      if let i = position(of: name) {
        if let newValue {
          values[i] = newValue
        } else {
          names.remove(at: i)
          values.remove(at: i)
          positions = nil
          if names.count >= Self.indexedFrom { index() }
        }
      } else if let newValue {
        if names.isEmpty {
          // A function's scope takes its parameters and locals one by one: room for several
          // at once rather than growing 1, 2, 4, 8.
          names.reserveCapacity(8)
          values.reserveCapacity(8)
        }
        names.append(name)
        values.append(newValue)
        if positions != nil {
          positions![name] = names.count - 1
        } else if names.count >= Self.indexedFrom {
          index()
        }
      }
    }
  }

  private mutating func index() {
    positions = Dictionary(names.enumerated().map { ($1, $0) }, uniquingKeysWith: { _, last in last })
  }

  /// Removes `name`, returning what it held.
  @discardableResult
  mutating func removeValue(forKey name: String) -> Value? {
    let old = self[name]
    if old != nil { self[name] = nil }
    return old
  }

  /// The names and values in the order the names were first bound.
  func makeIterator() -> Zip2Sequence<[String], [Value]>.Iterator {
    zip(names, values).makeIterator()
  }
}
