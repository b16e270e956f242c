import Animation
import Foundation
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
  /// and `bounds`; and since iOS 11 the layer's `cornerRadius`. Other layer properties of a
  /// view set in the block (`borderWidth`, `shadowOpacity`) change at once, as on iOS.
  static let viewAnimatedProperties: [LayerProperty] = [
    .opacity, .position, .bounds, .transform, .backgroundColor, .cornerRadius,
  ]

  /// The view properties UIKit animates additively (iOS 8 and later; WWDC 2014 session 236):
  /// the layer's position and bounds (UIKit's `bounds.origin` and `bounds.size` animations).
  static let additiveViewProperties: Set<LayerProperty> = [.position, .bounds]

  /// How a view animation paces itself.
  enum ViewCurve {
    case function(TimingFunction)
    /// UIKit's damping-ratio spring (`Spring(dampingRatio:duration:velocity:)`).
    case spring(ratio: Double, velocity: Double)
    /// A spring that runs until it settles, whatever duration is given: iOS 17's of a
    /// perceptual duration and a bounce (`UIView.animate(springDuration:bounce:)`,
    /// `UISpringTimingParameters(duration:bounce:)`), and a physical one
    /// (`UISpringTimingParameters(mass:stiffness:damping:initialVelocity:)`, whose property
    /// animator ignores its own duration).
    case untilSettled(Spring)
  }

  /// `UIView.AnimationOptions` Wobble reads: the curve, `.repeat`, `.autoreverse`.
  struct ViewOptions {
    var curve: ViewCurve = .function(TimingFunction(name: .easeInEaseOut))
    var repeats = false
    /// `UIView.setAnimationRepeatCount(_:)`'s count (fractions allowed); nil with `.repeat`,
    /// which repeats forever.
    var repeatCount: Double?
    var autoreverses = false
    /// `animateKeyframes`' `.calculationModeCubic` and the like (linear by default).
    var calculationMode = Keyframes.CalculationMode.linear
    /// `.overrideInheritedDuration`/`Curve`/`Options`: a block nested in another animates on
    /// its own terms instead of joining the outer one's.
    var overridesInherited = false
    /// `.layoutSubviews` (subviews laid out by the change animated with it): read and not
    /// carried out — Wobble lays them out after the block, at once — and said.
    var laysOutSubviews = false

    /// Reads `.curveEaseOut`, `[.repeat, .autoreverse]` and the like; options that change
    /// nothing drawn (`.allowUserInteraction`, `.beginFromCurrentState`) are ignored.
    init(_ value: Value?) {
      for name in value?.optionNames ?? [] {
        switch name {
        case "curveLinear": curve = .function(TimingFunction(name: .linear))
        case "curveEaseIn": curve = .function(TimingFunction(name: .easeIn))
        case "curveEaseOut": curve = .function(TimingFunction(name: .easeOut))
        case "curveEaseInOut": curve = .function(TimingFunction(name: .easeInEaseOut))
        case "repeat": repeats = true
        case "autoreverse": autoreverses = true
        case "calculationModeLinear": calculationMode = .linear
        case "calculationModeDiscrete": calculationMode = .discrete
        case "calculationModePaced": calculationMode = .paced
        case "calculationModeCubic": calculationMode = .cubic
        case "calculationModeCubicPaced": calculationMode = .cubicPaced
        case "overrideInheritedDuration", "overrideInheritedCurve", "overrideInheritedOptions": overridesInherited = true
        case "layoutSubviews": laysOutSubviews = true
        default: break
        }
      }
    }
  }

  /// A `UIView.animate` block (or a property animator's) while its closures run.
  struct AnimationBlock {
    /// Per view and property, the value it had before its last change in the block.
    var froms: [ObjectIdentifier: [LayerProperty: AnimatableValue]] = [:]
    /// Its options, which `UIView.setAnimationRepeatCount(_:)` and
    /// `setAnimationRepeatAutoreverses(_:)` change there; nil in a property animator's block.
    var options: ViewOptions?
    /// When its animations end: a block nested in it that joins it completes then.
    var end: Double
    /// Per view, the properties key frames or an overriding block nested in it animate on their
    /// own terms (UIKit's nested animation context owns them), which it leaves alone.
    var owned: [ObjectIdentifier: Set<LayerProperty>] = [:]
    /// Its duration and delay, seconds: what `modifyAnimations` nested in it animates with.
    var duration = 0.0
    var delay = 0.0
    /// When the animations of `modifyAnimations` blocks nested in it end (infinity when they
    /// repeat for ever): its completion waits for them, as for its own.
    var nestedEnd: Double?
  }

  /// Runs `animations`, then animates what it changed; `completion` gets `finished` (true)
  /// or, for a property animator, the position `.end`.
  ///
  /// UIKit makes each change inside the block its own animation (the layer asks its view for
  /// an action as the property changes), from the value the property had just then; a later
  /// change of the same property replaces the earlier (the same key). So `alpha = 0` then
  /// `alpha = 1` animates from 0 to 1, where the values before and after the block are equal:
  /// the block's changes are noted per view and property (`AnimationBlock.froms`) and the last
  /// change's starting value is the animation's `from`. Position and bounds animate additively,
  /// where the sum of the changes is the same either way.
  ///
  /// In a `UIView.animate` block (`settable`), `UIView.setAnimationRepeatCount(_:)` and
  /// `setAnimationRepeatAutoreverses(_:)` set the block's repeat, as real code does (UIKit's
  /// pre-block animations run their blocks in such a context); a property animator's block
  /// refuses them.
  func animateViews(
    duration: Double, delay: Double, options: ViewOptions, animations: [ClosureObject], completions: [ClosureObject],
    completionArgument: Value = .bool(true), settable: Bool = true, at node: some SyntaxProtocol
  ) throws(RunError) {
    // Nested in another block, UIKit's animation inherits the outer one's duration and curve:
    // its changes join the outer block's (noted as its own), its completions run when the
    // outer block's animations end.
    if let outer = animationBlock, !options.overridesInherited {
      for block in animations { _ = try call(block, [], at: node) }
      for completion in completions { schedule.add(at: outer.end, .closure(completion, arguments: [completionArgument])) }
      return
    }
    let before = views.map(\.layer.model)
    let outer = animationBlock
    animationBlock = AnimationBlock(
      options: settable ? options : nil, end: now + max(0, delay) + max(0, duration), duration: duration, delay: delay)
    do throws(RunError) {
      for block in animations { _ = try call(block, [], at: node) }
    } catch {
      animationBlock = outer
      throw error
    }
    let block = animationBlock ?? AnimationBlock(end: now)
    animationBlock = outer
    // Nested on its own terms: the outer block leaves what this one animates to it.
    if animationBlock != nil {
      for (view, old) in zip(views, before) {
        let changed = Self.viewAnimatedProperties.filter { $0.value(of: old) != $0.value(of: view.layer.model) }
        animationBlock?.owned[ObjectIdentifier(view), default: []].formUnion(changed)
      }
    }
    try animateChanges(
      since: before, duration: duration, delay: delay, options: block.options ?? options, completions: completions,
      completionArgument: completionArgument, froms: block.froms, skipping: block.owned, waitingUntil: block.nestedEnd,
      at: node)
  }

  /// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)`: inside an animation
  /// block, the block's changes repeat `count` times (fractions allowed; 0 plays once), run
  /// back too when `autoreverses`, with the enclosing block's duration, delay and curve; the
  /// enclosing block completes when they end. Apple requires an enclosing block; outside one
  /// the call is refused.
  func modifyAnimations(
    count: Double, autoreverses: Bool, animations: ClosureObject, at node: some SyntaxProtocol
  ) throws(RunError) {
    guard let outer = animationBlock, var options = outer.options else {
      throw error(
        "UIView.modifyAnimations(withRepeatCount:autoreverses:animations:) must be called inside a UIView.animate "
          + "block (Apple requires an enclosing animation block)", at: node)
    }
    options.repeats = count > 0
    options.repeatCount = count > 0 ? count : nil
    options.autoreverses = autoreverses
    options.overridesInherited = true
    try animateViews(
      duration: outer.duration, delay: outer.delay, options: options, animations: [animations], completions: [], at: node)
    let passes = (autoreverses ? 2 : 1) * max(1, count)
    let end = now + max(0, outer.delay) + max(0, outer.duration) * passes
    let waited = animationBlock?.nestedEnd ?? end
    animationBlock?.nestedEnd = max(waited, end)
  }

  /// After a view's property was set inside an animation block: the value each property that
  /// changed had just before (the last change of a property counts).
  func noteBlockChange(of view: ViewObject, since before: Layer) {
    for property in Self.viewAnimatedProperties where !Self.additiveViewProperties.contains(property) {
      let was = property.value(of: before)
      if was != property.value(of: view.layer.model) {
        animationBlock?.froms[ObjectIdentifier(view), default: [:]][property] = was
      }
    }
  }

  /// Says, once, that UIKit does not publish how a duration and a damping ratio become a
  /// spring, with Wobble's stiffness for this one and, below critical damping, the stiffness
  /// of another published reading (Framer's: the envelope down to 0.001 of the distance at
  /// the duration, ω₀ = ln(ζ / (√(1 − ζ²) · 0.001)) / (ζ·d)), so the two can be compared.
  func sayUnpublishedSpring(_ spring: Spring, ratio z: Double, duration d: Double, at node: some SyntaxProtocol) {
    var other = ""
    if z < 1 {
      let omega = log(z / ((1 - z * z).squareRoot() * 0.001)) / (z * d)
      if omega.isFinite, omega > 0 {
        other =
          "; other readings differ: Framer's (its envelope down to 0.001 at the duration) has stiffness \(Self.text(of: (omega * omega * 10).rounded() / 10))"
      }
    }
    warn(
      "UIKit spring reading",
      "UIKit does not publish how it turns a duration and a damping ratio into a spring: Wobble's, for "
        + "\(Self.text(of: d)) s at \(Self.text(of: z)), has mass 1 and stiffness "
        + "\(Self.text(of: (spring.stiffness * 10).rounded() / 10)), the one whose Core Animation rest time is the duration"
        + other, at: node)
  }

  /// Animates what changed in the views' layers since `before` (their models then, in `views`'
  /// order): the block of `UIView.animate`, or what ran between `beginAnimations` and
  /// `commitAnimations`.
  func animateChanges(
    since before: [Layer], duration: Double, delay: Double, options: ViewOptions, completions: [ClosureObject],
    completionArgument: Value = .bool(true), froms: [ObjectIdentifier: [LayerProperty: AnimatableValue]] = [:],
    skipping keyframed: [ObjectIdentifier: Set<LayerProperty>] = [:], waitingUntil nestedEnd: Double? = nil,
    at node: some SyntaxProtocol
  ) throws(RunError) {
    func made(_ property: LayerProperty, _ from: AnimatableValue, _ to: AnimatableValue) -> Animation {
      var a: Animation
      switch options.curve {
      case .spring(let ratio, let velocity):
        if let s = Spring(dampingRatio: ratio, duration: duration, velocity: velocity) {
          sayUnpublishedSpring(s, ratio: ratio, duration: duration, at: node)
          a = Animation.spring(property, s, from: from, to: to, duration: duration)
        } else {
          a = Animation.basic(property, from: from, to: to, duration: duration)
        }
      case .function(let f):
        a = Animation.basic(property, from: from, to: to, duration: duration)
        a.timingFunction = f
      case .untilSettled(let s):
        a = Animation.spring(property, s, from: from, to: to, duration: s.settlingDuration)
      }
      if delay > 0 {
        a.timing.beginTime = now + delay
        a.timing.fillMode = .backwards
      }
      if options.repeats { a.timing.repeatCount = options.repeatCount.map { Float($0) } ?? .infinity }
      a.timing.autoreverses = options.autoreverses
      return a
    }
    // "If you specify a negative value or 0, the changes are made without animating them."
    var animates = duration > 0
    if case .untilSettled = options.curve { animates = true }
    if !viewAnimationsEnabled { animates = false }
    var animated = 0
    for (view, old) in zip(views, before) where animates {
      for property in Self.viewAnimatedProperties where keyframed[ObjectIdentifier(view)]?.contains(property) != true {
        let from = froms[ObjectIdentifier(view)]?[property] ?? property.value(of: old)
        let to = property.value(of: view.layer.model)
        guard from != to else { continue }
        animated += 1
        guard Self.additiveViewProperties.contains(property) else {
          view.layer.model.add(made(property, from, to), forKey: property.rawValue, committedAt: now)
          continue
        }
        // Since iOS 8 UIKit animates a view's position and bounds additively: from the old value
        // less the new to nothing, over the new model value, so that animations begun while
        // others run on the same property blend with them instead of replacing them.
        var a = made(property, from - to, to.scaled(by: 0))
        a.isAdditive = true
        let keys = Set(view.layer.model.animations.compactMap(\.key))
        var key = property.rawValue, n = 1
        while keys.contains(key) {
          n += 1
          key = "\(property.rawValue)-\(n)"
        }
        view.layer.model.add(a, forKey: key, committedAt: now)
      }
    }
    // A block that animates nothing (its changes already made, or none a view animates) has its
    // completion run at once, at the next turn of the run loop, whatever the duration and delay
    // (UIKit waits for the animations it made, and made none).
    guard animated > 0 || nestedEnd != nil else {
      for completion in completions { schedule.add(at: now, .closure(completion, arguments: [completionArgument])) }
      return
    }
    guard !options.repeats || options.repeatCount != nil else { return }
    var length = max(0, duration)
    if case .untilSettled(let s) = options.curve { length = s.settlingDuration }
    var end = animated > 0 ? now + delay + length * (options.autoreverses ? 2 : 1) * (options.repeatCount ?? 1) : now
    // Blocks nested by `modifyAnimations` end later when they repeat: the completion waits.
    if let nestedEnd { end = max(end, nestedEnd) }
    guard end.isFinite else { return }
    for completion in completions { schedule.add(at: end, .closure(completion, arguments: [completionArgument])) }
  }
}

extension Interpreter {
  /// A keyframe added by `UIView.addKeyframe(withRelativeStartTime:relativeDuration:animations:)`
  /// inside `animateKeyframes`: its share of the duration and its block.
  struct ViewKeyframe {
    var start: Double
    var duration: Double
    var block: ClosureObject
  }

  /// `UIView.animateKeyframes`: the block collects keyframes; each then runs in order, and what
  /// it changed on a view is a key of that property at the keyframe's start (the value the
  /// keyframes before it left) and at its end. Per view and property the keys make one
  /// `CAKeyframeAnimation` over the whole duration in the options' calculation mode (linear by
  /// default; `.calculationModeCubic` passes through them smoothly), holding the first value
  /// before the first key and the last after; per view they form one group (`.repeat` and
  /// `.autoreverse` repeat it), paced by the options' curve (ease-in-ease-out by default) over
  /// the whole duration. How UIKit spaces its keys is not documented: these are the keyframes'
  /// own starts and ends.
  func animateKeyframes(
    duration: Double, delay: Double, options: ViewOptions, animations: ClosureObject, completion: ClosureObject?,
    at node: some SyntaxProtocol
  ) throws(RunError) {
    let outer = collectingKeyframes
    collectingKeyframes = []
    defer { collectingKeyframes = outer }
    _ = try call(animations, [], at: node)
    let keyframes = (collectingKeyframes ?? []).sorted { $0.start < $1.start }
    // Per view, its properties' keys (time 0…1 of the duration, value) in the order first changed.
    var tracks: [ObjectIdentifier: [(property: LayerProperty, keys: [(time: Double, value: AnimatableValue)])]] = [:]
    for keyframe in keyframes {
      let before = views.map(\.layer.model)
      _ = try call(keyframe.block, [], at: node)
      let start = min(max(0, keyframe.start), 1), end = min(max(start, keyframe.start + max(0, keyframe.duration)), 1)
      for (view, old) in zip(views, before) {
        for property in Self.viewAnimatedProperties {
          let from = property.value(of: old), to = property.value(of: view.layer.model)
          guard from != to else { continue }
          var list = tracks[ObjectIdentifier(view), default: []]
          let i =
            list.firstIndex { $0.property == property }
            ?? {
              list.append((property, [])); return list.count - 1
            }()
          let last = list[i].keys.last?.time ?? -1
          if start > last { list[i].keys.append((start, from)) }
          list[i].keys.append((max(end, last), to))
          tracks[ObjectIdentifier(view)] = list
        }
      }
    }
    for view in views {
      guard let list = tracks[ObjectIdentifier(view)] else { continue }
      animationBlock?.owned[ObjectIdentifier(view), default: []].formUnion(list.map(\.property))
      let children = list.map { track -> Animation in
        var keys = track.keys
        if let first = keys.first, first.time > 0 { keys.insert((0, first.value), at: 0) }
        if let last = keys.last, last.time < 1 { keys.append((1, last.value)) }
        var a = Animation(
          track.property,
          .keyframe(
            Keyframes(values: keys.map(\.value), keyTimes: keys.map(\.time), calculationMode: options.calculationMode)))
        a.timing.duration = duration
        // UIKit gives each property's keyframe animation the options' curve over the whole
        // duration, ease-in-ease-out unless told (a debugger shows `timingFunction =
        // easeInEaseOut` on them), so the keyframes' own times are eased too.
        if case .function(let curve) = options.curve { a.timingFunction = curve }
        return a
      }
      var group = Animation.group(children, duration: duration)
      if delay > 0 {
        group.timing.beginTime = now + delay
        group.timing.fillMode = .backwards
      }
      if options.repeats { group.timing.repeatCount = .infinity }
      group.timing.autoreverses = options.autoreverses
      view.layer.model.add(group, forKey: "keyframes", committedAt: now)
    }
    guard !options.repeats, let completion else { return }
    let end = now + delay + max(0, duration) * (options.autoreverses ? 2 : 1)
    schedule.add(at: end, .closure(completion, arguments: [.bool(true)]))
  }
}
