import Console
import Foundation
import Scenes
import TestSupport
import Testing

/// What a session file's journal may hold, and that whatever Wobble journals it can read back.
@Suite struct JournalTests {
  static func journalFile(_ commands: [String]) -> Data {
    let entries = commands.map { #"{"command": \#(jsonString($0)), "time": "2026-11-22T21:15:37.078Z"}"# }
    return Data(
      #"{"format": "wobble-session", "version": 1, "scene": "blob", "journal": [\#(entries.joined(separator: ", "))]}"#.utf8)
  }

  static func jsonString(_ s: String) -> String {
    String(decoding: try! JSONEncoder().encode(s), as: UTF8.self)
  }

  @Test(arguments: [
    "export swift /tmp/owned.swift", "export png /tmp/x.png", "save --force /tmp/x.json", "save",
    "play 3600", "quit", "exit", "replay other.json", "load other", "import swift a.swift", "sweep blob.rate 0..1",
    "help", "doctor", "frame 1", "values blob.opacity at 1", "history", "diff", "not-a-command",
  ])
  func aJournalHoldsOnlyCommandsThatChangeTheSession(command: String) {
    do {
      _ = try SessionDocument.decode(Self.journalFile(["scene blob", command]), file: "hostile.json")
      Issue.record("'\(command)' was accepted in a journal")
    } catch {
      #expect(error.path == "$.journal[1].command")
      #expect(error.reason.contains("not a command a journal may hold"))
      #expect(
        error.reason.hasSuffix("scene, set, reset, undo, redo, pick, mark, move, svg, insert, delete, stop")
          || error.reason.contains("set, reset"), "\(error.reason)")
    }
  }

  @Test func everyJournaledCommandIsAccepted() throws {
    let loaded = try SessionDocument.decode(
      Self.journalFile([
        "scene blob", "set blob.rate 0.2", "reset blob.rate", "mark a", "undo", "redo", "insert 2", "delete 2",
        "move blob.path.2.to 1,1", "svg M0 0 C1 1 2 2 3 3 Z", "s blob.rate 0.3",
      ]),
      file: "fine.json")
    #expect(loaded.journal.count == 11)
  }

  @Test func wordsSeparatedByAnyWhiteSpaceAreJournaledWithSingleSpaces() throws {
    var bench = fixedClockBench()
    for line in [
      "set\tblob.rate\u{0B}0.2", "\u{0C}set blob.fill\u{85}orange", "set  blob.skew.amplitude\r0.3", "s blob.upscale 4",
    ] {
      #expect(bench.execute(line).value != nil, "\(line)")
    }
    #expect(
      bench.journal.map(\.command) == [
        "scene blob", "set blob.rate 0.2", "set blob.fill orange", "set blob.skew.amplitude 0.3", "set blob.upscale 4",
      ])
    let loaded = try SessionDocument.decode(bench.document, file: "memory")
    #expect(loaded.journal.map(\.command) == bench.journal.map(\.command))
  }

  @Test func controlCharactersInACommandAreRefusedWithTheirColumn() {
    var bench = Workbench()
    let before = bench.document
    #expect(
      bench.execute("set blob.fill \u{1b}[31m").failure?.description
        == "control character U+001B at column 15 of 'set blob.fill \\u{1B}[31m'; commands are plain text")
    #expect(
      bench.execute("mark a\u{7}").failure?.description
        == "control character U+0007 at column 7 of 'mark a\\u{7}'; commands are plain text")
    #expect(bench.document == before)
  }

  @Test func pickIsJournaledAsTheSetItMade() {
    var bench = fixedClockBench()
    #expect(bench.execute("sweep blob.rate 0.1..0.4 4").value != nil)
    #expect(bench.execute("pick 3").value != nil)
    #expect(bench.journal.last?.command == "set blob.rate 0.3")
    var again = Workbench()
    for entry in bench.journal { #expect(again.execute(entry.command).value != nil) }
    #expect(again.values == bench.values)
  }

  /// Random accepted sessions — sets of every kind, resets, marks, undo and redo, path edits,
  /// scene changes, typed with odd white space — are saved, read back equal, and their journal
  /// replayed from nothing rebuilds the same state.
  @Test func randomAcceptedSessionsSaveLoadAndReplayToTheSameState() throws {
    var g = SeededRandom(seed: 2026)
    for round in 0..<40 {
      var bench = fixedClockBench()
      for _ in 0..<40 {
        let line = Self.randomCommand(bench, &g)
        _ = bench.execute(line)
      }
      let document = bench.document
      let loaded = try SessionDocument.decode(document, file: "round-\(round).json")
      // Times are written to the millisecond.
      #expect(loaded.journal.map(\.command) == bench.journal.map(\.command), "round \(round)")
      #expect(zip(loaded.journal, bench.journal).allSatisfy { abs($0.time.timeIntervalSince($1.time)) < 0.001 })
      #expect(loaded.values == bench.values, "round \(round)")
      #expect(loaded.marks == bench.marks, "round \(round)")
      var replayed = Workbench(scene: Scene.all[0])
      for entry in loaded.journal.dropFirst() {
        #expect(replayed.execute(entry.command).value != nil, "round \(round): \(entry.command)")
      }
      #expect(replayed.scene.name == bench.scene.name, "round \(round)")
      #expect(replayed.values == bench.values, "round \(round)")
    }
  }

  static let separators = [" ", "  ", "\t", "\u{0B}", "\u{0C}", "\r", "\u{85}", "\u{2028}", " \t "]

  static func randomCommand(_ bench: Workbench, _ g: inout SeededRandom) -> String {
    let specs = bench.parameters
    let spec = specs[Int.random(in: 0..<specs.count, using: &g)]
    var words: [String]
    switch Int.random(in: 0..<20, using: &g) {
    case 0: words = ["scene", Scene.all[Int.random(in: 0..<Scene.all.count, using: &g)].name]
    case 1: words = ["reset", spec.name]
    case 2: words = ["mark", "m\(Int.random(in: 0..<3, using: &g))"]
    case 3: words = ["undo"]
    case 4: words = ["redo"]
    case 5: words = ["insert", String(Int.random(in: 1...4, using: &g))]
    case 6: words = ["delete", String(Int.random(in: 1...4, using: &g))]
    case 7: words = ["move", bench.scene.path.map { $0.slots[0].to.name } ?? "x", "0.5,-0.25", "--with-handles"]
    case 8: words = ["stop", "at", String(Double(Int.random(in: 0...40, using: &g)) / 8)]
    default: words = ["set", spec.name] + randomValue(spec, &g).split(separator: " ").map(String.init)
    }
    var line = ""
    for (i, w) in words.enumerated() {
      line += (i == 0 ? "" : separators[Int.random(in: 0..<separators.count, using: &g)]) + w
    }
    return line
  }

  static func randomValue(_ spec: ParameterSpec, _ g: inout SeededRandom) -> String {
    switch spec.kind {
    case .number(let r, _):
      let v = Double.random(in: r, using: &g)
      return Bool.random(using: &g) ? String(v) : String(format: "%.3f", v)
    case .integer(let r, _): return String(Int.random(in: r, using: &g))
    case .choice(let words): return words[Int.random(in: 0..<words.count, using: &g)]
    case .color:
      return Bool.random(using: &g)
        ? NamedColors.names[Int.random(in: 0..<NamedColors.names.count, using: &g)]
        : String(format: "#%06x", Int.random(in: 0..<0x1000000, using: &g))
    case .point(let r, _):
      let lo = max(r.lowerBound, -100), hi = min(r.upperBound, 100)
      return "\(Double.random(in: lo...hi, using: &g)),\(Double.random(in: lo...hi, using: &g))"
    case .timing:
      let forms = [
        "linear", "ease-in", "ease-out-back", "cubic-bezier(0.2, 0.1, 0.3, 1.4)",
        "spring(mass: 2, stiffness: 300, damping: 7, velocity: 1)", "spring(damping: 20, overdamping: true)",
      ]
      return forms[Int.random(in: 0..<forms.count, using: &g)]
    }
  }
}

extension JournalTests {
  /// At the cap the journal is folded into the commands that rebuild the state, so `save`
  /// never writes a file that `load` refuses, and replaying it gives the same session.
  @Test func aJournalAtTheCapIsCompactedIntoOneThatRebuildsTheState() throws {
    var bench = fixedClockBench()
    for line in [
      "set blob.fill orange", "insert 3", "move blob.path.3.to 1,1", "mark before", "set blob.skew.amplitude 0.2",
      "mark after", "set blob.upscale 4",
    ] {
      #expect(bench.execute(line).value != nil, "\(line)")
    }
    var last: CommandResult?
    var i = 0
    while bench.journal.count <= SessionDocument.maximumJournal - 1 {
      i += 1
      last = bench.execute("set blob.rate \(Double(i % 1000) / 1000 + 0.001)").value
    }
    #expect(bench.journal.count == SessionDocument.maximumJournal)
    last = bench.execute("set blob.rate 0.55").value
    #expect(last?.lines.last?.hasPrefix("the journal reached 100001 entries, more than a session file holds") == true)
    #expect(bench.journal.count < 20)
    let loaded = try SessionDocument.decode(bench.document, file: "compacted.json")
    var replayed = Workbench(scene: Scene.all[0])
    for entry in loaded.journal.dropFirst() { #expect(replayed.execute(entry.command).value != nil, "\(entry.command)") }
    #expect(replayed.values == bench.values)
    #expect(replayed.marks == bench.marks)
    // Undo still steps back through what was typed.
    #expect(bench.execute("undo").value != nil)
    #expect(bench.values.number(BlobScene.rate) != 0.55)
  }
}

extension JournalTests {
  /// Every millisecond of a second is written and read back as itself (Foundation's ISO 8601
  /// style truncates: .002 came back as .001).
  @Test func journalTimesRoundTripToTheMillisecond() throws {
    let base = 1_795_000_000.0
    let entries = (0..<1000).map {
      JournalEntry(command: "set blob.rate 1", time: Date(timeIntervalSince1970: base + Double($0) / 1000))
    }
    let data = SessionDocument.encode(scene: Scene.all[0], values: ParameterValues(), marks: [:], journal: entries)
    let loaded = try SessionDocument.decode(data, file: "times.json")
    for (a, b) in zip(loaded.journal, entries) {
      #expect(abs(a.time.timeIntervalSince1970 - b.time.timeIntervalSince1970) < 1e-6)
    }
    let again = SessionDocument.encode(scene: Scene.all[0], values: ParameterValues(), marks: [:], journal: loaded.journal)
    #expect(again == data)
    #expect(String(decoding: data, as: UTF8.self).contains("\"2026-11-18T11:06:40.002Z\""))
  }
}

extension JournalTests {
  /// The one-line form (a recovery log's first line) encodes long journals in pieces: it must
  /// read back as the same document as the pretty one.
  @Test func theCompactFormOfALongJournalReadsBackLikeThePrettyOne() throws {
    let entries = (0..<2500).map {
      JournalEntry(command: "set blob.rate 0.\($0 + 1)", time: Date(timeIntervalSince1970: 1_795_000_000 + Double($0)))
    }
    let scene = Scene.all[0]
    var values = ParameterValues()
    values[BlobScene.rate] = .number(0.25)
    let compact = SessionDocument.encode(
      scene: scene, values: values, marks: ["a": Mark(scene: scene, values: values)], journal: entries, compact: true)
    #expect(compact.filter { $0 == 0x0a }.count == 1)
    let pretty = SessionDocument.encode(
      scene: scene, values: values, marks: ["a": Mark(scene: scene, values: values)], journal: entries)
    let a = try SessionDocument.decode(compact, file: "compact"), b = try SessionDocument.decode(pretty, file: "pretty")
    #expect(a.journal == b.journal && a.journal.count == 2500)
    #expect(a.values == b.values && a.marks == b.marks)
    let empty = SessionDocument.encode(scene: scene, values: values, marks: [:], journal: [], compact: true)
    #expect(try SessionDocument.decode(empty, file: "empty").journal.isEmpty)
  }
}
