import Animation
import Export
import Files
import Foundation
import Geometry
import Scenes

// Exports: Swift, SwiftUI, CSS, SVG, and the image files the front end writes.
extension CommandTable {
  /// What `export` writes, in the order completion offers them.
  public static let exportKinds = ["swift", "swiftui", "css", "svg", "png", "frames", "gif"]

  static let export = Command(
    "export",
    arguments: [
      Argument("what", .exportKind), Argument("path", .path, optional: true),
      Argument("t", .seconds(ArgumentKind.anyTime), optional: true),
    ],
    flags: [CommandFlag("force")],
    summary: "write the effect as Swift, its timings as SwiftUI or CSS, its path as SVG, frames as PNG or GIF",
    discussion: """
      export swift [file]: a UIKit/QuartzCore view with the tuned values (Swift 5.9+ and 6, iOS 13+),
      its header carrying the session for `import swift`. export swiftui|css [file]: the
      scene's timing functions and springs. export svg [file]: the path (data, or a file).
      Without a file these print. export png <file> [t]: one frame (t: the cursor);
      export frames <folder>: the strip's frames; export gif <file>: one cycle, looping. Images
      are the view's size, one pixel per point. export swift into the opened file itself
      refuses when an editor changed it on disk since (as `write` does); --force overwrites.
      """
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let kind = args.text("what")!
    let path = args.text("path")
    guard kind == "swift", let path, !bench.sourcesOnDisk.isEmpty else {
      var result = try export(kind, to: path, at: args.number("t"), in: bench)
      if kind == "swift" { result.lines = hostSettingsNotWritten(bench) + result.lines }
      return result
    }
    // Into the opened program's own files: only over what Wobble read or wrote.
    let texts: [(path: String, text: String)]
    if let several = bench.scene.sources {
      texts = several(bench.values).map {
        (OpenedSources.absolute((path as NSString).appendingPathComponent(($0.path as NSString).lastPathComponent)), $0.text)
      }
    } else {
      texts = [(OpenedSources.absolute(path), bench.scene.source?(bench.values) ?? "")]
    }
    let own = texts.filter { bench.sourcesOnDisk[$0.path] != nil }
    if !args.has("force") {
      try refuseOverChanges(own.map(\.path), in: bench, overwrite: "export swift \(CommandWord.quoted(path)) --force")
    }
    var result = try export(kind, to: path, at: nil, in: bench)
    result.lines = hostSettingsNotWritten(bench) + result.lines
    for file in own { bench.wroteSource(file.path, text: file.text) }
    return result
  }

  /// `export`: the text exports written to `path` (printed without one), or the image export
  /// the front end is to write. The shell's `wobble export` calls this with its options.
  public static func export(_ kind: String, to path: String?, at time: Double?, in bench: Workbench) throws(CommandError)
    -> CommandResult
  {
    guard exportKinds.contains(kind) else {
      throw CommandError("export \(kind): choose one of \(exportKinds.joined(separator: ", "))")
    }
    if kind != "png", let time {
      throw CommandError("unexpected '\(format(time))'; only export png takes a time")
    }
    switch kind {
    case "png":
      guard let path else { throw CommandError("missing <path>; usage: export png <path> [t]") }
      let t = time ?? bench.cursor
      return CommandResult(figure: .exportPNG(path: path, time: t), changed: false)
    case "frames":
      guard let path else { throw CommandError("missing <folder>; usage: export frames <folder>") }
      return CommandResult(figure: .exportFrames(folder: path), changed: false)
    case "gif":
      guard let path else { throw CommandError("missing <path>; usage: export gif <path>") }
      return CommandResult(figure: .exportGIF(path: path), changed: false)
    case "swift":
      if let several = bench.scene.sources { return try writeEach(several(bench.values), into: path) }
      guard let text = SwiftExport.source(scene: bench.scene, values: bench.values, session: bench.document) else {
        throw CommandError("the \(bench.scene.name) scene has no Swift writer")
      }
      return try writeOrPrint(text, to: path, what: "Swift for \(bench.scene.name)")
    case "svg":
      let editable = try editablePath(bench)
      let shape = editable.path(bench.values, closed: bench.scene.pathIsClosed)
      guard let path else { return CommandResult(lines: [SVGPathData.format(shape)], changed: false) }
      return try writeOrPrint(SVGPathData.document(shape), to: path, what: "SVG")
    default:
      let timings = bench.parameters.filter { if case .timing = $0.kind { true } else { false } }
      guard !timings.isEmpty else {
        throw CommandError(
          "the \(bench.scene.name) scene has no timing function or spring (its motion comes from a display link); `curve` shows any timing"
        )
      }
      var lines: [String] = []
      for spec in timings {
        let timing = bench.values.timing(spec)
        if kind == "swiftui" {
          lines.append("// \(spec.name) = \(timing)")
          lines += TimingExport.swiftUI(timing)
        } else {
          let css = TimingExport.css(timing)
          lines.append("/* \(spec.name) = \(timing) */")
          if let d = css.duration, let e = css.maximumError {
            lines.append(
              "/* the spring over its settling duration; within \(SwiftLiteral.number(e + 0.00005, digits: 5)) of it */")
            lines.append("animation-duration: \(SwiftLiteral.number(d, digits: 4))s;")
          }
          lines.append("animation-timing-function: \(css.easing);")
        }
      }
      return try writeOrPrint(lines.joined(separator: "\n") + "\n", to: path, what: kind == "css" ? "CSS" : "SwiftUI")
    }
  }

  /// Prints `text`, or writes it to `path` atomically (an existing file is replaced whole or
  /// not at all).
  /// Files opened together, each written back on its own into `folder` under its own name
  /// (its original place when `folder` is where it came from), or printed one after another.
  static func writeEach(_ files: [(path: String, text: String)], into folder: String?) throws(CommandError)
    -> CommandResult
  {
    guard let folder else {
      var lines: [String] = []
      for file in files {
        lines.append("// ==> \(file.path) <==")
        let own = file.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        lines += own.last == "" ? Array(own.dropLast()) : own
      }
      return CommandResult(lines: lines, changed: false)
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      throw CommandError("\(files.count) files were opened together: give a folder to write them into, not \(folder)")
    }
    var written: [String] = []
    for file in files {
      let target = (folder as NSString).appendingPathComponent((file.path as NSString).lastPathComponent)
      do throws(AtomicFile.Failure) {
        try AtomicFile.write(Data(file.text.utf8), to: target)
      } catch {
        throw CommandError(error.description)
      }
      written.append("wrote \(target)")
    }
    return CommandResult(lines: written, changed: false)
  }

  static func writeOrPrint(_ text: String, to path: String?, what: String) throws(CommandError) -> CommandResult {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let path else {
      // Printed text carries the session (the journal holds what was typed): nothing in it
      // reaches the terminal with its control characters.
      let shown = (lines.last == "" ? Array(lines.dropLast()) : lines).map { $0 }
      return CommandResult(lines: shown, changed: false)
    }
    do throws(AtomicFile.Failure) {
      try AtomicFile.write(Data(text.utf8), to: path)
    } catch {
      throw CommandError(error.description)
    }
    return CommandResult(lines: ["wrote \(path) (\(what), \(lines.count - 1) lines)"], changed: false)
  }
}
