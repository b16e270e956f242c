import Geometry
import Typesetting

/// `UISwitch`, `UISlider` and `UIProgressView` as iOS 13 and later draw them in the light
/// appearance, from their measures: the switch 51 × 31 points whatever its frame (UIKit ignores
/// a frame's size for it), a 27-point thumb 2 points inside its capsule, on the right in the
/// on-tint when on; the slider a 4-point track across its width, the part before the
/// 28-point thumb in the tint, the rest in the system fill; the progress bar its bounds'
/// capsule, the done part in the tint. The colours are UIKit's defaults (systemGreen, the
/// tint, systemFill, white); the thumbs' shadows — 15 % black, 3 points down, 8 points of
/// blur — are an approximation, as Apple publishes no drawing of them. A segmented control
/// is its bounds' rounded rectangle (corner 9 points) in the tertiary fill, its segments of
/// equal width, the selected one a white rounded rectangle 2 points inside with the thumbs'
/// shadow, hairline separators between unselected segments, titles in the 13-point system font
/// (semibold when selected), as iOS 13 draws it.
public struct ControlLook: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case toggle(isOn: Bool)
    /// Where the thumb is, 0 … 1 of the way from the minimum to the maximum.
    case slider(fraction: Double)
    /// How much is done, 0 … 1.
    case progress(fraction: Double)
    /// The segments' titles and the selected one's index (−1: none).
    case segmented(titles: [String], selected: Int)
  }

  public var kind: Kind
  /// The switch's on-tint, the slider's minimum track, the progress bar's done part.
  public var tint: Color
  /// The switch's track when off, the slider's maximum track, the progress bar's track.
  public var track: Color
  public var thumb: Color

  /// UIKit's defaults: systemGreen for a switch, else the tint (systemBlue until set); systemFill.
  public static let systemGreen = Color(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255)
  public static let systemFill = Color(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.2)
  /// A switch's track when off: iOS 13's lighter fill (120, 120, 128) at 16 %.
  public static let switchOffTrack = Color(red: 120.0 / 255, green: 120.0 / 255, blue: 128.0 / 255, alpha: 0.16)
  /// A segmented control's ground, iOS 13's tertiary fill: (118, 118, 128) at 12 %; its
  /// separators (142, 142, 147) at 30 %.
  public static let segmentGround = Color(red: 118.0 / 255, green: 118.0 / 255, blue: 128.0 / 255, alpha: 0.12)
  static let segmentSeparator = Color(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 0.3)
  /// A switch's size in points, fixed by UIKit.
  public static let switchSize = (width: 51.0, height: 31.0)
  static let thumbShadow = Drawing.Shadow(offset: Point(x: 0, y: 3), blur: 8, color: Color(white: 0, alpha: 0.15))

  public init(kind: Kind, tint: Color, track: Color, thumb: Color = .white) {
    self.kind = kind
    self.tint = tint
    self.track = track
    self.thumb = thumb
  }

  /// A slider's track in `bounds` (points, y down): 4 points high across its width, centred
  /// vertically — what `trackRect(forBounds:)` answers here.
  public static func sliderTrack(in bounds: Rect) -> Rect {
    Rect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
  }

  /// A slider's 28-point thumb `fraction` (clamped to 0 … 1) of the way along `track`: its left
  /// edge on the track's start at 0 and its right edge on the track's end at 1, as UIKit keeps
  /// the thumb inside the track; centred on `bounds` vertically — what
  /// `thumbRect(forBounds:trackRect:value:)` answers here.
  public static func sliderThumb(in bounds: Rect, track: Rect, fraction: Double) -> Rect {
    let side = 28.0, f = fraction.isFinite ? min(max(fraction, 0), 1) : 0
    let centre = track.minX + side / 2 + (track.width - side) * f
    return Rect(x: centre - side / 2, y: bounds.midY - side / 2, width: side, height: side)
  }

  /// The control drawn in `bounds` (points, y down).
  public func drawing(in bounds: Rect) -> Drawing {
    var ops: [Drawing.Operation] = []
    func fill(_ path: BezierPath, _ color: Color, shadow: Drawing.Shadow? = nil) {
      guard color.alpha > 0 else { return }
      ops.append(Drawing.Operation(path: path, transform: .identity, paint: .fill(color, .nonZero), shadow: shadow))
    }
    func capsule(_ r: Rect) -> BezierPath { BezierPath(roundedRect: r, cornerRadius: min(r.width, r.height) / 2) }
    switch kind {
    case .toggle(let isOn):
      let (w, h) = Self.switchSize
      let box = Rect(x: bounds.minX, y: bounds.minY, width: w, height: h)
      fill(capsule(box), isOn ? tint : Self.switchOffTrack)
      let side = h - 4
      let thumb = Rect(x: isOn ? box.maxX - 2 - side : box.minX + 2, y: box.minY + 2, width: side, height: side)
      fill(BezierPath(ovalIn: thumb), self.thumb, shadow: Self.thumbShadow)
    case .slider(let fraction):
      let trackRect = Self.sliderTrack(in: bounds)
      let thumb = Self.sliderThumb(in: bounds, track: trackRect, fraction: fraction)
      fill(capsule(trackRect), track)
      fill(capsule(Rect(x: trackRect.minX, y: trackRect.minY, width: max(0, thumb.midX - trackRect.minX), height: 4)), tint)
      fill(BezierPath(ovalIn: thumb), self.thumb, shadow: Self.thumbShadow)
    case .progress(let fraction):
      let f = min(max(fraction, 0), 1)
      fill(capsule(bounds), track)
      if f > 0 { fill(capsule(Rect(x: bounds.minX, y: bounds.minY, width: bounds.width * f, height: bounds.height)), tint) }
    case .segmented(let titles, let selected):
      fill(BezierPath(roundedRect: bounds, cornerRadius: min(9, bounds.height / 2)), track)
      guard !titles.isEmpty else { break }
      let width = bounds.width / Double(titles.count)
      func segment(_ i: Int, inset dx: Double = 0, _ dy: Double = 0) -> Rect {
        Rect(x: bounds.minX + width * Double(i) + dx, y: bounds.minY + dy, width: width - 2 * dx, height: bounds.height - 2 * dy)
      }
      if titles.indices.contains(selected) {
        let chosen = segment(selected, inset: 2, 2)
        fill(BezierPath(roundedRect: chosen, cornerRadius: min(7, chosen.height / 2)), thumb, shadow: Self.thumbShadow)
      }
      for i in 1..<titles.count where i != selected && i - 1 != selected {
        let x = bounds.minX + width * Double(i)
        let line = Rect(x: x - 0.5, y: bounds.minY + 8, width: 1, height: max(0, bounds.height - 16))
        fill(BezierPath(roundedRect: line, cornerRadius: 0), Self.segmentSeparator)
      }
      for (i, title) in titles.enumerated() where !title.isEmpty {
        var style = TextStyle()
        (style.string, style.color, style.alignment, style.centredVertically) = (title, tint, .center, true)
        style.font = FontRequest(weight: i == selected ? 600 : 400, size: 13)
        (style.maximumLines, style.truncation) = (1, .tail)
        for (color, path) in style.ink(in: segment(i, inset: 4, 0)).colored { fill(path, color) }
      }
    }
    return Drawing(operations: ops)
  }
}
