/// When each frame of a playback is due: on a grid of ticks at the display's rate from the
/// start, as a display link fires. A frame late by more than a tick does not push the rest
/// back: the ticks it missed are dropped and the next frame is due on the next tick of the
/// grid, so playback keeps to the clock (frames are lost, time is not).
public struct FramePacer: Sendable {
  /// Ticks per second.
  public let rate: Double
  /// The tick the last frame was shown on (0: the first frame).
  public private(set) var tick = 0
  /// Ticks passed over because a frame took longer than a tick.
  public private(set) var dropped = 0

  public init(rate: Double) {
    self.rate = max(1, min(rate, 1000))
  }

  /// After showing a frame, `now` seconds after the start: how long to wait for the next tick,
  /// and which tick that is.
  public mutating func next(now: Double) -> (wait: Double, tick: Int) {
    let due = Int((now * rate).rounded(.down)) + 1
    let following = max(tick + 1, due)
    dropped += following - tick - 1
    tick = following
    return (max(0, Double(following) / rate - now), following)
  }
}
