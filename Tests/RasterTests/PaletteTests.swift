@testable import Raster
import Testing

@Suite struct ColorTableTests {
  @Test func keysKeepTheirInsertionOrderAcrossGrowth() {
    var table = ColorTable(capacity: 4)
    var rng = SplitMix(seed: 7)
    var keys: [UInt32] = []
    var seen = Set<UInt32>()
    while keys.count < 20_000 {
      let key = UInt32(truncatingIfNeeded: rng.next()) & 0xff_ffff
      if seen.insert(key).inserted { keys.append(key) }
    }
    for (i, key) in keys.enumerated() { #expect(table.indexInserting(key) == i) }
    #expect(table.count == keys.count)
    let allFound = keys.enumerated().allSatisfy { table.index(of: $1) == $0 }
    #expect(allFound)
    #expect(table.index(of: 0xff_ffff + 1) == nil)
  }

  @Test func aFullTableRefusesNewKeysButFindsOldOnes() {
    var table = ColorTable(capacity: 2)
    for key in 0..<UInt32(ColorTable.limit) { _ = table.indexInserting(key) }
    #expect(table.indexInserting(UInt32(ColorTable.limit)) == nil)
    #expect(table.indexInserting(12) == 12)
  }
}

@Suite struct MedianCutTests {
  @Test func nearestEntriesAreTheBruteForceNearest() {
    var rng = SplitMix(seed: 99)
    for _ in 0..<20 {
      let n = Int(rng.next() % 256) + 1
      let palette = (0..<(3 * n)).map { _ in UInt8(truncatingIfNeeded: rng.next()) }
      let colors = (0..<500).map { _ in UInt32(truncatingIfNeeded: rng.next()) & 0xff_ffff }
      let found = MedianCut.nearestEntries(colors, palette)
      for (c, e) in zip(colors, found) {
        func distance(_ k: Int) -> Int {
          let dr = Int(c >> 16 & 0xff) - Int(palette[3 * k]), dg = Int(c >> 8 & 0xff) - Int(palette[3 * k + 1])
          let db = Int(c & 0xff) - Int(palette[3 * k + 2])
          return dr * dr + dg * dg + db * db
        }
        let best = (0..<n).min { distance($0) < distance($1) }!
        #expect(distance(Int(e)) == distance(best))
      }
    }
  }

  @Test func fewerColoursThanEntriesEachGetTheirOwn() {
    let histogram: [(rgb: UInt32, count: Int)] = [(0x10_2030, 5), (0xff_0000, 1), (0x00_ff00, 900), (0x12_2030, 3)]
    let (palette, entryOf) = MedianCut.palette(histogram, entries: 256)
    #expect(palette.count == 12)
    for (i, c) in histogram.enumerated() {
      let e = Int(entryOf[i])
      #expect(Array(palette[3 * e..<3 * e + 3]) == [UInt8(c.rgb >> 16), UInt8(c.rgb >> 8 & 0xff), UInt8(c.rgb & 0xff)])
    }
  }

  @Test func moreColoursThanEntriesShareEntriesNearThem() {
    // Two tight clusters far apart with as many pixels each, two entries: the cut at the
    // median falls between them, one entry per cluster, at its weighted mean.
    var histogram: [(rgb: UInt32, count: Int)] = []
    for d in 0..<10 { histogram.append((UInt32(0x20_2020 + d), 2)) }
    for d in 0..<10 { histogram.append((UInt32(0xe0_e0e0 - d), 2)) }
    let (palette, entryOf) = MedianCut.palette(histogram, entries: 2)
    #expect(palette.count == 6)
    #expect(Set(entryOf[0..<10]).count == 1 && Set(entryOf[10..<20]).count == 1 && entryOf[0] != entryOf[10])
    let dark = Int(entryOf[0])
    #expect(palette[3 * dark] == 0x20 && abs(Int(palette[3 * dark + 2]) - 0x25) <= 1)
  }
}

@Suite struct IndexedImageTests {
  @Test func aFrameOfMoreThan65535ColoursIsCountedCoarselyAndStaysClose() {
    let (w, h) = (300, 300)  // 90 000 distinct colours
    var image = Pixmap(width: w, height: h)
    for i in 0..<(w * h) {
      image.pixels[4 * i] = UInt8(i & 0xff)
      image.pixels[4 * i + 1] = UInt8(i >> 8 & 0xff)
      image.pixels[4 * i + 2] = UInt8(i >> 16 & 0xff) &* 37
      image.pixels[4 * i + 3] = 255
    }
    let indexed = IndexedImage(image)
    #expect(!indexed.isWithinTolerance && indexed.colorCount == 256)
    var worst = 0
    for i in 0..<(w * h) {
      let e = Int(indexed.indices[i])
      for c in 0..<3 { worst = max(worst, abs(Int(indexed.palette[3 * e + c]) - Int(image.pixels[4 * i + c]))) }
    }
    // 256 boxes over a dense cube of 5-bit cells: about 256 / 6.3 ≈ 40 levels a side.
    #expect(worst <= 48)
  }

  @Test func theRunsCoverTheFrameInOrder() {
    var image = Pixmap(width: 37, height: 3)
    for i in 0..<(37 * 3) { image.pixels[4 * i] = UInt8((i / 9) * 20); image.pixels[4 * i + 3] = 255 }
    let indexed = IndexedImage(image)
    #expect(indexed.isWithinTolerance)
    for i in 0..<(37 * 3) { #expect(abs(Int(indexed.palette[3 * Int(indexed.indices[i])]) - (i / 9) * 20) <= 2) }
  }
}

/// A small deterministic generator for test data.
struct SplitMix {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
