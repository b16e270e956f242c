import Geometry

/// Shadows: a coverage mask blurred by a Gaussian (three box passes each way, whose widths
/// follow Wells' rule for σ, within 3 % of the Gaussian), shifted, tinted and drawn
/// source-over.
public enum ShadowRenderer {
  /// Buffers a run of shadows reuses (keep one with the renderer that draws them): the
  /// caster's alpha as floats and the blur's scratch rows.
  public struct Buffers: Sendable {
    var alpha: [Float] = []
    var scratch: [Float] = []
    var sums: [Float] = []
    public init() {}
  }

  /// The shadow of `mask`'s alpha drawn into `pixmap`. `area`, when given, holds every
  /// non-zero alpha of `mask` (only it is searched for the caster's bounds).
  public static func composite(
    mask: Pixmap, within area: PixelBox? = nil, color: Color, opacity: Double, sigma: Double, offset: Point,
    into pixmap: inout Pixmap, until shouldStop: () -> Bool = { false }
  ) {
    var buffers = Buffers()
    composite(
      mask: mask, within: area, color: color, opacity: opacity, sigma: sigma, offset: offset, buffers: &buffers,
      into: &pixmap, until: shouldStop)
  }

  /// The same, reusing `buffers`; returns the box of `pixmap` it may have written (nil: none).
  @discardableResult
  public static func composite(
    mask: Pixmap, within area: PixelBox?, color: Color, opacity: Double, sigma: Double, offset: Point,
    buffers: inout Buffers, into pixmap: inout Pixmap, until shouldStop: () -> Bool = { false }
  ) -> PixelBox? {
    let w = mask.width, h = mask.height
    guard w > 0, h > 0, opacity > 0 else { return nil }
    let radii = sigma > 0.3 ? boxRadii(sigma: sigma) : []
    // Only the caster's bounds grown by the blur's reach can be non-zero: blur and composite
    // that rectangle, not the frame (at 4096² the whole-frame blur took a second).
    guard !shouldStop(), let caster = mask.alphaBounds(within: area), !shouldStop() else { return nil }
    let reach = radii.reduce(0, +)
    let x0 = max(0, caster.x0 - reach), x1 = min(w, caster.x1 + reach)
    let y0 = max(0, caster.y0 - reach), y1 = min(h, caster.y1 + reach)
    let bw = x1 - x0, bh = y1 - y0
    Self.resize(&buffers.alpha, bw * bh)
    Self.resize(&buffers.sums, bw)
    buffers.alpha.withUnsafeMutableBufferPointer { alpha in
      mask.pixels.withUnsafeBufferPointer { src in
        for y in 0..<bh {
          let row = 4 * ((y + y0) * w + x0) + 3
          for x in 0..<bw { alpha[y * bw + x] = Float(src[row + 4 * x]) / 255 }
        }
      }
    }
    for radius in radii {
      if shouldStop() { return nil }
      blurRows(&buffers, bw, bh, radius, until: shouldStop)
      blurColumns(&buffers, bw, bh, radius, until: shouldStop)
    }
    if shouldStop() { return nil }
    // An offset that puts the whole shadow off the canvas draws nothing (and a huge one, 1e19,
    // would overflow the pixel arithmetic).
    guard offset.x.isFinite, offset.y.isFinite, abs(offset.x) < Double(w + bw), abs(offset.y) < Double(h + bh) else { return nil }
    let dx = Int(offset.x.rounded()), dy = Int(offset.y.rounded())
    func unit(_ v: Double) -> Float { v.isNaN ? 0 : Float(min(max(v, 0), 1)) }
    let a = unit(color.alpha * opacity)
    let r = unit(color.red) * 255, g = unit(color.green) * 255, b = unit(color.blue) * 255
    buffers.alpha.withUnsafeBufferPointer { alpha in
      pixmap.pixels.withUnsafeMutableBufferPointer { dst in
        for y in max(0, y0 + dy)..<max(0, min(h, y1 + dy)) {
          if y % 256 == 0, shouldStop() { return }
          let sy = y - dy - y0
          for x in max(0, x0 + dx)..<max(0, min(w, x1 + dx)) {
            let c = alpha[sy * bw + x - dx - x0] * a
            guard c > 0.5 / 255 else { continue }
            let i = 4 * (y * w + x), inverse = 1 - c
            dst[i] = UInt8(min(255, r * c + Float(dst[i]) * inverse + 0.5))
            dst[i + 1] = UInt8(min(255, g * c + Float(dst[i + 1]) * inverse + 0.5))
            dst[i + 2] = UInt8(min(255, b * c + Float(dst[i + 2]) * inverse + 0.5))
            dst[i + 3] = UInt8(min(255, 255 * c + Float(dst[i + 3]) * inverse + 0.5))
          }
        }
      }
    }
    return PixelBox(x0: x0 + dx, y0: y0 + dy, x1: x1 + dx, y1: y1 + dy).intersection(PixelBox(x0: 0, y0: 0, x1: w, y1: h))
  }

  /// Makes `buffer` hold at least `count` values (contents unspecified: every use writes first).
  private static func resize(_ buffer: inout [Float], _ count: Int) {
    if buffer.count < count { buffer = [Float](repeating: 0, count: count) }
  }

  /// Three box radii whose successive blurs approximate a Gaussian of `sigma` (W. M. Wells,
  /// "Efficient synthesis of Gaussian filters by cascaded uniform filters", 1986): boxes of
  /// odd widths wl and wl + 2, the first m of them wl wide.
  static func boxRadii(sigma: Double) -> [Int] {
    let ideal = (4 * sigma * sigma + 1).squareRoot()  // √(12σ²/3 + 1)
    var wl = Int(ideal.rounded(.down))
    if wl % 2 == 0 { wl -= 1 }
    wl = max(wl, 1)
    let m = Int(((12 * sigma * sigma - 3 * Double(wl * wl) - 12 * Double(wl) - 9) / (-4 * Double(wl) - 4)).rounded())
    return (0..<3).map { i in ((i < m ? wl : wl + 2) - 1) / 2 }
  }

  /// The row pass over the first `w × h` values of `buffers.alpha`: each row's running sum
  /// written to scratch and copied back, four rows at a time (four independent sums in one
  /// SIMD4, lane by lane the same float operations as one row alone, so the result does not
  /// depend on the grouping); stops early (leaving the rest unblurred) once `shouldStop`
  /// answers true, asked every 256 rows.
  static func blurRows(_ buffers: inout Buffers, _ w: Int, _ h: Int, _ r: Int, until shouldStop: () -> Bool = { false }) {
    guard r > 0, w > 0 else { return }
    Self.resize(&buffers.scratch, 4 * w)
    let scale = 1 / Float(2 * r + 1)
    let first = min(r, w - 1)
    buffers.alpha.withUnsafeMutableBufferPointer { a in
      buffers.scratch.withUnsafeMutableBufferPointer { scratch in
        var y = 0
        scratch.baseAddress!.withMemoryRebound(to: SIMD4<Float>.self, capacity: w) { line in
          while y + 4 <= h {
            if y % 256 == 0, shouldStop() {
              y = h
              return
            }
            let s0 = y * w, s1 = s0 + w, s2 = s1 + w, s3 = s2 + w
            @inline(__always) func load(_ i: Int) -> SIMD4<Float> { SIMD4(a[s0 + i], a[s1 + i], a[s2 + i], a[s3 + i]) }
            var sum = SIMD4<Float>(repeating: 0)
            for i in 0...first { sum += load(i) }
            for i in 0..<w {
              line[i] = sum * scale
              let add = i + r + 1, remove = i - r
              if add < w { sum += load(add) }
              if remove >= 0 { sum -= load(remove) }
            }
            for i in 0..<w {
              let v = line[i]
              (a[s0 + i], a[s1 + i], a[s2 + i], a[s3 + i]) = (v[0], v[1], v[2], v[3])
            }
            y += 4
          }
        }
        while y < h {
          let start = y * w
          var sum: Float = 0
          for i in 0...first { sum += a[start + i] }
          for i in 0..<w {
            scratch[i] = sum * scale
            let add = i + r + 1, remove = i - r
            if add < w { sum += a[start + add] }
            if remove >= 0 { sum -= a[start + remove] }
          }
          for i in 0..<w { a[start + i] = scratch[i] }
          y += 1
        }
      }
    }
  }

  /// The column pass, walking rows so that memory is read in order: one running sum per
  /// column, added to and taken from in the same order as the row pass (the same floats),
  /// into the scratch buffer, which then becomes the alpha. Stops early, as `blurRows` does.
  static func blurColumns(_ buffers: inout Buffers, _ w: Int, _ h: Int, _ r: Int, until shouldStop: () -> Bool = { false }) {
    guard r > 0, w > 0, h > 0 else { return }
    Self.resize(&buffers.scratch, w * h)
    Self.resize(&buffers.sums, w)
    let scale = 1 / Float(2 * r + 1)
    var stopped = false
    buffers.alpha.withUnsafeBufferPointer { a in
      buffers.sums.withUnsafeMutableBufferPointer { sums in
        buffers.scratch.withUnsafeMutableBufferPointer { out in
          // Row pointers and one simple loop per operation, so that each loop vectorises; per
          // element the operations and their order are those of the row pass.
          let a = a.baseAddress!, sums = sums.baseAddress!, out = out.baseAddress!
          sums.update(repeating: 0, count: w)
          for i in 0...min(r, h - 1) {
            let row = a + i * w
            for x in 0..<w { sums[x] += row[x] }
          }
          for i in 0..<h {
            if i % 256 == 0, shouldStop() {
              stopped = true
              return
            }
            let target = out + i * w
            for x in 0..<w { target[x] = sums[x] * scale }
            if i + r + 1 < h {
              let row = a + (i + r + 1) * w
              for x in 0..<w { sums[x] += row[x] }
            }
            if i - r >= 0 {
              let row = a + (i - r) * w
              for x in 0..<w { sums[x] -= row[x] }
            }
          }
        }
      }
    }
    if !stopped { swap(&buffers.alpha, &buffers.scratch) }
  }
}
