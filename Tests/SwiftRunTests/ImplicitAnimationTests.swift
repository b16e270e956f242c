import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A change to a standalone layer on screen animates as its default action does; a view's
/// layer, a layer not yet drawn, and a transaction with actions disabled do not.
@Suite struct ImplicitAnimationTests {
  /// `body` runs 1 s after setup, on `dot` (a standalone layer on screen) and `host` (a view).
  static func opened(_ body: String, setup: String = "") throws -> (Double) -> Layer {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let dot = CALayer()
      dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
      host.layer.addSublayer(dot)
      \(setup)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        \(body)
      }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/Implicit.swift")
    return { t in file.scene.presentation(ParameterValues(), t) }
  }

  static func opacity(_ tree: Layer) -> Double { tree.sublayer(named: "dot")!.opacity }

  /// `CAMediaTimingFunctionName.default` (0.25, 0.1, 0.25, 1) at x = 0.5 and 0.25, solved by
  /// bisection in Python, independently of Wobble's solver.
  static let defaultCurveAtHalf = 0.802_403_387_584_857
  static let defaultCurveAtQuarter = 0.408_510_591_355_395_8

  @Test func aStandaloneLayerAnimatesOverAQuarterSecondOnTheDefaultCurve() throws {
    let at = try Self.opened("dot.opacity = 0")
    #expect(Self.opacity(at(0.99)) == 1)
    #expect(Self.opacity(at(1)) == 1)
    #expect(abs(Self.opacity(at(1.0625)) - (1 - Self.defaultCurveAtQuarter)) < 1e-4)
    #expect(abs(Self.opacity(at(1.125)) - (1 - Self.defaultCurveAtHalf)) < 1e-4)
    #expect(Self.opacity(at(1.25)) == 0)
    #expect(Self.opacity(at(3)) == 0)
  }

  @Test func aViewsOwnLayerChangesAtOnce() throws {
    let at = try Self.opened("host.layer.opacity = 0.5\nhost.alpha = 0.5")
    #expect(at(1).opacity == 0.5)
  }

  @Test func aLayerNotYetDrawnTakesItsValuesAtOnce() throws {
    // Made, changed and added in the same turn: nothing was on screen to animate from.
    let at = try Self.opened(
      """
      let late = CALayer()
      late.name = "late"
      host.layer.addSublayer(late)
      late.opacity = 0.25
      """)
    #expect(at(1).sublayers.last!.opacity == 0.25)
    // Changes during setup do not animate either: `dot` was made in that turn.
    #expect(Self.opacity(try Self.opened("", setup: "dot.opacity = 0.5")(0)) == 0.5)
  }

  /// A controller's `viewDidAppear(_:)` comes after the commit that drew its view (UIKit runs
  /// it among its after-commit blocks): a layer made in `viewDidLoad()` animates there, on the
  /// default curve over a quarter second from 0 s. Changed in `viewWillAppear(_:)`, before that
  /// commit, it takes the value at once.
  @Test func aLayerMadeBeforeViewDidAppearAnimatesThereButNotInViewWillAppear() throws {
    func opened(_ method: String) throws -> (Double) -> Double {
      let code = """
        import UIKit
        import PlaygroundSupport
        class Screen: UIViewController {
          let dot = CALayer()
          override func viewDidLoad() {
            super.viewDidLoad()
            dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
            view.layer.addSublayer(dot)
          }
          override func \(method)(_ animated: Bool) {
            super.\(method)(animated)
            dot.opacity = 0
          }
        }
        PlaygroundPage.current.liveView = Screen()
        """
      let file = try OpenedFile.open(text: code, path: "/x/Screen.swift")
      return { t in file.scene.presentation(ParameterValues(), t).sublayers[0].opacity }
    }
    let appeared = try opened("viewDidAppear")
    #expect(appeared(0) == 1)
    #expect(abs(appeared(0.125) - (1 - Self.defaultCurveAtHalf)) < 1e-4)
    #expect(appeared(0.25) == 0)
    let appearing = try opened("viewWillAppear")
    #expect(appearing(0) == 0)
  }

  @Test func disabledActionsChangeAtOnceAndOnlyInsideTheirTransaction() throws {
    let at = try Self.opened(
      """
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      dot.opacity = 0
      CATransaction.commit()
      dot.position = CGPoint(x: 60, y: 20)
      """)
    #expect(Self.opacity(at(1)) == 0)
    #expect(at(1).sublayer(named: "dot")!.position == Point(20, 20))
    #expect(at(1.25).sublayer(named: "dot")!.position == Point(60, 20))
    let keyed = try Self.opened("CATransaction.setValue(kCFBooleanTrue, forKey: kCATransactionDisableActions)\ndot.opacity = 0")
    #expect(Self.opacity(keyed(1)) == 0)
  }

  @Test func aLayersActionsTurnOffOrReshapeItsImplicitAnimations() throws {
    // NSNull() for opacity: at once; position keeps its default quarter second.
    let off = try Self.opened(
      "dot.opacity = 0\ndot.position = CGPoint(x: 60, y: 20)", setup: "dot.actions = [\"opacity\": NSNull()]")
    #expect(Self.opacity(off(1)) == 0)
    #expect(off(1.125).sublayer(named: "dot")!.position.x > 20)
    #expect(off(1.125).sublayer(named: "dot")!.position.x < 60)
    #expect(off(1.25).sublayer(named: "dot")!.position == Point(60, 20))
    // An animation as the action lends its duration (1 s) and curve (linear): halfway at 0.5 s.
    let slow = try Self.opened(
      "dot.opacity = 0",
      setup: """
        let fade = CABasicAnimation()
        fade.duration = 1
        fade.timingFunction = CAMediaTimingFunction(name: .linear)
        dot.actions = ["opacity": fade]
        """)
    #expect(abs(Self.opacity(slow(1.5)) - 0.5) < 1e-9)
    #expect(Self.opacity(slow(2)) == 0)
  }

  @Test func theTransactionSetsDurationAndCurveAndItsCompletionRunsAtTheEnd() throws {
    let at = try Self.opened(
      """
      CATransaction.begin()
      CATransaction.setAnimationDuration(2)
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
      CATransaction.setCompletionBlock { dot.cornerRadius = 7 }
      dot.opacity = 0
      CATransaction.commit()
      """)
    #expect(abs(Self.opacity(at(1.5)) - 0.75) < 1e-9)
    #expect(abs(Self.opacity(at(2.5)) - 0.25) < 1e-9)
    #expect(at(2.9).sublayer(named: "dot")!.cornerRadius == 0)
    // The completion's own change animates implicitly, 0.25 s from 3 s.
    #expect(at(3.25).sublayer(named: "dot")!.cornerRadius == 7)
  }

  /// `setCompletionBlock(_:)` takes an optional block (WifiView passes its optional
  /// completion along): nil clears one set before.
  @Test func aNilCompletionBlockClearsTheTransactionsBlock() throws {
    let at = try Self.opened(
      """
      CATransaction.begin()
      CATransaction.setCompletionBlock { dot.cornerRadius = 7 }
      let none: (() -> Void)? = nil
      CATransaction.setCompletionBlock(none)
      dot.opacity = 0
      CATransaction.commit()
      """)
    #expect(Self.opacity(at(2)) == 0)
    #expect(at(2).sublayer(named: "dot")!.cornerRadius == 0)
  }

  @Test func transactionKeysSetByTheirStringsApplyToTheirOwnNestedTransaction() throws {
    // CAAnimationDemo (shijian123) nests transactions and names the keys by their strings.
    let at = try Self.opened(
      """
      CATransaction.begin()
      CATransaction.setValue(2.0, forKey: "animationDuration")
      CATransaction.setValue(CAMediaTimingFunction(name: .linear), forKey: "animationTimingFunction")
      dot.position = CGPoint(x: 60, y: 20)
      CATransaction.begin()
      CATransaction.setValue(5.0, forKey: kCATransactionAnimationDuration)
      dot.opacity = 0
      dot.cornerRadius = CGFloat(CATransaction.animationDuration())
      CATransaction.commit()
      dot.borderWidth = CATransaction.value(forKey: "animationDuration") as! CGFloat
      CATransaction.commit()
      """)
    #expect(abs(at(2).sublayer(named: "dot")!.position.x - 40) < 1e-9)
    #expect(abs(Self.opacity(at(3.5)) - 0.5) < 1e-9)
    // Read back inside each transaction: the inner's 5 s, then the outer's 2 s.
    #expect(at(7).sublayer(named: "dot")!.cornerRadius == 5)
    #expect(at(7).sublayer(named: "dot")!.borderWidth == 2)
  }

  @Test func anUnknownTransactionKeyOrAWrongValueIsRefusedWithItsPlace() {
    for (setup, said) in [
      ("CATransaction.setValue(1, forKey: \"kCATransactionSpeed\")", "no key \"kCATransactionSpeed\""),
      ("CATransaction.setValue(\"slow\", forKey: \"animationDuration\")", "a finite number of seconds"),
    ] {
      do {
        _ = try Self.opened("", setup: setup)
        Issue.record("accepted: \(setup)")
      } catch let error as RunError {
        #expect(error.message.contains(said))
        #expect(error.line == 7)
      } catch {
        Issue.record("not a RunError: \(error)")
      }
    }
  }

  @Test func anExplicitAnimationWithoutDurationTakesTheTransactions() throws {
    let at = try Self.opened(
      """
      CATransaction.begin()
      CATransaction.setAnimationDuration(4)
      let slide = CABasicAnimation(keyPath: "opacity")
      slide.fromValue = 0
      slide.toValue = 1
      dot.add(slide, forKey: "fade")
      CATransaction.commit()
      """)
    #expect(abs(Self.opacity(at(2)) - 0.25) < 1e-9)
  }

  @Test func aChangeDuringAnImplicitAnimationContinuesFromWhatIsShown() throws {
    let at = try Self.opened(
      """
      CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
      dot.opacity = 0
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.125) {
        CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
        dot.opacity = 1
      }
      """)
    // Half way down (0.5) when reversed, then back up over 0.25 s.
    #expect(abs(Self.opacity(at(1.125)) - 0.5) < 1e-9)
    #expect(abs(Self.opacity(at(1.25)) - 0.75) < 1e-9)
    #expect(Self.opacity(at(1.375)) == 1)
  }

  /// An animation with no values runs "between the previous value of keyPath in the target
  /// layer's presentation layer and the current value" (`CABasicAnimation.h`): a position
  /// moved with actions disabled, then a basic animation given its key path only, slides from
  /// the old place; one added when the property did not change this turn moves nothing.
  @Test func anAnimationWithNoValuesRunsFromWhatWasShownBeforeTheTurnsChange() throws {
    let moved = try Self.opened(
      """
      CATransaction.setDisableActions(true)
      dot.position.y += 100
      let slide = CABasicAnimation(keyPath: "position")
      slide.duration = 1
      slide.timingFunction = CAMediaTimingFunction(name: .linear)
      dot.add(slide, forKey: nil)
      """, setup: "")
    // Half way through its second: half way from 20 to 120.
    #expect(abs(moved(1.5).sublayer(named: "dot")!.position.y - 70) < 1e-6)
    #expect(moved(2.5).sublayer(named: "dot")!.position.y == 120)
    let still = try Self.opened(
      """
      let slide = CABasicAnimation(keyPath: "position")
      slide.duration = 1
      dot.add(slide, forKey: nil)
      """, setup: "")
    #expect(still(1.5).sublayer(named: "dot")!.position.y == 20)
  }
}

/// A `UIView.animate` block does not animate a layer no view owns: the change takes Core
/// Animation's implicit animation (0.25 s) or, for a layer made in the same turn, its value at
/// once; iOS's picture, said once at the change since the code rarely means it.
@Suite struct LayerInViewAnimationTests {
  static func opened(_ block: String) throws -> OpenedFile {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let dot = CALayer()
      dot.name = "dot"
      dot.backgroundColor = UIColor.red.cgColor
      dot.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
      host.layer.addSublayer(dot)
      PlaygroundPage.current.liveView = host
      \(block)
      """
    return try OpenedFile.open(text: code, path: "/x/Block.swift")
  }

  @Test func aDrawnLayerTakesTheImplicitQuarterSecondNotTheBlocksSixAndItIsSaid() throws {
    let file = try Self.opened(
      """
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        UIView.animate(withDuration: 6) { dot.opacity = 0 }
      }
      """)
    let opacity = { (t: Double) in file.scene.presentation(ParameterValues(), t).sublayer(named: "dot")!.opacity }
    #expect(opacity(1.125) > 0.1 && opacity(1.125) < 0.9)
    #expect(opacity(1.3) == 0)
    // Said when the run reaches it, a second after the setup.
    let said = (file.scene.laterWarnings?(ParameterValues()) ?? []).filter {
      $0.contains("UIView.animate does not animate dot, a layer no view owns")
    }
    #expect(said.count == 1, "\(file.warnings)")
    #expect(said.first?.hasPrefix("Block.swift:11:") == true, "\(said)")
    #expect(said.first?.contains("implicit animation instead (0.25 s") == true)
  }

  @Test func aLayerMadeThisTurnTakesTheValueAtOnceAndItIsSaid() throws {
    let file = try Self.opened("UIView.animate(withDuration: 6) { dot.opacity = 0 }")
    #expect(file.scene.presentation(ParameterValues(), 0.5).sublayer(named: "dot")!.opacity == 0)
    #expect(file.warnings.contains { $0.contains("dot, a layer no view owns: made in this turn and not drawn yet") })
  }

  @Test func aViewsChangeInTheBlockIsNotSaid() throws {
    let file = try Self.opened("UIView.animate(withDuration: 6) { host.alpha = 0.5 }")
    #expect(!file.warnings.contains { $0.contains("a layer no view owns") })
  }
}
