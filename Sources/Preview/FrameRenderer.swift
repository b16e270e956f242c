import Animation
import Geometry
import Raster

/// Renders layer trees into frames. Keep one for a run of frames: it reuses its buffers.
public struct FrameRenderer: Sendable {
  private var rasterizer = Rasterizer()
  /// A shadow's caster coverage, kept clear between shadows (only what was drawn is cleared)
  /// and reused while the frame size stays: a new full-frame pixmap per shadow cost more than
  /// the blur.
  private var shadowMask = Pixmap(width: 0, height: 0)
  private var shadowBuffers = ShadowRenderer.Buffers()
  /// The two offscreen images of a mask group or a dissolve, one pair per nesting depth, kept
  /// clear between groups the same way: a frame of 490 masked dots allocated and zeroed two
  /// full-frame images per dot (8.8 GB at 1198 × 1890), 40 % of its time in page faults.
  private var groupImages: [(Pixmap, Pixmap)] = []
  private var groupDepth = 0
  /// An additive particle drawn apart before it is added, kept clear between particles.
  private var particleImage = Pixmap(width: 0, height: 0)
  /// Asked before each drawing step and through a shadow's blur; once it answers true the
  /// frame is returned unfinished, for a caller that asks the same question to discard (Ctrl-C
  /// in a 4096×4096 export).
  public var shouldStop: @Sendable () -> Bool

  public init(until shouldStop: @escaping @Sendable () -> Bool = { false }) {
    self.shouldStop = shouldStop
  }

  /// The tree drawn onto an opaque `backdrop`, at `scale` device pixels per point.
  ///
  /// - Parameters:
  ///   - size: the frame in device pixels.
  ///   - scale: pixels per point (the frame's `contentsScale`).
  public mutating func render(
    _ root: Layer, size: (width: Int, height: Int), scale: Double, backdrop: Color
  ) -> Pixmap {
    render(root.displayList(), size: size, scale: scale, backdrop: backdrop)
  }

  /// A display list drawn onto an opaque `backdrop`, at `scale` device pixels per point.
  public mutating func render(
    _ items: [DrawItem], size: (width: Int, height: Int), scale: Double, backdrop: Color
  ) -> Pixmap {
    var pixmap = Pixmap(width: 0, height: 0)
    render(items, into: &pixmap, size: size, scale: scale, backdrop: backdrop)
    return pixmap
  }

  /// The same into `pixmap`, whose storage is reused when it has the size already (a caller
  /// drawing a run of frames it consumes one at a time saves a fresh allocation per frame:
  /// at 1920² that is 14.7 MB of page faults and zeroing).
  public mutating func render(
    _ items: [DrawItem], into pixmap: inout Pixmap, size: (width: Int, height: Int), scale: Double, backdrop: Color
  ) {
    let toDevice = Transform3D(scaleX: scale, y: scale)
    let (ground, rest) = Self.ground(of: items, toDevice, size, backdrop: backdrop)
    if pixmap.width == size.width && pixmap.height == size.height {
      pixmap.fill(with: ground)
      pixmap.texts = []
    } else {
      pixmap = Pixmap(width: size.width, height: size.height, color: ground)
    }
    draw(rest, toDevice, scale: scale, into: &pixmap)
  }

  /// A display list drawn over what `pixmap` holds already (premultiplied RGBA, transparent
  /// where nothing was drawn), at `scale` device pixels per point: the memory of a bitmap
  /// context after its drawing, which Core Graphics paints onto whatever the memory held.
  public mutating func render(_ items: [DrawItem], over pixmap: inout Pixmap, scale: Double) {
    draw(items[...], Transform3D(scaleX: scale, y: scale), scale: scale, into: &pixmap)
  }

  /// The colour a frame starts from and the items left to draw on it: a first fill that
  /// covers the whole frame is drawn once onto one backdrop pixel (by the same code, so to
  /// the same 8-bit colour) and the frame starts from that colour, instead of being painted
  /// twice or blended pixel by pixel.
  public static func ground(
    of items: [DrawItem], _ toDevice: Transform3D, _ size: (width: Int, height: Int), backdrop: Color
  ) -> (Color, ArraySlice<DrawItem>) {
    guard let first = items.first, coversFrame(first, toDevice, size) else { return (backdrop.withAlpha(1), items[...]) }
    var pixel = Pixmap(width: 1, height: 1, color: backdrop.withAlpha(1))
    var rasterizer = Rasterizer()
    rasterizer.fill(
      BezierPath(roundedRect: Rect(x: -1, y: -1, width: 3, height: 3), cornerRadius: 0), color: first.color,
      opacity: first.opacity, into: &pixel)
    let (r, g, b, _) = pixel.pixel(x: 0, y: 0)
    return (Color(red: Double(r) / 255, green: Double(g) / 255, blue: Double(b) / 255), items.dropFirst())
  }

  /// Draws `items` in order: shadows before their casters (unless `shadows` is false, inside a
  /// shadow's own mask: nested shadows cast only their own layer's), mask groups apart and
  /// composited through their mask, erased paint apart and composited less its eraser.
  private mutating func draw(
    _ items: ArraySlice<DrawItem>, _ toDevice: Transform3D, scale: Double, into pixmap: inout Pixmap,
    shadows: Bool = true
  ) {
    var i = items.startIndex
    while i < items.endIndex {
      if shouldStop() { return }
      let item = items[i]
      switch item.paint {
      case .shadow(let shadow, let count):
        if shadows {
          // The casting items' coverage becomes the shadow's alpha.
          castShadow(shadow, opacity: item.opacity, scale: scale, into: &pixmap) { renderer, mask in
            renderer.draw(items[(i + 1)...].prefix(count), toDevice, scale: scale, into: &mask, shadows: false)
          }
        }
        i += 1
      case .shadowOfPath(let shadow):
        if shadows {
          castShadow(shadow, opacity: item.opacity, scale: scale, into: &pixmap) { renderer, mask in
            renderer.rasterizer.fill(
              item.path, transform: item.transform.concatenating(toDevice), color: .white, rule: .nonZero, into: &mask)
          }
        }
        i += 1
      case .mask(let contentCount, let maskCount):
        // The mask's own shadow counts toward its alpha, as on iOS (Apple's glowing-view
        // sample masks a view by a gradient layer that draws nothing but its shadow).
        i = apart(items, after: i, contentCount, maskCount, toDevice, scale: scale, shadows: shadows, into: &pixmap) {
          pixmap, drawn, drawnBox, alpha, alphaBox in
          guard let drawnBox, let alphaBox, let box = drawnBox.intersection(alphaBox) else { return nil }
          pixmap.composite(drawn, maskedBy: alpha, within: box)
          return box
        }
      case .erase(let contentCount, let eraserCount):
        i = apart(items, after: i, contentCount, eraserCount, toDevice, scale: scale, shadows: shadows, into: &pixmap) {
          pixmap, drawn, drawnBox, eraser, _ in
          guard let drawnBox else { return nil }
          pixmap.composite(drawn, erasedBy: eraser, within: drawnBox)
          return drawnBox
        }
      case .dissolve(let oldCount, let newCount, let progress):
        i = apart(items, after: i, oldCount, newCount, toDevice, scale: scale, shadows: shadows, into: &pixmap) {
          pixmap, before, beforeBox, after, afterBox in
          guard let box = beforeBox.map({ $0.union(afterBox) }) ?? afterBox else { return nil }
          pixmap.composite(mixing: before, after, progress: progress, within: box)
          return box
        }
      case .additive(let count):
        i = added(items, after: i, count, toDevice, scale: scale, shadows: shadows, into: &pixmap)
      default:
        draw(item, toDevice, color: item.color, into: &pixmap)
        i += 1
      }
    }
  }

  /// The `count` items after the group item at `index`, each drawn apart into a clear image and
  /// added to `pixmap` (plus-lighter) within the box it drew; where the group ends. A group
  /// holding groups of its own (not what particles make) is drawn as the rest are.
  private mutating func added(
    _ items: ArraySlice<DrawItem>, after index: Int, _ count: Int, _ toDevice: Transform3D, scale: Double,
    shadows: Bool, into pixmap: inout Pixmap
  ) -> Int {
    let run = items[(index + 1)...].prefix(count)
    let plain = run.allSatisfy { item in
      switch item.paint {
      case .fill, .stroke, .gradient, .bitmap: true
      case .shadow, .shadowOfPath, .mask, .dissolve, .additive, .erase: false
      }
    }
    guard plain else {
      draw(run, toDevice, scale: scale, into: &pixmap, shadows: shadows)
      return run.endIndex
    }
    // Taken out while in use, so drawing into it copies nothing.
    var apart = Pixmap(width: 0, height: 0)
    swap(&apart, &particleImage)
    if apart.width != pixmap.width || apart.height != pixmap.height {
      apart = Pixmap(width: pixmap.width, height: pixmap.height)
    }
    let outer = rasterizer.touched
    var written = outer
    for item in run {
      if shouldStop() { break }
      rasterizer.touched = nil
      draw(item, toDevice, color: item.color, into: &apart)
      guard let box = rasterizer.touched else { continue }
      pixmap.composite(adding: apart, within: box)
      apart.clear(box)
      written = written.map { $0.union(box) } ?? box
    }
    rasterizer.touched = written
    swap(&apart, &particleImage)
    return run.endIndex
  }

  /// The two runs of items after the group item at `index` (`first` items, then `second`),
  /// each drawn into a clear image the size of `pixmap` with the box it drew in, then
  /// `combine`d into `pixmap` (returning the box it wrote); where the group ends.
  private mutating func apart(
    _ items: ArraySlice<DrawItem>, after index: Int, _ first: Int, _ second: Int, _ toDevice: Transform3D,
    scale: Double, shadows: Bool, into pixmap: inout Pixmap,
    combine: (inout Pixmap, Pixmap, PixelBox?, Pixmap, PixelBox?) -> PixelBox?
  ) -> Int {
    let a = items[(index + 1)...].prefix(first)
    let b = items[a.endIndex...].prefix(second)
    let depth = groupDepth
    if groupImages.count <= depth { groupImages.append((Pixmap(width: 0, height: 0), Pixmap(width: 0, height: 0))) }
    // Taken out while in use, so drawing into them copies nothing.
    var (one, two) = groupImages[depth]
    groupImages[depth] = (Pixmap(width: 0, height: 0), Pixmap(width: 0, height: 0))
    if one.width != pixmap.width || one.height != pixmap.height {
      (one, two) = (Pixmap(width: pixmap.width, height: pixmap.height), Pixmap(width: pixmap.width, height: pixmap.height))
    }
    let outer = rasterizer.touched
    groupDepth += 1
    rasterizer.touched = nil
    draw(a, toDevice, scale: scale, into: &one, shadows: shadows)
    let oneBox = rasterizer.touched
    rasterizer.touched = nil
    draw(b, toDevice, scale: scale, into: &two, shadows: shadows)
    let twoBox = rasterizer.touched
    groupDepth -= 1
    let written = combine(&pixmap, one, oneBox, two, twoBox)
    rasterizer.touched = written.map { $0.union(outer) } ?? outer
    if let oneBox { one.clear(oneBox) }
    if let twoBox { two.clear(twoBox) }
    groupImages[depth] = (one, two)
    return b.endIndex
  }

  /// Draws the coverage `caster` leaves in the (clear) shadow mask, then its shadow into
  /// `pixmap`, then clears what it drew.
  private mutating func castShadow(
    _ shadow: Shadow, opacity: Double, scale: Double, into pixmap: inout Pixmap,
    caster: (inout FrameRenderer, inout Pixmap) -> Void
  ) {
    if shadowMask.width != pixmap.width || shadowMask.height != pixmap.height {
      shadowMask = Pixmap(width: pixmap.width, height: pixmap.height)
    }
    var mask = Pixmap(width: 0, height: 0)
    swap(&mask, &shadowMask)
    let outer = rasterizer.touched
    rasterizer.touched = nil
    caster(&self, &mask)
    let drawn = rasterizer.touched
    rasterizer.touched = outer
    if let drawn {
      // The shadow reaches past its caster by the blur and its offset.
      let shadowBox = ShadowRenderer.composite(
        mask: mask, within: drawn, color: shadow.color, opacity: shadow.opacity * opacity, sigma: shadow.radius * scale / 2,
        offset: shadow.offset * scale, buffers: &shadowBuffers, into: &pixmap, until: shouldStop)
      rasterizer.touched = shadowBox.map { $0.union(outer) } ?? outer
      mask.clear(drawn)
    }
    swap(&mask, &shadowMask)
  }

  /// Whether `item` fills an axis-aligned rectangle containing the whole frame.
  static func coversFrame(_ item: DrawItem, _ toDevice: Transform3D, _ size: (width: Int, height: Int)) -> Bool {
    guard case .fill = item.paint, let affine = item.transform.concatenating(toDevice).affine, affine.b == 0, affine.c == 0
    else { return false }
    let polygons = item.path.flattened(tolerance: 1)
    guard polygons.count == 1, polygons[0].count == 4 else { return false }
    let corners = polygons[0].map(affine.apply)
    let xs = corners.map(\.x), ys = corners.map(\.y)
    // Exactly two distinct x and two distinct y values: a rectangle.
    guard Set(xs).count == 2, Set(ys).count == 2 else { return false }
    return xs.min()! <= 0 && ys.min()! <= 0 && xs.max()! >= Double(size.width) && ys.max()! >= Double(size.height)
  }

  private mutating func draw(_ item: DrawItem, _ toDevice: Transform3D, color: Color, into pixmap: inout Pixmap) {
    let transform = item.transform.concatenating(toDevice)
    switch item.paint {
    case .fill(let rule):
      rasterizer.fill(item.path, transform: transform, color: color, rule: rule, opacity: item.opacity, into: &pixmap)
    case .stroke(let style, let start, let end):
      rasterizer.stroke(
        item.path, style: style, strokeStart: start, strokeEnd: end, transform: transform, color: color,
        opacity: item.opacity, into: &pixmap)
    case .gradient(let gradient, let bounds):
      rasterizer.fill(
        item.path, transform: transform, gradient: gradient, bounds: bounds, tint: color, opacity: item.opacity, into: &pixmap)
    case .bitmap(let bitmap, let rect):
      rasterizer.fill(
        item.path, transform: transform, bitmap: bitmap, rect: rect, tint: color, opacity: item.opacity, into: &pixmap)
    case .shadow, .shadowOfPath, .mask, .dissolve, .additive, .erase:
      break  // groups and shadows: drawn by `draw(_:_:scale:into:shadows:)`
    }
  }
}
