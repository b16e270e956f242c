import LineEditor
import Preview
import Raster
import Scenes
import Terminal

/// The live preview (`preview.mode live`): the effect plays in the top rows of the screen
/// while the prompt waits for keys, one frame per tick of `display.fps` (ticks dropped, not
/// time, when a frame takes longer), looping over the strip's span from `preview.start`. A
/// change shows at once, in place: no strip goes to the scrollback. A resized window is
/// measured again before each frame, and the region laid out anew.
public final class LivePreview {
  private var scene: Scene
  private var values: ParameterValues
  private let measure: () -> TerminalDisplay
  private let write: ([UInt8]) -> Void
  private var display: TerminalDisplay
  private var region: LiveRegion?
  private var layout: StripLayout?
  private var renderer = FrameRenderer()
  private let clock = ContinuousClock()
  private let began: ContinuousClock.Instant
  /// The tick of `display.fps` whose frame is on the screen.
  private var shownTick = 0
  /// The time shown while paused (`frame`, `seek`, `step`); nil while it plays.
  public private(set) var pausedAt: Double?
  /// Wall-clock seconds the playback's clock is behind (time spent paused).
  private var held = 0.0
  private var pausedSince: ContinuousClock.Instant?

  /// Enters the region and draws the first frame.
  public init(
    scene: Scene, values: ParameterValues, measure: @escaping () -> TerminalDisplay, write: @escaping ([UInt8]) -> Void
  ) {
    self.scene = scene
    self.values = values
    self.measure = measure
    self.write = write
    display = measure()
    began = clock.now
    lay()
    draw()
  }

  /// Whether the region is on the screen (it is not when the window is too small for it).
  public var isShown: Bool { region != nil }

  /// The rows below the frame, where the prompt and what commands print scroll (0 when not shown).
  public var textRows: Int { region.map { $0.screenRows - $0.rows } ?? 0 }

  /// The frame's size in pixels as laid out now (labels included), or (0, 0) when not shown.
  public var frameSize: (width: Int, height: Int) { layout.map { ($0.width, $0.height) } ?? (0, 0) }

  /// Shows `scene` at `values` from now on, at once.
  public func update(scene: Scene, values: ParameterValues) {
    self.scene = scene
    self.values = values
    let size = { (l: StripLayout?) in l.map { [$0.width, $0.height] } ?? [] }
    if region == nil || size(layout) != size(frameLayout()) { lay() }
    draw()
  }

  /// Shows the frame at `t` and holds it until `resume()`.
  public func pause(at t: Double) {
    if pausedSince == nil { pausedSince = clock.now }
    pausedAt = t
    draw()
  }

  /// Plays again from where it was when paused.
  public func resume() {
    if let since = pausedSince { held += (clock.now - since).seconds }
    pausedSince = nil
    pausedAt = nil
    draw()
  }

  /// Called while the prompt waits: draws the frame when its tick has come; returns the
  /// milliseconds until the next one.
  public func idle() -> Int32 {
    let rate = max(1, min(values.number(ViewSettings.framesPerSecond), 240))
    let due = Int((clock.now - began).seconds * rate)
    if Suspension.takeContinued() {
      // Stopped from outside with the region put back (`Suspension`): laid out anew.
      display = measure()
      reenter()
      IdleHook.redrawLine()
    }
    if due > shownTick {
      // Late frames are dropped: the next one is for the tick now due.
      shownTick = due
      let current = measure()
      if current.report.columns != display.report.columns || current.report.rows != display.report.rows {
        display = current
        lay()
        IdleHook.redrawLine()
      }
      draw()
    }
    let now = (clock.now - began).seconds
    let next = Double(Int(now * rate) + 1) / rate
    return Int32(max(1, ((next - now) * 1000).rounded(.up)))
  }

  /// The region entered again below what is on the screen (after `play`, which needs the
  /// whole screen), the frame drawn at once.
  public func reenter() {
    region = nil
    lay()
    draw()
  }

  /// Ctrl-L: the screen cleared and the region entered anew, the frame drawn at once.
  public func clearScreen() {
    write(Array("\u{1b}[r\u{1b}[H\u{1b}[2J".utf8))
    region = nil
    lay()
    draw()
  }

  /// The whole screen scrolls again; the last frame stays where it is.
  public func leave() {
    if let region { write(region.leave()) }
    region = nil
    Farewell.clear()
  }

  /// Sizes the frame for the window (half its height, so the prompt keeps the other half) and
  /// enters the region anew.
  private func frameLayout() -> StripLayout? {
    let height = display.imageHeight == .max ? display.imageHeight : display.imageHeight * 3 / 4
    return Preview.singleLayout(values, maximumWidth: display.imageWidth, maximumHeight: height)
  }

  private func lay() {
    guard let layout = frameLayout() else { return }
    self.layout = layout
    let probe = Pixmap(width: layout.width, height: layout.height)
    if let old = region { write(old.leave()) }
    region = LiveRegion(rows: display.rows(for: probe), screenRows: display.report.rows)
    if let region {
      write(region.enter())
      // SIGTERM or SIGHUP at the prompt or in `tune` must not leave the region set.
      Farewell.set(region.leave() + Array("\u{1b}[?25h".utf8))
    }
  }

  private func draw() {
    guard let region, let layout else { return }
    let span = max(Preview.span(scene, values), 1e-3)
    let elapsed = (clock.now - began).seconds - held
    let t = pausedAt ?? values.number(ViewSettings.start) + elapsed.truncatingRemainder(dividingBy: span)
    let frame = Preview.single(scene, values, at: t, layout: layout, renderer: &renderer)
    guard let bytes = try? display.bytes(for: frame, placement: false, kittyID: KittyGraphics.liveID) else { return }
    write(region.frame(bytes))
  }

}
