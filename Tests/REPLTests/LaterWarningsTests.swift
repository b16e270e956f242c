import Console
import Foundation
import REPL
import Scenes
import Terminal
import Testing

/// What an opened file's code says after its setup — in a timer, a tick — is said too, once,
/// after the strip that ran it (the setup's own warnings come with `open`).
@Suite struct LaterWarningsTests {
  static let display = TerminalDisplay(mode: .blocks, reason: "test", report: TerminalReport())

  static let file = """
    import UIKit
    import PlaygroundSupport
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    host.backgroundColor = .white
    let icon = UIImageView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    host.addSubview(icon)
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
      icon.image = UIImage(named: "late")
    }
    PlaygroundPage.current.liveView = host
    """

  @Test func aWarningFromCodeThatRunsLaterIsSaidOnceAfterTheStrip() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("later-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Late.swift").path
    try Data(Self.file.utf8).write(to: URL(fileURLWithPath: path))
    let captured = CapturedOutput()
    var repl = Repl(bench: Workbench(), display: Self.display, interactive: false, output: captured.output)
    _ = repl.run(lines: ["open \(path)", "preview"], source: "test")
    let text = captured.text(1)
    // Strips end their rows with "\r\n", one Character in Swift: split on any line break.
    let said = text.split(whereSeparator: \.isNewline).filter {
      $0.contains("Late.swift:8:") && $0.contains("UIImage(named: \"late\")")
    }
    #expect(said.count == 1, "\(text)")
    #expect(said.first?.hasPrefix("warning: ") == true, "\(said)")
  }

  /// An export runs the code too: what it said is printed after the export, not left for the
  /// next command (the warnings were read before the export ran).
  @Test func aWarningFromCodeAnExportRanIsSaidAfterTheExport() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("later-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Late.swift").path
    // The late image only after a tap, which only the export's run has.
    let tapped = Self.file.replacingOccurrences(
      of: "DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {",
      with: """
        final class Go: NSObject { @objc func go() { icon.image = UIImage(named: "late") } }
        let go = Go()
        let button = UIButton(type: .system)
        button.setTitle("Go", for: .normal)
        button.addTarget(go, action: #selector(Go.go), for: .touchUpInside)
        host.addSubview(button)
        DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) {
        """
    ).replacingOccurrences(of: "  icon.image = UIImage(named: \"late\")\n}", with: "}")
    try Data(tapped.utf8).write(to: URL(fileURLWithPath: path))
    let captured = CapturedOutput()
    // No strips (`--graphics none`): the export is the first thing to run the code past 0.5 s.
    let display = TerminalDisplay(mode: .none, reason: "test", report: TerminalReport())
    var repl = Repl(bench: Workbench(), display: display, interactive: false, output: captured.output)
    _ = repl.run(
      lines: ["open \(path)", "set tap.Go 0.2", "export frames \(folder.appendingPathComponent("frames").path)"], source: "test")
    let lines = captured.text(1).split(whereSeparator: \.isNewline)
    let wrote = try #require(lines.firstIndex { $0.hasPrefix("wrote ") }, "\(lines)")
    let said = try #require(lines.firstIndex { $0.contains("UIImage(named: \"late\")") }, "\(lines)")
    #expect(said > wrote, "\(lines)")
  }
}
