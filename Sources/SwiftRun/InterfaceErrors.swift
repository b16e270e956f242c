import Geometry
import InterfaceBuilder

extension RunError {
  /// A storyboard's or nib's error as a run's: at the document's line (0 for the document as
  /// a whole), with no column, as Interface Builder's XML has none worth naming.
  init(_ error: InterfaceError) { self.init(file: error.file, line: error.line ?? 0, column: 0, message: error.message) }
}

extension InterfaceDocument {
  /// The colour `element` saves (`<color key="backgroundColor" …>`), one the document cannot
  /// read refused at its line.
  func runColor(_ element: InterfaceElement) throws(RunError) -> Color {
    do throws(InterfaceError) {
      return try color(element)
    } catch {
      throw RunError(error)
    }
  }
}
