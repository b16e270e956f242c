import Geometry

/// One filled or stroked path, ready for the rasterizer: the path in its layer's coordinates
/// and the transform from those coordinates to the root's superlayer space (the frame, in
/// points).
public struct DrawItem: Equatable, Sendable {
  public enum Paint: Equatable, Sendable {
    case fill(FillRule)
    case stroke(StrokeStyle, start: Double, end: Double)
    /// Draw the shadow of the next `count` items (their coverage, blurred, offset, in the
    /// shadow's colour) before drawing them.
    case shadow(Shadow, count: Int)
    /// Draw the shadow of this item's path (a layer's `shadowPath`), not the path itself.
    case shadowOfPath(Shadow)
    /// Fill the path (the layer's bounds) with a gradient over `bounds`, in the item's
    /// coordinates.
    case gradient(Gradient, bounds: Rect)
    /// Draw the next `content` items apart, the `mask` items after them apart, and composite
    /// the first through the alpha of the second (`masksToBounds`, `mask`). Both counts cover
    /// nested groups whole; the item's own path and colour are unused.
    case mask(content: Int, mask: Int)
    /// Draw the next `old` items apart and the `new` items after them apart, and composite
    /// their mix, old·(1 − progress) + new·progress (premultiplied), over what is below: a fade
    /// transition, through which an opaque layer stays opaque. Counts cover nested groups whole.
    case dissolve(old: Int, new: Int, progress: Double)
    /// Fill the path (the rectangle `rect`) with `bitmap` stretched over `rect`, in the item's
    /// coordinates, each pixel multiplied by the item's colour (white draws it as it is): a
    /// colour emoji.
    case bitmap(Bitmap, rect: Rect)
    /// Draw each of the next `count` items apart and add it to what is below, premultiplied,
    /// each channel at most 1 (plus-lighter): an additive emitter's particles. The count
    /// covers nested groups whole.
    case additive(count: Int)
    /// Draw the next `content` items apart and the `eraser` items after them apart, and
    /// composite the first with its alpha times one minus the second's: paint that Core
    /// Graphics' clear and destination-out blend modes laid over a drawing. Counts cover
    /// nested groups whole; the item's own path and colour are unused.
    case erase(content: Int, eraser: Int)
  }
  public var path: BezierPath
  public var transform: Transform3D
  public var color: Color
  public var paint: Paint
  /// The product of the layer's and its ancestors' opacities, 0…1.
  public var opacity: Double

  public init(path: BezierPath, transform: Transform3D, color: Color, paint: Paint, opacity: Double) {
    self.path = path
    self.transform = transform
    self.color = color
    self.paint = paint
    self.opacity = opacity
  }

  /// Whether the item puts no paint down of its own: fully transparent, an empty path (a shape
  /// layer whose path was never set), or a group marker (shadow, mask, dissolve) whose
  /// content is items of its own.
  public var drawsNothing: Bool {
    if opacity <= 0 { return true }
    switch paint {
    case .fill, .stroke: return path.elements.isEmpty || color.alpha <= 0
    case .gradient, .shadowOfPath: return path.elements.isEmpty
    case .bitmap: return false
    case .shadow, .mask, .dissolve, .additive, .erase: return true
    }
  }
}

extension Layer {
  /// The layer tree as back-to-front draw items, composed as core-animation.md §3.3 states:
  /// a layer's content maps by `T(−K)·transform·T(position)` into its superlayer; sublayers pass
  /// through `T(−K)·sublayerTransform`, are flattened to z = 0, then through the same
  /// `transform·T(position)`.
  /// y → minY + maxY − y within `bounds`: the turn `isGeometryFlipped` gives a layer's sublayers.
  static func verticalFlip(in bounds: Rect) -> Transform3D {
    Transform3D(scaleX: 1, y: -1).concatenating(Transform3D(translationX: 0, y: bounds.minY + bounds.maxY))
  }

  public func displayList() -> [DrawItem] {
    var items: [DrawItem] = []
    appendItems(parentMap: .identity, parentOpacity: 1, tint: nil, mirrored: false, to: &items)
    return items
  }

  /// `mirrored`: the layer sits in a space an odd number of `isGeometryFlipped` ancestors
  /// turned upside down; its text, icons and drawn content are turned back upright, as Core
  /// Animation flips the context it draws them in (`contentsAreFlipped()`), while its paths,
  /// background and border keep the flipped geometry.
  private func appendItems(
    parentMap: Transform3D, parentOpacity: Double, tint parentTint: Color?, mirrored: Bool, to items: inout [DrawItem]
  ) {
    // A transition runs from the layer's picture before to its picture now, the layer's own
    // `isHidden` and opacity included: `UIView.transition(with: v) { v.isHidden = true }`
    // shows v's old picture going (the usual way to fade or flip a view out) [R].
    if let fade = transition, let before = fade.before.first {
      var old = before
      old.transition = nil
      (old.replicaTransform, old.tint) = (replicaTransform, tint)
      var new = self
      new.transition = nil
      if let flip = fade.timing.flip(progress: fade.progress) {
        // One picture at a time, turned about the layer's anchor (its centre by default).
        var shown = flip.showsOld ? old : new
        shown.transform = shown.transform.concatenating(flip.turn)
        shown.appendItems(parentMap: parentMap, parentOpacity: parentOpacity, tint: parentTint, mirrored: mirrored, to: &items)
        return
      }
      if fade.timing.kind == .fade {
        // The picture before and the layer now, each drawn whole, mixed (1 − p) : p.
        let group = items.count
        items.append(
          DrawItem(
            path: BezierPath(), transform: .identity, color: .white, paint: .dissolve(old: 0, new: 0, progress: fade.progress),
            opacity: 1))
        old.appendItems(parentMap: parentMap, parentOpacity: parentOpacity, tint: parentTint, mirrored: mirrored, to: &items)
        let oldCount = items.count - group - 1
        new.appendItems(parentMap: parentMap, parentOpacity: parentOpacity, tint: parentTint, mirrored: mirrored, to: &items)
        items[group].paint = .dissolve(old: oldCount, new: items.count - group - 1 - oldCount, progress: fade.progress)
        return
      } else {
        // Moved in the layer's own coordinates (Transition.swift): through its transform.
        let shift = fade.timing.offsets(progress: fade.progress, width: bounds.width, height: bounds.height)
        old.position = old.position + old.effectiveTransform.moved(shift.old)
        new.position = new.position + new.effectiveTransform.moved(shift.new)
        if shift.oldOnTop { swap(&old, &new) }
      }
      old.appendItems(parentMap: parentMap, parentOpacity: parentOpacity, tint: parentTint, mirrored: mirrored, to: &items)
      new.appendItems(parentMap: parentMap, parentOpacity: parentOpacity, tint: parentTint, mirrored: mirrored, to: &items)
      return
    }
    guard !isHidden, opacity > 0 else { return }
    let shadowIndex = items.count
    let k = anchorInBounds
    let out = effectiveTransform.concatenating(Transform3D(translationX: position.x, y: position.y, z: zPosition))
      .concatenating(replicaTransform)
    let toAnchor = Transform3D(translationX: -k.x, y: -k.y)
    let contentMap = toAnchor.concatenating(out).concatenating(parentMap)
    let upright = mirrored ? Self.verticalFlip(in: bounds).concatenating(contentMap) : contentMap
    // A shape layer's own path is geometry in its coordinates: its own `isGeometryFlipped`
    // turns it within the bounds ("the geometry of the layer and its sublayers is flipped",
    // Apple; the glyph-path demos rely on it), as it does its sublayers' places.
    let ownGeometry = isGeometryFlipped ? Self.verticalFlip(in: bounds).concatenating(contentMap) : contentMap
    let alpha = parentOpacity * min(opacity, 1)
    let tint = Self.multiply(parentTint, self.tint)
    if preservesDepth {
      appendDepthSorted(
        toAnchor: toAnchor, out: out, parentMap: parentMap, alpha: parentOpacity * min(opacity, 1),
        tint: Self.multiply(parentTint, self.tint), mirrored: mirrored, to: &items)
      return
    }
    let facesAway = !isDoubleSided && Self.facesAway(bounds, contentMap)
    func add(_ path: BezierPath, _ color: Color, _ paint: DrawItem.Paint, through map: Transform3D? = nil) {
      guard !facesAway else { return }
      let c =
        tint.map { t in
          Color(red: color.red * t.red, green: color.green * t.green, blue: color.blue * t.blue, alpha: color.alpha * t.alpha)
        } ?? color
      guard c.alpha > 0 else { return }
      items.append(DrawItem(path: path, transform: map ?? contentMap, color: c, paint: paint, opacity: alpha))
    }
    /// What Core Graphics painted, its user spaces mapped through `base`.
    func paint(_ drawing: Drawing, through base: Transform3D, alpha: Double = 1) {
      let drawingStart = items.count
      for op in drawing.operations {
        let start = items.count
        let map = Transform3D(op.transform).concatenating(base)
        let opAlpha = op.alpha * alpha
        switch op.paint {
        case .fill(let color, let rule):
          add(op.path, color.withAlpha(color.alpha * opAlpha), .fill(rule), through: map)
        case .stroke(let color, let style):
          guard style.width > 0 else { break }
          add(op.path, color.withAlpha(color.alpha * opAlpha), .stroke(style, start: 0, end: 1), through: map)
        case .gradient(let gradient):
          guard !gradient.colors.isEmpty else { break }
          add(
            op.path, Color.white.withAlpha(opAlpha), .gradient(gradient, bounds: Rect(x: 0, y: 0, width: 1, height: 1)),
            through: map)
        case .bitmap(let bitmap, let rect):
          add(op.path, Color.white.withAlpha(opAlpha), .bitmap(bitmap, rect: rect), through: map)
        case .picture(let nested):
          paint(nested, through: map, alpha: opAlpha)
          // Cut to the image's rectangle only where something reaches past it.
          if Self.overflows(nested, op.path.bounds) {
            let frame = DrawItem(path: op.path, transform: map, color: .white, paint: .fill(.nonZero), opacity: 1)
            Self.clip(&items, from: start, by: [frame])
          }
        }
        if let shadow = op.shadow, shadow.color.alpha > 0, items.count > start {
          // Offset and blur are in the context's base space: mapped as the layer's content is.
          var linear = base.affine ?? .identity
          (linear.tx, linear.ty) = (0, 0)
          let offset = linear.apply(to: shadow.offset)
          let stretch = abs(linear.determinant).squareRoot()
          var cast = Shadow()
          (cast.color, cast.opacity, cast.radius, cast.offset) = (shadow.color, 1, shadow.blur * stretch, offset)
          items.insert(
            DrawItem(
              path: BezierPath(), transform: .identity, color: shadow.color,
              paint: .shadow(cast, count: items.count - start), opacity: opAlpha),
            at: start)
        }
        for clip in op.clips {
          let map = Transform3D(clip.transform).concatenating(base)
          let area = DrawItem(path: clip.path, transform: map, color: .white, paint: .fill(clip.rule), opacity: 1)
          guard let mask = clip.mask else {
            Self.clip(&items, from: start, by: [area])
            continue
          }
          // An image's alpha: its picture drawn apart, cut to its rectangle, clips the paint.
          let maskStart = items.count
          paint(mask, through: map)
          Self.clip(&items, from: maskStart, by: [area])
          let maskItems = Array(items[maskStart...])
          items.removeSubrange(maskStart...)
          Self.clip(&items, from: start, by: maskItems)
        }
        if op.blend != .normal { Self.erase(&items, from: drawingStart, by: start, blend: op.blend) }
      }
    }
    if let background = backgroundColor, background.alpha > 0 {
      add(BezierPath(roundedRect: bounds, corners: maskedCorners, cornerRadius: cornerRadius), background, .fill(.nonZero))
    }
    if let pattern = backgroundPattern, !facesAway {
      // The tiles, cut to the background's rounded rectangle.
      let start = items.count
      paint(pattern.tiles(in: bounds), through: contentMap)
      let area = DrawItem(
        path: BezierPath(roundedRect: bounds, corners: maskedCorners, cornerRadius: cornerRadius), transform: contentMap,
        color: .white, paint: .fill(.nonZero), opacity: 1)
      Self.clip(&items, from: start, by: [area])
    }
    // Text and what code drew live in the layer's backing store, which is as big as its
    // bounds: what reaches past them is cut off there (a label's long line, a stroke at the
    // edge), as iOS shows it; pictures and shapes are not (only `masksToBounds` clips them).
    let contentStart = items.count
    var overflows = false
    switch content {
    case .none:
      break
    case .shape(let style):
      if let fill = style.fillColor { add(style.path, fill, .fill(style.fillRule), through: ownGeometry) }
      if let strokeColor = style.strokeColor, style.stroke.width > 0 {
        add(
          style.path, strokeColor, .stroke(style.stroke, start: style.strokeStart, end: style.strokeEnd),
          through: ownGeometry)
      }
    case .spinner(let spinner):
      for petal in spinner.petals(in: bounds) {
        add(petal.path, spinner.color.withAlpha(spinner.color.alpha * petal.alpha), .fill(.nonZero), through: upright)
      }
    case .control(let look):
      paint(look.drawing(in: bounds), through: upright)
    case .icon(let icon, let color):
      // A square picture: aspect fit and fill keep it square (`.scaleAspectFit` dots in a wide
      // image view); the other gravities stretch it over the bounds.
      let aspect = contentsGravity == .resizeAspect || contentsGravity == .resizeAspectFill
      let box = aspect ? contentsGravity.rect(width: 1, height: 1, in: bounds) : bounds
      let fit = AffineTransform(scaleX: box.width, y: box.height)
        .concatenating(AffineTransform(translationX: box.minX, y: box.minY))
      add(icon.unitPath.applying(fit), color, .fill(.nonZero), through: upright)
    case .text(let style):
      if !style.string.isEmpty, style.drawsText {
        let ink = style.ink(in: bounds)
        overflows =
          !(ink.outlines.elements.isEmpty || Self.fits(ink.outlines.bounds, in: bounds))
          || ink.images.contains { !Self.fits($0.rect, in: bounds) }
        // A label's text shadow: the glyphs' outlines again, offset, under the text (colour
        // glyphs cast none here).
        if let shadow = style.shadow, shadow.color.alpha > 0 {
          let shift = AffineTransform(translationX: shadow.offset.x, y: shadow.offset.y)
          add(ink.outlines.applying(shift), shadow.color, .fill(.nonZero), through: upright)
        }
        for (color, outlines) in ink.colored where color.alpha > 0 {
          add(outlines, color, .fill(.nonZero), through: upright)
        }
        // Colour glyphs keep their colours, in the alpha of the text colour.
        for (bitmap, rect, alpha) in ink.images where alpha > 0 {
          add(
            BezierPath(roundedRect: rect, cornerRadius: 0), .white.withAlpha(alpha), .bitmap(bitmap, rect: rect),
            through: upright)
        }
      }
    case .drawing(let drawing):
      paint(drawing, through: upright)
      overflows = Self.overflows(drawing, bounds)
    case .picture(let drawing, let width, let height):
      guard width > 0, height > 0 else { break }
      let placed = contentsGravity.rect(width: width, height: height, in: bounds)
      let stretch = Transform3D(
        AffineTransform(scaleX: placed.width / width, y: placed.height / height)
          .concatenating(AffineTransform(translationX: placed.minX, y: placed.minY)))
      paint(drawing, through: stretch.concatenating(upright))
    case .gradient(let gradient):
      guard !gradient.colors.isEmpty else { break }
      // The item's colour carries the tint of a replicator; the gradient's own colours the rest.
      // The gradient fills the layer as its background does, so `cornerRadius` rounds it
      // without `masksToBounds` (the habit of gradient buttons and badges, which show round
      // on iOS) [R].
      add(
        BezierPath(roundedRect: bounds, corners: maskedCorners, cornerRadius: cornerRadius), .white,
        .gradient(gradient, bounds: bounds))
    }
    if overflows {
      let edge = DrawItem(
        path: BezierPath(roundedRect: bounds, cornerRadius: 0), transform: upright, color: .white,
        paint: .fill(.nonZero), opacity: 1)
      Self.clip(&items, from: contentStart, by: [edge])
    }
    if !sublayers.isEmpty {
      let childMap = (isGeometryFlipped ? Self.verticalFlip(in: bounds) : .identity)
        .concatenating(toAnchor).concatenating(sublayerTransform).flattened
        .concatenating(out).concatenating(parentMap)
      // Back to front by zPosition, siblings of equal z in their order.
      let ordered =
        sublayers.contains { $0.zPosition != 0 }
        ? sublayers.enumerated().sorted { ($0.element.zPosition, $0.offset) < ($1.element.zPosition, $1.offset) }.map(\.element)
        : sublayers
      var additiveGroup: Int?
      for s in ordered {
        // A run of additive particles is one group, added to what is below particle by particle.
        if s.addsToBackdrop, additiveGroup == nil {
          additiveGroup = items.count
          items.append(DrawItem(path: BezierPath(), transform: .identity, color: .white, paint: .additive(count: 0), opacity: 1))
        } else if !s.addsToBackdrop, let group = additiveGroup {
          items[group].paint = .additive(count: items.count - group - 1)
          additiveGroup = nil
        }
        s.appendItems(
          parentMap: childMap, parentOpacity: alpha, tint: tint, mirrored: mirrored != isGeometryFlipped, to: &items)
      }
      if let group = additiveGroup { items[group].paint = .additive(count: items.count - group - 1) }
    }
    if borderWidth > 0, borderColor.alpha > 0 {
      // The band between the bounds and the bounds inset by the width (even-odd).
      let w = min(borderWidth, bounds.width / 2, bounds.height / 2)
      var band = BezierPath(roundedRect: bounds, corners: maskedCorners, cornerRadius: cornerRadius)
      let inner = BezierPath(
        roundedRect: Rect(x: bounds.minX + w, y: bounds.minY + w, width: bounds.width - 2 * w, height: bounds.height - 2 * w),
        corners: maskedCorners, cornerRadius: max(0, cornerRadius - w))
      band = BezierPath(elements: band.elements + inner.elements)
      add(band, borderColor, .fill(.evenOdd))
    }
    if shadow.opacity > 0, let shape = shadow.path {
      items.insert(
        DrawItem(path: shape, transform: contentMap, color: shadow.color, paint: .shadowOfPath(shadow), opacity: alpha),
        at: shadowIndex)
    } else if shadow.opacity > 0, items.count > shadowIndex {
      items.insert(
        DrawItem(
          path: BezierPath(), transform: parentMap, color: shadow.color,
          paint: .shadow(shadow, count: items.count - shadowIndex), opacity: alpha),
        at: shadowIndex)
    }
    if let mask {
      // The mask layer lives in this layer's bounds coordinates; only its alpha counts.
      var maskItems: [DrawItem] = []
      mask.appendItems(
        parentMap: toAnchor.concatenating(out).concatenating(parentMap), parentOpacity: 1, tint: nil, mirrored: mirrored,
        to: &maskItems)
      Self.clip(&items, from: shadowIndex, by: maskItems)
    }
    if masksToBounds {
      let clip = DrawItem(
        path: BezierPath(roundedRect: bounds, corners: maskedCorners, cornerRadius: cornerRadius), transform: contentMap,
        color: .white,
        paint: .fill(.nonZero), opacity: 1)
      Self.clip(&items, from: shadowIndex, by: [clip])
    }
  }

  /// A `CATransformLayer`'s sublayers, unflattened in its superlayer's space, back to front by
  /// the depth of their anchor points there (siblings at equal depth in their order). Sorting is
  /// per layer: the faces of two cubes are ordered cube by cube, not face by face.
  private func appendDepthSorted(
    toAnchor: Transform3D, out: Transform3D, parentMap: Transform3D, alpha: Double, tint: Color?, mirrored: Bool,
    to items: inout [DrawItem]
  ) {
    let local = toAnchor.concatenating(sublayerTransform).concatenating(out)
    let childMap = local.concatenating(parentMap)
    func depth(_ s: Layer) -> Double {
      let m = s.effectiveTransform.concatenating(Transform3D(translationX: s.position.x, y: s.position.y, z: s.zPosition))
        .concatenating(local)
      return m.m44 > 0 ? m.m43 / m.m44 : m.m43
    }
    let ordered = sublayers.enumerated().map { (depth($0.element), $0.offset, $0.element) }
      .sorted { ($0.0, $0.1) < ($1.0, $1.1) }
    for (_, _, s) in ordered {
      s.appendItems(parentMap: childMap, parentOpacity: alpha, tint: tint, mirrored: mirrored, to: &items)
    }
  }

  /// Whether `r` lies within `bounds`, give or take a hundredth of a point (rounding).
  static func fits(_ r: Rect, in bounds: Rect) -> Bool {
    r.minX >= bounds.minX - 0.01 && r.minY >= bounds.minY - 0.01 && r.maxX <= bounds.maxX + 0.01
      && r.maxY <= bounds.maxY + 0.01
  }

  /// Whether what code drew reaches outside `bounds`: each path under its matrix, a stroke
  /// widened by half its width under the matrix's largest stretch (times the miter limit for
  /// mitred joins, the farthest a corner may reach).
  static func overflows(_ drawing: Drawing, _ bounds: Rect) -> Bool {
    drawing.operations.contains { op in
      var box = op.path.applying(op.transform).bounds
      if case .stroke(_, let style) = op.paint {
        let t = op.transform
        let stretch = max((t.a * t.a + t.b * t.b).squareRoot(), (t.c * t.c + t.d * t.d).squareRoot())
        let reach = style.width / 2 * stretch * (style.join == .miter ? max(1, style.miterLimit) : 1)
        box = Rect(x: box.minX - reach, y: box.minY - reach, width: box.width + 2 * reach, height: box.height + 2 * reach)
      }
      return !fits(box, in: bounds)
    }
  }

  /// Whether the bounds' plane, mapped by `map` to the screen, shows its back: the projected
  /// corners (minX, minY) → (maxX, minY) → (minX, maxY) turn the other way round than on the
  /// unrotated layer (y down, so a positive cross product faces the viewer). A plane seen
  /// edge-on, or with a corner behind the eye, counts as facing.
  static func facesAway(_ bounds: Rect, _ map: Transform3D) -> Bool {
    guard let a = map.project(Point(bounds.minX, bounds.minY)), let b = map.project(Point(bounds.maxX, bounds.minY)),
      let c = map.project(Point(bounds.minX, bounds.maxY))
    else { return false }
    return (b.x - a.x) * (c.y - a.y) - (b.y - a.y) * (c.x - a.x) < 0
  }

  /// Wraps `items[start...]` in a mask group whose mask is `maskItems`; an empty mask hides
  /// them (a mask layer that draws nothing leaves nothing visible).
  private static func clip(_ items: inout [DrawItem], from start: Int, by maskItems: [DrawItem]) {
    guard items.count > start else { return }
    guard !maskItems.isEmpty else { return items.removeSubrange(start...) }
    let group = DrawItem(
      path: BezierPath(), transform: .identity, color: .white,
      paint: .mask(content: items.count - start, mask: maskItems.count), opacity: 1)
    items.insert(group, at: start)
    items.append(contentsOf: maskItems)
  }

  /// Makes `items[eraserStart...]`, paint laid with an erasing blend mode, the eraser of the
  /// drawing's earlier items (`items[start..<eraserStart]`): with `.clear` only its coverage
  /// counts (opaque white), with `.destinationOut` its alpha too. Nothing earlier, nothing erased.
  private static func erase(_ items: inout [DrawItem], from start: Int, by eraserStart: Int, blend: Drawing.Blend) {
    var eraser = Array(items[eraserStart...])
    items.removeSubrange(eraserStart...)
    guard items.count > start, !eraser.isEmpty else { return }
    if blend == .clear {
      for i in eraser.indices { (eraser[i].color, eraser[i].opacity) = (.white, 1) }
    }
    let group = DrawItem(
      path: BezierPath(), transform: .identity, color: .white,
      paint: .erase(content: items.count - start, eraser: eraser.count), opacity: 1)
    items.insert(group, at: start)
    items.append(contentsOf: eraser)
  }

  private static func multiply(_ a: Color?, _ b: Color?) -> Color? {
    guard let a else { return b }
    guard let b else { return a }
    return Color(red: a.red * b.red, green: a.green * b.green, blue: a.blue * b.blue, alpha: a.alpha * b.alpha)
  }
}

extension Transform3D {
  /// A vector of the layer's plane (x, y, 0) through the transform's linear part, in points;
  /// perspective (m34) is left out: exact for the affine transforms of 2D layers.
  fileprivate func moved(_ d: Point) -> Point { Point(d.x * m11 + d.y * m21, d.x * m12 + d.y * m22) }
}
