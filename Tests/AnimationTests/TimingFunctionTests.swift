import Animation
import Testing

/// Reference values: core-animation.md §1.4, computed with mpmath (60 digits) independently of
/// this code.
@Suite struct TimingFunctionTests {
  static let xs = [0.1, 0.25, 0.5, 0.75, 0.9]

  /// §1.4 (a): control points as exact decimals.
  static let decimalTable: [(String, (Double, Double, Double, Double), [Double])] = [
    ("linear", (0, 0, 1, 1), [0.1, 0.25, 0.5, 0.75, 0.9]),
    ("easeIn", (0.42, 0, 1, 1), [0.0170266096516, 0.0934646507188, 0.315356812573, 0.621861869175, 0.839427845762]),
    ("easeOut", (0, 0, 0.58, 1), [0.160572154238, 0.378138130825, 0.684643187427, 0.906535349281, 0.982973390348]),
    ("easeInEaseOut", (0.42, 0, 0.58, 1), [0.0197224535483, 0.129161931047, 0.5, 0.870838068953, 0.980277546452]),
    ("default", (0.25, 0.1, 0.25, 1), [0.0947963057160, 0.408510591355, 0.802403387585, 0.960458978349, 0.994316477485]),
    (
      "overshoot", (0.68, -0.55, 0.265, 1.55), [-0.0662914773335, -0.0828071088283, 0.606679897224, 1.08916577481, 1.06237319517]
    ),
  ]

  /// §1.4 (b): control points rounded to Float, as CAMediaTimingFunction stores them.
  static let floatTable: [(TimingFunction.Name, [Double])] = [
    (.easeIn, [0.0170266104914, 0.0934646540158, 0.315356818764, 0.621861874649, 0.839427848666]),
    (.easeOut, [0.160572157932, 0.378138137792, 0.684643195307, 0.906535353477, 0.982973391417]),
    (.easeInEaseOut, [0.0197224547860, 0.129161938761, 0.500000019269, 0.870838077756, 0.980277547964]),
    (.default, [0.0947963062040, 0.408510591994, 0.802403387867, 0.960458978411, 0.994316477494]),
  ]

  @Test func decimalCurvesMatchTheReferenceWithinOneBillionth() {
    for (name, p, expected) in Self.decimalTable {
      let curve = CubicTimingCurve(p.0, p.1, p.2, p.3)
      for (x, y) in zip(Self.xs, expected) {
        #expect(abs(curve.value(at: x) - y) <= 1e-9, "\(name) at \(x)")
      }
    }
  }

  @Test func namedFunctionsUseFloatControlPointsLikeCoreAnimation() {
    for (name, expected) in Self.floatTable {
      let f = TimingFunction(name: name)
      for (x, y) in zip(Self.xs, expected) {
        #expect(abs(f.value(at: x) - y) <= 1e-9, "\(name) at \(x)")
      }
    }
    let overshoot = TimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)!
    let expected = [-0.0662914789819, -0.0828071164855, 0.606679890722, 1.08916576011, 1.06237318785]
    for (x, y) in zip(Self.xs, expected) { #expect(abs(overshoot.value(at: x) - y) <= 1e-9) }
  }

  @Test func solverReachesItsStatedTolerance() {
    let curve = CubicTimingCurve(0.9, 0.1, 0.05, 0.95)  // steep middle, flat ends
    for i in 0...1000 {
      let x = Double(i) / 1000
      let t = curve.parameter(for: x)
      let xt = ((1 - t) * (1 - t) * 3 * t * 0.9 + (1 - t) * 3 * t * t * 0.05 + t * t * t)
      #expect(abs(xt - x) <= 1e-12, "x \(x)")
    }
  }

  @Test func noTimingFunctionMeansLinearAndInputIsClamped() {
    let none: TimingFunction? = nil
    #expect(none.value(at: 0.3) == 0.3)
    #expect(TimingFunction.easeIn.value(at: -1) == 0 && TimingFunction.easeIn.value(at: 2) == 1)
    #expect(TimingFunction(controlPoints: 1.2, 0, 1, 1) == nil)
    #expect(TimingFunction(controlPoints: .nan, 0, 1, 1) == nil)
  }

  @Test func namesRoundTripThroughTheirDescription() {
    #expect(TimingFunction.easeInEaseOut.description == "ease-in-out")
    #expect(TimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4)!.description == "cubic-bezier(0.1, 0.2, 0.3, 0.4)")
  }
}
