import Geometry

/// An image of premultiplied RGBA8 pixels, row-major, stride `4·width`, top row first.
///
/// ## Guarantees
/// - `pixels.count == 4 · width · height`, and every colour channel ≤ alpha (premultiplied).
public struct Pixmap: Hashable, Sendable {
  public let width: Int
  public let height: Int
  public var pixels: [UInt8]
  /// The texts drawn into the pixels, for previews that print text as text.
  public var texts: [PlacedText] = []

  /// The largest side accepted, in pixels: larger requests are refused by the callers that take
  /// sizes from users, and clamped here.
  public static let maximumSide = 8192

  /// A transparent image of `width × height` pixels (each side clamped to 0…`maximumSide`).
  public init(width: Int, height: Int) {
    self.width = min(max(0, width), Self.maximumSide)
    self.height = min(max(0, height), Self.maximumSide)
    pixels = [UInt8](repeating: 0, count: 4 * self.width * self.height)
  }

  /// An image of `width × height` pixels, every one `color` (each side clamped to
  /// 0…`maximumSide`); written once, without zeroing first.
  public init(width: Int, height: Int, color: Color) {
    self.width = min(max(0, width), Self.maximumSide)
    self.height = min(max(0, height), Self.maximumSide)
    let count = self.width * self.height
    let word = PremultipliedColor(color).word
    pixels = [UInt8](unsafeUninitializedCapacity: 4 * count) { buffer, initialized in
      UnsafeMutableRawPointer(buffer.baseAddress!).withMemoryRebound(to: UInt32.self, capacity: count) {
        $0.initialize(repeating: word, count: count)
      }
      initialized = 4 * count
    }
  }

  /// Every pixel set to `color` (replacing, not blending).
  public mutating func fill(with color: Color) {
    let word = PremultipliedColor(color).word
    let count = width * height
    pixels.withUnsafeMutableBytes { raw in
      guard let base = raw.baseAddress else { return }
      base.withMemoryRebound(to: UInt32.self, capacity: count) { $0.update(repeating: word, count: count) }
    }
  }

  /// The pixel at column `x`, row `y` as premultiplied (r, g, b, a).
  public func pixel(x: Int, y: Int) -> (r: UInt8, g: UInt8, b: UInt8, a: UInt8) {
    let i = 4 * (y * width + x)
    return (pixels[i], pixels[i + 1], pixels[i + 2], pixels[i + 3])
  }

  /// Copies `source` with its top-left corner at (`x`, `y`), replacing pixels, clipped to this
  /// image; its texts come along, moved.
  public mutating func blit(_ source: Pixmap, x: Int, y: Int) {
    for var placed in source.texts {
      (placed.x, placed.y) = (placed.x + x, placed.y + y)
      texts.append(placed)
    }
    let x0 = max(0, x), x1 = min(width, x + source.width)
    guard x0 < x1 else { return }
    for row in max(0, y)..<min(height, y + source.height) {
      let dst = 4 * (row * width + x0)
      let src = 4 * ((row - y) * source.width + (x0 - x))
      pixels.replaceSubrange(dst..<dst + 4 * (x1 - x0), with: source.pixels[src..<src + 4 * (x1 - x0)])
    }
  }
}

/// A colour as premultiplied 8-bit channels, rounded to nearest.
struct PremultipliedColor {
  var r, g, b, a: UInt8

  /// NaN components count as 0; the rest are clamped to 0…1.
  init(_ c: Color) {
    func unit(_ v: Double) -> Double { v.isNaN ? 0 : min(max(v, 0), 1) }
    func q(_ v: Double) -> UInt8 { UInt8((unit(v) * 255).rounded()) }
    let alpha = unit(c.alpha)
    r = q(c.red * alpha)
    g = q(c.green * alpha)
    b = q(c.blue * alpha)
    a = q(alpha)
  }

  /// The four channels as one word in memory order (r first).
  var word: UInt32 { UInt32(r) | UInt32(g) << 8 | UInt32(b) << 16 | UInt32(a) << 24 }
}
