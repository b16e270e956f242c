import Geometry

/// `CATransition`. Of type `fade`, the layer's old content fades out while the new fades in
/// (core-animation.md §7). Progress p = startProgress + (endProgress − startProgress)·tf(f)
/// over the active duration; the picture is (1 − p)·old + p·new. Drawn here as the old content
/// at opacity 1 − p under the new at opacity p, which equals the cross-dissolve where the new
/// content is opaque; Apple does not document the formula for translucent content.
///
/// The motion types move the pictures by the layer's width (or height) in its own coordinates
/// at full opacity, from the side the subtype names (Apple: "The transition begins at the
/// right side of the layer"); nothing is clipped unless the layer or an ancestor masks to its
/// bounds. With s the vector to that side (fromRight: (width, 0); fromTop: (0, −height), y
/// down):
/// - `moveIn` ("slides into place over any existing content"): new at (1 − p)·s over old at 0;
/// - `push` ("pushes any existing content as it slides into place"): new at (1 − p)·s, old at
///   −p·s;
/// - `reveal` ("revealed gradually in the direction specified by the transition subtype"): old
///   at −p·s over new at 0.
/// Whether Core Animation also dims or fades the moving pictures is not documented [?]; Wobble
/// does not. A nil subtype is taken as fromLeft [R].
public struct Transition: Hashable, Sendable {
  /// `CATransition.type`, and UIKit's flips (`UIView.transition(with:…options:)`).
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case fade, moveIn, push, reveal
    case flipFromLeft, flipFromRight, flipFromTop, flipFromBottom
  }
  /// `CATransition.subtype`: the side the transition begins at.
  public enum Side: String, Hashable, Sendable, CaseIterable {
    case fromLeft, fromRight, fromTop, fromBottom
  }

  public var timing = MediaTiming()
  public var timingFunction: TimingFunction?
  public var startProgress = 0.0
  public var endProgress = 1.0
  public var kind = Kind.fade
  public var side = Side.fromLeft

  public init(beginTime: Double, duration: Double, timingFunction: TimingFunction? = nil) {
    timing.beginTime = beginTime
    timing.duration = duration
    self.timingFunction = timingFunction
  }

  /// How far the new content has faded in at parent time `t`: 0 before the transition
  /// (old content), 1 after it (new content only).
  public func progress(at t: Double) -> Double {
    if t < timing.beginTime { return 0 }
    guard let position = timing.position(at: t), t < (timing.endTime ?? .infinity) else { return 1 }
    return startProgress + (endProgress - startProgress) * timingFunction.value(at: position.fraction)
  }

  /// The vector from the layer to the side the transition begins at, in the layer's own
  /// coordinates (points, y down): a whole width or height long.
  public func sideVector(width: Double, height: Double) -> Point {
    switch side {
    case .fromLeft: Point(-width, 0)
    case .fromRight: Point(width, 0)
    case .fromTop: Point(0, -height)
    case .fromBottom: Point(0, height)
    }
  }

  /// How far the old and the new picture are moved at progress `p` (zero for a fade), in the
  /// layer's own coordinates, and whether the old one is drawn over the new.
  public func offsets(progress p: Double, width: Double, height: Double) -> (old: Point, new: Point, oldOnTop: Bool) {
    let s = sideVector(width: width, height: height)
    switch kind {
    case .fade, .flipFromLeft, .flipFromRight, .flipFromTop, .flipFromBottom: return (.zero, .zero, false)
    case .moveIn: return (.zero, Point(s.x * (1 - p), s.y * (1 - p)), false)
    case .push: return (Point(-s.x * p, -s.y * p), Point(s.x * (1 - p), s.y * (1 - p)), false)
    case .reveal: return (Point(-s.x * p, -s.y * p), .zero, true)
    }
  }

  /// For UIKit's flips: the turn at progress `p` about the layer's centre, and whether the old
  /// picture shows. The picture turns half a turn about the vertical axis (left and right)
  /// or the horizontal one (top and bottom), the old one until it is edge-on, then the new
  /// one from edge-on back to flat; the side the option names moves toward the viewer (Apple:
  /// "the left side of the view moves toward the front"), seen with a perspective of
  /// m34 = −1/500 points, a common reading [?: UIKit's own is not documented]. Nil for the
  /// other kinds.
  public func flip(progress p: Double) -> (turn: Transform3D, showsOld: Bool)? {
    let angle = p < 0.5 ? p * .pi : (p - 1) * .pi
    var turn: Transform3D
    switch kind {
    case .flipFromLeft: turn = Transform3D(rotationAngle: angle, x: 0, y: 1, z: 0)
    case .flipFromRight: turn = Transform3D(rotationAngle: -angle, x: 0, y: 1, z: 0)
    case .flipFromTop: turn = Transform3D(rotationAngle: -angle, x: 1, y: 0, z: 0)
    case .flipFromBottom: turn = Transform3D(rotationAngle: angle, x: 1, y: 0, z: 0)
    default: return nil
    }
    var perspective = Transform3D.identity
    perspective.m34 = -1.0 / 500
    turn = turn.concatenating(perspective)
    return (turn, p < 0.5)
  }
}
