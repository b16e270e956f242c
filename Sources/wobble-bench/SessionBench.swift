// `wobble-bench session`: the cost of a long session through the REPL's own path — load,
// replay, one command with a long journal, and the memory a load takes — each beside a peer
// measured in the same run, and checked against issue 10's goals (replay ≤ 2 s for 100 000
// entries, ≤ 5 ms per command whatever the journal length, memory ≤ 8× the file).
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Console
import Export
import Foundation
import REPL
import Scenes
import Terminal

enum SessionBench {
  static let entries = 100_000
  static let clock = ContinuousClock()

  /// A session of `entries` journal entries, each a `set` padded to 80 characters (15.6 MB, as
  /// issue 10's hostile session).
  static func makeSession(at path: String) throws {
    var journal: [JournalEntry] = [JournalEntry(command: "scene blob", time: Date(timeIntervalSince1970: 1_800_000_000))]
    for i in 1..<entries {
      let command = "set blob.rate " + String(format: "%.5f", Double(i) / 100_000)
      journal.append(JournalEntry(command: command.padding(toLength: 80, withPad: " ", startingAt: 0), time: journal[0].time))
    }
    let data = SessionDocument.encode(scene: BlobScene.scene, values: ParameterValues(), marks: [:], journal: journal)
    try data.write(to: URL(fileURLWithPath: path))
  }

  /// The peer for loading: Foundation's `JSONDecoder` decoding the same bytes into plain structs,
  /// with none of the loader's checks.
  struct PlainDocument: Decodable {
    struct Entry: Decodable {
      var command: String
      var time: String
    }
    var format: String
    var version: Int
    var scene: String
    var journal: [Entry]
  }

  static func run() throws {
    let folder = NSTemporaryDirectory() + "wobble-bench-\(getpid())"
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let file = folder + "/long.json"
    try makeSession(at: file)
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    let megabytes = Double(data.count) / 1_048_576

    // Memory first, in a child process of its own, so that nothing this one holds counts.
    let memory = try childPeakMegabytes(file: file, folder: folder)

    var loads: [Double] = [], peers: [Double] = []
    for _ in 0..<5 {
      loads.append(milliseconds(clock.measure { _ = try? SessionDocument.decode(data, file: file) }))
      peers.append(milliseconds(clock.measure { _ = try? JSONDecoder().decode(PlainDocument.self, from: data) }))
    }
    print(
      String(
        format: "load %d entries (%.1f MB): median %.0f ms; JSONDecoder into plain structs, unchecked: %.0f ms; ratio %.2f",
        entries, megabytes, median(loads), median(peers), median(loads) / median(peers)))

    let silent = Output { _, _ in }
    let display = TerminalDisplay(mode: .none, reason: "benchmark", report: TerminalReport())
    var replays: [Double] = []
    for _ in 0..<3 {
      var repl = Repl(bench: Workbench(), display: display, interactive: false, output: silent)
      replays.append(
        milliseconds(
          clock.measure {
            guard case .success(let result) = repl.bench.execute("replay \(file)"), let plan = result.replay else { return }
            _ = repl.replay(plan)
          }))
    }
    print(
      String(
        format: "replay %d entries, headless: median %.0f ms (goal ≤ 2000 ms: %@)",
        entries, median(replays), median(replays) <= 2000 ? "met" : "NOT met"))

    // One `set` and its recovery-log update, with the long journal and with an empty one.
    func perCommand(loading: Bool) -> Double {
      guard let log = RecoveryLog(folder: folder + (loading ? "/long-log" : "/short-log")) else { return .nan }
      defer { log.remove() }
      var bench = Workbench()
      if loading { _ = bench.execute("load \(file)") }
      _ = log.update(to: bench)
      return median(
        (0..<200).map { i in
          milliseconds(
            clock.measure {
              _ = bench.execute("set blob.skew.amplitude \(0.1 + Double(i % 7) * 0.01)")
              _ = log.update(to: bench)
            })
        })
    }
    let long = perCommand(loading: true), short = perCommand(loading: false)
    print(
      String(
        format: "one command with %d journal entries: median %.3f ms; with none: %.3f ms (goal ≤ 5 ms: %@)",
        entries, long, short, long <= 5 ? "met" : "NOT met"))
    for (scene, kind) in [("ring", "png"), ("ring", "gif"), ("blob", "frames")] {
      let latency = cancelLatency(scene: scene, export: kind, folder: folder)
      print(
        String(
          format: "Ctrl-C during export %@ of a 4096×4096 %@: stopped after %.1f ms (median of 5; goal ≤ 100 ms: %@)",
          kind, scene, latency, latency <= 100 ? "met" : "NOT met"))
    }
    print(
      String(
        format: "peak memory of an interactive load: %.0f MB for a %.1f MB file, %.1f× (goal ≤ 8×: %@)",
        memory, megabytes, memory / megabytes, memory <= 8 * megabytes ? "met" : "NOT met"))
  }

  /// From the stop flag going up, 150 ms into a 4096×4096 export, to the export returning:
  /// what Ctrl-C costs the person waiting. The export runs on a thread of its own; the flag is
  /// the one `Interrupt` sets, read through `shouldStop`.
  static func cancelLatency(scene name: String, export kind: String, folder: String) -> Double {
    final class Flag: @unchecked Sendable {
      let lock = NSLock()
      var raised: ContinuousClock.Instant?
      var cancelled = false
      var isRaised: Bool { lock.withLock { raised != nil } }
    }
    var values = ParameterValues()
    values[ViewSettings.width] = .number(4096)
    values[ViewSettings.height] = .number(4096)
    let scene = Scene.named(name)!
    var latencies: [Double] = []
    for _ in 0..<5 {
      let flag = Flag()
      let done = DispatchSemaphore(value: 0)
      let values = values
      let thread = Thread {
        let stop: @Sendable () -> Bool = { flag.isRaised }
        do throws(ExportError) {
          switch kind {
          case "png": _ = try ImageExport.png(scene, values, at: 0.5, to: folder + "/cancel.png", until: stop)
          case "gif": _ = try ImageExport.gif(scene, values, to: folder + "/cancel.gif", progress: { _, _ in }, until: stop)
          default: _ = try ImageExport.frames(scene, values, to: folder + "/cancel-frames", until: stop)
          }
        } catch {
          flag.lock.withLock { flag.cancelled = error.isCancelled }
        }
        done.signal()
      }
      thread.start()
      usleep(150_000)
      flag.lock.withLock { flag.raised = clock.now }
      done.wait()
      let stopped = clock.now
      // An export that ended before the flag went up measures nothing: it counts as not met.
      latencies.append(
        flag.lock.withLock { flag.cancelled } ? milliseconds(stopped - flag.lock.withLock { flag.raised! }) : .infinity)
    }
    return median(latencies)
  }

  /// Runs `wobble-bench session-child <file> <folder>` and reads the peak resident size it reports.
  static func childPeakMegabytes(file: String, folder: String) throws -> Double {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
    p.arguments = ["session-child", file, folder]
    let out = Pipe()
    p.standardOutput = out
    try p.run()
    let text = String(decoding: out.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    p.waitUntilExit()
    return Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) ?? .nan
  }

  /// The child's side: `load` through the REPL as a person at the prompt does (its recovery log
  /// rewritten whole), then the peak resident size in MB on standard output.
  static func child(file: String, folder: String) {
    let display = TerminalDisplay(mode: .none, reason: "benchmark", report: TerminalReport())
    var repl = Repl(
      bench: Workbench(), display: display, interactive: false, output: Output { _, _ in },
      recovery: RecoveryLog(folder: folder + "/child-log"))
    _ = repl.run(lines: ["load \(file)"], source: "benchmark")
    repl.recovery?.remove()
    #if canImport(Darwin)
      var usage = rusage()
      getrusage(RUSAGE_SELF, &usage)
      print(Double(usage.ru_maxrss) / 1_048_576)  // bytes on macOS
    #else
      // VmHWM, not getrusage: Linux's ru_maxrss keeps the high-water mark of the memory the
      // child had before exec, a copy of its parent's.
      let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
      let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") } ?? ""
      print((Double(line.split(separator: " ").dropFirst().first ?? "") ?? .nan) / 1024)  // kB
    #endif
  }
}
