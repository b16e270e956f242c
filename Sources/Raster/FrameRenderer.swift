import Animation
import Geometry

/// Renders a layer tree's display list into a frame.
public enum FrameRenderer {
  /// The tree drawn onto an opaque `backdrop`, at `scale` device pixels per point.
  ///
  /// - Parameters:
  ///   - size: the frame in device pixels.
  ///   - scale: pixels per point (the frame's `contentsScale`).
  public static func render(
    _ root: Layer, size: (width: Int, height: Int), scale: Double, backdrop: Color
  ) -> Pixmap {
    var pixmap = Pixmap(width: size.width, height: size.height)
    pixmap.fill(with: backdrop.withAlpha(1))
    var canvas = Canvas(pixmap: pixmap)
    let toDevice = Transform3D(scaleX: scale, y: scale)
    for item in root.displayList() {
      canvas.fill(
        item.path, transform: item.transform.concatenating(toDevice), color: item.color,
        rule: item.fillRule, opacity: item.opacity)
    }
    return canvas.pixmap
  }
}
