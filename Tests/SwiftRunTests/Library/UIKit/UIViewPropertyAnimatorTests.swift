import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `UIViewPropertyAnimator` and `UIView.animate`'s options make the layer animations UIKit
/// makes.
@Suite struct PropertyAnimatorTests {
  static func card(_ body: String) throws -> (Double) -> Layer {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      host.addSubview(card)
      \(body)
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/P.swift")
    return { t in file.scene.presentation(ParameterValues(), t).sublayers[0] }
  }

  /// `CAMediaTimingFunctionName.easeOut` (0, 0, 0.58, 1) at x = 0.5, by bisection in
  /// Python, independent of Wobble's solver.
  static let easeOutAtHalf = 0.684_643_187_427_460_6

  @Test func aCurveAnimatorAnimatesWhenStartedAndCompletesAtTheEnd() throws {
    let at = try Self.card(
      """
      let animator = UIViewPropertyAnimator(duration: 2, curve: .easeOut) {
        card.center = CGPoint(x: 120, y: 20)
      }
      animator.addCompletion { position in
        if position == .end { card.alpha = 0.5 }
      }
      animator.startAnimation(afterDelay: 1)
      """)
    #expect(at(0.5).position == Point(20, 20))
    #expect(abs(at(2).position.x - (20 + 100 * Self.easeOutAtHalf)) < 1e-4)
    #expect(at(2.9).opacity == 1 && at(3).opacity == 0.5)
  }

  /// `animations: nil` is allowed (the parameter is optional): the blocks come later.
  /// `continueAnimation(withTimingParameters:durationFactor:)`: what remains takes the factor
  /// times the original duration (4 s linear over 100 points here); 0 keeps the pace. An
  /// animator paused before it started, as a radar sample does, runs all of it in the new time.
  @Test func aDurationFactorSetsHowLongTheRestTakes() throws {
    func run(_ factor: String, pausedAt: String) throws -> (Double) -> Double {
      let at = try Self.card(
        """
        let animator = UIViewPropertyAnimator(duration: 4, curve: .linear) {
          card.frame.origin.x = 100
        }
        \(pausedAt)
        """
        .replacingOccurrences(of: "FACTOR", with: factor))
      return { at($0).position.x - 20 }
    }
    let fromStart = try run(
      "0.5", pausedAt: "animator.pauseAnimation()\nanimator.continueAnimation(withTimingParameters: nil, durationFactor: FACTOR)")
    // 2 s for all of it.
    #expect(abs(fromStart(1) - 50) < 1e-6 && fromStart(2) == 100)
    let midway = """
      animator.startAnimation()
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        animator.pauseAnimation()
        animator.continueAnimation(withTimingParameters: nil, durationFactor: FACTOR)
      }
      """
    // Paused at 25 points; the other 75 in 0.25 × 4 = 1 s.
    let quicker = try run("0.25", pausedAt: midway)
    #expect(abs(quicker(1) - 25) < 1e-6 && abs(quicker(1.5) - 62.5) < 1e-6 && quicker(2) == 100)
    let samePace = try run("0", pausedAt: midway)
    #expect(abs(samePace(2) - 50) < 1e-6 && samePace(4) == 100)
  }

  @Test func anAnimatorMadeWithNilAnimationsTakesThemLater() throws {
    let at = try Self.card(
      """
      let animator = UIViewPropertyAnimator(duration: 2, curve: .linear, animations: nil)
      animator.addAnimations { card.alpha = 0 }
      animator.startAnimation()
      """)
    #expect(abs(at(1).opacity - 0.5) < 1e-9)
  }

  @Test func aDelayFactorStartsItsBlockLaterAndEndsItWithTheOthers() throws {
    // Duration 2, started after 1: the moving block runs 1…3 s; the fading one with factor
    // 0.5 waits 1 s more and runs 2…3 s, so at 2.5 s it is half way along the ease-out.
    let at = try Self.card(
      """
      let animator = UIViewPropertyAnimator(duration: 2, curve: .easeOut)
      animator.addAnimations { card.center = CGPoint(x: 120, y: 20) }
      animator.addAnimations({ card.alpha = 0 }, delayFactor: 0.5)
      animator.startAnimation(afterDelay: 1)
      """)
    #expect(at(1.9).opacity == 1)
    #expect(abs(at(2.5).opacity - (1 - Self.easeOutAtHalf)) < 1e-4)
    #expect(abs(at(2).position.x - (20 + 100 * Self.easeOutAtHalf)) < 1e-4)
    #expect(at(3).opacity == 0 && at(3).position.x == 120)
  }

  @Test func theDampingRatioFormIsUIKitsSpringAndRunningAnimatorsStartAtOnce() throws {
    let spring = try Self.card(
      """
      let animator = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { card.alpha = 0 }
      animator.startAnimation()
      """)
    let expected = try #require(Spring(dampingRatio: 0.5, duration: 1))
    // opacity 1 → 0 on the spring: 1 − progress.
    #expect(abs(spring(0.3).opacity - (1 - expected.value(at: 0.3))) < 1e-9)
    let running = try Self.card(
      """
      UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
        card.alpha = 0
      }) { _ in card.backgroundColor = .red }
      """)
    #expect(abs(running(0.25).opacity - 0.75) < 1e-9)
    #expect(running(1).backgroundColor == Color(red: 1, green: 0, blue: 0))
  }

  @Test func animateOptionsSetTheCurveAndRepeatBackAndForth() throws {
    let at = try Self.card(
      """
      UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .repeat, .autoreverse]) {
        card.alpha = 0
      } completion: { _ in
        card.backgroundColor = .red
      }
      """)
    #expect(abs(at(0.25).opacity - 0.75) < 1e-9)
    #expect(abs(at(1.25).opacity - 0.25) < 1e-9)
    #expect(abs(at(2.25).opacity - 0.75) < 1e-9)
    // Repeating forever, it never completes.
    #expect(at(10).backgroundColor == nil)
  }

  @Test func aPhysicalSpringRunsUntilItSettlesWhateverTheDuration() throws {
    // m = 1, k = 100, c = 10: ω₀ = 10, ζ = 0.5. 1 − e^(−ζω₀t)(cos ω_d t + ζω₀/ω_d sin ω_d t)
    // at t = 0.2 s is 0.849 425 634 854 (closed form, computed apart in Python).
    let at = try Self.card(
      """
      let spring = UISpringTimingParameters(mass: 1, stiffness: 100, damping: 10, initialVelocity: CGVector(dx: 0, dy: 0))
      let animator = UIViewPropertyAnimator(duration: 0.1, timingParameters: spring)
      animator.addAnimations { card.center = CGPoint(x: 120, y: 20) }
      animator.startAnimation()
      """)
    #expect(abs(at(0.2).position.x - (20 + 100 * 0.849_425_634_854_112_3)) < 1e-6)
    // The duration of 0.1 s given is ignored: the spring is still moving at 0.3 s.
    #expect(abs(at(0.3).position.x - 120) > 1)
  }

  /// A paused animator holds its views where it was paused; scrubbed by `fractionComplete` it
  /// shows that fraction of each change, linearly (`scrubsLinearly`, UIKit's default), whatever
  /// its curve; its completions do not run while it waits.
  @Test func aPausedAnimatorHoldsAndScrubsLinearly() throws {
    let at = try Self.card(
      """
      let animator = UIViewPropertyAnimator(duration: 2, curve: .easeIn) {
        card.center = CGPoint(x: 120, y: 20)
        card.alpha = 0
      }
      animator.addCompletion { _ in card.backgroundColor = .red }
      animator.pauseAnimation()
      animator.fractionComplete = 0.25
      host.layer.cornerRadius = animator.fractionComplete * 100 + (animator.isRunning ? 1 : 0)
      """)
    for t in [0.0, 1, 5] {
      let card = at(t)
      #expect(abs(card.position.x - 45) < 1e-9 && abs(card.opacity - 0.75) < 1e-9, "at \(t): \(card.position)")
      #expect(card.backgroundColor == nil)
    }
  }

  /// Started again after a pause it runs on from the time it was paused at, and completes
  /// when the rest of its duration has run.
  @Test func aResumedAnimatorRunsOnFromWhereItWasPaused() throws {
    let at = try Self.card(
      """
      let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { card.center.x = 220 }
      animator.addCompletion { position in if position == .end { card.alpha = 0.5 } }
      animator.startAnimation()
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { animator.pauseAnimation() }
      DispatchQueue.main.asyncAfter(deadline: .now() + 1.5) { animator.startAnimation() }
      """)
    // 0.5 s run (50 pt of 200), held a second, then the other 1.5 s from 2.5 s to 3 s.
    #expect(abs(at(1).position.x - 70) < 1e-9)
    #expect(abs(at(2).position.x - 120) < 1e-9)
    #expect(at(2.9).opacity == 1 && abs(at(3.1).position.x - 220) < 1e-9 && at(3.1).opacity == 0.5)
  }

  /// `stopAnimation(false)` keeps what the views show then; `finishAnimation(at: .start)` puts
  /// them back where they began and tells the completions `.start`.
  @Test func aStoppedAnimatorFinishesWhereItIsTold() throws {
    let at = try Self.card(
      """
      let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { card.center.x = 220 }
      animator.addCompletion { position in if position == .start { card.alpha = 0.5 } }
      animator.startAnimation()
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { animator.stopAnimation(false) }
      DispatchQueue.main.asyncAfter(deadline: .now() + 2) { animator.finishAnimation(at: .start) }
      """)
    #expect(abs(at(1.5).position.x - 120) < 1e-9 && at(1.5).opacity == 1)
    #expect(at(2.5).position.x == 20 && at(2.5).opacity == 0.5)
  }

  /// Reversed while paused, it runs back to its start and ends there (`.start`).
  @Test func aReversedAnimatorRunsBackToItsStart() throws {
    let at = try Self.card(
      """
      let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { card.center.x = 220 }
      animator.addCompletion { position in if position == .start { card.alpha = 0.5 } }
      animator.fractionComplete = 0.5
      animator.isReversed = true
      animator.startAnimation()
      """)
    #expect(abs(at(0.5).position.x - 70) < 1e-9)
    #expect(at(1.1).position.x == 20 && at(1.1).opacity == 0.5)
  }

  /// `finishAnimation(at:)` on an animator that was not stopped is UIKit's exception.
  @Test func finishingAnAnimatorThatIsNotStoppedIsRefused() throws {
    #expect {
      _ = try Self.card(
        """
        let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) { card.alpha = 0 }
        animator.startAnimation()
        animator.finishAnimation(at: .end)
        """)
    } throws: { "\($0)".contains("not stopped") }
  }
}
