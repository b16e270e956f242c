import Animation
import Foundation
import Geometry
import Scenes

/// Every command of the workbench, declared once.
public enum CommandTable {
  public static let all: [Command] = [
    set, reset, show, diff, help, preview, frame, play, seek, step, onion, plot, sweep, pick, mark, compare, curve, values,
    points, move, insert, delete, svg, export, importSession, stop, scene, undo, redo, history, save, load, replay, doctor, quit,
  ]

  static let set = Command(
    "set", abbreviation: "s", arguments: [Argument("parameter", .parameter), Argument("value", .value, takesRest: true)],
    summary: "change a parameter and preview the result",
    journaled: true,
    discussion: """
      Numbers, whole numbers, choices, colours (#ff8000, orange, 1,0.5,0) and points (x,y).
      A value out of range is refused with the allowed range; nothing changes.
      """
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let spec = try bench.settableParameter(named: args[0])
    let value: ParameterValue
    do throws(ValueError) {
      value = try spec.parse(args[1])
    } catch {
      throw CommandError("\(spec.name): \(TerminalText.sanitized(error.description))")
    }
    bench.values[spec] = value
    return CommandResult(lines: ["\(spec.name) = \(spec.format(value))"], preview: true)
  }

  static let reset = Command(
    "reset", arguments: [Argument("parameter|group|all", .parameterOrGroup, optional: true)],
    summary: "put a parameter, a group or everything back to its default",
    journaled: true
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let name = args.first ?? "all"
    let specs: [ParameterSpec]
    if name == "all" {
      specs = bench.parameters
    } else if let path = bench.scene.path, name == path.count.name {
      // The count follows the points: resetting it resets the whole path.
      specs = bench.parameters.filter { $0 == path.start || $0 == path.count || path.curveNumber($0) != nil }
    } else if let one = bench.scene.parameter(named: name) {
      specs = [one]
    } else {
      specs = bench.parameters.filter { $0.name.hasPrefix(name.hasSuffix(".") ? name : name + ".") }
      if specs.isEmpty { _ = try bench.parameter(named: name) }
    }
    let changed = specs.filter { bench.values[$0] != $0.defaultValue }
    guard !changed.isEmpty else {
      return CommandResult(lines: ["nothing to reset: \(TerminalText.sanitized(name)) is at its defaults"], changed: false)
    }
    for spec in changed { bench.values[spec] = spec.defaultValue }
    return CommandResult(lines: changed.map { "\($0.name) = \($0.format($0.defaultValue)) (default)" }, preview: true)
  }

  static let diff = Command(
    "diff", summary: "list what differs from the defaults"
  ) { (bench: inout Workbench, _: [String]) throws(CommandError) -> CommandResult in
    let changed = bench.parameters.filter { bench.values[$0] != $0.defaultValue }
    guard !changed.isEmpty else { return CommandResult(lines: ["scene \(bench.scene.name): all parameters at their defaults"], changed: false) }
    let width = changed.map(\.name.count).max() ?? 0
    let valueWidth = changed.map { $0.format(bench.values[$0]).count }.max() ?? 0
    return CommandResult(
      lines: changed.map {
        "\($0.name.padding(to: width)) = \($0.format(bench.values[$0]).padding(to: valueWidth))   (default \($0.format($0.defaultValue)))"
      },
      changed: false)
  }

  static let undo = Command(
    "undo", summary: "take back the last change (each command that changes the session is one step)", journaled: true
  ) { (bench: inout Workbench, _: [String]) throws(CommandError) -> CommandResult in
    guard bench.restore(from: \.undoStack, to: \.redoStack) else { throw CommandError("nothing to undo") }
    return CommandResult(lines: ["undone; scene \(bench.scene.name), \(bench.values.changedNames.count) changed parameters"], preview: true)
  }

  static let redo = Command(
    "redo", summary: "make the last undone change again", journaled: true
  ) { (bench: inout Workbench, _: [String]) throws(CommandError) -> CommandResult in
    guard bench.restore(from: \.redoStack, to: \.undoStack) else { throw CommandError("nothing to redo") }
    return CommandResult(lines: ["redone; scene \(bench.scene.name), \(bench.values.changedNames.count) changed parameters"], preview: true)
  }

  static let history = Command(
    "history", summary: "list the session's journal: the changes, in order, with their times"
  ) { (bench: inout Workbench, _: [String]) throws(CommandError) -> CommandResult in
    let formatter = DateFormatter()
    formatter.dateFormat = "HH:mm:ss"
    let width = String(bench.journal.count).count
    return CommandResult(
      lines: bench.journal.enumerated().map { i, e in
        let n = String(i + 1)
        return String(repeating: " ", count: width - n.count) + n + "  " + formatter.string(from: e.time) + "  " + TerminalText.sanitized(e.command)
      }, changed: false)
  }

  static let show = Command(
    "show", abbreviation: "sh", arguments: [Argument("parameter|group", .parameterOrGroup, optional: true)],
    summary: "print parameter values (* marks a changed one)",
    discussion: "With no argument, every parameter of the scene; with a group such as blob.skew, the parameters under it."
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let specs: [ParameterSpec]
    if let name = args.first {
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
      let mark = value == spec.defaultValue ? " " : "*"
      let unit = spec.kind.unit.isEmpty ? "" : " " + spec.kind.unit
      return "\(mark) \(spec.name.padding(to: width)) = \(spec.format(value))\(unit)"
    }
    return CommandResult(lines: lines)
  }

  static let help = Command(
    "help", arguments: [Argument("command|parameter", .topic, optional: true)],
    summary: "list commands, or explain a command or parameter",
    discussion: "A topic matches a command or parameter exactly, then by prefix, then anywhere in names and summaries."
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    guard let topic = args.first else {
      let width = all.map(\.usage.count).max() ?? 0
      return CommandResult(
        lines: all.map { "\($0.usage.padding(to: width))  \($0.summary)" }
          + ["", "Parameters: `show` lists them; `help <parameter>` explains one. Tab completes."])
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
    throw CommandError("no command or parameter '\(TerminalText.sanitized(topic))'\(hint)")
  }

  static let preview = Command(
    "preview", summary: "render the strip of frames again"
  ) { (_: inout Workbench, _: [String]) throws(CommandError) -> CommandResult in
    CommandResult(preview: true)
  }

  static let frame = Command(
    "frame", arguments: [Argument("t", .number)], summary: "show one frame at time t, as large as fits"
  ) { (_: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let t = try seconds(from: args[0], usage: "frame <t>")
    return CommandResult(figure: .frame(time: t), changed: false)
  }

  static let play = Command(
    "play", arguments: [Argument("seconds", .number, optional: true), Argument("speed", .number, optional: true)],
    summary: "play the animation in place until a key is pressed (or for the given seconds; speed 0.5 = half)"
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    var duration: Double?
    if let first = args.first {
      duration = try seconds(from: first, usage: "play [seconds] [speed]")
      guard duration! > 0, duration! <= 3600 else { throw CommandError("play lasts from 0 to 3600 s") }
    }
    var speed = 1.0
    if args.count > 1 {
      guard let s = Double(args[1]), s.isFinite, s > 0, s <= 100 else {
        throw CommandError("'\(TerminalText.sanitized(args[1]))' is not a speed from 0 to 100; usage: play [seconds] [speed]")
      }
      speed = s
    }
    return CommandResult(figure: .play(start: bench.cursor, seconds: duration, speed: speed), changed: false)
  }

  static let seek = Command(
    "seek", arguments: [Argument("t", .number)], summary: "move to time t and show that frame (step and play start there)"
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    bench.cursor = try seconds(from: args[0], usage: "seek <t>")
    return CommandResult(lines: ["at \(seconds(bench.cursor)) s"], figure: .frame(time: bench.cursor), changed: false)
  }

  static let step = Command(
    "step", arguments: [Argument("n", .number, optional: true)],
    summary: "advance n display-link ticks (default 1; negative goes back) and show the frame"
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let n = args.first.map { Int($0) } ?? 1
    guard let n, abs(n) <= 1_000_000 else { throw CommandError("step takes a whole number of ticks") }
    let fps = bench.values.number(ViewSettings.framesPerSecond)
    let ticks = Int(saturating: (bench.cursor * fps).rounded()) + n
    bench.cursor = max(0, Double(ticks)) / fps
    return CommandResult(
      lines: ["at \(seconds(bench.cursor)) s (tick \(max(0, ticks)) at \(seconds(fps)) Hz)"], figure: .frame(time: bench.cursor),
      changed: false)
  }

  static let onion = Command(
    "onion", summary: "overlay the strip's frames, older ones fading (onion skin)"
  ) { (_: inout Workbench, _: [String]) throws(CommandError) -> CommandResult in
    CommandResult(figure: .onion, changed: false)
  }

  static let plot = Command(
    "plot", arguments: [Argument("layer.property", .layerProperty)],
    summary: "plot a property over the strip's time span, with overshoot and settling found",
    discussion: "Numbers only (opacity, position.y, transform.scale, strokeEnd, …); the span is preview.start and preview.span."
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let (address, property) = try LayerAddress.parse(args[0])
    let start = bench.values.number(ViewSettings.start)
    var span = bench.values.number(ViewSettings.span)
    if span <= 0 { span = bench.scene.period(bench.values) }
    let count = 241
    var times: [Double] = [], values: [Double] = []
    for i in 0..<count {
      let t = start + span * Double(i) / Double(count - 1)
      guard let layer = address.resolve(in: bench.scene.presentation(bench.values, t)) else {
        throw CommandError("no layer '\(TerminalText.sanitized(address.description))' in scene \(bench.scene.name)")
      }
      guard let value = property.value(of: layer) else {
        throw CommandError("\(property.rawValue) has no value at \(seconds(t)) s: the matrix cannot be taken apart (it is singular)")
      }
      guard case .scalar(let v) = value else {
        throw CommandError("\(property.rawValue) is not a number; plot takes numeric properties")
      }
      guard v.isFinite else { throw notFinite(args[0], at: seconds(t)) }
      times.append(t)
      values.append(v)
    }
    let findings = PlotFindings(times: times, values: values)
    return CommandResult(
      lines: findings.lines(name: args[0]), figure: .plot(title: args[0], times: times, values: values), changed: false)
  }

  static let sweep = Command(
    "sweep", arguments: [Argument("parameter", .parameter), Argument("from..to", .number), Argument("n", .number, optional: true)],
    summary: "show a number parameter's variants side by side (then `pick <i>` keeps one)"
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let spec = try bench.settableParameter(named: args[0])
    guard case .number(let range, let unit) = spec.kind else {
      throw CommandError("\(spec.name) is not a number; sweep takes number parameters")
    }
    let ends = args[1].components(separatedBy: "..")
    guard ends.count == 2 else { throw CommandError("'\(TerminalText.sanitized(args[1]))': write the range as from..to, such as 0.05..0.3") }
    var bounds: [Double] = []
    for end in ends {
      switch Quantity.parse(end, unit: unit) {
      case .success(let v) where range.contains(v): bounds.append(v)
      case .success(let v): throw CommandError("\(spec.name): \(Scenes.format(v)) is out of range: expected \(spec.kind.allowedValues)")
      case .failure(let e): throw CommandError("\(spec.name): \(TerminalText.sanitized(e.description))")
      }
    }
    let n = args.count > 2 ? Int(args[2]) : 4
    guard let n, (2...12).contains(n) else { throw CommandError("n is a whole number from 2 to 12") }
    // Rounded to 12 significant digits, so 0..0.4 in 4 gives 0.4 and not 0.4000000000000001;
    // the ends are the typed numbers exactly.
    let variants = (0..<n).map { i -> ParameterValue in
      let v = bounds[0] + (bounds[1] - bounds[0]) * Double(i) / Double(n - 1)
      return .number(i == 0 ? bounds[0] : i == n - 1 ? bounds[1] : Double(significant(v)) ?? v)
    }
    bench.lastSweep = (spec.name, variants)
    let requests = variants.enumerated().map { i, v -> StripRequest in
      var values = bench.values
      values[spec] = v
      return StripRequest(title: "[\(i + 1)] \(spec.name) = \(spec.format(v))", values: values)
    }
    return CommandResult(
      lines: ["\(n) variants of \(spec.name); `pick <i>` keeps one"], figure: .strips(requests), changed: false)
  }

  static let pick = Command(
    "pick", arguments: [Argument("i", .number)], summary: "keep variant i of the last sweep", journaled: true
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    guard let sweep = bench.lastSweep, let spec = bench.scene.parameter(named: sweep.parameter) else {
      throw CommandError("no sweep to pick from; `sweep <parameter> <from>..<to> [n]` first")
    }
    guard let i = Int(args[0]), (1...sweep.values.count).contains(i) else {
      throw CommandError("pick takes 1 to \(sweep.values.count)")
    }
    bench.values[spec] = sweep.values[i - 1]
    let value = spec.format(sweep.values[i - 1])
    return CommandResult(lines: ["\(spec.name) = \(value)"], preview: true, journalAs: "set \(spec.name) \(value)")
  }

  static let mark = Command(
    "mark", arguments: [Argument("name", .mark)], summary: "remember the current values under a name (for compare)",
    journaled: true
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let name = args[0]
    guard name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" }), name.count <= 40 else {
      throw CommandError("a mark name is letters, digits, - and _ (up to 40)")
    }
    bench.marks[name] = bench.values
    return CommandResult(lines: ["marked \(name)"])
  }

  static let compare = Command(
    "compare", arguments: [Argument("name", .mark)], summary: "show a marked state (A) above the current one (B)"
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    guard let marked = bench.marks[args[0]] else {
      let names = bench.marks.keys.sorted()
      throw CommandError("no mark '\(TerminalText.sanitized(args[0]))'" + (names.isEmpty ? "; `mark <name>` makes one" : "; marks: " + names.joined(separator: ", ")))
    }
    let differences = bench.parameters.filter { marked[$0] != bench.values[$0] }
      .map { "  \($0.name): A \($0.format(marked[$0])) → B \($0.format(bench.values[$0]))" }
    return CommandResult(
      lines: differences.isEmpty ? ["A and B are the same"] : ["differences:"] + differences,
      figure: .strips([StripRequest(title: "A  \(args[0])", values: marked), StripRequest(title: "B  now", values: bench.values)]),
      changed: false)
  }

  static let points = Command(
    "points", summary: "list the scene's path: each point and control point with its parameter"
  ) { (bench: inout Workbench, _: [String]) throws(CommandError) -> CommandResult in
    let path = try editablePath(bench)
    func p(_ spec: ParameterSpec) -> String { spec.format(bench.values[spec]).replacingOccurrences(of: ",", with: ", ") }
    var lines = ["  0  move to (\(p(path.start)))   \(path.start.name)"]
    for (i, c) in path.curves(bench.values).enumerated() {
      let index = String(i + 1)
      lines.append(String(repeating: " ", count: max(0, 3 - index.count)) + index
        + "  curve to (\(p(c.to)))  control1 (\(p(c.control1)))  control2 (\(p(c.control2)))   \(c.to.name.dropLast(3))")
    }
    if bench.scene.pathIsClosed { lines.append("     close") }
    return CommandResult(lines: lines, changed: false)
  }

  static let move = Command(
    "move", arguments: [Argument("point", .parameter), Argument("dx,dy", .value, takesRest: true)],
    summary: "move a path point by dx,dy (its control points too with --with-handles)", journaled: true
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let spec = try bench.parameter(named: args[0])
    guard case .point = spec.kind, case .point(let old) = bench.values[spec] else {
      throw CommandError("\(spec.name) is not a point; move takes a path point")
    }
    var text = args[1]
    let withHandles = text.contains("--with-handles")
    text = text.replacingOccurrences(of: "--with-handles", with: "")
    let delta: Geometry.Point
    do throws(ValueError) {
      guard case .point(let d) = try ParameterKind.point(range: -10_000...10_000, unit: "pt").parse(text) else { return CommandResult() }
      delta = d
    } catch {
      throw CommandError("\(spec.name): \(TerminalText.sanitized(error.description))")
    }
    var moved = [spec]
    if withHandles, let path = bench.scene.path {
      let curves = Array(path.curves(bench.values))
      if let i = curves.firstIndex(where: { $0.to.name == spec.name }) {
        moved.append(curves[i].control2)
        if i + 1 < curves.count { moved.append(curves[i + 1].control1) }
      }
    }
    var lines: [String] = []
    for m in moved {
      guard case .point(let p) = bench.values[m] else { continue }
      // Rounded to 1e-9 pt, so that 31.88 + 2 reads 33.88 and not 33.879999999999995.
      func r(_ v: Double) -> Double { (v * 1e9).rounded() / 1e9 }
      let value = ParameterValue.point(Geometry.Point(r(p.x + delta.x), r(p.y + delta.y)))
      do throws(ValueError) {
        bench.values[m] = try m.parse(m.format(value))
      } catch {
        throw CommandError("\(m.name): \(TerminalText.sanitized(error.description))")
      }
      lines.append("\(m.name) = \(m.format(bench.values[m]))")
    }
    _ = old
    return CommandResult(lines: lines, preview: true)
  }

  static let svg = Command(
    "svg", arguments: [Argument("path data", .value, optional: true, takesRest: true)],
    summary: "print the scene's path as SVG path data, or replace the path with SVG path data",
    journaled: true,
    discussion: """
      The data is one M, then curves (C, L, Q, absolute or relative), and Z only for a closed
      path; lines and quadratics become the cubics that draw them. Up to 64 curves; the curve
      count (`<path>.curves`) follows the data.
      """
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let path = try editablePath(bench)
    guard let data = args.first, !data.isEmpty else {
      let p = path.path(bench.values, closed: bench.scene.pathIsClosed)
      return CommandResult(lines: [SVGPathData.format(p)], changed: false)
    }
    let parsed = try SVGPathData.parse(data, closed: bench.scene.pathIsClosed, maximum: PathParameters.maximumCurves)
    var values = bench.values
    path.set(&values, start: parsed.start, curves: parsed.curves)
    for spec in path.all {
      do throws(ValueError) {
        _ = try spec.parse(spec.format(values[spec]))
      } catch {
        throw CommandError("\(spec.name): \(TerminalText.sanitized(error.description))")
      }
    }
    bench.values = values
    return CommandResult(
      lines: ["\(path.count.name) = \(parsed.curves.count): set \(1 + 3 * parsed.curves.count) points of \(path.start.name.dropLast(6))"],
      preview: true)
  }

  static let insert = Command(
    "insert", arguments: [Argument("curve", .number)],
    summary: "split curve n of the path in two at its middle (the shape stays; then move the new point)",
    journaled: true
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let path = try editablePath(bench)
    let n = try curveNumber(args[0], in: path, bench, usage: "insert <curve>")
    guard bench.values.integer(path.count) < PathParameters.maximumCurves else {
      throw CommandError("the path already has \(PathParameters.maximumCurves) curves, the most it may hold")
    }
    path.insert(&bench.values, splitting: n)
    let new = path.slots[n - 1].to
    return CommandResult(
      lines: ["split curve \(n): \(new.name) = \(new.format(bench.values[new])) is the new point; \(path.count.name) = \(bench.values.integer(path.count))"],
      preview: true)
  }

  static let delete = Command(
    "delete", arguments: [Argument("curve", .number)],
    summary: "remove the point where curve n ends, joining curve n to the next one",
    journaled: true
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let path = try editablePath(bench)
    let n = try curveNumber(args[0], in: path, bench, usage: "delete <curve>")
    guard bench.values.integer(path.count) > 1 else { throw CommandError("the path has one curve left; it cannot lose it") }
    path.delete(&bench.values, endOf: n)
    return CommandResult(
      lines: ["removed the end of curve \(n); \(path.count.name) = \(bench.values.integer(path.count))"], preview: true)
  }

  /// What `export` writes, in the order completion offers them.
  public static let exportKinds = ["swift", "swiftui", "css", "svg", "png", "frames", "gif"]

  static let export = Command(
    "export",
    arguments: [Argument("what", .exportKind), Argument("path", .path, optional: true), Argument("t", .number, optional: true)],
    summary: "write the effect as Swift, its timings as SwiftUI or CSS, its path as SVG, frames as PNG or GIF",
    discussion: """
      export swift [file]: a UIKit/QuartzCore view with the tuned values (Swift 5.9+, iOS 13+),
      its header carrying the session for `import swift`. export swiftui|css [file]: the
      scene's timing functions and springs. export svg [file]: the path (data, or a file).
      Without a file these print. export png <file> [t]: one frame (t: the cursor);
      export frames <folder>: the strip's frames; export gif <file>: one cycle, looping. Images
      are the view's size, one pixel per point.
      """
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let kind = args[0], path = args.count > 1 ? args[1] : nil
    guard exportKinds.contains(kind) else {
      throw CommandError("export \(TerminalText.sanitized(kind)): choose one of \(exportKinds.joined(separator: ", "))")
    }
    if kind != "png", args.count > 2 {
      throw CommandError("unexpected '\(TerminalText.sanitized(args[2]))'; only export png takes a time")
    }
    switch kind {
    case "png":
      guard let path else { throw CommandError("missing <path>; usage: export png <path> [t]") }
      let t = args.count > 2 ? try seconds(from: args[2], usage: "export png <path> [t]") : bench.cursor
      return CommandResult(figure: .exportPNG(path: path, time: t), changed: false)
    case "frames":
      guard let path else { throw CommandError("missing <folder>; usage: export frames <folder>") }
      return CommandResult(figure: .exportFrames(folder: path), changed: false)
    case "gif":
      guard let path else { throw CommandError("missing <path>; usage: export gif <path>") }
      return CommandResult(figure: .exportGIF(path: path), changed: false)
    case "swift":
      let text = SwiftExport.source(scene: bench.scene, values: bench.values, session: bench.document)
      return try writeOrPrint(text, to: path, what: "Swift for \(bench.scene.name)")
    case "svg":
      let editable = try editablePath(bench)
      let shape = editable.path(bench.values, closed: bench.scene.pathIsClosed)
      guard let path else { return CommandResult(lines: [SVGPathData.format(shape)], changed: false) }
      return try writeOrPrint(SVGPathData.document(shape), to: path, what: "SVG")
    default:
      let timings = bench.parameters.filter { if case .timing = $0.kind { true } else { false } }
      guard !timings.isEmpty else {
        throw CommandError("the \(bench.scene.name) scene has no timing function or spring (its motion comes from a display link); `curve` shows any timing")
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
            lines.append("/* the spring over its settling duration; within \(SwiftLiteral.number(e + 0.00005, digits: 5)) of it */")
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
  static func writeOrPrint(_ text: String, to path: String?, what: String) throws(CommandError) -> CommandResult {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard let path else {
      // Printed text carries the session (the journal holds what was typed): nothing in it
      // reaches the terminal with its control characters.
      let shown = (lines.last == "" ? Array(lines.dropLast()) : lines).map { TerminalText.sanitized($0) }
      return CommandResult(lines: shown, changed: false)
    }
    do throws(AtomicFile.Failure) {
      try AtomicFile.write(Data(text.utf8), to: path)
    } catch {
      throw CommandError(TerminalText.sanitized(error.description))
    }
    return CommandResult(lines: ["wrote \(TerminalText.sanitized(path)) (\(what), \(lines.count - 1) lines)"], changed: false)
  }

  static let importSession = Command(
    "import", arguments: [Argument("swift", .keyword("swift")), Argument("path", .path, takesRest: true)],
    summary: "bring back the session carried by a file `export swift` wrote",
    discussion: "Checked as `load` checks a session file; a file that fails changes nothing."
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let path = args[1].trimmed
    let data = try SessionPaths.contents(of: path)
    let loaded: SessionDocument.Loaded
    do {
      let session = try SwiftExport.session(in: String(decoding: data, as: UTF8.self), file: path)
      loaded = try SessionDocument.decode(session, file: path)
    } catch let error as SwiftExport.ImportError {
      throw CommandError(TerminalText.sanitized(error.description))
    } catch let error as SessionDocument.LoadError {
      throw CommandError(TerminalText.sanitized(error.description))
    } catch {
      throw CommandError(TerminalText.sanitized("\(error)"))
    }
    bench.adopt(Workbench(loaded: loaded, file: nil))
    return CommandResult(
      lines: loaded.warnings.map { "warning: \(TerminalText.sanitized($0))" }
        + ["imported \(TerminalText.sanitized(path)): scene \(loaded.scene.name), \(loaded.values.changedNames.count) changed parameters"],
      preview: true, changed: false)
  }

  static let doctor = Command(
    "doctor", summary: "what the terminal answered, which preview mode was chosen, and why"
  ) { (_: inout Workbench, _: [String]) throws(CommandError) -> CommandResult in
    CommandResult(figure: .doctor, changed: false)
  }

  static let curve = Command(
    "curve",
    arguments: [
      Argument("timing", .timing), Argument("at", .keyword("at"), optional: true), Argument("x", .number, variadic: true),
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
      tab, y with 12 significant digits; for springs also a tab and the velocity dy/dx in
      distances per second. For timing functions x is the fraction of the duration (0…1); for
      springs, seconds. Named functions use Core Animation's Float control points. The drawing
      shows a spring's velocity as a thin blue line, its peak in the corner.
      """
  ) { (_: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let timing: Timing
    do throws(ValueError) {
      timing = try Timing.parse(args[0])
    } catch {
      throw CommandError(TerminalText.sanitized(error.description))
    }
    guard args.count > 1 else {
      return CommandResult(lines: describe(timing), figure: .curve(timing, marks: []), changed: false)
    }
    let xs = Array(args.dropFirst(2))
    guard !xs.isEmpty else { throw CommandError("missing <x>...; usage: curve <timing> [at <x>...]") }
    guard xs.count <= 10_000 else { throw CommandError("at most 10000 values of x at once") }
    var lines: [String] = []
    var marks: [Double] = []
    for text in xs {
      guard let x = Double(text), x.isFinite, abs(x) <= 1e9 else {
        throw CommandError("'\(TerminalText.sanitized(text))' is not a finite number; usage: curve <timing> [at <x>...]")
      }
      let y = timing.value(at: x)
      guard y.isFinite else { throw CommandError("\(TerminalText.sanitized(args[0])) at \(text) is not a finite number") }
      marks.append(x)
      if let spring = timing.spring {
        lines.append("\(text)\t\(significant(y))\t\(significant(spring.velocity(at: x)))")
      } else {
        lines.append("\(text)\t\(significant(y))")
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
      let settles = s.settles
        ? "settles in \(format(s.settlingDuration, decimals: 4)) s (Core Animation's settlingDuration)"
        : "never settles: no damping"
      return ["\(timing)"] + SpringSpelling.equivalents(s) + [settles]
    }
  }

  static let values = Command(
    "values",
    arguments: [Argument("layer.property", .layerProperty), Argument("at", .keyword("at")), Argument("t", .number, variadic: true)],
    summary: "print a layer property's presentation value at the given times",
    discussion: """
      The layer is named as in the scene's tree; name[k] is its k-th sublayer, or instance k
      of a replicator (dots[1] is the balloon's second dot). Properties use Core Animation's
      key paths: \(ReadableKeyPath.allCases.map(\.rawValue).joined(separator: ", ")).
      transform.* and sublayerTransform.* are read from the matrix taken apart (Graphics Gems
      II's decomposition), as Core Animation reads them, however the matrix was set.
      Times are seconds from the start of the scene. One line per time: t, a tab, the value.
      """
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let (layerPath, property) = try LayerAddress.parse(args[0])
    let times = Array(args.dropFirst(2))
    guard !times.isEmpty else { throw CommandError("missing <t>...; usage: values <layer.property> at <t>...") }
    guard times.count <= 1000 else { throw CommandError("at most 1000 times at once") }
    var lines: [String] = []
    for text in times {
      let t = try seconds(from: text, usage: "values <layer.property> at <t>...")
      let tree = bench.scene.presentation(bench.values, t)
      guard let layer = layerPath.resolve(in: tree) else {
        throw CommandError("no layer '\(TerminalText.sanitized(layerPath.description))' in scene \(bench.scene.name); layers: \(LayerAddress.names(in: tree).joined(separator: ", "))")
      }
      guard let value = property.value(of: layer) else {
        throw CommandError("\(property.rawValue) has no value at \(text) s: the matrix cannot be taken apart (it is singular)")
      }
      guard value.isFinite else { throw notFinite(args[0], at: text) }
      lines.append("\(text)\t\(LayerAddress.format(value))")
    }
    return CommandResult(lines: lines)
  }

  static let stop = Command(
    "stop", arguments: [Argument("at", .keyword("at")), Argument("t", .number)],
    summary: "ring: call stopAnimation at time t (a second stop while finishing is ignored)",
    journaled: true,
    discussion: """
      At t the ring's stroke end runs from the busy fraction to 1 over ring.fill.duration; then
      the rotation is removed and the centre image fades to the done image over
      ring.fade.duration. The article guards stopAnimation with a lock, so a later stop does
      nothing and says so; an earlier one replaces the stop. `set ring.stop -1` clears it.
      """
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    guard bench.scene.name == RingScene.scene.name else {
      throw CommandError("stop applies to the ring scene; `scene ring` switches to it")
    }
    guard let t = Double(args[1]), t.isFinite, t >= 0, t <= 36000 else {
      throw CommandError("'\(TerminalText.sanitized(args[1]))' is not a time from 0 to 36000 s; usage: stop at <t>")
    }
    if let f = RingScene.finishTimes(bench.values), t >= f.stop {
      let why = t < f.faded
        ? "the ring is still finishing (stopped at \(seconds(f.stop)) s, done at \(seconds(f.faded)) s): the lock ignores it"
        : "the ring already stopped at \(seconds(f.stop)) s and finished at \(seconds(f.faded)) s"
      return CommandResult(lines: ["stop at \(seconds(t)) s ignored: \(why)"], changed: false)
    }
    let previous = RingScene.finishTimes(bench.values)?.stop
    bench.values[RingScene.stop] = .number(t)
    let f = RingScene.finishTimes(bench.values)!
    var lines = ["stop at \(seconds(t)) s: stroke fills until \(seconds(f.filled)) s, image fades until \(seconds(f.faded)) s"]
    if let previous {
      lines.append("the stop at \(seconds(previous)) s now comes later and would be ignored by the lock")
    }
    return CommandResult(lines: lines, preview: true)
  }

  static let scene = Command(
    "scene", arguments: [Argument("name", .scene, optional: true)],
    summary: "list scenes, or switch to one (its parameters start at their defaults)",
    journaled: true
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    guard let name = args.first else {
      let width = Scene.all.map(\.name.count).max() ?? 0
      return CommandResult(
        lines: Scene.all.map { ($0.name == bench.scene.name ? "* " : "  ") + "\($0.name.padding(to: width))  \($0.summary)" },
        changed: false)
    }
    guard let target = Scene.named(name) else {
      let near = Suggestions.nearest(to: name, in: Scene.all.map(\.name))
      let hint = near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"
      throw CommandError("no scene '\(TerminalText.sanitized(name))'\(hint); scenes: \(Scene.all.map(\.name).joined(separator: ", "))")
    }
    bench.switchScene(to: target)
    return CommandResult(lines: ["scene \(target.name): \(target.summary)"], preview: true)
  }

  static let save = Command(
    "save", arguments: [Argument("name|path", .file, optional: true, takesRest: true)],
    summary: "write the session as JSON (sessions/<name>.json unless a path is given)",
    discussion: """
      With no argument: the file the session came from, else sessions/<scene>.json. A name
      without / or .json goes into sessions/. The previous file is never damaged: a temporary
      file is written, flushed and renamed over it. If the file changed on disk since it was
      loaded or saved, save refuses; add --force to overwrite it.
      """
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    var words = (args.first ?? "").split(separator: " ").map(String.init)
    let force = words.contains("--force")
    words.removeAll { $0 == "--force" }
    let path = SessionPaths.resolve(words.joined(separator: " "), current: bench.file?.path, scene: bench.scene.name)
    if let data = FileManager.default.contents(atPath: path), !force {
      let shown = TerminalText.sanitized(path)
      if let known = bench.file, known.path == path, known.contents != data {
        throw CommandError(
          "\(shown) changed on disk since it was loaded or saved; `save \(shown) --force` overwrites it",
          confirm: "Overwrite \(shown)?", thenRun: "save \(path) --force")
      }
      if bench.file?.path != path {
        throw CommandError(
          "\(shown) already exists; `save \(shown) --force` overwrites it",
          confirm: "Overwrite \(shown)?", thenRun: "save \(path) --force")
      }
    }
    let document = bench.document
    do throws(AtomicFile.Failure) {
      try AtomicFile.write(document, to: path, replacingReadOnly: force)
    } catch {
      throw CommandError(TerminalText.sanitized(error.description) + (error.isReadOnly ? "; add --force to replace it" : ""))
    }
    bench.file = (path, document)
    return CommandResult(lines: ["saved \(TerminalText.sanitized(path)) (\(bench.journal.count) journal entries)"], changed: false)
  }

  static let load = Command(
    "load", arguments: [Argument("name|path", .file, takesRest: true)],
    summary: "replace the session with a saved one",
    discussion: """
      Unknown parameters are reported and skipped; anything else wrong (a truncated file, a
      value of the wrong type or out of range, NaN, an unknown version, control characters)
      refuses the file with the JSON path and the reason, and the session stays as it was.
      """
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    let (path, loaded, data) = try SessionPaths.read(args[0], scene: bench.scene.name)
    bench.adopt(Workbench(loaded: loaded, file: (path, data)))
    let summary = "loaded \(TerminalText.sanitized(path)): scene \(loaded.scene.name), \(loaded.values.changedNames.count) changed parameters, \(loaded.journal.count) journal entries"
    return CommandResult(lines: loaded.warnings.map { "warning: \(TerminalText.sanitized($0))" } + [summary], preview: true, changed: false)
  }

  static let replay = Command(
    "replay", arguments: [Argument("name|path", .file, takesRest: true)],
    summary: "run a saved session's journal again, step by step ([--step] [--delay s] [--to n])",
    discussion: """
      Starts from a fresh session and runs each journal entry through the same commands,
      showing every step's preview. --step waits for Enter before each step, --delay pauses
      after each, --to stops after n entries.
      """
  ) { (bench: inout Workbench, args: [String]) throws(CommandError) -> CommandResult in
    var words = args[0].split(separator: " ").map(String.init)
    var step = false, delay = 0.0, limit: Int?
    var rest: [String] = []
    while !words.isEmpty {
      let w = words.removeFirst()
      switch w {
      case "--step": step = true
      case "--delay":
        guard let d = words.first.flatMap(Double.init), d.isFinite, d >= 0, d <= 60 else {
          throw CommandError("--delay needs seconds from 0 to 60")
        }
        delay = d
        words.removeFirst()
      case "--to":
        guard let n = words.first.flatMap(Int.init), n >= 0 else { throw CommandError("--to needs a whole number of steps") }
        limit = n
        words.removeFirst()
      default: rest.append(w)
      }
    }
    guard !rest.isEmpty else { throw CommandError("missing <name|path>; usage: replay <name|path> [--step] [--delay s] [--to n]") }
    let (path, loaded, _) = try SessionPaths.read(rest.joined(separator: " "), scene: bench.scene.name)
    var commands = loaded.journal.map(\.command)
    if let limit { commands = Array(commands.prefix(limit)) }
    return CommandResult(
      lines: loaded.warnings.map { "warning: \(TerminalText.sanitized($0))" }, changed: false,
      replay: ReplayPlan(file: path, commands: commands, step: step, delay: delay))
  }

  static let quit = Command(
    "quit", aliases: ["exit"], summary: "leave Wobble (Ctrl-D does the same)"
  ) { (_: inout Workbench, _: [String]) throws(CommandError) -> CommandResult in
    CommandResult(quit: true)
  }

  /// The command a typed word names: exact name or alias, else a unique prefix.
  public static func resolve(_ word: String) throws(CommandError) -> Command {
    let w = word.lowercased()
    if let exact = all.first(where: { $0.name == w || $0.aliases.contains(w) }) { return exact }
    let prefixed = all.filter { $0.name.hasPrefix(w) }
    if prefixed.count == 1 { return prefixed[0] }
    let declared = prefixed.filter { $0.abbreviation.map { w.hasPrefix($0) } ?? false }
    if declared.count == 1 { return declared[0] }
    if prefixed.count > 1 {
      throw CommandError("'\(TerminalText.sanitized(word))' is ambiguous: \(prefixed.map(\.name).joined(separator: ", "))")
    }
    let near = Suggestions.nearest(to: w, in: all.map(\.name))
    let hint = near.isEmpty ? "`help` lists commands" : "did you mean \(near.joined(separator: ", "))?"
    throw CommandError("unknown command '\(TerminalText.sanitized(word))'; \(hint)")
  }
}

/// The current scene's editable path, or why there is none.
/// A curve number typed by the user: a whole number from 1 to the path's curve count.
func curveNumber(_ text: String, in path: PathParameters, _ bench: Workbench, usage: String) throws(CommandError) -> Int {
  let count = bench.values.integer(path.count)
  guard let n = Int(text.trimmed), (1...count).contains(n) else {
    throw CommandError("'\(TerminalText.sanitized(text))' is not a curve: the path has curves 1 to \(count) (`points` lists them); usage: \(usage)")
  }
  return n
}

func editablePath(_ bench: Workbench) throws(CommandError) -> PathParameters {
  guard let path = bench.scene.path else {
    throw CommandError("scene \(bench.scene.name) has no editable path (blob and balloon do)")
  }
  return path
}

/// Why a property's value at a time cannot be shown (`values`, `plot`).
func notFinite(_ property: String, at time: String) -> CommandError {
  CommandError(
    "\(TerminalText.sanitized(property)) at \(TerminalText.sanitized(time)) s is not a finite number: the scene's values overflow there; check the parameters changed from their defaults (`diff`)")
}

/// A time typed by the user, in seconds (units allowed: `120ms`).
func seconds(from text: String, usage: String) throws(CommandError) -> Double {
  switch Quantity.parse(text, unit: "s") {
  case .success(let t) where abs(t) <= 1e6: return t
  default: throw CommandError("'\(TerminalText.sanitized(text))' is not a time in seconds; usage: \(usage)")
  }
}

/// A time for messages: up to 6 significant digits (`%.6g`), so sums like 0.6 + 1 + 0.3 read
/// 1.9, not 1.9000000000000001.
func seconds(_ v: Double) -> String { String(format: "%.6g", v) }

/// `v` with 12 significant digits (`%.12g`).
func significant(_ v: Double) -> String { String(format: "%.12g", v) }

extension String {
  func padding(to width: Int) -> String {
    count >= width ? self : self + String(repeating: " ", count: width - count)
  }
}
