import Animation
import Console
import Foundation
import Geometry
import Preview
import REPL
import Raster
import Scenes
import Terminal

/// `wobble-bench scale`: how the cost grows (issue 14's table), each row a median:
///   frame size   one frame rendered, quantised and sixel-encoded, blob and ring, at N² pixels
///   frame count  the blob's strip of N frames for a 100×45 xterm, its sixel bytes included
///   path curves  a shape layer's closed path of N cubic curves, filled and stroked at 960²
///   journal      one `set` and its recovery-log append after N journal entries
enum ScaleBench {
  static let clock = ContinuousClock()

  static func ms(_ body: () throws -> Void) rethrows -> Double { OpenBench.milliseconds(try clock.measure(body)) }

  static func run() throws {
    print("frame size (one frame: render + quantize + encode; ms, and ms per megapixel)")
    for scene in [BlobScene.scene, RingScene.scene] {
      var cells: [String] = []
      for pixels in [240, 480, 960, 1920, 3840] {
        var renderer = FrameRenderer()
        let v = StageBench.values()
        let rounds = pixels >= 1920 ? 9 : 41
        let t = OpenBench.median(
          (0..<rounds).map { i in
            ms {
              let frame = Preview.frame(scene, v, at: Double(i) / 60, width: pixels, height: pixels, renderer: &renderer)
              _ = SixelWriter.encode(IndexedImage(frame))
            }
          })
        cells.append(String(format: "%d²: %.2f (%.2f/MP)", pixels, t, t / (Double(pixels * pixels) / 1e6)))
      }
      print("  \(scene.name): " + cells.joined(separator: ", "))
    }

    print("frame count (the blob's strip for a 100×45 xterm, bytes included; ms, and ms per frame)")
    let display = OpenBench.sixelTerminal(columns: 100, rows: 45, pixelWidth: 804, pixelHeight: 769)
    var cells: [String] = []
    for frames in [3, 6, 12, 24, 48] {
      var v = ParameterValues()
      v[ViewSettings.frames] = .integer(frames)
      let t = OpenBench.median(
        try (0..<21).map { _ in
          try ms {
            let strip = Preview.strip(
              BlobScene.scene, v, maximumWidth: display.imageWidth, maximumHeight: display.imageHeight)
            _ = try display.bytes(for: strip)
          }
        })
      cells.append(String(format: "%d: %.2f (%.2f/frame)", frames, t, t / Double(frames)))
    }
    print("  " + cells.joined(separator: ", "))

    print("path curves (a closed path of N cubics, 960² pixels; ms per frame)")
    cells = []
    for curves in [16, 64, 256, 1024, 4096] {
      var renderer = FrameRenderer()
      let t = OpenBench.median(
        (0..<21).map { i in
          let tree = wobblyShape(curves: curves, phase: Double(i) * 0.1)
          return ms { _ = renderer.render(tree, size: (960, 960), scale: 2, backdrop: .white) }
        })
      cells.append(String(format: "%d: %.2f", curves, t))
    }
    print("  " + cells.joined(separator: ", "))

    print("journal (one set and its recovery-log append after N entries; ms)")
    cells = []
    let folder = try StageBench.scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    for entries in [0, 1_000, 10_000, 100_000] {
      guard let log = RecoveryLog(folder: folder + "/\(entries)") else { throw OpenBench.BenchError("no recovery log") }
      defer { log.remove() }
      var bench = Workbench()
      for i in 0..<entries { _ = bench.execute("set blob.skew.amplitude \(0.1 + Double(i % 7) * 0.01)") }
      _ = log.update(to: bench)
      let t = OpenBench.median(
        (0..<201).map { i in
          ms {
            _ = bench.execute("set blob.skew.amplitude \(0.2 + Double(i % 5) * 0.01)")
            _ = log.update(to: bench)
          }
        })
      cells.append(String(format: "%d: %.3f", entries, t))
    }
    print("  " + cells.joined(separator: ", "))
  }

  /// A 480-point view holding one shape layer: a closed ring of `curves` cubics whose radius
  /// wobbles, filled and stroked 3 points wide.
  static func wobblyShape(curves: Int, phase: Double) -> Layer {
    var host = Layer(name: "host", frame: Rect(x: 0, y: 0, width: 480, height: 480))
    host.backgroundColor = Color(white: 0.9)
    var path = BezierPath()
    func point(_ k: Double) -> Point {
      let angle = 2 * Double.pi * k / Double(curves)
      let radius = 180 + 20 * sin(7 * angle + phase)
      return Point(240 + radius * cos(angle), 240 + radius * sin(angle))
    }
    path.move(to: point(0))
    for k in 0..<curves {
      let a = Double(k)
      path.cubic(to: point(a + 1), control1: point(a + 1.0 / 3), control2: point(a + 2.0 / 3))
    }
    path.close()
    var shape = Layer(name: "shape", frame: Rect(x: 0, y: 0, width: 480, height: 480))
    var style = ShapeStyle(path: path)
    style.fillColor = .orange
    style.strokeColor = Color(red: 0.2, green: 0.3, blue: 0.8)
    style.stroke.width = 3
    shape.content = .shape(style)
    host.sublayers = [shape]
    return host
  }
}
