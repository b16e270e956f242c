import Raster

/// Wobble's own sixel encoder for its indexed frames (few colours, long runs): the product's
/// hot path, measured against libsixel's encoder in `wobble-bench` and checked, frame by frame
/// in the tests, to decode to the same pixels as libsixel's encoding of the same indices.
///
/// Output: `DCS q`, raster attributes `"1;1;W;H` (square pixels, the size), the palette as
/// `#n;2;r;g;b` in percent (rounded as libsixel rounds: (v·100 + 127) / 255), then per band of
/// six rows each colour present: `#n`, its sixels run-length coded (`!count` for runs of more
/// than three), `$` back to the band's start; `-` to the next band; `ST`. A partial last band
/// repeats the last row, as `SixelEncoder` does.
public enum SixelWriter {
  public static func encode(_ image: IndexedImage) -> [UInt8] {
    let w = image.width, h = image.height
    guard w > 0, h > 0 else { return [] }
    let colors = image.colorCount
    var out: [UInt8] = []
    out.reserveCapacity(w * h / 2 + 16 * colors + 4096)
    func append(_ text: String) { out.append(contentsOf: text.utf8) }
    func appendNumber(_ n: Int) {
      if n >= 10 { appendNumber(n / 10) }
      out.append(UInt8(48 + n % 10))
    }
    append("\u{1b}Pq\"1;1;")
    appendNumber(w)
    out.append(UInt8(ascii: ";"))
    appendNumber(SixelEncoder.bandHeight(h))
    for n in 0..<colors {
      out.append(UInt8(ascii: "#"))
      appendNumber(n)
      append(";2")
      for k in 0..<3 {
        out.append(UInt8(ascii: ";"))
        appendNumber((Int(image.palette[3 * n + k]) * 100 + 127) / 255)
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
                  let line = y * w
                  for x in 0..<w {
                    let c = Int(indices[line + x])
                    if !used[c] {
                      used[c] = true
                      present.append(c)
                      (first[c], last[c]) = (x, x)
                    } else {
                      if x < first[c] { first[c] = x }
                      if x > last[c] { last[c] = x }
                    }
                    bits[c * w + x] |= bit
                  }
                }
                for (k, c) in present.enumerated() {
                  if k > 0 { out.append(UInt8(ascii: "$")) }
                  out.append(UInt8(ascii: "#"))
                  appendNumber(c)
                  // Runs of the same sixel from the band's start (empty ones before the colour's first
                  // column as one run); nothing after its last column.
                  let base = c * w
                  let end = last[c] + 1
                  var x = 0
                  if first[c] > 0 {
                    let run = first[c]
                    if run > 3 {
                      out.append(UInt8(ascii: "!"))
                      appendNumber(run)
                      out.append(63)
                    } else {
                      for _ in 0..<run { out.append(63) }
                    }
                    x = run
                  }
                  while x < end {
                    let value = bits[base + x]
                    var run = 1
                    while x + run < end && bits[base + x + run] == value { run += 1 }
                    let char = 63 + value
                    if run > 3 {
                      out.append(UInt8(ascii: "!"))
                      appendNumber(run)
                      out.append(char)
                    } else {
                      for _ in 0..<run { out.append(char) }
                    }
                    x += run
                  }
                  for i in (base + first[c])..<(base + end) { bits[i] = 0 }
                  used[c] = false
                }
                present.removeAll(keepingCapacity: true)
                if band < bands - 1 { out.append(UInt8(ascii: "-")) }
              }
            }
          }
        }
      }
    }
    append("\u{1b}\\")
    return out
  }
}
