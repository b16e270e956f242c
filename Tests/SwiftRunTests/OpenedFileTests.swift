import Animation
import Foundation
import Geometry
import Preview
import Scenes
import SwiftRun
import TestSupport
import Testing

/// A playground file run over the engine: the tree it builds and the numbers it exposes.
@Suite struct OpenedFileTests {
  /// The shared ring playground (a `CAShapeLayer` whose strokeEnd runs 0 → 1 in 1.5 s, repeating).
  static let ring = Playgrounds.ring

  func opened() throws -> OpenedFile { try OpenedFile.open(text: Self.ring, path: "/tmp/Ring.swift") }

  @Test func theFilesNumbersAreTheScenesParameters() throws {
    let file = try opened()
    let names = file.scene.parameters.prefix(file.source.literals.count).map(\.name)
    #expect(names.contains("draw.duration") && names.contains("ring.lineWidth") && names.contains("view.frame.width"))
    #expect(file.scene.parameter(named: "draw.duration")?.defaultValue == .number(1.5))
    #expect(file.size.width == 200 && file.size.height == 160)
    #expect(abs(file.scene.period(ParameterValues()) - 1.5) < 1e-12)
  }

  /// strokeEnd runs 0 → 1 linearly over draw.duration; a tuned duration changes the motion.
  /// A literal converted by one of its members (`135.degreesToRadians`) is in the conversion's
  /// units: it takes no unit from the argument the result feeds (radians), a bare one does.
  @Test func aLiteralConvertedByItsMemberTakesNoUnitFromWhatItFeeds() throws {
    let code = """
      import UIKit
      extension Int {
        var degreesToRadians: CGFloat { return CGFloat(self) * .pi / 180 }
      }
      let path = UIBezierPath(arcCenter: .zero, radius: 10, startAngle: 135.degreesToRadians, endAngle: 3.5, clockwise: true)
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      let shape = CAShapeLayer()
      shape.path = path.cgPath
      host.layer.addSublayer(shape)
      """
    let file = try OpenedFile.open(text: code, path: "/x/Arc.swift")
    let converted = try #require(file.scene.parameter(named: "path.startAngle"))
    let bare = try #require(file.scene.parameter(named: "path.endAngle"))
    #expect(converted.kind.unit == "")
    #expect(bare.kind.unit == "rad")
  }

  /// A scale factor is a ratio, not a length, although its coordinate is called `x` or `y`;
  /// a translation's coordinates are points.
  @Test func scaleFactorsTakeNoUnitAndTranslationsArePoints() throws {
    let code = """
      import UIKit
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      host.transform = CGAffineTransform(scaleX: 0.5, y: 0.6)
      host.layer.transform = CATransform3DMakeScale(0.2, 0.3, 1)
      host.transform = CGAffineTransform.identity.scaledBy(x: 2, y: 3)
      host.layer.sublayerTransform = CATransform3DScale(CATransform3DIdentity, 4, 5, 1)
      host.transform = CGAffineTransform(translationX: 7, y: 8)
      """
    let file = try OpenedFile.open(text: code, path: "/x/Scale.swift")
    for name in [
      "host.transform.scale.x", "host.transform.scale.y", "host.layer.transform.scale.x", "host.layer.transform.scale.y",
      "CGAffineTransform.identity.scaledBy.x", "host.layer.sublayerTransform.scaled.y",
    ] {
      #expect(try #require(file.scene.parameter(named: name), "\(name)").kind.unit == "", "\(name)")
    }
    #expect(try #require(file.scene.parameter(named: "host.transform.translation.y")).kind.unit == "pt")
  }

  @Test func theAnimationRunsAsTheFileSaysWithTunedNumbers() throws {
    let file = try opened()
    func strokeEnd(_ v: ParameterValues, _ t: Double) -> Double? {
      guard let layer = file.scene.presentation(v, t).sublayer(named: "ring"), case .shape(let s) = layer.content else {
        return nil
      }
      return s.strokeEnd
    }
    let v = ParameterValues()
    #expect(abs((strokeEnd(v, 0.75) ?? -1) - 0.5) < 1e-9)
    var tuned = v
    tuned[try #require(file.scene.parameter(named: "draw.duration"))] = .number(3)
    #expect(abs((strokeEnd(tuned, 0.75) ?? -1) - 0.25) < 1e-9)
    let lineWidth = try #require(file.scene.parameter(named: "ring.lineWidth"))
    tuned[lineWidth] = .number(9)
    guard case .shape(let s)? = file.scene.presentation(tuned, 0).sublayer(named: "ring")?.content else {
      Issue.record("no ring")
      return
    }
    #expect(s.stroke.width == 9)
  }

  /// The export is the same file with only the tuned literal replaced.
  @Test func theExportIsTheSameFileWithTheTunedNumber() throws {
    let file = try opened()
    var v = ParameterValues()
    v[try #require(file.scene.parameter(named: "draw.duration"))] = .number(0.8)
    let out = try #require(file.scene.source?(v))
    #expect(out == Self.ring.replacingOccurrences(of: "draw.duration = 1.5", with: "draw.duration = 0.8"))
  }

  @Test(arguments: [
    ("let e = CAScrollLayer()\n", "Ring.swift:1:9: CAScrollLayer() is not simulated by Wobble yet"),
    ("actor A {}\n", "Ring.swift:1:1: `actor A {}` (ActorDecl) is not simulated by Wobble yet"),
    ("let v = UIView(frame: .zero)\nv.tint = 3\n", "Ring.swift:2:3: setting tint of a UIView is not simulated by Wobble yet"),
    ("let x = 1\n", "Ring.swift: no view to show: set PlaygroundPage.current.liveView, or make a UIView"),
    ("let l = CALayer()\nl.opacity = \"a\"\n", "Ring.swift:2:3: CALayer.opacity: got a string, want a number"),
  ])
  func codeOutsideTheSubsetIsRefusedWithItsPlace(code: String, message: String) {
    #expect(throws: RunError(description: message)) { try OpenedFile.open(text: code, path: "/x/Ring.swift") }
  }
}

/// Functions, loops and conditions, as playground code uses them to build a layer tree.
@Suite struct ControlFlowTests {
  static let dots = """
    import UIKit
    import PlaygroundSupport

    func dot(at x: CGFloat, size: CGFloat) -> CALayer {
      let layer = CALayer()
      layer.frame = CGRect(x: x, y: 40, width: size, height: size)
      layer.cornerRadius = size / 2
      layer.backgroundColor = UIColor.black.cgColor
      return layer
    }

    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    var count = 0
    for i in 0..<5 {
      if i == 3 { continue }
      let d = dot(at: 20 + CGFloat(i) * 30, size: i % 2 == 0 ? 12 : 8)
      view.layer.addSublayer(d)
      count += 1
    }
    for x in stride(from: 0, through: 20, by: 10) where false {}
    var n = 0
    while n < 2 { n += 1 }
    guard n == 2 else { fatalError() }
    PlaygroundPage.current.liveView = view
    """

  @Test func aFunctionCalledInALoopBuildsTheLayers() throws {
    let file = try OpenedFile.open(
      text: Self.dots.replacingOccurrences(of: "    for x in stride(from: 0, through: 20, by: 10) where false {}\n", with: ""),
      path: "/x/Dots.swift")
    let tree = file.scene.presentation(ParameterValues(), 0)
    // i = 0, 1, 2, 4: four dots, x = 20 + 30i, sizes 12, 8, 12, 12.
    #expect(tree.sublayers.count == 4)
    #expect(tree.sublayers.map(\.bounds.width) == [12, 8, 12, 12])
    #expect(tree.sublayers.map { $0.position.x - $0.bounds.width / 2 } == [20, 50, 80, 140])
    // The literal inside the function is one parameter for every call.
    var v = ParameterValues()
    v[try #require(file.scene.parameter(named: "layer.frame.y"))] = .number(10)
    #expect(file.scene.presentation(v, 0).sublayers.allSatisfy { $0.position.y - $0.bounds.height / 2 == 10 })
  }

  @Test func aLoopThatNeverEndsIsStoppedWithItsPlace() {
    let code = "import UIKit\nlet v = UIView(frame: .zero)\nvar n = 0\nwhile n >= 0 { n += 1 }\n"
    #expect(throws: RunError(description: "Spin.swift:4:1: a loop ran more than 100000 times")) {
      try OpenedFile.open(text: code, path: "/x/Spin.swift")
    }
  }
}

/// A view class as iOS code writes it: stored properties, init(frame:), layoutSubviews,
/// a start method, static constants, implicit self.
@Suite struct ViewClassTests {
  static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("examples")

  @Test func aFileThatOnlyDeclaresAViewClassShowsOneStarted() throws {
    let file = try OpenedFile.open(examples: "Spinner.swift")
    #expect(file.size.width == 240 && file.size.height == 240)
    let v = ParameterValues()
    // rotation: 2π per rotation.duration (1.2 s), linear: a quarter turn at 0.3 s.
    let ring = try #require(file.scene.presentation(v, 0.3).sublayer(named: "ring"))
    #expect(abs(ring.pose.rotation - Double.pi / 2) < 1e-9)
    // layoutSubviews ran: the ring fills the bounds, its oval inset by 6 points.
    #expect(ring.bounds.width == 240 && ring.bounds.height == 240)
    guard case .shape(let shape) = ring.content else {
      Issue.record("no shape")
      return
    }
    let box = shape.path.bounds
    #expect(abs(box.minX - 6) < 1e-9 && abs(box.maxX - 234) < 1e-9)
    // grow: strokeEnd 0.1 → 0.9 over 0.6 s, then back (autoreverses).
    let start = try #require(file.scene.presentation(v, 0).sublayer(named: "ring"))
    guard case .shape(let s0) = start.content else { return }
    #expect(abs(s0.strokeEnd - 0.1) < 1e-9)
  }

  @Test func aClassWithStaticsAndMethodsCalledFromPlaygroundCode() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      final class Pulse: UIView {
        static let size: CGFloat = 40
        let dot = CALayer()
        override init(frame: CGRect) {
          super.init(frame: frame)
          backgroundColor = .white
          dot.backgroundColor = UIColor.red.cgColor
          layer.addSublayer(dot)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSubviews() {
          super.layoutSubviews()
          dot.frame = CGRect(x: bounds.midX - Self.size / 2, y: bounds.midY - Pulse.size / 2, width: Self.size, height: Self.size)
        }
        func pulse(times: Double) {
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.fromValue = 1
          fade.toValue = 0.2
          fade.duration = 0.5 * times
          dot.add(fade, forKey: "fade")
        }
      }
      let view = Pulse(frame: CGRect(x: 0, y: 0, width: 100, height: 80))
      view.pulse(times: 2)
      PlaygroundPage.current.liveView = view
      """
    let file = try OpenedFile.open(text: code, path: "/x/Pulse.swift")
    let dot = try #require(file.scene.presentation(ParameterValues(), 0.5).sublayer(named: "dot"))
    #expect(dot.bounds.width == 40 && dot.position == Point(50, 40))
    // opacity 1 → 0.2 over 1 s: 0.6 halfway.
    #expect(abs(dot.opacity - 0.6) < 1e-9)
    var v = ParameterValues()
    v[try #require(file.scene.parameter(named: "size"))] = .number(20)
    #expect(file.scene.presentation(v, 0).sublayer(named: "dot")?.bounds.width == 20)
  }
}

extension OpenedFile {
  static func open(examples name: String) throws -> OpenedFile {
    try OpenedFile.open(ViewClassTests.examples.appendingPathComponent(name).path)
  }
}

/// Springs, keyframes, groups and 3D transforms, against the engine's own closed forms.
@Suite struct AnimationKindsTests {
  static let code = """
    import UIKit
    import PlaygroundSupport
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let box = CALayer()
    box.frame = CGRect(x: 50, y: 50, width: 100, height: 100)
    box.transform = CATransform3DConcat(CATransform3DMakeScale(2, 2, 1), CATransform3DMakeTranslation(10, 0, 0))
    view.layer.addSublayer(box)

    let bounce = CASpringAnimation(keyPath: "position.y")
    bounce.fromValue = 100
    bounce.toValue = 150
    bounce.damping = 10
    bounce.duration = bounce.settlingDuration
    box.add(bounce, forKey: "bounce")

    let blink = CAKeyframeAnimation(keyPath: "opacity")
    blink.values = [1, 0, 1]
    blink.keyTimes = [0, 0.25, 1]
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.toValue = CGFloat.pi
    let both = CAAnimationGroup()
    both.animations = [blink, spin]
    both.duration = 2
    box.add(both, forKey: "both")
    PlaygroundPage.current.liveView = view
    """

  @Test func springKeyframesGroupsAndTransformsRunOnTheEngine() throws {
    let file = try OpenedFile.open(text: Self.code, path: "/x/Kinds.swift")
    let v = ParameterValues()
    let box = { (t: Double) in file.scene.presentation(v, t).sublayer(named: "box")! }
    // CASpringAnimation's defaults with damping 10: x(0.25) = 1.02335957991 (core-animation.md §2.5).
    #expect(abs(box(0.25).position.y - (100 + 50 * 1.02335957991)) < 1e-6)
    // Keyframes: opacity 1 → 0 over the group's first quarter (0.5 s), back to 1 by 2 s.
    #expect(abs(box(0.25).opacity - 0.5) < 1e-9)
    #expect(abs(box(1.25).opacity - 0.5) < 1e-9)
    // A child without a duration takes the group's (2 s): rotation π·(0.1/2) at 0.1 s.
    #expect(abs(box(0.1).pose.rotation - Double.pi * 0.05) < 1e-9)
    // The model transform: scale 2 then translate 10 (row vectors: a point is scaled first).
    let m = box(3).transform
    #expect(m.m11 == 2 && m.m22 == 2 && m.m41 == 10)
  }
}

/// Time in an opened file: display links tick at display.fps, timers and asyncAfter blocks run
/// when due, transaction completions when their animations end.
@Suite struct SimulatedTimeTests {
  static let blob = """
    import UIKit
    final class BlobView: UIView {
      let blob = CAShapeLayer()
      var total: CFTimeInterval = 0
      override init(frame: CGRect) {
        super.init(frame: frame)
        blob.frame = CGRect(x: 70, y: 70, width: 100, height: 100)
        layer.addSublayer(blob)
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
      }
      required init?(coder: NSCoder) { fatalError() }
      @objc func step(_ link: CADisplayLink) {
        total += link.duration
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        blob.transform = CATransform3DMakeRotation(CGFloat(total) * 0.3, 0, 0, 1)
        CATransaction.commit()
      }
    }
    """

  /// The seeds' block: k = total time · 0.3, total the sum of the link's frame durations.
  @Test func aDisplayLinkTicksAtTheDisplayRate() throws {
    let file = try OpenedFile.open(text: Self.blob, path: "/x/Blob.swift")
    for (fps, t) in [(60.0, 1.0), (120.0, 0.5), (30.0, 2.0)] {
      var v = ParameterValues()
      v[ViewSettings.framesPerSecond] = .number(fps)
      let layer = try #require(file.scene.presentation(v, t).sublayer(named: "blob"))
      // ⌊t·fps⌋ ticks of 1/fps each.
      let k = (t * fps).rounded(.down) / fps * 0.3
      #expect(abs(layer.transform.m11 - cos(k)) < 1e-9 && abs(layer.transform.m12 - sin(k)) < 1e-9, "\(fps) Hz")
    }
  }

  @Test func asyncAfterTimersAndCompletionsRunWhenDue() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let dot = CALayer()
      view.layer.addSublayer(dot)
      var ticks = 0
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        dot.opacity = 0.5
      }
      Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { _ in
        ticks += 1
        dot.cornerRadius = CGFloat(ticks)
      }
      CATransaction.begin()
      CATransaction.setCompletionBlock {
        dot.backgroundColor = UIColor.red.cgColor
      }
      let fade = CABasicAnimation(keyPath: "position.x")
      fade.toValue = 50
      fade.duration = 1
      dot.add(fade, forKey: "x")
      CATransaction.commit()
      PlaygroundPage.current.liveView = view
      """
    let file = try OpenedFile.open(text: code, path: "/x/Later.swift")
    let v = ParameterValues()
    let at = { (t: Double) in file.scene.presentation(v, t).sublayer(named: "dot")! }
    // `dot` is on screen by then, so each change animates implicitly over 0.25 s.
    #expect(at(0.4).opacity == 1 && at(0.5).opacity == 1 && at(0.75).opacity == 0.5)
    // Ticks at 0.25, 0.5, … each start a 0.25 s implicit animation from where the last one is.
    #expect(at(0.3).cornerRadius > 0 && at(0.5).cornerRadius == 1 && at(1.0).cornerRadius == 3)
    #expect(at(0.9).backgroundColor == nil && at(1.25).backgroundColor == Color(red: 1, green: 0, blue: 0))
  }
}

/// `UIView.animate` makes the layer animations UIKit makes.
@Suite struct ViewAnimateTests {
  static let code = """
    import UIKit
    import PlaygroundSupport
    let container = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
    let card = UIView(frame: CGRect(x: 20, y: 20, width: 60, height: 60))
    card.backgroundColor = .orange
    container.addSubview(card)
    UIView.animate(withDuration: 0.8, delay: 0.2, options: [], animations: {
      card.alpha = 0.2
      card.center = CGPoint(x: 200, y: 50)
    }, completion: { _ in
      card.backgroundColor = .black
    })
    PlaygroundPage.current.liveView = container
    """

  /// UIKit's default curve is ease-in-ease-out; the delay holds the old values (backwards fill).
  @Test func viewPropertiesAnimateWithUIKitsCurveAfterTheDelay() throws {
    let file = try OpenedFile.open(text: Self.code, path: "/x/Card.swift")
    let v = ParameterValues()
    let card = { (t: Double) in file.scene.presentation(v, t).sublayers[0] }
    #expect(card(0.1).opacity == 1 && card(0.1).position == Point(50, 50))
    let p = TimingFunction(name: .easeInEaseOut).value(at: 0.5)
    #expect(abs(card(0.6).opacity - (1 + (0.2 - 1) * p)) < 1e-9)
    #expect(abs(card(0.6).position.x - (50 + 150 * p)) < 1e-9)
    #expect(card(1.1).opacity == 0.2 && card(1.1).backgroundColor == .black)
    #expect(card(0.9).backgroundColor == .orange)
    // The numbers are parameters like any other.
    var slow = v
    slow[try #require(file.scene.parameter(named: "UIView.animate.withDuration"))] = .number(1.6)
    #expect(abs(file.scene.presentation(slow, 1.0).sublayers[0].opacity - (1 + (0.2 - 1) * p)) < 1e-9)
  }

  @Test func theSpringFormAnimatesWithUIKitsSpring() throws {
    let code = Self.code.replacingOccurrences(
      of: "UIView.animate(withDuration: 0.8, delay: 0.2, options: [], animations: {",
      with:
        "UIView.animate(withDuration: 0.8, delay: 0, usingSpringWithDamping: 0.5, initialSpringVelocity: 0, options: [], animations: {"
    )
    let file = try OpenedFile.open(text: code, path: "/x/Card.swift")
    let spring = try #require(Spring(dampingRatio: 0.5, duration: 0.8))
    let x = file.scene.presentation(ParameterValues(), 0.3).sublayers[0].position.x
    #expect(abs(x - (50 + 150 * spring.value(at: 0.3))) < 1e-9)
  }

  /// A view's transform animates as the layer's, through UIView.animate; scaledBy applies the
  /// scale before the transform it is called on (CGAffineTransformScale).
  @Test func aViewTransformAnimates() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      let card = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
      container.addSubview(card)
      card.transform = CGAffineTransform(translationX: 10, y: 0).scaledBy(x: 2, y: 2)
      UIView.animate(withDuration: 1) {
        card.transform = .identity
      }
      PlaygroundPage.current.liveView = container
      """
    let file = try OpenedFile.open(text: code, path: "/x/T.swift")
    let start = file.scene.presentation(ParameterValues(), 0).sublayers[0].transform
    // Scale first, then translate: a point (1, 0) goes to (2, 0), then (12, 0).
    #expect(start.m11 == 2 && start.m41 == 10)
    let end = file.scene.presentation(ParameterValues(), 1.5).sublayers[0].transform
    #expect(end == .identity)
    let mid = file.scene.presentation(ParameterValues(), 0.5).sublayers[0].transform
    #expect(mid.m11 > 1 && mid.m11 < 2)
  }
}

/// Swift 2 and 3 spellings the seed articles use, and code that draws nothing.
@Suite struct OlderSpellingsTests {
  @Test func swift2SpellingsBuildTheSameLayers() throws {
    let old = """
      import UIKit
      import PlaygroundSupport
      let view = UIView(frame: CGRectMake(0, 0, 120, 80))
      let shape = CAShapeLayer()
      let path = UIBezierPath()
      path.moveToPoint(CGPointMake(10, 10))
      path.addLineToPoint(CGPointMake(60, 10))
      path.addCurveToPoint(CGPointMake(60, 60), controlPoint1: CGPointMake(80, 20), controlPoint2: CGPointMake(80, 50))
      path.closePath()
      shape.path = path.CGPath
      shape.fillColor = UIColor.orangeColor().CGColor
      view.layer.addSublayer(shape)
      print("built")
      print("twice")
      PlaygroundPage.current.liveView = view
      """
    let new = """
      import UIKit
      import PlaygroundSupport
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
      let shape = CAShapeLayer()
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 10, y: 10))
      path.addLine(to: CGPoint(x: 60, y: 10))
      path.addCurve(to: CGPoint(x: 60, y: 60), controlPoint1: CGPoint(x: 80, y: 20), controlPoint2: CGPoint(x: 80, y: 50))
      path.close()
      shape.path = path.cgPath
      shape.fillColor = UIColor.orange.cgColor
      view.layer.addSublayer(shape)
      PlaygroundPage.current.liveView = view
      """
    let a = try OpenedFile.open(text: old, path: "/x/Old.swift"), b = try OpenedFile.open(text: new, path: "/x/New.swift")
    let treeA = a.scene.presentation(ParameterValues(), 0), treeB = b.scene.presentation(ParameterValues(), 0)
    #expect(treeA.sublayers.first?.content == treeB.sublayers.first?.content)
    #expect(treeA.bounds == treeB.bounds)
    // One warning per kind, at the first one.
    #expect(a.warnings == ["Old.swift:13:1: print(…) is skipped: it draws nothing"])
  }
}

/// A replicator loader, started with `CACurrentMediaTime() + delay`.
@Suite struct ReplicatorTests {
  @Test func theReplicatorAndItsTimedStartComeThrough() throws {
    let file = try OpenedFile.open(examples: "ReplicatorLoader.swift")
    let v = ParameterValues()
    let dots = try #require(file.scene.presentation(v, 0).sublayer(named: "dots"))
    let replicator = try #require(dots.replicator)
    #expect(replicator.instanceCount == 3 && replicator.instanceDelay == 0.2)
    #expect(replicator.instanceTransform == Transform3D(translationX: 40, y: 0, z: 0))
    // The fade starts 0.1 s in (held at 1 before, filling backwards), then runs 0.6 s each way.
    let dot = { (t: Double) in file.scene.presentation(v, t).sublayer(named: "dot")!.opacity }
    #expect(dot(0.05) == 1)
    #expect(abs(dot(0.4) - (1 + (0.2 - 1) * 0.5)) < 1e-9)
    #expect(abs(dot(0.7) - 0.2) < 1e-9)
  }
}

/// Code outside the subset, or runaway, stops with its place and what is wrong.
@Suite struct RefusedConstructTests {
  @Test(arguments: [
    ("let l = CALayer()\nlet s = \"a\\(l)\"", "R.swift:3:11: interpolating a CALayer is not simulated by Wobble yet"),
    ("let l = CALayer()\nlet m = l as! CAShapeLayer", "R.swift:3:9: a CALayer is not a CAShapeLayer: as! fails"),
    ("let l: CALayer? = nil\nl!.opacity = 1", "R.swift:3:1: l is nil here: unwrapped with !"),
    ("let k = [1: 2]\nlet v = k[1, 2]", "R.swift:3:9: a dictionary takes [key] or [key, default: value]"),
    (
      "enum E { case a }\nlet e = E.a(1)",
      "R.swift:3:9: E.a has no associated values to pass"
    ),
    (
      "let x = 1\nswitch x { case is Int: break\ndefault: break }",
      "R.swift:3:17: the pattern `is Int` (IsTypePattern) is not simulated by Wobble yet"
    ),
    (
      "let v = UIView(frame: .zero)\nv.layer.foo()",
      "R.swift:3:1: foo() of a CALayer is not simulated by Wobble yet "
        + "(if another file of the app declares it, open the files together: `open A.swift B.swift`)"
    ),
    (
      "let a = CABasicAnimation(keyPath: \"shadowPath\")\nlet l = CALayer()\nl.add(a, forKey: nil)",
      "R.swift:4:1: the key path shadowPath is not animated by Wobble yet"
    ),
    ("let l = CALayer()\nl.opacity = UIColor.red", "R.swift:3:3: CALayer.opacity: got a colour, want a number"),
    (
      "let v = UIView()\nv.tintColor = .brandBlue",
      "R.swift:3:3: UIView.tintColor: .brandBlue is not one Wobble knows where a colour is wanted (if another file of "
        + "the app declares it in an extension, open the files together: `open A.swift B.swift`)"
    ),
    ("func f(_ n: Int) -> Int { return f(n) }\nlet x = f(1)", "R.swift:2:34: calls nested more than 200 deep"),
    ("for _ in 0..<20000 { let l = CALayer() }", "R.swift:2:30: more than 10000 layers"),
    (
      "let r = CGRect(center: .zero)",
      "R.swift:2:9: CGRect(center:) is not simulated by Wobble yet "
        + "(if another file of the app declares it, open the files together: `open A.swift B.swift`)"
    ),
    (
      "let t = Timer.scheduledTimer(withTimeInterval: 0, repeats: true) { _ in }",
      "R.swift:2:30: Timer.scheduledTimer(withTimeInterval:repeats:_:): argument 1: a repeating timer of 0 s fires as "
        + "often as the run loop turns, which Wobble does not simulate: want an interval above 0 seconds"
    ),
    (
      "let q = undefinedThing",
      "R.swift:2:9: undefinedThing is not declared in the files opened (if another file of the app declares it, open "
        + "the files together: `open A.swift B.swift`)"
    ),
    (
      "let p = UIBezierPath()\np.addArc(withCenter: .zero, radius: \"r\", startAngle: 0, endAngle: 1, clockwise: true)",
      "R.swift:3:29: UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:): argument 2: got a string, want a number"
    ),
    ("var n = 0\nwhile true { n += 1 }", "R.swift:3:1: a loop ran more than 100000 times"),
    ("let c = UIColor.mauveColor()", "R.swift:2:9: UIColor.mauveColor() is not simulated by Wobble yet"),
    ("let x = 5 &+ 2", "R.swift:2:9: the operator &+ is not simulated by Wobble yet"),
    ("var a: [CGFloat] = []\na.removeLast()", "R.swift:3:1: Array.removeLast(): the array is empty"),
    ("var a = [1, 2]\na.insert(3, at: 5)", "R.swift:3:13: Array.insert(_:at:): argument 2: want a whole index from 0 to 2"),
    (
      "let p = CGPath(rect: .zero, transform: 2)",
      "R.swift:2:29: CGPath(rect:transform:): argument 2: got a number, want a CGAffineTransform or nil"
    ),
    (
      "let l = CALayer()\nl.setValue(1, forKey: 2)",
      "R.swift:3:15: CALayer.setValue(_:forKey:): argument 2: got a number, want a string"
    ),
    ("let v = UIView()\nv.addSubview(v)", "R.swift:3:1: a layer or view cannot hold itself"),
    (
      "let v = UIView()\nlet w = UIView()\nv.addSubview(w)\nw.addSubview(v)",
      "R.swift:5:1: a layer or view cannot hold one it is part of (a loop)"
    ),
    (
      "let a = CALayer()\nlet b = CALayer()\na.mask = b\nb.mask = a",
      "R.swift:5:3: a layer or view cannot hold one it is part of (a loop)"
    ),
    ("let s = UIStackView()\ns.addArrangedSubview(s)", "R.swift:3:1: a layer or view cannot hold itself"),
    ("final class A { var x: CGFloat { x + 1 } }\nlet y = A().x", "R.swift:2:32: calls nested more than 200 deep"),
    (
      "let v = UIView()\nlet c = v.widthAnchor.constraint(equalToConstant: .nan)",
      "R.swift:3:34: NSLayoutAnchor.constraint(equalToConstant:): argument 1: want a finite number"
    ),
    ("let s = UIStackView()\ns.spacing = .infinity", "R.swift:3:3: UIStackView.spacing: want a finite number of points"),
    (
      "let s = UIStackView()\ns.insertArrangedSubview(UIView(), at: .nan)",
      "R.swift:3:35: UIStackView.insertArrangedSubview(_:at:): argument 2: want a whole index from 0 to 0"
    ),
    ("srand48(.infinity)", "R.swift:2:9: srand48(_:): argument 1: want a finite whole number"),
    (
      "let p = UISegmentedControl(items: [\"A\"])\nlet t = p.titleForSegment(at: .nan)",
      "R.swift:3:27: UISegmentedControl.titleForSegment(at:): argument 1: want a whole number, not nan"
    ),
    (
      "let p = UISegmentedControl(items: [\"A\"])\np.insertSegment(withTitle: 3, at: 0, animated: false)",
      "R.swift:3:17: UISegmentedControl.insertSegment(withTitle:at:animated:): argument 1: got a number, want a String"
    ),
    ("var d: [Int: Int] = [:]\nfor i in 0..<10_000 { d[i] = i }", "R.swift:3:23: stopped after 1000000 steps: runaway code"),
    (
      "var p = UIView()\nfor _ in 0..<70 {\n  let v = UIView()\n  p.addSubview(v)\n  p = v\n}",
      "R.swift:5:3: views and layers nested more than 64 deep"
    ),
    (
      "enum E {\n  static let a: CGFloat = E.b\n  static let b: CGFloat = E.a\n}\nlet y = E.a",
      "R.swift:3:14: calls nested more than 200 deep"
    ),
    (
      "import SwiftUI\nimport PlaygroundSupport\nstruct Dot: View { var body: some View { Circle() } }\n"
        + "PlaygroundPage.current.setLiveView(Dot())",
      "R.swift:5:1: PlaygroundPage.setLiveView(_:): SwiftUI views are not simulated by Wobble (it runs UIKit and Core Animation code); "
        + "host the animation in a UIView or UIViewController"
    ),
  ])
  func refusedWithItsPlace(code: String, message: String) {
    let text = "import UIKit\n" + code.replacingOccurrences(of: "\\n", with: "\n") + "\n"
    #expect(throws: RunError(description: message)) { try OpenedFile.open(text: text, path: "/x/R.swift") }
  }

  @Test func forLoopsRunOverArraysToo() throws {
    let code = """
      import UIKit
      let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
      for x in [10, 40, 70] {
        let d = CALayer()
        d.frame = CGRect(x: x, y: 10, width: 20, height: 20)
        v.layer.addSublayer(d)
      }
      """
    let file = try OpenedFile.open(text: code, path: "/x/A.swift")
    #expect(file.scene.presentation(ParameterValues(), 0).sublayers.map(\.position.x) == [20, 50, 80])
  }
}

/// Property observers and lazy properties, as view classes use them.
@Suite struct PropertyKindsTests {
  /// A computed property's setter runs when the property is assigned — on the file's class
  /// (`newValue`, or the setter's own name for it) and on an extension of UIKit's — as Swift
  /// runs it; a get-only one cannot be assigned, as Swift says.
  @Test func computedSettersRunOnAssignment() throws {
    let tree = try LanguageTests.tree(
      """
      extension UIView {
        var left: CGFloat {
          get { return frame.origin.x }
          set { frame.origin.x = newValue }
        }
      }
      class Gauge: UIView {
        var stored: CGFloat = 0
        var level: CGFloat {
          get { return stored }
          set(level) {
            stored = min(1, level)
            backgroundColor = UIColor(white: stored, alpha: 1)
          }
        }
      }
      let gauge = Gauge(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
      gauge.level = 0.5
      gauge.level += 0.25
      gauge.left = 30
      host.addSubview(gauge)
      """)
    let gauge = tree.sublayers[0]
    #expect(gauge.backgroundColor == Color(white: 0.75))
    #expect(gauge.position.x - gauge.bounds.width / 2 == 30)
    do {
      _ = try LanguageTests.opened(
        "class G: UIView { var level: CGFloat { return 1 } }\nlet g = G(frame: .zero)\ng.level = 2")
      Issue.record("a get-only property was assigned")
    } catch {
      #expect("\(error)".contains("G.level is a get-only property"), "\(error)")
    }
  }

  @Test func didSetRunsAndLazyWaitsForItsFirstRead() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      final class Progress: UIView {
        lazy var ring: CAShapeLayer = {
          let layer = CAShapeLayer()
          layer.lineWidth = 5
          layer.strokeEnd = 0
          return layer
        }()
        var progress: CGFloat = 0 {
          didSet { ring.strokeEnd = progress; previous = oldValue }
        }
        var previous: CGFloat = -1
        override init(frame: CGRect) {
          super.init(frame: frame)
          layer.addSublayer(ring)
        }
        required init?(coder: NSCoder) { fatalError() }
      }
      let view = Progress(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      view.progress = 0.25
      view.progress += 0.5
      PlaygroundPage.current.liveView = view
      """
    let file = try OpenedFile.open(text: code, path: "/x/P.swift")
    let ring = try #require(file.scene.presentation(ParameterValues(), 0).sublayer(named: "ring"))
    guard case .shape(let shape) = ring.content else {
      Issue.record("no shape")
      return
    }
    #expect(shape.strokeEnd == 0.75 && shape.stroke.width == 5)
  }
}

/// `switch` and string interpolation, as setup code uses them to pick a key path or a colour.
@Suite struct SwitchTests {
  @Test func aSwitchPicksTheCaseAndInterpolationBuildsTheKeyPath() throws {
    let code = """
      import UIKit
      let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
      let dot = CALayer()
      view.layer.addSublayer(dot)
      let axis = "y"
      var size: CGFloat = 0
      switch axis {
      case "x": size = 10
      case "y", "z": size = 20
      default: size = 30
      }
      let steps = 3
      switch steps {
      case 1: dot.cornerRadius = 1
      case 3: dot.cornerRadius = 3
      default: break
      }
      dot.frame = CGRect(x: 0, y: 0, width: size, height: size)
      let move = CABasicAnimation(keyPath: "position.\\(axis)")
      move.fromValue = 0
      move.toValue = 100
      move.duration = 1
      dot.add(move, forKey: "move \\(steps)")
      """
    let file = try OpenedFile.open(text: code, path: "/x/S.swift")
    let dot = { (t: Double) in file.scene.presentation(ParameterValues(), t).sublayers[0] }
    #expect(dot(0).bounds.width == 20 && dot(0).cornerRadius == 3)
    #expect(abs(dot(0.5).position.y - 50) < 1e-9)
  }
}

/// How long the strip of an opened file is: calls scheduled once are followed to their end.
@Suite struct OpenedFileSpanTests {
  /// The strip's span of `body` with a `box` view in the host.
  func period(_ body: String) throws -> Double {
    try LanguageTests.opened("let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))\nhost.addSubview(box)\n" + body)
      .scene.period(ParameterValues())
  }

  @Test func aCallScheduledOnceEndsTheSpanWithWhatItStarts() throws {
    // 0.3 s later a 0.4 s animation: 0.7 s (it was 5 s, as for a display link).
    let once = try period(
      "DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { UIView.animate(withDuration: 0.4) { box.alpha = 0 } }")
    #expect(abs(once - 0.7) < 1e-9)
    // A call scheduling another: 0.2 + 0.5, then a 1 s animation.
    let chained = try period(
      """
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.2) {
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { UIView.animate(withDuration: 1) { box.alpha = 0 } }
      }
      """)
    #expect(abs(chained - 1.7) < 1e-9)
    // A one-shot timer that changes nothing animated: the span reaches the call.
    let timer = try period("Timer.scheduledTimer(withTimeInterval: 0.3, repeats: false) { _ in box.isHidden = true }")
    #expect(abs(timer - 0.3) < 1e-9)
  }

  /// A spinner that spins for ever until a call scheduled once removes it: the strip spans the
  /// wait and ends on what is left (its last frame without the spinner), not going round.
  @Test func aLoopingSpinnerRemovedByALaterCallEndsTheStripThere() throws {
    let file = try LanguageTests.opened(
      """
      let spinner = UIActivityIndicatorView(style: .large)
      spinner.startAnimating()
      host.addSubview(spinner)
      DispatchQueue.main.asyncAfter(deadline: .now() + 3) { spinner.removeFromSuperview() }
      """)
    #expect(abs(file.scene.period(ParameterValues()) - 3) < 1e-9)
    #expect(file.scene.endsAtPeriod(ParameterValues()))
    let last = try #require(Preview.stripTimes(file.scene, ParameterValues()).last)
    #expect(abs(last - 3) < 1e-9)
    #expect(file.scene.presentation(ParameterValues(), last).sublayers.isEmpty)
  }

  /// A chain of completions that comes back to where it began (a pendulum's swing there and
  /// back, a pulse that starts itself again) spans its first cycle, not eight rounds of it.
  @Test func aChainOfCompletionsThatGoesRoundSpansOneCycle() throws {
    let swing = try period(
      """
      box.backgroundColor = .red
      func swing() {
        UIView.animate(withDuration: 1.5, animations: { box.alpha = 0 }) { _ in
          UIView.animate(withDuration: 1.5, animations: { box.alpha = 1 }) { _ in swing() }
        }
      }
      swing()
      """)
    #expect(abs(swing - 3) < 1e-9)
    let pulse = try period(
      """
      box.backgroundColor = .red
      func pulse() {
        box.transform = .identity
        UIView.animate(withDuration: 2, animations: { box.transform = CGAffineTransform(scaleX: 3, y: 3) }) { _ in pulse() }
      }
      pulse()
      """)
    #expect(abs(pulse - 2) < 1e-9)
    // Still before it starts is not a cycle: the wait and what follows it are shown.
    let waits = try period(
      """
      box.backgroundColor = .red
      func fade() {
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
          UIView.animate(withDuration: 1, animations: { box.alpha = 0 }) { _ in box.alpha = 1 }
        }
      }
      fade()
      """)
    #expect(abs(waits - 2) < 1e-9)
    // Back where it began, then on to something else: no cycle, the whole chain is shown.
    let movesOn = try period(
      """
      box.backgroundColor = .red
      UIView.animate(withDuration: 1, animations: { box.alpha = 0 }) { _ in
        UIView.animate(withDuration: 1, animations: { box.alpha = 1 }) { _ in
          UIView.animate(withDuration: 1, animations: { box.center.x = 50 }) { _ in
            UIView.animate(withDuration: 1, animations: { box.center.x = 80 })
          }
        }
      }
      """)
    #expect(abs(movesOn - 4) < 1e-9)
  }

  @Test func codeThatRunsAgainAndAgainStillShowsFiveSeconds() throws {
    let repeating = try period("Timer.scheduledTimer(withTimeInterval: 0.5, repeats: true) { _ in box.alpha = 0.5 }")
    #expect(repeating == 5)
  }
}
