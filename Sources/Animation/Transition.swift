/// `CATransition` of type `fade`: the layer's old content fades out while the new fades in
/// (core-animation.md §7). Progress p = startProgress + (endProgress − startProgress)·tf(f)
/// over the active duration; the picture is (1 − p)·old + p·new. Drawn here as the old content
/// at opacity 1 − p under the new at opacity p, which equals the cross-dissolve where the new
/// content is opaque; Apple does not document the formula for translucent content.
public struct Transition: Hashable, Sendable {
  public var timing = MediaTiming()
  public var timingFunction: TimingFunction?
  public var startProgress = 0.0
  public var endProgress = 1.0

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
}
