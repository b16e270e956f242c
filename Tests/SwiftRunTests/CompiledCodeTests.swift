import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Expressions run compiled (once per run) must mean what the walk means: names the file
/// declares win over the built-ins, tuned literals reach every run, errors name their place.
@Suite struct CompiledExpressionTests {
  @Test func theFilesOwnFunctionsAndClosuresShadowTheBuiltIns() throws {
    let tree = try LanguageTests.tree(
      """
      func abs(_ x: Double) -> Double { 0.25 }
      let cos = { (x: Double) -> Double in 0.5 }
      let a = CALayer()
      a.opacity = Float(abs(-3))
      host.layer.addSublayer(a)
      let b = CALayer()
      b.opacity = Float(cos(0))
      host.layer.addSublayer(b)
      let c = CALayer()
      c.opacity = Float(sin(Double.pi / 6))
      host.layer.addSublayer(c)
      """)
    #expect(tree.sublayers[0].opacity == 0.25)
    #expect(tree.sublayers[1].opacity == 0.5)
    #expect(abs(tree.sublayers[2].opacity - 0.5) < 1e-12)
  }

  @Test func aMemberOfSelfNamedLikeATypeIsTheMember() throws {
    // `Size` is a type elsewhere; inside `Box` it is also a property, which wins.
    let tree = try LanguageTests.tree(
      """
      struct Size { var w = 1.0 }
      final class Box {
        let layer = CALayer()
        var Size: CGFloat = 30
        init() { layer.frame = CGRect(x: 0, y: 0, width: Size, height: 10) }
      }
      let box = Box()
      host.layer.addSublayer(box.layer)
      """)
    #expect(tree.sublayers[0].bounds.width == 30)
  }

  @Test func everyRunReadsTheTunedLiterals() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      var k = 0.0
      let dot = CALayer()
      host.layer.addSublayer(dot)
      Timer.scheduledTimer(withTimeInterval: 0.1, repeats: true) { _ in
        k += 0.125
        CATransaction.setDisableActions(true)
        dot.opacity = Float(min(k * 2, 1))
        dot.position.x = -10
      }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/T.swift")
    let step = try #require(file.scene.parameters.first { $0.summary.contains("k += 0.125") })
    let x = try #require(file.scene.parameters.first { $0.summary.contains("= -10") })
    var values = ParameterValues()
    #expect(file.scene.presentation(values, 0.25).sublayers[0].opacity == 0.5)
    // The code compiled by the first run is kept; each run still reads its own numbers.
    values[step] = .number(0.0625)
    values[x] = .number(-30)
    #expect(file.scene.presentation(values, 0.25).sublayers[0].opacity == 0.25)
    #expect(file.scene.presentation(values, 0.25).sublayers[0].position.x == -30)
    #expect(file.scene.presentation(ParameterValues(), 0.25).sublayers[0].opacity == 0.5)
    #expect(file.scene.presentation(ParameterValues(), 0.25).sublayers[0].position.x == -10)
  }

  @Test func staticPropertiesReadDirectlyStillFollowAssignmentsAndShadowing() throws {
    let tree = try LanguageTests.tree(
      """
      struct Metrics { static let height: CGFloat = 5 }
      enum Counter { static var count: CGFloat = 0 }
      final class Box {
        static let side: CGFloat = 12
        let layer = CALayer()
        var Metrics = CGSize(width: 30, height: 40)
        init() {
          Counter.count += 1
          Counter.count += 1
          layer.frame = CGRect(x: 0, y: 0, width: Box.side + Counter.count, height: Metrics.height)
        }
      }
      host.layer.addSublayer(Box().layer)
      """)
    // 12 + 2 wide; `Metrics` inside Box is its CGSize property (height 40), not the type (5).
    #expect(tree.sublayers[0].bounds.width == 14)
    #expect(tree.sublayers[0].bounds.height == 40)
  }

  @Test func everyTickEvaluatesTernariesNegationsParenthesesAndImplicitMembersAnew() throws {
    // A display link flips `on` each tick (it first fires a frame after it is added): by 2/60 s
    // it has ticked twice (on, then off), by 3/60 s three times (on again). The opacity is 0.25
    // when on, π/10 when off; x counts the ticks it was off, y is 2 while `last` holds the layer.
    let file = """
      final class Flip {
        let layer = CALayer()
        var on = false
        var offTicks: CGFloat = 0
        var last: CALayer? = nil
        init() { CADisplayLink(target: self, selector: #selector(tick)).add(to: .main, forMode: .common) }
        @objc func tick() {
          on = !on
          CATransaction.setDisableActions(true)
          layer.opacity = Float(on ? (0.25) : .pi / 10)
          offTicks += (!on ? 1 : 0)
          last = on ? nil : layer
          layer.position = CGPoint(x: offTicks, y: last == nil ? 1 : 2)
        }
      }
      let flip = Flip()
      host.layer.addSublayer(flip.layer)
      """
    let off = try LanguageTests.tree(file, at: 2.0 / 60)
    #expect(abs(off.sublayers[0].opacity - Double.pi / 10) < 1e-6)
    #expect(off.sublayers[0].position == Point(1, 2))
    let on = try LanguageTests.tree(file, at: 3.0 / 60)
    #expect(on.sublayers[0].opacity == 0.25)
    #expect(on.sublayers[0].position == Point(1, 1))
  }

  @Test func aTransactionCalledEveryTickNamesAWrongArgumentsPlace() throws {
    #expect(throws: RunError(description: "L.swift:4:33: setDisableActions takes true or false, not a number")) {
      try LanguageTests.tree("CATransaction.setDisableActions(1)")
    }
  }

  @Test func aWrongKindInCompiledArithmeticNamesItsPlace() throws {
    #expect {
      try LanguageTests.tree("let x = 2 * \"two\"")
    } throws: { error in
      "\(error)".contains("L.swift:4:13") && "\(error)".contains("expected a number, found a string")
    }
  }
}
