#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import ArgumentParser
import Console
import Export
import REPL

/// `wobble export <session> --swift … --gif …`: the session's exports, headless.
struct Export: ParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Export a session headless: Swift, SwiftUI, CSS, SVG, PNG, frames, GIF.",
    discussion: "Each option names a file to write; give as many as you like. Nothing is drawn on the terminal.")

  @ArgumentParser.Argument(help: "The session file.")
  var session: String

  @Option(help: "A UIKit/QuartzCore Swift file of the effect, carrying the session.")
  var swift: String?
  @Option(help: "The scene's timing functions and springs for SwiftUI.")
  var swiftui: String?
  @Option(help: "The scene's timing functions and springs as CSS easing.")
  var css: String?
  @Option(help: "The scene's path as an SVG file.")
  var svg: String?
  @Option(help: "One frame as PNG (at --at seconds).")
  var png: String?
  @Option(help: "Time of the PNG frame, in seconds.")
  var at: Double = 0
  @Option(help: "A folder for the preview strip's frames as PNG.")
  var frames: String?
  @Option(help: "One cycle (or preview.span) as a looping GIF.")
  var gif: String?

  func validate() throws {
    if [swift, swiftui, css, svg, png, frames, gif].allSatisfy({ $0 == nil }) {
      throw ValidationError("nothing to export: give --swift, --swiftui, --css, --svg, --png, --frames or --gif")
    }
    guard at.isFinite, abs(at) <= 1e6 else { throw ValidationError("--at must be a finite time in seconds") }
  }

  func run() throws {
    var bench: Workbench
    switch Workbench.open(session) {
    case .success(let (opened, warnings)):
      bench = opened
      for w in warnings { Output.standard.error("warning: \(w)") }
    case .failure(let error):
      Output.standard.error("wobble: \(error)")
      throw ExitCode(1)
    }
    var failed = false
    for (kind, path) in [("swift", swift), ("swiftui", swiftui), ("css", css), ("svg", svg)] {
      guard let path else { continue }
      switch Result(catching: { () throws(CommandError) in try CommandTable.export(kind, to: path, at: nil, in: bench) }) {
      case .success(let result): result.lines.forEach(Output.standard.line)
      case .failure(let error):
        Output.standard.error("wobble: export \(kind): \(error)")
        failed = true
      }
    }
    let (scene, values, at) = (bench.scene, bench.values, at)
    let (png, frames, gif) = (png, frames, gif)
    let images: [(String?, () throws(ExportError) -> String)] = [
      (png, { () throws(ExportError) in try ImageExport.png(scene, values, at: at, to: png!) }),
      (frames, { () throws(ExportError) in try ImageExport.frames(scene, values, to: frames!) }),
      (
        gif,
        { () throws(ExportError) in
          let progress = ImageExport.progressLine(on: 2, output: .standard)
          defer { progress.clear() }
          return try ImageExport.gif(scene, values, to: gif!, progress: progress.report)
        }
      ),
    ]
    for (path, write) in images where path != nil {
      do throws(ExportError) {
        Output.standard.line(try write())
      } catch {
        Output.standard.error("wobble: \(error)")
        failed = true
      }
    }
    // An opened file's code that stopped after its setup (in a timer, a tick): the images after
    // that time show the picture as it was then, which is said, as at the prompt.
    if png != nil || frames != nil || gif != nil, let stopped = scene.stopped?(values) {
      Output.standard.error("warning: " + TerminalText.sanitized(stopped))
    }
    if failed { throw ExitCode(1) }
  }
}
