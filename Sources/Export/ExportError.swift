import Files

/// Why an export, or reading the SVG path data an export writes, failed; nothing was written.
/// The description names the file or the token and says what was wrong.
public struct ExportError: Error, CustomStringConvertible, Equatable {
  public var description: String

  init(description: String) { self.description = description }
  init(_ failure: AtomicFile.Failure) { description = failure.description }
}
