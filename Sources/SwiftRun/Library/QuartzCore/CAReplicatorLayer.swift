import Animation
import Geometry

extension Library {
  /// `CAReplicatorLayer`: its sublayers drawn `instanceCount` times, each copy transformed,
  /// delayed and tinted by the copy before it.
  static let caReplicatorLayer = SimulatedType("CAReplicatorLayer", superclass: "CALayer") { t in
    t.call("CAReplicatorLayer", "") { a throws(RunError) in try a.run.newLayer("CAReplicatorLayer", at: a.call) }
    let replicator = t.members { $0.asLayer?.model.replicator == nil ? nil : $0.asLayer }
    @Sendable func change(_ l: LayerObject, _ edit: (inout Replicator) -> Void) {
      guard var r = l.model.replicator else { return }
      edit(&r)
      l.model.replicator = r
    }
    replicator.property(
      "instanceCount", .number, .wholeCount, sample: { .number(5) }, get: { $0.model.replicator.map { Double($0.instanceCount) } }
    ) {
      l, n, new throws(RunError) in
      guard n >= 0, n <= Double(Interpreter.layerLimit), n == n.rounded() else {
        throw new.error("want a whole number from 0 to \(Interpreter.layerLimit)")
      }
      change(l) { $0.instanceCount = Int(n) }
    }
    replicator.property("instanceDelay", .number, .seconds, get: { $0.model.replicator?.instanceDelay }) { l, x, _ in
      change(l) { $0.instanceDelay = x }
    }
    replicator.property("instanceTransform", .transform, get: { $0.model.replicator?.instanceTransform }) { l, m, _ in
      change(l) { $0.instanceTransform = m }
    }
    replicator.property("instanceColor", .color, get: { $0.model.replicator?.instanceColor }) { l, c, _ in
      change(l) { $0.instanceColor = c ?? .white }
    }
    replicator.property("instanceRedOffset", .number, get: { $0.model.replicator?.instanceRedOffset }) { l, x, _ in
      change(l) { $0.instanceRedOffset = x }
    }
    replicator.property("instanceGreenOffset", .number, get: { $0.model.replicator?.instanceGreenOffset }) { l, x, _ in
      change(l) { $0.instanceGreenOffset = x }
    }
    replicator.property("instanceBlueOffset", .number, get: { $0.model.replicator?.instanceBlueOffset }) { l, x, _ in
      change(l) { $0.instanceBlueOffset = x }
    }
    replicator.property("instanceAlphaOffset", .number, get: { $0.model.replicator?.instanceAlphaOffset }) { l, x, _ in
      change(l) { $0.instanceAlphaOffset = x }
    }
    // Copies are drawn flattened into the replicator's plane, in order: `preservesDepth` false,
    // the default; true (copies sorted by depth, as a `CATransformLayer`'s) is kept and said.
    replicator.property(
      "preservesDepth", takes: "true or false", sample: { .bool(true) },
      get: { l, run in run.kept(.layer(l), "preservesDepth") ?? .bool(false) }
    ) { l, new throws(RunError) in
      guard case .bool(let on) = new.value else { throw new.wrong(want: "true or false") }
      new.run.keep(new.value, .layer(l), "preservesDepth")
      if on {
        new.run.warn(
          "preservesDepth", "preservesDepth is not simulated: the copies are drawn flattened, in order", at: new.node)
      }
    }
  }
}
