import Animation
import Scenes

/// What every text must do when opened as a Swift file, whatever it holds: open or be
/// refused (never crash), and once open draw at a few times with its own numbers and with each
/// of its first numbers at the ends of its range (a value its code fails with is refused, as
/// `set` refuses it), and write itself back byte for byte with its own numbers. The libFuzzer
/// target (`Fuzz/Sources/FuzzOpenedFile`) and the test replaying its corpus both ask this.
public enum OpenedFileCheck {
  /// What went wrong with `text`, or nil when all held (a refused file holds).
  public static func problem(with text: String) -> String? {
    guard let opened = try? OpenedFile.open(text: text, path: "/fuzz/Fuzz.swift", isInterrupted: { false }) else {
      return nil
    }
    let scene = opened.scene
    var values = ParameterValues()
    for t in [0.0, 0.5, 2.0] { _ = scene.presentation(values, t).displayList() }
    if let source = scene.source, source(values) != text { return "the file written back with its own numbers differs" }
    for spec in scene.parameters.prefix(6) {
      guard case .number(let range, _) = spec.kind else { continue }
      for end in [range.lowerBound, range.upperBound] {
        values[spec] = .number(end)
        if scene.failure?(values) != nil { continue }
        _ = scene.presentation(values, 1).displayList()
      }
      values[spec] = spec.defaultValue
    }
    return nil
  }
}
