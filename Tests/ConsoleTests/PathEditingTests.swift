import Console
import Foundation
import Geometry
import Scenes
import TestSupport
import Testing

/// `insert`, `delete` and `svg` data of another shape change how many curves a path has.
@Suite struct PathEditingTests {
  /// A cubic's point at t by the Bernstein form (independent of the code's de Casteljau split).
  static func bezier(_ p: [Point], _ t: Double) -> Point {
    let u = 1 - t
    let w = [u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t]
    return Point(zip(w, p).map { $0 * $1.x }.reduce(0, +), zip(w, p).map { $0 * $1.y }.reduce(0, +))
  }

  /// The control polygon of curve n (1-based): its start, control1, control2, end.
  static func curve(_ n: Int, _ v: ParameterValues, _ path: PathParameters) -> [Point] {
    let slots = Array(path.curves(v))
    let start = n == 1 ? v.point(path.start) : v.point(slots[n - 2].to)
    let c = slots[n - 1]
    return [start, v.point(c.control1), v.point(c.control2), v.point(c.to)]
  }

  @Test func insertSplitsACurveWithoutChangingTheShape() throws {
    var bench = Workbench()
    let before = Self.curve(4, bench.values, BlobScene.path)
    let result = try #require(bench.execute("insert 4").value)
    #expect(result.lines == ["split curve 4: blob.path.4.to = 11.47125,31.705 is the new point; blob.path.curves = 12"])
    let first = Self.curve(4, bench.values, BlobScene.path), second = Self.curve(5, bench.values, BlobScene.path)
    for k in 0...20 {
      let t = Double(k) / 20
      let original = Self.bezier(before, t)
      let split = t <= 0.5 ? Self.bezier(first, 2 * t) : Self.bezier(second, 2 * t - 1)
      #expect(abs(original.x - split.x) <= 1e-9 && abs(original.y - split.y) <= 1e-9, "t = \(t)")
    }
    // The curves after it moved up by one.
    #expect(bench.values.point(BlobScene.path.slots[11].to) == Point(13.71, -29.07))
    // Slot 12's default is the start point, which is where the last curve ends.
    #expect(bench.execute("show blob.path.12.to").value?.lines == ["  blob.path.12.to = 13.71,-29.07 pt"])
  }

  @Test func deleteJoinsACurveToTheNextAndHidesTheLastSlot() throws {
    var bench = Workbench()
    let third = Self.curve(3, bench.values, BlobScene.path), fourth = Self.curve(4, bench.values, BlobScene.path)
    #expect(bench.execute("delete 3").value?.lines == ["removed the end of curve 3; blob.path.curves = 10"])
    #expect(Self.curve(3, bench.values, BlobScene.path) == [third[0], third[1], fourth[2], fourth[3]])
    #expect(
      bench.execute("set blob.path.11.to 1,1").failure?.description
        == "blob.path.11.to: the path has 10 curves (`insert` adds one)")
    #expect(bench.execute("points").value?.lines.count == 1 + 10 + 1)
    // Deleting the last curve drops it; the close then draws a line to the start.
    _ = bench.execute("delete 10")
    #expect(bench.values.integer(BlobScene.path.count) == 9)
  }

  @Test func undoAndReplayFollowPathEdits() throws {
    var bench = Workbench()
    for line in ["insert 2", "move blob.path.2.to 3,4", "delete 5", "insert 1"] {
      #expect(bench.execute(line).value != nil, "\(line)")
    }
    var replayed = Workbench()
    for entry in bench.journal.dropFirst() { _ = replayed.execute(entry.command) }
    #expect(replayed.values == bench.values)
    for _ in 0..<4 { _ = bench.execute("undo") }
    #expect(bench.values == ParameterValues())
  }

  @Test func aSavedPathWithMoreCurvesLoadsBack() throws {
    let file = FileManager.default.temporaryDirectory.appendingPathComponent("path-\(UUID().uuidString).json").path
    defer { try? FileManager.default.removeItem(atPath: file) }
    var bench = Workbench()
    _ = bench.execute("insert 1")
    _ = bench.execute("insert 1")
    #expect(bench.execute("save \(file)").value != nil)
    var loaded = Workbench()
    #expect(loaded.execute("load \(file)").value != nil)
    #expect(loaded.values == bench.values)
    #expect(loaded.values.integer(BlobScene.path.count) == 13)
  }

  /// The count follows the points: set and sweep refuse it, reset puts the whole path back.
  @Test func theCurveCountIsNotSetDirectly() throws {
    var bench = Workbench()
    #expect(
      bench.execute("set blob.path.curves 3").failure?.description
        == "blob.path.curves follows the path: `insert`, `delete` and `svg <data>` change it")
    #expect(bench.execute("sweep blob.path.curves 1..3").failure != nil)
    _ = bench.execute("insert 2")
    #expect(bench.execute("show blob.path.2.to").value?.lines == ["* blob.path.2.to = 31.27,-7.0575 pt"])
    #expect(bench.execute("reset blob.path.curves").value != nil)
    #expect(bench.values == ParameterValues())
  }

  @Test func badCurveNumbersAndLimitsAreRefused() {
    var bench = Workbench()
    for (line, message) in [
      ("insert 0", "'0' is not a curve: the path has curves 1 to 11 (`points` lists them); usage: insert <curve>"),
      ("delete 12", "'12' is not a curve: the path has curves 1 to 11 (`points` lists them); usage: delete <curve>"),
      ("insert x", "'x' is not a whole number (curve); usage: insert <curve>"),
    ] {
      #expect(bench.execute(line).failure?.description == message)
    }
    #expect(bench.execute("svg M0 0 L10 0 L5 8 Z").value != nil)
    #expect(bench.execute("delete 1").value != nil)
    #expect(bench.execute("delete 1").failure?.description == "the path has one curve left; it cannot lose it")
    let many = "M0 0 " + (1...64).map { "L\($0) 0" }.joined(separator: " ")
    #expect(bench.execute("svg \(many)").value != nil)
    #expect(bench.execute("insert 1").failure?.description == "the path already has 64 curves, the most it may hold")
    #expect(bench.execute("scene ring").value != nil)
    #expect(bench.execute("insert 1").failure?.description == "scene ring has no editable path (blob and balloon do)")
  }

  /// Data of another shape replaces the path: lines and quadratics become the cubics that
  /// trace them, relative coordinates add to the current point.
  @Test func svgOfAnotherShapeReplacesThePath() throws {
    var bench = Workbench()
    let result = try #require(bench.execute("svg M0 0 L30 0 q15 0 15 20 Z").value)
    #expect(result.lines == ["blob.path.curves = 2: set 7 points of blob.path"])
    let line = Self.curve(1, bench.values, BlobScene.path)
    #expect(line == [Point(0, 0), Point(10, 0), Point(20, 0), Point(30, 0)])
    // Quadratic (30,0) (45,0) (45,20) as a cubic: controls at 2/3 towards the control point.
    let quad = Self.curve(2, bench.values, BlobScene.path)
    for k in 0...10 {
      let t = Double(k) / 10, u = 1 - t
      let q = Point(u * u * 30 + 2 * u * t * 45 + t * t * 45, t * t * 20)
      let c = Self.bezier(quad, t)
      #expect(abs(q.x - c.x) < 1e-9 && abs(q.y - c.y) < 1e-9)
    }
    #expect(bench.execute("svg").value?.lines == ["M0 0 C10 0 20 0 30 0 C40 0 45 6.666666666666668 45 20 Z"])
  }

  @Test func svgDataThatCannotBeAPathIsRefusedAndChangesNothing() {
    var bench = Workbench()
    for (line, message) in [
      ("svg C1 1 2 2 3 3", "svg: the data must start with M x y"),
      ("svg M0 0 H5", "svg: 'H' at token 4 is not supported: use C, L, Q (or c, l, q) after one M"),
      ("svg M0 0 L1 1 Z L2 2", "svg: Z at token 7 must end the data"),
      ("svg M0 0", "svg: the data has no curves; give at least one C, L or Q"),
      ("svg M0 0 L1 nan", "svg: expected two numbers (each at most 1e6) at token 5"),
      ("svg M0 0 " + (1...65).map { "L\($0) 0" }.joined(separator: " "), "svg: 65 curves; a path holds at most 64"),
    ] {
      #expect(bench.execute(line).failure?.description == message, "\(line)")
    }
    #expect(bench.values == ParameterValues())
    _ = bench.execute("scene balloon")
    #expect(
      bench.execute("svg M0 0 L1 1 Z").failure?.description == "svg: this scene's path is open; Z at token 7 is not allowed")
  }
}

/// `move` names points as `points` numbers them.
@Suite struct PointNumberTests {
  @Test func numbersAndControlSuffixesNameThePointsPointsLists() throws {
    var bench = Workbench()
    let listed = try #require(bench.execute("points").value).lines
    #expect(listed[3].hasPrefix("  3  curve to (20.82, 26)"))
    #expect(bench.execute("move 3 1,2").value?.lines == ["blob.path.3.to = 21.82,28"])
    #expect(bench.execute("move 3.c2 -1,0").value?.lines == ["blob.path.3.control2 = 26.47,17.84"])
    #expect(bench.execute("move 0 0,1").value?.lines == ["blob.path.start = 13.71,-28.07"])
    #expect(bench.journal.map(\.command).suffix(3) == ["move 3 1,2", "move 3.c2 -1,0", "move 0 0,1"])
    #expect(
      bench.execute("move 12 1,1").failure?.description
        == "'12' is not a point: the path has points 0 to 11 (`points` lists them)")
    #expect(bench.execute("move 0.c1 1,1").failure != nil)
    #expect(Completer.complete("move 1", in: bench).candidates.prefix(4) == ["1", "1.c1", "1.c2", "10"])
  }
}
