import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A layer's actions are searched for as `CALayer.action(forKey:)` documents — its delegate,
/// its `actions`, its class's `defaultAction(forKey:)`, then the implicit animation — before the
/// change, and run after it; `onOrderIn` and keys of the app's own have actions too. Expected
/// values are worked out by hand from the animations' own definitions (linear where no curve is
/// given; Core Animation's 0.25-s default where none is).
@Suite struct LayerActionsTests {
  /// `dot` (a standalone layer at (20, 20), opacity 1) has `actor` as its delegate, whose
  /// `action(for:forKey:)` is `answer`; `body` runs 1 s after setup.
  static func opened(answer: String, _ body: String, more: String = "") throws -> (Double) -> Layer {
    try ImplicitAnimationTests.opened(
      body,
      setup: """
        class Actor: NSObject, CALayerDelegate {
          func action(for layer: CALayer, forKey event: String) -> CAAction? {
            \(answer)
          }
        }
        \(more)
        let actor = Actor()
        dot.delegate = actor
        """)
  }

  static func dot(_ tree: Layer) -> Layer? { tree.sublayer(named: "dot") }

  /// An object of the file's that runs a keyframe animation from the presentation before the
  /// change to the model after it: over the transaction's 0.25 s, linear, (20, 20) → (60, 20).
  @Test func aDelegatesOwnActionObjectRunsAndSeesThePresentationBeforeTheChange() throws {
    let at = try Self.opened(
      answer: "return event == \"position\" ? Slide() : nil",
      "dot.position = CGPoint(x: 60, y: 20)",
      more: """
        class Slide: NSObject, CAAction {
          func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {
            let layer = anObject as! CALayer
            let old = layer.presentation()!.value(forKey: event) as! CGPoint
            let new = layer.value(forKey: event) as! CGPoint
            let anim = CAKeyframeAnimation(keyPath: event)
            anim.values = [old, new]
            layer.add(anim, forKey: nil)
          }
        }
        """)
    #expect(Self.dot(at(1))?.position == Point(x: 20, y: 20))
    #expect(Self.dot(at(1.125))?.position == Point(x: 40, y: 20))
    #expect(Self.dot(at(1.3))?.position == Point(x: 60, y: 20))
  }

  /// The delegate is asked before the change: `layer.opacity` reads 1 there, so its fade runs
  /// 1 → 0 over its second; `NSNull()` means none (the change shows at once).
  @Test func theDelegateIsAskedBeforeTheChangeAndNSNullMeansNone() throws {
    let fade = try Self.opened(
      answer: """
        guard event == "opacity" else { return nil }
        let anim = CABasicAnimation(keyPath: event)
        anim.fromValue = layer.opacity
        anim.toValue = 0
        anim.duration = 1
        return anim
        """, "dot.opacity = 0")
    #expect(abs(Self.dot(fade(1.5))!.opacity - 0.5) < 1e-9)
    let none = try Self.opened(answer: "return NSNull()", "dot.opacity = 0")
    #expect(Self.dot(none(1.05))?.opacity == 0)
  }

  /// `actions` holding an animation with no values: it runs under the key, from the value
  /// shown before to the new one, for its own 2 s, linear.
  @Test func anActionsEntryWithNoValuesRunsFromTheOldValueForItsOwnDuration() throws {
    let at = try ImplicitAnimationTests.opened(
      "dot.opacity = 0",
      setup: """
        let slow = CABasicAnimation()
        slow.duration = 2
        dot.actions = ["opacity": slow]
        """)
    #expect(abs(Self.dot(at(2))!.opacity - 0.5) < 1e-9)
    #expect(Self.dot(at(3.1))?.opacity == 0)
  }

  /// A layer joining a tree on screen runs `onOrderIn`: here a one-second fade in.
  @Test func aLayerJoiningTheTreeRunsOnOrderIn() throws {
    let at = try Self.opened(
      answer: """
        guard event == "onOrderIn" else { return nil }
        let anim = CABasicAnimation(keyPath: "opacity")
        anim.fromValue = 0
        anim.duration = 1
        return anim
        """,
      """
      let late = CALayer()
      late.name = "late"
      late.frame = CGRect(x: 50, y: 50, width: 10, height: 10)
      late.delegate = actor
      host.layer.addSublayer(late)
      """)
    #expect(abs(at(1.5).sublayer(named: "late")!.opacity - 0.5) < 1e-9)
    #expect(at(2.5).sublayer(named: "late")?.opacity == 1)
  }

  /// A layer class's `action(forKey:)` is asked first: nil is no action, `super` the search
  /// (here the implicit animation, on the default curve).
  @Test func aLayerClassesOwnActionForKeyWinsAndItsSuperSearches() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Quiet: CALayer {
        var still = false
        override func action(forKey key: String) -> CAAction? {
          if key == "position" && still { return nil }
          return super.action(forKey: key)
        }
      }
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let a = Quiet()
      a.name = "a"
      a.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
      let b = Quiet()
      b.name = "b"
      b.still = true
      b.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
      host.layer.addSublayer(a)
      host.layer.addSublayer(b)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
        a.position = CGPoint(x: 60, y: 20)
        b.position = CGPoint(x: 60, y: 20)
      }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/Quiet.swift")
    let tree = file.scene.presentation(ParameterValues(), 1.125)
    let x = try #require(tree.sublayer(named: "a")).position.x
    #expect(abs(x - (20 + 40 * ImplicitAnimationTests.defaultCurveAtHalf)) < 1e-4)
    #expect(tree.sublayer(named: "b")?.position.x == 60)
  }

  /// A key of the app's own set on the layer has its action run (a fade out); the delegate reads
  /// the transaction's own keys, innermost scope first.
  @Test func anOwnKeyRunsItsActionAndTransactionsKeepOwnKeys() throws {
    let at = try Self.opened(
      answer: """
        guard event == "farewell", CATransaction.value(forKey: "why") as? String == "bye" else { return nil }
        let anim = CABasicAnimation(keyPath: "opacity")
        anim.fromValue = 1
        anim.toValue = 0
        anim.duration = 1
        anim.fillMode = .forwards
        anim.isRemovedOnCompletion = false
        return anim
        """,
      """
      CATransaction.begin()
      CATransaction.setValue("bye", forKey: "why")
      dot.setValue(true, forKey: "farewell")
      CATransaction.commit()
      """)
    #expect(abs(Self.dot(at(1.5))!.opacity - 0.5) < 1e-9)
    #expect(Self.dot(at(3))?.opacity == 0)
  }

  /// An override of `removeFromSuperlayer()` that calls `super` removes the layer.
  @Test func aSuperCallThatChangesTheTreeRuns() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Leaving: CALayer {
        var left = 0
        override func removeFromSuperlayer() {
          left += 1
          super.removeFromSuperlayer()
        }
      }
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let gone = Leaving()
      gone.name = "gone"
      host.layer.addSublayer(gone)
      DispatchQueue.main.asyncAfter(deadline: .now() + 1) { gone.removeFromSuperlayer() }
      PlaygroundPage.current.liveView = host
      """
    let file = try OpenedFile.open(text: code, path: "/x/Leaving.swift")
    #expect(file.scene.presentation(ParameterValues(), 0.5).sublayer(named: "gone") != nil)
    #expect(file.scene.presentation(ParameterValues(), 1.5).sublayer(named: "gone") == nil)
  }

  /// A delegate that implements `draw(_:in:)` draws the layer once it asks (`setNeedsDisplay()`),
  /// into a context over its bounds; before that the layer shows nothing of it, as on iOS.
  @Test func aDelegateDrawsTheLayerOnceItAsks() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      class Painter: NSObject, CALayerDelegate {
        func draw(_ layer: CALayer, in ctx: CGContext) {
          ctx.setFillColor(UIColor.red.cgColor)
          ctx.fill(CGRect(x: 0, y: 0, width: layer.bounds.width / 2, height: layer.bounds.height))
        }
      }
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let painter = Painter()
      let asked = CALayer()
      asked.name = "asked"
      asked.frame = CGRect(x: 0, y: 0, width: 40, height: 20)
      asked.delegate = painter
      asked.setNeedsDisplay()
      let quiet = CALayer()
      quiet.name = "quiet"
      quiet.frame = CGRect(x: 0, y: 50, width: 40, height: 20)
      quiet.delegate = painter
      host.layer.addSublayer(asked)
      host.layer.addSublayer(quiet)
      PlaygroundPage.current.liveView = host
      """
    let tree = try OpenedFile.open(text: code, path: "/x/Painter.swift").scene.presentation(ParameterValues(), 0)
    guard case .drawing(let drawing)? = tree.sublayer(named: "asked")?.content else {
      Issue.record("the delegate drew nothing: \(String(describing: tree.sublayer(named: "asked")?.content))")
      return
    }
    // One fill: the left half, in red.
    #expect(drawing.operations.count == 1)
    #expect(drawing.operations.first?.path.bounds == Rect(x: 0, y: 0, width: 20, height: 20))
    #expect(tree.sublayer(named: "quiet")?.content == LayerContent.none)
  }
}
