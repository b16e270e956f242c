import Files
import Console

/// The one place Wobble's output reaches the terminal. Text — messages, values, names, paths,
/// anything that may hold what a user typed or a file contained — passes through
/// `TerminalText.sanitized` here (tabs kept), so no caller can forget; only bytes Wobble made itself
/// (images, cursor movement) go out raw, through `terminal(_:)`.
public struct Output: Sendable {
  /// Receives a file descriptor (1 or 2) and the bytes for it.
  public var sink: @Sendable (Int32, [UInt8]) -> Void

  public init(sink: @escaping @Sendable (Int32, [UInt8]) -> Void) {
    self.sink = sink
  }

  /// Standard output and standard error, through `write(2)` so text and image bytes stay in order.
  public static let standard = Output { fd, data in
    data.withUnsafeBytes { bytes in _ = FileDescriptor.writeAll(bytes, to: fd) }
  }

  /// A line of text on standard output.
  public func line(_ text: String) { sink(1, Array((TerminalText.sanitized(text, keepingTabs: true) + "\n").utf8)) }

  /// Text without a line end (a question before its answer).
  public func text(_ text: String) { sink(1, Array(TerminalText.sanitized(text, keepingTabs: true).utf8)) }

  /// A line of text on standard error.
  public func error(_ text: String) { sink(2, Array((TerminalText.sanitized(text, keepingTabs: true) + "\n").utf8)) }

  /// Bytes Wobble made for the terminal itself: images and control sequences, never text
  /// that came from outside.
  public func terminal(_ bytes: [UInt8], fd: Int32 = 1) { sink(fd, bytes) }
}
