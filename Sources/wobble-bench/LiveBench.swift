#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Console
import Files
import Foundation
import REPL
import Scenes
import Terminal

/// `wobble-bench live`: issue 13's goals, for each scene, into a pseudo-terminal whose other
/// end a thread drains as fast as it can (a terminal that parses nothing):
///   live <scene> WxH: A fps achieved of 60 (pty intake for frames this size: B fps)
///   tune key → frame written <scene>: median C ms
/// A is `LivePreview` driven as the prompt drives it (its idle call, then a wait of what it
/// asks) for 3 s; B is the same bytes per frame written back to back, the most the pty takes;
/// C is a key (→ on the scene's first number) through `Tuner` and `LivePreview.update` until
/// its frame is written.
enum LiveBench {
  /// A 120×57 terminal of 8×17 cells (960×969 pixels): the live frame is about 480² points.
  static let display = OpenBench.sixelTerminal(columns: 120, rows: 57, pixelWidth: 960, pixelHeight: 969)

  /// A pty pair; the master side drained by a thread until the process ends.
  static func drainedTerminal() throws -> Int32 {
    var master: Int32 = 0, slave: Int32 = 0
    guard openpty(&master, &slave, nil, nil, nil) == 0 else { throw OpenBench.BenchError("openpty failed") }
    // Raw on the slave side, so newlines are not translated and nothing is echoed.
    var modes = termios()
    tcgetattr(slave, &modes)
    cfmakeraw(&modes)
    tcsetattr(slave, TCSANOW, &modes)
    let drained = master
    let reader = Thread {
      var buffer = [UInt8](repeating: 0, count: 1 << 16)
      while buffer.withUnsafeMutableBytes({ read(drained, $0.baseAddress, $0.count) }) > 0 {}
    }
    reader.start()
    return slave
  }

  /// `wobble-bench live --here [--out FILE] [--graphics MODE]`: the same playback into the
  /// terminal it runs in (a real xterm, say), 3 s per scene, measured as the REPL measures it,
  /// in the pixel protocol detected or the one `MODE` names; then
  ///   live <scene> in <terminal> WxH px: A fps achieved of 60
  /// printed once the region is left, and written to FILE too.
  static func runHere(out path: String?, graphics: GraphicsMode?) throws {
    let display = TerminalDisplay.detect(requested: graphics)
    guard display.report.isInteractive, [.sixel, .kitty, .iterm].contains(display.mode) else {
      throw OpenBench.BenchError("--here needs an interactive terminal that shows pixels (found: \(display.reason))")
    }
    guard let raw = RawMode.enter(signals: true) else { throw OpenBench.BenchError("cannot enter raw mode") }
    var lines: [String] = []
    for scene in Scene.all {
      var values = ParameterValues()
      values[ViewSettings.width] = .number(480)
      values[ViewSettings.height] = .number(480)
      var frames = 0, size = (0, 0)
      let preview = LivePreview(
        scene: scene, values: values, measure: { display.remeasured() },
        write: { bytes in
          frames += 1
          _ = bytes.withUnsafeBytes { FileDescriptor.writeAll($0, to: 1) }
        })
      size = preview.frameSize
      let clock = ContinuousClock()
      frames = 0
      let start = clock.now
      while clock.now - start < .seconds(3) {
        let wait = preview.idle()
        usleep(useconds_t(max(0, Int(wait)) * 1000))
      }
      let achieved = Double(frames) / OpenBench.milliseconds(clock.now - start) * 1000
      preview.leave()
      lines.append(
        String(
          format: "live %@ in %@ (%@) %dx%d px: %.1f fps achieved of 60", scene.name,
          display.report.name ?? display.report.term ?? "the terminal", display.mode.rawValue, size.0, size.1,
          achieved))
    }
    raw.restore()
    for line in lines { print(line) }
    if let path { try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8) }
  }

  static func run() throws {
    let fd = try drainedTerminal()
    var frameBytes = 0, frames = 0
    let write: ([UInt8]) -> Void = { bytes in
      frames += 1
      frameBytes = bytes.count
      _ = bytes.withUnsafeBytes { FileDescriptor.writeAll($0, to: fd) }
    }
    for scene in Scene.all {
      var values = ParameterValues()
      values[ViewSettings.width] = .number(480)
      values[ViewSettings.height] = .number(480)
      frames = 0
      let preview = LivePreview(scene: scene, values: values, measure: { display }, write: write)
      // As the prompt waits: the idle call, then the wait it asks for.
      let clock = ContinuousClock()
      let start = clock.now
      frames = 0
      while clock.now - start < .seconds(3) {
        let wait = preview.idle()
        usleep(useconds_t(max(0, Int(wait)) * 1000))
      }
      let achieved = Double(frames) / 3
      let sizeOfFrame = frameBytes
      // The pty's intake for frames of this size: the same bytes written back to back for 1 s.
      let block = [UInt8](repeating: 0x3f, count: max(1, sizeOfFrame))
      var written = 0
      let intakeStart = clock.now
      while clock.now - intakeStart < .seconds(1) {
        _ = block.withUnsafeBytes { FileDescriptor.writeAll($0, to: fd) }
        written += 1
      }
      // A key: → on the scene's first number parameter, its frame drawn and written.
      var latencies: [Double] = []
      if let spec = scene.parameters.first(where: { if case .number = $0.kind { true } else { false } }),
        var tuner = Tuner(spec, among: scene.parameters, values: values)
      {
        for i in 0..<60 {
          let t0 = clock.now
          _ = tuner.press(i % 2 == 0 ? .right : .left)
          preview.update(scene: scene, values: tuner.values)
          latencies.append(milliseconds(clock.now - t0))
        }
      }
      preview.leave()
      print(
        String(
          format: "live %@ 480x480: %.1f fps achieved of 60 (pty intake for frames this size, %d bytes: %.0f fps)",
          scene.name, achieved, sizeOfFrame, Double(written)))
      print(String(format: "tune key → frame written %@: median %.2f ms", scene.name, median(latencies)))
    }
  }
}
