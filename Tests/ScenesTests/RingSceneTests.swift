import Animation
import Geometry
import Scenes
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite struct RingSceneTests {
  func circle(_ v: ParameterValues, _ t: Double) -> Layer {
    RingScene.presentation(v, at: t).sublayer(named: "circle")!
  }

  /// The numbers of seed 004's listings (`SeedFacts.ringPhrases`).
  @Test func numbersAreTheSeeds() throws {
    let v = ParameterValues()
    #expect(v.number(RingScene.rotationDuration) == 1 && v.number(RingScene.turns) == 1)
    #expect(v.number(RingScene.startStroke) == 0.5 && v.number(RingScene.startAngle) == 0)
    #expect(v.choice(RingScene.direction) == "clockwise" && v.timing(RingScene.fadeTiming) == .function(.easeIn))
  }

  /// Cumulative rotation by 2π per second, forever, while busy.
  @Test func turnsOncePerSecondCumulatively() {
    let v = ParameterValues()
    #expect(abs(circle(v, 0.25).pose.rotation - Double.pi / 2) < 1e-9)
    #expect(abs(circle(v, 7.25).pose.rotation - (14 * Double.pi + Double.pi / 2)) < 1e-9)
    var ccw = v
    ccw[RingScene.direction] = .choice("counterclockwise")
    #expect(abs(circle(ccw, 0.25).pose.rotation + Double.pi / 2) < 1e-9)
  }

  /// The busy arc is the bottom half (UIKit: 0 → π clockwise) around the view's centre.
  @Test func busyArcIsHalfTheCircle() {
    let v = ParameterValues()
    let shape = circle(v, 0).shape!
    let b = shape.path.bounds
    let radius = (480.0 - 80) / 2
    #expect(abs(b.minY - 240) < 1e-9 && abs(b.maxY - (240 + radius)) < 1e-9)
    #expect(abs(b.minX - (320 - radius)) < 1e-9 && abs(b.maxX - (320 + radius)) < 1e-9)
  }

  /// After stop at s: strokeEnd 0.5 → 1 over the fill, rotation removed when it ends, the
  /// image fading with ease-in.
  @Test func stopFillsThenFades() {
    var v = ParameterValues()
    v[RingScene.stop] = .number(2)
    #expect(abs(circle(v, 2.5).shape!.strokeEnd - 0.75) < 1e-12)
    #expect(abs(circle(v, 2.5).pose.rotation - (4 * Double.pi + Double.pi)) < 1e-9)  // still turning
    #expect(circle(v, 3.01).pose.rotation == 0)  // removed: the full circle hides the jump
    #expect(circle(v, 3.01).shape!.strokeEnd == 1)
    let tree = RingScene.presentation(v, at: 3.15)
    let done = tree.sublayer(named: "done")!.opacity, busy = tree.sublayer(named: "busy")!.opacity
    #expect(abs(done - TimingFunction.easeIn.value(at: 0.5)) < 1e-12 && abs(busy + done - 1) < 1e-12)
    #expect(RingScene.presentation(v, at: 1.9).sublayer(named: "done")!.opacity == 0)
  }
}
