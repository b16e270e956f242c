import Console
import Foundation
import Scenes
import TestSupport
import Preview
import Testing

@Suite struct WorkbenchTests {
  @Test func setChangesTheValueAndAsksForAPreview() {
    var bench = Workbench()
    let result = bench.execute("set blob.skew.amplitude 0.3").value
    #expect(result == CommandResult(lines: ["blob.skew.amplitude = 0.3"], preview: true))
    #expect(bench.values.number(BlobScene.skewAmplitude) == 0.3)
  }

  @Test func pointValuesMayContainSpaces() {
    var bench = Workbench()
    #expect(bench.execute("set blob.path.3.to (20, 26.5)").value != nil)
    #expect(bench.values.point(BlobScene.curves[2].to) == .init(20, 26.5))
  }

  @Test func aMistypedNameSuggestsTheNearestAndChangesNothing() {
    var bench = Workbench()
    let before = bench.values
    let error = bench.execute("set blob.skew.amplitud 0.3").failure
    #expect(error?.description.contains("did you mean blob.skew.amplitude") == true)
    #expect(bench.values == before)
  }

  @Test func aValueOutOfRangeNamesTheRangeAndChangesNothing() {
    var bench = Workbench()
    let before = bench.values
    let error = bench.execute("set blob.rate -1").failure
    #expect(error?.description == "blob.rate: -1 is out of range: expected a number from 0 to 100 rad/s")
    #expect(bench.values == before)
    #expect(bench.execute("set blob.rate nan").failure != nil && bench.values == before)
  }

  @Test(arguments: [
    ("set", "missing <parameter>; usage: set <parameter> <value>"),
    ("set blob.rate", "missing <value>; usage: set <parameter> <value>"),
    ("show blob.rate extra", "unexpected 'extra'; usage: show [parameter|group]"),
    ("preview now", "unexpected 'now'; usage: preview"),
    ("quit please", "unexpected 'please'; usage: quit"),
    ("scene blob extra", "unexpected 'extra'; usage: scene [name]"),
    ("help set extra", "unexpected 'extra'; usage: help [command|parameter]"),
    ("sett blob.rate 1", "unknown command 'sett'; did you mean set?"),
    ("re blob.rate", "'re' is ambiguous: reset, reload, redo, replay"),
    ("undo now", "unexpected 'now'; usage: undo"),
    ("diff blob", "unexpected 'blob'; usage: diff [--source]"),
    ("reset blob.rate blob.fill", "unexpected 'blob.fill'; usage: reset [parameter|group|all]"),
  ])
  func malformedCommandsAreRefusedWithTheirUsage(line: String, message: String) {
    var bench = Workbench()
    #expect(bench.execute(line).failure?.description == message)
  }

  @Test func uniqueCommandPrefixesAndAliasesWork() {
    var bench = Workbench()
    #expect(bench.execute("se blob.rate 1").value?.lines == ["blob.rate = 1"])
    #expect(bench.execute("s blob.rate 2").value?.lines == ["blob.rate = 2"])  // declared abbreviation
    #expect(bench.execute("sh blob.rate").value?.lines == ["* blob.rate = 2 rad/s"])
    #expect(bench.execute("pre").value?.preview == true)
    #expect(bench.execute("exit").value?.quit == true)
    #expect(bench.execute("   ").value == CommandResult())
    #expect(bench.execute("# a comment").value == CommandResult())
  }

  @Test func controlCharactersFromTheUserNeverReachTheOutput() {
    var bench = Workbench()
    let error = bench.execute("set blob.\u{1b}[2Jrate 1").failure!.description
    #expect(!error.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f })
    #expect(error.contains("\\u{1B}[2J"))
    let value = bench.execute("set blob.rate 1\u{7}").failure!.description
    #expect(value.contains("\\u{7}") && !value.contains("\u{7}"))
  }

  /// A Swift file with escape bytes where its names are (an import, an identifier) and in a
  /// string: what `open` says of it reaches the output with each one as a visible `\u{1B}`.
  @Test func controlCharactersFromAnOpenedFileNeverReachTheOutput() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-esc-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let texts = [
      "import UIKit\nimport Playgro\u{1B}[2JndSupport\nlet v = UIView()\n",
      "import UIKit\nlet v\u{7} = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))\nv.alpha = 0.5\n",
      "import UIKit\nlet v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))\nv.layer.name = \"\u{1B}]0;t\u{7}\"\nv.nope = 1\n",
    ]
    for (i, text) in texts.enumerated() {
      let path = folder.appendingPathComponent("F\(i).swift").path
      try text.write(toFile: path, atomically: true, encoding: .utf8)
      var bench = Workbench()
      let result = bench.execute("open \(path)")
      let said = (result.value?.lines ?? []) + [result.failure?.description ?? ""]
      for line in said {
        #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7f }, "file \(i): \(line)")
      }
    }
  }

  @Test func showMarksChangedValuesAndListsGroups() {
    var bench = Workbench()
    _ = bench.execute("set blob.skew.phase 1")
    let lines = bench.execute("show blob.skew").value!.lines
    #expect(lines == ["  blob.skew.amplitude = 0.1", "* blob.skew.phase     = 1 rad"])
    // Every parameter in use: the 53 curve slots past the blob's 11 curves are not shown.
    #expect(bench.execute("show").value!.lines.count == bench.scene.parameters.count - 3 * (64 - 11))
    #expect(bench.execute("show blob.nothing").failure != nil)
  }

  @Test func helpExplainsCommandsAndParameters() {
    var bench = Workbench()
    let list = bench.execute("help").value!.lines
    #expect(list.first == "set <parameter> <value>            change a parameter and preview the result")
    #expect(list.contains("values <layer.property> at <t>...  print a layer property's presentation value at the given times"))
    #expect(bench.execute("help set").value!.lines.first == "usage: set <parameter> <value>")
    let param = bench.execute("help blob.upscale").value!.lines
    #expect(
      param == [
        "blob.upscale: base scale of the dot",
        "  type:     number",
        "  accepts:  a number from 0.01 to 100",
        "  default:  5",
        "  current:  5",
        "  becomes:  upscale",
      ])
    #expect(bench.execute("help blob.skew").value!.lines.count == 2)
    #expect(bench.execute("help wibble").failure != nil)
    // Prefix, then substring matches.
    #expect(
      bench.execute("help und").value!.lines == [
        "undo  take back the last change (each command that changes the session is one step)"
      ])
    let breathes = bench.execute("help breathes").value!.lines.map { $0.split(separator: " ").first! }
    #expect(breathes == ["blob.rate", "blob.scale.amplitude.x", "blob.scale.amplitude.y"])
  }

  @Test func sceneListsAndSwitchesWithDefaults() {
    var bench = Workbench()
    _ = bench.execute("set blob.rate 2")
    #expect(
      bench.execute("scene").value!.lines == [
        "* blob     the Headspace imperfect dot (seeds 000, 001, 002)",
        "  balloon  the typing-dots message balloon (seed 003)",
        "  ring     the progress ring with its stop animation (seed 004)",
      ])
    #expect(bench.execute("scene blob").value?.preview == true)
    #expect(bench.values.number(BlobScene.rate) == 0.3)
    #expect(bench.execute("scene ballon").failure?.description.hasPrefix("no scene 'ballon'") == true)
  }
}

@Suite struct CompleterTests {
  let bench = Workbench()

  func complete(_ text: String) -> [String] { Completer.complete(text, in: bench).candidates }

  @Test func commandsCompleteFromTheTable() {
    // Every command of the table, aliases included, and nothing else.
    let names = CommandTable.all.flatMap { [$0.name] + $0.aliases }.sorted()
    #expect(complete("") == names)
    #expect(complete("s") == names.filter { $0.hasPrefix("s") })
    #expect(complete("un") == ["undo"])
    #expect(complete("q") == ["quit"])
  }

  @Test func parameterNamesCompleteOneSegmentAtATime() {
    #expect(complete("set b") == ["blob."])
    #expect(complete("set blob.sk") == ["blob.skew."])
    #expect(complete("set blob.skew.") == ["blob.skew.amplitude", "blob.skew.phase"])
    #expect(complete("set blob.scale.amplitude.") == ["blob.scale.amplitude.x", "blob.scale.amplitude.y"])
    #expect(complete("show vi") == ["view."])
    #expect(complete("set blob.path.1") == ["blob.path.1.", "blob.path.10.", "blob.path.11."])
  }

  @Test func valuesCompleteForChoicesAndColours() {
    #expect(complete("set blob.transform.target ") == ["sublayer", "view"])
    #expect(complete("set blob.fill or") == ["orange"])
    #expect(complete("set blob.rate ").isEmpty)
  }

  @Test func helpCompletesCommandsAndParameters() {
    #expect(complete("help sw") == ["sweep"])
    #expect(complete("help bl") == ["blob."])
    #expect(complete("scene b") == ["balloon", "blob"])
    #expect(complete("quit ").isEmpty)
  }
}

@Suite struct UndoTests {
  @Test func undoAndRedoStepThroughChanges() {
    var bench = Workbench()
    _ = bench.execute("set blob.rate 1")
    _ = bench.execute("scene ring")
    _ = bench.execute("stop at 2")
    #expect(bench.execute("undo").value != nil && bench.values.number(RingScene.stop) == -1)
    #expect(bench.execute("undo").value != nil && bench.scene.name == "blob" && bench.values.number(BlobScene.rate) == 1)
    #expect(bench.execute("redo").value != nil && bench.scene.name == "ring")
    // A new change forgets what could be redone.
    _ = bench.execute("set ring.padding 10")
    #expect(bench.execute("redo").failure?.description == "nothing to redo")
    #expect(bench.execute("undo").value != nil && bench.values.number(RingScene.padding) == 40)
  }

  @Test func refusedAndReadOnlyCommandsAreNotSteps() {
    var bench = Workbench()
    _ = bench.execute("set blob.rate 1")
    _ = bench.execute("set blob.rate 999")  // refused
    _ = bench.execute("show")
    _ = bench.execute("diff")
    #expect(bench.execute("undo").value != nil && bench.values.number(BlobScene.rate) == 0.3)
    #expect(bench.execute("undo").failure?.description == "nothing to undo")
  }

  @Test func resetAndDiff() {
    var bench = Workbench()
    _ = bench.execute("set blob.skew.amplitude 0.3")
    _ = bench.execute("set blob.skew.phase 0")
    _ = bench.execute("set blob.rate 2")
    #expect(
      bench.execute("diff").value!.lines == [
        "blob.rate           = 2     (default 0.3)",
        "blob.skew.amplitude = 0.3   (default 0.1)",
        "blob.skew.phase     = 0     (default 1.5707963267948966)",
      ])
    #expect(
      bench.execute("reset blob.skew").value!.lines == [
        "blob.skew.amplitude = 0.1 (default)", "blob.skew.phase = 1.5707963267948966 (default)",
      ])
    #expect(bench.values.changedNames == ["blob.rate"])
    _ = bench.execute("reset")
    #expect(bench.values.changedNames.isEmpty)
    #expect(bench.execute("reset").value!.lines == ["nothing to reset: all is at its defaults"])
    #expect(bench.execute("reset blob.nothing").failure != nil)
  }

  /// Undo and redo are in the journal, so a replay ends in the same state.
  @Test func replayingAJournalWithUndoEndsInTheSameState() {
    var bench = Workbench()
    for line in ["set blob.rate 1", "set blob.upscale 3", "undo", "set blob.fill red", "undo", "redo", "reset blob.rate"] {
      _ = bench.execute(line)
    }
    var replayed = Workbench()
    for entry in bench.journal { _ = replayed.execute(entry.command) }
    #expect(replayed.values == bench.values)
    #expect(bench.execute("history").value!.lines.count == bench.journal.count)
  }
}

@Suite struct PreviewCommandTests {
  @Test func sweepShowsVariantsAndPickKeepsOne() {
    var bench = Workbench()
    let result = bench.execute("sweep blob.skew.amplitude 0..0.4 3").value!
    guard case .strips(let strips)? = result.figure else {
      Issue.record("no strips")
      return
    }
    #expect(
      strips.map(\.title) == ["[1] blob.skew.amplitude = 0", "[2] blob.skew.amplitude = 0.2", "[3] blob.skew.amplitude = 0.4"])
    #expect(strips[2].values.number(BlobScene.skewAmplitude) == 0.4)
    #expect(bench.values.number(BlobScene.skewAmplitude) == 0.1)  // a sweep changes nothing
    #expect(bench.execute("pick 3").value != nil && bench.values.number(BlobScene.skewAmplitude) == 0.4)
    #expect(bench.execute("pick 4").failure?.description == "pick takes 1 to 3")
    #expect(
      bench.execute("sweep blob.transform.target 0..1").failure?.description
        == "blob.transform.target is not a number; sweep takes number parameters")
    #expect(bench.execute("sweep blob.rate 0..500").failure?.description.contains("out of range") == true)
    #expect(bench.execute("sweep blob.rate 1-2").failure?.description.contains("from..to") == true)
    // Thirds of 0.4 read as 12 significant digits, and the end is the typed 0.4.
    guard case .strips(let four)? = bench.execute("sweep blob.skew.amplitude 0..0.4 4").value?.figure else {
      Issue.record("no strips")
      return
    }
    #expect(
      four.map(\.title).suffix(3) == [
        "[2] blob.skew.amplitude = 0.133333333333", "[3] blob.skew.amplitude = 0.266666666667", "[4] blob.skew.amplitude = 0.4",
      ])
  }

  @Test func markAndCompareShowAAgainstB() {
    var bench = Workbench()
    _ = bench.execute("mark before")
    _ = bench.execute("set blob.rate 1")
    let result = bench.execute("compare before").value!
    #expect(result.lines == ["differences:", "  blob.rate: A 0.3 → B 1"])
    guard case .strips(let strips)? = result.figure else {
      Issue.record("no strips")
      return
    }
    #expect(strips.map(\.title) == ["A  before", "B  now"])
    #expect(bench.execute("compare after").failure?.description == "no mark 'after'; marks: before")
    #expect(Completer.complete("compare b", in: bench).candidates == ["before"])
    // Marks are part of the session file.
    #expect(String(decoding: bench.document, as: UTF8.self).contains("\"before\""))
  }

  /// The ring's done image fades in over 0.3 s after a 1 s fill from a stop at 0.5 s.
  @Test func plotFindsSettlingFromTheModel() {
    var bench = Workbench()
    _ = bench.execute("scene ring")
    _ = bench.execute("stop at 0.5")
    _ = bench.execute("set preview.span 3")
    let result = bench.execute("plot done.opacity").value!
    #expect(result.lines.contains("settles within 1 % of the range by 1.8 s"))
    guard case .plot(_, let times, let values)? = result.figure else {
      Issue.record("no plot")
      return
    }
    #expect(times.count == values.count && values.first == 0 && values.last == 1)
    #expect(bench.execute("plot done.position").failure?.description == "position is not a number; plot takes numeric properties")
  }

  /// The balloon's dot rises by 48·x(t) with the default spring, whose speed x' =
  /// (ω0²/ωd)·e^(−5t)·sin(ωd·t) peaks where tan(ωd·t) = ωd/5 (ωd = √75): at t = (π/3)/√75 =
  /// 0.1209 s, 48·x' = 262.2 points per second. The down group's start is a jump, not speed.
  @Test func plotFindsTheFastestRateAndTheJumps() throws {
    var bench = Workbench()
    _ = bench.execute("scene balloon")
    let lines = try #require(bench.execute("plot dots[0].position.y").value).lines
    let wd = 75.0.squareRoot(), tPeak = (Double.pi / 3) / wd
    let peak = 48 * 100 / wd * Foundation.exp(-5 * tPeak) * Foundation.sin(wd * tPeak)
    let fastest = try #require(lines.first { $0.hasPrefix("fastest: ") })
    let words = fastest.split(separator: " ")
    let rate = try #require(Double(words[1])), at = try #require(Double(words[5]))
    #expect(abs(-rate - peak) < peak * 0.005, "\(fastest) vs \(peak)")
    #expect(abs(at - tPeak) < 0.01)
    #expect(lines.contains { $0.hasPrefix("jumps from ") && $0.hasSuffix(" at 0.5 s") })
  }

  @Test func viewCommandsAskForTheirFigures() {
    var bench = Workbench()
    #expect(bench.execute("frame 120ms").value?.figure == .frame(time: 0.12))
    #expect(bench.execute("frame soon").failure != nil)
    #expect(bench.execute("onion").value?.figure == .onion)
    #expect(bench.execute("doctor").value?.figure == .doctor)
  }
}

@Suite struct SeekStepTests {
  /// step moves by display-link ticks (1/fps) from where seek left off.
  @Test func stepMovesByTicks() {
    var bench = Workbench()
    _ = bench.execute("seek 1.5")
    #expect(bench.execute("step").value!.lines == ["at 1.51667 s (tick 91 at 60 Hz)"])
    _ = bench.execute("set display.fps 120")
    #expect(bench.execute("step 2").value?.figure == .frame(time: 184.0 / 120))
    #expect(bench.execute("step -1000").value?.figure == .frame(time: 0))
    #expect(bench.execute("play").value?.figure == .play(start: 0, seconds: nil, speed: 1))
    #expect(bench.execute("tune").value?.figure == .tune(parameter: "display.fps"))  // the last one set
  }

  /// After `frame t`, step goes on from the frame on show, as after seek.
  @Test func stepGoesOnFromTheFrameOnShow() {
    var bench = Workbench()
    _ = bench.execute("frame 0.3")
    #expect(bench.execute("step").value!.lines == ["at 0.316667 s (tick 19 at 60 Hz)"])
  }

  /// tune names a number (or the last one set) and leaves the keys to the REPL.
  @Test func tuneNamesANumberOrTheLastOneSet() {
    var bench = Workbench()
    #expect(bench.execute("tune").failure?.description.contains("no number was set yet") == true)
    // The example it gives is a number of the scene on show.
    _ = bench.execute("scene ring")
    let hint = bench.execute("tune").failure?.description ?? ""
    #expect(hint.contains("(tune ring.") && !hint.contains("blob."), "\(hint)")
    _ = bench.execute("scene blob")
    #expect(bench.execute("tune preview.handles").failure?.description.contains("only numbers are tuned") == true)
    _ = bench.execute("set blob.rate 0.5")
    #expect(bench.execute("tune").value?.figure == .tune(parameter: "blob.rate"))
    // A choice set since is passed over: the last number set is tuned.
    _ = bench.execute("set preview.mode strip")
    #expect(bench.execute("tune").value?.figure == .tune(parameter: "blob.rate"))
    #expect(bench.execute("tune blob.upscale").value?.figure == .tune(parameter: "blob.upscale"))
    _ = bench.execute("seek 2")
    #expect(bench.execute("play 3 0.5").value?.figure == .play(start: 2, seconds: 3, speed: 0.5))
    #expect(bench.execute("play 3 fast").failure != nil && bench.execute("play 0").failure != nil)
  }
}

@Suite struct PathCommandTests {
  @Test func pointsListTheSeedPathWithParameterNames() {
    var bench = Workbench()
    let lines = bench.execute("points").value!.lines
    #expect(lines.count == 13)
    #expect(lines[0] == "  0  move to (13.71, -29.07)   blob.path.start")
    #expect(lines[1] == "  1  curve to (27.92, -14)  control1 (20.64, -25.95)  control2 (24.57, -20.72)   blob.path.1")
    #expect(lines.last == "     close")
    _ = bench.execute("scene ring")
    #expect(bench.execute("points").failure?.description == "scene ring has no editable path (blob and balloon do)")
  }

  @Test func moveShiftsAPointAndOptionallyItsHandles() {
    var bench = Workbench()
    #expect(bench.execute("move blob.path.3.to 1,-2").value!.lines == ["blob.path.3.to = 21.82,24"])
    let both = bench.execute("move blob.path.3.to (-1, 2) --with-handles").value!.lines
    #expect(both == ["blob.path.3.to = 20.82,26", "blob.path.3.control2 = 26.47,19.84", "blob.path.4.control1 = 15.02,33.88"])
    #expect(bench.execute("move blob.rate 1,1").failure?.description == "blob.rate is not a point; move takes a path point")
    #expect(bench.execute("undo").value != nil && bench.values.point(BlobScene.curves[3].control1) == .init(16.02, 31.88))
  }

  /// SVG path data out and back in; the seed path round-trips.
  @Test func svgRoundTrips() {
    var bench = Workbench()
    let data = bench.execute("svg").value!.lines[0]
    #expect(data.hasPrefix("M13.71 -29.07 C20.64 -25.95 24.57 -20.72 27.92 -14 C") && data.hasSuffix(" Z"))
    _ = bench.execute("set blob.path.start 0,0")
    #expect(bench.execute("svg \(data)").value != nil)
    #expect(bench.values.point(BlobScene.start) == .init(13.71, -29.07))
    let moved = data.replacingOccurrences(of: "M13.71 -29.07", with: "M13,-29")
    _ = bench.execute("svg \(moved)")
    #expect(bench.values.point(BlobScene.start) == .init(13, -29))
  }

  @Test func handlesOverlayDrawsEveryPointOnTheBlob() {
    var v = ParameterValues()
    v[ViewSettings.handles] = .choice("on")
    let plain = Preview.presentation(BlobScene.scene, ParameterValues(), at: 1).displayList()
    let items = Preview.presentation(BlobScene.scene, v, at: 1).displayList()
    // Added: handle lines (a stroke), end squares (fill and stroke), control dots (a fill),
    // point numbers (a stroke).
    #expect(items.count == plain.count + 5)
    let strokes = items.filter { if case .stroke = $0.paint { return true } else { return false } }
    #expect(strokes.count == 3)
  }
}

extension WorkbenchTests {
  /// export and import complete any path (folders with a slash), not session names.
  @Test func exportAndImportCompletePaths() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("complete-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder.appendingPathComponent("shots"), withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    try Data().write(to: folder.appendingPathComponent("Blob.swift"))
    try Data().write(to: folder.appendingPathComponent(".hidden"))
    let bench = Workbench()
    #expect(
      Completer.complete("export png \(folder.path)/", in: bench).candidates
        == ["\(folder.path)/Blob.swift", "\(folder.path)/shots/"])
    #expect(Completer.complete("import swift \(folder.path)/B", in: bench).candidates == ["\(folder.path)/Blob.swift"])
    #expect(Completer.complete("export swift \(folder.path)/.h", in: bench).candidates == ["\(folder.path)/.hidden"])
  }

  /// Core Animation reads transform.* key paths from the matrix however it was set: the blob's
  /// matrix is set directly each display-link tick, and its rotation.z is the matrix's angle,
  /// atan2(m12, m11), computed here from the printed matrix; view.sublayerTransform (seed 001's
  /// scale·skew) is addressable, its scale.x the length of its first row.
  @Test func transformKeyPathsAreReadFromTheMatrix() throws {
    var bench = Workbench()
    func numbers(_ line: String) -> [Double] {
      line.split(separator: "\t")[1].split(whereSeparator: { ", []".contains($0) }).compactMap { Double($0) }
    }
    let matrix = numbers(try #require(bench.execute("values blob.transform at 1.5").value?.lines.first))
    let rotation = numbers(try #require(bench.execute("values blob.transform.rotation.z at 1.5").value?.lines.first))[0]
    #expect(abs(rotation - atan2(matrix[1], matrix[0])) < 1e-9 && abs(rotation) > 0.1)
    let sub = numbers(try #require(bench.execute("values view.sublayerTransform at 1.5").value?.lines.first))
    let scaleX = numbers(try #require(bench.execute("values view.sublayerTransform.scale.x at 1.5").value?.lines.first))[0]
    #expect(abs(scaleX - (sub[0] * sub[0] + sub[1] * sub[1]).squareRoot()) < 1e-9 && scaleX > 1)
    let plot = try #require(bench.execute("plot blob.transform.rotation.z").value)
    #expect(!plot.lines.joined().contains("constant"))
  }
}
