import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `UIVisualEffectView` with a `UIBlurEffect`: its material's flat tint, the blur behind said
/// not drawn; its `effect` set in an animation block fades the tint; its content view is itself.
@Suite struct UIVisualEffectViewTests {
  @Test func aBlurIsItsMaterialsTintAndTheBlurIsSaid() throws {
    let file = try LanguageTests.opened(
      """
      let frost = UIVisualEffectView(effect: UIBlurEffect(style: .light))
      frost.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      let label = UILabel(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
      frost.contentView.addSubview(label)
      let dark = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
      host.addSubview(frost)
      host.addSubview(dark)
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    let bar = 247.0 / 255
    #expect(tree.sublayers[0].backgroundColor == Color(red: bar, green: bar, blue: bar, alpha: 0.8))
    #expect(tree.sublayers[0].sublayers.count == 1)
    #expect(tree.sublayers[1].backgroundColor == Color(red: 28.0 / 255, green: 28.0 / 255, blue: 30.0 / 255, alpha: 0.8))
    #expect(file.warnings.contains { $0.contains("blur of what lies behind it is not drawn: .light is shown as a flat tint") })
  }

  /// A vibrancy effect view (SwiftSpinner's title sits in one, inside its blur) draws no tint
  /// and its content keeps its colours, said; Swift 2's `forBlurEffect:` is Swift 3's
  /// `blurEffect:`, said; anything but a blur is refused as a vibrancy's blur.
  @Test func aVibrancyViewDrawsItsContentInItsOwnColoursSaid() throws {
    let file = try LanguageTests.opened(
      """
      let blur = UIBlurEffect(style: .dark)
      let frost = UIVisualEffectView(effect: blur)
      frost.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
      let vibrant = UIVisualEffectView(effect: UIVibrancyEffect(forBlurEffect: blur))
      vibrant.frame = frost.bounds
      let dot = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
      dot.backgroundColor = .white
      vibrant.contentView.addSubview(dot)
      frost.contentView.addSubview(vibrant)
      host.addSubview(frost)
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    let vibrant = tree.sublayers[0].sublayers[0]
    #expect(vibrant.backgroundColor == nil)
    #expect(vibrant.sublayers[0].backgroundColor == Color(red: 1, green: 1, blue: 1, alpha: 1))
    #expect(file.warnings.contains { $0.contains("vibrancy effect's blending with what lies behind is not drawn") })
    #expect(file.warnings.contains { $0.contains("UIVibrancyEffect(forBlurEffect:) is Swift 2's UIVibrancyEffect(blurEffect:)") })
    #expect(throws: RunError.self) {
      try LanguageTests.opened("let v = UIVibrancyEffect(blurEffect: UIColor.red)")
    }
  }

  /// The common fade-in: an effect view made without an effect, given one in an animation block.
  @Test func anEffectSetInAnAnimationBlockFadesIn() throws {
    let tree = { (t: Double) throws -> Layer in
      try LanguageTests.tree(
        """
        let frost = UIVisualEffectView(effect: nil)
        frost.frame = host.bounds
        host.addSubview(frost)
        UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: {
          frost.effect = UIBlurEffect(style: .extraLight)
        })
        """, at: t)
    }
    #expect(try tree(0).sublayers[0].backgroundColor?.alpha ?? 0 < 0.01)
    let half = try #require(try tree(0.5).sublayers[0].backgroundColor)
    #expect(abs(half.alpha - 0.45) < 0.02)
    #expect(try tree(1).sublayers[0].backgroundColor == Color(red: 1, green: 1, blue: 1, alpha: 0.9))
  }
}
