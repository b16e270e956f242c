import Foundation
import TestSupport
import Testing

@testable import SwiftRun

/// Files that look like the animation code people open — views, layers, basic, key-frame and
/// view animations, replicators, timers, dynamics, loops — made from a seed with random and
/// hostile numbers (NaN, ±∞, 1e308, 0, negatives, a million), key paths with typos, nesting
/// hundreds deep, control characters in strings and a character dropped here and there. Each
/// goes through open, drawing at a few times and with its first numbers at the ends of their
/// ranges, and writing back (`OpenedFileCheck`): it opens or is refused, never crashes or hangs.
/// (What it says reaches the terminal through `TerminalText`, whose tests keep control
/// characters out: `WorkbenchTests`.)
@Suite struct PlausibleFilesTests {
  /// Seeded (`SeededRandom`): the same files on every run.
  struct Generator {
    var random: SeededRandom

    init(state: UInt64) { random = SeededRandom(seed: state) }

    mutating func next() -> UInt64 { random.next() }

    mutating func int(_ range: ClosedRange<Int>) -> Int {
      range.lowerBound + Int(next() % UInt64(range.count))
    }

    mutating func chance(_ percent: Int) -> Bool { int(1...100) <= percent }

    mutating func pick<T>(_ items: [T]) -> T { items[int(0...(items.count - 1))] }

    /// A number as code writes one: usually ordinary, sometimes hostile.
    mutating func number() -> String {
      if chance(20) {
        return pick(["0", "-5", "1e308", "-1e308", "(0.0 / 0.0)", "CGFloat.infinity", "-.infinity", "1_000_000", "0.000001"])
      }
      return chance(50) ? "\(int(0...400))" : "\(int(0...30)).\(int(0...9))"
    }

    mutating func color() -> String {
      pick([".red", ".blue", "UIColor.orange", "UIColor(red: \(number()), green: 0.5, blue: 0.2, alpha: 1)", ".clear"])
    }

    mutating func keyPath() -> String {
      pick([
        "opacity", "position.x", "transform.rotation.z", "transform.scale", "bounds.size.width", "cornerRadius",
        "strokeEnd", "backgroundColor", "opacty", "transform.scale.xy", "fontSize", "lineWidth", "shadowOpacity",
      ])
    }
  }

  static func file(seed: UInt64) -> String {
    var g = Generator(state: seed)
    var lines = [
      "import UIKit", "import PlaygroundSupport", "let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))",
    ]
    var views = ["host"], layers: [String] = []
    for k in 0..<g.int(2...9) {
      switch g.int(0...9) {
      case 0:
        lines += [
          "let v\(k) = UIView(frame: CGRect(x: \(g.number()), y: \(g.number()), width: \(g.number()), height: \(g.number())))",
          "v\(k).backgroundColor = \(g.color())", "v\(k).layer.cornerRadius = \(g.number())", "host.addSubview(v\(k))",
        ]
        views.append("v\(k)")
      case 1:
        lines += [
          "let s\(k) = CAShapeLayer()",
          "s\(k).path = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: \(g.number()), height: \(g.number()))).cgPath",
          "s\(k).strokeColor = \(g.color()).cgColor", "s\(k).lineWidth = \(g.number())", "s\(k).strokeEnd = \(g.number())",
          "host.layer.addSublayer(s\(k))",
        ]
        layers.append("s\(k)")
      case 2:
        let target = g.chance(50) && !layers.isEmpty ? g.pick(layers) : g.pick(views) + ".layer"
        lines += [
          "let a\(k) = CABasicAnimation(keyPath: \"\(g.keyPath())\")", "a\(k).fromValue = \(g.number())",
          "a\(k).toValue = \(g.number())", "a\(k).duration = \(g.number())",
          "a\(k).repeatCount = \(g.pick(["2", ".infinity", "0", "-1"]))",
          "a\(k).autoreverses = \(g.chance(50))", "\(target).add(a\(k), forKey: nil)",
        ]
      case 3:
        let view = g.pick(views)
        lines += [
          "UIView.animate(withDuration: \(g.number()), delay: \(g.number()), options: [\(g.pick([".repeat", ".autoreverse", ".curveEaseIn", ""]))], animations: {",
          "  \(view).alpha = \(g.number())", "  \(view).transform = CGAffineTransform(rotationAngle: \(g.number()))",
          "}, completion: { _ in", "  UIView.animate(withDuration: \(g.number())) { \(view).center.x += \(g.number()) }", "})",
        ]
      case 4:
        let view = g.pick(views)
        lines += [
          "UIView.animateKeyframes(withDuration: \(g.number()), delay: 0, options: [], animations: {",
          "  UIView.addKeyframe(withRelativeStartTime: \(g.number()), relativeDuration: \(g.number())) { \(view).alpha = 0 }",
          "  UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { \(view).center.y = \(g.number()) }",
          "}, completion: nil)",
        ]
      case 5:
        lines += [
          "let r\(k) = CAReplicatorLayer()", "r\(k).frame = host.bounds",
          "r\(k).instanceCount = \(g.pick(["3", "12", "0", "-2", "1_000_000", "\(g.int(1...40))"]))",
          "r\(k).instanceDelay = \(g.number())",
          "r\(k).instanceTransform = CATransform3DMakeRotation(\(g.number()), 0, 0, 1)",
          "let d\(k) = CALayer()", "d\(k).frame = CGRect(x: 0, y: 0, width: 6, height: 6)",
          "d\(k).backgroundColor = \(g.color()).cgColor", "r\(k).addSublayer(d\(k))", "host.layer.addSublayer(r\(k))",
        ]
      case 6:
        let view = g.pick(views)
        lines += [
          "for i in 0..<\(g.pick(["4", "0", "100", "1_000_000", "Int(\(g.number()))"])) {",
          "  let dot = UIView(frame: CGRect(x: CGFloat(i) * 3, y: 10, width: 2, height: 2))", "  \(view).addSubview(dot)", "}",
        ]
      case 7:
        let view = g.pick(views)
        lines += [
          "Timer.scheduledTimer(withTimeInterval: \(g.number()), repeats: \(g.chance(50))) { _ in",
          "  \(view).alpha = \(view).alpha > 0.5 ? 0.2 : 1", "}",
        ]
      case 8:
        let depth = g.int(1...300)
        lines.append(
          "let n\(k): CGFloat = " + String(repeating: "(", count: depth) + g.number() + String(repeating: ")", count: depth))
        lines.append("host.alpha = n\(k) / 400")
      default:
        let view = g.pick(views)
        lines += [
          "let animator\(k) = UIDynamicAnimator(referenceView: host)",
          "animator\(k).addBehavior(UIGravityBehavior(items: [\(view)]))",
          "let walls\(k) = UICollisionBehavior(items: [\(view)])", "walls\(k).translatesReferenceBoundsIntoBoundary = true",
          "animator\(k).addBehavior(walls\(k))",
        ]
      }
    }
    if g.chance(20) { lines.append("host.layer.name = \"\\u{1B}[2J\\u{7}\(g.number())\"") }
    lines.append("PlaygroundPage.current.liveView = host")
    var text = lines.joined(separator: "\n") + "\n"
    // A typo now and then: one character gone, or a control character in its place.
    if g.chance(25), text.count > 1 {
      let at = text.index(text.startIndex, offsetBy: g.int(0...(text.count - 1)))
      if g.chance(50) { text.remove(at: at) } else { text.replaceSubrange(at...at, with: "\u{1B}") }
    }
    return text
  }

  /// Found by this generator: a raw control character inside a string literal (which Swift
  /// does not compile) made swift-syntax stop the process when the value was read; it is
  /// refused at the character now, before anything runs.
  @Test func aStringLiteralSwiftDoesNotCompileIsRefusedAtItsPlace() {
    let text =
      "import UIKit\nimport PlaygroundSupport\nlet v = UIView()\nv.layer.name = \"a\u{1B}b\"\n"
      + "PlaygroundPage.current.liveView = v\n"
    #expect {
      _ = try OpenedFile.open(text: text, path: "/x/E.swift", isInterrupted: { false })
    } throws: { "\($0)".hasPrefix("E.swift:4:18: syntax error: the control character \\u{1B} stands outside a comment") }
  }

  /// Found by `FuzzOpenedFile` in CI's fixed run: a control character or a byte that is not
  /// UTF-8 before `=` made swift-syntax's diagnostics stop the process ("A Fix-It must have at
  /// least one change"); such a character in code is a syntax error of its own now, said first.
  @Test func aCharacterSwiftDoesNotCompileInCodeIsASyntaxErrorNotACrash() {
    for (text, named) in [
      ("import UIKit\nlet x = UIView()\nx.alpha \u{7}= 0.5\n", "the control character \\u{7}"),
      ("import UIKit\nlet x = UIView()\nx.alpha \u{FFFD}= 0.5\n", "a byte that is not UTF-8"),
    ] {
      #expect {
        _ = try OpenedFile.open(text: text, path: "/x/C.swift", isInterrupted: { false })
      } throws: { "\($0)".hasPrefix("C.swift:3:9: syntax error: \(named) stands outside a comment") }
    }
  }

  /// A hang fails the batch at its time limit (generous: a debug build on a loaded two-core
  /// machine took 5 minutes for a batch); how fast files open is `wobble-bench open`'s to say.
  @Test(.timeLimit(.minutes(15)), arguments: 0..<4)
  func plausibleFilesOpenOrAreRefusedAndKeepTheirPromises(batch: Int) throws {
    var opened = 0
    for index in 0..<40 {
      let seed = UInt64(batch * 40 + index) &* 0x2545_F491_4F6C_DD1D
      let text = Self.file(seed: seed)
      #expect(OpenedFileCheck.problem(with: text) == nil, "seed \(seed)")
      if (try? OpenedFile.open(text: text, path: "/fuzz/Plausible.swift", isInterrupted: { false })) != nil { opened += 1 }
    }
    // The generator makes files that open, not only refusals.
    #expect(opened >= 8, "only \(opened) of 40 opened")
  }
}
