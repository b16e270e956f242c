import Foundation
import Geometry

/// UIKit Dynamics as Wobble steps it: rectangles moved by gravity and pushes, slowed by
/// resistance, held by attachments to anchor points, stopped and bounced by boundaries and by
/// each other — turned by contacts off their centres as by the angular velocity given them
/// (slowed by angular resistance as Box2D's angular damping, `ω / (1 + dt · resistance)` per
/// step).
///
/// Units are Apple's: an acceleration of 1000 points/s² for gravity of magnitude 1; a force of
/// 1 (a continuous push of magnitude 1) accelerates a 100 × 100-point item of density 1 at
/// 100 points/s², so an item's mass is its density times its area over 10 000 points²; its
/// moment of inertia is a uniform rectangle's, m (w² + h²) / 12. Time is stepped as Box2D steps
/// it (semi-implicit Euler, velocity first, then position) at the display's rate; against the
/// exact fall under constant acceleration `a` the position is `a · t · dt / 2` ahead (8.3 points
/// after 1 s of gravity 1 at 60 Hz). Resistance damps as Box2D's linear damping does,
/// `v / (1 + dt · resistance)` per step.
///
/// Contacts are Box2D's (UIKit Dynamics is built on it): each pair of touching rectangles (or a
/// rectangle and a boundary) meets at up to two points, found by separating axes and clipping
/// the incident edge to the reference face; overlaps are pushed apart along the normal in
/// inverse proportion to the masses, then sequential impulses with accumulated clamping make
/// every contact point's normal velocity non-negative, with restitution the larger of the two
/// elasticities (a boundary has none of its own) above `restitutionThreshold`, and Coulomb
/// friction, the geometric mean of the two coefficients (a boundary's is the item's own), on
/// the tangential velocity. Points closer than `contactSkin` count as touching, so a resting
/// item stays at rest, and gaps an item could close within a step are speculative contacts that
/// stop it at the surface rather than inside it. Wobble does not carry impulses from one step
/// to the next (Box2D's warm start), so it iterates more (30 velocity passes, Box2D's default
/// is 8): an item at rest on a 30° slope then creeps less than 0.05 point a second.
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
  /// A uniform rectangle's about its centre, m (w² + h²) / 12; none for an item that cannot turn.
  var inverseInertia: Double {
    guard !isAnchored, allowsRotation else { return 0 }
    return 12 / (mass * (4 * halfWidth * halfWidth + 4 * halfHeight * halfHeight))
  }
  /// From its centre to a corner.
  var radius: Double { (halfWidth * halfWidth + halfHeight * halfHeight).squareRoot() }
  /// Its local x and y axes on screen.
  var axes: (Point, Point) { (Point(cos(angle), sin(angle)), Point(-sin(angle), cos(angle))) }
  /// Its corners, in turn round it.
  var corners: [Point] {
    let (u, v) = axes
    let (x, y) = (u * halfWidth, v * halfHeight)
    return [center - x - y, center + x - y, center + x + y, center - x + y]
  }
  /// Its point `offset` from the centre in its own axes, on screen.
  func point(_ offset: Point) -> Point {
    let (u, v) = axes
    return center + u * offset.x + v * offset.y
  }
  /// The velocity of the point `p` moving with it.
  func velocity(at p: Point) -> Point {
    let r = p - center
    return Point(velocity.x - angularVelocity * r.y, velocity.y + angularVelocity * r.x)
  }
}

/// A straight boundary items collide with: the segment from `a` to `b` (the reference view's
/// bounds, when collisions translate them, are four of these).
struct DynamicBoundary {
  var a: Point
  var b: Point
}

/// An attachment of a point of item `item` (`offset` from its centre, in the item's own axes,
/// so that it turns with it) to `anchor` — or to a point of item `other` (`otherOffset` from
/// its centre) —: rigid at `length` points when `frequency` is 0 (a rod; at length 0 a pin),
/// else a spring of `frequency` Hz and damping ratio `damping` whose rest length is `length`
/// (UIKit's `UIAttachmentBehavior`). Held off the centre, it turns the item as it swings.
struct DynamicAttachment {
  var item: Int
  var anchor: Point
  var length: Double
  var frequency: Double
  var damping: Double
  var offset = Point(0, 0)
  var other: Int? = nil
  var otherOffset = Point(0, 0)

  /// Where it holds `item` and what it holds it to, now.
  func ends(_ bodies: [DynamicBody]) -> (Point, Point) {
    (bodies[item].point(offset), other.map { bodies[$0].point(otherOffset) } ?? anchor)
  }
}

/// Where two items, or an item and a boundary, touch: body `b` is pushed along `normal` away
/// from body `a` (nil for a boundary), which it overlaps by `depth` points at `point`.
struct DynamicContact {
  var a: Int?
  var b: Int
  var point: Point
  var normal: Point
  var depth: Double
  // The solver's: lever arms, effective masses, the normal velocity to reach (restitution's, or
  // a speculative contact's closing speed), accumulated impulses.
  var ra = Point(0, 0), rb = Point(0, 0)
  var normalMass = 0.0, tangentMass = 0.0, target = 0.0, friction = 0.0
  var normalImpulse = 0.0, tangentImpulse = 0.0
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
  ) {
    // A spring attachment pulls as a force at its points: k = m (2πf)², c = 2 m ζ (2πf) with m
    // the pair's reduced mass, the item's own for an anchor (Box2D's soft joint, its masses
    // taken as points); off an item's centre it turns the item too.
    var springs = [Point](repeating: Point(0, 0), count: bodies.count)
    var turns = [Double](repeating: 0, count: bodies.count)
    for attachment in attachments where attachment.frequency > 0 {
      let (point, held) = attachment.ends(bodies)
      let d = point - held
      let distance = d.length
      let ends = [(attachment.item, point, 1.0)] + (attachment.other.map { [($0, held, -1.0)] } ?? [])
      let shared = ends.map { bodies[$0.0].inverseMass }.reduce(0, +)
      guard distance > 1e-9, shared > 0 else { continue }
      let n = d * (1 / distance)
      let omega = 2 * Double.pi * attachment.frequency
      let stretch = distance - attachment.length
      let along = dot(relative(attachment, bodies, at: (point, held)), n)
      let pull = -(omega * omega * stretch + 2 * attachment.damping * omega * along) / shared
      for (i, at, sign) in ends where !bodies[i].isAnchored {
        let b = bodies[i]
        springs[i] = springs[i] + n * (sign * pull * b.inverseMass)
        turns[i] += cross(at - b.center, n * (sign * pull)) * b.inverseInertia
      }
    }
    for i in bodies.indices where !bodies[i].isAnchored {
      var b = bodies[i]
      let a = Point(
        b.acceleration.x + 100 * b.force.x / b.mass + springs[i].x, b.acceleration.y + 100 * b.force.y / b.mass + springs[i].y)
      b.velocity = Point(b.velocity.x + a.x * dt, b.velocity.y + a.y * dt)
      let damping = 1 / (1 + dt * max(0, b.resistance))
      b.velocity = Point(b.velocity.x * damping, b.velocity.y * damping)
      if b.allowsRotation {
        b.angularVelocity += turns[i] * dt
        b.angularVelocity /= 1 + dt * max(0, b.angularResistance)
      } else {
        b.angularVelocity = 0
      }
      bodies[i] = b
    }
    // The contacts' velocities solved together, before anything moves (Box2D's order, so that
    // an item at rest on a slope is not carried down it by a step of gravity).
    var touching = manifolds(bodies, groups, reach: dt)
    for m in touching.indices {
      for k in touching[m].indices { prepare(&touching[m][k], bodies, dt: dt) }
    }
    let rigid = attachments.filter { $0.frequency == 0 }
    for _ in 0..<velocityIterations {
      for m in touching.indices { solve(&touching[m], &bodies) }
      for attachment in rigid { hold(attachment, &bodies) }
    }
    for i in bodies.indices where !bodies[i].isAnchored {
      bodies[i].center = bodies[i].center + bodies[i].velocity * dt
      bodies[i].angle += bodies[i].angularVelocity * dt
    }
    // Rigid attachments, after the move: the attached points put back at their length (one on
    // the other for a pin), the items moved in inverse proportion to their masses.
    for attachment in rigid {
      let (point, held) = attachment.ends(bodies)
      let d = point - held
      let distance = d.length
      let target = attachment.length <= 1e-9 || distance <= 1e-9 ? held : held + d * (attachment.length / distance)
      let wa = bodies[attachment.item].inverseMass
      let wb = attachment.other.map { bodies[$0].inverseMass } ?? 0
      guard wa + wb > 0 else { continue }
      let error = target - point
      bodies[attachment.item].center = bodies[attachment.item].center + error * (wa / (wa + wb))
      if let other = attachment.other { bodies[other].center = bodies[other].center - error * (wb / (wa + wb)) }
    }
    // Overlaps pushed apart, a few times over so that a stack settles within a step.
    for _ in 0..<separationPasses {
      let overlapping = manifolds(bodies, groups, reach: nil)
      if overlapping.isEmpty { break }
      for manifold in overlapping { separate(&bodies, manifold) }
    }
  }

  /// One pass of a rigid attachment on the velocities: an impulse at the attached points takes
  /// away their speed apart along the rod (in both directions for a pin), turning items held off
  /// their centres (Box2D's distance and revolute joints, one direction at a time).
  static func hold(_ attachment: DynamicAttachment, _ bodies: inout [DynamicBody]) {
    let (point, held) = attachment.ends(bodies)
    let d = point - held
    let distance = d.length
    let pinned = attachment.length <= 1e-9 || distance <= 1e-9
    let ra = point - bodies[attachment.item].center
    let rb = attachment.other.map { held - bodies[$0].center } ?? Point(0, 0)
    for direction in pinned ? [Point(1, 0), Point(0, 1)] : [d * (1 / distance)] {
      let k = inverseMass(
        along: direction, bodies[attachment.item], at: ra, attachment.other.map { bodies[$0] }, at: rb)
      guard k > 0 else { continue }
      let impulse = direction * (-dot(relative(attachment, bodies, at: (point, held)), direction) / k)
      push(impulse, attachment.item, at: ra, against: attachment.other, at: rb, &bodies)
    }
  }

  /// The velocity of the attachment's point on its item less that of what holds it.
  static func relative(_ attachment: DynamicAttachment, _ bodies: [DynamicBody], at ends: (Point, Point)) -> Point {
    relativeVelocity(bodies, attachment.item, at: ends.0, against: attachment.other, at: ends.1)
  }

  /// The velocity of point `pb` moving with body `b` less that of point `pa` moving with body
  /// `a` (a boundary or an anchor, when nil, stands still).
  static func relativeVelocity(_ bodies: [DynamicBody], _ b: Int, at pb: Point, against a: Int?, at pa: Point) -> Point {
    let vb = bodies[b].velocity(at: pb)
    return a.map { vb - bodies[$0].velocity(at: pa) } ?? vb
  }

  /// `impulse` given body `b` at its point `rb` from its centre, and taken from body `a` (if
  /// any) at its point `ra`: each velocity and turn changed by its inverse mass and inertia.
  static func push(_ impulse: Point, _ b: Int, at rb: Point, against a: Int?, at ra: Point, _ bodies: inout [DynamicBody]) {
    if let a {
      bodies[a].velocity = bodies[a].velocity - impulse * bodies[a].inverseMass
      bodies[a].angularVelocity -= bodies[a].inverseInertia * cross(ra, impulse)
    }
    bodies[b].velocity = bodies[b].velocity + impulse * bodies[b].inverseMass
    bodies[b].angularVelocity += bodies[b].inverseInertia * cross(rb, impulse)
  }

  /// How much an impulse of 1 along `d` at those points changes their speed apart along `d`: the
  /// inverse of the pair's effective mass there.
  static func inverseMass(along d: Point, _ b: DynamicBody, at rb: Point, _ a: DynamicBody?, at ra: Point) -> Double {
    var k = b.inverseMass + b.inverseInertia * cross(rb, d) * cross(rb, d)
    if let a { k += a.inverseMass + a.inverseInertia * cross(ra, d) * cross(ra, d) }
    return k
  }

  /// Points this close count as touching (a resting item stays in contact): Wobble's choice.
  static let contactSkin = 0.5
  static let velocityIterations = 30
  static let separationPasses = 8

  /// The contacts of the groups' items with their boundaries and, where they meet, each other,
  /// one list for each pair: those overlapping, and with `reach` (a step's seconds) those an
  /// item could close in that step at its speed (speculative contacts, which stop it at the
  /// surface instead of inside it), or that are within `contactSkin`.
  static func manifolds(
    _ bodies: [DynamicBody], _ groups: [(items: [Int], boundaries: [DynamicBoundary], mutual: Bool)], reach: Double?
  ) -> [[DynamicContact]] {
    func skin(_ body: DynamicBody) -> Double {
      guard let reach else { return 0 }
      return contactSkin + 2 * reach * (body.velocity.length + abs(body.angularVelocity) * body.radius)
    }
    var found: [[DynamicContact]] = []
    for group in groups {
      for i in group.items where !bodies[i].isAnchored {
        for boundary in group.boundaries { found.append(contacts(bodies[i], i, boundary, skin: skin(bodies[i]))) }
      }
      guard group.mutual else { continue }
      for (k, i) in group.items.enumerated() {
        for j in group.items[(k + 1)...] where i != j {
          guard !(bodies[i].isAnchored && bodies[j].isAnchored) else { continue }
          // Items whose circles round them are apart by more than the skin cannot touch: the
          // separating axes are not looked at (most pairs, every pass of every step).
          let reach = bodies[i].radius + bodies[j].radius + skin(bodies[i]) + skin(bodies[j])
          guard bodies[i].center.distance(to: bodies[j].center) < reach else { continue }
          found.append(contacts(bodies, i, j, skin: skin(bodies[i]) + skin(bodies[j])))
        }
      }
    }
    return found.filter { !$0.isEmpty }
  }

  /// Where `body`'s corners reach into `boundary` (from the side its centre is on), beside the
  /// segment rather than past its ends.
  static func contacts(_ body: DynamicBody, _ i: Int, _ boundary: DynamicBoundary, skin: Double) -> [DynamicContact] {
    let d = boundary.b - boundary.a
    let length = d.length
    guard length > 0 else { return [] }
    let along = d * (1 / length)
    var n = Point(-along.y, along.x)
    if dot(body.center - boundary.a, n) < 0 { n = n * -1 }
    return body.corners.compactMap { corner in
      let separation = dot(corner - boundary.a, n)
      let t = dot(corner - boundary.a, along)
      guard separation < skin, t >= 0, t <= length else { return nil }
      return DynamicContact(a: nil, b: i, point: corner, normal: n, depth: -separation)
    }
  }

  /// Where two rectangles touch, by separating axes: the face of least overlap is the
  /// reference, the other's edge most against it is clipped to the face's sides, and each
  /// clipped point inside the face (or within `skin` of it) is a contact.
  static func contacts(_ bodies: [DynamicBody], _ i: Int, _ j: Int, skin: Double) -> [DynamicContact] {
    let (a, b) = (bodies[i], bodies[j])
    func extents(_ body: DynamicBody) -> [(axis: Point, half: Double, across: Double)] {
      let (u, v) = body.axes
      return [(u, body.halfWidth, body.halfHeight), (v, body.halfHeight, body.halfWidth)]
    }
    func radius(_ body: DynamicBody, along axis: Point) -> Double {
      let (u, v) = body.axes
      return body.halfWidth * abs(dot(u, axis)) + body.halfHeight * abs(dot(v, axis))
    }
    // The face of least overlap, of either body; the first body's on a near tie (within a
    // hundredth of a point), as Box2D prefers one, so that a resting contact keeps its face.
    typealias Face = (reference: Int, axis: Point, half: Double, across: Double, overlap: Double)
    var least: [Face] = []
    for (owner, other) in [(i, j), (j, i)] {
      var own: Face?
      for face in extents(bodies[owner]) {
        let gap = abs(dot(bodies[other].center - bodies[owner].center, face.axis))
        let overlap = face.half + radius(bodies[other], along: face.axis) - gap
        guard overlap > -skin else { return [] }
        if own == nil || overlap < own!.overlap { own = (owner, face.axis, face.half, face.across, overlap) }
      }
      if let own { least.append(own) }
    }
    guard least.count == 2 else { return [] }
    let chosen = least[1].overlap < least[0].overlap - 0.01 ? least[1] : least[0]
    let (reference, incident) = chosen.reference == i ? (a, b) : (b, a)
    // The reference face's outward normal, towards the incident body.
    let n = dot(incident.center - reference.center, chosen.axis) >= 0 ? chosen.axis : chosen.axis * -1
    let side = Point(-n.y, n.x)
    // The incident body's edge most against n.
    var edge: (Point, Point)?
    var mostAgainst = Double.infinity
    for (axis, half, across) in extents(incident) {
      for sign in [1.0, -1.0] {
        let normal = axis * sign
        let d = dot(normal, n)
        guard d < mostAgainst else { continue }
        mostAgainst = d
        let middle = incident.center + normal * half
        let tangent = Point(-normal.y, normal.x) * across
        edge = (middle - tangent, middle + tangent)
      }
    }
    guard var (p, q) = edge else { return [] }
    // Clipped to the reference face's sides.
    let faceCenter = reference.center + n * chosen.half
    for direction in [side, side * -1] {
      let (dp, dq) = (dot(p - faceCenter, direction) - chosen.across, dot(q - faceCenter, direction) - chosen.across)
      if dp > 0, dq > 0 { return [] }
      if dp > 0 { p = p + (q - p) * (dp / (dp - dq)) } else if dq > 0 { q = q + (p - q) * (dq / (dq - dp)) }
    }
    let normal = chosen.reference == i ? n : n * -1
    return [p, q].compactMap { point in
      let separation = dot(point - faceCenter, n)
      guard separation < skin else { return nil }
      return DynamicContact(a: i, b: j, point: point, normal: normal, depth: -separation)
    }
  }

  /// Pushes the bodies of an overlapping pair apart along its normal by their deepest contact,
  /// in inverse proportion to their masses.
  static func separate(_ bodies: inout [DynamicBody], _ manifold: [DynamicContact]) {
    guard let contact = manifold.max(by: { $0.depth < $1.depth }), contact.depth > 0 else { return }
    let wa = contact.a.map { bodies[$0].inverseMass } ?? 0
    let wb = bodies[contact.b].inverseMass
    guard wa + wb > 0 else { return }
    if let a = contact.a { bodies[a].center = bodies[a].center - contact.normal * (contact.depth * wa / (wa + wb)) }
    bodies[contact.b].center = bodies[contact.b].center + contact.normal * (contact.depth * wb / (wa + wb))
  }

  /// The contact's lever arms, effective masses along the normal and the tangent, friction,
  /// and the normal velocity it asks for: what restitution gives back when touching, else the
  /// speed that closes the gap within the step `dt` (and no faster).
  static func prepare(_ contact: inout DynamicContact, _ bodies: [DynamicBody], dt: Double) {
    let b = bodies[contact.b]
    let a = contact.a.map { bodies[$0] }
    let n = contact.normal, t = Point(-contact.normal.y, contact.normal.x)
    contact.rb = contact.point - b.center
    contact.ra = a.map { contact.point - $0.center } ?? Point(0, 0)
    func mass(along d: Point) -> Double {
      let k = inverseMass(along: d, b, at: contact.rb, a, at: contact.ra)
      return k > 0 ? 1 / k : 0
    }
    contact.normalMass = mass(along: n)
    contact.tangentMass = mass(along: t)
    contact.friction = a.map { ($0.friction * b.friction).squareRoot() } ?? b.friction
    // A gap may close within the step, no more; touching (within the skin) and coming in
    // fast, the contact gives back what the elasticity says.
    let gap = -contact.depth
    contact.target = max(0, gap) * -1 / dt
    let vn = dot(relativeVelocity(contact, bodies), n)
    let elasticity = max(a?.elasticity ?? 0, b.elasticity)
    if gap <= contactSkin, -vn > restitutionThreshold, elasticity > 0 { contact.target = -elasticity * vn }
  }

  /// The velocity of the contact point on `b` less that on `a` (a boundary stands still).
  static func relativeVelocity(_ contact: DynamicContact, _ bodies: [DynamicBody]) -> Point {
    relativeVelocity(bodies, contact.b, at: contact.point, against: contact.a, at: contact.point)
  }

  /// `impulse` applied at the contact: to `b` along it, to `a` against it.
  static func apply(_ impulse: Point, _ contact: DynamicContact, _ bodies: inout [DynamicBody]) {
    push(impulse, contact.b, at: contact.rb, against: contact.a, at: contact.ra, &bodies)
  }

  /// One pass of sequential impulses on a pair's contacts, Box2D's way: friction within μ times
  /// each point's normal impulse, then the normal impulses accumulated and kept pushing (never
  /// pulling) — the two of a two-point contact solved together (Box2D's block solver), so that
  /// a box resting on its face gets no turn from the order its corners are solved in.
  static func solve(_ manifold: inout [DynamicContact], _ bodies: inout [DynamicBody]) {
    for k in manifold.indices where manifold[k].friction > 0 {
      let contact = manifold[k]
      let t = Point(-contact.normal.y, contact.normal.x)
      let vt = dot(relativeVelocity(contact, bodies), t)
      let limit = contact.friction * contact.normalImpulse
      let tangential = max(-limit, min(limit, contact.tangentImpulse - contact.tangentMass * vt))
      apply(t * (tangential - contact.tangentImpulse), contact, &bodies)
      manifold[k].tangentImpulse = tangential
    }
    if manifold.count == 2, solveTogether(&manifold, &bodies) { return }
    for k in manifold.indices {
      let contact = manifold[k]
      let vn = dot(relativeVelocity(contact, bodies), contact.normal)
      let total = max(0, contact.normalImpulse + contact.normalMass * (contact.target - vn))
      apply(contact.normal * (total - contact.normalImpulse), contact, &bodies)
      manifold[k].normalImpulse = total
    }
  }

  /// The two normal impulses of a two-point contact as the linear complementarity problem
  /// they form (both pushing with both points' normal velocities at their targets, or one, or
  /// none); false when the two points' constraints are nearly the same (Box2D's condition
  /// number test), to be solved one by one instead.
  static func solveTogether(_ manifold: inout [DynamicContact], _ bodies: inout [DynamicBody]) -> Bool {
    let (c1, c2) = (manifold[0], manifold[1])
    let n = c1.normal
    let (a, b) = (c1.a.map { bodies[$0] }, bodies[c1.b])
    let shared = b.inverseMass + (a?.inverseMass ?? 0)
    let (rn1b, rn2b) = (cross(c1.rb, n), cross(c2.rb, n))
    let (rn1a, rn2a) = (cross(c1.ra, n), cross(c2.ra, n))
    let (ia, ib) = (a?.inverseInertia ?? 0, b.inverseInertia)
    let k11 = shared + ia * rn1a * rn1a + ib * rn1b * rn1b
    let k22 = shared + ia * rn2a * rn2a + ib * rn2b * rn2b
    let k12 = shared + ia * rn1a * rn2a + ib * rn1b * rn2b
    let determinant = k11 * k22 - k12 * k12
    guard k11 > 0, k11 * k11 < 1000 * determinant else { return false }
    let old = (c1.normalImpulse, c2.normalImpulse)
    let vn1 = dot(relativeVelocity(c1, bodies), n), vn2 = dot(relativeVelocity(c2, bodies), n)
    let b1 = vn1 - c1.target - (k11 * old.0 + k12 * old.1)
    let b2 = vn2 - c2.target - (k12 * old.0 + k22 * old.1)
    var x: (Double, Double)
    // Both push.
    x = ((k12 * b2 - k22 * b1) / determinant, (k12 * b1 - k11 * b2) / determinant)
    if !(x.0 >= 0 && x.1 >= 0) {
      // The first alone, the second point leaving; else the second alone; else neither.
      let first = -b1 / k11, second = -b2 / k22
      if first >= 0, k12 * first + b2 >= 0 {
        x = (first, 0)
      } else if second >= 0, k12 * second + b1 >= 0 {
        x = (0, second)
      } else if b1 >= 0, b2 >= 0 {
        x = (0, 0)
      } else {
        return false
      }
    }
    apply(n * (x.0 - old.0), c1, &bodies)
    apply(n * (x.1 - old.1), c2, &bodies)
    manifold[0].normalImpulse = x.0
    manifold[1].normalImpulse = x.1
    return true
  }

  static func dot(_ a: Point, _ b: Point) -> Double { a.x * b.x + a.y * b.y }
  static func cross(_ a: Point, _ b: Point) -> Double { a.x * b.y - a.y * b.x }
}
