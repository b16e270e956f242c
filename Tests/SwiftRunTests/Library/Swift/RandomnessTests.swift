import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Random numbers come from the run's seeded generator: in their ranges, and the same each
/// time the file runs (a preview, an export and a session replay agree).
@Suite struct RandomnessTests {
  static let code = """
    var xs: [CGFloat] = [1, 2, 3, 4, 5]
    xs.shuffle()
    let picked = [10, 20, 30].randomElement() ?? 0
    let c = CGFloat(arc4random_uniform(10))
    let d = CGFloat(drand48())
    let e = CGFloat(arc4random() % 7)
    let order = xs.shuffled()
    for (i, x) in order.enumerated() {
      let l = CALayer()
      l.frame = CGRect(x: x, y: CGFloat(i), width: picked, height: c + d + e)
      host.layer.addSublayer(l)
    }
    """

  @Test func drawsAreInTheirRangesAndShuffledArraysArePermutations() throws {
    let tree = try LanguageTests.tree(Self.code)
    let xs = tree.sublayers.map(\.frame.minX)
    #expect(xs.sorted() == [1, 2, 3, 4, 5])
    let width = tree.sublayers[0].bounds.width
    #expect([10, 20, 30].contains(width))
    let sum = tree.sublayers[0].bounds.height  // c in 0…9, d in [0, 1), e in 0…6
    #expect(sum >= 0 && sum < 17)
  }

  /// `arc4random()` is a `UInt32`: divided by another it rounds toward zero, as Swift's
  /// integer division does (a random colour component written `CGFloat(arc4random() /
  /// UInt32(INT_MAX))` is 0, 1 or 2, never a fraction).
  @Test func arc4randomDividesAsAWholeNumber() throws {
    let tree = try LanguageTests.tree(
      """
      for _ in 0..<20 {
        let l = CALayer()
        l.frame = CGRect(x: 0, y: 0, width: CGFloat(arc4random() / UInt32(INT_MAX)), height: CGFloat(arc4random_uniform(90) / 10))
        host.layer.addSublayer(l)
      }
      """)
    let sizes = tree.sublayers.flatMap { [$0.bounds.width, $0.bounds.height] }
    #expect(sizes.count == 40)
    #expect(sizes.allSatisfy { $0 == $0.rounded() }, "\(sizes)")
  }

  /// `drand48` is POSIX's 48-bit generator from its documented start (0x1234ABCD330E, where
  /// Apple's libc starts), so an unseeded app draws the same numbers on every launch; `srand48`
  /// restarts it. The unseeded numbers were worked out in Python from POSIX's constants; the
  /// seeded ones are glibc's, drawn through ctypes on Debian 12 (Rand48Tests).
  @Test func drand48DrawsPosixSequenceFromItsDocumentedStartAndFromSrand48() throws {
    let tree = try LanguageTests.tree(
      """
      func mark(_ x: Double) { let l = CALayer(); l.frame = CGRect(x: x, y: 0, width: 1, height: 1); host.layer.addSublayer(l) }
      for _ in 0..<4 { mark(drand48()) }
      srand48(42)
      for _ in 0..<3 { mark(drand48()) }
      srand48(7)
      for _ in 0..<3 { mark(Double(lrand48())) }
      srand48(-5)
      for _ in 0..<3 { mark(Double(mrand48())) }
      """)
    let drawn = tree.sublayers.map { Double($0.frame.minX) }
    let glibc: [Double] = [
      0.39646477376027534, 0.8404853694114252, 0.3533360972452435, 0.44658343479654405,
      0.7445250000610066, 0.342701478718908, 0.11108528244416149,
      572_184_555, 1_464_659_504, 570_136_708,
      -786_767_173, 974_741_364, 1_735_784_588,
    ]
    #expect(drawn.count == glibc.count)
    for (got, want) in zip(drawn, glibc) { #expect(abs(got - want) <= abs(want) * 1e-15, "\(got) ≠ \(want)") }
  }

  @Test func theSameFileDrawsTheSameNumbersEachRun() throws {
    let a = try LanguageTests.tree(Self.code), b = try LanguageTests.tree(Self.code)
    #expect(a.sublayers.map(\.frame) == b.sublayers.map(\.frame))
  }

  /// Every integer type draws whole numbers in its range (`UInt32.random(in: UInt32.min ...
  /// UInt32.max)` seeds an emitter in a spoiler view).
  @Test func sizedIntegerTypesDrawWholeNumbersInTheirRanges() throws {
    let tree = try LanguageTests.tree(
      """
      for _ in 0..<20 {
        let l = CALayer()
        l.frame = CGRect(x: CGFloat(UInt32.random(in: 3 ... 9)), y: CGFloat(Int32.random(in: -4 ..< 4)), width: 1, height: 1)
        host.layer.addSublayer(l)
      }
      """)
    let xs = tree.sublayers.map(\.frame.minX), ys = tree.sublayers.map(\.frame.minY)
    #expect(xs.allSatisfy { $0 >= 3 && $0 <= 9 && $0 == $0.rounded() })
    #expect(ys.allSatisfy { $0 >= -4 && $0 < 4 && $0 == $0.rounded() })
    #expect(Set(xs).count > 2)
  }
}
