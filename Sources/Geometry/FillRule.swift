/// How overlapping subpaths decide what is inside (`CAShapeLayerFillRule`).
public enum FillRule: String, Hashable, Sendable, CaseIterable {
  /// Inside where the winding number is not zero (`.nonZero`, Core Animation's default).
  case nonZero = "non-zero"
  /// Inside where the winding number is odd (`.evenOdd`).
  case evenOdd = "even-odd"
}
