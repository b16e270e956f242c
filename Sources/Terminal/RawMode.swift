#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Standard input switched to raw mode — no line editing, no echo, reads that return at once
/// with what has arrived (`VMIN` = `VTIME` = 0) — until `restore()` puts back the settings it
/// found. The one place Wobble changes the terminal's modes.
public struct RawMode {
  private var saved: termios

  /// Raw mode on standard input; `nil` when it is not a terminal or refuses the change.
  /// - Parameter signals: whether Ctrl-C and Ctrl-\ still send signals (`ISIG`); off, they
  ///   arrive as bytes.
  public static func enter(signals: Bool) -> RawMode? {
    var saved = termios()
    guard isatty(0) == 1, tcgetattr(0, &saved) == 0 else { return nil }
    var raw = saved
    raw.c_lflag &= ~tcflag_t(signals ? ICANON | ECHO : ICANON | ECHO | ISIG)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    guard tcsetattr(0, TCSANOW, &raw) == 0 else { return nil }
    return RawMode(saved: saved)
  }

  /// Puts back the settings standard input had before `enter`.
  public func restore() {
    var saved = saved
    tcsetattr(0, TCSANOW, &saved)
  }
}
