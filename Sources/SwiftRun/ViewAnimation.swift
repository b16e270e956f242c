import Animation
import Geometry
import SwiftSyntax

/// `UIView.animate` and `UIViewPropertyAnimator`: the view properties their blocks change
/// become layer animations, as UIKit makes them — from the old value to the new over the
/// duration, starting after the delay (filling backwards until then), on the curve the call
/// names (UIKit's default is ease-in-ease-out), or a spring for the damping-ratio forms — and
/// their completions run when they end. `.repeat` and `.autoreverse` options repeat forever
/// and run back.
extension Interpreter {
  /// The view properties UIKit animates (`alpha`, `center`, `frame`/`bounds`, `transform`,
  /// `backgroundColor`), as the layer properties they are: a `frame` change animates `position`
  /// and `bounds`. Layer properties set in the block (a `cornerRadius`) are not among them.
  static let viewAnimatedProperties: [LayerProperty] = [.opacity, .position, .bounds, .transform, .backgroundColor]

  /// How a view animation paces itself.
  enum ViewCurve {
    case function(TimingFunction)
    /// UIKit's damping-ratio spring (`Spring(dampingRatio:duration:velocity:)`).
    case spring(ratio: Double, velocity: Double)
  }

  /// `UIView.AnimationOptions` Wobble reads: the curve, `.repeat`, `.autoreverse`.
  struct ViewOptions {
    var curve: ViewCurve = .function(TimingFunction(name: .easeInEaseOut))
    var repeats = false
    var autoreverses = false

    /// Reads `.curveEaseOut`, `[.repeat, .autoreverse]` and the like; options that change
    /// nothing drawn (`.allowUserInteraction`, `.beginFromCurrentState`) are ignored.
    init(_ value: Value?) {
      let names: [String] =
        switch value {
        case .string(let name)?: [name]
        case .array(let items)?: items.compactMap { if case .string(let n) = $0 { n } else { nil } }
        default: []
        }
      for name in names {
        switch name {
        case "curveLinear": curve = .function(TimingFunction(name: .linear))
        case "curveEaseIn": curve = .function(TimingFunction(name: .easeIn))
        case "curveEaseOut": curve = .function(TimingFunction(name: .easeOut))
        case "curveEaseInOut": curve = .function(TimingFunction(name: .easeInEaseOut))
        case "repeat": repeats = true
        case "autoreverse": autoreverses = true
        default: break
        }
      }
    }
  }

  /// Runs `animations`, then animates what it changed; `completion` gets `finished` (true)
  /// or, for a property animator, the position `.end`.
  func animateViews(
    duration: Double, delay: Double, options: ViewOptions, animations: [ClosureObject], completions: [ClosureObject],
    completionArgument: Value = .bool(true), at node: some SyntaxProtocol
  ) throws(RunError) {
    let before = views.map(\.layer.model)
    for block in animations { _ = try call(block, [], at: node) }
    func made(_ property: LayerProperty, _ from: AnimatableValue, _ to: AnimatableValue) -> Animation {
      var a: Animation
      switch options.curve {
      case .spring(let ratio, let velocity):
        if let s = Spring(dampingRatio: ratio, duration: duration, velocity: velocity) {
          a = Animation.spring(property, s, from: from, to: to, duration: duration)
        } else {
          a = Animation.basic(property, from: from, to: to, duration: duration)
        }
      case .function(let f):
        a = Animation.basic(property, from: from, to: to, duration: duration)
        a.timingFunction = f
      }
      if delay > 0 {
        a.timing.beginTime = now + delay
        a.timing.fillMode = .backwards
      }
      if options.repeats { a.timing.repeatCount = .infinity }
      a.timing.autoreverses = options.autoreverses
      return a
    }
    for (view, old) in zip(views, before) {
      for property in Self.viewAnimatedProperties {
        let from = property.value(of: old), to = property.value(of: view.layer.model)
        guard from != to else { continue }
        view.layer.model.add(made(property, from, to), forKey: property.rawValue, committedAt: now)
      }
    }
    guard !options.repeats else { return }
    let end = now + delay + max(0, duration) * (options.autoreverses ? 2 : 1)
    for completion in completions { schedule.add(at: end, .closure(completion, arguments: [completionArgument])) }
  }
}

/// A `UIViewPropertyAnimator`: its duration and curve, the blocks added to it, and whether it
/// has started (it animates once, when `startAnimation` is called).
final class PropertyAnimatorObject {
  let duration: Double
  let curve: Interpreter.ViewCurve
  var animations: [ClosureObject] = []
  var completions: [ClosureObject] = []
  var started = false

  init(duration: Double, curve: Interpreter.ViewCurve) {
    self.duration = duration
    self.curve = curve
  }
}

extension Interpreter {
  /// `startAnimation()`: the blocks run now and their changes animate (after `delay`); the
  /// completions get `.end`. A second start does nothing, as for a running animator.
  func start(_ animator: PropertyAnimatorObject, after delay: Double, at node: some SyntaxProtocol) throws(RunError) {
    guard !animator.started else { return }
    animator.started = true
    var options = ViewOptions(nil)
    options.curve = animator.curve
    try animateViews(
      duration: animator.duration, delay: delay, options: options, animations: animator.animations,
      completions: animator.completions, completionArgument: .string("end"), at: node)
  }
}
