import Raster

/// An image as palette indices: what sixel transmits.
///
/// Built from an opaque `Pixmap` (translucent pixels are taken as composited over black, which
/// is what premultiplied channels already are). Sixel sends colours as whole percents
/// (libsixel: `p = (v·100 + 127) / 255`), so colours are counted as the terminal will see them:
/// 8-bit values that share a percent are one colour, stored as the value a decoder rebuilds,
/// `(p·255 + 50) / 100` (within 1 of every value it stands for). A frame with at most 256 such
/// colours keeps them all; a frame with more gets a median-cut palette of 256 built from its
/// exact colour histogram, each colour then mapped to its nearest entry (squared RGB distance).
public struct IndexedImage: Sendable {
  public let width: Int
  public let height: Int
  /// RGB triplets, 8 bits per channel, `count / 3` entries (at least 2, as libsixel expects).
  public var palette: [UInt8]
  public var indices: [UInt8]
  /// Whether every pixel's colour is in the palette exactly.
  public var isExact: Bool

  public var colorCount: Int { palette.count / 3 }

  public init(_ image: Pixmap) {
    width = image.width
    height = image.height
    var table = ColorTable(capacity: 1024)
    var indices = [UInt8](repeating: 0, count: width * height)
    var palette: [UInt8] = []
    var overflow = false
    image.pixels.withUnsafeBufferPointer { px in
      indices.withUnsafeMutableBufferPointer { out in
        var lastKey: UInt32 = .max
        var lastIndex: UInt8 = 0
        var lastPixel: UInt32 = .max
        let words = UnsafeRawPointer(px.baseAddress!).assumingMemoryBound(to: UInt32.self)
        for i in 0..<out.count {
          // Same pixel as the last one: same index (the common case, long runs).
          let word = words[i] & 0x00ff_ffff
          if word == lastPixel {
            out[i] = lastIndex
            continue
          }
          lastPixel = word
          let r = Self.percent[Int(px[4 * i])], g = Self.percent[Int(px[4 * i + 1])]
          let b = Self.percent[Int(px[4 * i + 2])]
          let key = UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
          if key != lastKey {
            if let found = table.index(of: key) {
              lastIndex = UInt8(found)
            } else {
              let n = palette.count / 3
              if n == 256 {
                overflow = true
                break
              }
              table.insert(key, index: n)
              palette += [Self.level[Int(r)], Self.level[Int(g)], Self.level[Int(b)]]
              lastIndex = UInt8(n)
            }
            lastKey = key
          }
          out[i] = lastIndex
        }
      }
    }
    if overflow {
      (palette, indices) = Self.quantized(image)
    }
    while palette.count < 6 { palette += [0, 0, 0] }
    self.palette = palette
    self.indices = indices
    isExact = !overflow
  }

  /// Sixel's percent for each 8-bit value (libsixel's rounding).
  static let percent: [UInt8] = (0..<256).map { UInt8(($0 * 100 + 127) / 255) }
  /// The 8-bit value a decoder rebuilds from each percent.
  static let level: [UInt8] = (0...100).map { UInt8(($0 * 255 + 50) / 100) }

  /// Median cut over the exact histogram, then nearest-entry mapping.
  private static func quantized(_ image: Pixmap) -> ([UInt8], [UInt8]) {
    var counts: [UInt32: Int] = [:]
    let n = image.width * image.height
    for i in 0..<n {
      let p = 4 * i
      let key = UInt32(image.pixels[p]) << 16 | UInt32(image.pixels[p + 1]) << 8 | UInt32(image.pixels[p + 2])
      counts[key, default: 0] += 1
    }
    let colors = counts.map { (rgb: $0.key, count: $0.value) }
    var boxes: [[(rgb: UInt32, count: Int)]] = [colors]
    while boxes.count < 256 {
      // Split the box with the widest channel range (ties: the most pixels).
      var best = -1, bestRange = 0, bestChannel = 0
      for (b, box) in boxes.enumerated() where box.count > 1 {
        for ch in 0..<3 {
          let shift = UInt32(16 - 8 * ch)
          var lo: UInt32 = 255, hi: UInt32 = 0
          for c in box {
            let v = (c.rgb >> shift) & 0xff
            lo = min(lo, v)
            hi = max(hi, v)
          }
          if Int(hi - lo) > bestRange {
            (best, bestRange, bestChannel) = (b, Int(hi - lo), ch)
          }
        }
      }
      guard best >= 0 else { break }
      let shift = UInt32(16 - 8 * bestChannel)
      let sorted = boxes[best].sorted { ($0.rgb >> shift) & 0xff < ($1.rgb >> shift) & 0xff }
      let total = sorted.reduce(0) { $0 + $1.count }
      var running = 0, cut = 1
      for (i, c) in sorted.enumerated() {
        running += c.count
        if running * 2 >= total {
          cut = min(max(i + 1, 1), sorted.count - 1)
          break
        }
      }
      boxes[best] = Array(sorted[..<cut])
      boxes.append(Array(sorted[cut...]))
    }
    var palette: [UInt8] = []
    for box in boxes {
      var sum = (0, 0, 0), weight = 0
      for c in box {
        sum.0 += Int(c.rgb >> 16 & 0xff) * c.count
        sum.1 += Int(c.rgb >> 8 & 0xff) * c.count
        sum.2 += Int(c.rgb & 0xff) * c.count
        weight += c.count
      }
      let w = max(weight, 1)
      palette += [UInt8((sum.0 + w / 2) / w), UInt8((sum.1 + w / 2) / w), UInt8((sum.2 + w / 2) / w)]
    }
    var nearest: [UInt32: UInt8] = [:]
    for c in colors {
      let r = Int(c.rgb >> 16 & 0xff), g = Int(c.rgb >> 8 & 0xff), b = Int(c.rgb & 0xff)
      var best = 0, bestDistance = Int.max
      for e in 0..<palette.count / 3 {
        let dr = r - Int(palette[3 * e]), dg = g - Int(palette[3 * e + 1]), db = b - Int(palette[3 * e + 2])
        let d = dr * dr + dg * dg + db * db
        if d < bestDistance { (best, bestDistance) = (e, d) }
      }
      nearest[c.rgb] = UInt8(best)
    }
    var indices = [UInt8](repeating: 0, count: n)
    for i in 0..<n {
      let p = 4 * i
      let key = UInt32(image.pixels[p]) << 16 | UInt32(image.pixels[p + 1]) << 8 | UInt32(image.pixels[p + 2])
      indices[i] = nearest[key] ?? 0
    }
    return (palette, indices)
  }
}

/// Open-addressing map from 24-bit RGB keys to palette indices (the exact-colour fast path).
struct ColorTable {
  private var keys: [UInt32]
  private var values: [UInt16]
  private let mask: Int
  private static let empty: UInt32 = .max

  init(capacity: Int) {
    keys = [UInt32](repeating: Self.empty, count: capacity)
    values = [UInt16](repeating: 0, count: capacity)
    mask = capacity - 1
  }

  private func slot(_ key: UInt32) -> Int { Int((key &* 2_654_435_761) >> 22) & mask }

  func index(of key: UInt32) -> Int? {
    var s = slot(key)
    while keys[s] != Self.empty {
      if keys[s] == key { return Int(values[s]) }
      s = (s + 1) & mask
    }
    return nil
  }

  mutating func insert(_ key: UInt32, index: Int) {
    var s = slot(key)
    while keys[s] != Self.empty { s = (s + 1) & mask }
    keys[s] = key
    values[s] = UInt16(index)
  }
}
