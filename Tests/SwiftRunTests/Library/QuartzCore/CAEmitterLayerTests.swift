import Foundation
import Animation
import Geometry
import Scenes
import Testing

@testable import SwiftRun

/// `CAEmitterLayer` and `CAEmitterCell` as real confetti and sparkle code writes them: the
/// particles shown, their start, the preview's seed, and what is refused.
@Suite struct CAEmitterLayerTests {
  static func opened(_ body: String, path: String = "/x/Confetti.swift") throws -> OpenedFile {
    let code = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
      PlaygroundPage.current.liveView = host
      func makeCell(_ color: UIColor) -> CAEmitterCell {
        let cell = CAEmitterCell()
        cell.birthRate = 4
        cell.lifetime = 5
        cell.velocity = 60
        cell.emissionLongitude = .pi
        cell.color = color.cgColor
        cell.contents = UIImage(named: "confetti")?.cgImage
        return cell
      }
      \(body)
      """
    return try OpenedFile.open(text: code, path: path)
  }

  /// The emitter layer's sublayers at `t` (its particles), for preview seed `seed`.
  static func particles(_ file: OpenedFile, at t: Double, seed: Double? = nil) -> [Layer] {
    var values = ParameterValues()
    if let seed, let spec = file.scene.parameter(named: "preview.seed") { values[spec] = .number(seed) }
    return file.scene.presentation(values, t).sublayers[0].sublayers
  }

  static let confetti = """
    let emitter = CAEmitterLayer()
    emitter.frame = host.bounds
    emitter.emitterPosition = CGPoint(x: 100, y: 0)
    emitter.emitterShape = kCAEmitterLayerLine
    emitter.emitterSize = CGSize(width: 200, height: 1)
    emitter.emitterCells = [makeCell(.red), makeCell(.blue)]
    host.layer.addSublayer(emitter)
    """

  @Test func aConfettiEmitterShowsItsParticlesFallingFromTheLineTintedByTheirCells() throws {
    let file = try Self.opened(Self.confetti)
    let shown = Self.particles(file, at: 0)
    // Running all along (no beginTime): two cells × 4 a second × 5 s alive.
    #expect(shown.count == 40)
    #expect(shown.allSatisfy { $0.position.y >= 0 && $0.position.x >= 0 && $0.position.x <= 200 })
    #expect(Set(shown.compactMap(\.tint)) == [Color(red: 1, green: 0, blue: 0), Color(red: 0, green: 0, blue: 1)])
    #expect(file.warnings.contains { $0.contains("UIImage(named: \"confetti\")") })
  }

  /// `.additive` adds each particle's colour to what lies below (plus-lighter): twenty dark
  /// red particles at one spot, each (0.3, 0.1, 0), sum past 1 in red and green — yellow —
  /// where drawn one over another they stay the one particle's colour.
  @Test(arguments: [("additive", [255, 255, 0]), ("unordered", [77, 26, 0])])
  func additiveParticlesAddTheirColoursToWhatIsBelow(mode: String, expected: [Int]) throws {
    let text = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      host.backgroundColor = .black
      let square = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { ctx in
        UIColor.white.setFill()
        ctx.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
      }
      let emitter = CAEmitterLayer()
      emitter.frame = host.bounds
      emitter.emitterPosition = CGPoint(x: 20, y: 20)
      emitter.renderMode = .\(mode)
      emitter.beginTime = CACurrentMediaTime()
      let cell = CAEmitterCell()
      cell.contents = square.cgImage
      cell.birthRate = 20
      cell.lifetime = 10
      cell.color = UIColor(red: 0.3, green: 0.1, blue: 0, alpha: 1).cgColor
      emitter.emitterCells = [cell]
      host.layer.addSublayer(emitter)
      PlaygroundPage.current.liveView = host
      """
    let pixel = try RenderedPixels.frame(text, path: "/x/Glow.swift", at: 1.5)
    #expect(pixel(20, 20).enumerated().allSatisfy { abs($0.element - expected[$0.offset]) <= 1 }, "\(pixel(20, 20))")
  }

  @Test func settingBeginTimeToNowStartsTheEmitterEmpty() throws {
    let file = try Self.opened(Self.confetti + "\nemitter.beginTime = CACurrentMediaTime()")
    #expect(Self.particles(file, at: 0).count <= 2)
    #expect(Self.particles(file, at: 1).count == 8)
    #expect(Self.particles(file, at: 6).count == 40)
  }

  @Test func theSameSeedShowsTheSameParticlesAndAnotherOthers() throws {
    let file = try Self.opened(Self.confetti)
    #expect(file.scene.parameter(named: "preview.seed") != nil)
    let one = Self.particles(file, at: 2, seed: 1).map(\.position)
    #expect(one == Self.particles(file, at: 2, seed: 1).map(\.position))
    #expect(one != Self.particles(file, at: 2, seed: 2).map(\.position))
  }

  /// Confetti stopped after a while: the living particles finish their fall, none is born.
  @Test func aBirthRateOfZeroLaterStopsBirthsAndLetsTheParticlesFinish() throws {
    let file = try Self.opened(
      Self.confetti + "\nDispatchQueue.main.asyncAfter(deadline: .now() + 2) { emitter.birthRate = 0 }")
    #expect(Self.particles(file, at: 2).count == 40)
    #expect(Self.particles(file, at: 4).count == 24)
    #expect(Self.particles(file, at: 7.01).isEmpty)
  }

  @Test func aViewWhoseLayerIsAnEmitterShowsItsParticles() throws {
    let file = try OpenedFile.open(
      text: """
        import UIKit
        class Sparkle: UIView {
          override class var layerClass: AnyClass { CAEmitterLayer.self }
          override func layoutSubviews() {
            super.layoutSubviews()
            let emitter = layer as! CAEmitterLayer
            emitter.emitterPosition = CGPoint(x: bounds.midX, y: bounds.midY)
            emitter.emitterShape = .circle
            emitter.emitterMode = .outline
            emitter.emitterSize = CGSize(width: 30, height: 30)
            let cell = CAEmitterCell()
            cell.birthRate = 10
            cell.lifetime = 1
            cell.contents = UIImage(systemName: "checkmark")?.cgImage
            emitter.emitterCells = [cell]
          }
        }
        """, path: "/x/Sparkle.swift")
    let tree = file.scene.presentation(ParameterValues(), 0.5)
    let c = Point(tree.bounds.midX, tree.bounds.midY)
    #expect(tree.sublayers.count == 10)
    #expect(tree.sublayers.allSatisfy { abs(hypot($0.position.x - c.x, $0.position.y - c.y) - 30) < 1e-9 })
  }

  @Test func aCellWithoutContentsDrawsNothingAndSaysSo() throws {
    let file = try Self.opened(
      """
      let emitter = CAEmitterLayer()
      let cell = CAEmitterCell()
      cell.birthRate = 5
      cell.lifetime = 2
      emitter.emitterCells = [cell]
      host.layer.addSublayer(emitter)
      """)
    #expect(Self.particles(file, at: 1).isEmpty)
    #expect(file.warnings.contains { $0.contains("Confetti.swift:19:") && $0.contains("without contents draws nothing") })
  }

  @Test func aCellEmittingItselfIsRefusedWithItsPlace() throws {
    #expect {
      try Self.opened(
        """
        let trail = CAEmitterCell()
        let rocket = makeCell(.white)
        rocket.emitterCells = [trail]
        trail.emitterCells = [rocket]
        """)
    } throws: { "\($0)".contains("Confetti.swift:18:") && "\($0)".contains("cannot emit itself") }
  }

  /// Fireworks: rockets without an image whose particles emit a trail, read back.
  @Test func aCellsSubCellsAreEmittedByItsParticles() throws {
    let file = try Self.opened(
      """
      let emitter = CAEmitterLayer()
      emitter.emitterPosition = CGPoint(x: 100, y: 200)
      let rocket = CAEmitterCell()
      rocket.birthRate = 1
      rocket.lifetime = 2
      rocket.velocity = 100
      rocket.emissionLongitude = -.pi / 2
      let trail = makeCell(.yellow)
      trail.velocity = 0
      rocket.emitterCells = [trail]
      emitter.emitterCells = [rocket]
      host.layer.addSublayer(emitter)
      let kept = (rocket.emitterCells?.count ?? 0) == 1 ? 1 : 0
      host.layer.opacity = Float(kept)
      """)
    #expect(file.scene.presentation(ParameterValues(), 1).opacity == 1)
    let shown = Self.particles(file, at: 1)
    #expect(!shown.isEmpty)
    // Trails stand where the rockets were: straight above the emitter.
    #expect(shown.allSatisfy { abs($0.position.x - 100) < 1e-6 && $0.position.y <= 200 })
  }

  /// Builder-style extensions of the cell and layer classes (`cell._velocity(…)` returning
  /// `self`) run as the file declares them.
  @Test func extensionMethodsOfTheEmitterClassesRun() throws {
    let file = try Self.opened(
      """
      extension CAEmitterCell {
        func fast(_ v: CGFloat) -> CAEmitterCell {
          self.velocity = v
          return self
        }
      }
      extension CAEmitterLayer {
        func placed(at p: CGPoint) -> CAEmitterLayer {
          emitterPosition = p
          return self
        }
      }
      let emitter = CAEmitterLayer().placed(at: CGPoint(x: 50, y: 60))
      emitter.emitterCells = [makeCell(.red).fast(0)]
      host.layer.addSublayer(emitter)
      """)
    let shown = Self.particles(file, at: 1)
    #expect(!shown.isEmpty && shown.allSatisfy { $0.position == Point(50, 60) })
  }

  /// NSHipster's confetti: the emitter's birth rate animated by keyframes to 0 half way
  /// through, held there; the delegate hears when it stops.
  @Test func aKeyframedBirthRateTailsTheConfettiOffAndTellsItsDelegate() throws {
    let file = try Self.opened(
      Self.confetti + """

        emitter.beginTime = CACurrentMediaTime()
        class Stopper: NSObject, CAAnimationDelegate {
          func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { host.backgroundColor = .black }
        }
        let rate = CAKeyframeAnimation(keyPath: #keyPath(CAEmitterLayer.birthRate))
        rate.duration = 2
        rate.values = [1, 0, 0]
        rate.keyTimes = [0, 0.5, 1]
        rate.fillMode = .forwards
        rate.isRemovedOnCompletion = false
        rate.delegate = Stopper()
        emitter.add(rate, forKey: "rate")
        """)
    // Births at 8 a second falling linearly to 0 over the first second: ∫ = 4.
    let born = Self.particles(file, at: 3).count
    #expect(born >= 3 && born <= 5)
    #expect(Self.particles(file, at: 4.9).count == born)  // none born after; each lives 5 s
    #expect(file.scene.presentation(ParameterValues(), 1.9).backgroundColor == nil)
    #expect(file.scene.presentation(ParameterValues(), 2.1).backgroundColor == Color(white: 0))
  }
}

/// A cell's own birth rate animated through the emitter by its name
/// (`emitterCells.NAME.birthRate`, as Apple documents `CAEmitterLayer`'s key paths): a like
/// button's burst from a cell that otherwise emits nothing.
@Suite struct CAEmitterCellBirthRateAnimationTests {
  @Test func aNamedCellsAnimatedRateEmitsWhileItRunsAndTheOtherCellKeepsItsOwn() throws {
    let file = try CAEmitterLayerTests.opened(
      CAEmitterLayerTests.confetti + """

        emitter.beginTime = CACurrentMediaTime()
        let burst = makeCell(.green)
        burst.name = "burst"
        burst.birthRate = 0
        emitter.emitterCells = [makeCell(.red), burst]
        let rate = CABasicAnimation(keyPath: "emitterCells.burst.birthRate")
        rate.fromValue = 40
        rate.toValue = 0
        rate.duration = 1
        emitter.add(rate, forKey: "burst")
        """)
    let green = Color(red: 0, green: 1, blue: 0), red = Color(red: 1, green: 0, blue: 0)
    func count(_ color: Color, at t: Double) -> Int {
      CAEmitterLayerTests.particles(file, at: t).filter { $0.tint == color }.count
    }
    // 40 a second falling linearly to 0 over a second: ∫ = 20; none after, each living 5 s.
    #expect(abs(count(green, at: 2) - 20) <= 1)
    #expect(count(green, at: 4.9) == count(green, at: 2))
    // The red cell's own 4 a second, untouched: 8 in 2 s.
    #expect(abs(count(red, at: 2) - 8) <= 1)
  }
}

/// A group animating the emitter's own numbers: births through the birth rate while it
/// runs, and each particle's velocity and start from their values at its birth.
@Suite struct CAEmitterLayerGroupTests {
  static func opened(_ children: String) throws -> OpenedFile {
    try CAEmitterLayerTests.opened(
      CAEmitterLayerTests.confetti + """

        emitter.beginTime = CACurrentMediaTime()
        emitter.birthRate = 0
        let rate = CABasicAnimation(keyPath: "birthRate")
        rate.fromValue = 1
        rate.toValue = 1
        let group = CAAnimationGroup()
        group.duration = 2
        group.animations = [rate, \(children)]
        emitter.add(group, forKey: "start")
        """)
  }

  @Test func birthsHappenOnlyWhileTheGroupRaisesTheRate() throws {
    let file = try Self.opened(
      """
      { let v = CABasicAnimation(keyPath: "velocity"); v.fromValue = 1; v.toValue = 1; return v }()
      """)
    // Two cells × 4 a second × 2 s; the layer's own rate, 0, after.
    let born = CAEmitterLayerTests.particles(file, at: 3).count
    #expect(born >= 15 && born <= 17)
    #expect(CAEmitterLayerTests.particles(file, at: 4.9).count == born)
  }

  @Test func eachParticleTakesTheVelocityMultiplierOfItsBirth() throws {
    let file = try Self.opened(
      """
      { let v = CABasicAnimation(keyPath: "velocity"); v.fromValue = 0.5; v.toValue = 0.5; return v }()
      """)
    // 60 points a second halved: born at b ∈ [0, 2], a particle is 30·(3 − b) below the line at 3 s.
    let ys = CAEmitterLayerTests.particles(file, at: 3).map(\.position.y)
    #expect(!ys.isEmpty)
    #expect(ys.allSatisfy { $0 >= 30 - 1e-6 && $0 <= 90 + 1e-6 })
  }

  @Test func eachParticleStartsAtTheEmitterPositionOfItsBirth() throws {
    let file = try Self.opened(
      """
      { let p = CABasicAnimation(keyPath: "emitterPosition"); p.fromValue = CGPoint(x: 20, y: 0)
        p.toValue = CGPoint(x: 20, y: 0); return p }(),
      { let w = CABasicAnimation(keyPath: "emitterSize.width"); w.fromValue = 0; w.toValue = 0; return w }()
      """)
    // Born at x = 20 (the model's 100 after the group), each falls straight down.
    let xs = CAEmitterLayerTests.particles(file, at: 3).map(\.position.x)
    #expect(!xs.isEmpty)
    #expect(xs.allSatisfy { abs($0 - 20) < 1e-6 })
  }

  @Test func eachParticleStartsOnTheEmitterSizeOfItsBirth() throws {
    let file = try Self.opened(
      """
      { let w = CABasicAnimation(keyPath: "emitterSize.width"); w.fromValue = 0; w.toValue = 0; return w }()
      """)
    // A line of no width: every particle starts at its centre and falls straight down.
    let xs = CAEmitterLayerTests.particles(file, at: 3).map(\.position.x)
    #expect(!xs.isEmpty)
    #expect(xs.allSatisfy { abs($0 - 100) < 1e-6 })
  }

  /// A timer moving the emitter (code, not an animation): each particle keeps the place it was
  /// born at, as on iOS, and only later ones start at the new place.
  @Test func aParticleKeepsThePlaceItWasBornAtWhenCodeMovesTheEmitter() throws {
    let file = try CAEmitterLayerTests.opened(
      CAEmitterLayerTests.confetti + """

        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
          emitter.emitterPosition = CGPoint(x: 20, y: 0)
          emitter.emitterSize = CGSize(width: 0, height: 1)
        }
        """)
    let before = CAEmitterLayerTests.particles(file, at: 1.999).map(\.position.x)
    #expect(before.filter { abs($0 - 20) < 1e-6 }.isEmpty)
    // Falling straight down, a particle keeps its x: those born in the last second (2 cells ×
    // 4 a second) at x = 20, the 32 born earlier where the line was.
    let after = CAEmitterLayerTests.particles(file, at: 3).map(\.position.x)
    let moved = after.filter { abs($0 - 20) < 1e-6 }
    #expect(after.count == 40)
    #expect((7...9).contains(moved.count))
    #expect(after.filter { abs($0 - 20) >= 1e-6 }.allSatisfy { x in before.contains { abs($0 - x) < 1e-9 } })
  }

  /// A cell's rate changed by code changes the births from then on: those born before keep
  /// falling, and the picture before the change is the same as without it.
  @Test func aCellsRateChangedByCodeChangesOnlyLaterBirths() throws {
    let body = """
      let emitter = CAEmitterLayer()
      emitter.frame = host.bounds
      emitter.emitterPosition = CGPoint(x: 100, y: 0)
      emitter.emitterShape = kCAEmitterLayerLine
      emitter.emitterSize = CGSize(width: 200, height: 1)
      let red = makeCell(.red)
      emitter.emitterCells = [red]
      host.layer.addSublayer(emitter)
      """
    let steady = try CAEmitterLayerTests.opened(body)
    let changed = try CAEmitterLayerTests.opened(
      body + "\nDispatchQueue.main.asyncAfter(deadline: .now() + 2) { red.birthRate = 0 }")
    #expect(
      CAEmitterLayerTests.particles(changed, at: 1.5).map(\.position)
        == CAEmitterLayerTests.particles(steady, at: 1.5).map(\.position))
    // Lifetime 5 s: at 4 s those born in (−1, 2] still fall, 4 a second.
    #expect(CAEmitterLayerTests.particles(changed, at: 4).count == 12)
    #expect(CAEmitterLayerTests.particles(changed, at: 7.01).isEmpty)
  }

  /// `setValue(_:forKeyPath: "emitterCells.NAME.birthRate")`, the way Apple documents to change
  /// a cell an emitter already holds (a like button's spark burst), changes that cell's rate
  /// from then on, as setting it in code does; `value(forKeyPath:)` reads it back; a name no
  /// cell has is refused, naming those there are.
  @Test func aCellsRateSetByKeyPathChangesLaterBirthsAsSettingItDoes() throws {
    let body = """
      let emitter = CAEmitterLayer()
      emitter.frame = host.bounds
      emitter.emitterPosition = CGPoint(x: 100, y: 0)
      emitter.emitterShape = kCAEmitterLayerLine
      emitter.emitterSize = CGSize(width: 200, height: 1)
      let red = makeCell(.red)
      red.name = "red"
      emitter.emitterCells = [red]
      host.layer.addSublayer(emitter)
      """
    let byCode = try CAEmitterLayerTests.opened(
      body + "\nDispatchQueue.main.asyncAfter(deadline: .now() + 2) { red.birthRate = 0 }")
    let byKeyPath = try CAEmitterLayerTests.opened(
      body
        + """

        DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
          emitter.setValue(0, forKeyPath: "emitterCells.red.birthRate")
          let now = emitter.value(forKeyPath: "emitterCells.red.birthRate") as! Float
          emitter.opacity = now == 0 ? 1 : 0.5
        }
        """)
    for t in [1.5, 4, 7.01] {
      #expect(
        CAEmitterLayerTests.particles(byKeyPath, at: t).map(\.position)
          == CAEmitterLayerTests.particles(byCode, at: t).map(\.position))
    }
    #expect(CAEmitterLayerTests.particles(byKeyPath, at: 4).count == 12)
    #expect(byKeyPath.scene.presentation(ParameterValues(), 3).sublayers[0].opacity == 1)
    let refused = #expect(throws: RunError.self) {
      try CAEmitterLayerTests.opened(body + "\nemitter.setValue(5, forKeyPath: \"emitterCells.blue.birthRate\")")
    }
    #expect(refused?.description.contains("emitterCells.blue.birthRate: no emitter cell is named blue (named: red)") == true)
  }

}
