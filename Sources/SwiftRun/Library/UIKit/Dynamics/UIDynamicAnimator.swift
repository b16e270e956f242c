import Foundation
import Geometry
import SwiftSyntax

/// A `UIDynamicAnimator` or one of its behaviors: what each kind keeps, in one object (a
/// behavior knows the animators it is in, to wake them when it changes).
final class DynamicsObject {
  enum Kind: String { case animator, gravity, collision, itemBehavior, push, attachment, composite, field }
  let kind: Kind
  var items: [ViewObject] = []
  /// Called after every step the behavior takes part in (`action`).
  var action: ClosureObject?

  // An animator's.
  var referenceView: ViewObject?
  var behaviors: [DynamicsObject] = []
  var velocities: [ObjectIdentifier: Point] = [:]
  /// Radians per second, and the angle each item has turned to (its transform's rotation).
  var angularVelocities: [ObjectIdentifier: Double] = [:]
  var angles: [ObjectIdentifier: Double] = [:]
  /// Angular velocity given to items before the behavior is in an animator, given to it when added.
  var pendingAngularVelocity: [ObjectIdentifier: Double] = [:]
  /// Whether a display frame is scheduled for it; it stops once everything rests.
  var ticking = false
  /// Time of the last physics step, seconds of the run.
  var steppedTo = 0.0
  var restingSteps = 0
  /// Held only by a local of the function that made it: gone when that returns.
  var released = false

  // A behavior's.
  var animators: [DynamicsObject] = []
  /// A composite's (`UIDynamicBehavior()`): the behaviors it holds, each in its animators too.
  var children: [DynamicsObject] = []
  /// A field's (`UIFieldBehavior.field { … }`): the block that gives the force on an item, and
  /// the multiplier it is scaled by (`strength`, 1 by default).
  var evaluation: ClosureObject?
  var strength = 1.0
  /// Gravity: 1000 points/s² per unit of `magnitude`, along `angle` (radians from +x towards
  /// +y; down by default). UIKit keeps the two apart, so an angle set at magnitude 0 stays.
  var angle = Double.pi / 2
  var magnitude = 1.0
  /// Collision.
  var boundsAreBoundary = false
  var boundsInsets = (top: 0.0, left: 0.0, bottom: 0.0, right: 0.0)
  var boundaries: [(id: String, a: Point, b: Point)] = []
  var collisionMode = "everything"
  /// Item properties; `charge` is kept and changes nothing.
  var elasticity = 0.0, friction = 0.0, density = 1.0, resistance = 0.0
  var isAnchored = false
  var allowsRotation = true, angularResistance = 0.0, charge = 0.0
  /// Attachment: its item's centre held at `length` points from `anchor` (the reference view's
  /// coordinates), rigidly when `frequency` is 0, else by a spring of that frequency (Hz) and
  /// damping ratio.
  var anchor = Point(0, 0)
  /// Attachment: where on the item it holds, from the item's centre in the item's own axes
  /// (`offsetFromCenter`; it turns with the item).
  var offset = Point(0, 0)
  /// An attachment between two items: where on the second it holds, as `offset` is on the first.
  var otherOffset = Point(0, 0)
  var length = 0.0
  var frequency = 0.0
  var damping = 0.0
  /// A collision behavior's delegate, kept; it is not told of contacts.
  var delegate: Value = .nil
  /// Push: a force of `magnitude` UIKit newtons along `angle` (a push starts at 0 along +x),
  /// continuous or instantaneous, active or not; an instantaneous push acts once each time it
  /// is activated or changed.
  var pushIsContinuous = true
  var pushActive = true
  var pushPending = true

  init(_ kind: Kind) {
    self.kind = kind
    if kind == .push { (angle, magnitude, vector) = (0, 0, Point(0, 0)) }
  }

  /// The vector `magnitude` along `angle`: gravity in units of 1000 points/s², a push in
  /// UIKit newtons. Each of the three is kept as set and the others follow it.
  private(set) var vector = Point(0, 1)

  func setVector(_ v: Point) {
    vector = v
    magnitude = (v.x * v.x + v.y * v.y).squareRoot()
    if magnitude > 0 { angle = atan2(v.y, v.x) }
  }

  func setMagnitude(_ m: Double) {
    magnitude = m
    vector = Point(m * cos(angle), m * sin(angle))
  }

  func setAngle(_ a: Double) {
    angle = a
    vector = Point(magnitude * cos(a), magnitude * sin(a))
  }

  /// An animator's behaviors with each composite's children in its place, depth first.
  var flatBehaviors: [DynamicsObject] {
    behaviors.flatMap { b in b.kind == .composite ? [b] + b.descendants : [b] }
  }

  /// A composite's children and theirs.
  var descendants: [DynamicsObject] { children.flatMap { [$0] + $0.descendants } }
}

extension Value {
  var asDynamics: DynamicsObject? { if case .dynamics(let d) = self { d } else { nil } }
}

extension Library {
  /// `UIDynamicAnimator(referenceView:)`: steps its behaviors' items in the reference view's
  /// coordinates on every display frame until they rest (`DynamicsWorld`); `UIDynamicAnimator()`
  /// has no reference view and moves none.
  static let uiDynamicAnimator = SimulatedType("UIDynamicAnimator") { t in
    t.call("UIDynamicAnimator", "referenceView") { a throws(RunError) in
      let given = try a.value(0)
      guard let view = given.asView else { throw a.wrong(0, got: given, want: "a UIView") }
      let animator = DynamicsObject(.animator)
      animator.referenceView = view
      animator.steppedTo = a.run.now
      if let holder = Interpreter.localOnlyHolder(of: a.call) {
        animator.released = true
        a.run.warn(
          "released animator",
          "this UIDynamicAnimator is held only by \(holder.name), a local of \(holder.function), so it is released "
            + "when \(holder.function) returns and moves nothing, as on iOS (a property keeps it)", at: a.call)
      }
      return .dynamics(animator)
    }
    // `UIDynamicAnimator()` (a property's placeholder until `init(referenceView:)` replaces it):
    // an animator with no reference view, which moves no views.
    t.call("UIDynamicAnimator", "") { a in
      let animator = DynamicsObject(.animator)
      animator.steppedTo = a.run.now
      return .dynamics(animator)
    }
    let animator = t.members { $0.asDynamics.flatMap { $0.kind == .animator ? $0 : nil } }
    animator.method("addBehavior", "_") { d, a throws(RunError) in
      let given = try a.value(0)
      guard let behavior = given.asDynamics, behavior.kind != .animator else {
        throw a.wrong(0, got: given, want: "a UIDynamicBehavior (gravity, collision, item, push)")
      }
      if d.referenceView == nil {
        a.run.warn(
          "animator without reference view",
          "this UIDynamicAnimator was made without a reference view: it moves no views (UIKit animates views in "
            + "init(referenceView:)'s)", at: a.call)
      }
      guard !d.behaviors.contains(where: { $0 === behavior }) else { return .void }
      d.behaviors.append(behavior)
      for b in [behavior] + behavior.descendants { join(b, d) }
      a.run.wake(d)
      return .void
    }
    animator.method("removeBehavior", "_") { d, a throws(RunError) in
      guard let behavior = try a.value(0).asDynamics else { return .void }
      d.behaviors.removeAll { $0 === behavior }
      for b in [behavior] + behavior.descendants { b.animators.removeAll { $0 === d } }
      return .void
    }
    animator.method("removeAllBehaviors", "") { d, _ in
      for b in d.flatBehaviors { b.animators.removeAll { $0 === d } }
      d.behaviors.removeAll()
      return .void
    }
    animator.property("behaviors", takes: "behaviors", get: { d, _ in .array(d.behaviors.map(Value.dynamics)) })
    animator.property("isRunning", .bool, get: { $0.ticking })
    animator.property("referenceView", takes: "a UIView", get: { d, _ in d.referenceView.map(Value.view) ?? .nil })
    // Items moved by code are read again at every step: there is nothing to update.
    animator.method("updateItem", "usingCurrentState") { _, _ in .void }
    // `setValue(true, forKey: "debugEnabled")`: a private key that has UIKit outline the bodies
    // and their boundaries in Apple's debug colours; the motion is the same without it.
    animator.method("setValue", "_:forKey") { _, a throws(RunError) in
      guard case .string("debugEnabled") = try a.value(1) else {
        throw a.error(1, "only the private key \"debugEnabled\" is simulated for a UIDynamicAnimator")
      }
      a.run.warn(
        "dynamics debugEnabled",
        "UIDynamicAnimator's private debugEnabled key outlines the bodies in Apple's debug colours: not drawn, "
          + "the motion is the same", at: a.call)
      return .void
    }
    t.ignore("delegate")
  }

  /// `behavior` now in `animator` (added, or its composite added): an angular velocity given
  /// before reaches the animator; an instantaneous push acts once more.
  static func join(_ behavior: DynamicsObject, _ animator: DynamicsObject) {
    guard !behavior.animators.contains(where: { $0 === animator }) else { return }
    behavior.animators.append(animator)
    for (key, w) in behavior.pendingAngularVelocity { animator.angularVelocities[key, default: 0] += w }
    if behavior.kind == .push { behavior.pushPending = true }
  }

  /// `UIDynamicBehavior()`: a composite that holds other behaviors (`addChildBehavior(_:)`),
  /// which act in whatever animator it is in, added before it or after.
  static let uiDynamicBehavior = SimulatedType("UIDynamicBehavior") { t in
    t.call("UIDynamicBehavior", "") { _ in .dynamics(DynamicsObject(.composite)) }
    let b = behaviorMembers(t, .composite)
    b.method("addChildBehavior", "_") { d, a throws(RunError) in
      let given = try a.value(0)
      guard let child = given.asDynamics, child.kind != .animator, child !== d, !child.descendants.contains(where: { $0 === d })
      else { throw a.wrong(0, got: given, want: "a UIDynamicBehavior other than this one and its parents") }
      guard !d.children.contains(where: { $0 === child }) else { return .void }
      d.children.append(child)
      for animator in d.animators {
        for c in [child] + child.descendants { join(c, animator) }
        a.run.wake(animator)
      }
      return .void
    }
    b.method("removeChildBehavior", "_") { d, a throws(RunError) in
      guard let child = try a.value(0).asDynamics else { return .void }
      d.children.removeAll { $0 === child }
      for c in [child] + child.descendants { c.animators.removeAll { animator in d.animators.contains { $0 === animator } } }
      return .void
    }
    b.property("childBehaviors", takes: "behaviors", get: { d, _ in .array(d.children.map(Value.dynamics)) })
  }

  /// `UIFieldBehavior.field { field, position, velocity, mass, charge, deltaTime in … }`: a
  /// force the block gives each item, evaluated once a display frame at the item's centre
  /// (the reference view's coordinates), velocity (points/s), mass and charge, scaled by
  /// `strength`, and taken in UIKit newtons as a push's (100 points/s² on a 100 × 100-point item of
  /// density 1 per unit) — how UIKit scales a field's force is not documented. Its `region` is
  /// everywhere (UIKit's default). The built-in fields (`linearGravityField(direction:)`,
  /// `radialGravityField(position:)`, `dragField()` …) are not simulated.
  static let uiFieldBehavior = SimulatedType("UIFieldBehavior") { t in
    t.call("UIFieldBehavior.field", "evaluationBlock", "trailing") { a throws(RunError) in
      let field = DynamicsObject(.field)
      field.evaluation = try a.closure(0)
      a.run.warn(
        "field units",
        "a field's force is taken as a push's, in UIKit newtons (100 points/s² on a 100 × 100 item of density 1 "
          + "per unit), evaluated once a display frame: how UIKit scales a field's force is not documented", at: a.call)
      return .dynamics(field)
    }
    let b = behaviorMembers(t, .field)
    b.property("strength", .number, get: { $0.strength }) { d, x, new in
      d.strength = x
      for animator in d.animators { new.run.wake(animator) }
    }
  }

  /// What every behavior has: its items, added and removed, and the `action` run after each
  /// step.
  static func behaviorMembers(_ t: SimulatedType, _ kind: DynamicsObject.Kind) -> Members<DynamicsObject> {
    let b = t.members { $0.asDynamics.flatMap { $0.kind == kind ? $0 : nil } }
    b.property("items", takes: "items", get: { d, _ in .array(d.items.map(Value.view)) })
    b.method("addItem", "_") { d, a throws(RunError) in
      let given = try a.value(0)
      guard let view = given.asView else { throw a.wrong(0, got: given, want: "a UIView") }
      if !d.items.contains(where: { $0 === view }) { d.items.append(view) }
      for animator in d.animators { a.run.wake(animator) }
      return .void
    }
    b.method("removeItem", "_") { d, a throws(RunError) in
      guard let view = try a.value(0).asView else { return .void }
      d.items.removeAll { $0 === view }
      return .void
    }
    b.property(
      "action", takes: "a closure",
      sample: {
        .closure(
          ClosureObject(syntax: ClosureExprSyntax(statements: []), captured: [[:]], me: nil, definingFrame: -1, definingBase: 0))
      },
      get: { d, _ in d.action.map(Value.closure) ?? .nil }
    ) { d, new throws(RunError) in
      switch new.value {
      case .closure(let c): d.action = c
      case .nil: d.action = nil
      default: throw new.wrong(want: "a closure")
      }
    }
    b.property("dynamicAnimator", takes: "a UIDynamicAnimator", get: { d, _ in d.animators.first.map(Value.dynamics) ?? .nil })
    return b
  }

  /// The items an initialiser's first argument lists (`items: [square]`).
  static func dynamicItems(_ a: Arguments, _ i: Int) throws(RunError) -> [ViewObject] {
    let given = try a.value(i)
    guard case .array(let values) = given else { throw a.wrong(i, got: given, want: "an array of views") }
    var views: [ViewObject] = []
    for v in values {
      guard let view = v.asView else { throw a.error(i, "items must be views, not \(v.kind)") }
      views.append(view)
    }
    return views
  }

  /// `UIGravityBehavior`: its items fall at 1000 points/s² times `magnitude` along
  /// `gravityDirection` (`(0, 1)`, down, by default; the vector's length is the magnitude).
  static let uiGravityBehavior = SimulatedType("UIGravityBehavior") { t in
    t.call("UIGravityBehavior", "items", "") { a throws(RunError) in
      let d = DynamicsObject(.gravity)
      if a.count > 0 { d.items = try dynamicItems(a, 0) }
      return .dynamics(d)
    }
    let b = behaviorMembers(t, .gravity)
    vectorMembers(b, "gravityDirection")
  }

  /// `gravityDirection`/`pushDirection`, `magnitude`, `angle` and `setAngle(_:magnitude:)`:
  /// one vector set whole or by its length and direction.
  static func vectorMembers(_ b: Members<DynamicsObject>, _ name: String) {
    b.property(name, .point, get: { $0.vector }) { d, v, _ in
      d.setVector(v)
      d.pushPending = true
    }
    b.property("magnitude", .number, get: { $0.magnitude }) { d, m, _ in
      d.setMagnitude(m)
      d.pushPending = true
    }
    b.property("angle", .number, .angle, get: { $0.angle }) { d, angle, _ in
      d.setAngle(angle)
      d.pushPending = true
    }
    b.method("setAngle", "_:magnitude") { d, a throws(RunError) in
      d.setAngle(try a.number(0))
      d.setMagnitude(try a.number(1))
      d.pushPending = true
      return .void
    }
  }

  /// `UICollisionBehavior`: its items stop at the reference view's edges (inset) when
  /// `translatesReferenceBoundsIntoBoundary`, at the segments added as boundaries, and against
  /// one another (`collisionMode`).
  static let uiCollisionBehavior = SimulatedType("UICollisionBehavior") { t in
    t.call("UICollisionBehavior", "items", "") { a throws(RunError) in
      let d = DynamicsObject(.collision)
      if a.count > 0 { d.items = try dynamicItems(a, 0) }
      return .dynamics(d)
    }
    t.options("UICollisionBehavior.Mode")
    let b = behaviorMembers(t, .collision)
    b.property("translatesReferenceBoundsIntoBoundary", .bool, get: { $0.boundsAreBoundary }) { d, on, _ in
      d.boundsAreBoundary = on
      d.boundsInsets = (0, 0, 0, 0)
    }
    b.method("setTranslatesReferenceBoundsIntoBoundary", "with") { d, a throws(RunError) in
      d.boundsAreBoundary = true
      d.boundsInsets = try a.edgeInsets(0)
      return .void
    }
    b.method("addBoundary", "withIdentifier:from:to") { d, a throws(RunError) in
      let id = try a.value(0)
      d.boundaries.append((id: "\(id.asString ?? id.kind)", a: try a.point(1), b: try a.point(2)))
      return .void
    }
    b.method("removeBoundary", "withIdentifier") { d, a throws(RunError) in
      let id = try a.value(0)
      d.boundaries.removeAll { $0.id == "\(id.asString ?? id.kind)" }
      return .void
    }
    b.method("removeAllBoundaries", "") { d, _ in
      d.boundaries.removeAll()
      return .void
    }
    b.property("collisionMode", .option(["items", "boundaries", "everything"]), get: { $0.collisionMode }) { d, mode, _ in
      d.collisionMode = mode
    }
    // Its callbacks report contacts; nothing drawn depends on them unless the file acts on them,
    // so only a delegate with a `collisionBehavior(…)` method is warned of.
    b.property("collisionDelegate", takes: "a delegate", sample: { .nil }, get: { d, _ in d.delegate }) { d, new in
      d.delegate = new.value
      if case .instance(let delegate) = new.value,
        !delegate.chain.contains(where: { !$0.methods(named: "collisionBehavior").isEmpty })
      {
        return
      }
      new.run.warn(
        "collision delegate", "a collision behavior's delegate is not told of contacts by Wobble yet", at: new.node)
    }
  }

  /// `UIDynamicItemBehavior`: its items' elasticity, friction, density, resistance, anchoring,
  /// and velocity given to them.
  static let uiDynamicItemBehavior = SimulatedType("UIDynamicItemBehavior") { t in
    t.call("UIDynamicItemBehavior", "items", "") { a throws(RunError) in
      let d = DynamicsObject(.itemBehavior)
      if a.count > 0 { d.items = try dynamicItems(a, 0) }
      return .dynamics(d)
    }
    let b = behaviorMembers(t, .itemBehavior)
    b.property("elasticity", .number, .fraction, get: { $0.elasticity }) { d, v, _ in d.elasticity = max(0, v) }
    b.property("friction", .number, get: { $0.friction }) { d, v, _ in d.friction = max(0, v) }
    b.property("density", .number, get: { $0.density }) { d, v, _ in d.density = max(1e-6, v) }
    b.property("resistance", .number, get: { $0.resistance }) { d, v, _ in d.resistance = max(0, v) }
    b.property("isAnchored", .bool, get: { $0.isAnchored }) { d, v, _ in d.isAnchored = v }
    b.property("allowsRotation", .bool, get: { $0.allowsRotation }) { d, v, _ in d.allowsRotation = v }
    b.property("angularResistance", .number, get: { $0.angularResistance }) { d, v, _ in d.angularResistance = max(0, v) }
    b.property("charge", .number, get: { $0.charge }) { d, v, _ in d.charge = v }
    b.method("addLinearVelocity", "_:for") { d, a throws(RunError) in
      let v = try a.point(0)
      guard let view = try a.value(1).asView else { throw a.error(1, "want a view") }
      let key = ObjectIdentifier(view)
      for animator in d.animators {
        let now = animator.velocities[key] ?? Point(0, 0)
        animator.velocities[key] = Point(now.x + v.x, now.y + v.y)
        a.run.wake(animator)
      }
      return .void
    }
    b.method("linearVelocity", "for") { d, a throws(RunError) in
      guard let view = try a.value(0).asView else { throw a.error(0, "want a view") }
      return .point(d.animators.first?.velocities[ObjectIdentifier(view)] ?? Point(0, 0))
    }
    // Radians per second, clockwise on screen for a positive velocity (y down).
    b.method("addAngularVelocity", "_:for") { d, a throws(RunError) in
      let w = try a.number(0)
      guard let view = try a.value(1).asView else { throw a.error(1, "want a view") }
      let key = ObjectIdentifier(view)
      d.pendingAngularVelocity[key, default: 0] += w
      for animator in d.animators {
        animator.angularVelocities[key, default: 0] += w
        a.run.wake(animator)
      }
      return .void
    }
    b.method("angularVelocity", "for") { d, a throws(RunError) in
      guard let view = try a.value(0).asView else { throw a.error(0, "want a view") }
      let key = ObjectIdentifier(view)
      return .number(d.animators.first?.angularVelocities[key] ?? d.pendingAngularVelocity[key] ?? 0)
    }
  }

  /// `UIPushBehavior(items:mode:)`: a force on its items, all the time (`.continuous`) or once
  /// each time it is made active (`.instantaneous`, a change of velocity of 100 points/s per
  /// unit for a 100 × 100-point item of density 1, as Apple's unit of force gives).
  /// `UIPushBehavior()` has no items and is continuous (the mode's raw value 0).
  static let uiPushBehavior = SimulatedType("UIPushBehavior") { t in
    t.call("UIPushBehavior", "") { _ throws(RunError) in .dynamics(DynamicsObject(.push)) }
    t.call("UIPushBehavior", "items:mode") { a throws(RunError) in
      let d = DynamicsObject(.push)
      d.items = try dynamicItems(a, 0)
      d.pushIsContinuous = (try a.string(1)) == "continuous"
      return .dynamics(d)
    }
    t.options("UIPushBehavior.Mode")
    let b = behaviorMembers(t, .push)
    vectorMembers(b, "pushDirection")
    b.property("active", .bool, get: { $0.pushActive }) { d, on, new in
      if on, !d.pushActive { d.pushPending = true }
      d.pushActive = on
      for animator in d.animators { new.run.wake(animator) }
    }
    b.property(
      "mode", takes: "a UIPushBehavior.Mode", get: { d, _ in .string(d.pushIsContinuous ? "continuous" : "instantaneous") })
    b.method("setTargetOffsetFromCenter", "_:for") { _, a in
      a.run.warn("push offset", "a push off an item's centre would turn it: items are not rotated by Wobble yet", at: a.call)
      return .void
    }
  }
}

extension Interpreter {
  /// Schedules `animator`'s next step on the next display frame unless one is due already.
  func wake(_ animator: DynamicsObject) {
    guard !animator.released, !animator.ticking else { return }
    animator.ticking = true
    animator.restingSteps = 0
    if animator.steppedTo < now { animator.steppedTo = now }
    let interval = 1 / framesPerSecond
    let next = Int((now / interval).rounded(.down)) + 1
    schedule.add(at: (Double(next) - 0.5) * interval, .dynamics(animator, tick: next))
  }

  /// The display frame `tick` of `animator`: its world stepped at 60 Hz up to the frame's time,
  /// the items moved there, each behavior's `action` called; scheduled again until all rest.
  func stepDynamics(_ animator: DynamicsObject, tick: Int) throws(RunError) {
    let interval = 1 / framesPerSecond
    let target = Double(tick) * interval
    now = target
    guard let reference = animator.referenceView else { return }
    // The items, each once, with what its behaviors give it.
    var views: [ViewObject] = []
    func index(_ view: ViewObject) -> Int {
      if let i = views.firstIndex(where: { $0 === view }) { return i }
      views.append(view)
      return views.count - 1
    }
    let behaviors = animator.flatBehaviors
    for behavior in behaviors {
      for item in behavior.items { _ = index(item) }
    }
    let origin = Self.referenceOrigin(reference)
    var bodies = views.map { view -> DynamicBody in
      let bounds = view.layer.model.bounds
      let center = Self.center(of: view, minus: origin)
      let key = ObjectIdentifier(view)
      var body = DynamicBody(
        center: center, halfWidth: bounds.width / 2, halfHeight: bounds.height / 2,
        velocity: animator.velocities[key] ?? Point(0, 0))
      body.angle = animator.angles[key] ?? Self.turn(of: view)
      body.angularVelocity = animator.angularVelocities[key] ?? 0
      return body
    }
    var attachments: [DynamicAttachment] = []
    var instantaneous: [(Int, Point)] = []
    for behavior in behaviors {
      for item in behavior.items {
        let i = index(item)
        switch behavior.kind {
        case .gravity:
          bodies[i].acceleration.x += 1000 * behavior.vector.x
          bodies[i].acceleration.y += 1000 * behavior.vector.y
        case .push where behavior.pushActive:
          if behavior.pushIsContinuous {
            bodies[i].force.x += behavior.vector.x
            bodies[i].force.y += behavior.vector.y
          } else if behavior.pushPending {
            instantaneous.append((i, behavior.vector))
          }
        case .itemBehavior:
          // The last added item behavior decides an item's properties.
          bodies[i].elasticity = behavior.elasticity
          bodies[i].friction = behavior.friction
          bodies[i].density = behavior.density
          bodies[i].resistance = behavior.resistance
          bodies[i].isAnchored = behavior.isAnchored
          bodies[i].allowsRotation = behavior.allowsRotation
          bodies[i].angularResistance = behavior.angularResistance
        case .field:
          guard let evaluation = behavior.evaluation else { break }
          let body = bodies[i]
          let given = try call(
            evaluation,
            [
              .dynamics(behavior), .point(body.center), .point(body.velocity), .number(body.mass),
              .number(0), .number(1 / framesPerSecond),
            ], at: evaluation.syntax)
          guard case .point(let force) = given, force.x.isFinite, force.y.isFinite else {
            throw error("a field's block gives \(given.kind), not a CGVector of finite numbers", at: evaluation.syntax)
          }
          bodies[i].force.x += behavior.strength * force.x
          bodies[i].force.y += behavior.strength * force.y
        // Once, for its first item; a second item is what that one is held to.
        case .attachment where item === behavior.items.first:
          attachments.append(
            DynamicAttachment(
              item: i, anchor: behavior.anchor, length: behavior.length, frequency: behavior.frequency,
              damping: behavior.damping, offset: behavior.offset,
              other: behavior.items.count > 1 ? index(behavior.items[1]) : nil, otherOffset: behavior.otherOffset))
        default: break
        }
      }
      if behavior.kind == .push, !behavior.pushIsContinuous { behavior.pushPending = false }
    }
    for (i, push) in instantaneous {
      bodies[i].velocity.x += 100 * push.x / bodies[i].mass
      bodies[i].velocity.y += 100 * push.y / bodies[i].mass
    }
    let size = reference.layer.model.bounds
    var groups: [(items: [Int], boundaries: [DynamicBoundary], mutual: Bool)] = []
    for behavior in behaviors where behavior.kind == .collision {
      var walls: [DynamicBoundary] = []
      if behavior.collisionMode != "items" {
        if behavior.boundsAreBoundary {
          let i = behavior.boundsInsets
          let (l, t, r, b) = (i.left, i.top, size.width - i.right, size.height - i.bottom)
          walls += [
            DynamicBoundary(a: Point(l, t), b: Point(r, t)), DynamicBoundary(a: Point(r, t), b: Point(r, b)),
            DynamicBoundary(a: Point(r, b), b: Point(l, b)), DynamicBoundary(a: Point(l, b), b: Point(l, t)),
          ]
        }
        walls += behavior.boundaries.map { DynamicBoundary(a: $0.a, b: $0.b) }
      }
      groups.append((behavior.items.map(index), walls, behavior.collisionMode != "boundaries"))
    }
    // Fixed 60 Hz steps whatever the preview's frame rate, so the motion is the same in both.
    let dt = 1.0 / 60
    while animator.steppedTo + dt <= target + 1e-9 {
      DynamicsWorld.step(&bodies, dt: dt, groups: groups, attachments: attachments)
      animator.steppedTo += dt
    }
    var moving = false
    for (view, body) in zip(views, bodies) {
      let key = ObjectIdentifier(view)
      animator.velocities[key] = body.velocity
      let speed = (body.velocity.x * body.velocity.x + body.velocity.y * body.velocity.y).squareRoot()
      if speed > 0.5 || abs(body.angularVelocity) > 0.01 { moving = true }
      Self.move(view, toCenter: Point(body.center.x + origin.x, body.center.y + origin.y))
      // An item that turned takes the rotation as its transform, as UIKit sets an item's.
      if body.angularVelocity != 0 || animator.angles[key] != nil {
        animator.angularVelocities[key] = body.angularVelocity
        animator.angles[key] = body.angle
        view.layer.model.transform = Transform3D(AffineTransform(rotationAngle: body.angle))
      }
    }
    for behavior in behaviors {
      if let action = behavior.action { _ = try call(action, [], at: action.syntax) }
    }
    // Half a second of everything still (or nothing to move) and the animator pauses, as
    // UIKit's does; a change to it or its behaviors wakes it.
    animator.restingSteps = moving ? 0 : animator.restingSteps + 1
    if views.isEmpty || Double(animator.restingSteps) * interval >= 0.5 {
      animator.ticking = false
      return
    }
    schedule.add(at: (Double(tick + 1) - 0.5) * interval, .dynamics(animator, tick: tick + 1))
  }

  /// The reference view's bounds origin in the root's coordinates (an item's coordinates in the
  /// animator are the reference view's).
  static func referenceOrigin(_ reference: ViewObject) -> Point {
    let f = absoluteFrame(of: reference.layer)
    let b = reference.layer.model.bounds
    return Point(f.minX - b.minX, f.minY - b.minY)
  }

  /// How far a view is turned (its transform's rotation, radians), as an item starts.
  static func turn(of view: ViewObject) -> Double {
    view.layer.model.effectiveTransform.affine.map { atan2($0.b, $0.a) } ?? 0
  }

  /// A view's centre (its layer's position) in the root's coordinates, less `origin`.
  static func center(of view: ViewObject, minus origin: Point) -> Point {
    let p = view.layer.model.position
    guard let parent = view.layer.superlayer else { return Point(p.x - origin.x, p.y - origin.y) }
    let f = absoluteFrame(of: parent), b = parent.model.bounds
    return Point(p.x + f.minX - b.minX - origin.x, p.y + f.minY - b.minY - origin.y)
  }

  /// Sets a view's centre given in the root's coordinates.
  static func move(_ view: ViewObject, toCenter absolute: Point) {
    guard let parent = view.layer.superlayer else {
      view.layer.model.position = absolute
      return
    }
    let f = absoluteFrame(of: parent), b = parent.model.bounds
    view.layer.model.position = Point(absolute.x - f.minX + b.minX, absolute.y - f.minY + b.minY)
  }

  /// The local variable a `UIDynamicAnimator(…)` made at `call` is kept in, and the function it
  /// is a local of, when nothing else ever holds it: the name is only declared, assigned the
  /// animator, and used for its members (`animator.addBehavior(…)`). ARC releases it when the
  /// function returns, and with it every behavior's effect.
  static func localOnlyHolder(of call: some SyntaxProtocol) -> (name: String, function: String)? {
    // The name the animator is given.
    var node = Syntax(call).parent
    var name: String?
    while let n = node, name == nil {
      if let binding = n.as(PatternBindingSyntax.self) {
        name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text
        break
      }
      if let infix = n.as(InfixOperatorExprSyntax.self) {
        if infix.operator.is(AssignmentExprSyntax.self) {
          name = infix.leftOperand.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        break
      }
      if n.is(CodeBlockItemSyntax.self) || n.is(MemberBlockItemSyntax.self) { break }
      node = n.parent
    }
    guard let name else { return nil }
    // The function whose body declares the name.
    var scope = Syntax(call).parent
    while let s = scope, !s.is(FunctionDeclSyntax.self), !s.is(InitializerDeclSyntax.self) {
      if s.is(ClosureExprSyntax.self) || s.is(SourceFileSyntax.self) || s.is(MemberBlockSyntax.self) { return nil }
      scope = s.parent
    }
    guard let function = scope else { return nil }
    let body = function.as(FunctionDeclSyntax.self)?.body ?? function.as(InitializerDeclSyntax.self)?.body
    guard let body else { return nil }
    let declared = body.statements.contains { item in
      guard let decl = item.item.as(VariableDeclSyntax.self) else { return false }
      return decl.bindings.contains { $0.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name }
    }
    guard declared else { return nil }
    // Every other mention: as the base of a member, or assigned.
    for token in body.tokens(viewMode: .sourceAccurate) where token.tokenKind == .identifier(name) {
      guard let reference = token.parent?.as(DeclReferenceExprSyntax.self) else { continue }
      var user = Syntax(reference).parent
      while let u = user, u.is(OptionalChainingExprSyntax.self) || u.is(ForceUnwrapExprSyntax.self) { user = u.parent }
      if let member = user?.as(MemberAccessExprSyntax.self), member.base.map(Syntax.init) != nil,
        !Syntax(reference).ancestorOrSelf(is: ClosureExprSyntax.self, below: Syntax(body))
      {
        continue
      }
      if let infix = user?.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self),
        Syntax(infix.leftOperand) == Syntax(reference)
      {
        continue
      }
      return nil
    }
    let title =
      function.as(FunctionDeclSyntax.self).map { "\($0.name.text)()" } ?? "init"
    return (name, title)
  }
}

extension Syntax {
  /// Whether this node or one of its parents up to (not including) `top` is a `type` node.
  fileprivate func ancestorOrSelf<T: SyntaxProtocol>(is type: T.Type, below top: Syntax) -> Bool {
    var node: Syntax? = self
    while let n = node, n != top {
      if n.is(type) { return true }
      node = n.parent
    }
    return false
  }
}
