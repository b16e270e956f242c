import Geometry

/// A background of `UIColor(patternImage:)`: the image repeated edge to edge at its size in
/// points over the background's area (the bounds, rounded by `cornerRadius`).
///
/// Where the tiles start and which way up they stand depends on who sets the colour, as
/// developers report from devices (no Apple document states either):
/// - `view.backgroundColor`: upright, the first tile's top-left corner at the bounds' origin,
///   as UIKit draws it.
/// - `layer.backgroundColor` (the pattern's `cgColor`): Core Graphics' pattern space is y-up
///   from the layer's bottom-left corner, so the first tile sits on the bottom edge and every
///   tile is upside down — "the background image is flipped upside down" (Stack Overflow
///   5916581; yurikarabatov.com, "Pattern with image: UIKit and Core Graphics", 2014).
///
/// Clear parts of the image stay clear (the black some iOS 4-era reports saw behind an opaque
/// view's transparent pattern is not drawn).
public struct BackgroundPattern: Hashable, Sendable {
  /// The image's picture in its own points, y down, `width` × `height`.
  public var tile: Drawing
  public var width: Double
  public var height: Double
  /// Set through the layer: tiles from the bottom edge, each upside down.
  public var fromLayer: Bool

  public init(tile: Drawing, width: Double, height: Double, fromLayer: Bool) {
    self.tile = tile
    self.width = width
    self.height = height
    self.fromLayer = fromLayer
  }

  /// At most this many tiles are laid in one background; a finer pattern over a larger area
  /// is laid up to it, row by row from where the tiling starts.
  public static let maximumTiles = 20_000

  /// How many tiles `bounds` takes (the interpreter says when it is more than Wobble lays).
  public func tileCount(in bounds: Rect) -> Int {
    guard width > 0, height > 0 else { return 0 }
    return Self.count(bounds.width / width) * Self.count(bounds.height / height)
  }

  /// Tiles along a side `ratio` tiles long, at most `maximumTiles`.
  private static func count(_ ratio: Double) -> Int {
    guard ratio > 0 else { return 0 }
    return Int(min(ratio.rounded(.up), Double(maximumTiles)))
  }

  /// The tiles that reach into `bounds` (in the layer's own coordinates), each the image's
  /// picture placed by its transform; nothing for an empty image or bounds.
  public func tiles(in bounds: Rect) -> Drawing {
    guard width > 0, height > 0, bounds.width > 0, bounds.height > 0, width.isFinite, height.isFinite else {
      return Drawing(operations: [])
    }
    // Tile (i, j) covers i·w to (i+1)·w from the bounds' left edge, and rows from the top
    // edge (j·h down) or, through the layer, from the bottom edge (j·h up): the backing
    // store's corners, where the bounds' origin is drawn.
    let columns = Self.count(bounds.width / width), rows = Self.count(bounds.height / height)
    let frame = BezierPath(roundedRect: Rect(x: 0, y: 0, width: width, height: height), cornerRadius: 0)
    var operations: [Drawing.Operation] = []
    rowLoop: for j in 0..<rows {
      for i in 0..<columns {
        guard operations.count < Self.maximumTiles else { break rowLoop }
        let x = bounds.minX + Double(i) * width
        let placed: AffineTransform
        if fromLayer {
          // Upside down, its bottom edge (the image's top row) on y = maxY − j·h.
          placed = AffineTransform(scaleX: 1, y: -1)
            .concatenating(AffineTransform(translationX: x, y: bounds.maxY - Double(j) * height))
        } else {
          placed = AffineTransform(translationX: x, y: bounds.minY + Double(j) * height)
        }
        operations.append(Drawing.Operation(path: frame, transform: placed, paint: .picture(tile)))
      }
    }
    return Drawing(operations: operations)
  }
}
