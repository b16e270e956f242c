import Animation
import Foundation
import Geometry
import Preview
import Raster
import Scenes
import SwiftRun
import Testing

/// `../shared/seeds` beside the checkout.
let seedsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
  .deletingLastPathComponent().appendingPathComponent("../shared/seeds").standardized

/// The code of a seed article: each block the article prints after its line numbers 1…N is
/// the N lines that follow them.
func seedCode(_ prefix: String) throws -> String {
  let names = try FileManager.default.contentsOfDirectory(atPath: seedsFolder.path)
  let name = try #require(names.first { $0.hasPrefix(prefix) })
  let lines = try String(contentsOf: seedsFolder.appendingPathComponent(name), encoding: .utf8)
    .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
  var code: [String] = []
  var i = 0
  while i < lines.count {
    guard lines[i] == "1" else {
      i += 1
      continue
    }
    var n = 0
    while i < lines.count, lines[i] == String(n + 1) {
      n += 1
      i += 1
    }
    code += lines[i..<min(lines.count, i + n)]
    i += n
  }
  return code.joined(separator: "\n") + "\n"
}

@Suite(
  .enabled(
    if: FileManager.default.fileExists(atPath: seedsFolder.path), "needs the seed articles in ../shared/seeds beside the checkout"
  ))
struct SeedListingTests {
  /// Seed 002 as printed — an Animator class with a computed display link, the PaintCode path,
  /// the playground setup and the block as a trailing closure — opens, and its blob turns as
  /// the block says: rotation acos(cos(0.1·T)) where T is the sum of the link's durations.
  @Test func seed002RunsAsPrinted() throws {
    let code = try seedCode("002")
    #expect(code.contains("class Animator") && code.contains("func createShape"))
    let file = try OpenedFile.open(text: code, path: "/seeds/002.swift")
    #expect(file.size.width == 640 && file.size.height == 480)
    for t in [0.5, 2.0, 12.0] {
      let blob = try #require(file.scene.presentation(ParameterValues(), t).sublayers.first)
      let ticks = DisplayLink(framesPerSecond: 60).ticks(at: t)
      let k = DisplayLink(framesPerSecond: 60).totalTime(afterTicks: ticks) * 0.1
      let angle = acos(cos(k))
      #expect(abs(blob.transform.m11 - cos(angle)) < 1e-9 && abs(blob.transform.m12 - sin(angle)) < 1e-9, "t = \(t)")
    }
    // Its numbers are parameters: the points of the path and the block's coefficients.
    #expect(file.scene.parameter(named: "ovalPath.addCurve[1].to.x")?.defaultValue == .number(27.92))
  }

  /// Seed 002, opened, draws what the built-in blob scene draws set to seed 002's numbers
  /// (rate 0.1, scale and skew on the view's own transform, no play icon, background alpha
  /// 0.2): frames equal within one level per channel.
  @Test func seed002DrawsTheBuiltInBlobsFrames() throws {
    let file = try OpenedFile.open(text: try seedCode("002"), path: "/seeds/002.swift")
    var blob = ParameterValues()
    blob[BlobScene.rate] = .number(0.1)
    blob[BlobScene.target] = .choice("view")
    blob[BlobScene.icon] = .choice("none")
    blob[ViewSettings.backgroundAlpha] = .number(0.2)
    var renderer = FrameRenderer()
    for t in [0.5, 2.0, 7.25, 12.0] {
      let size = (width: 640, height: 480)
      let opened = renderer.render(file.scene.presentation(ParameterValues(), t), size: size, scale: 1, backdrop: .white)
      let builtIn = renderer.render(BlobScene.scene.presentation(blob, t), size: size, scale: 1, backdrop: .white)
      let worst = zip(opened.pixels, builtIn.pixels).map { abs(Int($0) - Int($1)) }.max() ?? 0
      #expect(worst <= 1, "t = \(t): frames differ by \(worst) levels")
    }
  }
}
