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
///   from the same histogram instead (`MedianCut`), each colour mapped to its nearest entry
///   (squared RGB distance), and the bound no longer holds (`isWithinTolerance` is false).
///   Past 65 535 distinct colours the histogram counts colours with 5 bits a channel.
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
    // Pass 1: the distinct colours and how many pixels have each, counted by runs.
    let histogram = Histogram(image)
    // Cover them with entries within the tolerance, most frequent first (past 4000 colours
    // that search is not tried: the median cut is both faster and the only way to fit).
    var palette: [UInt8] = []
    var entryOf = [UInt8](repeating: 0, count: histogram.colors.count)
    var fits = histogram.isExact && histogram.colors.count < 4000
    let byCount = fits ? histogram.colors.indices.sorted { histogram.colors[$0].count > histogram.colors[$1].count } : []
    for i in byCount where fits {
      let rgb = histogram.colors[i].rgb
      let r = Int(rgb >> 16 & 0xff), g = Int(rgb >> 8 & 0xff), b = Int(rgb & 0xff)
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
      entryOf[i] = UInt8(found)
    }
    if !fits {
      (palette, entryOf) = MedianCut.palette(histogram.colors, entries: 256)
    }
    // Pass 2: every run gets its colour's entry (the runs cover the frame exactly).
    let indices = [UInt8](unsafeUninitializedCapacity: width * height) { out, initialized in
      var position = 0
      for run in histogram.runs {
        (out.baseAddress! + position).initialize(repeating: entryOf[Int(run.color)], count: Int(run.length))
        position += Int(run.length)
      }
      initialized = position
    }
    while palette.count < 6 { palette += [0, 0, 0] }
    self.palette = palette
    self.indices = indices
    isWithinTolerance = fits
  }

  /// A frame's colours with their pixel counts, in order of first appearance, counted by runs,
  /// and the runs themselves (each a colour's position and a length), so that the frame is
  /// read once. Past `ColorTable.limit` distinct colours they are counted again with 5 bits a
  /// channel (`isExact` false).
  struct Histogram {
    var colors: [(rgb: UInt32, count: Int)] = []
    var runs: [(color: UInt16, length: Int32)] = []
    private var table = ColorTable(capacity: 4096)
    private var keyMask: UInt32 = 0xff_ffff
    var isExact: Bool { keyMask == 0xff_ffff }

    init(_ image: Pixmap) {
      if count(image) { return }
      (colors, runs, table, keyMask) = ([], [], ColorTable(capacity: 4096), 0xf8_f8f8)
      _ = count(image)
    }

    /// Counts every run; false when the table filled up.
    private mutating func count(_ image: Pixmap) -> Bool {
      var full = false
      IndexedImage.forEachRun(image) { rgb, length in
        guard !full else { return }
        let key = rgb & keyMask
        guard let i = table.indexInserting(key) else {
          full = true
          return
        }
        if i == colors.count { colors.append((key, length)) } else { colors[i].count += length }
        runs.append((UInt16(i), Int32(length)))
      }
      return !full
    }
  }

  /// Calls `body` for each run of identical pixels, in order, with its 24-bit colour.
  /// A run's end is found eight pixels at a time (four 64-bit comparisons) while they all match.
  static func forEachRun(_ image: Pixmap, _ body: (UInt32, Int) -> Void) {
    image.pixels.withUnsafeBufferPointer { px in
      guard let base = px.baseAddress else { return }
      let raw = UnsafeRawPointer(base)
      let words = raw.assumingMemoryBound(to: UInt32.self)
      let count = image.width * image.height
      var i = 0
      while i < count {
        let word = words[i]
        var j = i + 1
        let pair = UInt64(word) | UInt64(word) << 32
        while j + 8 <= count {
          let p = raw + 4 * j
          let differ =
            (p.loadUnaligned(as: UInt64.self) ^ pair) | (p.loadUnaligned(fromByteOffset: 8, as: UInt64.self) ^ pair)
            | (p.loadUnaligned(fromByteOffset: 16, as: UInt64.self) ^ pair)
            | (p.loadUnaligned(fromByteOffset: 24, as: UInt64.self) ^ pair)
          if differ != 0 { break }
          j += 8
        }
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
}
