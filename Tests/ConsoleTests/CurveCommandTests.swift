import Foundation
import Animation
import Console
import Scenes
import Preview
import TestSupport
import Testing

@Suite struct CurveCommandTests {
  /// core-animation.md §1.4 (b) (0.129161938761, 0.500000019269 with Float control points),
  /// printed to a Float's precision: 0.5, not the rounding of 0.42 to a Float.
  @Test func printsOneTabSeparatedLinePerX() {
    var bench = Workbench()
    let result = bench.execute("curve ease-in-out at 0.25 0.5").value!
    #expect(result.lines == ["0.25\t\(Float(0.129161938761))", "0.5\t0.5"])
    #expect(result.figure == .curve(.function(.easeInEaseOut), marks: [0.25, 0.5]))
  }

  /// §2.5: springs take x in seconds, and print the velocity too. Critical (k 100, c 20):
  /// x' = 100·t·e^(−10t), 10/e at 0.1; overdamped ζ 1.5 (roots r1,2 = −10(1.5 ∓ √1.25)):
  /// x' = r1·r2·(e^(r1 t) − e^(r2 t))/(r1 − r2).
  @Test func springsTakeSecondsAndGiveTheirVelocity() {
    var bench = Workbench()
    let lines = bench.execute("curve spring(damping: 20) at 0.1 1").value!.lines
    #expect(lines == ["0.1\t0.264241117657\t3.67879441171", "1\t0.999500600773\t0.00453999297625"])
    let over = bench.execute("curve spring(damping: 30, overdamping: true) at 0.5").value!.lines
    let r1 = -10 * (1.5 - 1.25.squareRoot()), r2 = -10 * (1.5 + 1.25.squareRoot())
    let v = r1 * r2 * (exp(r1 * 0.5) - exp(r2 * 0.5)) / (r1 - r2)
    let parts = over.first?.split(separator: "\t") ?? []
    #expect(parts.count == 3 && parts[1] == "0.82659534976")
    #expect(parts.count == 3 && abs(Double(parts[2])! - v) < 1e-10)
  }

  /// Without `at`, a spring is printed in every vocabulary and drawn.
  @Test func aSpringWithoutXIsShownInEveryVocabulary() throws {
    var bench = Workbench()
    let result = try #require(bench.execute("curve spring(duration: 0.5, bounce: 0.3)").value)
    #expect(result.lines.first == "spring(duration: 0.5, bounce: 0.3)")
    #expect(result.lines.contains { $0.hasPrefix("Core Animation:  spring(mass: 1, stiffness: 157.9137, damping: 17.5929") })
    #expect(result.lines.contains("SwiftUI preset:  bouncy"))
    #expect(result.lines.contains { $0.hasPrefix("SwiftUI:         spring(response: 0.5, dampingFraction: 0.7)") })
    #expect(result.figure == .curve(try Timing.parse("spring(duration: 0.5, bounce: 0.3)"), marks: []))
  }

  /// The drawing shows a spring's velocity as a blue line that a timing function's lacks.
  @Test func aSpringsDrawingShowsItsVelocity() {
    func bluePixels(_ timing: Timing) -> Int {
      let image = Preview.curve(timing, marks: [], maximumWidth: 400)
      var n = 0
      for y in 0..<image.height {
        for x in 0..<image.width {
          let p = image.pixel(x: x, y: y)
          if p.b > 200 && p.r < 150 && p.g > 120 && p.g < 200 { n += 1 }
        }
      }
      return n
    }
    #expect(bluePixels(.spring(Spring())) > 200)
    #expect(bluePixels(.function(.easeIn)) == 0)
  }

  @Test func cubicBezierTakesFourNumbersWithSpaces() {
    var bench = Workbench()
    let lines = bench.execute("curve cubic-bezier(0.68, -0.55, 0.265, 1.55) at 0.75").value!.lines
    #expect(lines == ["0.75\t\(Float(1.08916576011))"])
  }

  @Test(arguments: [
    ("curve", "missing <timing>; usage: curve <timing> [at <x>...]"),
    ("curve ease-in at", "missing <x>...; usage: curve <timing> [at <x>...]"),
    ("curve ease-in 0.5", "expected 'at' before '0.5'; usage: curve <timing> [at <x>...]"),
    ("curve ease-in at nan", "'nan' is not a finite number; usage: curve <timing> [at <x>...]"),
    ("curve cubic-bezier(2, 0, 1, 1) at 0.5", "cubic-bezier's x1 and x2 must be from 0 to 1, as CAMediaTimingFunction requires"),
    ("curve spring(mass: 0) at 1", "a spring needs mass > 0, stiffness > 0 and damping ≥ 0"),
    (
      "curve spring(stiffness: 1, bounce: 1) at 1",
      "a spring is written in one vocabulary: mass, stiffness, damping, overdamping, or duration, bounce"
    ),
    (
      "curve spring(bounciness: 1) at 1",
      "unknown spring label 'bounciness': use mass, stiffness, damping, velocity, overdamping, duration, bounce, response, dampingFraction, perceptualDuration"
    ),
  ])
  func badCurvesAreRefusedWithTheReason(line: String, message: String) {
    var bench = Workbench()
    #expect(bench.execute(line).failure?.description == message)
  }

  @Test func timingsRoundTripThroughTheirText() throws {
    for text in [
      "linear", "ease-in", "default", "cubic-bezier(0.1, 0.2, 0.3, 0.4)",
      "spring(mass: 2, stiffness: 300, damping: 20, velocity: -1)",
      "spring(mass: 1, stiffness: 100, damping: 30, velocity: 0, overdamping: true)",
    ] {
      let timing = try Timing.parse(text)
      #expect(try Timing.parse(timing.description) == timing, "\(text)")
    }
  }

  @Test func completesTimingForms() {
    let bench = Workbench()
    #expect(
      Completer.complete("curve ease-in-out", in: bench).candidates
        == ["ease-in-out", "ease-in-out-cubic", "ease-in-out-expo", "ease-in-out-quad", "ease-in-out-sine"])
    #expect(Completer.complete("curve ease-out-b", in: bench).candidates == ["ease-out-back"])
    #expect(Completer.complete("curve sp", in: bench).candidates == ["spring("])
    #expect(Completer.complete("curve cubic-bezier(0, 0, 1, 1) ", in: bench).candidates == ["at"])
  }

  /// The plot puts each marked point where the curve is: its dot is drawn in white.
  @Test func plotMarksThePointsOnTheCurve() {
    let image = Preview.curve(.function(.easeIn), marks: [0.5], maximumWidth: 400)
    var whiteNearMark = false
    // Recompute the plot's mapping independently: margins 30 left, 12 right and top, 20
    // bottom; the y range padded by 5 %.
    let w = Double(image.width) - 42, h = Double(image.height) - 32
    let y = TimingFunction.easeIn.value(at: 0.5)
    let px = 30 + 0.5 * w, py = 12 + (1 - (y + 0.05) / 1.1) * h
    for dy in -1...1 {
      for dx in -1...1 {
        let p = image.pixel(x: Int(px) + dx, y: Int(py) + dy)
        if p.r > 240 && p.g > 240 && p.b > 240 { whiteNearMark = true }
      }
    }
    #expect(whiteNearMark)
  }
}

@Suite struct ValuesCommandTests {
  /// Independent numbers: rest y = 240 + 0.2·48; up moves by −48·x(t) with the default spring
  /// (core-animation.md §2.5: x(0.25) = 1.02335957991).
  @Test func printsPresentationValuesOfReplicatedDots() {
    var bench = Workbench()
    _ = bench.execute("scene balloon")
    let lines = bench.execute("values dots[0].position.y at 0 0.25").value!.lines
    #expect(lines == ["0\t249.6", "0.25\t200.478740164"])
    let lagging = bench.execute("values dots[1].position.y at 0.35").value!.lines
    #expect(lagging == ["0.35\t200.478740164"])
    // A spring carries opacity past 0; the presentation value says so.
    let opacity = bench.execute("values dots[0].opacity at 0.25").value!.lines[0]
    #expect(abs(Double(opacity.split(separator: "\t")[1])! - (1 - 1.02335957991)) < 1e-10)
  }

  @Test(arguments: [
    ("values dots.opacty at 0", "no property 'opacty'; did you mean opacity?"),
    ("values dots[9].opacity at 0", "no layer 'dots[9]' in scene balloon at 0 s; layers then: host, balloon, dots, dot"),
    ("plot dots[9].opacity", "no layer 'dots[9]' in scene balloon at 0 s; layers then: host, balloon, dots, dot"),
    ("values opacity at 0", "'opacity' needs a layer and a property, such as dots[1].opacity"),
    ("values dots[0].opacity at soon", "'soon' is not a time in seconds; usage: values <layer.property> at <t>..."),
  ])
  func badAddressesAreExplained(line: String, message: String) {
    var bench = Workbench()
    _ = bench.execute("scene balloon")
    #expect(bench.execute(line).failure?.description == message)
  }
}

@Suite struct StopCommandTests {
  @Test func aSecondStopWhileFinishingIsIgnoredVisibly() {
    var bench = Workbench()
    #expect(bench.execute("stop at 1").failure?.description == "stop applies to the ring scene; `scene ring` switches to it")
    _ = bench.execute("scene ring")
    let first = bench.execute("stop at 0.5").value!
    #expect(first.lines == ["stop at 0.5 s: stroke fills until 1.5 s, image fades until 1.8 s"] && first.preview)
    let second = bench.execute("stop at 1").value!
    #expect(
      second.lines == ["stop at 1 s ignored: the ring is still finishing (stopped at 0.5 s, done at 1.8 s): the lock ignores it"])
    #expect(!second.preview)
    #expect(bench.values.number(RingScene.stop) == 0.5)
    #expect(bench.execute("stop at 9").value!.lines.first!.contains("already stopped"))
    #expect(bench.execute("stop at -2").failure != nil && bench.values.number(RingScene.stop) == 0.5)
  }
}
