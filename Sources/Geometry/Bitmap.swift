/// A small image held in memory: `width` × `height` pixels, rows top down, premultiplied RGBA
/// (8 bits each). A colour emoji's pixels, drawn by the rasterizer into the rectangle it fills.
public struct Bitmap: Hashable, Sendable {
  public let width: Int, height: Int
  public let premultipliedRGBA: [UInt8]

  public init(width: Int, height: Int, premultipliedRGBA: [UInt8]) {
    precondition(width >= 0 && height >= 0 && premultipliedRGBA.count == width * height * 4)
    self.width = width
    self.height = height
    self.premultipliedRGBA = premultipliedRGBA
  }
}
