import Geometry

/// Text drawn into an image (a frame's time label, an axis label), kept beside the pixels so
/// a text-mode preview can print it as terminal text instead of as its bitmap: the text, in
/// `color`, centred in the rectangle `x, y, width, height` (image pixels) on `background`.
public struct PlacedText: Hashable, Sendable {
  public var text: String
  public var x: Int, y: Int, width: Int, height: Int
  public var color: Color
  public var background: Color

  public init(_ text: String, x: Int, y: Int, width: Int, height: Int, color: Color, background: Color) {
    self.text = text
    (self.x, self.y, self.width, self.height) = (x, y, width, height)
    self.color = color
    self.background = background
  }
}
