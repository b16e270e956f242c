import CEditShim

/// Ctrl-C while a command runs. The interactive reader installs a SIGINT handler that only
/// sets a flag, so a long command (an export, a sweep, a large strip) can ask between frames
/// whether to stop, and the prompt that follows drops the flag.
public enum Interrupt {
  /// Whether Ctrl-C arrived since the flag was last cleared (false in scripts, where no
  /// handler is installed and Ctrl-C ends the process).
  public static var isRequested: Bool { editshim_peek_interrupt() != 0 }

  /// Clears the flag (before a long command starts, so an old Ctrl-C does not stop it).
  public static func clear() { _ = editshim_take_interrupt() }
}
