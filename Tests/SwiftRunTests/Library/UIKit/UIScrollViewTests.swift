import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `UIScrollView` as a still picture of its content: `contentOffset` is the bounds' origin, so
/// the content moves up and left by it; the scrolling settings change nothing drawn.
@Suite struct UIScrollViewTests {
  @Test func theContentOffsetShiftsTheContentAndTheSettingsAreKept() throws {
    let file = try LanguageTests.opened(
      """
      let scroll = UIScrollView(frame: host.bounds)
      scroll.contentSize = CGSize(width: 200, height: 400)
      scroll.showsVerticalScrollIndicator = false
      scroll.contentOffset = CGPoint(x: 0, y: 30)
      host.addSubview(scroll)
      let row = UIView(frame: CGRect(x: 0, y: 50, width: 200, height: 20))
      scroll.addSubview(row)
      scroll.setContentOffset(CGPoint(x: 0, y: scroll.contentOffset.y + 10), animated: true)
      """)
    let scroll = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    #expect(scroll.bounds.origin == Point(0, 40))
    #expect(file.warnings.contains { $0.contains("setContentOffset(_:animated: true) is shown at its end") })
  }

  /// A subclass of UIScrollView is one: its convenience initialiser's `self.init(frame:)` is
  /// the one it inherits, and `contentOffset` shifts its content (a raywenderlich demo's
  /// horizontal item list was refused: "has no init(frame:)").
  @Test func aSubclassInheritsInitFrameAndScrollsAsOne() throws {
    let file = try LanguageTests.opened(
      """
      class ItemList: UIScrollView {
        convenience init(inView: UIView) {
          self.init(frame: CGRect(x: 0, y: 20, width: inView.frame.width, height: 80))
          addSubview(UIView(frame: CGRect(x: 0, y: 30, width: 10, height: 10)))
          contentOffset = CGPoint(x: 0, y: 5)
        }
      }
      host.addSubview(ItemList(inView: host))
      """)
    let list = file.scene.presentation(ParameterValues(), 0).sublayers[0]
    #expect(list.frame == Rect(x: 0, y: 20, width: 200, height: 80))
    #expect(list.bounds.origin == Point(0, 5))
  }
}
