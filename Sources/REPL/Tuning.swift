#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Console
import LineEditor
import Scenes
import Terminal

extension Repl {
  /// `tune`: the keys of `Tuner` read in raw mode while the effect plays in the live region
  /// (the one on screen, or one for the time of the tuning), each change drawn at once, the
  /// status on the line below the prompt's. Enter keeps the changes as `set` commands
  /// (journaled, undoable); Esc puts the values back; Ctrl-Z suspends Wobble, the tuning
  /// still open on `fg`. Returns the number of failures.
  mutating func tuneInteractively(_ name: String) -> Int {
    guard interactive, probed.report.isInteractive, display.mode != .none,
      let spec = bench.parameters.first(where: { $0.name == name }),
      var tuner = Tuner(spec, among: bench.parameters, values: bench.values)
    else {
      output.line("tune needs a terminal that shows frames (with --graphics none or in a script, use set)")
      return 0
    }
    let out = output
    let probed = self.probed
    let own = live.preview == nil
    let preview =
      live.preview
      ?? LivePreview(scene: bench.scene, values: bench.values, measure: { probed.remeasured() }, write: { out.terminal($0) })
    defer { if own { preview.leave() } }
    Suspension.rememberShellModes()
    guard preview.isShown, let raw = RawMode.enter(signals: false) else {
      output.line("tune: the window is too small to play the effect while tuning")
      return 0
    }
    let columns = max(20, display.report.columns)
    func status() {
      // One line, never wrapped: the next update overwrites it.
      out.terminal(Array(("\r\u{1b}[K" + tuner.status(fitting: columns - 1)).utf8))
    }
    status()
    var outcome = Tuner.Outcome.goOn
    var buffer = [UInt8](repeating: 0, count: 256)
    while outcome == .goOn {
      let wait = preview.idle()
      var fds = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
      guard poll(&fds, 1, wait) > 0 else { continue }
      let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
      if n == 0 { outcome = .putBack }
      guard n > 0 else { continue }
      if buffer.prefix(n).contains(Suspension.key) {
        // Ctrl-Z: stopped with the region put back; on fg the region and the status return.
        Suspension.suspend(
          leave: {
            out.terminal(Array("\r\u{1b}[K".utf8))
            preview.leave()
          },
          comeBack: {
            preview.reenter()
            out.line("wobble> tune " + name)
            status()
          })
        continue
      }
      for key in Tuner.Key.keys(in: Array(buffer.prefix(n))) where outcome == .goOn {
        outcome = tuner.press(key)
      }
      preview.update(scene: bench.scene, values: tuner.values)
      status()
    }
    raw.restore()
    out.terminal(Array("\r\u{1b}[K".utf8))
    guard outcome == .keep, !tuner.commands.isEmpty else {
      preview.update(scene: bench.scene, values: bench.values)
      output.line(outcome == .keep ? "tune: nothing changed" : "tune: put back")
      return 0
    }
    var failures = 0
    for command in tuner.commands {
      switch bench.execute(command) {
      case .success(let result):
        record()
        for line in result.lines { output.line(line) }
      case .failure(let error):
        output.error("error: \(error.description)")
        failures += 1
      }
    }
    if own { preview.leave() } else { preview.update(scene: bench.scene, values: bench.values) }
    if own, !wantsLivePreview { showPreview() }
    return failures
  }
}
