import Preview
import Scenes
import SwiftParser
import Testing

@testable import SwiftRun

/// The names a file's scopes may hold: every binding construct counts, a name only read does
/// not, and a local still shadows `self`'s member of the same name.
@Suite struct BoundNamesTests {
  @Test func everyBindingConstructBindsItsNames() {
    let bound = BoundNames(
      Parser.parse(
        source: """
          let a = 1, b = 2
          var (c, d) = (3, 4)
          for (i, e) in [5].enumerated() where i > 0 { _ = e }
          if let f = Optional(1) { _ = f }
          guard case let .some(g) = Optional(2) else { fatalError() }
          func h(_ x: Int, label y: Int) {}
          let k = { (m: Int, n) in m + n }
          let p = [1].map { q in q }
          let r = { [weak s = layer] in s }
          switch 1 { case let t: _ = t }
          var u: Int = 0 { didSet(w) { _ = w } }
          enum E { case v(value: Int) }
          if case let .v(caught) = E.v(value: 1) { _ = caught }
          let z = reading + alsoReading.member
          """))
    for name in [
      "a", "b", "c", "d", "i", "e", "f", "g", "x", "y", "k", "m", "n", "p", "q", "r", "s", "t", "u", "w", "value", "caught",
    ] {
      #expect(bound.mayBind(name), "\(name)")
    }
    for name in ["reading", "alsoReading", "member", "layer", "h", "E"] { #expect(!bound.mayBind(name), "\(name)") }
    #expect(bound.mayBind("$0") && bound.mayBind("newValue") && bound.mayBind("oldValue"))
  }

  @Test func aLocalShadowsAMemberOfSelfAndAnUnboundNameIsTheMember() throws {
    let tree = try LanguageTests.tree(
      """
      final class Box {
        let layer = CALayer()
        var width: CGFloat = 30
        var height: CGFloat = 12
        init() {
          let width: CGFloat = 50
          layer.frame = CGRect(x: 0, y: 0, width: width, height: height)
        }
      }
      host.layer.addSublayer(Box().layer)
      """)
    #expect(tree.sublayers[0].bounds.width == 50 && tree.sublayers[0].bounds.height == 12)
  }
}

/// The interpreter's thread: deep recursion fits, results come back, callers take turns.
@Suite struct DeepStackThreadTests {
  func depth(_ n: Int) -> Int {
    var frame = [Int](repeating: n, count: 32)
    frame[1] = n
    return n == 0 ? 0 : 1 + depth(n - 1) + frame[1] - n
  }

  @Test func deepRecursionRunsOnItAndReturns() {
    let thread = DeepStackThread()
    // Far deeper than a 512 KB stack holds.
    #expect(thread.perform { self.depth(60_000) } == 60_000)
    #expect(thread.perform { 7 } == 7)
  }

  @Test func callersFromManyThreadsEachGetTheirOwnResult() async {
    let thread = DeepStackThread()
    let results = await withTaskGroup(of: (Int, Int).self) { group in
      for k in 0..<16 { group.addTask { (k, thread.perform { k * k }) } }
      var all: [(Int, Int)] = []
      for await r in group { all.append(r) }
      return all
    }
    #expect(results.count == 16 && results.allSatisfy { $0.1 == $0.0 * $0.0 })
  }
}

/// A strip's trees made in one job on the interpreter's thread are the trees made one by one.
@Suite struct BatchedPresentationTests {
  @Test func theTreesOfAStripMadeTogetherDrawAsTheOnesMadeAlone() throws {
    let code = """
      import UIKit
      import PlaygroundSupport
      final class Wobbler: UIView {
        let dot = CALayer()
        var t: CGFloat = 0
        lazy var link = CADisplayLink(target: self, selector: #selector(tick(_:)))
        override init(frame: CGRect) {
          super.init(frame: frame)
          dot.frame = CGRect(x: 10, y: 10, width: 30, height: 30)
          dot.backgroundColor = UIColor.orange.cgColor
          layer.addSublayer(dot)
          link.add(to: .main, forMode: .common)
          let fade = CABasicAnimation(keyPath: "opacity")
          fade.fromValue = 1
          fade.toValue = 0.2
          fade.duration = 0.7
          fade.autoreverses = true
          fade.repeatCount = .infinity
          dot.add(fade, forKey: nil)
        }
        required init?(coder: NSCoder) { nil }
        @objc func tick(_ link: CADisplayLink) {
          t += CGFloat(link.duration)
          dot.position = CGPoint(x: 25 + 40 * sin(t * 3), y: 25 + t * 10)
        }
      }
      PlaygroundPage.current.liveView = Wobbler(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
      """
    let scene = try OpenedFile.open(text: code, path: "/x/W.swift").scene
    let values = ParameterValues()
    let times = [0.0, 0.1, 0.35, 0.5, 1.2, 2.0]
    let together = try #require(scene.presentations)
    let batch = together(values, times)
    var renderer = FrameRenderer()
    for (i, t) in times.enumerated() {
      let alone = try OpenedFile.open(text: code, path: "/x/W.swift").scene.presentation(values, t)
      let a = renderer.render(batch[i], size: (120, 80), scale: 1, backdrop: .white)
      let b = renderer.render(alone, size: (120, 80), scale: 1, backdrop: .white)
      let same = a.pixels == b.pixels
      #expect(same, "at \(t)")
    }
    #expect(batch[1].sublayers[0].position != batch[4].sublayers[0].position)
  }
}

/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`: the method runs
/// every interval (given the timer when it takes it) until the timer is invalidated.
@Suite struct SelectorTimerTests {
  @Test func aTargetSelectorTimerCallsItsMethodUntilInvalidated() throws {
    let code = """
      final class Counter: UIView {
        let dot = CALayer()
        var count = 0
        override init(frame: CGRect) {
          super.init(frame: frame)
          layer.addSublayer(dot)
          Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(step(_:)), userInfo: nil, repeats: true)
        }
        required init?(coder: NSCoder) { nil }
        @objc func step(_ timer: Timer) {
          count += 1
          CATransaction.begin()
          CATransaction.setDisableActions(true)
          dot.borderWidth = CGFloat(count)
          CATransaction.commit()
          if count == 3 { timer.invalidate() }
        }
      }
      host.addSubview(Counter(frame: host.bounds))
      """
    for (t, expected) in [(0.4, 0.0), (0.6, 1.0), (1.2, 2.0), (1.6, 3.0), (4.0, 3.0)] {
      let width = try LanguageTests.tree(code, at: t).sublayers[0].sublayers[0].borderWidth
      #expect(width == expected, "at \(t)")
    }
  }
}
