import Geometry
import Raster

/// Where the frames of a contact strip go: a grid of equal cells, each frame's label in a band
/// under it.
public struct StripLayout: Hashable, Sendable {
  public var columns: Int
  public var rows: Int
  /// One frame, in device pixels.
  public var frameWidth: Int
  public var frameHeight: Int
  /// Pixels between cells and around the strip.
  public var gap: Int
  /// Height of the label band under each frame.
  public var labelHeight: Int
  /// Font pixels are `labelScale` device pixels square.
  public var labelScale: Int

  public var width: Int { columns * (frameWidth + gap) + gap }
  public var height: Int { rows * (frameHeight + labelHeight + gap) + gap }

  /// Lays out `count` frames of aspect `aspect` (width / height) in at most `maximumWidth` ×
  /// `maximumHeight` pixels: the column count that gives the largest frames wins (fewer rows on
  /// a tie). Without a height limit, as many columns as keep frames `minimumFrameWidth` wide,
  /// balanced across the rows.
  public init(
    count: Int, aspect: Double, maximumWidth: Int, maximumHeight: Int = .max,
    minimumFrameWidth: Int = 120
  ) {
    let count = max(1, count)
    let aspect = aspect.isFinite && aspect > 0 ? aspect : 1
    gap = 4
    var best: (columns: Int, width: Int)? = nil
    if maximumHeight == .max {
      // As many columns as fit, then balanced so the last row is not a stub (12 → 6 × 2).
      let fit = max(1, min(count, (maximumWidth - gap) / (minimumFrameWidth + gap)))
      let rows = (count + fit - 1) / fit
      let columns = (count + rows - 1) / rows
      best = (columns, max(8, (maximumWidth - gap) / columns - gap))
    }
    for columns in 1...count where maximumHeight != .max {
      let rows = (count + columns - 1) / columns
      let byWidth = (maximumWidth - gap) / columns - gap
      let label = Self.labelHeight(forFrameWidth: byWidth)
      let byHeight = maximumHeight == .max ? Int.max : (maximumHeight - gap - 5) / rows - label - gap
      let width = min(byWidth, Int((Double(byHeight) * aspect).rounded(.down)))
      if width >= 8, best == nil || width > best!.width { best = (columns, width) }
    }
    // Nothing fits: one row of the smallest frames, wider than asked.
    let chosen = best ?? (count, 8)
    columns = chosen.columns
    rows = (count + columns - 1) / columns
    frameWidth = chosen.width
    frameHeight = max(6, Int((Double(frameWidth) / aspect).rounded()))
    labelScale = frameWidth >= 200 ? 2 : 1
    labelHeight = BitmapFont.glyphHeight * labelScale + 6
  }

  static func labelHeight(forFrameWidth width: Int) -> Int {
    BitmapFont.glyphHeight * (width >= 200 ? 2 : 1) + 6
  }

  /// Top-left corner of frame `index`.
  public func origin(of index: Int) -> (x: Int, y: Int) {
    let c = index % columns, r = index / columns
    return (gap + c * (frameWidth + gap), gap + r * (frameHeight + labelHeight + gap))
  }

  /// Places `frames` (each `frameWidth × frameHeight`) with their labels on `background`.
  public func compose(
    frames: [Pixmap], labels: [String], background: Color, labelColor: Color
  ) -> Pixmap {
    var strip = Pixmap(width: width, height: height, color: background)
    for (i, frame) in frames.enumerated() {
      place(frame, at: i, label: i < labels.count ? labels[i] : nil, background: background, labelColor: labelColor, into: &strip)
    }
    return strip
  }

  /// Puts frame `i` and its label (if any) in its place on `strip`: a strip can be composed
  /// frame by frame as they are drawn.
  public func place(
    _ frame: Pixmap, at i: Int, label: String?, background: Color, labelColor: Color, into strip: inout Pixmap
  ) {
    let (x, y) = origin(of: i)
    strip.blit(frame, x: x, y: y)
    guard let text = label else { return }
    let tx = x + max(0, (frameWidth - BitmapFont.width(of: text, scale: labelScale)) / 2)
    BitmapFont.draw(text, at: tx, y + frameHeight + 3, scale: labelScale, color: labelColor, into: &strip)
    strip.texts.append(
      PlacedText(
        text, x: x, y: y + frameHeight, width: frameWidth, height: labelHeight, color: labelColor,
        background: background))
  }
}
