import Geometry
import Testing

/// `reversed()` (`UIBezierPath.reversing()`): each subpath traversed the other way, the
/// elements written out here by hand from the definition.
@Suite struct BezierPathReversingTests {
  @Test func anOpenSubpathStartsAtItsOldEndAndCurvesSwapTheirControls() {
    var path = BezierPath()
    path.move(to: Point(0, 0))
    path.line(to: Point(10, 0))
    path.cubic(to: Point(20, 10), control1: Point(12, 0), control2: Point(20, 8))
    path.quad(to: Point(30, 10), control: Point(25, 15))
    #expect(
      path.reversed().elements == [
        .move(to: Point(30, 10)),
        .quad(to: Point(20, 10), control: Point(25, 15)),
        .cubic(to: Point(10, 0), control1: Point(20, 8), control2: Point(12, 0)),
        .line(to: Point(0, 0)),
      ])
  }

  /// A closed triangle 0 → a → b → 0 becomes 0 → b → a → 0, closed; a second subpath keeps its
  /// place after the first.
  @Test func aClosedSubpathKeepsItsStartAndRunsFirstAlongItsClosingSegment() {
    var path = BezierPath()
    path.move(to: Point(0, 0))
    path.line(to: Point(10, 0))
    path.line(to: Point(10, 10))
    path.close()
    path.move(to: Point(50, 50))
    path.line(to: Point(60, 50))
    #expect(
      path.reversed().elements == [
        .move(to: Point(0, 0)), .line(to: Point(10, 10)), .line(to: Point(10, 0)), .line(to: Point(0, 0)), .close,
        .move(to: Point(60, 50)), .line(to: Point(50, 50)),
      ])
    // Twice reversed, an open path is itself.
    var open = BezierPath()
    open.move(to: Point(1, 2))
    open.cubic(to: Point(7, 8), control1: Point(3, 4), control2: Point(5, 6))
    #expect(open.reversed().reversed() == open)
  }
}
