// wobble-bench: rasterizer and sixel encoder speed, against cairo in C drawing the same
// display lists in the same run. Prints (medians over the frames):
//   rasterize blob WxH: median X ms/frame
//   encode sixel WxH: median Y ms/frame, Z bytes, max error E
//   encode sixel WxH, Wobble's encoder: … libsixel: … ratio …
//   enter to strip written (12 frames, sixel WxH): median X ms
//   cairo blob WxH: median W ms/frame
//   ratio rasterize/cairo: R
// Usage: wobble-bench [frames] [--png out.png]
//        wobble-bench session   (long sessions: load, replay, a command, memory; SessionBench.swift)
//        wobble-bench open      (your own Swift file: open + first strip, set → strip; OpenBench.swift)
//        wobble-bench open --files F…  (each file or playground given: open + strip, set → strip, parse)
//        wobble-bench live      (the live preview's rate and tune's key → frame; LiveBench.swift)
//        wobble-bench live --here [--out FILE] [--graphics MODE]   (the live preview's rate in this terminal)
//        wobble-bench stages    (every scene at 480² and 1920², stage by stage, cairo in C; StageBench.swift)
//        wobble-bench scale     (cost against frame size, frame count, path curves, journal; ScaleBench.swift)
//        wobble-bench text      (a strip with twelve labels beside the same without text; TextBench.swift)
import Console
import Export
import Foundation
import Preview
import Raster
import Scenes
import Terminal

switch CommandLine.arguments.dropFirst().first {
case "session":
  try SessionBench.run()
  exit(0)
case "open":
  if let at = CommandLine.arguments.firstIndex(of: "--files") {
    try OpenBench.runFiles(Array(CommandLine.arguments[(at + 1)...]))
    exit(0)
  }
  try OpenBench.run()
  exit(0)
case "live":
  if CommandLine.arguments.contains("--here") {
    let out = CommandLine.arguments.firstIndex(of: "--out").flatMap { CommandLine.arguments.dropFirst($0 + 1).first }
    let mode = CommandLine.arguments.firstIndex(of: "--graphics").flatMap { CommandLine.arguments.dropFirst($0 + 1).first }
    try LiveBench.runHere(out: out, graphics: mode.flatMap(GraphicsMode.init(rawValue:)))
    exit(0)
  }
  try LiveBench.run()
  exit(0)
case "scale":
  try ScaleBench.run()
  exit(0)
case "text":
  try TextBench.run()
  exit(0)
case "stages":
  let png = CommandLine.arguments.firstIndex(of: "--png").flatMap { CommandLine.arguments.dropFirst($0 + 1).first }
  try StageBench.run(pngFolder: png)
  exit(0)
case "session-child":
  SessionBench.child(file: CommandLine.arguments[2], folder: CommandLine.arguments[3])
  exit(0)
default: break
}

let size = 480
nonisolated(unsafe) var frameCount = 240
var pngPath: String?
var arguments = CommandLine.arguments.dropFirst()
while let a = arguments.popFirst() {
  if a == "--png" {
    pngPath = arguments.popFirst()
  } else if let n = Int(a), n >= 200 {
    frameCount = n
  } else {
    FileHandle.standardError.write(Data("usage: wobble-bench [frames ≥ 200] [--png out.png] | wobble-bench session\n".utf8))
    exit(2)
  }
}

/// The benchmark's scene: the default blob at 480×480 points and pixels, opaque grey
/// background, no icon; cairo in C draws the same frames' display lists.
nonisolated(unsafe) var values = ParameterValues()
values[ViewSettings.width] = .number(Double(size))
values[ViewSettings.height] = .number(Double(size))
values[ViewSettings.backgroundAlpha] = .number(1)
values[BlobScene.icon] = .choice("none")

func median(_ xs: [Double]) -> Double {
  let s = xs.sorted()
  return s.count % 2 == 1 ? s[s.count / 2] : (s[s.count / 2 - 1] + s[s.count / 2]) / 2
}

func milliseconds(_ d: Duration) -> Double {
  Double(d.components.seconds) * 1e3 + Double(d.components.attoseconds) * 1e-15
}

let clock = ContinuousClock()
var renderTimes: [Double] = [], encodeTimes: [Double] = [], byteCounts: [Double] = []
var maxError = 0
var lastFrame: Pixmap?
var renderer = FrameRenderer()
for i in 0..<frameCount {
  var frame: Pixmap?
  renderTimes.append(
    milliseconds(
      clock.measure {
        frame = Preview.frame(BlobScene.scene, values, at: Double(i) / 60, width: size, height: size, renderer: &renderer)
      }))
  var bytes: [UInt8] = []
  encodeTimes.append(milliseconds(try clock.measure { bytes = try SixelEncoder.encode(frame!) }))
  byteCounts.append(Double(bytes.count))
  let decoded = try SixelDecoder.decode(bytes)
  for j in 0..<frame!.pixels.count where j % 4 != 3 {
    maxError = max(maxError, abs(Int(frame!.pixels[j]) - Int(decoded.pixels[j])))
  }
  lastFrame = frame
}
if let pngPath, let lastFrame { try PNGWriter.write(lastFrame, to: pngPath) }

/// Wobble's own sixel encoder against libsixel's on the same indexed frames, interleaved
/// frame by frame; every frame of ours is decoded by libsixel and compared with libsixel's own.
func encoderRace() throws -> (ours: Double, libsixel: Double, mismatches: Int) {
  var ours: [Double] = [], theirs: [Double] = []
  var mismatches = 0
  var r = FrameRenderer()
  for i in 0..<frameCount {
    let frame = Preview.frame(BlobScene.scene, values, at: Double(i) / 60, width: size, height: size, renderer: &r)
    let indexed = IndexedImage(frame)
    var a: [UInt8] = [], b: [UInt8] = []
    ours.append(milliseconds(clock.measure { a = SixelWriter.encode(indexed) }))
    theirs.append(milliseconds(try clock.measure { b = try SixelEncoder.libsixel(indexed) }))
    if i % 10 == 0, try SixelDecoder.decode(a).pixels != SixelDecoder.decode(b).pixels { mismatches += 1 }
  }
  return (median(ours), median(theirs), mismatches)
}

/// cairo in C (`Benchmarks/cairo_peer.c`) drawing the same frames' display lists: one round's
/// median, or nil when the peer cannot be built.
nonisolated(unsafe) var cairoPeer: (binary: String, file: String)?
func cairoMedian() throws -> Double? {
  if cairoPeer == nil {
    guard let binary = try StageBench.cairoPeer() else { return nil }
    let folder = try StageBench.scratchFolder()
    let file = folder + "/blob.peer"
    try StageBench.peerFile(StageBench.Case(scene: BlobScene.scene, pixels: size, frames: frameCount, values: values))
      .write(toFile: file, atomically: false, encoding: .utf8)
    cairoPeer = (binary, file)
  }
  return try StageBench.peerRound(cairoPeer!.binary, cairoPeer!.file)
}

/// From Enter on a `set` to the last byte of the 12-frame blob strip written: run the command
/// through the workbench, render the strip for a 100×45 xterm (804×769 px, as the rig's), encode
/// it for the terminal and write it to /dev/null.
func enterToStrip() -> (Double, Int, Int) {
  var report = TerminalReport()
  report.isInteractive = true
  (report.columns, report.rows, report.pixelWidth, report.pixelHeight) = (100, 45, 804, 769)
  report.deviceAttributes = [63, 4]
  let display = TerminalDisplay(mode: .sixel, reason: "benchmark", report: report)
  let sink = FileHandle(forWritingAtPath: "/dev/null")!
  var bench = Workbench()
  var times: [Double] = []
  var size = (0, 0)
  for i in 0..<frameCount {
    times.append(
      milliseconds(
        clock.measure {
          guard case .success(let result) = bench.execute("set blob.skew.amplitude \(0.1 + Double(i % 7) * 0.01)"), result.preview
          else { return }
          let strip = Preview.strip(
            bench.scene, bench.values, maximumWidth: display.imageWidth, maximumHeight: display.imageHeight)
          size = (strip.width, strip.height)
          sink.write(Data((try? display.bytes(for: strip)) ?? []))
        }))
  }
  return (median(times), size.0, size.1)
}

/// The rasterizer alone, as a second and third round interleaved with cairo's, so that a
/// passing slowdown of the machine hits both sides: the reported figures are the medians of
/// the three rounds' medians.
func rasterRound() -> Double {
  var r = FrameRenderer()
  return median(
    (0..<frameCount).map { i in
      milliseconds(
        clock.measure {
          _ = Preview.frame(BlobScene.scene, values, at: Double(i) / 60, width: size, height: size, renderer: &r)
        })
    })
}

var rasterRounds = [median(renderTimes)]
var cairoRounds: [Double] = []
for round in 0..<3 {
  guard let c = try cairoMedian() else { break }
  cairoRounds.append(c)
  if round < 2 { rasterRounds.append(rasterRound()) }
}
let raster = median(rasterRounds)
print(String(format: "rasterize blob %dx%d: median %.3f ms/frame", size, size, raster))
print(
  String(
    format: "encode sixel %dx%d: median %.3f ms/frame, %.0f bytes, max error %d",
    size, size, median(encodeTimes), median(byteCounts), maxError))
let race = try encoderRace()
print(
  String(
    format:
      "encode sixel %dx%d, Wobble's encoder: median %.3f ms/frame; libsixel: %.3f ms/frame; ratio %.2f; %d of %d checked frames differ",
    size, size, race.ours, race.libsixel, race.ours / race.libsixel, race.mismatches, (frameCount + 9) / 10))
let (enter, stripWidth, stripHeight) = enterToStrip()
print(String(format: "enter to strip written (12 frames, sixel %dx%d): median %.3f ms", stripWidth, stripHeight, enter))
if !cairoRounds.isEmpty {
  let cairo = median(cairoRounds)
  print(String(format: "cairo blob %dx%d: median %.3f ms/frame", size, size, cairo))
  print(String(format: "ratio rasterize/cairo: %.2f", raster / cairo))
} else {
  print("cairo blob \(size)x\(size): unavailable (cc and libcairo2-dev are needed)")
  print("ratio rasterize/cairo: unavailable")
  exit(1)
}
