import Console
import Foundation
import Geometry
import Preview
import Scenes
import SwiftParser
import Terminal

/// `wobble-bench open`: the cost of opening your own Swift file, against the built-in scene
/// with the same content, in the same run. Prints:
///   open + first strip (200-line file, 12 frames WxH): median X ms
///   set → strip, opened BlobLink.swift: median Y ms (fastest y)
///   set → strip, built-in blob at the same values: median Z ms (fastest z)
///   ratio opened/built-in: R (median of N paired rounds; of the fastest: r)
///   interpreter alone, opened BlobLink.swift's 12 trees: fastest I ms (median i)
/// Targets (issue 9): X ≤ 50 ms; R ≤ 1.5.
enum OpenBench {
  static let clock = ContinuousClock()
  static let rounds = 100

  static func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
  }

  static func median(_ xs: [Double]) -> Double {
    let s = xs.sorted()
    return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
  }

  /// A playground of exactly 200 lines, as animation code is written: a view, then 19 shape
  /// layers, each with a path, colours and a repeating animation of its own.
  static func twoHundredLines() -> String {
    var lines = [
      "import PlaygroundSupport", "import UIKit", "",
      "let view = UIView(frame: CGRect(x: 0, y: 0, width: 480, height: 480))",
      "view.backgroundColor = UIColor(white: 0.95, alpha: 1)", "",
    ]
    var i = 0
    while lines.count + 11 <= 199 {
      let x = 40 + (i % 5) * 90, y = 40 + (i / 5) * 100
      lines += [
        "let dot\(i) = CAShapeLayer()",
        "dot\(i).path = UIBezierPath(ovalIn: CGRect(x: \(x), y: \(y), width: 60, height: 60)).cgPath",
        "dot\(i).fillColor = UIColor(red: 0.\(i % 10), green: 0.5, blue: 0.9, alpha: 1).cgColor",
        "dot\(i).lineWidth = \(2 + i % 3)",
        "view.layer.addSublayer(dot\(i))",
        "let fade\(i) = CABasicAnimation(keyPath: \"opacity\")",
        "fade\(i).fromValue = 1", "fade\(i).toValue = 0.\(2 + i % 7)", "fade\(i).duration = \(1 + Double(i % 4) / 4)",
        "fade\(i).autoreverses = true", "dot\(i).add(fade\(i), forKey: \"fade\")",
      ]
      i += 1
    }
    while lines.count < 199 { lines.append("") }
    lines.append("PlaygroundPage.current.liveView = view")
    return lines.joined(separator: "\n") + "\n"
  }

  /// The terminal the strips are sized for: a 100×45 xterm, 804×769 pixels, as the rig's.
  static let display = sixelTerminal(columns: 100, rows: 45, pixelWidth: 804, pixelHeight: 769)

  /// An interactive sixel terminal of this size, as the benchmarks imagine it.
  static func sixelTerminal(columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int) -> TerminalDisplay {
    var report = TerminalReport()
    report.isInteractive = true
    (report.columns, report.rows, report.pixelWidth, report.pixelHeight) = (columns, rows, pixelWidth, pixelHeight)
    report.deviceAttributes = [63, 4]
    return TerminalDisplay(mode: .sixel, reason: "benchmark", report: report)
  }

  /// Runs `command` on `bench` and writes the strip it previews to /dev/null, as the REPL does.
  static func strip(_ bench: inout Workbench, _ command: String) -> Bool {
    guard case .success(let result) = bench.execute(command), result.preview else { return false }
    let strip = Preview.strip(bench.scene, bench.values, maximumWidth: display.imageWidth, maximumHeight: display.imageHeight)
    FileHandle(forWritingAtPath: "/dev/null")!.write(Data((try? display.bytes(for: strip)) ?? []))
    return true
  }

  static func run() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-bench-\(getpid())")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let file = folder.appendingPathComponent("TwoHundred.swift")
    try twoHundredLines().write(to: file, atomically: true, encoding: .utf8)

    var openTimes: [Double] = []
    for _ in 0..<rounds {
      var bench = Workbench()
      openTimes.append(milliseconds(clock.measure { _ = strip(&bench, "open \(file.path)") }))
    }

    // BlobLink.swift and the built-in blob set to its numbers, both over the same 5 s span.
    let example = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("examples/BlobLink.swift").path
    var opened = Workbench()
    var builtIn = Workbench()
    for command in [
      "set blob.rate 0.1", "set blob.upscale 2.5", "set blob.transform.target view", "set blob.icon none",
      "set view.width 320", "set view.height 240", "set view.background.alpha 0.2", "set preview.span 5",
    ] {
      guard case .success = builtIn.execute(command) else { throw BenchError("built-in: \(command) failed") }
    }
    guard case .success = opened.execute("open \(example)"), case .success = opened.execute("set preview.span 5") else {
      throw BenchError("cannot open \(example)")
    }
    var openedTimes: [Double] = [], builtInTimes: [Double] = []
    for i in 0..<rounds {
      let skew = 0.1 + Double(i % 7) * 0.01
      openedTimes.append(milliseconds(clock.measure { _ = strip(&opened, "set skew \(skew)") }))
      builtInTimes.append(milliseconds(clock.measure { _ = strip(&builtIn, "set blob.skew.amplitude \(skew)") }))
    }
    print(String(format: "open + first strip (200-line file, 12 frames): median %.3f ms", median(openTimes)))
    print(
      String(
        format: "set → strip, opened BlobLink.swift: median %.3f ms (fastest %.3f)", median(openedTimes),
        openedTimes.min()!))
    print(
      String(
        format: "set → strip, built-in blob at the same values: median %.3f ms (fastest %.3f)", median(builtInTimes),
        builtInTimes.min()!))
    // Each round's two strips are measured back to back, so a round's ratio sees the machine
    // as both did; the median of those is steadier than a ratio of medians on a noisy host.
    let paired = zip(openedTimes, builtInTimes).map { $0 / $1 }
    print(
      String(
        format: "ratio opened/built-in: %.2f (median of %d paired rounds; of the fastest: %.2f)", median(paired),
        paired.count, openedTimes.min()! / builtInTimes.min()!))
    // The interpreter's share: the strip's 12 layer trees made without drawing them.
    try runWaveRings(in: folder)
    try runManyLiterals(in: folder)
    if let presentations = opened.scene.presentations {
      let times = (0..<12).map { Double($0) * 5 / 11 }
      var alone: [Double] = []
      for _ in 0..<(rounds * 3) {
        alone.append(milliseconds(clock.measure { presentations(opened.values, times) { _, _ in } }))
      }
      print(
        String(
          format: "interpreter alone, opened BlobLink.swift's 12 trees: fastest %.3f ms (median %.3f)", alone.min()!,
          median(alone)))
    }
  }

  /// A view whose display link rebuilds two closed 720-point wave rings on every tick, as
  /// "circle wave" playgrounds do (Wobble's own file of that shape, not a copy of one).
  static let waveRings = """
    import PlaygroundSupport
    import UIKit

    final class Rings: UIView {
      let inner = CAShapeLayer()
      let outer = CAShapeLayer()
      var step = 0.0
      var link: CADisplayLink?
      override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .black
        for ring in [inner, outer] {
          ring.strokeColor = UIColor.white.cgColor
          ring.fillColor = UIColor.clear.cgColor
          layer.addSublayer(ring)
        }
        link = CADisplayLink(target: self, selector: #selector(tick))
        link?.add(to: .main, forMode: .common)
      }
      required init?(coder: NSCoder) { fatalError() }
      func ring(_ amplitude: CGFloat) -> UIBezierPath {
        let path = UIBezierPath()
        for i in 0..<720 {
          let angle = CGFloat(i) / 2 * .pi / 180
          let r = 70 + amplitude * sin(4 * angle + step / 20) * (1 - cos(step / 50)) / 2
          let p = CGPoint(x: 100 + r * cos(angle), y: 100 + r * sin(angle))
          if i == 0 { path.move(to: p) } else { path.addLine(to: p) }
        }
        path.close()
        return path
      }
      @objc func tick() {
        step += 1
        inner.path = ring(12).cgPath
        outer.path = ring(-12).cgPath
      }
    }

    PlaygroundPage.current.liveView = Rings(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    """

  /// The same 5 s of ticks computed in Swift itself: the peer of the interpreter's share.
  static func waveRingsNative() -> Int {
    var points = 0
    var step = 0.0
    for _ in 0..<300 {
      step += 1
      for amplitude in [12.0, -12.0] {
        var path = BezierPath()
        for i in 0..<720 {
          let angle = Double(i) / 2 * .pi / 180
          let r = 70 + amplitude * sin(4 * angle + step / 20) * (1 - cos(step / 50)) / 2
          let p = Point(100 + r * cos(angle), 100 + r * sin(angle))
          if i == 0 { path.move(to: p) } else { path.line(to: p) }
        }
        path.close()
        points += path.elements.count
      }
    }
    return points
  }

  /// `wobble-bench open` also times a display-link file that rebuilds its paths every tick
  /// (the slowest kind of real file measured): open + first strip, against the same ticks
  /// computed natively.
  static func runWaveRings(in folder: URL) throws {
    let file = folder.appendingPathComponent("WaveRings.swift")
    try waveRings.write(to: file, atomically: true, encoding: .utf8)
    var openTimes: [Double] = [], nativeTimes: [Double] = []
    for _ in 0..<3 {
      var bench = Workbench()
      openTimes.append(milliseconds(clock.measure { _ = strip(&bench, "open \(file.path)") }))
      var sink = 0
      nativeTimes.append(milliseconds(clock.measure { sink &+= waveRingsNative() }))
      if sink == 0 { throw BenchError("no points") }
    }
    print(
      String(
        format: "open + first strip, display link rebuilding two 720-point paths per tick (5 s): median %.0f ms; "
          + "the same ticks in Swift: %.1f ms (ratio %.0f)", median(openTimes), median(nativeTimes),
        median(openTimes) / median(nativeTimes)))
  }

  /// Files with thousands of numbers in one expression (issue 31, item 5: naming each literal
  /// searched its list, so 8,000 `+ 1` terms took 86 s to open and 16,000 array elements over
  /// 100 s): `open` against swift-syntax parsing the same text, the part no naming can avoid.
  static func runManyLiterals(in folder: URL) throws {
    let head = "import PlaygroundSupport\nimport UIKit\nlet host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))\n"
    let tail = "\nPlaygroundPage.current.liveView = host\n"
    let files = [
      (
        "16,000-element array", head + "let a: [CGFloat] = [" + (0..<16_000).map(String.init).joined(separator: ", ") + "]" + tail
      ),
      ("8,000-term sum", head + "let x: CGFloat = 0" + String(repeating: " + 1", count: 8_000) + tail),
    ]
    for (i, (name, text)) in files.enumerated() {
      let file = folder.appendingPathComponent("Many\(i).swift")
      try text.write(to: file, atomically: true, encoding: .utf8)
      var openTimes: [Double] = [], parseTimes: [Double] = []
      for _ in 0..<3 {
        var bench = Workbench()
        openTimes.append(
          milliseconds(
            clock.measure {
              guard case .success = bench.execute("open \(file.path)") else { return }
            }))
        guard bench.scene.file != nil else { throw BenchError("cannot open the \(name)") }
        parseTimes.append(milliseconds(clock.measure { _ = Parser.parse(source: text) }))
      }
      print(
        String(
          format: "open, \(name): median %.0f ms; swift-syntax parsing it alone: %.0f ms (ratio %.1f)", median(openTimes),
          median(parseTimes), median(openTimes) / median(parseTimes)))
    }
  }

  /// `wobble-bench open --files A.swift B.playground …`: each file or folder as a person opens
  /// it (open + first strip, then `set` of its first number → strip; medians of 3), against
  /// swift-syntax parsing the same text in the same run. For measuring a corpus of real files
  /// kept outside the repository. One line each:
  ///   NAME: open + strip X ms, set → strip Y ms, parse Z ms
  static func runFiles(_ paths: [String]) throws {
    var opens: [Double] = [], sets: [Double] = []
    for path in paths {
      let name = URL(fileURLWithPath: path).lastPathComponent
      var openTimes: [Double] = [], setTimes: [Double] = [], parseTimes: [Double] = []
      var failed: String?
      for _ in 0..<3 {
        var bench = Workbench()
        var opened = false
        openTimes.append(milliseconds(clock.measure { opened = strip(&bench, "open \(path)") }))
        guard opened else {
          failed = "does not open"
          break
        }
        let number = bench.scene.parameters.first { spec in
          if case .number = spec.kind { return !spec.name.hasPrefix("view.") } else { return false }
        }
        if let number, case .number(let value) = bench.values[number] {
          let nudged = value == 0 ? 0.5 : value * 1.01
          setTimes.append(milliseconds(clock.measure { _ = strip(&bench, "set \(number.name) \(nudged)") }))
        }
        let texts = swiftTexts(at: path)
        parseTimes.append(milliseconds(clock.measure { for text in texts { _ = Parser.parse(source: text) } }))
      }
      if let failed {
        print("\(name): \(failed)")
        continue
      }
      opens.append(median(openTimes))
      if !setTimes.isEmpty { sets.append(median(setTimes)) }
      print(
        String(
          format: "\(name): open + strip %.1f ms, set → strip %@, parse %.2f ms", median(openTimes),
          setTimes.isEmpty ? "—" : String(format: "%.1f ms", median(setTimes)), median(parseTimes)))
    }
    guard !opens.isEmpty else { return }
    let under = opens.filter { $0 <= 50 }.count
    print(
      String(
        format: "%d files: open + strip median %.1f ms, %d of them ≤ 50 ms; set → strip median %.1f ms", opens.count,
        median(opens), under, sets.isEmpty ? 0 : median(sets)))
  }

  /// The text of `path`, or of every `.swift` file under it (a playground).
  static func swiftTexts(at path: String) -> [String] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { return [] }
    guard isFolder.boolValue else { return [(try? String(contentsOfFile: path, encoding: .utf8)) ?? ""] }
    let files = FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? []
    return files.filter { $0.hasSuffix(".swift") }.sorted().compactMap {
      try? String(contentsOfFile: path + "/" + $0, encoding: .utf8)
    }
  }

  struct BenchError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
  }
}
