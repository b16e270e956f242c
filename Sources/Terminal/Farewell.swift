import CSignalShim

/// What the terminal needs written if SIGTERM or SIGHUP ends Wobble while it holds the screen
/// in a state of its own (the live preview's scroll region): those bytes are written first,
/// then the process ends as the signal would. Without them the shell's output scrolled under a
/// frozen frame after `kill`.
public enum Farewell {
  /// Sets the bytes (at most 256; more are refused and the old ones kept).
  @discardableResult
  public static func set(_ bytes: [UInt8]) -> Bool {
    bytes.withUnsafeBufferPointer { signalshim_set_farewell($0.baseAddress, Int32($0.count)) == 0 }
  }

  /// Nothing left to put back.
  public static func clear() { _ = signalshim_set_farewell(nil, 0) }
}
