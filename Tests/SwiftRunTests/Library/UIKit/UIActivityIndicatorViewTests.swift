import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `UIActivityIndicatorView` as Apple documents it: sized by its style (20 points; 37 for
/// `.large` and `.whiteLarge`), coloured by it (white for the white styles, gray otherwise)
/// unless `color` is set, hidden while stopped as long as `hidesWhenStopped` (true by
/// default), drawn centred whatever its frame. The petals' shape and pace are iOS 13's as
/// Wobble approximates them (8 petals, the lead going round once a second), said.
@Suite struct UIActivityIndicatorViewTests {
  static func spinner(_ layer: Layer) -> ActivitySpinner? {
    if case .spinner(let s) = layer.content { s } else { nil }
  }

  @Test func aStyleSizesAndColoursItAndItHidesUntilStarted() throws {
    let file = try LanguageTests.opened(
      """
      let idle = UIActivityIndicatorView()
      let large = UIActivityIndicatorView(style: .whiteLarge)
      large.startAnimating()
      let red = UIActivityIndicatorView(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
      red.color = .red
      red.hidesWhenStopped = false
      for v in [idle, large, red] { host.addSubview(v) }
      """)
    let tree = file.scene.presentation(ParameterValues(), 0)
    let (idle, large, red) = (tree.sublayers[0], tree.sublayers[1], tree.sublayers[2])
    #expect(idle.isHidden && idle.bounds.width == 20 && Self.spinner(idle)?.color == Color(white: 0.5))
    #expect(!large.isHidden && large.bounds.width == 37 && Self.spinner(large)?.color == .white)
    #expect(Self.spinner(large)?.side == 37)
    // A frame of its own keeps the style's size for the spinner, centred in it; stopped but shown.
    #expect(!red.isHidden && red.bounds.width == 100 && Self.spinner(red)?.side == 20)
    #expect(Self.spinner(red)?.color == Color(red: 1, green: 0, blue: 0) && Self.spinner(red)?.startTime == nil)
    #expect(file.warnings.contains { $0.contains("UIActivityIndicatorView is drawn as iOS 13 and later draw it") })
  }

  /// Started at 0.5 s, the lead petal steps clockwise an eighth of a turn every eighth of a
  /// second; stopped at 2 s it hides again; the strip follows it round.
  @Test func itsLeadStepsRoundWhileItAnimatesAndItHidesWhenStopped() throws {
    let file = try LanguageTests.opened(
      """
      let spinner = UIActivityIndicatorView(style: .medium)
      host.addSubview(spinner)
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { spinner.startAnimating() }
      DispatchQueue.main.asyncAfter(deadline: .now() + 2) { spinner.stopAnimating() }
      """)
    let at = { (t: Double) in file.scene.presentation(ParameterValues(), t).sublayers[0] }
    #expect(at(0.25).isHidden)
    #expect(Self.spinner(at(0.5))?.lead == 0)
    #expect(Self.spinner(at(0.5 + 3.0 / 8 + 0.01))?.lead == 3)
    #expect(Self.spinner(at(0.5 + 1 + 1.0 / 8 + 0.01))?.lead == 1)
    #expect(at(2.5).isHidden)
  }

  /// A subclass of the file's is an indicator too: started in its initialiser, it turns.
  @Test func aSubclassIsAnIndicator() throws {
    let tree = try LanguageTests.tree(
      """
      final class Busy: UIActivityIndicatorView {
        override init(frame: CGRect) {
          super.init(frame: frame)
          color = .blue
          startAnimating()
        }
        required init(coder: NSCoder) { fatalError() }
      }
      host.addSubview(Busy(frame: CGRect(x: 0, y: 0, width: 40, height: 40)))
      """)
    #expect(!tree.sublayers[0].isHidden && Self.spinner(tree.sublayers[0])?.color == Color(red: 0, green: 0, blue: 1))
  }

  /// An indicator a storyboard saved animating, large: shown and turning from the start.
  @Test func aStoryboardIndicatorSavedAnimatingTurns() throws {
    let spinner = """
      <activityIndicatorView opaque="NO" contentMode="scaleToFill" animating="YES" style="large" id="a">
          <rect key="frame" x="10" y="10" width="37" height="37"/>
      </activityIndicatorView>
      """
    let file = try StoryboardLoadingTests.open(
      [
        "App/ViewController.swift": "import UIKit\nclass ViewController: UIViewController {}\n",
        "App/Base.lproj/Main.storyboard": StoryboardLoadingTests.storyboard(subviews: spinner, connections: ""),
      ], ["App"])
    let shown = file.scene.presentation(ParameterValues(), 0.3).sublayers[0]
    #expect(!shown.isHidden && Self.spinner(shown)?.side == 37 && Self.spinner(shown)?.lead == 2)
  }
}
