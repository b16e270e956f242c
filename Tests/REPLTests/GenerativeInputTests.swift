import Console
import Foundation
import REPL
import Scenes
import Terminal
import TestSupport
import Testing

/// Captures what the loop writes, per file descriptor.
final class CapturedOutput: @unchecked Sendable {
  private let lock = NSLock()
  private var bytes: [Int32: [UInt8]] = [1: [], 2: []]

  var output: Output {
    Output { fd, data in
      self.lock.lock()
      self.bytes[fd, default: []] += data
      self.lock.unlock()
    }
  }

  func text(_ fd: Int32) -> String {
    lock.lock()
    defer { lock.unlock() }
    return String(decoding: bytes[fd] ?? [], as: UTF8.self)
  }

  func reset() {
    lock.lock()
    bytes = [1: [], 2: []]
    lock.unlock()
  }
}

/// The seeded generative test of issue #10: tens of thousands of hostile command lines through
/// the real read–run–show loop (text output, no images, no files written). For each: no crash,
/// a bounded time, no control byte of the input in the output, and a refused line leaves the
/// session exactly as it was.
@Suite struct GenerativeInputTests {
  static let display = TerminalDisplay(mode: .none, reason: "test", report: TerminalReport())

  /// Lines that work, from every command that neither writes a file nor waits for a key.
  static let corpus = [
    "set blob.rate 0.2", "set blob.skew.amplitude 3*pi/4", "set blob.fill #ff8000", "set blob.path.2.to (1, 2)",
    "reset blob.rate", "reset all", "show blob.skew", "show", "diff", "help set", "help blob.upscale", "help",
    "preview", "frame 1.5", "seek 0.5", "step 3", "step -2", "onion", "plot blob.transform.scale.x",
    "sweep blob.rate 0.1..0.4 3", "pick 2", "mark a", "compare a", "curve ease-in at 0.25 0.5",
    "curve spring(mass: 1, stiffness: 100, damping: 10, velocity: 0) at 0.1", "curve cubic-bezier(0.2, 0, 0.3, 1) at 0.5",
    "values blob.opacity at 0 0.1", "points", "move blob.path.3.to 1,-1 --with-handles", "insert 3", "delete 2",
    "svg", "svg M0 0 C1 1 2 2 3 3 L4 4 Q5 5 6 6 Z", "scene ring", "stop at 2", "scene balloon",
    "set balloon.timing spring(damping: 12)", "values dots[1].position.y at 0.3", "scene blob", "undo", "redo",
    "history", "doctor", "set display.fps 240", "set preview.frames 3", "export swiftui", "export css", "export svg",
    "scene", "# comment", "",
  ]

  static let hostile: [String] = [
    "\u{1b}", "\u{1b}[2J", "\u{1b}]0;pwned\u{7}", "\u{9b}31m", "\u{7f}", "\u{0}", "\u{85}", "\t", "\r", "\u{0B}",
    "\u{2028}", "\u{feff}", "(", ")", "((((", "-", "--", "nan", "inf", "-inf", "1e308*10", "1e-320", "0x1p3",
    "9999999999999999999999", "pi/0", "0/0", "..", ",", "#", "\"", "'", "\\", "%", "°", "ms", "é", "🙂", "\u{301}",
    String(repeating: "a", count: 300), String(repeating: "-", count: 1200), String(repeating: "(", count: 40),
  ]

  static func mutate(_ line: String, _ g: inout SeededRandom) -> String {
    var scalars = Array(line.unicodeScalars)
    let edits = Int.random(in: 1...3, using: &g)
    for _ in 0..<edits {
      let piece = Array(hostile[Int.random(in: 0..<hostile.count, using: &g)].unicodeScalars)
      let at = scalars.isEmpty ? 0 : Int.random(in: 0...scalars.count, using: &g)
      switch Int.random(in: 0..<4, using: &g) {
      case 0: scalars.insert(contentsOf: piece, at: at)
      case 1 where !scalars.isEmpty:
        let end = min(scalars.count, at + Int.random(in: 1...4, using: &g))
        scalars.replaceSubrange(min(at, end)..<end, with: piece)
      case 2 where !scalars.isEmpty: scalars.remove(at: min(at, scalars.count - 1))
      default:
        // A word of another line, as people mix up arguments.
        let other = corpus[Int.random(in: 0..<corpus.count, using: &g)].split(separator: " ")
        if let word = other.randomElement(using: &g) { scalars.insert(contentsOf: word.unicodeScalars, at: at) }
      }
    }
    var text = ""
    text.unicodeScalars.append(contentsOf: scalars)
    return text
  }

  @Test func hostileLinesNeverCrashLeakControlBytesOrChangeStateWhenRefused() {
    var g = SeededRandom(seed: 10)
    let captured = CapturedOutput()
    var repl = Repl(bench: Workbench(), display: Self.display, interactive: false, output: captured.output)
    var slowest = Duration.zero
    let count = 12_000
    for i in 0..<count {
      if i % 400 == 0 { repl = Repl(bench: Workbench(), display: Self.display, interactive: false, output: captured.output) }
      let base = Self.corpus[Int.random(in: 0..<Self.corpus.count, using: &g)]
      let line = Self.mutate(base, &g)
      captured.reset()
      let before = repl.bench
      let started = ContinuousClock.now
      let failures = repl.run(lines: [line], source: "fuzz")
      slowest = max(slowest, ContinuousClock.now - started)
      let out = captured.text(1) + captured.text(2)
      let leaked = out.unicodeScalars.filter { TerminalText.isControl($0) && $0 != "\n" && $0 != "\t" }
      #expect(leaked.isEmpty, "line \(i) \(line.debugDescription) printed \(leaked.map { String($0.value, radix: 16) })")
      if failures > 0 {
        #expect(repl.bench.document == before.document, "line \(i) \(line.debugDescription) was refused but changed the session")
        #expect(repl.bench.values == before.values)
      }
    }
    // A hang guard, not a speed target: every line here ran in milliseconds when this was written.
    #expect(slowest < .seconds(5), "slowest line took \(slowest)")
  }

  /// Every journal a hostile run leaves can be saved and read back.
  @Test func whateverTheLoopJournaledLoadsBack() throws {
    var g = SeededRandom(seed: 77)
    let captured = CapturedOutput()
    for round in 0..<30 {
      var repl = Repl(bench: Workbench(), display: Self.display, interactive: false, output: captured.output)
      var lines: [String] = []
      for _ in 0..<60 { lines.append(Self.mutate(Self.corpus[Int.random(in: 0..<Self.corpus.count, using: &g)], &g)) }
      _ = repl.run(lines: lines, source: "fuzz")
      let loaded = try SessionDocument.decode(repl.bench.document, file: "round \(round)")
      #expect(loaded.journal.map(\.command) == repl.bench.journal.map(\.command))
      #expect(loaded.values == repl.bench.values)
    }
  }
}
