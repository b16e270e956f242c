/// Ctrl-C for code that runs long (a display link rebuilding long paths on every tick can take
/// seconds to reach the end of a strip): a run asks its question once every `stride + 1` steps
/// — about every millisecond in a release build — and before each scheduled call, and stops with
/// `RunError.interrupted`, which no cache keeps. `isRequested` is the question files are opened
/// with unless they are given their own; the front end installs it once, before the first
/// open. By default nothing interrupts.
public enum RunInterruption {
  nonisolated(unsafe) public static var isRequested: @Sendable () -> Bool = { false }
  /// One less than a power of two: the steps between two questions, as a mask.
  static let stride = 0x3FFF
}
