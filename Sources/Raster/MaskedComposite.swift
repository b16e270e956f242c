extension Pixmap {
  /// Draws `source` over this image through the alpha of `mask` (all three the same size):
  /// each premultiplied source pixel is scaled by the mask's alpha / 255, then composited
  /// source-over, rounding to nearest. Only the rows and columns where the mask has alpha are
  /// visited, within `area` when given (where the caller knows the source or the mask drew).
  public mutating func composite(_ source: Pixmap, maskedBy mask: Pixmap, within area: PixelBox? = nil) {
    guard source.width == width, source.height == height, mask.width == width, mask.height == height,
      let box = mask.alphaBounds(within: area)
    else { return }
    composite(source, scaledBy: mask, inverted: false, in: box)
  }

  /// Draws `source` over this image with its alpha taken away where `eraser` has alpha (all
  /// three the same size): each premultiplied source pixel scaled by 1 − the eraser's alpha /
  /// 255, then composited source-over, rounding to nearest — Core Graphics' clear and
  /// destination-out blend modes applied to what `source` holds. Only the rows and columns
  /// where the source has alpha are visited, within `area` when given.
  public mutating func composite(_ source: Pixmap, erasedBy eraser: Pixmap, within area: PixelBox? = nil) {
    guard source.width == width, source.height == height, eraser.width == width, eraser.height == height,
      let box = source.alphaBounds(within: area)
    else { return }
    composite(source, scaledBy: eraser, inverted: true, in: box)
  }

  /// Source-over within `box`, each source pixel scaled by `factor`'s alpha / 255 (by one minus
  /// it when `inverted`).
  private mutating func composite(
    _ source: Pixmap, scaledBy factor: Pixmap, inverted: Bool, in box: (x0: Int, y0: Int, x1: Int, y1: Int)
  ) {
    let w = width
    source.pixels.withUnsafeBufferPointer { src in
      factor.pixels.withUnsafeBufferPointer { f in
        pixels.withUnsafeMutableBufferPointer { dst in
          for y in box.y0..<box.y1 {
            for x in box.x0..<box.x1 {
              let i = 4 * (y * w + x)
              let alpha = Float(f[i + 3]) / 255
              let k = inverted ? 1 - alpha : alpha, sa = Float(src[i + 3]) * k
              guard sa > 0 else { continue }
              let inverse = 1 - sa / 255
              for c in 0..<4 {
                dst[i + c] = UInt8(min(255, Float(src[i + c]) * k + Float(dst[i + c]) * inverse + 0.5))
              }
            }
          }
        }
      }
    }
  }

  /// Draws the mix `a`·(1 − `progress`) + `b`·`progress` (premultiplied, alpha too) over this
  /// image, source-over, rounding to nearest (all three the same size): a cross-dissolve. Only
  /// `area` is visited when given (where the caller knows `a` and `b` drew).
  public mutating func composite(mixing a: Pixmap, _ b: Pixmap, progress: Double, within area: PixelBox? = nil) {
    guard a.width == width, a.height == height, b.width == width, b.height == height else { return }
    let p = Float(min(max(progress, 0), 1)), q = 1 - p
    let box = area ?? PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    let x0 = max(0, box.x0), x1 = min(width, box.x1), w = width
    guard x0 < x1 else { return }
    a.pixels.withUnsafeBufferPointer { x in
      b.pixels.withUnsafeBufferPointer { y in
        pixels.withUnsafeMutableBufferPointer { dst in
          for row in max(0, box.y0)..<max(0, min(height, box.y1)) {
            for i in stride(from: 4 * (row * w + x0), to: 4 * (row * w + x1), by: 4) {
              let alpha = Float(x[i + 3]) * q + Float(y[i + 3]) * p
              guard alpha > 0 else { continue }
              let inverse = 1 - alpha / 255
              for c in 0..<4 {
                let mixed = Float(x[i + c]) * q + Float(y[i + c]) * p
                dst[i + c] = UInt8(min(255, mixed + Float(dst[i + c]) * inverse + 0.5))
              }
            }
          }
        }
      }
    }
  }

  /// Adds `source` to this image (the same size), premultiplied channel by channel, each at
  /// most 255: Core Animation's plus-lighter, an additive emitter's compositing. Only `area` is
  /// visited when given (where the caller knows `source` drew).
  public mutating func composite(adding source: Pixmap, within area: PixelBox? = nil) {
    guard source.width == width, source.height == height else { return }
    let box = area ?? PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    let x0 = max(0, box.x0), x1 = min(width, box.x1), w = width
    guard x0 < x1 else { return }
    source.pixels.withUnsafeBufferPointer { src in
      pixels.withUnsafeMutableBufferPointer { dst in
        for row in max(0, box.y0)..<max(0, min(height, box.y1)) {
          for i in stride(from: 4 * (row * w + x0), to: 4 * (row * w + x1), by: 4) where src[i + 3] > 0 {
            for c in 0..<4 { dst[i + c] = UInt8(min(255, Int(dst[i + c]) + Int(src[i + c]))) }
          }
        }
      }
    }
  }

  /// Sets the pixels of `box` (clipped to the pixmap) to transparent black.
  public mutating func clear(_ box: PixelBox) {
    let x0 = max(0, box.x0), x1 = min(width, box.x1)
    guard x0 < x1 else { return }
    let w = width
    pixels.withUnsafeMutableBufferPointer { p in
      for y in max(0, box.y0)..<max(0, min(height, box.y1)) {
        (p.baseAddress! + 4 * (y * w + x0)).update(repeating: 0, count: 4 * (x1 - x0))
      }
    }
  }

  /// The smallest rectangle (x0..<x1, y0..<y1) holding every pixel with alpha, or nil.
  public func alphaBounds(within area: PixelBox? = nil) -> (x0: Int, y0: Int, x1: Int, y1: Int)? {
    let box = area ?? PixelBox(x0: 0, y0: 0, x1: width, y1: height)
    var x0 = width, x1 = 0, y0 = height, y1 = 0
    pixels.withUnsafeBufferPointer { p in
      for y in max(0, box.y0)..<max(0, min(height, box.y1)) {
        var first = -1, last = -1
        for x in max(0, box.x0)..<max(0, min(width, box.x1)) where p[4 * (y * width + x) + 3] != 0 {
          if first < 0 { first = x }
          last = x
        }
        guard first >= 0 else { continue }
        x0 = min(x0, first)
        x1 = max(x1, last + 1)
        y0 = min(y0, y)
        y1 = y + 1
      }
    }
    return x0 < x1 ? (x0, y0, x1, y1) : nil
  }
}
