import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `UIView.beginAnimations` … `commitAnimations()`: what changed in between animates with the
/// `setAnimation…` settings, UIKit's defaults otherwise (0.2 s, ease-in-ease-out).
@Suite struct UIViewBeginCommitTests {
  /// The card's presentation at a time, after `body` ran at the top level.
  static func card(_ body: String) throws -> (Double) -> Layer {
    try PropertyAnimatorTests.card(body)
  }

  @Test func theChangesBetweenBeginAndCommitAnimateOverTheDurationSet() throws {
    let at = try Self.card(
      """
      UIView.beginAnimations(nil, context: nil)
      UIView.setAnimationDuration(2)
      card.alpha = 0
      UIView.commitAnimations()
      """)
    // Ease-in-ease-out is symmetric: half way in time is half way in value.
    #expect(at(0).opacity == 1)
    #expect(abs(at(1).opacity - 0.5) < 1e-6)
    #expect(at(2).opacity == 0)
  }

  @Test func withoutSettingsABlockLastsUIKitsDefaultFifthOfASecond() throws {
    let at = try Self.card(
      """
      UIView.beginAnimations("fade", context: nil)
      card.alpha = 0
      UIView.commitAnimations()
      """)
    #expect(abs(at(0.1).opacity - 0.5) < 1e-6)
    #expect(at(0.2).opacity == 0)
  }

  @Test func theDelayCurveAndRepeatsAreTheOnesSet() throws {
    let at = try Self.card(
      """
      UIView.beginAnimations(nil, context: nil)
      UIView.setAnimationDelay(1)
      UIView.setAnimationDuration(2)
      UIView.setAnimationCurve(.linear)
      UIView.setAnimationRepeatCount(2)
      UIView.setAnimationRepeatAutoreverses(true)
      card.transform = CGAffineTransform(translationX: 100, y: 0)
      UIView.commitAnimations()
      """)
    func x(_ t: Double) -> Double { at(t).transform.m41 }
    #expect(x(0.5) == 0)
    #expect(abs(x(1.5) - 25) < 1e-6)  // linear: a quarter of the way at a quarter of the time
    #expect(abs(x(3) - 100) < 1e-6)  // the turn
    #expect(abs(x(4) - 50) < 1e-6)  // on the way back
    #expect(abs(x(6) - 50) < 1e-6)  // the second cycle
    #expect(x(10) == 100)  // done: the model value
  }

  @Test func theDelegatesDidStopSelectorRunsWhenTheBlockEnds() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Controller: UIViewController {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        override func viewDidLoad() {
          super.viewDidLoad()
          view.addSubview(card)
          UIView.beginAnimations(nil, context: nil)
          UIView.setAnimationDelegate(self)
          UIView.setAnimationDidStop(#selector(done))
          UIView.setAnimationDuration(1)
          card.center.x = 120
          UIView.commitAnimations()
        }
        @objc func done() { card.alpha = 0.5 }
      }
      PlaygroundPage.current.liveView = Controller()
      """
    let file = try OpenedFile.open(text: code, path: "/x/C.swift")
    func card(_ t: Double) -> Layer { file.scene.presentation(ParameterValues(), t).sublayers[0] }
    #expect(card(0.99).opacity == 1)
    #expect(card(1).opacity == 0.5)
  }

  @Test func aSettingOutsideABlockIsRefusedWithItsPlace() throws {
    #expect {
      _ = try Self.card("UIView.setAnimationDuration(2)")
    } throws: { error in
      "\(error)".contains("P.swift:6:") && "\(error)".contains("belongs between UIView.beginAnimations and commitAnimations")
    }
  }

  @Test func animationsDisabledMakeTheChangesAtOnce() throws {
    let at = try Self.card(
      """
      UIView.setAnimationsEnabled(false)
      UIView.animate(withDuration: 2) { card.alpha = 0 }
      """)
    #expect(at(1).opacity == 0)
  }
}

/// The repeat settings inside a `UIView.animate` block, as real code sets them there.
@Suite struct RepeatSettingsInAnimateBlockTests {
  @Test func aRepeatCountSetInsideAnimateRepeatsThatBlock() throws {
    let at = try UIViewBeginCommitTests.card(
      """
      UIView.animate(withDuration: 1, animations: {
        UIView.setAnimationRepeatCount(2)
        card.alpha = 0
      })
      """)
    // Ease-in-ease-out is symmetric: half way through each of the two runs is half way.
    #expect(abs(at(0.5).opacity - 0.5) < 1e-6)
    #expect(abs(at(1.5).opacity - 0.5) < 1e-6)
    #expect(at(2.5).opacity == 0)
  }

  @Test func insideAPropertyAnimatorsBlockItIsRefusedWithItsPlace() throws {
    #expect {
      _ = try UIViewBeginCommitTests.card(
        """
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 1, delay: 0, options: [.repeat], animations: {
          UIView.setAnimationRepeatCount(3000)
          card.alpha = 0
        })
        """)
    } throws: { error in
      "\(error)".contains("inside a property animator's block")
    }
  }
}
