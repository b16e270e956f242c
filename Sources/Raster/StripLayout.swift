import Geometry

/// Where the frames of a contact strip go: a grid of equal cells, as many columns as fit the
/// available width with each frame at least `minimumFrameWidth` pixels wide, each frame's
/// label in a band under it.
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
  /// Rounded up to a multiple of 6 (one sixel band), so no terminal has to guess about a
  /// partial band.
  public var height: Int {
    let content = rows * (frameHeight + labelHeight + gap) + gap
    return (content + 5) / 6 * 6
  }

  /// Lays out `count` frames of aspect `aspect` (width / height) in at most `maximumWidth`
  /// pixels, shrinking the frames if the grid would be taller than `maximumHeight`.
  public init(
    count: Int, aspect: Double, maximumWidth: Int, maximumHeight: Int = .max,
    minimumFrameWidth: Int = 120
  ) {
    let count = max(1, count)
    gap = 4
    let usable = max(maximumWidth - gap, minimumFrameWidth + gap)
    columns = max(1, min(count, usable / (minimumFrameWidth + gap)))
    rows = (count + columns - 1) / columns
    frameWidth = max(8, usable / columns - gap)
    let safeAspect = aspect.isFinite && aspect > 0 ? aspect : 1
    frameHeight = max(6, Int((Double(frameWidth) / safeAspect).rounded()))
    labelScale = frameWidth >= 200 ? 2 : 1
    labelHeight = BitmapFont.glyphHeight * labelScale + 6
    let rowBudget = (maximumHeight - gap - 5) / rows - labelHeight - gap
    if frameHeight > rowBudget {
      frameHeight = max(6, rowBudget)
      frameWidth = max(8, Int((Double(frameHeight) * safeAspect).rounded()))
    }
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
    var strip = Pixmap(width: width, height: height)
    strip.fill(with: background)
    for (i, frame) in frames.enumerated() {
      let (x, y) = origin(of: i)
      strip.blit(frame, x: x, y: y)
      if i < labels.count {
        let text = labels[i]
        let tx = x + max(0, (frameWidth - BitmapFont.width(of: text, scale: labelScale)) / 2)
        BitmapFont.draw(
          text, at: tx, y + frameHeight + 3, scale: labelScale, color: labelColor, into: &strip)
      }
    }
    return strip
  }
}
