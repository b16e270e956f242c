extension BezierPath {
  /// The default flattening tolerance, in device pixels.
  public static let defaultTolerance = 0.25

  /// The path as closed polygons, one per subpath, ready for a fill.
  ///
  /// - Parameter tolerance: the largest distance allowed between the curve and the polyline, in
  ///   the path's own units (pass device pixels after transforming the path to device space).
  ///   Segment counts come from Wang's formula, so the bound holds for every segment.
  /// - Returns: polygons whose last point is not repeated; open subpaths are closed implicitly,
  ///   as a fill does. Subpaths with fewer than two points are dropped.
  public func flattened(tolerance: Double = defaultTolerance) -> [[Point]] {
    polylines(tolerance: tolerance).compactMap { $0.points.count > 1 ? $0.points : nil }
  }
}
