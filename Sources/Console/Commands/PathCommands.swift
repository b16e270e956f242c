import Animation
import Export
import Foundation
import Geometry
import Scenes

// Editing the scene's path: points, moves, SVG path data, inserting and deleting curves.
extension CommandTable {
  static let points = Command(
    "points", summary: "list the scene's path: each point and control point with its parameter",
    discussion: """
      Each line is a point as `move` names it: n for the point where curve n ends (0 for the
      start), n.c1 and n.c2 for curve n's control points; the full parameter name works too.
      `preview.handles on` numbers the points in the preview.
      """
  ) { (bench: inout Workbench, _: Arguments) throws(CommandError) -> CommandResult in
    let path = try editablePath(bench)
    func p(_ spec: ParameterSpec) -> String { spec.format(bench.values[spec]).replacingOccurrences(of: ",", with: ", ") }
    var lines = ["  0  move to (\(p(path.start)))   \(path.start.name)"]
    for (i, c) in path.curves(bench.values).enumerated() {
      let index = String(i + 1)
      lines.append(
        String(repeating: " ", count: max(0, 3 - index.count)) + index
          + "  curve to (\(p(c.to)))  control1 (\(p(c.control1)))  control2 (\(p(c.control2)))   \(c.to.name.dropLast(3))")
    }
    if bench.scene.pathIsClosed { lines.append("     close") }
    return CommandResult(lines: lines, changed: false)
  }

  static let move = Command(
    "move", arguments: [Argument("point", .pathPoint), Argument("dx,dy", .value, takesRest: true)],
    flags: [CommandFlag("with-handles")],
    summary: "move a path point by dx,dy (its control points too with --with-handles)", journaled: true,
    discussion: """
      <point> as `points` numbers them: 3 is the point where curve 3 ends (0 the start), 3.c1
      and 3.c2 curve 3's control points; or the parameter's name (blob.path.3.to).
      """
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let spec = try pathPoint(args.text("point")!, in: bench)
    guard case .point = spec.kind, case .point(let old) = bench.values[spec] else {
      throw CommandError("\(spec.name) is not a point; move takes a path point")
    }
    let text = args.text("dx,dy")!
    let withHandles = args.has("with-handles")
    let delta: Geometry.Point
    do throws(ValueError) {
      guard case .point(let d) = try ParameterKind.point(range: -10_000...10_000, unit: "pt").parse(text) else {
        return CommandResult()
      }
      delta = d
    } catch {
      throw CommandError("\(spec.name): \(error.description)")
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
        throw CommandError("\(m.name): \(error.description)")
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
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let path = try editablePath(bench)
    guard let data = args.text("path data"), !data.isEmpty else {
      let p = path.path(bench.values, closed: bench.scene.pathIsClosed)
      return CommandResult(lines: [SVGPathData.format(p)], changed: false)
    }
    let parsed: (start: Geometry.Point, curves: [(Geometry.Point, Geometry.Point, Geometry.Point)])
    do throws(ExportError) {
      parsed = try SVGPathData.parse(data, closed: bench.scene.pathIsClosed, maximum: PathParameters.maximumCurves)
    } catch {
      throw CommandError(error.description)
    }
    var values = bench.values
    path.set(&values, start: parsed.start, curves: parsed.curves)
    for spec in path.all {
      do throws(ValueError) {
        _ = try spec.parse(spec.format(values[spec]))
      } catch {
        throw CommandError("\(spec.name): \(error.description)")
      }
    }
    bench.values = values
    return CommandResult(
      lines: [
        "\(path.count.name) = \(parsed.curves.count): set \(1 + 3 * parsed.curves.count) points of \(path.start.name.dropLast(6))"
      ],
      preview: true)
  }

  static let insert = Command(
    "insert", arguments: [Argument("curve", .whole(ArgumentKind.anyWhole))],
    summary: "split curve n of the path in two at its middle (the shape stays; then move the new point)",
    journaled: true
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let path = try editablePath(bench)
    let n = try curveNumber(args.whole("curve")!, in: path, bench, usage: args.usage)
    guard bench.values.integer(path.count) < PathParameters.maximumCurves else {
      throw CommandError("the path already has \(PathParameters.maximumCurves) curves, the most it may hold")
    }
    path.insert(&bench.values, splitting: n)
    let new = path.slots[n - 1].to
    return CommandResult(
      lines: [
        "split curve \(n): \(new.name) = \(new.format(bench.values[new])) is the new point; \(path.count.name) = \(bench.values.integer(path.count))"
      ],
      preview: true)
  }

  static let delete = Command(
    "delete", arguments: [Argument("curve", .whole(ArgumentKind.anyWhole))],
    summary: "remove the point where curve n ends, joining curve n to the next one",
    journaled: true
  ) { (bench: inout Workbench, args: Arguments) throws(CommandError) -> CommandResult in
    let path = try editablePath(bench)
    let n = try curveNumber(args.whole("curve")!, in: path, bench, usage: args.usage)
    guard bench.values.integer(path.count) > 1 else { throw CommandError("the path has one curve left; it cannot lose it") }
    path.delete(&bench.values, endOf: n)
    return CommandResult(
      lines: ["removed the end of curve \(n); \(path.count.name) = \(bench.values.integer(path.count))"], preview: true)
  }

  /// A point of the path as `points` numbers it (`3`, `3.c1`, `3.c2`; 0 is the start) or by
  /// its parameter's name.
  static func pathPoint(_ text: String, in bench: Workbench) throws(CommandError) -> ParameterSpec {
    guard let path = bench.scene.path, let first = text.first, first.isNumber else {
      return try bench.parameter(named: text)
    }
    let parts = text.split(separator: ".", maxSplits: 1)
    let curves = Array(path.curves(bench.values))
    guard let n = Int(parts[0]), (0...curves.count).contains(n) else {
      throw CommandError("'\(text)' is not a point: the path has points 0 to \(curves.count) (`points` lists them)")
    }
    switch parts.count == 2 ? String(parts[1]) : nil {
    case nil: return n == 0 ? path.start : curves[n - 1].to
    case "c1"? where n > 0: return curves[n - 1].control1
    case "c2"? where n > 0: return curves[n - 1].control2
    default:
      throw CommandError("'\(text)': write n, n.c1 or n.c2 with n from 1 to \(curves.count) for a control point (0 is the start)")
    }
  }
}
