import Foundation
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Saving is a temporary file, fsync and rename: a process killed with SIGKILL at any moment
/// leaves the previous file whole.
@Suite struct KillDuringSaveTests {
  /// Runs Wobble on `arguments` with `input`, writing slowly (4 KB per 3 ms), and kills it with
  /// SIGKILL after `microseconds`.
  static func killed(_ arguments: [String], input: Data, state: String, after microseconds: Int) throws {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: WobbleBinary.path)
    process.arguments = ["--graphics", "none"] + arguments
    var env = ProcessInfo.processInfo.environment
    env["XDG_STATE_HOME"] = state
    env["WOBBLE_TEST_WRITE_DELAY_US"] = "3000"
    process.environment = env
    let stdin = Pipe()
    process.standardInput = stdin
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    stdin.fileHandleForWriting.write(input)
    usleep(useconds_t(microseconds))
    kill(process.processIdentifier, SIGKILL)
    process.waitUntilExit()
    try? stdin.fileHandleForWriting.close()
  }
  @Test func sigkillMidSaveLeavesAValidFile() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-kill-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = folder + "/s.json"
    // A session with a long journal, so that each save takes a while…
    let big = folder + "/big.json"
    let build =
      (0..<400).map { "set blob.path.\($0 % 11 + 1).to \(Double($0 % 7) + 0.5),\(Double($0 % 5) - 2.25)" }
      + ["save \(big)"]
    let made = try WobbleBinary.run(
      ["--graphics", "none"], input: build.joined(separator: "\n") + "\n",
      environment: ["XDG_STATE_HOME": folder + "/state"])
    #expect(made.status == 0, "\(made.stderr)")
    // …then open it and save it over and over, killing the process at some point.
    let input = Data(((0..<200).map { _ in "save \(target) --force" }.joined(separator: "\n") + "\n").utf8)
    var sawFile = 0
    for round in 0..<6 {
      // Each save takes ~50 ms: kills land mid-write, later rounds later.
      try Self.killed([big], input: input, state: folder + "/state", after: 300_000 + round * 170_000)
      guard let data = FileManager.default.contents(atPath: target) else { continue }
      sawFile += 1
      let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      #expect(json?["format"] as? String == "wobble-session", "round \(round): the file is not a whole session")
      #expect((json?["journal"] as? [Any])?.count == 401, "round \(round)")
    }
    #expect(sawFile > 0, "no run reached the saving phase; the test proved nothing")
    // A killed writer may leave its hidden temporary file behind; nothing else appears.
    let others = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { !["s.json", "big.json", "state"].contains($0) }
    #expect(others.allSatisfy { $0.hasPrefix(".s.json.wobble-write-") && $0.hasSuffix(".tmp") }, "\(others)")
  }

  /// `write` into the opened Swift file itself, killed at any moment, leaves the file whole:
  /// the file as it was, or with the tuned number changed and every other byte as it was.
  @Test func sigkillMidWriteLeavesTheOpenedFileOldOrNew() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-kill-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let target = folder + "/Square.swift"
    // 60 KB of comment, so that each write takes a while at 4 KB per 3 ms.
    let padding = (0..<1500).map { "// line \($0) of a long comment that makes the file large\n" }.joined()
    let head =
      "import UIKit\nimport PlaygroundSupport\n" + padding
      + "let v = UIView(frame: CGRect(x: 0, y: 0, width: "
    let tail =
      ", height: 100))\nv.backgroundColor = .red\nUIView.animate(withDuration: 1.5) { v.alpha = 0 }\n"
      + "PlaygroundPage.current.liveView = v\n"
    let original = head + "100" + tail
    try original.write(toFile: target, atomically: true, encoding: .utf8)
    let commands = (0..<150).map { "set v.frame.width \(101 + $0)\nwrite --force" }
    let input = Data(("open \(target)\n" + commands.joined(separator: "\n") + "\n").utf8)
    var changed = 0
    for round in 0..<6 {
      try Self.killed([], input: input, state: folder + "/state", after: 500_000 + round * 230_000)
      let text = try String(contentsOfFile: target, encoding: .utf8)
      #expect(text.hasPrefix(head) && text.hasSuffix(tail), "round \(round): the file is not whole")
      let number = text.dropFirst(head.count).dropLast(tail.count)
      #expect(Int(number) != nil, "round \(round): \(number.prefix(40))")
      if number != "100" { changed += 1 }
    }
    #expect(changed > 0, "no run reached a write; the test proved nothing")
    let others = try FileManager.default.contentsOfDirectory(atPath: folder)
      .filter { !["Square.swift", "state"].contains($0) }
    #expect(others.allSatisfy { $0.hasPrefix(".Square.swift.wobble-write-") && $0.hasSuffix(".tmp") }, "\(others)")
  }
}
