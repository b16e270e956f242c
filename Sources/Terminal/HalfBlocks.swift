import Geometry
import Raster

/// Text rendering of an image with `▀` (upper half block): the foreground colour paints the
/// upper image pixel of a cell, the background the lower one, in 24-bit colour, or in the
/// xterm 256-colour palette for terminals without 24-bit colour.
public enum HalfBlocks {
  /// Lines of text showing `image` in `columns` character cells across; each cell's two
  /// halves are box-filtered averages of the image pixels they cover. The image's texts are
  /// printed as terminal text: the cells their rectangle covers take its background, and the
  /// text (control characters dropped, cut to the width) is centred on the middle row.
  public static func render(_ image: Pixmap, columns: Int, trueColor: Bool = true) -> [String] {
    guard image.width > 0, image.height > 0, columns > 0 else { return [] }
    let cols = min(columns, image.width)
    let step = Double(image.width) / Double(cols)
    let halfRows = halfRowCount(width: image.width, height: image.height, columns: cols)
    let rows = (halfRows + 1) / 2
    func average(_ col: Int, _ half: Int) -> (Int, Int, Int) {
      let x0 = Int(Double(col) * step), x1 = max(x0 + 1, Int(Double(col + 1) * step))
      let y0 = Int(Double(half) * step), y1 = max(y0 + 1, Int(Double(half + 1) * step))
      var sum = (0, 0, 0), n = 0
      for y in y0..<min(y1, image.height) {
        for x in x0..<min(x1, image.width) {
          let p = image.pixel(x: x, y: y)
          sum.0 += Int(p.r)
          sum.1 += Int(p.g)
          sum.2 += Int(p.b)
          n += 1
        }
      }
      guard n > 0 else { return (0, 0, 0) }
      return (sum.0 / n, sum.1 / n, sum.2 / n)
    }
    func rgb(_ c: Color) -> (Int, Int, Int) {
      func q(_ v: Double) -> Int { Int((min(max(v, 0), 1) * 255).rounded()) }
      return (q(c.red), q(c.green), q(c.blue))
    }
    func sgr(_ c: (Int, Int, Int), background: Bool) -> String {
      trueColor
        ? "\u{1b}[\(background ? 48 : 38);2;\(c.0);\(c.1);\(c.2)m"
        : "\u{1b}[\(background ? 48 : 38);5;\(paletteIndex(c))m"
    }
    // Cells given to text: (row, column) → the character and its colours.
    var textCells: [Int: (Character, (Int, Int, Int), (Int, Int, Int))] = [:]
    for placed in image.texts {
      let rowHeight = 2 * step
      let r0 = max(0, Int(Double(placed.y) / rowHeight)),
        r1 = min(rows - 1, Int(Double(placed.y + placed.height - 1) / rowHeight))
      // The cells inside the rectangle, widened about its centre to the text where it is
      // narrower (a short axis label), within the image.
      let scalars = Array(placed.text.unicodeScalars.filter { $0.value >= 0x20 && $0.value != 0x7f })
      let inside = max(0, Int(Double(placed.x + placed.width) / step) - Int((Double(placed.x) / step).rounded(.up)))
      let need = min(cols, max(inside, scalars.count))
      let centre = (Double(placed.x) + Double(placed.width) / 2) / step
      let c0 = max(0, min(Int((centre - Double(need) / 2).rounded()), cols - need)), c1 = c0 + need
      guard r0 <= r1, c0 < c1 else { continue }
      let (fg, bg) = (rgb(placed.color), rgb(placed.background))
      let text = Array(scalars.prefix(c1 - c0))
      let middle = (r0 + r1) / 2, start = c0 + (c1 - c0 - text.count) / 2
      for row in r0...r1 {
        for col in c0..<c1 {
          let i = col - start
          let ch: Character = row == middle && i >= 0 && i < text.count ? Character(text[i]) : " "
          textCells[row * cols + col] = (ch, fg, bg)
        }
      }
    }
    var lines: [String] = []
    for row in 0..<rows {
      var line = ""
      var lastTop: (Int, Int, Int)? = nil, lastBottom: (Int, Int, Int)? = nil
      for col in 0..<cols {
        if let (ch, fg, bg) = textCells[row * cols + col] {
          if lastTop.map({ $0 != fg }) ?? true { line += sgr(fg, background: false) }
          if lastBottom.map({ $0 != bg }) ?? true { line += sgr(bg, background: true) }
          line.append(ch)
          (lastTop, lastBottom) = (fg, bg)
          continue
        }
        let top = average(col, 2 * row)
        let bottom = 2 * row + 1 < halfRows ? average(col, 2 * row + 1) : (0, 0, 0)
        if lastTop.map({ $0 != top }) ?? true {
          line += trueColor ? "\u{1b}[38;2;\(top.0);\(top.1);\(top.2)m" : "\u{1b}[38;5;\(paletteIndex(top))m"
        }
        if lastBottom.map({ $0 != bottom }) ?? true {
          line += trueColor ? "\u{1b}[48;2;\(bottom.0);\(bottom.1);\(bottom.2)m" : "\u{1b}[48;5;\(paletteIndex(bottom))m"
        }
        line += "▀"
        (lastTop, lastBottom) = (top, bottom)
      }
      lines.append(line + "\u{1b}[0m")
    }
    return lines
  }

  /// The xterm 256-colour palette's nearest entry to an sRGB colour: the 6×6×6 cube (16–231,
  /// levels 0, 95, 135, 175, 215, 255) or the grey ramp (232–255, 8 + 10k), whichever is
  /// closer in squared RGB distance.
  public static func paletteIndex(_ c: (Int, Int, Int)) -> Int {
    let levels = [0, 95, 135, 175, 215, 255]
    func nearest(_ v: Int) -> Int {
      levels.indices.min { abs(levels[$0] - v) < abs(levels[$1] - v) }!
    }
    let (r, g, b) = (nearest(c.0), nearest(c.1), nearest(c.2))
    let cube = (levels[r], levels[g], levels[b])
    let mean = (c.0 + c.1 + c.2) / 3
    let k = min(23, max(0, (mean - 8 + 5) / 10))
    let grey = 8 + 10 * k
    func distance(_ a: (Int, Int, Int)) -> Int {
      (a.0 - c.0) * (a.0 - c.0) + (a.1 - c.1) * (a.1 - c.1) + (a.2 - c.2) * (a.2 - c.2)
    }
    return distance((grey, grey, grey)) < distance(cube) ? 232 + k : 16 + 36 * r + 6 * g + b
  }

  /// How many lines `render` makes for an image of this size (0 for an empty image).
  public static func lineCount(width: Int, height: Int, columns: Int) -> Int {
    guard width > 0, height > 0, columns > 0 else { return 0 }
    return (halfRowCount(width: width, height: height, columns: min(columns, width)) + 1) / 2
  }

  /// Image rows scaled to the cell width: each column is width/columns pixels wide, and a
  /// half cell as tall.
  private static func halfRowCount(width: Int, height: Int, columns: Int) -> Int {
    max(1, Int((Double(height) / (Double(width) / Double(columns))).rounded()))
  }
}
