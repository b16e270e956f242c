import Animation
import Geometry
import Testing

@testable import SwiftRun

/// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)` inside a `UIView.animate`
/// block: its changes repeat with the block's duration and curve, run back when asked, and the
/// block completes when they end; outside a block it is refused, as Apple requires one.
@Suite struct UIViewModifyAnimationsTests {
  @Test func theNestedChangesRepeatAndReverseAndTheBlockCompletesAfterThem() throws {
    let at = try PropertyAnimatorTests.card(
      """
      UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
        UIView.modifyAnimations(withRepeatCount: 2.5, autoreverses: true) {
          card.alpha = 0
        }
        card.backgroundColor = .red
      }, completion: { _ in card.layer.cornerRadius = 9 })
      """)
    // Linear passes of 1 s: down by 0.5 s, back up over the second second, down again.
    #expect(abs(at(0.5).opacity - 0.5) < 1e-9)
    #expect(abs(at(1.25).opacity - 0.25) < 1e-9)
    #expect(abs(at(2.5).opacity - 0.5) < 1e-9)
    // 2.5 forward-and-back cycles take 5 s; the completion runs then, not at 1 s.
    #expect(at(4.9).cornerRadius == 0)
    #expect(at(5.1).cornerRadius == 9)
    // The block's own change animates once, over its second.
    #expect(at(1).backgroundColor == Color(red: 1, green: 0, blue: 0))
  }

  @Test func outsideAnAnimationBlockItIsRefused() {
    #expect {
      _ = try PropertyAnimatorTests.card("UIView.modifyAnimations(withRepeatCount: 2, autoreverses: false) { card.alpha = 0 }")
    } throws: { error in
      (error as? RunError)?.message.contains("must be called inside a UIView.animate block") == true
    }
  }
}
