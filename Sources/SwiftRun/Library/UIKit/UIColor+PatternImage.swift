import Animation
import Geometry

extension Value {
  /// A `UIColor(patternImage:)` or its `cgColor`.
  var asPatternColor: Record? { if case .record(let r) = self, r.type === Library.uiPatternColor { r } else { nil } }
}

extension Library {
  /// `UIColor(patternImage:)`: the image repeated edge to edge, as a view's or a layer's
  /// background (`BackgroundPattern` says how each lays it). Anything else that takes a colour
  /// refuses it by name (text, strokes, fills in `draw(_:)`).
  static let uiPatternColor: SimulatedType = SimulatedType("UIColor(patternImage:)", superclass: "UIColor") { t in
    t.call("UIColor", "patternImage") { a throws(RunError) in
      let given = try a.value(0)
      guard let image = given.asImage else { throw a.wrong(0, got: given, want: "a UIImage") }
      return .record(Record(type: uiPatternColor, fields: ["image": .image(image), "cgColor": .bool(false)]))
    }
    let pattern = t.members { $0.asPatternColor }
    for name in ["cgColor", "CGColor"] {
      pattern.property(
        name, takes: "a CGColor",
        get: { r, _ in .record(Record(type: uiPatternColor, fields: r.fields.merging(["cgColor": .bool(true)]) { $1 })) })
    }
  }

  /// The background `value` lays when it is a pattern colour (nil for anything else): upright
  /// from the top-left through a view, upside down from the bottom-left through its
  /// `cgColor` on a layer.
  static func backgroundPattern(_ value: Value) -> BackgroundPattern? {
    guard let record = value.asPatternColor, case .image(let image)? = record.fields["image"] else { return nil }
    let fromLayer = record.fields["cgColor"].map { if case .bool(true) = $0 { true } else { false } } ?? false
    return BackgroundPattern(tile: image.picture, width: image.width, height: image.height, fromLayer: fromLayer)
  }

  /// A `backgroundColor` property of a view or of the layer `layer(r)`, which takes a pattern
  /// colour as well as a plain one; the pattern colour is kept on the layer to be read back
  /// (through the view and its layer alike).
  static func declareBackgroundColor<R>(
    _ members: Members<R>, layer: @escaping @Sendable (R) -> LayerObject,
    set: (@Sendable (R, Assignment) throws(RunError) -> Void)? = nil
  ) {
    members.property(
      "backgroundColor", takes: "a colour", sample: { .color(.black) },
      get: { r, run in
        let l = layer(r)
        if l.model.backgroundPattern != nil, let kept = run.kept(.layer(l), "backgroundPattern") { return kept }
        return l.model.backgroundColor.map(Value.color) ?? .nil
      }
    ) { r, new throws(RunError) in
      let l = layer(r)
      if let pattern = backgroundPattern(new.value) {
        let tiles = pattern.tileCount(in: l.model.bounds)
        if tiles > BackgroundPattern.maximumTiles {
          new.run.warn(
            "pattern tiles",
            "UIColor(patternImage:) needs \(tiles) tiles of \(pattern.width) × \(pattern.height) points here: "
              + "Wobble lays the first \(BackgroundPattern.maximumTiles), the rest of the background is left clear", at: new.node)
        }
        new.run.keep(new.value, .layer(l), "backgroundPattern")
        l.model.backgroundPattern = pattern
        l.model.backgroundColor = nil
      } else {
        guard let color = Kind<Color?>.color.read(new.value) else { throw new.wrong(want: "a colour") }
        l.model.backgroundPattern = nil
        l.model.backgroundColor = color
      }
      try set?(r, new)
    }
  }
}

extension ImageObject {
  /// The image as one picture in its own points (y down): what code drew, else its icon
  /// filled in its colour over the whole image.
  var picture: Drawing {
    if let drawing { return drawing }
    let unit = AffineTransform(scaleX: width, y: height)
    return Drawing(operations: [
      Drawing.Operation(path: icon.unitPath, transform: unit, paint: .fill(tint ?? defaultColor, .nonZero))
    ])
  }
}
