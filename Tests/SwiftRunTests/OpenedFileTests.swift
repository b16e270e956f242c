import Animation
import Foundation
import Geometry
import Scenes
import SwiftRun
import Testing

/// A playground file run over the engine: the tree it builds and the numbers it exposes.
@Suite struct OpenedFileTests {
  static let ring = """
    import UIKit
    import PlaygroundSupport

    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 160))
    view.backgroundColor = .white
    let ring = CAShapeLayer()
    ring.frame = view.bounds
    ring.path = UIBezierPath(ovalIn: CGRect(x: 50, y: 30, width: 100, height: 100)).cgPath
    ring.strokeColor = UIColor.orange.cgColor
    ring.fillColor = UIColor.clear.cgColor
    ring.lineWidth = 4
    view.layer.addSublayer(ring)

    let draw = CABasicAnimation(keyPath: "strokeEnd")
    draw.fromValue = 0
    draw.toValue = 1
    draw.duration = 1.5
    draw.repeatCount = .infinity
    ring.add(draw, forKey: "draw")
    PlaygroundPage.current.liveView = view
    """

  func opened() throws -> OpenedFile { try OpenedFile.open(text: Self.ring, path: "/tmp/Ring.swift") }

  @Test func theFilesNumbersAreTheScenesParameters() throws {
    let file = try opened()
    let names = file.scene.parameters.prefix(file.source.literals.count).map(\.name)
    #expect(names.contains("draw.duration") && names.contains("ring.lineWidth") && names.contains("view.frame.width"))
    #expect(file.scene.parameter(named: "draw.duration")?.defaultValue == .number(1.5))
    #expect(file.size.width == 200 && file.size.height == 160)
    #expect(abs(file.scene.period(ParameterValues()) - 1.5) < 1e-12)
  }

  /// strokeEnd runs 0 → 1 linearly over draw.duration; a tuned duration changes the motion.
  @Test func theAnimationRunsAsTheFileSaysWithTunedNumbers() throws {
    let file = try opened()
    func strokeEnd(_ v: ParameterValues, _ t: Double) -> Double? {
      guard let layer = file.scene.presentation(v, t).sublayer(named: "ring"), case .shape(let s) = layer.content else {
        return nil
      }
      return s.strokeEnd
    }
    let v = ParameterValues()
    #expect(abs((strokeEnd(v, 0.75) ?? -1) - 0.5) < 1e-9)
    var tuned = v
    tuned[try #require(file.scene.parameter(named: "draw.duration"))] = .number(3)
    #expect(abs((strokeEnd(tuned, 0.75) ?? -1) - 0.25) < 1e-9)
    let lineWidth = try #require(file.scene.parameter(named: "ring.lineWidth"))
    tuned[lineWidth] = .number(9)
    guard case .shape(let s)? = file.scene.presentation(tuned, 0).sublayer(named: "ring")?.content else {
      Issue.record("no ring")
      return
    }
    #expect(s.stroke.width == 9)
  }

  /// The export is the same file with only the tuned literal replaced.
  @Test func theExportIsTheSameFileWithTheTunedNumber() throws {
    let file = try opened()
    var v = ParameterValues()
    v[try #require(file.scene.parameter(named: "draw.duration"))] = .number(0.8)
    let out = try #require(file.scene.source?(v))
    #expect(out == Self.ring.replacingOccurrences(of: "draw.duration = 1.5", with: "draw.duration = 0.8"))
  }

  @Test(arguments: [
    ("let e = CAEmitterLayer()\n", "Ring.swift:1:9: CAEmitterLayer() is not simulated by Wobble yet"),
    (
      "class A {}\n",
      "Ring.swift:1:1: `class A {}` (ClassDecl) is not simulated by Wobble yet (top-level let, var and expressions are)"
    ),
    ("let v = UIView(frame: .zero)\nv.tint = 3\n", "Ring.swift:2:3: setting tint of a UIView is not simulated by Wobble yet"),
    ("let x = 1\n", "Ring.swift: no view to show: set PlaygroundPage.current.liveView, or make a UIView"),
    ("let l = CALayer()\nl.opacity = \"a\"\n", "Ring.swift:2:3: opacity takes a number, not a string"),
  ])
  func codeOutsideTheSubsetIsRefusedWithItsPlace(code: String, message: String) {
    #expect(throws: RunError(description: message)) { try OpenedFile.open(text: code, path: "/x/Ring.swift") }
  }
}
