import Animation
import Console
import Export
import Files
import Foundation
import Geometry
import Preview
import REPL
import Raster
import Scenes
import Terminal

/// `wobble-bench stages`: issue 14's benchmark. Every scene at 480² and 1920² pixels (a
/// 480×480-point view), each stage of a frame timed apart, against peers measured in the same
/// run:
///   simulate   the presentation tree at t and its display list
///   rasterize  the frame, shadows and all
///   drawn      the display list's fills and strokes only (no shadows, gradients or masks),
///              the round's frames back to back into one pixmap, as the peer draws them
///   cairo      the same fills and strokes drawn by cairo in C (`Benchmarks/cairo_peer.c`)
///   quantize   the frame to palette indices (`IndexedImage`)
///   encode     Wobble's sixel encoder, and libsixel's on the same indices
/// Three rounds, each Wobble's frames then cairo's; each figure is the median of the rounds'
/// medians, the spread the rounds' lowest and highest medians. Then Enter → last strip byte
/// for each scene through the REPL's path (`set`, the recovery log's append, the strip, its
/// bytes written into a drained pty) at a 100×45 xterm's size and at 2560×1400.
enum StageBench {
  struct Case {
    var scene: Scene
    var pixels: Int
    var frames: Int
    var values = StageBench.values()
  }

  /// Per-stage medians of one round.
  struct Round {
    var simulate = 0.0, rasterize = 0.0, drawn = 0.0, quantize = 0.0, encode = 0.0, libsixel = 0.0
    var bytes = 0.0, colors = 0.0, overflow = 0
  }

  static let rounds = 3

  /// `pngFolder`: where to write, for each case, the last frame's fills and strokes as Wobble
  /// draws them (`<scene>-<pixels>-wobble.png`) and as the peer does (`…-cairo.png`), to
  /// compare them (ImageMagick: `compare -metric AE -fuzz 2% a.png b.png null:`).
  static func run(pngFolder: String? = nil) throws {
    let peer = try cairoPeer()
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    print(
      "scene    pixels     simulate  rasterize  drawn    cairo-C  drawn/cairo        quantize  colours  encode   libsixel  enc/lib  bytes"
    )
    for scene in Scene.all {
      for (pixels, frames) in [(480, 120), (1920, 24)] {
        let c = Case(scene: scene, pixels: pixels, frames: frames)
        let file = folder + "/\(scene.name)-\(pixels).peer"
        try peerFile(c).write(toFile: file, atomically: false, encoding: .utf8)
        var ours: [Round] = [], cairo: [Double] = []
        for _ in 0..<rounds {
          ours.append(try round(c))
          if let peer { cairo.append(try peerRound(peer, file)) }
        }
        report(c, ours, cairo)
        if let pngFolder, let peer { try writeComparison(c, peer: peer, file: file, to: pngFolder) }
      }
    }
    if peer == nil { print("cairo-C: unavailable (cc and libcairo2-dev are needed; see above)") }
    print()
    for scene in Scene.all {
      for (columns, rows, w, h) in [(100, 45, 804, 769), (320, 82, 2560, 1400)] {
        let (ms, spread, size) = try enterToStrip(scene, columns: columns, rows: rows, pixelWidth: w, pixelHeight: h)
        print(
          String(
            format: "enter → last strip byte, %@ in a %dx%d terminal (sixel %dx%d): median %.2f ms [%.2f–%.2f]",
            scene.name, w, h, size.0, size.1, ms, spread.0, spread.1))
      }
    }
  }

  /// The scene's defaults in a 480×480-point view.
  static func values() -> ParameterValues {
    var v = ParameterValues()
    v[ViewSettings.width] = .number(480)
    v[ViewSettings.height] = .number(480)
    return v
  }

  static func time(_ t: Int) -> Double { Double(t) / 60 }

  static func round(_ c: Case) throws -> Round {
    let v = c.values
    let scale = Double(c.pixels) / 480
    let backdrop = v.color(ViewSettings.backdrop)
    var renderer = FrameRenderer()
    var stages = [[Double]](repeating: [], count: 8)
    var overflow = 0
    var reused = Pixmap(width: 0, height: 0)
    var drawables: [[DrawItem]] = []
    for i in 0..<c.frames {
      var items: [DrawItem] = []
      stages[0].append(
        OpenBench.milliseconds(clock.measure { items = Preview.presentation(c.scene, v, at: time(i)).displayList() }))
      var frame = Pixmap(width: 1, height: 1)
      stages[1].append(
        OpenBench.milliseconds(
          clock.measure { frame = renderer.render(items, size: (c.pixels, c.pixels), scale: scale, backdrop: backdrop) }
        ))
      drawables.append(PeerDisplayList.drawable(items))
      var indexed: IndexedImage?
      stages[3].append(OpenBench.milliseconds(clock.measure { indexed = IndexedImage(frame) }))
      var bytes: [UInt8] = []
      stages[4].append(OpenBench.milliseconds(clock.measure { bytes = SixelWriter.encode(indexed!) }))
      stages[5].append(OpenBench.milliseconds(try clock.measure { _ = try SixelEncoder.libsixel(indexed!) }))
      stages[6].append(Double(bytes.count))
      stages[7].append(Double(indexed!.colorCount))
      if !indexed!.isWithinTolerance { overflow += 1 }
    }
    // The fills and strokes alone, frame after frame into one reused pixmap, as the peer draws
    // its frames into one surface with nothing between them (timed between the other stages,
    // a 1920² frame started each time from a cache the other stages had emptied: 2.4× cairo
    // for the blob where back to back it is 1.1×).
    for drawable in drawables {
      stages[2].append(
        OpenBench.milliseconds(
          clock.measure {
            renderer.render(drawable, into: &reused, size: (c.pixels, c.pixels), scale: scale, backdrop: backdrop)
          }))
    }
    let m = stages.map(OpenBench.median)
    return Round(
      simulate: m[0], rasterize: m[1], drawn: m[2], quantize: m[3], encode: m[4], libsixel: m[5], bytes: m[6], colors: m[7],
      overflow: overflow)
  }

  /// The case's frames as the peer reads them.
  static func peerFile(_ c: Case) -> String {
    let v = c.values
    let scale = Double(c.pixels) / 480
    var text = "wobble-peer 1 \(c.pixels) \(c.pixels) \(c.frames)\n"
    for i in 0..<c.frames {
      let items = PeerDisplayList.drawable(Preview.presentation(c.scene, v, at: time(i)).displayList())
      let (ground, rest) = FrameRenderer.ground(
        of: items, Transform3D(scaleX: scale, y: scale), (c.pixels, c.pixels), backdrop: v.color(ViewSettings.backdrop))
      text += PeerDisplayList.frame(ground: ground, items: rest, scale: scale)
    }
    return text
  }

  static func report(_ c: Case, _ ours: [Round], _ cairo: [Double]) {
    func mid(_ k: KeyPath<Round, Double>) -> Double { OpenBench.median(ours.map { $0[keyPath: k] }) }
    let drawn = mid(\.drawn)
    var cairoText = "   n/a  ", ratioText = "       n/a       "
    if !cairo.isEmpty {
      let ratios = zip(ours, cairo).map { $0.drawn / $1 }
      cairoText = String(format: "%7.3f ", OpenBench.median(cairo))
      ratioText = String(
        format: "%5.2f [%4.2f–%4.2f]", drawn / OpenBench.median(cairo), ratios.min()!, ratios.max()!)
    }
    let overflow = ours.map(\.overflow).max()!
    let colours = overflow > 0 ? String(format: "%3.0f+%-3d", mid(\.colors), overflow) : String(format: "%4.0f   ", mid(\.colors))
    print(
      String(
        format: "%@ %4dx%-4d  %8.3f  %9.3f  %7.3f  %@  %@  %8.3f  %@  %7.3f  %8.3f  %7.2f  %6.0f",
        c.scene.name.padding(toLength: 8, withPad: " ", startingAt: 0), c.pixels, c.pixels, mid(\.simulate), mid(\.rasterize),
        drawn, cairoText, ratioText,
        mid(\.quantize), colours, mid(\.encode), mid(\.libsixel), mid(\.encode) / mid(\.libsixel), mid(\.bytes)))
  }

  // MARK: The peer

  /// `Benchmarks/cairo_peer.c` compiled into `.build/cairo-peer` (libcairo2-dev installed
  /// through `Scripts/install-dependencies` when missing), or nil with the reason on stderr.
  static func cairoPeer() throws -> String? {
    let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().path
    let source = root + "/Benchmarks/cairo_peer.c", binary = root + "/.build/cairo-peer"
    if shell(["pkg-config", "--exists", "cairo"]).status != 0 {
      FileHandle.standardError.write(Data("wobble-bench: installing libcairo2-dev for the cairo peer\n".utf8))
      _ = shell([root + "/Scripts/install-dependencies", "libcairo2-dev"])
    }
    let flags = shell(["pkg-config", "--cflags", "--libs", "cairo"])
    guard flags.status == 0 else {
      FileHandle.standardError.write(Data("wobble-bench: cairo's pkg-config file is missing\n".utf8))
      return nil
    }
    let compile = shell(
      ["cc", "-O2", "-o", binary, source] + flags.output.split(whereSeparator: \.isWhitespace).map(String.init))
    guard compile.status == 0 else {
      FileHandle.standardError.write(Data("wobble-bench: the cairo peer did not compile\n".utf8))
      return nil
    }
    return binary
  }

  /// One round of the peer over a case's file: its median ms per frame.
  static func peerRound(_ binary: String, _ file: String) throws -> Double {
    let run = shell([binary, file, "1"])
    let fields = run.output.split(whereSeparator: \.isWhitespace)
    guard run.status == 0, fields.count >= 2, fields[0] == "round", let ms = Double(fields[1]) else {
      throw OpenBench.BenchError("the cairo peer failed on \(file)")
    }
    return ms
  }

  static func shell(_ arguments: [String]) -> (status: Int32, output: String) {
    let p = Process()
    p.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    p.arguments = arguments
    let out = Pipe()
    p.standardOutput = out
    p.standardError = FileHandle.standardError
    do { try p.run() } catch { return (-1, "") }
    let data = out.fileHandleForReading.readDataToEndOfFile()
    p.waitUntilExit()
    return (p.terminationStatus, String(decoding: data, as: UTF8.self))
  }

  /// The last frame's drawable items by Wobble and by the peer, as PNG files.
  static func writeComparison(_ c: Case, peer: String, file: String, to folder: String) throws {
    let v = c.values
    let items = PeerDisplayList.drawable(Preview.presentation(c.scene, v, at: time(c.frames - 1)).displayList())
    var renderer = FrameRenderer()
    let frame = renderer.render(
      items, size: (c.pixels, c.pixels), scale: Double(c.pixels) / 480, backdrop: v.color(ViewSettings.backdrop))
    let stem = folder + "/\(c.scene.name)-\(c.pixels)"
    try PNGWriter.write(frame, to: stem + "-wobble.png")
    guard shell([peer, file, "1", stem + "-cairo.png"]).status == 0 else {
      throw OpenBench.BenchError("the cairo peer failed on \(file)")
    }
  }

  // MARK: End to end

  /// Enter → last byte of the strip through the REPL's path, into a drained pty: the median
  /// of 40 commands after 5 warm-ups, and the spread of medians of its 4 quarters.
  static func enterToStrip(
    _ scene: Scene, columns: Int, rows: Int, pixelWidth: Int, pixelHeight: Int
  ) throws -> (Double, (Double, Double), (Int, Int)) {
    let display = OpenBench.sixelTerminal(columns: columns, rows: rows, pixelWidth: pixelWidth, pixelHeight: pixelHeight)
    let fd = try LiveBench.drainedTerminal()
    let folder = try scratchFolder()
    defer { try? FileManager.default.removeItem(atPath: folder) }
    guard let log = RecoveryLog(folder: folder) else { throw OpenBench.BenchError("no recovery log") }
    defer { log.remove() }
    var bench = Workbench()
    guard case .success = bench.execute("scene \(scene.name)") else { throw OpenBench.BenchError("no scene") }
    _ = log.update(to: bench)
    let number = scene.parameters.first { if case .number = $0.kind { true } else { false } }!
    let base = bench.values.number(number)
    var times: [Double] = []
    var size = (0, 0)
    for i in 0..<45 {
      let value = base + Double(i % 2) * max(abs(base), 1) * 0.01
      let ms = OpenBench.milliseconds(
        try clock.measure {
          guard case .success(let result) = bench.execute("set \(number.name) \(value)"), result.preview else {
            throw OpenBench.BenchError("set \(number.name) \(value) failed")
          }
          if let problem = log.update(to: bench) { throw OpenBench.BenchError(problem) }
          let strip = Preview.strip(
            bench.scene, bench.values, maximumWidth: display.imageWidth, maximumHeight: display.imageHeight)
          size = (strip.width, strip.height)
          let bytes = try display.bytes(for: strip)
          _ = bytes.withUnsafeBytes { FileDescriptor.writeAll($0, to: fd) }
        })
      if i >= 5 { times.append(ms) }
    }
    close(fd)
    let quarters = stride(from: 0, to: times.count, by: 10).map { OpenBench.median(Array(times[$0..<min($0 + 10, times.count)])) }
    return (OpenBench.median(times), (quarters.min()!, quarters.max()!), size)
  }

  static let clock = ContinuousClock()

  /// A new empty folder under the temporary directory, for this process.
  static func scratchFolder() throws -> String {
    let path = NSTemporaryDirectory() + "/wobble-bench-\(getpid())-\(UUID().uuidString)"
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }
}
