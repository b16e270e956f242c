import Animation
import Geometry

/// An effect Wobble can tune: its parameters and how they become an animated layer tree.
public struct Scene: Sendable {
  public let name: String
  /// One line, with the seed articles it comes from.
  public let summary: String
  /// Every parameter, scene-specific ones first, then the shared view and preview settings.
  public let parameters: [ParameterSpec]
  /// The layer tree's presentation at `time` seconds for these values.
  public let presentation: @Sendable (_ values: ParameterValues, _ time: Double) -> Layer
  /// The presentations at several times in increasing order, when the scene can make them
  /// cheaper together than one by one (an opened file runs them as one job on its thread):
  /// `deliver(i, tree)` is called for each time in order, on the scene's own thread, as soon
  /// as that tree is made, so a caller can draw one frame while the next is being made. It
  /// returns once every tree has been delivered.
  public let presentations: Presentations?
  public typealias Presentations =
    @Sendable (
      _ values: ParameterValues, _ times: [Double], _ deliver: @Sendable (_ index: Int, _ tree: Layer) -> Void
    ) -> Void
  /// The length of one full cycle of the motion, in seconds, for these values.
  public let period: @Sendable (ParameterValues) -> Double
  /// Whether the motion comes to an end at `period` (an opened file's one-shot animation)
  /// rather than going round: its strip then ends on that end.
  public let endsAtPeriod: @Sendable (ParameterValues) -> Bool
  /// Where the scene's own code stopped when its frames for these values were last made, if it
  /// did (an opened file's refusal in a timer or a tick: its place, its reason and the time);
  /// frames after it show the picture as it was then.
  public let stopped: (@Sendable (ParameterValues) -> String?)?
  /// Warnings the scene's own code gave after its setup when its frames for these values were
  /// last made (an opened file's timer that makes an image Wobble shows as a placeholder): said
  /// once each, as the setup's are at open.
  public let laterWarnings: (@Sendable (ParameterValues) -> [String])?
  /// Why the scene cannot be shown at all with these values, if it cannot (an opened file's
  /// code fails at its setup with them: a negative count, a division by zero): `set` refuses
  /// such values, with this reason, and changes nothing.
  public let failure: (@Sendable (ParameterValues) -> String?)?

  /// The scene's editable PaintCode path, if it has one (`points`, `move`, `svg`).
  public let path: PathParameters?
  /// Whether that path is closed (`close()` after the last curve).
  public let pathIsClosed: Bool
  /// The layer whose shape is that path, by name, and the size of the handle overlay's
  /// markers in the layer's units (`preview.handles`, which the preview draws).
  public let pathLayer: (name: String, markerSize: @Sendable (ParameterValues) -> Double)?
  /// The file the scene was opened from and the SHA-256 of its content then (hex), which a
  /// session records so that loading it opens the file again.
  public let file: (path: String, sha256: String, view: String?)?
  /// The scene's own Swift source for these values, when it is a file the person opened
  /// (`export swift` writes it instead of a generated view).
  public let source: (@Sendable (ParameterValues) -> String)?
  /// When several files were opened together (a playground with its `Sources/`, a folder):
  /// each file's path and text for these values, every file written back on its own; `source`
  /// is then nil.
  public let sources: (@Sendable (ParameterValues) -> [(path: String, text: String)])?
  /// Paths opened together with `file.path` (`open A.swift B.swift`), which a session records.
  public let otherFiles: [String]
  /// Every file of an opened program as read (its absolute path) and the SHA-256 of its text
  /// then (hex): what is on disk is compared with it before writing into one of them, and to
  /// notice an editor's change (`reload`).
  public let fileDigests: [String: String]
  /// The view settings an opened file brings (its view's size, the window behind it), by name:
  /// what `show`, `diff` and `reset` take as their defaults, since they are not numbers of the
  /// file a person changed.
  public let hostSettings: [String: ParameterValue]
  /// Each parameter's position in `parameters`, by name (a blob has some 240 parameters, and
  /// every `set` looks one up).
  private let positions: [String: Int]

  public init(
    name: String, summary: String, parameters: [ParameterSpec], path: PathParameters? = nil,
    pathIsClosed: Bool = false, pathLayer: (name: String, markerSize: @Sendable (ParameterValues) -> Double)? = nil,
    presentation: @escaping @Sendable (ParameterValues, Double) -> Layer,
    presentations: Presentations? = nil,
    period: @escaping @Sendable (ParameterValues) -> Double,
    source: (@Sendable (ParameterValues) -> String)? = nil,
    sources: (@Sendable (ParameterValues) -> [(path: String, text: String)])? = nil,
    endsAtPeriod: @escaping @Sendable (ParameterValues) -> Bool = { _ in false },
    aliases: [String: String] = [:], file: (path: String, sha256: String, view: String?)? = nil,
    otherFiles: [String] = [], hostSettings: [String: ParameterValue] = [:], fileDigests: [String: String] = [:],
    stopped: (@Sendable (ParameterValues) -> String?)? = nil,
    laterWarnings: (@Sendable (ParameterValues) -> [String])? = nil,
    failure: (@Sendable (ParameterValues) -> String?)? = nil
  ) {
    self.name = name
    self.summary = summary
    self.parameters = parameters + ViewSettings.all
    var positions = Dictionary(self.parameters.enumerated().map { ($1.name, $0) }, uniquingKeysWith: { first, _ in first })
    // Other names a parameter answers to (an opened file's `@LINE:COLUMN`).
    for (alias, name) in aliases { if let i = positions[name], positions[alias] == nil { positions[alias] = i } }
    self.positions = positions
    self.path = path
    self.pathIsClosed = pathIsClosed
    self.pathLayer = pathLayer
    self.presentation = presentation
    self.presentations = presentations
    self.period = period
    self.endsAtPeriod = endsAtPeriod
    self.source = source
    self.sources = sources
    self.file = file
    self.otherFiles = otherFiles
    self.fileDigests = fileDigests
    self.hostSettings = hostSettings
    self.stopped = stopped
    self.laterWarnings = laterWarnings
    self.failure = failure
  }

  public func parameter(named name: String) -> ParameterSpec? {
    positions[name].map { parameters[$0] }
  }

  /// Every scene Wobble ships, the default first.
  public static let all: [Scene] = [BlobScene.scene, BalloonScene.scene, RingScene.scene]

  public static func named(_ name: String) -> Scene? { all.first { $0.name == name } }
}

/// Settings every scene shares: the host view's size and colours, the display link, and what
/// the preview strip shows.
public enum ViewSettings {
  public static let width = ParameterSpec.number(
    "view.width", 640, range: 16...4096, unit: "pt",
    "width of the host view (the seeds' playground view is 640×480)", becomes: "view.frame.size.width")
  public static let height = ParameterSpec.number(
    "view.height", 480, range: 16...4096, unit: "pt",
    "height of the host view", becomes: "view.frame.size.height")
  public static let background = ParameterSpec.color(
    "view.background", Color.gray, "the host view's background colour (UIColor.gray)",
    becomes: "view.backgroundColor")
  public static let backgroundAlpha = ParameterSpec.number(
    "view.background.alpha", 0.8, range: 0...1,
    "alpha of the view's background (seed 001: 0.8; seed 002: 0.2)",
    becomes: "backgroundColor.withAlphaComponent(_:)")
  public static let backdrop = ParameterSpec.color(
    "view.backdrop", Color.white,
    "what shows where the view draws nothing: white, as under a storyboard's view; opening a playground page "
      + "sets black, its live view's window (not in the seeds)")
  public static let framesPerSecond = ParameterSpec.number(
    "display.fps", 60, range: 1...240, unit: "Hz",
    "display refresh rate; each display-link callback adds 1/fps to the total time",
    becomes: "CADisplayLink.duration = 1/fps")
  public static let frames = ParameterSpec.integer(
    "preview.frames", 12, range: 1...120, "how many frames the preview strip shows")
  public static let span = ParameterSpec.number(
    "preview.span", 0, range: 0...3600, unit: "s",
    "time the strip covers; 0 means one full cycle of the effect")
  public static let start = ParameterSpec.number(
    "preview.start", 0, range: 0...3600, unit: "s", "time of the strip's first frame")
  public static let handles = ParameterSpec.choice(
    "preview.handles", "off", ["off", "on"], "draw the path's points and control handles over the preview")

  /// `live`: the effect plays in the top rows of the screen while you type, and each change
  /// shows there; `strip`: each change prints a strip below the last; `auto`: live in a
  /// terminal that draws pixels in place (sixel, kitty), strips elsewhere and in scripts.
  public static let mode = ParameterSpec.choice(
    "preview.mode", "auto", ["auto", "live", "strip"],
    "live: the effect plays at the top while you type; strip: a strip after each change; auto: live where pixels can be drawn in place"
  )

  public static let all = [
    width, height, background, backgroundAlpha, backdrop, framesPerSecond, frames, span, start, handles, mode,
  ]

  /// The times the strip shows with the settings in `v`, for an effect lasting `period`
  /// seconds that comes to an end there (`endsAtPeriod`) or goes round: `preview.frames`
  /// instants from `preview.start`, evenly spaced over `preview.span` seconds (or `period`
  /// when the span is 0), end excluded for motion that goes round (the end is the start
  /// again), included for motion that comes to an end there (the last frame is its end state).
  public static func stripTimes(_ v: ParameterValues, period: Double, endsAtPeriod: Bool) -> [Double] {
    let n = v.integer(frames)
    let first = v.number(start)
    let covered = v.number(span) > 0 ? v.number(span) : period
    let ends = n > 1 && v.number(span) <= 0 && endsAtPeriod
    let steps = Double(ends ? n - 1 : n)
    return (0..<n).map { first + covered * Double($0) / steps }
  }
}
