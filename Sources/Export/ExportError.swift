import Files

/// Why an export, or reading what an export wrote (SVG path data, the session in a Swift
/// file), failed or stopped; nothing was written. The description names the file or the
/// token and says what was wrong.
public struct ExportError: Error, CustomStringConvertible, Equatable {
  public var description: String
  /// Whether it stopped because it was asked to (Ctrl-C), not because something failed.
  public var isCancelled: Bool

  init(description: String, cancelled: Bool = false) {
    self.description = description
    self.isCancelled = cancelled
  }

  init(_ failure: AtomicFile.Failure) { self.init(description: failure.description) }

  /// An export stopped by Ctrl-C: whatever was there before is still there.
  public static let cancelled = ExportError(description: "cancelled (Ctrl-C); nothing was written", cancelled: true)
}
