/// Open-addressing map from 24-bit RGB keys to the order they were first inserted in
/// (Fibonacci hashing, linear probing), growing by doubling at half load. Holds at most
/// `limit` keys (65 535: the values are 16-bit).
struct ColorTable {
  static let limit = Int(UInt16.max)
  private var keys: [UInt32]
  private var values: [UInt16]
  private var mask: Int
  private var shift: UInt32
  private(set) var count = 0
  private static let empty: UInt32 = .max

  /// A table with room for `capacity / 2` keys before it grows; `capacity` a power of two.
  init(capacity: Int) {
    precondition(capacity > 1 && capacity & (capacity - 1) == 0)
    keys = [UInt32](repeating: Self.empty, count: capacity)
    values = [UInt16](repeating: 0, count: capacity)
    mask = capacity - 1
    shift = UInt32(32 - capacity.trailingZeroBitCount)
  }

  private func slot(_ key: UInt32) -> Int { Int((key &* 2_654_435_761) >> shift) & mask }

  func index(of key: UInt32) -> Int? {
    var s = slot(key)
    while keys[s] != Self.empty {
      if keys[s] == key { return Int(values[s]) }
      s = (s + 1) & mask
    }
    return nil
  }

  /// The key's index, inserting it with the next index if it is new; nil when the table is
  /// full (`limit` keys) and the key is new.
  mutating func indexInserting(_ key: UInt32) -> Int? {
    var s = slot(key)
    while keys[s] != Self.empty {
      if keys[s] == key { return Int(values[s]) }
      s = (s + 1) & mask
    }
    guard count < Self.limit else { return nil }
    keys[s] = key
    values[s] = UInt16(count)
    count += 1
    if 2 * count > keys.count { grow() }
    return count - 1
  }

  private mutating func grow() {
    let (oldKeys, oldValues) = (keys, values)
    let capacity = 2 * oldKeys.count
    keys = [UInt32](repeating: Self.empty, count: capacity)
    values = [UInt16](repeating: 0, count: capacity)
    mask = capacity - 1
    shift = UInt32(32 - capacity.trailingZeroBitCount)
    for (key, value) in zip(oldKeys, oldValues) where key != Self.empty {
      var s = slot(key)
      while keys[s] != Self.empty { s = (s + 1) & mask }
      keys[s] = key
      values[s] = value
    }
  }
}
