import Animation
import Geometry

/// Renders layer trees into frames. Keep one for a run of frames: it reuses its buffers.
public struct FrameRenderer: Sendable {
  private var rasterizer = Rasterizer()

  public init() {}

  /// The tree drawn onto an opaque `backdrop`, at `scale` device pixels per point.
  ///
  /// - Parameters:
  ///   - size: the frame in device pixels.
  ///   - scale: pixels per point (the frame's `contentsScale`).
  public mutating func render(
    _ root: Layer, size: (width: Int, height: Int), scale: Double, backdrop: Color
  ) -> Pixmap {
    var pixmap = Pixmap(width: size.width, height: size.height, color: backdrop.withAlpha(1))
    let toDevice = Transform3D(scaleX: scale, y: scale)
    for item in root.displayList() {
      let transform = item.transform.concatenating(toDevice)
      switch item.paint {
      case .fill(let rule):
        rasterizer.fill(
          item.path, transform: transform, color: item.color, rule: rule, opacity: item.opacity, into: &pixmap)
      case .stroke(let style, let start, let end):
        rasterizer.stroke(
          item.path, style: style, strokeStart: start, strokeEnd: end, transform: transform,
          color: item.color, opacity: item.opacity, into: &pixmap)
      }
    }
    return pixmap
  }
}
