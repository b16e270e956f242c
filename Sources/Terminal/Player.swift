#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import CSignalShim
import Raster

/// Plays frames in place until a key is pressed (or a duration runs out): the rows are reserved
/// first (so the screen has scrolled before the cursor is saved), the cursor is hidden and saved
/// (DECSC), and each frame is one write — restore the cursor (DECRC) and draw — inside
/// synchronized output (`CSI ?2026 h … l`, ignored by terminals without it). Standard input is
/// in raw mode meanwhile (no echo, no signals: Ctrl-C is just a key that stops); the terminal is
/// restored however the loop ends. SIGINT, SIGTERM, SIGHUP and SIGQUIT sent from outside are
/// caught while it plays: each stops it, the terminal is restored (cursor shown, modes back),
/// and a termination signal then ends the process as it would have.
///
/// A resize (SIGWINCH) while it plays re-measures the window, clears the screen (a saved cursor
/// and an image placed before the resize are not where they were: terminals reflow or crop the
/// screen differently) and goes on from the top at the new size, so no stale frame is left and
/// the prompt comes back below the last frame. Ctrl-Z suspends it (`Suspension`): the terminal
/// is put back while Wobble is stopped, and on `fg` it goes on from the frame it was showing,
/// on a cleared screen as after a resize; the time stopped does not count.
public struct Player {
  public var display: TerminalDisplay
  /// Frames per second to aim for: the display's rate (`display.fps`), paced by `FramePacer`.
  public var framesPerSecond = 60.0

  public init(display: TerminalDisplay) {
    self.display = display
  }

  /// How a playback ended.
  public struct Outcome: Sendable {
    public var framesShown: Int
    /// Wall-clock seconds from the first frame to the end.
    public var seconds = 0.0
    /// Ticks of the display's rate passed over because a frame was late.
    public var framesDropped = 0
    /// Frames shown per second of wall time.
    public var achievedRate: Double { seconds > 0 ? Double(framesShown) / seconds : 0 }
    /// The signal that stopped it (`SIGINT` from outside); nil when a key or the duration
    /// did. A termination signal never returns here: the process ends by it.
    public var signal: String? = nil
  }

  static let watchedSignals: [(Int32, String)] = [
    (SIGINT, "SIGINT"), (SIGTERM, "SIGTERM"), (SIGHUP, "SIGHUP"), (SIGQUIT, "SIGQUIT"),
  ]

  /// Plays from `start` at `speed`× real time for `duration` seconds of wall time (until a key
  /// when `nil`). `render(t, display)` makes the frame for animation time t, sized for
  /// `display` (the window as last measured: it changes when the window is resized).
  @discardableResult
  public func play(
    start: Double, speed: Double, duration: Double?, write: ([UInt8]) -> Void,
    render: (Double, TerminalDisplay) -> Pixmap
  ) -> Outcome {
    guard display.mode != .none else { return Outcome(framesShown: 0) }
    for (signo, _) in Self.watchedSignals { _ = signalshim_watch(signo) }
    _ = signalshim_take()
    _ = signalshim_watch_resize()
    _ = signalshim_take_resize()
    var display = self.display
    let first = render(start, display)
    var rows = display.rows(for: first)
    // Ctrl-C arrives as a byte, like any key that stops playback.
    Suspension.rememberShellModes()
    let raw = RawMode.enter(signals: false)
    let interactive = raw != nil
    var caught: Int32 = 0
    defer {
      raw?.restore()
      write(Array("\u{1b}[?2026l\u{1b}8\u{1b}[\(rows)B\r\u{1b}[?25h".utf8))
      for (signo, _) in Self.watchedSignals { _ = signalshim_restore(signo) }
      _ = signalshim_restore_resize()
      if caught != 0 && caught != SIGINT { signalshim_die_by(caught) }
    }
    write(TerminalDisplay.reserve(rows: rows) + Array("\u{1b}[?25l".utf8))
    let clock = ContinuousClock()
    let began = clock.now
    var shown = 0
    var frame = first
    var pacer = FramePacer(rate: framesPerSecond)
    // Seconds spent suspended (Ctrl-Z until fg): the clock of the animation stands still.
    var held = 0.0
    var resumed = false
    while true {
      var bytes = Array("\u{1b}[?2026h\u{1b}8".utf8)
      bytes += (try? display.bytes(for: frame, placement: false)) ?? []
      bytes += Array("\u{1b}[?2026l".utf8)
      write(bytes)
      shown += 1
      caught = signalshim_take()
      if caught != 0 { break }
      let elapsed = (clock.now - began).seconds - held
      if let duration, elapsed >= duration { break }
      // Wait for the next tick of the display's rate (a key ends the wait and the playback).
      let (wait, tick) = pacer.next(now: elapsed)
      if interactive {
        let keys = keysPressed(waitingMilliseconds: Int32((wait * 1000).rounded(.up)))
        if keys.contains(Suspension.key) {
          let stopped = clock.now
          Suspension.suspend(
            leave: { write(Array("\u{1b}[?2026l\u{1b}8\u{1b}[\(rows)B\r\u{1b}[?25h".utf8)) },
            comeBack: { resumed = true })
          held += (clock.now - stopped).seconds
        } else if !keys.isEmpty {
          break
        }
        // A wait cut short by poll's rounding: finish it, so the frame is not early.
        let left = Double(tick) / pacer.rate - ((clock.now - began).seconds - held)
        if left > 0 { usleep(useconds_t(left * 1_000_000)) }
      } else if wait > 0 {
        usleep(useconds_t(wait * 1_000_000))
      }
      caught = signalshim_take()
      if caught != 0 { break }
      // The frame for the tick's own time: the animation keeps to the clock.
      let t = start + Double(tick) / pacer.rate * speed
      if signalshim_take_resize() != 0 || resumed {
        resumed = false
        display = display.remeasured()
        frame = render(t, display)
        rows = display.rows(for: frame)
        write(Self.restart(rows: rows, mode: display.mode) + Array("\u{1b}[?25l".utf8))
      } else {
        frame = render(t, display)
      }
    }
    return Outcome(
      framesShown: shown, seconds: (clock.now - began).seconds - held, framesDropped: pacer.dropped,
      signal: Self.watchedSignals.first { $0.0 == caught }?.1)
  }

  /// After a resize: every image on the screen deleted (kitty keeps placements apart from the
  /// text), the screen cleared, the cursor home, and `rows` reserved there.
  static func restart(rows: Int, mode: GraphicsMode) -> [UInt8] {
    let forget = mode == .kitty ? "\u{1b}_Ga=d,d=a,q=2\u{1b}\\" : ""
    return Array((forget + "\u{1b}[H\u{1b}[2J").utf8) + TerminalDisplay.reserve(rows: rows)
  }

  /// The bytes of the keys pressed within `ms` milliseconds (none when the wait ran out).
  private func keysPressed(waitingMilliseconds ms: Int32) -> [UInt8] {
    var fds = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    guard poll(&fds, 1, ms) > 0 else { return [] }
    var buffer = [UInt8](repeating: 0, count: 64)
    let n = buffer.withUnsafeMutableBytes { read(0, $0.baseAddress, $0.count) }
    // End of input or a failed read stops the playback as a key does.
    return n > 0 ? Array(buffer.prefix(n)) : [0]
  }

}

extension Duration {
  /// The duration in seconds, as a `Double`.
  public var seconds: Double { Double(components.seconds) + Double(components.attoseconds) * 1e-18 }
}
