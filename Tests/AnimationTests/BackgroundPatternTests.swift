import Geometry
import Testing

@testable import Animation

/// Where `BackgroundPattern` lays its tiles: the image's corner (0, 0) of each tile mapped into
/// the bounds.
@Suite struct BackgroundPatternTests {
  static let tile = BackgroundPattern(tile: Drawing(operations: []), width: 10, height: 4, fromLayer: false)

  static func corners(_ pattern: BackgroundPattern, _ bounds: Rect) -> [Point] {
    pattern.tiles(in: bounds).operations.map { $0.transform.apply(to: Point(0, 0)) }
  }

  @Test func uprightTilesStartAtTheBoundsOriginAndCoverThem() {
    let corners = Self.corners(Self.tile, Rect(x: 5, y: 2, width: 25, height: 6))
    // Three columns (25 / 10 rounded up), two rows (6 / 4 rounded up).
    #expect(corners == [Point(5, 2), Point(15, 2), Point(25, 2), Point(5, 6), Point(15, 6), Point(25, 6)])
  }

  @Test func layerTilesStandOnTheBottomEdgeUpsideDown() {
    var pattern = Self.tile
    pattern.fromLayer = true
    let tiles = pattern.tiles(in: Rect(x: 0, y: 0, width: 10, height: 6)).operations
    // The image's top-left corner lies on the tile's bottom edge: y = 6, then 6 − 4.
    #expect(tiles.map { $0.transform.apply(to: Point(0, 0)) } == [Point(0, 6), Point(0, 2)])
    #expect(tiles.map { $0.transform.apply(to: Point(0, 4)) } == [Point(0, 2), Point(0, -2)])
  }

  @Test func emptyOrDegenerateTilesLayNothingAndHugeCountsStopAtTheMaximum() {
    #expect(Self.tile.tiles(in: Rect(x: 0, y: 0, width: 0, height: 10)).operations.isEmpty)
    var zero = Self.tile
    zero.width = 0
    #expect(zero.tiles(in: Rect(x: 0, y: 0, width: 10, height: 10)).operations.isEmpty)
    var fine = Self.tile
    (fine.width, fine.height) = (1e-9, 1e-9)
    #expect(fine.tiles(in: Rect(x: 0, y: 0, width: 1e6, height: 1e6)).operations.count == BackgroundPattern.maximumTiles)
    #expect(fine.tileCount(in: Rect(x: 0, y: 0, width: 1e6, height: 1e6)) > BackgroundPattern.maximumTiles)
  }
}
