import Animation
import Geometry

extension Library {
  /// `CAEmitterLayer`: particles of its cells, emitted from a shape (`Emitter.swift` has the
  /// physics and what Apple does not document). Its randomness follows the preview's seed.
  static let caEmitterLayer = SimulatedType("CAEmitterLayer", superclass: "CALayer") { t in
    t.call("CAEmitterLayer", "") { a throws(RunError) in try a.run.newLayer("CAEmitterLayer", at: a.call) }
    t.options("CAEmitterLayerEmitterShape", "CAEmitterLayerEmitterMode", "CAEmitterLayerRenderMode")
    t.constants(prefixed: "kCAEmitterLayer")
    // Particles are flattened into the layer's plane (preservesDepth false): z changes nothing.
    t.ignore("emitterZPosition", "emitterDepth")
    let emitter = t.members { $0.asLayer?.model.emitter == nil ? nil : $0.asLayer }
    @Sendable func change(_ l: LayerObject, _ edit: (inout Emitter) -> Void) {
      guard var e = l.model.emitter else { return }
      edit(&e)
      l.model.emitter = e
    }
    @Sendable func checkCount(_ l: LayerObject, _ new: Assignment) {
      guard let expected = l.emitter?.expectedParticleCount else { return }
      if expected > Double(Emitter.particleLimit) {
        new.run.warn(
          "CAEmitterLayer.particleLimit",
          "about \(Int(expected)) particles alive at once: Wobble draws the newest \(Emitter.particleLimit)", at: new.node)
      }
    }
    emitter.property(
      "emitterCells", takes: "an array of CAEmitterCell",
      sample: { .array([.emitterCell(EmitterCellObject())]) },
      get: { l, _ in l.emitterCells.isEmpty ? .nil : .array(l.emitterCells.map(Value.emitterCell)) }
    ) { l, new throws(RunError) in
      let cells = try new.emitterCells()
      l.emitterCells = cells
      // A draw of the run's random stream: the preview's seed picks the particles.
      let stream = UInt64(new.run.randomUnit() * 9_007_199_254_740_992)
      change(l) { $0.stream = stream }
      for c in cells where c.contents == nil && c.cell.birthRate > 0 {
        new.run.warn(
          "CAEmitterCell.contents", "an emitter cell without contents draws nothing, on iOS as here", at: new.node)
      }
      checkCount(l, new)
    }
    // The place, size and multipliers particles take at birth are kept with the time they
    // changed: a particle born before keeps its own.
    @Sendable func place(_ l: LayerObject, _ run: Interpreter, _ edit: (inout Emitter) -> Void) {
      let now = run.now
      change(l) { $0.place(at: now, edit) }
    }
    emitter.property("emitterPosition", .point, get: { $0.model.emitter?.position }) { l, p, new in
      place(l, new.run) { $0.position = p }
    }
    emitter.property(
      "emitterSize", takes: "a CGSize", sample: { .size(width: 30, height: 40) },
      get: { l, _ in l.model.emitter.map { .size(width: $0.width, height: $0.height) } }
    ) { l, new throws(RunError) in
      guard case .size(let w, let h) = new.value, w.isFinite, h.isFinite else { throw new.wrong(want: "a finite CGSize") }
      place(l, new.run) { ($0.width, $0.height) = (w, h) }
    }
    emitter.property(
      "emitterShape", .option(Emitter.Shape.allCases.map(\.rawValue)), get: { $0.model.emitter?.shape.rawValue }
    ) { l, name, new in
      let shape = Emitter.Shape(rawValue: name)!
      change(l) { $0.shape = shape }
      if shape != .point, shape != .line {
        new.run.warn(
          "CAEmitterLayer.emitterShape",
          "Apple does not document which way a \(name) emitter's particles leave it: Wobble sends them as a point's "
            + "(longitude 0 along +x)", at: new.node)
      }
    }
    emitter.property(
      "emitterMode", .option(Emitter.Mode.allCases.map(\.rawValue)), get: { $0.model.emitter?.mode.rawValue }
    ) { l, name, _ in change(l) { $0.mode = Emitter.Mode(rawValue: name)! } }
    emitter.property(
      "renderMode", .option(Emitter.RenderMode.allCases.map(\.rawValue)), get: { $0.model.emitter?.renderMode.rawValue }
    ) { l, name, _ in
      change(l) { $0.renderMode = Emitter.RenderMode(rawValue: name)! }
    }
    emitter.property(
      "preservesDepth", takes: "true or false", sample: { .bool(true) },
      get: { l, run in run.kept(.layer(l), "preservesDepth") ?? .bool(false) }
    ) { l, new throws(RunError) in
      guard case .bool(let b) = new.value else { throw new.wrong(want: "true or false") }
      new.run.keep(new.value, .layer(l), "preservesDepth")
      if b {
        new.run.warn(
          "CAEmitterLayer.preservesDepth", "particles in 3-D (preservesDepth) are drawn flattened into the layer",
          at: new.node)
      }
    }
    // `birthRate` is kept with the time it was set: confetti stopped by `birthRate = 0` keeps
    // its particles falling, and one started later begins then.
    emitter.property("birthRate", .number, .rate, get: { $0.model.emitter?.birthRate }) { l, x, new throws(RunError) in
      guard x.isFinite, x >= 0 else { throw new.error("want a rate of 0 or more") }
      let now = new.run.now
      change(l) { $0.setBirthRate(x, at: now) }
      checkCount(l, new)
    }
    // `velocity` and `scale` are part of the placement each particle takes at its birth;
    // `lifetime` and `spin` act on every particle as they are.
    let multipliers: [(String, WritableKeyPath<Emitter, Double> & Sendable, atBirth: Bool)] = [
      ("lifetime", \.lifetime, false), ("velocity", \.velocity, true), ("scale", \.scale, true), ("spin", \.spin, false),
    ]
    for (name, path, atBirth) in multipliers {
      emitter.property(name, .number, .rate, get: { $0.model.emitter?[keyPath: path] }) { l, x, new throws(RunError) in
        guard x.isFinite else { throw new.error("want a finite number") }
        if atBirth { place(l, new.run) { $0[keyPath: path] = x } } else { change(l) { $0[keyPath: path] = x } }
      }
    }
    emitter.property("seed", .number, .wholeCount, sample: { .number(7) }, get: { $0.model.emitter.map { Double($0.seed) } }) {
      l, x, new throws(RunError) in
      guard x >= 0, x <= Double(UInt32.max), x == x.rounded() else { throw new.error("want a whole number from 0 to 4294967295") }
      change(l) { $0.seed = UInt64(x) }
    }
  }

  /// The cell and property a key path into an emitter layer's cells names
  /// (`emitterCells.NAME.property`, `emitterCells.NAME.emitterCells.SUB.property`); nil for a
  /// path that does not start with `emitterCells`. A name no cell has is refused, naming those
  /// there are.
  static func emitterCellKeyPath(_ path: String, in layer: LayerObject, _ a: Arguments) throws(RunError) -> (
    EmitterCellObject, String
  )? {
    var parts = path.split(separator: ".").map(String.init)
    guard parts.first == "emitterCells", parts.count >= 3 else { return nil }
    var cells = layer.emitterCells
    var found: EmitterCellObject?
    while parts.count >= 3, parts[0] == "emitterCells" {
      let name = parts[1]
      guard let cell = cells.first(where: { $0.name == name }) else {
        let names = cells.compactMap(\.name)
        throw a.run.error(
          "\(path): no emitter cell is named \(name)"
            + (names.isEmpty ? " (no cell has a name)" : " (named: \(names.joined(separator: ", ")))"), at: a.call)
      }
      found = cell
      cells = cell.subcells
      parts.removeFirst(2)
    }
    guard let cell = found, parts.count == 1 else {
      throw a.run.error("\(path) names no property of an emitter cell", at: a.call)
    }
    return (cell, parts[0])
  }

}
