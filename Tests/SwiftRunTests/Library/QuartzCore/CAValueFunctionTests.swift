import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `CAValueFunction`: an animation of `transform` whose number values a function makes into
/// transforms — from the identity, the same motion as the component key path; refused where
/// Wobble would not show what Core Animation does.
@Suite struct CAValueFunctionTests {
  /// A square turned by an animation of `keyPath` (with `function` as its value function).
  static func turned(_ keyPath: String, function: String?, at t: Double, transformed: Bool = false) throws -> Transform3D {
    try LanguageTests.tree(
      """
      let square = CALayer()
      square.frame = CGRect(x: 50, y: 20, width: 40, height: 40)
      \(transformed ? "square.transform = CATransform3DMakeScale(2, 2, 1)" : "")
      host.layer.addSublayer(square)
      let turn = CABasicAnimation(keyPath: "\(keyPath)")
      \(function.map { "turn.valueFunction = CAValueFunction(name: .\($0))" } ?? "")
      turn.fromValue = 0
      turn.toValue = CGFloat.pi
      turn.duration = 2
      square.add(turn, forKey: nil)
      """, at: t
    ).sublayers[0].effectiveTransform
  }

  @Test func aRotateZFunctionTurnsAsTheRotationKeyPathDoes() throws {
    for t in [0.0, 0.5, 1.3] {
      #expect(
        try Self.turned("transform", function: "rotateZ", at: t)
          == (try Self.turned("transform.rotation.z", function: nil, at: t)))
    }
    // A second in, it has turned.
    #expect(try Self.turned("transform", function: "rotateZ", at: 1) != .identity)
  }

  @Test func oneMadeButNeverAddedChangesNothingAndTheRestAreRefusedWithTheirPlace() throws {
    _ = try LanguageTests.tree(
      """
      let spin = CABasicAnimation(keyPath: #keyPath(CALayer.transform))
      spin.valueFunction = CAValueFunction(name: CAValueFunctionName.rotateX)
      """)
    #expect(throws: RunError.self) { try Self.turned("transform", function: "rotateZ", at: 0, transformed: true) }
    #expect(throws: RunError.self) { try Self.turned("transform", function: "scale", at: 0) }
    #expect(throws: RunError.self) { try Self.turned("opacity", function: "rotateZ", at: 0) }
  }
}
