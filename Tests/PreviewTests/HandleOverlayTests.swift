import Geometry
@testable import Preview
import Testing

/// The handle overlay numbers the points as `points` and `move` do.
@Suite struct HandleOverlayTests {
  /// Strokes (`move`s) in the labels layer of the overlay for `path`.
  func labelStrokes(_ path: BezierPath) -> Int {
    let overlay = HandleOverlay.layer(path, size: 1)
    guard case .shape(let style)? = overlay.sublayers.last?.content else { return -1 }
    return style.path.elements.filter { if case .move = $0 { true } else { false } }.count
  }

  /// Seven-segment strokes per digit, counted from the drawing: 0 is one loop, 4 two strokes…
  static let strokesPerDigit = [1, 1, 1, 2, 2, 1, 1, 1, 2, 1]

  func expected(_ numbers: ClosedRange<Int>) -> Int {
    numbers.reduce(0) { sum, n in sum + String(n).compactMap(\.wholeNumberValue).reduce(0) { $0 + Self.strokesPerDigit[$1] } }
  }

  @Test func anOpenPathNumbersEveryEndPoint() {
    var path = BezierPath()
    path.move(to: Point(0, 0))
    for i in 1...12 { path.cubic(to: Point(Double(i) * 10, 0), control1: Point(1, 1), control2: Point(2, 2)) }
    #expect(labelStrokes(path) == expected(0...12))
  }

  /// A closed path's last point sits on the start and keeps the start's number only.
  @Test func theClosingPointIsNotNumberedTwice() {
    var path = BezierPath()
    path.move(to: Point(0, 0))
    path.cubic(to: Point(10, 0), control1: Point(1, 1), control2: Point(2, 2))
    path.cubic(to: Point(10, 10), control1: Point(1, 1), control2: Point(2, 2))
    path.cubic(to: Point(0, 0), control1: Point(1, 1), control2: Point(2, 2))
    path.close()
    #expect(labelStrokes(path) == expected(0...2))
  }
}
