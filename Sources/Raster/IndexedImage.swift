/// An image as palette indices: what sixel transmits.
///
/// Built from an opaque `Pixmap` (translucent pixels are taken as composited over black, which
/// is what premultiplied channels already are). Sixel sends colours as whole percents
/// (libsixel: `p = (v·100 + 127) / 255`; a decoder rebuilds `(p·255 + 50) / 100`), so no
/// palette can be exact to the 8-bit level; this one guarantees that every pixel comes back
/// within `tolerance` levels per channel:
/// - each distinct colour, most frequent first, joins the first entry whose decoded colour is
///   within `tolerance` of it in every channel, or opens a new entry at its own nearest sixel
///   colour (within 1);
/// - if that needs more than 256 entries, the frame gets a median-cut palette of 256 built
///   from its exact colour histogram instead, each colour mapped to its nearest entry (squared
///   RGB distance), and the bound no longer holds (`isWithinTolerance` is false).
///
/// Fewer entries make libsixel faster (its encoder scans every entry for every 6-row band):
/// for the benchmark's 480×480 blob frame, tolerance 1 (one entry per distinct sixel colour)
/// needs 80 entries and tolerance 2 needs 49.
public struct IndexedImage: Sendable {
  /// The default bound on the per-channel error, in 8-bit levels.
  public static let defaultTolerance = 2

  public let width: Int
  public let height: Int
  /// RGB triplets, 8 bits per channel, each a colour sixel can send exactly; `count / 3`
  /// entries (at least 2, as libsixel expects).
  public var palette: [UInt8]
  public var indices: [UInt8]
  /// Whether every pixel's palette colour is within the tolerance of the pixel.
  public var isWithinTolerance: Bool

  public var colorCount: Int { palette.count / 3 }

  public init(_ image: Pixmap, tolerance: Int = defaultTolerance) {
    width = image.width
    height = image.height
    let tolerance = max(1, tolerance)
    // Pass 1: the distinct colours and how many pixels have each.
    var distinct: [(rgb: UInt32, count: Int)] = []
    var slots = ColorTable(capacity: 4096)
    Self.forEachRun(image) { rgb, length in
      if let slot = slots.index(of: rgb) {
        distinct[slot].count += length
      } else if distinct.count < 4000 {
        slots.insert(rgb, index: distinct.count)
        distinct.append((rgb, length))
      }
    }
    // Cover them with entries.
    var palette: [UInt8] = []
    var entryOf = ColorTable(capacity: 8192)
    var fits = distinct.count < 4000
    for color in distinct.sorted(by: { $0.count > $1.count }) where fits {
      let r = Int(color.rgb >> 16 & 0xff), g = Int(color.rgb >> 8 & 0xff), b = Int(color.rgb & 0xff)
      var found = -1
      var e = 0
      while e < palette.count {
        if abs(Int(palette[e]) - r) <= tolerance && abs(Int(palette[e + 1]) - g) <= tolerance
          && abs(Int(palette[e + 2]) - b) <= tolerance
        {
          found = e / 3
          break
        }
        e += 3
      }
      if found < 0 {
        found = palette.count / 3
        if found == 256 {
          fits = false
          break
        }
        palette += [Self.nearestSixel(r), Self.nearestSixel(g), Self.nearestSixel(b)]
      }
      entryOf.insert(color.rgb, index: found)
    }
    var indices = [UInt8](repeating: 0, count: width * height)
    if fits {
      // Pass 2: every run gets its colour's entry.
      var position = 0
      indices.withUnsafeMutableBufferPointer { out in
        Self.forEachRun(image) { rgb, length in
          (out.baseAddress! + position).update(repeating: UInt8(entryOf.index(of: rgb) ?? 0), count: length)
          position += length
        }
      }
    } else {
      (palette, indices) = Self.quantized(image)
    }
    while palette.count < 6 { palette += [0, 0, 0] }
    self.palette = palette
    self.indices = indices
    isWithinTolerance = fits
  }

  /// Calls `body` for each run of identical pixels, in order, with its 24-bit colour.
  private static func forEachRun(_ image: Pixmap, _ body: (UInt32, Int) -> Void) {
    image.pixels.withUnsafeBufferPointer { px in
      guard let base = px.baseAddress else { return }
      let words = UnsafeRawPointer(base).assumingMemoryBound(to: UInt32.self)
      let count = image.width * image.height
      var i = 0
      while i < count {
        let word = words[i]
        var j = i + 1
        while j < count && words[j] == word { j += 1 }
        body(UInt32(px[4 * i]) << 16 | UInt32(px[4 * i + 1]) << 8 | UInt32(px[4 * i + 2]), j - i)
        i = j
      }
    }
  }

  /// The 8-bit value nearest `v` that sixel sends exactly (it decodes to itself).
  static func nearestSixel(_ v: Int) -> UInt8 { level[Int(percent[v])] }

  /// Sixel's percent for each 8-bit value (libsixel's rounding).
  static let percent: [UInt8] = (0..<256).map { UInt8(($0 * 100 + 127) / 255) }
  /// The 8-bit value a decoder rebuilds from each percent.
  static let level: [UInt8] = (0...100).map { UInt8(($0 * 255 + 50) / 100) }

  /// Median cut over the exact histogram, then nearest-entry mapping.
  private static func quantized(_ image: Pixmap) -> ([UInt8], [UInt8]) {
    // By runs, not pixels: a frame's long flat runs cost one lookup each.
    var counts: [UInt32: Int] = [:]
    let n = image.width * image.height
    forEachRun(image) { rgb, length in counts[rgb, default: 0] += length }
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
    var position = 0
    indices.withUnsafeMutableBufferPointer { out in
      forEachRun(image) { rgb, length in
        (out.baseAddress! + position).update(repeating: nearest[rgb] ?? 0, count: length)
        position += length
      }
    }
    return (palette, indices)
  }
}

/// Open-addressing map from 24-bit RGB keys to small integers (Fibonacci hashing, linear
/// probing). `capacity` must be a power of two larger than the number of keys.
struct ColorTable {
  private var keys: [UInt32]
  private var values: [UInt16]
  private let mask: Int
  private let shift: UInt32
  private static let empty: UInt32 = .max

  init(capacity: Int) {
    precondition(capacity > 0 && capacity & (capacity - 1) == 0)
    keys = [UInt32](repeating: Self.empty, count: capacity)
    values = [UInt16](repeating: 0, count: capacity)
    mask = capacity - 1
    shift = UInt32(32 - capacity.trailingZeroBitCount)
  }

  private func slot(_ key: UInt32) -> Int { Int((key &* 2_654_435_761) >> shift) & mask }

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
