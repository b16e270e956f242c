import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Animation delegates chain animations; keyframe animations follow paths.
@Suite struct DelegateAndKeyframeTests {
  @Test func aDelegateChainsTheNextAnimationWhenOneStops() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      final class Chain: NSObject, CAAnimationDelegate {
        let dot = CALayer()
        var stops: [Bool] = []
        func fade(from a: CGFloat, to b: CGFloat, name: String) {
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.fromValue = a
          fade.toValue = b
          fade.duration = 0.5
          fade.fillMode = kCAFillModeForwards
          fade.isRemovedOnCompletion = false
          fade.delegate = self
          fade.setValue(name, forKey: "step")
          dot.add(fade, forKey: "fade")
        }
        func animationDidStart(_ anim: CAAnimation) {
          dot.cornerRadius += 1
        }
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
          guard flag, let step = anim.value(forKey: "step") as? String else { return }
          if step == "out" { fade(from: 0, to: 1, name: "in") }
        }
      }
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let chain = Chain()
      host.layer.addSublayer(chain.dot)
      chain.fade(from: 1, to: 0, name: "out")
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/Chain.swift")
    let dot = { (t: Double) in file.scene.presentation(ParameterValues(), t).sublayers[0] }
    #expect(abs(dot(0.25).opacity - 0.5) < 1e-9)
    // Out ends at 0.5 s and its delegate adds "in": 0 → 1 over the next 0.5 s.
    #expect(abs(dot(0.75).opacity - 0.5) < 1e-9)
    #expect(dot(1.2).opacity == 1)
    // Each start was told: two by 0.5 s (the second change animates implicitly until 0.75 s).
    #expect(dot(0.3).cornerRadius == 1 && dot(0.8).cornerRadius == 2)
  }

  @Test func replacingAnAnimationStopsItUnfinished() throws {
    let code = """
      import UIKit
      final class Watcher: NSObject, CAAnimationDelegate {
        let dot = CALayer()
        func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
          dot.cornerRadius = flag ? 10 : 20
        }
      }
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let w = Watcher()
      host.layer.addSublayer(w.dot)
      let a = CABasicAnimation(keyPath: "opacity")
      a.toValue = 0
      a.duration = 2
      a.delegate = w
      w.dot.add(a, forKey: "o")
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        let b = CABasicAnimation(keyPath: "opacity")
        b.toValue = 0.5
        w.dot.add(b, forKey: "o")
      }
      """
    let file = try OpenedFile.open(text: code, path: "/x/W.swift")
    let dot = { (t: Double) in file.scene.presentation(ParameterValues(), t).sublayers[0] }
    // Told at 1 s; the corner radius then animates implicitly over 0.25 s.
    #expect(dot(0.9).cornerRadius == 0)
    #expect(dot(1.25).cornerRadius == 20)
    #expect(dot(3).cornerRadius == 20)
  }

  @Test func aKeyframeAnimationFollowsItsPathPacedAndTurnsWithIt() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let dot = CALayer()
      dot.bounds = CGRect(x: 0, y: 0, width: 10, height: 10)
      host.layer.addSublayer(dot)
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 0, y: 0))
      path.addLine(to: CGPoint(x: 30, y: 0))
      path.addLine(to: CGPoint(x: 30, y: 90))
      let move = CAKeyframeAnimation(keyPath: "position")
      move.path = path.cgPath
      move.duration = 1
      move.calculationMode = kCAAnimationPaced
      move.rotationMode = .rotateAuto
      dot.add(move, forKey: "move")
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/K.swift")
    let dot = { (t: Double) in file.scene.presentation(ParameterValues(), t).sublayers[0] }
    // Paced over 120 points: 30 along x by 0.25 s, then down; half time is 60 points in.
    #expect(abs(dot(0.125).position.x - 15) < 1e-6 && abs(dot(0.125).position.y) < 1e-6)
    #expect(abs(dot(0.5).position.x - 30) < 1e-6 && abs(dot(0.5).position.y - 30) < 1e-6)
    // rotateAuto turns the layer to the tangent: 0 along x, π/2 going down (y is down).
    #expect(abs(dot(0.125).transform.m12) < 1e-9)
    #expect(abs(dot(0.5).effectiveTransform.m12 - 1) < 1e-9)
  }

  /// Key times Apple leaves undefined (not from 0 to 1 in order, or too few) are said once,
  /// with what Wobble does; regular ones say nothing.
  /// `contents` on discrete key frames is a flip-book, exact; blended (a basic animation) Core
  /// Animation cross-dissolves, which Wobble shows as a switch half way, saying so.
  @Test func contentsFlipDiscretelyAndABlendIsSaid() throws {
    func opened(_ animation: String) throws -> OpenedFile {
      try LanguageTests.opened(
        """
        func swatch(_ color: UIColor) -> CGImage {
          UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { ctx in
            color.setFill()
            ctx.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
          }.cgImage!
        }
        let layer = CALayer()
        layer.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
        host.layer.addSublayer(layer)
        \(animation)
        anim.duration = 1
        layer.add(anim, forKey: nil)
        """)
    }
    let flip = try opened(
      """
      let anim = CAKeyframeAnimation(keyPath: "contents")
      anim.values = [swatch(.red), swatch(.green)]
      anim.calculationMode = .discrete
      """)
    let first = flip.scene.presentation(ParameterValues(), 0.25).sublayers[0].content
    let second = flip.scene.presentation(ParameterValues(), 0.75).sublayers[0].content
    #expect(first != second && first != .none && second != .none)
    #expect(flip.scene.presentation(ParameterValues(), 1.5).sublayers[0].content == .none)
    #expect(!flip.warnings.contains { $0.contains("cross-dissolve") })
    let blend = try opened(
      """
      let anim = CABasicAnimation(keyPath: "contents")
      anim.fromValue = swatch(.red)
      anim.toValue = swatch(.green)
      """)
    #expect(blend.scene.presentation(ParameterValues(), 0.25).sublayers[0].content == first)
    #expect(blend.scene.presentation(ParameterValues(), 0.75).sublayers[0].content == second)
    #expect(blend.warnings.contains { $0.contains("cross-dissolve on iOS") })
  }

  @Test func irregularKeyTimesAreSaidWithWhatWobbleDoes() throws {
    func warnings(_ keyTimes: String) throws -> [String] {
      try LanguageTests.opened(
        """
        let dot = CALayer()
        host.layer.addSublayer(dot)
        let a = CAKeyframeAnimation(keyPath: "opacity")
        a.values = [0, 1, 0.5]
        a.keyTimes = \(keyTimes)
        dot.add(a, forKey: nil)
        """
      ).warnings.filter { $0.contains("keyTimes") }
    }
    #expect(try warnings("[0, 0.4, 1]").isEmpty)
    let late = try warnings("[0.2, 0.5, 1]")
    #expect(late.count == 1 && late[0].contains("[0.2, 0.5, 1] do not run from 0 to 1"))
    #expect(try warnings("[0, 1]").first?.contains("2 keyTimes for 3 values") == true)
  }

  @Test func animateKeyframesFollowsTheCalculationModeItIsGiven() throws {
    func scale(_ options: String, at t: Double) throws -> Double {
      let tree = try LanguageTests.tree(
        """
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.addSubview(badge)
        UIView.animateKeyframes(withDuration: 0.8, delay: 0, options: [\(options)], animations: {
          UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) {
            badge.transform = CGAffineTransform(scaleX: 1.3, y: 1.3)
          }
          UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { badge.transform = .identity }
        }, completion: nil)
        """, at: t)
      return tree.sublayers[0].transform.m11
    }
    // 0.2 s is a quarter, eased by UIKit's ease-in-ease-out to 0.129162 of the keyframe time
    // (0.258324 of the first segment): linear 1.077497; cubic 1.071030 (Catmull–Rom by hand with
    // tangents 0.15 and 0, as in KeyframeTests, which gives 1.16875 half way).
    #expect(abs(try scale("", at: 0.2) - 1.077497) < 1e-5)
    #expect(abs(try scale(".calculationModeCubic", at: 0.2) - 1.071030) < 1e-5)
    #expect(abs(try scale(".calculationModeDiscrete", at: 0.2) - 1) < 1e-9)
  }
}
