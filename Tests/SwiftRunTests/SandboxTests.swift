import Foundation
import Scenes
import Testing

@testable import SwiftRun

/// An opened file can do nothing but animate: every Foundation, Darwin and UIKit call that
/// reaches files, processes, the network, the environment or the real clock is refused with
/// its place — and nothing it names is created, read or run — while time and randomness come
/// from the simulation (the same every run).
@Suite struct SandboxTests {
  /// Calls an animation file might make that reach outside: each refused where it stands.
  static let outside: [String] = [
    #"FileManager.default.createFile(atPath: "/tmp/wobble-sandbox-probe", contents: nil, attributes: nil)"#,
    #"try? FileManager.default.removeItem(atPath: "/tmp/wobble-sandbox-probe")"#,
    #"let items = try? FileManager.default.contentsOfDirectory(atPath: "/")"#,
    #"try? "x".write(toFile: "/tmp/wobble-sandbox-probe", atomically: true, encoding: .utf8)"#,
    #"try? Data().write(to: URL(fileURLWithPath: "/tmp/wobble-sandbox-probe"))"#,
    #"let text = try? String(contentsOfFile: "/etc/passwd")"#,
    #"let data = try? Data(contentsOf: URL(fileURLWithPath: "/etc/passwd"))"#,
    #"let page = try? Data(contentsOf: URL(string: "http://example.com")!)"#,
    #"let handle = FileHandle(forReadingAtPath: "/etc/passwd")"#,
    #"let file = fopen("/tmp/wobble-sandbox-probe", "w")"#,
    #"let process = Process()"#,
    #"let process = Process.launchedProcess(launchPath: "/bin/touch", arguments: ["/tmp/wobble-sandbox-probe"])"#,
    #"system("touch /tmp/wobble-sandbox-probe")"#,
    #"URLSession.shared.dataTask(with: URL(string: "http://example.com")!).resume()"#,
    #"let home = ProcessInfo.processInfo.environment["HOME"]"#,
    #"let home = getenv("HOME")"#,
    #"let home = NSHomeDirectory()"#,
    // A resource's path is a stand-in (nothing is read); reading through it is refused.
    #"let text = try? String(contentsOfFile: Bundle.main.path(forResource: "secrets", ofType: "txt")!)"#,
    #"let library = dlopen("/usr/lib/libc.dylib", 0)"#,
    #"Thread.detachNewThread { exit(1) }"#,
    #"exit(0)"#,
  ]

  @Test(arguments: outside)
  func aCallThatReachesOutsideIsRefusedWithItsPlace(_ call: String) throws {
    let probe = "/tmp/wobble-sandbox-probe"
    try? FileManager.default.removeItem(atPath: probe)
    #expect {
      _ = try LanguageTests.opened(call)
    } throws: { error in
      // The call's own line (the harness puts it on line 4).
      "\(error)".contains("L.swift:4:")
    }
    #expect(!FileManager.default.fileExists(atPath: probe), "\(call) made \(probe)")
  }

  /// The clock and the generator are the simulation's: two opens draw the same numbers and
  /// read the same time, whatever the real clock says.
  @Test func timeAndRandomnessAreTheSimulationsTheSameEveryRun() throws {
    let code = """
      let dot = CALayer()
      let seconds = Date().timeIntervalSince1970.truncatingRemainder(dividingBy: 86_400)
      dot.frame = CGRect(x: CGFloat(arc4random_uniform(100)), y: CGFloat(seconds / 1000), width: CGFloat(CACurrentMediaTime()) + 1,
        height: CGFloat.random(in: 1...50))
      host.layer.addSublayer(dot)
      """
    let first = try LanguageTests.tree(code).sublayers[0].frame
    Thread.sleep(forTimeInterval: 1.1)
    let second = try LanguageTests.tree(code).sublayers[0].frame
    #expect(first == second, "\(first) then \(second)")
  }
}
