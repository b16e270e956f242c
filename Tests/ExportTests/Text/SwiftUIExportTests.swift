import Console
import Foundation
import Scenes
import TestSupport
import Testing

/// `export swiftui` for springs, against values worked out by hand from the closed forms of
/// core-animation.md §2.2.
@Suite struct SwiftUIExportTests {
  func exported(_ spring: String) throws -> [String] {
    var bench = Workbench()
    _ = bench.execute("scene balloon")
    #expect(bench.execute("set balloon.timing \(spring)").value != nil)
    return try #require(bench.execute("export swiftui").value).lines.joined(separator: "\n").split(separator: "\n").map(
      String.init)
  }

  /// k 100, m 1, c 10: the velocity term of x(t) is e^(−5t)·(v0/ωd)·sin(ωd·t), ωd = √75, largest
  /// where tan(ωd·t) = ωd/5: 0.2731465 of the distance for v0 = 5.
  @Test func aVelocityResponseCannotCarryIsCarriedByTheOtherFormAndTheDifferenceSaid() throws {
    let lines = try exported("spring(mass: 1, stiffness: 100, damping: 10, velocity: 5)")
    let response = try #require(lines.first { $0.hasPrefix(".spring(response:") })
    #expect(response.contains("no initialVelocity (5)"))
    let said = try #require(response.components(separatedBy: "up to ").last?.split(separator: " ").first.flatMap { Double($0) })
    #expect(abs(said - 0.2731465) < 1e-3)
    #expect(lines.contains(".interpolatingSpring(mass: 1, stiffness: 100, damping: 10, initialVelocity: 5)"))
  }

  @Test func withoutVelocityResponseIsExactAndSaysNothingMore() throws {
    let lines = try exported("spring(mass: 2, stiffness: 100, damping: 10, velocity: 0)")
    // ω0 = √50, ζ = 10/(2√200): response 2π/√50 = 0.8886, dampingFraction 0.3536.
    #expect(lines.contains(".spring(response: 0.8886, dampingFraction: 0.3536)"))
  }

  /// ζ = 40/(2·10) = 2 without allowsOverdamping: Core Animation moves critically damped, so
  /// the export writes ζ 1 (damping 2√(k·m) = 20), not an overdamped SwiftUI spring.
  @Test func anOverdampedSpringCoreAnimationClampsIsExportedCritical() throws {
    let lines = try exported("spring(mass: 1, stiffness: 100, damping: 40, velocity: 0)")
    #expect(lines.contains(".spring(response: 0.6283, dampingFraction: 1)"))
    #expect(lines.contains { $0.hasPrefix(".interpolatingSpring(mass: 1, stiffness: 100, damping: 20, initialVelocity: 0)") })
  }

  /// Duration/bounce and the presets come back in their SwiftUI spelling; a velocity moves them
  /// to `.interpolatingSpring(duration:bounce:initialVelocity:)`, which carries it.
  @Test func springsKeepTheirSwiftUISpelling() throws {
    #expect(try exported("snappy").first { $0.hasPrefix(".") } == ".snappy")
    #expect(
      try exported("snappy(duration: 0.4, extraBounce: 0.1)").first { $0.hasPrefix(".") }
        == ".snappy(duration: 0.4, extraBounce: 0.1)")
    #expect(
      try exported("spring(duration: 0.5, bounce: 0.3)").first { $0.hasPrefix(".") } == ".spring(duration: 0.5, bounce: 0.3)")
    #expect(
      try exported("spring(duration: 0.5, bounce: 0.3, velocity: 2)").first { $0.hasPrefix(".") }
        == ".interpolatingSpring(duration: 0.5, bounce: 0.3, initialVelocity: 2)")
    #expect(
      try exported("spring(response: 0.4, dampingFraction: 0.6)").first { $0.hasPrefix(".") }
        == ".spring(response: 0.4, dampingFraction: 0.6)")
  }
}
