import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A refusal in code scheduled after the setup is not swallowed: the run stops there, later
/// frames show the tree as it was then (not an earlier picture), and the scene says where and when.
@Suite struct StoppedAfterSetupTests {
  static let code = """
    let dot = CALayer()
    dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
    host.layer.addSublayer(dot)
    let mode: CGFloat = 1
    Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in
      CATransaction.setDisableActions(true)
      dot.position = CGPoint(x: 55, y: 5)
      if mode > 1 { let e = CAScrollLayer() }
    }
    """

  @Test func aRefusalInATimerStopsTheRunThereAndSaysWhereAndWhen() throws {
    let file = try LanguageTests.opened(Self.code)
    let mode = try #require(file.scene.parameters.first { $0.summary.contains("mode: CGFloat = 1") })
    var values = ParameterValues()
    #expect(file.scene.presentation(values, 1).sublayers[0].position == Point(55, 5))
    #expect(file.scene.stopped?(values) == nil)
    values[mode] = .number(2)
    // The timer moved the dot, then stopped at the refused call: the dot stays where it was put.
    #expect(file.scene.presentation(values, 1).sublayers[0].position == Point(55, 5))
    #expect(file.scene.presentation(values, 2).sublayers[0].position == Point(55, 5))
    let said = try #require(file.scene.stopped?(values))
    #expect(said.contains("L.swift:11:") && said.contains("CAScrollLayer()") && said.contains("at 0.5 s"))
    // Before the stop the frames are the code's own; the stop these numbers come to is still
    // said, once seen (a strip or an export that ends where the code stopped runs only up to
    // just before it).
    #expect(file.scene.presentation(values, 0.25).sublayers[0].position == Point(5, 5))
    #expect(file.scene.stopped?(values) == said)
    // Other numbers that do not stop say nothing.
    values[mode] = .number(1)
    #expect(file.scene.presentation(values, 0.25).sublayers[0].position == Point(5, 5))
    #expect(file.scene.stopped?(values) == nil)
  }

  /// Frames written after the code stopped end just before the stop, from a fresh run: the
  /// stop is said after them all the same (an `export frames` that ended at 0.03 s without a
  /// word about why).
  @Test func framesEndingWhereTheCodeStoppedStillSayWhy() throws {
    let file = try LanguageTests.opened(
      Self.code.replacingOccurrences(of: "let mode: CGFloat = 1", with: "let mode: CGFloat = 2"))
    let values = ParameterValues()
    let span = file.scene.period(values)
    for i in 0..<12 { _ = file.scene.presentation(values, span * Double(i) / 12) }
    let said = try #require(file.scene.stopped?(values))
    #expect(said.contains("CAScrollLayer()") && said.contains("at 0.5 s"))
  }

  /// With the file's own numbers the file still opens: its span ends where the code stopped
  /// (the motion before it is the code's own), and the scene says where and when.
  @Test func aRefusalWithTheFilesOwnNumbersEndsTheSpanWhereItStopped() throws {
    let file = try LanguageTests.opened(
      Self.code.replacingOccurrences(of: "let mode: CGFloat = 1", with: "let mode: CGFloat = 2"))
    let values = ParameterValues()
    #expect(file.scene.period(values) == 0.5)
    #expect(file.scene.presentation(values, 0.25).sublayers[0].position == Point(5, 5))
    #expect(file.scene.presentation(values, 0.5).sublayers[0].position == Point(55, 5))
    let said = try #require(file.scene.stopped?(values))
    #expect(said.contains("L.swift:11:") && said.contains("CAScrollLayer()") && said.contains("at 0.5 s"))
  }

  /// A refusal in the setup itself still refuses the file, with its place.
  @Test func aRefusalInTheSetupRefusesTheFileAtOpen() {
    #expect(throws: RunError(description: "L.swift:4:9: CAScrollLayer() is not simulated by Wobble yet")) {
      _ = try LanguageTests.opened("let e = CAScrollLayer()")
    }
  }
}

/// Layer classes of Swift 2 days and `layer.sublayers = nil`, as a 2016 loader app has them.
@Suite struct LayerClassSwift2AndSublayersTests {
  @Test func aSwift2MethodCalledWithoutSelfInALayerClassIsTodays() throws {
    let code = """
      class Dot: CAShapeLayer {
        func grow() {
          let a = CABasicAnimation(keyPath: "opacity")
          a.fromValue = 0
          a.toValue = 1
          a.duration = 2
          addAnimation(a, forKey: nil)
        }
      }
      let dot = Dot()
      host.layer.addSublayer(dot)
      dot.grow()
      """
    #expect(abs(try LanguageTests.tree(code, at: 1).sublayers[0].opacity - 0.5) < 1e-9)
  }

  @Test func settingSublayersReplacesThemAndNilClearsThem() throws {
    let code = """
      let a = CALayer(), b = CALayer(), c = CALayer()
      host.layer.addSublayer(a)
      host.layer.addSublayer(b)
      a.opacity = 0.3
      c.opacity = 0.7
      Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in host.layer.sublayers = [c] }
      Timer.scheduledTimer(withTimeInterval: 1.5, repeats: false) { _ in host.layer.sublayers = nil }
      """
    #expect(try LanguageTests.tree(code, at: 0.25).sublayers.count == 2)
    let replaced = try LanguageTests.tree(code, at: 1).sublayers
    #expect(replaced.count == 1 && abs(replaced[0].opacity - 0.7) < 1e-9)
    #expect(try LanguageTests.tree(code, at: 2).sublayers.isEmpty)
  }
}
