import Geometry
import Testing

@testable import Animation

/// Wobble's own icons in their unit square (y down): the disc and the ring SF Symbols'
/// `circle.fill` and `circle` stand for, filled under the non-zero rule as icons are.
@Suite struct IconTests {
  @Test func aDiscIsFilledToItsEdgeAndARingIsHollow() {
    let disc = Icon.disc.unitPath, ring = Icon.ring.unitPath
    #expect(disc.contains(Point(0.5, 0.5)) && disc.contains(Point(0.5, 0.06)))
    #expect(!disc.contains(Point(0.02, 0.5)) && !disc.contains(Point(0.9, 0.9)))
    // The ring's band lies between radii 0.38 and 0.46: its centre is empty.
    #expect(!ring.contains(Point(0.5, 0.5)) && !ring.contains(Point(0.5, 0.15)))
    #expect(ring.contains(Point(0.5, 0.08)) && ring.contains(Point(0.92, 0.5)))
  }
}
