import Console
import Foundation
import TestSupport
import Testing

/// For every command of the table: a valid use, a missing argument and a surplus argument.
@Suite struct EveryCommandTests {
  /// A valid use of each command, from a fresh blob session (the scene set first when needed).
  static let valid: [String: (scene: String, line: String)] = [
    "set": ("blob", "set blob.rate 0.5"),
    "reset": ("blob", "reset blob"),
    "show": ("blob", "show blob.skew"),
    "diff": ("blob", "diff"),
    "help": ("blob", "help set"),
    "preview": ("blob", "preview"),
    "frame": ("blob", "frame 1.5"),
    "play": ("blob", "play 2 0.5"),
    "tune": ("blob", "tune blob.rate"),
    "seek": ("blob", "seek 3"),
    "step": ("blob", "step 2"),
    "onion": ("blob", "onion"),
    "plot": ("balloon", "plot dot.opacity"),
    "sweep": ("blob", "sweep blob.rate 0.1..0.5 3"),
    "pick": ("blob", "pick 1"),
    "mark": ("blob", "mark a"),
    "compare": ("blob", "compare a"),
    "curve": ("blob", "curve ease-out at 0.5"),
    "values": ("balloon", "values dots[2].opacity at 0.3"),
    "points": ("blob", "points"),
    "move": ("blob", "move blob.path.1.to 1,1"),
    "svg": ("blob", "svg"),
    "insert": ("blob", "insert 3"),
    "delete": ("blob", "delete 3"),
    "export": ("blob", "export png shot.png 1"),
    "import": ("blob", "import swift"),
    "stop": ("ring", "stop at 1"),
    "scene": ("blob", "scene ring"),
    "undo": ("blob", "undo"),
    "redo": ("blob", "redo"),
    "history": ("blob", "history"),
    "save": ("blob", "save"),
    "load": ("blob", "load"),
    "replay": ("blob", "replay"),
    "doctor": ("blob", "doctor"),
    "clear": ("blob", "clear"),
    "open": ("blob", "open"),
    "reload": ("blob", "reload"),
    "write": ("blob", "write"),
    "quit": ("blob", "quit"),
  ]

  /// What each valid use needs done first (a sweep before pick, a mark before compare, …).
  static let setup: [String: [String]] = [
    "pick": ["sweep blob.rate 0.1..0.5 3"], "compare": ["mark a"], "undo": ["set blob.rate 1"],
    "redo": ["set blob.rate 1", "undo"],
  ]

  @Test func everyCommandHasCases() {
    for command in CommandTable.all {
      #expect(Self.valid[command.name] != nil, "no valid case for \(command.name)")
    }
  }

  @Test(arguments: CommandTable.all.map(\.name))
  func validUseSucceeds(name: String) throws {
    guard let (scene, line) = Self.valid[name] else { return }
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("every-\(UUID().uuidString)").path
    // Wobble writes only into folders that exist.
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    var bench = Workbench()
    _ = bench.execute("scene \(scene)")
    for step in Self.setup[name] ?? [] { _ = bench.execute(step) }
    var text = line
    // Session commands get a file of their own.
    if ["save", "load", "replay"].contains(name) {
      #expect(bench.execute("save \(folder)/s.json").value != nil)
      text = name == "save" ? "save \(folder)/t.json" : "\(name) \(folder)/s.json"
    }
    if ["open", "reload", "write"].contains(name) {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
      let code = "let v = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 30))\nv.alpha = 0.5\n"
      try Data(code.utf8).write(to: URL(fileURLWithPath: "\(folder)/V.swift"))
      text = "open \(folder)/V.swift"
      // Reload and write act on the opened file.
      if name != "open" {
        #expect(bench.execute(text).value != nil)
        text = name
      }
    }
    if name == "import" {
      #expect(bench.execute("export swift \(folder)/e.swift").value != nil)
      text = "import swift \(folder)/e.swift"
    }
    let result = bench.execute(text)
    #expect(result.value != nil, "\(text): \(result.failure?.description ?? "")")
  }

  @Test(arguments: CommandTable.all.filter { $0.arguments.contains { !$0.isOptional } }.map(\.name))
  func missingArgumentIsRefusedWithUsage(name: String) {
    var bench = Workbench()
    let error = bench.execute(name).failure
    #expect(error?.description.contains("missing") == true, "\(name): \(error?.description ?? "accepted")")
    #expect(error?.description.contains("usage: \(name)") == true || error?.description == "missing <name|path>")
  }

  @Test(
    arguments: CommandTable.all.filter { c in !(c.arguments.last.map { $0.takesRest || $0.isVariadic } ?? false) }.map(\.name))
  func surplusArgumentIsRefusedWithUsage(name: String) {
    guard let (scene, line) = Self.valid[name] else { return }
    var bench = Workbench()
    _ = bench.execute("scene \(scene)")
    for step in Self.setup[name] ?? [] { _ = bench.execute(step) }
    let error = bench.execute(line + " surplus").failure
    #expect(error?.description.hasPrefix("unexpected 'surplus'") == true, "\(line) surplus: \(error?.description ?? "accepted")")
  }
}
