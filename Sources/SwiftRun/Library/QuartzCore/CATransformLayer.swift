extension Library {
  /// `CATransformLayer`: a layer that keeps its sublayers in 3-D — a cube's faces turned about
  /// their common centre, seen through its superlayer's perspective (`sublayerTransform.m34`),
  /// drawn back to front (`Layer.preservesDepth`). It draws nothing of its own: its background,
  /// border, content and mask are not drawn, as Apple documents.
  static let caTransformLayer = SimulatedType("CATransformLayer", superclass: "CALayer") { t in
    t.call("CATransformLayer", "") { a throws(RunError) in try a.run.newLayer("CATransformLayer", at: a.call) }
  }
}
