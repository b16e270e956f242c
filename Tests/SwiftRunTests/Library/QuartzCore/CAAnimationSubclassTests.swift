import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// A class of the file that inherits from an SDK animation (`final class Fade:
/// CABasicAnimation`, a spinner's `StrokeAnimation`): its initialiser sets the animation's own
/// properties through `self`, and an instance is added, or grouped, as the animation it is.
@Suite struct CAAnimationSubclassTests {
  static func shown(_ code: String) throws -> (Double) -> Layer {
    let text = "import UIKit\nimport PlaygroundSupport\n" + code
    let file = try OpenedFile.open(text: text, path: "/x/A.swift")
    return { file.scene.presentation(ParameterValues(), $0) }
  }

  @Test func anInstanceOfASubclassAnimatesAsTheAnimationItsInitialiserConfigured() throws {
    let at = try Self.shown(
      """
      final class Fade: CABasicAnimation {
        init(to: CGFloat, duration: Double) {
          super.init()
          self.keyPath = "opacity"
          self.fromValue = 1.0
          self.toValue = to
          self.duration = duration
          self.timingFunction = .init(name: .linear)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      v.backgroundColor = .red
      v.layer.add(Fade(to: 0.2, duration: 2), forKey: nil)
      PlaygroundPage.current.liveView = v
      """)
    // Linear from 1 to 0.2 over 2 s: a quarter of the way, 0.8, at 0.5 s; the model value after.
    #expect(abs(at(0.5).opacity - 0.8) < 1e-6)
    #expect(abs(at(1).opacity - 0.6) < 1e-6)
    #expect(at(2.5).opacity == 1)
  }

  /// The key path set inside the initialiser from an argument, a begin time, and instances in a
  /// group: as RyftLoadingSpinnerView's stroke animations are written.
  @Test func subclassInstancesGroupedRunAtTheirBeginTimesWithinTheGroup() throws {
    let at = try Self.shown(
      """
      final class Stroke: CABasicAnimation {
        enum Kind { case start, end }
        init(_ kind: Kind, beginTime: Double = 0) {
          super.init()
          keyPath = kind == .start ? "strokeStart" : "strokeEnd"
          self.beginTime = beginTime
          fromValue = 0
          toValue = 1
          duration = 1
          timingFunction = CAMediaTimingFunction(name: .linear)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let ring = CAShapeLayer()
      ring.path = UIBezierPath(ovalIn: v.bounds).cgPath
      v.layer.addSublayer(ring)
      let group = CAAnimationGroup()
      group.duration = 2
      group.animations = [Stroke(.start, beginTime: 0.5), Stroke(.end)]
      ring.add(group, forKey: nil)
      PlaygroundPage.current.liveView = v
      """)
    let ring = { (t: Double) in at(t).sublayers[0].shape! }
    #expect(abs(ring(0.5).strokeEnd - 0.5) < 1e-6)
    #expect(ring(0.25).strokeStart == 0)  // before its begin time, removed: the model's 0
    #expect(abs(ring(1).strokeStart - 0.5) < 1e-6)
  }

  /// Core Animation reads an animation through its accessors when it is added: a subclass's
  /// computed `values` (the objc.io bounce, values computed from `duration`) answers with the
  /// duration set after its initialiser, alone or inside a group.
  @Test(arguments: [false, true])
  func aSubclassesComputedValuesAreReadWhenItIsAdded(grouped: Bool) throws {
    let add =
      grouped
      ? "let group = CAAnimationGroup()\ngroup.duration = 4\ngroup.animations = [fade]\nv.layer.add(group, forKey: nil)"
      : "v.layer.add(fade, forKey: nil)"
    let at = try Self.shown(
      """
      final class Fade: CAKeyframeAnimation {
        private let top: Double
        init(top: Double) {
          self.top = top
          super.init()
          keyPath = "opacity"
        }
        required init?(coder: NSCoder) { fatalError() }
        override var values: [Any]? {
          get { [top, top - duration / 10] }
          set { fatalError("set") }
        }
      }
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let fade = Fade(top: 1)
      fade.duration = 4
      \(add)
      PlaygroundPage.current.liveView = v
      """)
    // Two key values 1 and 1 − 4/10, paced linearly over 4 s: 0.8 half way.
    #expect(abs(at(2).opacity - 0.8) < 1e-6)
    #expect(abs(at(1).opacity - 0.9) < 1e-6)
  }

  /// `CFloat`, C's float as Swift names it, is a Float.
  @Test func cFloatIsAFloat() throws {
    let at = try Self.shown(
      """
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let spin = CABasicAnimation(keyPath: "transform.rotation.z")
      spin.toValue = CFloat.pi
      spin.duration = 1
      spin.timingFunction = CAMediaTimingFunction(name: .linear)
      v.layer.add(spin, forKey: nil)
      PlaygroundPage.current.liveView = v
      """)
    // A quarter turn half way: the matrix of a rotation by π/2 (m11 = cos, m12 = sin).
    let turned = at(0.5).effectiveTransform
    #expect(abs(turned.m12 - 1) < 1e-6 && abs(turned.m11) < 1e-6)
  }

  /// The same for the file's `CAEmitterCell` subclass (its `init()` sets the cell's numbers)
  /// and a view whose `layerClass` is the file's own emitter layer class: `layer as!` that class
  /// is the instance backing the view, its methods run on it.
  @Test func aViewBackedByTheFilesLayerClassEmitsTheFilesCellSubclass() throws {
    let code = """
      import UIKit
      class Spark: CAEmitterCell {
        override init() {
          super.init()
          contents = UIImage(named: "spark")?.cgImage
          birthRate = 40
          lifetime = 2
        }
        required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
      }
      class SparkLayer: CAEmitterLayer {
        func setup(rect: CGRect) {
          emitterPosition = CGPoint(x: rect.midX, y: rect.midY)
          emitterShape = .point
        }
      }
      class SparkView: UIView {
        override class var layerClass: AnyClass { return SparkLayer.self }
        override init(frame: CGRect) {
          super.init(frame: frame)
          let sparks = layer as! SparkLayer
          sparks.setup(rect: bounds)
          sparks.emitterCells = [Spark()]
        }
        required init?(coder aDecoder: NSCoder) { fatalError() }
      }
      """
    let file = try OpenedFile.open(text: code, path: "/x/S.swift")
    let tree = file.scene.presentation(ParameterValues(), 1)
    let emitter = try #require(tree.emitter)
    #expect(emitter.position == Point(120, 120))  // the middle of the 240-point view shown alone
    #expect(emitter.cells.first?.birthRate == 40 && emitter.cells.first?.lifetime == 2)
  }
}
