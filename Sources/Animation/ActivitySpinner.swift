import Geometry

/// `UIActivityIndicatorView`'s spinner as iOS 13 and later draws it: `petals` capsules round
/// the centre of the bounds, `side` points across whatever the bounds are, the lead one opaque
/// and those behind it fading; while it animates the lead steps clockwise round once every
/// `period` seconds. Apple documents the sizes (20 points, 37 for the large styles) and the
/// colour, not the petals' shape nor the pace: those are approximations, said where made.
public struct ActivitySpinner: Hashable, Sendable {
  public var side: Double
  public var color: Color
  public var petals = 8
  /// Seconds for the lead to go once round.
  public var period = 1.0
  /// When it started animating, in the layer's time; nil while still.
  public var startTime: Double?
  /// The opaque petal, counted clockwise from 12 o'clock.
  public var lead = 0

  public init(side: Double, color: Color, startTime: Double? = nil) {
    self.side = side
    self.color = color
    self.startTime = startTime
  }

  /// The spinner at local time `time`: its lead where the steps have brought it.
  public func at(_ time: Double) -> ActivitySpinner {
    guard let startTime, period > 0, petals > 0 else { return self }
    var s = self
    let steps = Int(((time - startTime) / period * Double(petals)).rounded(.down))
    s.lead = ((steps % petals) + petals) % petals
    return s
  }

  /// How opaque the petal `behind` steps behind the lead is: 1 for the lead, down to 0.3.
  public static func alpha(behind: Int) -> Double { max(0.3, 1 - 0.14 * Double(behind)) }

  /// Each petal's outline in `bounds` (a capsule from 0.225 to 0.4875 of `side` out from the
  /// centre, 0.1 of it wide) and its opacity.
  public func petals(in bounds: Rect) -> [(path: BezierPath, alpha: Double)] {
    let width = side * 0.1
    let inner = side * 0.225
    let outer = side * 0.4875
    let upright = BezierPath(
      roundedRect: Rect(x: -width / 2, y: -outer, width: width, height: outer - inner), cornerRadius: width / 2)
    return (0..<petals).map { k in
      let angle = 2 * Double.pi * Double(k) / Double(petals)
      let place = AffineTransform(rotationAngle: angle)
        .concatenating(AffineTransform(translationX: bounds.midX, y: bounds.midY))
      let behind = ((lead - k) % petals + petals) % petals
      return (upright.applying(place), Self.alpha(behind: behind))
    }
  }
}
