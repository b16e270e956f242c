import Animation
import Foundation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// iOS 15–17 timing APIs: `UIView.animate(springDuration:bounce:)`, timing parameters for a
/// property animator, `CAFrameRateRange`. Expected values from closed forms, not Wobble's solver.
@Suite struct ModernUIKitTimingTests {
  static func tree(_ body: String, at t: Double) throws -> Layer {
    try LanguageTests.tree(body, at: t)
  }

  @Test func aSpringOfNoBounceIsCriticallyDampedOverItsPerceptualDuration() throws {
    // bounce 0: damping ratio 1, ω = 2π / 0.6 s; x(t) = 1 − (1 + ωt)·e^(−ωt) of the way,
    // 1 − 2/e at t = 1/ω.
    let omega = 2 * Double.pi / 0.6
    let body = """
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      host.addSubview(box)
      UIView.animate(springDuration: 0.6, bounce: 0) { box.center.x = 160 }
      """
    let x = try Self.tree(body, at: 1 / omega).sublayers[0].position.x
    #expect(abs(x - (10 + 150 * (1 - 2 / M_E))) < 1e-6, "\(x)")
    #expect(abs(try Self.tree(body, at: 3).sublayers[0].position.x - 160) < 1e-3)
  }

  @Test func propertyAnimatorsTakeCubicAndSpringTimingParameters() throws {
    // Control points on the diagonal: linear, half the way at half the duration.
    let linear = try Self.tree(
      """
      let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(bar)
      let p = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.25, y: 0.25), controlPoint2: CGPoint(x: 0.75, y: 0.75))
      let animator = UIViewPropertyAnimator(duration: 1, timingParameters: p)
      animator.addAnimations { bar.alpha = 0 }
      animator.startAnimation()
      """, at: 0.5)
    #expect(abs(linear.sublayers[0].opacity - 0.5) < 1e-6)
    let sprung = try Self.tree(
      """
      let bar = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(bar)
      let p = UISpringTimingParameters(dampingRatio: 1, initialVelocity: CGVector(dx: 0, dy: 0))
      let animator = UIViewPropertyAnimator(duration: 0.5, timingParameters: p)
      animator.addAnimations { bar.alpha = 0 }
      animator.addCompletion { _ in bar.layer.cornerRadius = 3 }
      animator.startAnimation()
      """, at: 0.6)
    #expect(sprung.sublayers[0].opacity < 0.01)
    #expect(sprung.sublayers[0].cornerRadius == 3)  // done after its 0.5 s
  }

  @Test func aFrameRateRangeSetsTheRateADisplayLinkFiresAt() throws {
    let tree = try Self.tree(
      """
      final class Counter: NSObject {
        var ticks: CGFloat = 0
        let dot = CALayer()
        @objc func tick(_ link: CADisplayLink) {
          ticks += 1
          dot.cornerRadius = ticks
        }
      }
      let counter = Counter()
      counter.dot.actions = ["cornerRadius": NSNull()]
      host.layer.addSublayer(counter.dot)
      let link = CADisplayLink(target: counter, selector: #selector(Counter.tick(_:)))
      link.preferredFrameRateRange = CAFrameRateRange(minimum: 15, maximum: 60, preferred: 30)
      link.add(to: .main, forMode: .common)
      """, at: 1)
    // 30 a second on a 60 Hz display: every other frame, 30 in the first second.
    #expect(abs(tree.sublayers[0].cornerRadius - 30) <= 1)
  }
}
