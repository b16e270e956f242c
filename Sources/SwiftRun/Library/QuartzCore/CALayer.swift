import Animation
import Geometry
import Scenes
import SwiftSyntax

extension Value {
  var asLayer: LayerObject? {
    switch self {
    case .layer(let l): l
    case .instance(let i): i.layer
    default: nil
    }
  }
}

extension Interpreter {
  /// A mask that is also in the tree: Apple documents that a layer's mask "must not have a
  /// superlayer. If it does, the behavior is undefined." Wobble draws it in both places, and says so.
  func warnOfMaskInTree(_ mask: LayerObject, at node: some SyntaxProtocol) {
    guard mask.superlayer != nil else { return }
    warn(
      "mask in tree",
      "this mask is also in the view or layer tree: Apple leaves a mask with a superlayer undefined; Wobble draws it in both places",
      at: node)
  }
}

extension Library {
  /// `render(in:)`: the layer and its sublayers as they are now (model values), in the layer's
  /// own coordinates, painted into `context` under its matrix. Fills, full strokes, gradients
  /// and colour glyphs are painted; shadows, masks and 3-D transforms are refused.
  static func render(_ l: LayerObject, in context: DrawingContext, _ a: Arguments) throws(RunError) {
    var tree = l.tree()
    (tree.transform, tree.pose, tree.zPosition) = (.identity, Pose(), 0)
    tree.position = tree.anchorInBounds
    try paint(tree, into: context, what: "render(in:)", a)
  }

  /// Paints `tree`'s display list into `context` under its matrix, `what` (the call) naming
  /// in a refusal what it cannot paint: fills, full strokes, gradients, colour glyphs and what
  /// one opaque shape clips (`masksToBounds`, text cut at a label's edge) are painted; shadows,
  /// other masks, erased paint, trimmed strokes and 3-D transforms are refused.
  static func paint(_ tree: Layer, into context: DrawingContext, what: String, _ a: Arguments) throws(RunError) {
    try paint(tree.displayList()[...], into: context, what: what, a)
  }

  private static func paint(
    _ items: ArraySlice<DrawItem>, into context: DrawingContext, what: String, _ a: Arguments
  ) throws(RunError) {
    var i = items.startIndex
    while i < items.endIndex {
      let item = items[i]
      i += 1
      // Flattened into its parent's plane (a sublayer's z dropped) a layer still maps the plane
      // affinely; only perspective does not.
      guard let m = item.transform.affine else {
        throw a.error("\(what) of a layer seen in perspective is not simulated by Wobble yet")
      }
      // A group cut by one opaque shape: the shape clips its content.
      if case .mask(let content, let mask) = item.paint, mask == 1, i + content < items.endIndex,
        case let shape = items[i + content], case .fill(let rule) = shape.paint, shape.color.alpha >= 1,
        shape.opacity >= 1, let clip = shape.transform.affine
      {
        context.save()
        context.clip(shape.path, mapped: clip, rule: rule)
        try paint(items[i..<(i + content)], into: context, what: what, a)
        context.restore()
        i += content + mask
        continue
      }
      switch item.paint {
      case .fill(let rule):
        context.paint(item.path, .fill(item.color, rule), mapped: m, alpha: item.opacity)
      case .stroke(let style, let start, let end) where start <= 0 && end >= 1:
        context.paint(item.path, .stroke(item.color, style), mapped: m, alpha: item.opacity)
      case .bitmap(let bitmap, let rect):
        context.paint(item.path, .bitmap(bitmap, rect: rect), mapped: m, alpha: item.opacity * item.color.alpha)
      case .gradient(let gradient, let bounds) where bounds.width > 0 && bounds.height > 0:
        // The gradient's unit square laid over `bounds`: its path given in that square's space.
        let unit = AffineTransform(a: bounds.width, b: 0, c: 0, d: bounds.height, tx: bounds.minX, ty: bounds.minY)
        guard let back = unit.inverted else { break }
        context.paint(
          item.path.applying(back), .gradient(gradient), mapped: unit.concatenating(m),
          alpha: item.opacity * item.color.alpha)
      default:
        throw a.error(
          "\(what) of a layer with shadows, masks, erased paint or trimmed strokes is not simulated by Wobble yet")
      }
    }
  }

  /// One warning that a `UIImage` was given where Core Animation takes a `CGImage` (a
  /// layer's or an emitter cell's `contents`, typed `Any?`): iOS draws nothing there.
  static func uiImageAsContents(_ run: Interpreter, at node: some SyntaxProtocol) {
    run.warn(
      "UIImage as contents",
      "contents takes a CGImage: a UIImage there draws nothing on iOS, and nothing is drawn here (its .cgImage would draw)",
      at: node)
  }

  /// `CALayer`: geometry, appearance, its own time, its sublayers and mask, and the animations
  /// added to it. Set on the model layer; a change to a layer already drawn animates
  /// implicitly (`ImplicitAnimation.swift`).
  static let caLayer = SimulatedType("CALayer") { t in
    // Swift 3's `kCAGravityCenter` and its kin: the `contentsGravity` cases they became.
    t.constants(prefixed: "kCAGravity")
    t.call("CALayer", "") { a throws(RunError) in try a.run.newLayer("CALayer", at: a.call) }
    for name in ["CALayer", "CAShapeLayer", "CAGradientLayer", "CAReplicatorLayer", "CATextLayer"] {
      t.call(name, "layer") { a throws(RunError) in try a.run.newLayer(name, copying: try a.value(0), at: a.call) }
    }
    let layer = t.members { $0.asLayer }
    // The properties code sets on every frame first (they are looked up by name, but a
    // reader scanning the file finds them first too).
    layer.property("transform", .transform, get: { $0.model.effectiveTransform }) { l, m, _ in l.model.transform = m }
    layer.property("position", .point, get: { $0.model.position }) { l, p, _ in l.model.position = p }
    // "Values outside that range are clamped to the minimum or maximum" (`CALayer.opacity`).
    layer.property("opacity", .number, .fraction, get: { $0.model.opacity }) { l, x, _ in
      l.model.opacity = min(max(x, 0), 1)
    }
    layer.property("sublayerTransform", .transform, get: { $0.model.sublayerTransform }) { l, m, _ in
      l.model.sublayerTransform = m
    }
    layer.property("frame", .rect, get: { $0.model.reportedFrame }) { l, r, _ in l.model.setFrame(r) }
    layer.property("bounds", .rect, get: { $0.model.bounds }) { l, r, _ in l.model.bounds = r }
    layer.property("anchorPoint", .point, get: { $0.model.anchorPoint }) { l, p, _ in l.model.anchorPoint = p }
    layer.property("cornerRadius", .number, .length, get: { $0.model.cornerRadius }) { l, x, _ in l.model.cornerRadius = x }
    layer.property("zPosition", .number, .offset, get: { $0.model.zPosition }) { l, z, new throws(RunError) in
      guard z.isFinite else { throw new.error("want a finite number of points") }
      l.model.zPosition = z
    }
    layer.property("borderWidth", .number, .length, get: { $0.model.borderWidth }) { l, x, _ in
      l.model.borderWidth = max(0, x)
    }
    layer.property("borderColor", .color, get: { $0.model.borderColor }) { l, c, _ in l.model.borderColor = c ?? .clear }
    declareBackgroundColor(layer, layer: { $0 })
    layer.property("masksToBounds", .bool, get: { $0.model.masksToBounds }) { l, b, _ in l.model.masksToBounds = b }
    // "This property is not supported on layers in iOS" (CALayer.h, of both): kept, said, not drawn.
    for name in ["filters", "backgroundFilters"] {
      layer.property(
        name, takes: "an array of filters or nil", sample: { .array([]) }, get: { l, run in run.kept(.layer(l), name) ?? .nil }
      ) { l, new throws(RunError) in
        new.run.keep(new.value, .layer(l), name)
        if case .nil = new.value { return }
        new.run.warn("layer " + name, "CALayer.\(name) is not supported on iOS: it changes nothing drawn", at: new.node)
      }
    }
    layer.property("isHidden", .bool, get: { $0.model.isHidden }) { l, b, _ in l.model.isHidden = b }
    layer.property("isDoubleSided", .bool, get: { $0.model.isDoubleSided }) { l, b, _ in l.model.isDoubleSided = b }
    layer.property("isGeometryFlipped", .bool, get: { $0.model.isGeometryFlipped }) { l, b, _ in
      l.model.isGeometryFlipped = b
    }
    layer.property("shadowOpacity", .number, .fraction, get: { $0.model.shadow.opacity }) { l, x, _ in
      l.model.shadow.opacity = x
    }
    layer.property("shadowRadius", .number, .length, get: { $0.model.shadow.radius }) { l, x, _ in
      l.model.shadow.radius = max(0, x)
    }
    layer.property("shadowColor", .color, get: { $0.model.shadow.color }) { l, c, _ in l.model.shadow.color = c ?? .clear }
    layer.property("shadowOffset", .size, get: { Size(width: $0.model.shadow.offset.x, height: $0.model.shadow.offset.y) }) {
      l, s, _ in
      l.model.shadow.offset = Point(s.width, s.height)
    }
    layer.property(
      "shadowPath", takes: "a path", sample: { .path(PathObject(BezierPath(ovalIn: Rect(x: 0, y: 0, width: 4, height: 4)))) },
      get: { l, _ in l.model.shadow.path.map { .path(PathObject($0)) } ?? .nil }
    ) { l, new throws(RunError) in
      switch new.value {
      case .path(let p): l.model.shadow.path = p.path
      case .nil: l.model.shadow.path = nil
      default: throw new.wrong(want: "a path")
      }
    }
    // The layer's own time (Technical Q&A 1673's pause: speed 0 holds it at timeOffset).
    layer.property("speed", .number, .rate, get: { $0.model.timing.speed }) { l, x, _ in l.model.timing.speed = x }
    // Times on the media clock (`MediaClock`) are kept on the engine's, their shift beside them.
    layer.property("timeOffset", .number, .seconds, get: { $0.model.timing.timeOffset + $0.timeOffsetShift }) { l, x, _ in
      l.timeOffsetShift = MediaClock.shift(of: x)
      l.model.timing.timeOffset = x - l.timeOffsetShift
    }
    layer.property("beginTime", .number, .seconds, get: { $0.model.timing.beginTime + $0.beginTimeShift }) { l, x, _ in
      l.beginTimeShift = MediaClock.shift(of: x)
      l.model.timing.beginTime = x - l.beginTimeShift
      // An emitter's simulation then starts at its beginTime instead of having run all along.
      l.model.emitter?.startsAtBeginTime = true
    }
    layer.property("repeatCount", .number, .count, get: { $0.model.timing.repeatCount }) { l, x, _ in
      l.model.timing.repeatCount = x
    }
    layer.property("autoreverses", .bool, get: { $0.model.timing.autoreverses }) { l, b, _ in l.model.timing.autoreverses = b }
    // A layer's own duration is 0, which never ends; one that ends is not simulated.
    layer.property("duration", takes: "a number", sample: { .number(0) }, get: { _, _ in .number(0) }) {
      _, new throws(RunError) in
      guard case .number(let x) = new.value else { throw new.wrong(want: "a number") }
      guard x == 0 else { throw new.error("a layer with a duration of its own (its time ending) is not simulated by Wobble yet") }
    }
    layer.property("name", .string, get: { $0.model.name.isEmpty ? nil : $0.model.name }) { l, s, _ in l.model.name = s }
    layer.property(
      "actions", takes: "a dictionary of key paths",
      sample: { .dictionary([DictionaryEntry(key: .string("opacity"), value: .null)]) },
      get: { l, _ in
        l.actions.isEmpty
          ? .nil
          : .dictionary(l.actions.sorted { $0.key < $1.key }.map { DictionaryEntry(key: .string($0.key), value: $0.value) })
      }
    ) { l, new throws(RunError) in
      // Keys are key paths; a value is `NSNull()` (no implicit animation) or an animation.
      var actions: [String: Value] = [:]
      switch new.value {
      case .nil: break
      case .dictionary(let entries):
        for entry in entries {
          guard case .string(let key) = entry.key else { throw new.error("actions are keyed by key path strings") }
          switch entry.value {
          case .null, .nil, .animation, .instance: actions[key] = entry.value
          default:
            throw new.error(
              "an action is NSNull(), a CAAnimation or an object with run(forKey:object:arguments:), not \(entry.value.kind)")
          }
        }
      default: throw new.wrong(want: "a dictionary of key paths")
      }
      l.actions = actions
    }
    layer.property(
      "contents", takes: "an image (its cgImage)", sample: { .image(ImageObject(name: "checkmark", symbol: true).cgImage) },
      get: { l, _ in l.contentsImage.map(Value.image) ?? .nil }
    ) { l, new throws(RunError) in
      // An image as the layer's content, filling its bounds as an image view's does.
      switch new.value {
      case .image(let image):
        l.contentsImage = image
        l.model.content = image.isCGImage ? image.content() : .none
        if !image.isCGImage { uiImageAsContents(new.run, at: new.node) }
      case .nil:
        l.contentsImage = nil
        l.model.content = .none
      default: throw new.wrong(want: "an image (its cgImage)")
      }
    }
    layer.property(
      "mask", takes: "a CALayer", sample: { .layer(LayerObject(className: "CALayer", name: "")) },
      get: { l, _ in l.maskLayer.map(Value.layer) ?? .nil }
    ) { l, new throws(RunError) in
      switch new.value {
      case .layer(let mask):
        try new.run.checkHolding(mask, in: l, at: new.node)
        new.run.warnOfMaskInTree(mask, at: new.node)
        l.maskLayer = mask
      case .nil: l.maskLayer = nil
      default: throw new.wrong(want: "a CALayer")
      }
      new.run.treeChanged = true
    }
    layer.property(
      "cornerCurve", takes: ".circular or .continuous", sample: { .string("continuous") },
      get: { l, run in run.kept(.layer(l), "cornerCurve") ?? .string("circular") }
    ) { l, new throws(RunError) in
      // `.continuous` is Apple's squircle; Wobble rounds corners with circular arcs.
      if case .string("continuous") = new.value {
        new.run.warn("cornerCurve", "cornerCurve .continuous is drawn with circular corners", at: new.node)
      }
      new.run.keep(new.value, .layer(l), "cornerCurve")
    }
    // `CACornerMask`: the corners `cornerRadius` rounds, in the layer's own space (y down, so
    // `layerMinXMinYCorner` is the top-left); iOS 11.
    let cornerNames: [(name: String, corner: BezierPath.Corners)] = [
      ("layerMinXMinYCorner", .topLeft), ("layerMaxXMinYCorner", .topRight),
      ("layerMinXMaxYCorner", .bottomLeft), ("layerMaxXMaxYCorner", .bottomRight),
    ]
    layer.property(
      "maskedCorners", takes: "corners such as [.layerMinXMinYCorner, .layerMaxXMinYCorner]",
      sample: { .array([.string("layerMinXMinYCorner")]) },
      get: { l, _ in
        .array(cornerNames.filter { l.model.maskedCorners.contains($0.corner) }.map { .string($0.name) })
      }
    ) { l, new throws(RunError) in
      switch new.value {
      case .array, .string: break
      default: throw new.wrong(want: "CACornerMask corners")
      }
      var corners = BezierPath.Corners()
      for name in new.value.optionNames {
        guard let corner = cornerNames.first(where: { $0.name == name })?.corner else {
          throw new.wrong(
            want: "the corners .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner and .layerMaxXMaxYCorner")
        }
        corners.insert(corner)
      }
      l.model.maskedCorners = corners
    }
    // Set, it replaces them all (nil: none), as `layer.sublayers = nil` clears a layer. Read,
    // a layer without sublayers has nil, not an empty array (`CALayer.h`: "defaults to nil"),
    // which `if layer.sublayers == nil { setUp() }` relies on.
    layer.property(
      "sublayers", takes: "an array of CALayers, or nil", sample: { .nil },
      get: { l, _ in l.sublayers.isEmpty ? .nil : .array(l.sublayers.map(Value.layer)) }
    ) { l, new throws(RunError) in
      var layers: [LayerObject] = []
      switch new.value {
      case .nil: break
      case .array(let items):
        for item in items {
          guard case .layer(let sub) = item else { throw new.wrong(want: "an array of CALayers, or nil") }
          try new.run.checkHolding(sub, in: l, at: new.node)
          layers.append(sub)
        }
      default: throw new.wrong(want: "an array of CALayers, or nil")
      }
      for old in l.sublayers where !layers.contains(where: { $0 === old }) { old.superlayer = nil }
      l.sublayers = layers
      new.run.treeChanged = true
    }
    layer.property("superlayer", takes: "a CALayer", get: { l, _ in l.superlayer.map(Value.layer) ?? .nil })
    layer.method("convert", "_:to", "_:from") { l, a throws(RunError) in try Library.converting(l, a) }
    // A layer of the file's class (or a view's, through its view) lays out at the end of the
    // turn after `setNeedsLayout()`, at once on `layoutIfNeeded()`; a plain layer has nothing
    // of its own to lay out.
    layer.method("setNeedsLayout", "") { l, a in
      if let owner = a.run.instances.first(where: { $0.layer === l || $0.view?.layer === l }),
        !a.run.needsLayout.contains(where: { $0 === owner })
      {
        a.run.needsLayout.append(owner)
      }
      return .void
    }
    layer.method("layoutIfNeeded", "") { l, a throws(RunError) in
      if let owner = a.run.instances.first(where: { $0.layer === l || $0.view?.layer === l }) {
        a.run.needsLayout.removeAll { $0 === owner }
        try a.run.layOut(owner)
      }
      return .void
    }
    layer.method("layoutSublayers", "") { _, _ in .void }
    // How Core Animation caches or resolves the drawing, not what it draws.
    t.ignore(
      "rasterizationScale", "shouldRasterize", "drawsAsynchronously", "isOpaque", "allowsEdgeAntialiasing",
      "needsDisplayOnBoundsChange", "contentsScale", "minificationFilter", "magnificationFilter", "edgeAntialiasingMask")
    // Where `contents` sits in the bounds: stretched, fitted or filled keeping its aspect, or
    // centred at its size (the edge gravities are not drawn by Wobble yet).
    layer.property(
      "contentsGravity", .option(["resize", "resizeAspect", "resizeAspectFill", "center"]),
      get: { l in l.model.contentsGravity.rawValue }
    ) { l, name, _ in
      if let gravity = Layer.ContentsGravity(rawValue: name) { l.model.contentsGravity = gravity }
    }

    layer.method("addSublayer", "_") { l, a throws(RunError) in
      let sub = try a.layer(0)
      try a.run.checkHolding(sub, in: l, at: a.call)
      l.sublayers.append(sub)
      a.run.treeChanged = true
      try a.run.orderIn(sub, into: l, at: a.call)
      return .void
    }
    layer.method("insertSublayer", "_:at", "_:below", "_:above") { l, a throws(RunError) in
      let sub = try a.layer(0)
      try a.run.insert(sub, into: l, a, beside: try a.value(1))
      try a.run.orderIn(sub, into: l, at: a.call)
      return .void
    }
    // The delegate: asked for the layer's actions, and to draw it (`LayerDelegateDrawing.swift`).
    layer.property(
      "delegate", takes: "an object of the file's or nil", sample: { .nil },
      get: { l, _ in l.delegate.map(Value.instance) ?? .nil }
    ) { l, new throws(RunError) in
      switch new.value {
      case .nil: l.delegate = nil
      case .instance(let object): l.delegate = object
      default: throw new.wrong(want: "an object of the file's or nil")
      }
    }
    // `super.action(forKey:)` in a layer class of the file: the documented search.
    layer.method("action", "forKey") { l, a throws(RunError) in
      try a.run.actionValue(of: l, forKey: try a.string(0), at: a.call)
    }
    layer.method("removeFromSuperlayer", "") { l, a in
      l.remove()
      a.run.treeChanged = true
      return .void
    }
    layer.method("render", "in") { l, a throws(RunError) in
      let given = try a.value(0)
      guard let context = given.asContext else { throw a.wrong(0, got: given, want: "a CGContext") }
      try render(l, in: context, a)
      return .void
    }
    layer.method("setAffineTransform", "_") { l, a throws(RunError) in
      // The same as setting `transform` to CATransform3DMakeAffineTransform(m).
      try a.run.setMember(.layer(l), "transform", to: .transform(Transform3D(try a.affine(0))), at: Syntax(a.call))
      return .void
    }
    layer.method("affineTransform", "") { l, _ in .affine(l.model.effectiveTransform.affine ?? .identity) }
    layer.method("presentation", "") { l, a throws(RunError) in
      // A copy of the layer as shown now: its animations applied at the current time.
      let shown = LayerObject(className: l.className, name: l.model.name)
      let parentTime = try l.superlayer?.convertTime(a.run.now, toLocal: true, at: a.call, a.run) ?? a.run.now
      shown.model = l.presentationOverride ?? l.model.presentation(at: parentTime)
      // A layer class's own properties at their animated values, read by value(forKey:).
      if let owner = a.run.instance(owning: l) {
        for (name, value) in a.run.presentedProperties(of: owner, at: parentTime) {
          a.run.keep(.number(value), .layer(shown), name)
        }
      }
      return .layer(shown)
    }
    layer.method("model", "") { l, _ in .layer(l) }
    layer.method("convertTime", "_:from", "_:to") { l, a throws(RunError) in
      // Between the layer's own time and absolute time (only `nil` for the other layer).
      guard case .nil = try a.value(1) else { throw a.error(1, "only nil (absolute time) is simulated by Wobble") }
      // (Swift 2's `fromLayer:`/`toLayer:` come here with their own labels.) Absolute time is the
      // media clock's; the layer's own reads `clockShift` ahead of the engine's.
      let toLocal = a.signature.hasPrefix("_:from")
      let (into, outOf) = toLocal ? (MediaClock.uptime, l.clockShift) : (l.clockShift, MediaClock.uptime)
      return .number(try l.convertTime(try a.number(0) - into, toLocal: toLocal, at: a.call, a.run) + outOf)
    }
    layer.method("add", "_:forKey") { l, a throws(RunError) in
      let v = try a.value(0)
      guard let object = v.asAnimation else { throw a.wrong(0, got: v, want: "a CAAnimation") }
      let key: String? = if case .string(let k) = try a.value(1) { k } else { nil }
      try add(object, forKey: key, to: l, a.run, at: Syntax(a.call), spelling: a.spelling)
      return .void
    }
    layer.method("removeAnimation", "forKey") { l, a throws(RunError) in
      a.run.removeAnimations(from: l, key: try a.string(0))
      return .void
    }
    layer.method("setNeedsDisplay", "", "_") { l, a in
      // A layer whose delegate draws it is drawn by it; other layers than the file's classes
      // have nothing to redraw. One asking in its own initialiser (before it is among the
      // instances) is `self`.
      if a.run.delegateDraws(l) { return .void }
      a.run.needsDisplay(a.run.instance(owning: l) ?? a.run.me.flatMap { $0.layer === l ? $0 : nil })
      return .void
    }
    layer.method("displayIfNeeded", "") { _, a throws(RunError) in
      try a.run.display()
      return .void
    }
    // `display()`: the layer's content made now — a file's class draws at once, as the end of
    // the turn would have it; other layers have nothing to draw.
    layer.method("display", "") { l, a throws(RunError) in
      if a.run.delegateDraws(l) {
        try a.run.display()
        return .void
      }
      a.run.instance(owning: l)?.displayed = false
      try a.run.display()
      return .void
    }
    layer.method("removeAllAnimations", "") { l, a in
      a.run.removeAnimations(from: l, key: nil)
      return .void
    }
    layer.method("animationKeys", "") { l, _ in
      // The keys of the animations attached, in the order they were added; nil for none.
      let keys = l.model.animations.compactMap(\.key)
      return keys.isEmpty ? .nil : .array(keys.map(Value.string))
    }
    layer.method("animation", "forKey") { l, a throws(RunError) in
      // A copy of the animation attached under the key (its media timing, curve and values),
      // its `beginTime` the time it began on the layer's clock (`MediaClock`).
      let key = try a.string(0)
      guard let attached = l.model.animations.last(where: { $0.key == key })?.animation else { return .nil }
      let copy = AnimationObject(copying: attached)
      copy.engine.timing.beginTime += l.clockShift
      return .animation(copy)
    }
    layer.method("value", "forKeyPath") { l, a throws(RunError) in
      // A key path of the model (`transform.scale`, `position.x`), an emitter cell's property
      // (`emitterCells.spark.birthRate`), else a property or a key.
      let path = try a.string(0)
      if let (cell, property) = try emitterCellKeyPath(path, in: l, a) {
        guard let value = try a.run.memberIfAny(.emitterCell(cell), property, at: a.call) else {
          throw a.run.error("\(path): \(property) is not a property of CAEmitterCell Wobble simulates", at: a.call)
        }
        return value
      }
      if let reading = ReadableKeyPath(rawValue: path), let value = reading.value(of: l.model) { return Value(value) }
      return try a.run.valueForKey(.layer(l), path, at: a.call)
    }
    layer.method("value", "forKey") { l, a throws(RunError) in try a.run.valueForKey(.layer(l), try a.string(0), at: a.call) }
    layer.method("setValue", "_:forKey") { l, a throws(RunError) in
      let key = try a.string(1)
      let result = try a.run.setValueForKey(.layer(l), key, to: try a.value(0), at: a.call)
      // A key of the app's own is a property too: its action is searched for and run.
      if l.type.properties[key] == nil { try a.run.runOwnKeyAction(of: l, forKey: key, at: a.call) }
      return result
    }
    layer.method("setValue", "_:forKeyPath") { l, a throws(RunError) in
      // A key (`opacity`) is set as by `setValue(_:forKey:)`; a key path into a property
      // (`transform.rotation.z`, `position.x`, `bounds.size`) changes that part alone, as Core
      // Animation's key-value coding extensions do, and animates implicitly like any change.
      let path = try a.string(1)
      guard path.contains(".") else { return try a.run.setValueForKey(.layer(l), path, to: try a.value(0), at: a.call) }
      // `emitterCells.spark.birthRate`: a property of the emitter's cell of that name (through
      // sub-cells, `emitterCells.a.emitterCells.b.…`), as Apple documents for CAEmitterLayer.
      if let (cell, property) = try emitterCellKeyPath(path, in: l, a) {
        a.run.noteChange(of: l)
        try a.run.setMember(.emitterCell(cell), property, to: try a.value(0), at: Syntax(a.call))
        return .void
      }
      guard let property = LayerProperty(keyPath: path) else {
        throw a.run.error("setting the key path \(path) is not simulated by Wobble yet", at: a.call)
      }
      let want = property.value(of: l.model)
      let new: AnimatableValue
      switch try a.value(0) {
      case .number(let x): new = .scalar(x)
      case .point(let p): new = .point(p)
      case .size(let w, let h): new = .point(Point(w, h))
      case let other: throw a.run.error("\(path) takes \(want.kindName ?? "a number"), not \(other.kind)", at: a.call)
      }
      guard new.kindName == want.kindName else {
        throw a.run.error("\(path) takes \(want.kindName ?? "a number"), not \(new.kindName ?? "this value")", at: a.call)
      }
      let before = l.model
      a.run.noteChange(of: l)
      property.apply(new, to: &l.model)
      try a.run.implicitlyAnimate(l, from: before, at: a.call)
      return .void
    }
  }
}

extension Value {
  /// A value of the engine as code reads it (a size as a `CGSize` is read as its point).
  init(_ value: AnimatableValue) {
    switch value {
    case .scalar(let x): self = .number(x)
    case .point(let p): self = .point(p)
    case .rect(let r): self = .rect(r)
    case .color(let c): self = .color(c)
    case .transform(let t): self = .transform(t)
    case .path(let p): self = .path(PathObject(p))
    case .list(let items): self = .array(items.map(Value.init))
    // The engine keeps what an image draws, not the image: read back, it is none.
    case .content: self = .nil
    }
  }
}

extension AnimationObject {
  /// A configured animation like the engine's `animation` (`CALayer.animation(forKey:)`).
  convenience init(copying animation: Animation) {
    let className: String
    switch animation.kind {
    case .basic: className = "CABasicAnimation"
    case .spring: className = "CASpringAnimation"
    case .keyframe: className = "CAKeyframeAnimation"
    case .group: className = "CAAnimationGroup"
    }
    self.init(className: className, keyPath: animation.keyPath.rawValue)
    engine = animation
    switch animation.kind {
    case .basic(let from, let to, let by), .spring(_, let from, let to, let by):
      (self.from, self.to, self.by) = (from.map(Value.init), to.map(Value.init), by.map(Value.init))
      if case .spring(let spring, _, _, _) = animation.kind { self.spring = spring }
    case .keyframe(let keyframes):
      values = keyframes.values.map(Value.init)
      keyTimes = keyframes.keyTimes
    case .group(let children): animations = children.map(AnimationObject.init(copying:))
    }
  }
}

extension Interpreter {
  /// A new layer of a simulated layer class, counted against the run's layer limit.
  func newLayer(_ className: String, at node: some SyntaxProtocol) throws(RunError) -> Value {
    try countLayer(at: node)
    return .layer(LayerObject(className: className, name: ""))
  }

  /// `CAGradientLayer(layer: other)`: a new layer of the class with `other`'s geometry and
  /// appearance copied (what Core Animation copies into a shadow copy of a layer), its own
  /// content, no sublayers and no animations. Apple leaves any use but Core Animation's own
  /// undefined, so the copy is said, with the background it brings (often a view's opaque one,
  /// which then covers what lies below).
  func newLayer(_ className: String, copying other: Value, at node: some SyntaxProtocol) throws(RunError) -> Value {
    guard let source = other.asLayer else { throw error("init(layer:) takes a layer, not \(other.kind)", at: node) }
    let brought = source.model.backgroundColor.map { " and its background, \(NamedColors.format($0))," } ?? ""
    warn(
      "init(layer:)",
      "\(className)(layer:) is Core Animation's shadow-copy initialiser, undefined for other uses (Apple): "
        + "Wobble copies the layer's geometry\(brought) as a shadow copy has them; \(className)() makes a fresh layer",
      at: node)
    guard case .layer(let made) = try newLayer(className, at: node) else { return .nil }
    let m = source.model
    (made.model.bounds, made.model.position, made.model.anchorPoint, made.model.zPosition) =
      (m.bounds, m.position, m.anchorPoint, m.zPosition)
    (made.model.transform, made.model.opacity, made.model.isHidden) = (m.transform, m.opacity, m.isHidden)
    (made.model.backgroundColor, made.model.cornerRadius, made.model.borderWidth, made.model.borderColor) =
      (m.backgroundColor, m.cornerRadius, m.borderWidth, m.borderColor)
    return .layer(made)
  }

  func countLayer(at node: some SyntaxProtocol) throws(RunError) {
    layers += 1
    if layers > Interpreter.layerLimit { throw error("more than \(Interpreter.layerLimit) layers", at: node) }
  }

  /// `sub` put into `parent`'s sublayers at an index, or below or above a sibling
  /// (`insertSublayer(_:at:)`/`(_:below:)`/`(_:above:)`, the subview forms alike): argument 1
  /// of `a` is the index or the sibling.
  func insert(_ sub: LayerObject, into parent: LayerObject, _ a: Arguments, beside: Value) throws(RunError) {
    try checkHolding(sub, in: parent, at: a.call)
    if a.signature.hasSuffix(":at") {
      guard case .number(let x) = beside, x == x.rounded(), x >= 0 else {
        throw a.wrong(1, got: beside, want: "an index from 0")
      }
      sub.remove()
      parent.sublayers.insert(sub, at: min(Int(x), parent.sublayers.count))
    } else if Interpreter.isNil(beside), !a.signature.hasSuffix("Subview") {
      // `insertSublayer(_:above: nil)`: the sibling is optional in Swift, and Apple does not
      // document where nil puts the layer; Wobble puts it in front (`above:`) or at the back
      // (`below:`) of all, saying so when there are others it could be among.
      let below = a.signature.hasSuffix("below")
      sub.remove()
      if parent.sublayers.contains(where: { $0 !== sub }) {
        warn(
          "nil sibling \(below ? "below" : "above")",
          "\(a.signature)(…) with a nil sibling: Apple does not document where it inserts the layer; "
            + "Wobble puts it \(below ? "behind" : "in front of") the other sublayers", at: a.call)
      }
      parent.sublayers.insert(sub, at: below ? 0 : parent.sublayers.count)
    } else {
      // Core Animation documents an exception for a sibling that is not a sublayer (and the
      // layer itself is not one of its own).
      guard let sibling = beside.viewLayer ?? beside.asLayer, sibling !== sub,
        parent.sublayers.contains(where: { $0 === sibling })
      else {
        let why = a.signature.hasSuffix("Subview") ? "" : " (Core Animation raises an exception)"
        throw a.error(1, "the sibling to insert beside is not among the sublayers here\(why)")
      }
      sub.remove()
      let i = parent.sublayers.firstIndex { $0 === sibling }!
      parent.sublayers.insert(sub, at: a.signature.hasSuffix("below") || a.signature.hasSuffix("belowSubview") ? i : i + 1)
    }
    treeChanged = true
  }
}

extension Layer {

  /// `frame` as `CALayer` and `UIView` report it: "a function of the position, bounds,
  /// anchorPoint and transform properties" (`CALayer.h`) — the smallest rectangle in the
  /// superlayer holding the bounds carried by the transform about the anchor point, so a view
  /// moved by a translation reports its moved origin and one turned 45° a box √2 wider. The
  /// transform's plane is z = 0 (a perspective transform divides by its w). Equal to `frame`
  /// under the identity transform.
  var reportedFrame: Rect {
    let t = effectiveTransform
    guard t != .identity else { return frame }
    let (ax, ay) = (anchorPoint.x * bounds.width, anchorPoint.y * bounds.height)
    var xs: [Double] = [], ys: [Double] = []
    for (cx, cy) in [(0.0, 0.0), (bounds.width, 0), (0, bounds.height), (bounds.width, bounds.height)] {
      let (x, y) = (cx - ax, cy - ay)
      let w = x * t.m14 + y * t.m24 + t.m44
      guard w > 1e-9 else { return frame }  // behind the eye: no box to report
      xs.append((x * t.m11 + y * t.m21 + t.m41) / w + position.x)
      ys.append((x * t.m12 + y * t.m22 + t.m42) / w + position.y)
    }
    let (minX, minY) = (xs.min()!, ys.min()!)
    return Rect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
  }

  /// `frame = r` with the layer's anchor point: bounds of r's size, position at its anchor.
  mutating func setFrame(_ r: Rect) {
    bounds = Rect(x: 0, y: 0, width: r.width, height: r.height)
    position = Point(r.minX + anchorPoint.x * r.width, r.minY + anchorPoint.y * r.height)
  }
}

/// The animatable properties only a subclass of CALayer has, by that subclass: a key path
/// naming one animates nothing on a layer of another class (`fontSize` on a `UILabel`'s
/// layer, which is not a `CATextLayer`).
let subclassProperties: [String: Set<String>] = [
  "CAShapeLayer": ["fillColor", "lineDashPhase", "lineWidth", "miterLimit", "path", "strokeColor", "strokeEnd", "strokeStart"],
  "CAGradientLayer": ["colors", "locations", "endPoint", "startPoint"],
  "CAReplicatorLayer": [
    "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset", "instanceGreenOffset",
    "instanceBlueOffset", "instanceAlphaOffset",
  ],
  "CATextLayer": ["fontSize", "foregroundColor"],
  "CAEmitterLayer": [
    "birthRate", "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth", "lifetime", "velocity", "scale",
    "spin", "emitterCells",
  ],
]

/// Whether a layer of the SDK class `className` has the animatable property `property`: every
/// layer has CALayer's; a subclass's own only its layers.
func layerHas(_ className: String, _ property: String) -> Bool {
  guard let owner = subclassProperties.first(where: { $0.value.contains(property) })?.key else { return true }
  return owner == className
}

/// The properties Core Animation animates, as Apple's "Animatable Properties" lists them for
/// CALayer and its subclasses (the first component of a key path: `transform` for
/// `transform.rotation.z`). A key path outside them animates nothing on iOS.
let coreAnimationProperties: Set<String> = [
  "anchorPoint", "anchorPointZ", "backgroundColor", "backgroundFilters", "borderColor", "borderWidth", "bounds",
  "compositingFilter", "contents", "contentsRect", "contentsCenter", "cornerRadius", "doubleSided", "filters", "hidden",
  "mask", "masksToBounds", "opacity", "position", "shadowColor", "shadowOffset", "shadowOpacity", "shadowPath",
  "shadowRadius", "sublayers", "sublayerTransform", "transform", "zPosition",
  // CAShapeLayer, CAGradientLayer, CAReplicatorLayer, CATextLayer, CAEmitterLayer
  "fillColor", "lineDashPhase", "lineWidth", "miterLimit", "path", "strokeColor", "strokeEnd", "strokeStart", "colors",
  "locations", "endPoint", "startPoint", "instanceDelay", "instanceTransform", "instanceColor", "instanceRedOffset",
  "instanceGreenOffset", "instanceBlueOffset", "instanceAlphaOffset", "fontSize", "foregroundColor", "birthRate",
  "emitterPosition", "emitterZPosition", "emitterSize", "emitterDepth", "lifetime", "velocity", "scale", "spin",
  "emitterCells",
]

extension Library {
  /// `add(_:forKey:)`: `object` copied onto `l` under `key` as Core Animation adds it (a
  /// transition, an emitter's own numbers, a layer class's own property, a key path Core
  /// Animation does not animate said and left); `spelling` names the call in messages.
  static func add(
    _ object: AnimationObject, forKey key: String?, to l: LayerObject, _ run: Interpreter, at call: Syntax,
    spelling: String
  ) throws(RunError) {
    try run.readOverrides(of: object, at: call)
    if object.className == "CATransition" {
      run.addTransition(object, to: l)
      return
    }
    // "No more than two should be non-nil" (`CABasicAnimation.h`): with all three the
    // interpolation is Apple's to choose; Wobble takes from and to, and says so.
    if object.from != nil, object.to != nil, object.by != nil {
      run.warn(
        "fromValue toValue byValue",
        "fromValue, toValue and byValue are all set, where Core Animation documents at most two: "
          + "shown from fromValue to toValue, byValue unused", at: call)
    }
    // An emitter's own numbers (confetti that stops by animating its birth rate to 0, alone
    // or in a group with its velocity and size).
    if try run.addToEmitter(object, to: l, forKey: key, at: call) { return }
    // A property the file's layer class declares (`@NSManaged var progress`): animated by
    // name, its `draw(in:)` run with the presentation value (`Interpreter+CustomProperties`).
    if object.animations == nil, LayerProperty(keyPath: object.keyPath) == nil, let owner = run.instance(owning: l),
      owner.property(object.keyPath) != nil
    {
      try run.addCustomAnimation(object, forKey: key, to: owner, at: call)
      return
    }
    // A key path naming no property Core Animation animates (a typo: `location` for
    // `locations`): on iOS the animation is added and changes nothing. Said once, done.
    // So does one naming another layer class's property (`fontSize` on a label's layer).
    let property = String(object.keyPath.split(separator: ".").first ?? "")
    let known = LayerProperty(keyPath: object.keyPath) != nil || coreAnimationProperties.contains(property)
    if object.animations == nil, !known || !layerHas(l.className, property) {
      // One made by `CABasicAnimation()` and given its key path only later: `add` took a copy
      // without one.
      let what =
        object.keyPath.isEmpty
        ? "the animation has no keyPath when added (add(_:forKey:) copies it: a key path set later is not seen)"
        : "\(l.className) has no animatable property \"\(object.keyPath)\""
      run.warn(
        "keyPath " + object.keyPath, what + ": Core Animation animates nothing for it, and so neither does Wobble", at: call)
      return
    }
    // A value function's values make the whole transform; Wobble reads them as the transform's
    // component, the same only from the identity.
    if object.valueFunction != nil, l.model.transform != .identity {
      throw run.error(
        spelling + ": an animation with a value function on a layer already transformed is not simulated by Wobble yet", at: call)
    }
    var added = try object.engineAnimation(run, at: call)
    run.startFromPreviousValue(&added, on: l)
    run.commit(&added, on: l, at: call)
    run.add(added, object, to: l, forKey: key)
  }
}
