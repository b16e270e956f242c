import Foundation
import Testing

/// Runs wobble on a pseudo-terminal made by `script(1)` whose other end never answers queries,
/// feeding `input` after `delay` seconds; returns everything wobble wrote and how long it ran.
func runOnSilentTerminal(_ arguments: [String], input: String, delay: Double) throws -> (output: String, seconds: Double) {
  let process = Process()
  process.executableURL = URL(fileURLWithPath: "/usr/bin/script")
  let command = ([WobbleBinary.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
  #if os(Linux)
    process.arguments = ["-qfec", command, "/dev/null"]  // util-linux script
  #else
    process.arguments = ["-q", "/dev/null", "/bin/sh", "-c", command]  // BSD script (macOS)
  #endif
  var env = ProcessInfo.processInfo.environment
  env["TERM"] = "xterm-256color"
  env["XDG_STATE_HOME"] = FileManager.default.temporaryDirectory.appendingPathComponent("wobble-probe-\(UUID().uuidString)").path
  env.removeValue(forKey: "TMUX")
  process.environment = env
  let stdin = Pipe(), stdout = Pipe()
  process.standardInput = stdin
  process.standardOutput = stdout
  process.standardError = stdout
  let start = Date()
  try process.run()
  Thread.sleep(forTimeInterval: delay)
  stdin.fileHandleForWriting.write(Data(input.utf8))
  let data = stdout.fileHandleForReading.readDataToEndOfFile()
  process.waitUntilExit()
  try? stdin.fileHandleForWriting.close()
  return (String(decoding: data, as: UTF8.self), Date().timeIntervalSince(start))
}

@Suite(.serialized) struct TerminalProbeEndToEndTests {
  /// The probe asks (XTVERSION, kitty's graphics query, XTSMGRAPHICS, then DA1 as the sentinel) and, with no answer, gives up after
  /// its timeout and falls back to text: it can never hang.
  @Test func aTerminalThatNeverAnswersCostsOneTimeout() throws {
    let run = try runOnSilentTerminal([], input: "quit\r", delay: 2)
    #expect(
      run.output.contains(
        "\u{1b}[>0q\u{1b}_Gi=31,s=1,v=1,a=q,t=d,f=24;AAAA\u{1b}\\\u{1b}[?1;1;0S\u{1b}[?2;1;0S\u{1b}[?2;4;0S\u{1b}[c"))
    #expect(run.output.contains("Preview: blocks (the terminal did not answer DA1)"))
    #expect(run.seconds < 8)
  }

  /// Forced sixel: the live preview at first (frames at the top of a scroll region); with
  /// `preview.mode strip` each strip goes out as one DCS sequence, rows reserved first and the
  /// cursor parked below the image with DECSC/DECRC.
  @Test func forcedSixelPlaysLiveThenWritesEachStripAsOneImage() throws {
    let run = try runOnSilentTerminal(
      ["--graphics", "sixel"], input: "set preview.mode strip\rset blob.rate 1\rquit\r", delay: 1.5)
    #expect(run.output.contains("blob.rate = 1"))
    let (live, strips) = try #require(
      run.output.components(separatedBy: "preview.mode = strip").dropFirst().first.map {
        (run.output.components(separatedBy: "preview.mode = strip")[0], $0)
      })
    // Live: the scroll region set below the frame, frames drawn at the top, then left.
    #expect(live.contains("r\u{1b}[") && live.contains("\u{1b}7\u{1b}[1;1H\u{1b}Pq"))
    #expect(live.components(separatedBy: "\u{1b}Pq").count - 1 >= 2)
    #expect(strips.contains("\u{1b}[r"))  // the region left
    let images = strips.components(separatedBy: "\u{1b}Pq").count - 1
    #expect(images == 2)  // the strips after `set preview.mode strip` and `set blob.rate 1`
    #expect(strips.contains("\u{1b}7\u{1b}Pq"))
    #expect(strips.contains("\u{1b}\\\u{1b}8\u{1b}["))
  }

  /// Text-only modes ask the terminal nothing, so no late reply can turn into typed input.
  @Test func forcedTextModesSendNoQueries() throws {
    let run = try runOnSilentTerminal(["--graphics", "none"], input: "quit\r", delay: 1)
    #expect(run.output.contains("Preview: none"))
    #expect(!run.output.contains("\u{1b}[c") && !run.output.contains("\u{1b}[?1;1;0S"))
  }
}
