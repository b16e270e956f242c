import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `deinit` runs when nothing holds an instance any more, as ARC frees it: after the statement
/// that let it go, the class's body then its superclass's; an instance a timer, a variable or
/// a pending completion holds stays.
@Suite struct ReleasesTests {
  static func width(_ tree: Layer, _ i: Int) -> Double { tree.sublayers[i].bounds.width }

  /// A helper library's token starts the animations it describes in its `deinit`: a call
  /// whose token is thrown away animates at once.
  @Test func aTokenThrownAwayRunsItsDeinitAtOnce() throws {
    let code = """
      final class Token {
        let view: UIView
        init(view: UIView) { self.view = view }
        deinit {
          UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { self.view.alpha = 0 })
        }
      }
      extension UIView {
        @discardableResult func fade() -> Token { Token(view: self) }
      }
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(box)
      box.fade()
      """
    let file = try LanguageTests.opened(code)
    #expect(abs(file.scene.presentation(ParameterValues(), 0.5).sublayers[0].opacity - 0.5) < 1e-9)
    #expect(file.scene.presentation(ParameterValues(), 1).sublayers[0].opacity == 0)
  }

  @Test func aHeldInstanceStaysAndOneLetGoRunsEachDeinitOfItsChainInOrder() throws {
    let tree = try LanguageTests.tree(
      """
      var log: [CGFloat] = []
      class Base { let tag: CGFloat; init(tag: CGFloat) { self.tag = tag }; deinit { log.append(tag * 10) } }
      final class Leaf: Base { deinit { log.append(tag) } }
      var kept: Leaf? = Leaf(tag: 1)
      var other: Leaf? = Leaf(tag: 2)
      let widthAfterMaking = CGFloat(log.count)
      other = nil
      let widthAfterRelease = CGFloat(log.count)
      let a = UIView(frame: CGRect(x: 0, y: 0, width: widthAfterMaking, height: 1))
      let b = UIView(frame: CGRect(x: 0, y: 0, width: widthAfterRelease, height: 1))
      let c = UIView(frame: CGRect(x: 0, y: 0, width: log[0] * 100 + log[1], height: 1))
      host.addSubview(a); host.addSubview(b); host.addSubview(c)
      """)
    #expect(Self.width(tree, 0) == 0)
    #expect(Self.width(tree, 1) == 2)
    // Leaf's deinit first (2), then Base's (20): 2 · 100 + 20.
    #expect(Self.width(tree, 2) == 220)
  }

  /// A timer holds its target (as Foundation's does): made and not kept in any variable, the
  /// ticker keeps ticking and its `deinit` does not run.
  @Test func anInstanceATimerHoldsIsNotReleased() throws {
    let code = """
      var released = false
      final class Ticker: NSObject {
        let view: UIView
        init(view: UIView) {
          self.view = view
          super.init()
          Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(tick), userInfo: nil, repeats: true)
        }
        @objc func tick() { view.frame.size.width += 10 }
        deinit { released = true; view.backgroundColor = .red }
      }
      let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
      host.addSubview(box)
      _ = Ticker(view: box)
      """
    let file = try LanguageTests.opened(code)
    let late = file.scene.presentation(ParameterValues(), 2.1).sublayers[0]
    #expect(late.bounds.width == 50)
    #expect(late.backgroundColor == nil)
  }
}
