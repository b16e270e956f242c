import Animation
import Foundation
import Geometry
import Raster
import Scenes
import Preview
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `../shared/seeds` beside the checkout: the articles the scenes come from.
let seedsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("../shared/seeds").standardized

/// Tests that read the articles' text run only where the folder is; a clone on its own skips
/// them and says why.
let needsSeeds = Testing.ConditionTrait.enabled(
  if: FileManager.default.fileExists(atPath: seedsFolder.path),
  "needs the seed articles in ../shared/seeds beside the checkout")

/// The seed article whose file name starts with `prefix`.
func seedText(_ prefix: String) throws -> String {
  let names = try FileManager.default.contentsOfDirectory(atPath: seedsFolder.path)
  guard let name = names.first(where: { $0.hasPrefix(prefix) }) else {
    throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: seedsFolder.path + "/" + prefix])
  }
  return try String(contentsOf: seedsFolder.appendingPathComponent(name), encoding: .utf8)
}

@Suite struct BlobSceneTests {
  /// Seed 002's `createShape()` points, in order, are the path parameters' defaults (the
  /// points kept in `SeedFacts`; `SeedFactsTests` reads them in the article).
  @Test func pathDefaultsAreTheSeedsPaintCodePoints() throws {
    let v = ParameterValues()
    var declared = [v.point(BlobScene.start)]
    for c in BlobScene.curves { declared += [v.point(c.to), v.point(c.control1), v.point(c.control2)] }
    #expect(declared == SeedFacts.blobPoints)
  }

  /// Seed 001's block: `$0 * 0.3`, upscale 5, scale adjustment 0.1 (`SeedFacts.blobPhrases`).
  @Test func blockDefaultsAreSeed001s() throws {
    let v = ParameterValues()
    #expect(v.number(BlobScene.rate) == 0.3 && v.number(BlobScene.upscale) == 5)
    #expect(v.number(BlobScene.scaleAmplitudeX) == 0.1 && v.number(BlobScene.scaleAmplitudeY) == 0.1)
    #expect(v.number(BlobScene.skewAmplitude) == 0.1 && v.number(BlobScene.skewPhase) == Double.pi / 2)
    #expect(v.choice(BlobScene.target) == "sublayer")
  }

  /// acos(cos k) is a triangle wave: k for k ≤ π, 2π − k after; the scale peaks alternate.
  @Test func blockFollowsTheSeedFormula() {
    let v = ParameterValues()
    let early = BlobScene.block(v, totalTime: 10)  // k = 3
    let late = BlobScene.block(v, totalTime: 20)  // k = 6 → angle 2π − 6
    #expect(abs(early.rotation.project(Point(1, 0))!.x - cos(3.0)) < 1e-12)
    #expect(abs(late.rotation.project(Point(1, 0))!.y - sin(2 * Double.pi - 6)) < 1e-12)
    let quarter = BlobScene.block(v, totalTime: Double.pi / 2 / 0.3)  // k = π/2
    #expect(abs(quarter.scale.m11 - 5.1) < 1e-12 && abs(quarter.scale.m22 - 5) < 1e-12)
    // skew c = cos(k + π/2)·0.1 = −sin(k)·0.1
    #expect(abs(quarter.skew.c - -0.1) < 1e-12)
  }

  /// Seed 001: skew then scale on the view's sublayerTransform about its centre; rotation on
  /// the blob, whose anchor (0, 0) is the path's origin, positioned at the view's centre.
  @Test func sublayerTargetComposesRotationThenSkewThenScaleAboutTheCentre() {
    var v = ParameterValues()
    v[BlobScene.icon] = .choice("none")
    let t = 7.0
    let tree = BlobScene.presentation(v, at: t)
    let item = tree.displayList().first { $0.color == Color.orange }!
    let k = DisplayLink().totalTime(afterTicks: DisplayLink().ticks(at: t)) * 0.3
    for q in [Point(33, 0.5), Point(-23.86, -23), Point(0, 0)] {
      // By hand: rotate by acos(cos k), skew x += c·y, scale, then move to the centre.
      let a = acos(cos(k))
      let r = Point(q.x * cos(a) - q.y * sin(a), q.x * sin(a) + q.y * cos(a))
      let c = cos(k + Double.pi / 2) * 0.1
      let s = Point(r.x + c * r.y, r.y)
      let expected = Point(s.x * (5 + abs(sin(k) * 0.1)) + 320, s.y * (5 + abs(cos(k) * 0.1)) + 240)
      let got = item.transform.project(q)!
      #expect(abs(got.x - expected.x) < 1e-9 && abs(got.y - expected.y) < 1e-9)
    }
  }

  /// Seed 002: scale then skew on the view's own transform (about the view's centre).
  @Test func viewTargetComposesRotationThenScaleThenSkew() {
    var v = ParameterValues()
    v[BlobScene.target] = .choice("view")
    v[BlobScene.rate] = .number(0.1)
    let t = 12.5
    let item = BlobScene.presentation(v, at: t).displayList().first { $0.color == Color.orange }!
    let k = DisplayLink().totalTime(afterTicks: DisplayLink().ticks(at: t)) * 0.1
    let q = Point(20.82, 26)
    let a = acos(cos(k))
    let r = Point(q.x * cos(a) - q.y * sin(a), q.x * sin(a) + q.y * cos(a))
    let sc = Point(r.x * (5 + abs(sin(k) * 0.1)), r.y * (5 + abs(cos(k) * 0.1)))
    let c = cos(k + Double.pi / 2) * 0.1
    let expected = Point(sc.x + c * sc.y + 320, sc.y + 240)
    let got = item.transform.project(q)!
    #expect(abs(got.x - expected.x) < 1e-9 && abs(got.y - expected.y) < 1e-9)
  }

  /// The icon deforms with the blob in seed 001: it sits at the view's centre, scaled by
  /// 0.05 and by the sublayer transform.
  @Test func playIconSitsAtTheCentreAndDeformsWithTheBlob() {
    let v = ParameterValues()
    let items = BlobScene.presentation(v, at: 3).displayList()
    let icon = items.first { $0.color == Color.white }!
    let centre = icon.transform.project(Point(200, 200))!  // the 400-pt image's centre
    #expect(abs(centre.x - 320) < 1e-9 && abs(centre.y - 240) < 1e-9)
  }

  /// The rendered orange area equals the path's area (shoelace on a fine flattening) times the
  /// scale's determinant (rotation and skew keep area), times the pixel scale squared.
  @Test func renderedAreaMatchesTheAnalyticArea() {
    var v = ParameterValues()
    v[BlobScene.icon] = .choice("none")
    v[ViewSettings.backgroundAlpha] = .number(1)
    let t = 4.0
    let frame = Preview.frame(BlobScene.scene, v, at: t, width: 480, height: 360)
    var covered = 0.0
    for i in 0..<(480 * 360) { covered += (Double(frame.pixels[4 * i]) - 128) / 127 }
    let fine = BlobScene.path(v).flattened(tolerance: 0.0005)[0]
    var shoelace = 0.0
    for i in fine.indices {
      let a = fine[i], b = fine[(i + 1) % fine.count]
      shoelace += a.x * b.y - b.x * a.y
    }
    let k = DisplayLink().totalTime(afterTicks: DisplayLink().ticks(at: t)) * 0.3
    let det = (5 + abs(sin(k) * 0.1)) * (5 + abs(cos(k) * 0.1))
    let pixelScale = 480.0 / 640
    let expected = abs(shoelace / 2) * det * pixelScale * pixelScale
    #expect(abs(covered - expected) / expected < 0.002, "\(covered) vs \(expected)")
  }

  @Test func stripCoversOneFullCycleByDefault() {
    let times = Preview.stripTimes(BlobScene.scene, ParameterValues())
    #expect(times.count == 12)
    #expect(times[0] == 0 && abs(times[1] - 2 * Double.pi / 0.3 / 12) < 1e-12)
    #expect(Preview.label(1.75) == "1.75s" && Preview.label(2) == "2s" && Preview.label(0.05) == "0.05s")
  }
}
