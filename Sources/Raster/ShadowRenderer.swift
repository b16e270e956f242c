import Geometry

/// Shadows: a coverage mask blurred by a Gaussian (three box passes each way, whose widths
/// follow Wells' rule for σ, within 3 % of the Gaussian), shifted, tinted and drawn
/// source-over.
enum ShadowRenderer {
  static func composite(
    mask: Pixmap, color: Color, opacity: Double, sigma: Double, offset: Point, into pixmap: inout Pixmap
  ) {
    let w = mask.width, h = mask.height
    guard w > 0, h > 0, opacity > 0 else { return }
    var alpha = [Float](repeating: 0, count: w * h)
    for i in 0..<(w * h) { alpha[i] = Float(mask.pixels[4 * i + 3]) / 255 }
    if sigma > 0.3 {
      for radius in boxRadii(sigma: sigma) {
        blurRows(&alpha, w, h, radius)
        blurColumns(&alpha, w, h, radius)
      }
    }
    let dx = Int(saturating: offset.x.rounded()), dy = Int(saturating: offset.y.rounded())
    let a = Float(min(max(color.alpha * opacity, 0), 1))
    let r = Float(color.red) * 255, g = Float(color.green) * 255, b = Float(color.blue) * 255
    pixmap.pixels.withUnsafeMutableBufferPointer { dst in
      for y in 0..<h {
        let sy = y - dy
        guard sy >= 0, sy < h else { continue }
        for x in 0..<w {
          let sx = x - dx
          guard sx >= 0, sx < w else { continue }
          let c = alpha[sy * w + sx] * a
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

  static func blurRows(_ a: inout [Float], _ w: Int, _ h: Int, _ r: Int) {
    for y in 0..<h { boxBlur(&a, start: y * w, step: 1, count: w, radius: r) }
  }

  static func blurColumns(_ a: inout [Float], _ w: Int, _ h: Int, _ r: Int) {
    for x in 0..<w { boxBlur(&a, start: x, step: w, count: h, radius: r) }
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
