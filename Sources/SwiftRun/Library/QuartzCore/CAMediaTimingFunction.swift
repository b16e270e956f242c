import Animation

extension Library {
  /// `CAMediaTimingFunction`: a named curve or a cubic Bézier through (0, 0) and (1, 1).
  static let caMediaTimingFunction = SimulatedType("CAMediaTimingFunction") { t in
    t.options("CAMediaTimingFunctionName")
    t.constants(prefixed: "kCAMediaTimingFunction")
    t.call("CAMediaTimingFunction", "name") { a throws(RunError) in
      let name = try a.string(0)
      let named: [String: TimingFunction.Name] = [
        "linear": .linear, "easeIn": .easeIn, "easeOut": .easeOut, "easeInEaseOut": .easeInEaseOut, "default": .default,
      ]
      guard let n = named[name] else { throw a.error(0, "no timing function .\(name)") }
      return .timingFunction(TimingFunction(name: n))
    }
    // NSObject's `init()`: all four control points 0, whose curve y = x is linear (x = y = t³).
    t.call("CAMediaTimingFunction", "") { _ in .timingFunction(TimingFunction(name: .linear)) }
    t.call("CAMediaTimingFunction", "controlPoints:_:_:_") { a throws(RunError) in
      let p = [try a.number(0), try a.number(1), try a.number(2), try a.number(3)].map(Float.init)
      guard let f = TimingFunction(controlPoints: p[0], p[1], p[2], p[3]) else {
        throw a.error("control points' x must be from 0 to 1")
      }
      return .timingFunction(f)
    }
  }
}
