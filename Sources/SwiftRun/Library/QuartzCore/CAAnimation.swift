import Foundation
import Animation
import Geometry
import SwiftSyntax

extension Value {
  /// An animation, or the animation of an instance of the file's `CAAnimation` subclass.
  var asAnimation: AnimationObject? {
    switch self {
    case .animation(let a): a
    case .instance(let i): i.backing?.asAnimation
    default: nil
    }
  }
}

extension Library {
  /// `CAAnimation`: the media timing every animation has (`CAMediaTiming`), its curve, its
  /// delegate and the values code tags it with.
  static let caAnimation = SimulatedType("CAAnimation") { t in
    t.options("CAMediaTimingFillMode")
    t.constants(prefixed: "kCAFillMode")
    let animation = t.members { $0.asAnimation }
    // A frame rate the animation asks for (ProMotion): the preview draws every animation at
    // `display.fps`; what each frame shows is the same.
    animation.property(
      "preferredFrameRateRange", takes: "a CAFrameRateRange", sample: { .frameRateRange(preferred: 30) },
      get: { a, run in run.kept(.animation(a), "preferredFrameRateRange") ?? .frameRateRange(preferred: 0) }
    ) { a, new throws(RunError) in
      guard case .frameRateRange = new.value else { throw new.wrong(want: "a CAFrameRateRange") }
      new.run.keep(new.value, .animation(a), "preferredFrameRateRange")
      new.run.warn(
        "animation frame rate", "an animation's preferredFrameRateRange is not taken: the preview draws at display.fps",
        at: new.node)
    }
    animation.property("duration", .number, .seconds, get: { $0.engine.timing.duration }) { a, x, _ in
      a.engine.timing.duration = x
    }
    animation.property("beginTime", .number, .seconds, get: { $0.engine.timing.beginTime }) { a, x, _ in
      a.engine.timing.beginTime = x
    }
    animation.property("speed", .number, .rate, get: { $0.engine.timing.speed }) { a, x, _ in a.engine.timing.speed = x }
    animation.property("timeOffset", .number, .seconds, get: { $0.engine.timing.timeOffset }) { a, x, _ in
      a.engine.timing.timeOffset = x
    }
    animation.property(
      "repeatCount", .number, .count,
      get: { $0.engine.timing.repeatCount == .greatestFiniteMagnitude ? .infinity : Double($0.engine.timing.repeatCount) }
    ) { a, n, _ in
      a.engine.timing.repeatCount = n.isInfinite ? .greatestFiniteMagnitude : Float(n)
    }
    animation.property("repeatDuration", .number, .seconds, get: { $0.engine.timing.repeatDuration }) { a, x, _ in
      a.engine.timing.repeatDuration = x
    }
    animation.property("autoreverses", .bool, get: { $0.engine.timing.autoreverses }) { a, b, _ in
      a.engine.timing.autoreverses = b
    }
    // Before Swift 4.2 a fill mode was a `String`, so another constant of that type compiled
    // (`kCAFilterLinear`): Core Animation fills only for the modes it names, so any other
    // string fills neither way, as `.removed` — said.
    animation.property(
      "fillMode", takes: ".removed, .forwards, .backwards or .both", sample: { .string("forwards") },
      get: { a, _ in .string(a.engine.timing.fillMode.rawValue) }
    ) { a, new throws(RunError) in
      guard case .string(let mode) = new.value else { throw new.wrong(want: ".removed, .forwards, .backwards or .both") }
      if let fill = FillMode(rawValue: mode) {
        a.engine.timing.fillMode = fill
      } else {
        a.engine.timing.fillMode = .removed
        new.run.warn(
          "fill mode " + mode,
          "\"\(mode)\" is no fill mode (a constant of another kind, as Swift 4 allowed): Core Animation fills for "
            + "forwards, backwards and both only, so the animation fills neither way, as .removed", at: new.node)
      }
    }
    animation.property(
      "timingFunction", takes: "a CAMediaTimingFunction", sample: { .timingFunction(TimingFunction(name: .easeIn)) },
      get: { a, _ in a.engine.timingFunction.map(Value.timingFunction) ?? .nil }
    ) { a, new throws(RunError) in
      switch new.value {
      case .timingFunction(let f): a.engine.timingFunction = f
      case .nil: a.engine.timingFunction = nil
      default: throw new.wrong(want: "a CAMediaTimingFunction")
      }
    }
    animation.property("isRemovedOnCompletion", .bool, get: { $0.engine.isRemovedOnCompletion }) { a, b, _ in
      a.engine.isRemovedOnCompletion = b
    }
    animation.property("delegate", takes: "an object", sample: { .string("delegate") }, get: { a, _ in a.delegate ?? .nil }) {
      a, new in a.delegate = new.value
    }
    // Key-value coding, as code tags animations for its delegate.
    animation.method("setValue", "_:forKey") { a, args throws(RunError) in
      try args.run.setValueForKey(.animation(a), try args.string(1), to: try args.value(0), at: args.call)
    }
    // (A key path names the key itself here: an animation's keys have no parts.)
    animation.method("value", "forKey", "forKeyPath") { a, args throws(RunError) in
      try args.run.valueForKey(.animation(a), try args.string(0), at: args.call)
    }
  }

  /// `CAPropertyAnimation`: an animation of one key path.
  static let caPropertyAnimation = SimulatedType("CAPropertyAnimation", superclass: "CAAnimation") { t in
    let animation = t.members { $0.asAnimation }
    animation.property("keyPath", .string, get: { $0.keyPath }) { a, path, _ in a.keyPath = path }
    animation.property("isCumulative", .bool, get: { $0.engine.isCumulative }) { a, b, _ in a.engine.isCumulative = b }
    animation.property("isAdditive", .bool, get: { $0.engine.isAdditive }) { a, b, _ in a.engine.isAdditive = b }
    animation.property(
      "valueFunction", takes: "a CAValueFunction", sample: { .string("rotateZ") },
      get: { a, _ in a.valueFunction.map(Value.string) ?? .nil }
    ) { a, new throws(RunError) in
      switch new.value {
      case .string(let name): a.valueFunction = name
      case .nil: a.valueFunction = nil
      default: throw new.wrong(want: "a CAValueFunction")
      }
    }
  }

  /// `CABasicAnimation`: from, to or by a value.
  static let caBasicAnimation = SimulatedType("CABasicAnimation", superclass: "CAPropertyAnimation") { t in
    t.call("CABasicAnimation", "keyPath", "") { a throws(RunError) in .animation(try a.newAnimation("CABasicAnimation")) }
    let animation = t.members { $0.asAnimation }
    for (name, field) in [
      ("fromValue", \AnimationObject.from), ("toValue", \AnimationObject.to), ("byValue", \AnimationObject.by),
    ] as [(String, ReferenceWritableKeyPath<AnimationObject, Value?>)] {
      nonisolated(unsafe) let field = field
      // `nil` assigned is unset: what `add` and `engineAnimation` count as set agree.
      animation.property(name, takes: "a value", sample: { .number(0.5) }, get: { a, _ in a[keyPath: field] ?? .nil }) { a, new in
        a[keyPath: field] = if case .nil = new.value { nil } else { new.value }
      }
    }
  }

  /// `CASpringAnimation`: a basic animation paced by a damped spring.
  static let caSpringAnimation = SimulatedType("CASpringAnimation", superclass: "CABasicAnimation") { t in
    t.call("CASpringAnimation", "keyPath", "") { a throws(RunError) in
      let animation = try a.newAnimation("CASpringAnimation")
      animation.spring = Spring()
      return .animation(animation)
    }
    t.call("CASpringAnimation", "perceptualDuration:bounce") { a throws(RunError) in
      // iOS 17: the spring of that period and bounce (mass 1); its duration stays the default.
      let (d, b) = (try a.number(0), try a.number(1))
      guard d > 0, d.isFinite else { throw a.error(0, "want seconds above 0") }
      guard b > -1, b <= 1 else { throw a.error(1, "want a number above −1 and at most 1") }
      let animation = AnimationObject(className: "CASpringAnimation", keyPath: "")
      animation.spring = Spring(perceptualDuration: d, bounce: b)
      return .animation(animation)
    }
    let spring = t.members { $0.asAnimation?.spring == nil ? nil : $0.asAnimation }
    // `CASpringAnimation.h`: mass and stiffness "must be greater than 0", damping "greater than or
    // equal to 0". Given one outside, Core Animation logs "mass must be greater than 0" and keeps
    // the default (observed and reported, blog.csdn.net/wkffantasy/article/details/50209735), as
    // Wobble does, saying so.
    let defaults = Spring()
    @Sendable func checked(_ name: String, _ x: Double, _ new: Assignment, allowsZero: Bool, default value: Double) -> Double {
      guard x.isNaN || (allowsZero ? x < 0 : x <= 0) else { return x }
      new.run.warn(
        "spring " + name,
        "CASpringAnimation's \(name) must be greater than \(allowsZero ? "or equal to " : "")0: Core Animation keeps its "
          + "default, \(String(format: "%g", value)), and so does Wobble", at: new.node)
      return value
    }
    spring.property("mass", .number, .mass, get: { $0.spring?.mass }) { a, x, new in
      a.spring?.mass = checked("mass", x, new, allowsZero: false, default: defaults.mass)
    }
    spring.property("stiffness", .number, .stiffness, get: { $0.spring?.stiffness }) { a, x, new in
      a.spring?.stiffness = checked("stiffness", x, new, allowsZero: false, default: defaults.stiffness)
    }
    spring.property("damping", .number, .damping, get: { $0.spring?.damping }) { a, x, new in
      a.spring?.damping = checked("damping", x, new, allowsZero: true, default: defaults.damping)
    }
    spring.property("initialVelocity", .number, get: { $0.spring?.initialVelocity }) { a, x, _ in a.spring?.initialVelocity = x }
    spring.property("settlingDuration", .number, get: { $0.spring?.settlingDuration })
    spring.property("perceptualDuration", .number, get: { $0.spring?.perceptualDuration })
    spring.property("bounce", .number, get: { $0.spring?.bounce })
  }

  /// `CAKeyframeAnimation`: values at key times, or along a path, each segment paced by its
  /// calculation mode and timing function.
  static let caKeyframeAnimation = SimulatedType("CAKeyframeAnimation", superclass: "CAPropertyAnimation") { t in
    t.call("CAKeyframeAnimation", "keyPath", "") { a throws(RunError) in
      let animation = try a.newAnimation("CAKeyframeAnimation")
      animation.values = []
      return .animation(animation)
    }
    t.options("CAAnimationCalculationMode", "CAAnimationRotationMode")
    t.constants(prefixed: "kCAAnimation")
    let keyframes = t.members { $0.asAnimation }
    keyframes.property(
      "values", takes: "an array", sample: { .array([.number(0), .number(1)]) },
      get: { a, _ in a.values.map(Value.array) ?? .nil }
    ) { a, new throws(RunError) in
      guard case .array(let items) = new.value else { throw new.wrong(want: "an array") }
      a.values = items
    }
    keyframes.property(
      "keyTimes", takes: "an array of numbers", sample: { .array([.number(0), .number(1)]) },
      get: { a, _ in a.keyTimes.map { .array($0.map(Value.number)) } ?? .nil }
    ) { a, new throws(RunError) in
      a.keyTimes = try new.numbers()
    }
    keyframes.property(
      "path", takes: "a path", sample: { .path(PathObject(BezierPath(ovalIn: Rect(x: 0, y: 0, width: 4, height: 4)))) },
      get: { a, _ in a.path.map { .path(PathObject($0)) } ?? .nil }
    ) { a, new throws(RunError) in
      switch new.value {
      case .path(let p): a.path = p.path
      case .nil: a.path = nil
      default: throw new.wrong(want: "a path")
      }
    }
    keyframes.property(
      "calculationMode", .option(["linear", "discrete", "paced", "cubic", "cubicPaced"]), get: { $0.calculationMode.rawValue }
    ) { a, mode, _ in a.calculationMode = Keyframes.CalculationMode(rawValue: mode)! }
    keyframes.property(
      "rotationMode", takes: ".rotateAuto, .rotateAutoReverse or nil", sample: { .string("rotateAuto") },
      get: { a, _ in a.rotationMode.map { $0 == .auto ? .string("rotateAuto") : .string("rotateAutoReverse") } ?? .nil }
    ) { a, new throws(RunError) in
      switch new.value {
      case .nil: a.rotationMode = nil
      case .string("rotateAuto"): a.rotationMode = .auto
      case .string("rotateAutoReverse"): a.rotationMode = .autoReverse
      default: throw new.wrong(want: ".rotateAuto, .rotateAutoReverse or nil")
      }
    }
    keyframes.property(
      "timingFunctions", takes: "an array of CAMediaTimingFunctions",
      sample: { .array([.timingFunction(TimingFunction(name: .easeIn))]) },
      get: { a, _ in a.timingFunctions.map { .array($0.map(Value.timingFunction)) } ?? .nil }
    ) { a, new throws(RunError) in
      guard case .array(let items) = new.value else { throw new.wrong(want: "an array of CAMediaTimingFunctions") }
      var functions: [TimingFunction] = []
      for item in items {
        guard case .timingFunction(let f) = item else { throw new.error("takes CAMediaTimingFunctions, not \(item.kind)") }
        functions.append(f)
      }
      a.timingFunctions = functions
    }
  }

  /// `CAAnimationGroup`: animations run together on one layer, over the group's time.
  static let caAnimationGroup = SimulatedType("CAAnimationGroup", superclass: "CAAnimation") { t in
    t.call("CAAnimationGroup", "") { _ in
      let group = AnimationObject(className: "CAAnimationGroup", keyPath: "")
      group.animations = []
      return .animation(group)
    }
    let group = t.members { $0.asAnimation }
    group.property(
      "animations", takes: "an array of animations",
      sample: { .array([.animation(AnimationObject(className: "CABasicAnimation", keyPath: "opacity"))]) },
      get: { g, _ in g.animations.map { .array($0.map(Value.animation)) } ?? .nil }
    ) { g, new throws(RunError) in
      guard case .array(let items) = new.value else { throw new.wrong(want: "an array of animations") }
      var children: [AnimationObject] = []
      for item in items {
        guard let child = item.asAnimation else { throw new.wrong(want: "an array of animations") }
        children.append(child)
      }
      g.animations = children
      // The group holds its members: a subclass's instance answers its overrides when added.
      g.memberInstances = items.compactMap { if case .instance(let i) = $0 { i } else { nil } }
    }
  }

  /// `CATransition`: the layer's picture goes from how it was to how it is (fade, push, move
  /// in, reveal).
  static let caTransition = SimulatedType("CATransition", superclass: "CAAnimation") { t in
    t.call("CATransition", "") { _ in .animation(AnimationObject(className: "CATransition", keyPath: "")) }
    t.options("CATransitionType", "CATransitionSubtype")
    t.constants(prefixed: "kCATransition")
    let transition = t.members { $0.asAnimation }
    // `CATransitionType(rawValue: "cube")`: a type by its name, documented or not.
    for name in ["CATransitionType", "CATransitionSubtype"] {
      t.call(name, "rawValue") { a throws(RunError) in .string(try a.string(0)) }
    }
    transition.property(
      "type", takes: ".fade, .push, .moveIn or .reveal", sample: { .string("push") },
      get: { a, _ in .string(a.transitionType.rawValue) }
    ) { a, new throws(RunError) in
      guard case .string(let name) = new.value else { throw new.wrong(want: ".fade, .push, .moveIn or .reveal") }
      if let kind = Transition.Kind(rawValue: name) {
        a.transitionType = kind
        return
      }
      // Private types ("cube", "oglFlip", "rippleEffect", "suckEffect", "pageCurl") draw in 3D
      // or distort; nothing documents them.
      a.transitionType = .fade
      new.run.warn(
        "transition type " + name,
        "the transition type \"\(name)\" is not one Core Animation documents (fade, push, moveIn, reveal): drawn as "
          + "a fade", at: new.node)
    }
    transition.property(
      "subtype", takes: ".fromLeft, .fromRight, .fromTop or .fromBottom", sample: { .string("fromTop") },
      get: { a, _ in .string(a.transitionSide.rawValue) }
    ) { a, new throws(RunError) in
      switch new.value {
      case .nil: a.transitionSide = .fromLeft
      case .string(let text) where Transition.Side(rawValue: text) != nil: a.transitionSide = Transition.Side(rawValue: text)!
      default: throw new.wrong(want: ".fromLeft, .fromRight, .fromTop or .fromBottom")
      }
    }
  }
}

extension Arguments {
  /// A property animation of the class called, its key path argument 0 if written.
  func newAnimation(_ className: String) throws(RunError) -> AnimationObject {
    AnimationObject(className: className, keyPath: signature == "keyPath" ? try string(0) : "")
  }
}

extension Assignment {
  /// An array of numbers.
  func numbers() throws(RunError) -> [Double] {
    guard case .array(let items) = value else { throw wrong(want: "an array of numbers") }
    var numbers: [Double] = []
    for item in items {
      guard case .number(let x) = item else { throw wrong(want: "an array of numbers") }
      numbers.append(x)
    }
    return numbers
  }
}

extension AnimationObject {
  /// The engine's animation for this configured animation (a copy, as `add` makes one): its
  /// timing, curve and flags as configured, its key path and values read now.
  /// `standIn` is the key path a layer subclass's own property is evaluated through (its
  /// values are numbers, like opacity's).
  /// `children`, for a group, are its children already made (an emitter's part of them).
  func engineAnimation(
    _ run: Interpreter, at node: some SyntaxProtocol, standIn: LayerProperty? = nil, children made: [Animation]? = nil
  ) throws(RunError) -> Animation {
    var keyPath = self.keyPath
    if let function = valueFunction {
      guard keyPath == "transform", let component = CAValueFunctionKeyPaths.byName[function] else {
        throw run.error(
          keyPath == "transform"
            ? "the value function .\(function) (its values vectors) is not simulated by Wobble yet"
            : "a value function makes transforms: it animates transform, not \(keyPath)", at: node)
      }
      keyPath = component
    }
    guard let property = standIn ?? (animations != nil ? .opacity : LayerProperty(keyPath: keyPath)) else {
      throw run.error("the key path \(keyPath) is not animated by Wobble yet", at: node)
    }
    // What the key path takes: a value of another kind (a CATransform3D for
    // `transform.scale`) is refused rather than left to do nothing.
    let model = property.value(of: Layer(name: "", bounds: Rect(x: 0, y: 0, width: 1, height: 1), position: Point(0, 0)))
    func animatable(_ v: Value?) throws(RunError) -> AnimatableValue? {
      guard let value = try anyAnimatable(v) else { return nil }
      if animations == nil, let want = model.kindName, let got = value.kindName, want != got {
        // Apple does not document what Core Animation makes of a value of another kind (a
        // CATransform3D for `transform.scale`): refused, with the spelling that is documented.
        let advice =
          keyPath.hasPrefix("transform.") && got == "a CATransform3D" ? " (a transform animates the key path \"transform\")" : ""
        throw run.error("\(keyPath) takes \(want), not \(got)\(advice)", at: node)
      }
      return value
    }
    func anyAnimatable(_ v: Value?) throws(RunError) -> AnimatableValue? {
      switch v {
      case nil, .nil?: return nil
      case .number(let x)?: return .scalar(x)
      case .point(let p)?: return .point(p)
      case .size(let w, let h)?: return .point(Point(w, h))
      case .rect(let r)?: return .rect(r)
      case .color(let c)?: return .color(c)
      case .transform(let t)?: return .transform(t)
      case .path(let p)?: return .path(p.path)
      // An image as `contents`: a CGImage draws; a UIImage draws nothing, as on iOS.
      case .image(let image)?: return .content(image.isCGImage ? image.content() : .none)
      case .array(let items)?:
        var list: [AnimatableValue] = []
        for item in items { if let v = try anyAnimatable(item) { list.append(v) } }
        return .list(list)
      case let other?: throw run.error("\(other.kind) cannot be animated", at: node)
      }
    }
    // With fromValue and toValue set, byValue is never read (`add` says so): one of another
    // kind (a number for `position`) does no harm on iOS and is not refused.
    func usedBy() throws(RunError) -> AnimatableValue? { from != nil && to != nil ? nil : try animatable(by) }
    var animation = engine
    animation.keyPath = property
    if let made {
      animation.kind = .group(made)
    } else if let children = animations {
      var converted: [Animation] = []
      for child in children { converted.append(try child.engineAnimation(run, at: node)) }
      animation.kind = .group(converted)
    } else if let spring {
      animation.kind = .spring(spring, from: try animatable(from), to: try animatable(to), by: try usedBy())
    } else if let values {
      var frames: [AnimatableValue] = []
      for v in values { if let f = try animatable(v) { frames.append(f) } }
      var keyframes = Keyframes(
        values: frames, keyTimes: keyTimes, timingFunctions: timingFunctions, calculationMode: calculationMode)
      keyframes.path = path
      keyframes.rotationMode = rotationMode
      animation.kind = .keyframe(keyframes)
    } else {
      animation.kind = .basic(from: try animatable(from), to: try animatable(to), by: try usedBy())
    }
    warnOfBlendedContents(animation.kind, property, run, at: node)
    warnOfUnlikePaths(animation.kind, run, at: node)
    warnOfUnlikeLists(animation.kind, run, at: node)
    warnOfIrregularKeyTimes(animation.kind, run, at: node)
    return animation
  }

  /// Key times Apple leaves undefined, said once with what Wobble does: in linear and cubic
  /// modes "the first value in the array must be 0.0 and the last value must be 1.0" (and each
  /// at least the one before); a count other than the values' (n + 1 for discrete).
  private func warnOfIrregularKeyTimes(_ kind: Animation.Kind, _ run: Interpreter, at node: some SyntaxProtocol) {
    guard case .keyframe(let frames) = kind, let times = frames.keyTimes, frames.path == nil else { return }
    let n = frames.values.count
    switch frames.calculationMode {
    case .paced, .cubicPaced: return
    case .discrete:
      guard times.count != n + 1, times.count != n else { return }
    case .linear, .cubic:
      if times.count == n {
        let ordered = zip(times, times.dropFirst()).allSatisfy { $0 <= $1 }
        guard times.first != 0 || times.last != 1 || !ordered else { return }
        run.warn(
          "irregular keyTimes",
          "\(keyPath)'s keyTimes [\(times.map { String(format: "%g", $0) }.joined(separator: ", "))] do not run from 0 to 1 in order, as Apple "
            + "requires: Wobble holds the first value before its time and the last after it", at: node)
        return
      }
    }
    run.warn(
      "irregular keyTimes",
      "\(keyPath) has \(times.count) keyTimes for \(n) values: Apple's timing is then undefined; Wobble spaces the "
        + "values evenly", at: node)
  }

  /// `contents` blended from one image to another (a basic animation, or key frames not
  /// `discrete`): Core Animation cross-dissolves them; Wobble shows one, then the other from
  /// halfway, and says so once. Discrete key frames (a flip-book) are exact.
  private func warnOfBlendedContents(
    _ kind: Animation.Kind, _ property: LayerProperty, _ run: Interpreter, at node: some SyntaxProtocol
  ) {
    guard property == .contents else { return }
    if case .keyframe(let frames) = kind, frames.calculationMode == .discrete { return }
    run.warn(
      "contents blend",
      "contents animates from one image to the next as a cross-dissolve on iOS: Wobble shows one image, then the "
        + "next from halfway", at: node)
  }

  /// Lists of unequal length (`colors` from two to three, `locations`): Apple does not say how
  /// Core Animation interpolates them; said once, with what Wobble shows (the one list, then
  /// the other from halfway).
  private func warnOfUnlikeLists(_ kind: Animation.Kind, _ run: Interpreter, at node: some SyntaxProtocol) {
    var counts: [Int] = []
    switch kind {
    case .basic(let from, let to, let by), .spring(_, let from, let to, let by):
      for case .list(let l)? in [from, to, by] { counts.append(l.count) }
    case .keyframe(let frames):
      for case .list(let l) in frames.values { counts.append(l.count) }
    default: break
    }
    guard let first = counts.first, let other = counts.first(where: { $0 != first }) else { return }
    run.warn(
      "unlike lists",
      "\(keyPath) animates between lists of \(first) and \(other) values: how Core Animation interpolates lists of "
        + "unequal length is not documented; Wobble shows the one, then the other from halfway", at: node)
  }

  /// Apple leaves a path animation between paths of different elements undefined ("the
  /// results are undefined"): said once, with what Wobble shows (the one path, then the
  /// other from halfway).
  private func warnOfUnlikePaths(_ kind: Animation.Kind, _ run: Interpreter, at node: some SyntaxProtocol) {
    var paths: [BezierPath] = []
    switch kind {
    case .basic(let from, let to, _), .spring(_, let from, let to, _):
      for case .path(let p)? in [from, to] { paths.append(p) }
    case .keyframe(let frames):
      for case .path(let p) in frames.values { paths.append(p) }
    default: break
    }
    guard let first = paths.first, paths.dropFirst().contains(where: { !$0.hasSameStructure(as: first) }) else { return }
    run.warn(
      "unlike paths",
      "\(keyPath) animates between paths of different elements: Apple leaves the frames between them undefined; "
        + "Wobble shows one path, then the other from halfway", at: node)
  }
}

extension AnimatableValue {
  /// The kind a key path takes, for messages: a number, a point, a transform, a colour… (a
  /// value of another kind is refused: `backgroundColor` from an array of colours does not
  /// animate on iOS either).
  var kindName: String? {
    switch self {
    case .scalar: "a number"
    case .point: "a CGPoint or CGSize"
    case .transform: "a CATransform3D"
    case .rect: "a CGRect"
    case .color: "a CGColor"
    case .path: "a CGPath"
    case .list: "an array"
    case .content: "a CGImage"
    }
  }
}

extension Interpreter {
  /// Core Animation reads an animation through its accessors when it is added, so a subclass's
  /// computed override (`override var values: [Any]? { get … }`, a bounce computed from its
  /// `duration`) answers then: each one the file's class declares is read into the SDK object,
  /// for `object` and the animations of a group, at any depth.
  func readOverrides(of object: AnimationObject, at node: Syntax) throws(RunError) {
    if let instance = object.subclassInstance {
      for type in instance.chain {
        for (binding, declaration) in type.properties(static: false)
        where declaration.modifiers.contains(where: { $0.name.text == "override" }) {
          guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text,
            instance.property(name) == binding, let value = try computed(name, of: instance)
          else { continue }
          try setMember(.animation(object), name, to: value, at: node)
        }
      }
    }
    for child in object.animations ?? [] { try readOverrides(of: child, at: node) }
  }
}
