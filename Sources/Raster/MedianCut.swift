/// A palette for a colour histogram: Heckbert's median cut (the box with the widest channel
/// range is split at the weighted median of that channel until there are `entries` boxes or
/// no box has two distinct colours), each entry its box's pixel-weighted mean, and every colour
/// mapped to its nearest entry by squared RGB distance (an exact nearest search, not the box
/// it fell in).
enum MedianCut {
  struct Color {
    var rgb: UInt32
    var count: Int
    /// Its position in the histogram given.
    var index: Int
    func channel(_ c: Int) -> Int { Int(rgb >> UInt32(16 - 8 * c) & 0xff) }
  }

  /// A run of `colors[lo..<hi]` with its widest channel, that channel's range and its pixels.
  private struct Box {
    var lo, hi: Int
    var channel = 0, range = 0, pixels = 0

    init(_ lo: Int, _ hi: Int, _ colors: [Color]) {
      (self.lo, self.hi) = (lo, hi)
      var low = [255, 255, 255], high = [0, 0, 0]
      for c in colors[lo..<hi] {
        pixels += c.count
        for ch in 0..<3 {
          let v = c.channel(ch)
          low[ch] = min(low[ch], v)
          high[ch] = max(high[ch], v)
        }
      }
      for ch in 0..<3 where high[ch] - low[ch] > range { (channel, range) = (ch, high[ch] - low[ch]) }
    }
  }

  /// The palette (RGB triplets, at most `entries`) and each histogram colour's entry.
  static func palette(_ histogram: [(rgb: UInt32, count: Int)], entries: Int) -> (palette: [UInt8], entryOf: [UInt8]) {
    guard !histogram.isEmpty else { return ([0, 0, 0], []) }
    var colors = histogram.enumerated().map { Color(rgb: $1.rgb, count: $1.count, index: $0) }
    var boxes = [Box(0, colors.count, colors)]
    while boxes.count < entries {
      // The widest box (ties: the one with most pixels).
      var best = -1
      for (b, box) in boxes.enumerated() where box.range > 0 {
        if best < 0 || box.range > boxes[best].range
          || (box.range == boxes[best].range && box.pixels > boxes[best].pixels)
        {
          best = b
        }
      }
      guard best >= 0 else { break }
      let box = boxes[best]
      let ch = box.channel
      colors[box.lo..<box.hi].sort { $0.channel(ch) < $1.channel(ch) }
      // The first colour at which half the box's pixels are reached, keeping both sides
      // non-empty.
      var running = 0, cut = box.lo + 1
      for i in box.lo..<box.hi {
        running += colors[i].count
        if 2 * running >= box.pixels {
          cut = min(max(i + 1, box.lo + 1), box.hi - 1)
          break
        }
      }
      boxes[best] = Box(box.lo, cut, colors)
      boxes.append(Box(cut, box.hi, colors))
    }
    var palette: [UInt8] = []
    for box in boxes {
      var sum = (0, 0, 0)
      for c in colors[box.lo..<box.hi] {
        sum.0 += c.channel(0) * c.count
        sum.1 += c.channel(1) * c.count
        sum.2 += c.channel(2) * c.count
      }
      let w = max(box.pixels, 1)
      palette += [UInt8((sum.0 + w / 2) / w), UInt8((sum.1 + w / 2) / w), UInt8((sum.2 + w / 2) / w)]
    }
    return (palette, nearestEntries(histogram.map(\.rgb), palette))
  }

  /// For each colour, the palette entry nearest it: entries sorted by red, searched outward
  /// from the colour's red until the red distance alone exceeds the best found.
  static func nearestEntries(_ colors: [UInt32], _ palette: [UInt8]) -> [UInt8] {
    let n = palette.count / 3
    let order = (0..<n).sorted { palette[3 * $0] < palette[3 * $1] }
    let reds = order.map { Int(palette[3 * $0]) }
    let greens = order.map { Int(palette[3 * $0 + 1]) }, blues = order.map { Int(palette[3 * $0 + 2]) }
    return colors.map { rgb in
      let r = Int(rgb >> 16 & 0xff), g = Int(rgb >> 8 & 0xff), b = Int(rgb & 0xff)
      // The first entry with red ≥ r.
      var lo = 0, hi = n
      while lo < hi {
        let mid = (lo + hi) / 2
        if reds[mid] < r { lo = mid + 1 } else { hi = mid }
      }
      var best = 0, bestDistance = Int.max
      func consider(_ k: Int) {
        let dr = reds[k] - r, dg = greens[k] - g, db = blues[k] - b
        let d = dr * dr + dg * dg + db * db
        // Ties go to the lower original index, as a plain scan in palette order would.
        if d < bestDistance || (d == bestDistance && order[k] < order[best]) { (best, bestDistance) = (k, d) }
      }
      var up = lo, down = lo - 1
      while up < n || down >= 0 {
        if up < n {
          let dr = reds[up] - r
          if dr * dr > bestDistance { up = n } else { consider(up); up += 1 }
        }
        if down >= 0 {
          let dr = r - reds[down]
          if dr * dr > bestDistance { down = -1 } else { consider(down); down -= 1 }
        }
      }
      return UInt8(order[best])
    }
  }
}
