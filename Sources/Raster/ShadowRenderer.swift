import Geometry

/// Shadows: a coverage mask blurred by a Gaussian (three box passes each way, whose widths
/// follow Wells' rule for σ, within 3 % of the Gaussian), shifted, tinted and drawn
/// source-over.
public enum ShadowRenderer {
  public static func composite(
    mask: Pixmap, color: Color, opacity: Double, sigma: Double, offset: Point, into pixmap: inout Pixmap,
    until shouldStop: () -> Bool = { false }
  ) {
    let w = mask.width, h = mask.height
    guard w > 0, h > 0, opacity > 0 else { return }
    let radii = sigma > 0.3 ? boxRadii(sigma: sigma) : []
    // Only the caster's bounds grown by the blur's reach can be non-zero: blur and composite
    // that rectangle, not the frame (at 4096² the whole-frame blur took a second).
    guard !shouldStop(), let caster = mask.alphaBounds(), !shouldStop() else { return }
    let reach = radii.reduce(0, +)
    let x0 = max(0, caster.x0 - reach), x1 = min(w, caster.x1 + reach)
    let y0 = max(0, caster.y0 - reach), y1 = min(h, caster.y1 + reach)
    let bw = x1 - x0, bh = y1 - y0
    var alpha = [Float](repeating: 0, count: bw * bh)
    mask.pixels.withUnsafeBufferPointer { src in
      for y in 0..<bh {
        for x in 0..<bw { alpha[y * bw + x] = Float(src[4 * ((y + y0) * w + x + x0) + 3]) / 255 }
      }
    }
    for radius in radii {
      if shouldStop() { return }
      blurRows(&alpha, bw, bh, radius, until: shouldStop)
      blurColumns(&alpha, bw, bh, radius, until: shouldStop)
    }
    if shouldStop() { return }
    let dx = Int(saturating: offset.x.rounded()), dy = Int(saturating: offset.y.rounded())
    let a = Float(min(max(color.alpha * opacity, 0), 1))
    let r = Float(color.red) * 255, g = Float(color.green) * 255, b = Float(color.blue) * 255
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

  /// The row pass; stops early (leaving the rest unblurred) once `shouldStop` answers true,
  /// asked every 256 rows.
  static func blurRows(_ a: inout [Float], _ w: Int, _ h: Int, _ r: Int, until shouldStop: () -> Bool = { false }) {
    for y in 0..<h {
      if y % 256 == 0, shouldStop() { return }
      boxBlur(&a, start: y * w, step: 1, count: w, radius: r)
    }
  }

  /// The column pass, walking rows so that memory is read in order: one running sum per
  /// column, added to and taken from in the same order as `boxBlur` (the same floats). Stops
  /// early, as `blurRows` does.
  static func blurColumns(_ a: inout [Float], _ w: Int, _ h: Int, _ r: Int, until shouldStop: () -> Bool = { false }) {
    guard r > 0, w > 0, h > 0 else { return }
    let scale = 1 / Float(2 * r + 1)
    var sums = [Float](repeating: 0, count: w)
    var out = [Float](repeating: 0, count: w * h)
    a.withUnsafeBufferPointer { a in
      sums.withUnsafeMutableBufferPointer { sums in
        out.withUnsafeMutableBufferPointer { out in
          for i in 0...min(r, h - 1) {
            for x in 0..<w { sums[x] += a[i * w + x] }
          }
          for i in 0..<h {
            if i % 256 == 0, shouldStop() { return }
            let add = i + r + 1, remove = i - r
            for x in 0..<w {
              out[i * w + x] = sums[x] * scale
              if add < h { sums[x] += a[add * w + x] }
              if remove >= 0 { sums[x] -= a[remove * w + x] }
            }
          }
        }
      }
    }
    a = out
  }

  /// A running-sum box blur of `count` values `step` apart, treating values outside as 0.
  static func boxBlur(_ a: inout [Float], start: Int, step: Int, count: Int, radius r: Int) {
    guard r > 0, count > 0 else { return }
    var line = [Float](repeating: 0, count: count)
    let scale = 1 / Float(2 * r + 1)
    var sum: Float = 0
    for i in 0...min(r, count - 1) { sum += a[start + i * step] }
    for i in 0..<count {
      line[i] = sum * scale
      let add = i + r + 1, remove = i - r
      if add < count { sum += a[start + add * step] }
      if remove >= 0 { sum -= a[start + remove * step] }
    }
    for i in 0..<count { a[start + i * step] = line[i] }
  }
}
