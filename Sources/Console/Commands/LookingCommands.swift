import Animation
import Foundation
import Geometry
import Scenes
import SwiftSource

// Looking at the effect: lists, help, previews, playback, plots, curves and values.
extension CommandTable {
  static let show = Command(
    "show", abbreviation: "sh", arguments: [Argument("parameter|group", .parameterOrGroup, optional: true)],
    summary: "print parameter values (* marks a changed one)",
    discussion: "With no argument, every parameter of the scene; with a group such as blob.skew, the parameters under it."
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let specs: [ParameterSpec]
    if let name = args.text("parameter|group") {
      let prefix = name.hasSuffix(".") ? name : name + "."
      if let one = bench.scene.parameter(named: name) {
        specs = [one]
      } else {
        specs = bench.parameters.filter { $0.name.hasPrefix(prefix) }
        if specs.isEmpty { _ = try bench.parameter(named: name) }
      }
    } else {
      specs = bench.parameters
    }
    let width = specs.map(\.name.count).max() ?? 0
    let lines = specs.map { spec -> String in
      let value = bench.values[spec]
      let mark = value == bench.baseline(spec) ? " " : "*"
      let unit = spec.kind.unit.isEmpty ? "" : " " + spec.kind.unit
      // A number that is one operand of arithmetic is not the value it feeds: say which.
      let operand = spec.operandOf.map { operand in
        let number = spec.format(value)
        let result = operand.value(with: number).map { " = " + Scenes.format($0, decimals: 4) } ?? ""
        return "   (in \(operand.with(number))\(result))"
      }
      return "\(mark) \(spec.name.padding(to: width)) = \(spec.format(value))\(unit)\(operand ?? "")"
    }
    return CommandResult(lines: lines)
  }

  static let diff = Command(
    "diff", flags: [CommandFlag("source")],
    summary: "list what differs from the defaults (--source: as a diff of the opened file)"
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    if args.has("source") {
      if let several = bench.scene.sources {
        // Each file as written against each file with the tuned numbers.
        let before = several(ParameterValues()), after = several(bench.values)
        var lines: [String] = []
        for (old, new) in zip(before, after) { lines += LineDiff.unified(old.text, new.text, path: old.path) }
        return CommandResult(lines: lines.isEmpty ? ["no number changed in the \(before.count) files"] : lines, changed: false)
      }
      guard let file = bench.scene.file, let source = bench.scene.source else {
        throw CommandError("diff --source needs a file opened with `open`; scene \(bench.scene.name) is built in")
      }
      // The file as written: every literal at its default.
      let original = source(ParameterValues())
      let lines = LineDiff.unified(original, source(bench.values), path: file.path)
      return CommandResult(lines: lines.isEmpty ? ["\(file.path): no number changed"] : lines, changed: false)
    }
    let changed = bench.parameters.filter { bench.values[$0] != bench.baseline($0) }
    guard !changed.isEmpty else {
      return CommandResult(lines: ["scene \(bench.scene.name): all parameters at their defaults"], changed: false)
    }
    let width = changed.map(\.name.count).max() ?? 0
    let valueWidth = changed.map { $0.format(bench.values[$0]).count }.max() ?? 0
    return CommandResult(
      lines: changed.map {
        "\($0.name.padding(to: width)) = \($0.format(bench.values[$0]).padding(to: valueWidth))   (default \($0.format(bench.baseline($0))))"
      },
      changed: false)
  }

  static let history = Command(
    "history", summary: "list the session's journal: the changes, in order, with their times"
  ) { (bench: inout Workbench, _: Arguments) throws(CommandError) -> CommandResult in
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm:ss"
    let width = String(bench.journal.count).count
    return CommandResult(
      lines: bench.journal.enumerated().map { i, e in
        let n = String(i + 1)
        return String(repeating: " ", count: width - n.count) + n + "  " + formatter.string(from: e.time) + "  "
          + e.command
      }, changed: false)
  }

  static let help = Command(
    "help", arguments: [Argument("command|parameter", .topic, optional: true)],
    summary: "list commands, or explain a command or parameter",
    discussion: "A topic matches a command or parameter exactly, then by prefix, then anywhere in names and summaries."
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    guard let topic = args.text("command|parameter") else {
      // Usages up to `listWidth` make the column; a longer one has its summary on the next line.
      let width = min(all.map(\.usage.count).max() ?? 0, listWidth)
      let indent = String(repeating: " ", count: width + 2)
      // Summaries wrap at word boundaries under their column when the terminal is narrow.
      func summary(_ text: String) -> [String] {
        guard let columns = bench.columns else { return [text] }
        return TerminalText.wrapped(text, width: columns - 1 - indent.count)
      }
      let lines = all.flatMap { command in
        let text = summary(command.summary)
        return command.usage.count <= width
          ? ["\(command.usage.padding(to: width))  \(text[0])"] + text.dropFirst().map { indent + $0 }
          : [command.usage] + text.map { indent + $0 }
      }
      let note = "Parameters: `show` lists them; `help <parameter>` explains one. Tab completes."
      return CommandResult(lines: lines + [""] + (bench.columns.map { TerminalText.wrapped(note, width: $0 - 1) } ?? [note]))
    }
    if let command = all.first(where: { $0.name == topic || $0.aliases.contains(topic) }) {
      var lines = ["usage: \(command.usage)", command.summary]
      if !command.discussion.isEmpty { lines += command.discussion.split(separator: "\n").map(String.init) }
      return CommandResult(lines: lines)
    }
    if let spec = bench.scene.parameter(named: topic) {
      return CommandResult(lines: Help.describe(spec, current: bench.values[spec]))
    }
    let group = bench.parameters.filter { $0.name.hasPrefix(topic + ".") }
    if !group.isEmpty {
      let width = group.map(\.name.count).max() ?? 0
      return CommandResult(lines: group.map { "\($0.name.padding(to: width))  \($0.summary)" })
    }
    // Prefix, then substring, over commands and parameters (sqlite's .help does the same).
    let needle = topic.lowercased()
    let entries: [(name: String, summary: String)] =
      all.map { ($0.usage, $0.summary) } + bench.parameters.map { ($0.name, $0.summary) }
    var matches = entries.filter { $0.name.lowercased().hasPrefix(needle) }
    if matches.isEmpty {
      matches = entries.filter { $0.name.lowercased().contains(needle) || $0.summary.lowercased().contains(needle) }
    }
    if !matches.isEmpty {
      let width = matches.map(\.name.count).max() ?? 0
      return CommandResult(lines: matches.map { "\($0.name.padding(to: width))  \($0.summary)" }, changed: false)
    }
    let near = Suggestions.nearest(
      to: topic, in: all.map(\.name) + bench.parameters.map(\.name))
    let hint = near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"
    throw CommandError("no command or parameter '\(topic)'\(hint)")
  }

  /// The widest usage `help`'s list keeps in its first column.
  static let listWidth = 33

  static let preview = Command(
    "preview", summary: "render the strip of frames again"
  ) { (_: inout Workbench, _: Arguments) throws(CommandError) -> CommandResult in
    CommandResult(preview: true)
  }

  static let frame = Command(
    "frame", arguments: [Argument("t", .seconds(ArgumentKind.anyTime))], summary: "show one frame at time t, as large as fits",
    discussion: "The frame on show is where `step` and `play` go on from, as after `seek`."
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    bench.cursor = args.number("t")!
    return CommandResult(figure: .frame(time: bench.cursor), changed: false)
  }

  static let play = Command(
    "play",
    arguments: [
      Argument("seconds", .seconds(0.001...3600), optional: true), Argument("speed", .real(0.01...100), optional: true),
    ],
    summary: "play the animation in place until a key is pressed (or for the given seconds; speed 0.5 = half)"
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    CommandResult(
      figure: .play(start: bench.cursor, seconds: args.number("seconds"), speed: args.number("speed") ?? 1), changed: false)
  }

  static let seek = Command(
    "seek", arguments: [Argument("t", .seconds(ArgumentKind.anyTime))],
    summary: "move to time t and show that frame (step and play start there)"
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    bench.cursor = args.number("t")!
    return CommandResult(lines: ["at \(seconds(bench.cursor)) s"], figure: .frame(time: bench.cursor), changed: false)
  }

  static let step = Command(
    "step", arguments: [Argument("n", .whole(-1_000_000...1_000_000), optional: true)],
    summary: "advance n display-link ticks (default 1; negative goes back) and show the frame"
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let n = args.whole("n") ?? 1
    let fps = bench.values.number(ViewSettings.framesPerSecond)
    let ticks = Int(saturating: (bench.cursor * fps).rounded()) + n
    bench.cursor = max(0, Double(ticks)) / fps
    return CommandResult(
      lines: ["at \(seconds(bench.cursor)) s (tick \(max(0, ticks)) at \(seconds(fps)) Hz)"], figure: .frame(time: bench.cursor),
      changed: false)
  }

  static let onion = Command(
    "onion", summary: "overlay the strip's frames, older ones fading (onion skin)"
  ) { (_: inout Workbench, _: Arguments) throws(CommandError) -> CommandResult in
    CommandResult(figure: .onion, changed: false)
  }

  static let plot = Command(
    "plot", arguments: [Argument("layer.property", .layerProperty)],
    summary: "plot a property over the strip's time span, with overshoot and settling found",
    discussion: "Numbers only (opacity, position.y, transform.scale, strokeEnd, …); the span is preview.start and preview.span."
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let name = args.text("layer.property")!
    let (address, propertyText) = try LayerAddress.split(name)
    if LayerAddress.textProperties.contains(propertyText) {
      throw CommandError("\(name) is text, not a number to plot: `values \(name) at <t>...` lists it")
    }
    let property = try LayerAddress.keyPath(propertyText)
    let start = bench.values.number(ViewSettings.start)
    var span = bench.values.number(ViewSettings.span)
    if span <= 0 { span = bench.scene.period(bench.values) }
    let count = 241
    var times: [Double] = [], values: [Double] = []
    for i in 0..<count {
      let t = start + span * Double(i) / Double(count - 1)
      let tree = bench.scene.presentation(bench.values, t)
      guard let layer = address.resolve(in: tree) else {
        throw CommandError(
          "no layer '\(address.description)' in scene \(bench.scene.name) at \(seconds(t)) s; layers then: "
            + LayerAddress.names(in: tree).joined(separator: ", ")
        )
      }
      guard let value = property.value(of: layer) else {
        throw CommandError("\(property.rawValue) has no value at \(seconds(t)) s: \(property.unanswered)")
      }
      guard case .scalar(let v) = value else {
        throw CommandError("\(property.rawValue) is not a number; plot takes numeric properties")
      }
      guard v.isFinite else { throw notFinite(name, at: seconds(t)) }
      times.append(t)
      values.append(v)
    }
    let findings = PlotFindings(times: times, values: values)
    return CommandResult(
      lines: findings.lines(name: name), figure: .plot(title: name, times: times, values: values), changed: false)
  }

  static let mark = Command(
    "mark", arguments: [Argument("name", .mark)], summary: "remember the current values under a name (for compare)",
    journaled: true
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let name = args.text("name")!
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), name.count <= 40 else {
      throw CommandError("a mark name is letters, digits, - and _ (up to 40)")
    }
    bench.marks[name] = Mark(scene: bench.scene, values: bench.values)
    return CommandResult(lines: ["marked \(name)"])
  }

  static let compare = Command(
    "compare", arguments: [Argument("name", .mark)], summary: "show a marked state (A) above the current one (B)"
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let name = args.text("name")!
    guard let marked = bench.marks[name] else {
      let names = bench.marks.keys.sorted()
      throw CommandError(
        "no mark '\(name)'"
          + (names.isEmpty ? "; `mark <name>` makes one" : "; marks: " + names.joined(separator: ", ")))
    }
    let strips = Figure.strips([
      StripRequest(title: "A  \(name)", scene: marked.scene, values: marked.values),
      StripRequest(title: "B  now", values: bench.values),
    ])
    guard marked.scene.name == bench.scene.name else {
      return CommandResult(
        lines: ["A is scene \(marked.scene.name), B is scene \(bench.scene.name): their parameters differ"], figure: strips,
        changed: false)
    }
    let differences = bench.parameters.filter { marked.values[$0] != bench.values[$0] }
      .map { "  \($0.name): A \($0.format(marked.values[$0])) → B \($0.format(bench.values[$0]))" }
    return CommandResult(
      lines: differences.isEmpty ? ["A and B are the same"] : ["differences:"] + differences, figure: strips, changed: false)
  }

  static let curve = Command(
    "curve",
    arguments: [
      Argument("timing", .timing), Argument("at", .keyword("at"), optional: true),
      Argument("x", .real(-1e9...1e9), variadic: true),
    ],
    summary: "print a timing function or spring (in every vocabulary) or its values at x, and draw it",
    discussion: """
      <timing>: linear, ease-in, ease-out, ease-in-out, default, cubic-bezier(x1, y1, x2, y2), or
      a spring in any of Apple's vocabularies: spring(mass: m, stiffness: k, damping: c,
      velocity: v), spring(duration: d, bounce: b), spring(response: r, dampingFraction: f),
      uikit-spring(duration: d, damping: r, velocity: v), smooth, snappy, bouncy,
      snappy(duration: d, extraBounce: e).
      Without `at`: the timing written every way it can be (a spring in each vocabulary, with
      the conversion's exactness) and when a spring settles. With `at`: one line per x: x, a
      tab, y — for timing functions to a Float's precision (their control points are Floats,
      as Core Animation keeps them), for springs with 12 significant digits and then a tab and
      the velocity dy/dx in distances per second. For timing functions x is the fraction of the
      duration (0…1); for springs, seconds. The drawing
      shows a spring's velocity as a thin blue line, its peak in the corner.
      """
  ) { (_: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let timing = args.timing("timing")!
    let xs = args.numbers("x")
    guard !xs.isEmpty else {
      return CommandResult(lines: describe(timing), figure: .curve(timing, marks: []), changed: false)
    }
    guard xs.count <= 10_000 else { throw CommandError("at most 10000 values of x at once") }
    var lines: [String] = []
    var marks: [Double] = []
    for x in xs {
      let text = format(x)
      let y = timing.value(at: x)
      guard y.isFinite else { throw CommandError("\(timing) at \(text) is not a finite number") }
      marks.append(x)
      if let spring = timing.spring {
        lines.append("\(text)\t\(significant(y))\t\(significant(spring.velocity(at: x)))")
      } else {
        // A timing function's control points are Floats (as CAMediaTimingFunction keeps them):
        // digits past a Float's are the rounding of 0.42 to a Float, not the curve.
        lines.append("\(text)\t\(Float(y))")
      }
    }
    return CommandResult(lines: lines, figure: .curve(timing, marks: marks))
  }

  /// `curve <timing>` without x: the timing as written, a spring in every vocabulary and when
  /// it settles, a function's control points.
  static func describe(_ timing: Timing) -> [String] {
    switch timing {
    case .function(let f):
      return [
        "\(timing)",
        "control points (\(f.c1x), \(f.c1y)) (\(f.c2x), \(f.c2y)): CAMediaTimingFunction(controlPoints:), CSS cubic-bezier()",
      ]
    case .spring(let s, _):
      let settles =
        s.settles
        ? "settles in \(format(s.settlingDuration, decimals: 4)) s (Core Animation's settlingDuration)"
        : "never settles: no damping"
      return ["\(timing)"] + SpringSpelling.equivalents(s) + [settles]
    }
  }

  static let values = Command(
    "values",
    arguments: [
      Argument("layer.property", .layerProperty), Argument("at", .keyword("at")),
      Argument("t", .seconds(ArgumentKind.anyTime), variadic: true),
    ],
    summary: "print a layer property's presentation value at the given times",
    discussion: """
      The layer is named as in the scene's tree; name[k] is its k-th sublayer, or instance k
      of a replicator (dots[1] is the balloon's second dot). Properties use Core Animation's
      key paths: \(ReadableKeyPath.allCases.map(\.rawValue).joined(separator: ", ")).
      transform.* and sublayerTransform.* are read from the matrix taken apart (Graphics Gems
      II's decomposition), as Core Animation reads them, however the matrix was set.
      name.text (or name.string) is the text a label or text layer draws then, in quotes.
      Times are seconds from the start of the scene. One line per time: t, a tab, the value.
      """
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let name = args.text("layer.property")!
    let (layerPath, propertyText) = try LayerAddress.split(name)
    let readsText = LayerAddress.textProperties.contains(propertyText)
    let property = readsText ? nil : try LayerAddress.keyPath(propertyText)
    let times = args.numbers("t")
    guard times.count <= 1000 else { throw CommandError("at most 1000 times at once") }
    var lines: [String] = []
    for t in times {
      let text = format(t)
      let tree = bench.scene.presentation(bench.values, t)
      guard let layer = layerPath.resolve(in: tree) else {
        throw CommandError(
          "no layer '\(layerPath.description)' in scene \(bench.scene.name) at \(text) s; layers then: "
            + LayerAddress.names(in: tree).joined(separator: ", ")
        )
      }
      guard let property else {
        guard case .text(let style) = layer.content else {
          throw CommandError("\(layerPath.description) draws no text at \(text) s (only labels and text layers do)")
        }
        lines.append("\(text)\t\"\(style.string)\"")
        continue
      }
      guard let value = property.value(of: layer) else {
        throw CommandError("\(property.rawValue) has no value at \(text) s: \(property.unanswered)")
      }
      guard value.isFinite else { throw notFinite(name, at: text) }
      lines.append("\(text)\t\(LayerAddress.format(value))")
    }
    return CommandResult(lines: lines)
  }

  static let clear = Command(
    "clear", summary: "clear the screen (Ctrl-L too); the live preview is drawn again at the top"
  ) { (_: inout Workbench, _: Arguments) throws(CommandError) -> CommandResult in
    CommandResult(figure: .clearScreen, changed: false)
  }

  static let doctor = Command(
    "doctor", summary: "what the terminal answered, which preview mode was chosen, and why"
  ) { (_: inout Workbench, _: Arguments) throws(CommandError) -> CommandResult in
    CommandResult(figure: .doctor, changed: false)
  }
}
