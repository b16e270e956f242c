import Geometry

/// UIKit Dynamics as Wobble steps it: rectangles moved by gravity and pushes, slowed by
/// resistance, held by attachments to anchor points, stopped and bounced by boundaries and by
/// each other, turned by the angular velocity given them (slowed by angular resistance as
/// Box2D's angular damping, `ω / (1 + dt · resistance)` per step).
///
/// Units are Apple's: an acceleration of 1000 points/s² for gravity of magnitude 1; a force of
/// 1 (a continuous push of magnitude 1) accelerates a 100 × 100-point item of density 1 at
/// 100 points/s², so an item's mass is its density times its area over 10 000 points². Time is
/// stepped as Box2D steps it (semi-implicit Euler, velocity first, then position) at the
/// display's rate; against the exact fall under constant acceleration `a` the position is
/// `a · t · dt / 2` ahead (8.3 points after 1 s of gravity 1 at 60 Hz). Resistance damps as
/// Box2D's linear damping does, `v / (1 + dt · resistance)` per step. Contacts resolve as
/// Box2D mixes them: restitution the larger of the two elasticities (a boundary has none of its
/// own), friction the geometric mean of the two (a boundary's is the item's own), Coulomb's
/// law on the tangential velocity. Contacts take items as their upright boxes and do not turn
/// them: an off-centre contact that would turn an item on iOS only moves it here
/// (`DynamicsStep.turnedContact` says when).
struct DynamicBody {
  /// Centre in the reference view's coordinates, points.
  var center: Point
  var halfWidth: Double
  var halfHeight: Double
  /// Points per second.
  var velocity: Point
  var elasticity = 0.0
  var friction = 0.0
  var density = 1.0
  var resistance = 0.0
  /// An anchored item takes part in collisions but never moves.
  var isAnchored = false
  /// Points per second² from gravity, and the force (UIKit newtons) of continuous pushes.
  var acceleration = Point(0, 0)
  var force = Point(0, 0)
  /// Radians (clockwise on screen) and radians per second.
  var angle = 0.0
  var angularVelocity = 0.0
  var angularResistance = 0.0
  var allowsRotation = true

  var mass: Double { max(1e-9, density * (4 * halfWidth * halfHeight) / 10_000) }
  var inverseMass: Double { isAnchored ? 0 : 1 / mass }
  var minX: Double { center.x - halfWidth }
  var maxX: Double { center.x + halfWidth }
  var minY: Double { center.y - halfHeight }
  var maxY: Double { center.y + halfHeight }
}

/// A straight boundary items collide with: the segment from `a` to `b` (the reference view's
/// bounds, when collisions translate them, are four of these).
struct DynamicBoundary {
  var a: Point
  var b: Point
}

/// An attachment of item `item`'s centre to `anchor`: rigid at `length` points when
/// `frequency` is 0 (a rod; at length 0 a pin), else a spring of `frequency` Hz and damping
/// ratio `damping` whose rest length is `length` (UIKit's `UIAttachmentBehavior`).
struct DynamicAttachment {
  var item: Int
  var anchor: Point
  var length: Double
  var frequency: Double
  var damping: Double
}

/// What a step noticed that the picture cannot show.
struct DynamicsStep {
  /// Two items touched off their centres' line: on iOS the contact turns them.
  var turnedContact = false
}

enum DynamicsWorld {
  /// Below this speed into a contact (points/s) nothing bounces: Wobble's choice, two steps of
  /// gravity at 60 Hz, so that an elastic item comes to rest on a floor instead of trembling
  /// (Box2D has such a threshold too; UIKit's is not documented).
  static let restitutionThreshold = 30.0

  /// Advances `bodies` by `dt` seconds. `groups` lists, for each collision behavior, the indices
  /// of its items, the boundaries they meet and whether they meet each other.
  static func step(
    _ bodies: inout [DynamicBody], dt: Double, groups: [(items: [Int], boundaries: [DynamicBoundary], mutual: Bool)],
    attachments: [DynamicAttachment] = []
  ) -> DynamicsStep {
    var noted = DynamicsStep()
    // A spring attachment pulls as a force: k = m (2πf)², c = 2 m ζ (2πf) (Box2D's soft joint).
    var springs = [Point](repeating: Point(0, 0), count: bodies.count)
    for attachment in attachments where attachment.frequency > 0 && !bodies[attachment.item].isAnchored {
      let b = bodies[attachment.item]
      let d = b.center - attachment.anchor
      let distance = d.length
      guard distance > 1e-9 else { continue }
      let n = d * (1 / distance)
      let omega = 2 * Double.pi * attachment.frequency
      let stretch = distance - attachment.length
      let along = b.velocity.x * n.x + b.velocity.y * n.y
      let pull = -(omega * omega * stretch + 2 * attachment.damping * omega * along)
      springs[attachment.item] = springs[attachment.item] + pull * n
    }
    for i in bodies.indices where !bodies[i].isAnchored {
      var b = bodies[i]
      let a = Point(
        b.acceleration.x + 100 * b.force.x / b.mass + springs[i].x, b.acceleration.y + 100 * b.force.y / b.mass + springs[i].y)
      b.velocity = Point(b.velocity.x + a.x * dt, b.velocity.y + a.y * dt)
      let damping = 1 / (1 + dt * max(0, b.resistance))
      b.velocity = Point(b.velocity.x * damping, b.velocity.y * damping)
      b.center = Point(b.center.x + b.velocity.x * dt, b.center.y + b.velocity.y * dt)
      if b.allowsRotation {
        b.angularVelocity /= 1 + dt * max(0, b.angularResistance)
        b.angle += b.angularVelocity * dt
      } else {
        b.angularVelocity = 0
      }
      bodies[i] = b
    }
    // Rigid attachments: the centre put back on its circle round the anchor, the velocity
    // along the rod taken away (a pin holds the centre still).
    for attachment in attachments where attachment.frequency == 0 && !bodies[attachment.item].isAnchored {
      var b = bodies[attachment.item]
      let d = b.center - attachment.anchor
      let distance = d.length
      if attachment.length <= 1e-9 || distance <= 1e-9 {
        b.center = attachment.anchor
        b.velocity = .zero
      } else {
        let n = d * (1 / distance)
        b.center = attachment.anchor + attachment.length * n
        let along = b.velocity.x * n.x + b.velocity.y * n.y
        b.velocity = b.velocity - along * n
      }
      bodies[attachment.item] = b
    }
    // Contacts, solved a few times over so that a stack settles within a step.
    for _ in 0..<4 {
      for group in groups {
        for i in group.items {
          for boundary in group.boundaries { resolve(&bodies[i], against: boundary) }
        }
        guard group.mutual else { continue }
        for (k, i) in group.items.enumerated() {
          for j in group.items[(k + 1)...] where i != j {
            if resolve(&bodies, i, j) { noted.turnedContact = true }
          }
        }
      }
    }
    return noted
  }

  /// Pushes `body` out of `boundary` when it overlaps it and takes away the velocity that
  /// carries it in: what the elasticity gives back returns, friction slows the slide.
  static func resolve(_ body: inout DynamicBody, against boundary: DynamicBoundary) {
    guard !body.isAnchored else { return }
    let d = Point(boundary.b.x - boundary.a.x, boundary.b.y - boundary.a.y)
    let length = (d.x * d.x + d.y * d.y).squareRoot()
    guard length > 0 else { return }
    // The normal on the side of the segment the centre is on.
    var n = Point(-d.y / length, d.x / length)
    var distance = (body.center.x - boundary.a.x) * n.x + (body.center.y - boundary.a.y) * n.y
    if distance < 0 { (n, distance) = (Point(-n.x, -n.y), -distance) }
    // Only where the body lies beside the segment, not past its ends.
    let along = ((body.center.x - boundary.a.x) * d.x + (body.center.y - boundary.a.y) * d.y) / length
    let reachAlong = abs(body.halfWidth * d.x / length) + abs(body.halfHeight * d.y / length)
    guard along > -reachAlong, along < length + reachAlong else { return }
    let reach = abs(body.halfWidth * n.x) + abs(body.halfHeight * n.y)
    let overlap = reach - distance
    guard overlap > 0 else { return }
    body.center = Point(body.center.x + n.x * overlap, body.center.y + n.y * overlap)
    let vn = body.velocity.x * n.x + body.velocity.y * n.y
    guard vn < 0 else { return }
    let e = -vn < restitutionThreshold ? 0 : body.elasticity
    var v = Point(body.velocity.x - (1 + e) * vn * n.x, body.velocity.y - (1 + e) * vn * n.y)
    v = frictioned(v, normal: n, normalChange: (1 + e) * -vn, friction: body.friction)
    body.velocity = v
  }

  /// Separates two overlapping bodies along the axis of least overlap, in inverse proportion to
  /// their masses, and exchanges the normal impulse; true when the contact is off the line of
  /// their centres by more than a point (it would turn them on iOS).
  static func resolve(_ bodies: inout [DynamicBody], _ i: Int, _ j: Int) -> Bool {
    var a = bodies[i], b = bodies[j]
    let ox = min(a.maxX, b.maxX) - max(a.minX, b.minX)
    let oy = min(a.maxY, b.maxY) - max(a.minY, b.minY)
    guard ox > 0, oy > 0 else { return false }
    let total = a.inverseMass + b.inverseMass
    guard total > 0 else { return false }
    let n: Point
    let overlap: Double
    if ox < oy {
      n = Point(b.center.x >= a.center.x ? 1 : -1, 0)
      overlap = ox
    } else {
      n = Point(0, b.center.y >= a.center.y ? 1 : -1)
      overlap = oy
    }
    a.center = Point(a.center.x - n.x * overlap * a.inverseMass / total, a.center.y - n.y * overlap * a.inverseMass / total)
    b.center = Point(b.center.x + n.x * overlap * b.inverseMass / total, b.center.y + n.y * overlap * b.inverseMass / total)
    let relative = Point(b.velocity.x - a.velocity.x, b.velocity.y - a.velocity.y)
    let vn = relative.x * n.x + relative.y * n.y
    if vn < 0 {
      let e = -vn < restitutionThreshold ? 0 : max(a.elasticity, b.elasticity)
      let impulse = -(1 + e) * vn / total
      a.velocity = Point(a.velocity.x - impulse * n.x * a.inverseMass, a.velocity.y - impulse * n.y * a.inverseMass)
      b.velocity = Point(b.velocity.x + impulse * n.x * b.inverseMass, b.velocity.y + impulse * n.y * b.inverseMass)
      let mu = (a.friction * b.friction).squareRoot()
      if mu > 0 {
        // Coulomb: the tangential impulse at most μ times the normal one.
        let t = Point(-n.y, n.x)
        let vt = (b.velocity.x - a.velocity.x) * t.x + (b.velocity.y - a.velocity.y) * t.y
        let tangential = max(-mu * impulse, min(mu * impulse, -vt / total))
        a.velocity = Point(a.velocity.x - tangential * t.x * a.inverseMass, a.velocity.y - tangential * t.y * a.inverseMass)
        b.velocity = Point(b.velocity.x + tangential * t.x * b.inverseMass, b.velocity.y + tangential * t.y * b.inverseMass)
      }
    }
    bodies[i] = a
    bodies[j] = b
    // The contact's middle against the centres' line, across the normal.
    let offCentre =
      n.x != 0
      ? abs((max(a.minY, b.minY) + min(a.maxY, b.maxY)) / 2 - (a.center.y + b.center.y) / 2)
      : abs((max(a.minX, b.minX) + min(a.maxX, b.maxX)) / 2 - (a.center.x + b.center.x) / 2)
    return offCentre > 1 && !(a.isAnchored && b.isAnchored)
  }

  /// `v` with its slide along the contact slowed by Coulomb friction: by at most `friction`
  /// times the change the contact made across it.
  static func frictioned(_ v: Point, normal n: Point, normalChange: Double, friction: Double) -> Point {
    guard friction > 0 else { return v }
    let t = Point(-n.y, n.x)
    let vt = v.x * t.x + v.y * t.y
    let slowed = max(0, abs(vt) - friction * normalChange) * (vt < 0 ? -1 : 1)
    return Point(v.x + (slowed - vt) * t.x, v.y + (slowed - vt) * t.y)
  }
}
