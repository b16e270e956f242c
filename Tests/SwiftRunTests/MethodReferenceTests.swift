import Foundation
import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// Methods and functions passed by name where a closure is expected (`forEach(addSubview)`),
/// and ranges used as values (`(0..<3).map { … }`).
@Suite struct MethodReferenceTests {
  @Test func methodsAndFunctionsPassedByNameAreCalledForEachElement() throws {
    let tree = try LanguageTests.tree(
      """
      func fade(_ layer: CALayer) { layer.opacity = 0.5 }
      final class Board: UIView {
        let dots: [CALayer] = (0..<3).map { i in
          let dot = CALayer()
          dot.frame = CGRect(x: 10 + 30 * CGFloat(i), y: 10, width: 20, height: 20)
          return dot
        }
        let cards = [UIView(frame: CGRect(x: 0, y: 50, width: 30, height: 10))]
        override init(frame: CGRect) {
          super.init(frame: frame)
          dots.forEach(layer.addSublayer)
          cards.forEach(addSubview)
          dots.forEach(fade)
          dots.forEach(round)
          let radii = dots.map(radius)
          dots[2].borderWidth = radii[2] / 4
        }
        required init?(coder: NSCoder) { fatalError() }
        func round(_ dot: CALayer) { dot.cornerRadius = 10 }
        func radius(of dot: CALayer) -> CGFloat { dot.cornerRadius }
      }
      host.addSubview(Board(frame: host.bounds))
      """)
    let board = try #require(tree.sublayers.first)
    #expect(board.sublayers.count == 4)
    let dots = board.sublayers.prefix(3)
    #expect(dots.map(\.position.x) == [20, 50, 80])
    #expect(dots.allSatisfy { $0.opacity == 0.5 && $0.cornerRadius == 10 })
    #expect(dots.last?.borderWidth == 2.5)
    #expect(board.sublayers[3].bounds.width == 30)
  }

  @Test(arguments: [
    ("[CALayer()].forEach(host.layer.addSublayr)", "L.swift:4:32: addSublayr of a CALayer is not simulated by Wobble yet"),
    ("[1, 2].forEach(host.layer.addSublayer)", "L.swift:4:16: addSublayer takes a layer"),
    ("let a = (0..<200_000).map { $0 }", "L.swift:4:10: a range of whole numbers, at most 100000 long"),
  ])
  func aWrongReferenceIsRefusedAtItsPlace(code: String, message: String) {
    #expect(throws: RunError(description: message)) { try LanguageTests.tree(code) }
  }

  @Test func aViewSubclassIsMadeWithFrameZeroAsAutoLayoutCodeWritesIt() throws {
    let tree = try LanguageTests.tree(
      """
      final class Badge: UIView {}
      let badge = Badge(frame: .zero)
      badge.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
      host.addSubview(badge)
      """)
    #expect(tree.sublayers.first?.bounds.width == 7 && tree.sublayers.first?.position == Point(8.5, 10))
  }
}

/// Randomness drawn the same in every run, tuples taken apart, `defer` run on leaving a block.
@Suite struct RandomTupleDeferTests {
  static let code = """
    var xs: [CGFloat] = []
    for _ in 0..<200 { xs.append(CGFloat.random(in: 2...6)) }
    var ns: [Int] = []
    for _ in 0..<300 { ns.append(Int.random(in: 0..<3)) }
    let dot = CALayer()
    dot.frame = CGRect(x: xs[0], y: xs[1], width: CGFloat(ns.filter { $0 == 2 }.count), height: 1)
    dot.opacity = Float(xs.min()!) / 10
    dot.cornerRadius = xs.max()!
    dot.borderWidth = CGFloat(ns.max()! - ns.min()!)
    host.layer.addSublayer(dot)
    """

  @Test func randomDrawsAreTheSameInEveryRunAndStayInTheirRanges() throws {
    let first = try LanguageTests.tree(Self.code).sublayers[0]
    let again = try LanguageTests.tree(Self.code, at: 0.5).sublayers[0]
    #expect(first.position == again.position && first.bounds == again.bounds)
    #expect(first.opacity >= 0.2 && first.opacity < 0.21 && first.cornerRadius > 5.9 && first.cornerRadius <= 6)
    #expect(first.borderWidth == 2)  // 0, 1 and 2 all drawn, nothing else
    #expect(first.bounds.width > 70 && first.bounds.width < 130)  // about a third of 300
  }

  @Test func tuplesAreMadeBoundAndMatchedByPosition() throws {
    let tree = try LanguageTests.tree(
      """
      let (w, h) = (host.bounds.width, host.bounds.height / 2)
      let pair = (3, 4)
      let second = pair.1
      var picked: CGFloat = 0
      switch pair {
      case (1, _): picked = 1
      case let (3, y): picked = CGFloat(y)
      default: picked = 9
      }
      let dot = CALayer()
      dot.frame = CGRect(x: CGFloat(second), y: 0, width: w, height: h + picked)
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].bounds == Rect(x: 0, y: 0, width: 200, height: 54))
    #expect(tree.sublayers[0].position.x == 104)
  }

  @Test func deferredBlocksRunWhenTheirBlockIsLeftLastFirst() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      func pulse() -> Float {
        dot.opacity = 0.1
        defer { dot.opacity = dot.opacity * 2 }
        defer { dot.opacity = dot.opacity + 0.3 }
        return dot.opacity
      }
      let seen = pulse()
      dot.borderWidth = CGFloat(seen)
      host.layer.addSublayer(dot)
      """)
    // 0.1 returned; then + 0.3, then × 2.
    #expect(abs(tree.sublayers[0].opacity - 0.8) < 1e-6 && abs(tree.sublayers[0].borderWidth - 0.1) < 1e-6)
  }

  @Test func arraysOfNumbersHaveTheirLeastGreatestReverseAndMembers() throws {
    let tree = try LanguageTests.tree(
      """
      let xs: [CGFloat] = [4, 9, 2]
      let none: [CGFloat] = []
      let dot = CALayer()
      dot.frame = CGRect(x: xs.min()!, y: xs.max()!, width: xs.reversed()[0], height: none.max() ?? 7)
      dot.opacity = xs.contains(9) && !xs.contains(5) ? 1 : 0.5
      host.layer.addSublayer(dot)
      """)
    #expect(tree.sublayers[0].bounds.width == 2 && tree.sublayers[0].bounds.height == 7)
    #expect(tree.sublayers[0].position == Point(3, 12.5) && tree.sublayers[0].opacity == 1)
  }
}

/// Animations made before their key path is known, and iOS 17's perceptual spring.
@Suite struct AnimationInitialiserTests {
  @Test func aPerceptualSpringMovesAsTheDampedOscillatorOfItsPeriodAndBounce() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
      host.layer.addSublayer(dot)
      let spring = CASpringAnimation(perceptualDuration: 0.6, bounce: 0.4)
      spring.keyPath = "opacity"
      spring.fromValue = 0
      spring.toValue = 1
      spring.duration = 2
      dot.add(spring, forKey: nil)
      """, at: 0.3)
    // m = 1, ω0 = 2π/0.6, ζ = 1 − 0.4: x(t) = 1 − e^(−ζω0t)(cos ωd·t + ζω0/ωd · sin ωd·t).
    let (w0, z, t) = (2 * Double.pi / 0.6, 0.6, 0.3)
    let wd = w0 * (1 - z * z).squareRoot()
    let expected = 1 - exp(-z * w0 * t) * (cos(wd * t) + z * w0 / wd * sin(wd * t))
    #expect(abs(tree.sublayers[0].opacity - expected) < 1e-6, "\(tree.sublayers[0].opacity) vs \(expected)")
  }

  @Test func anAnimationMadeBareTakesTheKeyPathSetLater() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      host.layer.addSublayer(dot)
      let fade = CABasicAnimation()
      fade.keyPath = "opacity"
      fade.fromValue = 0.2
      fade.toValue = 0.6
      fade.duration = 1
      dot.add(fade, forKey: nil)
      """, at: 0.5)
    #expect(abs(tree.sublayers[0].opacity - 0.4) < 1e-9)  // linear default timing
  }

  @Test func aBounceOutOfRangeIsRefusedAtItsPlace() {
    #expect(throws: RunError(description: "L.swift:4:52: bounce takes a number above −1 and at most 1")) {
      try LanguageTests.tree("let s = CASpringAnimation(perceptualDuration: 0.5, bounce: 1.5)")
    }
  }
}

/// A layer's own time: Technical Q&A 1673's pause and resume, and a display link's target time.
@Suite struct LayerTimeTests {
  static let spinner = """
    let arc = CALayer()
    host.layer.addSublayer(arc)
    let spin = CABasicAnimation(keyPath: "opacity")
    spin.fromValue = 0
    spin.toValue = 1
    spin.duration = 1
    spin.repeatCount = .infinity
    arc.add(spin, forKey: "spin")
    DispatchQueue.main.asyncAfter(deadline: .now() + 1.25) {
      let paused = arc.convertTime(CACurrentMediaTime(), from: nil)
      arc.speed = 0
      arc.timeOffset = paused
    }
    DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
      let pausedTime = arc.timeOffset
      arc.speed = 1
      arc.timeOffset = 0
      arc.beginTime = 0
      arc.beginTime = arc.convertTime(CACurrentMediaTime(), from: nil) - pausedTime
    }
    """

  @Test(arguments: [(0.5, 0.5), (1.25, 0.25), (2.0, 0.25), (2.9, 0.25), (3.5, 0.75)])
  func aPausedLayerHoldsItsTimeAndResumesFromIt(t: Double, expected: Double) throws {
    let opacity = try LanguageTests.tree(Self.spinner, at: t).sublayers[0].opacity
    #expect(abs(opacity - expected) < 1e-9, "at \(t): \(opacity)")
  }

  @Test func aDisplayLinksTargetTimeIsOneFrameOn() throws {
    let tree = try LanguageTests.tree(
      """
      final class Ticker: UIView {
        let dot = CALayer()
        lazy var link = CADisplayLink(target: self, selector: #selector(tick(_:)))
        override init(frame: CGRect) {
          super.init(frame: frame)
          layer.addSublayer(dot)
          link.add(to: .main, forMode: .common)
        }
        required init?(coder: NSCoder) { nil }
        @objc func tick(_ link: CADisplayLink) { dot.opacity = Float((link.targetTimestamp - link.timestamp) * 60) }
      }
      host.addSubview(Ticker(frame: host.bounds))
      """, at: 0.5)
    #expect(abs(tree.sublayers[0].sublayers[0].opacity - 1) < 1e-9)
  }
}

/// Methods of numbers, transforms, colours and paths everyday code calls.
@Suite struct ValueMethodTests {
  @Test func numbersTransformsColoursAndPathsAnswerAsSwiftAndCoreGraphicsDo() throws {
    let tree = try LanguageTests.tree(
      """
      let dot = CALayer()
      let x: CGFloat = 16
      dot.frame = CGRect(x: x.squareRoot(), y: (3.7).rounded(.down), width: (-2.5).magnitude, height: (2.5).rounded())
      dot.cornerRadius = (7.5).truncatingRemainder(dividingBy: 2)
      dot.opacity = x.isFinite && !x.isNaN ? 1 : 0
      dot.backgroundColor = UIColor.red.cgColor.copy(alpha: 0.25)
      let turn = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 2)
      dot.setAffineTransform(turn.concatenating(turn.inverted()))
      host.layer.addSublayer(dot)
      let line = CAShapeLayer()
      let path = UIBezierPath()
      path.move(to: CGPoint(x: 1, y: 1))
      path.addLine(to: CGPoint(x: 3, y: 1))
      path.apply(CGAffineTransform(scaleX: 2, y: 3))
      line.path = path.cgPath
      host.layer.addSublayer(line)
      """)
    let dot = tree.sublayers[0]
    #expect(dot.bounds.width == 2.5 && dot.bounds.height == 3 && dot.position == Point(4 + 1.25, 3 + 1.5))
    #expect(dot.cornerRadius == 1.5 && dot.opacity == 1)
    #expect(dot.backgroundColor == Color(red: 1, green: 0, blue: 0, alpha: 0.25))
    let m = try #require(dot.effectiveTransform.affine)
    #expect(abs(m.a - 1) < 1e-12 && abs(m.d - 1) < 1e-12 && abs(m.tx) < 1e-12 && abs(m.b) < 1e-12)
    guard case .shape(let style) = tree.sublayers[1].content else {
      Issue.record("no shape")
      return
    }
    #expect(style.path.points == [Point(2, 3), Point(6, 3)])
  }
}
