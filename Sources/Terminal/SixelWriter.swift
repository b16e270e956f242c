import Raster

/// Wobble's own sixel encoder for its indexed frames (few colours, long runs): the product's
/// hot path, measured against libsixel's encoder in `wobble-bench` and checked, frame by frame
/// in the tests, to decode to the same pixels as libsixel's encoding of the same indices.
///
/// Output: `DCS q`, raster attributes `"1;1;W;H` (square pixels, the size), the palette as
/// `#n;2;r;g;b` in percent (rounded as libsixel rounds: (v·100 + 127) / 255), then per band of
/// six rows each colour present: `#n`, its sixels run-length coded (`!count` for runs of more
/// than three), colours side by side in one pass, `$` back to the band's start for the next
/// pass; `-` to the next band; `ST`. A partial last band
/// repeats the last row, as `SixelEncoder` does.
public enum SixelWriter {
  public static func encode(_ image: IndexedImage) -> [UInt8] {
    let w = image.width, h = image.height
    guard w > 0, h > 0 else { return [] }
    let colors = image.colorCount
    var out = SixelBytes()
    out.bytes.reserveCapacity(w * h / 2 + 16 * colors + 4096)
    out.append("\u{1b}Pq\"1;1;")
    out.number(w)
    out.append(";")
    out.number(SixelEncoder.bandHeight(h))
    for n in 0..<colors {
      out.append("#")
      out.number(n)
      out.append(";2")
      for k in 0..<3 {
        out.append(";")
        out.number((Int(image.palette[3 * n + k]) * 100 + 127) / 255)
      }
    }
    // Per band: each colour's six bits per column, and which colours the band uses.
    var bits = [UInt8](repeating: 0, count: colors * w)
    var used = [Bool](repeating: false, count: colors)
    var present: [Int] = []
    // The columns each colour spans in the band: only those are scanned and cleared (edge
    // colours of anti-aliasing cover a few columns each).
    var first = [Int](repeating: 0, count: colors), last = [Int](repeating: 0, count: colors)
    let bands = (h + 5) / 6
    image.indices.withUnsafeBufferPointer { indices in
      bits.withUnsafeMutableBufferPointer { bits in
        used.withUnsafeMutableBufferPointer { used in
          first.withUnsafeMutableBufferPointer { first in
            last.withUnsafeMutableBufferPointer { last in
              for band in 0..<bands {
                for row in 0..<6 {
                  let y = min(band * 6 + row, h - 1)
                  let bit = UInt8(1 << row)
                  let line = indices.baseAddress! + y * w
                  // Run by run: a frame's rows are long runs of one colour.
                  var x = 0
                  while x < w {
                    let c = Int(line[x])
                    let end = Self.runEnd(line, from: x, to: w)
                    if !used[c] {
                      used[c] = true
                      present.append(c)
                      (first[c], last[c]) = (x, end - 1)
                    } else {
                      if x < first[c] { first[c] = x }
                      if end - 1 > last[c] { last[c] = end - 1 }
                    }
                    let plane = bits.baseAddress! + c * w
                    for i in x..<end { plane[i] |= bit }
                    x = end
                  }
                }
                // Passes left to right: each takes the colours, in order of their first
                // column, that start at or after where the pass has got to (so colours side by
                // side share one pass, as libsixel packs them); `$` starts the next pass.
                present.sort { first[$0] < first[$1] }
                var pending = present.count
                var pass = 0
                while pending > 0 {
                  if pass > 0 { out.append("$") }
                  pass += 1
                  var x = 0
                  for k in present.indices where present[k] >= 0 && first[present[k]] >= x {
                    let c = present[k]
                    present[k] = -1
                    pending -= 1
                    out.append("#")
                    out.number(c)
                    let base = c * w
                    let end = last[c] + 1
                    if first[c] > x {
                      out.repeated(63, first[c] - x)
                      x = first[c]
                    }
                    let plane = bits.baseAddress! + base
                    while x < end {
                      let run = Self.runEnd(plane, from: x, to: end) - x
                      out.repeated(63 + plane[x], run)
                      x += run
                    }
                    (plane + first[c]).update(repeating: 0, count: end - first[c])
                    used[c] = false
                  }
                }
                present.removeAll(keepingCapacity: true)
                if band < bands - 1 { out.append("-") }
              }
            }
          }
        }
      }
    }
    out.append("\u{1b}\\")
    return out.bytes
  }

  /// The end of the run of bytes equal to `bytes[start]` (at most `limit`), compared eight at
  /// a time while all eight match.
  @inline(__always)
  static func runEnd(_ bytes: UnsafePointer<UInt8>, from start: Int, to limit: Int) -> Int {
    let value = bytes[start]
    let pattern = UInt64(value) &* 0x0101_0101_0101_0101
    var e = start + 1
    while e + 8 <= limit && UnsafeRawPointer(bytes + e).loadUnaligned(as: UInt64.self) == pattern { e += 8 }
    while e < limit && bytes[e] == value { e += 1 }
    return e
  }
}

/// The encoder's output: a struct with mutating methods rather than closures over a local
/// array, which Swift would box and check for exclusive access on every byte.
private struct SixelBytes {
  var bytes: [UInt8] = []

  mutating func append(_ text: StaticString) {
    text.withUTF8Buffer { bytes.append(contentsOf: $0) }
  }

  mutating func number(_ n: Int) {
    if n >= 10 { number(n / 10) }
    bytes.append(UInt8(48 + n % 10))
  }

  /// `count` copies of the sixel `char`: `!count char` when that is shorter.
  mutating func repeated(_ char: UInt8, _ count: Int) {
    if count > 3 {
      bytes.append(UInt8(ascii: "!"))
      number(count)
      bytes.append(char)
    } else {
      for _ in 0..<count { bytes.append(char) }
    }
  }
}
