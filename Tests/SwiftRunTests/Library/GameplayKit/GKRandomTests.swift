import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// GameplayKit's random sources and distributions, and the seed every random draw of an
/// opened file comes from (`preview.seed`).
@Suite struct GKRandomTests {
  /// The x positions of the host's sublayers after `body`, which adds one layer per draw
  /// with `x` the value drawn (`draw(value)`).
  static func draws(_ body: String, seed: Double? = nil) throws -> [Double] {
    let file = try LanguageTests.opened(
      """
      func draw(_ value: Int) {
        let dot = CALayer()
        dot.frame = CGRect(x: CGFloat(value), y: 0, width: 1, height: 1)
        host.layer.addSublayer(dot)
      }
      \(body)
      """)
    var values = ParameterValues()
    if let seed, let spec = file.scene.parameter(named: "preview.seed") { values[spec] = .number(seed) }
    return file.scene.presentation(values, 0).sublayers.map(\.frame.minX)
  }

  @Test func aDistributionDrawsEveryValueOfItsRangeAndNoOther() throws {
    let values = try Self.draws(
      """
      let die = GKRandomDistribution(lowestValue: 1, highestValue: 6)
      for _ in 0..<300 { draw(die.nextInt()) }
      """)
    #expect(Set(values) == Set([1, 2, 3, 4, 5, 6]))
  }

  @Test func aShuffledDistributionDrawsEachValueOnceBeforeAnyAgain() throws {
    let values = try Self.draws(
      """
      let die = GKShuffledDistribution.d6()
      for _ in 0..<12 { draw(die.nextInt()) }
      """)
    #expect(values.count == 12)
    #expect(Set(values.prefix(6)) == Set([1, 2, 3, 4, 5, 6]) && Set(values.suffix(6)) == Set([1, 2, 3, 4, 5, 6]))
  }

  @Test func aGaussianDistributionCentresOnItsMiddleAndStaysInItsRange() throws {
    let values = try Self.draws(
      """
      let height = GKGaussianDistribution(lowestValue: 0, highestValue: 60)
      for _ in 0..<2000 { draw(height.nextInt()) }
      """)
    let mean = values.reduce(0, +) / Double(values.count)
    // Deviation 10: the mean of 2000 draws is within 1 of 30 (over 4 standard errors).
    #expect(abs(mean - 30) < 1 && values.allSatisfy { $0 >= 0 && $0 <= 60 })
    #expect(values.filter { abs($0 - 30) <= 10 }.count > 1200)  // about 68 % within one deviation
  }

  @Test func aSeededSourceRepeatsItsDrawsAndBoundsAreKept() throws {
    let values = try Self.draws(
      """
      let a = GKMersenneTwisterRandomSource(seed: 42)
      let b = GKMersenneTwisterRandomSource(seed: 42)
      for _ in 0..<5 { draw(a.nextInt(upperBound: 1000)) }
      for _ in 0..<5 { draw(b.nextInt(upperBound: 1000)) }
      let shuffled = GKRandomSource.sharedRandom().arrayByShufflingObjects(in: [1, 2, 3, 4]) as! [Int]
      for v in shuffled { draw(v + 2000) }
      """)
    #expect(Array(values[0..<5]) == Array(values[5..<10]))
    #expect(values[0..<10].allSatisfy { $0 >= 0 && $0 < 1000 })
    #expect(Set(values[10...]) == Set([2001, 2002, 2003, 2004]))
  }

  @Test func randomDrawsComeFromTheSeedParameter() throws {
    let body = "for _ in 0..<4 { draw(Int.random(in: 0...1_000_000)) }"
    let first = try Self.draws(body, seed: 1), again = try Self.draws(body, seed: 1), other = try Self.draws(body, seed: 2)
    #expect(first == again && first != other)
    // A file that draws nothing has no seed to tune.
    let still = try LanguageTests.opened("let dot = CALayer()\nhost.layer.addSublayer(dot)")
    #expect(still.scene.parameter(named: "preview.seed") == nil)
    let drawing = try LanguageTests.opened(
      "let dot = CALayer()\ndot.opacity = Float(arc4random_uniform(10)) / 10\nhost.layer.addSublayer(dot)")
    #expect(drawing.scene.parameter(named: "preview.seed") != nil)
    // drand48 unseeded draws POSIX's fixed numbers, the same on every launch of the app.
    let fixed = try LanguageTests.opened("let dot = CALayer()\ndot.opacity = Float(drand48())\nhost.layer.addSublayer(dot)")
    #expect(fixed.scene.parameter(named: "preview.seed") == nil)
  }
}
