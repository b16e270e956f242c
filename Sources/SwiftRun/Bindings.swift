/// Names and their values: a scope's variables, an instance's stored properties.
///
/// Most hold a handful (a tick's locals, a view's properties), where comparing short names
/// in order costs less than hashing them: a name of up to 15 UTF-8 bytes is stored inline, so
/// an equal one compares as two words. Past `indexedFrom` names a dictionary of positions
/// keeps a large one (a playground's top level) at one hash a lookup.
///
/// A variable a closure captures lives in a `Cell` from then on: the scope that binds it, the
/// copies of the scope the closure keeps, and every other closure that captured it read and
/// change the one variable, as Swift's captures do (a completion handler's `count += 1` seen
/// by the timer that made it, after the function that declared `count` has returned).
struct Bindings: ExpressibleByDictionaryLiteral, Sequence {
  private var names: [String] = []
  private var values: [Value] = []
  private var positions: [String: Int]?
  /// Parallel to `values` once a closure has captured the scope (`share()`): the cell holding
  /// each captured variable, nil for one bound after.
  private var cells: [Cell?]?
  /// How many leading variables are in cells: `share()` starts after them, so a closure called
  /// again and again (`forEach`'s body) shares nothing twice.
  private var sharedCount = 0
  static let indexedFrom = 12

  /// A captured variable's storage, shared by the scopes and closures that hold it.
  final class Cell {
    var value: Value
    init(_ value: Value) { self.value = value }
  }

  init() {}

  init(dictionaryLiteral elements: (String, Value)...) {
    for (name, value) in elements { self[name] = value }
  }

  var count: Int { names.count }
  var isEmpty: Bool { names.isEmpty }

  /// The value at `position` if `name` is bound there: a reference remembers where it found
  /// its name last time and checks that first.
  func value(at position: Int, named name: String) -> Value? {
    guard position < names.count, names[position] == name else { return nil }
    if let cells, let cell = cells[position] { return cell.value }
    return values[position]
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
    get { position(of: name).map { i in cells?[i]?.value ?? values[i] } }
    set {
      if let i = position(of: name) {
        if let newValue {
          if let cell = cells?[i] { cell.value = newValue } else { values[i] = newValue }
        } else {
          names.remove(at: i)
          values.remove(at: i)
          cells?.remove(at: i)
          if i < sharedCount { sharedCount -= 1 }
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
        cells?.append(nil)
        if positions != nil {
          positions![name] = names.count - 1
        } else if names.count >= Self.indexedFrom {
          index()
        }
      }
    }
  }

  /// Binds `name` as a new variable: one a closure captured under that name keeps its cell
  /// (each round of a loop, each declaration, is a variable of its own).
  mutating func bind(_ name: String, _ value: Value) {
    if let i = position(of: name) {
      values[i] = value
      cells?[i] = nil
      sharedCount = Swift.min(sharedCount, i)
    } else {
      self[name] = value
    }
  }

  /// Moves every variable into a cell of its own (those already in one stay): called as a
  /// closure captures the scope.
  mutating func share() {
    guard sharedCount < values.count else { return }
    if cells == nil { cells = [Cell?](repeating: nil, count: values.count) }
    for i in sharedCount..<values.count where cells![i] == nil { cells![i] = Cell(values[i]) }
    sharedCount = values.count
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
    guard let cells else { return zip(names, values).makeIterator() }
    return zip(names, values.indices.map { cells[$0]?.value ?? values[$0] }).makeIterator()
  }
}
