import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Dictionaries, subscript assignment, labelled tuples and the collection methods that take
/// closures, as view code uses them to keep its layers, sizes and colours.
@Suite struct CollectionTests {
  /// `first { … }`, `last { … }` and `contains { … }` with a trailing closure are
  /// `first(where:)`, `last(where:)` and `contains(where:)`.
  /// Extensions of the standard library's protocols reach the values that conform: the
  /// "safe" subscript of `extension Collection`, a `Collection` method walking indices
  /// (`index(after: startIndex)`), an `Array` method and a `StringProtocol` property.
  @Test func extensionsOfCollectionProtocolsReachArraysAndStrings() throws {
    let tree = try LanguageTests.tree(
      """
      extension Collection {
        subscript(safe index: Index) -> Element? { indices.contains(index) ? self[index] : nil }
        func second() -> Element { self[index(after: startIndex)] }
      }
      extension Array { func third() -> Element { self[2] } }
      extension StringProtocol { var firstLetter: String { String(prefix(1)) } }
      let sizes: [CGFloat] = [10, 20, 30]
      let box = CALayer()
      box.frame = CGRect(x: sizes[safe: 7] ?? 4, y: sizes.second(), width: sizes.third(), height: sizes[safe: 0] ?? 1)
      box.name = "Hello".firstLetter
      host.layer.addSublayer(box)
      """)
    let box = tree.sublayers[0]
    #expect(box.frame == Rect(x: 4, y: 20, width: 30, height: 10))
    #expect(box.name == "H")
  }

  /// `sequence(first:next:)` unfolds until `next` gives nil; one that never ends is read through
  /// `prefix` or `zip` (its first 1,000 elements taken, said). `map(String.init)` of numbers is
  /// `String(_:)`, not `String(format:)`.
  @Test func anUnfoldedSequenceEndsAtNilOrIsTakenInPartAndStringInitConverts() throws {
    let file = try LanguageTests.opened(
      """
      let doubling = Array(sequence(first: 1) { $0 < 5 ? $0 * 2 : nil })
      let signs = sequence(first: 1) { $0 * -1 }
      let paired = zip(stride(from: 20, to: 35, by: 5), signs).map { $0 * $1 }
      let box = CALayer()
      box.name = (doubling + paired + Array(sequence(first: 7, next: { $0 + 1 }).prefix(2))).map(String.init).joined(separator: " ")
      host.layer.addSublayer(box)
      """)
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers[0].name == "1 2 4 8 20 -25 30 7 8")
    #expect(file.warnings.contains { $0.contains("L.swift:5:13: sequence(first:next:) has not ended after 1000 elements") })
  }

  @Test func firstLastAndContainsTakeATrailingClosureAsTheirPredicate() throws {
    let tree = try LanguageTests.tree(
      """
      let sizes: [CGFloat] = [3, 8, 12, 20, 5]
      let dot = CALayer()
      let first = sizes.first { $0 > 6 } ?? 0
      let last = sizes.last { $0 > 6 } ?? 0
      let none = sizes.last(where: { $0 > 100 }) == nil
      dot.frame = CGRect(x: first, y: last, width: sizes.contains { $0 == 12 } ? 1 : 2, height: none ? 3 : 4)
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 8, y: 20, width: 1, height: 3))
  }

  @Test func dictionariesAreReadWrittenAndRemovedFromByKey() throws {
    let tree = try LanguageTests.tree(
      """
      var sizes: [String: CGFloat] = ["small": 10, "large": 40]
      sizes["medium"] = 25
      sizes["small"] = nil
      var counts = [String: Int]()
      for _ in 0..<3 { counts["made", default: 0] += 1 }
      let colors = ["warm": UIColor.orange, "cool": UIColor.blue]
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: sizes["medium"] ?? 1, height: sizes["small"] ?? 7)
      dot.backgroundColor = colors["cool"]!.cgColor
      dot.opacity = Float(counts["made"]!) / 4
      dot.borderWidth = CGFloat(sizes.count)
      dot.cornerRadius = sizes.keys.contains("small") ? 100 : 3
      host.layer.addSublayer(dot)
      """)
    let dot = try #require(tree.sublayers.first)
    #expect(dot.bounds.width == 25)
    #expect(dot.bounds.height == 7)  // the removed key reads nil
    #expect(dot.backgroundColor == Color(red: 0, green: 0, blue: 1, alpha: 1))
    #expect(dot.opacity == 0.75)
    #expect(dot.borderWidth == 2)
    #expect(dot.cornerRadius == 3)
  }

  /// A timer's `userInfo` read back as real code does: cast to `[String: AnyObject]` (a
  /// dictionary of strings bridges on Apple's platforms), subscripted through `?`, which stops at
  /// nil without evaluating the key; a dictionary is no array and an array no dictionary.
  @Test func aDictionaryCastsToADictionaryTypeAndANilChainSubscriptIsNil() throws {
    let held = try LanguageTests.checks(
      """
      let info: Any = ["key": "k1"]
      let read = info as? [String: AnyObject]
      let none: [String: AnyObject]? = nil
      var evaluated = 0
      func key() -> String { evaluated += 1; return "key" }
      let checks: [Bool] = [
        read?["key"] as? String == "k1",
        none?[key()] == nil && evaluated == 0,
        (info as? [String]) == nil,
        ([1, 2] as Any as? [String: Int]) == nil,
        info is NSDictionary,
        info is Dictionary<String, String>,
      ]
      """)
    #expect(held.count == 6)
    for (i, holds) in held.enumerated() { #expect(holds, "check \(i)") }
  }

  /// A subscript the file declares: on its own type, and on `Array` through an extension (a
  /// layout helper's `constraints[.top]`), beside the built-in index, which a number still
  /// takes; arguments are evaluated once (an index drawn at random draws once).
  @Test func subscriptsTheFileDeclaresAreCalledBesideTheBuiltInOnes() throws {
    let tree = try LanguageTests.tree(
      """
      enum Edge: String { case top, left }
      struct Grid {
        var step: CGFloat
        subscript(column: Int, row: Int) -> CGPoint { CGPoint(x: CGFloat(column) * step, y: CGFloat(row) * step) }
        subscript(edge edge: Edge) -> CGFloat { edge == .top ? step : 2 * step }
      }
      extension Array where Element: CALayer {
        subscript(name: Edge) -> CALayer? { self.filter { $0.name == name.rawValue }.first }
      }
      let grid = Grid(step: 10)
      let a = CALayer(), b = CALayer()
      a.name = "left"
      b.name = "top"
      let layers = [a, b]
      layers[.top]?.position = grid[3, 4]
      layers[0].position = CGPoint(x: grid[edge: .left], y: grid[edge: .top])
      var draws = 0
      func drawn() -> Int { draws += 1; return 1 }
      layers[drawn()].opacity = 0.5
      a.borderWidth = CGFloat(draws)
      host.layer.addSublayer(a)
      host.layer.addSublayer(b)
      """)
    #expect(tree.sublayers[1].position == Point(30, 40))
    #expect(tree.sublayers[0].position == Point(20, 10))
    #expect(tree.sublayers[1].opacity == 0.5)
    #expect(tree.sublayers[0].borderWidth == 1)
  }

  @Test func forInOverADictionaryGivesLabelledKeyValuePairsInInsertionOrder() throws {
    let tree = try LanguageTests.tree(
      """
      let widths = ["a": 30.0, "b": 10.0, "c": 20.0]
      var x: CGFloat = 0
      for (name, width) in widths where name != "b" {
        let bar = CALayer()
        bar.frame = CGRect(x: x, y: 0, width: width, height: 5)
        host.layer.addSublayer(bar)
        x += width
      }
      for pair in widths.sorted(by: { $0.value < $1.value }) {
        let bar = CALayer()
        bar.frame = CGRect(x: 0, y: 10, width: pair.value, height: 5)
        host.layer.addSublayer(bar)
      }
      """)
    #expect(tree.sublayers.prefix(2).map(\.bounds.width) == [30, 20])
    #expect(tree.sublayers.prefix(2).map(\.position.x) == [15, 40])
    #expect(tree.sublayers.dropFirst(2).map(\.bounds.width) == [10, 20, 30])
  }

  @Test func arrayElementsAreAssignedInPlaceThroughPropertiesToo() throws {
    let tree = try LanguageTests.tree(
      """
      final class Bars: UIView {
        var heights: [CGFloat] = [1, 2, 3]
        func grow() {
          heights[1] = 20
          heights[2] += 10
          self.heights[0] *= 5
          for (i, h) in heights.enumerated() {
            let bar = CALayer()
            bar.frame = CGRect(x: CGFloat(i) * 10, y: 0, width: 5, height: h)
            layer.addSublayer(bar)
          }
        }
      }
      let bars = Bars(frame: host.bounds)
      bars.grow()
      host.addSubview(bars)
      """)
    let bars = try #require(tree.sublayers.first)
    #expect(bars.sublayers.map(\.bounds.height) == [5, 20, 13])
  }

  @Test func labelledTuplesAreReadByLabelAndByPosition() throws {
    let tree = try LanguageTests.tree(
      """
      let offset: (dx: CGFloat, dy: CGFloat) = (dx: 20, dy: 30)
      let dot = CALayer()
      dot.frame = CGRect(x: offset.dx, y: offset.1, width: 4, height: 4)
      for item in ["a", "b"].enumerated() where item.offset == 1 { dot.name = item.element }
      host.layer.addSublayer(dot)
      """)
    let dot = try #require(tree.sublayers.first)
    #expect(dot.position == Point(22, 32))
    #expect(dot.name == "b")
  }

  @Test func sortedReduceAndSearchesFollowSwift() throws {
    let tree = try LanguageTests.tree(
      """
      let xs: [CGFloat] = [3, 1, 2]
      let sorted = xs.sorted()
      let descending = xs.sorted { $0 > $1 }
      let total = xs.reduce(0, +)
      let product = xs.reduce(1) { $0 * $1 }
      let firstBig = xs.first(where: { $0 > 1.5 }) ?? 0
      let names = ["b", "a", "c"].sorted()
      let dot = CALayer()
      dot.frame = CGRect(x: sorted[0], y: descending[0], width: total, height: product)
      dot.cornerRadius = firstBig
      dot.borderWidth = xs.contains(where: { $0 == 2 }) && xs.allSatisfy({ $0 > 0 }) ? 1 : 0
      dot.name = names.joined()
      dot.opacity = Float(xs.max(by: { $0 < $1 }) ?? 0) / 10
      host.layer.addSublayer(dot)
      """)
    let dot = try #require(tree.sublayers.first)
    #expect(dot.bounds.width == 6 && dot.bounds.height == 6)
    #expect(dot.position == Point(1 + 3, 3 + 3))
    #expect(dot.cornerRadius == 3)
    #expect(dot.borderWidth == 1)
    #expect(dot.name == "abc")
    #expect(abs(dot.opacity - 0.3) < 1e-7)
  }

  /// An operator passed where a function is wanted is Swift's operator on the elements
  /// (`sorted(by: >)`, `max(by: <)`, `reduce(1, *)` over a file's closure-free habit), and the
  /// file's own operator for its types.
  @Test func anOperatorPassedAsAFunctionComparesOrCombinesTheElements() throws {
    let tree = try LanguageTests.tree(
      """
      struct W { let v: CGFloat }
      func < (a: W, b: W) -> Bool { a.v > b.v }
      let xs: [CGFloat] = [3, 1, 2]
      let down = xs.sorted(by: >)
      let names = ["b", "c", "a"].sorted(by: <)
      let ws = [W(v: 1), W(v: 5), W(v: 2)].sorted(by: <)
      let dot = CALayer()
      dot.frame = CGRect(x: down[0], y: xs.max(by: <) ?? 0, width: xs.reduce(1, *), height: ws[0].v)
      dot.name = names.joined()
      host.layer.addSublayer(dot)
      """)
    let dot = try #require(tree.sublayers.first)
    // x 3, y 3, width 3 · 1 · 2 = 6, height 5 (the file's < sorts W descending).
    #expect(dot.frame == Rect(x: 3, y: 3, width: 6, height: 5))
    #expect(dot.name == "abc")
  }

  @Test func emptyCollectionsOfATypeAndJoinedArraysAndStrings() throws {
    let tree = try LanguageTests.tree(
      """
      var layers = [CALayer]()
      var byIndex: [Int: CALayer] = [:]
      var more = Dictionary<String, Double>()
      var values = Array<Double>()
      values += [4, 5]
      values = values + [6]
      more["n"] = Double(values.count)
      for i in 0..<2 {
        let l = CALayer()
        l.name = "bar" + "\\(i)"
        layers.append(l)
        byIndex[i] = l
        host.layer.addSublayer(l)
      }
      byIndex[1]?.opacity = Float(more["n"]!) / 10
      """)
    #expect(tree.sublayers.map(\.name) == ["bar0", "bar1"])
    #expect(abs(tree.sublayers[1].opacity - 0.3) < 1e-7)
  }

  @Test(arguments: [
    ("let d = [\"a\": 1, \"a\": 2]", "L.swift:4:18: the key \"a\" is in the dictionary twice"),
    ("let xs = [1, 2]\nlet y = xs[2]", "L.swift:5:12: index 2.0 is outside the array's 2 elements"),
    (
      "let xs = [1, 2]\nlet i = xs.index(after: xs.endIndex)",
      "L.swift:5:9: Array.index(after:): the index 3 is outside the array's 2 elements"
    ),
    (
      "let s = \"ab\"\nlet i = s.index(s.startIndex, offsetBy: -1)",
      "L.swift:5:9: String.index(_:offsetBy:): the index -1 is outside the string's 2 characters"
    ),
    ("var d = [\"a\": 1]\nd[\"a\", \"b\"] = 2", "L.swift:5:1: a dictionary takes [key] or [key, default: value]"),
    ("let n = [2, \"x\"].sorted()", "L.swift:4:9: sorted() compares numbers or strings, not a string and a number"),
    (
      "let l = CALayer()\nl.actions = [\"opacity\": 1]",
      "L.swift:5:3: CALayer.actions: an action is NSNull(), a CAAnimation or an object with run(forKey:object:arguments:), not a number"
    ),
  ])
  func misuseIsRefusedAtItsPlace(code: String, message: String) {
    #expect(throws: RunError(description: message)) { try LanguageTests.tree(code) }
  }

  @Test func removingMethodsReturnWhatTheyRemoved() throws {
    // [4, 5, 6]: removeFirst() is 4, then remove(at: 1) of [5, 6] is 6; updateValue gives the old 1.
    let tree = try LanguageTests.tree(
      """
      var q: [CGFloat] = [4, 5, 6]
      let first = q.removeFirst()
      let second = q.remove(at: 1)
      var d: [String: CGFloat] = ["a": 1]
      let old = d.updateValue(2, forKey: "a") ?? 0
      let bar = CALayer()
      bar.frame = CGRect(x: first, y: second, width: old + d["a"]!, height: CGFloat(q.count))
      host.layer.addSublayer(bar)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 4, y: 6, width: 3, height: 1))
  }

  @Test func stringsAreCollectionsOfCharactersAndArraysSortAndFilterInPlace() throws {
    // "hello": 5 characters, 2 "l"s, "heo" left without them; [3, 1, 2, 5] without those above
    // 2, sorted, reversed: [2, 1].
    let tree = try LanguageTests.tree(
      """
      let letters = Array("hello")
      let ls = "hello".filter { $0 == "l" }
      let upper = "ab".map { $0.uppercased() }.joined()
      var xs: [CGFloat] = [3, 1, 2, 5]
      xs.removeAll(where: { $0 > 2 })
      xs.sort()
      xs.reverse()
      let bar = CALayer()
      bar.frame = CGRect(x: CGFloat(letters.count), y: CGFloat(ls.count), width: xs[0], height: xs[1])
      bar.name = upper + "hello".filter { $0 != "l" }
      host.layer.addSublayer(bar)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 5, y: 2, width: 2, height: 1))
    #expect(tree.sublayers[0].name == "ABheo")
  }

  /// A string's characters removed and inserted in place by index (`remove(at:)` returning
  /// the character, `insert(_:at:)`, `removeFirst(_:)`), and strings and arrays sliced by the
  /// ranges Swift writes (`s[i...]`, `s[..<i]`, `xs[1...2]`, `xs[..<1]`).
  @Test func stringsChangeByIndexAndSliceByRanges() throws {
    let tree = try LanguageTests.tree(
      """
      var hex = "#12ab"
      let hash = hex.remove(at: hex.startIndex)
      hex.insert("x", at: hex.index(hex.startIndex, offsetBy: 2))
      var word = "swift"
      word.removeFirst(2)
      let s = "#abcdef"
      let start = s.index(s.startIndex, offsetBy: 1)
      let body = String(s[start...])
      let head = s[..<start]
      let xs: [CGFloat] = [10, 20, 30, 40]
      let middle = xs[1...2]
      let first = xs[..<1]
      let bar = CALayer()
      bar.frame = CGRect(x: middle[0], y: middle[1], width: CGFloat(middle.count + first.count), height: first[0])
      bar.name = hash + hex + word + body + head + String(s[1..<3])
      host.layer.addSublayer(bar)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 20, y: 30, width: 3, height: 10))
    #expect(tree.sublayers[0].name == "#12xabiftabcdef#ab")
  }

  /// `for c in string` (and Swift 3's `string.characters`) runs over its characters, an emoji
  /// with its variation selector one of them: "a☺️b" is three.
  @Test func forInOverAStringRunsOverItsCharacters() throws {
    let tree = try LanguageTests.tree(
      """
      for c in "a☺️b".characters {
        let layer = CATextLayer()
        layer.string = String(c)
        host.layer.addSublayer(layer)
      }
      """)
    let strings = tree.sublayers.map { layer -> String in
      if case .text(let style) = layer.content { style.string } else { "" }
    }
    #expect(strings == ["a", "☺️", "b"])
  }

  @Test func optionalCallsDoScopesAndNumbersFromNSNumbers() throws {
    let tree = try LanguageTests.tree(
      """
      let bar = CALayer()
      var done: (() -> Void)? = nil
      done?()
      done = { bar.opacity = 0.5 }
      done?()
      do {
        let inside: CGFloat = 7
        bar.cornerRadius = inside
      }
      let key = CAKeyframeAnimation(keyPath: "opacity")
      key.keyTimes = [0, 0.25, 1]
      bar.borderWidth = CGFloat(truncating: key.keyTimes![1]) * 4
      bar.frame = CGRect(x: 0, y: 0, width: UIColor.red.cgColor.components![0], height: 1)
      host.layer.addSublayer(bar)
      """)
    let bar = tree.sublayers[0]
    #expect(bar.opacity == 0.5 && bar.cornerRadius == 7 && bar.borderWidth == 1 && bar.bounds.width == 1)
  }
}

extension CollectionTests {
  /// `[UniChar](s.utf16)` and `Array(x)`: an array of a sequence's elements; a string's are its
  /// characters, its `utf16` the UTF-16 code units.
  @Test func anArrayMadeFromASequenceHoldsItsElements() throws {
    let (run, expr) = try EvaluatorTests.expression(#"[UniChar]("Aé".utf16).count * 100 + Array("xyz").count"#)
    guard case .number(let x) = try run.interpret(expr) else {
      Issue.record("not a number")
      return
    }
    #expect(x == 203)
    let (run2, first) = try EvaluatorTests.expression(#"[UniChar]("Aé".utf16)[1]"#)
    guard case .number(let e) = try run2.interpret(first) else {
      Issue.record("not a number")
      return
    }
    #expect(e == 0xE9)
  }

  @Test func arrayArrayLiteralIsItsArgumentsInOrder() throws {
    let tree = try LanguageTests.tree(
      """
      let widths = Array(arrayLiteral: 4, 8, 15)
      for w in widths {
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: CGFloat(w), height: 1)
        host.layer.addSublayer(l)
      }
      """)
    #expect(tree.sublayers.map(\.bounds.width) == [4, 8, 15])
  }

  /// A closure given one tuple takes it apart when it reads `$1` or names two parameters.
  @Test func aClosureOfTwoParametersTakesATupleApart() throws {
    let tree = try LanguageTests.tree(
      """
      let widths: [CGFloat] = [5, 7]
      let layers = [CALayer(), CALayer()]
      layers.enumerated().forEach { $1.frame = CGRect(x: CGFloat($0), y: 0, width: widths[$0], height: 1) }
      for l in layers { host.layer.addSublayer(l) }
      """)
    #expect(tree.sublayers.map(\.frame) == [Rect(x: 0, y: 0, width: 5, height: 1), Rect(x: 1, y: 0, width: 7, height: 1)])
  }
}

/// `stride(from:to:by:)` as a value (`.forEach`, `.map`), not only after `for … in`: a flower
/// of petals built by a stride's `forEach` was refused.
@Suite struct StrideValueTests {
  @Test func aStrideIsTheSequenceOfItsNumbers() throws {
    let tree = try LanguageTests.tree(
      """
      var angles: [CGFloat] = []
      stride(from: 0, to: CGFloat.pi * 2, by: CGFloat.pi / 2).forEach { angle in angles.append(angle) }
      let steps = stride(from: 10, through: 0, by: -5).map { $0 * 2 }
      let dot = CALayer()
      dot.borderWidth = CGFloat(angles.count)
      dot.cornerRadius = angles[3] / CGFloat.pi * 2
      dot.opacity = Float(steps.reduce(0, +) / 30)
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].borderWidth == 4)
    #expect(abs(tree.sublayers[0].cornerRadius - 3) < 1e-9)
    #expect(tree.sublayers[0].opacity == 1)  // 20 + 10 + 0 = 30
  }

  /// Swift stops at a stride whose step is 0 ("Stride size must not be zero").
  @Test func aStepOfZeroIsRefusedAtTheStep() throws {
    #expect {
      _ = try LanguageTests.tree("let a = stride(from: 0, to: 5, by: 0).map { $0 }")
    } throws: { error in
      "\(error)".contains("L.swift:4:32") && "\(error)".contains("a stride's step (by:) of 0")
    }
  }

  /// `dropFirst`, `dropLast`, `prefix`, `suffix`: the elements Swift's slice holds, in order.
  @Test func anArraysEndsAreDroppedAndTakenAsSwiftTakesThem() throws {
    let tree = try LanguageTests.tree(
      """
      let xs: [CGFloat] = [1, 2, 3, 4, 5]
      let parts = [xs.dropFirst(), xs.dropFirst(2), xs.dropLast(), xs.prefix(2), xs.suffix(3), xs.prefix(9)]
      for part in parts {
        let bar = CALayer()
        bar.frame = CGRect(x: part.first ?? 0, y: part.last ?? 0, width: CGFloat(part.count), height: part.reduce(0, +))
        host.layer.addSublayer(bar)
      }
      """)
    let frames = tree.sublayers.map(\.frame)
    #expect(frames[0] == Rect(x: 2, y: 5, width: 4, height: 14))
    #expect(frames[1] == Rect(x: 3, y: 5, width: 3, height: 12))
    #expect(frames[2] == Rect(x: 1, y: 4, width: 4, height: 10))
    #expect(frames[3] == Rect(x: 1, y: 2, width: 2, height: 3))
    #expect(frames[4] == Rect(x: 3, y: 5, width: 3, height: 12))
    #expect(frames[5] == Rect(x: 1, y: 5, width: 5, height: 15))
  }

  /// An option set's `insert(_:)`, `remove(_:)` and `formUnion(_:)` hold each option once,
  /// as `UIView.AnimationOptions` does (`options.insert(.repeat)` before an animation).
  @Test func anOptionSetInsertsAndRemovesItsMembersOnce() throws {
    let tree = try LanguageTests.tree(
      """
      var options: UIView.AnimationOptions = [.curveLinear]
      options.insert(.repeat)
      options.insert(.repeat)
      options.formUnion([.autoreverse, .curveLinear])
      options.remove(.curveLinear)
      let dot = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(dot)
      UIView.animate(withDuration: 1, delay: 0, options: options, animations: { dot.alpha = 0 })
      """, at: 1.5)
    // Repeating and reversing, eased in and out: halfway back at 1.5 s.
    #expect(abs(tree.sublayers[0].opacity - 0.5) < 1e-6, "\(tree.sublayers[0].opacity)")
  }

  /// `flatMap` joins the arrays its closure returns, and drops the nils one returns, as Swift
  /// before 4.1 spelt `compactMap` (`glyphs.flatMap { CTFontCreatePathForGlyph(…) }`).
  @Test func flatMapJoinsArraysAndDropsNils() throws {
    let tree = try LanguageTests.tree(
      """
      let words = ["ab", "cde"]
      let letters = words.flatMap { Array($0) }
      let widths: [CGFloat] = [2, -1, 5].flatMap { $0 > 0 ? CGFloat($0) : nil }
      let joined = "a b".flatMap { $0 == " " ? nil : String($0) + "!" }
      let l = CATextLayer()
      l.string = letters.joined(separator: "-") + " " + joined.joined()
      l.frame = CGRect(x: 0, y: 0, width: widths.reduce(0, +), height: CGFloat(widths.count))
      host.layer.addSublayer(l)
      """)
    guard case .text(let style) = tree.sublayers[0].content else {
      Issue.record("no text")
      return
    }
    #expect(style.string == "a-b-c-d-e a!b!")
    #expect(tree.sublayers[0].bounds.width == 7 && tree.sublayers[0].bounds.height == 2)
  }

  /// `firstIndex(of:)` and `lastIndex(of:)` find an element as `==` compares (nil when absent),
  /// and `Set(_:)` keeps each distinct element once.
  @Test func indicesOfAnElementAndASetsDistinctElements() throws {
    let tree = try LanguageTests.tree(
      """
      let xs = [3, 1, 4, 1, 5]
      let dot = CALayer()
      dot.frame = CGRect(
        x: CGFloat(xs.firstIndex(of: 1)!), y: CGFloat(xs.lastIndex(of: 1)!),
        width: CGFloat(Set(xs).count), height: xs.firstIndex(of: 9) == nil ? 7 : 0)
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].frame == Rect(x: 1, y: 3, width: 4, height: 7))
  }
}
