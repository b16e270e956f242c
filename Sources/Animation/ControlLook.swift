import Geometry

/// `UISwitch`, `UISlider` and `UIProgressView` as iOS 13 and later draw them in the light
/// appearance, from their measures: the switch 51 × 31 points whatever its frame (UIKit ignores
/// a frame's size for it), a 27-point thumb 2 points inside its capsule, on the right in the
/// on-tint when on; the slider a 4-point track across its width, the part before the
/// 28-point thumb in the tint, the rest in the system fill; the progress bar its bounds'
/// capsule, the done part in the tint. The colours are UIKit's defaults (systemGreen, the
/// tint, systemFill, white); the thumbs' shadows — 15 % black, 3 points down, 8 points of
/// blur — are an approximation, as Apple publishes no drawing of them.
public struct ControlLook: Hashable, Sendable {
  public enum Kind: Hashable, Sendable {
    case toggle(isOn: Bool)
    /// Where the thumb is, 0 … 1 of the way from the minimum to the maximum.
    case slider(fraction: Double)
    /// How much is done, 0 … 1.
    case progress(fraction: Double)
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
  /// A switch's size in points, fixed by UIKit.
  public static let switchSize = (width: 51.0, height: 31.0)
  static let thumbShadow = Drawing.Shadow(offset: Point(x: 0, y: 3), blur: 8, color: Color(white: 0, alpha: 0.15))

  public init(kind: Kind, tint: Color, track: Color, thumb: Color = .white) {
    self.kind = kind
    self.tint = tint
    self.track = track
    self.thumb = thumb
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
      let side = 28.0, f = min(max(fraction, 0), 1)
      let centre = bounds.minX + side / 2 + (bounds.width - side) * f
      let trackRect = Rect(x: bounds.minX, y: bounds.midY - 2, width: bounds.width, height: 4)
      fill(capsule(trackRect), track)
      fill(capsule(Rect(x: bounds.minX, y: trackRect.minY, width: max(0, centre - bounds.minX), height: 4)), tint)
      let thumb = Rect(x: centre - side / 2, y: bounds.midY - side / 2, width: side, height: side)
      fill(BezierPath(ovalIn: thumb), self.thumb, shadow: Self.thumbShadow)
    case .progress(let fraction):
      let f = min(max(fraction, 0), 1)
      fill(capsule(bounds), track)
      if f > 0 { fill(capsule(Rect(x: bounds.minX, y: bounds.minY, width: bounds.width * f, height: bounds.height)), tint) }
    }
    return Drawing(operations: ops)
  }
}
