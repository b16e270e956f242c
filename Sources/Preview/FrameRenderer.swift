import Animation
import Geometry
import Raster

/// Renders layer trees into frames. Keep one for a run of frames: it reuses its buffers.
public struct FrameRenderer: Sendable {
  private var rasterizer = Rasterizer()
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
    let toDevice = Transform3D(scaleX: scale, y: scale)
    let (ground, rest) = Self.ground(of: items, toDevice, size, backdrop: backdrop)
    var pixmap = Pixmap(width: size.width, height: size.height, color: ground)
    draw(rest, toDevice, scale: scale, into: &pixmap)
    return pixmap
  }

  /// The colour a frame starts from and the items left to draw on it: an opaque first fill
  /// that covers the whole frame hides the backdrop, so the frame starts from its colour
  /// instead of being painted twice.
  public static func ground(
    of items: [DrawItem], _ toDevice: Transform3D, _ size: (width: Int, height: Int), backdrop: Color
  ) -> (Color, ArraySlice<DrawItem>) {
    if let first = items.first, coversFrame(first, toDevice, size) { return (first.color, items.dropFirst()) }
    return (backdrop.withAlpha(1), items[...])
  }

  /// Draws `items` in order: shadows before their casters (unless `shadows` is false, inside a
  /// shadow's own mask: nested shadows cast only their own layer's), mask groups apart and
  /// composited through their mask.
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
          var mask = Pixmap(width: pixmap.width, height: pixmap.height)
          draw(items[(i + 1)...].prefix(count), toDevice, scale: scale, into: &mask, shadows: false)
          ShadowRenderer.composite(
            mask: mask, color: shadow.color, opacity: shadow.opacity * item.opacity,
            sigma: shadow.radius * scale / 2, offset: shadow.offset * scale, into: &pixmap, until: shouldStop)
        }
        i += 1
      case .shadowOfPath(let shadow):
        if shadows {
          var mask = Pixmap(width: pixmap.width, height: pixmap.height)
          rasterizer.fill(
            item.path, transform: item.transform.concatenating(toDevice), color: .white, rule: .nonZero, into: &mask)
          ShadowRenderer.composite(
            mask: mask, color: shadow.color, opacity: shadow.opacity * item.opacity,
            sigma: shadow.radius * scale / 2, offset: shadow.offset * scale, into: &pixmap, until: shouldStop)
        }
        i += 1
      case .mask(let contentCount, let maskCount):
        let content = items[(i + 1)...].prefix(contentCount)
        let mask = items[content.endIndex...].prefix(maskCount)
        var drawn = Pixmap(width: pixmap.width, height: pixmap.height)
        var alpha = Pixmap(width: pixmap.width, height: pixmap.height)
        draw(content, toDevice, scale: scale, into: &drawn, shadows: shadows)
        draw(mask, toDevice, scale: scale, into: &alpha, shadows: false)
        pixmap.composite(drawn, maskedBy: alpha)
        i = mask.endIndex
      default:
        draw(item, toDevice, color: item.color, into: &pixmap)
        i += 1
      }
    }
  }

  /// Whether `item` is an opaque fill of an axis-aligned rectangle containing the whole frame.
  static func coversFrame(_ item: DrawItem, _ toDevice: Transform3D, _ size: (width: Int, height: Int)) -> Bool {
    guard case .fill = item.paint, item.color.alpha >= 1, item.opacity >= 1,
      let affine = item.transform.concatenating(toDevice).affine, affine.b == 0, affine.c == 0
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
    case .shadow, .shadowOfPath, .mask:
      break  // groups and shadows: drawn by `draw(_:_:scale:into:shadows:)`
    }
  }
}
