import Console
import Foundation
import TestSupport
import Testing

/// How a typed line becomes a command's values: quoting as a shell quotes, flags from the
/// declaration anywhere on the line, and values read by their declared kind.
@Suite struct CommandLineTests {
  func folder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-quoting-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  /// `text` in single quotes, a quote inside written `'\''` (POSIX shells' idiom), written
  /// here independently of Wobble's own quoting.
  func singleQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  @Test func aQuotedPathWithSpacesIsOnePath() throws {
    let dir = try folder() + "/out dir"
    try FileManager.default.createDirectory(atPath: dir, withIntermediateDirectories: true)
    var bench = Workbench()
    #expect(bench.execute("export swift \"\(dir)/B.swift\"").value?.lines.first?.hasPrefix("wrote \(dir)/B.swift") == true)
    #expect(FileManager.default.fileExists(atPath: "\(dir)/B.swift"))
    #expect(bench.execute("export svg '\(dir)/p a.svg'").value != nil)
    #expect(FileManager.default.fileExists(atPath: "\(dir)/p a.svg"))
    #expect(bench.execute("export swift \(dir.replacingOccurrences(of: " ", with: "\\ "))/C.swift").value != nil)
    #expect(FileManager.default.fileExists(atPath: "\(dir)/C.swift"))
    // The same file saved and loaded through quotes.
    #expect(bench.execute("set blob.rate 2").value != nil)
    #expect(bench.execute("save \"\(dir)/s 1.json\"").value != nil)
    var other = Workbench()
    #expect(other.execute("load \"\(dir)/s 1.json\"").value != nil)
    #expect(other.values == bench.values)
  }

  /// Names with every character quoting cares about come through as typed, each written in
  /// single quotes by the test.
  @Test func anyFileNameSurvivesQuoting() throws {
    let dir = try folder()
    var random = SeededRandom(seed: 15)
    let alphabet = Array("ab \"'\\()$;#-.,xyz")
    for round in 0..<40 {
      let name = String((0..<Int.random(in: 1...12, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        .replacingOccurrences(of: "/", with: "")
      let path = "\(dir)/\(round)-\(name).css"
      var bench = Workbench()
      _ = bench.execute("scene balloon")
      let result = bench.execute("export css \(singleQuoted(path))")
      #expect(result.value != nil, "\(name): \(result.failure?.description ?? "")")
      #expect(FileManager.default.fileExists(atPath: path), "\(name)")
    }
  }

  /// A save refused over an existing file offers a command that overwrites that very file,
  /// however its name is spelled.
  @Test func theOverwriteOfferedNamesTheSameFile() throws {
    let path = try folder() + "/it's \"here\" (1).json"
    #expect(FileManager.default.createFile(atPath: path, contents: Data("{}".utf8)))
    var bench = Workbench()
    let refused = try #require(bench.execute("save \(singleQuoted(path))").failure)
    let command = try #require(refused.confirmation?.command)
    #expect(bench.execute(command).value != nil, "\(command)")
    #expect(try String(contentsOfFile: path, encoding: .utf8).contains("wobble-session"))
  }

  @Test(arguments: [
    ("export swift \"/tmp/open", "the quote \" before \"/tmp/open is not closed"),
    ("save 'a b", "the quote ' before 'a b is not closed"),
  ])
  func anOpenQuoteIsRefused(line: String, message: String) {
    var bench = Workbench()
    #expect(bench.execute(line).failure?.description == message)
  }

  /// Spaces outside quotes collapse for the journal; inside they stay.
  @Test func theJournalKeepsQuotedSpacesAndCollapsesTheRest() {
    var bench = Workbench()
    _ = bench.execute("mark   a")
    _ = bench.execute("set  blob.rate \t 2")
    #expect(bench.journal.map(\.command).suffix(2) == ["mark a", "set blob.rate 2"])
  }

  @Test(arguments: [
    ("replay x --delay 100", "'100' is not a time from 0 to 60 s; usage: replay <name|path> [--step] [--delay <s>] [--to <n>]"),
    ("replay x --to", "--to needs <n>; usage: replay <name|path> [--step] [--delay <s>] [--to <n>]"),
    ("save x --quick", "unknown option '--quick'; options: --force; usage: save [name|path] [--force]"),
    ("show --all", "unknown option '--all'; show takes no options; usage: show [parameter|group]"),
    ("step 1.5", "'1.5' is not a whole number (n); usage: step [n]"),
    ("step 2000000", "'2000000' is not a whole number from -1000000 to 1000000 (n); usage: step [n]"),
    ("frame soon", "'soon' is not a time in seconds; usage: frame <t>"),
    ("play 2 200", "'200' is not a number from 0.01 to 100 (speed); usage: play [seconds] [speed]"),
    ("stop at 40000", "'40000' is not a time from 0 to 36000 s; usage: stop at <t>"),
    ("sweep blob.rate 0.1..0.5 20", "'20' is not a whole number from 2 to 12 (n); usage: sweep <parameter> <from..to> [n]"),
  ])
  func valuesAreReadByTheirDeclaredKind(line: String, message: String) {
    var bench = Workbench()
    _ = bench.execute("scene ring")
    _ = bench.execute("scene blob")
    if line.hasPrefix("stop") { _ = bench.execute("scene ring") }
    #expect(bench.execute(line).failure?.description == message)
  }

  /// A flag may come before or after the argument it goes with; numbers with two signs are
  /// values, not flags.
  @Test func flagsGoAnywhere() throws {
    let dir = try folder()
    var bench = Workbench()
    #expect(bench.execute("save \(dir)/a.json").value != nil)
    #expect(bench.execute("set blob.rate 3").value != nil)
    #expect(bench.execute("save --force \(dir)/b.json").value != nil)
    #expect(bench.execute("save \(dir)/a.json --force").value != nil)
    #expect(bench.execute("set blob.rate --1").value?.lines == ["blob.rate = 1"])
    #expect(bench.execute("move blob.path.1.to --with-handles 1,1").value?.lines.count == 3)
  }

  @Test func flagsComplete() {
    let bench = Workbench()
    #expect(Completer.complete("replay x --", in: bench).candidates == ["--step", "--delay", "--to"])
    #expect(Completer.complete("save --f", in: bench).candidates == ["--force"])
    #expect(Completer.complete("export --", in: bench).candidates == ["--force"])
    // A command without flags offers none.
    #expect(Completer.complete("load --", in: bench).candidates == [])
  }
}

/// Completion writes a candidate the way the word was begun, so that what Tab inserts reads
/// back as the file.
@Suite struct QuotedCompletionTests {
  @Test func pathsWithSpacesCompleteInTheQuoteTheWordBeganWith() throws {
    let dir = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-complete-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: dir + "/my dir", withIntermediateDirectories: true)
    let bench = Workbench()
    let quoted = Completer.complete("export swift \"\(dir)/my", in: bench)
    #expect(quoted.word == "\"\(dir)/my")
    #expect(quoted.candidates == ["\"\(dir)/my dir/"])
    let bare = Completer.complete("export swift \(dir)/my", in: bench)
    #expect(bare.candidates == ["\(dir)/my\\ dir/"])
    // What Tab would leave on the line reads back as the folder.
    var typed = Workbench()
    let line = "export swift " + bare.candidates[0] + "B.swift"
    #expect(typed.execute(line).value?.lines.first?.hasPrefix("wrote \(dir)/my dir/B.swift") == true, "\(line)")
  }
}
