import Geometry
import Testing

@testable import Animation

/// A switch, slider and progress bar are drawn from iOS 13's measures: the expected boxes
/// below are worked out from those measures by hand (51 × 31 switch, 27-point thumb 2 points
/// in; 4-point slider track, 28-point thumb whose centre runs from 14 to the width − 14).
@Suite struct ControlLookTests {
  /// Each operation's box, rounded to 1/1000 point (the capsules' arcs are cubics whose
  /// extremes land within rounding of the box).
  static func boxes(_ look: ControlLook, in bounds: Rect) -> [Rect] {
    look.drawing(in: bounds).operations.map {
      let b = $0.path.bounds
      func r(_ x: Double) -> Double { (x * 1000).rounded() / 1000 }
      return Rect(x: r(b.minX), y: r(b.minY), width: r(b.width), height: r(b.height))
    }
  }

  @Test func aSwitchIsFiftyOneByThirtyOneWithItsThumbOnTheSideItsValueSays() {
    let off = ControlLook(kind: .toggle(isOn: false), tint: ControlLook.systemGreen, track: ControlLook.switchOffTrack)
    var on = off
    on.kind = .toggle(isOn: true)
    // The frame's size is UIKit's to ignore: a 100-point square draws the same switch.
    let square = Rect(x: 10, y: 20, width: 100, height: 100)
    let offBoxes = Self.boxes(off, in: square), onBoxes = Self.boxes(on, in: square)
    #expect(offBoxes.count == 2 && onBoxes.count == 2)
    #expect(offBoxes[0] == Rect(x: 10, y: 20, width: 51, height: 31))
    #expect(offBoxes[1] == Rect(x: 12, y: 22, width: 27, height: 27))
    #expect(onBoxes[1] == Rect(x: 32, y: 22, width: 27, height: 27))
    // Off, the track is the light fill; on, the on-tint; the thumb casts its shadow.
    let onOps = on.drawing(in: square).operations, offOps = off.drawing(in: square).operations
    #expect(onOps[0].paint == .fill(ControlLook.systemGreen, .nonZero))
    #expect(offOps[0].paint == .fill(ControlLook.switchOffTrack, .nonZero))
    #expect(onOps[1].shadow != nil && onOps[0].shadow == nil)
  }

  @Test func aSlidersThumbCentreRunsFromFourteenToTheWidthLessFourteen() {
    let bounds = Rect(x: 0, y: 0, width: 200, height: 31)
    for (fraction, centre) in [(0.0, 14.0), (0.25, 57.0), (1.0, 186.0), (1.5, 186.0)] {
      let boxes = Self.boxes(ControlLook(kind: .slider(fraction: fraction), tint: .white, track: .white), in: bounds)
      // Track, the tinted part up to the thumb's centre, the thumb.
      #expect(boxes[0] == Rect(x: 0, y: 13.5, width: 200, height: 4))
      #expect(boxes[1] == Rect(x: 0, y: 13.5, width: centre, height: 4))
      #expect(boxes[2] == Rect(x: centre - 14, y: 1.5, width: 28, height: 28))
    }
  }

  @Test func aProgressBarFillsItsShareOfItsBounds() {
    let bounds = Rect(x: 5, y: 5, width: 150, height: 4)
    let half = Self.boxes(ControlLook(kind: .progress(fraction: 0.5), tint: .white, track: .white), in: bounds)
    #expect(half == [bounds, Rect(x: 5, y: 5, width: 75, height: 4)])
    // Nothing done: the track alone.
    #expect(Self.boxes(ControlLook(kind: .progress(fraction: 0), tint: .white, track: .white), in: bounds) == [bounds])
  }

  /// Three segments of 100 points in 300 × 32: the ground, the selected segment 2 points inside
  /// its third, hairlines only between segments neither of which is selected, then titles.
  @Test func aSegmentedControlsSelectionAndSeparatorsFollowItsSegments() {
    let bounds = Rect(x: 0, y: 0, width: 300, height: 32)
    func look(_ selected: Int) -> ControlLook {
      ControlLook(
        kind: .segmented(titles: ["A", "B", "C"], selected: selected), tint: Color(white: 0), track: ControlLook.segmentGround)
    }
    let middle = Self.boxes(look(1), in: bounds)
    #expect(middle[0] == bounds)
    #expect(middle[1] == Rect(x: 102, y: 2, width: 96, height: 28))
    // No hairline touches the selected middle: the rest are the three titles' glyphs.
    #expect(middle.count == 2 + 3)
    let first = Self.boxes(look(0), in: bounds)
    #expect(first[1] == Rect(x: 2, y: 2, width: 96, height: 28))
    #expect(first[2] == Rect(x: 199.5, y: 8, width: 1, height: 16))
    // Nothing selected: both hairlines, no white segment.
    let none = Self.boxes(look(-1), in: bounds)
    #expect(Array(none[1...2]) == [Rect(x: 99.5, y: 8, width: 1, height: 16), Rect(x: 199.5, y: 8, width: 1, height: 16)])
  }
}
