import Console
import Foundation
import Scenes
import TestSupport
import Testing

/// `open` at the prompt: a person's own file becomes the scene, its numbers the parameters.
@Suite struct OpenCommandTests {
  /// The shared ring playground (strokeEnd 0 → 1 in 1.5 s; line 11 is `ring.lineWidth = 4`).
  static let code = Playgrounds.ring

  func file(_ text: String = code) throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("open-\(UUID().uuidString)/Ring.swift").path
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    return path
  }

  /// `values name.text`: what a label draws over time (a count-up label's number), in quotes;
  /// a layer with no text says so.
  @Test func valuesReadsTheTextALabelDrawsOverTime() throws {
    let path = try file(
      """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let counter = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
      counter.text = "0"
      host.addSubview(counter)
      var count = 0
      Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
        count += 1
        counter.text = "\\(count) s"
      }
      PlaygroundPage.current.liveView = host
      """)
    var bench = Workbench()
    #expect(bench.execute("open \(path)").value != nil)
    #expect(bench.execute("values counter.text at 0 1.5 2.5").value?.lines == ["0\t\"0\"", "1.5\t\"1 s\"", "2.5\t\"2 s\""])
    #expect(bench.execute("values host.text at 1").failure?.description.contains("host draws no text") == true)
    #expect(bench.execute("plot counter.text").failure?.description.contains("is text, not a number to plot") == true)
  }

  /// `values emitter.birthRate`: an emitter layer's own numbers over time (confetti stopped
  /// at 2 s by a timer); a layer that is no emitter says so.
  @Test func valuesReadsAnEmittersNumbersOverTime() throws {
    let path = try file(
      """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
      let confetti = CAEmitterLayer()
      confetti.emitterPosition = CGPoint(x: 100, y: 0)
      let cell = CAEmitterCell()
      cell.birthRate = 5
      cell.lifetime = 1
      confetti.emitterCells = [cell]
      host.layer.addSublayer(confetti)
      Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { _ in confetti.birthRate = 0 }
      PlaygroundPage.current.liveView = host
      """)
    var bench = Workbench()
    #expect(bench.execute("open \(path)").value != nil)
    #expect(bench.execute("values confetti.birthRate at 1 3").value?.lines == ["1\t1", "3\t0"])
    #expect(bench.execute("values confetti.emitterPosition at 1").value?.lines == ["1\t100, 0"])
    #expect(bench.execute("values host.birthRate at 1").failure?.description.contains("only an emitter layer has one") == true)
    // Tab offers an emitter's numbers on an emitter only.
    #expect(Completer.complete("values confetti.birth", in: bench).candidates == ["confetti.birthRate"])
    #expect(Completer.complete("values host.birth", in: bench).candidates == [])
  }

  @Test func anOpenedFileIsTunedAndWrittenBackWithOnlyTheTunedNumbers() throws {
    let path = try file()
    var bench = Workbench()
    #expect(bench.execute("open \(path)").value?.lines.first?.hasPrefix("opened \(path): ") == true)
    #expect(bench.scene.name == "Ring")
    #expect(bench.values.number(ViewSettings.width) == 200)
    let shown = try #require(bench.execute("show draw").value).lines
    #expect(shown.contains { $0.contains("draw.duration") && $0.contains("= 1.5") })
    // By name and by position: line 11 is "ring.lineWidth = 4", 17 characters before the number.
    #expect(bench.execute("set draw.duration 0.75").value?.lines == ["draw.duration = 0.75"])
    #expect(bench.execute("set @11:18 6").value?.lines == ["ring.lineWidth = 6"])
    #expect(bench.execute("values ring.strokeEnd at 0.375").value?.lines == ["0.375\t0.5"])
    let out = (path as NSString).deletingLastPathComponent + "/Tuned.swift"
    #expect(bench.execute("export swift \(out)").value != nil)
    let written = try String(contentsOfFile: out, encoding: .utf8)
    #expect(
      written
        == Self.code.replacingOccurrences(of: "draw.duration = 1.5", with: "draw.duration = 0.75")
        .replacingOccurrences(of: "ring.lineWidth = 4", with: "ring.lineWidth = 6"))
  }

  /// The view settings a file brings (its view's size, the window) are its defaults, not
  /// changes: `diff` lists none after `open`; one changed at the prompt is listed against the
  /// file's, reset to it, and named by `export swift`, which cannot write it into the file.
  @Test func theFilesViewSettingsAreItsDefaultsNotChanges() throws {
    let path = try file()
    var bench = Workbench()
    #expect(bench.execute("open \(path)").value != nil)
    #expect(bench.execute("diff").value?.lines == ["scene Ring: all parameters at their defaults"])
    #expect(bench.execute("show view.width").value?.lines == ["  view.width = 200 pt"])
    #expect(bench.execute("set view.width 400").value != nil)
    #expect(bench.execute("diff").value?.lines == ["view.width = 400   (default 200)"])
    let out = (path as NSString).deletingLastPathComponent + "/Tuned.swift"
    let lines = try #require(bench.execute("export swift \(out)").value).lines
    #expect(lines.first == "note: view.width 400 is Wobble's, not a number of the file: not written into it")
    #expect(bench.execute("reset view.width").value?.lines == ["view.width = 200 (default)"])
  }

  /// A number that is one operand of arithmetic is shown with the arithmetic and its value,
  /// without the unit of what it feeds; a divisor cannot be set to 0.
  @Test func aNumberInsideArithmeticIsShownWithItsExpression() throws {
    let path = try file(
      Self.code.replacingOccurrences(of: "draw.toValue = 1", with: "draw.toValue = 3 * CGFloat.pi / 2"))
    var bench = Workbench()
    #expect(bench.execute("open \(path)").value != nil)
    #expect(bench.execute("show draw.toValue").value?.lines == ["  draw.toValue = 3   (in 3 * CGFloat.pi / 2 = 4.7124)"])
    #expect(bench.execute("show draw.toValue#2").value?.lines == ["  draw.toValue#2 = 2   (in 3 * CGFloat.pi / 2 = 4.7124)"])
    #expect(
      bench.execute("set draw.toValue#2 0").failure?.description
        == "draw.toValue#2: 0 would divide by zero in 3 * CGFloat.pi / 2")
    #expect(bench.execute("set draw.toValue#2 4").value != nil)
    #expect(bench.execute("show draw.toValue#2").value?.lines == ["* draw.toValue#2 = 4   (in 3 * CGFloat.pi / 4 = 2.3562)"])
  }

  /// Text that is not Swift (a half-typed line saved from an editor) is refused with the
  /// parser's own words at its place, before any of it runs.
  @Test func aSyntaxErrorIsRefusedAsOneWithItsPlace() throws {
    // The ring playground is 20 lines: the broken one is line 21.
    let path = try file(Self.code + "\nlet broken = 3 +\n")
    var bench = Workbench()
    #expect(
      bench.execute("open \(path)").failure?.description == "Ring.swift:21:17: syntax error: expected expression after operator")
  }

  @Test func aFileWobbleCannotRunIsRefusedWithItsPlaceAndChangesNothing() throws {
    let path = try file("import UIKit\nlet e = CAScrollLayer()\n")
    var bench = Workbench()
    _ = bench.execute("set blob.rate 2")
    let before = bench.document
    #expect(
      bench.execute("open \(path)").failure?.description == "Ring.swift:2:9: CAScrollLayer() is not simulated by Wobble yet")
    #expect(bench.document == before)
    #expect(
      bench.execute("open /nonexistent/X.swift").failure?.description
        == "cannot read /nonexistent/X.swift: no such file or folder")
  }

  /// Where the view draws nothing, a playground page's live view shows its window: black, as
  /// Xcode's live view does (and the playgrounds that draw white on a view without a
  /// background colour count on it); so does a controller shown alone, whose view is white as
  /// a storyboard's unless its code clears it; a view class shown alone sits on white, as in a
  /// screen of the app. Opening sets `view.backdrop` so; `set` changes it as any setting.
  @Test func aPlaygroundPageShowsItsWindowBlackAndAViewShownAloneWhite() throws {
    var bench = Workbench()
    #expect(bench.execute("open \(try file())").value != nil)
    #expect(bench.values.color(ViewSettings.backdrop) == .black)
    let card = try file("import UIKit\nclass Card: UIView {}\n")
    #expect(bench.execute("open \(card)").value != nil)
    #expect(bench.values.color(ViewSettings.backdrop) == .white)
    let controller = try file("import UIKit\nclass Screen: UIViewController {}\n")
    #expect(bench.execute("open \(controller)").value != nil)
    #expect(bench.values.color(ViewSettings.backdrop) == .black)
    #expect(bench.execute("open \(try file())").value != nil)
    #expect(bench.execute("set view.backdrop white").value != nil)
    #expect(bench.values.color(ViewSettings.backdrop) == .white)
  }

  @Test func filesOpenedTogetherAreWrittenBackEachOnItsOwnAndTheSessionReopensThemAll() throws {
    let page = try file(
      """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 90))
      host.addSubview(Dot(frame: CGRect(x: 0, y: 0, width: 20, height: 20)))
      PlaygroundPage.current.liveView = host
      """)
    let folder = (page as NSString).deletingLastPathComponent
    let dotText = "import UIKit\nclass Dot: UIView {\n  override func layoutSubviews() { layer.cornerRadius = 5 }\n}\n"
    let dot = folder + "/Dot.swift"
    try Data(dotText.utf8).write(to: URL(fileURLWithPath: dot))
    var bench = Workbench()
    #expect(bench.execute("open \(page) \(dot)").value != nil)
    #expect(bench.values.number(ViewSettings.width) == 120)
    #expect(bench.execute("set @Dot.swift:3:57 8").value?.lines == ["layer.cornerRadius = 8"])
    // Into a folder, each under its own name; a file path is refused (two files).
    let out = folder + "/out"
    try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
    #expect(bench.execute("export swift \(out)").value?.lines.count == 2)
    #expect(
      try String(contentsOfFile: out + "/Dot.swift", encoding: .utf8) == dotText.replacingOccurrences(of: "= 5", with: "= 8"))
    #expect(bench.execute("export swift \(out)/One.swift").failure != nil)
    let session = folder + "/s.json"
    #expect(bench.execute("save \(session)").value != nil)
    var again = Workbench()
    #expect(again.execute("load \(session)").value != nil)
    #expect(again.scene.otherFiles == [dot])
    #expect(again.execute("show @Dot.swift:3:57").value?.lines.first?.contains("= 8") == true)
  }

  /// A session of an opened file records the file and its SHA-256; loading opens it again,
  /// and says so when the file changed since.
  static let twoViews = """
    import UIKit
    final class FirstView: UIView {
      let dot = CALayer()
      override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(dot)
      }
      required init?(coder: NSCoder) { fatalError() }
    }
    final class SecondView: UIView {
      let ring = CAShapeLayer()
      override init(frame: CGRect) {
        super.init(frame: frame)
        layer.addSublayer(ring)
      }
      required init?(coder: NSCoder) { fatalError() }
      func startAnimating() { ring.opacity = 0.25 }
    }
    """

  @Test func viewPicksTheClassToShowAndTheSessionKeepsIt() throws {
    let path = try file(Self.twoViews)
    var bench = Workbench()
    // Without --view the first view class is shown; with it, the one named, started.
    _ = bench.execute("open \(path)")
    #expect(bench.scene.presentation(bench.values, 0).name == "FirstView")
    #expect(bench.execute("open \(path) --view SecondView").value != nil)
    let tree = bench.scene.presentation(bench.values, 0)
    #expect(tree.name == "SecondView" && tree.sublayer(named: "ring")?.opacity == 0.25)
    // A class the file does not declare: refused, listing those it does; the scene stays.
    let refused = bench.execute("open \(path) --view ThirdView").failure?.description
    #expect(refused == "Ring.swift: no view class ThirdView; view classes: FirstView, SecondView")
    #expect(bench.scene.presentation(bench.values, 0).name == "SecondView")
    let session = (path as NSString).deletingLastPathComponent + "/views.json"
    #expect(bench.execute("save \(session)").value != nil)
    var loaded = Workbench()
    #expect(loaded.execute("load \(session)").value != nil)
    #expect(loaded.scene.presentation(loaded.values, 0).name == "SecondView")
  }

  @Test func aSessionOfAnOpenedFileOpensItAgain() throws {
    let path = try file()
    let session = (path as NSString).deletingLastPathComponent + "/s.json"
    var bench = Workbench()
    _ = bench.execute("open \(path)")
    _ = bench.execute("set draw.duration 0.75")
    _ = bench.execute("mark quick")
    #expect(bench.execute("save \(session)").value != nil)
    let json = try String(contentsOfFile: session, encoding: .utf8)
    // The digest of the file's bytes, computed here with the system's tool.
    let digest = try shell("sha256sum '\(path)' 2>/dev/null || shasum -a 256 '\(path)'").prefix(64)
    #expect(json.contains("\"sha256\" : \"\(digest)\""), "\(json)")
    var loaded = Workbench()
    let result = try #require(loaded.execute("load \(session)").value)
    #expect(!result.lines.contains { $0.hasPrefix("warning") })
    #expect(loaded.scene.name == "Ring" && loaded.values == bench.values && loaded.marks == bench.marks)
    // The file changes: the session still loads, and says so.
    try Data((Self.code + "\n// edited\n").utf8).write(to: URL(fileURLWithPath: path))
    var again = Workbench()
    let warned = try #require(again.execute("load \(session)").value)
    #expect(warned.lines.contains("warning: \(path) changed since this session was saved: its numbers are matched by name"))
    // The file is gone: refused, naming it.
    try FileManager.default.removeItem(atPath: path)
    var gone = Workbench()
    #expect(gone.execute("load \(session)").failure?.description.contains("$.source.path: cannot read \(path)") == true)
  }

  func shell(_ command: String) throws -> String {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/bin/sh")
    process.arguments = ["-c", command]
    let pipe = Pipe()
    process.standardOutput = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return String(decoding: data, as: UTF8.self)
  }

  /// `diff --source` is the file's unified diff: the same hunks as the system's `diff -u`.
  @Test(arguments: ["", "\n"])
  func theSourceDiffIsTheSystemsUnifiedDiff(ending: String) throws {
    let path = try file(Self.code + ending)
    var bench = Workbench()
    _ = bench.execute("open \(path)")
    _ = bench.execute("set draw.duration 0.75")
    _ = bench.execute("set ring.lineWidth 6")
    let lines = try #require(bench.execute("diff --source").value).lines
    let tuned = (path as NSString).deletingLastPathComponent + "/Tuned.swift"
    _ = bench.execute("export swift \(tuned)")
    let system = try shell("diff -u '\(path)' '\(tuned)'").split(separator: "\n").map(String.init)
    #expect(Array(lines.dropFirst(2)) == Array(system.dropFirst(2)), "\(lines)\n\(system)")
    var plain = Workbench()
    #expect(
      plain.execute("diff --source").failure?.description
        == "diff --source needs a file opened with `open`; scene blob is built in")
  }

  /// What a number feeds decides its range and unit: a duration is seconds and not negative.
  @Test func numbersGetTheRangeAndUnitOfWhatTheyFeed() throws {
    let path = try file()
    var bench = Workbench()
    _ = bench.execute("open \(path)")
    #expect(
      bench.execute("set draw.duration -1").failure?.description
        == "draw.duration: -1 is out of range: expected a number from 0 to 3600 s")
    #expect(bench.execute("help ring.lineWidth").value?.lines.contains("  type:     number, in pt") == true)
  }
}
