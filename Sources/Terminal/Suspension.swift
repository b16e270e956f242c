import CSignalShim

/// Ctrl-Z, answered as terminal programs answer it: the screen and the terminal's modes put
/// back as the shell left them, the process group stopped (the shell says "Stopped"), and on
/// `fg` Wobble's own modes and screen restored. Wobble reads keys with the terminal's signals
/// off (so that Ctrl-C is a key it can act on), so Ctrl-Z arrives as this byte, not as SIGTSTP:
/// the prompt, `tune` and `play` each call `suspend` when they read it.
public enum Suspension {
  /// The byte Ctrl-Z sends (SUB).
  public static let key: UInt8 = 0x1a

  /// Keeps standard input's modes as they are now, the shell's, for `suspend` to put back; call
  /// it before anything changes them (the line editor, raw mode). Nothing when it is not a terminal.
  public static func rememberShellModes() { _ = signalshim_remember_shell_modes() }

  /// `leave()` puts the screen back (it must leave the cursor at the start of a line below
  /// everything Wobble drew), the shell's modes are set, and the process group stops; when it
  /// is continued, the modes in force before are set again and `comeBack()` redraws. Resumed
  /// in the background (`bg`), setting the modes stops it again until `fg`, as the terminal
  /// driver stops any background process that changes them.
  public static func suspend(leave: () -> Void, comeBack: () -> Void) {
    leave()
    _ = signalshim_suspend()
    comeBack()
  }

  /// SIGTSTP from outside (`kill -TSTP`, or Ctrl-Z while a command runs and the terminal sends
  /// signals) handled the same way: the screen put back with `Farewell`'s bytes, the shell's
  /// modes set, stopped; `takeContinued()` then answers true once, for the screen to be laid
  /// out again.
  public static func watchStopSignal() { _ = signalshim_watch_stop() }

  /// Whether Wobble was stopped by SIGTSTP from outside and continued since the last call.
  public static func takeContinued() -> Bool { signalshim_take_continued() != 0 }
}
