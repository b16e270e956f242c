import Foundation
import Geometry
import Testing

@testable import SwiftRun

/// The world `UIDynamicAnimator` steps, against the mechanics it stands for: a frictionless
/// slope accelerates at g · sin θ, Coulomb friction stops a slide at μ · g, a perfectly
/// elastic item resting on a floor stays at rest, contacts off an item's centre turn it.
@Suite struct DynamicsWorldTests {
  static let dt = 1.0 / 60

  static func run(_ body: DynamicBody, _ walls: [DynamicBoundary], seconds: Double) -> DynamicBody {
    var bodies = [body]
    for _ in 0..<Int((seconds / dt).rounded()) {
      DynamicsWorld.step(&bodies, dt: dt, groups: [([0], walls, false)])
    }
    return bodies[0]
  }

  @Test func aFrictionlessSlopeAcceleratesAtGravityTimesTheSineOfItsAngle() {
    // A 30° slope falling to the right, a 20-point square lying on it (turned to its angle).
    let angle = Double.pi / 6
    let a = Point(0, 0), b = Point(1000 * cos(angle), 1000 * sin(angle))
    let n = Point(sin(angle), -cos(angle))
    let reach = 10.0
    let start = Point(100 * cos(angle) + reach * n.x, 100 * sin(angle) + reach * n.y)
    var body = DynamicBody(center: start, halfWidth: 10, halfHeight: 10, velocity: Point(0, 0))
    body.angle = angle
    body.acceleration = Point(0, 1000)
    let end = Self.run(body, [DynamicBoundary(a: a, b: b)], seconds: 0.5)
    let along = ((end.center.x - start.x) * cos(angle) + (end.center.y - start.y) * sin(angle))
    let exact = 0.5 * 1000 * sin(angle) * 0.25
    #expect(along >= exact - 1 && along <= exact + 1000 * sin(angle) * 0.5 * Self.dt / 2 + 1)
    // It stays on the slope, lying on it.
    let height = (end.center.x - a.x) * n.x + (end.center.y - a.y) * n.y
    #expect(abs(height - reach) < 0.5)
    #expect(abs(end.angle - angle) < 1e-6)
  }

  /// Contacts off an item's centre turn it, as Box2D's (and so UIKit's) do: an upright square
  /// put on a 30° slope touches it with one corner, falls over onto its face, rocks, and lies
  /// turned to the slope's angle (or a quarter turn from it: a square's faces are alike),
  /// held by its friction (μ = 1 > tan 30°) where it came to rest.
  @Test func anUprightSquareOnASlopeFallsOntoItsFace() {
    let angle = Double.pi / 6
    let a = Point(0, 0), b = Point(1000 * cos(angle), 1000 * sin(angle))
    let n = Point(sin(angle), -cos(angle))
    let reach = 10 * abs(n.x) + 10 * abs(n.y)
    let start = Point(300 * cos(angle) + reach * n.x, 300 * sin(angle) + reach * n.y)
    var body = DynamicBody(center: start, halfWidth: 10, halfHeight: 10, velocity: Point(0, 0))
    body.acceleration = Point(0, 1000)
    body.friction = 1
    let end = Self.run(body, [DynamicBoundary(a: a, b: b)], seconds: 1)
    let turned = end.angle.truncatingRemainder(dividingBy: .pi / 2)
    #expect(abs(turned - angle) < 0.02 || abs(turned - angle + .pi / 2) < 0.02, "turned to \(end.angle)")
    let height = (end.center.x - a.x) * n.x + (end.center.y - a.y) * n.y
    #expect(abs(height - 10) < 0.5)
    // At rest: a second later it is where it was.
    let later = Self.run(body, [DynamicBoundary(a: a, b: b)], seconds: 2)
    #expect(
      later.center.distance(to: end.center) < 0.05 && abs(later.angle - end.angle) < 1e-6,
      "moved \(later.center.distance(to: end.center)), turned \(later.angle - end.angle)")
  }

  /// A square dropped with its centre past a ledge's end tips over the edge and falls turning
  /// (clockwise over a right-hand edge); one whose centre is over the ledge lands upright.
  @Test func aSquareOverhangingALedgeTipsOffItAndOneOnItStays() {
    let ledge = DynamicBoundary(a: Point(-100, 100), b: Point(0, 100))
    func dropped(at x: Double) -> DynamicBody {
      var body = DynamicBody(center: Point(x, 60), halfWidth: 20, halfHeight: 20, velocity: Point(0, 0))
      body.acceleration = Point(0, 1000)
      body.friction = 0.5
      return Self.run(body, [ledge], seconds: 0.6)
    }
    let tipping = dropped(at: 8)
    #expect(tipping.angle > 0.5 && tipping.center.y > 120, "angle \(tipping.angle), y \(tipping.center.y)")
    let resting = dropped(at: -30)
    #expect(abs(resting.angle) < 1e-6 && abs(resting.center.y - 80) < 0.5)
  }

  /// A 20-point square resting on a floor at y = 100 under gravity 1, moving at `velocity`.
  static func onFloor(velocity: Point, _ change: (inout DynamicBody) -> Void, seconds: Double) -> DynamicBody {
    let floor = DynamicBoundary(a: Point(-1000, 100), b: Point(1000, 100))
    var body = DynamicBody(center: Point(0, 90), halfWidth: 10, halfHeight: 10, velocity: velocity)
    body.acceleration = Point(0, 1000)
    change(&body)
    return run(body, [floor], seconds: seconds)
  }

  @Test func frictionStopsASlideAtMuTimesGravity() {
    let end = Self.onFloor(velocity: Point(100, 0), { $0.friction = 0.5 }, seconds: 1)
    // v² / (2 μ g) = 10 000 / 1000 = 10 points, within a step's travel.
    #expect(abs(end.center.x - 10) <= 100 * Self.dt + 0.5)
    #expect(abs(end.velocity.x) < 1e-9)
  }

  @Test func aPerfectlyElasticItemAtRestOnAFloorStaysThere() {
    let end = Self.onFloor(velocity: Point(0, 0), { $0.elasticity = 1 }, seconds: 2)
    #expect(abs(end.center.y - 90) < 1e-9 && end.velocity.y == 0)
  }

  /// A rigid attachment of length L under gravity g swings as a pendulum: for a small angle its
  /// half period is π √(L / g) (0.993 s for 100 points at 1000 points/s²), when it has swung
  /// to the other side; the rod keeps its length at every step.
  @Test func aRigidAttachmentSwingsAsAPendulumOfItsLength() {
    let anchor = Point(0, 0)
    let x0 = 100 * sin(0.08)
    var bodies = [DynamicBody(center: Point(x0, 100 * cos(0.08)), halfWidth: 5, halfHeight: 5, velocity: Point(0, 0))]
    bodies[0].acceleration = Point(0, 1000)
    let rod = DynamicAttachment(item: 0, anchor: anchor, length: 100, frequency: 0, damping: 0)
    let half = Double.pi * (100.0 / 1000).squareRoot()
    for _ in 0..<Int((half / Self.dt).rounded()) {
      DynamicsWorld.step(&bodies, dt: Self.dt, groups: [], attachments: [rod])
      let c = bodies[0].center
      #expect(abs((c.x * c.x + c.y * c.y).squareRoot() - 100) < 1e-9)
    }
    #expect(abs(bodies[0].center.x + x0) < 0.1 * x0)
  }

  /// Held by a pin at one end, a 100 × 20 bar swings as a physical pendulum, turning as it
  /// goes: about the pin its moment of inertia is m (100² + 20²) / 12 + m · 50², its centre 50
  /// points away, so for a small swing its half period is π √(I / (m g d)) = 0.815 s at
  /// 1000 points/s² — when it has swung to the other side; the pinned end stays on the anchor.
  @Test func aBarPinnedAtOneEndSwingsAsAPhysicalPendulum() {
    let anchor = Point(0, 0)
    let start = Double.pi / 2 - 0.1  // the bar's axis from the pin, just off straight down
    var bar = DynamicBody(
      center: Point(50 * cos(start), 50 * sin(start)), halfWidth: 50, halfHeight: 10, velocity: Point(0, 0))
    bar.angle = start
    bar.acceleration = Point(0, 1000)
    var bodies = [bar]
    let pin = DynamicAttachment(item: 0, anchor: anchor, length: 0, frequency: 0, damping: 0, offset: Point(-50, 0))
    let inertia: Double = 10_400.0 / 12 + 2500  // (100² + 20²) / 12 + 50², per unit mass
    let half: Double = Double.pi * (inertia / 50_000).squareRoot()
    for _ in 0..<Int((half / Self.dt).rounded()) {
      DynamicsWorld.step(&bodies, dt: Self.dt, groups: [], attachments: [pin])
      #expect(bodies[0].point(Point(-50, 0)).distance(to: anchor) < 1e-9)
    }
    #expect(abs(bodies[0].angle - (Double.pi / 2 + 0.1)) < 0.01, "angle \(bodies[0].angle)")
  }

  /// A spring attachment of frequency f (rest length 0, no damping) brings a displaced item
  /// back in one period 1/f: after half a period it is on the other side of the anchor.
  @Test func aSpringAttachmentOscillatesAtItsFrequency() {
    var bodies = [DynamicBody(center: Point(10, 0), halfWidth: 5, halfHeight: 5, velocity: Point(0, 0))]
    let spring = DynamicAttachment(item: 0, anchor: Point(0, 0), length: 0, frequency: 1, damping: 0)
    var positions: [Double] = []
    for _ in 0..<60 {
      DynamicsWorld.step(&bodies, dt: Self.dt, groups: [], attachments: [spring])
      positions.append(bodies[0].center.x)
    }
    #expect(abs(positions[29] + 10) < 1)
    #expect(abs(positions[59] - 10) < 1)
  }

  /// Angular velocity turns an item (radians, clockwise on screen); angular resistance slows it
  /// as the world's header states, ω / (1 + dt · r) each step: from 5 rad/s with r = 1, after
  /// one second 5 / (1 + 1/60)^60 = 1.8546 rad/s.
  @Test func angularVelocityTurnsAnItemAndAngularResistanceSlowsIt() {
    var free = [DynamicBody(center: Point(0, 0), halfWidth: 5, halfHeight: 5, velocity: Point(0, 0))]
    free[0].angularVelocity = 5
    var slowed = free
    slowed[0].angularResistance = 1
    for _ in 0..<60 {
      DynamicsWorld.step(&free, dt: Self.dt, groups: [])
      DynamicsWorld.step(&slowed, dt: Self.dt, groups: [])
    }
    #expect(abs(free[0].angle - 5) < 1e-9)
    #expect(abs(slowed[0].angularVelocity - 1.8546199) < 1e-6)
  }
}
