import CEditShim

/// What the prompt does while it waits for a key: the live preview draws its frames here. The
/// handler runs on the thread reading the line, between keys, so nothing else writes to the
/// terminal meanwhile; it returns how many milliseconds may pass before it is called again
/// without a key (a negative number: not before the next key).
public enum IdleHook {
  nonisolated(unsafe) private static var handler: (() -> Int32)?

  /// Returned by the handler: the line being read ends now with `LineEvent.woken`, and what was
  /// typed is typed again at the next prompt (the loop has something to do first: a file
  /// changed on disk). Any other negative number: not before the next key.
  public static let wake = EDITSHIM_WAKE

  /// Installs `handler` (nil removes it) for every line read from now on.
  public static func set(_ handler: (() -> Int32)?) {
    Self.handler = handler
    editshim_set_idle(handler == nil ? nil : { IdleHook.handler?() ?? -1 })
  }

  /// From the handler: the prompt and the line being typed are drawn again at the cursor when
  /// the handler returns (it moved the cursor, laying the screen out anew).
  public static func redrawLine() { editshim_request_redraw() }

  /// What Ctrl-L does instead of clearing the screen (the live preview lays its region out
  /// again); nil: clear the screen and draw the prompt at its top.
  nonisolated(unsafe) public static var clearScreen: (() -> Void)?

  /// What Ctrl-Z does at the prompt (`Suspension.suspend` with the live preview stepping aside
  /// and coming back); the prompt and the line are drawn again after it. nil: nothing.
  nonisolated(unsafe) public static var suspend: (() -> Void)?
}
