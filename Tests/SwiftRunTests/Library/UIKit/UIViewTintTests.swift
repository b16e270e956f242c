import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// UIKit's tint inheritance (`UIView.tintColor`): a view without a tint of its own shows its
/// nearest superview's, system blue when none has one; a change above redraws what follows
/// the tint below, and a subview that inherits the change hears `tintColorDidChange()`.
@Suite struct UIViewTintTests {
  static let blue = Color(red: 0, green: 122.0 / 255, blue: 1)

  @Test func aViewWithoutATintShowsItsNearestSuperviewsAndReadsItBack() throws {
    let tree = try LanguageTests.tree(
      """
      let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      panel.tintColor = .red
      host.addSubview(panel)
      let inner = UIView(frame: panel.bounds)
      panel.addSubview(inner)
      let tick = UIImageView(image: UIImage(systemName: "checkmark"))
      inner.addSubview(tick)
      let own = UIImageView(image: UIImage(systemName: "checkmark"))
      own.tintColor = .green
      inner.addSubview(own)
      let loose = UIImageView(image: UIImage(systemName: "checkmark"))
      host.addSubview(loose)
      // The tint read back is the one shown.
      inner.alpha = inner.tintColor == .red ? 0.5 : 1
      """)
    let inner = tree.sublayers[0].sublayers[0]
    #expect(inner.opacity == 0.5)
    #expect(inner.sublayers[0].content == .icon(.checkmark, color: Color(red: 1, green: 0, blue: 0)))
    #expect(inner.sublayers[1].content == .icon(.checkmark, color: Color(red: 0, green: 1, blue: 0)))
    #expect(tree.sublayers[1].content == .icon(.checkmark, color: Self.blue))
  }

  @Test func aTintChangedAboveRedrawsBelowUntilAViewHasItsOwnAndNilGivesItBack() throws {
    let code = """
      let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      host.addSubview(panel)
      let button = UIButton(type: .system)
      button.setTitle("Go", for: .normal)
      panel.addSubview(button)
      let tick = UIImageView(image: UIImage(systemName: "checkmark"))
      tick.tintColor = .green
      panel.addSubview(tick)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { panel.tintColor = .red }
      DispatchQueue.main.asyncAfter(deadline: .now() + 2) { tick.tintColor = nil }
      """
    func colours(_ t: Double) throws -> (title: Color?, tick: LayerContent) {
      let panel = try LanguageTests.tree(code, at: t).sublayers[0]
      guard case .text(let style) = panel.sublayers[0].content else { return (nil, panel.sublayers[1].content) }
      return (style.color, panel.sublayers[1].content)
    }
    let red = Color(red: 1, green: 0, blue: 0)
    #expect(try colours(0.5).title == Self.blue)
    #expect(try colours(1.5).title == red)
    #expect(try colours(1.5).tick == .icon(.checkmark, color: Color(red: 0, green: 1, blue: 0)))
    #expect(try colours(2.5).tick == .icon(.checkmark, color: red))
  }

  @Test func aSubviewThatInheritsAChangedTintHearsTintColorDidChange() throws {
    let tree = try LanguageTests.tree(
      """
      class Badge: UIView {
        override func tintColorDidChange() {
          super.tintColorDidChange()
          backgroundColor = tintColor
        }
      }
      let panel = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      host.addSubview(panel)
      let badge = Badge(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      panel.addSubview(badge)
      panel.tintColor = .orange
      """)
    #expect(tree.sublayers[0].sublayers[0].backgroundColor == Color(red: 1, green: 0.5, blue: 0))
  }

  /// iOS 15's `UIColor.tintColor` is the tint where it is drawn: a custom button's title set
  /// to it is system blue, and follows the tint the button takes later; a label given it
  /// reads the default tint.
  @Test func aTitleInTintColorFollowsTheButtonsTint() throws {
    let tree = try LanguageTests.tree(
      """
      let plain = UIButton()
      plain.setTitle("A", for: .normal)
      plain.setTitleColor(.tintColor, for: .normal)
      host.addSubview(plain)
      let tinted = UIButton()
      tinted.setTitle("B", for: .normal)
      tinted.setTitleColor(UIColor.tintColor, for: .normal)
      tinted.tintColor = .red
      host.addSubview(tinted)
      let fixed = UIButton()
      fixed.setTitle("C", for: .normal)
      fixed.setTitleColor(.tintColor, for: .normal)
      fixed.setTitleColor(.green, for: .normal)
      fixed.tintColor = .red
      host.addSubview(fixed)
      """)
    let colors = tree.sublayers.map { layer -> Color? in
      guard case .text(let style) = layer.content else { return nil }
      return style.color
    }
    #expect(colors == [Self.blue, Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 1, blue: 0)])
  }
}
