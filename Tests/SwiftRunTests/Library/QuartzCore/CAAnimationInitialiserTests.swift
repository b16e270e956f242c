import Animation
import Foundation
import Geometry
import Testing

@testable import SwiftRun

/// Animations made before their key path is known, and iOS 17's perceptual spring.
@Suite struct AnimationInitialiserTests {
  @Test func aPerceptualSpringMovesAsTheDampedOscillatorOfItsPeriodAndBounce() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      host.layer.addSublayer(dot)
      let spring = CASpringAnimation(perceptualDuration: 0.6, bounce: 0.4)
      spring.keyPath = "opacity"
      spring.fromValue = 0
      spring.toValue = 1
      spring.duration = 2
      dot.add(spring, forKey: nil)
      """, at: 0.3)
    // m = 1, ω0 = 2π/0.6, ζ = 1 − 0.4: x(t) = 1 − e^(−ζω0t)(cos ωd·t + ζω0/ωd · sin ωd·t).
    let (w0, z, t) = (2 * Double.pi / 0.6, 0.6, 0.3)
    let wd = w0 * (1 - z * z).squareRoot()
    let expected = 1 - exp(-z * w0 * t) * (cos(wd * t) + z * w0 / wd * sin(wd * t))
    #expect(abs(tree.sublayers[0].opacity - expected) < 1e-6, "\(tree.sublayers[0].opacity) vs \(expected)")
  }

  @Test func anAnimationMadeBareTakesTheKeyPathSetLater() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      host.layer.addSublayer(dot)
      let fade = CABasicAnimation()
      fade.keyPath = "opacity"
      fade.fromValue = 0.2
      fade.toValue = 0.6
      fade.duration = 1
      dot.add(fade, forKey: nil)
      """, at: 0.5)
    #expect(abs(tree.sublayers[0].opacity - 0.4) < 1e-9)  // linear default timing
  }

  @Test func aBounceOutOfRangeIsRefusedAtItsPlace() {
    #expect(
      throws: RunError(
        description:
          "L.swift:4:52: CASpringAnimation(perceptualDuration:bounce:): argument 2: want a number above −1 and at most 1")
    ) {
      try LanguageTests.tree("let s = CASpringAnimation(perceptualDuration: 0.5, bounce: 1.5)")
    }
  }
}
