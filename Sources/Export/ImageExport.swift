#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Files
import Foundation
import Preview
import Raster
import Scenes

/// `export png`, `export frames` and `export gif`: frames at the view's size (one pixel per
/// point, each side at most 4096) written through libpng and giflib, each through `AtomicFile`:
/// a failure or Ctrl-C leaves whatever was there before. `shouldStop` (Ctrl-C) is asked inside
/// each frame — between drawing steps, through a shadow's blur, every 32 rows of a file — so a
/// 4096×4096 export stops within tens of milliseconds.
public enum ImageExport {
  static let cancelled = ExportError.cancelled

  /// Most frames one GIF may hold; longer spans are refused with a hint.
  static let maximumGIFFrames = 3000
  /// GIF delays are centiseconds and browsers slow delays under 2 cs down to 10 cs, so a GIF
  /// runs at most at 50 frames per second.
  static let maximumGIFRate = 50.0

  /// The values an exported image is drawn with: the effect only. `preview.handles` is an
  /// editing aid of the preview and is never baked into a file.
  static func effectOnly(_ v: ParameterValues) -> ParameterValues {
    var v = v
    v[ViewSettings.handles] = ViewSettings.handles.defaultValue
    return v
  }

  static func size(_ v: ParameterValues) -> (width: Int, height: Int) {
    (Int(saturating: min(v.number(ViewSettings.width), 4096)), Int(saturating: min(v.number(ViewSettings.height), 4096)))
  }

  /// One frame at `time`.
  public static func png(
    _ scene: Scene, _ v: ParameterValues, at time: Double, to path: String,
    until shouldStop: @escaping @Sendable () -> Bool = { false }
  ) throws(ExportError) -> String {
    let v = effectOnly(v)
    let (w, h) = size(v)
    var renderer = FrameRenderer(until: shouldStop)
    let frame = Preview.frame(scene, v, at: time, width: w, height: h, renderer: &renderer)
    if shouldStop() { throw cancelled }
    try replacing(path) { temporary in try PNGWriter.write(frame, to: temporary, until: shouldStop) }
    return "wrote \(path) (\(w)×\(h), t = \(Scenes.format(time, decimals: 3)) s)"
  }

  /// The strip's frames as `frame-000.png`, … in `folder`. All frames are written under
  /// temporary names first and renamed when every one is done, so a failure or Ctrl-C
  /// leaves the folder as it was.
  public static func frames(
    _ scene: Scene, _ v: ParameterValues, to folder: String, until shouldStop: @escaping @Sendable () -> Bool = { false }
  ) throws(ExportError) -> String {
    let v = effectOnly(v)
    // The frames' folder is what is written: made when missing, inside a folder that exists
    // (as every file Wobble writes goes only into a folder that exists).
    do {
      var isFolder: ObjCBool = false
      if !FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
      }
    } catch {
      let parent = URL(fileURLWithPath: folder).deletingLastPathComponent().path
      throw ExportError(
        description: FileManager.default.fileExists(atPath: parent)
          ? "cannot create folder \(folder): \(AtomicFile.reason(of: error))"
          : "cannot create folder \(folder): \(AtomicFile.noFolder(parent))")
    }
    let (w, h) = size(v)
    var renderer = FrameRenderer(until: shouldStop)
    let times = Preview.stripTimes(scene, v)
    var pending: [AtomicFile.Replacement] = []
    defer { pending.forEach { $0.abandon() } }
    for (i, t) in times.enumerated() {
      if shouldStop() { throw cancelled }
      let frame = Preview.frame(scene, v, at: t, width: w, height: h, renderer: &renderer)
      if shouldStop() { throw cancelled }
      let path = String(format: "%@/frame-%03d.png", folder, i)
      do throws(AtomicFile.Failure) {
        pending.append(try AtomicFile.begin(path))
      } catch {
        throw ExportError(error)
      }
      do throws(ExportError) {
        try PNGWriter.write(frame, to: pending[i].temporary, until: shouldStop)
      } catch  where error.isCancelled {
        throw cancelled
      } catch {
        throw ExportError(description: "cannot write \(path): \(error)")
      }
    }
    for (i, replacement) in pending.enumerated() {
      do throws(AtomicFile.Failure) {
        try replacement.commit()
      } catch {
        pending.removeFirst(i + 1)
        throw ExportError(error)
      }
    }
    pending = []
    return "wrote \(times.count) frames (\(w)×\(h)) to \(folder)"
  }

  /// The strip's span (`preview.start`, `preview.span` or one cycle) at the display rate, at
  /// most `maximumGIFRate`, looping. `progress` is called after each frame with (done, total).
  public static func gif(
    _ scene: Scene, _ v: ParameterValues, to path: String, progress: (Int, Int) -> Void,
    until shouldStop: @escaping @Sendable () -> Bool = { false }
  ) throws(ExportError) -> String {
    let v = effectOnly(v)
    let (w, h) = size(v)
    let start = v.number(ViewSettings.start)
    let span = Preview.span(scene, v)
    let rate = min(v.number(ViewSettings.framesPerSecond), maximumGIFRate)
    let count = max(1, Int(saturating: (span * rate).rounded()))
    guard count <= maximumGIFFrames else {
      throw ExportError(
        description:
          "export gif: \(Scenes.format(span, decimals: 3)) s at \(Scenes.format(rate)) fps is \(count) frames, more than \(maximumGIFFrames); set preview.span to a shorter time"
      )
    }
    try replacing(path) { temporary in
      let writer = try GIFWriter(path: temporary, width: w, height: h)
      var renderer = FrameRenderer(until: shouldStop)
      for i in 0..<count {
        if shouldStop() { throw cancelled }
        let t = start + span * Double(i) / Double(count)
        let frame = Preview.frame(scene, v, at: t, width: w, height: h, renderer: &renderer)
        if shouldStop() { throw cancelled }
        try writer.add(frame, duration: span / Double(count), until: shouldStop)
        if shouldStop() { throw cancelled }
        progress(i + 1, count)
      }
      try writer.finish()
    }
    return
      "wrote \(path) (\(w)×\(h), \(count) frames, \(Scenes.format(span, decimals: 3)) s at \(Scenes.format(rate)) fps, looping)"
  }

  /// Writes `path` through `AtomicFile.replace` (the folder must exist), passing `write` the
  /// temporary path; Ctrl-C and the writers' errors come back as `ExportError`s.
  static func replacing(_ path: String, _ write: (String) throws -> Void) throws(ExportError) {
    do {
      try AtomicFile.replace(path, write)
    } catch let failure as ExportError where failure.isCancelled {
      throw cancelled
    } catch let failure as ExportError {
      throw failure
    } catch let failure as AtomicFile.Failure {
      throw ExportError(failure)
    } catch {
      throw ExportError(description: "cannot write \(path): \(error)")
    }
  }
}
