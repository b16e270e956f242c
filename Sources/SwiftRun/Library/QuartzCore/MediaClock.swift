import Animation
import Scenes
import SwiftSyntax

/// Core Animation's clock as the code reads it. On a device `CACurrentMediaTime()` is the time
/// since the device started (mach absolute time), and a layer's own time counts on it: a
/// layer with default timing reads the same. Wobble's engine counts from 0 when the code
/// starts; the code sees that clock moved on by `uptime`. So `CACurrentMediaTime() + 0.4`
/// begins an animation 0.4 s after it is added, while a bare `beginTime = 0.4` names a
/// moment long past, as on iOS (the animation is over, or mid-cycle when it repeats).
enum MediaClock {
  /// Seconds the simulated device has been up when the code starts: one day. (On a real
  /// device any value; what a bare begin time shows depends on it, as on iOS.)
  static let uptime: Double = 86_400

  /// How far a time the code gives reads ahead of the engine's: `uptime` for a time taken
  /// from the media clock (half the uptime or more), 0 for a number written small (a
  /// `timeOffset` of 0.5 scrubbing a paused layer, `beginTime = 0` resetting one).
  static func shift(of codeTime: Double) -> Double { codeTime >= uptime / 2 ? uptime : 0 }
}

extension LayerObject {
  /// How far the layer's own time, as the code reads it, runs ahead of the engine's:
  /// through each layer from the top, `speed · (parent's − beginTime's) + timeOffset's` shift,
  /// the top's parent being the media clock. `uptime` for a layer with default timing.
  var clockShift: Double {
    var chain: [LayerObject] = []
    var layer: LayerObject? = self
    while let l = layer {
      chain.append(l)
      layer = l.superlayer
    }
    return chain.reversed().reduce(MediaClock.uptime) { parent, l in
      l.model.timing.speed * (parent - l.beginTimeShift) + l.timeOffsetShift
    }
  }
}

extension Interpreter {
  /// An animation about to be added to `layer`, its `beginTime` (set by the code, on the
  /// layer's clock) moved onto the engine's. A small begin time on a layer whose clock is the
  /// media clock is long past: said once, with the way to delay an animation.
  func placeOnLayerClock(_ animation: inout Animation, of layer: LayerObject, at node: some SyntaxProtocol) {
    let begin = animation.timing.beginTime
    guard begin != 0 else { return }
    let shift = layer.clockShift
    if shift != 0, MediaClock.shift(of: begin) == 0 {
      warn(
        "bare beginTime",
        "beginTime \(Scenes.format(begin)) counts on the layer's clock, which on a device counts from its start "
          + "(CACurrentMediaTime()): the animation began long before it was added and shows mid-cycle or already "
          + "over, at a point that depends on how long the device has been up (Wobble's: one day); "
          + "CACurrentMediaTime() + \(Scenes.format(begin)) starts it \(Scenes.format(begin)) s after adding it",
        at: node)
    }
    animation.timing.beginTime = begin - shift
  }
}
