#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Console
import Files
import Foundation
import Scenes
import Terminal

/// What `wobble start` was asked for, as the command line gave it.
public struct StartRequest {
  public var graphics: GraphicsMode?
  public var sizeLimit: (width: Int, height: Int)?
  /// The scene of a fresh session (the first scene when nil); must name one.
  public var scene: Scene
  public var session: String?
  /// A Swift file of the user's to open first (`wobble open File.swift [--view Name]`).
  public var swiftFiles: (paths: [String], view: String?)?
  public var recover = false
  public var discardRecovery = false
  public var skipStartupFile = false

  public init(scene: Scene) { self.scene = scene }
}

/// Starting the workbench: recovery offered or taken, a session opened, the startup file run,
/// then the read–run–show loop; the crash-recovery log removed after a clean end. The
/// executable only reads its arguments into a `StartRequest`.
public enum Launch {
  /// Runs it; returns the exit status (1 when anything failed).
  public static func start(_ request: StartRequest, output out: Output = .standard) -> Int32 {
    let orphans = StateFolder.recoveryFolder.map(RecoveryLog.orphans) ?? []
    if request.discardRecovery {
      for orphan in orphans {
        RecoveryLog.remove(orphan.path)
        out.line("discarded \(orphan.path) (\(orphan.summary))")
      }
      if orphans.isEmpty { out.line("nothing to discard") }
      return 0
    }
    TemporaryFiles.removeStale(in: SessionPaths.folder)
    var bench: Workbench
    var notes: [String] = []
    var recovered: RecoveryLog.Orphan?
    if request.recover {
      guard let newest = orphans.first else {
        out.error("wobble: nothing to recover: no session was left by a Wobble that stopped without quitting")
        return 1
      }
      switch RecoveryLog.read(newest.path) {
      case .success(let (opened, warnings)):
        bench = opened
        recovered = newest
        notes = warnings.map { "warning: \($0)" } + ["recovered \(newest.summary) from \(newest.path)"]
      case .failure(let error):
        out.error("wobble: cannot recover \(newest.path): \(error)")
        return 1
      }
    } else if let session = request.session {
      switch Workbench.open(session) {
      case .success(let (opened, warnings)):
        bench = opened
        notes = warnings.map { "warning: \($0)" } + ["opened \(session)"]
      case .failure(let error):
        out.error("wobble: \(error)")
        return 1
      }
    } else {
      bench = Workbench(scene: request.scene)
    }
    if let swift = request.swiftFiles {
      let line = CommandTable.openLine(swift.paths, view: swift.view)
      if let note = Repl.openingNote(line) { out.line(note) }
      switch bench.execute(line) {
      case .success(let result): notes += result.lines
      case .failure(let error):
        out.error("wobble: \(error)")
        return 1
      }
    }
    let interactive = isatty(0) == 1
    if interactive && !request.recover && !orphans.isEmpty {
      let newest = orphans[0]
      let more = orphans.count > 1 ? " (and \(orphans.count - 1) older)" : ""
      notes.insert(
        "A session left by a Wobble that stopped without quitting can be recovered\(more): \(newest.summary), "
          + "last changed \(timeFormatter.string(from: newest.modified)). `wobble --recover` brings it back; "
          + "`wobble --discard-recovery` drops it.", at: 0)
    }
    // The startup file: a fresh or opened session at the prompt, not a recovered one.
    var graphics = request.graphics
    var graphicsFrom = "with --graphics"
    if interactive, !request.skipStartupFile, !request.recover, let path = StartupFile.defaultPath() {
      switch StartupFile.read(path) {
      case .success(let rc):
        if graphics == nil, let chosen = rc.graphics {
          graphics = chosen
          graphicsFrom = "by the startup file \(path): graphics"
        }
        notes += rc.apply(to: &bench).map { "warning: \($0)" }
      case .failure(let error):
        notes.append("warning: \(error); the startup file was not run")
      case nil:
        break
      }
    }
    var display = TerminalDisplay.detect(requested: graphics, requestedBy: graphicsFrom)
    display.sizeLimit = request.sizeLimit
    let log = StateFolder.recoveryFolder.flatMap { RecoveryLog(folder: $0) }
    var repl = Repl(bench: bench, display: display, interactive: interactive, output: out, recovery: log)
    let failures = repl.run(notes: notes)
    // The recovered session now lives in this run's log (and is gone with it after a clean exit).
    if let recovered { RecoveryLog.remove(recovered.path) }
    log?.remove()
    return failures > 0 ? 1 : 0
  }

  static let timeFormatter: DateFormatter = {
    let f = DateFormatter()
    f.dateFormat = "yyyy-MM-dd HH:mm"
    return f
  }()
}
