import Console
import Foundation
import Raster
import Scenes
import Preview
import TestSupport
import Testing

/// Inputs that used to crash or hang Wobble (issue #10), each refused or handled with a message.
@Suite struct HostileInputTests {
  @Test func sixtyThousandUnaryMinusesAreRefusedWithTheLength() {
    var bench = Workbench()
    let before = bench.values
    let result = bench.execute("set blob.rate " + String(repeating: "-", count: 60_000) + "1")
    #expect(result.failure?.description == "blob.rate: a number is at most 1000 characters; this one has 60001")
    #expect(bench.values == before)
    // Within the length, a run of minus signs is read without recursion: an even count is +.
    #expect(bench.execute("set blob.rate " + String(repeating: "-", count: 998) + "1").value?.lines == ["blob.rate = 1"])
  }

  @Test func deeplyNestedParenthesesAreRefusedWithTheDepth() {
    var bench = Workbench()
    let before = bench.values
    let line = "set blob.rate " + String(repeating: "(", count: 33) + "1" + String(repeating: ")", count: 33)
    #expect(bench.execute(line).failure?.description == "blob.rate: parentheses nested more than 32 deep")
    #expect(bench.values == before)
    let deep = "set blob.rate " + String(repeating: "(", count: 30_000) + "1" + String(repeating: ")", count: 30_000)
    #expect(bench.execute(deep).failure != nil)
    // 32 levels are still fine.
    #expect(
      bench.execute("set blob.rate " + String(repeating: "(", count: 32) + "0.5" + String(repeating: ")", count: 32)).value != nil
    )
  }

  @Test func aLineOverSixtyFourKilobytesIsRefusedWithItsLength() {
    var bench = Workbench()
    let line = "help " + String(repeating: "x", count: 70_000)
    #expect(bench.execute(line).failure?.description == "the line is 70005 bytes long; a command is at most 65536")
  }

  @Test func aVeryLongUnknownWordIsAnsweredQuickly() {
    var bench = Workbench()
    let word = String(repeating: "blob.skew", count: 7000)
    let started = ContinuousClock.now
    #expect(bench.execute("help \(word)").failure != nil)
    #expect(bench.execute("show \(word)").failure != nil)
    #expect(bench.execute("set \(word) 1").failure != nil)
    // A hang guard, not a speed target: this took 6 s per command before.
    #expect(ContinuousClock.now - started < .seconds(3))
  }

  @Test func anUndampedSpringIsPrintedAndDrawnOverFourPeriods() {
    var bench = Workbench()
    let result = bench.execute("curve spring(damping: 0) at 0 0.1")
    // x = 1 − cos(10t), x' = 10·sin(10t).
    #expect(
      result.value?.lines == [
        "0\t0\t0", "0.1\t\(String(format: "%.12g", 1 - cos(1.0)))\t\(String(format: "%.12g", 10 * sin(1.0)))",
      ])
    guard case .curve(let timing, _)? = result.value?.figure else {
      Issue.record("no curve figure")
      return
    }
    // Four periods of the undamped oscillator (2π/ω0 = 2π/10 each).
    #expect(abs(timing.domain.upperBound - 4 * 2 * Double.pi / 10) < 1e-12)
    let image = Preview.curve(timing, marks: [0, 0.1], maximumWidth: 400, maximumHeight: 300)
    #expect(image.width > 0)
  }

  @Test func springsThatWouldOverflowAreRefusedWithTheLimits() {
    var bench = Workbench()
    for line in [
      "curve spring(mass: 1e-300, stiffness: 1e9) at 1",
      "curve spring(stiffness: 1e-300, damping: 1e9, overdamping: true) at 1",
      "scene balloon",
    ] where !line.hasPrefix("scene") {
      #expect(bench.execute(line).failure?.description.contains("spring values are limited to") == true, "\(line)")
    }
    #expect(bench.execute("scene balloon").value != nil)
    #expect(bench.execute("set balloon.timing spring(mass: 1e-9)").failure?.description.contains("limited to") == true)
  }

  @Test func valuesOfAnExtremeButAcceptedSpringAreFinite() {
    var bench = Workbench()
    _ = bench.execute("scene balloon")
    #expect(bench.execute("set balloon.timing spring(mass: 1e-6, stiffness: 1e9, damping: 0, velocity: 1e6)").value != nil)
    let times = (0..<50).map { String(Double($0) * 0.0371) }.joined(separator: " ")
    let lines = bench.execute("values dots[1].opacity at \(times)").value?.lines ?? []
    #expect(lines.count == 50)
    for line in lines {
      #expect(!line.lowercased().contains("nan") && !line.lowercased().contains("inf"), "\(line)")
    }
  }

  @Test func aHugeVersionNumberIsRefusedNotTrapped() {
    let data = Data(#"{"format":"wobble-session","version":1e19}"#.utf8)
    #expect(throws: SessionDocument.LoadError.self) { try SessionDocument.decode(data, file: "v.json") }
    do {
      _ = try SessionDocument.decode(data, file: "v.json")
    } catch {
      #expect(error.path == "$.version")
    }
    let big = Data(#"{"format":"wobble-session","version":12345678901}"#.utf8)
    #expect(throws: SessionDocument.LoadError.self) { try SessionDocument.decode(big, file: "v.json") }
  }

  @Test func valuesFarInTheFutureAtAHighDisplayRateAreComputedPromptly() {
    var bench = Workbench()
    #expect(bench.execute("set display.fps 240").value != nil)
    let times = (0..<1000).map { _ in "1e6" }.joined(separator: " ")
    let started = ContinuousClock.now
    let lines = bench.execute("values blob.transform at \(times)").value?.lines ?? []
    #expect(lines.count == 1000)
    // A hang guard: summing 2.4e8 ticks per time took 260 s.
    #expect(ContinuousClock.now - started < .seconds(20))
  }
}
