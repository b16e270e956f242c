import Testing

@testable import SwiftRun

/// A scope's names and values: a map whatever its size, in the order names were bound.
@Suite struct BindingsTests {
  /// The number a binding holds, or nil.
  func number(_ b: Bindings, _ name: String) -> Double? {
    if case .number(let x)? = b[name] { return x }
    return nil
  }

  @Test func bindsReplacesAndRemovesLikeADictionaryAtEverySize() {
    // Past `indexedFrom` names the positions are indexed: the same answers either side.
    for size in [1, 5, Bindings.indexedFrom - 1, Bindings.indexedFrom, 40] {
      var b: Bindings = [:]
      var reference: [String: Double] = [:]
      for i in 0..<size {
        b["name\(i)"] = .number(Double(i))
        reference["name\(i)"] = Double(i)
      }
      b["name0"] = .number(-1)
      reference["name0"] = -1
      let removed = b.removeValue(forKey: "name\(size / 2)")
      if case .number(let x)? = removed {
        #expect(x == (size / 2 == 0 ? -1 : Double(size / 2)))
      } else {
        Issue.record("nothing removed")
      }
      reference["name\(size / 2)"] = nil
      b["late"] = .number(99)
      reference["late"] = 99
      #expect(b.count == reference.count, "\(size)")
      for i in -1...size { #expect(number(b, "name\(i)") == reference["name\(i)"], "\(size): name\(i)") }
      #expect(number(b, "late") == 99)
      #expect(b.map(\.0) == (0..<size).map { "name\($0)" }.filter { $0 != "name\(size / 2)" } + ["late"])
    }
  }

  @Test func aRememberedPositionAnswersOnlyForItsOwnName() {
    var b: Bindings = ["a": .number(1), "b": .number(2)]
    let position = b.position(of: "b")!
    if case .number(2)? = b.value(at: position, named: "b") {} else { Issue.record("b not at its position") }
    #expect(b.value(at: position, named: "a") == nil)
    b.removeValue(forKey: "a")
    #expect(b.value(at: position, named: "b") == nil)  // moved: the caller searches again
    #expect(b.value(at: 7, named: "b") == nil)
  }

  /// Once shared, a variable is one for every copy of the scope (a closure's and the frame's):
  /// a change through either is read in both; binding the name anew makes a new variable the
  /// copies no longer see.
  @Test func aSharedVariableIsOneForEveryCopyUntilBoundAnew() {
    var frame: Bindings = ["count": .number(1), "k": .number(2)]
    frame.share()
    var closure = frame
    closure["count"] = .number(5)
    #expect(number(frame, "count") == 5)
    frame["k"] = .number(9)
    #expect(number(closure, "k") == 9)
    frame.bind("count", .number(0))
    #expect(number(closure, "count") == 5 && number(frame, "count") == 0)
    // Names bound after sharing are the scope's own until shared again.
    frame["late"] = .number(3)
    closure["late"] = .number(4)
    #expect(number(frame, "late") == 3)
    #expect(Array(closure).map(\.0) == ["count", "k", "late"])
    #expect(Array(closure).compactMap { if case .number(let x) = $0.1 { x } else { nil } } == [5, 9, 4])
    // Shared again, the variable bound anew and the one bound late are shared too.
    frame.share()
    var again = frame
    again["count"] = .number(8)
    again["late"] = .number(6)
    #expect(number(frame, "count") == 8 && number(frame, "late") == 6)
  }
}
