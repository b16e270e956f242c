import Animation
import Foundation
import Geometry
import Scenes

// Changing values: set, reset, undo and redo, sweeps and picks, scenes and the ring's stop.
extension CommandTable {
  static let set = Command(
    "set", abbreviation: "s", arguments: [Argument("parameter", .parameter), Argument("value", .value, takesRest: true)],
    summary: "change a parameter and preview the result",
    journaled: true,
    discussion: """
      Numbers, whole numbers, choices, colours (#ff8000, orange, 1,0.5,0) and points (x,y).
      A value out of range is refused with the allowed range; nothing changes.
      """
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let spec = try bench.settableParameter(named: args.text("parameter")!)
    let value: ParameterValue
    do throws(ValueError) {
      value = try spec.parse(args.text("value")!)
    } catch {
      throw CommandError("\(spec.name): \(error.description)")
    }
    try bench.assign(value, to: spec)
    return CommandResult(lines: ["\(spec.name) = \(spec.format(value))"], preview: true)
  }

  /// The parameter of the journal's last `set` of a number (a choice or colour set since is
  /// passed over), for `tune` alone.
  static func lastNumberSet(in bench: Workbench) -> String? {
    for entry in bench.journal.reversed() {
      let words = entry.command.split(separator: " ")
      guard words.count > 1, words[0] == "set", let spec = bench.scene.parameter(named: String(words[1])),
        Tuner(spec, among: bench.parameters, values: bench.values) != nil
      else { continue }
      return spec.name
    }
    return nil
  }

  static let tune = Command(
    "tune", arguments: [Argument("parameter", .parameter, optional: true)],
    summary: "change a number with the arrow keys while the effect plays (no name: the last number set)",
    discussion: """
      ←/→ nudge by a step that fits the range, [ ] (or Shift-←/→) by ten, , . by a tenth;
      ↑/↓ move to the previous/next number of the group; digits type a value. Enter keeps the
      change (a `set`, journaled and undoable); Esc puts the value back.
      """
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let name: String
    if let given = args.text("parameter") {
      name = given
    } else if let last = Self.lastNumberSet(in: bench) {
      name = last
    } else {
      let example = bench.parameters.first { Tuner($0, among: bench.parameters, values: bench.values) != nil }
      throw CommandError("tune: no number was set yet; name one" + (example.map { " (tune \($0.name))" } ?? ""))
    }
    let spec = try bench.settableParameter(named: name)
    guard Tuner(spec, among: bench.parameters, values: bench.values) != nil else {
      throw CommandError("tune: \(spec.name) is \(spec.kind.allowedValues); only numbers are tuned with keys (`set` changes it)")
    }
    return CommandResult(figure: .tune(parameter: spec.name), changed: false)
  }

  static let reset = Command(
    "reset", arguments: [Argument("parameter|group|all", .parameterOrGroup, optional: true)],
    summary: "put a parameter, a group or everything back to its default",
    journaled: true
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let name = args.text("parameter|group|all") ?? "all"
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
    let changed = specs.filter { bench.values[$0] != bench.baseline($0) }
    guard !changed.isEmpty else {
      return CommandResult(lines: ["nothing to reset: \(name) is at its defaults"], changed: false)
    }
    for spec in changed { bench.values[spec] = bench.baseline(spec) }
    return CommandResult(lines: changed.map { "\($0.name) = \($0.format(bench.baseline($0))) (default)" }, preview: true)
  }

  static let undo = Command(
    "undo", summary: "take back the last change (each command that changes the session is one step)", journaled: true
  ) { (bench: inout Workbench, _: Arguments) throws(CommandError) -> CommandResult in
    guard let command = bench.restore(from: \.undoStack, to: \.redoStack) else { throw CommandError("nothing to undo") }
    return CommandResult(
      lines: ["undone: \(command) (scene \(bench.scene.name), \(counted(bench.values.changedNames.count, "changed parameter")))"],
      preview: true)
  }

  static let redo = Command(
    "redo", summary: "make the last undone change again", journaled: true
  ) { (bench: inout Workbench, _: Arguments) throws(CommandError) -> CommandResult in
    guard let command = bench.restore(from: \.redoStack, to: \.undoStack) else { throw CommandError("nothing to redo") }
    return CommandResult(
      lines: ["redone: \(command) (scene \(bench.scene.name), \(counted(bench.values.changedNames.count, "changed parameter")))"],
      preview: true)
  }

  static let sweep = Command(
    "sweep",
    arguments: [Argument("parameter", .parameter), Argument("from..to", .span), Argument("n", .whole(2...12), optional: true)],
    summary: "show a number parameter's variants side by side (then `pick <i>` keeps one)"
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let spec = try bench.settableParameter(named: args.text("parameter")!)
    guard case .number(let range, let unit) = spec.kind else {
      throw CommandError("\(spec.name) is not a number; sweep takes number parameters")
    }
    let span = args.text("from..to")!
    let ends = span.components(separatedBy: "..")
    guard ends.count == 2 else {
      throw CommandError("'\(span)': write the range as from..to, such as 0.05..0.3")
    }
    var bounds: [Double] = []
    for end in ends {
      switch Quantity.parse(end, unit: unit) {
      case .success(let v) where range.contains(v): bounds.append(v)
      case .success(let v):
        throw CommandError("\(spec.name): \(Scenes.format(v)) is out of range: expected \(spec.kind.allowedValues)")
      case .failure(let e): throw CommandError("\(spec.name): \(e.description)")
      }
    }
    let n = args.whole("n") ?? 4
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
    "pick", arguments: [Argument("i", .whole(ArgumentKind.anyWhole))], summary: "keep variant i of the last sweep",
    journaled: true
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    guard let sweep = bench.lastSweep, let spec = bench.scene.parameter(named: sweep.parameter) else {
      throw CommandError("no sweep to pick from; `sweep <parameter> <from>..<to> [n]` first")
    }
    guard let i = args.whole("i"), (1...sweep.values.count).contains(i) else {
      throw CommandError("pick takes 1 to \(sweep.values.count)")
    }
    try bench.assign(sweep.values[i - 1], to: spec)
    let value = spec.format(sweep.values[i - 1])
    return CommandResult(lines: ["\(spec.name) = \(value)"], preview: true, journalAs: "set \(spec.name) \(value)")
  }

  static let scene = Command(
    "scene", arguments: [Argument("name", .scene, optional: true)],
    summary: "list scenes, or switch to one (its parameters start at their defaults)",
    journaled: true
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    guard let name = args.text("name") else {
      let width = Scene.all.map(\.name.count).max() ?? 0
      return CommandResult(
        lines: Scene.all.map { ($0.name == bench.scene.name ? "* " : "  ") + "\($0.name.padding(to: width))  \($0.summary)" },
        changed: false)
    }
    guard let target = Scene.named(name) else {
      let near = Suggestions.nearest(to: name, in: Scene.all.map(\.name))
      let hint = near.isEmpty ? "" : "; did you mean \(near.joined(separator: ", "))?"
      throw CommandError(
        "no scene '\(name)'\(hint); scenes: \(Scene.all.map(\.name).joined(separator: ", "))")
    }
    bench.switchScene(to: target)
    return CommandResult(lines: ["scene \(target.name): \(target.summary)"], preview: true)
  }

  static let stop = Command(
    "stop", arguments: [Argument("at", .keyword("at")), Argument("t", .seconds(0...36000))],
    summary: "ring: call stopAnimation at time t (a second stop while finishing is ignored)",
    journaled: true,
    discussion: """
      At t the ring's stroke end runs from the busy fraction to 1 over ring.fill.duration; then
      the rotation is removed and the centre image fades to the done image over
      ring.fade.duration. The article guards stopAnimation with a lock, so a later stop does
      nothing and says so; an earlier one replaces the stop. `set ring.stop -1` clears it.
      """
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    guard bench.scene.name == RingScene.scene.name else {
      throw CommandError("stop applies to the ring scene; `scene ring` switches to it")
    }
    let t = args.number("t")!
    if let f = RingScene.finishTimes(bench.values), t >= f.stop {
      let why =
        t < f.faded
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
}
