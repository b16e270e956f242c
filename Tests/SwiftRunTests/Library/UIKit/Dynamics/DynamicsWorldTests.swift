import Foundation
import Geometry
import Testing

@testable import SwiftRun

/// The world `UIDynamicAnimator` steps, against the mechanics it stands for: a frictionless
/// slope accelerates at g · sin θ, Coulomb friction stops a slide at μ · g, a perfectly
/// elastic item resting on a floor stays at rest.
@Suite struct DynamicsWorldTests {
  static let dt = 1.0 / 60

  static func run(_ body: DynamicBody, _ walls: [DynamicBoundary], seconds: Double) -> DynamicBody {
    var bodies = [body]
    for _ in 0..<Int((seconds / dt).rounded()) {
      _ = DynamicsWorld.step(&bodies, dt: dt, groups: [([0], walls, false)])
    }
    return bodies[0]
  }

  @Test func aFrictionlessSlopeAcceleratesAtGravityTimesTheSineOfItsAngle() {
    // A 30° slope falling to the right, a 20-point square on it.
    let angle = Double.pi / 6
    let a = Point(0, 0), b = Point(1000 * cos(angle), 1000 * sin(angle))
    let n = Point(sin(angle), -cos(angle))
    let reach = 10 * abs(n.x) + 10 * abs(n.y)
    let start = Point(100 * cos(angle) + reach * n.x, 100 * sin(angle) + reach * n.y)
    var body = DynamicBody(center: start, halfWidth: 10, halfHeight: 10, velocity: Point(0, 0))
    body.acceleration = Point(0, 1000)
    let end = Self.run(body, [DynamicBoundary(a: a, b: b)], seconds: 0.5)
    let along = ((end.center.x - start.x) * cos(angle) + (end.center.y - start.y) * sin(angle))
    let exact = 0.5 * 1000 * sin(angle) * 0.25
    #expect(along >= exact - 1 && along <= exact + 1000 * sin(angle) * 0.5 * Self.dt / 2 + 1)
    // It stays on the slope.
    let height = (end.center.x - a.x) * n.x + (end.center.y - a.y) * n.y
    #expect(abs(height - reach) < 0.5)
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
    #expect(end.velocity.x == 0)
  }

  @Test func aPerfectlyElasticItemAtRestOnAFloorStaysThere() {
    let end = Self.onFloor(velocity: Point(0, 0), { $0.elasticity = 1 }, seconds: 2)
    #expect(abs(end.center.y - 90) < 1e-9 && end.velocity.y == 0)
  }
}
