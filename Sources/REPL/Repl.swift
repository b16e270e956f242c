#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Console
import Export
import Foundation
import LineEditor
import Preview
import Raster
import Scenes
import SwiftRun
import Terminal

/// The read–run–show loop: reads a line, runs it on the workbench, records the change for
/// crash recovery, then shows its text, strip and figure.
public struct Repl {
  public var bench: Workbench
  /// The display as probed at startup; `display` is it re-measured.
  let probed: TerminalDisplay
  /// The display at the window's size now: a resized window's next strip fits it.
  public var display: TerminalDisplay { probed.remeasured() }
  /// Whether a person is at the keyboard (questions are asked, errors say `error:` rather
  /// than `file:line:`).
  public let interactive: Bool
  public let output: Output
  /// Where each accepted change is appended, so a crash or a kill loses at most the line being
  /// typed; nil when there is no state folder.
  public var recovery: RecoveryLog?
  /// What the last `play` achieved, for `doctor`.
  let lastPlayback = PlaybackRecord()
  /// The live preview while `preview.mode` has it on the screen.
  let live = LiveHolder()
  /// The opened program's files, reloaded when an editor saves them (at the prompt only).
  let watcher = SourceWatcher()
  /// The warnings an opened file's later code gave that were said already.
  let saidWarnings = SaidWarnings()

  final class SaidWarnings: @unchecked Sendable {
    var said: Set<String> = []
  }

  final class LiveHolder: @unchecked Sendable {
    var preview: LivePreview?
    /// The region stepped aside for a picture (`yieldsTheLivePreview`): it comes back when the
    /// next line is entered.
    var yielded = false
  }

  final class PlaybackRecord: @unchecked Sendable {
    var report: String?
  }

  public init(
    bench: Workbench, display: TerminalDisplay, interactive: Bool, output: Output = .standard,
    recovery: RecoveryLog? = nil
  ) {
    self.bench = bench
    // Lists wrap to the terminal's width at the prompt; scripts get whole lines.
    if interactive, display.report.isInteractive { self.bench.columns = display.report.columns }
    self.probed = display
    self.interactive = interactive
    self.output = output
    self.recovery = recovery
    // Ctrl-C stops an opened file's code as it stops a strip (no handler in scripts: no flag).
    RunInterruption.isRequested = { Interrupt.isRequested }
  }

  /// Runs the lines of a script file; returns how many commands failed.
  public mutating func run(lines: [String], source: String) -> Int {
    var reader: any LineReader = ArrayLineReader(lines: lines)
    record()
    return loop(&reader, source: source)
  }

  /// Runs until `quit` or the end of input; returns how many commands failed.
  /// Reads commands until the end; `notes` (what starting up found) are printed first — below
  /// the live preview when it is on, so entering it does not push them out of sight.
  public mutating func run(notes: [String] = []) -> Int {
    var reader: any LineReader
    if interactive {
      answerControlZ()
      installIdleHook()
      watcher.watch(Array(bench.sourcesOnDisk.keys))
      let editor = LibEditLineReader(
        program: "wobble", prompt: "wobble> ", historyFile: StateFolder.historyPath, completer: completer())
      editor.typeAhead(display.report.typedAhead)
      reader = editor
      let lines =
        notes + [
          "Wobble: scene \(bench.scene.name), \(bench.scene.summary).",
          "`help` lists commands, Tab completes, Ctrl-D quits. Preview: \(display.mode.rawValue) (\(display.reason)).",
        ]
      let live = wantsLivePreview
      if live { refreshPreview() }
      for line in lines { output.line(line) }
      if !live { refreshPreview() }
    } else {
      for note in notes { output.line(note) }
      reader = PlainLineReader()
    }
    record()
    defer { leaveLivePreview() }
    return loop(&reader, source: nil)
  }

  /// Reads, runs and shows until `quit` or the end of input; returns how many commands failed.
  /// Errors name the line (and the file, for scripts) when not interactive; a command whose
  /// figure failed (an export that could not be written) counts as failed too.
  mutating func loop(_ reader: inout any LineReader, source: String?) -> Int {
    var failures = 0
    var lineNumber = 0
    func report(_ message: String) {
      failures += 1
      let place = source.map { "\($0):\(lineNumber)" } ?? "line \(lineNumber)"
      output.error(interactive ? "error: \(message)" : "wobble: \(place): \(message)")
    }
    loop: while true {
      switch reader.readLine() {
      case .endOfInput:
        break loop
      case .interrupted:
        continue
      case .woken:
        // The prompt's line, with what was typed, is drawn again after this.
        output.terminal(Array("\r\u{1b}[K".utf8))
        reloadChangedSources()
        (reader as? LibEditLineReader)?.completer = completer()
        continue
      case .line(let text):
        lineNumber += 1
        Interrupt.clear()
        comeBackFromPicture(entered: text)
        if interactive, probed.report.isInteractive { bench.columns = display.report.columns }
        if let note = Self.openingNote(text) { output.line(note) }
        switch bench.execute(text) {
        case .success(let result):
          record()  // before any output: once a result shows, it is on disk
          var failure = present(result)
          // `preview` under the live preview: the strip it asks for, drawn as a picture (the
          // live region steps aside for it, as for a curve), not only the frame in place.
          if live.preview?.isShown == true, let word = text.split(separator: " ").first,
            (try? CommandTable.resolve(String(word)))?.name == "preview"
          {
            failure = present(
              CommandResult(figure: .strips([StripRequest(title: "strip", values: bench.values)]), changed: false))
          }
          if case .tune(let name)? = result.figure { failures += tuneInteractively(name) }
          if let plan = result.replay {
            failures += perform(plan, reader: &reader)
            record()
          }
          if let failure { report(failure) }
          if result.quit { break loop }
          if interactive {
            watcher.watch(Array(bench.sourcesOnDisk.keys))
            if watcher.pending { reloadChangedSources() }
          }
          // Completion reads the state as it is now (names of marks, the scene's parameters).
          (reader as? LibEditLineReader)?.completer = completer()
        case .failure(let error):
          if interactive, let (question, command) = error.confirmation {
            // Ask, as a careful tool does, instead of failing: only "y" goes ahead; Ctrl-C
            // and Ctrl-D answer no.
            output.line(error.description)
            let answer = reader.answer(question + " [y/N] ")
            if case .line(let text) = answer, text.trimmed.lowercased() == "y",
              case .success(let result) = bench.execute(command)
            {
              record()
              if let failure = present(result) { report(failure) }
            } else {
              output.line("not saved")
            }
            continue
          }
          report(error.description)
        }
      }
    }
    return failures
  }

  /// While the prompt waits: the live preview's frames, and the opened files polled for an
  /// editor's save (`SourceWatcher`), which ends the line being typed to reload them first.
  func installIdleHook() {
    IdleHook.set { [live, watcher] in
      let wait = live.preview?.idle() ?? -1
      guard watcher.isWatching else { return wait }
      if watcher.poll() { return IdleHook.wake }
      return wait < 0 ? SourceWatcher.interval : min(wait, SourceWatcher.interval)
    }
  }

  /// The opened files changed on disk (the watcher saw them hold still): reloaded, keeping the
  /// tuned values (`reload`), when their text differs from what Wobble read or wrote; a file
  /// that no longer runs says why, and the last good picture stays.
  mutating func reloadChangedSources() {
    watcher.acknowledge()
    guard !OpenedSources.changedOnDisk(Array(bench.sourcesOnDisk.keys), known: bench.sourcesOnDisk).isEmpty else { return }
    switch bench.execute("reload") {
    case .success(let result):
      record()
      if let failure = present(result) { output.error("error: \(failure)") }
    case .failure(let error):
      output.error("error: \(error.description)")
    }
  }

  /// Before `open` of more than a megabyte of Swift (a file of 130,000 numbers takes a couple
  /// of seconds): a line saying so, and that Ctrl-C stops it, so the wait is not a silent one.
  public static func openingNote(_ line: String) -> String? {
    // Words as typed (a quoted path with spaces counts as nothing: this is only a note).
    let words = line.split(whereSeparator: \.isWhitespace).map(String.init)
    guard let first = words.first, (try? CommandTable.resolve(first))?.name == "open" else { return nil }
    var bytes = 0
    var takesValue = false
    for word in words.dropFirst() {
      defer { takesValue = !takesValue && word.hasPrefix("--") }
      guard !takesValue, !word.hasPrefix("--") else { continue }
      bytes += (try? FileManager.default.attributesOfItem(atPath: word)[.size] as? NSNumber)?.intValue ?? 0
    }
    guard bytes > 1_000_000 else { return nil }
    return "opening \(String(format: "%.1f", Double(bytes) / 1_000_000)) MB of Swift (Ctrl-C stops it)…"
  }

  /// Ctrl-Z at the prompt suspends Wobble (`Suspension`): the live preview steps aside while
  /// it is stopped and comes back at the top on `fg`, the line being typed drawn again below.
  func answerControlZ() {
    Suspension.rememberShellModes()
    Suspension.watchStopSignal()
    let out = output
    IdleHook.suspend = { [live] in
      let shown = live.preview?.isShown == true
      Suspension.suspend(
        leave: { if shown { live.preview?.leave() } else { out.terminal(Array("\r\n".utf8)) } },
        comeBack: { if shown { live.preview?.reenter() } })
    }
  }

  /// Runs `plan` on its own (`wobble replay`), answering `--step` from standard input.
  public mutating func replay(_ plan: ReplayPlan) -> Int {
    if interactive { answerControlZ() }
    var reader: any LineReader =
      interactive
      ? LibEditLineReader(
        program: "wobble", prompt: "wobble> ", historyFile: nil, completer: { Completion(word: $0, candidates: []) })
      : PlainLineReader()
    return perform(plan, reader: &reader)
  }

  /// Runs a replay: a fresh session, then each command through the same dispatcher, its output
  /// and preview shown. `--step` waits at a prompt of its own before each step (Enter runs it,
  /// Ctrl-C or Ctrl-D stops the replay); Ctrl-C during a step's delay stops it too. Returns how
  /// many commands failed.
  mutating func perform(_ plan: ReplayPlan, reader: inout any LineReader) -> Int {
    let clock = bench.clock
    bench = Workbench()
    bench.clock = clock
    var failures = 0
    for (i, command) in plan.commands.enumerated() {
      if plan.step && interactive {
        output.line("replay [\(i + 1)/\(plan.commands.count)] next: \(command)")
        guard case .line = reader.answer("Enter runs it, Ctrl-C stops: ") else {
          output.line("replay stopped before step \(i + 1)")
          return failures
        }
      }
      output.line("replay [\(i + 1)/\(plan.commands.count)] \(command)")
      switch bench.execute(command) {
      case .success(let result):
        if let failure = present(result) {
          failures += 1
          output.error("replay \(plan.file) step \(i + 1): \(failure)")
        }
      case .failure(let error):
        failures += 1
        output.error("replay \(plan.file) step \(i + 1): \(error)")
      }
      if plan.delay > 0 { Self.pause(seconds: plan.delay) }
      if Interrupt.isRequested {
        output.line("replay stopped after step \(i + 1) (Ctrl-C)")
        break
      }
    }
    return failures
  }

  /// Sleeps in steps of 10 ms, waking early for Ctrl-C.
  static func pause(seconds: Double) {
    var left = seconds
    while left > 0, !Interrupt.isRequested {
      usleep(useconds_t(min(left, 0.01) * 1_000_000))
      left -= 0.01
    }
  }

  /// Shows a command's text, strip and figure, in that order, then what the code said while
  /// they ran (an exported figure runs it too); returns why the figure failed.
  func present(_ result: CommandResult) -> String? {
    if let figure = result.figure, Self.yieldsTheLivePreview(figure), let preview = live.preview, preview.isShown {
      // A picture is as tall as two thirds of the screen: in the rows under the frame it
      // would scroll over the frame and push its own text out of reach. The region steps
      // aside while it is shown, and comes back with the next line.
      preview.leave()
      live.yielded = true
    }
    printText(result.lines)
    if result.preview { refreshPreview() }
    let failure = result.figure.flatMap(show)
    // An opened file's code that stopped after the setup (in a timer, a tick) says where: with
    // every preview, and after any other command that ran the code that far (`frame 7`,
    // `export gif`, `values`) once, so that no picture or number from a stopped run goes unsaid.
    if let stopped = bench.scene.stopped?(bench.values),
      result.preview || saidWarnings.said.insert("stopped: " + stopped).inserted
    {
      output.line("warning: " + TerminalText.sanitized(stopped))
    }
    // What the code said after its setup (in a timer, a tick), once each.
    for warning in bench.scene.laterWarnings?(bench.values) ?? [] where saidWarnings.said.insert(warning).inserted {
      output.line("warning: " + TerminalText.sanitized(warning))
    }
    return failure
  }

  /// Whether the preview plays live at the top of the screen (`preview.mode`).
  var wantsLivePreview: Bool {
    guard interactive, probed.report.isInteractive else { return false }
    return Self.playsLive(
      choice: bench.values.choice(ViewSettings.mode), mode: display.mode, insideTmux: display.report.insideTmux)
  }

  /// `live` in any terminal that shows frames; `auto` where pixels are drawn in place (sixel,
  /// kitty, iTerm2 images; not through tmux, which does not place passed-through images where
  /// the cursor is); `strip` never.
  static func playsLive(choice: String, mode: GraphicsMode, insideTmux: Bool) -> Bool {
    guard mode != .none else { return false }
    switch choice {
    case "live": return true
    case "auto": return [.sixel, .kitty, .iterm].contains(mode) && !insideTmux
    default: return false
    }
  }

  /// Shows the current state: in the live region when it is wanted (entering it if needed),
  /// else as a strip (leaving the region first).
  func refreshPreview() {
    if wantsLivePreview {
      if let preview = live.preview {
        preview.update(scene: bench.scene, values: bench.values)
      } else {
        let out = output
        let probed = self.probed
        let preview = LivePreview(
          scene: bench.scene, values: bench.values, measure: { probed.remeasured() }, write: { out.terminal($0) })
        live.preview = preview
        installIdleHook()
        IdleHook.clearScreen = { [live] in live.preview?.clearScreen() }
      }
      if live.preview?.isShown == true { return }
      output.line("the window is too small for the live preview: a strip instead")
    } else {
      leaveLivePreview()
    }
    showPreview()
  }

  func leaveLivePreview() {
    guard let preview = live.preview else { return }
    IdleHook.clearScreen = nil
    preview.leave()
    live.preview = nil
  }

  /// Completion candidates from the current state.
  func completer() -> (String) -> Completion {
    let snapshot = bench
    return { before in
      let (word, candidates) = Completer.complete(before, in: snapshot)
      return Completion(word: word, candidates: candidates)
    }
  }

  /// Brings the recovery log up to date: the new journal entries appended, or the whole state
  /// written again when it was replaced (load, import, replay, a compacted journal).
  mutating func record() {
    guard let log = recovery else { return }
    if let problem = log.update(to: bench) { output.error("warning: recovery copy not written: \(problem)") }
  }

  /// The figures drawn as pictures in the scrolling text (curves, plots, onion skins,
  /// compared and swept strips, a frame when there is no live region to hold it).
  static func yieldsTheLivePreview(_ figure: Figure) -> Bool {
    switch figure {
    case .curve, .strips, .onion, .plot: true
    case .frame, .doctor, .clearScreen, .play, .tune, .exportPNG, .exportFrames, .exportGIF: false
    }
  }

  /// The live region back at the top after a picture made it step aside, with the line just
  /// entered shown again under it (coming back pushed the screen, that line too, into the
  /// scrollback).
  func comeBackFromPicture(entered line: String) {
    guard live.yielded else { return }
    live.yielded = false
    live.preview?.reenter()
    if live.preview?.isShown == true { output.line("wobble> " + line) }
  }

  /// Prints a command's text. Under the live preview, text longer than the rows below the
  /// frame would scroll out of reach (a scroll region keeps its lines from the scrollback):
  /// it goes through the pager (`Pager`), or, without one, is printed with the region stepped
  /// aside, so it reaches the scrollback; the region comes back after, below it.
  func printText(_ lines: [String]) {
    guard interactive, let preview = live.preview, preview.isShown, lines.count >= preview.textRows - 1 else {
      for line in lines { output.line(line) }
      return
    }
    preview.leave()
    let paged = Pager.page(lines)
    if !paged {
      for line in lines { output.line(line) }
    }
    preview.reenter()
    if !paged { output.line("(\(lines.count) lines above the preview, in the terminal's scrollback)") }
  }

  /// Whether Ctrl-C asked a long command to stop.
  static func shouldStop() -> Bool { Interrupt.isRequested }

  func showPreview() {
    guard display.mode != .none else { return }
    guard
      let strip = Preview.strip(
        bench.scene, bench.values, maximumWidth: display.imageWidth, maximumHeight: display.imageHeight,
        until: Self.shouldStop)
    else {
      output.line("preview stopped (Ctrl-C)")
      return
    }
    draw(strip)
  }

  /// Draws or writes `figure`; returns why it failed (image exports only).
  func show(_ figure: Figure) -> String? {
    if case .doctor = figure {
      printText(doctorReport())
      return nil
    }
    if case .clearScreen = figure {
      if let preview = live.preview {
        preview.clearScreen()
      } else if probed.report.isInteractive {
        output.terminal(Array("\u{1b}[H\u{1b}[2J".utf8))
      }
      return nil
    }
    if let done = exportImages(figure) {
      switch done {
      case .success(let line):
        output.line(line)
        return nil
      case .failure(let error):
        return error.description
      }
    }
    if case .play = figure, display.mode == .none {
      output.line("play shows frames; with --graphics none there is nothing to play")
      return nil
    }
    guard display.mode != .none else { return nil }
    let (w, h) = (display.imageWidth, display.imageHeight)
    switch figure {
    case .curve(let timing, let marks):
      draw(Preview.curve(timing, marks: marks, maximumWidth: w, maximumHeight: h))
    case .frame(let t) where live.preview?.isShown == true:
      // In the live region: held there until `play`.
      live.preview?.pause(at: t)
      output.line("paused at \(Scenes.format(t)) s in the live preview; `play` plays it again")
    case .frame(let t):
      draw(Preview.single(bench.scene, bench.values, at: t, maximumWidth: w, maximumHeight: h))
    case .onion:
      draw(Preview.onion(bench.scene, bench.values, maximumWidth: w, maximumHeight: h))
    case .plot(_, let times, let values):
      draw(Preview.series(times: times, values: values, maximumWidth: w, maximumHeight: h))
    case .strips(let requests):
      // Each strip gets its share of the height.
      let share = h == .max ? h : max(60, h / max(1, requests.count))
      var strips: [Pixmap] = []
      for request in requests {
        guard
          let strip = Preview.strip(
            request.scene ?? bench.scene, request.values, maximumWidth: w, maximumHeight: share, until: Self.shouldStop)
        else {
          output.line("stopped (Ctrl-C)")
          return nil
        }
        strips.append(strip)
      }
      // Variants that draw alike (a sweep of a setting the strip does not show, a mark equal
      // to the current state) are said once, with one strip, not drawn again and again.
      if strips.count > 1, strips.dropFirst().allSatisfy({ $0 == strips[0] }) {
        // The same values (a mark of the current state) were said to be the same already.
        if !requests.dropFirst().allSatisfy({ $0.values == requests[0].values }) {
          output.line("all \(strips.count) look the same, pixel for pixel: what differs between them does not show in the strip")
        }
        output.line(requests[0].title)
        draw(strips[0])
      } else {
        for (request, strip) in zip(requests, strips) {
          output.line(request.title)
          draw(strip)
        }
      }
    case .play(_, nil, 1) where live.preview?.pausedAt != nil:
      live.preview?.resume()
      output.line("playing in the live preview")
    case .play(let start, var duration, let speed):
      var layout = Preview.singleLayout(bench.values, maximumWidth: w, maximumHeight: h)
      var laidOutFor = (w, h)
      var renderer = FrameRenderer()
      let (scene, values) = (bench.scene, bench.values)
      if duration == nil && isatty(0) != 1 {
        // No key can stop it in a script: one cycle, then on.
        duration = min(3600, Preview.span(scene, values) / speed)
        output.line("playing one cycle (\(Scenes.format(duration!, decimals: 3)) s): input is not a terminal")
      } else {
        output.line(duration == nil ? "playing; any key stops" : "playing for \(Scenes.format(duration!, decimals: 3)) s")
      }
      let out = output
      // play takes the whole screen (a resize clears it): the live region steps aside meanwhile.
      live.preview?.leave()
      var player = Player(display: display)
      player.framesPerSecond = values.number(ViewSettings.framesPerSecond)
      let outcome = player.play(start: start, speed: speed, duration: duration, write: { out.terminal($0) }) {
        t, display in
        // A resized window lays the frame out again for its new size.
        if laidOutFor != (display.imageWidth, display.imageHeight) {
          laidOutFor = (display.imageWidth, display.imageHeight)
          layout = Preview.singleLayout(values, maximumWidth: laidOutFor.0, maximumHeight: laidOutFor.1)
        }
        return Preview.single(scene, values, at: t, layout: layout, renderer: &renderer)
      }
      live.preview?.reenter()
      if let signal = outcome.signal { output.line("stopped by \(signal)") }
      if outcome.framesShown > 1 {
        let report =
          "played \(outcome.framesShown) frames in \(Scenes.format(outcome.seconds, decimals: 2)) s: "
          + "\(Scenes.format(outcome.achievedRate, decimals: 1)) fps of display.fps \(Scenes.format(player.framesPerSecond, decimals: 0))"
          + (outcome.framesDropped > 0 ? ", \(outcome.framesDropped) ticks dropped (frames took longer than a tick)" : "")
        output.line(report)
        lastPlayback.report = report
      }
    case .doctor, .clearScreen, .exportPNG, .exportFrames, .exportGIF, .tune:
      break
    }
    return nil
  }

  /// Carries out `export png|frames|gif`; nil for other figures. A GIF's progress is shown
  /// on one line of the terminal as it is written; Ctrl-C cancels it, within a frame.
  func exportImages(_ figure: Figure) -> Result<String, ExportError>? {
    let (scene, values) = (bench.scene, bench.values)
    do throws(ExportError) {
      switch figure {
      case .exportPNG(let path, let t):
        return .success(try ImageExport.png(scene, values, at: t, to: path, until: Self.shouldStop))
      case .exportFrames(let folder):
        return .success(try ImageExport.frames(scene, values, to: folder, until: Self.shouldStop))
      case .exportGIF(let path):
        let progress = ImageExport.progressLine(on: 1, output: output)
        defer { progress.clear() }
        return .success(try ImageExport.gif(scene, values, to: path, progress: progress.report, until: Self.shouldStop))
      default: return nil
      }
    } catch {
      return .failure(error)
    }
  }

  /// `doctor`: the terminal's answers, the choice made from them, and the folders in use.
  func doctorReport() -> [String] {
    let r = display.report
    let cell = r.cellSize
    let startup: String
    if let path = StartupFile.defaultPath() {
      startup = FileManager.default.fileExists(atPath: path) ? path : path + " (none there)"
    } else {
      startup = "none (HOME and XDG_CONFIG_HOME are unset)"
    }
    let loadAlso: [String] = SessionPaths.searchFolders.dropFirst().map {
      "               \($0) (load <name> also looks here)"
    }
    let lines: [String] = [
      "graphics:      \(display.mode.rawValue) (\(display.reason))",
      "last play:     \(lastPlayback.report ?? "none yet in this session")",
      "terminal:      TERM=\(r.term ?? "unset")\(r.insideTmux ? ", inside tmux" : ""), \(r.isInteractive ? "interactive" : "not a terminal")",
      "XTVERSION:     \(r.name ?? "no reply")",
      "text colour:   " + (r.trueColor ? "24-bit" : "256-colour palette (COLORTERM is not truecolor or 24bit)"),
      "kitty query:   "
        + (r.kittyGraphics ? "OK (kitty graphics)" : "no OK") + (r.kittyHint.map { "; environment: \($0)" } ?? "")
        + (r.itermHint.map { "; \($0)" } ?? ""),
      "DA1 reply:     "
        + (r.deviceAttributes.map {
          "?" + $0.map(String.init).joined(separator: ";") + "c" + ($0.contains(4) ? " (4: sixel)" : " (no 4: no sixel)")
        } ?? "none"),
      "colour regs:   " + (r.colorRegisters.map(String.init) ?? "not reported"),
      "sixel area:    " + (r.sixelArea.map { "\($0.width)×\($0.height) px (XTSMGRAPHICS)" } ?? "not reported")
        + (r.sixelMaximum.map { "; largest image \($0.width)×\($0.height) px" } ?? ""),
      "window:        \(r.columns)×\(r.rows) cells, \(r.pixelWidth)×\(r.pixelHeight) px (TIOCGWINSZ)",
      "cell:          \(cell.width)×\(cell.height) px",
      "image size:    up to \(display.imageWidth)×\(display.imageHeight == .max ? 0 : display.imageHeight) px",
      "history:       " + (StateFolder.historyPath ?? "none (HOME and XDG_STATE_HOME are unset)"),
      "recovery:      " + (recovery?.path ?? "none"),
      "startup file:  " + startup,
      "sessions:      " + SessionPaths.folder + " (save <name> writes here)",
    ]
    return lines + loadAlso
  }

  func draw(_ image: Pixmap) {
    do {
      output.terminal(try display.bytes(for: image))
    } catch {
      output.error("preview failed: \(error)")
    }
  }
}
