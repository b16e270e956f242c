import Animation
import Foundation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Inside a `UIView.animate` block each change of a property is its own animation, from the
/// value the property had just then; a later change of the same property replaces the earlier.
@Suite struct UIViewAnimateBlockTests {
  /// `alpha = 0` then `alpha = 1`: the values before and after the block are equal, yet the view
  /// fades in from 0 — the second change's animation, from the 0 the first left.
  @Test func aPropertySetTwiceAnimatesFromTheValueBeforeItsLastChange() throws {
    let at = try PropertyAnimatorTests.card(
      """
      UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: {
        card.alpha = 0
        card.alpha = 1
      }, completion: nil)
      """)
    #expect(at(0).opacity == 0)
    #expect(abs(at(1).opacity - 0.5) < 1e-9)
    #expect(at(2).opacity == 1)
  }

  /// A block that animates nothing — a value set to what it is already (a pendulum's first
  /// swing "to" where it hangs), or only layer properties a view does not animate — has its
  /// completion run at once, at the next turn of the run loop, not after its duration: UIKit
  /// waits for the animations it made and made none (flowkey/UIKit-cross-platform#94 "behaves
  /// exactly like iOS"; icanzilb/EasyAnimation#3 for layer-only blocks).
  @Test(arguments: ["card.alpha = 1", "card.layer.borderWidth = 2"])
  func aBlockThatAnimatesNothingCompletesAtOnce(change: String) throws {
    let at = try PropertyAnimatorTests.card(
      """
      UIView.animate(withDuration: 4, delay: 1, options: [], animations: {
        \(change)
      }, completion: { _ in
        UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: { card.alpha = 0 }, completion: nil)
      })
      """)
    #expect(abs(at(1).opacity - 0.5) < 1e-9)
    #expect(at(2).opacity == 0)
  }

  @Test func aColourSetAwayAndBackAnimatesFromWhereItWentAway() throws {
    let at = try PropertyAnimatorTests.card(
      """
      card.backgroundColor = .blue
      UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: {
        card.backgroundColor = .red
        card.backgroundColor = .blue
      }, completion: nil)
      """)
    #expect(at(0).backgroundColor == Color(red: 1, green: 0, blue: 0))
    #expect(at(2).backgroundColor == Color(red: 0, green: 0, blue: 1))
  }

  @Test func aPropertySetOnceAnimatesFromItsValueBeforeTheBlock() throws {
    let at = try PropertyAnimatorTests.card(
      """
      UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: {
        card.alpha = 0.5
      }, completion: nil)
      """)
    #expect(at(0).opacity == 1)
    #expect(abs(at(1).opacity - 0.75) < 1e-9)
  }

  /// Key frames nested in an animation block (a property animator's here) own the properties
  /// they change: the block does not animate them again, so the view starts where it was,
  /// passes through the middle key and ends at the last, with no second, additive move on top.
  @Test func keyframesNestedInABlockAreNotAnimatedTwice() throws {
    let at = try PropertyAnimatorTests.card(
      """
      let animator = UIViewPropertyAnimator(duration: 2, curve: .linear) {
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: [.calculationModeLinear], animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { card.center = CGPoint(x: 120, y: 20) }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { card.center = CGPoint(x: 120, y: 120) }
        })
      }
      animator.startAnimation()
      """)
    #expect(at(0).position == Point(20, 20))
    // Half way (the keyframes' ease-in-ease-out at 0.5, to its solver's 1e-5).
    #expect(abs(at(1).position.x - 120) < 1e-4 && abs(at(1).position.y - 20) < 1e-4, "\(at(1).position)")
    #expect(at(2.5).position == Point(120, 120))
  }

  /// A block nested in another inherits its duration and curve (UIKit's default): the move
  /// it makes runs once, over the outer block's 2 s, not once for each block, and its
  /// completion comes when that ends; with
  /// `.overrideInheritedDuration` it runs on its own 1 s, and the outer block leaves it be.
  @Test func aNestedBlockJoinsTheOuterOneUnlessItOverrides() throws {
    let inherit = try PropertyAnimatorTests.card(
      """
      UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: {
        UIView.animate(withDuration: 1, animations: { card.center = CGPoint(x: 120, y: 20) }) { _ in card.alpha = 0.5 }
      })
      """)
    #expect(inherit(0).position == Point(20, 20))
    #expect(abs(inherit(1).position.x - 70) < 1e-9)
    // Its completion runs when the outer block's animations end, at 2 s.
    #expect(inherit(1.5).opacity == 1 && inherit(2.1).opacity == 0.5)
    let own = try PropertyAnimatorTests.card(
      """
      UIView.animate(withDuration: 2, delay: 0, options: [.curveLinear], animations: {
        UIView.animate(withDuration: 1, delay: 0, options: [.overrideInheritedDuration, .curveLinear], animations: {
          card.center = CGPoint(x: 120, y: 20)
        })
      })
      """)
    #expect(own(0).position == Point(20, 20))
    #expect(abs(own(0.5).position.x - 70) < 1e-9)
    #expect(own(1.5).position.x == 120)
  }
}

/// Options Wobble reads and does not carry out are said with their place.
@Suite struct UnperformedAnimationOptionTests {
  @Test func theLayoutSubviewsOptionIsSaid() throws {
    let file = try LanguageTests.opened(
      """
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      host.addSubview(box)
      UIView.animate(withDuration: 1, delay: 0, options: [.layoutSubviews, .curveEaseIn], animations: {
        box.frame.size.width = 80
      })
      """)
    let said = file.warnings.filter { $0.contains("the .layoutSubviews option is not carried out") }
    #expect(said.count == 1 && said[0].hasPrefix("L.swift:6:"))
    // The animation itself runs: half way (ease-in) it is between 20 and 80 wide.
    let width = file.scene.presentation(ParameterValues(), 0.5).sublayers[0].bounds.width
    #expect(width > 20 && width < 80)
  }

  /// UIKit does not publish how a duration and a damping ratio become a spring: said once,
  /// with Wobble's stiffness and, for comparison, Framer's reading (the envelope down to
  /// 0.001 at the duration), here 3 s at 0.25: ω₀ = ln(0.25 / (√(1 − 0.0625) · 0.001)) / 0.75
  /// = 7.405 rad/s, stiffness ω₀² = 54.8.
  @Test func aDampedSpringsUnpublishedReadingIsSaidOnceWithAnotherForComparison() throws {
    let file = try LanguageTests.opened(
      """
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      host.addSubview(box)
      UIView.animate(withDuration: 3, delay: 0, usingSpringWithDamping: 0.25, initialSpringVelocity: 0, options: [], animations: {
        box.center.x = 100
      }, completion: nil)
      UIView.animate(withDuration: 1, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: {
        box.alpha = 0.5
      }, completion: nil)
      """)
    let said = file.warnings.filter { $0.contains("UIKit does not publish how it turns a duration and a damping ratio") }
    #expect(said.count == 1)
    let omega = log(0.25 / ((1 - 0.0625).squareRoot() * 0.001)) / 0.75
    #expect(abs(omega * omega - 54.8) < 0.05)
    #expect(said.first?.contains("for 3 s at 0.25") == true)
    #expect(said.first?.hasSuffix("Framer's (its envelope down to 0.001 at the duration) has stiffness 54.8") == true)
  }

}
