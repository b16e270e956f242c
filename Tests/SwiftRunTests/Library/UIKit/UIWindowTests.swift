import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A second `UIWindow` over the app's: hidden until shown (Apple, `UIWindow`: "windows are
/// hidden by default"; `isHidden = false` or `makeKeyAndVisible()` shows one), drawn at its
/// frame in screen coordinates above the app's window, a higher `windowLevel` above a lower
/// one, and gone again when hidden. HUD libraries show their spinner this way.
@Suite struct UIWindowTests {
  static let windows = """
    func window(_ x: CGFloat, _ color: UIColor) -> UIWindow {
      let w = UIWindow(frame: CGRect(x: x, y: 20, width: 80, height: 80))
      w.backgroundColor = color
      return w
    }
    let alert = window(10, .red)
    alert.windowLevel = .alert
    let plain = window(30, .blue)
    let never = window(50, .green)
    let gone = window(70, .black)
    host.backgroundColor = .white
    """

  @Test func aWindowShownOverTheAppIsDrawnAboveItByLevel() throws {
    let tree = try LanguageTests.tree(
      Self.windows + """

        let wasHidden = never.isHidden
        alert.isHidden = false
        plain.makeKeyAndVisible()
        gone.isHidden = false
        gone.isHidden = true
        host.alpha = wasHidden ? 1 : 0.5
        """)
    // The app's view first; then the blue window (level normal), then the red (alert) on top.
    let shown = tree.sublayers.map(\.backgroundColor)
    #expect(shown == [Color(red: 0, green: 0, blue: 1), Color(red: 1, green: 0, blue: 0)])
    #expect(tree.sublayers.last?.frame == Rect(x: 10, y: 20, width: 80, height: 80))
    #expect(tree.opacity == 1)
  }

  /// A HUD's window dismissed by letting go of it (`hud = nil`): off the screen, said.
  @Test func aShownWindowLetGoOfGoesFromTheScreen() throws {
    let file = try LanguageTests.opened(
      Self.windows + """

        var hud: UIWindow? = alert
        hud?.isHidden = false
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { hud = nil }
        """)
    #expect(file.scene.presentation(ParameterValues(), 0.5).sublayers.count == 1)
    #expect(file.scene.presentation(ParameterValues(), 1.5).sublayers.isEmpty)
    let later = file.scene.laterWarnings?(ParameterValues()) ?? []
    #expect(later.contains { $0.contains("the window hud held is taken off the screen here") })
  }

  @Test func aWindowNeverShownDrawsNothing() throws {
    let tree = try LanguageTests.tree(Self.windows)
    #expect(tree.sublayers.isEmpty)
  }
}
