import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A sound player is made, its settings read back, and `play()` skipped with one warning: the
/// animation the code starts after it runs (Swift 1.2's `init(contentsOfURL:error:)` too).
@Suite struct AVAudioPlayerTests {
  @Test func aPlayerIsMadeAndItsSoundSkippedWithOneWarning() throws {
    let file = try LanguageTests.opened(
      """
      let url = URL(fileURLWithPath: "/x/squish.caf")
      let player = try! AVAudioPlayer(contentsOf: url)
      let old = AVAudioPlayer(contentsOfURL: url, error: nil)
      player.numberOfLoops = -1
      player.volume = 0.25
      player.prepareToPlay()
      player.play()
      old.play()
      let dot = CALayer()
      dot.opacity = Float(player.volume) * (player.isPlaying ? 0 : 2)
      dot.cornerRadius = CGFloat(player.numberOfLoops)
      host.layer.addSublayer(dot)
      """)
    let dot = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    #expect(dot.opacity == 0.5 && dot.cornerRadius == -1)
    #expect(file.warnings.filter { $0.contains("AVAudioPlayer is skipped: a preview plays no sound") }.count == 1)
  }

  /// Swift 1.2's options joined by `|` are a set, said once; `|` of numbers stays bitwise.
  @Test func swift12OptionsJoinedByABarAreASet() throws {
    let file = try LanguageTests.opened(
      """
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(box)
      UIView.animate(withDuration: 1, delay: 0, options: .curveLinear | .autoreverse, animations: { box.alpha = 0 })
      box.tag = 5 | 2
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    #expect(abs(file.scene.presentation(ParameterValues(), 0.5).sublayers[0].opacity - 0.5) < 1e-9)
    #expect(tree.sublayers[0].opacity == 1)
    #expect(file.warnings.contains { $0.contains("options joined by | are Swift 1.2's") })
  }
}
