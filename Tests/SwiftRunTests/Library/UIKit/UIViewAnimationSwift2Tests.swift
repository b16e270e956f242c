import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Swift 2's UIView animation calls (`UIView.animateWithDuration(2, animations:)`, capitalised
/// options `[.Repeat, .Autoreverse]`), renamed by Swift 3: the same animations as today's
/// spellings, with one warning naming them.
@Suite struct UIViewAnimationSwift2Tests {
  /// The box's x position at `t`, and the warnings, for the animation call `call`.
  static func run(_ call: String, at t: Double) throws -> (x: Double, warnings: [String]) {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      host.addSubview(box)
      \(call)
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/Old.swift")
    return (file.scene.presentation(ParameterValues(), t).sublayers[0].position.x, file.warnings)
  }

  @Test func animateWithDurationIsAnimateWithDuration() throws {
    let old = "UIView.animateWithDuration(2.0, animations: { box.center.x = 110 })"
    let new = "UIView.animate(withDuration: 2.0, animations: { box.center.x = 110 })"
    for t in [0.0, 0.5, 1.0, 2.5] {
      #expect(try Self.run(old, at: t).x == (try Self.run(new, at: t).x), "at \(t)")
    }
    #expect(try Self.run(old, at: 1).x > 10)
    #expect(
      try Self.run(old, at: 0).warnings.contains {
        $0.contains("Old.swift:6:") && $0.contains("UIView.animateWithDuration is Swift 2's UIView.animate(withDuration:…)")
      })
  }

  @Test func capitalisedOptionsRepeatAndReverse() throws {
    let old = """
      UIView.animateWithDuration(1, delay: 0, options: [.Repeat, .Autoreverse, .CurveLinear], animations: { box.center.x = 110 }, completion: nil)
      """
    // Linear, there and back each second: at 1.5 s half way back.
    #expect(abs(try Self.run(old, at: 1.5).x - 60) < 1e-6)
  }

  @Test func keyframesWithDurationAndAddKeyframeWithRelativeStartTime() throws {
    let old = """
      UIView.animateKeyframesWithDuration(2, delay: 0, options: [], animations: {
        UIView.addKeyframeWithRelativeStartTime(0, relativeDuration: 0.5, animations: { box.center.x = 110 })
      }, completion: nil)
      """
    #expect(abs(try Self.run(old, at: 1).x - 110) < 1e-6)
  }
}

/// Swift 2's C functions for affine transforms, renamed by Swift 3, make the same transforms
/// as today's spellings.
@Suite struct AffineTransformSwift2Tests {
  @Test func theCFunctionsAreTodaysInitialisersAndMethods() throws {
    let tree = try LanguageTests.tree(
      """
      var hits: CGFloat = 0
      if CGAffineTransformMakeScale(2, 3) == CGAffineTransform(scaleX: 2, y: 3) { hits += 1 }
      if CGAffineTransformMakeRotation(0.5) == CGAffineTransform(rotationAngle: 0.5) { hits += 1 }
      if CGAffineTransformMakeTranslation(4, 5) == CGAffineTransform(translationX: 4, y: 5) { hits += 1 }
      let r = CGAffineTransform(rotationAngle: 0.3)
      if CGAffineTransformScale(r, 2, 3) == r.scaledBy(x: 2, y: 3) { hits += 1 }
      if CGAffineTransformRotate(r, 0.2) == r.rotated(by: 0.2) { hits += 1 }
      if CGAffineTransformTranslate(r, 4, 5) == r.translatedBy(x: 4, y: 5) { hits += 1 }
      if CGAffineTransformConcat(r, CGAffineTransformIdentity) == r.concatenating(.identity) { hits += 1 }
      let dot = CALayer()
      dot.borderWidth = hits
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].borderWidth == 7)
  }
}
