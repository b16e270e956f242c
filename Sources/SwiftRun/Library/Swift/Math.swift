import Animation
import Foundation
import Geometry

extension Value {
  var asNumber: Double? { if case .number(let x) = self { x } else { nil } }
}

extension Library {
  /// Swift's numbers — `CGFloat`, `Double`, `Float`, `Int`, `TimeInterval` are one kind of
  /// value here — their constants, properties, methods, random numbers (from the run's seeded
  /// generator) and conversions. The math functions and value constructors are `PureFunction`s.
  static let number = SimulatedType("Double") { t in
    t.alias(
      "CGFloat", "Float", "Int", "TimeInterval", "CFTimeInterval", "Int32", "Int64", "UInt", "UInt32", "Float32", "Float64",
      "CFloat", "CDouble")
    t.staticMember("pi") { _ in .number(.pi) }
    t.staticMember("infinity") { _ in .number(.infinity) }
    t.staticMember("greatestFiniteMagnitude") { _ in .number(.infinity) }
    t.staticMember("nan") { _ in .number(.nan) }
    // Double's (Wobble's numbers are Doubles).
    t.staticMember("leastNormalMagnitude") { _ in .number(.leastNormalMagnitude) }
    t.staticMember("leastNonzeroMagnitude") { _ in .number(.leastNonzeroMagnitude) }
    t.staticMember("ulpOfOne") { _ in .number(.ulpOfOne) }
    // The integer types' bounds, as Doubles (Int.max rounds up to 2^63: `Float(Int.max)` is a
    // repeat count meaning "forever").
    for (name, low, high) in [
      ("Int", -9_223_372_036_854_775_808.0, 9_223_372_036_854_775_807.0),
      ("Int64", -9_223_372_036_854_775_808.0, 9_223_372_036_854_775_807.0),
      ("Int32", -2_147_483_648.0, 2_147_483_647.0), ("UInt32", 0, 4_294_967_295.0),
      ("UInt", 0, 18_446_744_073_709_551_615.0),
    ] {
      t.staticMember("max", of: name) { _ in .number(high) }
      t.staticMember("min", of: name) { _ in .number(low) }
    }
    // Foundation's and Core Foundation's names for seconds, and the sized floats.
    for name in ["TimeInterval", "CFTimeInterval", "Float32", "Float64", "CFloat", "CDouble"] {
      t.call(name, "_") { a throws(RunError) in .number(try a.number(0)) }
    }
    // `Float(truncating: number)`: an NSNumber's value (a whole number for Int).
    for name in ["CGFloat", "Double", "Float", "Int"] {
      t.call(name, "truncating") { a throws(RunError) in
        let x = try a.number(0)
        return .number(name == "Int" ? x.rounded(.towardZero) : x)
      }
    }
    // IEEE 754's minimum and maximum (a quiet NaN loses to a number), as the floating types have them.
    for name in ["CGFloat", "Double", "Float", "TimeInterval"] {
      t.call(name + ".minimum", "_:_") { a throws(RunError) in .number(Double.minimum(try a.number(0), try a.number(1))) }
      t.call(name + ".maximum", "_:_") { a throws(RunError) in .number(Double.maximum(try a.number(0), try a.number(1))) }
    }
    let integers: Set = ["Int", "Int32", "Int64", "UInt", "UInt32"]
    for name in ["CGFloat", "Double", "Float", "TimeInterval"] + integers.sorted() {
      t.call(name + ".random", "in") { a throws(RunError) in
        .number(try a.run.random(in: a.shape.arguments[0].expression, whole: integers.contains(name), at: a.call))
      }
    }
    // arc4random's, from the run's seeded generator (the same file draws the same numbers).
    t.call("arc4random", "") { a in .number((a.run.randomUnit() * 4_294_967_296).rounded(.down)) }
    t.call("arc4random_uniform", "_") { a throws(RunError) in
      let n = try a.number(0)
      guard n >= 0, n <= 4_294_967_295, n == n.rounded() else { throw a.error(0, "want a whole number from 0 to 2^32 − 1") }
      return .number((a.run.randomUnit() * n).rounded(.down))
    }
    // POSIX's 48-bit generator from its documented start: the numbers an app draws on iOS.
    t.call("drand48", "") { a in .number(a.run.rand48.unit()) }
    t.call("lrand48", "") { a in .number(Double(a.run.rand48.nonNegative())) }
    t.call("mrand48", "") { a in .number(Double(a.run.rand48.signed())) }
    t.call("srand48", "_") { a throws(RunError) in
      let seed = try a.number(0)
      guard seed.isFinite, abs(seed) < 9.2e18 else { throw a.error(0, "want a finite whole number") }
      a.run.rand48 = Rand48(seed: Int64(seed.rounded(.towardZero)))
      return .void
    }
    t.call("Int", "_") { a throws(RunError) in
      // Of a string: the whole number it spells, else nil (`Int("5") ?? 0`); of a number, its
      // whole part.
      switch try a.value(0) {
      case .string(let s): return Int(s).map { .number(Double($0)) } ?? .nil
      case .number(let x): return .number(x.rounded(.towardZero))
      case .bool(let b): return .number(b ? 1 : 0)
      case let other: throw a.wrong(0, got: other, want: "a number or a string")
      }
    }
    // The whole number a string spells in a base from 2 to 36 (`Int("ff", radix: 16)`), else nil;
    // the unsigned types take no sign.
    for name in integers.sorted() + ["UInt64", "UInt8", "UInt16", "Int8", "Int16"] {
      t.call(name, "_:radix") { a throws(RunError) in
        let (text, radix) = (try a.string(0), try a.number(1))
        guard radix >= 2, radix <= 36, radix == radix.rounded() else { throw a.error(1, "want a base from 2 to 36") }
        if name.hasPrefix("U"), text.hasPrefix("-") { return .nil }
        return Int64(text, radix: Int(radix)).map { .number(Double($0)) } ?? .nil
      }
    }
    for name in ["max", "min"] {
      t.callWithAnyLabels(name) { a throws(RunError) in
        // Of three numbers or more (two are a pure function).
        guard a.count >= 2, a.labels.allSatisfy({ $0 == "_" }) else { throw a.error("takes numbers without labels") }
        var numbers: [Double] = []
        for i in a.labels.indices { numbers.append(try a.number(i)) }
        return .number(name == "max" ? numbers.max()! : numbers.min()!)
      }
    }
    let number = t.members { $0.asNumber }
    number.property("magnitude", .number, get: { $0.magnitude })
    // As string interpolation writes it (`3`, not `3.0`, for a whole number: Wobble's numbers are
    // Doubles, and whole ones are nearly always Ints in the file).
    number.property("description", .string, get: { Interpreter.text(of: $0) })
    number.property("isFinite", .bool, get: { $0.isFinite })
    // An `NSNumber`'s value as each type reads it (a number is its own box here).
    number.property("doubleValue", .number, get: { $0 })
    number.property("floatValue", .number, get: { Double(Float($0)) })
    number.property("intValue", .number, get: { $0.isFinite ? $0.rounded(.towardZero) : 0 })
    number.property("boolValue", .bool, get: { $0 != 0 })
    number.property("isNaN", .bool, get: { $0.isNaN })
    number.property("isZero", .bool, get: { $0 == 0 })
    number.method("squareRoot", "") { x, _ in .number(x.squareRoot()) }
    number.method("rounded", "") { x, _ in .number(x.rounded()) }
    number.method("rounded", "_") { x, a throws(RunError) in
      let rules: [String: FloatingPointRoundingRule] = [
        "down": .down, "up": .up, "towardZero": .towardZero, "awayFromZero": .awayFromZero,
        "toNearestOrEven": .toNearestOrEven, "toNearestOrAwayFromZero": .toNearestOrAwayFromZero,
      ]
      let rule = try a.string(0)
      guard let r = rules[rule] else { throw a.error(0, "no rounding rule .\(rule)") }
      return .number(x.rounded(r))
    }
    number.method("truncatingRemainder", "dividingBy") { x, a throws(RunError) in
      .number(x.truncatingRemainder(dividingBy: try a.number(0)))
    }
    t.options("FloatingPointRoundingRule")
  }

  /// `Bool`: `random()` from the run's seeded generator, `toggle()` (a mutating method, in
  /// `Collections.swift`'s `mutated`).
  static let bool = SimulatedType("Bool") { t in
    t.call("Bool.random", "") { a in .bool(a.run.randomUnit() < 0.5) }
  }

  /// `print`, `debugPrint`, `NSLog` (and Swift 1's `println`): skipped, with one warning
  /// (they draw nothing).
  static let output = SimulatedType("Swift.print") { t in
    for name in ["print", "debugPrint", "NSLog", "println"] {
      t.callWithAnyLabels(name) { a in
        a.run.warn(name, "\(name)(…) is skipped: it draws nothing", at: a.call)
        return .void
      }
    }
  }
}
