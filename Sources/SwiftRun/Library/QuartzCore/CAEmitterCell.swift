import Animation
import Geometry

/// A `CAEmitterCell` the program made: the engine's cell's numbers, and the objects it was
/// given (its image, its sub-cells), from which the engine's cell is made when drawn.
final class EmitterCellObject {
  var cell = EmitterCell()
  var name: String?
  /// `contents`, drawn `contentsScale` pixels to the point: an image made at 2 pixels a point
  /// (`UIGraphicsImageRenderer` on a 2× screen) draws twice its size in points at the default
  /// scale 1, as on iOS.
  var contents: ImageObject?
  var contentsScale = 1.0
  /// `emitterCells`: the cells each of its particles emits.
  var subcells: [EmitterCellObject] = []

  /// The engine's cell with its image and sub-cells as they are now.
  var engine: EmitterCell {
    var c = cell
    c.image = contents.map { image in
      let points = image.scale / contentsScale
      return ParticleImage(content: image.content(), width: image.width * points, height: image.height * points)
    }
    c.subcells = subcells.map(\.engine)
    return c
  }

  /// Whether `other` is this cell or among its sub-cells, at any depth.
  func holds(_ other: EmitterCellObject) -> Bool { other === self || subcells.contains { $0.holds(other) } }
}

extension Value {
  /// An emitter cell, or the cell an instance of the file's `CAEmitterCell` subclass is.
  var asEmitterCell: EmitterCellObject? {
    switch self {
    case .emitterCell(let c): c
    case .instance(let i): if case .emitterCell(let c)? = i.backing { c } else { nil }
    default: nil
    }
  }
}

extension Library {
  /// `CAEmitterCell`: one kind of particle of a `CAEmitterLayer` (`Emitter.swift` has the
  /// physics), its sub-cells and its own `beginTime`, `duration` and `speed`. Its other timing
  /// (`timeOffset`, repeats) and a part of its image (`contentsRect`) are refused; out-of-plane
  /// emission (`emissionLatitude`) is drawn in the plane with a warning.
  static let caEmitterCell = SimulatedType("CAEmitterCell") { t in
    t.call("CAEmitterCell", "") { _ in .emitterCell(EmitterCellObject()) }
    t.call("CAEmitterCell.emitterCell", "") { _ in .emitterCell(EmitterCellObject()) }
    t.ignore("magnificationFilter", "minificationFilter", "minificationFilterBias", "style", "zAcceleration")
    let cell = t.members { $0.asEmitterCell }
    let numbers: [(String, WritableKeyPath<EmitterCell, Double> & Sendable, Measure)] = [
      ("lifetime", \.lifetime, .seconds), ("lifetimeRange", \.lifetimeRange, .seconds),
      ("emissionLongitude", \.emissionLongitude, .angle), ("emissionRange", \.emissionRange, .angle),
      ("velocity", \.velocity, .offset), ("velocityRange", \.velocityRange, .offset),
      ("xAcceleration", \.xAcceleration, .offset), ("yAcceleration", \.yAcceleration, .offset),
      ("scale", \.scale, .rate), ("scaleRange", \.scaleRange, .rate), ("scaleSpeed", \.scaleSpeed, .rate),
      ("spin", \.spin, .angle), ("spinRange", \.spinRange, .angle),
      ("redRange", \.redRange, .fraction), ("greenRange", \.greenRange, .fraction), ("blueRange", \.blueRange, .fraction),
      ("alphaRange", \.alphaRange, .fraction), ("redSpeed", \.redSpeed, .rate), ("greenSpeed", \.greenSpeed, .rate),
      ("blueSpeed", \.blueSpeed, .rate), ("alphaSpeed", \.alphaSpeed, .rate),
    ]
    for (name, path, measure) in numbers {
      cell.property(name, .number, measure, get: { $0.cell[keyPath: path] }) { c, x, new throws(RunError) in
        guard x.isFinite else { throw new.error("want a finite number") }
        c.cell[keyPath: path] = x
      }
    }
    // Kept with the time it changes: births before keep their number.
    cell.property("birthRate", .number, .count, get: { $0.cell.birthRate }) { c, x, new throws(RunError) in
      guard x.isFinite else { throw new.error("want a finite number") }
      c.cell.setBirthRate(x, at: new.run.now)
    }
    cell.property("speed", .number, .rate, get: { $0.cell.speed }) { c, x, new throws(RunError) in
      guard x.isFinite, x >= 0 else { throw new.error("want a speed of 0 or more") }
      c.cell.speed = x
    }
    // Out of the layer's plane: `zAcceleration` is flattened away; `emissionLatitude` is kept
    // and drawn as latitude 0, with a warning.
    cell.property(
      "emissionLatitude", takes: "a number", sample: { .number(0.5) },
      get: { c, run in run.kept(.emitterCell(c), "emissionLatitude") ?? .number(0) }
    ) { c, new throws(RunError) in
      guard case .number(let x) = new.value, x.isFinite else { throw new.wrong(want: "a finite number of radians") }
      new.run.keep(new.value, .emitterCell(c), "emissionLatitude")
      if x != 0 {
        new.run.warn(
          "CAEmitterCell.emissionLatitude",
          "emissionLatitude tilts particles out of the layer's plane; Wobble emits them in the plane (as at latitude 0)",
          at: new.node)
      }
    }
    cell.property("contentsScale", .number, .rate, get: { $0.contentsScale }) { c, x, new throws(RunError) in
      guard x.isFinite, x > 0 else { throw new.error("want a scale above 0") }
      c.contentsScale = x
    }
    cell.property("isEnabled", .bool, get: { $0.cell.isEnabled }) { c, b, _ in c.cell.isEnabled = b }
    cell.property("enabled", .bool, get: { $0.cell.isEnabled }) { c, b, _ in c.cell.isEnabled = b }
    cell.property("name", .string, get: { $0.name }) { c, s, _ in c.name = s }
    cell.property("color", .color, get: { $0.cell.color }) { c, color, _ in c.cell.color = color ?? .white }
    cell.property(
      "contents", takes: "an image (its cgImage)", sample: { .image(ImageObject(name: "checkmark", symbol: true).cgImage) },
      get: { c, _ in c.contents.map(Value.image) ?? .nil }
    ) { c, new throws(RunError) in
      switch new.value {
      case .image(let image) where image.isCGImage: c.contents = image
      case .image:
        // Particles of no image: none drawn, as on iOS.
        c.contents = nil
        uiImageAsContents(new.run, at: new.node)
      case .nil: c.contents = nil
      default: throw new.wrong(want: "an image (its cgImage)")
      }
    }
    // Its active time in its parent's (the layer's, or the emitting particle's age).
    cell.property("beginTime", .number, .seconds, get: { $0.cell.beginTime }) { c, x, new throws(RunError) in
      guard x.isFinite else { throw new.error("want a finite number of seconds") }
      c.cell.beginTime = x
    }
    cell.property("duration", .number, .seconds, get: { $0.cell.duration }) { c, x, new throws(RunError) in
      guard x.isFinite, x >= 0 else { throw new.error("want 0 or more seconds (0: no end)") }
      c.cell.duration = x
    }
    // Refused where they would change the picture: what Wobble does not simulate yet.
    for name in ["timeOffset", "repeatCount", "repeatDuration"] {
      cell.property(name, takes: "a number", sample: { .number(0) }, get: { _, _ in .number(0) }) { _, new throws(RunError) in
        guard case .number(let x) = new.value else { throw new.wrong(want: "a number") }
        guard x == 0 else { throw new.error("a cell's own \(name) is not simulated by Wobble yet (its speed is)") }
      }
    }
    cell.property("autoreverses", takes: "true or false", sample: { .bool(false) }, get: { _, _ in .bool(false) }) {
      _, new throws(RunError) in
      guard case .bool(let b) = new.value else { throw new.wrong(want: "true or false") }
      guard !b else { throw new.error("a cell's own autoreverses is not simulated by Wobble yet") }
    }
    cell.property(
      "emitterCells", takes: "an array of CAEmitterCell", sample: { .array([.emitterCell(EmitterCellObject())]) },
      get: { c, _ in c.subcells.isEmpty ? .nil : .array(c.subcells.map(Value.emitterCell)) }
    ) { c, new throws(RunError) in
      let cells = try new.emitterCells()
      guard !cells.contains(where: { $0.holds(c) }) else { throw new.error("a cell cannot emit itself, or a cell that emits it") }
      c.subcells = cells
    }
    cell.property(
      "contentsRect", takes: "a CGRect", sample: { .rect(Rect(x: 0, y: 0, width: 1, height: 1)) },
      get: { _, _ in .rect(Rect(x: 0, y: 0, width: 1, height: 1)) }
    ) { _, new throws(RunError) in
      guard case .rect(let r) = new.value else { throw new.wrong(want: "a CGRect") }
      guard r == Rect(x: 0, y: 0, width: 1, height: 1) else {
        throw new.error("a part of the image (contentsRect) is not simulated by Wobble yet")
      }
    }
  }
}

extension Assignment {
  /// An array of `CAEmitterCell`s (nil: none), as `emitterCells` takes them.
  func emitterCells() throws(RunError) -> [EmitterCellObject] {
    switch value {
    case .nil: return []
    case .array(let items):
      var cells: [EmitterCellObject] = []
      for item in items {
        guard let cell = item.asEmitterCell else { throw error("each of emitterCells is a CAEmitterCell, not \(item.kind)") }
        cells.append(cell)
      }
      return cells
    default: throw wrong(want: "an array of CAEmitterCell")
    }
  }
}
