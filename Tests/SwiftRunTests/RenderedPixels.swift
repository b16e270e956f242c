import Preview
import Scenes

@testable import SwiftRun

/// An opened file's frame as pixels, for tests that check what is drawn.
enum RenderedPixels {
  /// The frame of `text` (opened as `path`) at `t`, `width` × `height` points at one pixel per
  /// point on a white backdrop; the function returned gives the RGB at a pixel.
  static func frame(_ text: String, path: String, width: Int = 40, height: Int = 40, at t: Double) throws -> (Int, Int)
    -> [Int]
  {
    let file = try OpenedFile.open(text: text, path: path)
    var renderer = FrameRenderer()
    let pixmap = renderer.render(
      file.scene.presentation(ParameterValues(), t), size: (width, height), scale: 1, backdrop: .white)
    return { x, y in pixmap.pixels[(4 * (y * width + x))..<(4 * (y * width + x) + 3)].map(Int.init) }
  }

  /// `body` run between a white 40 × 40 `host` view and `liveView = host`, its frame at `t`.
  static func hosted(_ body: String, path: String, at t: Double) throws -> (Int, Int) -> [Int] {
    let text = """
      import UIKit
      import PlaygroundSupport
      let host = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
      host.backgroundColor = .white
      \(body)
      PlaygroundPage.current.liveView = host
      """
    return try frame(text, path: path, at: t)
  }
}
