import Animation
import Foundation
import Geometry
import Scenes
import Testing

@Suite struct BalloonSceneTests {
  /// Seed 003's PaintCode points, in order, are the path parameters' defaults.
  @Test func pathDefaultsAreTheSeedsPoints() throws {
    let v = ParameterValues()
    var declared = [v.point(BalloonScene.start)]
    for c in BalloonScene.curves { declared += [v.point(c.to), v.point(c.control1), v.point(c.control2)] }
    #expect(declared == SeedFacts.balloonPoints)
  }

  /// The numbers of seed 003's listings (`SeedFacts.balloonPhrases`).
  @Test func numbersAreTheSeeds() throws {
    let v = ParameterValues()
    #expect(v.number(BalloonScene.lineWidth) == 5 && v.integer(BalloonScene.dotCount) == 3)
    #expect(v.number(BalloonScene.delay) == 0.1 && v.number(BalloonScene.dotSizeFraction) == 0.1)
    #expect(v.number(BalloonScene.spacing) == 1.6 && v.number(BalloonScene.offsetY) == 0.2)
    #expect(v.number(BalloonScene.upScale) == 1.3 && v.number(BalloonScene.downScaleFrom) == 0.5)
    #expect(v.number(BalloonScene.downDrop) == 5 && v.number(BalloonScene.downMoveDuration) == 0.2)
    #expect(v.number(BalloonScene.upDuration) == 0.5 && v.number(BalloonScene.downDuration) == 0.7)
    #expect(v.spring(BalloonScene.timing) == Spring())
  }

  /// The dot's y follows the spring (core-animation.md §2.5 values) through up then down.
  @Test func dotFollowsTheUpAndDownSprings() {
    let v = ParameterValues()
    let d = 480.0 / 10, rest = 240 + 0.2 * d
    func dotY(_ t: Double) -> Double {
      BalloonScene.presentation(v, at: t).sublayer(named: "dots")!.sublayers[0].position.y
    }
    #expect(abs(dotY(0.25) - (rest - d * 1.02335957991)) < 1e-6)
    #expect(abs(dotY(0.6) - (rest + 5 - 5 * 0.340299846608)) < 1e-6)
    // Down's move spring ended at 0.2 s and holds its last value (fill forwards).
    let held = rest + 5 - 5 * Spring().value(at: 0.2)
    #expect(abs(dotY(1.0) - held) < 1e-6)
    // Second cycle begins at 1.2 s.
    #expect(abs(dotY(1.45) - (rest - d * 1.02335957991)) < 1e-6)
  }

  /// Instance k lags 0.1·k s; instances sit 1.6·dotSize apart.
  @Test func dotsAreReplicatedWithDelayAndSpacing() {
    let v = ParameterValues()
    let dots = BalloonScene.presentation(v, at: 0.35).sublayer(named: "dots")!.sublayers
    #expect(dots.count == 3)
    let single = BalloonScene.presentation(v, at: 0.25).sublayer(named: "dots")!.sublayers[0]
    #expect(abs(dots[1].position.y - single.position.y) < 1e-9)
    let items = BalloonScene.presentation(v, at: 0).displayList().filter { $0.color == .black }
    // Balloon stroke, then three dots.
    let centres = items.dropFirst().map { $0.transform.project(Point(24, 24))! }
    let xs: [Double] = centres.map(\.x)
    let expected: [Double] = [320 - 76.8, 320, 320 + 76.8]
    #expect(zip(xs, expected).allSatisfy { abs($0 - $1) < 1e-9 } && xs.count == 3)
  }

  @Test func rescaledPathFitsAndCentresInTheFrame() {
    let frame = Rect(x: 0, y: 0, width: 640, height: 480)
    let box = BalloonScene.rescaled(BalloonScene.path(ParameterValues()), toFit: frame).controlPointBounds
    #expect(abs(box.midX - 320) < 1e-9 && abs(box.midY - 240) < 1e-9)
    #expect(abs(box.height - 480) < 1e-9 || abs(box.width - 640) < 1e-9)
    #expect(box.width <= 640 + 1e-9 && box.height <= 480 + 1e-9)
  }

  /// The article adds both groups with `addAnimation(anim, forKey: nil)`: they stack, each over
  /// the last, and a lagging instance shows a group until a later one has begun for it. With
  /// instanceDelay 0.55 the third dot at 1.46 s is at local time 0.36 s: the second "up" (added
  /// at 1.2 s) and the first "down" (0.5 s) have not begun there, so the first "up" shows,
  /// 0.36 s into its default spring: x = 1.1629708731458994 (closed form of §2.2, in Python).
  /// With keyed adds the second "up" would have removed the first and the dot would sit at
  /// its model values (opacity 1, y 249.6).
  @Test func unkeyedGroupsStackSoALaggingDotStillShowsTheFirstUp() {
    var v = ParameterValues()
    v[BalloonScene.delay] = .number(0.55)
    let dots = BalloonScene.presentation(v, at: 1.46).sublayer(named: "dots")!.sublayers
    #expect(abs(dots[2].opacity - -0.16297087314589942) < 1e-9)
    #expect(abs(dots[2].position.y - 193.77739808899682) < 1e-9)
  }

  /// Unkeyed groups that every instance sees covered are dropped, so five minutes into the loop the
  /// dot holds a couple of animations, not hundreds — and shows the same as an unpruned chain.
  @Test func aLongRunningLoopKeepsOnlyTheGroupsThatCanShow() {
    var v = ParameterValues()
    v[BalloonScene.delay] = .number(0.55)
    let dot = BalloonScene.model(v).sublayer(named: "dot")!
    var unpruned = BalloonScene.choreography(v, dot: dot)
    unpruned.dropsHiddenAnimations = false
    for t in [300.0, 300.37, 301.11] {
      let pruned = BalloonScene.choreography(v, dot: dot).attach(to: BalloonScene.model(v), at: t)
      #expect(pruned.sublayer(named: "dot")!.animations.count <= 4)
      let full = unpruned.attach(to: BalloonScene.model(v), at: t)
      #expect(full.sublayer(named: "dot")!.animations.count > 400)
      func dots(_ root: Layer) -> [String] {
        root.presentation(at: t).sublayer(named: "dots")!.sublayers.map { "\($0.position) \($0.opacity) \($0.transform)" }
      }
      #expect(dots(pruned) == dots(full))
    }
  }
}
