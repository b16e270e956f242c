import Animation
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
}
